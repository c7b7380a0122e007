; ModuleID = 'testdata/unknownouter.c'
source_filename = "testdata/unknownouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type { [16 x i8], %struct.In, i32 }
%struct.In = type { i32, i32 }
%struct.Wrap = type { [6 x i8], i32, %struct.In2 }
%struct.In2 = type { i32, i32 }
%struct.Tree = type { [6 x i8], i32, [8 x %struct.Cell] }
%struct.Cell = type { i16, i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %o = alloca %struct.Out*, align 8
  %r = alloca i32, align 4
  %w = alloca %struct.Wrap*, align 8
  %t = alloca %struct.Tree*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 28) #2
  %0 = bitcast i8* %call to %struct.Out*
  store %struct.Out* %0, %struct.Out** %o, align 8
  %1 = load %struct.Out*, %struct.Out** %o, align 8
  %tobool = icmp ne %struct.Out* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %argc.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load %struct.Out*, %struct.Out** %o, align 8
  %buf = getelementptr inbounds %struct.Out, %struct.Out* %3, i32 0, i32 0
  %arrayidx = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 3
  store i8 %conv, i8* %arrayidx, align 1
  %4 = load %struct.Out*, %struct.Out** %o, align 8
  %5 = load i32, i32* %argc.addr, align 4
  call void @set(%struct.Out* noundef %4, i32 noundef %5)
  %6 = load %struct.Out*, %struct.Out** %o, align 8
  %call1 = call i32 @get(%struct.Out* noundef %6)
  store i32 %call1, i32* %r, align 4
  %7 = load %struct.Out*, %struct.Out** %o, align 8
  %8 = bitcast %struct.Out* %7 to i8*
  call void @free(i8* noundef %8) #2
  %call2 = call noalias i8* @malloc(i64 noundef 20) #2
  %9 = bitcast i8* %call2 to %struct.Wrap*
  store %struct.Wrap* %9, %struct.Wrap** %w, align 8
  %10 = load %struct.Wrap*, %struct.Wrap** %w, align 8
  %tobool3 = icmp ne %struct.Wrap* %10, null
  br i1 %tobool3, label %if.end5, label %if.then4

if.then4:                                         ; preds = %if.end
  store i32 1, i32* %retval, align 4
  br label %return

if.end5:                                          ; preds = %if.end
  %11 = load i32, i32* %r, align 4
  %conv6 = trunc i32 %11 to i8
  %12 = load %struct.Wrap*, %struct.Wrap** %w, align 8
  %tag = getelementptr inbounds %struct.Wrap, %struct.Wrap* %12, i32 0, i32 0
  %arrayidx7 = getelementptr inbounds [6 x i8], [6 x i8]* %tag, i64 0, i64 1
  store i8 %conv6, i8* %arrayidx7, align 1
  %13 = load %struct.Wrap*, %struct.Wrap** %w, align 8
  %14 = load i32, i32* %argc.addr, align 4
  call void @wset(%struct.Wrap* noundef %13, i32 noundef %14)
  %15 = load %struct.Wrap*, %struct.Wrap** %w, align 8
  %call8 = call i32 @wget(%struct.Wrap* noundef %15)
  %16 = load i32, i32* %r, align 4
  %add = add nsw i32 %16, %call8
  store i32 %add, i32* %r, align 4
  %17 = load %struct.Wrap*, %struct.Wrap** %w, align 8
  %18 = bitcast %struct.Wrap* %17 to i8*
  call void @free(i8* noundef %18) #2
  %call9 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 44) #2
  %19 = bitcast i8* %call9 to %struct.Tree*
  store %struct.Tree* %19, %struct.Tree** %t, align 8
  %20 = load %struct.Tree*, %struct.Tree** %t, align 8
  %tobool10 = icmp ne %struct.Tree* %20, null
  br i1 %tobool10, label %if.end12, label %if.then11

if.then11:                                        ; preds = %if.end5
  store i32 1, i32* %retval, align 4
  br label %return

if.end12:                                         ; preds = %if.end5
  %21 = load i32, i32* %argc.addr, align 4
  %22 = load %struct.Tree*, %struct.Tree** %t, align 8
  %n = getelementptr inbounds %struct.Tree, %struct.Tree* %22, i32 0, i32 1
  store i32 %21, i32* %n, align 4
  %23 = load %struct.Tree*, %struct.Tree** %t, align 8
  %24 = load i32, i32* %r, align 4
  %call13 = call i32 @sum(%struct.Tree* noundef %23, i32 noundef %24)
  %25 = load i32, i32* %r, align 4
  %add14 = add nsw i32 %25, %call13
  store i32 %add14, i32* %r, align 4
  %26 = load %struct.Tree*, %struct.Tree** %t, align 8
  %27 = bitcast %struct.Tree* %26 to i8*
  call void @free(i8* noundef %27) #2
  %28 = load i32, i32* %r, align 4
  store i32 %28, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end12, %if.then11, %if.then4, %if.then
  %29 = load i32, i32* %retval, align 4
  ret i32 %29
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(%struct.Out* noundef %o, i32 noundef %v) #0 {
entry:
  %o.addr = alloca %struct.Out*, align 8
  %v.addr = alloca i32, align 4
  store %struct.Out* %o, %struct.Out** %o.addr, align 8
  store i32 %v, i32* %v.addr, align 4
  %0 = load i32, i32* %v.addr, align 4
  %1 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, %struct.Out* %1, i32 0, i32 1
  %a = getelementptr inbounds %struct.In, %struct.In* %in, i32 0, i32 0
  store i32 %0, i32* %a, align 4
  %2 = load i32, i32* %v.addr, align 4
  %add = add nsw i32 %2, 1
  %3 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %in1 = getelementptr inbounds %struct.Out, %struct.Out* %3, i32 0, i32 1
  %b = getelementptr inbounds %struct.In, %struct.In* %in1, i32 0, i32 1
  store i32 %add, i32* %b, align 4
  %4 = load i32, i32* %v.addr, align 4
  %add2 = add nsw i32 %4, 2
  %5 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %5, i32 0, i32 2
  store i32 %add2, i32* %tail, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get(%struct.Out* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.Out*, align 8
  store %struct.Out* %o, %struct.Out** %o.addr, align 8
  %0 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, %struct.Out* %0, i32 0, i32 1
  %a = getelementptr inbounds %struct.In, %struct.In* %in, i32 0, i32 0
  %1 = load i32, i32* %a, align 4
  %2 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %in1 = getelementptr inbounds %struct.Out, %struct.Out* %2, i32 0, i32 1
  %b = getelementptr inbounds %struct.In, %struct.In* %in1, i32 0, i32 1
  %3 = load i32, i32* %b, align 4
  %add = add nsw i32 %1, %3
  %4 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %buf = getelementptr inbounds %struct.Out, %struct.Out* %4, i32 0, i32 0
  %arrayidx = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 3
  %5 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %5 to i32
  %add2 = add nsw i32 %add, %conv
  %6 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %6, i32 0, i32 2
  %7 = load i32, i32* %tail, align 4
  %add3 = add nsw i32 %add2, %7
  ret i32 %add3
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wset(%struct.Wrap* noundef %w, i32 noundef %v) #0 {
entry:
  %w.addr = alloca %struct.Wrap*, align 8
  %v.addr = alloca i32, align 4
  store %struct.Wrap* %w, %struct.Wrap** %w.addr, align 8
  store i32 %v, i32* %v.addr, align 4
  %0 = load i32, i32* %v.addr, align 4
  %1 = load %struct.Wrap*, %struct.Wrap** %w.addr, align 8
  %x = getelementptr inbounds %struct.Wrap, %struct.Wrap* %1, i32 0, i32 2
  %c = getelementptr inbounds %struct.In2, %struct.In2* %x, i32 0, i32 0
  store i32 %0, i32* %c, align 4
  %2 = load i32, i32* %v.addr, align 4
  %3 = load %struct.Wrap*, %struct.Wrap** %w.addr, align 8
  %x1 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %3, i32 0, i32 2
  %d = getelementptr inbounds %struct.In2, %struct.In2* %x1, i32 0, i32 1
  store i32 %2, i32* %d, align 4
  %4 = load i32, i32* %v.addr, align 4
  %5 = load %struct.Wrap*, %struct.Wrap** %w.addr, align 8
  %n = getelementptr inbounds %struct.Wrap, %struct.Wrap* %5, i32 0, i32 1
  store i32 %4, i32* %n, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wget(%struct.Wrap* noundef %w) #0 {
entry:
  %w.addr = alloca %struct.Wrap*, align 8
  store %struct.Wrap* %w, %struct.Wrap** %w.addr, align 8
  %0 = load %struct.Wrap*, %struct.Wrap** %w.addr, align 8
  %x = getelementptr inbounds %struct.Wrap, %struct.Wrap* %0, i32 0, i32 2
  %c = getelementptr inbounds %struct.In2, %struct.In2* %x, i32 0, i32 0
  %1 = load i32, i32* %c, align 4
  %2 = load %struct.Wrap*, %struct.Wrap** %w.addr, align 8
  %x1 = getelementptr inbounds %struct.Wrap, %struct.Wrap* %2, i32 0, i32 2
  %d = getelementptr inbounds %struct.In2, %struct.In2* %x1, i32 0, i32 1
  %3 = load i32, i32* %d, align 4
  %add = add nsw i32 %1, %3
  %4 = load %struct.Wrap*, %struct.Wrap** %w.addr, align 8
  %n = getelementptr inbounds %struct.Wrap, %struct.Wrap* %4, i32 0, i32 1
  %5 = load i32, i32* %n, align 4
  %add2 = add nsw i32 %add, %5
  %6 = load %struct.Wrap*, %struct.Wrap** %w.addr, align 8
  %tag = getelementptr inbounds %struct.Wrap, %struct.Wrap* %6, i32 0, i32 0
  %arrayidx = getelementptr inbounds [6 x i8], [6 x i8]* %tag, i64 0, i64 1
  %7 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %7 to i32
  %add3 = add nsw i32 %add2, %conv
  ret i32 %add3
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(%struct.Tree* noundef %t, i32 noundef %k) #0 {
entry:
  %t.addr = alloca %struct.Tree*, align 8
  %k.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.Tree* %t, %struct.Tree** %t.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  store i32 0, i32* %s, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load %struct.Tree*, %struct.Tree** %t.addr, align 8
  %n = getelementptr inbounds %struct.Tree, %struct.Tree* %1, i32 0, i32 1
  %2 = load i32, i32* %n, align 4
  %cmp = icmp slt i32 %0, %2
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %3 = load i32, i32* %i, align 4
  %cmp1 = icmp slt i32 %3, 8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %4 = phi i1 [ false, %for.cond ], [ %cmp1, %land.rhs ]
  br i1 %4, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  %5 = load %struct.Tree*, %struct.Tree** %t.addr, align 8
  %cells = getelementptr inbounds %struct.Tree, %struct.Tree* %5, i32 0, i32 2
  %6 = load i32, i32* %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds [8 x %struct.Cell], [8 x %struct.Cell]* %cells, i64 0, i64 %idxprom
  %f = getelementptr inbounds %struct.Cell, %struct.Cell* %arrayidx, i32 0, i32 0
  %7 = load i16, i16* %f, align 4
  %conv = sext i16 %7 to i32
  %8 = load i32, i32* %k.addr, align 4
  %mul = mul nsw i32 %conv, %8
  %9 = load %struct.Tree*, %struct.Tree** %t.addr, align 8
  %cells2 = getelementptr inbounds %struct.Tree, %struct.Tree* %9, i32 0, i32 2
  %10 = load i32, i32* %i, align 4
  %idxprom3 = sext i32 %10 to i64
  %arrayidx4 = getelementptr inbounds [8 x %struct.Cell], [8 x %struct.Cell]* %cells2, i64 0, i64 %idxprom3
  %l = getelementptr inbounds %struct.Cell, %struct.Cell* %arrayidx4, i32 0, i32 1
  %11 = load i16, i16* %l, align 2
  %conv5 = sext i16 %11 to i32
  %add = add nsw i32 %mul, %conv5
  %12 = load i32, i32* %s, align 4
  %add6 = add nsw i32 %12, %add
  store i32 %add6, i32* %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %i, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %land.end
  %14 = load i32, i32* %s, align 4
  %conv7 = trunc i32 %14 to i16
  %15 = load %struct.Tree*, %struct.Tree** %t.addr, align 8
  %cells8 = getelementptr inbounds %struct.Tree, %struct.Tree* %15, i32 0, i32 2
  %16 = load i32, i32* %k.addr, align 4
  %and = and i32 %16, 7
  %idxprom9 = sext i32 %and to i64
  %arrayidx10 = getelementptr inbounds [8 x %struct.Cell], [8 x %struct.Cell]* %cells8, i64 0, i64 %idxprom9
  %f11 = getelementptr inbounds %struct.Cell, %struct.Cell* %arrayidx10, i32 0, i32 0
  store i16 %conv7, i16* %f11, align 4
  %17 = load i32, i32* %s, align 4
  ret i32 %17
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
