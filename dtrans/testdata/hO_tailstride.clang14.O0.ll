; ModuleID = 'hO_tailstride.c'
source_filename = "hO_tailstride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { %struct.Prog*, %struct.Cls*, i32 }
%struct.Prog = type { i8*, i32, i32, [4 x %struct.Cls] }
%struct.Cls = type { i32*, [6 x i32] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %g = alloca %struct.State, align 8
  %c = alloca %struct.Cls*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 144) #3
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
  %prog2 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %3 = load %struct.Prog*, %struct.Prog** %prog2, align 8
  %ncls = getelementptr inbounds %struct.Prog, %struct.Prog* %3, i32 0, i32 2
  store i32 0, i32* %ncls, align 4
  %4 = load i32, i32* %argc.addr, align 4
  %prog3 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %5 = load %struct.Prog*, %struct.Prog** %prog3, align 8
  %flags = getelementptr inbounds %struct.Prog, %struct.Prog* %5, i32 0, i32 1
  store i32 %4, i32* %flags, align 8
  %n = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 2
  store i32 0, i32* %n, align 8
  call void @next(%struct.State* noundef %g)
  %6 = load i32, i32* %argc.addr, align 4
  call void @add(%struct.State* noundef %g, i32 noundef %6)
  %7 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %7, 2
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %cur = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 1
  %8 = load %struct.Cls*, %struct.Cls** %cur, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %prog4 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %9 = load %struct.Prog*, %struct.Prog** %prog4, align 8
  %cls = getelementptr inbounds %struct.Prog, %struct.Prog* %9, i32 0, i32 3
  %arraydecay = getelementptr inbounds [4 x %struct.Cls], [4 x %struct.Cls]* %cls, i64 0, i64 0
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.Cls* [ %8, %cond.true ], [ %arraydecay, %cond.false ]
  store %struct.Cls* %cond, %struct.Cls** %c, align 8
  %10 = load %struct.Cls*, %struct.Cls** %c, align 8
  %11 = load i32, i32* %argc.addr, align 4
  %call5 = call i32 @look(%struct.Cls* noundef %10, i32 noundef %11)
  store i32 %call5, i32* %r, align 4
  %prog6 = getelementptr inbounds %struct.State, %struct.State* %g, i32 0, i32 0
  %12 = load %struct.Prog*, %struct.Prog** %prog6, align 8
  %13 = bitcast %struct.Prog* %12 to i8*
  call void @free(i8* noundef %13) #3
  %14 = load i32, i32* %r, align 4
  store i32 %14, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %15 = load i32, i32* %retval, align 4
  ret i32 %15
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @next(%struct.State* noundef %g) #0 {
entry:
  %g.addr = alloca %struct.State*, align 8
  store %struct.State* %g, %struct.State** %g.addr, align 8
  %0 = load %struct.State*, %struct.State** %g.addr, align 8
  %prog = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 0
  %1 = load %struct.Prog*, %struct.Prog** %prog, align 8
  %ncls = getelementptr inbounds %struct.Prog, %struct.Prog* %1, i32 0, i32 2
  %2 = load i32, i32* %ncls, align 4
  %cmp = icmp sge i32 %2, 4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 2) #4
  unreachable

if.end:                                           ; preds = %entry
  %3 = load %struct.State*, %struct.State** %g.addr, align 8
  %prog1 = getelementptr inbounds %struct.State, %struct.State* %3, i32 0, i32 0
  %4 = load %struct.Prog*, %struct.Prog** %prog1, align 8
  %cls = getelementptr inbounds %struct.Prog, %struct.Prog* %4, i32 0, i32 3
  %arraydecay = getelementptr inbounds [4 x %struct.Cls], [4 x %struct.Cls]* %cls, i64 0, i64 0
  %5 = load %struct.State*, %struct.State** %g.addr, align 8
  %prog2 = getelementptr inbounds %struct.State, %struct.State* %5, i32 0, i32 0
  %6 = load %struct.Prog*, %struct.Prog** %prog2, align 8
  %ncls3 = getelementptr inbounds %struct.Prog, %struct.Prog* %6, i32 0, i32 2
  %7 = load i32, i32* %ncls3, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, i32* %ncls3, align 4
  %idx.ext = sext i32 %7 to i64
  %add.ptr = getelementptr inbounds %struct.Cls, %struct.Cls* %arraydecay, i64 %idx.ext
  %8 = load %struct.State*, %struct.State** %g.addr, align 8
  %cur = getelementptr inbounds %struct.State, %struct.State* %8, i32 0, i32 1
  store %struct.Cls* %add.ptr, %struct.Cls** %cur, align 8
  %9 = load %struct.State*, %struct.State** %g.addr, align 8
  %cur4 = getelementptr inbounds %struct.State, %struct.State* %9, i32 0, i32 1
  %10 = load %struct.Cls*, %struct.Cls** %cur4, align 8
  %spans = getelementptr inbounds %struct.Cls, %struct.Cls* %10, i32 0, i32 1
  %arraydecay5 = getelementptr inbounds [6 x i32], [6 x i32]* %spans, i64 0, i64 0
  %11 = load %struct.State*, %struct.State** %g.addr, align 8
  %cur6 = getelementptr inbounds %struct.State, %struct.State* %11, i32 0, i32 1
  %12 = load %struct.Cls*, %struct.Cls** %cur6, align 8
  %end = getelementptr inbounds %struct.Cls, %struct.Cls* %12, i32 0, i32 0
  store i32* %arraydecay5, i32** %end, align 8
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

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

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
