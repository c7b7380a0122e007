; ModuleID = 'hAL_nodefield.c'
source_filename = "hAL_nodefield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TV = type { %union.Value, i8 }
%union.Value = type { ptr }
%struct.Tab = type { ptr, i32, i32, ptr }
%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }

@absent = internal constant %struct.TV { %union.Value zeroinitializer, i8 16 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @xalloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %0) #4
  store ptr %call, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #5
  unreachable

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %p, align 8
  ret ptr %2
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @get(ptr noundef %t, i64 noundef %k) #0 {
entry:
  %retval = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %k.addr = alloca i64, align 8
  %n = alloca ptr, align 8
  %nx = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  store i64 %k, ptr %k.addr, align 8
  %0 = load i64, ptr %k.addr, align 8
  %sub = sub i64 %0, 1
  %1 = load ptr, ptr %t.addr, align 8
  %asize = getelementptr inbounds %struct.Tab, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %asize, align 8
  %conv = zext i32 %2 to i64
  %cmp = icmp ult i64 %sub, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %t.addr, align 8
  %array = getelementptr inbounds %struct.Tab, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %array, align 8
  %5 = load i64, ptr %k.addr, align 8
  %sub2 = sub nsw i64 %5, 1
  %arrayidx = getelementptr inbounds %struct.TV, ptr %4, i64 %sub2
  store ptr %arrayidx, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %6 = load ptr, ptr %t.addr, align 8
  %node = getelementptr inbounds %struct.Tab, ptr %6, i32 0, i32 3
  %7 = load ptr, ptr %node, align 8
  %8 = load i64, ptr %k.addr, align 8
  %9 = load ptr, ptr %t.addr, align 8
  %lsize = getelementptr inbounds %struct.Tab, ptr %9, i32 0, i32 2
  %10 = load i32, ptr %lsize, align 4
  %shl = shl i32 1, %10
  %sub3 = sub nsw i32 %shl, 1
  %conv4 = sext i32 %sub3 to i64
  %and = and i64 %8, %conv4
  %arrayidx5 = getelementptr inbounds %union.Node, ptr %7, i64 %and
  store ptr %arrayidx5, ptr %n, align 8
  br label %for.cond

for.cond:                                         ; preds = %if.end16, %if.end
  %11 = load ptr, ptr %n, align 8
  %ktt = getelementptr inbounds %struct.NodeKey, ptr %11, i32 0, i32 2
  %12 = load i8, ptr %ktt, align 1
  %conv6 = zext i8 %12 to i32
  %cmp7 = icmp eq i32 %conv6, 3
  br i1 %cmp7, label %land.lhs.true, label %if.end12

land.lhs.true:                                    ; preds = %for.cond
  %13 = load ptr, ptr %n, align 8
  %key = getelementptr inbounds %struct.NodeKey, ptr %13, i32 0, i32 4
  %14 = load i64, ptr %key, align 8
  %15 = load i64, ptr %k.addr, align 8
  %cmp9 = icmp eq i64 %14, %15
  br i1 %cmp9, label %if.then11, label %if.end12

if.then11:                                        ; preds = %land.lhs.true
  %16 = load ptr, ptr %n, align 8
  store ptr %16, ptr %retval, align 8
  br label %return

if.end12:                                         ; preds = %land.lhs.true, %for.cond
  %17 = load ptr, ptr %n, align 8
  %next = getelementptr inbounds %struct.NodeKey, ptr %17, i32 0, i32 3
  %18 = load i32, ptr %next, align 4
  store i32 %18, ptr %nx, align 4
  %19 = load i32, ptr %nx, align 4
  %cmp13 = icmp eq i32 %19, 0
  br i1 %cmp13, label %if.then15, label %if.end16

if.then15:                                        ; preds = %if.end12
  store ptr @absent, ptr %retval, align 8
  br label %return

if.end16:                                         ; preds = %if.end12
  %20 = load i32, ptr %nx, align 4
  %21 = load ptr, ptr %n, align 8
  %idx.ext = sext i32 %20 to i64
  %add.ptr = getelementptr inbounds %union.Node, ptr %21, i64 %idx.ext
  store ptr %add.ptr, ptr %n, align 8
  br label %for.cond

return:                                           ; preds = %if.then15, %if.then11, %if.then
  %22 = load ptr, ptr %retval, align 8
  ret ptr %22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @swap(ptr noundef %a, ptr noundef %b) #0 {
entry:
  %a.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %x = alloca ptr, align 8
  store ptr %a, ptr %a.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %a.addr, align 8
  %node = getelementptr inbounds %struct.Tab, ptr %0, i32 0, i32 3
  %1 = load ptr, ptr %node, align 8
  store ptr %1, ptr %x, align 8
  %2 = load ptr, ptr %b.addr, align 8
  %node1 = getelementptr inbounds %struct.Tab, ptr %2, i32 0, i32 3
  %3 = load ptr, ptr %node1, align 8
  %4 = load ptr, ptr %a.addr, align 8
  %node2 = getelementptr inbounds %struct.Tab, ptr %4, i32 0, i32 3
  store ptr %3, ptr %node2, align 8
  %5 = load ptr, ptr %x, align 8
  %6 = load ptr, ptr %b.addr, align 8
  %node3 = getelementptr inbounds %struct.Tab, ptr %6, i32 0, i32 3
  store ptr %5, ptr %node3, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @count(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %c = alloca i64, align 8
  %end = alloca ptr, align 8
  %n = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store i64 0, ptr %c, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %node = getelementptr inbounds %struct.Tab, ptr %0, i32 0, i32 3
  %1 = load ptr, ptr %node, align 8
  %2 = load ptr, ptr %t.addr, align 8
  %lsize = getelementptr inbounds %struct.Tab, ptr %2, i32 0, i32 2
  %3 = load i32, ptr %lsize, align 4
  %shl = shl i32 1, %3
  %idx.ext = sext i32 %shl to i64
  %add.ptr = getelementptr inbounds %union.Node, ptr %1, i64 %idx.ext
  store ptr %add.ptr, ptr %end, align 8
  %4 = load ptr, ptr %t.addr, align 8
  %node1 = getelementptr inbounds %struct.Tab, ptr %4, i32 0, i32 3
  %5 = load ptr, ptr %node1, align 8
  store ptr %5, ptr %n, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load ptr, ptr %n, align 8
  %7 = load ptr, ptr %end, align 8
  %cmp = icmp ult ptr %6, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load ptr, ptr %n, align 8
  %ktt = getelementptr inbounds %struct.NodeKey, ptr %8, i32 0, i32 2
  %9 = load i8, ptr %ktt, align 1
  %conv = zext i8 %9 to i32
  %cmp2 = icmp eq i32 %conv, 3
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %10 = load ptr, ptr %n, align 8
  %next = getelementptr inbounds %struct.NodeKey, ptr %10, i32 0, i32 3
  %11 = load i32, ptr %next, align 4
  %conv4 = sext i32 %11 to i64
  %12 = load i64, ptr %c, align 8
  %add = add nsw i64 %12, %conv4
  store i64 %add, ptr %c, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %13 = load ptr, ptr %n, align 8
  %incdec.ptr = getelementptr inbounds %union.Node, ptr %13, i32 1
  store ptr %incdec.ptr, ptr %n, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %14 = load i64, ptr %c, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @resize(ptr noundef %t, i32 noundef %lsize) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %lsize.addr = alloca i32, align 4
  %nt = alloca %struct.Tab, align 8
  %size = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  store i32 %lsize, ptr %lsize.addr, align 4
  %0 = load i32, ptr %lsize.addr, align 4
  %shl = shl i32 1, %0
  store i32 %shl, ptr %size, align 4
  %1 = load i32, ptr %lsize.addr, align 4
  %lsize1 = getelementptr inbounds %struct.Tab, ptr %nt, i32 0, i32 2
  store i32 %1, ptr %lsize1, align 4
  %2 = load i32, ptr %size, align 4
  %conv = sext i32 %2 to i64
  %mul = mul i64 %conv, 24
  %call = call ptr @xalloc(i64 noundef %mul)
  %node = getelementptr inbounds %struct.Tab, ptr %nt, i32 0, i32 3
  store ptr %call, ptr %node, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %size, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %node3 = getelementptr inbounds %struct.Tab, ptr %nt, i32 0, i32 3
  %5 = load ptr, ptr %node3, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds %union.Node, ptr %5, i64 %idxprom
  %next = getelementptr inbounds %struct.NodeKey, ptr %arrayidx, i32 0, i32 3
  store i32 0, ptr %next, align 4
  %node4 = getelementptr inbounds %struct.Tab, ptr %nt, i32 0, i32 3
  %7 = load ptr, ptr %node4, align 8
  %8 = load i32, ptr %i, align 4
  %idxprom5 = sext i32 %8 to i64
  %arrayidx6 = getelementptr inbounds %union.Node, ptr %7, i64 %idxprom5
  %ktt = getelementptr inbounds %struct.NodeKey, ptr %arrayidx6, i32 0, i32 2
  store i8 0, ptr %ktt, align 1
  %node7 = getelementptr inbounds %struct.Tab, ptr %nt, i32 0, i32 3
  %9 = load ptr, ptr %node7, align 8
  %10 = load i32, ptr %i, align 4
  %idxprom8 = sext i32 %10 to i64
  %arrayidx9 = getelementptr inbounds %union.Node, ptr %9, i64 %idxprom8
  %tt = getelementptr inbounds %struct.TV, ptr %arrayidx9, i32 0, i32 1
  store i8 16, ptr %tt, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32, ptr %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %12 = load ptr, ptr %t.addr, align 8
  call void @swap(ptr noundef %12, ptr noundef %nt)
  %13 = load i32, ptr %lsize.addr, align 4
  %14 = load ptr, ptr %t.addr, align 8
  %lsize10 = getelementptr inbounds %struct.Tab, ptr %14, i32 0, i32 2
  store i32 %13, ptr %lsize10, align 4
  %node11 = getelementptr inbounds %struct.Tab, ptr %nt, i32 0, i32 3
  %15 = load ptr, ptr %node11, align 8
  call void @free(ptr noundef %15) #6
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t = alloca %struct.Tab, align 8
  %i = alloca i32, align 4
  %v = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %asize = getelementptr inbounds %struct.Tab, ptr %t, i32 0, i32 1
  store i32 4, ptr %asize, align 8
  %call = call ptr @xalloc(i64 noundef 64)
  %array = getelementptr inbounds %struct.Tab, ptr %t, i32 0, i32 0
  store ptr %call, ptr %array, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %array1 = getelementptr inbounds %struct.Tab, ptr %t, i32 0, i32 0
  %1 = load ptr, ptr %array1, align 8
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds %struct.TV, ptr %1, i64 %idxprom
  %tt = getelementptr inbounds %struct.TV, ptr %arrayidx, i32 0, i32 1
  store i8 0, ptr %tt, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %lsize = getelementptr inbounds %struct.Tab, ptr %t, i32 0, i32 2
  store i32 0, ptr %lsize, align 4
  %node = getelementptr inbounds %struct.Tab, ptr %t, i32 0, i32 3
  store ptr null, ptr %node, align 8
  %4 = load i32, ptr %argc.addr, align 4
  call void @resize(ptr noundef %t, i32 noundef %4)
  %5 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %5 to i64
  %call2 = call ptr @get(ptr noundef %t, i64 noundef %conv)
  store ptr %call2, ptr %v, align 8
  %call3 = call i64 @count(ptr noundef %t)
  %conv4 = trunc i64 %call3 to i32
  %6 = load ptr, ptr %v, align 8
  %tt5 = getelementptr inbounds %struct.TV, ptr %6, i32 0, i32 1
  %7 = load i8, ptr %tt5, align 8
  %conv6 = zext i8 %7 to i32
  %add = add nsw i32 %conv4, %conv6
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
