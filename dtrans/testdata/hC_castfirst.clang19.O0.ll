; ModuleID = 'hC_castfirst.c'
source_filename = "hC_castfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.memctl = type { ptr, ptr, ptr }
%struct.code = type { %struct.memctl, i32, i32 }
%struct.gctx = type { %struct.memctl }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @mmalloc(i64 noundef %n, ptr noundef %m) #0 {
entry:
  %n.addr = alloca i64, align 8
  %m.addr = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %malloc = getelementptr inbounds %struct.memctl, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %malloc, align 8
  %2 = load i64, ptr %n.addr, align 8
  %3 = load ptr, ptr %m.addr, align 8
  %data = getelementptr inbounds %struct.memctl, ptr %3, i32 0, i32 2
  %4 = load ptr, ptr %data, align 8
  %call = call ptr %1(i64 noundef %2, ptr noundef %4)
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @create_from(ptr noundef %c, ptr noundef %g) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %g.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %g, ptr %g.addr, align 8
  %0 = load ptr, ptr %g.addr, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %c.addr, align 8
  store ptr %1, ptr %g.addr, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %2 = load ptr, ptr %g.addr, align 8
  %3 = load ptr, ptr %c.addr, align 8
  %top = getelementptr inbounds %struct.code, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %top, align 8
  %call = call ptr @create(ptr noundef %2, i32 noundef %4)
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @create(ptr noundef %g, i32 noundef %n) #0 {
entry:
  %g.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  store ptr %g, ptr %g.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 8
  %1 = load ptr, ptr %g.addr, align 8
  %call = call ptr @mmalloc(i64 noundef %mul, ptr noundef %1)
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %g = alloca ptr, align 8
  %p = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 32) #4
  store ptr %call, ptr %c, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 24) #4
  store ptr %call1, ptr %g, align 8
  %0 = load ptr, ptr %c, align 8
  %m = getelementptr inbounds %struct.code, ptr %0, i32 0, i32 0
  %malloc = getelementptr inbounds %struct.memctl, ptr %m, i32 0, i32 0
  store ptr @dmalloc, ptr %malloc, align 8
  %1 = load ptr, ptr %c, align 8
  %m2 = getelementptr inbounds %struct.code, ptr %1, i32 0, i32 0
  %free = getelementptr inbounds %struct.memctl, ptr %m2, i32 0, i32 1
  store ptr @dfree, ptr %free, align 8
  %2 = load ptr, ptr %c, align 8
  %m3 = getelementptr inbounds %struct.code, ptr %2, i32 0, i32 0
  %data = getelementptr inbounds %struct.memctl, ptr %m3, i32 0, i32 2
  store ptr null, ptr %data, align 8
  %3 = load ptr, ptr %g, align 8
  %m4 = getelementptr inbounds %struct.gctx, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %c, align 8
  %m5 = getelementptr inbounds %struct.code, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %m4, ptr align 8 %m5, i64 24, i1 false)
  %5 = load i32, ptr %argc.addr, align 4
  %6 = load ptr, ptr %c, align 8
  %top = getelementptr inbounds %struct.code, ptr %6, i32 0, i32 1
  store i32 %5, ptr %top, align 8
  %7 = load ptr, ptr %c, align 8
  %flags = getelementptr inbounds %struct.code, ptr %7, i32 0, i32 2
  store i32 0, ptr %flags, align 4
  %8 = load ptr, ptr %c, align 8
  %9 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %9, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %10 = load ptr, ptr %g, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %10, %cond.true ], [ null, %cond.false ]
  %call6 = call ptr @create_from(ptr noundef %8, ptr noundef %cond)
  store ptr %call6, ptr %p, align 8
  %11 = load ptr, ptr %p, align 8
  %cmp7 = icmp ne ptr %11, null
  %conv = zext i1 %cmp7 to i32
  ret i32 %conv
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @dmalloc(i64 noundef %n, ptr noundef %d) #0 {
entry:
  %n.addr = alloca i64, align 8
  %d.addr = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %d, ptr %d.addr, align 8
  %0 = load ptr, ptr %d.addr, align 8
  %1 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %1) #4
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dfree(ptr noundef %p, ptr noundef %d) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %d.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store ptr %d, ptr %d.addr, align 8
  %0 = load ptr, ptr %d.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  call void @free(ptr noundef %1) #5
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
