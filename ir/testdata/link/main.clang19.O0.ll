; ModuleID = 'main.c'
source_filename = "main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shape = type { %struct.point, ptr, ptr, i32 }
%struct.point = type { i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"two shapes\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%d %f %d\0A\00", align 1
@shape_count = external global i32, align 4
@verbose = internal global i32 1, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @new_shape(i32 noundef 1, i32 noundef 2, i32 noundef 3)
  store ptr %call, ptr %s, align 8
  %call1 = call ptr @new_shape(i32 noundef 2, i32 noundef 4, i32 noundef 5)
  call void @report(ptr noundef @.str)
  %0 = load i32, ptr @shape_count, align 4
  %call2 = call double @total_area()
  %1 = load ptr, ptr %s, align 8
  %origin = getelementptr inbounds %struct.shape, ptr %1, i32 0, i32 0
  %x = getelementptr inbounds %struct.point, ptr %origin, i32 0, i32 0
  %2 = load i32, ptr %x, align 8
  %call3 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %0, double noundef %call2, i32 noundef %2)
  ret i32 0
}

declare ptr @new_shape(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report(ptr noundef %what) #0 {
entry:
  %what.addr = alloca ptr, align 8
  store ptr %what, ptr %what.addr, align 8
  %0 = load i32, ptr @verbose, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %what.addr, align 8
  %call = call i32 @puts(ptr noundef %1)
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

declare double @total_area() #1

declare i32 @puts(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
