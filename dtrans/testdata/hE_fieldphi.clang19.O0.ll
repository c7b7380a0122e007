; ModuleID = 'hE_fieldphi.c'
source_filename = "hE_fieldphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Module = type { ptr, ptr }
%struct.Btree = type { i32, %struct.Info }
%struct.Info = type { i64, ptr, i32 }
%struct.Cur = type { i32, i64 }

@modA = dso_local global %struct.Module { ptr @rowidA, ptr @next }, align 8
@modB = dso_local global %struct.Module { ptr @rowidB, ptr @next }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rowidA(ptr noundef %c, ptr noundef %p) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %1 = load i32, ptr %0, align 4
  %conv = sext i32 %1 to i64
  %2 = load ptr, ptr %p.addr, align 8
  store i64 %conv, ptr %2, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %cmp = icmp ne ptr %0, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rowidB(ptr noundef %c, ptr noundef %p) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  store i64 7, ptr %0, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %cmp = icmp eq ptr %1, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill(ptr noundef %b) #0 {
entry:
  %b.addr = alloca ptr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %b.addr, align 8
  %state = getelementptr inbounds %struct.Btree, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %state, align 8
  %conv = sext i32 %1 to i64
  %2 = load ptr, ptr %b.addr, align 8
  %info = getelementptr inbounds %struct.Btree, ptr %2, i32 0, i32 1
  %nKey = getelementptr inbounds %struct.Info, ptr %info, i32 0, i32 0
  store i64 %conv, ptr %nKey, align 8
  %3 = load ptr, ptr %b.addr, align 8
  %info1 = getelementptr inbounds %struct.Btree, ptr %3, i32 0, i32 1
  %n = getelementptr inbounds %struct.Info, ptr %info1, i32 0, i32 2
  store i32 2, ptr %n, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @rowid(ptr noundef %c, ptr noundef %b, ptr noundef %m, ptr noundef %vc) #0 {
entry:
  %retval = alloca i64, align 8
  %c.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %m.addr = alloca ptr, align 8
  %vc.addr = alloca ptr, align 8
  %v = alloca i64, align 8
  %p = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  store ptr %m, ptr %m.addr, align 8
  store ptr %vc, ptr %vc.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %kind = getelementptr inbounds %struct.Cur, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %kind, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %c.addr, align 8
  %target = getelementptr inbounds %struct.Cur, ptr %2, i32 0, i32 1
  store ptr %target, ptr %p, align 8
  br label %if.end7

if.else:                                          ; preds = %entry
  %3 = load ptr, ptr %c.addr, align 8
  %kind1 = getelementptr inbounds %struct.Cur, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %kind1, align 8
  %cmp2 = icmp eq i32 %4, 1
  br i1 %cmp2, label %if.then3, label %if.else5

if.then3:                                         ; preds = %if.else
  %5 = load ptr, ptr %m.addr, align 8
  %xRowid = getelementptr inbounds %struct.Module, ptr %5, i32 0, i32 0
  %6 = load ptr, ptr %xRowid, align 8
  %7 = load ptr, ptr %vc.addr, align 8
  %call = call i32 %6(ptr noundef %7, ptr noundef %v)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then4, label %if.end

if.then4:                                         ; preds = %if.then3
  store i64 -1, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %if.then3
  store ptr %v, ptr %p, align 8
  br label %if.end6

if.else5:                                         ; preds = %if.else
  %8 = load ptr, ptr %b.addr, align 8
  call void @fill(ptr noundef %8)
  %9 = load ptr, ptr %b.addr, align 8
  %info = getelementptr inbounds %struct.Btree, ptr %9, i32 0, i32 1
  %nKey = getelementptr inbounds %struct.Info, ptr %info, i32 0, i32 0
  store ptr %nKey, ptr %p, align 8
  br label %if.end6

if.end6:                                          ; preds = %if.else5, %if.end
  br label %if.end7

if.end7:                                          ; preds = %if.end6, %if.then
  %10 = load ptr, ptr %p, align 8
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end7, %if.then4
  %12 = load i64, ptr %retval, align 8
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set(ptr noundef %c, i64 noundef %t) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %t.addr = alloca i64, align 8
  store ptr %c, ptr %c.addr, align 8
  store i64 %t, ptr %t.addr, align 8
  %0 = load i64, ptr %t.addr, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %target = getelementptr inbounds %struct.Cur, ptr %1, i32 0, i32 1
  store i64 %0, ptr %target, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
