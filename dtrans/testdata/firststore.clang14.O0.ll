; ModuleID = 'firststore.c'
source_filename = "firststore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.global = type { %struct.pgroup, i32, i32 }
%struct.pgroup = type { i8*, i32, i32 }
%struct.cache = type { %struct.pgroup*, i32 }

@shared = internal global %struct.global zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init() #0 {
entry:
  %call = call noalias i8* @malloc(i64 noundef 8) #2
  store i8* %call, i8** getelementptr inbounds (%struct.global, %struct.global* @shared, i32 0, i32 0, i32 0), align 8
  store i32 1, i32* getelementptr inbounds (%struct.global, %struct.global* @shared, i32 0, i32 1), align 8
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.cache* @cache_new(i32 noundef %size) #0 {
entry:
  %retval = alloca %struct.cache*, align 8
  %size.addr = alloca i32, align 4
  %c = alloca %struct.cache*, align 8
  %g = alloca %struct.pgroup*, align 8
  store i32 %size, i32* %size.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.cache*
  store %struct.cache* %0, %struct.cache** %c, align 8
  %1 = load %struct.cache*, %struct.cache** %c, align 8
  %cmp = icmp eq %struct.cache* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store %struct.cache* null, %struct.cache** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* getelementptr inbounds (%struct.global, %struct.global* @shared, i32 0, i32 2), align 4
  %tobool = icmp ne i32 %2, 0
  br i1 %tobool, label %if.then1, label %if.else

if.then1:                                         ; preds = %if.end
  %call2 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %3 = bitcast i8* %call2 to %struct.pgroup*
  store %struct.pgroup* %3, %struct.pgroup** %g, align 8
  %4 = load %struct.pgroup*, %struct.pgroup** %g, align 8
  %nmin = getelementptr inbounds %struct.pgroup, %struct.pgroup* %4, i32 0, i32 2
  store i32 10, i32* %nmin, align 4
  %5 = load %struct.pgroup*, %struct.pgroup** %g, align 8
  %6 = load %struct.cache*, %struct.cache** %c, align 8
  %grp = getelementptr inbounds %struct.cache, %struct.cache* %6, i32 0, i32 0
  store %struct.pgroup* %5, %struct.pgroup** %grp, align 8
  br label %if.end4

if.else:                                          ; preds = %if.end
  %7 = load %struct.cache*, %struct.cache** %c, align 8
  %grp3 = getelementptr inbounds %struct.cache, %struct.cache* %7, i32 0, i32 0
  store %struct.pgroup* getelementptr inbounds (%struct.global, %struct.global* @shared, i32 0, i32 0), %struct.pgroup** %grp3, align 8
  br label %if.end4

if.end4:                                          ; preds = %if.else, %if.then1
  %8 = load i32, i32* %size.addr, align 4
  %9 = load %struct.cache*, %struct.cache** %c, align 8
  %size5 = getelementptr inbounds %struct.cache, %struct.cache* %9, i32 0, i32 1
  store i32 %8, i32* %size5, align 8
  %10 = load i32, i32* %size.addr, align 4
  %11 = load %struct.cache*, %struct.cache** %c, align 8
  %grp6 = getelementptr inbounds %struct.cache, %struct.cache* %11, i32 0, i32 0
  %12 = load %struct.pgroup*, %struct.pgroup** %grp6, align 8
  %nmax = getelementptr inbounds %struct.pgroup, %struct.pgroup* %12, i32 0, i32 1
  %13 = load i32, i32* %nmax, align 8
  %add = add nsw i32 %13, %10
  store i32 %add, i32* %nmax, align 8
  %14 = load %struct.cache*, %struct.cache** %c, align 8
  store %struct.cache* %14, %struct.cache** %retval, align 8
  br label %return

return:                                           ; preds = %if.end4, %if.then
  %15 = load %struct.cache*, %struct.cache** %retval, align 8
  ret %struct.cache* %15
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.cache* @cache_open(i32 noundef %size) #0 {
entry:
  %retval = alloca %struct.cache*, align 8
  %size.addr = alloca i32, align 4
  %c = alloca %struct.cache*, align 8
  %g = alloca %struct.pgroup*, align 8
  store i32 %size, i32* %size.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.cache*
  store %struct.cache* %0, %struct.cache** %c, align 8
  %1 = load %struct.cache*, %struct.cache** %c, align 8
  %cmp = icmp eq %struct.cache* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store %struct.cache* null, %struct.cache** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* getelementptr inbounds (%struct.global, %struct.global* @shared, i32 0, i32 2), align 4
  %tobool = icmp ne i32 %2, 0
  br i1 %tobool, label %if.then1, label %if.else

if.then1:                                         ; preds = %if.end
  %call2 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %3 = bitcast i8* %call2 to %struct.pgroup*
  store %struct.pgroup* %3, %struct.pgroup** %g, align 8
  %4 = load %struct.pgroup*, %struct.pgroup** %g, align 8
  %nmin = getelementptr inbounds %struct.pgroup, %struct.pgroup* %4, i32 0, i32 2
  store i32 10, i32* %nmin, align 4
  br label %if.end3

if.else:                                          ; preds = %if.end
  store %struct.pgroup* getelementptr inbounds (%struct.global, %struct.global* @shared, i32 0, i32 0), %struct.pgroup** %g, align 8
  br label %if.end3

if.end3:                                          ; preds = %if.else, %if.then1
  %5 = load i32, i32* %size.addr, align 4
  %6 = load %struct.pgroup*, %struct.pgroup** %g, align 8
  %nmax = getelementptr inbounds %struct.pgroup, %struct.pgroup* %6, i32 0, i32 1
  %7 = load i32, i32* %nmax, align 8
  %add = add nsw i32 %7, %5
  store i32 %add, i32* %nmax, align 8
  %8 = load %struct.pgroup*, %struct.pgroup** %g, align 8
  %9 = load %struct.cache*, %struct.cache** %c, align 8
  %grp = getelementptr inbounds %struct.cache, %struct.cache* %9, i32 0, i32 0
  store %struct.pgroup* %8, %struct.pgroup** %grp, align 8
  %10 = load i32, i32* %size.addr, align 4
  %11 = load %struct.cache*, %struct.cache** %c, align 8
  %size4 = getelementptr inbounds %struct.cache, %struct.cache* %11, i32 0, i32 1
  store i32 %10, i32* %size4, align 8
  %12 = load %struct.cache*, %struct.cache** %c, align 8
  store %struct.cache* %12, %struct.cache** %retval, align 8
  br label %return

return:                                           ; preds = %if.end3, %if.then
  %13 = load %struct.cache*, %struct.cache** %retval, align 8
  ret %struct.cache* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.cache*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  call void @init()
  %1 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  %conv = zext i1 %cmp to i32
  store i32 %conv, i32* getelementptr inbounds (%struct.global, %struct.global* @shared, i32 0, i32 2), align 4
  %2 = load i32, i32* %argc.addr, align 4
  %cmp1 = icmp sgt i32 %2, 2
  br i1 %cmp1, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %3 = load i32, i32* %argc.addr, align 4
  %call = call %struct.cache* @cache_open(i32 noundef %3)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %4 = load i32, i32* %argc.addr, align 4
  %call3 = call %struct.cache* @cache_new(i32 noundef %4)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.cache* [ %call, %cond.true ], [ %call3, %cond.false ]
  store %struct.cache* %cond, %struct.cache** %c, align 8
  %5 = load %struct.cache*, %struct.cache** %c, align 8
  %cmp4 = icmp ne %struct.cache* %5, null
  br i1 %cmp4, label %cond.true6, label %cond.false7

cond.true6:                                       ; preds = %cond.end
  %6 = load %struct.cache*, %struct.cache** %c, align 8
  %grp = getelementptr inbounds %struct.cache, %struct.cache* %6, i32 0, i32 0
  %7 = load %struct.pgroup*, %struct.pgroup** %grp, align 8
  %nmax = getelementptr inbounds %struct.pgroup, %struct.pgroup* %7, i32 0, i32 1
  %8 = load i32, i32* %nmax, align 8
  %9 = load %struct.cache*, %struct.cache** %c, align 8
  %size = getelementptr inbounds %struct.cache, %struct.cache* %9, i32 0, i32 1
  %10 = load i32, i32* %size, align 8
  %add = add nsw i32 %8, %10
  br label %cond.end8

cond.false7:                                      ; preds = %cond.end
  br label %cond.end8

cond.end8:                                        ; preds = %cond.false7, %cond.true6
  %cond9 = phi i32 [ %add, %cond.true6 ], [ 0, %cond.false7 ]
  ret i32 %cond9
}

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
