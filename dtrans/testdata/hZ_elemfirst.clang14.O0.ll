; ModuleID = 'hZ_elemfirst.c'
source_filename = "hZ_elemfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expr = type { i32, i32 }
%struct.list = type { i32, i32, [4 x %struct.item] }
%struct.item = type { %struct.expr*, i8* }
%struct.holder = type { i8* }

@main.e = internal global %struct.expr { i32 1, i32 0 }, align 4
@main.l = internal global %struct.list { i32 1, i32 4, [4 x %struct.item] [%struct.item { %struct.expr* @main.e, i8* null }, %struct.item zeroinitializer, %struct.item zeroinitializer, %struct.item zeroinitializer] }, align 8
@main.h1 = internal global [2 x %struct.holder] zeroinitializer, align 16
@main.h2 = internal global %struct.holder zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @put(%struct.holder* noundef %h, i8* noundef %p) #0 {
entry:
  %h.addr = alloca %struct.holder*, align 8
  %p.addr = alloca i8*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  %1 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, %struct.holder* %1, i32 0, i32 0
  store i8* %0, i8** %any, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(%struct.holder* noundef %h) #0 {
entry:
  %h.addr = alloca %struct.holder*, align 8
  %l = alloca %struct.list*, align 8
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  %it = alloca %struct.item*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  %0 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, %struct.holder* %0, i32 0, i32 0
  %1 = load i8*, i8** %any, align 8
  %2 = bitcast i8* %1 to %struct.list*
  store %struct.list* %2, %struct.list** %l, align 8
  store i32 0, i32* %s, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, i32* %i, align 4
  %4 = load %struct.list*, %struct.list** %l, align 8
  %n = getelementptr inbounds %struct.list, %struct.list* %4, i32 0, i32 0
  %5 = load i32, i32* %n, align 8
  %cmp = icmp slt i32 %3, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load %struct.list*, %struct.list** %l, align 8
  %a = getelementptr inbounds %struct.list, %struct.list* %6, i32 0, i32 2
  %7 = load i32, i32* %i, align 4
  %idxprom = sext i32 %7 to i64
  %arrayidx = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %a, i64 0, i64 %idxprom
  store %struct.item* %arrayidx, %struct.item** %it, align 8
  %8 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %add.ptr = getelementptr inbounds %struct.holder, %struct.holder* %8, i64 1
  %9 = load %struct.item*, %struct.item** %it, align 8
  %10 = bitcast %struct.item* %9 to i8*
  call void @put(%struct.holder* noundef %add.ptr, i8* noundef %10)
  %11 = load %struct.item*, %struct.item** %it, align 8
  %e = getelementptr inbounds %struct.item, %struct.item* %11, i32 0, i32 0
  %call = call %struct.expr* @get(%struct.expr** noundef %e)
  %op = getelementptr inbounds %struct.expr, %struct.expr* %call, i32 0, i32 0
  %12 = load i32, i32* %op, align 4
  %13 = load i32, i32* %s, align 4
  %add = add nsw i32 %13, %12
  store i32 %add, i32* %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %14 = load i32, i32* %i, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %15 = load i32, i32* %s, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.expr* @get(%struct.expr** noundef %pp) #0 {
entry:
  %pp.addr = alloca %struct.expr**, align 8
  store %struct.expr** %pp, %struct.expr*** %pp.addr, align 8
  %0 = load %struct.expr**, %struct.expr*** %pp.addr, align 8
  %1 = load %struct.expr*, %struct.expr** %0, align 8
  ret %struct.expr* %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  call void @put(%struct.holder* noundef getelementptr inbounds ([2 x %struct.holder], [2 x %struct.holder]* @main.h1, i64 0, i64 0), i8* noundef bitcast (%struct.list* @main.l to i8*))
  call void @put(%struct.holder* noundef @main.h2, i8* noundef bitcast (%struct.expr* @main.e to i8*))
  %call = call i32 @sum(%struct.holder* noundef getelementptr inbounds ([2 x %struct.holder], [2 x %struct.holder]* @main.h1, i64 0, i64 0))
  %1 = load i32, i32* %argc.addr, align 4
  %add = add nsw i32 %call, %1
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
