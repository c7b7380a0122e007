; ModuleID = 'hC_slotarg.c'
source_filename = "hC_slotarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Buf = type { i32, i32, [64 x i8] }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @putch(%struct.Buf** noundef %sbp, i32 noundef %c) #0 {
entry:
  %sbp.addr = alloca %struct.Buf**, align 8
  %c.addr = alloca i32, align 4
  %sb = alloca %struct.Buf*, align 8
  store %struct.Buf** %sbp, %struct.Buf*** %sbp.addr, align 8
  store i32 %c, i32* %c.addr, align 4
  %0 = load %struct.Buf**, %struct.Buf*** %sbp.addr, align 8
  %1 = load %struct.Buf*, %struct.Buf** %0, align 8
  store %struct.Buf* %1, %struct.Buf** %sb, align 8
  %2 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %tobool = icmp ne %struct.Buf* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %call = call noalias i8* @malloc(i64 noundef 72) #2
  %3 = bitcast i8* %call to %struct.Buf*
  store %struct.Buf* %3, %struct.Buf** %sb, align 8
  %4 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %n = getelementptr inbounds %struct.Buf, %struct.Buf* %4, i32 0, i32 0
  store i32 0, i32* %n, align 4
  %5 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %m = getelementptr inbounds %struct.Buf, %struct.Buf* %5, i32 0, i32 1
  store i32 64, i32* %m, align 4
  %6 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %7 = load %struct.Buf**, %struct.Buf*** %sbp.addr, align 8
  store %struct.Buf* %6, %struct.Buf** %7, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %8 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %n1 = getelementptr inbounds %struct.Buf, %struct.Buf* %8, i32 0, i32 0
  %9 = load i32, i32* %n1, align 4
  %10 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %m2 = getelementptr inbounds %struct.Buf, %struct.Buf* %10, i32 0, i32 1
  %11 = load i32, i32* %m2, align 4
  %cmp = icmp slt i32 %9, %11
  br i1 %cmp, label %if.then3, label %if.end5

if.then3:                                         ; preds = %if.end
  %12 = load i32, i32* %c.addr, align 4
  %conv = trunc i32 %12 to i8
  %13 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %s = getelementptr inbounds %struct.Buf, %struct.Buf* %13, i32 0, i32 2
  %14 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %n4 = getelementptr inbounds %struct.Buf, %struct.Buf* %14, i32 0, i32 0
  %15 = load i32, i32* %n4, align 4
  %inc = add nsw i32 %15, 1
  store i32 %inc, i32* %n4, align 4
  %idxprom = sext i32 %15 to i64
  %arrayidx = getelementptr inbounds [64 x i8], [64 x i8]* %s, i64 0, i64 %idxprom
  store i8 %conv, i8* %arrayidx, align 1
  br label %if.end5

if.end5:                                          ; preds = %if.then3, %if.end
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @first(i8* noundef %s) #0 {
entry:
  %s.addr = alloca i8*, align 8
  store i8* %s, i8** %s.addr, align 8
  %0 = load i8*, i8** %s.addr, align 8
  %arrayidx = getelementptr inbounds i8, i8* %0, i64 0
  %1 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %1 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %sb = alloca %struct.Buf*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store %struct.Buf* null, %struct.Buf** %sb, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %0, i64 0
  %1 = load i8*, i8** %arrayidx, align 8
  %arrayidx1 = getelementptr inbounds i8, i8* %1, i64 0
  %2 = load i8, i8* %arrayidx1, align 1
  %conv = sext i8 %2 to i32
  call void @putch(%struct.Buf** noundef %sb, i32 noundef %conv)
  call void @putch(%struct.Buf** noundef %sb, i32 noundef 0)
  %3 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %tobool = icmp ne %struct.Buf* %3, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %s = getelementptr inbounds %struct.Buf, %struct.Buf* %4, i32 0, i32 2
  %arraydecay = getelementptr inbounds [64 x i8], [64 x i8]* %s, i64 0, i64 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %arraydecay, %cond.true ], [ getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), %cond.false ]
  %call = call i32 @first(i8* noundef %cond)
  ret i32 %call
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
