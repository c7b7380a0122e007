; ModuleID = 'hAD_pagestep.c'
source_filename = "hAD_pagestep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hdr = type { %struct.Page, i32, i16, i16, %struct.Hdr*, %struct.Cache*, %struct.Hdr* }
%struct.Page = type { i8*, i8* }
%struct.Cache = type { %struct.Hdr**, i32, i32 }

@lru = dso_local global %struct.Hdr* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Page* @fetch(%struct.Cache* noundef %c, i32 noundef %key) #0 {
entry:
  %c.addr = alloca %struct.Cache*, align 8
  %key.addr = alloca i32, align 4
  %p = alloca %struct.Hdr*, align 8
  store %struct.Cache* %c, %struct.Cache** %c.addr, align 8
  store i32 %key, i32* %key.addr, align 4
  %0 = load %struct.Cache*, %struct.Cache** %c.addr, align 8
  %apHash = getelementptr inbounds %struct.Cache, %struct.Cache* %0, i32 0, i32 0
  %1 = load %struct.Hdr**, %struct.Hdr*** %apHash, align 8
  %2 = load i32, i32* %key.addr, align 4
  %3 = load %struct.Cache*, %struct.Cache** %c.addr, align 8
  %nHash = getelementptr inbounds %struct.Cache, %struct.Cache* %3, i32 0, i32 1
  %4 = load i32, i32* %nHash, align 8
  %rem = urem i32 %2, %4
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.Hdr*, %struct.Hdr** %1, i64 %idxprom
  %5 = load %struct.Hdr*, %struct.Hdr** %arrayidx, align 8
  store %struct.Hdr* %5, %struct.Hdr** %p, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %6 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %tobool = icmp ne %struct.Hdr* %6, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %7 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %key1 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %7, i32 0, i32 1
  %8 = load i32, i32* %key1, align 8
  %9 = load i32, i32* %key.addr, align 4
  %cmp = icmp ne i32 %8, %9
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %10 = phi i1 [ false, %while.cond ], [ %cmp, %land.rhs ]
  br i1 %10, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %11 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %pNext = getelementptr inbounds %struct.Hdr, %struct.Hdr* %11, i32 0, i32 4
  %12 = load %struct.Hdr*, %struct.Hdr** %pNext, align 8
  store %struct.Hdr* %12, %struct.Hdr** %p, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %13 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %tobool2 = icmp ne %struct.Hdr* %13, null
  br i1 %tobool2, label %cond.true, label %cond.false

cond.true:                                        ; preds = %while.end
  %14 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %page = getelementptr inbounds %struct.Hdr, %struct.Hdr* %14, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %while.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.Page* [ %page, %cond.true ], [ null, %cond.false ]
  ret %struct.Page* %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @unpin(%struct.Cache* noundef %c, %struct.Page* noundef %pg, i32 noundef %reuse) #0 {
entry:
  %c.addr = alloca %struct.Cache*, align 8
  %pg.addr = alloca %struct.Page*, align 8
  %reuse.addr = alloca i32, align 4
  %p = alloca %struct.Hdr*, align 8
  %pp = alloca %struct.Hdr**, align 8
  store %struct.Cache* %c, %struct.Cache** %c.addr, align 8
  store %struct.Page* %pg, %struct.Page** %pg.addr, align 8
  store i32 %reuse, i32* %reuse.addr, align 4
  %0 = load %struct.Page*, %struct.Page** %pg.addr, align 8
  %1 = bitcast %struct.Page* %0 to %struct.Hdr*
  store %struct.Hdr* %1, %struct.Hdr** %p, align 8
  %2 = load %struct.Cache*, %struct.Cache** %c.addr, align 8
  %apHash = getelementptr inbounds %struct.Cache, %struct.Cache* %2, i32 0, i32 0
  %3 = load %struct.Hdr**, %struct.Hdr*** %apHash, align 8
  %4 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %key = getelementptr inbounds %struct.Hdr, %struct.Hdr* %4, i32 0, i32 1
  %5 = load i32, i32* %key, align 8
  %6 = load %struct.Cache*, %struct.Cache** %c.addr, align 8
  %nHash = getelementptr inbounds %struct.Cache, %struct.Cache* %6, i32 0, i32 1
  %7 = load i32, i32* %nHash, align 8
  %rem = urem i32 %5, %7
  %idxprom = zext i32 %rem to i64
  %arrayidx = getelementptr inbounds %struct.Hdr*, %struct.Hdr** %3, i64 %idxprom
  store %struct.Hdr** %arrayidx, %struct.Hdr*** %pp, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %8 = load %struct.Hdr**, %struct.Hdr*** %pp, align 8
  %9 = load %struct.Hdr*, %struct.Hdr** %8, align 8
  %10 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %cmp = icmp ne %struct.Hdr* %9, %10
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %11 = load %struct.Hdr**, %struct.Hdr*** %pp, align 8
  %12 = load %struct.Hdr*, %struct.Hdr** %11, align 8
  %pNext = getelementptr inbounds %struct.Hdr, %struct.Hdr* %12, i32 0, i32 4
  store %struct.Hdr** %pNext, %struct.Hdr*** %pp, align 8
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.cond
  %13 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %pNext1 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %13, i32 0, i32 4
  %14 = load %struct.Hdr*, %struct.Hdr** %pNext1, align 8
  %15 = load %struct.Hdr**, %struct.Hdr*** %pp, align 8
  store %struct.Hdr* %14, %struct.Hdr** %15, align 8
  %16 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %pCache = getelementptr inbounds %struct.Hdr, %struct.Hdr* %16, i32 0, i32 5
  %17 = load %struct.Cache*, %struct.Cache** %pCache, align 8
  %nPage = getelementptr inbounds %struct.Cache, %struct.Cache* %17, i32 0, i32 2
  %18 = load i32, i32* %nPage, align 4
  %dec = add nsw i32 %18, -1
  store i32 %dec, i32* %nPage, align 4
  %19 = load i32, i32* %reuse.addr, align 4
  %tobool = icmp ne i32 %19, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %while.end
  %20 = load %struct.Page*, %struct.Page** %pg.addr, align 8
  %21 = bitcast %struct.Page* %20 to i8**
  %22 = load i8*, i8** %21, align 8
  call void @free(i8* noundef %22) #2
  %23 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %24 = bitcast %struct.Hdr* %23 to i8*
  call void @free(i8* noundef %24) #2
  br label %if.end

if.else:                                          ; preds = %while.end
  %25 = load %struct.Hdr*, %struct.Hdr** @lru, align 8
  %26 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  %pLruNext = getelementptr inbounds %struct.Hdr, %struct.Hdr* %26, i32 0, i32 6
  store %struct.Hdr* %25, %struct.Hdr** %pLruNext, align 8
  %27 = load %struct.Hdr*, %struct.Hdr** %p, align 8
  store %struct.Hdr* %27, %struct.Hdr** @lru, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.Cache*, align 8
  %h = alloca %struct.Hdr*, align 8
  %pg = alloca %struct.Page*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.Cache*
  store %struct.Cache* %0, %struct.Cache** %c, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 48) #2
  %1 = bitcast i8* %call1 to %struct.Hdr*
  store %struct.Hdr* %1, %struct.Hdr** %h, align 8
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load %struct.Cache*, %struct.Cache** %c, align 8
  %tobool = icmp ne %struct.Cache* %3, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %4 = load %struct.Hdr*, %struct.Hdr** %h, align 8
  %tobool2 = icmp ne %struct.Hdr* %4, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %call3 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 8) #2
  %5 = bitcast i8* %call3 to %struct.Hdr**
  %6 = load %struct.Cache*, %struct.Cache** %c, align 8
  %apHash = getelementptr inbounds %struct.Cache, %struct.Cache* %6, i32 0, i32 0
  store %struct.Hdr** %5, %struct.Hdr*** %apHash, align 8
  %7 = load %struct.Cache*, %struct.Cache** %c, align 8
  %apHash4 = getelementptr inbounds %struct.Cache, %struct.Cache* %7, i32 0, i32 0
  %8 = load %struct.Hdr**, %struct.Hdr*** %apHash4, align 8
  %tobool5 = icmp ne %struct.Hdr** %8, null
  br i1 %tobool5, label %if.end7, label %if.then6

if.then6:                                         ; preds = %if.end
  store i32 1, i32* %retval, align 4
  br label %return

if.end7:                                          ; preds = %if.end
  %9 = load %struct.Cache*, %struct.Cache** %c, align 8
  %nHash = getelementptr inbounds %struct.Cache, %struct.Cache* %9, i32 0, i32 1
  store i32 1, i32* %nHash, align 8
  %10 = load %struct.Hdr*, %struct.Hdr** %h, align 8
  %11 = load %struct.Cache*, %struct.Cache** %c, align 8
  %apHash8 = getelementptr inbounds %struct.Cache, %struct.Cache* %11, i32 0, i32 0
  %12 = load %struct.Hdr**, %struct.Hdr*** %apHash8, align 8
  %arrayidx = getelementptr inbounds %struct.Hdr*, %struct.Hdr** %12, i64 0
  store %struct.Hdr* %10, %struct.Hdr** %arrayidx, align 8
  %13 = load %struct.Hdr*, %struct.Hdr** %h, align 8
  %key = getelementptr inbounds %struct.Hdr, %struct.Hdr* %13, i32 0, i32 1
  store i32 7, i32* %key, align 8
  %14 = load %struct.Cache*, %struct.Cache** %c, align 8
  %15 = load %struct.Hdr*, %struct.Hdr** %h, align 8
  %pCache = getelementptr inbounds %struct.Hdr, %struct.Hdr* %15, i32 0, i32 5
  store %struct.Cache* %14, %struct.Cache** %pCache, align 8
  %call9 = call noalias i8* @malloc(i64 noundef 8) #2
  %16 = load %struct.Hdr*, %struct.Hdr** %h, align 8
  %page = getelementptr inbounds %struct.Hdr, %struct.Hdr* %16, i32 0, i32 0
  %pBuf = getelementptr inbounds %struct.Page, %struct.Page* %page, i32 0, i32 0
  store i8* %call9, i8** %pBuf, align 8
  %17 = load %struct.Cache*, %struct.Cache** %c, align 8
  %nPage = getelementptr inbounds %struct.Cache, %struct.Cache* %17, i32 0, i32 2
  store i32 1, i32* %nPage, align 4
  %18 = load %struct.Cache*, %struct.Cache** %c, align 8
  %call10 = call %struct.Page* @fetch(%struct.Cache* noundef %18, i32 noundef 7)
  store %struct.Page* %call10, %struct.Page** %pg, align 8
  %19 = load %struct.Page*, %struct.Page** %pg, align 8
  %tobool11 = icmp ne %struct.Page* %19, null
  br i1 %tobool11, label %if.then12, label %if.end13

if.then12:                                        ; preds = %if.end7
  %20 = load %struct.Cache*, %struct.Cache** %c, align 8
  %21 = load %struct.Page*, %struct.Page** %pg, align 8
  %22 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %22, 1
  %conv = zext i1 %cmp to i32
  call void @unpin(%struct.Cache* noundef %20, %struct.Page* noundef %21, i32 noundef %conv)
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.end7
  %23 = load %struct.Hdr*, %struct.Hdr** @lru, align 8
  %cmp14 = icmp ne %struct.Hdr* %23, null
  %conv15 = zext i1 %cmp14 to i32
  store i32 %conv15, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end13, %if.then6, %if.then
  %24 = load i32, i32* %retval, align 4
  ret i32 %24
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
