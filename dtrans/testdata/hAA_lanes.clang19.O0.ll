; ModuleID = 'hAA_lanes.c'
source_filename = "hAA_lanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hdr = type { i32, i32, i16, i32, [2 x i32], [2 x i32] }
%struct.W = type { ptr, i32, %struct.Hdr }

@last = dso_local global %struct.Hdr zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @work(ptr noundef %w, i32 noundef %i) #0 {
entry:
  %w.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  store ptr %w, ptr %w.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %1 = load ptr, ptr %w.addr, align 8
  %hdr = getelementptr inbounds %struct.W, ptr %1, i32 0, i32 2
  %ck = getelementptr inbounds %struct.Hdr, ptr %hdr, i32 0, i32 4
  %2 = load i32, ptr %i.addr, align 4
  %and = and i32 %2, 1
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x i32], ptr %ck, i64 0, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4
  %add = add i32 %3, %0
  store i32 %add, ptr %arrayidx, align 4
  %4 = load ptr, ptr %w.addr, align 8
  %n = getelementptr inbounds %struct.W, ptr %4, i32 0, i32 1
  %5 = load i32, ptr %n, align 8
  %6 = load i32, ptr %i.addr, align 4
  %cmp = icmp sgt i32 %5, %6
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @retry(ptr noundef %w) #0 {
entry:
  %w.addr = alloca ptr, align 8
  %s0 = alloca i32, align 4
  %s1 = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %w, ptr %w.addr, align 8
  %0 = load ptr, ptr %w.addr, align 8
  %hdr = getelementptr inbounds %struct.W, ptr %0, i32 0, i32 2
  %ck = getelementptr inbounds %struct.Hdr, ptr %hdr, i32 0, i32 4
  %arrayidx = getelementptr inbounds [2 x i32], ptr %ck, i64 0, i64 0
  %1 = load i32, ptr %arrayidx, align 4
  store i32 %1, ptr %s0, align 4
  %2 = load ptr, ptr %w.addr, align 8
  %hdr1 = getelementptr inbounds %struct.W, ptr %2, i32 0, i32 2
  %ck2 = getelementptr inbounds %struct.Hdr, ptr %hdr1, i32 0, i32 4
  %arrayidx3 = getelementptr inbounds [2 x i32], ptr %ck2, i64 0, i64 1
  %3 = load i32, ptr %arrayidx3, align 4
  store i32 %3, ptr %s1, align 4
  store i32 0, ptr %i, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %4 = load ptr, ptr %w.addr, align 8
  %5 = load i32, ptr %i, align 4
  %call = call i32 @work(ptr noundef %4, i32 noundef %5)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  %7 = load i32, ptr %s0, align 4
  %8 = load ptr, ptr %w.addr, align 8
  %hdr4 = getelementptr inbounds %struct.W, ptr %8, i32 0, i32 2
  %ck5 = getelementptr inbounds %struct.Hdr, ptr %hdr4, i32 0, i32 4
  %arrayidx6 = getelementptr inbounds [2 x i32], ptr %ck5, i64 0, i64 0
  store i32 %7, ptr %arrayidx6, align 4
  %9 = load i32, ptr %s1, align 4
  %10 = load ptr, ptr %w.addr, align 8
  %hdr7 = getelementptr inbounds %struct.W, ptr %10, i32 0, i32 2
  %ck8 = getelementptr inbounds %struct.Hdr, ptr %hdr7, i32 0, i32 4
  %arrayidx9 = getelementptr inbounds [2 x i32], ptr %ck8, i64 0, i64 1
  store i32 %9, ptr %arrayidx9, align 4
  %11 = load i32, ptr %i, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %w = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 48) #4
  store ptr %call, ptr %w, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %1 = load ptr, ptr %w, align 8
  %n = getelementptr inbounds %struct.W, ptr %1, i32 0, i32 1
  store i32 %0, ptr %n, align 8
  %2 = load ptr, ptr %argv.addr, align 8
  %3 = load ptr, ptr %w, align 8
  %fd = getelementptr inbounds %struct.W, ptr %3, i32 0, i32 0
  store ptr %2, ptr %fd, align 8
  %4 = load ptr, ptr %w, align 8
  %call1 = call i32 @retry(ptr noundef %4)
  store i32 %call1, ptr %r, align 4
  %5 = load ptr, ptr %w, align 8
  %hdr = getelementptr inbounds %struct.W, ptr %5, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @last, ptr align 4 %hdr, i64 32, i1 false)
  %6 = load ptr, ptr %w, align 8
  call void @free(ptr noundef %6) #5
  %7 = load i32, ptr %r, align 4
  ret i32 %7
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }
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
