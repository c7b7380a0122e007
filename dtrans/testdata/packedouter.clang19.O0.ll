; ModuleID = 'packedouter.c'
source_filename = "packedouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type <{ i8, i32, %struct.In, i32 }>
%struct.In = type { i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %o = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 17) #3
  store ptr %call, ptr %o, align 8
  %1 = load ptr, ptr %o, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %argc.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load ptr, ptr %o, align 8
  %c = getelementptr inbounds %struct.Out, ptr %3, i32 0, i32 0
  store i8 %conv, ptr %c, align 1
  %4 = load i32, ptr %argc.addr, align 4
  %5 = load ptr, ptr %o, align 8
  %n = getelementptr inbounds %struct.Out, ptr %5, i32 0, i32 1
  store i32 %4, ptr %n, align 1
  %6 = load ptr, ptr %o, align 8
  %7 = load i32, ptr %argc.addr, align 4
  call void @set(ptr noundef %6, i32 noundef %7)
  %8 = load ptr, ptr %o, align 8
  %call1 = call i32 @get(ptr noundef %8)
  store i32 %call1, ptr %r, align 4
  %9 = load ptr, ptr %o, align 8
  call void @free(ptr noundef %9) #4
  %10 = load i32, ptr %r, align 4
  store i32 %10, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %11 = load i32, ptr %retval, align 4
  ret i32 %11
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(ptr noundef %o, i32 noundef %v) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  store ptr %o, ptr %o.addr, align 8
  store i32 %v, ptr %v.addr, align 4
  %0 = load i32, ptr %v.addr, align 4
  %1 = load ptr, ptr %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, ptr %1, i32 0, i32 2
  %a = getelementptr inbounds %struct.In, ptr %in, i32 0, i32 0
  store i32 %0, ptr %a, align 1
  %2 = load i32, ptr %v.addr, align 4
  %add = add nsw i32 %2, 1
  %3 = load ptr, ptr %o.addr, align 8
  %in1 = getelementptr inbounds %struct.Out, ptr %3, i32 0, i32 2
  %b = getelementptr inbounds %struct.In, ptr %in1, i32 0, i32 1
  store i32 %add, ptr %b, align 1
  %4 = load i32, ptr %v.addr, align 4
  %add2 = add nsw i32 %4, 2
  %5 = load ptr, ptr %o.addr, align 8
  %tail = getelementptr inbounds %struct.Out, ptr %5, i32 0, i32 3
  store i32 %add2, ptr %tail, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, ptr %0, i32 0, i32 2
  %a = getelementptr inbounds %struct.In, ptr %in, i32 0, i32 0
  %1 = load i32, ptr %a, align 1
  %2 = load ptr, ptr %o.addr, align 8
  %in1 = getelementptr inbounds %struct.Out, ptr %2, i32 0, i32 2
  %b = getelementptr inbounds %struct.In, ptr %in1, i32 0, i32 1
  %3 = load i32, ptr %b, align 1
  %add = add nsw i32 %1, %3
  %4 = load ptr, ptr %o.addr, align 8
  %c = getelementptr inbounds %struct.Out, ptr %4, i32 0, i32 0
  %5 = load i8, ptr %c, align 1
  %conv = sext i8 %5 to i32
  %add2 = add nsw i32 %add, %conv
  %6 = load ptr, ptr %o.addr, align 8
  %n = getelementptr inbounds %struct.Out, ptr %6, i32 0, i32 1
  %7 = load i32, ptr %n, align 1
  %add3 = add nsw i32 %add2, %7
  %8 = load ptr, ptr %o.addr, align 8
  %tail = getelementptr inbounds %struct.Out, ptr %8, i32 0, i32 3
  %9 = load i32, ptr %tail, align 1
  %add4 = add nsw i32 %add3, %9
  ret i32 %add4
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
