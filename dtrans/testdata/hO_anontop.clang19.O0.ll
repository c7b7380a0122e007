; ModuleID = 'hO_anontop.c'
source_filename = "hO_anontop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Params = type { ptr, i64 }
%struct.Image = type { ptr, i32, i32, i32, i32, [16 x i8] }
%struct.Handle = type { ptr, i32 }

@.str = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"%s %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %h = alloca ptr, align 8
  %params = alloca %struct.Params, align 8
  %image = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #5
  store ptr %call, ptr %h, align 8
  %0 = load ptr, ptr %h, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %file = getelementptr inbounds %struct.Params, ptr %params, i32 0, i32 0
  %1 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 0
  %2 = load ptr, ptr %arrayidx, align 8
  store ptr %2, ptr %file, align 8
  %count = getelementptr inbounds %struct.Params, ptr %params, i32 0, i32 1
  %3 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %3 to i64
  store i64 %conv, ptr %count, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 40) #6
  store ptr %call1, ptr %image, align 8
  %4 = load ptr, ptr %image, align 8
  %tobool2 = icmp ne ptr %4, null
  br i1 %tobool2, label %if.end4, label %if.then3

if.then3:                                         ; preds = %if.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end4:                                          ; preds = %if.end
  %5 = load i32, ptr %argc.addr, align 4
  %6 = load ptr, ptr %image, align 8
  %width = getelementptr inbounds %struct.Image, ptr %6, i32 0, i32 1
  store i32 %5, ptr %width, align 8
  %7 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %7, 1
  br i1 %cmp, label %if.then6, label %if.else

if.then6:                                         ; preds = %if.end4
  %8 = load ptr, ptr %h, align 8
  %9 = load ptr, ptr %image, align 8
  call void @set_error(ptr noundef %8, ptr noundef %9)
  %10 = load ptr, ptr %h, align 8
  call void @image_error(ptr noundef %10, ptr noundef @.str)
  br label %if.end7

if.else:                                          ; preds = %if.end4
  %11 = load ptr, ptr %h, align 8
  call void @set_error(ptr noundef %11, ptr noundef %params)
  %12 = load ptr, ptr %h, align 8
  call void @test_error(ptr noundef %12)
  br label %if.end7

if.end7:                                          ; preds = %if.else, %if.then6
  %13 = load ptr, ptr %image, align 8
  %flags = getelementptr inbounds %struct.Image, ptr %13, i32 0, i32 3
  %14 = load i32, ptr %flags, align 8
  %15 = load ptr, ptr %image, align 8
  %warning = getelementptr inbounds %struct.Image, ptr %15, i32 0, i32 4
  %16 = load i32, ptr %warning, align 4
  %add = add nsw i32 %14, %16
  store i32 %add, ptr %r, align 4
  %17 = load ptr, ptr %image, align 8
  call void @free(ptr noundef %17) #7
  %18 = load ptr, ptr %h, align 8
  call void @free(ptr noundef %18) #7
  %19 = load i32, ptr %r, align 4
  store i32 %19, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end7, %if.then3, %if.then
  %20 = load i32, ptr %retval, align 4
  ret i32 %20
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_error(ptr noundef %h, ptr noundef %p) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load ptr, ptr %h.addr, align 8
  %error_ptr = getelementptr inbounds %struct.Handle, ptr %1, i32 0, i32 0
  store ptr %0, ptr %error_ptr, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @image_error(ptr noundef %h, ptr noundef %m) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %m.addr = alloca ptr, align 8
  %image = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %error_ptr = getelementptr inbounds %struct.Handle, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %error_ptr, align 8
  store ptr %1, ptr %image, align 8
  %2 = load ptr, ptr %image, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %image, align 8
  %flags = getelementptr inbounds %struct.Image, ptr %3, i32 0, i32 3
  %4 = load i32, ptr %flags, align 8
  %or = or i32 %4, 2
  store i32 %or, ptr %flags, align 8
  %5 = load ptr, ptr %m.addr, align 8
  %arrayidx = getelementptr inbounds i8, ptr %5, i64 0
  %6 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %6 to i32
  %7 = load ptr, ptr %image, align 8
  %warning = getelementptr inbounds %struct.Image, ptr %7, i32 0, i32 4
  store i32 %conv, ptr %warning, align 4
  %8 = load ptr, ptr %m.addr, align 8
  %arrayidx1 = getelementptr inbounds i8, ptr %8, i64 1
  %9 = load i8, ptr %arrayidx1, align 1
  %10 = load ptr, ptr %image, align 8
  %message = getelementptr inbounds %struct.Image, ptr %10, i32 0, i32 5
  %arrayidx2 = getelementptr inbounds [16 x i8], ptr %message, i64 0, i64 0
  store i8 %9, ptr %arrayidx2, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_error(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %error_ptr = getelementptr inbounds %struct.Handle, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %error_ptr, align 8
  store ptr %1, ptr %p, align 8
  %2 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %3 = load ptr, ptr %p, align 8
  %file = getelementptr inbounds %struct.Params, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %file, align 8
  %tobool1 = icmp ne ptr %4, null
  br i1 %tobool1, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %5 = load ptr, ptr %p, align 8
  %file2 = getelementptr inbounds %struct.Params, ptr %5, i32 0, i32 0
  %6 = load ptr, ptr %file2, align 8
  %7 = load ptr, ptr %p, align 8
  %count = getelementptr inbounds %struct.Params, ptr %7, i32 0, i32 1
  %8 = load i64, ptr %count, align 8
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %6, i64 noundef %8)
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
