; ModuleID = 'stride.c'
source_filename = "stride.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.M = type { i32, i32 }
%struct.N = type { i32, i32, float }

@__const.main.ends = private unnamed_addr constant [2 x i64] [i64 2, i64 4], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lastlens(%struct.M* noundef %m, i64* noundef %ends, i32 noundef %k) #0 {
entry:
  %m.addr = alloca %struct.M*, align 8
  %ends.addr = alloca i64*, align 8
  %k.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.M* %m, %struct.M** %m.addr, align 8
  store i64* %ends, i64** %ends.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  store i32 0, i32* %s, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %k.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.M*, %struct.M** %m.addr, align 8
  %3 = load i64*, i64** %ends.addr, align 8
  %4 = load i32, i32* %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i64, i64* %3, i64 %idxprom
  %5 = load i64, i64* %arrayidx, align 8
  %sub = sub i64 %5, 1
  %arrayidx1 = getelementptr inbounds %struct.M, %struct.M* %2, i64 %sub
  %len = getelementptr inbounds %struct.M, %struct.M* %arrayidx1, i32 0, i32 1
  %6 = load i32, i32* %len, align 4
  %7 = load i32, i32* %s, align 4
  %add = add i32 %7, %6
  store i32 %add, i32* %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i32, i32* %i, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %9 = load i32, i32* %s, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @best(%struct.N* noundef %n, i64 noundef %base, i64* noundef %ks, i32 noundef %k) #0 {
entry:
  %n.addr = alloca %struct.N*, align 8
  %base.addr = alloca i64, align 8
  %ks.addr = alloca i64*, align 8
  %k.addr = alloca i32, align 4
  %s = alloca float, align 4
  %i = alloca i32, align 4
  store %struct.N* %n, %struct.N** %n.addr, align 8
  store i64 %base, i64* %base.addr, align 8
  store i64* %ks, i64** %ks.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  store float 0.000000e+00, float* %s, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %k.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.N*, %struct.N** %n.addr, align 8
  %3 = load i64, i64* %base.addr, align 8
  %4 = load i64*, i64** %ks.addr, align 8
  %5 = load i32, i32* %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds i64, i64* %4, i64 %idxprom
  %6 = load i64, i64* %arrayidx, align 8
  %add = add i64 %3, %6
  %arrayidx1 = getelementptr inbounds %struct.N, %struct.N* %2, i64 %add
  %cost = getelementptr inbounds %struct.N, %struct.N* %arrayidx1, i32 0, i32 2
  %7 = load float, float* %cost, align 4
  %8 = load float, float* %s, align 4
  %add2 = fadd float %8, %7
  store float %add2, float* %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %10 = load float, float* %s, align 4
  ret float %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %m = alloca %struct.M*, align 8
  %i = alloca i32, align 4
  %ends = alloca [2 x i64], align 16
  %r = alloca i32, align 4
  %n = alloca %struct.N*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 32) #3
  %1 = bitcast i8* %call to %struct.M*
  store %struct.M* %1, %struct.M** %m, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %2, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load i32, i32* %i, align 4
  %4 = load %struct.M*, %struct.M** %m, align 8
  %5 = load i32, i32* %i, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds %struct.M, %struct.M* %4, i64 %idxprom
  %dist = getelementptr inbounds %struct.M, %struct.M* %arrayidx, i32 0, i32 0
  store i32 %3, i32* %dist, align 4
  %6 = load i32, i32* %argc.addr, align 4
  %7 = load %struct.M*, %struct.M** %m, align 8
  %8 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %8 to i64
  %arrayidx2 = getelementptr inbounds %struct.M, %struct.M* %7, i64 %idxprom1
  %len = getelementptr inbounds %struct.M, %struct.M* %arrayidx2, i32 0, i32 1
  store i32 %6, i32* %len, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load i32, i32* %i, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !9

for.end:                                          ; preds = %for.cond
  %10 = bitcast [2 x i64]* %ends to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %10, i8* align 16 bitcast ([2 x i64]* @__const.main.ends to i8*), i64 16, i1 false)
  %11 = load %struct.M*, %struct.M** %m, align 8
  %arraydecay = getelementptr inbounds [2 x i64], [2 x i64]* %ends, i64 0, i64 0
  %call3 = call i32 @lastlens(%struct.M* noundef %11, i64* noundef %arraydecay, i32 noundef 2)
  store i32 %call3, i32* %r, align 4
  %call4 = call noalias i8* @calloc(i64 noundef 4, i64 noundef 12) #3
  %12 = bitcast i8* %call4 to %struct.N*
  store %struct.N* %12, %struct.N** %n, align 8
  %13 = load %struct.N*, %struct.N** %n, align 8
  %arrayidx5 = getelementptr inbounds %struct.N, %struct.N* %13, i64 1
  %cost = getelementptr inbounds %struct.N, %struct.N* %arrayidx5, i32 0, i32 2
  store float 5.000000e-01, float* %cost, align 4
  %14 = load %struct.N*, %struct.N** %n, align 8
  %arraydecay6 = getelementptr inbounds [2 x i64], [2 x i64]* %ends, i64 0, i64 0
  %call7 = call float @best(%struct.N* noundef %14, i64 noundef 1, i64* noundef %arraydecay6, i32 noundef 1)
  %conv = fptoui float %call7 to i32
  %15 = load i32, i32* %r, align 4
  %add = add i32 %15, %conv
  store i32 %add, i32* %r, align 4
  %16 = load %struct.N*, %struct.N** %n, align 8
  %17 = bitcast %struct.N* %16 to i8*
  call void @free(i8* noundef %17) #3
  %18 = load %struct.M*, %struct.M** %m, align 8
  %19 = bitcast %struct.M* %18 to i8*
  call void @free(i8* noundef %19) #3
  %20 = load i32, i32* %r, align 4
  ret i32 %20
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
