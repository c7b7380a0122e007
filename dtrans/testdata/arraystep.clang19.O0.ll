; ModuleID = 'arraystep.c'
source_filename = "arraystep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i8, i8, i16, i32, i32, i32, ptr }
%struct.vm = type { i32, ptr }
%struct.other = type { i64, i64 }

@slot = dso_local global ptr null, align 8
@main.ops = internal global [4 x %struct.op] zeroinitializer, align 16
@main.v = internal global %struct.vm { i32 4, ptr @main.ops }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8
@dummy = internal global %struct.op zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keepop(ptr noundef %v) #0 {
entry:
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %aOp = getelementptr inbounds %struct.vm, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %aOp, align 8
  store ptr %1, ptr @slot, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keepother(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %a = getelementptr inbounds %struct.other, ptr %0, i32 0, i32 0
  store i64 1, ptr %a, align 8
  %1 = load ptr, ptr %o.addr, align 8
  store ptr %1, ptr @slot, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @firstp2(ptr noundef %v) #0 {
entry:
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %aOp = getelementptr inbounds %struct.vm, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %aOp, align 8
  %p2 = getelementptr inbounds %struct.op, ptr %1, i32 0, i32 4
  %2 = load i32, ptr %p2, align 8
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use(ptr noundef %v, i32 noundef %i) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %o = alloca %struct.op, align 8
  store ptr %v, ptr %v.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %v.addr, align 8
  %1 = load i32, ptr %i.addr, align 4
  %call = call ptr @getop(ptr noundef %0, i32 noundef %1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %o, ptr align 8 %call, i64 24, i1 false)
  %opcode = getelementptr inbounds %struct.op, ptr %o, i32 0, i32 0
  %2 = load i8, ptr %opcode, align 8
  %conv = zext i8 %2 to i32
  %p1 = getelementptr inbounds %struct.op, ptr %o, i32 0, i32 3
  %3 = load i32, ptr %p1, align 4
  %add = add nsw i32 %conv, %3
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @getop(ptr noundef %v, i32 noundef %i) #0 {
entry:
  %retval = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %cmp = icmp slt i32 %0, 0
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %1 = load i32, ptr %i.addr, align 4
  %2 = load ptr, ptr %v.addr, align 8
  %nop = getelementptr inbounds %struct.vm, ptr %2, i32 0, i32 0
  %3 = load i32, ptr %nop, align 8
  %cmp1 = icmp sge i32 %1, %3
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store ptr @dummy, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load ptr, ptr %v.addr, align 8
  %aOp = getelementptr inbounds %struct.vm, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %aOp, align 8
  %6 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds %struct.op, ptr %5, i64 %idxprom
  store ptr %arrayidx, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load ptr, ptr %retval, align 8
  ret ptr %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  call void @keepop(ptr noundef @main.v)
  call void @keepother(ptr noundef @main.ot)
  %1 = load i32, ptr %argc.addr, align 4
  %call = call i32 @use(ptr noundef @main.v, i32 noundef %1)
  %call1 = call i32 @firstp2(ptr noundef @main.v)
  %add = add nsw i32 %call, %call1
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
