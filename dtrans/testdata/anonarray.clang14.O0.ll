; ModuleID = 'anonarray.c'
source_filename = "anonarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Acc = type { i32, [8 x i32], i64, i32 }
%struct.Other = type { double, double, double, double, double }
%struct.holder = type { i8*, i32 }

@g_acc = dso_local global %struct.Acc zeroinitializer, align 8
@g_other = dso_local global %struct.Other zeroinitializer, align 8
@__const.main.k = private unnamed_addr constant %struct.holder { i8* bitcast (%struct.Other* @g_other to i8*), i32 1 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @step(%struct.holder* noundef %h, i32 noundef %i) #0 {
entry:
  %retval = alloca i64, align 8
  %h.addr = alloca %struct.holder*, align 8
  %i.addr = alloca i32, align 4
  %s = alloca %struct.Acc*, align 8
  %o = alloca %struct.Other*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %kind = getelementptr inbounds %struct.holder, %struct.holder* %0, i32 0, i32 1
  %1 = load i32, i32* %kind, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %state = getelementptr inbounds %struct.holder, %struct.holder* %2, i32 0, i32 0
  %3 = load i8*, i8** %state, align 8
  %4 = bitcast i8* %3 to %struct.Acc*
  store %struct.Acc* %4, %struct.Acc** %s, align 8
  %5 = load %struct.Acc*, %struct.Acc** %s, align 8
  %n = getelementptr inbounds %struct.Acc, %struct.Acc* %5, i32 0, i32 0
  %6 = load i32, i32* %n, align 8
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %n, align 8
  %7 = load %struct.Acc*, %struct.Acc** %s, align 8
  %tab = getelementptr inbounds %struct.Acc, %struct.Acc* %7, i32 0, i32 1
  %8 = load i32, i32* %i.addr, align 4
  %and = and i32 %8, 7
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [8 x i32], [8 x i32]* %tab, i64 0, i64 %idxprom
  %9 = load i32, i32* %arrayidx, align 4
  %add = add nsw i32 %9, 1
  store i32 %add, i32* %arrayidx, align 4
  %10 = load i32, i32* %i.addr, align 4
  %11 = load %struct.Acc*, %struct.Acc** %s, align 8
  %last = getelementptr inbounds %struct.Acc, %struct.Acc* %11, i32 0, i32 3
  store i32 %10, i32* %last, align 8
  %12 = load %struct.Acc*, %struct.Acc** %s, align 8
  %n1 = getelementptr inbounds %struct.Acc, %struct.Acc* %12, i32 0, i32 0
  %13 = load i32, i32* %n1, align 8
  %conv = sext i32 %13 to i64
  %14 = load %struct.Acc*, %struct.Acc** %s, align 8
  %total = getelementptr inbounds %struct.Acc, %struct.Acc* %14, i32 0, i32 2
  %15 = load i64, i64* %total, align 8
  %add2 = add nsw i64 %15, %conv
  store i64 %add2, i64* %total, align 8
  %16 = load %struct.Acc*, %struct.Acc** %s, align 8
  %total3 = getelementptr inbounds %struct.Acc, %struct.Acc* %16, i32 0, i32 2
  %17 = load i64, i64* %total3, align 8
  store i64 %17, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %18 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %state4 = getelementptr inbounds %struct.holder, %struct.holder* %18, i32 0, i32 0
  %19 = load i8*, i8** %state4, align 8
  %20 = bitcast i8* %19 to %struct.Other*
  store %struct.Other* %20, %struct.Other** %o, align 8
  %21 = load %struct.Other*, %struct.Other** %o, align 8
  %c = getelementptr inbounds %struct.Other, %struct.Other* %21, i32 0, i32 2
  %22 = load double, double* %c, align 8
  %mul = fmul double %22, 5.000000e-01
  store double %mul, double* %c, align 8
  %23 = load %struct.Other*, %struct.Other** %o, align 8
  %c5 = getelementptr inbounds %struct.Other, %struct.Other* %23, i32 0, i32 2
  %24 = load double, double* %c5, align 8
  %conv6 = fptosi double %24 to i64
  store i64 %conv6, i64* %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %25 = load i64, i64* %retval, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %h = alloca %struct.holder, align 8
  %k = alloca %struct.holder, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %state = getelementptr inbounds %struct.holder, %struct.holder* %h, i32 0, i32 0
  store i8* bitcast (%struct.Acc* @g_acc to i8*), i8** %state, align 8
  %kind = getelementptr inbounds %struct.holder, %struct.holder* %h, i32 0, i32 1
  %0 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  %conv = zext i1 %cmp to i32
  store i32 %conv, i32* %kind, align 8
  %1 = bitcast %struct.holder* %k to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %1, i8* align 8 bitcast (%struct.holder* @__const.main.k to i8*), i64 16, i1 false)
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load i32, i32* %argc.addr, align 4
  %call = call i64 @step(%struct.holder* noundef %h, i32 noundef %3)
  %4 = load i32, i32* %argc.addr, align 4
  %call1 = call i64 @step(%struct.holder* noundef %k, i32 noundef %4)
  %add = add nsw i64 %call, %call1
  %conv2 = trunc i64 %add to i32
  ret i32 %conv2
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
