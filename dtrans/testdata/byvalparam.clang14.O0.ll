; ModuleID = 'byvalparam.c'
source_filename = "byvalparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mem = type { i8* (i8*, i64)*, i8* (i8*, i64)*, void (i8*, i8*)*, i8* }

@defmem = dso_local global %struct.mem { i8* (i8*, i64)* @my_alloc, i8* (i8*, i64)* null, void (i8*, i8*)* null, i8* null }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @make(%struct.mem* noundef byval(%struct.mem) align 8 %m, i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %call = call i8* @mem_calloc(i64 noundef %0, %struct.mem* noundef byval(%struct.mem) align 8 %m)
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @mem_calloc(i64 noundef %n, %struct.mem* noundef byval(%struct.mem) align 8 %m) #0 {
entry:
  %retval = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  store i64 %n, i64* %n.addr, align 8
  %zalloc = getelementptr inbounds %struct.mem, %struct.mem* %m, i32 0, i32 1
  %0 = load i8* (i8*, i64)*, i8* (i8*, i64)** %zalloc, align 8
  %tobool = icmp ne i8* (i8*, i64)* %0, null
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %zalloc1 = getelementptr inbounds %struct.mem, %struct.mem* %m, i32 0, i32 1
  %1 = load i8* (i8*, i64)*, i8* (i8*, i64)** %zalloc1, align 8
  %opaque = getelementptr inbounds %struct.mem, %struct.mem* %m, i32 0, i32 3
  %2 = load i8*, i8** %opaque, align 8
  %3 = load i64, i64* %n.addr, align 8
  %call = call i8* %1(i8* noundef %2, i64 noundef %3)
  store i8* %call, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %alloc = getelementptr inbounds %struct.mem, %struct.mem* %m, i32 0, i32 0
  %4 = load i8* (i8*, i64)*, i8* (i8*, i64)** %alloc, align 8
  %tobool2 = icmp ne i8* (i8*, i64)* %4, null
  br i1 %tobool2, label %if.then3, label %if.end7

if.then3:                                         ; preds = %if.end
  %alloc4 = getelementptr inbounds %struct.mem, %struct.mem* %m, i32 0, i32 0
  %5 = load i8* (i8*, i64)*, i8* (i8*, i64)** %alloc4, align 8
  %opaque5 = getelementptr inbounds %struct.mem, %struct.mem* %m, i32 0, i32 3
  %6 = load i8*, i8** %opaque5, align 8
  %7 = load i64, i64* %n.addr, align 8
  %call6 = call i8* %5(i8* noundef %6, i64 noundef %7)
  store i8* %call6, i8** %retval, align 8
  br label %return

if.end7:                                          ; preds = %if.end
  %8 = load i64, i64* %n.addr, align 8
  %call8 = call noalias i8* @calloc(i64 noundef 1, i64 noundef %8) #2
  store i8* %call8, i8** %retval, align 8
  br label %return

return:                                           ; preds = %if.end7, %if.then3, %if.then
  %9 = load i8*, i8** %retval, align 8
  ret i8* %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @my_alloc(i8* noundef %o, i64 noundef %n) #0 {
entry:
  %o.addr = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  store i8* %o, i8** %o.addr, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i8*, i8** %o.addr, align 8
  %1 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %1) #2
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i8*, i8** getelementptr inbounds (%struct.mem, %struct.mem* @defmem, i32 0, i32 3), align 8
  %cmp = icmp ne i8* %1, null
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %2 = load i32, i32* %argc.addr, align 4
  %cmp1 = icmp sgt i32 %2, 1
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %3 = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  %land.ext = zext i1 %3 to i32
  ret i32 %land.ext
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
