; ModuleID = 'backarray.c'
source_filename = "backarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Frame = type { i8*, i64, i64, [8 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"%ld %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %F = alloca %struct.Frame*, align 8
  %r = alloca i64, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 88) #3
  %0 = bitcast i8* %call to %struct.Frame*
  store %struct.Frame* %0, %struct.Frame** %F, align 8
  %1 = load %struct.Frame*, %struct.Frame** %F, align 8
  %tobool = icmp ne %struct.Frame* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %2, i64 0
  %3 = load i8*, i8** %arrayidx, align 8
  %4 = load %struct.Frame*, %struct.Frame** %F, align 8
  %code = getelementptr inbounds %struct.Frame, %struct.Frame* %4, i32 0, i32 0
  store i8* %3, i8** %code, align 8
  %5 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %5 to i64
  %6 = load %struct.Frame*, %struct.Frame** %F, align 8
  %last = getelementptr inbounds %struct.Frame, %struct.Frame* %6, i32 0, i32 1
  store i64 %conv, i64* %last, align 8
  %7 = load %struct.Frame*, %struct.Frame** %F, align 8
  %top = getelementptr inbounds %struct.Frame, %struct.Frame* %7, i32 0, i32 2
  store i64 2, i64* %top, align 8
  %8 = load %struct.Frame*, %struct.Frame** %F, align 8
  %vec = getelementptr inbounds %struct.Frame, %struct.Frame* %8, i32 0, i32 3
  %arrayidx1 = getelementptr inbounds [8 x i64], [8 x i64]* %vec, i64 0, i64 0
  store i64 1, i64* %arrayidx1, align 8
  %9 = load %struct.Frame*, %struct.Frame** %F, align 8
  %call2 = call i64 @run(%struct.Frame* noundef %9)
  store i64 %call2, i64* %r, align 8
  %10 = load i64, i64* %r, align 8
  %11 = load %struct.Frame*, %struct.Frame** %F, align 8
  %last3 = getelementptr inbounds %struct.Frame, %struct.Frame* %11, i32 0, i32 1
  %12 = load i64, i64* %last3, align 8
  %13 = load %struct.Frame*, %struct.Frame** %F, align 8
  %top4 = getelementptr inbounds %struct.Frame, %struct.Frame* %13, i32 0, i32 2
  %14 = load i64, i64* %top4, align 8
  %call5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 noundef %10, i64 noundef %12, i64 noundef %14)
  %15 = load %struct.Frame*, %struct.Frame** %F, align 8
  %16 = bitcast %struct.Frame* %15 to i8*
  call void @free(i8* noundef %16) #3
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %17 = load i32, i32* %retval, align 4
  ret i32 %17
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(%struct.Frame* noundef %F) #0 {
entry:
  %F.addr = alloca %struct.Frame*, align 8
  %ov = alloca i64*, align 8
  store %struct.Frame* %F, %struct.Frame** %F.addr, align 8
  %0 = load %struct.Frame*, %struct.Frame** %F.addr, align 8
  %vec = getelementptr inbounds %struct.Frame, %struct.Frame* %0, i32 0, i32 3
  %arraydecay = getelementptr inbounds [8 x i64], [8 x i64]* %vec, i64 0, i64 0
  %add.ptr = getelementptr inbounds i64, i64* %arraydecay, i64 -2
  store i64* %add.ptr, i64** %ov, align 8
  %1 = load i64*, i64** %ov, align 8
  %call = call i64 @callout(i64* noundef %1, i32 noundef 6)
  ret i64 %call
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @callout(i64* noundef %ov, i32 noundef %n) #0 {
entry:
  %ov.addr = alloca i64*, align 8
  %n.addr = alloca i32, align 4
  %s0 = alloca i64, align 8
  %s1 = alloca i64, align 8
  %sum = alloca i64, align 8
  %i = alloca i32, align 4
  store i64* %ov, i64** %ov.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load i64*, i64** %ov.addr, align 8
  %arrayidx = getelementptr inbounds i64, i64* %0, i64 0
  %1 = load i64, i64* %arrayidx, align 8
  store i64 %1, i64* %s0, align 8
  %2 = load i64*, i64** %ov.addr, align 8
  %arrayidx1 = getelementptr inbounds i64, i64* %2, i64 1
  %3 = load i64, i64* %arrayidx1, align 8
  store i64 %3, i64* %s1, align 8
  store i64 0, i64* %sum, align 8
  %4 = load i64*, i64** %ov.addr, align 8
  %arrayidx2 = getelementptr inbounds i64, i64* %4, i64 1
  store i64 -1, i64* %arrayidx2, align 8
  %5 = load i64*, i64** %ov.addr, align 8
  %arrayidx3 = getelementptr inbounds i64, i64* %5, i64 0
  store i64 -1, i64* %arrayidx3, align 8
  store i32 2, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load i32, i32* %i, align 4
  %7 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %6, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load i64*, i64** %ov.addr, align 8
  %9 = load i32, i32* %i, align 4
  %idxprom = sext i32 %9 to i64
  %arrayidx4 = getelementptr inbounds i64, i64* %8, i64 %idxprom
  %10 = load i64, i64* %arrayidx4, align 8
  %11 = load i64, i64* %sum, align 8
  %add = add nsw i64 %11, %10
  store i64 %add, i64* %sum, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %13 = load i64, i64* %s0, align 8
  %14 = load i64*, i64** %ov.addr, align 8
  %arrayidx5 = getelementptr inbounds i64, i64* %14, i64 0
  store i64 %13, i64* %arrayidx5, align 8
  %15 = load i64, i64* %s1, align 8
  %16 = load i64*, i64** %ov.addr, align 8
  %arrayidx6 = getelementptr inbounds i64, i64* %16, i64 1
  store i64 %15, i64* %arrayidx6, align 8
  %17 = load i64, i64* %sum, align 8
  ret i64 %17
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
