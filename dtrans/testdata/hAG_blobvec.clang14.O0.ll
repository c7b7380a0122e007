; ModuleID = 'hAG_blobvec.c'
source_filename = "hAG_blobvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Code = type { i8*, i32, [32 x i8], i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.Code*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 56) #2
  %0 = bitcast i8* %call to %struct.Code*
  store %struct.Code* %0, %struct.Code** %c, align 8
  %1 = load %struct.Code*, %struct.Code** %c, align 8
  %next = getelementptr inbounds %struct.Code, %struct.Code* %1, i32 0, i32 0
  store i8* null, i8** %next, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %3 = load %struct.Code*, %struct.Code** %c, align 8
  %flags = getelementptr inbounds %struct.Code, %struct.Code* %3, i32 0, i32 1
  store i32 %2, i32* %flags, align 8
  %4 = load %struct.Code*, %struct.Code** %c, align 8
  %top = getelementptr inbounds %struct.Code, %struct.Code* %4, i32 0, i32 3
  store i64 2, i64* %top, align 8
  %5 = load %struct.Code*, %struct.Code** %c, align 8
  %6 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %6, i64 0
  %7 = load i8*, i8** %arrayidx, align 8
  call void @merge(%struct.Code* noundef %5, i8* noundef %7)
  %8 = load %struct.Code*, %struct.Code** %c, align 8
  %flags1 = getelementptr inbounds %struct.Code, %struct.Code* %8, i32 0, i32 1
  %9 = load i32, i32* %flags1, align 8
  %10 = load %struct.Code*, %struct.Code** %c, align 8
  %top2 = getelementptr inbounds %struct.Code, %struct.Code* %10, i32 0, i32 3
  %11 = load i64, i64* %top2, align 8
  %conv = trunc i64 %11 to i32
  %add = add nsw i32 %9, %conv
  %12 = load %struct.Code*, %struct.Code** %c, align 8
  %map = getelementptr inbounds %struct.Code, %struct.Code* %12, i32 0, i32 2
  %arrayidx3 = getelementptr inbounds [32 x i8], [32 x i8]* %map, i64 0, i64 3
  %13 = load i8, i8* %arrayidx3, align 1
  %conv4 = zext i8 %13 to i32
  %add5 = add nsw i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge(%struct.Code* noundef %c, i8* noundef %t) #0 {
entry:
  %c.addr = alloca %struct.Code*, align 8
  %t.addr = alloca i8*, align 8
  %i = alloca i32, align 4
  store %struct.Code* %c, %struct.Code** %c.addr, align 8
  store i8* %t, i8** %t.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 32
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i8*, i8** %t.addr, align 8
  %2 = load i32, i32* %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i8, i8* %1, i64 %idxprom
  %3 = load i8, i8* %arrayidx, align 1
  %conv = zext i8 %3 to i32
  %4 = load %struct.Code*, %struct.Code** %c.addr, align 8
  %map = getelementptr inbounds %struct.Code, %struct.Code* %4, i32 0, i32 2
  %5 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %5 to i64
  %arrayidx2 = getelementptr inbounds [32 x i8], [32 x i8]* %map, i64 0, i64 %idxprom1
  %6 = load i8, i8* %arrayidx2, align 1
  %conv3 = zext i8 %6 to i32
  %or = or i32 %conv3, %conv
  %conv4 = trunc i32 %or to i8
  store i8 %conv4, i8* %arrayidx2, align 1
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %i, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
