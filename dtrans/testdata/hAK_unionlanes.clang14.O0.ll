; ModuleID = 'hAK_unionlanes.c'
source_filename = "hAK_unionlanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tree = type { i32, i8 }
%struct.Cell = type { i64, [10 x %union.Coord] }
%union.Coord = type { float }

@__const.main.idx = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 2, i32 3], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sortdim(%struct.Tree* noundef %t, i32* noundef %idx, i32 noundef %n, i32 noundef %d, %struct.Cell* noundef %cells, i32* noundef %out) #0 {
entry:
  %t.addr = alloca %struct.Tree*, align 8
  %idx.addr = alloca i32*, align 8
  %n.addr = alloca i32, align 4
  %d.addr = alloca i32, align 4
  %cells.addr = alloca %struct.Cell*, align 8
  %out.addr = alloca i32*, align 8
  %k = alloca i32, align 4
  %c = alloca %struct.Cell*, align 8
  %l = alloca double, align 8
  %r = alloca double, align 8
  store %struct.Tree* %t, %struct.Tree** %t.addr, align 8
  store i32* %idx, i32** %idx.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 %d, i32* %d.addr, align 4
  store %struct.Cell* %cells, %struct.Cell** %cells.addr, align 8
  store i32* %out, i32** %out.addr, align 8
  store i32 0, i32* %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %k, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.Cell*, %struct.Cell** %cells.addr, align 8
  %3 = load i32*, i32** %idx.addr, align 8
  %4 = load i32, i32* %k, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i32, i32* %3, i64 %idxprom
  %5 = load i32, i32* %arrayidx, align 4
  %idxprom1 = sext i32 %5 to i64
  %arrayidx2 = getelementptr inbounds %struct.Cell, %struct.Cell* %2, i64 %idxprom1
  store %struct.Cell* %arrayidx2, %struct.Cell** %c, align 8
  %6 = load %struct.Tree*, %struct.Tree** %t.addr, align 8
  %eInt = getelementptr inbounds %struct.Tree, %struct.Tree* %6, i32 0, i32 1
  %7 = load i8, i8* %eInt, align 4
  %tobool = icmp ne i8 %7, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %8 = load %struct.Cell*, %struct.Cell** %c, align 8
  %a = getelementptr inbounds %struct.Cell, %struct.Cell* %8, i32 0, i32 1
  %9 = load i32, i32* %d.addr, align 4
  %mul = mul nsw i32 %9, 2
  %idxprom3 = sext i32 %mul to i64
  %arrayidx4 = getelementptr inbounds [10 x %union.Coord], [10 x %union.Coord]* %a, i64 0, i64 %idxprom3
  %i = bitcast %union.Coord* %arrayidx4 to i32*
  %10 = load i32, i32* %i, align 4
  %conv = sitofp i32 %10 to double
  store double %conv, double* %l, align 8
  %11 = load %struct.Cell*, %struct.Cell** %c, align 8
  %a5 = getelementptr inbounds %struct.Cell, %struct.Cell* %11, i32 0, i32 1
  %12 = load i32, i32* %d.addr, align 4
  %mul6 = mul nsw i32 %12, 2
  %add = add nsw i32 %mul6, 1
  %idxprom7 = sext i32 %add to i64
  %arrayidx8 = getelementptr inbounds [10 x %union.Coord], [10 x %union.Coord]* %a5, i64 0, i64 %idxprom7
  %i9 = bitcast %union.Coord* %arrayidx8 to i32*
  %13 = load i32, i32* %i9, align 4
  %conv10 = sitofp i32 %13 to double
  store double %conv10, double* %r, align 8
  br label %if.end

if.else:                                          ; preds = %for.body
  %14 = load %struct.Cell*, %struct.Cell** %c, align 8
  %a11 = getelementptr inbounds %struct.Cell, %struct.Cell* %14, i32 0, i32 1
  %15 = load i32, i32* %d.addr, align 4
  %mul12 = mul nsw i32 %15, 2
  %idxprom13 = sext i32 %mul12 to i64
  %arrayidx14 = getelementptr inbounds [10 x %union.Coord], [10 x %union.Coord]* %a11, i64 0, i64 %idxprom13
  %f = bitcast %union.Coord* %arrayidx14 to float*
  %16 = load float, float* %f, align 4
  %conv15 = fpext float %16 to double
  store double %conv15, double* %l, align 8
  %17 = load %struct.Cell*, %struct.Cell** %c, align 8
  %a16 = getelementptr inbounds %struct.Cell, %struct.Cell* %17, i32 0, i32 1
  %18 = load i32, i32* %d.addr, align 4
  %mul17 = mul nsw i32 %18, 2
  %add18 = add nsw i32 %mul17, 1
  %idxprom19 = sext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds [10 x %union.Coord], [10 x %union.Coord]* %a16, i64 0, i64 %idxprom19
  %f21 = bitcast %union.Coord* %arrayidx20 to float*
  %19 = load float, float* %f21, align 4
  %conv22 = fpext float %19 to double
  store double %conv22, double* %r, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %20 = load double, double* %l, align 8
  %21 = load double, double* %r, align 8
  %add23 = fadd double %20, %21
  %cmp24 = fcmp ogt double %add23, 0.000000e+00
  %conv25 = zext i1 %cmp24 to i32
  %22 = load i32*, i32** %out.addr, align 8
  %23 = load i32, i32* %k, align 4
  %idxprom26 = sext i32 %23 to i64
  %arrayidx27 = getelementptr inbounds i32, i32* %22, i64 %idxprom26
  store i32 %conv25, i32* %arrayidx27, align 4
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %24 = load i32, i32* %k, align 4
  %inc = add nsw i32 %24, 1
  store i32 %inc, i32* %k, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %t = alloca %struct.Tree*, align 8
  %cells = alloca %struct.Cell*, align 8
  %idx = alloca [4 x i32], align 16
  %out = alloca [4 x i32], align 16
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 8) #3
  %0 = bitcast i8* %call to %struct.Tree*
  store %struct.Tree* %0, %struct.Tree** %t, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 4, i64 noundef 48) #3
  %1 = bitcast i8* %call1 to %struct.Cell*
  store %struct.Cell* %1, %struct.Cell** %cells, align 8
  %2 = bitcast [4 x i32]* %idx to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %2, i8* align 16 bitcast ([4 x i32]* @__const.main.idx to i8*), i64 16, i1 false)
  %3 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %3, 1
  %conv = zext i1 %cmp to i32
  %conv2 = trunc i32 %conv to i8
  %4 = load %struct.Tree*, %struct.Tree** %t, align 8
  %eInt = getelementptr inbounds %struct.Tree, %struct.Tree* %4, i32 0, i32 1
  store i8 %conv2, i8* %eInt, align 4
  %5 = load %struct.Tree*, %struct.Tree** %t, align 8
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %idx, i64 0, i64 0
  %6 = load i32, i32* %argc.addr, align 4
  %and = and i32 %6, 3
  %7 = load %struct.Cell*, %struct.Cell** %cells, align 8
  %arraydecay3 = getelementptr inbounds [4 x i32], [4 x i32]* %out, i64 0, i64 0
  call void @sortdim(%struct.Tree* noundef %5, i32* noundef %arraydecay, i32 noundef 4, i32 noundef %and, %struct.Cell* noundef %7, i32* noundef %arraydecay3)
  %8 = load %struct.Cell*, %struct.Cell** %cells, align 8
  %9 = bitcast %struct.Cell* %8 to i8*
  call void @free(i8* noundef %9) #3
  %10 = load %struct.Tree*, %struct.Tree** %t, align 8
  %11 = bitcast %struct.Tree* %10 to i8*
  call void @free(i8* noundef %11) #3
  %arrayidx = getelementptr inbounds [4 x i32], [4 x i32]* %out, i64 0, i64 0
  %12 = load i32, i32* %arrayidx, align 16
  ret i32 %12
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

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
