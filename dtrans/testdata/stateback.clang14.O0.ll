; ModuleID = 'stateback.c'
source_filename = "stateback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { i8*, i32, i8*, i32, i8* }
%struct.dstate = type { %struct.stream*, i32, i8*, i64, i32 }
%struct.istate = type { %struct.stream*, i32, i64, [64 x i8] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dinit(%struct.stream* noundef %strm, i32 noundef %level) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca %struct.stream*, align 8
  %level.addr = alloca i32, align 4
  %s = alloca %struct.dstate*, align 8
  store %struct.stream* %strm, %struct.stream** %strm.addr, align 8
  store i32 %level, i32* %level.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 40) #3
  %0 = bitcast i8* %call to %struct.dstate*
  store %struct.dstate* %0, %struct.dstate** %s, align 8
  %1 = load %struct.dstate*, %struct.dstate** %s, align 8
  %cmp = icmp eq %struct.dstate* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.dstate*, %struct.dstate** %s, align 8
  %3 = bitcast %struct.dstate* %2 to i8*
  %4 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %4, i32 0, i32 4
  store i8* %3, i8** %state, align 8
  %5 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %6 = load %struct.dstate*, %struct.dstate** %s, align 8
  %7 = bitcast %struct.dstate* %6 to %struct.stream**
  store %struct.stream* %5, %struct.stream** %7, align 8
  %8 = load %struct.dstate*, %struct.dstate** %s, align 8
  %status = getelementptr inbounds %struct.dstate, %struct.dstate* %8, i32 0, i32 1
  store i32 1, i32* %status, align 8
  %9 = load i32, i32* %level.addr, align 4
  %10 = load %struct.dstate*, %struct.dstate** %s, align 8
  %level1 = getelementptr inbounds %struct.dstate, %struct.dstate* %10, i32 0, i32 4
  store i32 %9, i32* %level1, align 8
  %11 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending = getelementptr inbounds %struct.dstate, %struct.dstate* %11, i32 0, i32 3
  store i64 0, i64* %pending, align 8
  %call2 = call noalias i8* @malloc(i64 noundef 256) #3
  %12 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending_buf = getelementptr inbounds %struct.dstate, %struct.dstate* %12, i32 0, i32 2
  store i8* %call2, i8** %pending_buf, align 8
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %13 = load i32, i32* %retval, align 4
  ret i32 %13
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @iinit(%struct.stream* noundef %strm) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca %struct.stream*, align 8
  %st = alloca %struct.istate*, align 8
  store %struct.stream* %strm, %struct.stream** %strm.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 88) #3
  %0 = bitcast i8* %call to %struct.istate*
  store %struct.istate* %0, %struct.istate** %st, align 8
  %1 = load %struct.istate*, %struct.istate** %st, align 8
  %cmp = icmp eq %struct.istate* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.istate*, %struct.istate** %st, align 8
  %3 = bitcast %struct.istate* %2 to i8*
  %4 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %4, i32 0, i32 4
  store i8* %3, i8** %state, align 8
  %5 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %6 = load %struct.istate*, %struct.istate** %st, align 8
  %strm1 = getelementptr inbounds %struct.istate, %struct.istate* %6, i32 0, i32 0
  store %struct.stream* %5, %struct.stream** %strm1, align 8
  %7 = load %struct.istate*, %struct.istate** %st, align 8
  %mode = getelementptr inbounds %struct.istate, %struct.istate* %7, i32 0, i32 1
  store i32 0, i32* %mode, align 8
  %8 = load %struct.istate*, %struct.istate** %st, align 8
  %total = getelementptr inbounds %struct.istate, %struct.istate* %8, i32 0, i32 2
  store i64 0, i64* %total, align 8
  %9 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %call2 = call i32 @icheck(%struct.stream* noundef %9)
  store i32 %call2, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load i32, i32* %retval, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @icheck(%struct.stream* noundef %strm) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca %struct.stream*, align 8
  %st = alloca %struct.istate*, align 8
  store %struct.stream* %strm, %struct.stream** %strm.addr, align 8
  %0 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %cmp = icmp eq %struct.stream* %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %1, i32 0, i32 4
  %2 = load i8*, i8** %state, align 8
  %3 = bitcast i8* %2 to %struct.istate*
  store %struct.istate* %3, %struct.istate** %st, align 8
  %4 = load %struct.istate*, %struct.istate** %st, align 8
  %cmp1 = icmp eq %struct.istate* %4, null
  br i1 %cmp1, label %if.then4, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %5 = load %struct.istate*, %struct.istate** %st, align 8
  %strm2 = getelementptr inbounds %struct.istate, %struct.istate* %5, i32 0, i32 0
  %6 = load %struct.stream*, %struct.stream** %strm2, align 8
  %7 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %cmp3 = icmp ne %struct.stream* %6, %7
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %lor.lhs.false, %if.end
  store i32 1, i32* %retval, align 4
  br label %return

if.end5:                                          ; preds = %lor.lhs.false
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end5, %if.then4, %if.then
  %8 = load i32, i32* %retval, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dstored(%struct.stream* noundef %strm, i32 noundef %flush_all) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca %struct.stream*, align 8
  %flush_all.addr = alloca i32, align 4
  %s = alloca %struct.dstate*, align 8
  %t = alloca %struct.stream*, align 8
  %n = alloca i32, align 4
  store %struct.stream* %strm, %struct.stream** %strm.addr, align 8
  store i32 %flush_all, i32* %flush_all.addr, align 4
  store i32 0, i32* %n, align 4
  %0 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %call = call i32 @dcheck(%struct.stream* noundef %0)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %1, i32 0, i32 4
  %2 = load i8*, i8** %state, align 8
  %3 = bitcast i8* %2 to %struct.dstate*
  store %struct.dstate* %3, %struct.dstate** %s, align 8
  %4 = load %struct.dstate*, %struct.dstate** %s, align 8
  %strm1 = getelementptr inbounds %struct.dstate, %struct.dstate* %4, i32 0, i32 0
  %5 = load %struct.stream*, %struct.stream** %strm1, align 8
  store %struct.stream* %5, %struct.stream** %t, align 8
  br label %do.body

do.body:                                          ; preds = %land.end, %if.end
  %6 = load %struct.stream*, %struct.stream** %t, align 8
  %avail_out = getelementptr inbounds %struct.stream, %struct.stream* %6, i32 0, i32 3
  %7 = load i32, i32* %avail_out, align 8
  %cmp = icmp eq i32 %7, 0
  br i1 %cmp, label %if.then2, label %if.end3

if.then2:                                         ; preds = %do.body
  br label %do.end

if.end3:                                          ; preds = %do.body
  %8 = load %struct.stream*, %struct.stream** %t, align 8
  %avail_in = getelementptr inbounds %struct.stream, %struct.stream* %8, i32 0, i32 1
  %9 = load i32, i32* %avail_in, align 8
  %tobool4 = icmp ne i32 %9, 0
  br i1 %tobool4, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end3
  %10 = load %struct.stream*, %struct.stream** %t, align 8
  %next_in = getelementptr inbounds %struct.stream, %struct.stream* %10, i32 0, i32 0
  %11 = load i8*, i8** %next_in, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %incdec.ptr, i8** %next_in, align 8
  %12 = load i8, i8* %11, align 1
  %conv = zext i8 %12 to i32
  br label %cond.end

cond.false:                                       ; preds = %if.end3
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %cond.false ]
  %conv5 = trunc i32 %cond to i8
  %13 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending_buf = getelementptr inbounds %struct.dstate, %struct.dstate* %13, i32 0, i32 2
  %14 = load i8*, i8** %pending_buf, align 8
  %15 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending = getelementptr inbounds %struct.dstate, %struct.dstate* %15, i32 0, i32 3
  %16 = load i64, i64* %pending, align 8
  %inc = add i64 %16, 1
  store i64 %inc, i64* %pending, align 8
  %arrayidx = getelementptr inbounds i8, i8* %14, i64 %16
  store i8 %conv5, i8* %arrayidx, align 1
  %17 = load %struct.stream*, %struct.stream** %t, align 8
  %avail_in6 = getelementptr inbounds %struct.stream, %struct.stream* %17, i32 0, i32 1
  %18 = load i32, i32* %avail_in6, align 8
  %tobool7 = icmp ne i32 %18, 0
  br i1 %tobool7, label %if.then8, label %if.end10

if.then8:                                         ; preds = %cond.end
  %19 = load %struct.stream*, %struct.stream** %t, align 8
  %avail_in9 = getelementptr inbounds %struct.stream, %struct.stream* %19, i32 0, i32 1
  %20 = load i32, i32* %avail_in9, align 8
  %dec = add i32 %20, -1
  store i32 %dec, i32* %avail_in9, align 8
  br label %if.end10

if.end10:                                         ; preds = %if.then8, %cond.end
  %21 = load %struct.stream*, %struct.stream** %t, align 8
  call void @flush(%struct.stream* noundef %21)
  %22 = load i32, i32* %n, align 4
  %inc11 = add nsw i32 %22, 1
  store i32 %inc11, i32* %n, align 4
  %23 = load %struct.dstate*, %struct.dstate** %s, align 8
  %strm12 = getelementptr inbounds %struct.dstate, %struct.dstate* %23, i32 0, i32 0
  %24 = load %struct.stream*, %struct.stream** %strm12, align 8
  store %struct.stream* %24, %struct.stream** %t, align 8
  br label %do.cond

do.cond:                                          ; preds = %if.end10
  %25 = load i32, i32* %flush_all.addr, align 4
  %tobool13 = icmp ne i32 %25, 0
  br i1 %tobool13, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %do.cond
  %26 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending14 = getelementptr inbounds %struct.dstate, %struct.dstate* %26, i32 0, i32 3
  %27 = load i64, i64* %pending14, align 8
  %cmp15 = icmp ult i64 %27, 256
  br label %land.end

land.end:                                         ; preds = %land.rhs, %do.cond
  %28 = phi i1 [ false, %do.cond ], [ %cmp15, %land.rhs ]
  br i1 %28, label %do.body, label %do.end, !llvm.loop !6

do.end:                                           ; preds = %land.end, %if.then2
  %29 = load i32, i32* %n, align 4
  %30 = load %struct.stream*, %struct.stream** %t, align 8
  %avail_out17 = getelementptr inbounds %struct.stream, %struct.stream* %30, i32 0, i32 3
  %31 = load i32, i32* %avail_out17, align 8
  %add = add nsw i32 %29, %31
  store i32 %add, i32* %retval, align 4
  br label %return

return:                                           ; preds = %do.end, %if.then
  %32 = load i32, i32* %retval, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dcheck(%struct.stream* noundef %strm) #0 {
entry:
  %retval = alloca i32, align 4
  %strm.addr = alloca %struct.stream*, align 8
  %s = alloca %struct.dstate*, align 8
  store %struct.stream* %strm, %struct.stream** %strm.addr, align 8
  %0 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %cmp = icmp eq %struct.stream* %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %1, i32 0, i32 4
  %2 = load i8*, i8** %state, align 8
  %3 = bitcast i8* %2 to %struct.dstate*
  store %struct.dstate* %3, %struct.dstate** %s, align 8
  %4 = load %struct.dstate*, %struct.dstate** %s, align 8
  %cmp1 = icmp eq %struct.dstate* %4, null
  br i1 %cmp1, label %if.then4, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %5 = load %struct.dstate*, %struct.dstate** %s, align 8
  %strm2 = getelementptr inbounds %struct.dstate, %struct.dstate* %5, i32 0, i32 0
  %6 = load %struct.stream*, %struct.stream** %strm2, align 8
  %7 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %cmp3 = icmp ne %struct.stream* %6, %7
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %lor.lhs.false, %if.end
  store i32 1, i32* %retval, align 4
  br label %return

if.end5:                                          ; preds = %lor.lhs.false
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end5, %if.then4, %if.then
  %8 = load i32, i32* %retval, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @flush(%struct.stream* noundef %strm) #0 {
entry:
  %strm.addr = alloca %struct.stream*, align 8
  %s = alloca %struct.dstate*, align 8
  %len = alloca i32, align 4
  store %struct.stream* %strm, %struct.stream** %strm.addr, align 8
  %0 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %0, i32 0, i32 4
  %1 = load i8*, i8** %state, align 8
  %2 = bitcast i8* %1 to %struct.dstate*
  store %struct.dstate* %2, %struct.dstate** %s, align 8
  %3 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending = getelementptr inbounds %struct.dstate, %struct.dstate* %3, i32 0, i32 3
  %4 = load i64, i64* %pending, align 8
  %5 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %avail_out = getelementptr inbounds %struct.stream, %struct.stream* %5, i32 0, i32 3
  %6 = load i32, i32* %avail_out, align 8
  %conv = zext i32 %6 to i64
  %cmp = icmp ult i64 %4, %conv
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %7 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending2 = getelementptr inbounds %struct.dstate, %struct.dstate* %7, i32 0, i32 3
  %8 = load i64, i64* %pending2, align 8
  %conv3 = trunc i64 %8 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  %9 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %avail_out4 = getelementptr inbounds %struct.stream, %struct.stream* %9, i32 0, i32 3
  %10 = load i32, i32* %avail_out4, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv3, %cond.true ], [ %10, %cond.false ]
  store i32 %cond, i32* %len, align 4
  %11 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %next_out = getelementptr inbounds %struct.stream, %struct.stream* %11, i32 0, i32 2
  %12 = load i8*, i8** %next_out, align 8
  %13 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending_buf = getelementptr inbounds %struct.dstate, %struct.dstate* %13, i32 0, i32 2
  %14 = load i8*, i8** %pending_buf, align 8
  %15 = load i32, i32* %len, align 4
  %conv5 = zext i32 %15 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %12, i8* align 1 %14, i64 %conv5, i1 false)
  %16 = load i32, i32* %len, align 4
  %17 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %next_out6 = getelementptr inbounds %struct.stream, %struct.stream* %17, i32 0, i32 2
  %18 = load i8*, i8** %next_out6, align 8
  %idx.ext = zext i32 %16 to i64
  %add.ptr = getelementptr inbounds i8, i8* %18, i64 %idx.ext
  store i8* %add.ptr, i8** %next_out6, align 8
  %19 = load i32, i32* %len, align 4
  %20 = load %struct.stream*, %struct.stream** %strm.addr, align 8
  %avail_out7 = getelementptr inbounds %struct.stream, %struct.stream* %20, i32 0, i32 3
  %21 = load i32, i32* %avail_out7, align 8
  %sub = sub i32 %21, %19
  store i32 %sub, i32* %avail_out7, align 8
  %22 = load i32, i32* %len, align 4
  %conv8 = zext i32 %22 to i64
  %23 = load %struct.dstate*, %struct.dstate** %s, align 8
  %pending9 = getelementptr inbounds %struct.dstate, %struct.dstate* %23, i32 0, i32 3
  %24 = load i64, i64* %pending9, align 8
  %sub10 = sub i64 %24, %conv8
  store i64 %sub10, i64* %pending9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* %argc.addr, align 4
  ret i32 %1
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
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
