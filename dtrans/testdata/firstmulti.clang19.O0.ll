; ModuleID = 'firstmulti.c'
source_filename = "firstmulti.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.gctx = type { %struct.memctl }
%struct.memctl = type { ptr, ptr, ptr }
%struct.mdata = type { %struct.memctl, i32, [4 x i64] }
%struct.cctx = type { %struct.memctl, i32, i32 }
%struct.code = type { %struct.memctl, i64, i32 }
%struct.mctx = type { %struct.memctl, i32, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @mdata_create(ptr noundef %g) #0 {
entry:
  %retval = alloca ptr, align 8
  %g.addr = alloca ptr, align 8
  %md = alloca ptr, align 8
  store ptr %g, ptr %g.addr, align 8
  %0 = load ptr, ptr %g.addr, align 8
  %memctl = getelementptr inbounds %struct.gctx, ptr %0, i32 0, i32 0
  %call = call ptr @ctl_malloc(i64 noundef 64, ptr noundef %memctl)
  store ptr %call, ptr %md, align 8
  %1 = load ptr, ptr %md, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %md, align 8
  %memctl1 = getelementptr inbounds %struct.mdata, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %g.addr, align 8
  %memctl2 = getelementptr inbounds %struct.gctx, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %memctl1, ptr align 8 %memctl2, i64 24, i1 false)
  %4 = load ptr, ptr %md, align 8
  %n = getelementptr inbounds %struct.mdata, ptr %4, i32 0, i32 1
  store i32 2, ptr %n, align 8
  %5 = load ptr, ptr %md, align 8
  %ovector = getelementptr inbounds %struct.mdata, ptr %5, i32 0, i32 2
  %arrayidx = getelementptr inbounds [4 x i64], ptr %ovector, i64 0, i64 0
  store i64 0, ptr %arrayidx, align 8
  %6 = load ptr, ptr %md, align 8
  store ptr %6, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load ptr, ptr %retval, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ctl_malloc(i64 noundef %size, ptr noundef %m) #0 {
entry:
  %size.addr = alloca i64, align 8
  %m.addr = alloca ptr, align 8
  store i64 %size, ptr %size.addr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %malloc = getelementptr inbounds %struct.memctl, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %malloc, align 8
  %2 = load i64, ptr %size.addr, align 8
  %3 = load ptr, ptr %m.addr, align 8
  %data = getelementptr inbounds %struct.memctl, ptr %3, i32 0, i32 2
  %4 = load ptr, ptr %data, align 8
  %call = call ptr %1(i64 noundef %2, ptr noundef %4)
  ret ptr %call
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @convert(ptr noundef %cc, i32 noundef %n) #0 {
entry:
  %cc.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %out = alloca ptr, align 8
  store ptr %cc, ptr %cc.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %0 to i64
  %1 = load ptr, ptr %cc.addr, align 8
  %options = getelementptr inbounds %struct.cctx, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %options, align 8
  %conv1 = sext i32 %2 to i64
  %add = add i64 %conv, %conv1
  %3 = load ptr, ptr %cc.addr, align 8
  %memctl = getelementptr inbounds %struct.cctx, ptr %3, i32 0, i32 0
  %call = call ptr @ctl_malloc(i64 noundef %add, ptr noundef %memctl)
  store ptr %call, ptr %out, align 8
  %4 = load ptr, ptr %out, align 8
  %cmp = icmp ne ptr %4, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load ptr, ptr %cc.addr, align 8
  %depth = getelementptr inbounds %struct.cctx, ptr %5, i32 0, i32 2
  %6 = load i32, ptr %depth, align 4
  %conv3 = trunc i32 %6 to i8
  %7 = load ptr, ptr %out, align 8
  %arrayidx = getelementptr inbounds i8, ptr %7, i64 0
  store i8 %conv3, ptr %arrayidx, align 1
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %8 = load ptr, ptr %out, align 8
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @substitute(ptr noundef %code, ptr noundef %mc) #0 {
entry:
  %retval = alloca i32, align 4
  %code.addr = alloca ptr, align 8
  %mc.addr = alloca ptr, align 8
  %md = alloca ptr, align 8
  %r = alloca i32, align 4
  store ptr %code, ptr %code.addr, align 8
  store ptr %mc, ptr %mc.addr, align 8
  %0 = load ptr, ptr %mc.addr, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %code.addr, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load ptr, ptr %mc.addr, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %1, %cond.true ], [ %2, %cond.false ]
  %call = call ptr @mdata_create(ptr noundef %cond)
  store ptr %call, ptr %md, align 8
  %3 = load ptr, ptr %md, align 8
  %cmp1 = icmp eq ptr %3, null
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %cond.end
  %4 = load ptr, ptr %md, align 8
  %n = getelementptr inbounds %struct.mdata, ptr %4, i32 0, i32 1
  %5 = load i32, ptr %n, align 8
  %6 = load ptr, ptr %code.addr, align 8
  %flags = getelementptr inbounds %struct.code, ptr %6, i32 0, i32 2
  %7 = load i32, ptr %flags, align 8
  %add = add nsw i32 %5, %7
  %8 = load ptr, ptr %mc.addr, align 8
  %cmp2 = icmp ne ptr %8, null
  br i1 %cmp2, label %cond.true3, label %cond.false4

cond.true3:                                       ; preds = %if.end
  %9 = load ptr, ptr %mc.addr, align 8
  %limit = getelementptr inbounds %struct.mctx, ptr %9, i32 0, i32 1
  %10 = load i32, ptr %limit, align 8
  br label %cond.end5

cond.false4:                                      ; preds = %if.end
  br label %cond.end5

cond.end5:                                        ; preds = %cond.false4, %cond.true3
  %cond6 = phi i32 [ %10, %cond.true3 ], [ 0, %cond.false4 ]
  %add7 = add nsw i32 %add, %cond6
  store i32 %add7, ptr %r, align 4
  %11 = load ptr, ptr %md, align 8
  %memctl = getelementptr inbounds %struct.mdata, ptr %11, i32 0, i32 0
  %free = getelementptr inbounds %struct.memctl, ptr %memctl, i32 0, i32 1
  %12 = load ptr, ptr %free, align 8
  %13 = load ptr, ptr %md, align 8
  %14 = load ptr, ptr %md, align 8
  %memctl8 = getelementptr inbounds %struct.mdata, ptr %14, i32 0, i32 0
  %data = getelementptr inbounds %struct.memctl, ptr %memctl8, i32 0, i32 2
  %15 = load ptr, ptr %data, align 8
  call void %12(ptr noundef %13, ptr noundef %15)
  %16 = load i32, ptr %r, align 4
  store i32 %16, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end5, %if.then
  %17 = load i32, ptr %retval, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %mc = alloca ptr, align 8
  %cc = alloca ptr, align 8
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 40) #4
  store ptr %call, ptr %c, align 8
  store ptr null, ptr %mc, align 8
  %1 = load ptr, ptr %c, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %c, align 8
  %memctl = getelementptr inbounds %struct.code, ptr %2, i32 0, i32 0
  call void @ctl_init(ptr noundef %memctl)
  %3 = load ptr, ptr %c, align 8
  %size = getelementptr inbounds %struct.code, ptr %3, i32 0, i32 1
  store i64 40, ptr %size, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %5 = load ptr, ptr %c, align 8
  %flags = getelementptr inbounds %struct.code, ptr %5, i32 0, i32 2
  store i32 %4, ptr %flags, align 8
  %6 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp sgt i32 %6, 2
  br i1 %cmp1, label %if.then2, label %if.end8

if.then2:                                         ; preds = %if.end
  %call3 = call noalias ptr @malloc(i64 noundef 40) #4
  store ptr %call3, ptr %mc, align 8
  %7 = load ptr, ptr %mc, align 8
  %cmp4 = icmp eq ptr %7, null
  br i1 %cmp4, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.then2
  store i32 1, ptr %retval, align 4
  br label %return

if.end6:                                          ; preds = %if.then2
  %8 = load ptr, ptr %mc, align 8
  %memctl7 = getelementptr inbounds %struct.mctx, ptr %8, i32 0, i32 0
  call void @ctl_init(ptr noundef %memctl7)
  %9 = load i32, ptr %argc.addr, align 4
  %10 = load ptr, ptr %mc, align 8
  %limit = getelementptr inbounds %struct.mctx, ptr %10, i32 0, i32 1
  store i32 %9, ptr %limit, align 8
  %11 = load ptr, ptr %mc, align 8
  %depth = getelementptr inbounds %struct.mctx, ptr %11, i32 0, i32 2
  store i64 0, ptr %depth, align 8
  br label %if.end8

if.end8:                                          ; preds = %if.end6, %if.end
  %call9 = call noalias ptr @malloc(i64 noundef 32) #4
  store ptr %call9, ptr %cc, align 8
  %12 = load ptr, ptr %cc, align 8
  %cmp10 = icmp eq ptr %12, null
  br i1 %cmp10, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end8
  store i32 1, ptr %retval, align 4
  br label %return

if.end12:                                         ; preds = %if.end8
  %13 = load ptr, ptr %cc, align 8
  %memctl13 = getelementptr inbounds %struct.cctx, ptr %13, i32 0, i32 0
  call void @ctl_init(ptr noundef %memctl13)
  %14 = load i32, ptr %argc.addr, align 4
  %15 = load ptr, ptr %cc, align 8
  %options = getelementptr inbounds %struct.cctx, ptr %15, i32 0, i32 1
  store i32 %14, ptr %options, align 8
  %16 = load ptr, ptr %cc, align 8
  %depth14 = getelementptr inbounds %struct.cctx, ptr %16, i32 0, i32 2
  store i32 1, ptr %depth14, align 4
  %17 = load ptr, ptr %cc, align 8
  %18 = load i32, ptr %argc.addr, align 4
  %call15 = call ptr @convert(ptr noundef %17, i32 noundef %18)
  store ptr %call15, ptr %s, align 8
  %19 = load ptr, ptr %c, align 8
  %20 = load ptr, ptr %mc, align 8
  %call16 = call i32 @substitute(ptr noundef %19, ptr noundef %20)
  %21 = load ptr, ptr %s, align 8
  %cmp17 = icmp ne ptr %21, null
  br i1 %cmp17, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end12
  %22 = load ptr, ptr %s, align 8
  %arrayidx = getelementptr inbounds i8, ptr %22, i64 0
  %23 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %23 to i32
  br label %cond.end

cond.false:                                       ; preds = %if.end12
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %cond.false ]
  %add = add nsw i32 %call16, %cond
  store i32 %add, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then11, %if.then5, %if.then
  %24 = load i32, ptr %retval, align 4
  ret i32 %24
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctl_init(ptr noundef %m) #0 {
entry:
  %m.addr = alloca ptr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %malloc = getelementptr inbounds %struct.memctl, ptr %0, i32 0, i32 0
  store ptr @dmalloc, ptr %malloc, align 8
  %1 = load ptr, ptr %m.addr, align 8
  %free = getelementptr inbounds %struct.memctl, ptr %1, i32 0, i32 1
  store ptr @dfree, ptr %free, align 8
  %2 = load ptr, ptr %m.addr, align 8
  %data = getelementptr inbounds %struct.memctl, ptr %2, i32 0, i32 2
  store ptr null, ptr %data, align 8
  ret void
}

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

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
