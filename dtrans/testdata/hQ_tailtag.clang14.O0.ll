; ModuleID = 'testdata/hQ_tailtag.c'
source_filename = "testdata/hQ_tailtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Phrase = type { i8*, i64, i32, [1 x %struct.Term] }
%struct.Term = type { i8, i8, i8*, %struct.It*, %struct.Term* }
%struct.It = type { i64, i8*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @take(i8** noundef %pp) #0 {
entry:
  %pp.addr = alloca i8**, align 8
  store i8** %pp, i8*** %pp.addr, align 8
  %0 = load i8**, i8*** %pp.addr, align 8
  %1 = load i8*, i8** %0, align 8
  %arrayidx = getelementptr inbounds i8, i8* %1, i64 0
  %2 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(%struct.Phrase* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.Phrase*, align 8
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.Phrase* %p, %struct.Phrase** %p.addr, align 8
  store i32 0, i32* %s, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load %struct.Phrase*, %struct.Phrase** %p.addr, align 8
  %nTerm = getelementptr inbounds %struct.Phrase, %struct.Phrase* %1, i32 0, i32 2
  %2 = load i32, i32* %nTerm, align 8
  %cmp = icmp slt i32 %0, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load %struct.Phrase*, %struct.Phrase** %p.addr, align 8
  %aTerm = getelementptr inbounds %struct.Phrase, %struct.Phrase* %3, i32 0, i32 3
  %4 = load i32, i32* %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds [1 x %struct.Term], [1 x %struct.Term]* %aTerm, i64 0, i64 %idxprom
  %pre = getelementptr inbounds %struct.Term, %struct.Term* %arrayidx, i32 0, i32 0
  %5 = load i8, i8* %pre, align 8
  %conv = sext i8 %5 to i32
  %6 = load %struct.Phrase*, %struct.Phrase** %p.addr, align 8
  %aTerm1 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %6, i32 0, i32 3
  %7 = load i32, i32* %i, align 4
  %idxprom2 = sext i32 %7 to i64
  %arrayidx3 = getelementptr inbounds [1 x %struct.Term], [1 x %struct.Term]* %aTerm1, i64 0, i64 %idxprom2
  %it = getelementptr inbounds %struct.Term, %struct.Term* %arrayidx3, i32 0, i32 3
  %8 = load %struct.It*, %struct.It** %it, align 8
  %n = getelementptr inbounds %struct.It, %struct.It* %8, i32 0, i32 2
  %9 = load i32, i32* %n, align 8
  %add = add nsw i32 %conv, %9
  %10 = load i32, i32* %s, align 4
  %add4 = add nsw i32 %10, %add
  store i32 %add4, i32* %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32, i32* %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %12 = load i32, i32* %s, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @first(%struct.Phrase* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.Phrase*, align 8
  store %struct.Phrase* %p, %struct.Phrase** %p.addr, align 8
  %0 = load %struct.Phrase*, %struct.Phrase** %p.addr, align 8
  %aTerm = getelementptr inbounds %struct.Phrase, %struct.Phrase* %0, i32 0, i32 3
  %arrayidx = getelementptr inbounds [1 x %struct.Term], [1 x %struct.Term]* %aTerm, i64 0, i64 0
  %it = getelementptr inbounds %struct.Term, %struct.Term* %arrayidx, i32 0, i32 3
  %1 = load %struct.It*, %struct.It** %it, align 8
  %data = getelementptr inbounds %struct.It, %struct.It* %1, i32 0, i32 1
  %call = call i32 @take(i8** noundef %data)
  %2 = load %struct.Phrase*, %struct.Phrase** %p.addr, align 8
  %aTerm1 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %2, i32 0, i32 3
  %arrayidx2 = getelementptr inbounds [1 x %struct.Term], [1 x %struct.Term]* %aTerm1, i64 0, i64 0
  %it3 = getelementptr inbounds %struct.Term, %struct.Term* %arrayidx2, i32 0, i32 3
  %3 = load %struct.It*, %struct.It** %it3, align 8
  %id = getelementptr inbounds %struct.It, %struct.It* %3, i32 0, i32 0
  %4 = load i64, i64* %id, align 8
  %conv = trunc i64 %4 to i32
  %add = add nsw i32 %call, %conv
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %p = alloca %struct.Phrase*, align 8
  %it = alloca %struct.It*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 120) #2
  %0 = bitcast i8* %call to %struct.Phrase*
  store %struct.Phrase* %0, %struct.Phrase** %p, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 24) #2
  %1 = bitcast i8* %call1 to %struct.It*
  store %struct.It* %1, %struct.It** %it, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %2 to i64
  %3 = load %struct.It*, %struct.It** %it, align 8
  %id = getelementptr inbounds %struct.It, %struct.It* %3, i32 0, i32 0
  store i64 %conv, i64* %id, align 8
  %4 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %4, i64 0
  %5 = load i8*, i8** %arrayidx, align 8
  %6 = load %struct.It*, %struct.It** %it, align 8
  %data = getelementptr inbounds %struct.It, %struct.It* %6, i32 0, i32 1
  store i8* %5, i8** %data, align 8
  %7 = load %struct.It*, %struct.It** %it, align 8
  %n = getelementptr inbounds %struct.It, %struct.It* %7, i32 0, i32 2
  store i32 1, i32* %n, align 8
  %8 = load %struct.Phrase*, %struct.Phrase** %p, align 8
  %nTerm = getelementptr inbounds %struct.Phrase, %struct.Phrase* %8, i32 0, i32 2
  store i32 3, i32* %nTerm, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %9 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %9, 3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load i32, i32* %i, align 4
  %conv3 = trunc i32 %10 to i8
  %11 = load %struct.Phrase*, %struct.Phrase** %p, align 8
  %aTerm = getelementptr inbounds %struct.Phrase, %struct.Phrase* %11, i32 0, i32 3
  %12 = load i32, i32* %i, align 4
  %idxprom = sext i32 %12 to i64
  %arrayidx4 = getelementptr inbounds [1 x %struct.Term], [1 x %struct.Term]* %aTerm, i64 0, i64 %idxprom
  %pre = getelementptr inbounds %struct.Term, %struct.Term* %arrayidx4, i32 0, i32 0
  store i8 %conv3, i8* %pre, align 8
  %13 = load %struct.It*, %struct.It** %it, align 8
  %14 = load %struct.Phrase*, %struct.Phrase** %p, align 8
  %aTerm5 = getelementptr inbounds %struct.Phrase, %struct.Phrase* %14, i32 0, i32 3
  %15 = load i32, i32* %i, align 4
  %idxprom6 = sext i32 %15 to i64
  %arrayidx7 = getelementptr inbounds [1 x %struct.Term], [1 x %struct.Term]* %aTerm5, i64 0, i64 %idxprom6
  %it8 = getelementptr inbounds %struct.Term, %struct.Term* %arrayidx7, i32 0, i32 3
  store %struct.It* %13, %struct.It** %it8, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %16 = load i32, i32* %i, align 4
  %inc = add nsw i32 %16, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %17 = load %struct.Phrase*, %struct.Phrase** %p, align 8
  %call9 = call i32 @walk(%struct.Phrase* noundef %17)
  %18 = load %struct.Phrase*, %struct.Phrase** %p, align 8
  %call10 = call i32 @first(%struct.Phrase* noundef %18)
  %add = add nsw i32 %call9, %call10
  ret i32 %add
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
