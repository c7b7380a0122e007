; ModuleID = 'testdata/unknownouter.c'
source_filename = "testdata/unknownouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type { [16 x i8], %struct.In, i32 }
%struct.In = type { i32, i32 }
%struct.Wrap = type { [6 x i8], i32, %struct.In2 }
%struct.In2 = type { i32, i32 }
%struct.Tree = type { [6 x i8], i32, [8 x %struct.Cell] }
%struct.Cell = type { i16, i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  %r = alloca i32, align 4
  %w = alloca ptr, align 8
  %t = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 28) #4
  store ptr %call, ptr %o, align 8
  %0 = load ptr, ptr %o, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %argc.addr, align 4
  %conv = trunc i32 %1 to i8
  %2 = load ptr, ptr %o, align 8
  %buf = getelementptr inbounds %struct.Out, ptr %2, i32 0, i32 0
  %arrayidx = getelementptr inbounds [16 x i8], ptr %buf, i64 0, i64 3
  store i8 %conv, ptr %arrayidx, align 1
  %3 = load ptr, ptr %o, align 8
  %4 = load i32, ptr %argc.addr, align 4
  call void @set(ptr noundef %3, i32 noundef %4)
  %5 = load ptr, ptr %o, align 8
  %call1 = call i32 @get(ptr noundef %5)
  store i32 %call1, ptr %r, align 4
  %6 = load ptr, ptr %o, align 8
  call void @free(ptr noundef %6) #5
  %call2 = call noalias ptr @malloc(i64 noundef 20) #4
  store ptr %call2, ptr %w, align 8
  %7 = load ptr, ptr %w, align 8
  %tobool3 = icmp ne ptr %7, null
  br i1 %tobool3, label %if.end5, label %if.then4

if.then4:                                         ; preds = %if.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end5:                                          ; preds = %if.end
  %8 = load i32, ptr %r, align 4
  %conv6 = trunc i32 %8 to i8
  %9 = load ptr, ptr %w, align 8
  %tag = getelementptr inbounds %struct.Wrap, ptr %9, i32 0, i32 0
  %arrayidx7 = getelementptr inbounds [6 x i8], ptr %tag, i64 0, i64 1
  store i8 %conv6, ptr %arrayidx7, align 1
  %10 = load ptr, ptr %w, align 8
  %11 = load i32, ptr %argc.addr, align 4
  call void @wset(ptr noundef %10, i32 noundef %11)
  %12 = load ptr, ptr %w, align 8
  %call8 = call i32 @wget(ptr noundef %12)
  %13 = load i32, ptr %r, align 4
  %add = add nsw i32 %13, %call8
  store i32 %add, ptr %r, align 4
  %14 = load ptr, ptr %w, align 8
  call void @free(ptr noundef %14) #5
  %call9 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 44) #6
  store ptr %call9, ptr %t, align 8
  %15 = load ptr, ptr %t, align 8
  %tobool10 = icmp ne ptr %15, null
  br i1 %tobool10, label %if.end12, label %if.then11

if.then11:                                        ; preds = %if.end5
  store i32 1, ptr %retval, align 4
  br label %return

if.end12:                                         ; preds = %if.end5
  %16 = load i32, ptr %argc.addr, align 4
  %17 = load ptr, ptr %t, align 8
  %n = getelementptr inbounds %struct.Tree, ptr %17, i32 0, i32 1
  store i32 %16, ptr %n, align 4
  %18 = load ptr, ptr %t, align 8
  %19 = load i32, ptr %r, align 4
  %call13 = call i32 @sum(ptr noundef %18, i32 noundef %19)
  %20 = load i32, ptr %r, align 4
  %add14 = add nsw i32 %20, %call13
  store i32 %add14, ptr %r, align 4
  %21 = load ptr, ptr %t, align 8
  call void @free(ptr noundef %21) #5
  %22 = load i32, ptr %r, align 4
  store i32 %22, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end12, %if.then11, %if.then4, %if.then
  %23 = load i32, ptr %retval, align 4
  ret i32 %23
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(ptr noundef %o, i32 noundef %v) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  store ptr %o, ptr %o.addr, align 8
  store i32 %v, ptr %v.addr, align 4
  %0 = load i32, ptr %v.addr, align 4
  %1 = load ptr, ptr %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, ptr %1, i32 0, i32 1
  %a = getelementptr inbounds %struct.In, ptr %in, i32 0, i32 0
  store i32 %0, ptr %a, align 4
  %2 = load i32, ptr %v.addr, align 4
  %add = add nsw i32 %2, 1
  %3 = load ptr, ptr %o.addr, align 8
  %in1 = getelementptr inbounds %struct.Out, ptr %3, i32 0, i32 1
  %b = getelementptr inbounds %struct.In, ptr %in1, i32 0, i32 1
  store i32 %add, ptr %b, align 4
  %4 = load i32, ptr %v.addr, align 4
  %add2 = add nsw i32 %4, 2
  %5 = load ptr, ptr %o.addr, align 8
  %tail = getelementptr inbounds %struct.Out, ptr %5, i32 0, i32 2
  store i32 %add2, ptr %tail, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, ptr %0, i32 0, i32 1
  %a = getelementptr inbounds %struct.In, ptr %in, i32 0, i32 0
  %1 = load i32, ptr %a, align 4
  %2 = load ptr, ptr %o.addr, align 8
  %in1 = getelementptr inbounds %struct.Out, ptr %2, i32 0, i32 1
  %b = getelementptr inbounds %struct.In, ptr %in1, i32 0, i32 1
  %3 = load i32, ptr %b, align 4
  %add = add nsw i32 %1, %3
  %4 = load ptr, ptr %o.addr, align 8
  %buf = getelementptr inbounds %struct.Out, ptr %4, i32 0, i32 0
  %arrayidx = getelementptr inbounds [16 x i8], ptr %buf, i64 0, i64 3
  %5 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %5 to i32
  %add2 = add nsw i32 %add, %conv
  %6 = load ptr, ptr %o.addr, align 8
  %tail = getelementptr inbounds %struct.Out, ptr %6, i32 0, i32 2
  %7 = load i32, ptr %tail, align 4
  %add3 = add nsw i32 %add2, %7
  ret i32 %add3
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wset(ptr noundef %w, i32 noundef %v) #0 {
entry:
  %w.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  store ptr %w, ptr %w.addr, align 8
  store i32 %v, ptr %v.addr, align 4
  %0 = load i32, ptr %v.addr, align 4
  %1 = load ptr, ptr %w.addr, align 8
  %x = getelementptr inbounds %struct.Wrap, ptr %1, i32 0, i32 2
  %c = getelementptr inbounds %struct.In2, ptr %x, i32 0, i32 0
  store i32 %0, ptr %c, align 4
  %2 = load i32, ptr %v.addr, align 4
  %3 = load ptr, ptr %w.addr, align 8
  %x1 = getelementptr inbounds %struct.Wrap, ptr %3, i32 0, i32 2
  %d = getelementptr inbounds %struct.In2, ptr %x1, i32 0, i32 1
  store i32 %2, ptr %d, align 4
  %4 = load i32, ptr %v.addr, align 4
  %5 = load ptr, ptr %w.addr, align 8
  %n = getelementptr inbounds %struct.Wrap, ptr %5, i32 0, i32 1
  store i32 %4, ptr %n, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wget(ptr noundef %w) #0 {
entry:
  %w.addr = alloca ptr, align 8
  store ptr %w, ptr %w.addr, align 8
  %0 = load ptr, ptr %w.addr, align 8
  %x = getelementptr inbounds %struct.Wrap, ptr %0, i32 0, i32 2
  %c = getelementptr inbounds %struct.In2, ptr %x, i32 0, i32 0
  %1 = load i32, ptr %c, align 4
  %2 = load ptr, ptr %w.addr, align 8
  %x1 = getelementptr inbounds %struct.Wrap, ptr %2, i32 0, i32 2
  %d = getelementptr inbounds %struct.In2, ptr %x1, i32 0, i32 1
  %3 = load i32, ptr %d, align 4
  %add = add nsw i32 %1, %3
  %4 = load ptr, ptr %w.addr, align 8
  %n = getelementptr inbounds %struct.Wrap, ptr %4, i32 0, i32 1
  %5 = load i32, ptr %n, align 4
  %add2 = add nsw i32 %add, %5
  %6 = load ptr, ptr %w.addr, align 8
  %tag = getelementptr inbounds %struct.Wrap, ptr %6, i32 0, i32 0
  %arrayidx = getelementptr inbounds [6 x i8], ptr %tag, i64 0, i64 1
  %7 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %7 to i32
  %add3 = add nsw i32 %add2, %conv
  ret i32 %add3
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(ptr noundef %t, i32 noundef %k) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  store i32 0, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load ptr, ptr %t.addr, align 8
  %n = getelementptr inbounds %struct.Tree, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %n, align 4
  %cmp = icmp slt i32 %0, %2
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %3 = load i32, ptr %i, align 4
  %cmp1 = icmp slt i32 %3, 8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %4 = phi i1 [ false, %for.cond ], [ %cmp1, %land.rhs ]
  br i1 %4, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  %5 = load ptr, ptr %t.addr, align 8
  %cells = getelementptr inbounds %struct.Tree, ptr %5, i32 0, i32 2
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Cell], ptr %cells, i64 0, i64 %idxprom
  %f = getelementptr inbounds %struct.Cell, ptr %arrayidx, i32 0, i32 0
  %7 = load i16, ptr %f, align 4
  %conv = sext i16 %7 to i32
  %8 = load i32, ptr %k.addr, align 4
  %mul = mul nsw i32 %conv, %8
  %9 = load ptr, ptr %t.addr, align 8
  %cells2 = getelementptr inbounds %struct.Tree, ptr %9, i32 0, i32 2
  %10 = load i32, ptr %i, align 4
  %idxprom3 = sext i32 %10 to i64
  %arrayidx4 = getelementptr inbounds [8 x %struct.Cell], ptr %cells2, i64 0, i64 %idxprom3
  %l = getelementptr inbounds %struct.Cell, ptr %arrayidx4, i32 0, i32 1
  %11 = load i16, ptr %l, align 2
  %conv5 = sext i16 %11 to i32
  %add = add nsw i32 %mul, %conv5
  %12 = load i32, ptr %s, align 4
  %add6 = add nsw i32 %12, %add
  store i32 %add6, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load i32, ptr %i, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %land.end
  %14 = load i32, ptr %s, align 4
  %conv7 = trunc i32 %14 to i16
  %15 = load ptr, ptr %t.addr, align 8
  %cells8 = getelementptr inbounds %struct.Tree, ptr %15, i32 0, i32 2
  %16 = load i32, ptr %k.addr, align 4
  %and = and i32 %16, 7
  %idxprom9 = sext i32 %and to i64
  %arrayidx10 = getelementptr inbounds [8 x %struct.Cell], ptr %cells8, i64 0, i64 %idxprom9
  %f11 = getelementptr inbounds %struct.Cell, ptr %arrayidx10, i32 0, i32 0
  store i16 %conv7, ptr %f11, align 4
  %17 = load i32, ptr %s, align 4
  ret i32 %17
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0,1) }

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
