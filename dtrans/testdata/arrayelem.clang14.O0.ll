; ModuleID = 'arrayelem.c'
source_filename = "arrayelem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.page = type { i64, i32, %struct.page* }
%struct.cache = type { i32, %struct.page** }
%struct.other = type { i64, i64 }

@slot = dso_local global i8* null, align 8
@main.pages = internal global [2 x %struct.page] zeroinitializer, align 16
@main.tab = internal global [2 x %struct.page*] [%struct.page* getelementptr inbounds ([2 x %struct.page], [2 x %struct.page]* @main.pages, i32 0, i32 0), %struct.page* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.page]* @main.pages to i8*), i64 24) to %struct.page*)], align 16
@main.c = internal global %struct.cache { i32 2, %struct.page** getelementptr inbounds ([2 x %struct.page*], [2 x %struct.page*]* @main.tab, i32 0, i32 0) }, align 8
@main.ot = internal global %struct.other zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.page* @fetch(%struct.cache* noundef %c, i64 noundef %key) #0 {
entry:
  %c.addr = alloca %struct.cache*, align 8
  %key.addr = alloca i64, align 8
  %p = alloca %struct.page*, align 8
  store %struct.cache* %c, %struct.cache** %c.addr, align 8
  store i64 %key, i64* %key.addr, align 8
  %0 = load %struct.cache*, %struct.cache** %c.addr, align 8
  %hash = getelementptr inbounds %struct.cache, %struct.cache* %0, i32 0, i32 1
  %1 = load %struct.page**, %struct.page*** %hash, align 8
  %2 = load i64, i64* %key.addr, align 8
  %3 = load %struct.cache*, %struct.cache** %c.addr, align 8
  %nhash = getelementptr inbounds %struct.cache, %struct.cache* %3, i32 0, i32 0
  %4 = load i32, i32* %nhash, align 8
  %conv = sext i32 %4 to i64
  %rem = srem i64 %2, %conv
  %arrayidx = getelementptr inbounds %struct.page*, %struct.page** %1, i64 %rem
  %5 = load %struct.page*, %struct.page** %arrayidx, align 8
  store %struct.page* %5, %struct.page** %p, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %6 = load %struct.page*, %struct.page** %p, align 8
  %tobool = icmp ne %struct.page* %6, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %7 = load %struct.page*, %struct.page** %p, align 8
  %key1 = getelementptr inbounds %struct.page, %struct.page* %7, i32 0, i32 0
  %8 = load i64, i64* %key1, align 8
  %9 = load i64, i64* %key.addr, align 8
  %cmp = icmp ne i64 %8, %9
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %10 = phi i1 [ false, %while.cond ], [ %cmp, %land.rhs ]
  br i1 %10, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %11 = load %struct.page*, %struct.page** %p, align 8
  %next = getelementptr inbounds %struct.page, %struct.page* %11, i32 0, i32 2
  %12 = load %struct.page*, %struct.page** %next, align 8
  store %struct.page* %12, %struct.page** %p, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %13 = load %struct.page*, %struct.page** %p, align 8
  ret %struct.page* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keepother(%struct.other* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.other*, align 8
  store %struct.other* %o, %struct.other** %o.addr, align 8
  %0 = load %struct.other*, %struct.other** %o.addr, align 8
  %a = getelementptr inbounds %struct.other, %struct.other* %0, i32 0, i32 0
  store i64 1, i64* %a, align 8
  %1 = load %struct.other*, %struct.other** %o.addr, align 8
  %2 = bitcast %struct.other* %1 to i8*
  store i8* %2, i8** @slot, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @unlink_page(%struct.cache* noundef %c, %struct.page* noundef %pg) #0 {
entry:
  %c.addr = alloca %struct.cache*, align 8
  %pg.addr = alloca %struct.page*, align 8
  %pp = alloca %struct.page**, align 8
  store %struct.cache* %c, %struct.cache** %c.addr, align 8
  store %struct.page* %pg, %struct.page** %pg.addr, align 8
  %0 = load %struct.cache*, %struct.cache** %c.addr, align 8
  %hash = getelementptr inbounds %struct.cache, %struct.cache* %0, i32 0, i32 1
  %1 = load %struct.page**, %struct.page*** %hash, align 8
  %2 = load %struct.page*, %struct.page** %pg.addr, align 8
  %key = getelementptr inbounds %struct.page, %struct.page* %2, i32 0, i32 0
  %3 = load i64, i64* %key, align 8
  %4 = load %struct.cache*, %struct.cache** %c.addr, align 8
  %nhash = getelementptr inbounds %struct.cache, %struct.cache* %4, i32 0, i32 0
  %5 = load i32, i32* %nhash, align 8
  %conv = sext i32 %5 to i64
  %rem = srem i64 %3, %conv
  %arrayidx = getelementptr inbounds %struct.page*, %struct.page** %1, i64 %rem
  store %struct.page** %arrayidx, %struct.page*** %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load %struct.page**, %struct.page*** %pp, align 8
  %7 = load %struct.page*, %struct.page** %6, align 8
  %8 = load %struct.page*, %struct.page** %pg.addr, align 8
  %cmp = icmp ne %struct.page* %7, %8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %9 = load %struct.page**, %struct.page*** %pp, align 8
  %10 = load %struct.page*, %struct.page** %9, align 8
  %next = getelementptr inbounds %struct.page, %struct.page* %10, i32 0, i32 2
  store %struct.page** %next, %struct.page*** %pp, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %11 = load %struct.page*, %struct.page** %pg.addr, align 8
  %next2 = getelementptr inbounds %struct.page, %struct.page* %11, i32 0, i32 2
  %12 = load %struct.page*, %struct.page** %next2, align 8
  %13 = load %struct.page**, %struct.page*** %pp, align 8
  store %struct.page* %12, %struct.page** %13, align 8
  ret void
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
  %1 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %1 to i64
  store i64 %conv, i64* getelementptr inbounds ([2 x %struct.page], [2 x %struct.page]* @main.pages, i64 0, i64 0, i32 0), align 16
  %2 = load i32, i32* %argc.addr, align 4
  %conv1 = sext i32 %2 to i64
  %call = call %struct.page* @fetch(%struct.cache* noundef @main.c, i64 noundef %conv1)
  %3 = bitcast %struct.page* %call to i8*
  store i8* %3, i8** @slot, align 8
  call void @keepother(%struct.other* noundef @main.ot)
  call void @unlink_page(%struct.cache* noundef @main.c, %struct.page* noundef getelementptr inbounds ([2 x %struct.page], [2 x %struct.page]* @main.pages, i64 0, i64 0))
  ret i32 0
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
