; ModuleID = '<stdin>'
source_filename = "fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.outer = type { i32, %struct.inner, i32*, [4 x i32*] }
%struct.inner = type { i32*, i32* }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4
@w = dso_local global i32 0, align 4
@gout = dso_local global %struct.outer { i32 1, %struct.inner { i32* @x, i32* @y }, i32* @z, [4 x i32*] [i32* @w, i32* null, i32* null, i32* null] }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %o = alloca %struct.outer, align 8
  %copy = alloca %struct.outer, align 8
  %pairs = alloca [3 x %struct.inner], align 16
  %cells = alloca [8 x i32*], align 16
  %in = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 1
  %a = getelementptr inbounds %struct.inner, %struct.inner* %in, i32 0, i32 0
  store i32* @x, i32** %a, align 8
  %in1 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 1
  %b = getelementptr inbounds %struct.inner, %struct.inner* %in1, i32 0, i32 1
  store i32* @y, i32** %b, align 8
  %c = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 2
  store i32* @z, i32** %c, align 8
  %in2 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 1
  %a3 = getelementptr inbounds %struct.inner, %struct.inner* %in2, i32 0, i32 0
  %0 = load i32*, i32** %a3, align 8
  %1 = bitcast i32* %0 to i8*
  call void @MAYALIAS(i8* noundef %1, i8* noundef bitcast (i32* @x to i8*))
  %in4 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 1
  %a5 = getelementptr inbounds %struct.inner, %struct.inner* %in4, i32 0, i32 0
  %2 = load i32*, i32** %a5, align 8
  %3 = bitcast i32* %2 to i8*
  call void @NOALIAS(i8* noundef %3, i8* noundef bitcast (i32* @y to i8*))
  %in6 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 1
  %a7 = getelementptr inbounds %struct.inner, %struct.inner* %in6, i32 0, i32 0
  %4 = bitcast i32** %a7 to i8*
  %in8 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 1
  %b9 = getelementptr inbounds %struct.inner, %struct.inner* %in8, i32 0, i32 1
  %5 = bitcast i32** %b9 to i8*
  call void @NOALIAS(i8* noundef %4, i8* noundef %5)
  %tag = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 0
  %6 = bitcast i32* %tag to i8*
  %c10 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 2
  %7 = bitcast i32** %c10 to i8*
  call void @NOALIAS(i8* noundef %6, i8* noundef %7)
  %arr = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 3
  %arrayidx = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr, i64 0, i64 1
  store i32* @w, i32** %arrayidx, align 8
  %arr11 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 3
  %idxprom = sext i32 %argc to i64
  %arrayidx12 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr11, i64 0, i64 %idxprom
  %8 = load i32*, i32** %arrayidx12, align 8
  %9 = bitcast i32* %8 to i8*
  call void @MAYALIAS(i8* noundef %9, i8* noundef bitcast (i32* @w to i8*))
  %10 = bitcast %struct.outer* %copy to i8*
  %11 = bitcast %struct.outer* %o to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %10, i8* align 8 %11, i64 64, i1 false)
  %in13 = getelementptr inbounds %struct.outer, %struct.outer* %copy, i32 0, i32 1
  %b14 = getelementptr inbounds %struct.inner, %struct.inner* %in13, i32 0, i32 1
  %12 = load i32*, i32** %b14, align 8
  %13 = bitcast i32* %12 to i8*
  call void @MAYALIAS(i8* noundef %13, i8* noundef bitcast (i32* @y to i8*))
  %in15 = getelementptr inbounds %struct.outer, %struct.outer* %copy, i32 0, i32 1
  %b16 = getelementptr inbounds %struct.inner, %struct.inner* %in15, i32 0, i32 1
  %14 = load i32*, i32** %b16, align 8
  %15 = bitcast i32* %14 to i8*
  call void @NOALIAS(i8* noundef %15, i8* noundef bitcast (i32* @x to i8*))
  %16 = load i32*, i32** getelementptr inbounds (%struct.outer, %struct.outer* @gout, i32 0, i32 1, i32 1), align 8
  %17 = bitcast i32* %16 to i8*
  call void @MAYALIAS(i8* noundef %17, i8* noundef bitcast (i32* @y to i8*))
  %18 = load i32*, i32** getelementptr inbounds (%struct.outer, %struct.outer* @gout, i32 0, i32 1, i32 0), align 8
  %19 = bitcast i32* %18 to i8*
  call void @NOALIAS(i8* noundef %19, i8* noundef bitcast (i32* @y to i8*))
  %20 = load i32*, i32** getelementptr inbounds (%struct.outer, %struct.outer* @gout, i32 0, i32 3, i64 0), align 8
  %21 = bitcast i32* %20 to i8*
  call void @MAYALIAS(i8* noundef %21, i8* noundef bitcast (i32* @w to i8*))
  %arrayidx17 = getelementptr inbounds [3 x %struct.inner], [3 x %struct.inner]* %pairs, i64 0, i64 0
  %a18 = getelementptr inbounds %struct.inner, %struct.inner* %arrayidx17, i32 0, i32 0
  store i32* @x, i32** %a18, align 16
  %arrayidx19 = getelementptr inbounds [3 x %struct.inner], [3 x %struct.inner]* %pairs, i64 0, i64 2
  %b20 = getelementptr inbounds %struct.inner, %struct.inner* %arrayidx19, i32 0, i32 1
  store i32* @z, i32** %b20, align 8
  %idxprom21 = sext i32 %argc to i64
  %arrayidx22 = getelementptr inbounds [3 x %struct.inner], [3 x %struct.inner]* %pairs, i64 0, i64 %idxprom21
  %b23 = getelementptr inbounds %struct.inner, %struct.inner* %arrayidx22, i32 0, i32 1
  %22 = load i32*, i32** %b23, align 8
  %23 = bitcast i32* %22 to i8*
  call void @MAYALIAS(i8* noundef %23, i8* noundef bitcast (i32* @z to i8*))
  %arraydecay = getelementptr inbounds [8 x i32*], [8 x i32*]* %cells, i64 0, i64 0
  %24 = bitcast i32** %arraydecay to i8*
  %arr24 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 3
  %arraydecay25 = getelementptr inbounds [4 x i32*], [4 x i32*]* %arr24, i64 0, i64 0
  %25 = bitcast i32** %arraydecay25 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %24, i8* align 8 %25, i64 32, i1 false)
  %arrayidx26 = getelementptr inbounds [8 x i32*], [8 x i32*]* %cells, i64 0, i64 1
  %26 = load i32*, i32** %arrayidx26, align 8
  %27 = bitcast i32* %26 to i8*
  call void @MAYALIAS(i8* noundef %27, i8* noundef bitcast (i32* @w to i8*))
  %in27 = getelementptr inbounds %struct.outer, %struct.outer* %o, i32 0, i32 1
  %a28 = getelementptr inbounds %struct.inner, %struct.inner* %in27, i32 0, i32 0
  %28 = load i32*, i32** %a28, align 8
  %29 = load i32, i32* %28, align 4
  %c29 = getelementptr inbounds %struct.outer, %struct.outer* %copy, i32 0, i32 2
  %30 = load i32*, i32** %c29, align 8
  %31 = load i32, i32* %30, align 4
  %add = add nsw i32 %29, %31
  %arrayidx30 = getelementptr inbounds [3 x %struct.inner], [3 x %struct.inner]* %pairs, i64 0, i64 0
  %a31 = getelementptr inbounds %struct.inner, %struct.inner* %arrayidx30, i32 0, i32 0
  %32 = load i32*, i32** %a31, align 16
  %33 = load i32, i32* %32, align 4
  %add32 = add nsw i32 %add, %33
  ret i32 %add32
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #1

declare void @NOALIAS(i8* noundef, i8* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
