; ModuleID = 'stride.c'
source_filename = "stride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.M = type { i32, i32 }
%struct.N = type { i32, i32, float }

@__const.main.ends = private unnamed_addr constant [2 x i64] [i64 2, i64 4], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lastlens(ptr noundef %m, ptr noundef %ends, i32 noundef %k) #0 {
entry:
  %m.addr = alloca ptr, align 8
  %ends.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %m, ptr %m.addr, align 8
  store ptr %ends, ptr %ends.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  store i32 0, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %k.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %m.addr, align 8
  %3 = load ptr, ptr %ends.addr, align 8
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i64, ptr %3, i64 %idxprom
  %5 = load i64, ptr %arrayidx, align 8
  %sub = sub i64 %5, 1
  %arrayidx1 = getelementptr inbounds %struct.M, ptr %2, i64 %sub
  %len = getelementptr inbounds %struct.M, ptr %arrayidx1, i32 0, i32 1
  %6 = load i32, ptr %len, align 4
  %7 = load i32, ptr %s, align 4
  %add = add i32 %7, %6
  store i32 %add, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %9 = load i32, ptr %s, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @best(ptr noundef %n, i64 noundef %base, ptr noundef %ks, i32 noundef %k) #0 {
entry:
  %n.addr = alloca ptr, align 8
  %base.addr = alloca i64, align 8
  %ks.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  %s = alloca float, align 4
  %i = alloca i32, align 4
  store ptr %n, ptr %n.addr, align 8
  store i64 %base, ptr %base.addr, align 8
  store ptr %ks, ptr %ks.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  store float 0.000000e+00, ptr %s, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %k.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %n.addr, align 8
  %3 = load i64, ptr %base.addr, align 8
  %4 = load ptr, ptr %ks.addr, align 8
  %5 = load i32, ptr %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds i64, ptr %4, i64 %idxprom
  %6 = load i64, ptr %arrayidx, align 8
  %add = add i64 %3, %6
  %arrayidx1 = getelementptr inbounds %struct.N, ptr %2, i64 %add
  %cost = getelementptr inbounds %struct.N, ptr %arrayidx1, i32 0, i32 2
  %7 = load float, ptr %cost, align 4
  %8 = load float, ptr %s, align 4
  %add2 = fadd float %8, %7
  store float %add2, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, ptr %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %10 = load float, ptr %s, align 4
  ret float %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %m = alloca ptr, align 8
  %i = alloca i32, align 4
  %ends = alloca [2 x i64], align 16
  %r = alloca i32, align 4
  %n = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 32) #5
  store ptr %call, ptr %m, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %1, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i32, ptr %i, align 4
  %3 = load ptr, ptr %m, align 8
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds %struct.M, ptr %3, i64 %idxprom
  %dist = getelementptr inbounds %struct.M, ptr %arrayidx, i32 0, i32 0
  store i32 %2, ptr %dist, align 4
  %5 = load i32, ptr %argc.addr, align 4
  %6 = load ptr, ptr %m, align 8
  %7 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %7 to i64
  %arrayidx2 = getelementptr inbounds %struct.M, ptr %6, i64 %idxprom1
  %len = getelementptr inbounds %struct.M, ptr %arrayidx2, i32 0, i32 1
  store i32 %5, ptr %len, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %i, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %ends, ptr align 16 @__const.main.ends, i64 16, i1 false)
  %9 = load ptr, ptr %m, align 8
  %arraydecay = getelementptr inbounds [2 x i64], ptr %ends, i64 0, i64 0
  %call3 = call i32 @lastlens(ptr noundef %9, ptr noundef %arraydecay, i32 noundef 2)
  store i32 %call3, ptr %r, align 4
  %call4 = call noalias ptr @calloc(i64 noundef 4, i64 noundef 12) #6
  store ptr %call4, ptr %n, align 8
  %10 = load ptr, ptr %n, align 8
  %arrayidx5 = getelementptr inbounds %struct.N, ptr %10, i64 1
  %cost = getelementptr inbounds %struct.N, ptr %arrayidx5, i32 0, i32 2
  store float 5.000000e-01, ptr %cost, align 4
  %11 = load ptr, ptr %n, align 8
  %arraydecay6 = getelementptr inbounds [2 x i64], ptr %ends, i64 0, i64 0
  %call7 = call float @best(ptr noundef %11, i64 noundef 1, ptr noundef %arraydecay6, i32 noundef 1)
  %conv = fptoui float %call7 to i32
  %12 = load i32, ptr %r, align 4
  %add = add i32 %12, %conv
  store i32 %add, ptr %r, align 4
  %13 = load ptr, ptr %n, align 8
  call void @free(ptr noundef %13) #7
  %14 = load ptr, ptr %m, align 8
  call void @free(ptr noundef %14) #7
  %15 = load i32, ptr %r, align 4
  ret i32 %15
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
