; ModuleID = 'hAC_backtag.c'
source_filename = "hAC_backtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.Slot = type { %struct.TV }
%struct.TV = type { %union.Val, i8 }
%union.Val = type { i8* }
%union.Node = type { %struct.Key }
%struct.Key = type { %union.Val, i8, i8, i32, %union.Val }
%struct.St = type { %union.Slot*, %union.Node*, i32 }

@main.stack = internal global [8 x %union.Slot] zeroinitializer, align 16
@main.nodes = internal global [4 x %union.Node] zeroinitializer, align 16
@__const.main.L = private unnamed_addr constant %struct.St { %union.Slot* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x %union.Slot]* @main.stack to i8*), i64 32) to %union.Slot*), %union.Node* getelementptr inbounds ([4 x %union.Node], [4 x %union.Node]* @main.nodes, i32 0, i32 0), i32 0 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @settv(%struct.TV* noundef %d, %struct.TV* noundef %s) #0 {
entry:
  %d.addr = alloca %struct.TV*, align 8
  %s.addr = alloca %struct.TV*, align 8
  store %struct.TV* %d, %struct.TV** %d.addr, align 8
  store %struct.TV* %s, %struct.TV** %s.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %s.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 0
  %i = bitcast %union.Val* %v to i64*
  %1 = load i64, i64* %i, align 8
  %2 = load %struct.TV*, %struct.TV** %d.addr, align 8
  %v1 = getelementptr inbounds %struct.TV, %struct.TV* %2, i32 0, i32 0
  %i2 = bitcast %union.Val* %v1 to i64*
  store i64 %1, i64* %i2, align 8
  %3 = load %struct.TV*, %struct.TV** %s.addr, align 8
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %3, i32 0, i32 1
  %4 = load i8, i8* %tt, align 8
  %5 = load %struct.TV*, %struct.TV** %d.addr, align 8
  %tt3 = getelementptr inbounds %struct.TV, %struct.TV* %5, i32 0, i32 1
  store i8 %4, i8* %tt3, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pop(%struct.St* noundef %L) #0 {
entry:
  %L.addr = alloca %struct.St*, align 8
  %r = alloca i64, align 8
  %o = alloca %struct.TV*, align 8
  store %struct.St* %L, %struct.St** %L.addr, align 8
  store i64 0, i64* %r, align 8
  %0 = load %struct.St*, %struct.St** %L.addr, align 8
  %top = getelementptr inbounds %struct.St, %struct.St* %0, i32 0, i32 0
  %1 = load %union.Slot*, %union.Slot** %top, align 8
  %add.ptr = getelementptr inbounds %union.Slot, %union.Slot* %1, i64 -1
  %val = bitcast %union.Slot* %add.ptr to %struct.TV*
  store %struct.TV* %val, %struct.TV** %o, align 8
  %2 = load %struct.TV*, %struct.TV** %o, align 8
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %2, i32 0, i32 1
  %3 = load i8, i8* %tt, align 8
  %conv = zext i8 %3 to i32
  %cmp = icmp eq i32 %conv, 3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load %struct.TV*, %struct.TV** %o, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %4, i32 0, i32 0
  %i = bitcast %union.Val* %v to i64*
  %5 = load i64, i64* %i, align 8
  store i64 %5, i64* %r, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %6 = load %struct.St*, %struct.St** %L.addr, align 8
  %top2 = getelementptr inbounds %struct.St, %struct.St* %6, i32 0, i32 0
  %7 = load %union.Slot*, %union.Slot** %top2, align 8
  %incdec.ptr = getelementptr inbounds %union.Slot, %union.Slot* %7, i32 -1
  store %union.Slot* %incdec.ptr, %union.Slot** %top2, align 8
  %8 = load i64, i64* %r, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %L = alloca %struct.St, align 8
  store i32 0, i32* %retval, align 4
  %0 = bitcast %struct.St* %L to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %0, i8* align 8 bitcast (%struct.St* @__const.main.L to i8*), i64 24, i1 false)
  store i8 3, i8* getelementptr inbounds ([8 x %union.Slot], [8 x %union.Slot]* @main.stack, i64 0, i64 1, i32 0, i32 1), align 8
  %top = getelementptr inbounds %struct.St, %struct.St* %L, i32 0, i32 0
  %1 = load %union.Slot*, %union.Slot** %top, align 8
  %val = bitcast %union.Slot* %1 to %struct.TV*
  call void @settv(%struct.TV* noundef %val, %struct.TV* noundef bitcast ([4 x %union.Node]* @main.nodes to %struct.TV*))
  %node = getelementptr inbounds %struct.St, %struct.St* %L, i32 0, i32 1
  %2 = load %union.Node*, %union.Node** %node, align 8
  %arrayidx = getelementptr inbounds %union.Node, %union.Node* %2, i64 1
  %i_val = bitcast %union.Node* %arrayidx to %struct.TV*
  call void @settv(%struct.TV* noundef %i_val, %struct.TV* noundef getelementptr inbounds ([8 x %union.Slot], [8 x %union.Slot]* @main.stack, i64 0, i64 3, i32 0))
  store i8 2, i8* getelementptr inbounds ([4 x %union.Node], [4 x %union.Node]* @main.nodes, i64 0, i64 1, i32 0, i32 2), align 1
  %call = call i64 @pop(%struct.St* noundef %L)
  %conv = trunc i64 %call to i32
  %3 = load i32, i32* getelementptr inbounds ([4 x %union.Node], [4 x %union.Node]* @main.nodes, i32 0, i32 0, i32 0, i32 3), align 4
  %add = add nsw i32 %conv, %3
  ret i32 %add
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
