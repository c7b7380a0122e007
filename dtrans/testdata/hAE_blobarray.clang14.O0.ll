; ModuleID = 'hAE_blobarray.c'
source_filename = "hAE_blobarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, i8*, [8 x %struct.Code], [6 x %struct.Code], i32 }
%struct.Code = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s = alloca %struct.State*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 80) #2
  %0 = bitcast i8* %call to %struct.State*
  store %struct.State* %0, %struct.State** %s, align 8
  %1 = load %struct.State*, %struct.State** %s, align 8
  %tobool = icmp ne %struct.State* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %argc.addr, align 4
  %3 = load %struct.State*, %struct.State** %s, align 8
  %level = getelementptr inbounds %struct.State, %struct.State* %3, i32 0, i32 0
  store i32 %2, i32* %level, align 8
  %4 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %4, i64 0
  %5 = load i8*, i8** %arrayidx, align 8
  %6 = load %struct.State*, %struct.State** %s, align 8
  %buf = getelementptr inbounds %struct.State, %struct.State* %6, i32 0, i32 1
  store i8* %5, i8** %buf, align 8
  %7 = load %struct.State*, %struct.State** %s, align 8
  call void @init(%struct.State* noundef %7)
  %8 = load %struct.State*, %struct.State** %s, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %and = and i32 %9, 7
  %10 = load i32, i32* %argc.addr, align 4
  %rem = srem i32 %10, 6
  call void @tally(%struct.State* noundef %8, i32 noundef %and, i32 noundef %rem)
  %11 = load %struct.State*, %struct.State** %s, align 8
  %last = getelementptr inbounds %struct.State, %struct.State* %11, i32 0, i32 4
  %12 = load i32, i32* %last, align 8
  %13 = load %struct.State*, %struct.State** %s, align 8
  %level1 = getelementptr inbounds %struct.State, %struct.State* %13, i32 0, i32 0
  %14 = load i32, i32* %level1, align 8
  %add = add nsw i32 %12, %14
  %15 = load %struct.State*, %struct.State** %s, align 8
  %buf2 = getelementptr inbounds %struct.State, %struct.State* %15, i32 0, i32 1
  %16 = load i8*, i8** %buf2, align 8
  %cmp = icmp ne i8* %16, null
  %conv = zext i1 %cmp to i32
  %add3 = add nsw i32 %add, %conv
  store i32 %add3, i32* %r, align 4
  %17 = load %struct.State*, %struct.State** %s, align 8
  %18 = bitcast %struct.State* %17 to i8*
  call void @free(i8* noundef %18) #2
  %19 = load i32, i32* %r, align 4
  store i32 %19, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %20 = load i32, i32* %retval, align 4
  ret i32 %20
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(%struct.State* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.State*, align 8
  %n = alloca i32, align 4
  %n1 = alloca i32, align 4
  store %struct.State* %s, %struct.State** %s.addr, align 8
  store i32 0, i32* %n, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %n, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load %struct.State*, %struct.State** %s.addr, align 8
  %lit = getelementptr inbounds %struct.State, %struct.State* %1, i32 0, i32 2
  %2 = load i32, i32* %n, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Code], [8 x %struct.Code]* %lit, i64 0, i64 %idxprom
  %fc = getelementptr inbounds %struct.Code, %struct.Code* %arrayidx, i32 0, i32 0
  %freq = bitcast %union.anon* %fc to i16*
  store i16 0, i16* %freq, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %n, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %n, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %n1, align 4
  br label %for.cond2

for.cond2:                                        ; preds = %for.inc9, %for.end
  %4 = load i32, i32* %n1, align 4
  %cmp3 = icmp slt i32 %4, 6
  br i1 %cmp3, label %for.body4, label %for.end11

for.body4:                                        ; preds = %for.cond2
  %5 = load %struct.State*, %struct.State** %s.addr, align 8
  %dist = getelementptr inbounds %struct.State, %struct.State* %5, i32 0, i32 3
  %6 = load i32, i32* %n1, align 4
  %idxprom5 = sext i32 %6 to i64
  %arrayidx6 = getelementptr inbounds [6 x %struct.Code], [6 x %struct.Code]* %dist, i64 0, i64 %idxprom5
  %fc7 = getelementptr inbounds %struct.Code, %struct.Code* %arrayidx6, i32 0, i32 0
  %freq8 = bitcast %union.anon* %fc7 to i16*
  store i16 0, i16* %freq8, align 4
  br label %for.inc9

for.inc9:                                         ; preds = %for.body4
  %7 = load i32, i32* %n1, align 4
  %inc10 = add nsw i32 %7, 1
  store i32 %inc10, i32* %n1, align 4
  br label %for.cond2, !llvm.loop !8

for.end11:                                        ; preds = %for.cond2
  %8 = load %struct.State*, %struct.State** %s.addr, align 8
  %dist12 = getelementptr inbounds %struct.State, %struct.State* %8, i32 0, i32 3
  %arrayidx13 = getelementptr inbounds [6 x %struct.Code], [6 x %struct.Code]* %dist12, i64 0, i64 5
  %dl = getelementptr inbounds %struct.Code, %struct.Code* %arrayidx13, i32 0, i32 1
  %len = bitcast %union.anon.0* %dl to i16*
  store i16 1, i16* %len, align 2
  %9 = load %struct.State*, %struct.State** %s.addr, align 8
  %last = getelementptr inbounds %struct.State, %struct.State* %9, i32 0, i32 4
  store i32 0, i32* %last, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tally(%struct.State* noundef %s, i32 noundef %i, i32 noundef %j) #0 {
entry:
  %s.addr = alloca %struct.State*, align 8
  %i.addr = alloca i32, align 4
  %j.addr = alloca i32, align 4
  store %struct.State* %s, %struct.State** %s.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  store i32 %j, i32* %j.addr, align 4
  %0 = load %struct.State*, %struct.State** %s.addr, align 8
  %lit = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 2
  %1 = load i32, i32* %i.addr, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Code], [8 x %struct.Code]* %lit, i64 0, i64 %idxprom
  %fc = getelementptr inbounds %struct.Code, %struct.Code* %arrayidx, i32 0, i32 0
  %freq = bitcast %union.anon* %fc to i16*
  %2 = load i16, i16* %freq, align 4
  %inc = add i16 %2, 1
  store i16 %inc, i16* %freq, align 4
  %3 = load %struct.State*, %struct.State** %s.addr, align 8
  %dist = getelementptr inbounds %struct.State, %struct.State* %3, i32 0, i32 3
  %4 = load i32, i32* %j.addr, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds [6 x %struct.Code], [6 x %struct.Code]* %dist, i64 0, i64 %idxprom1
  %dl = getelementptr inbounds %struct.Code, %struct.Code* %arrayidx2, i32 0, i32 1
  %len = bitcast %union.anon.0* %dl to i16*
  %5 = load i16, i16* %len, align 2
  %inc3 = add i16 %5, 1
  store i16 %inc3, i16* %len, align 2
  %6 = load %struct.State*, %struct.State** %s.addr, align 8
  %last = getelementptr inbounds %struct.State, %struct.State* %6, i32 0, i32 4
  %7 = load i32, i32* %last, align 8
  %inc4 = add nsw i32 %7, 1
  store i32 %inc4, i32* %last, align 8
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
