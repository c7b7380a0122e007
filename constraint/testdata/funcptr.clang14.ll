; ModuleID = '<stdin>'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ops = type { i32* (i32*)*, i32* (i32*)* }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@gfn = dso_local global i32* (i32*)* @ret_y, align 8
@z = dso_local global i32 0, align 4
@table = internal global %struct.ops { i32* (i32*)* @ret_x, i32* (i32*)* @ident }, align 8
@__const.main.arr = private unnamed_addr constant [2 x i32*] [i32* @z, i32* @z], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32* @ret_x(i32* noundef %unused) #0 {
entry:
  ret i32* @x
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32* @ret_y(i32* noundef %unused) #0 {
entry:
  ret i32* @y
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32* @ident(i32* noundef %p) #0 {
entry:
  ret i32* %p
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %arr = alloca [2 x i32*], align 16
  %cmp = icmp sgt i32 %argc, 1
  %0 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32* (i32*)* @ret_x, i32* (i32*)* @ret_y
  %call = call i32* %cond(i32* noundef null)
  %1 = bitcast i32* %call to i8*
  call void @MAYALIAS(i8* noundef %1, i8* noundef bitcast (i32* @x to i8*))
  %2 = bitcast i32* %call to i8*
  call void @MAYALIAS(i8* noundef %2, i8* noundef bitcast (i32* @y to i8*))
  %3 = bitcast i32* %call to i8*
  call void @NOALIAS(i8* noundef %3, i8* noundef bitcast (i32* @z to i8*))
  %4 = load i32* (i32*)*, i32* (i32*)** getelementptr inbounds (%struct.ops, %struct.ops* @table, i32 0, i32 1), align 8
  %call1 = call i32* %4(i32* noundef @z)
  %5 = bitcast i32* %call1 to i8*
  call void @MAYALIAS(i8* noundef %5, i8* noundef bitcast (i32* @z to i8*))
  %6 = bitcast i32* %call1 to i8*
  call void @NOALIAS(i8* noundef %6, i8* noundef bitcast (i32* @y to i8*))
  %7 = load i32* (i32*)*, i32* (i32*)** @gfn, align 8
  %call2 = call i32* %7(i32* noundef null)
  %8 = bitcast i32* %call2 to i8*
  call void @MAYALIAS(i8* noundef %8, i8* noundef bitcast (i32* @y to i8*))
  %9 = bitcast i32* %call2 to i8*
  call void @NOALIAS(i8* noundef %9, i8* noundef bitcast (i32* @x to i8*))
  %10 = bitcast [2 x i32*]* %arr to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %10, i8* align 16 bitcast ([2 x i32*]* @__const.main.arr to i8*), i64 16, i1 false)
  %arraydecay = getelementptr inbounds [2 x i32*], [2 x i32*]* %arr, i64 0, i64 0
  %11 = bitcast i32** %arraydecay to i8*
  call void @qsort(i8* noundef %11, i64 noundef 2, i64 noundef 8, i32 (i8*, i8*)* noundef @cmp)
  %12 = load i32, i32* %call, align 4
  %13 = load i32, i32* %call1, align 4
  %add = add nsw i32 %12, %13
  %14 = load i32, i32* %call2, align 4
  %add3 = add nsw i32 %add, %14
  ret i32 %add3
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #1

declare void @NOALIAS(i8* noundef, i8* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @cmp(i8* noundef %a, i8* noundef %b) #0 {
entry:
  %0 = bitcast i8* %a to i32**
  %1 = bitcast i8* %b to i32**
  %2 = load i32*, i32** %0, align 8
  %3 = bitcast i32* %2 to i8*
  call void @MAYALIAS(i8* noundef %3, i8* noundef bitcast (i32* @z to i8*))
  %4 = load i32*, i32** %0, align 8
  %5 = load i32, i32* %4, align 4
  %6 = load i32*, i32** %1, align 8
  %7 = load i32, i32* %6, align 4
  %sub = sub nsw i32 %5, %7
  ret i32 %sub
}

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
