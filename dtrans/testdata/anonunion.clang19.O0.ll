; ModuleID = 'anonunion.c'
source_filename = "anonunion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hasher = type { %struct.Common, %union.anon }
%struct.Common = type { ptr, i64, i64 }
%union.anon = type { %struct.HB }
%struct.HB = type { ptr, i64, i64 }
%struct.State = type { i64, %struct.Mem, i64, %struct.Hasher, i32 }
%struct.Mem = type { ptr, ptr, ptr }
%struct.HA = type { ptr, ptr }

@spare = internal global %struct.Hasher zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 96) #6
  store ptr %call, ptr %s, align 8
  %1 = load ptr, ptr %s, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %s, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 96, i1 false)
  %3 = load ptr, ptr %s, align 8
  %mem = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 1
  %alloc = getelementptr inbounds %struct.Mem, ptr %mem, i32 0, i32 0
  store ptr @defalloc, ptr %alloc, align 8
  %4 = load ptr, ptr %s, align 8
  %mem1 = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 1
  %release = getelementptr inbounds %struct.Mem, ptr %mem1, i32 0, i32 1
  store ptr @defrelease, ptr %release, align 8
  %5 = load ptr, ptr %s, align 8
  %6 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %6, 1
  %conv = zext i1 %cmp to i32
  call void @encode(ptr noundef %5, i32 noundef %conv)
  %7 = load ptr, ptr %s, align 8
  %hasher = getelementptr inbounds %struct.State, ptr %7, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 @spare, ptr align 8 %hasher, i64 48, i1 false)
  %8 = load i32, ptr %argc.addr, align 4
  call void @prepare(ptr noundef @spare, i32 noundef %8)
  %9 = load i64, ptr getelementptr inbounds (%struct.Common, ptr @spare, i32 0, i32 1), align 8
  %conv2 = trunc i64 %9 to i32
  %10 = load ptr, ptr %s, align 8
  %flags = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 4
  %11 = load i32, ptr %flags, align 8
  %add = add nsw i32 %conv2, %11
  store i32 %add, ptr %r, align 4
  %12 = load ptr, ptr %s, align 8
  %mem3 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 1
  %release4 = getelementptr inbounds %struct.Mem, ptr %mem3, i32 0, i32 1
  %13 = load ptr, ptr %release4, align 8
  %14 = load ptr, ptr %s, align 8
  %mem5 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 1
  %opaque = getelementptr inbounds %struct.Mem, ptr %mem5, i32 0, i32 2
  %15 = load ptr, ptr %opaque, align 8
  %16 = load ptr, ptr %s, align 8
  %mem6 = getelementptr inbounds %struct.State, ptr %16, i32 0, i32 1
  %opaque7 = getelementptr inbounds %struct.Mem, ptr %mem6, i32 0, i32 2
  %17 = load ptr, ptr %opaque7, align 8
  call void %13(ptr noundef %15, ptr noundef %17)
  %18 = load ptr, ptr %s, align 8
  call void @free(ptr noundef %18) #7
  %19 = load i32, ptr %r, align 4
  store i32 %19, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %20 = load i32, ptr %retval, align 4
  ret i32 %20
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @defalloc(ptr noundef %o, i64 noundef %n) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store ptr %o, ptr %o.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %1 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %1) #6
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @defrelease(ptr noundef %o, ptr noundef %p) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  call void @free(ptr noundef %1) #7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @encode(ptr noundef %s, i32 noundef %kind) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %kind.addr = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  store i32 %kind, ptr %kind.addr, align 4
  %0 = load ptr, ptr %s.addr, align 8
  %hasher = getelementptr inbounds %struct.State, ptr %0, i32 0, i32 3
  %1 = load i32, ptr %kind.addr, align 4
  call void @prepare(ptr noundef %hasher, i32 noundef %1)
  %2 = load ptr, ptr %s.addr, align 8
  %hasher1 = getelementptr inbounds %struct.State, ptr %2, i32 0, i32 3
  %common = getelementptr inbounds %struct.Hasher, ptr %hasher1, i32 0, i32 0
  %size = getelementptr inbounds %struct.Common, ptr %common, i32 0, i32 1
  %3 = load i64, ptr %size, align 8
  %4 = load ptr, ptr %s.addr, align 8
  %pos = getelementptr inbounds %struct.State, ptr %4, i32 0, i32 2
  %5 = load i64, ptr %pos, align 8
  %add = add nsw i64 %5, %3
  store i64 %add, ptr %pos, align 8
  %6 = load i32, ptr %kind.addr, align 4
  %7 = load ptr, ptr %s.addr, align 8
  %flags = getelementptr inbounds %struct.State, ptr %7, i32 0, i32 4
  %8 = load i32, ptr %flags, align 8
  %or = or i32 %8, %6
  store i32 %or, ptr %flags, align 8
  %9 = load ptr, ptr %s.addr, align 8
  %mem = getelementptr inbounds %struct.State, ptr %9, i32 0, i32 1
  %alloc = getelementptr inbounds %struct.Mem, ptr %mem, i32 0, i32 0
  %10 = load ptr, ptr %alloc, align 8
  %11 = load ptr, ptr %s.addr, align 8
  %mem2 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 1
  %opaque = getelementptr inbounds %struct.Mem, ptr %mem2, i32 0, i32 2
  %12 = load ptr, ptr %opaque, align 8
  %call = call ptr %10(ptr noundef %12, i64 noundef 8)
  %13 = load ptr, ptr %s.addr, align 8
  %mem3 = getelementptr inbounds %struct.State, ptr %13, i32 0, i32 1
  %opaque4 = getelementptr inbounds %struct.Mem, ptr %mem3, i32 0, i32 2
  store ptr %call, ptr %opaque4, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @prepare(ptr noundef %h, i32 noundef %kind) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %kind.addr = alloca i32, align 4
  store ptr %h, ptr %h.addr, align 8
  store i32 %kind, ptr %kind.addr, align 4
  %0 = load i32, ptr %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %call = call noalias ptr @calloc(i64 noundef 16, i64 noundef 4) #8
  %1 = load ptr, ptr %h.addr, align 8
  %privat = getelementptr inbounds %struct.Hasher, ptr %1, i32 0, i32 1
  %buckets = getelementptr inbounds %struct.HA, ptr %privat, i32 0, i32 0
  store ptr %call, ptr %buckets, align 8
  %2 = load ptr, ptr %h.addr, align 8
  %privat1 = getelementptr inbounds %struct.Hasher, ptr %2, i32 0, i32 1
  %extra = getelementptr inbounds %struct.HA, ptr %privat1, i32 0, i32 1
  store ptr null, ptr %extra, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %call2 = call noalias ptr @calloc(i64 noundef 16, i64 noundef 2) #8
  %3 = load ptr, ptr %h.addr, align 8
  %privat3 = getelementptr inbounds %struct.Hasher, ptr %3, i32 0, i32 1
  %heads = getelementptr inbounds %struct.HB, ptr %privat3, i32 0, i32 0
  store ptr %call2, ptr %heads, align 8
  %4 = load ptr, ptr %h.addr, align 8
  %privat4 = getelementptr inbounds %struct.Hasher, ptr %4, i32 0, i32 1
  %count = getelementptr inbounds %struct.HB, ptr %privat4, i32 0, i32 1
  store i64 0, ptr %count, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %5 = load ptr, ptr %h.addr, align 8
  %common = getelementptr inbounds %struct.Hasher, ptr %5, i32 0, i32 0
  %size = getelementptr inbounds %struct.Common, ptr %common, i32 0, i32 1
  store i64 16, ptr %size, align 8
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
