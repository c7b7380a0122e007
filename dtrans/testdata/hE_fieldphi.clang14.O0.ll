; ModuleID = 'hE_fieldphi.c'
source_filename = "hE_fieldphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Module = type { i32 (i8*, i64*)*, i32 (i8*)* }
%struct.Btree = type { i32, %struct.Info }
%struct.Info = type { i64, i8*, i32 }
%struct.Cur = type { i32, i64 }

@modA = dso_local global %struct.Module { i32 (i8*, i64*)* @rowidA, i32 (i8*)* @next }, align 8
@modB = dso_local global %struct.Module { i32 (i8*, i64*)* @rowidB, i32 (i8*)* @next }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rowidA(i8* noundef %c, i64* noundef %p) #0 {
entry:
  %c.addr = alloca i8*, align 8
  %p.addr = alloca i64*, align 8
  store i8* %c, i8** %c.addr, align 8
  store i64* %p, i64** %p.addr, align 8
  %0 = load i8*, i8** %c.addr, align 8
  %1 = bitcast i8* %0 to i32*
  %2 = load i32, i32* %1, align 4
  %conv = sext i32 %2 to i64
  %3 = load i64*, i64** %p.addr, align 8
  store i64 %conv, i64* %3, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next(i8* noundef %c) #0 {
entry:
  %c.addr = alloca i8*, align 8
  store i8* %c, i8** %c.addr, align 8
  %0 = load i8*, i8** %c.addr, align 8
  %cmp = icmp ne i8* %0, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rowidB(i8* noundef %c, i64* noundef %p) #0 {
entry:
  %c.addr = alloca i8*, align 8
  %p.addr = alloca i64*, align 8
  store i8* %c, i8** %c.addr, align 8
  store i64* %p, i64** %p.addr, align 8
  %0 = load i64*, i64** %p.addr, align 8
  store i64 7, i64* %0, align 8
  %1 = load i8*, i8** %c.addr, align 8
  %cmp = icmp eq i8* %1, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill(%struct.Btree* noundef %b) #0 {
entry:
  %b.addr = alloca %struct.Btree*, align 8
  store %struct.Btree* %b, %struct.Btree** %b.addr, align 8
  %0 = load %struct.Btree*, %struct.Btree** %b.addr, align 8
  %state = getelementptr inbounds %struct.Btree, %struct.Btree* %0, i32 0, i32 0
  %1 = load i32, i32* %state, align 8
  %conv = sext i32 %1 to i64
  %2 = load %struct.Btree*, %struct.Btree** %b.addr, align 8
  %info = getelementptr inbounds %struct.Btree, %struct.Btree* %2, i32 0, i32 1
  %nKey = getelementptr inbounds %struct.Info, %struct.Info* %info, i32 0, i32 0
  store i64 %conv, i64* %nKey, align 8
  %3 = load %struct.Btree*, %struct.Btree** %b.addr, align 8
  %info1 = getelementptr inbounds %struct.Btree, %struct.Btree* %3, i32 0, i32 1
  %n = getelementptr inbounds %struct.Info, %struct.Info* %info1, i32 0, i32 2
  store i32 2, i32* %n, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @rowid(%struct.Cur* noundef %c, %struct.Btree* noundef %b, %struct.Module* noundef %m, i8* noundef %vc) #0 {
entry:
  %retval = alloca i64, align 8
  %c.addr = alloca %struct.Cur*, align 8
  %b.addr = alloca %struct.Btree*, align 8
  %m.addr = alloca %struct.Module*, align 8
  %vc.addr = alloca i8*, align 8
  %v = alloca i64, align 8
  %p = alloca i64*, align 8
  store %struct.Cur* %c, %struct.Cur** %c.addr, align 8
  store %struct.Btree* %b, %struct.Btree** %b.addr, align 8
  store %struct.Module* %m, %struct.Module** %m.addr, align 8
  store i8* %vc, i8** %vc.addr, align 8
  %0 = load %struct.Cur*, %struct.Cur** %c.addr, align 8
  %kind = getelementptr inbounds %struct.Cur, %struct.Cur* %0, i32 0, i32 0
  %1 = load i32, i32* %kind, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load %struct.Cur*, %struct.Cur** %c.addr, align 8
  %target = getelementptr inbounds %struct.Cur, %struct.Cur* %2, i32 0, i32 1
  store i64* %target, i64** %p, align 8
  br label %if.end7

if.else:                                          ; preds = %entry
  %3 = load %struct.Cur*, %struct.Cur** %c.addr, align 8
  %kind1 = getelementptr inbounds %struct.Cur, %struct.Cur* %3, i32 0, i32 0
  %4 = load i32, i32* %kind1, align 8
  %cmp2 = icmp eq i32 %4, 1
  br i1 %cmp2, label %if.then3, label %if.else5

if.then3:                                         ; preds = %if.else
  %5 = load %struct.Module*, %struct.Module** %m.addr, align 8
  %xRowid = getelementptr inbounds %struct.Module, %struct.Module* %5, i32 0, i32 0
  %6 = load i32 (i8*, i64*)*, i32 (i8*, i64*)** %xRowid, align 8
  %7 = load i8*, i8** %vc.addr, align 8
  %call = call i32 %6(i8* noundef %7, i64* noundef %v)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then4, label %if.end

if.then4:                                         ; preds = %if.then3
  store i64 -1, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %if.then3
  store i64* %v, i64** %p, align 8
  br label %if.end6

if.else5:                                         ; preds = %if.else
  %8 = load %struct.Btree*, %struct.Btree** %b.addr, align 8
  call void @fill(%struct.Btree* noundef %8)
  %9 = load %struct.Btree*, %struct.Btree** %b.addr, align 8
  %info = getelementptr inbounds %struct.Btree, %struct.Btree* %9, i32 0, i32 1
  %nKey = getelementptr inbounds %struct.Info, %struct.Info* %info, i32 0, i32 0
  store i64* %nKey, i64** %p, align 8
  br label %if.end6

if.end6:                                          ; preds = %if.else5, %if.end
  br label %if.end7

if.end7:                                          ; preds = %if.end6, %if.then
  %10 = load i64*, i64** %p, align 8
  %11 = load i64, i64* %10, align 8
  store i64 %11, i64* %retval, align 8
  br label %return

return:                                           ; preds = %if.end7, %if.then4
  %12 = load i64, i64* %retval, align 8
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set(%struct.Cur* noundef %c, i64 noundef %t) #0 {
entry:
  %c.addr = alloca %struct.Cur*, align 8
  %t.addr = alloca i64, align 8
  store %struct.Cur* %c, %struct.Cur** %c.addr, align 8
  store i64 %t, i64* %t.addr, align 8
  %0 = load i64, i64* %t.addr, align 8
  %1 = load %struct.Cur*, %struct.Cur** %c.addr, align 8
  %target = getelementptr inbounds %struct.Cur, %struct.Cur* %1, i32 0, i32 1
  store i64 %0, i64* %target, align 8
  ret void
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
