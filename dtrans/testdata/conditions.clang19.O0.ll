; ModuleID = 'conditions.c'
source_filename = "conditions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GI = type { i32, i32 }
%struct.Vol = type { i32, i32 }
%struct.FAT = type { i32, i32 }
%struct.Outer = type { i64, %struct.Inner }
%struct.Inner = type { i32, i32 }
%struct.MemOK = type { i64, i64 }
%struct.Ptr = type { i32, i32 }
%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.GZ = type { i32, i32 }
%struct.Clean = type { i32, i64, ptr }
%struct.CastA = type { i32, i32 }
%struct.CastB = type { double, i64 }
%struct.GP = type { i32, i32 }
%struct.MemBad = type { i64, i64, i64 }
%struct.Ext = type { i32, i32 }
%struct.Mask = type { i64, i64 }
%struct.Empty = type {}
%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, ptr }

@gi = dso_local global %struct.GI { i32 1, i32 2 }, align 4
@gp = dso_local global ptr null, align 8
@escaped = dso_local global ptr null, align 8
@__const.main.v = private unnamed_addr constant %struct.Vol { i32 1, i32 2 }, align 4
@__const.main.f = private unnamed_addr constant %struct.FAT { i32 3, i32 4 }, align 4
@__const.main.o = private unnamed_addr constant %struct.Outer { i64 5, %struct.Inner { i32 6, i32 7 } }, align 8
@__const.main.m1 = private unnamed_addr constant %struct.MemOK { i64 1, i64 2 }, align 8
@__const.main.p = private unnamed_addr constant %struct.Ptr { i32 8, i32 9 }, align 4
@env = dso_local global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@gz = dso_local global %struct.GZ zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @use_clean(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %a = getelementptr inbounds %struct.Clean, ptr %0, i32 0, i32 0
  store i32 1, ptr %a, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %b = getelementptr inbounds %struct.Clean, ptr %1, i32 0, i32 1
  store i64 2, ptr %b, align 8
  %2 = load ptr, ptr %c.addr, align 8
  %3 = load ptr, ptr %c.addr, align 8
  %next = getelementptr inbounds %struct.Clean, ptr %3, i32 0, i32 2
  store ptr %2, ptr %next, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cast_both(i32 noundef %which) #0 {
entry:
  %which.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  %r = alloca i32, align 4
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  store i32 %which, ptr %which.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 32) #7
  store ptr %call, ptr %p, align 8
  %0 = load i32, ptr %which.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %p, align 8
  store ptr %1, ptr %a, align 8
  %2 = load ptr, ptr %a, align 8
  %x = getelementptr inbounds %struct.CastA, ptr %2, i32 0, i32 0
  store i32 1, ptr %x, align 4
  %3 = load ptr, ptr %a, align 8
  %y = getelementptr inbounds %struct.CastA, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %y, align 4
  store i32 %4, ptr %r, align 4
  br label %if.end

if.else:                                          ; preds = %entry
  %5 = load ptr, ptr %p, align 8
  store ptr %5, ptr %b, align 8
  %6 = load ptr, ptr %b, align 8
  %d = getelementptr inbounds %struct.CastB, ptr %6, i32 0, i32 0
  store double 1.000000e+00, ptr %d, align 8
  %7 = load ptr, ptr %b, align 8
  %e = getelementptr inbounds %struct.CastB, ptr %7, i32 0, i32 1
  %8 = load i64, ptr %e, align 8
  %conv = trunc i64 %8 to i32
  store i32 %conv, ptr %r, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %9 = load ptr, ptr %p, align 8
  call void @free(ptr noundef %9) #8
  %10 = load i32, ptr %r, align 4
  ret i32 %10
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_gp() #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 8) #7
  store ptr %call, ptr @gp, align 8
  %0 = load ptr, ptr @gp, align 8
  %v = getelementptr inbounds %struct.GP, ptr %0, i32 0, i32 0
  store i32 3, ptr %v, align 4
  %1 = load ptr, ptr @gp, align 8
  %w = getelementptr inbounds %struct.GP, ptr %1, i32 0, i32 1
  store i32 4, ptr %w, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @read_vol(ptr noundef %v) #0 {
entry:
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %w = getelementptr inbounds %struct.Vol, ptr %0, i32 0, i32 1
  %1 = load volatile i32, ptr %w, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @take_field(ptr noundef %f) #0 {
entry:
  %f.addr = alloca ptr, align 8
  store ptr %f, ptr %f.addr, align 8
  %0 = load ptr, ptr %f.addr, align 8
  %w = getelementptr inbounds %struct.FAT, ptr %0, i32 0, i32 1
  store ptr %w, ptr @escaped, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @nest(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %k = getelementptr inbounds %struct.Outer, ptr %0, i32 0, i32 0
  %1 = load i64, ptr %k, align 8
  %2 = load ptr, ptr %o.addr, align 8
  %in = getelementptr inbounds %struct.Outer, ptr %2, i32 0, i32 1
  %j = getelementptr inbounds %struct.Inner, ptr %in, i32 0, i32 1
  %3 = load i32, ptr %j, align 4
  %conv = sext i32 %3 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mem_bad(ptr noundef %m) #0 {
entry:
  %m.addr = alloca ptr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 12, i1 false)
  %1 = load ptr, ptr %m.addr, align 8
  %c = getelementptr inbounds %struct.MemBad, ptr %1, i32 0, i32 2
  store i64 1, ptr %c, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mem_ok(ptr noundef %m, ptr noundef %n) #0 {
entry:
  %m.addr = alloca ptr, align 8
  %n.addr = alloca ptr, align 8
  store ptr %m, ptr %m.addr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %1 = load ptr, ptr %n.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ext(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %v = getelementptr inbounds %struct.Ext, ptr %0, i32 0, i32 0
  store i32 1, ptr %v, align 4
  %1 = load ptr, ptr %e.addr, align 8
  call void @external_sink(ptr noundef %1)
  ret void
}

declare void @external_sink(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ptr_bad(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %a = getelementptr inbounds %struct.Ptr, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %a, align 4
  %2 = load ptr, ptr %p.addr, align 8
  %add.ptr = getelementptr inbounds i8, ptr %2, i64 2
  %3 = load i32, ptr %add.ptr, align 4
  %add = add nsw i32 %1, %3
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @aligned(ptr noundef %m) #0 {
entry:
  %m.addr = alloca ptr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %1 = ptrtoint ptr %0 to i64
  %and = and i64 %1, 15
  %cmp = icmp eq i64 %and, 0
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %2 = load ptr, ptr %m.addr, align 8
  %a = getelementptr inbounds %struct.Mask, ptr %2, i32 0, i32 0
  %3 = load i64, ptr %a, align 8
  %tobool = icmp ne i64 %3, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %4 = phi i1 [ false, %entry ], [ %tobool, %land.rhs ]
  %land.ext = zext i1 %4 to i32
  ret i32 %land.ext
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use_empty(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %cmp = icmp ne ptr %0, null
  %conv = zext i1 %cmp to i32
  %conv1 = sext i32 %conv to i64
  ret i64 %conv1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %r = alloca i32, align 4
  %v = alloca %struct.Vol, align 4
  %f = alloca %struct.FAT, align 4
  %o = alloca %struct.Outer, align 8
  %mb = alloca %struct.MemBad, align 8
  %m1 = alloca %struct.MemOK, align 8
  %m2 = alloca %struct.MemOK, align 8
  %e = alloca %struct.Ext, align 4
  %p = alloca %struct.Ptr, align 4
  %mk = alloca ptr, align 8
  %em = alloca %struct.Empty, align 1
  %t = alloca %struct.tm, align 8
  %now = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 24) #7
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %c, align 8
  call void @use_clean(ptr noundef %0)
  %1 = load i32, ptr %argc.addr, align 4
  %call1 = call i32 @cast_both(i32 noundef %1)
  store i32 %call1, ptr %r, align 4
  call void @set_gp()
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %v, ptr align 4 @__const.main.v, i64 8, i1 false)
  %call2 = call i32 @read_vol(ptr noundef %v)
  %2 = load i32, ptr %r, align 4
  %add = add nsw i32 %2, %call2
  store i32 %add, ptr %r, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %f, ptr align 4 @__const.main.f, i64 8, i1 false)
  call void @take_field(ptr noundef %f)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %o, ptr align 8 @__const.main.o, i64 16, i1 false)
  %call3 = call i64 @nest(ptr noundef %o)
  %conv = trunc i64 %call3 to i32
  %3 = load i32, ptr %r, align 4
  %add4 = add nsw i32 %3, %conv
  store i32 %add4, ptr %r, align 4
  call void @mem_bad(ptr noundef %mb)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %m1, ptr align 8 @__const.main.m1, i64 16, i1 false)
  call void @mem_ok(ptr noundef %m2, ptr noundef %m1)
  call void @ext(ptr noundef %e)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr align 4 @__const.main.p, i64 8, i1 false)
  %call5 = call i32 @ptr_bad(ptr noundef %p)
  %4 = load i32, ptr %r, align 4
  %add6 = add nsw i32 %4, %call5
  store i32 %add6, ptr %r, align 4
  %call7 = call noalias ptr @malloc(i64 noundef 16) #7
  store ptr %call7, ptr %mk, align 8
  %5 = load i32, ptr %argc.addr, align 4
  %conv8 = sext i32 %5 to i64
  %6 = load ptr, ptr %mk, align 8
  %a = getelementptr inbounds %struct.Mask, ptr %6, i32 0, i32 0
  store i64 %conv8, ptr %a, align 8
  %7 = load ptr, ptr %mk, align 8
  %call9 = call i32 @aligned(ptr noundef %7)
  %8 = load i32, ptr %r, align 4
  %add10 = add nsw i32 %8, %call9
  store i32 %add10, ptr %r, align 4
  %9 = load ptr, ptr %mk, align 8
  call void @free(ptr noundef %9) #8
  %call11 = call i64 @use_empty(ptr noundef %em)
  %conv12 = trunc i64 %call11 to i32
  %10 = load i32, ptr %r, align 4
  %add13 = add nsw i32 %10, %conv12
  store i32 %add13, ptr %r, align 4
  %11 = load i32, ptr %argc.addr, align 4
  %conv14 = sext i32 %11 to i64
  store i64 %conv14, ptr %now, align 8
  %call15 = call ptr @localtime_r(ptr noundef %now, ptr noundef %t) #8
  %tm_year = getelementptr inbounds %struct.tm, ptr %t, i32 0, i32 5
  %12 = load i32, ptr %tm_year, align 4
  %13 = load i32, ptr %r, align 4
  %add16 = add nsw i32 %13, %12
  store i32 %add16, ptr %r, align 4
  %call17 = call i32 @_setjmp(ptr noundef @env) #9
  %tobool = icmp ne i32 %call17, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 2, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %14 = load i32, ptr @gi, align 4
  %15 = load i32, ptr getelementptr inbounds (%struct.GZ, ptr @gz, i32 0, i32 1), align 4
  %add18 = add nsw i32 %14, %15
  %b = getelementptr inbounds %struct.MemOK, ptr %m2, i32 0, i32 1
  %16 = load i64, ptr %b, align 8
  %conv19 = trunc i64 %16 to i32
  %add20 = add nsw i32 %add18, %conv19
  %17 = load ptr, ptr @escaped, align 8
  %18 = load i32, ptr %17, align 4
  %add21 = add nsw i32 %add20, %18
  %19 = load ptr, ptr %c, align 8
  %b22 = getelementptr inbounds %struct.Clean, ptr %19, i32 0, i32 1
  %20 = load i64, ptr %b22, align 8
  %conv23 = trunc i64 %20 to i32
  %add24 = add nsw i32 %add21, %conv23
  %conv25 = sext i32 %add24 to i64
  %c26 = getelementptr inbounds %struct.MemBad, ptr %mb, i32 0, i32 2
  %21 = load i64, ptr %c26, align 8
  %add27 = add nsw i64 %conv25, %21
  %22 = load i32, ptr %r, align 4
  %conv28 = sext i32 %22 to i64
  %add29 = add nsw i64 %conv28, %add27
  %conv30 = trunc i64 %add29 to i32
  store i32 %conv30, ptr %r, align 4
  %23 = load ptr, ptr %c, align 8
  call void @free(ptr noundef %23) #8
  %24 = load i32, ptr %r, align 4
  store i32 %24, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %25 = load i32, ptr %retval, align 4
  ret i32 %25
}

; Function Attrs: nounwind
declare ptr @localtime_r(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
