; ModuleID = 'hC_slotarg.c'
source_filename = "hC_slotarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Buf = type { i32, i32, [64 x i8] }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @putch(ptr noundef %sbp, i32 noundef %c) #0 {
entry:
  %sbp.addr = alloca ptr, align 8
  %c.addr = alloca i32, align 4
  %sb = alloca ptr, align 8
  store ptr %sbp, ptr %sbp.addr, align 8
  store i32 %c, ptr %c.addr, align 4
  %0 = load ptr, ptr %sbp.addr, align 8
  %1 = load ptr, ptr %0, align 8
  store ptr %1, ptr %sb, align 8
  %2 = load ptr, ptr %sb, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %call = call noalias ptr @malloc(i64 noundef 72) #2
  store ptr %call, ptr %sb, align 8
  %3 = load ptr, ptr %sb, align 8
  %n = getelementptr inbounds %struct.Buf, ptr %3, i32 0, i32 0
  store i32 0, ptr %n, align 4
  %4 = load ptr, ptr %sb, align 8
  %m = getelementptr inbounds %struct.Buf, ptr %4, i32 0, i32 1
  store i32 64, ptr %m, align 4
  %5 = load ptr, ptr %sb, align 8
  %6 = load ptr, ptr %sbp.addr, align 8
  store ptr %5, ptr %6, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %7 = load ptr, ptr %sb, align 8
  %n1 = getelementptr inbounds %struct.Buf, ptr %7, i32 0, i32 0
  %8 = load i32, ptr %n1, align 4
  %9 = load ptr, ptr %sb, align 8
  %m2 = getelementptr inbounds %struct.Buf, ptr %9, i32 0, i32 1
  %10 = load i32, ptr %m2, align 4
  %cmp = icmp slt i32 %8, %10
  br i1 %cmp, label %if.then3, label %if.end5

if.then3:                                         ; preds = %if.end
  %11 = load i32, ptr %c.addr, align 4
  %conv = trunc i32 %11 to i8
  %12 = load ptr, ptr %sb, align 8
  %s = getelementptr inbounds %struct.Buf, ptr %12, i32 0, i32 2
  %13 = load ptr, ptr %sb, align 8
  %n4 = getelementptr inbounds %struct.Buf, ptr %13, i32 0, i32 0
  %14 = load i32, ptr %n4, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, ptr %n4, align 4
  %idxprom = sext i32 %14 to i64
  %arrayidx = getelementptr inbounds [64 x i8], ptr %s, i64 0, i64 %idxprom
  store i8 %conv, ptr %arrayidx, align 1
  br label %if.end5

if.end5:                                          ; preds = %if.then3, %if.end
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @first(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %arrayidx = getelementptr inbounds i8, ptr %0, i64 0
  %1 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %1 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %sb = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store ptr null, ptr %sb, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  %arrayidx1 = getelementptr inbounds i8, ptr %1, i64 0
  %2 = load i8, ptr %arrayidx1, align 1
  %conv = sext i8 %2 to i32
  call void @putch(ptr noundef %sb, i32 noundef %conv)
  call void @putch(ptr noundef %sb, i32 noundef 0)
  %3 = load ptr, ptr %sb, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load ptr, ptr %sb, align 8
  %s = getelementptr inbounds %struct.Buf, ptr %4, i32 0, i32 2
  %arraydecay = getelementptr inbounds [64 x i8], ptr %s, i64 0, i64 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %arraydecay, %cond.true ], [ @.str, %cond.false ]
  %call = call i32 @first(ptr noundef %cond)
  ret i32 %call
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
