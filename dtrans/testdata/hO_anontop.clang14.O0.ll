; ModuleID = 'hO_anontop.c'
source_filename = "hO_anontop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Handle = type { i8*, i32 }
%struct.Params = type { i8*, i64 }
%struct.Image = type { i8*, i32, i32, i32, i32, [16 x i8] }

@.str = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"%s %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %h = alloca %struct.Handle*, align 8
  %params = alloca %struct.Params, align 8
  %image = alloca %struct.Image*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #3
  %0 = bitcast i8* %call to %struct.Handle*
  store %struct.Handle* %0, %struct.Handle** %h, align 8
  %1 = load %struct.Handle*, %struct.Handle** %h, align 8
  %tobool = icmp ne %struct.Handle* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %file = getelementptr inbounds %struct.Params, %struct.Params* %params, i32 0, i32 0
  %2 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %2, i64 0
  %3 = load i8*, i8** %arrayidx, align 8
  store i8* %3, i8** %file, align 8
  %count = getelementptr inbounds %struct.Params, %struct.Params* %params, i32 0, i32 1
  %4 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %4 to i64
  store i64 %conv, i64* %count, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 40) #3
  %5 = bitcast i8* %call1 to %struct.Image*
  store %struct.Image* %5, %struct.Image** %image, align 8
  %6 = load %struct.Image*, %struct.Image** %image, align 8
  %tobool2 = icmp ne %struct.Image* %6, null
  br i1 %tobool2, label %if.end4, label %if.then3

if.then3:                                         ; preds = %if.end
  store i32 1, i32* %retval, align 4
  br label %return

if.end4:                                          ; preds = %if.end
  %7 = load i32, i32* %argc.addr, align 4
  %8 = load %struct.Image*, %struct.Image** %image, align 8
  %width = getelementptr inbounds %struct.Image, %struct.Image* %8, i32 0, i32 1
  store i32 %7, i32* %width, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %9, 1
  br i1 %cmp, label %if.then6, label %if.else

if.then6:                                         ; preds = %if.end4
  %10 = load %struct.Handle*, %struct.Handle** %h, align 8
  %11 = load %struct.Image*, %struct.Image** %image, align 8
  %12 = bitcast %struct.Image* %11 to i8*
  call void @set_error(%struct.Handle* noundef %10, i8* noundef %12)
  %13 = load %struct.Handle*, %struct.Handle** %h, align 8
  call void @image_error(%struct.Handle* noundef %13, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0))
  br label %if.end7

if.else:                                          ; preds = %if.end4
  %14 = load %struct.Handle*, %struct.Handle** %h, align 8
  %15 = bitcast %struct.Params* %params to i8*
  call void @set_error(%struct.Handle* noundef %14, i8* noundef %15)
  %16 = load %struct.Handle*, %struct.Handle** %h, align 8
  call void @test_error(%struct.Handle* noundef %16)
  br label %if.end7

if.end7:                                          ; preds = %if.else, %if.then6
  %17 = load %struct.Image*, %struct.Image** %image, align 8
  %flags = getelementptr inbounds %struct.Image, %struct.Image* %17, i32 0, i32 3
  %18 = load i32, i32* %flags, align 8
  %19 = load %struct.Image*, %struct.Image** %image, align 8
  %warning = getelementptr inbounds %struct.Image, %struct.Image* %19, i32 0, i32 4
  %20 = load i32, i32* %warning, align 4
  %add = add nsw i32 %18, %20
  store i32 %add, i32* %r, align 4
  %21 = load %struct.Image*, %struct.Image** %image, align 8
  %22 = bitcast %struct.Image* %21 to i8*
  call void @free(i8* noundef %22) #3
  %23 = load %struct.Handle*, %struct.Handle** %h, align 8
  %24 = bitcast %struct.Handle* %23 to i8*
  call void @free(i8* noundef %24) #3
  %25 = load i32, i32* %r, align 4
  store i32 %25, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end7, %if.then3, %if.then
  %26 = load i32, i32* %retval, align 4
  ret i32 %26
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_error(%struct.Handle* noundef %h, i8* noundef %p) #0 {
entry:
  %h.addr = alloca %struct.Handle*, align 8
  %p.addr = alloca i8*, align 8
  store %struct.Handle* %h, %struct.Handle** %h.addr, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  %1 = load %struct.Handle*, %struct.Handle** %h.addr, align 8
  %error_ptr = getelementptr inbounds %struct.Handle, %struct.Handle* %1, i32 0, i32 0
  store i8* %0, i8** %error_ptr, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @image_error(%struct.Handle* noundef %h, i8* noundef %m) #0 {
entry:
  %h.addr = alloca %struct.Handle*, align 8
  %m.addr = alloca i8*, align 8
  %image = alloca %struct.Image*, align 8
  store %struct.Handle* %h, %struct.Handle** %h.addr, align 8
  store i8* %m, i8** %m.addr, align 8
  %0 = load %struct.Handle*, %struct.Handle** %h.addr, align 8
  %error_ptr = getelementptr inbounds %struct.Handle, %struct.Handle* %0, i32 0, i32 0
  %1 = load i8*, i8** %error_ptr, align 8
  %2 = bitcast i8* %1 to %struct.Image*
  store %struct.Image* %2, %struct.Image** %image, align 8
  %3 = load %struct.Image*, %struct.Image** %image, align 8
  %tobool = icmp ne %struct.Image* %3, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load %struct.Image*, %struct.Image** %image, align 8
  %flags = getelementptr inbounds %struct.Image, %struct.Image* %4, i32 0, i32 3
  %5 = load i32, i32* %flags, align 8
  %or = or i32 %5, 2
  store i32 %or, i32* %flags, align 8
  %6 = load i8*, i8** %m.addr, align 8
  %arrayidx = getelementptr inbounds i8, i8* %6, i64 0
  %7 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %7 to i32
  %8 = load %struct.Image*, %struct.Image** %image, align 8
  %warning = getelementptr inbounds %struct.Image, %struct.Image* %8, i32 0, i32 4
  store i32 %conv, i32* %warning, align 4
  %9 = load i8*, i8** %m.addr, align 8
  %arrayidx1 = getelementptr inbounds i8, i8* %9, i64 1
  %10 = load i8, i8* %arrayidx1, align 1
  %11 = load %struct.Image*, %struct.Image** %image, align 8
  %message = getelementptr inbounds %struct.Image, %struct.Image* %11, i32 0, i32 5
  %arrayidx2 = getelementptr inbounds [16 x i8], [16 x i8]* %message, i64 0, i64 0
  store i8 %10, i8* %arrayidx2, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @test_error(%struct.Handle* noundef %h) #0 {
entry:
  %h.addr = alloca %struct.Handle*, align 8
  %p = alloca %struct.Params*, align 8
  store %struct.Handle* %h, %struct.Handle** %h.addr, align 8
  %0 = load %struct.Handle*, %struct.Handle** %h.addr, align 8
  %error_ptr = getelementptr inbounds %struct.Handle, %struct.Handle* %0, i32 0, i32 0
  %1 = load i8*, i8** %error_ptr, align 8
  %2 = bitcast i8* %1 to %struct.Params*
  store %struct.Params* %2, %struct.Params** %p, align 8
  %3 = load %struct.Params*, %struct.Params** %p, align 8
  %tobool = icmp ne %struct.Params* %3, null
  br i1 %tobool, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %4 = load %struct.Params*, %struct.Params** %p, align 8
  %file = getelementptr inbounds %struct.Params, %struct.Params* %4, i32 0, i32 0
  %5 = load i8*, i8** %file, align 8
  %tobool1 = icmp ne i8* %5, null
  br i1 %tobool1, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %6 = load %struct.Params*, %struct.Params** %p, align 8
  %file2 = getelementptr inbounds %struct.Params, %struct.Params* %6, i32 0, i32 0
  %7 = load i8*, i8** %file2, align 8
  %8 = load %struct.Params*, %struct.Params** %p, align 8
  %count = getelementptr inbounds %struct.Params, %struct.Params* %8, i32 0, i32 1
  %9 = load i64, i64* %count, align 8
  %call = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i64 0, i64 0), i8* noundef %7, i64 noundef %9)
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
