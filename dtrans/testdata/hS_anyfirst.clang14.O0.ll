; ModuleID = 'hS_anyfirst.c'
source_filename = "hS_anyfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Op = type { i32, %union.P4 }
%union.P4 = type { i8* }
%struct.Mem = type { i64, i8*, i16 }
%struct.Coll = type { i8*, i32 }
%struct.Tab = type { i8*, i32 }

@.str = private unnamed_addr constant [2 x i8] c"?\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"enc\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"raw\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @display(%struct.Op* noundef %pOp) #0 {
entry:
  %pOp.addr = alloca %struct.Op*, align 8
  %zP4 = alloca i8*, align 8
  %pMem = alloca %struct.Mem*, align 8
  %pColl = alloca %struct.Coll*, align 8
  store %struct.Op* %pOp, %struct.Op** %pOp.addr, align 8
  %0 = load %struct.Op*, %struct.Op** %pOp.addr, align 8
  %op = getelementptr inbounds %struct.Op, %struct.Op* %0, i32 0, i32 0
  %1 = load i32, i32* %op, align 8
  switch i32 %1, label %sw.default [
    i32 1, label %sw.bb
    i32 2, label %sw.bb2
    i32 3, label %sw.bb6
  ]

sw.bb:                                            ; preds = %entry
  %2 = load %struct.Op*, %struct.Op** %pOp.addr, align 8
  %p4 = getelementptr inbounds %struct.Op, %struct.Op* %2, i32 0, i32 1
  %pMem1 = bitcast %union.P4* %p4 to %struct.Mem**
  %3 = load %struct.Mem*, %struct.Mem** %pMem1, align 8
  store %struct.Mem* %3, %struct.Mem** %pMem, align 8
  %4 = load %struct.Mem*, %struct.Mem** %pMem, align 8
  %flags = getelementptr inbounds %struct.Mem, %struct.Mem* %4, i32 0, i32 2
  %5 = load i16, i16* %flags, align 8
  %conv = zext i16 %5 to i32
  %and = and i32 %conv, 2
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %sw.bb
  %6 = load %struct.Mem*, %struct.Mem** %pMem, align 8
  %z = getelementptr inbounds %struct.Mem, %struct.Mem* %6, i32 0, i32 1
  %7 = load i8*, i8** %z, align 8
  store i8* %7, i8** %zP4, align 8
  br label %sw.epilog

if.end:                                           ; preds = %sw.bb
  call void @emit(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0))
  br label %return

sw.bb2:                                           ; preds = %entry
  %8 = load %struct.Op*, %struct.Op** %pOp.addr, align 8
  %p43 = getelementptr inbounds %struct.Op, %struct.Op* %8, i32 0, i32 1
  %pColl4 = bitcast %union.P4* %p43 to %struct.Coll**
  %9 = load %struct.Coll*, %struct.Coll** %pColl4, align 8
  store %struct.Coll* %9, %struct.Coll** %pColl, align 8
  %10 = load %struct.Coll*, %struct.Coll** %pColl, align 8
  %enc = getelementptr inbounds %struct.Coll, %struct.Coll* %10, i32 0, i32 1
  %11 = load i32, i32* %enc, align 8
  %tobool5 = icmp ne i32 %11, 0
  %12 = zext i1 %tobool5 to i64
  %cond = select i1 %tobool5, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0)
  call void @emit(i8* noundef %cond)
  br label %return

sw.bb6:                                           ; preds = %entry
  %13 = load %struct.Op*, %struct.Op** %pOp.addr, align 8
  %p47 = getelementptr inbounds %struct.Op, %struct.Op* %13, i32 0, i32 1
  %pTab = bitcast %union.P4* %p47 to %struct.Tab**
  %14 = load %struct.Tab*, %struct.Tab** %pTab, align 8
  %zName = getelementptr inbounds %struct.Tab, %struct.Tab* %14, i32 0, i32 0
  %15 = load i8*, i8** %zName, align 8
  store i8* %15, i8** %zP4, align 8
  br label %sw.epilog

sw.default:                                       ; preds = %entry
  %16 = load %struct.Op*, %struct.Op** %pOp.addr, align 8
  %p48 = getelementptr inbounds %struct.Op, %struct.Op* %16, i32 0, i32 1
  %z9 = bitcast %union.P4* %p48 to i8**
  %17 = load i8*, i8** %z9, align 8
  store i8* %17, i8** %zP4, align 8
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.default, %sw.bb6, %if.then
  %18 = load i8*, i8** %zP4, align 8
  %cmp = icmp eq i8* %18, null
  br i1 %cmp, label %if.then11, label %if.end12

if.then11:                                        ; preds = %sw.epilog
  br label %return

if.end12:                                         ; preds = %sw.epilog
  %19 = load i8*, i8** %zP4, align 8
  call void @emit(i8* noundef %19)
  br label %return

return:                                           ; preds = %if.end12, %if.then11, %sw.bb2, %if.end
  ret void
}

declare void @emit(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %ops = alloca [4 x %struct.Op], align 16
  %t = alloca %struct.Tab*, align 8
  %c = alloca %struct.Coll*, align 8
  %m = alloca %struct.Mem*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #3
  %0 = bitcast i8* %call to %struct.Tab*
  store %struct.Tab* %0, %struct.Tab** %t, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 16) #3
  %1 = bitcast i8* %call1 to %struct.Coll*
  store %struct.Coll* %1, %struct.Coll** %c, align 8
  %call2 = call noalias i8* @malloc(i64 noundef 24) #3
  %2 = bitcast i8* %call2 to %struct.Mem*
  store %struct.Mem* %2, %struct.Mem** %m, align 8
  %3 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %3, i64 0
  %4 = load i8*, i8** %arrayidx, align 8
  %5 = load %struct.Tab*, %struct.Tab** %t, align 8
  %zName = getelementptr inbounds %struct.Tab, %struct.Tab* %5, i32 0, i32 0
  store i8* %4, i8** %zName, align 8
  %6 = load i32, i32* %argc.addr, align 4
  %7 = load %struct.Tab*, %struct.Tab** %t, align 8
  %nCol = getelementptr inbounds %struct.Tab, %struct.Tab* %7, i32 0, i32 1
  store i32 %6, i32* %nCol, align 8
  %8 = load i8**, i8*** %argv.addr, align 8
  %arrayidx3 = getelementptr inbounds i8*, i8** %8, i64 0
  %9 = load i8*, i8** %arrayidx3, align 8
  %10 = load %struct.Coll*, %struct.Coll** %c, align 8
  %zName4 = getelementptr inbounds %struct.Coll, %struct.Coll* %10, i32 0, i32 0
  store i8* %9, i8** %zName4, align 8
  %11 = load i32, i32* %argc.addr, align 4
  %12 = load %struct.Coll*, %struct.Coll** %c, align 8
  %enc = getelementptr inbounds %struct.Coll, %struct.Coll* %12, i32 0, i32 1
  store i32 %11, i32* %enc, align 8
  %13 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %13 to i64
  %14 = load %struct.Mem*, %struct.Mem** %m, align 8
  %u = getelementptr inbounds %struct.Mem, %struct.Mem* %14, i32 0, i32 0
  store i64 %conv, i64* %u, align 8
  %15 = load i8**, i8*** %argv.addr, align 8
  %arrayidx5 = getelementptr inbounds i8*, i8** %15, i64 0
  %16 = load i8*, i8** %arrayidx5, align 8
  %17 = load %struct.Mem*, %struct.Mem** %m, align 8
  %z = getelementptr inbounds %struct.Mem, %struct.Mem* %17, i32 0, i32 1
  store i8* %16, i8** %z, align 8
  %18 = load i32, i32* %argc.addr, align 4
  %conv6 = trunc i32 %18 to i16
  %19 = load %struct.Mem*, %struct.Mem** %m, align 8
  %flags = getelementptr inbounds %struct.Mem, %struct.Mem* %19, i32 0, i32 2
  store i16 %conv6, i16* %flags, align 8
  %arrayidx7 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 0
  %op = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx7, i32 0, i32 0
  store i32 1, i32* %op, align 16
  %20 = load %struct.Mem*, %struct.Mem** %m, align 8
  %arrayidx8 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 0
  %p4 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx8, i32 0, i32 1
  %pMem = bitcast %union.P4* %p4 to %struct.Mem**
  store %struct.Mem* %20, %struct.Mem** %pMem, align 8
  %arrayidx9 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 1
  %op10 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx9, i32 0, i32 0
  store i32 2, i32* %op10, align 16
  %21 = load %struct.Coll*, %struct.Coll** %c, align 8
  %arrayidx11 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 1
  %p412 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx11, i32 0, i32 1
  %pColl = bitcast %union.P4* %p412 to %struct.Coll**
  store %struct.Coll* %21, %struct.Coll** %pColl, align 8
  %arrayidx13 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 2
  %op14 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx13, i32 0, i32 0
  store i32 3, i32* %op14, align 16
  %22 = load %struct.Tab*, %struct.Tab** %t, align 8
  %arrayidx15 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 2
  %p416 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx15, i32 0, i32 1
  %pTab = bitcast %union.P4* %p416 to %struct.Tab**
  store %struct.Tab* %22, %struct.Tab** %pTab, align 8
  %23 = load i32, i32* %argc.addr, align 4
  %arrayidx17 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 3
  %op18 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx17, i32 0, i32 0
  store i32 %23, i32* %op18, align 16
  %24 = load i8**, i8*** %argv.addr, align 8
  %arrayidx19 = getelementptr inbounds i8*, i8** %24, i64 0
  %25 = load i8*, i8** %arrayidx19, align 8
  %arrayidx20 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 3
  %p421 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx20, i32 0, i32 1
  %z22 = bitcast %union.P4* %p421 to i8**
  store i8* %25, i8** %z22, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %26 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %26, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %27 = load i32, i32* %i, align 4
  %idxprom = sext i32 %27 to i64
  %arrayidx24 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 %idxprom
  call void @display(%struct.Op* noundef %arrayidx24)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %28 = load i32, i32* %i, align 4
  %inc = add nsw i32 %28, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %29 = load i32, i32* %argc.addr, align 4
  %and = and i32 %29, 3
  %idxprom25 = sext i32 %and to i64
  %arrayidx26 = getelementptr inbounds [4 x %struct.Op], [4 x %struct.Op]* %ops, i64 0, i64 %idxprom25
  %p427 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx26, i32 0, i32 1
  %p = bitcast %union.P4* %p427 to i8**
  %30 = load i8*, i8** %p, align 8
  call void @sink(i8* noundef %30)
  ret i32 0
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare void @sink(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
