; ModuleID = 'paramorigin.c'
source_filename = "paramorigin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { [4 x i64], i32 }
%struct.other = type { double, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %cx = alloca %struct.ctx, align 8
  %o = alloca %struct.other, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = bitcast %struct.ctx* %cx to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %1, i8 0, i64 40, i1 false)
  %x = getelementptr inbounds %struct.other, %struct.other* %o, i32 0, i32 0
  store double 1.000000e+00, double* %x, align 8
  %y = getelementptr inbounds %struct.other, %struct.other* %o, i32 0, i32 1
  store i64 2, i64* %y, align 8
  %2 = load i32, i32* %argc.addr, align 4
  call void @update(%struct.ctx* noundef %cx, i32 noundef %2)
  call void @step(%struct.ctx* noundef %cx)
  %3 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %3, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = bitcast %struct.ctx* %cx to i8*
  br label %cond.end

cond.false:                                       ; preds = %entry
  %5 = bitcast %struct.other* %o to i8*
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %4, %cond.true ], [ %5, %cond.false ]
  call void @keep(i8* noundef %cond)
  %s = getelementptr inbounds %struct.ctx, %struct.ctx* %cx, i32 0, i32 0
  %arrayidx = getelementptr inbounds [4 x i64], [4 x i64]* %s, i64 0, i64 3
  %6 = load i64, i64* %arrayidx, align 8
  %conv = trunc i64 %6 to i32
  ret i32 %conv
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @update(%struct.ctx* noundef %c, i32 noundef %n) #0 {
entry:
  %c.addr = alloca %struct.ctx*, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.ctx* %c, %struct.ctx** %c.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  call void @step(%struct.ctx* noundef %2)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(%struct.ctx* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.ctx*, align 8
  store %struct.ctx* %c, %struct.ctx** %c.addr, align 8
  %0 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %s = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i32 0, i32 0
  %arrayidx = getelementptr inbounds [4 x i64], [4 x i64]* %s, i64 0, i64 0
  %1 = load i64, i64* %arrayidx, align 8
  %2 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %s1 = getelementptr inbounds %struct.ctx, %struct.ctx* %2, i32 0, i32 0
  %arrayidx2 = getelementptr inbounds [4 x i64], [4 x i64]* %s1, i64 0, i64 1
  %3 = load i64, i64* %arrayidx2, align 8
  %add = add i64 %3, %1
  store i64 %add, i64* %arrayidx2, align 8
  %4 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %s3 = getelementptr inbounds %struct.ctx, %struct.ctx* %4, i32 0, i32 0
  %arrayidx4 = getelementptr inbounds [4 x i64], [4 x i64]* %s3, i64 0, i64 1
  %5 = load i64, i64* %arrayidx4, align 8
  %6 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %s5 = getelementptr inbounds %struct.ctx, %struct.ctx* %6, i32 0, i32 0
  %arrayidx6 = getelementptr inbounds [4 x i64], [4 x i64]* %s5, i64 0, i64 2
  %7 = load i64, i64* %arrayidx6, align 8
  %xor = xor i64 %7, %5
  store i64 %xor, i64* %arrayidx6, align 8
  %8 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %s7 = getelementptr inbounds %struct.ctx, %struct.ctx* %8, i32 0, i32 0
  %arrayidx8 = getelementptr inbounds [4 x i64], [4 x i64]* %s7, i64 0, i64 2
  %9 = load i64, i64* %arrayidx8, align 8
  %mul = mul i64 %9, 3
  %10 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %s9 = getelementptr inbounds %struct.ctx, %struct.ctx* %10, i32 0, i32 0
  %arrayidx10 = getelementptr inbounds [4 x i64], [4 x i64]* %s9, i64 0, i64 3
  store i64 %mul, i64* %arrayidx10, align 8
  ret void
}

declare void @keep(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
