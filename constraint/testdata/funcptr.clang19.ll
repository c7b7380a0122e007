; ModuleID = '<stdin>'
source_filename = "funcptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ops = type { ptr, ptr }

@x = dso_local global i32 0, align 4
@y = dso_local global i32 0, align 4
@gfn = dso_local global ptr @ret_y, align 8
@z = dso_local global i32 0, align 4
@table = internal global %struct.ops { ptr @ret_x, ptr @ident }, align 8
@__const.main.arr = private unnamed_addr constant [2 x ptr] [ptr @z, ptr @z], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @ret_x(ptr noundef %unused) #0 {
entry:
  ret ptr @x
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @ret_y(ptr noundef %unused) #0 {
entry:
  ret ptr @y
}

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @ident(ptr noundef %p) #0 {
entry:
  ret ptr %p
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %arr = alloca [2 x ptr], align 16
  %cmp = icmp sgt i32 %argc, 1
  %0 = zext i1 %cmp to i64
  %cond = select i1 %cmp, ptr @ret_x, ptr @ret_y
  %call = call ptr %cond(ptr noundef null)
  call void @MAYALIAS(ptr noundef %call, ptr noundef @x)
  call void @MAYALIAS(ptr noundef %call, ptr noundef @y)
  call void @NOALIAS(ptr noundef %call, ptr noundef @z)
  %1 = load ptr, ptr getelementptr inbounds (%struct.ops, ptr @table, i32 0, i32 1), align 8
  %call1 = call ptr %1(ptr noundef @z)
  call void @MAYALIAS(ptr noundef %call1, ptr noundef @z)
  call void @NOALIAS(ptr noundef %call1, ptr noundef @y)
  %2 = load ptr, ptr @gfn, align 8
  %call2 = call ptr %2(ptr noundef null)
  call void @MAYALIAS(ptr noundef %call2, ptr noundef @y)
  call void @NOALIAS(ptr noundef %call2, ptr noundef @x)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %arr, ptr align 16 @__const.main.arr, i64 16, i1 false)
  %arraydecay = getelementptr inbounds [2 x ptr], ptr %arr, i64 0, i64 0
  call void @qsort(ptr noundef %arraydecay, i64 noundef 2, i64 noundef 8, ptr noundef @cmp)
  %3 = load i32, ptr %call, align 4
  %4 = load i32, ptr %call1, align 4
  %add = add nsw i32 %3, %4
  %5 = load i32, ptr %call2, align 4
  %add3 = add nsw i32 %add, %5
  ret i32 %add3
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @cmp(ptr noundef %a, ptr noundef %b) #0 {
entry:
  %0 = load ptr, ptr %a, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef @z)
  %1 = load ptr, ptr %a, align 8
  %2 = load i32, ptr %1, align 4
  %3 = load ptr, ptr %b, align 8
  %4 = load i32, ptr %3, align 4
  %sub = sub nsw i32 %2, %4
  ret i32 %sub
}

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
