; ModuleID = 'hAK_unionlanes.c'
source_filename = "hAK_unionlanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cell = type { i64, [10 x %union.Coord] }
%union.Coord = type { float }
%struct.Tree = type { i32, i8 }

@__const.main.idx = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 2, i32 3], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sortdim(ptr noundef %t, ptr noundef %idx, i32 noundef %n, i32 noundef %d, ptr noundef %cells, ptr noundef %out) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %idx.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %d.addr = alloca i32, align 4
  %cells.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %k = alloca i32, align 4
  %c = alloca ptr, align 8
  %l = alloca double, align 8
  %r = alloca double, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %idx, ptr %idx.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 %d, ptr %d.addr, align 4
  store ptr %cells, ptr %cells.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store i32 0, ptr %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %k, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %cells.addr, align 8
  %3 = load ptr, ptr %idx.addr, align 8
  %4 = load i32, ptr %k, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %idxprom
  %5 = load i32, ptr %arrayidx, align 4
  %idxprom1 = sext i32 %5 to i64
  %arrayidx2 = getelementptr inbounds %struct.Cell, ptr %2, i64 %idxprom1
  store ptr %arrayidx2, ptr %c, align 8
  %6 = load ptr, ptr %t.addr, align 8
  %eInt = getelementptr inbounds %struct.Tree, ptr %6, i32 0, i32 1
  %7 = load i8, ptr %eInt, align 4
  %tobool = icmp ne i8 %7, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %for.body
  %8 = load ptr, ptr %c, align 8
  %a = getelementptr inbounds %struct.Cell, ptr %8, i32 0, i32 1
  %9 = load i32, ptr %d.addr, align 4
  %mul = mul nsw i32 %9, 2
  %idxprom3 = sext i32 %mul to i64
  %arrayidx4 = getelementptr inbounds [10 x %union.Coord], ptr %a, i64 0, i64 %idxprom3
  %10 = load i32, ptr %arrayidx4, align 4
  %conv = sitofp i32 %10 to double
  store double %conv, ptr %l, align 8
  %11 = load ptr, ptr %c, align 8
  %a5 = getelementptr inbounds %struct.Cell, ptr %11, i32 0, i32 1
  %12 = load i32, ptr %d.addr, align 4
  %mul6 = mul nsw i32 %12, 2
  %add = add nsw i32 %mul6, 1
  %idxprom7 = sext i32 %add to i64
  %arrayidx8 = getelementptr inbounds [10 x %union.Coord], ptr %a5, i64 0, i64 %idxprom7
  %13 = load i32, ptr %arrayidx8, align 4
  %conv9 = sitofp i32 %13 to double
  store double %conv9, ptr %r, align 8
  br label %if.end

if.else:                                          ; preds = %for.body
  %14 = load ptr, ptr %c, align 8
  %a10 = getelementptr inbounds %struct.Cell, ptr %14, i32 0, i32 1
  %15 = load i32, ptr %d.addr, align 4
  %mul11 = mul nsw i32 %15, 2
  %idxprom12 = sext i32 %mul11 to i64
  %arrayidx13 = getelementptr inbounds [10 x %union.Coord], ptr %a10, i64 0, i64 %idxprom12
  %16 = load float, ptr %arrayidx13, align 4
  %conv14 = fpext float %16 to double
  store double %conv14, ptr %l, align 8
  %17 = load ptr, ptr %c, align 8
  %a15 = getelementptr inbounds %struct.Cell, ptr %17, i32 0, i32 1
  %18 = load i32, ptr %d.addr, align 4
  %mul16 = mul nsw i32 %18, 2
  %add17 = add nsw i32 %mul16, 1
  %idxprom18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds [10 x %union.Coord], ptr %a15, i64 0, i64 %idxprom18
  %19 = load float, ptr %arrayidx19, align 4
  %conv20 = fpext float %19 to double
  store double %conv20, ptr %r, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %20 = load double, ptr %l, align 8
  %21 = load double, ptr %r, align 8
  %add21 = fadd double %20, %21
  %cmp22 = fcmp ogt double %add21, 0.000000e+00
  %conv23 = zext i1 %cmp22 to i32
  %22 = load ptr, ptr %out.addr, align 8
  %23 = load i32, ptr %k, align 4
  %idxprom24 = sext i32 %23 to i64
  %arrayidx25 = getelementptr inbounds i32, ptr %22, i64 %idxprom24
  store i32 %conv23, ptr %arrayidx25, align 4
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %24 = load i32, ptr %k, align 4
  %inc = add nsw i32 %24, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t = alloca ptr, align 8
  %cells = alloca ptr, align 8
  %idx = alloca [4 x i32], align 16
  %out = alloca [4 x i32], align 16
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 8) #4
  store ptr %call, ptr %t, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 4, i64 noundef 48) #4
  store ptr %call1, ptr %cells, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %idx, ptr align 16 @__const.main.idx, i64 16, i1 false)
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  %conv = zext i1 %cmp to i32
  %conv2 = trunc i32 %conv to i8
  %1 = load ptr, ptr %t, align 8
  %eInt = getelementptr inbounds %struct.Tree, ptr %1, i32 0, i32 1
  store i8 %conv2, ptr %eInt, align 4
  %2 = load ptr, ptr %t, align 8
  %arraydecay = getelementptr inbounds [4 x i32], ptr %idx, i64 0, i64 0
  %3 = load i32, ptr %argc.addr, align 4
  %and = and i32 %3, 3
  %4 = load ptr, ptr %cells, align 8
  %arraydecay3 = getelementptr inbounds [4 x i32], ptr %out, i64 0, i64 0
  call void @sortdim(ptr noundef %2, ptr noundef %arraydecay, i32 noundef 4, i32 noundef %and, ptr noundef %4, ptr noundef %arraydecay3)
  %5 = load ptr, ptr %cells, align 8
  call void @free(ptr noundef %5) #5
  %6 = load ptr, ptr %t, align 8
  call void @free(ptr noundef %6) #5
  %arrayidx = getelementptr inbounds [4 x i32], ptr %out, i64 0, i64 0
  %7 = load i32, ptr %arrayidx, align 16
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
