; ModuleID = 'hAD_pagestep.c'
source_filename = "hAD_pagestep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cache = type { ptr, i32, i32 }
%struct.Hdr = type { %struct.Page, i32, i16, i16, ptr, ptr, ptr }
%struct.Page = type { ptr, ptr }

@lru = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @fetch(ptr noundef %c, i32 noundef %key) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %key.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store i32 %key, ptr %key.addr, align 4
  %0 = load ptr, ptr %c.addr, align 8
  %apHash = getelementptr inbounds %struct.Cache, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %apHash, align 8
  %2 = load i32, ptr %key.addr, align 4
  %3 = load ptr, ptr %c.addr, align 8
  %nHash = getelementptr inbounds %struct.Cache, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %nHash, align 8
  %rem = urem i32 %2, %4
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 %idxprom
  %5 = load ptr, ptr %arrayidx, align 8
  store ptr %5, ptr %p, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %6 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %6, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %7 = load ptr, ptr %p, align 8
  %key1 = getelementptr inbounds %struct.Hdr, ptr %7, i32 0, i32 1
  %8 = load i32, ptr %key1, align 8
  %9 = load i32, ptr %key.addr, align 4
  %cmp = icmp ne i32 %8, %9
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %10 = phi i1 [ false, %while.cond ], [ %cmp, %land.rhs ]
  br i1 %10, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %11 = load ptr, ptr %p, align 8
  %pNext = getelementptr inbounds %struct.Hdr, ptr %11, i32 0, i32 4
  %12 = load ptr, ptr %pNext, align 8
  store ptr %12, ptr %p, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %13 = load ptr, ptr %p, align 8
  %tobool2 = icmp ne ptr %13, null
  br i1 %tobool2, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.end
  %14 = load ptr, ptr %p, align 8
  %page = getelementptr inbounds %struct.Hdr, ptr %14, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %while.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %page, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @unpin(ptr noundef %c, ptr noundef %pg, i32 noundef %reuse) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %pg.addr = alloca ptr, align 8
  %reuse.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  %pp = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %pg, ptr %pg.addr, align 8
  store i32 %reuse, ptr %reuse.addr, align 4
  %0 = load ptr, ptr %pg.addr, align 8
  store ptr %0, ptr %p, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %apHash = getelementptr inbounds %struct.Cache, ptr %1, i32 0, i32 0
  %2 = load ptr, ptr %apHash, align 8
  %3 = load ptr, ptr %p, align 8
  %key = getelementptr inbounds %struct.Hdr, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %key, align 8
  %5 = load ptr, ptr %c.addr, align 8
  %nHash = getelementptr inbounds %struct.Cache, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %nHash, align 8
  %rem = urem i32 %4, %6
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %idxprom
  store ptr %arrayidx, ptr %pp, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %7 = load ptr, ptr %pp, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr %p, align 8
  %cmp = icmp ne ptr %8, %9
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %10 = load ptr, ptr %pp, align 8
  %11 = load ptr, ptr %10, align 8
  %pNext = getelementptr inbounds %struct.Hdr, ptr %11, i32 0, i32 4
  store ptr %pNext, ptr %pp, align 8
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.cond
  %12 = load ptr, ptr %p, align 8
  %pNext1 = getelementptr inbounds %struct.Hdr, ptr %12, i32 0, i32 4
  %13 = load ptr, ptr %pNext1, align 8
  %14 = load ptr, ptr %pp, align 8
  store ptr %13, ptr %14, align 8
  %15 = load ptr, ptr %p, align 8
  %pCache = getelementptr inbounds %struct.Hdr, ptr %15, i32 0, i32 5
  %16 = load ptr, ptr %pCache, align 8
  %nPage = getelementptr inbounds %struct.Cache, ptr %16, i32 0, i32 2
  %17 = load i32, ptr %nPage, align 4
  %dec = add nsw i32 %17, -1
  store i32 %dec, ptr %nPage, align 4
  %18 = load i32, ptr %reuse.addr, align 4
  %tobool = icmp ne i32 %18, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %while.end
  %19 = load ptr, ptr %pg.addr, align 8
  %20 = load ptr, ptr %19, align 8
  call void @free(ptr noundef %20) #4
  %21 = load ptr, ptr %p, align 8
  call void @free(ptr noundef %21) #4
  br label %if.end

if.else:                                          ; preds = %while.end
  %22 = load ptr, ptr @lru, align 8
  %23 = load ptr, ptr %p, align 8
  %pLruNext = getelementptr inbounds %struct.Hdr, ptr %23, i32 0, i32 6
  store ptr %22, ptr %pLruNext, align 8
  %24 = load ptr, ptr %p, align 8
  store ptr %24, ptr @lru, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %h = alloca ptr, align 8
  %pg = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #5
  store ptr %call, ptr %c, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 48) #5
  store ptr %call1, ptr %h, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %c, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %h, align 8
  %tobool2 = icmp ne ptr %2, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %call3 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 8) #5
  %3 = load ptr, ptr %c, align 8
  %apHash = getelementptr inbounds %struct.Cache, ptr %3, i32 0, i32 0
  store ptr %call3, ptr %apHash, align 8
  %4 = load ptr, ptr %c, align 8
  %apHash4 = getelementptr inbounds %struct.Cache, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %apHash4, align 8
  %tobool5 = icmp ne ptr %5, null
  br i1 %tobool5, label %if.end7, label %if.then6

if.then6:                                         ; preds = %if.end
  store i32 1, ptr %retval, align 4
  br label %return

if.end7:                                          ; preds = %if.end
  %6 = load ptr, ptr %c, align 8
  %nHash = getelementptr inbounds %struct.Cache, ptr %6, i32 0, i32 1
  store i32 1, ptr %nHash, align 8
  %7 = load ptr, ptr %h, align 8
  %8 = load ptr, ptr %c, align 8
  %apHash8 = getelementptr inbounds %struct.Cache, ptr %8, i32 0, i32 0
  %9 = load ptr, ptr %apHash8, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %9, i64 0
  store ptr %7, ptr %arrayidx, align 8
  %10 = load ptr, ptr %h, align 8
  %key = getelementptr inbounds %struct.Hdr, ptr %10, i32 0, i32 1
  store i32 7, ptr %key, align 8
  %11 = load ptr, ptr %c, align 8
  %12 = load ptr, ptr %h, align 8
  %pCache = getelementptr inbounds %struct.Hdr, ptr %12, i32 0, i32 5
  store ptr %11, ptr %pCache, align 8
  %call9 = call noalias ptr @malloc(i64 noundef 8) #6
  %13 = load ptr, ptr %h, align 8
  %page = getelementptr inbounds %struct.Hdr, ptr %13, i32 0, i32 0
  %pBuf = getelementptr inbounds %struct.Page, ptr %page, i32 0, i32 0
  store ptr %call9, ptr %pBuf, align 8
  %14 = load ptr, ptr %c, align 8
  %nPage = getelementptr inbounds %struct.Cache, ptr %14, i32 0, i32 2
  store i32 1, ptr %nPage, align 4
  %15 = load ptr, ptr %c, align 8
  %call10 = call ptr @fetch(ptr noundef %15, i32 noundef 7)
  store ptr %call10, ptr %pg, align 8
  %16 = load ptr, ptr %pg, align 8
  %tobool11 = icmp ne ptr %16, null
  br i1 %tobool11, label %if.then12, label %if.end13

if.then12:                                        ; preds = %if.end7
  %17 = load ptr, ptr %c, align 8
  %18 = load ptr, ptr %pg, align 8
  %19 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %19, 1
  %conv = zext i1 %cmp to i32
  call void @unpin(ptr noundef %17, ptr noundef %18, i32 noundef %conv)
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.end7
  %20 = load ptr, ptr @lru, align 8
  %cmp14 = icmp ne ptr %20, null
  %conv15 = zext i1 %cmp14 to i32
  store i32 %conv15, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end13, %if.then6, %if.then
  %21 = load i32, ptr %retval, align 4
  ret i32 %21
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
