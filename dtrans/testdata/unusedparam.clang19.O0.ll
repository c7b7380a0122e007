; ModuleID = 'unusedparam.c'
source_filename = "unusedparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stamp = type { i64, i32 }
%struct.conf = type { i32, i64 }

@hook = dso_local global ptr null, align 8
@.str = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"yz\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s = alloca %struct.stamp, align 8
  %c = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #2
  store ptr %call, ptr %c, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %c, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %argc.addr, align 4
  %3 = load ptr, ptr %c, align 8
  %a = getelementptr inbounds %struct.conf, ptr %3, i32 0, i32 0
  store i32 %2, ptr %a, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %4 to i64
  %t = getelementptr inbounds %struct.stamp, ptr %s, i32 0, i32 0
  store i64 %conv, ptr %t, align 8
  %z = getelementptr inbounds %struct.stamp, ptr %s, i32 0, i32 1
  store i32 0, ptr %z, align 8
  %5 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp sgt i32 %5, 1
  %6 = zext i1 %cmp1 to i64
  %cond = select i1 %cmp1, ptr @ignore_conf, ptr @name_only
  store ptr %cond, ptr @hook, align 8
  %7 = load ptr, ptr @hook, align 8
  %call3 = call i32 %7(ptr noundef @.str, ptr noundef %s)
  %8 = load ptr, ptr @hook, align 8
  %9 = load ptr, ptr %c, align 8
  %call4 = call i32 %8(ptr noundef @.str.1, ptr noundef %9)
  %add = add nsw i32 %call3, %call4
  %10 = load ptr, ptr %c, align 8
  %a5 = getelementptr inbounds %struct.conf, ptr %10, i32 0, i32 0
  %11 = load i32, ptr %a5, align 8
  %add6 = add nsw i32 %add, %11
  %t7 = getelementptr inbounds %struct.stamp, ptr %s, i32 0, i32 0
  %12 = load i64, ptr %t7, align 8
  %conv8 = trunc i64 %12 to i32
  %add9 = add nsw i32 %add6, %conv8
  store i32 %add9, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %13 = load i32, ptr %retval, align 4
  ret i32 %13
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ignore_conf(ptr noundef %name, ptr noundef %c) #0 {
entry:
  %name.addr = alloca ptr, align 8
  %c.addr = alloca ptr, align 8
  store ptr %name, ptr %name.addr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %1 = load ptr, ptr %name.addr, align 8
  %arrayidx = getelementptr inbounds i8, ptr %1, i64 0
  %2 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @name_only(ptr noundef %name, ptr noundef %p) #0 {
entry:
  %name.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %name, ptr %name.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load ptr, ptr %name.addr, align 8
  %arrayidx = getelementptr inbounds i8, ptr %1, i64 1
  %2 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %2 to i32
  ret i32 %conv
}

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
