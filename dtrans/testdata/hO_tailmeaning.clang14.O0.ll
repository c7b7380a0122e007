; ModuleID = 'hO_tailmeaning.c'
source_filename = "hO_tailmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { %struct.Prog*, %struct.Cls*, i32 }
%struct.Prog = type { i8*, i32, i32, [4 x %struct.Cls] }
%struct.Cls = type { i32*, [6 x i32] }
%struct.Other = type { i64, i64 }

@pool = dso_local global [2 x i8*] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %g = alloca %struct.State, align 8
  %o = alloca %struct.Other, align 8
  %c = alloca %struct.Cls*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 144) #2
  %1 = bitcast i8* %call to %struct.Prog*
  %prog = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  store %struct.Prog* %1, %struct.Prog** %prog, align 8
  %prog1 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %2 = load %struct.Prog*, %struct.Prog** %prog1, align 8
  %tobool = icmp ne %struct.Prog* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %x = getelementptr inbounds %struct.Other, %struct.Other* %o, i32 0, i32 0
  %3 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %3 to i64
  store i64 %conv, i64* %x, align 8
  %y = getelementptr inbounds %struct.Other, %struct.Other* %o, i32 0, i32 1
  store i64 2, i64* %y, align 8
  %prog2 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %4 = load %struct.Prog*, %struct.Prog** %prog2, align 8
  %5 = bitcast %struct.Prog* %4 to i8*
  store i8* %5, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @pool, i64 0, i64 0), align 16
  %6 = bitcast %struct.Other* %o to i8*
  store i8* %6, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @pool, i64 0, i64 1), align 8
  %prog3 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %7 = load %struct.Prog*, %struct.Prog** %prog3, align 8
  %ncls = getelementptr inbounds %struct.Prog, %struct.Prog* %7, i32 0, i32 2
  store i32 0, i32* %ncls, align 4
  %8 = load i32, i32* %argc.addr, align 4
  %prog4 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %9 = load %struct.Prog*, %struct.Prog** %prog4, align 8
  %flags = getelementptr inbounds %struct.Prog, %struct.Prog* %9, i32 0, i32 1
  store i32 %8, i32* %flags, align 8
  %n = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 2
  store i32 0, i32* %n, align 8
  %prog5 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %10 = load %struct.Prog*, %struct.Prog** %prog5, align 8
  %ncls6 = getelementptr inbounds %struct.Prog, %struct.Prog* %10, i32 0, i32 2
  %11 = load i32, i32* %ncls6, align 4
  %cmp = icmp sge i32 %11, 4
  br i1 %cmp, label %if.then8, label %if.end9

if.then8:                                         ; preds = %if.end
  store i32 2, i32* %retval, align 4
  br label %return

if.end9:                                          ; preds = %if.end
  %prog10 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %12 = load %struct.Prog*, %struct.Prog** %prog10, align 8
  %ncls11 = getelementptr inbounds %struct.Prog, %struct.Prog* %12, i32 0, i32 2
  %13 = load i32, i32* %ncls11, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, i32* %ncls11, align 4
  call void @next(%struct.State* noundef %g, i32 noundef %13)
  %14 = load i32, i32* %argc.addr, align 4
  call void @add(%struct.State* noundef %g, i32 noundef %14)
  %15 = load i32, i32* %argc.addr, align 4
  %cmp12 = icmp sgt i32 %15, 2
  br i1 %cmp12, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end9
  %cur = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 1
  %16 = load %struct.Cls*, %struct.Cls** %cur, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end9
  %prog14 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %17 = load %struct.Prog*, %struct.Prog** %prog14, align 8
  %cls = getelementptr inbounds %struct.Prog, %struct.Prog* %17, i32 0, i32 3
  %arraydecay = getelementptr inbounds [4 x %struct.Cls], [4 x %struct.Cls]* %cls, i64 0, i64 0
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.Cls* [ %16, %cond.true ], [ %arraydecay, %cond.false ]
  store %struct.Cls* %cond, %struct.Cls** %c, align 8
  %18 = load %struct.Cls*, %struct.Cls** %c, align 8
  %19 = load i32, i32* %argc.addr, align 4
  %call15 = call i32 @look(%struct.Cls* noundef %18, i32 noundef %19)
  store i32 %call15, i32* %r, align 4
  %20 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @pool, i64 0, i64 1), align 8
  %21 = bitcast i8* %20 to %struct.Other*
  %y16 = getelementptr inbounds %struct.Other, %struct.Other* %21, i32 0, i32 1
  %22 = load i64, i64* %y16, align 8
  %conv17 = trunc i64 %22 to i32
  %23 = load i32, i32* %r, align 4
  %add = add nsw i32 %23, %conv17
  store i32 %add, i32* %r, align 4
  %24 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @pool, i64 0, i64 0), align 16
  call void @free(i8* noundef %24) #2
  %25 = load i32, i32* %r, align 4
  store i32 %25, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then8, %if.then
  %26 = load i32, i32* %retval, align 4
  ret i32 %26
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @next(%struct.State* noundef %g, i32 noundef %n) #0 {
entry:
  %g.addr = alloca %struct.State*, align 8
  %n.addr = alloca i32, align 4
  store %struct.State* %g, %struct.State** %g.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load %struct.State*, %struct.State** %g.addr, align 8
  %prog = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 0
  %1 = load %struct.Prog*, %struct.Prog** %prog, align 8
  %cls = getelementptr inbounds %struct.Prog, %struct.Prog* %1, i32 0, i32 3
  %arraydecay = getelementptr inbounds [4 x %struct.Cls], [4 x %struct.Cls]* %cls, i64 0, i64 0
  %2 = load i32, i32* %n.addr, align 4
  %idx.ext = sext i32 %2 to i64
  %add.ptr = getelementptr inbounds %struct.Cls, %struct.Cls* %arraydecay, i64 %idx.ext
  %3 = load %struct.State*, %struct.State** %g.addr, align 8
  %cur = getelementptr inbounds %struct.State, %struct.State* %3, i32 0, i32 1
  store %struct.Cls* %add.ptr, %struct.Cls** %cur, align 8
  %4 = load %struct.State*, %struct.State** %g.addr, align 8
  %cur1 = getelementptr inbounds %struct.State, %struct.State* %4, i32 0, i32 1
  %5 = load %struct.Cls*, %struct.Cls** %cur1, align 8
  %spans = getelementptr inbounds %struct.Cls, %struct.Cls* %5, i32 0, i32 1
  %arraydecay2 = getelementptr inbounds [6 x i32], [6 x i32]* %spans, i64 0, i64 0
  %6 = load %struct.State*, %struct.State** %g.addr, align 8
  %cur3 = getelementptr inbounds %struct.State, %struct.State* %6, i32 0, i32 1
  %7 = load %struct.Cls*, %struct.Cls** %cur3, align 8
  %end = getelementptr inbounds %struct.Cls, %struct.Cls* %7, i32 0, i32 0
  store i32* %arraydecay2, i32** %end, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(%struct.State* noundef %g, i32 noundef %a) #0 {
entry:
  %g.addr = alloca %struct.State*, align 8
  %a.addr = alloca i32, align 4
  %c = alloca %struct.Cls*, align 8
  store %struct.State* %g, %struct.State** %g.addr, align 8
  store i32 %a, i32* %a.addr, align 4
  %0 = load %struct.State*, %struct.State** %g.addr, align 8
  %cur = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 1
  %1 = load %struct.Cls*, %struct.Cls** %cur, align 8
  store %struct.Cls* %1, %struct.Cls** %c, align 8
  %2 = load i32, i32* %a.addr, align 4
  %3 = load %struct.Cls*, %struct.Cls** %c, align 8
  %end = getelementptr inbounds %struct.Cls, %struct.Cls* %3, i32 0, i32 0
  %4 = load i32*, i32** %end, align 8
  %incdec.ptr = getelementptr inbounds i32, i32* %4, i32 1
  store i32* %incdec.ptr, i32** %end, align 8
  store i32 %2, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @look(%struct.Cls* noundef %c, i32 noundef %x) #0 {
entry:
  %retval = alloca i32, align 4
  %c.addr = alloca %struct.Cls*, align 8
  %x.addr = alloca i32, align 4
  %p = alloca i32*, align 8
  store %struct.Cls* %c, %struct.Cls** %c.addr, align 8
  store i32 %x, i32* %x.addr, align 4
  %0 = load %struct.Cls*, %struct.Cls** %c.addr, align 8
  %spans = getelementptr inbounds %struct.Cls, %struct.Cls* %0, i32 0, i32 1
  %arraydecay = getelementptr inbounds [6 x i32], [6 x i32]* %spans, i64 0, i64 0
  store i32* %arraydecay, i32** %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32*, i32** %p, align 8
  %2 = load %struct.Cls*, %struct.Cls** %c.addr, align 8
  %end = getelementptr inbounds %struct.Cls, %struct.Cls* %2, i32 0, i32 0
  %3 = load i32*, i32** %end, align 8
  %cmp = icmp ult i32* %1, %3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load i32*, i32** %p, align 8
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %x.addr, align 4
  %cmp1 = icmp eq i32 %5, %6
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %7 = load i32*, i32** %p, align 8
  %incdec.ptr = getelementptr inbounds i32, i32* %7, i32 1
  store i32* %incdec.ptr, i32** %p, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %8 = load i32, i32* %retval, align 4
  ret i32 %8
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
