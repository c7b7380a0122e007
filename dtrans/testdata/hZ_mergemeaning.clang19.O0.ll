; ModuleID = 'hZ_mergemeaning.c'
source_filename = "hZ_mergemeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.index = type { ptr, ptr, i16, i8 }
%struct.table = type { ptr, i32, ptr }
%struct.elem = type { ptr, ptr, ptr }

@main.i1 = internal global %struct.index { ptr @.str, ptr null, i16 2, i8 2 }, align 8
@.str = private unnamed_addr constant [3 x i8] c"i1\00", align 1
@main.t1 = internal global %struct.table { ptr @.str.1, i32 0, ptr @main.i1 }, align 8
@.str.1 = private unnamed_addr constant [3 x i8] c"t1\00", align 1
@main.e2 = internal global %struct.elem { ptr null, ptr @.str.1, ptr @main.t1 }, align 8
@main.e1 = internal global %struct.elem { ptr @main.e2, ptr @.str, ptr @main.i1 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @lookup(ptr noundef %e, ptr noundef %k) #0 {
entry:
  %retval = alloca ptr, align 8
  %e.addr = alloca ptr, align 8
  %k.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  store ptr %k, ptr %k.addr, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load ptr, ptr %e.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %e.addr, align 8
  %key = getelementptr inbounds %struct.elem, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %key, align 8
  %3 = load ptr, ptr %k.addr, align 8
  %call = call i32 @strcmp(ptr noundef %2, ptr noundef %3) #2
  %tobool1 = icmp ne i32 %call, 0
  br i1 %tobool1, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  %4 = load ptr, ptr %e.addr, align 8
  %data = getelementptr inbounds %struct.elem, ptr %4, i32 0, i32 2
  %5 = load ptr, ptr %data, align 8
  store ptr %5, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %6 = load ptr, ptr %e.addr, align 8
  %next = getelementptr inbounds %struct.elem, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %next, align 8
  store ptr %7, ptr %e.addr, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store ptr null, ptr %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  %8 = load ptr, ptr %retval, align 8
  ret ptr %8
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @load(ptr noundef %t, ptr noundef %h, ptr noundef %name) #0 {
entry:
  %retval = alloca i32, align 4
  %t.addr = alloca ptr, align 8
  %h.addr = alloca ptr, align 8
  %name.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %name, ptr %name.addr, align 8
  %0 = load ptr, ptr %name.addr, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %t.addr, align 8
  %idx = getelementptr inbounds %struct.table, ptr %1, i32 0, i32 2
  %2 = load ptr, ptr %idx, align 8
  store ptr %2, ptr %p, align 8
  %3 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %lor.lhs.false, label %if.then2

lor.lhs.false:                                    ; preds = %if.then
  %4 = load ptr, ptr %p, align 8
  %kind = getelementptr inbounds %struct.index, ptr %4, i32 0, i32 3
  %bf.load = load i8, ptr %kind, align 2
  %bf.clear = and i8 %bf.load, 3
  %bf.cast = zext i8 %bf.clear to i32
  %cmp1 = icmp eq i32 %bf.cast, 2
  br i1 %cmp1, label %if.then2, label %if.end

if.then2:                                         ; preds = %lor.lhs.false, %if.then
  store i32 0, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  br label %if.end12

if.else:                                          ; preds = %entry
  %5 = load ptr, ptr %h.addr, align 8
  %6 = load ptr, ptr %name.addr, align 8
  %call = call ptr @lookup(ptr noundef %5, ptr noundef %6)
  store ptr %call, ptr %p, align 8
  %7 = load ptr, ptr %p, align 8
  %tobool3 = icmp ne ptr %7, null
  br i1 %tobool3, label %lor.lhs.false4, label %if.then10

lor.lhs.false4:                                   ; preds = %if.else
  %8 = load ptr, ptr %p, align 8
  %kind5 = getelementptr inbounds %struct.index, ptr %8, i32 0, i32 3
  %bf.load6 = load i8, ptr %kind5, align 2
  %bf.clear7 = and i8 %bf.load6, 3
  %bf.cast8 = zext i8 %bf.clear7 to i32
  %cmp9 = icmp eq i32 %bf.cast8, 3
  br i1 %cmp9, label %if.then10, label %if.end11

if.then10:                                        ; preds = %lor.lhs.false4, %if.else
  store i32 0, ptr %retval, align 4
  br label %return

if.end11:                                         ; preds = %lor.lhs.false4
  br label %if.end12

if.end12:                                         ; preds = %if.end11, %if.end
  %9 = load ptr, ptr %p, align 8
  %stat = getelementptr inbounds %struct.index, ptr %9, i32 0, i32 3
  %bf.load13 = load i8, ptr %stat, align 2
  %bf.clear14 = and i8 %bf.load13, -5
  %bf.set = or i8 %bf.clear14, 4
  store i8 %bf.set, ptr %stat, align 2
  %10 = load ptr, ptr %p, align 8
  %ncol = getelementptr inbounds %struct.index, ptr %10, i32 0, i32 2
  %11 = load i16, ptr %ncol, align 8
  %conv = sext i16 %11 to i32
  store i32 %conv, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end12, %if.then10, %if.then2
  %12 = load i32, ptr %retval, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 1
  %2 = load ptr, ptr %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %2, %cond.true ], [ null, %cond.false ]
  %call = call i32 @load(ptr noundef @main.t1, ptr noundef @main.e1, ptr noundef %cond)
  %call1 = call i32 @load(ptr noundef @main.t1, ptr noundef @main.e1, ptr noundef @.str)
  %add = add nsw i32 %call, %call1
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) }

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
