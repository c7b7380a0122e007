; ModuleID = 'stateback.c'
source_filename = "stateback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { ptr, i32, ptr, i32, ptr }
%struct.dstate = type { ptr, i32, ptr, i64, i32 }
%struct.istate = type { ptr, i32, i64, [64 x i8] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dinit(ptr noundef %strm, i32 noundef %level) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca ptr, align 8
  %level.addr = alloca i32, align 4
  %s = alloca ptr, align 8
  store ptr %strm, ptr %strm.addr, align 8
  store i32 %level, ptr %level.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 40) #3
  store ptr %call, ptr %s, align 8
  %0 = load ptr, ptr %s, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %s, align 8
  %2 = load ptr, ptr %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %2, i32 0, i32 4
  store ptr %1, ptr %state, align 8
  %3 = load ptr, ptr %strm.addr, align 8
  %4 = load ptr, ptr %s, align 8
  store ptr %3, ptr %4, align 8
  %5 = load ptr, ptr %s, align 8
  %status = getelementptr inbounds %struct.dstate, ptr %5, i32 0, i32 1
  store i32 1, ptr %status, align 8
  %6 = load i32, ptr %level.addr, align 4
  %7 = load ptr, ptr %s, align 8
  %level1 = getelementptr inbounds %struct.dstate, ptr %7, i32 0, i32 4
  store i32 %6, ptr %level1, align 8
  %8 = load ptr, ptr %s, align 8
  %pending = getelementptr inbounds %struct.dstate, ptr %8, i32 0, i32 3
  store i64 0, ptr %pending, align 8
  %call2 = call noalias ptr @malloc(i64 noundef 256) #3
  %9 = load ptr, ptr %s, align 8
  %pending_buf = getelementptr inbounds %struct.dstate, ptr %9, i32 0, i32 2
  store ptr %call2, ptr %pending_buf, align 8
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load i32, ptr %retval, align 4
  ret i32 %10
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @iinit(ptr noundef %strm) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca ptr, align 8
  %st = alloca ptr, align 8
  store ptr %strm, ptr %strm.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 88) #3
  store ptr %call, ptr %st, align 8
  %0 = load ptr, ptr %st, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %st, align 8
  %2 = load ptr, ptr %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %2, i32 0, i32 4
  store ptr %1, ptr %state, align 8
  %3 = load ptr, ptr %strm.addr, align 8
  %4 = load ptr, ptr %st, align 8
  %strm1 = getelementptr inbounds %struct.istate, ptr %4, i32 0, i32 0
  store ptr %3, ptr %strm1, align 8
  %5 = load ptr, ptr %st, align 8
  %mode = getelementptr inbounds %struct.istate, ptr %5, i32 0, i32 1
  store i32 0, ptr %mode, align 8
  %6 = load ptr, ptr %st, align 8
  %total = getelementptr inbounds %struct.istate, ptr %6, i32 0, i32 2
  store i64 0, ptr %total, align 8
  %7 = load ptr, ptr %strm.addr, align 8
  %call2 = call i32 @icheck(ptr noundef %7)
  store i32 %call2, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %8 = load i32, ptr %retval, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @icheck(ptr noundef %strm) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca ptr, align 8
  %st = alloca ptr, align 8
  store ptr %strm, ptr %strm.addr, align 8
  %0 = load ptr, ptr %strm.addr, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %1, i32 0, i32 4
  %2 = load ptr, ptr %state, align 8
  store ptr %2, ptr %st, align 8
  %3 = load ptr, ptr %st, align 8
  %cmp1 = icmp eq ptr %3, null
  br i1 %cmp1, label %if.then4, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %4 = load ptr, ptr %st, align 8
  %strm2 = getelementptr inbounds %struct.istate, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %strm2, align 8
  %6 = load ptr, ptr %strm.addr, align 8
  %cmp3 = icmp ne ptr %5, %6
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %lor.lhs.false, %if.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end5:                                          ; preds = %lor.lhs.false
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end5, %if.then4, %if.then
  %7 = load i32, ptr %retval, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dstored(ptr noundef %strm, i32 noundef %flush_all) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca ptr, align 8
  %flush_all.addr = alloca i32, align 4
  %s = alloca ptr, align 8
  %t = alloca ptr, align 8
  %n = alloca i32, align 4
  store ptr %strm, ptr %strm.addr, align 8
  store i32 %flush_all, ptr %flush_all.addr, align 4
  store i32 0, ptr %n, align 4
  %0 = load ptr, ptr %strm.addr, align 8
  %call = call i32 @dcheck(ptr noundef %0)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %1, i32 0, i32 4
  %2 = load ptr, ptr %state, align 8
  store ptr %2, ptr %s, align 8
  %3 = load ptr, ptr %s, align 8
  %strm1 = getelementptr inbounds %struct.dstate, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %strm1, align 8
  store ptr %4, ptr %t, align 8
  br label %do.body

do.body:                                          ; preds = %land.end, %if.end
  %5 = load ptr, ptr %t, align 8
  %avail_out = getelementptr inbounds %struct.stream, ptr %5, i32 0, i32 3
  %6 = load i32, ptr %avail_out, align 8
  %cmp = icmp eq i32 %6, 0
  br i1 %cmp, label %if.then2, label %if.end3

if.then2:                                         ; preds = %do.body
  br label %do.end

if.end3:                                          ; preds = %do.body
  %7 = load ptr, ptr %t, align 8
  %avail_in = getelementptr inbounds %struct.stream, ptr %7, i32 0, i32 1
  %8 = load i32, ptr %avail_in, align 8
  %tobool4 = icmp ne i32 %8, 0
  br i1 %tobool4, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end3
  %9 = load ptr, ptr %t, align 8
  %next_in = getelementptr inbounds %struct.stream, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %next_in, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %10, i32 1
  store ptr %incdec.ptr, ptr %next_in, align 8
  %11 = load i8, ptr %10, align 1
  %conv = zext i8 %11 to i32
  br label %cond.end

cond.false:                                       ; preds = %if.end3
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %cond.false ]
  %conv5 = trunc i32 %cond to i8
  %12 = load ptr, ptr %s, align 8
  %pending_buf = getelementptr inbounds %struct.dstate, ptr %12, i32 0, i32 2
  %13 = load ptr, ptr %pending_buf, align 8
  %14 = load ptr, ptr %s, align 8
  %pending = getelementptr inbounds %struct.dstate, ptr %14, i32 0, i32 3
  %15 = load i64, ptr %pending, align 8
  %inc = add i64 %15, 1
  store i64 %inc, ptr %pending, align 8
  %arrayidx = getelementptr inbounds i8, ptr %13, i64 %15
  store i8 %conv5, ptr %arrayidx, align 1
  %16 = load ptr, ptr %t, align 8
  %avail_in6 = getelementptr inbounds %struct.stream, ptr %16, i32 0, i32 1
  %17 = load i32, ptr %avail_in6, align 8
  %tobool7 = icmp ne i32 %17, 0
  br i1 %tobool7, label %if.then8, label %if.end10

if.then8:                                         ; preds = %cond.end
  %18 = load ptr, ptr %t, align 8
  %avail_in9 = getelementptr inbounds %struct.stream, ptr %18, i32 0, i32 1
  %19 = load i32, ptr %avail_in9, align 8
  %dec = add i32 %19, -1
  store i32 %dec, ptr %avail_in9, align 8
  br label %if.end10

if.end10:                                         ; preds = %if.then8, %cond.end
  %20 = load ptr, ptr %t, align 8
  call void @flush(ptr noundef %20)
  %21 = load i32, ptr %n, align 4
  %inc11 = add nsw i32 %21, 1
  store i32 %inc11, ptr %n, align 4
  %22 = load ptr, ptr %s, align 8
  %strm12 = getelementptr inbounds %struct.dstate, ptr %22, i32 0, i32 0
  %23 = load ptr, ptr %strm12, align 8
  store ptr %23, ptr %t, align 8
  br label %do.cond

do.cond:                                          ; preds = %if.end10
  %24 = load i32, ptr %flush_all.addr, align 4
  %tobool13 = icmp ne i32 %24, 0
  br i1 %tobool13, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %do.cond
  %25 = load ptr, ptr %s, align 8
  %pending14 = getelementptr inbounds %struct.dstate, ptr %25, i32 0, i32 3
  %26 = load i64, ptr %pending14, align 8
  %cmp15 = icmp ult i64 %26, 256
  br label %land.end

land.end:                                         ; preds = %land.rhs, %do.cond
  %27 = phi i1 [ false, %do.cond ], [ %cmp15, %land.rhs ]
  br i1 %27, label %do.body, label %do.end, !llvm.loop !6

do.end:                                           ; preds = %land.end, %if.then2
  %28 = load i32, ptr %n, align 4
  %29 = load ptr, ptr %t, align 8
  %avail_out17 = getelementptr inbounds %struct.stream, ptr %29, i32 0, i32 3
  %30 = load i32, ptr %avail_out17, align 8
  %add = add nsw i32 %28, %30
  store i32 %add, ptr %retval, align 4
  br label %return

return:                                           ; preds = %do.end, %if.then
  %31 = load i32, ptr %retval, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dcheck(ptr noundef %strm) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  store ptr %strm, ptr %strm.addr, align 8
  %0 = load ptr, ptr %strm.addr, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %1, i32 0, i32 4
  %2 = load ptr, ptr %state, align 8
  store ptr %2, ptr %s, align 8
  %3 = load ptr, ptr %s, align 8
  %cmp1 = icmp eq ptr %3, null
  br i1 %cmp1, label %if.then4, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %4 = load ptr, ptr %s, align 8
  %strm2 = getelementptr inbounds %struct.dstate, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %strm2, align 8
  %6 = load ptr, ptr %strm.addr, align 8
  %cmp3 = icmp ne ptr %5, %6
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %lor.lhs.false, %if.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end5:                                          ; preds = %lor.lhs.false
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end5, %if.then4, %if.then
  %7 = load i32, ptr %retval, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @flush(ptr noundef %strm) #0 {
entry:
  %strm.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  %len = alloca i32, align 4
  store ptr %strm, ptr %strm.addr, align 8
  %0 = load ptr, ptr %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %0, i32 0, i32 4
  %1 = load ptr, ptr %state, align 8
  store ptr %1, ptr %s, align 8
  %2 = load ptr, ptr %s, align 8
  %pending = getelementptr inbounds %struct.dstate, ptr %2, i32 0, i32 3
  %3 = load i64, ptr %pending, align 8
  %4 = load ptr, ptr %strm.addr, align 8
  %avail_out = getelementptr inbounds %struct.stream, ptr %4, i32 0, i32 3
  %5 = load i32, ptr %avail_out, align 8
  %conv = zext i32 %5 to i64
  %cmp = icmp ult i64 %3, %conv
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %6 = load ptr, ptr %s, align 8
  %pending2 = getelementptr inbounds %struct.dstate, ptr %6, i32 0, i32 3
  %7 = load i64, ptr %pending2, align 8
  %conv3 = trunc i64 %7 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  %8 = load ptr, ptr %strm.addr, align 8
  %avail_out4 = getelementptr inbounds %struct.stream, ptr %8, i32 0, i32 3
  %9 = load i32, ptr %avail_out4, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv3, %cond.true ], [ %9, %cond.false ]
  store i32 %cond, ptr %len, align 4
  %10 = load ptr, ptr %strm.addr, align 8
  %next_out = getelementptr inbounds %struct.stream, ptr %10, i32 0, i32 2
  %11 = load ptr, ptr %next_out, align 8
  %12 = load ptr, ptr %s, align 8
  %pending_buf = getelementptr inbounds %struct.dstate, ptr %12, i32 0, i32 2
  %13 = load ptr, ptr %pending_buf, align 8
  %14 = load i32, ptr %len, align 4
  %conv5 = zext i32 %14 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 1 %13, i64 %conv5, i1 false)
  %15 = load i32, ptr %len, align 4
  %16 = load ptr, ptr %strm.addr, align 8
  %next_out6 = getelementptr inbounds %struct.stream, ptr %16, i32 0, i32 2
  %17 = load ptr, ptr %next_out6, align 8
  %idx.ext = zext i32 %15 to i64
  %add.ptr = getelementptr inbounds i8, ptr %17, i64 %idx.ext
  store ptr %add.ptr, ptr %next_out6, align 8
  %18 = load i32, ptr %len, align 4
  %19 = load ptr, ptr %strm.addr, align 8
  %avail_out7 = getelementptr inbounds %struct.stream, ptr %19, i32 0, i32 3
  %20 = load i32, ptr %avail_out7, align 8
  %sub = sub i32 %20, %18
  store i32 %sub, ptr %avail_out7, align 8
  %21 = load i32, ptr %len, align 4
  %conv8 = zext i32 %21 to i64
  %22 = load ptr, ptr %s, align 8
  %pending9 = getelementptr inbounds %struct.dstate, ptr %22, i32 0, i32 3
  %23 = load i64, ptr %pending9, align 8
  %sub10 = sub i64 %23, %conv8
  store i64 %sub10, ptr %pending9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr %argc.addr, align 4
  ret i32 %1
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0) }

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
