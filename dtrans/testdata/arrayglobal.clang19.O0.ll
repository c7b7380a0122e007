; ModuleID = 'arrayglobal.c'
source_filename = "arrayglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.md = type { i64, i64, [4 x i64] }

@pair = dso_local global [2 x ptr] zeroinitializer, align 16
@offs = dso_local global ptr null, align 8
@spare = dso_local global %struct.md zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @md_create(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  %m = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 48) #2
  store ptr %call, ptr %m, align 8
  %0 = load ptr, ptr %m, align 8
  %cmp = icmp ne ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i64, ptr %n.addr, align 8
  %2 = load ptr, ptr %m, align 8
  %count = getelementptr inbounds %struct.md, ptr %2, i32 0, i32 1
  store i64 %1, ptr %count, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load ptr, ptr %m, align 8
  ret ptr %3
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ov_of(ptr noundef %m) #0 {
entry:
  %m.addr = alloca ptr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %ov = getelementptr inbounds %struct.md, ptr %0, i32 0, i32 2
  %arraydecay = getelementptr inbounds [4 x i64], ptr %ov, i64 0, i64 0
  ret ptr %arraydecay
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %b = alloca ptr, align 8
  %o2 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %1 to i64
  %call = call ptr @md_create(i64 noundef %conv)
  store ptr %call, ptr @pair, align 16
  %2 = load i32, ptr %argc.addr, align 4
  %add = add nsw i32 %2, 1
  %conv1 = sext i32 %add to i64
  %call2 = call ptr @md_create(i64 noundef %conv1)
  store ptr %call2, ptr %b, align 8
  %3 = load ptr, ptr %b, align 8
  store ptr %3, ptr getelementptr inbounds ([2 x ptr], ptr @pair, i64 0, i64 1), align 8
  %4 = load ptr, ptr @pair, align 16
  %cmp = icmp eq ptr %4, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %5 = load ptr, ptr %b, align 8
  %cmp4 = icmp eq ptr %5, null
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %6 = load ptr, ptr @pair, align 16
  %call6 = call ptr @ov_of(ptr noundef %6)
  store ptr %call6, ptr @offs, align 8
  %7 = load ptr, ptr @pair, align 16
  %n = getelementptr inbounds %struct.md, ptr %7, i32 0, i32 0
  %8 = load i64, ptr %n, align 8
  store i64 %8, ptr @spare, align 8
  %9 = load ptr, ptr %b, align 8
  %call7 = call ptr @ov_of(ptr noundef %9)
  store ptr %call7, ptr %o2, align 8
  %10 = load i32, ptr %argc.addr, align 4
  %conv8 = sext i32 %10 to i64
  %11 = load ptr, ptr %o2, align 8
  %arrayidx = getelementptr inbounds i64, ptr %11, i64 1
  store i64 %conv8, ptr %arrayidx, align 8
  %12 = load ptr, ptr @offs, align 8
  %arrayidx9 = getelementptr inbounds i64, ptr %12, i64 1
  %13 = load i64, ptr %arrayidx9, align 8
  %conv10 = trunc i64 %13 to i32
  store i32 %conv10, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %14 = load i32, ptr %retval, align 4
  ret i32 %14
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
