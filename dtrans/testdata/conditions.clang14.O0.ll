; ModuleID = 'conditions.c'
source_filename = "conditions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GI = type { i32, i32 }
%struct.GP = type { i32, i32 }
%struct.Vol = type { i32, i32 }
%struct.FAT = type { i32, i32 }
%struct.Outer = type { i64, %struct.Inner }
%struct.Inner = type { i32, i32 }
%struct.MemOK = type { i64, i64 }
%struct.Ptr = type { i32, i32 }
%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.GZ = type { i32, i32 }
%struct.Clean = type { i32, i64, %struct.Clean* }
%struct.CastA = type { i32, i32 }
%struct.CastB = type { double, i64 }
%struct.MemBad = type { i64, i64, i64 }
%struct.Ext = type { i32, i32 }
%struct.Mask = type { i64, i64 }
%struct.Empty = type {}
%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }

@gi = dso_local global %struct.GI { i32 1, i32 2 }, align 4
@gp = dso_local global %struct.GP* null, align 8
@escaped = dso_local global i32* null, align 8
@__const.main.v = private unnamed_addr constant %struct.Vol { i32 1, i32 2 }, align 4
@__const.main.f = private unnamed_addr constant %struct.FAT { i32 3, i32 4 }, align 4
@__const.main.o = private unnamed_addr constant %struct.Outer { i64 5, %struct.Inner { i32 6, i32 7 } }, align 8
@__const.main.m1 = private unnamed_addr constant %struct.MemOK { i64 1, i64 2 }, align 8
@__const.main.p = private unnamed_addr constant %struct.Ptr { i32 8, i32 9 }, align 4
@env = dso_local global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@gz = dso_local global %struct.GZ zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @use_clean(%struct.Clean* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.Clean*, align 8
  store %struct.Clean* %c, %struct.Clean** %c.addr, align 8
  %0 = load %struct.Clean*, %struct.Clean** %c.addr, align 8
  %a = getelementptr inbounds %struct.Clean, %struct.Clean* %0, i32 0, i32 0
  store i32 1, i32* %a, align 8
  %1 = load %struct.Clean*, %struct.Clean** %c.addr, align 8
  %b = getelementptr inbounds %struct.Clean, %struct.Clean* %1, i32 0, i32 1
  store i64 2, i64* %b, align 8
  %2 = load %struct.Clean*, %struct.Clean** %c.addr, align 8
  %3 = load %struct.Clean*, %struct.Clean** %c.addr, align 8
  %next = getelementptr inbounds %struct.Clean, %struct.Clean* %3, i32 0, i32 2
  store %struct.Clean* %2, %struct.Clean** %next, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cast_both(i32 noundef %which) #0 {
entry:
  %which.addr = alloca i32, align 4
  %p = alloca i8*, align 8
  %r = alloca i32, align 4
  %a = alloca %struct.CastA*, align 8
  %b = alloca %struct.CastB*, align 8
  store i32 %which, i32* %which.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 32) #6
  store i8* %call, i8** %p, align 8
  %0 = load i32, i32* %which.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load i8*, i8** %p, align 8
  %2 = bitcast i8* %1 to %struct.CastA*
  store %struct.CastA* %2, %struct.CastA** %a, align 8
  %3 = load %struct.CastA*, %struct.CastA** %a, align 8
  %x = getelementptr inbounds %struct.CastA, %struct.CastA* %3, i32 0, i32 0
  store i32 1, i32* %x, align 4
  %4 = load %struct.CastA*, %struct.CastA** %a, align 8
  %y = getelementptr inbounds %struct.CastA, %struct.CastA* %4, i32 0, i32 1
  %5 = load i32, i32* %y, align 4
  store i32 %5, i32* %r, align 4
  br label %if.end

if.else:                                          ; preds = %entry
  %6 = load i8*, i8** %p, align 8
  %7 = bitcast i8* %6 to %struct.CastB*
  store %struct.CastB* %7, %struct.CastB** %b, align 8
  %8 = load %struct.CastB*, %struct.CastB** %b, align 8
  %d = getelementptr inbounds %struct.CastB, %struct.CastB* %8, i32 0, i32 0
  store double 1.000000e+00, double* %d, align 8
  %9 = load %struct.CastB*, %struct.CastB** %b, align 8
  %e = getelementptr inbounds %struct.CastB, %struct.CastB* %9, i32 0, i32 1
  %10 = load i64, i64* %e, align 8
  %conv = trunc i64 %10 to i32
  store i32 %conv, i32* %r, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %11 = load i8*, i8** %p, align 8
  call void @free(i8* noundef %11) #6
  %12 = load i32, i32* %r, align 4
  ret i32 %12
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_gp() #0 {
entry:
  %call = call noalias i8* @malloc(i64 noundef 8) #6
  %0 = bitcast i8* %call to %struct.GP*
  store %struct.GP* %0, %struct.GP** @gp, align 8
  %1 = load %struct.GP*, %struct.GP** @gp, align 8
  %v = getelementptr inbounds %struct.GP, %struct.GP* %1, i32 0, i32 0
  store i32 3, i32* %v, align 4
  %2 = load %struct.GP*, %struct.GP** @gp, align 8
  %w = getelementptr inbounds %struct.GP, %struct.GP* %2, i32 0, i32 1
  store i32 4, i32* %w, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @read_vol(%struct.Vol* noundef %v) #0 {
entry:
  %v.addr = alloca %struct.Vol*, align 8
  store %struct.Vol* %v, %struct.Vol** %v.addr, align 8
  %0 = load %struct.Vol*, %struct.Vol** %v.addr, align 8
  %w = getelementptr inbounds %struct.Vol, %struct.Vol* %0, i32 0, i32 1
  %1 = load volatile i32, i32* %w, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @take_field(%struct.FAT* noundef %f) #0 {
entry:
  %f.addr = alloca %struct.FAT*, align 8
  store %struct.FAT* %f, %struct.FAT** %f.addr, align 8
  %0 = load %struct.FAT*, %struct.FAT** %f.addr, align 8
  %w = getelementptr inbounds %struct.FAT, %struct.FAT* %0, i32 0, i32 1
  store i32* %w, i32** @escaped, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @nest(%struct.Outer* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.Outer*, align 8
  store %struct.Outer* %o, %struct.Outer** %o.addr, align 8
  %0 = load %struct.Outer*, %struct.Outer** %o.addr, align 8
  %k = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0
  %1 = load i64, i64* %k, align 8
  %2 = load %struct.Outer*, %struct.Outer** %o.addr, align 8
  %in = getelementptr inbounds %struct.Outer, %struct.Outer* %2, i32 0, i32 1
  %j = getelementptr inbounds %struct.Inner, %struct.Inner* %in, i32 0, i32 1
  %3 = load i32, i32* %j, align 4
  %conv = sext i32 %3 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mem_bad(%struct.MemBad* noundef %m) #0 {
entry:
  %m.addr = alloca %struct.MemBad*, align 8
  store %struct.MemBad* %m, %struct.MemBad** %m.addr, align 8
  %0 = load %struct.MemBad*, %struct.MemBad** %m.addr, align 8
  %1 = bitcast %struct.MemBad* %0 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %1, i8 0, i64 12, i1 false)
  %2 = load %struct.MemBad*, %struct.MemBad** %m.addr, align 8
  %c = getelementptr inbounds %struct.MemBad, %struct.MemBad* %2, i32 0, i32 2
  store i64 1, i64* %c, align 8
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mem_ok(%struct.MemOK* noundef %m, %struct.MemOK* noundef %n) #0 {
entry:
  %m.addr = alloca %struct.MemOK*, align 8
  %n.addr = alloca %struct.MemOK*, align 8
  store %struct.MemOK* %m, %struct.MemOK** %m.addr, align 8
  store %struct.MemOK* %n, %struct.MemOK** %n.addr, align 8
  %0 = load %struct.MemOK*, %struct.MemOK** %m.addr, align 8
  %1 = bitcast %struct.MemOK* %0 to i8*
  %2 = load %struct.MemOK*, %struct.MemOK** %n.addr, align 8
  %3 = bitcast %struct.MemOK* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %1, i8* align 8 %3, i64 16, i1 false)
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ext(%struct.Ext* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.Ext*, align 8
  store %struct.Ext* %e, %struct.Ext** %e.addr, align 8
  %0 = load %struct.Ext*, %struct.Ext** %e.addr, align 8
  %v = getelementptr inbounds %struct.Ext, %struct.Ext* %0, i32 0, i32 0
  store i32 1, i32* %v, align 4
  %1 = load %struct.Ext*, %struct.Ext** %e.addr, align 8
  %2 = bitcast %struct.Ext* %1 to i8*
  call void @external_sink(i8* noundef %2)
  ret void
}

declare void @external_sink(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ptr_bad(%struct.Ptr* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.Ptr*, align 8
  store %struct.Ptr* %p, %struct.Ptr** %p.addr, align 8
  %0 = load %struct.Ptr*, %struct.Ptr** %p.addr, align 8
  %a = getelementptr inbounds %struct.Ptr, %struct.Ptr* %0, i32 0, i32 0
  %1 = load i32, i32* %a, align 4
  %2 = load %struct.Ptr*, %struct.Ptr** %p.addr, align 8
  %3 = bitcast %struct.Ptr* %2 to i8*
  %add.ptr = getelementptr inbounds i8, i8* %3, i64 2
  %4 = bitcast i8* %add.ptr to i32*
  %5 = load i32, i32* %4, align 4
  %add = add nsw i32 %1, %5
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @aligned(%struct.Mask* noundef %m) #0 {
entry:
  %m.addr = alloca %struct.Mask*, align 8
  store %struct.Mask* %m, %struct.Mask** %m.addr, align 8
  %0 = load %struct.Mask*, %struct.Mask** %m.addr, align 8
  %1 = ptrtoint %struct.Mask* %0 to i64
  %and = and i64 %1, 15
  %cmp = icmp eq i64 %and, 0
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %2 = load %struct.Mask*, %struct.Mask** %m.addr, align 8
  %a = getelementptr inbounds %struct.Mask, %struct.Mask* %2, i32 0, i32 0
  %3 = load i64, i64* %a, align 8
  %tobool = icmp ne i64 %3, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %4 = phi i1 [ false, %entry ], [ %tobool, %land.rhs ]
  %land.ext = zext i1 %4 to i32
  ret i32 %land.ext
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use_empty(%struct.Empty* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.Empty*, align 8
  store %struct.Empty* %e, %struct.Empty** %e.addr, align 8
  %0 = load %struct.Empty*, %struct.Empty** %e.addr, align 8
  %cmp = icmp ne %struct.Empty* %0, null
  %conv = zext i1 %cmp to i32
  %conv1 = sext i32 %conv to i64
  ret i64 %conv1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.Clean*, align 8
  %r = alloca i32, align 4
  %v = alloca %struct.Vol, align 4
  %f = alloca %struct.FAT, align 4
  %o = alloca %struct.Outer, align 8
  %mb = alloca %struct.MemBad, align 8
  %m1 = alloca %struct.MemOK, align 8
  %m2 = alloca %struct.MemOK, align 8
  %e = alloca %struct.Ext, align 4
  %p = alloca %struct.Ptr, align 4
  %mk = alloca %struct.Mask*, align 8
  %em = alloca %struct.Empty, align 1
  %t = alloca %struct.tm, align 8
  %now = alloca i64, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 24) #6
  %0 = bitcast i8* %call to %struct.Clean*
  store %struct.Clean* %0, %struct.Clean** %c, align 8
  %1 = load %struct.Clean*, %struct.Clean** %c, align 8
  call void @use_clean(%struct.Clean* noundef %1)
  %2 = load i32, i32* %argc.addr, align 4
  %call1 = call i32 @cast_both(i32 noundef %2)
  store i32 %call1, i32* %r, align 4
  call void @set_gp()
  %3 = bitcast %struct.Vol* %v to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %3, i8* align 4 bitcast (%struct.Vol* @__const.main.v to i8*), i64 8, i1 false)
  %call2 = call i32 @read_vol(%struct.Vol* noundef %v)
  %4 = load i32, i32* %r, align 4
  %add = add nsw i32 %4, %call2
  store i32 %add, i32* %r, align 4
  %5 = bitcast %struct.FAT* %f to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %5, i8* align 4 bitcast (%struct.FAT* @__const.main.f to i8*), i64 8, i1 false)
  call void @take_field(%struct.FAT* noundef %f)
  %6 = bitcast %struct.Outer* %o to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %6, i8* align 8 bitcast (%struct.Outer* @__const.main.o to i8*), i64 16, i1 false)
  %call3 = call i64 @nest(%struct.Outer* noundef %o)
  %conv = trunc i64 %call3 to i32
  %7 = load i32, i32* %r, align 4
  %add4 = add nsw i32 %7, %conv
  store i32 %add4, i32* %r, align 4
  call void @mem_bad(%struct.MemBad* noundef %mb)
  %8 = bitcast %struct.MemOK* %m1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 bitcast (%struct.MemOK* @__const.main.m1 to i8*), i64 16, i1 false)
  call void @mem_ok(%struct.MemOK* noundef %m2, %struct.MemOK* noundef %m1)
  call void @ext(%struct.Ext* noundef %e)
  %9 = bitcast %struct.Ptr* %p to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %9, i8* align 4 bitcast (%struct.Ptr* @__const.main.p to i8*), i64 8, i1 false)
  %call5 = call i32 @ptr_bad(%struct.Ptr* noundef %p)
  %10 = load i32, i32* %r, align 4
  %add6 = add nsw i32 %10, %call5
  store i32 %add6, i32* %r, align 4
  %call7 = call noalias i8* @malloc(i64 noundef 16) #6
  %11 = bitcast i8* %call7 to %struct.Mask*
  store %struct.Mask* %11, %struct.Mask** %mk, align 8
  %12 = load i32, i32* %argc.addr, align 4
  %conv8 = sext i32 %12 to i64
  %13 = load %struct.Mask*, %struct.Mask** %mk, align 8
  %a = getelementptr inbounds %struct.Mask, %struct.Mask* %13, i32 0, i32 0
  store i64 %conv8, i64* %a, align 8
  %14 = load %struct.Mask*, %struct.Mask** %mk, align 8
  %call9 = call i32 @aligned(%struct.Mask* noundef %14)
  %15 = load i32, i32* %r, align 4
  %add10 = add nsw i32 %15, %call9
  store i32 %add10, i32* %r, align 4
  %16 = load %struct.Mask*, %struct.Mask** %mk, align 8
  %17 = bitcast %struct.Mask* %16 to i8*
  call void @free(i8* noundef %17) #6
  %call11 = call i64 @use_empty(%struct.Empty* noundef %em)
  %conv12 = trunc i64 %call11 to i32
  %18 = load i32, i32* %r, align 4
  %add13 = add nsw i32 %18, %conv12
  store i32 %add13, i32* %r, align 4
  %19 = load i32, i32* %argc.addr, align 4
  %conv14 = sext i32 %19 to i64
  store i64 %conv14, i64* %now, align 8
  %call15 = call %struct.tm* @localtime_r(i64* noundef %now, %struct.tm* noundef %t) #6
  %tm_year = getelementptr inbounds %struct.tm, %struct.tm* %t, i32 0, i32 5
  %20 = load i32, i32* %tm_year, align 4
  %21 = load i32, i32* %r, align 4
  %add16 = add nsw i32 %21, %20
  store i32 %add16, i32* %r, align 4
  %call17 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @env, i64 0, i64 0)) #7
  %tobool = icmp ne i32 %call17, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 2, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %22 = load i32, i32* getelementptr inbounds (%struct.GI, %struct.GI* @gi, i32 0, i32 0), align 4
  %23 = load i32, i32* getelementptr inbounds (%struct.GZ, %struct.GZ* @gz, i32 0, i32 1), align 4
  %add18 = add nsw i32 %22, %23
  %b = getelementptr inbounds %struct.MemOK, %struct.MemOK* %m2, i32 0, i32 1
  %24 = load i64, i64* %b, align 8
  %conv19 = trunc i64 %24 to i32
  %add20 = add nsw i32 %add18, %conv19
  %25 = load i32*, i32** @escaped, align 8
  %26 = load i32, i32* %25, align 4
  %add21 = add nsw i32 %add20, %26
  %27 = load %struct.Clean*, %struct.Clean** %c, align 8
  %b22 = getelementptr inbounds %struct.Clean, %struct.Clean* %27, i32 0, i32 1
  %28 = load i64, i64* %b22, align 8
  %conv23 = trunc i64 %28 to i32
  %add24 = add nsw i32 %add21, %conv23
  %conv25 = sext i32 %add24 to i64
  %c26 = getelementptr inbounds %struct.MemBad, %struct.MemBad* %mb, i32 0, i32 2
  %29 = load i64, i64* %c26, align 8
  %add27 = add nsw i64 %conv25, %29
  %30 = load i32, i32* %r, align 4
  %conv28 = sext i32 %30 to i64
  %add29 = add nsw i64 %conv28, %add27
  %conv30 = trunc i64 %add29 to i32
  store i32 %conv30, i32* %r, align 4
  %31 = load %struct.Clean*, %struct.Clean** %c, align 8
  %32 = bitcast %struct.Clean* %31 to i8*
  call void @free(i8* noundef %32) #6
  %33 = load i32, i32* %r, align 4
  store i32 %33, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %34 = load i32, i32* %retval, align 4
  ret i32 %34
}

; Function Attrs: nounwind
declare %struct.tm* @localtime_r(i64* noundef, %struct.tm* noundef) #1

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
