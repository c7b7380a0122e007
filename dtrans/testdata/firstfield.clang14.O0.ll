; ModuleID = 'firstfield.c'
source_filename = "firstfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Meta = type { %struct.Split, %struct.Split, %struct.Split, i32 }
%struct.Split = type { i32*, i64 }
%struct.Config = type { i32, i32, i8* }
%struct.Vt = type { i8*, i32 }
%struct.Holder = type { i32, %union.anon }
%union.anon = type { %struct.HB }
%struct.HB = type { [64 x i16], i64 }
%struct.HA = type { i64, i32*, i32 }
%struct.Hist = type { [256 x i32], i64, double }
%struct.Other = type { i64 }
%struct.Tab = type { %struct.Vt, i64 }

@meta = dso_local global %struct.Meta zeroinitializer, align 8
@config = dso_local global %struct.Config zeroinitializer, align 8
@cur = dso_local global %struct.Vt* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init(%struct.Holder* noundef %o, i32* noundef %b) #0 {
entry:
  %o.addr = alloca %struct.Holder*, align 8
  %b.addr = alloca i32*, align 8
  store %struct.Holder* %o, %struct.Holder** %o.addr, align 8
  store i32* %b, i32** %b.addr, align 8
  %0 = load %struct.Holder*, %struct.Holder** %o.addr, align 8
  %kind = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 0
  store i32 1, i32* %kind, align 8
  %1 = load %struct.Holder*, %struct.Holder** %o.addr, align 8
  %u = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 1
  %a = bitcast %union.anon* %u to %struct.HA*
  %mask = getelementptr inbounds %struct.HA, %struct.HA* %a, i32 0, i32 0
  store i64 15, i64* %mask, align 8
  %2 = load i32*, i32** %b.addr, align 8
  %3 = load %struct.Holder*, %struct.Holder** %o.addr, align 8
  %u1 = getelementptr inbounds %struct.Holder, %struct.Holder* %3, i32 0, i32 1
  %a2 = bitcast %union.anon* %u1 to %struct.HA*
  %buckets = getelementptr inbounds %struct.HA, %struct.HA* %a2, i32 0, i32 1
  store i32* %2, i32** %buckets, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lookup(%struct.Holder* noundef %o, i64 noundef %key) #0 {
entry:
  %h.addr.i6 = alloca %struct.HA*, align 8
  %key.addr.i7 = alloca i64, align 8
  %h.addr.i4 = alloca %struct.HA*, align 8
  %key.addr.i5 = alloca i64, align 8
  %h.addr.i = alloca %struct.HA*, align 8
  %key.addr.i = alloca i64, align 8
  %retval = alloca i32, align 4
  %o.addr = alloca %struct.Holder*, align 8
  %key.addr = alloca i64, align 8
  %h = alloca %struct.HA*, align 8
  store %struct.Holder* %o, %struct.Holder** %o.addr, align 8
  store i64 %key, i64* %key.addr, align 8
  %0 = load %struct.Holder*, %struct.Holder** %o.addr, align 8
  %u = getelementptr inbounds %struct.Holder, %struct.Holder* %0, i32 0, i32 1
  %a = bitcast %union.anon* %u to %struct.HA*
  store %struct.HA* %a, %struct.HA** %h, align 8
  %1 = load %struct.Holder*, %struct.Holder** %o.addr, align 8
  %kind = getelementptr inbounds %struct.Holder, %struct.Holder* %1, i32 0, i32 0
  %2 = load i32, i32* %kind, align 8
  %cmp = icmp eq i32 %2, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load %struct.HA*, %struct.HA** %h, align 8
  %4 = load i64, i64* %key.addr, align 8
  store %struct.HA* %3, %struct.HA** %h.addr.i, align 8
  store i64 %4, i64* %key.addr.i, align 8
  %5 = load %struct.HA*, %struct.HA** %h.addr.i, align 8
  %buckets.i = getelementptr inbounds %struct.HA, %struct.HA* %5, i32 0, i32 1
  %6 = load i32*, i32** %buckets.i, align 8
  %7 = load %struct.HA*, %struct.HA** %h.addr.i, align 8
  %8 = load i64, i64* %key.addr.i, align 8
  store %struct.HA* %7, %struct.HA** %h.addr.i4, align 8
  store i64 %8, i64* %key.addr.i5, align 8
  %9 = load i64, i64* %key.addr.i5, align 8
  %10 = load %struct.HA*, %struct.HA** %h.addr.i4, align 8
  %mask.i = getelementptr inbounds %struct.HA, %struct.HA* %10, i32 0, i32 0
  %11 = load i64, i64* %mask.i, align 8
  %and.i = and i64 %9, %11
  %arrayidx.i = getelementptr inbounds i32, i32* %6, i64 %and.i
  %12 = load i32, i32* %arrayidx.i, align 4
  %13 = load %struct.HA*, %struct.HA** %h, align 8
  %14 = load i64, i64* %key.addr, align 8
  store %struct.HA* %13, %struct.HA** %h.addr.i6, align 8
  store i64 %14, i64* %key.addr.i7, align 8
  %15 = load i64, i64* %key.addr.i7, align 8
  %16 = load %struct.HA*, %struct.HA** %h.addr.i6, align 8
  %mask.i8 = getelementptr inbounds %struct.HA, %struct.HA* %16, i32 0, i32 0
  %17 = load i64, i64* %mask.i8, align 8
  %and.i9 = and i64 %15, %17
  %conv = trunc i64 %and.i9 to i32
  %add = add nsw i32 %12, %conv
  store i32 %add, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %18 = load %struct.Holder*, %struct.Holder** %o.addr, align 8
  %u2 = getelementptr inbounds %struct.Holder, %struct.Holder* %18, i32 0, i32 1
  %b = bitcast %union.anon* %u2 to %struct.HB*
  %tab = getelementptr inbounds %struct.HB, %struct.HB* %b, i32 0, i32 0
  %19 = load i64, i64* %key.addr, align 8
  %and = and i64 %19, 63
  %arrayidx = getelementptr inbounds [64 x i16], [64 x i16]* %tab, i64 0, i64 %and
  %20 = load i16, i16* %arrayidx, align 2
  %conv3 = sext i16 %20 to i32
  store i32 %conv3, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %21 = load i32, i32* %retval, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @count(%struct.Hist* noundef %hs, i32 noundef %n) #0 {
entry:
  %h.addr.i = alloca %struct.Hist*, align 8
  %hs.addr = alloca %struct.Hist*, align 8
  %n.addr = alloca i32, align 4
  %t = alloca i64, align 8
  %i = alloca i32, align 4
  store %struct.Hist* %hs, %struct.Hist** %hs.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i64 0, i64* %t, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.Hist*, %struct.Hist** %hs.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.Hist, %struct.Hist* %2, i64 %idxprom
  store %struct.Hist* %arrayidx, %struct.Hist** %h.addr.i, align 8
  %4 = load %struct.Hist*, %struct.Hist** %h.addr.i, align 8
  %data.i = getelementptr inbounds %struct.Hist, %struct.Hist* %4, i32 0, i32 0
  %arraydecay.i = getelementptr inbounds [256 x i32], [256 x i32]* %data.i, i64 0, i64 0
  %5 = bitcast i32* %arraydecay.i to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %5, i8 0, i64 1024, i1 false) #3
  %6 = load %struct.Hist*, %struct.Hist** %h.addr.i, align 8
  %total.i = getelementptr inbounds %struct.Hist, %struct.Hist* %6, i32 0, i32 1
  store i64 0, i64* %total.i, align 8
  %7 = load %struct.Hist*, %struct.Hist** %hs.addr, align 8
  %8 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %8 to i64
  %arrayidx2 = getelementptr inbounds %struct.Hist, %struct.Hist* %7, i64 %idxprom1
  %total = getelementptr inbounds %struct.Hist, %struct.Hist* %arrayidx2, i32 0, i32 1
  %9 = load i64, i64* %total, align 8
  %10 = load i64, i64* %t, align 8
  %add = add nsw i64 %10, %9
  store i64 %add, i64* %t, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32, i32* %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %12 = load i64, i64* %t, align 8
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reset(%struct.Split* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.Split*, align 8
  store %struct.Split* %s, %struct.Split** %s.addr, align 8
  %0 = load %struct.Split*, %struct.Split** %s.addr, align 8
  %n = getelementptr inbounds %struct.Split, %struct.Split* %0, i32 0, i32 1
  store i64 0, i64* %n, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reset_all() #0 {
entry:
  call void @reset(%struct.Split* noundef getelementptr inbounds (%struct.Meta, %struct.Meta* @meta, i32 0, i32 0))
  call void @reset(%struct.Split* noundef getelementptr inbounds (%struct.Meta, %struct.Meta* @meta, i32 0, i32 1))
  call void @reset(%struct.Split* noundef getelementptr inbounds (%struct.Meta, %struct.Meta* @meta, i32 0, i32 2))
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @pick(i32 noundef %k, %struct.Other* noundef %o) #0 {
entry:
  %k.addr = alloca i32, align 4
  %o.addr = alloca %struct.Other*, align 8
  store i32 %k, i32* %k.addr, align 4
  store %struct.Other* %o, %struct.Other** %o.addr, align 8
  %0 = load i32, i32* %k.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = load %struct.Other*, %struct.Other** %o.addr, align 8
  %2 = bitcast %struct.Other* %1 to i8*
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ bitcast (%struct.Config* @config to i8*), %cond.true ], [ %2, %cond.false ]
  ret i8* %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setstat(i32 noundef %x) #0 {
entry:
  %x.addr = alloca i32, align 4
  store i32 %x, i32* %x.addr, align 4
  %0 = load i32, i32* %x.addr, align 4
  store i32 %0, i32* getelementptr inbounds (%struct.Config, %struct.Config* @config, i32 0, i32 0), align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @getstat() #0 {
entry:
  %0 = load i32, i32* getelementptr inbounds (%struct.Config, %struct.Config* @config, i32 0, i32 0), align 8
  ret i32 %0
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @connect(%struct.Tab* noundef %t, %struct.Vt** noundef %pp) #0 {
entry:
  %t.addr = alloca %struct.Tab*, align 8
  %pp.addr = alloca %struct.Vt**, align 8
  store %struct.Tab* %t, %struct.Tab** %t.addr, align 8
  store %struct.Vt** %pp, %struct.Vt*** %pp.addr, align 8
  %0 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %1 = bitcast %struct.Tab* %0 to %struct.Vt*
  %2 = load %struct.Vt**, %struct.Vt*** %pp.addr, align 8
  store %struct.Vt* %1, %struct.Vt** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @connect2(%struct.Tab* noundef %t, %struct.Vt** noundef %pp) #0 {
entry:
  %t.addr = alloca %struct.Tab*, align 8
  %pp.addr = alloca %struct.Vt**, align 8
  store %struct.Tab* %t, %struct.Tab** %t.addr, align 8
  store %struct.Vt** %pp, %struct.Vt*** %pp.addr, align 8
  %0 = load %struct.Tab*, %struct.Tab** %t.addr, align 8
  %base = getelementptr inbounds %struct.Tab, %struct.Tab* %0, i32 0, i32 0
  %1 = load %struct.Vt**, %struct.Vt*** %pp.addr, align 8
  store %struct.Vt* %base, %struct.Vt** %1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @rows(%struct.Vt* noundef %v) #0 {
entry:
  %v.addr = alloca %struct.Vt*, align 8
  store %struct.Vt* %v, %struct.Vt** %v.addr, align 8
  %0 = load %struct.Vt*, %struct.Vt** %v.addr, align 8
  %1 = bitcast %struct.Vt* %0 to %struct.Tab*
  %rows = getelementptr inbounds %struct.Tab, %struct.Tab* %1, i32 0, i32 1
  %2 = load i64, i64* %rows, align 8
  %3 = load %struct.Vt*, %struct.Vt** %v.addr, align 8
  %nref = getelementptr inbounds %struct.Vt, %struct.Vt* %3, i32 0, i32 1
  %4 = load i32, i32* %nref, align 8
  %conv = sext i32 %4 to i64
  %add = add nsw i64 %2, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %o = alloca %struct.Holder*, align 8
  %b = alloca i32*, align 8
  %r = alloca i32, align 4
  %hs = alloca %struct.Hist*, align 8
  %other = alloca %struct.Other, align 8
  %t = alloca %struct.Tab*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 144) #3
  %1 = bitcast i8* %call to %struct.Holder*
  store %struct.Holder* %1, %struct.Holder** %o, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 16, i64 noundef 4) #3
  %2 = bitcast i8* %call1 to i32*
  store i32* %2, i32** %b, align 8
  %3 = load %struct.Holder*, %struct.Holder** %o, align 8
  %4 = load i32*, i32** %b, align 8
  call void @init(%struct.Holder* noundef %3, i32* noundef %4)
  %5 = load %struct.Holder*, %struct.Holder** %o, align 8
  %6 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %6 to i64
  %call2 = call i32 @lookup(%struct.Holder* noundef %5, i64 noundef %conv)
  store i32 %call2, i32* %r, align 4
  %call3 = call noalias i8* @malloc(i64 noundef 4160) #3
  %7 = bitcast i8* %call3 to %struct.Hist*
  store %struct.Hist* %7, %struct.Hist** %hs, align 8
  %8 = load %struct.Hist*, %struct.Hist** %hs, align 8
  %call4 = call i64 @count(%struct.Hist* noundef %8, i32 noundef 4)
  %conv5 = trunc i64 %call4 to i32
  %9 = load i32, i32* %r, align 4
  %add = add nsw i32 %9, %conv5
  store i32 %add, i32* %r, align 4
  call void @reset_all()
  %10 = load i64, i64* getelementptr inbounds (%struct.Meta, %struct.Meta* @meta, i32 0, i32 1, i32 1), align 8
  %conv6 = trunc i64 %10 to i32
  %11 = load i32, i32* %r, align 4
  %add7 = add nsw i32 %11, %conv6
  store i32 %add7, i32* %r, align 4
  %a = getelementptr inbounds %struct.Other, %struct.Other* %other, i32 0, i32 0
  %12 = load i32, i32* %argc.addr, align 4
  %conv8 = sext i32 %12 to i64
  store i64 %conv8, i64* %a, align 8
  %13 = load i32, i32* %argc.addr, align 4
  call void @setstat(i32 noundef %13)
  %call9 = call i32 @getstat()
  %14 = load i32, i32* %argc.addr, align 4
  %call10 = call i8* @pick(i32 noundef %14, %struct.Other* noundef %other)
  %15 = bitcast %struct.Other* %other to i8*
  %cmp = icmp eq i8* %call10, %15
  %conv11 = zext i1 %cmp to i32
  %add12 = add nsw i32 %call9, %conv11
  %16 = load i32, i32* %r, align 4
  %add13 = add nsw i32 %16, %add12
  store i32 %add13, i32* %r, align 4
  %call14 = call noalias i8* @calloc(i64 noundef 2, i64 noundef 24) #3
  %17 = bitcast i8* %call14 to %struct.Tab*
  store %struct.Tab* %17, %struct.Tab** %t, align 8
  %18 = load i32, i32* %argc.addr, align 4
  %conv15 = sext i32 %18 to i64
  %19 = load %struct.Tab*, %struct.Tab** %t, align 8
  %arrayidx = getelementptr inbounds %struct.Tab, %struct.Tab* %19, i64 0
  %rows = getelementptr inbounds %struct.Tab, %struct.Tab* %arrayidx, i32 0, i32 1
  store i64 %conv15, i64* %rows, align 8
  %20 = load %struct.Tab*, %struct.Tab** %t, align 8
  call void @connect(%struct.Tab* noundef %20, %struct.Vt** noundef @cur)
  %21 = load %struct.Vt*, %struct.Vt** @cur, align 8
  %call16 = call i64 @rows(%struct.Vt* noundef %21)
  %conv17 = trunc i64 %call16 to i32
  %22 = load i32, i32* %r, align 4
  %add18 = add nsw i32 %22, %conv17
  store i32 %add18, i32* %r, align 4
  %23 = load %struct.Tab*, %struct.Tab** %t, align 8
  %add.ptr = getelementptr inbounds %struct.Tab, %struct.Tab* %23, i64 1
  call void @connect2(%struct.Tab* noundef %add.ptr, %struct.Vt** noundef @cur)
  %24 = load %struct.Vt*, %struct.Vt** @cur, align 8
  %call19 = call i64 @rows(%struct.Vt* noundef %24)
  %conv20 = trunc i64 %call19 to i32
  %25 = load i32, i32* %r, align 4
  %add21 = add nsw i32 %25, %conv20
  store i32 %add21, i32* %r, align 4
  %26 = load %struct.Tab*, %struct.Tab** %t, align 8
  %27 = bitcast %struct.Tab* %26 to i8*
  call void @free(i8* noundef %27) #3
  %28 = load %struct.Hist*, %struct.Hist** %hs, align 8
  %29 = bitcast %struct.Hist* %28 to i8*
  call void @free(i8* noundef %29) #3
  %30 = load i32*, i32** %b, align 8
  %31 = bitcast i32* %30 to i8*
  call void @free(i8* noundef %31) #3
  %32 = load %struct.Holder*, %struct.Holder** %o, align 8
  %33 = bitcast %struct.Holder* %32 to i8*
  call void @free(i8* noundef %33) #3
  %34 = load i32, i32* %r, align 4
  ret i32 %34
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind }

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
