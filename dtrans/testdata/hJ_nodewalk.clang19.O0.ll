; ModuleID = 'hJ_nodewalk.c'
source_filename = "hJ_nodewalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Node = type { %struct.NodeKey }
%struct.NodeKey = type { %union.Value, i8, i8, i32, %union.Value }
%union.Value = type { ptr }
%struct.Pair = type { i64, i64, i64 }
%struct.Trio = type { double, double, double }

@slot = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @gen_realloc(ptr noundef %p, i64 noundef %n) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store ptr %p, ptr %p.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load i64, ptr %n.addr, align 8
  %call = call ptr @realloc(ptr noundef %0, i64 noundef %1) #3
  ret ptr %call
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @lookup(i32 noundef %mask, i64 noundef %k) #0 {
entry:
  %retval = alloca i64, align 8
  %mask.addr = alloca i32, align 4
  %k.addr = alloca i64, align 8
  %t = alloca ptr, align 8
  %n = alloca ptr, align 8
  %nx = alloca i32, align 4
  store i32 %mask, ptr %mask.addr, align 4
  store i64 %k, ptr %k.addr, align 8
  %0 = load ptr, ptr @slot, align 8
  store ptr %0, ptr %t, align 8
  %1 = load ptr, ptr %t, align 8
  %2 = load i64, ptr %k.addr, align 8
  %3 = load i32, ptr %mask.addr, align 4
  %conv = zext i32 %3 to i64
  %and = and i64 %2, %conv
  %arrayidx = getelementptr inbounds %union.Node, ptr %1, i64 %and
  store ptr %arrayidx, ptr %n, align 8
  br label %for.cond

for.cond:                                         ; preds = %if.end8, %entry
  %4 = load ptr, ptr %n, align 8
  %ktt = getelementptr inbounds %struct.NodeKey, ptr %4, i32 0, i32 2
  %5 = load i8, ptr %ktt, align 1
  %conv1 = zext i8 %5 to i32
  %cmp = icmp eq i32 %conv1, 3
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.cond
  %6 = load ptr, ptr %n, align 8
  %key = getelementptr inbounds %struct.NodeKey, ptr %6, i32 0, i32 4
  %7 = load i64, ptr %key, align 8
  %8 = load i64, ptr %k.addr, align 8
  %cmp3 = icmp eq i64 %7, %8
  br i1 %cmp3, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %9 = load ptr, ptr %n, align 8
  %val = getelementptr inbounds %struct.NodeKey, ptr %9, i32 0, i32 0
  %10 = load i64, ptr %val, align 8
  store i64 %10, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %land.lhs.true, %for.cond
  %11 = load ptr, ptr %n, align 8
  %next = getelementptr inbounds %struct.NodeKey, ptr %11, i32 0, i32 3
  %12 = load i32, ptr %next, align 4
  store i32 %12, ptr %nx, align 4
  %13 = load i32, ptr %nx, align 4
  %cmp5 = icmp eq i32 %13, 0
  br i1 %cmp5, label %if.then7, label %if.end8

if.then7:                                         ; preds = %if.end
  store i64 0, ptr %retval, align 8
  br label %return

if.end8:                                          ; preds = %if.end
  %14 = load i32, ptr %nx, align 4
  %15 = load ptr, ptr %n, align 8
  %idx.ext = sext i32 %14 to i64
  %add.ptr = getelementptr inbounds %union.Node, ptr %15, i64 %idx.ext
  store ptr %add.ptr, ptr %n, align 8
  br label %for.cond

return:                                           ; preds = %if.then7, %if.then
  %16 = load i64, ptr %retval, align 8
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t = alloca ptr, align 8
  %q = alloca ptr, align 8
  %w = alloca ptr, align 8
  %i = alloca i32, align 4
  %r = alloca i64, align 8
  %v = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call ptr @gen_realloc(ptr noundef null, i64 noundef 192)
  store ptr %call, ptr %t, align 8
  %call1 = call ptr @gen_realloc(ptr noundef null, i64 noundef 192)
  store ptr %call1, ptr %q, align 8
  %call2 = call ptr @gen_realloc(ptr noundef null, i64 noundef 192)
  store ptr %call2, ptr %w, align 8
  %0 = load ptr, ptr %t, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %q, align 8
  %tobool3 = icmp ne ptr %1, null
  br i1 %tobool3, label %lor.lhs.false4, label %if.then

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %2 = load ptr, ptr %w, align 8
  %tobool5 = icmp ne ptr %2, null
  br i1 %tobool5, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %3, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load i32, ptr %i, align 4
  %and = and i32 %4, 3
  %conv = trunc i32 %and to i8
  %5 = load ptr, ptr %t, align 8
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds %union.Node, ptr %5, i64 %idxprom
  %ktt = getelementptr inbounds %struct.NodeKey, ptr %arrayidx, i32 0, i32 2
  store i8 %conv, ptr %ktt, align 1
  %7 = load i32, ptr %i, align 4
  %cmp6 = icmp slt i32 %7, 7
  %8 = zext i1 %cmp6 to i64
  %cond = select i1 %cmp6, i32 1, i32 0
  %9 = load ptr, ptr %t, align 8
  %10 = load i32, ptr %i, align 4
  %idxprom8 = sext i32 %10 to i64
  %arrayidx9 = getelementptr inbounds %union.Node, ptr %9, i64 %idxprom8
  %next = getelementptr inbounds %struct.NodeKey, ptr %arrayidx9, i32 0, i32 3
  store i32 %cond, ptr %next, align 4
  %11 = load i32, ptr %i, align 4
  %conv10 = sext i32 %11 to i64
  %12 = load ptr, ptr %t, align 8
  %13 = load i32, ptr %i, align 4
  %idxprom11 = sext i32 %13 to i64
  %arrayidx12 = getelementptr inbounds %union.Node, ptr %12, i64 %idxprom11
  %key = getelementptr inbounds %struct.NodeKey, ptr %arrayidx12, i32 0, i32 4
  store i64 %conv10, ptr %key, align 8
  %14 = load i32, ptr %argc.addr, align 4
  %15 = load i32, ptr %i, align 4
  %add = add nsw i32 %14, %15
  %conv13 = sext i32 %add to i64
  %16 = load ptr, ptr %t, align 8
  %17 = load i32, ptr %i, align 4
  %idxprom14 = sext i32 %17 to i64
  %arrayidx15 = getelementptr inbounds %union.Node, ptr %16, i64 %idxprom14
  %val = getelementptr inbounds %struct.NodeKey, ptr %arrayidx15, i32 0, i32 0
  store i64 %conv13, ptr %val, align 8
  %18 = load i32, ptr %i, align 4
  %conv16 = sext i32 %18 to i64
  %19 = load ptr, ptr %q, align 8
  %20 = load i32, ptr %i, align 4
  %idxprom17 = sext i32 %20 to i64
  %arrayidx18 = getelementptr inbounds %struct.Pair, ptr %19, i64 %idxprom17
  %a = getelementptr inbounds %struct.Pair, ptr %arrayidx18, i32 0, i32 0
  store i64 %conv16, ptr %a, align 8
  %21 = load i32, ptr %i, align 4
  %conv19 = sitofp i32 %21 to double
  %22 = load ptr, ptr %w, align 8
  %23 = load i32, ptr %i, align 4
  %idxprom20 = sext i32 %23 to i64
  %arrayidx21 = getelementptr inbounds %struct.Trio, ptr %22, i64 %idxprom20
  %y = getelementptr inbounds %struct.Trio, ptr %arrayidx21, i32 0, i32 1
  store double %conv19, ptr %y, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %24 = load i32, ptr %i, align 4
  %inc = add nsw i32 %24, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %25 = load ptr, ptr %q, align 8
  store ptr %25, ptr @slot, align 8
  %26 = load ptr, ptr %w, align 8
  store ptr %26, ptr @slot, align 8
  %27 = load ptr, ptr %t, align 8
  store ptr %27, ptr @slot, align 8
  %28 = load i32, ptr %argc.addr, align 4
  %conv22 = sext i32 %28 to i64
  %call23 = call i64 @lookup(i32 noundef 7, i64 noundef %conv22)
  store i64 %call23, ptr %r, align 8
  %29 = load i32, ptr %argc.addr, align 4
  %cmp24 = icmp sgt i32 %29, 5
  br i1 %cmp24, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %30 = load ptr, ptr %t, align 8
  br label %cond.end31

cond.false:                                       ; preds = %for.end
  %31 = load i32, ptr %argc.addr, align 4
  %cmp26 = icmp sgt i32 %31, 3
  br i1 %cmp26, label %cond.true28, label %cond.false29

cond.true28:                                      ; preds = %cond.false
  %32 = load ptr, ptr %q, align 8
  br label %cond.end

cond.false29:                                     ; preds = %cond.false
  %33 = load ptr, ptr %w, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false29, %cond.true28
  %cond30 = phi ptr [ %32, %cond.true28 ], [ %33, %cond.false29 ]
  br label %cond.end31

cond.end31:                                       ; preds = %cond.end, %cond.true
  %cond32 = phi ptr [ %30, %cond.true ], [ %cond30, %cond.end ]
  store ptr %cond32, ptr %v, align 8
  %34 = load ptr, ptr %v, align 8
  %call33 = call ptr @gen_realloc(ptr noundef %34, i64 noundef 16)
  call void @free(ptr noundef %call33) #4
  %35 = load i64, ptr %r, align 8
  %conv34 = trunc i64 %35 to i32
  %36 = load ptr, ptr %q, align 8
  %37 = load i32, ptr %argc.addr, align 4
  %and35 = and i32 %37, 7
  %idxprom36 = sext i32 %and35 to i64
  %arrayidx37 = getelementptr inbounds %struct.Pair, ptr %36, i64 %idxprom36
  %a38 = getelementptr inbounds %struct.Pair, ptr %arrayidx37, i32 0, i32 0
  %38 = load i64, ptr %a38, align 8
  %conv39 = trunc i64 %38 to i32
  %add40 = add nsw i32 %conv34, %conv39
  %39 = load ptr, ptr %w, align 8
  %40 = load i32, ptr %argc.addr, align 4
  %and41 = and i32 %40, 7
  %idxprom42 = sext i32 %and41 to i64
  %arrayidx43 = getelementptr inbounds %struct.Trio, ptr %39, i64 %idxprom42
  %y44 = getelementptr inbounds %struct.Trio, ptr %arrayidx43, i32 0, i32 1
  %41 = load double, ptr %y44, align 8
  %conv45 = fptosi double %41 to i32
  %add46 = add nsw i32 %add40, %conv45
  store i32 %add46, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end31, %if.then
  %42 = load i32, ptr %retval, align 4
  ret i32 %42
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(1) }
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
