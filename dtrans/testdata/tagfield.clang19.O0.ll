; ModuleID = 'tagfield.c'
source_filename = "tagfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dstate = type { ptr, i32, [64 x i16] }
%struct.stream = type { ptr, i32, ptr }
%struct.istate = type { ptr, i32, i32, [32 x i16], [32 x i16] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @table(ptr noundef %lens, i32 noundef %n, ptr noundef %work) #0 {
entry:
  %lens.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %work.addr = alloca ptr, align 8
  store ptr %lens, ptr %lens.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store ptr %work, ptr %work.addr, align 8
  %0 = load ptr, ptr %lens.addr, align 8
  %arrayidx = getelementptr inbounds i16, ptr %0, i64 0
  %1 = load i16, ptr %arrayidx, align 2
  %2 = load ptr, ptr %work.addr, align 8
  %arrayidx1 = getelementptr inbounds i16, ptr %2, i64 0
  store i16 %1, ptr %arrayidx1, align 2
  %3 = load ptr, ptr %lens.addr, align 8
  %4 = load i32, ptr %n.addr, align 4
  %idxprom = zext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds i16, ptr %3, i64 %idxprom
  %5 = load i16, ptr %arrayidx2, align 2
  %6 = load ptr, ptr %work.addr, align 8
  %arrayidx3 = getelementptr inbounds i16, ptr %6, i64 1
  store i16 %5, ptr %arrayidx3, align 2
  %7 = load ptr, ptr %lens.addr, align 8
  %arrayidx4 = getelementptr inbounds i16, ptr %7, i64 1
  %8 = load i16, ptr %arrayidx4, align 2
  %conv = zext i16 %8 to i32
  %9 = load i32, ptr %n.addr, align 4
  %add = add nsw i32 %conv, %9
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @deflate_init(ptr noundef %s, i32 noundef %level) #0 {
entry:
  %retval = alloca i32, align 4
  %s.addr = alloca ptr, align 8
  %level.addr = alloca i32, align 4
  %d = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  store i32 %level, ptr %level.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 144) #4
  store ptr %call, ptr %d, align 8
  %0 = load ptr, ptr %d, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %s.addr, align 8
  %2 = load ptr, ptr %d, align 8
  %strm = getelementptr inbounds %struct.dstate, ptr %2, i32 0, i32 0
  store ptr %1, ptr %strm, align 8
  %3 = load i32, ptr %level.addr, align 4
  %4 = load ptr, ptr %d, align 8
  %level1 = getelementptr inbounds %struct.dstate, ptr %4, i32 0, i32 1
  store i32 %3, ptr %level1, align 8
  %5 = load ptr, ptr %d, align 8
  %heap = getelementptr inbounds %struct.dstate, ptr %5, i32 0, i32 2
  %arrayidx = getelementptr inbounds [64 x i16], ptr %heap, i64 0, i64 0
  store i16 0, ptr %arrayidx, align 4
  %6 = load ptr, ptr %d, align 8
  %7 = load ptr, ptr %s.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %7, i32 0, i32 2
  store ptr %6, ptr %state, align 8
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %8 = load i32, ptr %retval, align 4
  ret i32 %8
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inflate_init(ptr noundef %s) #0 {
entry:
  %retval = alloca i32, align 4
  %s.addr = alloca ptr, align 8
  %st = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 144) #5
  store ptr %call, ptr %st, align 8
  %0 = load ptr, ptr %st, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %s.addr, align 8
  %2 = load ptr, ptr %st, align 8
  %strm = getelementptr inbounds %struct.istate, ptr %2, i32 0, i32 0
  store ptr %1, ptr %strm, align 8
  %3 = load ptr, ptr %st, align 8
  %4 = load ptr, ptr %s.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %4, i32 0, i32 2
  store ptr %3, ptr %state, align 8
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load i32, ptr %retval, align 4
  ret i32 %5
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @inflate_reset(ptr noundef %v, i64 noundef %i) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %i.addr = alloca i64, align 8
  store ptr %v, ptr %v.addr, align 8
  store i64 %i, ptr %i.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %1 = load i64, ptr %i.addr, align 8
  %arrayidx = getelementptr inbounds %struct.istate, ptr %0, i64 %1
  %mode = getelementptr inbounds %struct.istate, ptr %arrayidx, i32 0, i32 1
  store i32 0, ptr %mode, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inflate(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %st = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %state = getelementptr inbounds %struct.stream, ptr %0, i32 0, i32 2
  %1 = load ptr, ptr %state, align 8
  store ptr %1, ptr %st, align 8
  %2 = load ptr, ptr %st, align 8
  %mode = getelementptr inbounds %struct.istate, ptr %2, i32 0, i32 1
  store i32 1, ptr %mode, align 8
  %3 = load ptr, ptr %s.addr, align 8
  %next = getelementptr inbounds %struct.stream, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %next, align 8
  %arrayidx = getelementptr inbounds i8, ptr %4, i64 0
  %5 = load i8, ptr %arrayidx, align 1
  %conv = zext i8 %5 to i16
  %6 = load ptr, ptr %st, align 8
  %lens = getelementptr inbounds %struct.istate, ptr %6, i32 0, i32 3
  %arrayidx1 = getelementptr inbounds [32 x i16], ptr %lens, i64 0, i64 0
  store i16 %conv, ptr %arrayidx1, align 8
  %7 = load ptr, ptr %s.addr, align 8
  %next2 = getelementptr inbounds %struct.stream, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %next2, align 8
  %arrayidx3 = getelementptr inbounds i8, ptr %8, i64 1
  %9 = load i8, ptr %arrayidx3, align 1
  %conv4 = zext i8 %9 to i16
  %10 = load ptr, ptr %st, align 8
  %lens5 = getelementptr inbounds %struct.istate, ptr %10, i32 0, i32 3
  %arrayidx6 = getelementptr inbounds [32 x i16], ptr %lens5, i64 0, i64 1
  store i16 %conv4, ptr %arrayidx6, align 2
  %11 = load ptr, ptr %s.addr, align 8
  %avail = getelementptr inbounds %struct.stream, ptr %11, i32 0, i32 1
  %12 = load i32, ptr %avail, align 8
  %13 = load ptr, ptr %st, align 8
  %have = getelementptr inbounds %struct.istate, ptr %13, i32 0, i32 2
  store i32 %12, ptr %have, align 4
  %14 = load ptr, ptr %st, align 8
  %lens7 = getelementptr inbounds %struct.istate, ptr %14, i32 0, i32 3
  %arraydecay = getelementptr inbounds [32 x i16], ptr %lens7, i64 0, i64 0
  %15 = load ptr, ptr %st, align 8
  %have8 = getelementptr inbounds %struct.istate, ptr %15, i32 0, i32 2
  %16 = load i32, ptr %have8, align 4
  %and = and i32 %16, 31
  %17 = load ptr, ptr %st, align 8
  %work = getelementptr inbounds %struct.istate, ptr %17, i32 0, i32 4
  %arraydecay9 = getelementptr inbounds [32 x i16], ptr %work, i64 0, i64 0
  %call = call i32 @table(ptr noundef %arraydecay, i32 noundef %and, ptr noundef %arraydecay9)
  ret i32 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca %struct.stream, align 8
  %b = alloca %struct.stream, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %next = getelementptr inbounds %struct.stream, ptr %a, i32 0, i32 0
  %0 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  store ptr %1, ptr %next, align 8
  %avail = getelementptr inbounds %struct.stream, ptr %a, i32 0, i32 1
  %2 = load i32, ptr %argc.addr, align 4
  store i32 %2, ptr %avail, align 8
  %state = getelementptr inbounds %struct.stream, ptr %a, i32 0, i32 2
  store ptr null, ptr %state, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %b, ptr align 8 %a, i64 24, i1 false)
  %3 = load i32, ptr %argc.addr, align 4
  %call = call i32 @deflate_init(ptr noundef %a, i32 noundef %3)
  %cmp = icmp ne i32 %call, 0
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %call1 = call i32 @inflate_init(ptr noundef %b)
  %cmp2 = icmp ne i32 %call1, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %state3 = getelementptr inbounds %struct.stream, ptr %b, i32 0, i32 2
  %4 = load ptr, ptr %state3, align 8
  call void @inflate_reset(ptr noundef %4, i64 noundef 0)
  %call4 = call i32 @inflate(ptr noundef %b)
  store i32 %call4, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load i32, ptr %retval, align 4
  ret i32 %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
