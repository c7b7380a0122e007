; ModuleID = 'hO_tailmeaning.c'
source_filename = "hO_tailmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { ptr, ptr, i32 }
%struct.Other = type { i64, i64 }
%struct.Prog = type { ptr, i32, i32, [4 x %struct.Cls] }
%struct.Cls = type { ptr, [6 x i32] }

@pool = dso_local global [2 x ptr] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %g = alloca %struct.State, align 8
  %o = alloca %struct.Other, align 8
  %c = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 144) #3
  %prog = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 0
  store ptr %call, ptr %prog, align 8
  %prog1 = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 0
  %1 = load ptr, ptr %prog1, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %x = getelementptr inbounds %struct.Other, ptr %o, i32 0, i32 0
  %2 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %2 to i64
  store i64 %conv, ptr %x, align 8
  %y = getelementptr inbounds %struct.Other, ptr %o, i32 0, i32 1
  store i64 2, ptr %y, align 8
  %prog2 = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 0
  %3 = load ptr, ptr %prog2, align 8
  store ptr %3, ptr @pool, align 16
  store ptr %o, ptr getelementptr inbounds ([2 x ptr], ptr @pool, i64 0, i64 1), align 8
  %prog3 = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 0
  %4 = load ptr, ptr %prog3, align 8
  %ncls = getelementptr inbounds %struct.Prog, ptr %4, i32 0, i32 2
  store i32 0, ptr %ncls, align 4
  %5 = load i32, ptr %argc.addr, align 4
  %prog4 = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 0
  %6 = load ptr, ptr %prog4, align 8
  %flags = getelementptr inbounds %struct.Prog, ptr %6, i32 0, i32 1
  store i32 %5, ptr %flags, align 8
  %n = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 2
  store i32 0, ptr %n, align 8
  %prog5 = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 0
  %7 = load ptr, ptr %prog5, align 8
  %ncls6 = getelementptr inbounds %struct.Prog, ptr %7, i32 0, i32 2
  %8 = load i32, ptr %ncls6, align 4
  %cmp = icmp sge i32 %8, 4
  br i1 %cmp, label %if.then8, label %if.end9

if.then8:                                         ; preds = %if.end
  store i32 2, ptr %retval, align 4
  br label %return

if.end9:                                          ; preds = %if.end
  %prog10 = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 0
  %9 = load ptr, ptr %prog10, align 8
  %ncls11 = getelementptr inbounds %struct.Prog, ptr %9, i32 0, i32 2
  %10 = load i32, ptr %ncls11, align 4
  %inc = add nsw i32 %10, 1
  store i32 %inc, ptr %ncls11, align 4
  call void @next(ptr noundef %g, i32 noundef %10)
  %11 = load i32, ptr %argc.addr, align 4
  call void @add(ptr noundef %g, i32 noundef %11)
  %12 = load i32, ptr %argc.addr, align 4
  %cmp12 = icmp sgt i32 %12, 2
  br i1 %cmp12, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end9
  %cur = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 1
  %13 = load ptr, ptr %cur, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end9
  %prog14 = getelementptr inbounds %struct.State, ptr %g, i32 0, i32 0
  %14 = load ptr, ptr %prog14, align 8
  %cls = getelementptr inbounds %struct.Prog, ptr %14, i32 0, i32 3
  %arraydecay = getelementptr inbounds [4 x %struct.Cls], ptr %cls, i64 0, i64 0
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %13, %cond.true ], [ %arraydecay, %cond.false ]
  store ptr %cond, ptr %c, align 8
  %15 = load ptr, ptr %c, align 8
  %16 = load i32, ptr %argc.addr, align 4
  %call15 = call i32 @look(ptr noundef %15, i32 noundef %16)
  store i32 %call15, ptr %r, align 4
  %17 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @pool, i64 0, i64 1), align 8
  %y16 = getelementptr inbounds %struct.Other, ptr %17, i32 0, i32 1
  %18 = load i64, ptr %y16, align 8
  %conv17 = trunc i64 %18 to i32
  %19 = load i32, ptr %r, align 4
  %add = add nsw i32 %19, %conv17
  store i32 %add, ptr %r, align 4
  %20 = load ptr, ptr @pool, align 16
  call void @free(ptr noundef %20) #4
  %21 = load i32, ptr %r, align 4
  store i32 %21, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then8, %if.then
  %22 = load i32, ptr %retval, align 4
  ret i32 %22
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @next(ptr noundef %g, i32 noundef %n) #0 {
entry:
  %g.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  store ptr %g, ptr %g.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load ptr, ptr %g.addr, align 8
  %prog = getelementptr inbounds %struct.State, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %prog, align 8
  %cls = getelementptr inbounds %struct.Prog, ptr %1, i32 0, i32 3
  %arraydecay = getelementptr inbounds [4 x %struct.Cls], ptr %cls, i64 0, i64 0
  %2 = load i32, ptr %n.addr, align 4
  %idx.ext = sext i32 %2 to i64
  %add.ptr = getelementptr inbounds %struct.Cls, ptr %arraydecay, i64 %idx.ext
  %3 = load ptr, ptr %g.addr, align 8
  %cur = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 1
  store ptr %add.ptr, ptr %cur, align 8
  %4 = load ptr, ptr %g.addr, align 8
  %cur1 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %cur1, align 8
  %spans = getelementptr inbounds %struct.Cls, ptr %5, i32 0, i32 1
  %arraydecay2 = getelementptr inbounds [6 x i32], ptr %spans, i64 0, i64 0
  %6 = load ptr, ptr %g.addr, align 8
  %cur3 = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %cur3, align 8
  %end = getelementptr inbounds %struct.Cls, ptr %7, i32 0, i32 0
  store ptr %arraydecay2, ptr %end, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr noundef %g, i32 noundef %a) #0 {
entry:
  %g.addr = alloca ptr, align 8
  %a.addr = alloca i32, align 4
  %c = alloca ptr, align 8
  store ptr %g, ptr %g.addr, align 8
  store i32 %a, ptr %a.addr, align 4
  %0 = load ptr, ptr %g.addr, align 8
  %cur = getelementptr inbounds %struct.State, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %cur, align 8
  store ptr %1, ptr %c, align 8
  %2 = load i32, ptr %a.addr, align 4
  %3 = load ptr, ptr %c, align 8
  %end = getelementptr inbounds %struct.Cls, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %end, align 8
  %incdec.ptr = getelementptr inbounds i32, ptr %4, i32 1
  store ptr %incdec.ptr, ptr %end, align 8
  store i32 %2, ptr %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @look(ptr noundef %c, i32 noundef %x) #0 {
entry:
  %retval = alloca i32, align 4
  %c.addr = alloca ptr, align 8
  %x.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store i32 %x, ptr %x.addr, align 4
  %0 = load ptr, ptr %c.addr, align 8
  %spans = getelementptr inbounds %struct.Cls, ptr %0, i32 0, i32 1
  %arraydecay = getelementptr inbounds [6 x i32], ptr %spans, i64 0, i64 0
  store ptr %arraydecay, ptr %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load ptr, ptr %p, align 8
  %2 = load ptr, ptr %c.addr, align 8
  %end = getelementptr inbounds %struct.Cls, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %end, align 8
  %cmp = icmp ult ptr %1, %3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load ptr, ptr %p, align 8
  %5 = load i32, ptr %4, align 4
  %6 = load i32, ptr %x.addr, align 4
  %cmp1 = icmp eq i32 %5, %6
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %7 = load ptr, ptr %p, align 8
  %incdec.ptr = getelementptr inbounds i32, ptr %7, i32 1
  store ptr %incdec.ptr, ptr %p, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %8 = load i32, ptr %retval, align 4
  ret i32 %8
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

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
