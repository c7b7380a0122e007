; ModuleID = 'hAR_fgcopy.c'
source_filename = "hAR_fgcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.List = type { i32, [1 x %struct.Item] }
%struct.Item = type { ptr, ptr, %struct.anon, %union.anon }
%struct.anon = type <{ i8, i16, i8 }>
%union.anon = type { i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @listdup(ptr noundef %pNew, ptr noundef %p) #0 {
entry:
  %pNew.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %pItem = alloca ptr, align 8
  %pOld = alloca ptr, align 8
  store ptr %pNew, ptr %pNew.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load ptr, ptr %p.addr, align 8
  %n = getelementptr inbounds %struct.List, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %n, align 8
  %cmp = icmp slt i32 %0, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %pNew.addr, align 8
  %a = getelementptr inbounds %struct.List, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds [1 x %struct.Item], ptr %a, i64 0, i64 %idxprom
  store ptr %arrayidx, ptr %pItem, align 8
  %5 = load ptr, ptr %p.addr, align 8
  %a1 = getelementptr inbounds %struct.List, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %i, align 4
  %idxprom2 = sext i32 %6 to i64
  %arrayidx3 = getelementptr inbounds [1 x %struct.Item], ptr %a1, i64 0, i64 %idxprom2
  store ptr %arrayidx3, ptr %pOld, align 8
  %7 = load ptr, ptr %pOld, align 8
  %pExpr = getelementptr inbounds %struct.Item, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %pExpr, align 8
  %call = call ptr @dup(ptr noundef %8)
  %9 = load ptr, ptr %pItem, align 8
  %pExpr4 = getelementptr inbounds %struct.Item, ptr %9, i32 0, i32 0
  store ptr %call, ptr %pExpr4, align 8
  %10 = load ptr, ptr %pOld, align 8
  %zName = getelementptr inbounds %struct.Item, ptr %10, i32 0, i32 1
  %11 = load ptr, ptr %zName, align 8
  %call5 = call ptr @dupz(ptr noundef %11)
  %12 = load ptr, ptr %pItem, align 8
  %zName6 = getelementptr inbounds %struct.Item, ptr %12, i32 0, i32 1
  store ptr %call5, ptr %zName6, align 8
  %13 = load ptr, ptr %pItem, align 8
  %fg = getelementptr inbounds %struct.Item, ptr %13, i32 0, i32 2
  %14 = load ptr, ptr %pOld, align 8
  %fg7 = getelementptr inbounds %struct.Item, ptr %14, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %fg, ptr align 8 %fg7, i64 4, i1 false)
  %15 = load ptr, ptr %pItem, align 8
  %fg8 = getelementptr inbounds %struct.Item, ptr %15, i32 0, i32 2
  %done = getelementptr inbounds %struct.anon, ptr %fg8, i32 0, i32 1
  %bf.load = load i16, ptr %done, align 1
  %bf.clear = and i16 %bf.load, -5
  %bf.set = or i16 %bf.clear, 0
  store i16 %bf.set, ptr %done, align 1
  %16 = load ptr, ptr %pItem, align 8
  %u = getelementptr inbounds %struct.Item, ptr %16, i32 0, i32 3
  %17 = load ptr, ptr %pOld, align 8
  %u9 = getelementptr inbounds %struct.Item, ptr %17, i32 0, i32 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %u, ptr align 4 %u9, i64 4, i1 false)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %18 = load i32, ptr %i, align 4
  %inc = add nsw i32 %18, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

declare ptr @dup(ptr noundef) #1

declare ptr @dupz(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
