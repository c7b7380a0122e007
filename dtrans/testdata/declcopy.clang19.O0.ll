; ModuleID = 'declcopy.c'
source_filename = "declcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { i64, [4 x i64], [4 x i64], i32, [2 x i32] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @state_create() #0 {
entry:
  %call = call ptr @state_malloc(i64 noundef 88)
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @state_malloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %0) #5
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @state_free(ptr noundef %sp) #0 {
entry:
  %sp.addr = alloca ptr, align 8
  store ptr %sp, ptr %sp.addr, align 8
  %0 = load ptr, ptr %sp.addr, align 8
  call void @state_release(ptr noundef %0)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @state_release(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  call void @free(ptr noundef %0) #6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @state_reset(ptr noundef %sp, i64 noundef %seed) #0 {
entry:
  %sp.addr = alloca ptr, align 8
  %seed.addr = alloca i64, align 8
  %s = alloca %struct.state, align 8
  store ptr %sp, ptr %sp.addr, align 8
  store i64 %seed, ptr %seed.addr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %s, i8 0, i64 88, i1 false)
  %0 = load i64, ptr %seed.addr, align 8
  %add = add i64 %0, 1
  %v = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 1
  %arrayidx = getelementptr inbounds [4 x i64], ptr %v, i64 0, i64 0
  store i64 %add, ptr %arrayidx, align 8
  %1 = load i64, ptr %seed.addr, align 8
  %add1 = add i64 %1, 2
  %v2 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 1
  %arrayidx3 = getelementptr inbounds [4 x i64], ptr %v2, i64 0, i64 1
  store i64 %add1, ptr %arrayidx3, align 8
  %2 = load i64, ptr %seed.addr, align 8
  %v4 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 1
  %arrayidx5 = getelementptr inbounds [4 x i64], ptr %v4, i64 0, i64 2
  store i64 %2, ptr %arrayidx5, align 8
  %3 = load i64, ptr %seed.addr, align 8
  %sub = sub i64 %3, 1
  %v6 = getelementptr inbounds %struct.state, ptr %s, i32 0, i32 1
  %arrayidx7 = getelementptr inbounds [4 x i64], ptr %v6, i64 0, i64 3
  store i64 %sub, ptr %arrayidx7, align 8
  %4 = load ptr, ptr %sp.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %s, i64 80, i1 false)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %sp = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call ptr @state_create()
  store ptr %call, ptr %sp, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %sp, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %sp, align 8
  %3 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %3 to i64
  %call1 = call i32 @state_reset(ptr noundef %2, i64 noundef %conv)
  %4 = load ptr, ptr %sp, align 8
  %call2 = call i32 @state_free(ptr noundef %4)
  store i32 %call2, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load i32, ptr %retval, align 4
  ret i32 %5
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
