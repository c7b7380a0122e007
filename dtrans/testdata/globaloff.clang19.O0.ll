; ModuleID = 'globaloff.c'
source_filename = "globaloff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.config = type { i32, %struct.methods, i32 }
%struct.methods = type { ptr, ptr, ptr, ptr }
%struct.other = type { double, i64 }

@cfg = internal global %struct.config zeroinitializer, align 8
@oth = internal global %struct.other zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setup(i32 noundef %debug) #0 {
entry:
  %debug.addr = alloca i32, align 4
  store i32 %debug, ptr %debug.addr, align 4
  store ptr @xalloc, ptr getelementptr inbounds (%struct.config, ptr @cfg, i32 0, i32 1), align 8
  store ptr @free, ptr getelementptr inbounds (%struct.methods, ptr getelementptr inbounds (%struct.config, ptr @cfg, i32 0, i32 1), i32 0, i32 1), align 8
  store ptr null, ptr getelementptr inbounds (%struct.methods, ptr getelementptr inbounds (%struct.config, ptr @cfg, i32 0, i32 1), i32 0, i32 2), align 8
  store ptr null, ptr getelementptr inbounds (%struct.methods, ptr getelementptr inbounds (%struct.config, ptr @cfg, i32 0, i32 1), i32 0, i32 3), align 8
  %0 = load i32, ptr %debug.addr, align 4
  store i32 %0, ptr @cfg, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @xalloc(i32 noundef %n) #0 {
entry:
  %n.addr = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %0 to i64
  %call = call noalias ptr @malloc(i64 noundef %conv) #4
  ret ptr %call
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr %argc.addr, align 4
  call void @setup(i32 noundef %1)
  %2 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %2, 1
  %3 = zext i1 %cmp to i64
  %cond = select i1 %cmp, ptr @cfg, ptr @oth
  call void @keep(ptr noundef %cond)
  %4 = load i32, ptr getelementptr inbounds (%struct.config, ptr @cfg, i32 0, i32 2), align 8
  ret i32 %4
}

declare void @keep(ptr noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
