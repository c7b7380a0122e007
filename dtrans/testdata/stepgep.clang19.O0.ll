; ModuleID = 'stepgep.c'
source_filename = "stepgep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dera = type { %struct.base, ptr, i64 }
%struct.base = type { ptr, i32, ptr }
%struct.derb = type { %struct.base, double, i32 }
%struct.dcur = type { %struct.cur, i64, i64 }
%struct.cur = type { ptr }
%struct.ecur = type { %struct.cur, double, double }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @get_count(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %count = getelementptr inbounds %struct.dera, ptr %0, i32 0, i32 2
  %1 = load i64, ptr %count, align 8
  ret i64 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @get_flags(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %flags = getelementptr inbounds %struct.derb, ptr %0, i32 0, i32 2
  %1 = load i32, ptr %flags, align 8
  %conv = sext i32 %1 to i64
  ret i64 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use(ptr noundef %p, i32 noundef %kind) #0 {
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
  %call = call i64 @get_count(ptr noundef %1)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load ptr, ptr %p.addr, align 8
  %call1 = call i64 @get_flags(ptr noundef %2)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %call, %cond.true ], [ %call1, %cond.false ]
  ret i64 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @at_end(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %d = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  store ptr %0, ptr %d, align 8
  %1 = load ptr, ptr %d, align 8
  %row = getelementptr inbounds %struct.dcur, ptr %1, i32 0, i32 1
  %2 = load i64, ptr %row, align 8
  %3 = load ptr, ptr %d, align 8
  %max = getelementptr inbounds %struct.dcur, ptr %3, i32 0, i32 2
  %4 = load i64, ptr %max, align 8
  %cmp = icmp sge i64 %2, %4
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @ypos(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %y = getelementptr inbounds %struct.ecur, ptr %0, i32 0, i32 2
  %1 = load double, ptr %y, align 8
  ret double %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @probe(ptr noundef %p, i32 noundef %kind) #0 {
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
  %call = call i32 @at_end(ptr noundef %1)
  %conv = sitofp i32 %call to double
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load ptr, ptr %p.addr, align 8
  %call1 = call double @ypos(ptr noundef %2)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv, %cond.true ], [ %call1, %cond.false ]
  ret double %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  %d = alloca ptr, align 8
  %e = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 40) #2
  store ptr %call, ptr %a, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 40) #2
  store ptr %call1, ptr %b, align 8
  %call2 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call2, ptr %d, align 8
  %call3 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call3, ptr %e, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %a, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %b, align 8
  %cmp4 = icmp eq ptr %2, null
  br i1 %cmp4, label %if.then, label %lor.lhs.false5

lor.lhs.false5:                                   ; preds = %lor.lhs.false
  %3 = load ptr, ptr %d, align 8
  %cmp6 = icmp eq ptr %3, null
  br i1 %cmp6, label %if.then, label %lor.lhs.false7

lor.lhs.false7:                                   ; preds = %lor.lhs.false5
  %4 = load ptr, ptr %e, align 8
  %cmp8 = icmp eq ptr %4, null
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false7, %lor.lhs.false5, %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false7
  %5 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %5 to i64
  %6 = load ptr, ptr %a, align 8
  %count = getelementptr inbounds %struct.dera, ptr %6, i32 0, i32 2
  store i64 %conv, ptr %count, align 8
  %7 = load i32, ptr %argc.addr, align 4
  %8 = load ptr, ptr %b, align 8
  %flags = getelementptr inbounds %struct.derb, ptr %8, i32 0, i32 2
  store i32 %7, ptr %flags, align 8
  %9 = load i32, ptr %argc.addr, align 4
  %conv9 = sext i32 %9 to i64
  %10 = load ptr, ptr %d, align 8
  %max = getelementptr inbounds %struct.dcur, ptr %10, i32 0, i32 2
  store i64 %conv9, ptr %max, align 8
  %11 = load i32, ptr %argc.addr, align 4
  %conv10 = sitofp i32 %11 to double
  %12 = load ptr, ptr %e, align 8
  %y = getelementptr inbounds %struct.ecur, ptr %12, i32 0, i32 2
  store double %conv10, ptr %y, align 8
  %13 = load ptr, ptr %a, align 8
  %b11 = getelementptr inbounds %struct.dera, ptr %13, i32 0, i32 0
  %call12 = call i64 @use(ptr noundef %b11, i32 noundef 1)
  %14 = load ptr, ptr %b, align 8
  %b13 = getelementptr inbounds %struct.derb, ptr %14, i32 0, i32 0
  %call14 = call i64 @use(ptr noundef %b13, i32 noundef 0)
  %add = add nsw i64 %call12, %call14
  %conv15 = sitofp i64 %add to double
  %15 = load ptr, ptr %d, align 8
  %base = getelementptr inbounds %struct.dcur, ptr %15, i32 0, i32 0
  %call16 = call double @probe(ptr noundef %base, i32 noundef 1)
  %add17 = fadd double %conv15, %call16
  %16 = load ptr, ptr %e, align 8
  %base18 = getelementptr inbounds %struct.ecur, ptr %16, i32 0, i32 0
  %call19 = call double @probe(ptr noundef %base18, i32 noundef 0)
  %add20 = fadd double %add17, %call19
  %conv21 = fptosi double %add20 to i32
  store i32 %conv21, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %17 = load i32, ptr %retval, align 4
  ret i32 %17
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
