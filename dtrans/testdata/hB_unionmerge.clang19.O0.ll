; ModuleID = 'hB_unionmerge.c'
source_filename = "hB_unionmerge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }
%struct.anon = type { i16, i8 }
%struct.anon.0 = type { i8, i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @isk(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %k = getelementptr inbounds %struct.E, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %k, align 8
  %cmp = icmp eq i32 %1, 4
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %2 = load ptr, ptr %e.addr, align 8
  %t = getelementptr inbounds %struct.E, ptr %2, i32 0, i32 2
  %3 = load i32, ptr %t, align 8
  %4 = load ptr, ptr %e.addr, align 8
  %f = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 3
  %5 = load i32, ptr %f, align 4
  %cmp1 = icmp eq i32 %3, %5
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %6 = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  %land.ext = zext i1 %6 to i32
  ret i32 %land.ext
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @anyreg(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %u = getelementptr inbounds %struct.E, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %u, align 8
  %add = add nsw i32 %1, 7
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @indexed(ptr noundef %t, ptr noundef %k) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %k.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  store ptr %k, ptr %k.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %k1 = getelementptr inbounds %struct.E, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %k1, align 8
  %cmp = icmp eq i32 %1, 9
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %t.addr, align 8
  %u = getelementptr inbounds %struct.E, ptr %2, i32 0, i32 1
  %3 = load i32, ptr %u, align 8
  %conv = trunc i32 %3 to i8
  %4 = load ptr, ptr %t.addr, align 8
  %u2 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 1
  %t3 = getelementptr inbounds %struct.anon, ptr %u2, i32 0, i32 1
  store i8 %conv, ptr %t3, align 2
  %5 = load ptr, ptr %k.addr, align 8
  %u4 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %u4, align 8
  %conv5 = trunc i32 %6 to i16
  %7 = load ptr, ptr %t.addr, align 8
  %u6 = getelementptr inbounds %struct.E, ptr %7, i32 0, i32 1
  %idx = getelementptr inbounds %struct.anon, ptr %u6, i32 0, i32 0
  store i16 %conv5, ptr %idx, align 8
  %8 = load ptr, ptr %t.addr, align 8
  %k7 = getelementptr inbounds %struct.E, ptr %8, i32 0, i32 0
  store i32 10, ptr %k7, align 8
  br label %if.end41

if.else:                                          ; preds = %entry
  %9 = load ptr, ptr %t.addr, align 8
  %k8 = getelementptr inbounds %struct.E, ptr %9, i32 0, i32 0
  %10 = load i32, ptr %k8, align 8
  %cmp9 = icmp eq i32 %10, 8
  br i1 %cmp9, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.else
  %11 = load ptr, ptr %t.addr, align 8
  %u11 = getelementptr inbounds %struct.E, ptr %11, i32 0, i32 1
  %ridx = getelementptr inbounds %struct.anon.0, ptr %u11, i32 0, i32 0
  %12 = load i8, ptr %ridx, align 8
  %conv12 = zext i8 %12 to i32
  br label %cond.end

cond.false:                                       ; preds = %if.else
  %13 = load ptr, ptr %t.addr, align 8
  %u13 = getelementptr inbounds %struct.E, ptr %13, i32 0, i32 1
  %14 = load i32, ptr %u13, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv12, %cond.true ], [ %14, %cond.false ]
  %conv14 = trunc i32 %cond to i8
  %15 = load ptr, ptr %t.addr, align 8
  %u15 = getelementptr inbounds %struct.E, ptr %15, i32 0, i32 1
  %t16 = getelementptr inbounds %struct.anon, ptr %u15, i32 0, i32 1
  store i8 %conv14, ptr %t16, align 2
  %16 = load ptr, ptr %k.addr, align 8
  %call = call i32 @isk(ptr noundef %16)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then17, label %if.else23

if.then17:                                        ; preds = %cond.end
  %17 = load ptr, ptr %k.addr, align 8
  %u18 = getelementptr inbounds %struct.E, ptr %17, i32 0, i32 1
  %18 = load i32, ptr %u18, align 8
  %conv19 = trunc i32 %18 to i16
  %19 = load ptr, ptr %t.addr, align 8
  %u20 = getelementptr inbounds %struct.E, ptr %19, i32 0, i32 1
  %idx21 = getelementptr inbounds %struct.anon, ptr %u20, i32 0, i32 0
  store i16 %conv19, ptr %idx21, align 8
  %20 = load ptr, ptr %t.addr, align 8
  %k22 = getelementptr inbounds %struct.E, ptr %20, i32 0, i32 0
  store i32 11, ptr %k22, align 8
  br label %if.end40

if.else23:                                        ; preds = %cond.end
  %21 = load ptr, ptr %k.addr, align 8
  %k24 = getelementptr inbounds %struct.E, ptr %21, i32 0, i32 0
  %22 = load i32, ptr %k24, align 8
  %cmp25 = icmp eq i32 %22, 6
  br i1 %cmp25, label %if.then27, label %if.else34

if.then27:                                        ; preds = %if.else23
  %23 = load ptr, ptr %k.addr, align 8
  %u28 = getelementptr inbounds %struct.E, ptr %23, i32 0, i32 1
  %24 = load i64, ptr %u28, align 8
  %conv29 = trunc i64 %24 to i32
  %conv30 = trunc i32 %conv29 to i16
  %25 = load ptr, ptr %t.addr, align 8
  %u31 = getelementptr inbounds %struct.E, ptr %25, i32 0, i32 1
  %idx32 = getelementptr inbounds %struct.anon, ptr %u31, i32 0, i32 0
  store i16 %conv30, ptr %idx32, align 8
  %26 = load ptr, ptr %t.addr, align 8
  %k33 = getelementptr inbounds %struct.E, ptr %26, i32 0, i32 0
  store i32 12, ptr %k33, align 8
  br label %if.end

if.else34:                                        ; preds = %if.else23
  %27 = load ptr, ptr %k.addr, align 8
  %call35 = call i32 @anyreg(ptr noundef %27)
  %conv36 = trunc i32 %call35 to i16
  %28 = load ptr, ptr %t.addr, align 8
  %u37 = getelementptr inbounds %struct.E, ptr %28, i32 0, i32 1
  %idx38 = getelementptr inbounds %struct.anon, ptr %u37, i32 0, i32 0
  store i16 %conv36, ptr %idx38, align 8
  %29 = load ptr, ptr %t.addr, align 8
  %k39 = getelementptr inbounds %struct.E, ptr %29, i32 0, i32 0
  store i32 13, ptr %k39, align 8
  br label %if.end

if.end:                                           ; preds = %if.else34, %if.then27
  br label %if.end40

if.end40:                                         ; preds = %if.end, %if.then17
  br label %if.end41

if.end41:                                         ; preds = %if.end40, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 24) #3
  store ptr %call, ptr %a, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 24) #3
  store ptr %call1, ptr %b, align 8
  %0 = load ptr, ptr %a, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %b, align 8
  %tobool2 = icmp ne ptr %1, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load i32, ptr %argc.addr, align 4
  %3 = load ptr, ptr %a, align 8
  %k = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  store i32 %2, ptr %k, align 8
  %4 = load ptr, ptr %a, align 8
  %u = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 1
  store i32 3, ptr %u, align 8
  %5 = load ptr, ptr %a, align 8
  %f = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 3
  store i32 -1, ptr %f, align 4
  %6 = load ptr, ptr %a, align 8
  %t = getelementptr inbounds %struct.E, ptr %6, i32 0, i32 2
  store i32 -1, ptr %t, align 8
  %7 = load ptr, ptr %b, align 8
  %k3 = getelementptr inbounds %struct.E, ptr %7, i32 0, i32 0
  store i32 0, ptr %k3, align 8
  %8 = load i32, ptr %argc.addr, align 4
  %9 = load ptr, ptr %b, align 8
  %u4 = getelementptr inbounds %struct.E, ptr %9, i32 0, i32 1
  store i32 %8, ptr %u4, align 8
  %10 = load ptr, ptr %b, align 8
  %f5 = getelementptr inbounds %struct.E, ptr %10, i32 0, i32 3
  store i32 -1, ptr %f5, align 4
  %11 = load ptr, ptr %b, align 8
  %t6 = getelementptr inbounds %struct.E, ptr %11, i32 0, i32 2
  store i32 -1, ptr %t6, align 8
  %12 = load ptr, ptr %a, align 8
  %13 = load ptr, ptr %b, align 8
  call void @indexed(ptr noundef %12, ptr noundef %13)
  %14 = load ptr, ptr %a, align 8
  %u7 = getelementptr inbounds %struct.E, ptr %14, i32 0, i32 1
  %idx = getelementptr inbounds %struct.anon, ptr %u7, i32 0, i32 0
  %15 = load i16, ptr %idx, align 8
  %conv = sext i16 %15 to i32
  %16 = load ptr, ptr %a, align 8
  %u8 = getelementptr inbounds %struct.E, ptr %16, i32 0, i32 1
  %t9 = getelementptr inbounds %struct.anon, ptr %u8, i32 0, i32 1
  %17 = load i8, ptr %t9, align 2
  %conv10 = zext i8 %17 to i32
  %add = add nsw i32 %conv, %conv10
  %18 = load ptr, ptr %a, align 8
  %k11 = getelementptr inbounds %struct.E, ptr %18, i32 0, i32 0
  %19 = load i32, ptr %k11, align 8
  %add12 = add nsw i32 %add, %19
  %20 = load ptr, ptr %a, align 8
  %t13 = getelementptr inbounds %struct.E, ptr %20, i32 0, i32 2
  %21 = load i32, ptr %t13, align 8
  %add14 = add nsw i32 %add12, %21
  %22 = load ptr, ptr %a, align 8
  %f15 = getelementptr inbounds %struct.E, ptr %22, i32 0, i32 3
  %23 = load i32, ptr %f15, align 4
  %add16 = add nsw i32 %add14, %23
  %24 = load ptr, ptr %b, align 8
  %u17 = getelementptr inbounds %struct.E, ptr %24, i32 0, i32 1
  %vidx = getelementptr inbounds %struct.anon.0, ptr %u17, i32 0, i32 1
  %25 = load i16, ptr %vidx, align 2
  %conv18 = zext i16 %25 to i32
  %add19 = add nsw i32 %add16, %conv18
  %26 = load ptr, ptr %b, align 8
  %u20 = getelementptr inbounds %struct.E, ptr %26, i32 0, i32 1
  %ridx = getelementptr inbounds %struct.anon.0, ptr %u20, i32 0, i32 0
  %27 = load i8, ptr %ridx, align 8
  %conv21 = zext i8 %27 to i32
  %add22 = add nsw i32 %add19, %conv21
  %28 = load ptr, ptr %b, align 8
  %u23 = getelementptr inbounds %struct.E, ptr %28, i32 0, i32 1
  %29 = load i64, ptr %u23, align 8
  %conv24 = trunc i64 %29 to i32
  %add25 = add nsw i32 %add22, %conv24
  store i32 %add25, ptr %r, align 4
  %30 = load ptr, ptr %a, align 8
  call void @free(ptr noundef %30) #4
  %31 = load ptr, ptr %b, align 8
  call void @free(ptr noundef %31) #4
  %32 = load i32, ptr %r, align 4
  store i32 %32, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %33 = load i32, ptr %retval, align 4
  ret i32 %33
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
