; ModuleID = 'walkhead.c'
source_filename = "walkhead.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { %struct.tok*, i32 }
%struct.tok = type { i8*, %struct.tok* }

@gctx = dso_local global %struct.ctx* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.tok* @take_best(%struct.ctx* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.ctx*, align 8
  %best = alloca %struct.tok*, align 8
  %t = alloca %struct.tok*, align 8
  %pp = alloca %struct.tok**, align 8
  store %struct.ctx* %c, %struct.ctx** %c.addr, align 8
  store %struct.tok* null, %struct.tok** %best, align 8
  %0 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %list = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i32 0, i32 0
  %1 = load %struct.tok*, %struct.tok** %list, align 8
  store %struct.tok* %1, %struct.tok** %t, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load %struct.tok*, %struct.tok** %t, align 8
  %tobool = icmp ne %struct.tok* %2, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load %struct.tok*, %struct.tok** %best, align 8
  %cmp = icmp eq %struct.tok* %3, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %for.body
  %4 = load %struct.tok*, %struct.tok** %t, align 8
  %p = getelementptr inbounds %struct.tok, %struct.tok* %4, i32 0, i32 0
  %5 = load i8*, i8** %p, align 8
  %6 = load %struct.tok*, %struct.tok** %best, align 8
  %p1 = getelementptr inbounds %struct.tok, %struct.tok* %6, i32 0, i32 0
  %7 = load i8*, i8** %p1, align 8
  %cmp2 = icmp ugt i8* %5, %7
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %for.body
  %8 = load %struct.tok*, %struct.tok** %t, align 8
  store %struct.tok* %8, %struct.tok** %best, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %lor.lhs.false
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %9 = load %struct.tok*, %struct.tok** %t, align 8
  %next = getelementptr inbounds %struct.tok, %struct.tok* %9, i32 0, i32 1
  %10 = load %struct.tok*, %struct.tok** %next, align 8
  store %struct.tok* %10, %struct.tok** %t, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %11 = load %struct.tok*, %struct.tok** %best, align 8
  %tobool3 = icmp ne %struct.tok* %11, null
  br i1 %tobool3, label %if.then4, label %if.end13

if.then4:                                         ; preds = %for.end
  %12 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %list5 = getelementptr inbounds %struct.ctx, %struct.ctx* %12, i32 0, i32 0
  store %struct.tok** %list5, %struct.tok*** %pp, align 8
  br label %for.cond6

for.cond6:                                        ; preds = %for.inc9, %if.then4
  %13 = load %struct.tok**, %struct.tok*** %pp, align 8
  %14 = load %struct.tok*, %struct.tok** %13, align 8
  %15 = load %struct.tok*, %struct.tok** %best, align 8
  %cmp7 = icmp ne %struct.tok* %14, %15
  br i1 %cmp7, label %for.body8, label %for.end11

for.body8:                                        ; preds = %for.cond6
  br label %for.inc9

for.inc9:                                         ; preds = %for.body8
  %16 = load %struct.tok**, %struct.tok*** %pp, align 8
  %17 = load %struct.tok*, %struct.tok** %16, align 8
  %next10 = getelementptr inbounds %struct.tok, %struct.tok* %17, i32 0, i32 1
  store %struct.tok** %next10, %struct.tok*** %pp, align 8
  br label %for.cond6, !llvm.loop !8

for.end11:                                        ; preds = %for.cond6
  %18 = load %struct.tok*, %struct.tok** %best, align 8
  %next12 = getelementptr inbounds %struct.tok, %struct.tok* %18, i32 0, i32 1
  %19 = load %struct.tok*, %struct.tok** %next12, align 8
  %20 = load %struct.tok**, %struct.tok*** %pp, align 8
  store %struct.tok* %19, %struct.tok** %20, align 8
  %21 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %n = getelementptr inbounds %struct.ctx, %struct.ctx* %21, i32 0, i32 1
  %22 = load i32, i32* %n, align 8
  %dec = add nsw i32 %22, -1
  store i32 %dec, i32* %n, align 8
  br label %if.end13

if.end13:                                         ; preds = %for.end11, %for.end
  %23 = load %struct.tok*, %struct.tok** %best, align 8
  ret %struct.tok* %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.ctx*, align 8
  %i = alloca i32, align 4
  %t = alloca %struct.tok*, align 8
  %k = alloca i32, align 4
  %t8 = alloca %struct.tok*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.ctx*
  store %struct.ctx* %0, %struct.ctx** %c, align 8
  %1 = load %struct.ctx*, %struct.ctx** %c, align 8
  %cmp = icmp eq %struct.ctx* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.ctx*, %struct.ctx** %c, align 8
  store %struct.ctx* %2, %struct.ctx** @gctx, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, i32* %i, align 4
  %4 = load i32, i32* %argc.addr, align 4
  %cmp1 = icmp slt i32 %3, %4
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call2 = call noalias i8* @malloc(i64 noundef 16) #2
  %5 = bitcast i8* %call2 to %struct.tok*
  store %struct.tok* %5, %struct.tok** %t, align 8
  %6 = load %struct.tok*, %struct.tok** %t, align 8
  %cmp3 = icmp eq %struct.tok* %6, null
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %for.body
  store i32 1, i32* %retval, align 4
  br label %return

if.end5:                                          ; preds = %for.body
  %7 = load i8**, i8*** %argv.addr, align 8
  %8 = load i32, i32* %i, align 4
  %idxprom = sext i32 %8 to i64
  %arrayidx = getelementptr inbounds i8*, i8** %7, i64 %idxprom
  %9 = load i8*, i8** %arrayidx, align 8
  %10 = load %struct.tok*, %struct.tok** %t, align 8
  %p = getelementptr inbounds %struct.tok, %struct.tok* %10, i32 0, i32 0
  store i8* %9, i8** %p, align 8
  %11 = load %struct.ctx*, %struct.ctx** %c, align 8
  %list = getelementptr inbounds %struct.ctx, %struct.ctx* %11, i32 0, i32 0
  %12 = load %struct.tok*, %struct.tok** %list, align 8
  %13 = load %struct.tok*, %struct.tok** %t, align 8
  %next = getelementptr inbounds %struct.tok, %struct.tok* %13, i32 0, i32 1
  store %struct.tok* %12, %struct.tok** %next, align 8
  %14 = load %struct.tok*, %struct.tok** %t, align 8
  %15 = load %struct.ctx*, %struct.ctx** %c, align 8
  %list6 = getelementptr inbounds %struct.ctx, %struct.ctx* %15, i32 0, i32 0
  store %struct.tok* %14, %struct.tok** %list6, align 8
  %16 = load %struct.ctx*, %struct.ctx** %c, align 8
  %n = getelementptr inbounds %struct.ctx, %struct.ctx* %16, i32 0, i32 1
  %17 = load i32, i32* %n, align 8
  %inc = add nsw i32 %17, 1
  store i32 %inc, i32* %n, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end5
  %18 = load i32, i32* %i, align 4
  %inc7 = add nsw i32 %18, 1
  store i32 %inc7, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %k, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %for.end
  %19 = load %struct.ctx*, %struct.ctx** @gctx, align 8
  %call9 = call %struct.tok* @take_best(%struct.ctx* noundef %19)
  store %struct.tok* %call9, %struct.tok** %t8, align 8
  %cmp10 = icmp ne %struct.tok* %call9, null
  br i1 %cmp10, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %20 = load %struct.tok*, %struct.tok** %t8, align 8
  %21 = bitcast %struct.tok* %20 to i8*
  call void @free(i8* noundef %21) #2
  %22 = load i32, i32* %k, align 4
  %inc11 = add nsw i32 %22, 1
  store i32 %inc11, i32* %k, align 4
  br label %while.cond, !llvm.loop !10

while.end:                                        ; preds = %while.cond
  %23 = load i32, i32* %k, align 4
  store i32 %23, i32* %retval, align 4
  br label %return

return:                                           ; preds = %while.end, %if.then4, %if.then
  %24 = load i32, i32* %retval, align 4
  ret i32 %24
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
