; ModuleID = 'byvalparam.c'
source_filename = "byvalparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mem = type { ptr, ptr, ptr, ptr }

@defmem = dso_local global %struct.mem { ptr @my_alloc, ptr null, ptr null, ptr null }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @make(ptr noundef byval(%struct.mem) align 8 %m, i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %call = call ptr @mem_calloc(i64 noundef %0, ptr noundef byval(%struct.mem) align 8 %m)
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @mem_calloc(i64 noundef %n, ptr noundef byval(%struct.mem) align 8 %m) #0 {
entry:
  %retval = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8
  %zalloc = getelementptr inbounds %struct.mem, ptr %m, i32 0, i32 1
  %0 = load ptr, ptr %zalloc, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %zalloc1 = getelementptr inbounds %struct.mem, ptr %m, i32 0, i32 1
  %1 = load ptr, ptr %zalloc1, align 8
  %opaque = getelementptr inbounds %struct.mem, ptr %m, i32 0, i32 3
  %2 = load ptr, ptr %opaque, align 8
  %3 = load i64, ptr %n.addr, align 8
  %call = call ptr %1(ptr noundef %2, i64 noundef %3)
  store ptr %call, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %alloc = getelementptr inbounds %struct.mem, ptr %m, i32 0, i32 0
  %4 = load ptr, ptr %alloc, align 8
  %tobool2 = icmp ne ptr %4, null
  br i1 %tobool2, label %if.then3, label %if.end7

if.then3:                                         ; preds = %if.end
  %alloc4 = getelementptr inbounds %struct.mem, ptr %m, i32 0, i32 0
  %5 = load ptr, ptr %alloc4, align 8
  %opaque5 = getelementptr inbounds %struct.mem, ptr %m, i32 0, i32 3
  %6 = load ptr, ptr %opaque5, align 8
  %7 = load i64, ptr %n.addr, align 8
  %call6 = call ptr %5(ptr noundef %6, i64 noundef %7)
  store ptr %call6, ptr %retval, align 8
  br label %return

if.end7:                                          ; preds = %if.end
  %8 = load i64, ptr %n.addr, align 8
  %call8 = call noalias ptr @calloc(i64 noundef 1, i64 noundef %8) #3
  store ptr %call8, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end7, %if.then3, %if.then
  %9 = load ptr, ptr %retval, align 8
  ret ptr %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @my_alloc(ptr noundef %o, i64 noundef %n) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store ptr %o, ptr %o.addr, align 8
  store i64 %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %1 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %1) #4
  ret ptr %call
}

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
  %1 = load ptr, ptr getelementptr inbounds (%struct.mem, ptr @defmem, i32 0, i32 3), align 8
  %cmp = icmp ne ptr %1, null
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %2 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp sgt i32 %2, 1
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %3 = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  %land.ext = zext i1 %3 to i32
  ret i32 %land.ext
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
