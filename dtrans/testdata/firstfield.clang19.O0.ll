; ModuleID = 'firstfield.c'
source_filename = "firstfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Meta = type { %struct.Split, %struct.Split, %struct.Split, i32 }
%struct.Split = type { ptr, i64 }
%struct.Config = type { i32, i32, ptr }
%struct.Holder = type { i32, %union.anon }
%union.anon = type { %struct.HB }
%struct.HB = type { [64 x i16], i64 }
%struct.HA = type { i64, ptr, i32 }
%struct.Hist = type { [256 x i32], i64, double }
%struct.Tab = type { %struct.Vt, i64 }
%struct.Vt = type { ptr, i32 }
%struct.Other = type { i64 }

@meta = dso_local global %struct.Meta zeroinitializer, align 8
@config = dso_local global %struct.Config zeroinitializer, align 8
@cur = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init(ptr noundef %o, ptr noundef %b) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %kind = getelementptr inbounds %struct.Holder, ptr %0, i32 0, i32 0
  store i32 1, ptr %kind, align 8
  %1 = load ptr, ptr %o.addr, align 8
  %u = getelementptr inbounds %struct.Holder, ptr %1, i32 0, i32 1
  %mask = getelementptr inbounds %struct.HA, ptr %u, i32 0, i32 0
  store i64 15, ptr %mask, align 8
  %2 = load ptr, ptr %b.addr, align 8
  %3 = load ptr, ptr %o.addr, align 8
  %u1 = getelementptr inbounds %struct.Holder, ptr %3, i32 0, i32 1
  %buckets = getelementptr inbounds %struct.HA, ptr %u1, i32 0, i32 1
  store ptr %2, ptr %buckets, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lookup(ptr noundef %o, i64 noundef %key) #0 {
entry:
  %h.addr.i6 = alloca ptr, align 8
  %key.addr.i7 = alloca i64, align 8
  %h.addr.i4 = alloca ptr, align 8
  %key.addr.i5 = alloca i64, align 8
  %h.addr.i = alloca ptr, align 8
  %key.addr.i = alloca i64, align 8
  %retval = alloca i32, align 4
  %o.addr = alloca ptr, align 8
  %key.addr = alloca i64, align 8
  %h = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  store i64 %key, ptr %key.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %u = getelementptr inbounds %struct.Holder, ptr %0, i32 0, i32 1
  store ptr %u, ptr %h, align 8
  %1 = load ptr, ptr %o.addr, align 8
  %kind = getelementptr inbounds %struct.Holder, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %kind, align 8
  %cmp = icmp eq i32 %2, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %h, align 8
  %4 = load i64, ptr %key.addr, align 8
  store ptr %3, ptr %h.addr.i, align 8
  store i64 %4, ptr %key.addr.i, align 8
  %5 = load ptr, ptr %h.addr.i, align 8
  %buckets.i = getelementptr inbounds %struct.HA, ptr %5, i32 0, i32 1
  %6 = load ptr, ptr %buckets.i, align 8
  %7 = load ptr, ptr %h.addr.i, align 8
  %8 = load i64, ptr %key.addr.i, align 8
  store ptr %7, ptr %h.addr.i4, align 8
  store i64 %8, ptr %key.addr.i5, align 8
  %9 = load i64, ptr %key.addr.i5, align 8
  %10 = load ptr, ptr %h.addr.i4, align 8
  %11 = load i64, ptr %10, align 8
  %and.i = and i64 %9, %11
  %arrayidx.i = getelementptr inbounds i32, ptr %6, i64 %and.i
  %12 = load i32, ptr %arrayidx.i, align 4
  %13 = load ptr, ptr %h, align 8
  %14 = load i64, ptr %key.addr, align 8
  store ptr %13, ptr %h.addr.i6, align 8
  store i64 %14, ptr %key.addr.i7, align 8
  %15 = load i64, ptr %key.addr.i7, align 8
  %16 = load ptr, ptr %h.addr.i6, align 8
  %17 = load i64, ptr %16, align 8
  %and.i8 = and i64 %15, %17
  %conv = trunc i64 %and.i8 to i32
  %add = add nsw i32 %12, %conv
  store i32 %add, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %18 = load ptr, ptr %o.addr, align 8
  %u2 = getelementptr inbounds %struct.Holder, ptr %18, i32 0, i32 1
  %tab = getelementptr inbounds %struct.HB, ptr %u2, i32 0, i32 0
  %19 = load i64, ptr %key.addr, align 8
  %and = and i64 %19, 63
  %arrayidx = getelementptr inbounds [64 x i16], ptr %tab, i64 0, i64 %and
  %20 = load i16, ptr %arrayidx, align 2
  %conv3 = sext i16 %20 to i32
  store i32 %conv3, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %21 = load i32, ptr %retval, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @count(ptr noundef %hs, i32 noundef %n) #0 {
entry:
  %h.addr.i = alloca ptr, align 8
  %hs.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i64, align 8
  %i = alloca i32, align 4
  store ptr %hs, ptr %hs.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i64 0, ptr %t, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %hs.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.Hist, ptr %2, i64 %idxprom
  store ptr %arrayidx, ptr %h.addr.i, align 8
  %4 = load ptr, ptr %h.addr.i, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 1024, i1 false)
  %5 = load ptr, ptr %h.addr.i, align 8
  %total.i = getelementptr inbounds %struct.Hist, ptr %5, i32 0, i32 1
  store i64 0, ptr %total.i, align 8
  %6 = load ptr, ptr %hs.addr, align 8
  %7 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %7 to i64
  %arrayidx2 = getelementptr inbounds %struct.Hist, ptr %6, i64 %idxprom1
  %total = getelementptr inbounds %struct.Hist, ptr %arrayidx2, i32 0, i32 1
  %8 = load i64, ptr %total, align 8
  %9 = load i64, ptr %t, align 8
  %add = add nsw i64 %9, %8
  store i64 %add, ptr %t, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load i32, ptr %i, align 4
  %inc = add nsw i32 %10, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %11 = load i64, ptr %t, align 8
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reset(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %n = getelementptr inbounds %struct.Split, ptr %0, i32 0, i32 1
  store i64 0, ptr %n, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reset_all() #0 {
entry:
  call void @reset(ptr noundef @meta)
  call void @reset(ptr noundef getelementptr inbounds (%struct.Meta, ptr @meta, i32 0, i32 1))
  call void @reset(ptr noundef getelementptr inbounds (%struct.Meta, ptr @meta, i32 0, i32 2))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pick(i32 noundef %k, ptr noundef %o) #0 {
entry:
  %k.addr = alloca i32, align 4
  %o.addr = alloca ptr, align 8
  store i32 %k, ptr %k.addr, align 4
  store ptr %o, ptr %o.addr, align 8
  %0 = load i32, ptr %k.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = load ptr, ptr %o.addr, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ @config, %cond.true ], [ %1, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setstat(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  store i32 %0, ptr @config, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @getstat() #0 {
entry:
  %0 = load i32, ptr @config, align 8
  ret i32 %0
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @connect(ptr noundef %t, ptr noundef %pp) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %pp.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %pp, ptr %pp.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %1 = load ptr, ptr %pp.addr, align 8
  store ptr %0, ptr %1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @connect2(ptr noundef %t, ptr noundef %pp) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %pp.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %pp, ptr %pp.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %base = getelementptr inbounds %struct.Tab, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %pp.addr, align 8
  store ptr %base, ptr %1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @rows(ptr noundef %v) #0 {
entry:
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %rows = getelementptr inbounds %struct.Tab, ptr %0, i32 0, i32 1
  %1 = load i64, ptr %rows, align 8
  %2 = load ptr, ptr %v.addr, align 8
  %nref = getelementptr inbounds %struct.Vt, ptr %2, i32 0, i32 1
  %3 = load i32, ptr %nref, align 8
  %conv = sext i32 %3 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  %b = alloca ptr, align 8
  %r = alloca i32, align 4
  %hs = alloca ptr, align 8
  %other = alloca %struct.Other, align 8
  %t = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 144) #5
  store ptr %call, ptr %o, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 16, i64 noundef 4) #6
  store ptr %call1, ptr %b, align 8
  %1 = load ptr, ptr %o, align 8
  %2 = load ptr, ptr %b, align 8
  call void @init(ptr noundef %1, ptr noundef %2)
  %3 = load ptr, ptr %o, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %4 to i64
  %call2 = call i32 @lookup(ptr noundef %3, i64 noundef %conv)
  store i32 %call2, ptr %r, align 4
  %call3 = call noalias ptr @malloc(i64 noundef 4160) #5
  store ptr %call3, ptr %hs, align 8
  %5 = load ptr, ptr %hs, align 8
  %call4 = call i64 @count(ptr noundef %5, i32 noundef 4)
  %conv5 = trunc i64 %call4 to i32
  %6 = load i32, ptr %r, align 4
  %add = add nsw i32 %6, %conv5
  store i32 %add, ptr %r, align 4
  call void @reset_all()
  %7 = load i64, ptr getelementptr inbounds (%struct.Split, ptr getelementptr inbounds (%struct.Meta, ptr @meta, i32 0, i32 1), i32 0, i32 1), align 8
  %conv6 = trunc i64 %7 to i32
  %8 = load i32, ptr %r, align 4
  %add7 = add nsw i32 %8, %conv6
  store i32 %add7, ptr %r, align 4
  %a = getelementptr inbounds %struct.Other, ptr %other, i32 0, i32 0
  %9 = load i32, ptr %argc.addr, align 4
  %conv8 = sext i32 %9 to i64
  store i64 %conv8, ptr %a, align 8
  %10 = load i32, ptr %argc.addr, align 4
  call void @setstat(i32 noundef %10)
  %call9 = call i32 @getstat()
  %11 = load i32, ptr %argc.addr, align 4
  %call10 = call ptr @pick(i32 noundef %11, ptr noundef %other)
  %cmp = icmp eq ptr %call10, %other
  %conv11 = zext i1 %cmp to i32
  %add12 = add nsw i32 %call9, %conv11
  %12 = load i32, ptr %r, align 4
  %add13 = add nsw i32 %12, %add12
  store i32 %add13, ptr %r, align 4
  %call14 = call noalias ptr @calloc(i64 noundef 2, i64 noundef 24) #6
  store ptr %call14, ptr %t, align 8
  %13 = load i32, ptr %argc.addr, align 4
  %conv15 = sext i32 %13 to i64
  %14 = load ptr, ptr %t, align 8
  %arrayidx = getelementptr inbounds %struct.Tab, ptr %14, i64 0
  %rows = getelementptr inbounds %struct.Tab, ptr %arrayidx, i32 0, i32 1
  store i64 %conv15, ptr %rows, align 8
  %15 = load ptr, ptr %t, align 8
  call void @connect(ptr noundef %15, ptr noundef @cur)
  %16 = load ptr, ptr @cur, align 8
  %call16 = call i64 @rows(ptr noundef %16)
  %conv17 = trunc i64 %call16 to i32
  %17 = load i32, ptr %r, align 4
  %add18 = add nsw i32 %17, %conv17
  store i32 %add18, ptr %r, align 4
  %18 = load ptr, ptr %t, align 8
  %add.ptr = getelementptr inbounds %struct.Tab, ptr %18, i64 1
  call void @connect2(ptr noundef %add.ptr, ptr noundef @cur)
  %19 = load ptr, ptr @cur, align 8
  %call19 = call i64 @rows(ptr noundef %19)
  %conv20 = trunc i64 %call19 to i32
  %20 = load i32, ptr %r, align 4
  %add21 = add nsw i32 %20, %conv20
  store i32 %add21, ptr %r, align 4
  %21 = load ptr, ptr %t, align 8
  call void @free(ptr noundef %21) #7
  %22 = load ptr, ptr %hs, align 8
  call void @free(ptr noundef %22) #7
  %23 = load ptr, ptr %b, align 8
  call void @free(ptr noundef %23) #7
  %24 = load ptr, ptr %o, align 8
  call void @free(ptr noundef %24) #7
  %25 = load i32, ptr %r, align 4
  ret i32 %25
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }

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
