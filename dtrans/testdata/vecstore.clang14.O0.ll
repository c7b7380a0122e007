; ModuleID = 'vecstore.c'
source_filename = "vecstore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.proto = type { i8*, i8, i8, i32, i32, i32, i32, i8* }
%struct.finder = type { [256 x i16], i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.proto* @proto_new() #0 {
entry:
  %retval = alloca %struct.proto*, align 8
  %p = alloca %struct.proto*, align 8
  %call = call noalias i8* @malloc(i64 noundef 40) #2
  %0 = bitcast i8* %call to %struct.proto*
  store %struct.proto* %0, %struct.proto** %p, align 8
  %1 = load %struct.proto*, %struct.proto** %p, align 8
  %cmp = icmp eq %struct.proto* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store %struct.proto* null, %struct.proto** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.proto*, %struct.proto** %p, align 8
  %next = getelementptr inbounds %struct.proto, %struct.proto* %2, i32 0, i32 0
  store i8* null, i8** %next, align 8
  %3 = load %struct.proto*, %struct.proto** %p, align 8
  %tt = getelementptr inbounds %struct.proto, %struct.proto* %3, i32 0, i32 1
  store i8 1, i8* %tt, align 8
  %4 = load %struct.proto*, %struct.proto** %p, align 8
  %marked = getelementptr inbounds %struct.proto, %struct.proto* %4, i32 0, i32 2
  store i8 0, i8* %marked, align 1
  %5 = load %struct.proto*, %struct.proto** %p, align 8
  %nparams = getelementptr inbounds %struct.proto, %struct.proto* %5, i32 0, i32 3
  store i32 1, i32* %nparams, align 4
  %6 = load %struct.proto*, %struct.proto** %p, align 8
  %nupvals = getelementptr inbounds %struct.proto, %struct.proto* %6, i32 0, i32 4
  store i32 2, i32* %nupvals, align 8
  %7 = load %struct.proto*, %struct.proto** %p, align 8
  %ncode = getelementptr inbounds %struct.proto, %struct.proto* %7, i32 0, i32 5
  store i32 3, i32* %ncode, align 4
  %8 = load %struct.proto*, %struct.proto** %p, align 8
  %nconsts = getelementptr inbounds %struct.proto, %struct.proto* %8, i32 0, i32 6
  store i32 4, i32* %nconsts, align 8
  %9 = load %struct.proto*, %struct.proto** %p, align 8
  %code = getelementptr inbounds %struct.proto, %struct.proto* %9, i32 0, i32 7
  store i8* null, i8** %code, align 8
  %10 = load %struct.proto*, %struct.proto** %p, align 8
  store %struct.proto* %10, %struct.proto** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %11 = load %struct.proto*, %struct.proto** %retval, align 8
  ret %struct.proto* %11
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @finder_init(%struct.finder* noundef %f) #0 {
entry:
  %f.addr = alloca %struct.finder*, align 8
  %i = alloca i32, align 4
  store %struct.finder* %f, %struct.finder** %f.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 256
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load %struct.finder*, %struct.finder** %f.addr, align 8
  %tab = getelementptr inbounds %struct.finder, %struct.finder* %1, i32 0, i32 0
  %2 = load i32, i32* %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [256 x i16], [256 x i16]* %tab, i64 0, i64 %idxprom
  store i16 -32768, i16* %arrayidx, align 2
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %4 = load %struct.finder*, %struct.finder** %f.addr, align 8
  %pos = getelementptr inbounds %struct.finder, %struct.finder* %4, i32 0, i32 1
  store i32 0, i32* %pos, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %p = alloca %struct.proto*, align 8
  %f = alloca %struct.finder*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call %struct.proto* @proto_new()
  store %struct.proto* %call, %struct.proto** %p, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 516) #2
  %1 = bitcast i8* %call1 to %struct.finder*
  store %struct.finder* %1, %struct.finder** %f, align 8
  %2 = load %struct.proto*, %struct.proto** %p, align 8
  %cmp = icmp eq %struct.proto* %2, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %3 = load %struct.finder*, %struct.finder** %f, align 8
  %cmp2 = icmp eq %struct.finder* %3, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load %struct.finder*, %struct.finder** %f, align 8
  call void @finder_init(%struct.finder* noundef %4)
  %5 = load i32, i32* %argc.addr, align 4
  %6 = load %struct.proto*, %struct.proto** %p, align 8
  %nparams = getelementptr inbounds %struct.proto, %struct.proto* %6, i32 0, i32 3
  store i32 %5, i32* %nparams, align 4
  %7 = load %struct.proto*, %struct.proto** %p, align 8
  %nparams3 = getelementptr inbounds %struct.proto, %struct.proto* %7, i32 0, i32 3
  %8 = load i32, i32* %nparams3, align 4
  %9 = load %struct.finder*, %struct.finder** %f, align 8
  %tab = getelementptr inbounds %struct.finder, %struct.finder* %9, i32 0, i32 0
  %10 = load i32, i32* %argc.addr, align 4
  %and = and i32 %10, 255
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [256 x i16], [256 x i16]* %tab, i64 0, i64 %idxprom
  %11 = load i16, i16* %arrayidx, align 2
  %conv = zext i16 %11 to i32
  %add = add nsw i32 %8, %conv
  %12 = load %struct.finder*, %struct.finder** %f, align 8
  %pos = getelementptr inbounds %struct.finder, %struct.finder* %12, i32 0, i32 1
  %13 = load i32, i32* %pos, align 4
  %add4 = add nsw i32 %add, %13
  store i32 %add4, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %14 = load i32, i32* %retval, align 4
  ret i32 %14
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
