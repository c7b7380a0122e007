; ModuleID = 'walkfind.c'
source_filename = "walkfind.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shm = type { ptr, ptr, i64 }
%struct.shmnode = type { i64, i64, ptr }
%struct.other = type { i64, i64, i64, double }

@any = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @unmap(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %sn = alloca ptr, align 8
  %pp = alloca ptr, align 8
  %p = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %owner, align 8
  store ptr %1, ptr %sn, align 8
  %2 = load ptr, ptr %sn, align 8
  %first = getelementptr inbounds %struct.shmnode, ptr %2, i32 0, i32 2
  store ptr %first, ptr %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load ptr, ptr %pp, align 8
  %4 = load ptr, ptr %3, align 8
  store ptr %4, ptr %p, align 8
  %5 = load ptr, ptr %s.addr, align 8
  %cmp = icmp ne ptr %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.shm, ptr %6, i32 0, i32 1
  store ptr %next, ptr %pp, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load ptr, ptr %s.addr, align 8
  %next1 = getelementptr inbounds %struct.shm, ptr %7, i32 0, i32 1
  %8 = load ptr, ptr %next1, align 8
  %9 = load ptr, ptr %pp, align 8
  store ptr %8, ptr %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @take(ptr noundef %s, i64 noundef %id) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %id.addr = alloca i64, align 8
  %sn = alloca ptr, align 8
  %pp = alloca ptr, align 8
  %u = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  store i64 %id, ptr %id.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %owner, align 8
  store ptr %1, ptr %sn, align 8
  %2 = load ptr, ptr %sn, align 8
  %first = getelementptr inbounds %struct.shmnode, ptr %2, i32 0, i32 2
  store ptr %first, ptr %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load ptr, ptr %pp, align 8
  %4 = load ptr, ptr %3, align 8
  %tobool = icmp ne ptr %4, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %5 = load ptr, ptr %pp, align 8
  %6 = load ptr, ptr %5, align 8
  %id1 = getelementptr inbounds %struct.shm, ptr %6, i32 0, i32 2
  %7 = load i64, ptr %id1, align 8
  %8 = load i64, ptr %id.addr, align 8
  %cmp = icmp ne i64 %7, %8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %9 = phi i1 [ false, %for.cond ], [ %cmp, %land.rhs ]
  br i1 %9, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load ptr, ptr %pp, align 8
  %11 = load ptr, ptr %10, align 8
  %next = getelementptr inbounds %struct.shm, ptr %11, i32 0, i32 1
  store ptr %next, ptr %pp, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %land.end
  %12 = load ptr, ptr %pp, align 8
  %13 = load ptr, ptr %12, align 8
  store ptr %13, ptr %u, align 8
  %14 = load ptr, ptr %u, align 8
  %tobool2 = icmp ne ptr %14, null
  br i1 %tobool2, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  %15 = load ptr, ptr %u, align 8
  %next3 = getelementptr inbounds %struct.shm, ptr %15, i32 0, i32 1
  %16 = load ptr, ptr %next3, align 8
  %17 = load ptr, ptr %pp, align 8
  store ptr %16, ptr %17, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end
  %18 = load ptr, ptr %u, align 8
  ret ptr %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @push(ptr noundef %sn, ptr noundef %s) #0 {
entry:
  %sn.addr = alloca ptr, align 8
  %s.addr = alloca ptr, align 8
  store ptr %sn, ptr %sn.addr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %sn.addr, align 8
  %first = getelementptr inbounds %struct.shmnode, ptr %0, i32 0, i32 2
  %1 = load ptr, ptr %first, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %next = getelementptr inbounds %struct.shm, ptr %2, i32 0, i32 1
  store ptr %1, ptr %next, align 8
  %3 = load ptr, ptr %s.addr, align 8
  %4 = load ptr, ptr %sn.addr, align 8
  %first1 = getelementptr inbounds %struct.shmnode, ptr %4, i32 0, i32 2
  store ptr %3, ptr %first1, align 8
  %5 = load ptr, ptr %sn.addr, align 8
  %6 = load ptr, ptr %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, ptr %6, i32 0, i32 0
  store ptr %5, ptr %owner, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @owner_m(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %owner, align 8
  %m = getelementptr inbounds %struct.shmnode, ptr %1, i32 0, i32 1
  %2 = load i64, ptr %m, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @misown(ptr noundef %s, ptr noundef %o) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %o.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %a = getelementptr inbounds %struct.other, ptr %0, i32 0, i32 0
  store i64 1, ptr %a, align 8
  %1 = load ptr, ptr %o.addr, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, ptr %2, i32 0, i32 0
  store ptr %1, ptr %owner, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @first_id(ptr noundef %sn) #0 {
entry:
  %sn.addr = alloca ptr, align 8
  store ptr %sn, ptr %sn.addr, align 8
  %0 = load ptr, ptr %sn.addr, align 8
  %first = getelementptr inbounds %struct.shmnode, ptr %0, i32 0, i32 2
  %1 = load ptr, ptr %first, align 8
  %id = getelementptr inbounds %struct.shm, ptr %1, i32 0, i32 2
  %2 = load i64, ptr %id, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @probe(i32 noundef %kind) #0 {
entry:
  %retval = alloca i64, align 8
  %kind.addr = alloca i32, align 4
  store i32 %kind, ptr %kind.addr, align 4
  %0 = load i32, ptr %kind.addr, align 4
  %cmp = icmp eq i32 %0, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr @any, align 8
  %m = getelementptr inbounds %struct.shmnode, ptr %1, i32 0, i32 1
  %2 = load i64, ptr %m, align 8
  store i64 %2, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i32, ptr %kind.addr, align 4
  %tobool = icmp ne i32 %3, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %4 = load ptr, ptr @any, align 8
  %id = getelementptr inbounds %struct.shm, ptr %4, i32 0, i32 2
  %5 = load i64, ptr %id, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %6 = load ptr, ptr @any, align 8
  %d = getelementptr inbounds %struct.other, ptr %6, i32 0, i32 3
  %7 = load double, ptr %d, align 8
  %conv = fptosi double %7 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %5, %cond.true ], [ %conv, %cond.false ]
  store i64 %cond, ptr %retval, align 8
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %8 = load i64, ptr %retval, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %sn = alloca ptr, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  %o = alloca ptr, align 8
  %k = alloca i64, align 8
  %c = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call, ptr %sn, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %sn, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call1, ptr %a, align 8
  %2 = load ptr, ptr %a, align 8
  %cmp2 = icmp eq ptr %2, null
  br i1 %cmp2, label %if.then3, label %if.end4

if.then3:                                         ; preds = %if.end
  store i32 2, ptr %retval, align 4
  br label %return

if.end4:                                          ; preds = %if.end
  %call5 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call5, ptr %b, align 8
  %3 = load ptr, ptr %b, align 8
  %cmp6 = icmp eq ptr %3, null
  br i1 %cmp6, label %if.then7, label %if.end8

if.then7:                                         ; preds = %if.end4
  store i32 3, ptr %retval, align 4
  br label %return

if.end8:                                          ; preds = %if.end4
  %call9 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 32) #2
  store ptr %call9, ptr %o, align 8
  %4 = load ptr, ptr %o, align 8
  %cmp10 = icmp eq ptr %4, null
  br i1 %cmp10, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end8
  store i32 4, ptr %retval, align 4
  br label %return

if.end12:                                         ; preds = %if.end8
  %5 = load ptr, ptr %sn, align 8
  %6 = load ptr, ptr %b, align 8
  call void @push(ptr noundef %5, ptr noundef %6)
  %7 = load ptr, ptr %sn, align 8
  %8 = load ptr, ptr %a, align 8
  call void @push(ptr noundef %7, ptr noundef %8)
  %9 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %9 to i64
  %10 = load ptr, ptr %b, align 8
  %id = getelementptr inbounds %struct.shm, ptr %10, i32 0, i32 2
  store i64 %conv, ptr %id, align 8
  %11 = load ptr, ptr %b, align 8
  store ptr %11, ptr @any, align 8
  %call13 = call i64 @probe(i32 noundef 1)
  %12 = load ptr, ptr %sn, align 8
  %call14 = call i64 @first_id(ptr noundef %12)
  %add = add nsw i64 %call13, %call14
  store i64 %add, ptr %k, align 8
  %13 = load ptr, ptr %o, align 8
  store ptr %13, ptr @any, align 8
  %call15 = call i64 @probe(i32 noundef 0)
  %14 = load i64, ptr %k, align 8
  %add16 = add nsw i64 %14, %call15
  store i64 %add16, ptr %k, align 8
  %15 = load ptr, ptr %b, align 8
  call void @unmap(ptr noundef %15)
  %16 = load ptr, ptr %sn, align 8
  store ptr %16, ptr @any, align 8
  %call17 = call i64 @probe(i32 noundef 2)
  %17 = load i64, ptr %k, align 8
  %add18 = add nsw i64 %17, %call17
  store i64 %add18, ptr %k, align 8
  %18 = load ptr, ptr %a, align 8
  %call19 = call i64 @owner_m(ptr noundef %18)
  %19 = load i64, ptr %k, align 8
  %add20 = add nsw i64 %19, %call19
  store i64 %add20, ptr %k, align 8
  %call21 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call21, ptr %c, align 8
  %20 = load ptr, ptr %c, align 8
  %cmp22 = icmp eq ptr %20, null
  br i1 %cmp22, label %if.then24, label %if.end25

if.then24:                                        ; preds = %if.end12
  store i32 5, ptr %retval, align 4
  br label %return

if.end25:                                         ; preds = %if.end12
  %21 = load ptr, ptr %c, align 8
  %22 = load ptr, ptr %o, align 8
  call void @misown(ptr noundef %21, ptr noundef %22)
  %23 = load i64, ptr %k, align 8
  %24 = load ptr, ptr %a, align 8
  %call26 = call ptr @take(ptr noundef %24, i64 noundef 3)
  %cmp27 = icmp ne ptr %call26, null
  %conv28 = zext i1 %cmp27 to i32
  %conv29 = sext i32 %conv28 to i64
  %add30 = add nsw i64 %23, %conv29
  %conv31 = trunc i64 %add30 to i32
  store i32 %conv31, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end25, %if.then24, %if.then11, %if.then7, %if.then3, %if.then
  %25 = load i32, ptr %retval, align 4
  ret i32 %25
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) }

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
