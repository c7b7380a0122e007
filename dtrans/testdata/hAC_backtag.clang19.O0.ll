; ModuleID = 'hAC_backtag.c'
source_filename = "hAC_backtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Slot = type { %struct.TV }
%struct.TV = type { %union.Val, i8 }
%union.Val = type { ptr }
%union.Node = type { %struct.Key }
%struct.Key = type { %union.Val, i8, i8, i32, %union.Val }
%struct.St = type { ptr, ptr, i32 }

@main.stack = internal global [8 x %union.Slot] zeroinitializer, align 16
@main.nodes = internal global [4 x %union.Node] zeroinitializer, align 16
@__const.main.L = private unnamed_addr constant %struct.St { ptr getelementptr (i8, ptr @main.stack, i64 32), ptr @main.nodes, i32 0 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @settv(ptr noundef %d, ptr noundef %s) #0 {
entry:
  %d.addr = alloca ptr, align 8
  %s.addr = alloca ptr, align 8
  store ptr %d, ptr %d.addr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 0
  %1 = load i64, ptr %v, align 8
  %2 = load ptr, ptr %d.addr, align 8
  %v1 = getelementptr inbounds %struct.TV, ptr %2, i32 0, i32 0
  store i64 %1, ptr %v1, align 8
  %3 = load ptr, ptr %s.addr, align 8
  %tt = getelementptr inbounds %struct.TV, ptr %3, i32 0, i32 1
  %4 = load i8, ptr %tt, align 8
  %5 = load ptr, ptr %d.addr, align 8
  %tt2 = getelementptr inbounds %struct.TV, ptr %5, i32 0, i32 1
  store i8 %4, ptr %tt2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pop(ptr noundef %L) #0 {
entry:
  %L.addr = alloca ptr, align 8
  %r = alloca i64, align 8
  %o = alloca ptr, align 8
  store ptr %L, ptr %L.addr, align 8
  store i64 0, ptr %r, align 8
  %0 = load ptr, ptr %L.addr, align 8
  %top = getelementptr inbounds %struct.St, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %top, align 8
  %add.ptr = getelementptr inbounds %union.Slot, ptr %1, i64 -1
  store ptr %add.ptr, ptr %o, align 8
  %2 = load ptr, ptr %o, align 8
  %tt = getelementptr inbounds %struct.TV, ptr %2, i32 0, i32 1
  %3 = load i8, ptr %tt, align 8
  %conv = zext i8 %3 to i32
  %cmp = icmp eq i32 %conv, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load ptr, ptr %o, align 8
  %v = getelementptr inbounds %struct.TV, ptr %4, i32 0, i32 0
  %5 = load i64, ptr %v, align 8
  store i64 %5, ptr %r, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %6 = load ptr, ptr %L.addr, align 8
  %top2 = getelementptr inbounds %struct.St, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %top2, align 8
  %incdec.ptr = getelementptr inbounds %union.Slot, ptr %7, i32 -1
  store ptr %incdec.ptr, ptr %top2, align 8
  %8 = load i64, ptr %r, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %L = alloca %struct.St, align 8
  store i32 0, ptr %retval, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %L, ptr align 8 @__const.main.L, i64 24, i1 false)
  store i8 3, ptr getelementptr inbounds (%struct.TV, ptr getelementptr inbounds ([8 x %union.Slot], ptr @main.stack, i64 0, i64 1), i32 0, i32 1), align 8
  %top = getelementptr inbounds %struct.St, ptr %L, i32 0, i32 0
  %0 = load ptr, ptr %top, align 8
  call void @settv(ptr noundef %0, ptr noundef @main.nodes)
  %node = getelementptr inbounds %struct.St, ptr %L, i32 0, i32 1
  %1 = load ptr, ptr %node, align 8
  %arrayidx = getelementptr inbounds %union.Node, ptr %1, i64 1
  call void @settv(ptr noundef %arrayidx, ptr noundef getelementptr inbounds (%union.Slot, ptr @main.stack, i64 3))
  store i8 2, ptr getelementptr inbounds (%struct.Key, ptr getelementptr inbounds ([4 x %union.Node], ptr @main.nodes, i64 0, i64 1), i32 0, i32 2), align 1
  %call = call i64 @pop(ptr noundef %L)
  %conv = trunc i64 %call to i32
  %2 = load i32, ptr getelementptr inbounds (%struct.Key, ptr @main.nodes, i32 0, i32 3), align 4
  %add = add nsw i32 %conv, %2
  ret i32 %add
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
