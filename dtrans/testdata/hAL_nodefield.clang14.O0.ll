; ModuleID = 'hAL_nodefield.c'
source_filename = "hAL_nodefield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TV = type { %union.Value, i8 }
%union.Value = type { i8* }
%struct.Tab = type { %struct.TV*, i32, i32, %union.Node* }
%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }

@absent = internal constant %struct.TV { %union.Value zeroinitializer, i8 16 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @xalloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  %p = alloca i8*, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %0) #3
  store i8* %call, i8** %p, align 8
  %1 = load i8*, i8** %p, align 8
  %tobool = icmp ne i8* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #4
  unreachable

if.end:                                           ; preds = %entry
  %2 = load i8*, i8** %p, align 8
  ret i8* %2
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.TV* @get(%struct.Tab* noundef %t, i64 noundef %k) #0 {
entry:
  %retval = alloca %struct.TV*, align 8
  %t.addr = alloca %struct.Tab*, align 8
  %k.addr = alloca i64, align 8
  %n = alloca %union.Node*, align 8
  %nx = alloca i32, align 4
  store %struct.Tab* %t, %struct.Tab** %t.addr, align 8
  store i64 %k, i64* %k.addr, align 8
  %0 = load i64, i64* %k.addr, align 8
  %sub = sub i64 %0, 1
  %1 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %asize = getelementptr inbounds %struct.Tab, %struct.Tab* %1, i32 0, i32 1
  %2 = load i32, i32* %asize, align 8
  %conv = zext i32 %2 to i64
  %cmp = icmp ult i64 %sub, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %array = getelementptr inbounds %struct.Tab, %struct.Tab* %3, i32 0, i32 0
  %4 = load %struct.TV*, %struct.TV** %array, align 8
  %5 = load i64, i64* %k.addr, align 8
  %sub2 = sub nsw i64 %5, 1
  %arrayidx = getelementptr inbounds %struct.TV, %struct.TV* %4, i64 %sub2
  store %struct.TV* %arrayidx, %struct.TV** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %6 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %6, i32 0, i32 3
  %7 = load %union.Node*, %union.Node** %node, align 8
  %8 = load i64, i64* %k.addr, align 8
  %9 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %lsize = getelementptr inbounds %struct.Tab, %struct.Tab* %9, i32 0, i32 2
  %10 = load i32, i32* %lsize, align 4
  %shl = shl i32 1, %10
  %sub3 = sub nsw i32 %shl, 1
  %conv4 = sext i32 %sub3 to i64
  %and = and i64 %8, %conv4
  %arrayidx5 = getelementptr inbounds %union.Node, %union.Node* %7, i64 %and
  store %union.Node* %arrayidx5, %union.Node** %n, align 8
  br label %for.cond

for.cond:                                         ; preds = %if.end18, %if.end
  %11 = load %union.Node*, %union.Node** %n, align 8
  %u = bitcast %union.Node* %11 to %struct.NodeKey*
  %ktt = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u, i32 0, i32 2
  %12 = load i8, i8* %ktt, align 1
  %conv6 = zext i8 %12 to i32
  %cmp7 = icmp eq i32 %conv6, 3
  br i1 %cmp7, label %land.lhs.true, label %if.end13

land.lhs.true:                                    ; preds = %for.cond
  %13 = load %union.Node*, %union.Node** %n, align 8
  %u9 = bitcast %union.Node* %13 to %struct.NodeKey*
  %key = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u9, i32 0, i32 4
  %i = bitcast %union.Value* %key to i64*
  %14 = load i64, i64* %i, align 8
  %15 = load i64, i64* %k.addr, align 8
  %cmp10 = icmp eq i64 %14, %15
  br i1 %cmp10, label %if.then12, label %if.end13

if.then12:                                        ; preds = %land.lhs.true
  %16 = load %union.Node*, %union.Node** %n, align 8
  %i_val = bitcast %union.Node* %16 to %struct.TV*
  store %struct.TV* %i_val, %struct.TV** %retval, align 8
  br label %return

if.end13:                                         ; preds = %land.lhs.true, %for.cond
  %17 = load %union.Node*, %union.Node** %n, align 8
  %u14 = bitcast %union.Node* %17 to %struct.NodeKey*
  %next = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u14, i32 0, i32 3
  %18 = load i32, i32* %next, align 4
  store i32 %18, i32* %nx, align 4
  %19 = load i32, i32* %nx, align 4
  %cmp15 = icmp eq i32 %19, 0
  br i1 %cmp15, label %if.then17, label %if.end18

if.then17:                                        ; preds = %if.end13
  store %struct.TV* @absent, %struct.TV** %retval, align 8
  br label %return

if.end18:                                         ; preds = %if.end13
  %20 = load i32, i32* %nx, align 4
  %21 = load %union.Node*, %union.Node** %n, align 8
  %idx.ext = sext i32 %20 to i64
  %add.ptr = getelementptr inbounds %union.Node, %union.Node* %21, i64 %idx.ext
  store %union.Node* %add.ptr, %union.Node** %n, align 8
  br label %for.cond

return:                                           ; preds = %if.then17, %if.then12, %if.then
  %22 = load %struct.TV*, %struct.TV** %retval, align 8
  ret %struct.TV* %22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @swap(%struct.Tab* noundef %a, %struct.Tab* noundef %b) #0 {
entry:
  %a.addr = alloca %struct.Tab*, align 8
  %b.addr = alloca %struct.Tab*, align 8
  %x = alloca %union.Node*, align 8
  store %struct.Tab* %a, %struct.Tab** %a.addr, align 8
  store %struct.Tab* %b, %struct.Tab** %b.addr, align 8
  %0 = load %struct.Tab*, %struct.Tab** %a.addr, align 8
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %0, i32 0, i32 3
  %1 = load %union.Node*, %union.Node** %node, align 8
  store %union.Node* %1, %union.Node** %x, align 8
  %2 = load %struct.Tab*, %struct.Tab** %b.addr, align 8
  %node1 = getelementptr inbounds %struct.Tab, %struct.Tab* %2, i32 0, i32 3
  %3 = load %union.Node*, %union.Node** %node1, align 8
  %4 = load %struct.Tab*, %struct.Tab** %a.addr, align 8
  %node2 = getelementptr inbounds %struct.Tab, %struct.Tab* %4, i32 0, i32 3
  store %union.Node* %3, %union.Node** %node2, align 8
  %5 = load %union.Node*, %union.Node** %x, align 8
  %6 = load %struct.Tab*, %struct.Tab** %b.addr, align 8
  %node3 = getelementptr inbounds %struct.Tab, %struct.Tab* %6, i32 0, i32 3
  store %union.Node* %5, %union.Node** %node3, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @count(%struct.Tab* noundef %t) #0 {
entry:
  %t.addr = alloca %struct.Tab*, align 8
  %c = alloca i64, align 8
  %end = alloca %union.Node*, align 8
  %n = alloca %union.Node*, align 8
  store %struct.Tab* %t, %struct.Tab** %t.addr, align 8
  store i64 0, i64* %c, align 8
  %0 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %0, i32 0, i32 3
  %1 = load %union.Node*, %union.Node** %node, align 8
  %2 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %lsize = getelementptr inbounds %struct.Tab, %struct.Tab* %2, i32 0, i32 2
  %3 = load i32, i32* %lsize, align 4
  %shl = shl i32 1, %3
  %idx.ext = sext i32 %shl to i64
  %add.ptr = getelementptr inbounds %union.Node, %union.Node* %1, i64 %idx.ext
  store %union.Node* %add.ptr, %union.Node** %end, align 8
  %4 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %node1 = getelementptr inbounds %struct.Tab, %struct.Tab* %4, i32 0, i32 3
  %5 = load %union.Node*, %union.Node** %node1, align 8
  store %union.Node* %5, %union.Node** %n, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load %union.Node*, %union.Node** %n, align 8
  %7 = load %union.Node*, %union.Node** %end, align 8
  %cmp = icmp ult %union.Node* %6, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load %union.Node*, %union.Node** %n, align 8
  %u = bitcast %union.Node* %8 to %struct.NodeKey*
  %ktt = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u, i32 0, i32 2
  %9 = load i8, i8* %ktt, align 1
  %conv = zext i8 %9 to i32
  %cmp2 = icmp eq i32 %conv, 3
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %10 = load %union.Node*, %union.Node** %n, align 8
  %u4 = bitcast %union.Node* %10 to %struct.NodeKey*
  %next = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u4, i32 0, i32 3
  %11 = load i32, i32* %next, align 4
  %conv5 = sext i32 %11 to i64
  %12 = load i64, i64* %c, align 8
  %add = add nsw i64 %12, %conv5
  store i64 %add, i64* %c, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %13 = load %union.Node*, %union.Node** %n, align 8
  %incdec.ptr = getelementptr inbounds %union.Node, %union.Node* %13, i32 1
  store %union.Node* %incdec.ptr, %union.Node** %n, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %14 = load i64, i64* %c, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @resize(%struct.Tab* noundef %t, i32 noundef %lsize) #0 {
entry:
  %t.addr = alloca %struct.Tab*, align 8
  %lsize.addr = alloca i32, align 4
  %nt = alloca %struct.Tab, align 8
  %size = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.Tab* %t, %struct.Tab** %t.addr, align 8
  store i32 %lsize, i32* %lsize.addr, align 4
  %0 = load i32, i32* %lsize.addr, align 4
  %shl = shl i32 1, %0
  store i32 %shl, i32* %size, align 4
  %1 = load i32, i32* %lsize.addr, align 4
  %lsize1 = getelementptr inbounds %struct.Tab, %struct.Tab* %nt, i32 0, i32 2
  store i32 %1, i32* %lsize1, align 4
  %2 = load i32, i32* %size, align 4
  %conv = sext i32 %2 to i64
  %mul = mul i64 %conv, 24
  %call = call i8* @xalloc(i64 noundef %mul)
  %3 = bitcast i8* %call to %union.Node*
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %nt, i32 0, i32 3
  store %union.Node* %3, %union.Node** %node, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, i32* %i, align 4
  %5 = load i32, i32* %size, align 4
  %cmp = icmp slt i32 %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %node3 = getelementptr inbounds %struct.Tab, %struct.Tab* %nt, i32 0, i32 3
  %6 = load %union.Node*, %union.Node** %node3, align 8
  %7 = load i32, i32* %i, align 4
  %idxprom = sext i32 %7 to i64
  %arrayidx = getelementptr inbounds %union.Node, %union.Node* %6, i64 %idxprom
  %u = bitcast %union.Node* %arrayidx to %struct.NodeKey*
  %next = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u, i32 0, i32 3
  store i32 0, i32* %next, align 4
  %node4 = getelementptr inbounds %struct.Tab, %struct.Tab* %nt, i32 0, i32 3
  %8 = load %union.Node*, %union.Node** %node4, align 8
  %9 = load i32, i32* %i, align 4
  %idxprom5 = sext i32 %9 to i64
  %arrayidx6 = getelementptr inbounds %union.Node, %union.Node* %8, i64 %idxprom5
  %u7 = bitcast %union.Node* %arrayidx6 to %struct.NodeKey*
  %ktt = getelementptr inbounds %struct.NodeKey, %struct.NodeKey* %u7, i32 0, i32 2
  store i8 0, i8* %ktt, align 1
  %node8 = getelementptr inbounds %struct.Tab, %struct.Tab* %nt, i32 0, i32 3
  %10 = load %union.Node*, %union.Node** %node8, align 8
  %11 = load i32, i32* %i, align 4
  %idxprom9 = sext i32 %11 to i64
  %arrayidx10 = getelementptr inbounds %union.Node, %union.Node* %10, i64 %idxprom9
  %i_val = bitcast %union.Node* %arrayidx10 to %struct.TV*
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %i_val, i32 0, i32 1
  store i8 16, i8* %tt, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %13 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  call void @swap(%struct.Tab* noundef %13, %struct.Tab* noundef %nt)
  %14 = load i32, i32* %lsize.addr, align 4
  %15 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %lsize11 = getelementptr inbounds %struct.Tab, %struct.Tab* %15, i32 0, i32 2
  store i32 %14, i32* %lsize11, align 4
  %node12 = getelementptr inbounds %struct.Tab, %struct.Tab* %nt, i32 0, i32 3
  %16 = load %union.Node*, %union.Node** %node12, align 8
  %17 = bitcast %union.Node* %16 to i8*
  call void @free(i8* noundef %17) #3
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %t = alloca %struct.Tab, align 8
  %i = alloca i32, align 4
  %v = alloca %struct.TV*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %asize = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i32 0, i32 1
  store i32 4, i32* %asize, align 8
  %call = call i8* @xalloc(i64 noundef 64)
  %0 = bitcast i8* %call to %struct.TV*
  %array = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i32 0, i32 0
  store %struct.TV* %0, %struct.TV** %array, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %1, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %array1 = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i32 0, i32 0
  %2 = load %struct.TV*, %struct.TV** %array1, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.TV, %struct.TV* %2, i64 %idxprom
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %arrayidx, i32 0, i32 1
  store i8 0, i8* %tt, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4
  %inc = add nsw i32 %4, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %lsize = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i32 0, i32 2
  store i32 0, i32* %lsize, align 4
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %t, i32 0, i32 3
  store %union.Node* null, %union.Node** %node, align 8
  %5 = load i32, i32* %argc.addr, align 4
  call void @resize(%struct.Tab* noundef %t, i32 noundef %5)
  %6 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %6 to i64
  %call2 = call %struct.TV* @get(%struct.Tab* noundef %t, i64 noundef %conv)
  store %struct.TV* %call2, %struct.TV** %v, align 8
  %call3 = call i64 @count(%struct.Tab* noundef %t)
  %conv4 = trunc i64 %call3 to i32
  %7 = load %struct.TV*, %struct.TV** %v, align 8
  %tt5 = getelementptr inbounds %struct.TV, %struct.TV* %7, i32 0, i32 1
  %8 = load i8, i8* %tt5, align 8
  %conv6 = zext i8 %8 to i32
  %add = add nsw i32 %conv4, %conv6
  ret i32 %add
}

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
