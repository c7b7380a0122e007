; ModuleID = 'hAR_fgcopy.c'
source_filename = "hAR_fgcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.List = type { i32, [1 x %struct.Item] }
%struct.Item = type { i8*, i8*, %struct.anon, %union.anon }
%struct.anon = type <{ i8, i16, i8 }>
%union.anon = type { i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @listdup(%struct.List* noundef %pNew, %struct.List* noundef %p) #0 {
entry:
  %pNew.addr = alloca %struct.List*, align 8
  %p.addr = alloca %struct.List*, align 8
  %i = alloca i32, align 4
  %pItem = alloca %struct.Item*, align 8
  %pOld = alloca %struct.Item*, align 8
  store %struct.List* %pNew, %struct.List** %pNew.addr, align 8
  store %struct.List* %p, %struct.List** %p.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load %struct.List*, %struct.List** %p.addr, align 8
  %n = getelementptr inbounds %struct.List, %struct.List* %1, i32 0, i32 0
  %2 = load i32, i32* %n, align 8
  %cmp = icmp slt i32 %0, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load %struct.List*, %struct.List** %pNew.addr, align 8
  %a = getelementptr inbounds %struct.List, %struct.List* %3, i32 0, i32 1
  %4 = load i32, i32* %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a, i64 0, i64 %idxprom
  store %struct.Item* %arrayidx, %struct.Item** %pItem, align 8
  %5 = load %struct.List*, %struct.List** %p.addr, align 8
  %a1 = getelementptr inbounds %struct.List, %struct.List* %5, i32 0, i32 1
  %6 = load i32, i32* %i, align 4
  %idxprom2 = sext i32 %6 to i64
  %arrayidx3 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a1, i64 0, i64 %idxprom2
  store %struct.Item* %arrayidx3, %struct.Item** %pOld, align 8
  %7 = load %struct.Item*, %struct.Item** %pOld, align 8
  %pExpr = getelementptr inbounds %struct.Item, %struct.Item* %7, i32 0, i32 0
  %8 = load i8*, i8** %pExpr, align 8
  %call = call i8* @dup(i8* noundef %8)
  %9 = load %struct.Item*, %struct.Item** %pItem, align 8
  %pExpr4 = getelementptr inbounds %struct.Item, %struct.Item* %9, i32 0, i32 0
  store i8* %call, i8** %pExpr4, align 8
  %10 = load %struct.Item*, %struct.Item** %pOld, align 8
  %zName = getelementptr inbounds %struct.Item, %struct.Item* %10, i32 0, i32 1
  %11 = load i8*, i8** %zName, align 8
  %call5 = call i8* @dupz(i8* noundef %11)
  %12 = load %struct.Item*, %struct.Item** %pItem, align 8
  %zName6 = getelementptr inbounds %struct.Item, %struct.Item* %12, i32 0, i32 1
  store i8* %call5, i8** %zName6, align 8
  %13 = load %struct.Item*, %struct.Item** %pItem, align 8
  %fg = getelementptr inbounds %struct.Item, %struct.Item* %13, i32 0, i32 2
  %14 = load %struct.Item*, %struct.Item** %pOld, align 8
  %fg7 = getelementptr inbounds %struct.Item, %struct.Item* %14, i32 0, i32 2
  %15 = bitcast %struct.anon* %fg to i8*
  %16 = bitcast %struct.anon* %fg7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %15, i8* align 8 %16, i64 4, i1 false)
  %17 = load %struct.Item*, %struct.Item** %pItem, align 8
  %fg8 = getelementptr inbounds %struct.Item, %struct.Item* %17, i32 0, i32 2
  %done = getelementptr inbounds %struct.anon, %struct.anon* %fg8, i32 0, i32 1
  %bf.load = load i16, i16* %done, align 1
  %bf.clear = and i16 %bf.load, -5
  %bf.set = or i16 %bf.clear, 0
  store i16 %bf.set, i16* %done, align 1
  %18 = load %struct.Item*, %struct.Item** %pItem, align 8
  %u = getelementptr inbounds %struct.Item, %struct.Item* %18, i32 0, i32 3
  %19 = load %struct.Item*, %struct.Item** %pOld, align 8
  %u9 = getelementptr inbounds %struct.Item, %struct.Item* %19, i32 0, i32 3
  %20 = bitcast %union.anon* %u to i8*
  %21 = bitcast %union.anon* %u9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %20, i8* align 4 %21, i64 4, i1 false)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %22 = load i32, i32* %i, align 4
  %inc = add nsw i32 %22, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

declare i8* @dup(i8* noundef) #1

declare i8* @dupz(i8* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }

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
