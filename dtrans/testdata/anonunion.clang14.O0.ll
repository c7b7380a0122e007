; ModuleID = 'anonunion.c'
source_filename = "anonunion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hasher = type { %struct.Common, %union.anon }
%struct.Common = type { i8*, i64, i64 }
%union.anon = type { %struct.HB }
%struct.HB = type { i16*, i64, i64 }
%struct.State = type { i64, %struct.Mem, i64, %struct.Hasher, i32 }
%struct.Mem = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.HA = type { i32*, i32* }

@spare = internal global %struct.Hasher zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s = alloca %struct.State*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 96) #4
  %1 = bitcast i8* %call to %struct.State*
  store %struct.State* %1, %struct.State** %s, align 8
  %2 = load %struct.State*, %struct.State** %s, align 8
  %tobool = icmp ne %struct.State* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load %struct.State*, %struct.State** %s, align 8
  %4 = bitcast %struct.State* %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %4, i8 0, i64 96, i1 false)
  %5 = load %struct.State*, %struct.State** %s, align 8
  %mem = getelementptr inbounds %struct.State, %struct.State* %5, i32 0, i32 1
  %alloc = getelementptr inbounds %struct.Mem, %struct.Mem* %mem, i32 0, i32 0
  store i8* (i8*, i64)* @defalloc, i8* (i8*, i64)** %alloc, align 8
  %6 = load %struct.State*, %struct.State** %s, align 8
  %mem1 = getelementptr inbounds %struct.State, %struct.State* %6, i32 0, i32 1
  %release = getelementptr inbounds %struct.Mem, %struct.Mem* %mem1, i32 0, i32 1
  store void (i8*, i8*)* @defrelease, void (i8*, i8*)** %release, align 8
  %7 = load %struct.State*, %struct.State** %s, align 8
  %8 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %8, 1
  %conv = zext i1 %cmp to i32
  call void @encode(%struct.State* noundef %7, i32 noundef %conv)
  %9 = load %struct.State*, %struct.State** %s, align 8
  %hasher = getelementptr inbounds %struct.State, %struct.State* %9, i32 0, i32 3
  %10 = bitcast %struct.Hasher* %hasher to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 bitcast (%struct.Hasher* @spare to i8*), i8* align 8 %10, i64 48, i1 false)
  %11 = load i32, i32* %argc.addr, align 4
  call void @prepare(%struct.Hasher* noundef @spare, i32 noundef %11)
  %12 = load i64, i64* getelementptr inbounds (%struct.Hasher, %struct.Hasher* @spare, i32 0, i32 0, i32 1), align 8
  %conv2 = trunc i64 %12 to i32
  %13 = load %struct.State*, %struct.State** %s, align 8
  %flags = getelementptr inbounds %struct.State, %struct.State* %13, i32 0, i32 4
  %14 = load i32, i32* %flags, align 8
  %add = add nsw i32 %conv2, %14
  store i32 %add, i32* %r, align 4
  %15 = load %struct.State*, %struct.State** %s, align 8
  %mem3 = getelementptr inbounds %struct.State, %struct.State* %15, i32 0, i32 1
  %release4 = getelementptr inbounds %struct.Mem, %struct.Mem* %mem3, i32 0, i32 1
  %16 = load void (i8*, i8*)*, void (i8*, i8*)** %release4, align 8
  %17 = load %struct.State*, %struct.State** %s, align 8
  %mem5 = getelementptr inbounds %struct.State, %struct.State* %17, i32 0, i32 1
  %opaque = getelementptr inbounds %struct.Mem, %struct.Mem* %mem5, i32 0, i32 2
  %18 = load i8*, i8** %opaque, align 8
  %19 = load %struct.State*, %struct.State** %s, align 8
  %mem6 = getelementptr inbounds %struct.State, %struct.State* %19, i32 0, i32 1
  %opaque7 = getelementptr inbounds %struct.Mem, %struct.Mem* %mem6, i32 0, i32 2
  %20 = load i8*, i8** %opaque7, align 8
  call void %16(i8* noundef %18, i8* noundef %20)
  %21 = load %struct.State*, %struct.State** %s, align 8
  %22 = bitcast %struct.State* %21 to i8*
  call void @free(i8* noundef %22) #4
  %23 = load i32, i32* %r, align 4
  store i32 %23, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %24 = load i32, i32* %retval, align 4
  ret i32 %24
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @defalloc(i8* noundef %o, i64 noundef %n) #0 {
entry:
  %o.addr = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  store i8* %o, i8** %o.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i8*, i8** %o.addr, align 8
  %1 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %1) #4
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @defrelease(i8* noundef %o, i8* noundef %p) #0 {
entry:
  %o.addr = alloca i8*, align 8
  %p.addr = alloca i8*, align 8
  store i8* %o, i8** %o.addr, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %o.addr, align 8
  %1 = load i8*, i8** %p.addr, align 8
  call void @free(i8* noundef %1) #4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @encode(%struct.State* noundef %s, i32 noundef %kind) #0 {
entry:
  %s.addr = alloca %struct.State*, align 8
  %kind.addr = alloca i32, align 4
  store %struct.State* %s, %struct.State** %s.addr, align 8
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load %struct.State*, %struct.State** %s.addr, align 8
  %hasher = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 3
  %1 = load i32, i32* %kind.addr, align 4
  call void @prepare(%struct.Hasher* noundef %hasher, i32 noundef %1)
  %2 = load %struct.State*, %struct.State** %s.addr, align 8
  %hasher1 = getelementptr inbounds %struct.State, %struct.State* %2, i32 0, i32 3
  %common = getelementptr inbounds %struct.Hasher, %struct.Hasher* %hasher1, i32 0, i32 0
  %size = getelementptr inbounds %struct.Common, %struct.Common* %common, i32 0, i32 1
  %3 = load i64, i64* %size, align 8
  %4 = load %struct.State*, %struct.State** %s.addr, align 8
  %pos = getelementptr inbounds %struct.State, %struct.State* %4, i32 0, i32 2
  %5 = load i64, i64* %pos, align 8
  %add = add nsw i64 %5, %3
  store i64 %add, i64* %pos, align 8
  %6 = load i32, i32* %kind.addr, align 4
  %7 = load %struct.State*, %struct.State** %s.addr, align 8
  %flags = getelementptr inbounds %struct.State, %struct.State* %7, i32 0, i32 4
  %8 = load i32, i32* %flags, align 8
  %or = or i32 %8, %6
  store i32 %or, i32* %flags, align 8
  %9 = load %struct.State*, %struct.State** %s.addr, align 8
  %mem = getelementptr inbounds %struct.State, %struct.State* %9, i32 0, i32 1
  %alloc = getelementptr inbounds %struct.Mem, %struct.Mem* %mem, i32 0, i32 0
  %10 = load i8* (i8*, i64)*, i8* (i8*, i64)** %alloc, align 8
  %11 = load %struct.State*, %struct.State** %s.addr, align 8
  %mem2 = getelementptr inbounds %struct.State, %struct.State* %11, i32 0, i32 1
  %opaque = getelementptr inbounds %struct.Mem, %struct.Mem* %mem2, i32 0, i32 2
  %12 = load i8*, i8** %opaque, align 8
  %call = call i8* %10(i8* noundef %12, i64 noundef 8)
  %13 = load %struct.State*, %struct.State** %s.addr, align 8
  %mem3 = getelementptr inbounds %struct.State, %struct.State* %13, i32 0, i32 1
  %opaque4 = getelementptr inbounds %struct.Mem, %struct.Mem* %mem3, i32 0, i32 2
  store i8* %call, i8** %opaque4, align 8
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @prepare(%struct.Hasher* noundef %h, i32 noundef %kind) #0 {
entry:
  %h.addr = alloca %struct.Hasher*, align 8
  %kind.addr = alloca i32, align 4
  store %struct.Hasher* %h, %struct.Hasher** %h.addr, align 8
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %call = call noalias i8* @calloc(i64 noundef 16, i64 noundef 4) #4
  %1 = bitcast i8* %call to i32*
  %2 = load %struct.Hasher*, %struct.Hasher** %h.addr, align 8
  %privat = getelementptr inbounds %struct.Hasher, %struct.Hasher* %2, i32 0, i32 1
  %a = bitcast %union.anon* %privat to %struct.HA*
  %buckets = getelementptr inbounds %struct.HA, %struct.HA* %a, i32 0, i32 0
  store i32* %1, i32** %buckets, align 8
  %3 = load %struct.Hasher*, %struct.Hasher** %h.addr, align 8
  %privat1 = getelementptr inbounds %struct.Hasher, %struct.Hasher* %3, i32 0, i32 1
  %a2 = bitcast %union.anon* %privat1 to %struct.HA*
  %extra = getelementptr inbounds %struct.HA, %struct.HA* %a2, i32 0, i32 1
  store i32* null, i32** %extra, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %call3 = call noalias i8* @calloc(i64 noundef 16, i64 noundef 2) #4
  %4 = bitcast i8* %call3 to i16*
  %5 = load %struct.Hasher*, %struct.Hasher** %h.addr, align 8
  %privat4 = getelementptr inbounds %struct.Hasher, %struct.Hasher* %5, i32 0, i32 1
  %b = bitcast %union.anon* %privat4 to %struct.HB*
  %heads = getelementptr inbounds %struct.HB, %struct.HB* %b, i32 0, i32 0
  store i16* %4, i16** %heads, align 8
  %6 = load %struct.Hasher*, %struct.Hasher** %h.addr, align 8
  %privat5 = getelementptr inbounds %struct.Hasher, %struct.Hasher* %6, i32 0, i32 1
  %b6 = bitcast %union.anon* %privat5 to %struct.HB*
  %count = getelementptr inbounds %struct.HB, %struct.HB* %b6, i32 0, i32 1
  store i64 0, i64* %count, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %7 = load %struct.Hasher*, %struct.Hasher** %h.addr, align 8
  %common = getelementptr inbounds %struct.Hasher, %struct.Hasher* %7, i32 0, i32 0
  %size = getelementptr inbounds %struct.Common, %struct.Common* %common, i32 0, i32 1
  store i64 16, i64* %size, align 8
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
