; ModuleID = 'fieldstep.c'
source_filename = "fieldstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { ptr, i32, ptr, i32, ptr, ptr, ptr, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @run(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %avail_in = getelementptr inbounds %struct.stream, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %avail_in, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %avail_out = getelementptr inbounds %struct.stream, ptr %2, i32 0, i32 3
  %3 = load i32, ptr %avail_out, align 8
  %cmp = icmp ult i32 %1, %3
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load ptr, ptr %s.addr, align 8
  %avail_in1 = getelementptr inbounds %struct.stream, ptr %4, i32 0, i32 1
  %5 = load i32, ptr %avail_in1, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %6 = load ptr, ptr %s.addr, align 8
  %avail_out2 = getelementptr inbounds %struct.stream, ptr %6, i32 0, i32 3
  %7 = load i32, ptr %avail_out2, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %5, %cond.true ], [ %7, %cond.false ]
  store i32 %cond, ptr %n, align 4
  %8 = load ptr, ptr %s.addr, align 8
  %next_out = getelementptr inbounds %struct.stream, ptr %8, i32 0, i32 2
  %9 = load ptr, ptr %next_out, align 8
  %10 = load ptr, ptr %s.addr, align 8
  %next_in = getelementptr inbounds %struct.stream, ptr %10, i32 0, i32 0
  %11 = load ptr, ptr %next_in, align 8
  %12 = load i32, ptr %n, align 4
  %conv = zext i32 %12 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 %11, i64 %conv, i1 false)
  %13 = load i32, ptr %n, align 4
  %14 = load ptr, ptr %s.addr, align 8
  %avail_out3 = getelementptr inbounds %struct.stream, ptr %14, i32 0, i32 3
  %15 = load i32, ptr %avail_out3, align 8
  %sub = sub i32 %15, %13
  store i32 %sub, ptr %avail_out3, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @decompress(ptr noundef %dst, ptr noundef %dlen, ptr noundef %src, i32 noundef %slen) #0 {
entry:
  %retval = alloca i32, align 4
  %dst.addr = alloca ptr, align 8
  %dlen.addr = alloca ptr, align 8
  %src.addr = alloca ptr, align 8
  %slen.addr = alloca i32, align 4
  %strm = alloca %struct.stream, align 8
  store ptr %dst, ptr %dst.addr, align 8
  store ptr %dlen, ptr %dlen.addr, align 8
  store ptr %src, ptr %src.addr, align 8
  store i32 %slen, ptr %slen.addr, align 4
  %bzalloc = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 5
  store ptr null, ptr %bzalloc, align 8
  %bzfree = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 6
  store ptr null, ptr %bzfree, align 8
  %opaque = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 7
  store ptr null, ptr %opaque, align 8
  %call = call i32 @stream_init(ptr noundef %strm)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %0 = load ptr, ptr %src.addr, align 8
  %next_in = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 0
  store ptr %0, ptr %next_in, align 8
  %1 = load i32, ptr %slen.addr, align 4
  %avail_in = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 1
  store i32 %1, ptr %avail_in, align 8
  %2 = load ptr, ptr %dst.addr, align 8
  %next_out = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 2
  store ptr %2, ptr %next_out, align 8
  %3 = load ptr, ptr %dlen.addr, align 8
  %4 = load i32, ptr %3, align 4
  %avail_out = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 3
  store i32 %4, ptr %avail_out, align 8
  call void @run(ptr noundef %strm)
  %avail_out1 = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 3
  %5 = load i32, ptr %avail_out1, align 8
  %6 = load ptr, ptr %dlen.addr, align 8
  store i32 %5, ptr %6, align 4
  %bzfree2 = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 6
  %7 = load ptr, ptr %bzfree2, align 8
  %opaque3 = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 7
  %8 = load ptr, ptr %opaque3, align 8
  %state = getelementptr inbounds %struct.stream, ptr %strm, i32 0, i32 4
  %9 = load ptr, ptr %state, align 8
  call void %7(ptr noundef %8, ptr noundef %9)
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load i32, ptr %retval, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @stream_init(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %bzalloc = getelementptr inbounds %struct.stream, ptr %0, i32 0, i32 5
  %1 = load ptr, ptr %bzalloc, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %s.addr, align 8
  %bzalloc1 = getelementptr inbounds %struct.stream, ptr %2, i32 0, i32 5
  store ptr @default_alloc, ptr %bzalloc1, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load ptr, ptr %s.addr, align 8
  %bzfree = getelementptr inbounds %struct.stream, ptr %3, i32 0, i32 6
  %4 = load ptr, ptr %bzfree, align 8
  %cmp2 = icmp eq ptr %4, null
  br i1 %cmp2, label %if.then3, label %if.end5

if.then3:                                         ; preds = %if.end
  %5 = load ptr, ptr %s.addr, align 8
  %bzfree4 = getelementptr inbounds %struct.stream, ptr %5, i32 0, i32 6
  store ptr @default_free, ptr %bzfree4, align 8
  br label %if.end5

if.end5:                                          ; preds = %if.then3, %if.end
  %6 = load ptr, ptr %s.addr, align 8
  %bzalloc6 = getelementptr inbounds %struct.stream, ptr %6, i32 0, i32 5
  %7 = load ptr, ptr %bzalloc6, align 8
  %8 = load ptr, ptr %s.addr, align 8
  %opaque = getelementptr inbounds %struct.stream, ptr %8, i32 0, i32 7
  %9 = load ptr, ptr %opaque, align 8
  %call = call ptr %7(ptr noundef %9, i32 noundef 64, i32 noundef 1)
  %10 = load ptr, ptr %s.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %10, i32 0, i32 4
  store ptr %call, ptr %state, align 8
  %11 = load ptr, ptr %s.addr, align 8
  %state7 = getelementptr inbounds %struct.stream, ptr %11, i32 0, i32 4
  %12 = load ptr, ptr %state7, align 8
  %cmp8 = icmp ne ptr %12, null
  %conv = zext i1 %cmp8 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %out = alloca [16 x i8], align 16
  %n = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store i32 16, ptr %n, align 4
  %arraydecay = getelementptr inbounds [16 x i8], ptr %out, i64 0, i64 0
  %0 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  %2 = load i32, ptr %argc.addr, align 4
  %call = call i32 @decompress(ptr noundef %arraydecay, ptr noundef %n, ptr noundef %1, i32 noundef %2)
  ret i32 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @default_alloc(ptr noundef %o, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %m.addr = alloca i32, align 4
  store ptr %o, ptr %o.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 %m, ptr %m.addr, align 4
  %0 = load ptr, ptr %o.addr, align 8
  %1 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %1 to i64
  %2 = load i32, ptr %m.addr, align 4
  %conv1 = sext i32 %2 to i64
  %mul = mul i64 %conv, %conv1
  %call = call noalias ptr @malloc(i64 noundef %mul) #4
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @default_free(ptr noundef %o, ptr noundef %p) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  call void @free(ptr noundef %1) #5
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

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
