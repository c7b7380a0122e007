; ModuleID = 'walkfind.c'
source_filename = "walkfind.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.shm = type { %struct.shmnode*, %struct.shm*, i64 }
%struct.shmnode = type { i64, i64, %struct.shm* }
%struct.other = type { i64, i64, i64, double }

@any = dso_local global i8* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @unmap(%struct.shm* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.shm*, align 8
  %sn = alloca %struct.shmnode*, align 8
  %pp = alloca %struct.shm**, align 8
  %p = alloca %struct.shm*, align 8
  store %struct.shm* %s, %struct.shm** %s.addr, align 8
  %0 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %0, i32 0, i32 0
  %1 = load %struct.shmnode*, %struct.shmnode** %owner, align 8
  store %struct.shmnode* %1, %struct.shmnode** %sn, align 8
  %2 = load %struct.shmnode*, %struct.shmnode** %sn, align 8
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %2, i32 0, i32 2
  store %struct.shm** %first, %struct.shm*** %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load %struct.shm**, %struct.shm*** %pp, align 8
  %4 = load %struct.shm*, %struct.shm** %3, align 8
  store %struct.shm* %4, %struct.shm** %p, align 8
  %5 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %cmp = icmp ne %struct.shm* %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load %struct.shm*, %struct.shm** %p, align 8
  %next = getelementptr inbounds %struct.shm, %struct.shm* %6, i32 0, i32 1
  store %struct.shm** %next, %struct.shm*** %pp, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %7 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %next1 = getelementptr inbounds %struct.shm, %struct.shm* %7, i32 0, i32 1
  %8 = load %struct.shm*, %struct.shm** %next1, align 8
  %9 = load %struct.shm**, %struct.shm*** %pp, align 8
  store %struct.shm* %8, %struct.shm** %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.shm* @take(%struct.shm* noundef %s, i64 noundef %id) #0 {
entry:
  %s.addr = alloca %struct.shm*, align 8
  %id.addr = alloca i64, align 8
  %sn = alloca %struct.shmnode*, align 8
  %pp = alloca %struct.shm**, align 8
  %u = alloca %struct.shm*, align 8
  store %struct.shm* %s, %struct.shm** %s.addr, align 8
  store i64 %id, i64* %id.addr, align 8
  %0 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %0, i32 0, i32 0
  %1 = load %struct.shmnode*, %struct.shmnode** %owner, align 8
  store %struct.shmnode* %1, %struct.shmnode** %sn, align 8
  %2 = load %struct.shmnode*, %struct.shmnode** %sn, align 8
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %2, i32 0, i32 2
  store %struct.shm** %first, %struct.shm*** %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load %struct.shm**, %struct.shm*** %pp, align 8
  %4 = load %struct.shm*, %struct.shm** %3, align 8
  %tobool = icmp ne %struct.shm* %4, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %for.cond
  %5 = load %struct.shm**, %struct.shm*** %pp, align 8
  %6 = load %struct.shm*, %struct.shm** %5, align 8
  %id1 = getelementptr inbounds %struct.shm, %struct.shm* %6, i32 0, i32 2
  %7 = load i64, i64* %id1, align 8
  %8 = load i64, i64* %id.addr, align 8
  %cmp = icmp ne i64 %7, %8
  br label %land.end

land.end:                                         ; preds = %land.rhs, %for.cond
  %9 = phi i1 [ false, %for.cond ], [ %cmp, %land.rhs ]
  br i1 %9, label %for.body, label %for.end

for.body:                                         ; preds = %land.end
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load %struct.shm**, %struct.shm*** %pp, align 8
  %11 = load %struct.shm*, %struct.shm** %10, align 8
  %next = getelementptr inbounds %struct.shm, %struct.shm* %11, i32 0, i32 1
  store %struct.shm** %next, %struct.shm*** %pp, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %land.end
  %12 = load %struct.shm**, %struct.shm*** %pp, align 8
  %13 = load %struct.shm*, %struct.shm** %12, align 8
  store %struct.shm* %13, %struct.shm** %u, align 8
  %14 = load %struct.shm*, %struct.shm** %u, align 8
  %tobool2 = icmp ne %struct.shm* %14, null
  br i1 %tobool2, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  %15 = load %struct.shm*, %struct.shm** %u, align 8
  %next3 = getelementptr inbounds %struct.shm, %struct.shm* %15, i32 0, i32 1
  %16 = load %struct.shm*, %struct.shm** %next3, align 8
  %17 = load %struct.shm**, %struct.shm*** %pp, align 8
  store %struct.shm* %16, %struct.shm** %17, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end
  %18 = load %struct.shm*, %struct.shm** %u, align 8
  ret %struct.shm* %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @push(%struct.shmnode* noundef %sn, %struct.shm* noundef %s) #0 {
entry:
  %sn.addr = alloca %struct.shmnode*, align 8
  %s.addr = alloca %struct.shm*, align 8
  store %struct.shmnode* %sn, %struct.shmnode** %sn.addr, align 8
  store %struct.shm* %s, %struct.shm** %s.addr, align 8
  %0 = load %struct.shmnode*, %struct.shmnode** %sn.addr, align 8
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %0, i32 0, i32 2
  %1 = load %struct.shm*, %struct.shm** %first, align 8
  %2 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %next = getelementptr inbounds %struct.shm, %struct.shm* %2, i32 0, i32 1
  store %struct.shm* %1, %struct.shm** %next, align 8
  %3 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %4 = load %struct.shmnode*, %struct.shmnode** %sn.addr, align 8
  %first1 = getelementptr inbounds %struct.shmnode, %struct.shmnode* %4, i32 0, i32 2
  store %struct.shm* %3, %struct.shm** %first1, align 8
  %5 = load %struct.shmnode*, %struct.shmnode** %sn.addr, align 8
  %6 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %6, i32 0, i32 0
  store %struct.shmnode* %5, %struct.shmnode** %owner, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @owner_m(%struct.shm* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.shm*, align 8
  store %struct.shm* %s, %struct.shm** %s.addr, align 8
  %0 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %0, i32 0, i32 0
  %1 = load %struct.shmnode*, %struct.shmnode** %owner, align 8
  %m = getelementptr inbounds %struct.shmnode, %struct.shmnode* %1, i32 0, i32 1
  %2 = load i64, i64* %m, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @misown(%struct.shm* noundef %s, %struct.other* noundef %o) #0 {
entry:
  %s.addr = alloca %struct.shm*, align 8
  %o.addr = alloca %struct.other*, align 8
  store %struct.shm* %s, %struct.shm** %s.addr, align 8
  store %struct.other* %o, %struct.other** %o.addr, align 8
  %0 = load %struct.other*, %struct.other** %o.addr, align 8
  %a = getelementptr inbounds %struct.other, %struct.other* %0, i32 0, i32 0
  store i64 1, i64* %a, align 8
  %1 = load %struct.other*, %struct.other** %o.addr, align 8
  %2 = bitcast %struct.other* %1 to %struct.shmnode*
  %3 = load %struct.shm*, %struct.shm** %s.addr, align 8
  %owner = getelementptr inbounds %struct.shm, %struct.shm* %3, i32 0, i32 0
  store %struct.shmnode* %2, %struct.shmnode** %owner, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @first_id(%struct.shmnode* noundef %sn) #0 {
entry:
  %sn.addr = alloca %struct.shmnode*, align 8
  store %struct.shmnode* %sn, %struct.shmnode** %sn.addr, align 8
  %0 = load %struct.shmnode*, %struct.shmnode** %sn.addr, align 8
  %first = getelementptr inbounds %struct.shmnode, %struct.shmnode* %0, i32 0, i32 2
  %1 = load %struct.shm*, %struct.shm** %first, align 8
  %id = getelementptr inbounds %struct.shm, %struct.shm* %1, i32 0, i32 2
  %2 = load i64, i64* %id, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @probe(i32 noundef %kind) #0 {
entry:
  %retval = alloca i64, align 8
  %kind.addr = alloca i32, align 4
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %cmp = icmp eq i32 %0, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i8*, i8** @any, align 8
  %2 = bitcast i8* %1 to %struct.shmnode*
  %m = getelementptr inbounds %struct.shmnode, %struct.shmnode* %2, i32 0, i32 1
  %3 = load i64, i64* %m, align 8
  store i64 %3, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %4 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %4, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %5 = load i8*, i8** @any, align 8
  %6 = bitcast i8* %5 to %struct.shm*
  %id = getelementptr inbounds %struct.shm, %struct.shm* %6, i32 0, i32 2
  %7 = load i64, i64* %id, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %8 = load i8*, i8** @any, align 8
  %9 = bitcast i8* %8 to %struct.other*
  %d = getelementptr inbounds %struct.other, %struct.other* %9, i32 0, i32 3
  %10 = load double, double* %d, align 8
  %conv = fptosi double %10 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %7, %cond.true ], [ %conv, %cond.false ]
  store i64 %cond, i64* %retval, align 8
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %11 = load i64, i64* %retval, align 8
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %sn = alloca %struct.shmnode*, align 8
  %a = alloca %struct.shm*, align 8
  %b = alloca %struct.shm*, align 8
  %o = alloca %struct.other*, align 8
  %k = alloca i64, align 8
  %c = alloca %struct.shm*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %0 = bitcast i8* %call to %struct.shmnode*
  store %struct.shmnode* %0, %struct.shmnode** %sn, align 8
  %1 = load i8**, i8*** %argv.addr, align 8
  %2 = load %struct.shmnode*, %struct.shmnode** %sn, align 8
  %cmp = icmp eq %struct.shmnode* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %3 = bitcast i8* %call1 to %struct.shm*
  store %struct.shm* %3, %struct.shm** %a, align 8
  %4 = load %struct.shm*, %struct.shm** %a, align 8
  %cmp2 = icmp eq %struct.shm* %4, null
  br i1 %cmp2, label %if.then3, label %if.end4

if.then3:                                         ; preds = %if.end
  store i32 2, i32* %retval, align 4
  br label %return

if.end4:                                          ; preds = %if.end
  %call5 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %5 = bitcast i8* %call5 to %struct.shm*
  store %struct.shm* %5, %struct.shm** %b, align 8
  %6 = load %struct.shm*, %struct.shm** %b, align 8
  %cmp6 = icmp eq %struct.shm* %6, null
  br i1 %cmp6, label %if.then7, label %if.end8

if.then7:                                         ; preds = %if.end4
  store i32 3, i32* %retval, align 4
  br label %return

if.end8:                                          ; preds = %if.end4
  %call9 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 32) #2
  %7 = bitcast i8* %call9 to %struct.other*
  store %struct.other* %7, %struct.other** %o, align 8
  %8 = load %struct.other*, %struct.other** %o, align 8
  %cmp10 = icmp eq %struct.other* %8, null
  br i1 %cmp10, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end8
  store i32 4, i32* %retval, align 4
  br label %return

if.end12:                                         ; preds = %if.end8
  %9 = load %struct.shmnode*, %struct.shmnode** %sn, align 8
  %10 = load %struct.shm*, %struct.shm** %b, align 8
  call void @push(%struct.shmnode* noundef %9, %struct.shm* noundef %10)
  %11 = load %struct.shmnode*, %struct.shmnode** %sn, align 8
  %12 = load %struct.shm*, %struct.shm** %a, align 8
  call void @push(%struct.shmnode* noundef %11, %struct.shm* noundef %12)
  %13 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %13 to i64
  %14 = load %struct.shm*, %struct.shm** %b, align 8
  %id = getelementptr inbounds %struct.shm, %struct.shm* %14, i32 0, i32 2
  store i64 %conv, i64* %id, align 8
  %15 = load %struct.shm*, %struct.shm** %b, align 8
  %16 = bitcast %struct.shm* %15 to i8*
  store i8* %16, i8** @any, align 8
  %call13 = call i64 @probe(i32 noundef 1)
  %17 = load %struct.shmnode*, %struct.shmnode** %sn, align 8
  %call14 = call i64 @first_id(%struct.shmnode* noundef %17)
  %add = add nsw i64 %call13, %call14
  store i64 %add, i64* %k, align 8
  %18 = load %struct.other*, %struct.other** %o, align 8
  %19 = bitcast %struct.other* %18 to i8*
  store i8* %19, i8** @any, align 8
  %call15 = call i64 @probe(i32 noundef 0)
  %20 = load i64, i64* %k, align 8
  %add16 = add nsw i64 %20, %call15
  store i64 %add16, i64* %k, align 8
  %21 = load %struct.shm*, %struct.shm** %b, align 8
  call void @unmap(%struct.shm* noundef %21)
  %22 = load %struct.shmnode*, %struct.shmnode** %sn, align 8
  %23 = bitcast %struct.shmnode* %22 to i8*
  store i8* %23, i8** @any, align 8
  %call17 = call i64 @probe(i32 noundef 2)
  %24 = load i64, i64* %k, align 8
  %add18 = add nsw i64 %24, %call17
  store i64 %add18, i64* %k, align 8
  %25 = load %struct.shm*, %struct.shm** %a, align 8
  %call19 = call i64 @owner_m(%struct.shm* noundef %25)
  %26 = load i64, i64* %k, align 8
  %add20 = add nsw i64 %26, %call19
  store i64 %add20, i64* %k, align 8
  %call21 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %27 = bitcast i8* %call21 to %struct.shm*
  store %struct.shm* %27, %struct.shm** %c, align 8
  %28 = load %struct.shm*, %struct.shm** %c, align 8
  %cmp22 = icmp eq %struct.shm* %28, null
  br i1 %cmp22, label %if.then24, label %if.end25

if.then24:                                        ; preds = %if.end12
  store i32 5, i32* %retval, align 4
  br label %return

if.end25:                                         ; preds = %if.end12
  %29 = load %struct.shm*, %struct.shm** %c, align 8
  %30 = load %struct.other*, %struct.other** %o, align 8
  call void @misown(%struct.shm* noundef %29, %struct.other* noundef %30)
  %31 = load i64, i64* %k, align 8
  %32 = load %struct.shm*, %struct.shm** %a, align 8
  %call26 = call %struct.shm* @take(%struct.shm* noundef %32, i64 noundef 3)
  %cmp27 = icmp ne %struct.shm* %call26, null
  %conv28 = zext i1 %cmp27 to i32
  %conv29 = sext i32 %conv28 to i64
  %add30 = add nsw i64 %31, %conv29
  %conv31 = trunc i64 %add30 to i32
  store i32 %conv31, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end25, %if.then24, %if.then11, %if.then7, %if.then3, %if.then
  %33 = load i32, i32* %retval, align 4
  ret i32 %33
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

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
