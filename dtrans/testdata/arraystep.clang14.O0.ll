; ModuleID = 'arraystep.c'
source_filename = "arraystep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i8, i8, i16, i32, i32, i32, i8* }
%struct.vm = type { i32, %struct.op* }
%struct.other = type { i64, i64 }

@slot = dso_local global i8* null, align 8
@main.ops = internal global [4 x %struct.op] zeroinitializer, align 16
@main.v = internal global %struct.vm { i32 4, %struct.op* getelementptr inbounds ([4 x %struct.op], [4 x %struct.op]* @main.ops, i32 0, i32 0) }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8
@dummy = internal global %struct.op zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keepop(%struct.vm* noundef %v) #0 {
entry:
  %v.addr = alloca %struct.vm*, align 8
  store %struct.vm* %v, %struct.vm** %v.addr, align 8
  %0 = load %struct.vm*, %struct.vm** %v.addr, align 8
  %aOp = getelementptr inbounds %struct.vm, %struct.vm* %0, i32 0, i32 1
  %1 = load %struct.op*, %struct.op** %aOp, align 8
  %2 = bitcast %struct.op* %1 to i8*
  store i8* %2, i8** @slot, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keepother(%struct.other* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.other*, align 8
  store %struct.other* %o, %struct.other** %o.addr, align 8
  %0 = load %struct.other*, %struct.other** %o.addr, align 8
  %a = getelementptr inbounds %struct.other, %struct.other* %0, i32 0, i32 0
  store i64 1, i64* %a, align 8
  %1 = load %struct.other*, %struct.other** %o.addr, align 8
  %2 = bitcast %struct.other* %1 to i8*
  store i8* %2, i8** @slot, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @firstp2(%struct.vm* noundef %v) #0 {
entry:
  %v.addr = alloca %struct.vm*, align 8
  store %struct.vm* %v, %struct.vm** %v.addr, align 8
  %0 = load %struct.vm*, %struct.vm** %v.addr, align 8
  %aOp = getelementptr inbounds %struct.vm, %struct.vm* %0, i32 0, i32 1
  %1 = load %struct.op*, %struct.op** %aOp, align 8
  %p2 = getelementptr inbounds %struct.op, %struct.op* %1, i32 0, i32 4
  %2 = load i32, i32* %p2, align 8
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use(%struct.vm* noundef %v, i32 noundef %i) #0 {
entry:
  %v.addr = alloca %struct.vm*, align 8
  %i.addr = alloca i32, align 4
  %o = alloca %struct.op, align 8
  store %struct.vm* %v, %struct.vm** %v.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load %struct.vm*, %struct.vm** %v.addr, align 8
  %1 = load i32, i32* %i.addr, align 4
  %call = call %struct.op* @getop(%struct.vm* noundef %0, i32 noundef %1)
  %2 = bitcast %struct.op* %o to i8*
  %3 = bitcast %struct.op* %call to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %2, i8* align 8 %3, i64 24, i1 false)
  %opcode = getelementptr inbounds %struct.op, %struct.op* %o, i32 0, i32 0
  %4 = load i8, i8* %opcode, align 8
  %conv = zext i8 %4 to i32
  %p1 = getelementptr inbounds %struct.op, %struct.op* %o, i32 0, i32 3
  %5 = load i32, i32* %p1, align 4
  %add = add nsw i32 %conv, %5
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.op* @getop(%struct.vm* noundef %v, i32 noundef %i) #0 {
entry:
  %retval = alloca %struct.op*, align 8
  %v.addr = alloca %struct.vm*, align 8
  %i.addr = alloca i32, align 4
  store %struct.vm* %v, %struct.vm** %v.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load i32, i32* %i.addr, align 4
  %cmp = icmp slt i32 %0, 0
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %1 = load i32, i32* %i.addr, align 4
  %2 = load %struct.vm*, %struct.vm** %v.addr, align 8
  %nop = getelementptr inbounds %struct.vm, %struct.vm* %2, i32 0, i32 0
  %3 = load i32, i32* %nop, align 8
  %cmp1 = icmp sge i32 %1, %3
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store %struct.op* @dummy, %struct.op** %retval, align 8
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load %struct.vm*, %struct.vm** %v.addr, align 8
  %aOp = getelementptr inbounds %struct.vm, %struct.vm* %4, i32 0, i32 1
  %5 = load %struct.op*, %struct.op** %aOp, align 8
  %6 = load i32, i32* %i.addr, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds %struct.op, %struct.op* %5, i64 %idxprom
  store %struct.op* %arrayidx, %struct.op** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load %struct.op*, %struct.op** %retval, align 8
  ret %struct.op* %7
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  call void @keepop(%struct.vm* noundef @main.v)
  call void @keepother(%struct.other* noundef @main.ot)
  %1 = load i32, i32* %argc.addr, align 4
  %call = call i32 @use(%struct.vm* noundef @main.v, i32 noundef %1)
  %call1 = call i32 @firstp2(%struct.vm* noundef @main.v)
  %add = add nsw i32 %call, %call1
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
