; ModuleID = 'pasthdr.c'
source_filename = "pasthdr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.memctl = type { ptr, ptr, ptr }

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ctl_malloc(i64 noundef %size, ptr noundef %ctl) #0 {
entry:
  %retval = alloca ptr, align 8
  %size.addr = alloca i64, align 8
  %ctl.addr = alloca ptr, align 8
  %yield = alloca ptr, align 8
  %newctl = alloca ptr, align 8
  store i64 %size, ptr %size.addr, align 8
  store ptr %ctl, ptr %ctl.addr, align 8
  %0 = load ptr, ptr %ctl.addr, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i64, ptr %size.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %1) #4
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load ptr, ptr %ctl.addr, align 8
  %alloc = getelementptr inbounds %struct.memctl, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %alloc, align 8
  %4 = load i64, ptr %size.addr, align 8
  %5 = load ptr, ptr %ctl.addr, align 8
  %data = getelementptr inbounds %struct.memctl, ptr %5, i32 0, i32 2
  %6 = load ptr, ptr %data, align 8
  %call1 = call ptr %3(i64 noundef %4, ptr noundef %6)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ %call1, %cond.false ]
  store ptr %cond, ptr %yield, align 8
  %7 = load ptr, ptr %yield, align 8
  %cmp2 = icmp eq ptr %7, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %cond.end
  %8 = load ptr, ptr %yield, align 8
  store ptr %8, ptr %newctl, align 8
  %9 = load ptr, ptr %ctl.addr, align 8
  %cmp3 = icmp eq ptr %9, null
  br i1 %cmp3, label %if.then4, label %if.else

if.then4:                                         ; preds = %if.end
  %10 = load ptr, ptr %newctl, align 8
  %alloc5 = getelementptr inbounds %struct.memctl, ptr %10, i32 0, i32 0
  store ptr @def_alloc, ptr %alloc5, align 8
  %11 = load ptr, ptr %newctl, align 8
  %release = getelementptr inbounds %struct.memctl, ptr %11, i32 0, i32 1
  store ptr @def_release, ptr %release, align 8
  %12 = load ptr, ptr %newctl, align 8
  %data6 = getelementptr inbounds %struct.memctl, ptr %12, i32 0, i32 2
  store ptr null, ptr %data6, align 8
  br label %if.end7

if.else:                                          ; preds = %if.end
  %13 = load ptr, ptr %newctl, align 8
  %14 = load ptr, ptr %ctl.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %14, i64 24, i1 false)
  br label %if.end7

if.end7:                                          ; preds = %if.else, %if.then4
  %15 = load ptr, ptr %yield, align 8
  store ptr %15, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end7, %if.then
  %16 = load ptr, ptr %retval, align 8
  ret ptr %16
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @def_alloc(i64 noundef %n, ptr noundef %d) #0 {
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
define internal void @def_release(ptr noundef %p, ptr noundef %d) #0 {
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @list_get(ptr noundef %ctl, ptr noundef %listptr, i32 noundef %count) #0 {
entry:
  %retval = alloca i32, align 4
  %ctl.addr = alloca ptr, align 8
  %listptr.addr = alloca ptr, align 8
  %count.addr = alloca i32, align 4
  %memp = alloca ptr, align 8
  %listp = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %ctl, ptr %ctl.addr, align 8
  store ptr %listptr, ptr %listptr.addr, align 8
  store i32 %count, ptr %count.addr, align 4
  %0 = load i32, ptr %count.addr, align 4
  %add = add nsw i32 %0, 1
  %conv = sext i32 %add to i64
  %mul = mul i64 8, %conv
  %add1 = add i64 24, %mul
  %1 = load ptr, ptr %ctl.addr, align 8
  %call = call ptr @ctl_malloc(i64 noundef %add1, ptr noundef %1)
  store ptr %call, ptr %memp, align 8
  %2 = load ptr, ptr %memp, align 8
  %cmp = icmp eq ptr %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %memp, align 8
  %add.ptr = getelementptr inbounds i8, ptr %3, i64 24
  store ptr %add.ptr, ptr %listp, align 8
  %4 = load ptr, ptr %listptr.addr, align 8
  store ptr %add.ptr, ptr %4, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %5 = load i32, ptr %i, align 4
  %6 = load i32, ptr %count.addr, align 4
  %cmp3 = icmp slt i32 %5, %6
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %listp, align 8
  %incdec.ptr = getelementptr inbounds ptr, ptr %7, i32 1
  store ptr %incdec.ptr, ptr %listp, align 8
  store ptr @.str, ptr %7, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %9 = load ptr, ptr %listp, align 8
  store ptr null, ptr %9, align 8
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %10 = load i32, ptr %retval, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @list_free(ptr noundef %list) #0 {
entry:
  %list.addr = alloca ptr, align 8
  %memctl = alloca ptr, align 8
  store ptr %list, ptr %list.addr, align 8
  %0 = load ptr, ptr %list.addr, align 8
  %add.ptr = getelementptr inbounds i8, ptr %0, i64 -24
  store ptr %add.ptr, ptr %memctl, align 8
  %1 = load ptr, ptr %memctl, align 8
  %release = getelementptr inbounds %struct.memctl, ptr %1, i32 0, i32 1
  %2 = load ptr, ptr %release, align 8
  %3 = load ptr, ptr %memctl, align 8
  %4 = load ptr, ptr %memctl, align 8
  %data = getelementptr inbounds %struct.memctl, ptr %4, i32 0, i32 2
  %5 = load ptr, ptr %data, align 8
  call void %2(ptr noundef %3, ptr noundef %5)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %list = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %call = call i32 @list_get(ptr noundef null, ptr noundef %list, i32 noundef %1)
  %cmp = icmp ne i32 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load ptr, ptr %list, align 8
  call void @list_free(ptr noundef %2)
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %3 = load i32, ptr %retval, align 4
  ret i32 %3
}

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
