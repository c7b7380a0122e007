; ModuleID = 'hAH_firstarr.c'
source_filename = "hAH_firstarr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Splitter = type { i64, i8* }
%struct.HistA = type { [64 x i32], i64 }
%struct.HistB = type { [32 x i32], i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @run(i64 noundef %n, i64 noundef %i) #0 {
entry:
  %n.addr = alloca i64, align 8
  %i.addr = alloca i64, align 8
  %a = alloca %struct.Splitter, align 8
  %b = alloca %struct.Splitter, align 8
  %ha = alloca %struct.HistA*, align 8
  %hb = alloca %struct.HistB*, align 8
  %r = alloca i64, align 8
  store i64 %n, i64* %n.addr, align 8
  store i64 %i, i64* %i.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef %0, i64 noundef 264) #2
  %1 = bitcast i8* %call to %struct.HistA*
  store %struct.HistA* %1, %struct.HistA** %ha, align 8
  %2 = load i64, i64* %n.addr, align 8
  %call1 = call noalias i8* @calloc(i64 noundef %2, i64 noundef 136) #2
  %3 = bitcast i8* %call1 to %struct.HistB*
  store %struct.HistB* %3, %struct.HistB** %hb, align 8
  %4 = load %struct.HistA*, %struct.HistA** %ha, align 8
  %5 = load i64, i64* %i.addr, align 8
  %arrayidx = getelementptr inbounds %struct.HistA, %struct.HistA* %4, i64 %5
  %total = getelementptr inbounds %struct.HistA, %struct.HistA* %arrayidx, i32 0, i32 1
  store i64 4, i64* %total, align 8
  %6 = load %struct.HistB*, %struct.HistB** %hb, align 8
  %7 = load i64, i64* %i.addr, align 8
  %arrayidx2 = getelementptr inbounds %struct.HistB, %struct.HistB* %6, i64 %7
  %total3 = getelementptr inbounds %struct.HistB, %struct.HistB* %arrayidx2, i32 0, i32 1
  store i64 3, i64* %total3, align 8
  %8 = load i64, i64* %n.addr, align 8
  %n4 = getelementptr inbounds %struct.Splitter, %struct.Splitter* %a, i32 0, i32 0
  store i64 %8, i64* %n4, align 8
  %9 = load %struct.HistA*, %struct.HistA** %ha, align 8
  %10 = load i64, i64* %i.addr, align 8
  %arrayidx5 = getelementptr inbounds %struct.HistA, %struct.HistA* %9, i64 %10
  %11 = bitcast %struct.HistA* %arrayidx5 to i8*
  %hist = getelementptr inbounds %struct.Splitter, %struct.Splitter* %a, i32 0, i32 1
  store i8* %11, i8** %hist, align 8
  %12 = load i64, i64* %n.addr, align 8
  %n6 = getelementptr inbounds %struct.Splitter, %struct.Splitter* %b, i32 0, i32 0
  store i64 %12, i64* %n6, align 8
  %13 = load %struct.HistB*, %struct.HistB** %hb, align 8
  %14 = load i64, i64* %i.addr, align 8
  %arrayidx7 = getelementptr inbounds %struct.HistB, %struct.HistB* %13, i64 %14
  %15 = bitcast %struct.HistB* %arrayidx7 to i8*
  %hist8 = getelementptr inbounds %struct.Splitter, %struct.Splitter* %b, i32 0, i32 1
  store i8* %15, i8** %hist8, align 8
  %call9 = call i64 @sum(%struct.Splitter* noundef %a)
  %call10 = call i64 @sum(%struct.Splitter* noundef %b)
  %add = add nsw i64 %call9, %call10
  store i64 %add, i64* %r, align 8
  %16 = load %struct.HistA*, %struct.HistA** %ha, align 8
  %17 = bitcast %struct.HistA* %16 to i8*
  call void @free(i8* noundef %17) #2
  %18 = load %struct.HistB*, %struct.HistB** %hb, align 8
  %19 = bitcast %struct.HistB* %18 to i8*
  call void @free(i8* noundef %19) #2
  %20 = load i64, i64* %r, align 8
  ret i64 %20
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum(%struct.Splitter* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.Splitter*, align 8
  %h = alloca %struct.HistA*, align 8
  %r = alloca i64, align 8
  %p = alloca i32*, align 8
  store %struct.Splitter* %s, %struct.Splitter** %s.addr, align 8
  %0 = load %struct.Splitter*, %struct.Splitter** %s.addr, align 8
  %hist = getelementptr inbounds %struct.Splitter, %struct.Splitter* %0, i32 0, i32 1
  %1 = load i8*, i8** %hist, align 8
  %2 = bitcast i8* %1 to %struct.HistA*
  store %struct.HistA* %2, %struct.HistA** %h, align 8
  store i64 0, i64* %r, align 8
  %3 = load %struct.HistA*, %struct.HistA** %h, align 8
  %data = getelementptr inbounds %struct.HistA, %struct.HistA* %3, i32 0, i32 0
  %arraydecay = getelementptr inbounds [64 x i32], [64 x i32]* %data, i64 0, i64 0
  store i32* %arraydecay, i32** %p, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32*, i32** %p, align 8
  %5 = load %struct.HistA*, %struct.HistA** %h, align 8
  %data1 = getelementptr inbounds %struct.HistA, %struct.HistA* %5, i32 0, i32 0
  %arraydecay2 = getelementptr inbounds [64 x i32], [64 x i32]* %data1, i64 0, i64 0
  %6 = load %struct.Splitter*, %struct.Splitter** %s.addr, align 8
  %n = getelementptr inbounds %struct.Splitter, %struct.Splitter* %6, i32 0, i32 0
  %7 = load i64, i64* %n, align 8
  %add.ptr = getelementptr inbounds i32, i32* %arraydecay2, i64 %7
  %cmp = icmp ult i32* %4, %add.ptr
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load i32*, i32** %p, align 8
  %9 = load i32, i32* %8, align 4
  %conv = sext i32 %9 to i64
  %10 = load i64, i64* %r, align 8
  %add = add nsw i64 %10, %conv
  store i64 %add, i64* %r, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32*, i32** %p, align 8
  %incdec.ptr = getelementptr inbounds i32, i32* %11, i32 1
  store i32* %incdec.ptr, i32** %p, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %12 = load i64, i64* %r, align 8
  ret i64 %12
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7, !8, !9}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = !{!"llvm.loop.vectorize.width", i32 1}
