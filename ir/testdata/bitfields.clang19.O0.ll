; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.wire = type <{ i8, i32, i16 }>
%struct.insn = type { i32 }
%struct.mode = type { i16, i8 }

@__const.main.in = private unnamed_addr constant { i8, i8, i8, i8 } { i8 -52, i8 56, i8 -42, i8 -1 }, align 4
@__const.main.m = private unnamed_addr constant { i8, i8, i8, i8 } { i8 5, i8 13, i8 113, i8 undef }, align 4
@__const.main.ws = private unnamed_addr constant [3 x %struct.wire] [%struct.wire <{ i8 97, i32 10, i16 1 }>, %struct.wire <{ i8 98, i32 20, i16 2 }>, %struct.wire <{ i8 99, i32 30, i16 3 }>], align 16
@.str = private unnamed_addr constant [27 x i8] c"%u %u %u %d %s %d %ld %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %in = alloca %struct.insn, align 4
  %out = alloca %struct.insn, align 4
  %m = alloca %struct.mode, align 4
  %buf = alloca [4 x i8], align 1
  %owner = alloca i32, align 4
  %ws = alloca [3 x %struct.wire], align 16
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %in, ptr align 4 @__const.main.in, i64 4, i1 false)
  %0 = load i32, ptr %argc.addr, align 4
  %bf.load = load i32, ptr %in, align 4
  %bf.lshr = lshr i32 %bf.load, 6
  %bf.clear = and i32 %bf.lshr, 31
  %add = add nsw i32 %bf.clear, %0
  %bf.load1 = load i32, ptr %in, align 4
  %bf.value = and i32 %add, 31
  %bf.shl = shl i32 %bf.value, 6
  %bf.clear2 = and i32 %bf.load1, -1985
  %bf.set = or i32 %bf.clear2, %bf.shl
  store i32 %bf.set, ptr %in, align 4
  %coerce.dive = getelementptr inbounds %struct.insn, ptr %in, i32 0, i32 0
  %1 = load i32, ptr %coerce.dive, align 4
  %call = call i32 @encode(i32 %1)
  %call3 = call i32 @decode(i32 noundef %call)
  %coerce.dive4 = getelementptr inbounds %struct.insn, ptr %out, i32 0, i32 0
  store i32 %call3, ptr %coerce.dive4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %m, ptr align 4 @__const.main.m, i64 4, i1 false)
  %2 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %2, 2
  %conv = zext i1 %cmp to i32
  %3 = trunc i32 %conv to i16
  %bf.load5 = load i16, ptr %m, align 4
  %bf.value6 = and i16 %3, 1
  %bf.shl7 = shl i16 %bf.value6, 1
  %bf.clear8 = and i16 %bf.load5, -3
  %bf.set9 = or i16 %bf.clear8, %bf.shl7
  store i16 %bf.set9, ptr %m, align 4
  %bf.result.cast = zext i16 %bf.value6 to i32
  %arraydecay = getelementptr inbounds [4 x i8], ptr %buf, i64 0, i64 0
  %call10 = call i32 @mode_string(ptr noundef %m, ptr noundef %arraydecay)
  store i32 %call10, ptr %owner, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %ws, ptr align 16 @__const.main.ws, i64 21, i1 false)
  %bf.load11 = load i32, ptr %out, align 4
  %bf.clear12 = and i32 %bf.load11, 63
  %bf.load13 = load i32, ptr %out, align 4
  %bf.lshr14 = lshr i32 %bf.load13, 6
  %bf.clear15 = and i32 %bf.lshr14, 31
  %bf.load16 = load i32, ptr %out, align 4
  %bf.lshr17 = lshr i32 %bf.load16, 11
  %bf.clear18 = and i32 %bf.lshr17, 31
  %bf.load19 = load i32, ptr %out, align 4
  %bf.ashr = ashr i32 %bf.load19, 16
  %arraydecay20 = getelementptr inbounds [4 x i8], ptr %buf, i64 0, i64 0
  %4 = load i32, ptr %owner, align 4
  %arraydecay21 = getelementptr inbounds [3 x %struct.wire], ptr %ws, i64 0, i64 0
  %call22 = call i64 @sum_lengths(ptr noundef %arraydecay21, i32 noundef 3)
  %call23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %bf.clear12, i32 noundef %bf.clear15, i32 noundef %bf.clear18, i32 noundef %bf.ashr, ptr noundef %arraydecay20, i32 noundef %4, i64 noundef %call22, i64 noundef 7)
  %5 = load ptr, ptr %argv.addr, align 8
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @decode(i32 noundef %w) #0 {
entry:
  %retval = alloca %struct.insn, align 4
  %w.addr = alloca i32, align 4
  store i32 %w, ptr %w.addr, align 4
  %0 = load i32, ptr %w.addr, align 4
  %shr = lshr i32 %0, 26
  %bf.load = load i32, ptr %retval, align 4
  %bf.value = and i32 %shr, 63
  %bf.clear = and i32 %bf.load, -64
  %bf.set = or i32 %bf.clear, %bf.value
  store i32 %bf.set, ptr %retval, align 4
  %1 = load i32, ptr %w.addr, align 4
  %shr1 = lshr i32 %1, 21
  %and = and i32 %shr1, 31
  %bf.load2 = load i32, ptr %retval, align 4
  %bf.value3 = and i32 %and, 31
  %bf.shl = shl i32 %bf.value3, 6
  %bf.clear4 = and i32 %bf.load2, -1985
  %bf.set5 = or i32 %bf.clear4, %bf.shl
  store i32 %bf.set5, ptr %retval, align 4
  %2 = load i32, ptr %w.addr, align 4
  %shr6 = lshr i32 %2, 16
  %and7 = and i32 %shr6, 31
  %bf.load8 = load i32, ptr %retval, align 4
  %bf.value9 = and i32 %and7, 31
  %bf.shl10 = shl i32 %bf.value9, 11
  %bf.clear11 = and i32 %bf.load8, -63489
  %bf.set12 = or i32 %bf.clear11, %bf.shl10
  store i32 %bf.set12, ptr %retval, align 4
  %3 = load i32, ptr %w.addr, align 4
  %and13 = and i32 %3, 65535
  %conv = trunc i32 %and13 to i16
  %conv14 = sext i16 %conv to i32
  %bf.load15 = load i32, ptr %retval, align 4
  %bf.value16 = and i32 %conv14, 65535
  %bf.shl17 = shl i32 %bf.value16, 16
  %bf.clear18 = and i32 %bf.load15, 65535
  %bf.set19 = or i32 %bf.clear18, %bf.shl17
  store i32 %bf.set19, ptr %retval, align 4
  %bf.result.shl = shl i32 %bf.value16, 16
  %bf.result.ashr = ashr i32 %bf.result.shl, 16
  %coerce.dive = getelementptr inbounds %struct.insn, ptr %retval, i32 0, i32 0
  %4 = load i32, ptr %coerce.dive, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @encode(i32 %i.coerce) #0 {
entry:
  %i = alloca %struct.insn, align 4
  %coerce.dive = getelementptr inbounds %struct.insn, ptr %i, i32 0, i32 0
  store i32 %i.coerce, ptr %coerce.dive, align 4
  %bf.load = load i32, ptr %i, align 4
  %bf.clear = and i32 %bf.load, 63
  %shl = shl i32 %bf.clear, 26
  %bf.load1 = load i32, ptr %i, align 4
  %bf.lshr = lshr i32 %bf.load1, 6
  %bf.clear2 = and i32 %bf.lshr, 31
  %shl3 = shl i32 %bf.clear2, 21
  %or = or i32 %shl, %shl3
  %bf.load4 = load i32, ptr %i, align 4
  %bf.lshr5 = lshr i32 %bf.load4, 11
  %bf.clear6 = and i32 %bf.lshr5, 31
  %shl7 = shl i32 %bf.clear6, 16
  %or8 = or i32 %or, %shl7
  %bf.load9 = load i32, ptr %i, align 4
  %bf.ashr = ashr i32 %bf.load9, 16
  %conv = trunc i32 %bf.ashr to i16
  %conv10 = zext i16 %conv to i32
  %or11 = or i32 %or8, %conv10
  ret i32 %or11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mode_string(ptr noundef %m, ptr noundef %buf) #0 {
entry:
  %m.addr = alloca ptr, align 8
  %buf.addr = alloca ptr, align 8
  store ptr %m, ptr %m.addr, align 8
  store ptr %buf, ptr %buf.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %bf.load = load i16, ptr %0, align 4
  %bf.clear = and i16 %bf.load, 1
  %bf.cast = zext i16 %bf.clear to i32
  %tobool = icmp ne i32 %bf.cast, 0
  %1 = zext i1 %tobool to i64
  %cond = select i1 %tobool, i32 114, i32 45
  %conv = trunc i32 %cond to i8
  %2 = load ptr, ptr %buf.addr, align 8
  %arrayidx = getelementptr inbounds i8, ptr %2, i64 0
  store i8 %conv, ptr %arrayidx, align 1
  %3 = load ptr, ptr %m.addr, align 8
  %bf.load1 = load i16, ptr %3, align 4
  %bf.lshr = lshr i16 %bf.load1, 1
  %bf.clear2 = and i16 %bf.lshr, 1
  %bf.cast3 = zext i16 %bf.clear2 to i32
  %tobool4 = icmp ne i32 %bf.cast3, 0
  %4 = zext i1 %tobool4 to i64
  %cond5 = select i1 %tobool4, i32 119, i32 45
  %conv6 = trunc i32 %cond5 to i8
  %5 = load ptr, ptr %buf.addr, align 8
  %arrayidx7 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 %conv6, ptr %arrayidx7, align 1
  %6 = load ptr, ptr %m.addr, align 8
  %bf.load8 = load i16, ptr %6, align 4
  %bf.lshr9 = lshr i16 %bf.load8, 2
  %bf.clear10 = and i16 %bf.lshr9, 1
  %bf.cast11 = zext i16 %bf.clear10 to i32
  %tobool12 = icmp ne i32 %bf.cast11, 0
  br i1 %tobool12, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %7 = load ptr, ptr %m.addr, align 8
  %bf.load13 = load i16, ptr %7, align 4
  %bf.lshr14 = lshr i16 %bf.load13, 11
  %bf.clear15 = and i16 %bf.lshr14, 1
  %bf.cast16 = zext i16 %bf.clear15 to i32
  %tobool17 = icmp ne i32 %bf.cast16, 0
  %8 = zext i1 %tobool17 to i64
  %cond18 = select i1 %tobool17, i32 115, i32 120
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond19 = phi i32 [ %cond18, %cond.true ], [ 45, %cond.false ]
  %conv20 = trunc i32 %cond19 to i8
  %9 = load ptr, ptr %buf.addr, align 8
  %arrayidx21 = getelementptr inbounds i8, ptr %9, i64 2
  store i8 %conv20, ptr %arrayidx21, align 1
  %10 = load ptr, ptr %buf.addr, align 8
  %arrayidx22 = getelementptr inbounds i8, ptr %10, i64 3
  store i8 0, ptr %arrayidx22, align 1
  %11 = load ptr, ptr %m.addr, align 8
  %bf.load23 = load i16, ptr %11, align 4
  %bf.lshr24 = lshr i16 %bf.load23, 8
  %bf.clear25 = and i16 %bf.lshr24, 7
  %bf.cast26 = zext i16 %bf.clear25 to i32
  ret i32 %bf.cast26
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_lengths(ptr noundef %w, i32 noundef %n) #0 {
entry:
  %w.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i64, align 8
  %i = alloca i32, align 4
  store ptr %w, ptr %w.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i64 0, ptr %s, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %w.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.wire, ptr %2, i64 %idxprom
  %length = getelementptr inbounds %struct.wire, ptr %arrayidx, i32 0, i32 1
  %4 = load i32, ptr %length, align 1
  %conv = sext i32 %4 to i64
  %5 = load i64, ptr %s, align 8
  %add = add nsw i64 %5, %conv
  store i64 %add, ptr %s, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load i64, ptr %s, align 8
  ret i64 %7
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
