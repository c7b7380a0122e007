; ModuleID = '<stdin>'
source_filename = "fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.outer = type { i32, %struct.inner, ptr, [4 x ptr] }
%struct.inner = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@z = dso_local global i32 0, align 4
@w = dso_local global i32 0, align 4
@gout = dso_local global %struct.outer { i32 1, %struct.inner { ptr @x, ptr @y }, ptr @z, [4 x ptr] [ptr @w, ptr null, ptr null, ptr null] }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %o = alloca %struct.outer, align 8
  %copy = alloca %struct.outer, align 8
  %pairs = alloca [3 x %struct.inner], align 16
  %cells = alloca [8 x ptr], align 16
  %in = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 1
  %a = getelementptr inbounds %struct.inner, ptr %in, i32 0, i32 0
  store ptr @x, ptr %a, align 8
  %in1 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 1
  %b = getelementptr inbounds %struct.inner, ptr %in1, i32 0, i32 1
  store ptr @y, ptr %b, align 8
  %c = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 2
  store ptr @z, ptr %c, align 8
  %in2 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 1
  %a3 = getelementptr inbounds %struct.inner, ptr %in2, i32 0, i32 0
  %0 = load ptr, ptr %a3, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef @x)
  %in4 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 1
  %a5 = getelementptr inbounds %struct.inner, ptr %in4, i32 0, i32 0
  %1 = load ptr, ptr %a5, align 8
  call void @NOALIAS(ptr noundef %1, ptr noundef @y)
  %in6 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 1
  %a7 = getelementptr inbounds %struct.inner, ptr %in6, i32 0, i32 0
  %in8 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 1
  %b9 = getelementptr inbounds %struct.inner, ptr %in8, i32 0, i32 1
  call void @NOALIAS(ptr noundef %a7, ptr noundef %b9)
  %tag = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 0
  %c10 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 2
  call void @NOALIAS(ptr noundef %tag, ptr noundef %c10)
  %arr = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 3
  %arrayidx = getelementptr inbounds [4 x ptr], ptr %arr, i64 0, i64 1
  store ptr @w, ptr %arrayidx, align 8
  %arr11 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 3
  %idxprom = sext i32 %argc to i64
  %arrayidx12 = getelementptr inbounds [4 x ptr], ptr %arr11, i64 0, i64 %idxprom
  %2 = load ptr, ptr %arrayidx12, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef @w)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %copy, ptr align 8 %o, i64 64, i1 false)
  %in13 = getelementptr inbounds %struct.outer, ptr %copy, i32 0, i32 1
  %b14 = getelementptr inbounds %struct.inner, ptr %in13, i32 0, i32 1
  %3 = load ptr, ptr %b14, align 8
  call void @MAYALIAS(ptr noundef %3, ptr noundef @y)
  %in15 = getelementptr inbounds %struct.outer, ptr %copy, i32 0, i32 1
  %b16 = getelementptr inbounds %struct.inner, ptr %in15, i32 0, i32 1
  %4 = load ptr, ptr %b16, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef @x)
  %5 = load ptr, ptr getelementptr inbounds (%struct.inner, ptr getelementptr inbounds (%struct.outer, ptr @gout, i32 0, i32 1), i32 0, i32 1), align 8
  call void @MAYALIAS(ptr noundef %5, ptr noundef @y)
  %6 = load ptr, ptr getelementptr inbounds (%struct.outer, ptr @gout, i32 0, i32 1), align 8
  call void @NOALIAS(ptr noundef %6, ptr noundef @y)
  %7 = load ptr, ptr getelementptr inbounds (%struct.outer, ptr @gout, i32 0, i32 3), align 8
  call void @MAYALIAS(ptr noundef %7, ptr noundef @w)
  %arrayidx17 = getelementptr inbounds [3 x %struct.inner], ptr %pairs, i64 0, i64 0
  %a18 = getelementptr inbounds %struct.inner, ptr %arrayidx17, i32 0, i32 0
  store ptr @x, ptr %a18, align 16
  %arrayidx19 = getelementptr inbounds [3 x %struct.inner], ptr %pairs, i64 0, i64 2
  %b20 = getelementptr inbounds %struct.inner, ptr %arrayidx19, i32 0, i32 1
  store ptr @z, ptr %b20, align 8
  %idxprom21 = sext i32 %argc to i64
  %arrayidx22 = getelementptr inbounds [3 x %struct.inner], ptr %pairs, i64 0, i64 %idxprom21
  %b23 = getelementptr inbounds %struct.inner, ptr %arrayidx22, i32 0, i32 1
  %8 = load ptr, ptr %b23, align 8
  call void @MAYALIAS(ptr noundef %8, ptr noundef @z)
  %arraydecay = getelementptr inbounds [8 x ptr], ptr %cells, i64 0, i64 0
  %arr24 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 3
  %arraydecay25 = getelementptr inbounds [4 x ptr], ptr %arr24, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %arraydecay, ptr align 8 %arraydecay25, i64 32, i1 false)
  %arrayidx26 = getelementptr inbounds [8 x ptr], ptr %cells, i64 0, i64 1
  %9 = load ptr, ptr %arrayidx26, align 8
  call void @MAYALIAS(ptr noundef %9, ptr noundef @w)
  %in27 = getelementptr inbounds %struct.outer, ptr %o, i32 0, i32 1
  %a28 = getelementptr inbounds %struct.inner, ptr %in27, i32 0, i32 0
  %10 = load ptr, ptr %a28, align 8
  %11 = load i32, ptr %10, align 4
  %c29 = getelementptr inbounds %struct.outer, ptr %copy, i32 0, i32 2
  %12 = load ptr, ptr %c29, align 8
  %13 = load i32, ptr %12, align 4
  %add = add nsw i32 %11, %13
  %arrayidx30 = getelementptr inbounds [3 x %struct.inner], ptr %pairs, i64 0, i64 0
  %a31 = getelementptr inbounds %struct.inner, ptr %arrayidx30, i32 0, i32 0
  %14 = load ptr, ptr %a31, align 16
  %15 = load i32, ptr %14, align 4
  %add32 = add nsw i32 %add, %15
  ret i32 %add32
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
