; ModuleID = 'argmeaning.c'
source_filename = "argmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.curu = type { ptr }
%struct.sorter = type { i64, i64, i64, double }
%struct.btcur = type { i32, %struct.cell }
%struct.cell = type { i64, i32 }

@gu = dso_local global %union.curu zeroinitializer, align 8
@local = dso_local global i64 0, align 8
@gs = dso_local global %struct.sorter zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @getcell(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %state = getelementptr inbounds %struct.btcur, ptr %0, i32 0, i32 0
  store i32 3, ptr %state, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %info = getelementptr inbounds %struct.btcur, ptr %1, i32 0, i32 1
  %size = getelementptr inbounds %struct.cell, ptr %info, i32 0, i32 1
  store i32 1, ptr %size, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @setsorter(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  store ptr %0, ptr @gu, align 8
  %1 = load ptr, ptr %s.addr, align 8
  %d = getelementptr inbounds %struct.sorter, ptr %1, i32 0, i32 3
  %2 = load double, ptr %d, align 8
  ret double %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @state() #0 {
entry:
  %0 = load ptr, ptr @gu, align 8
  %state = getelementptr inbounds %struct.btcur, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %state, align 8
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @rowid(ptr noundef %dflt, i32 noundef %c) #0 {
entry:
  %dflt.addr = alloca ptr, align 8
  %c.addr = alloca i32, align 4
  %b = alloca ptr, align 8
  %p = alloca ptr, align 8
  store ptr %dflt, ptr %dflt.addr, align 8
  store i32 %c, ptr %c.addr, align 4
  %0 = load ptr, ptr @gu, align 8
  store ptr %0, ptr %b, align 8
  %1 = load ptr, ptr %b, align 8
  call void @getcell(ptr noundef %1)
  %2 = load i32, ptr %c.addr, align 4
  %tobool = icmp ne i32 %2, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %3 = load ptr, ptr %b, align 8
  %info = getelementptr inbounds %struct.btcur, ptr %3, i32 0, i32 1
  %key = getelementptr inbounds %struct.cell, ptr %info, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  %4 = load ptr, ptr %dflt.addr, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %key, %cond.true ], [ %4, %cond.false ]
  store ptr %cond, ptr %p, align 8
  %5 = load ptr, ptr %p, align 8
  %6 = load i64, ptr %5, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 2
  %conv = zext i1 %cmp to i32
  %call = call i64 @rowid(ptr noundef @local, i32 noundef %conv)
  %conv1 = trunc i64 %call to i32
  %call2 = call i32 @state()
  %add = add nsw i32 %conv1, %call2
  %call3 = call double @setsorter(ptr noundef @gs)
  %conv4 = fptosi double %call3 to i32
  %add5 = add nsw i32 %add, %conv4
  ret i32 %add5
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
