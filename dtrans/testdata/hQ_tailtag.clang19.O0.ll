; ModuleID = 'testdata/hQ_tailtag.c'
source_filename = "testdata/hQ_tailtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Phrase = type { ptr, i64, i32, [1 x %struct.Term] }
%struct.Term = type { i8, i8, ptr, ptr, ptr }
%struct.It = type { i64, ptr, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @take(ptr noundef %pp) #0 {
entry:
  %pp.addr = alloca ptr, align 8
  store ptr %pp, ptr %pp.addr, align 8
  %0 = load ptr, ptr %pp.addr, align 8
  %1 = load ptr, ptr %0, align 8
  %arrayidx = getelementptr inbounds i8, ptr %1, i64 0
  %2 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store i32 0, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load ptr, ptr %p.addr, align 8
  %nTerm = getelementptr inbounds %struct.Phrase, ptr %1, i32 0, i32 2
  %2 = load i32, ptr %nTerm, align 8
  %cmp = icmp slt i32 %0, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %p.addr, align 8
  %aTerm = getelementptr inbounds %struct.Phrase, ptr %3, i32 0, i32 3
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds [1 x %struct.Term], ptr %aTerm, i64 0, i64 %idxprom
  %pre = getelementptr inbounds %struct.Term, ptr %arrayidx, i32 0, i32 0
  %5 = load i8, ptr %pre, align 8
  %conv = sext i8 %5 to i32
  %6 = load ptr, ptr %p.addr, align 8
  %aTerm1 = getelementptr inbounds %struct.Phrase, ptr %6, i32 0, i32 3
  %7 = load i32, ptr %i, align 4
  %idxprom2 = sext i32 %7 to i64
  %arrayidx3 = getelementptr inbounds [1 x %struct.Term], ptr %aTerm1, i64 0, i64 %idxprom2
  %it = getelementptr inbounds %struct.Term, ptr %arrayidx3, i32 0, i32 3
  %8 = load ptr, ptr %it, align 8
  %n = getelementptr inbounds %struct.It, ptr %8, i32 0, i32 2
  %9 = load i32, ptr %n, align 8
  %add = add nsw i32 %conv, %9
  %10 = load i32, ptr %s, align 4
  %add4 = add nsw i32 %10, %add
  store i32 %add4, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32, ptr %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %12 = load i32, ptr %s, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @first(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %aTerm = getelementptr inbounds %struct.Phrase, ptr %0, i32 0, i32 3
  %arrayidx = getelementptr inbounds [1 x %struct.Term], ptr %aTerm, i64 0, i64 0
  %it = getelementptr inbounds %struct.Term, ptr %arrayidx, i32 0, i32 3
  %1 = load ptr, ptr %it, align 8
  %data = getelementptr inbounds %struct.It, ptr %1, i32 0, i32 1
  %call = call i32 @take(ptr noundef %data)
  %2 = load ptr, ptr %p.addr, align 8
  %aTerm1 = getelementptr inbounds %struct.Phrase, ptr %2, i32 0, i32 3
  %arrayidx2 = getelementptr inbounds [1 x %struct.Term], ptr %aTerm1, i64 0, i64 0
  %it3 = getelementptr inbounds %struct.Term, ptr %arrayidx2, i32 0, i32 3
  %3 = load ptr, ptr %it3, align 8
  %id = getelementptr inbounds %struct.It, ptr %3, i32 0, i32 0
  %4 = load i64, ptr %id, align 8
  %conv = trunc i64 %4 to i32
  %add = add nsw i32 %call, %conv
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %it = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 120) #2
  store ptr %call, ptr %p, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 24) #2
  store ptr %call1, ptr %it, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %0 to i64
  %1 = load ptr, ptr %it, align 8
  %id = getelementptr inbounds %struct.It, ptr %1, i32 0, i32 0
  store i64 %conv, ptr %id, align 8
  %2 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 0
  %3 = load ptr, ptr %arrayidx, align 8
  %4 = load ptr, ptr %it, align 8
  %data = getelementptr inbounds %struct.It, ptr %4, i32 0, i32 1
  store ptr %3, ptr %data, align 8
  %5 = load ptr, ptr %it, align 8
  %n = getelementptr inbounds %struct.It, ptr %5, i32 0, i32 2
  store i32 1, ptr %n, align 8
  %6 = load ptr, ptr %p, align 8
  %nTerm = getelementptr inbounds %struct.Phrase, ptr %6, i32 0, i32 2
  store i32 3, ptr %nTerm, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %7, 3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load i32, ptr %i, align 4
  %conv3 = trunc i32 %8 to i8
  %9 = load ptr, ptr %p, align 8
  %aTerm = getelementptr inbounds %struct.Phrase, ptr %9, i32 0, i32 3
  %10 = load i32, ptr %i, align 4
  %idxprom = sext i32 %10 to i64
  %arrayidx4 = getelementptr inbounds [1 x %struct.Term], ptr %aTerm, i64 0, i64 %idxprom
  %pre = getelementptr inbounds %struct.Term, ptr %arrayidx4, i32 0, i32 0
  store i8 %conv3, ptr %pre, align 8
  %11 = load ptr, ptr %it, align 8
  %12 = load ptr, ptr %p, align 8
  %aTerm5 = getelementptr inbounds %struct.Phrase, ptr %12, i32 0, i32 3
  %13 = load i32, ptr %i, align 4
  %idxprom6 = sext i32 %13 to i64
  %arrayidx7 = getelementptr inbounds [1 x %struct.Term], ptr %aTerm5, i64 0, i64 %idxprom6
  %it8 = getelementptr inbounds %struct.Term, ptr %arrayidx7, i32 0, i32 3
  store ptr %11, ptr %it8, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %14 = load i32, ptr %i, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %15 = load ptr, ptr %p, align 8
  %call9 = call i32 @walk(ptr noundef %15)
  %16 = load ptr, ptr %p, align 8
  %call10 = call i32 @first(ptr noundef %16)
  %add = add nsw i32 %call9, %call10
  ret i32 %add
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
