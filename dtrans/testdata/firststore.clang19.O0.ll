; ModuleID = 'firststore.c'
source_filename = "firststore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.global = type { %struct.pgroup, i32, i32 }
%struct.pgroup = type { ptr, i32, i32 }
%struct.cache = type { ptr, i32 }

@shared = internal global %struct.global zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init() #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 8) #3
  store ptr %call, ptr @shared, align 8
  store i32 1, ptr getelementptr inbounds (%struct.global, ptr @shared, i32 0, i32 1), align 8
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @cache_new(i32 noundef %size) #0 {
entry:
  %retval = alloca ptr, align 8
  %size.addr = alloca i32, align 4
  %c = alloca ptr, align 8
  %g = alloca ptr, align 8
  store i32 %size, ptr %size.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %c, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i32, ptr getelementptr inbounds (%struct.global, ptr @shared, i32 0, i32 2), align 4
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %if.then1, label %if.else

if.then1:                                         ; preds = %if.end
  %call2 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #4
  store ptr %call2, ptr %g, align 8
  %2 = load ptr, ptr %g, align 8
  %nmin = getelementptr inbounds %struct.pgroup, ptr %2, i32 0, i32 2
  store i32 10, ptr %nmin, align 4
  %3 = load ptr, ptr %g, align 8
  %4 = load ptr, ptr %c, align 8
  %grp = getelementptr inbounds %struct.cache, ptr %4, i32 0, i32 0
  store ptr %3, ptr %grp, align 8
  br label %if.end4

if.else:                                          ; preds = %if.end
  %5 = load ptr, ptr %c, align 8
  %grp3 = getelementptr inbounds %struct.cache, ptr %5, i32 0, i32 0
  store ptr @shared, ptr %grp3, align 8
  br label %if.end4

if.end4:                                          ; preds = %if.else, %if.then1
  %6 = load i32, ptr %size.addr, align 4
  %7 = load ptr, ptr %c, align 8
  %size5 = getelementptr inbounds %struct.cache, ptr %7, i32 0, i32 1
  store i32 %6, ptr %size5, align 8
  %8 = load i32, ptr %size.addr, align 4
  %9 = load ptr, ptr %c, align 8
  %grp6 = getelementptr inbounds %struct.cache, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %grp6, align 8
  %nmax = getelementptr inbounds %struct.pgroup, ptr %10, i32 0, i32 1
  %11 = load i32, ptr %nmax, align 8
  %add = add nsw i32 %11, %8
  store i32 %add, ptr %nmax, align 8
  %12 = load ptr, ptr %c, align 8
  store ptr %12, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end4, %if.then
  %13 = load ptr, ptr %retval, align 8
  ret ptr %13
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @cache_open(i32 noundef %size) #0 {
entry:
  %retval = alloca ptr, align 8
  %size.addr = alloca i32, align 4
  %c = alloca ptr, align 8
  %g = alloca ptr, align 8
  store i32 %size, ptr %size.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %c, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i32, ptr getelementptr inbounds (%struct.global, ptr @shared, i32 0, i32 2), align 4
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %if.then1, label %if.else

if.then1:                                         ; preds = %if.end
  %call2 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #4
  store ptr %call2, ptr %g, align 8
  %2 = load ptr, ptr %g, align 8
  %nmin = getelementptr inbounds %struct.pgroup, ptr %2, i32 0, i32 2
  store i32 10, ptr %nmin, align 4
  br label %if.end3

if.else:                                          ; preds = %if.end
  store ptr @shared, ptr %g, align 8
  br label %if.end3

if.end3:                                          ; preds = %if.else, %if.then1
  %3 = load i32, ptr %size.addr, align 4
  %4 = load ptr, ptr %g, align 8
  %nmax = getelementptr inbounds %struct.pgroup, ptr %4, i32 0, i32 1
  %5 = load i32, ptr %nmax, align 8
  %add = add nsw i32 %5, %3
  store i32 %add, ptr %nmax, align 8
  %6 = load ptr, ptr %g, align 8
  %7 = load ptr, ptr %c, align 8
  %grp = getelementptr inbounds %struct.cache, ptr %7, i32 0, i32 0
  store ptr %6, ptr %grp, align 8
  %8 = load i32, ptr %size.addr, align 4
  %9 = load ptr, ptr %c, align 8
  %size4 = getelementptr inbounds %struct.cache, ptr %9, i32 0, i32 1
  store i32 %8, ptr %size4, align 8
  %10 = load ptr, ptr %c, align 8
  store ptr %10, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end3, %if.then
  %11 = load ptr, ptr %retval, align 8
  ret ptr %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  call void @init()
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  %conv = zext i1 %cmp to i32
  store i32 %conv, ptr getelementptr inbounds (%struct.global, ptr @shared, i32 0, i32 2), align 4
  %2 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp sgt i32 %2, 2
  br i1 %cmp1, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %3 = load i32, ptr %argc.addr, align 4
  %call = call ptr @cache_open(i32 noundef %3)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %4 = load i32, ptr %argc.addr, align 4
  %call3 = call ptr @cache_new(i32 noundef %4)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %call, %cond.true ], [ %call3, %cond.false ]
  store ptr %cond, ptr %c, align 8
  %5 = load ptr, ptr %c, align 8
  %cmp4 = icmp ne ptr %5, null
  br i1 %cmp4, label %cond.true6, label %cond.false7

cond.true6:                                       ; preds = %cond.end
  %6 = load ptr, ptr %c, align 8
  %grp = getelementptr inbounds %struct.cache, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %grp, align 8
  %nmax = getelementptr inbounds %struct.pgroup, ptr %7, i32 0, i32 1
  %8 = load i32, ptr %nmax, align 8
  %9 = load ptr, ptr %c, align 8
  %size = getelementptr inbounds %struct.cache, ptr %9, i32 0, i32 1
  %10 = load i32, ptr %size, align 8
  %add = add nsw i32 %8, %10
  br label %cond.end8

cond.false7:                                      ; preds = %cond.end
  br label %cond.end8

cond.end8:                                        ; preds = %cond.false7, %cond.true6
  %cond9 = phi i32 [ %add, %cond.true6 ], [ 0, %cond.false7 ]
  ret i32 %cond9
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
