; ModuleID = 'basetag.c'
source_filename = "basetag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.val = type { %union.anon, ptr, i32, i16 }
%union.anon = type { double }
%struct.other = type { i64, i64, i64, i64 }

@scratch = dso_local global %struct.val zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @get_int(ptr noundef %p) #0 {
entry:
  %retval = alloca i64, align 8
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %flags = getelementptr inbounds %struct.val, ptr %0, i32 0, i32 3
  %1 = load i16, ptr %flags, align 4
  %conv = zext i16 %1 to i32
  %and = and i32 %conv, 4
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %p.addr, align 8
  %u = getelementptr inbounds %struct.val, ptr %2, i32 0, i32 0
  %3 = load i64, ptr %u, align 8
  store i64 %3, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %4 = load ptr, ptr %p.addr, align 8
  %u1 = getelementptr inbounds %struct.val, ptr %4, i32 0, i32 0
  %5 = load double, ptr %u1, align 8
  %conv2 = fptosi double %5 to i64
  store i64 %conv2, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %6 = load i64, ptr %retval, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @probe(ptr noundef %p, i32 noundef %kind) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %kind.addr = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store i32 %kind, ptr %kind.addr, align 4
  %0 = load i32, ptr %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %p.addr, align 8
  %call = call i64 @get_int(ptr noundef %1)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load ptr, ptr %p.addr, align 8
  %d = getelementptr inbounds %struct.other, ptr %2, i32 0, i32 3
  %3 = load i64, ptr %d, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %call, %cond.true ], [ %3, %cond.false ]
  ret i64 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %v = alloca ptr, align 8
  %o = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call, ptr %v, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 32) #2
  store ptr %call1, ptr %o, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %v, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %o, align 8
  %cmp2 = icmp eq ptr %2, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %3 = load i32, ptr %argc.addr, align 4
  %conv = trunc i32 %3 to i16
  %4 = load ptr, ptr %v, align 8
  %flags = getelementptr inbounds %struct.val, ptr %4, i32 0, i32 3
  store i16 %conv, ptr %flags, align 4
  %5 = load i32, ptr %argc.addr, align 4
  %conv3 = sext i32 %5 to i64
  %6 = load ptr, ptr %o, align 8
  %d = getelementptr inbounds %struct.other, ptr %6, i32 0, i32 3
  store i64 %conv3, ptr %d, align 8
  %7 = load i32, ptr %argc.addr, align 4
  store i32 %7, ptr getelementptr inbounds (%struct.val, ptr @scratch, i32 0, i32 2), align 8
  %8 = load ptr, ptr %v, align 8
  %call4 = call i64 @probe(ptr noundef %8, i32 noundef 1)
  %9 = load ptr, ptr %o, align 8
  %call5 = call i64 @probe(ptr noundef %9, i32 noundef 0)
  %add = add nsw i64 %call4, %call5
  %call6 = call i64 @probe(ptr noundef @scratch, i32 noundef 1)
  %add7 = add nsw i64 %add, %call6
  %conv8 = trunc i64 %add7 to i32
  store i32 %conv8, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load i32, ptr %retval, align 4
  ret i32 %10
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
