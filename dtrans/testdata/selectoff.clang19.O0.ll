; ModuleID = 'selectoff.c'
source_filename = "selectoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cfg = type { i32, i32, [4 x i64], i32 }
%struct.holder = type { i64, ptr }
%struct.other = type { i64, i64 }

@defcfg = dso_local global %struct.cfg zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @size_of(ptr noundef %c) #0 {
entry:
  %retval = alloca i32, align 4
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 0, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %c.addr, align 8
  %mode = getelementptr inbounds %struct.cfg, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %mode, align 8
  %and = and i32 %2, 32768
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %3 = load ptr, ptr %c.addr, align 8
  %read_size = getelementptr inbounds %struct.cfg, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %read_size, align 4
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %5 = load ptr, ptr %c.addr, align 8
  %buf_size = getelementptr inbounds %struct.cfg, ptr %5, i32 0, i32 3
  %6 = load i32, ptr %buf_size, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ %6, %cond.false ]
  store i32 %cond, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %7 = load i32, ptr %retval, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @held_size(ptr noundef %h, i32 noundef %reading) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %reading.addr = alloca i32, align 4
  %c = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store i32 %reading, ptr %reading.addr, align 4
  %0 = load ptr, ptr %h.addr, align 8
  %cfg = getelementptr inbounds %struct.holder, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %cfg, align 8
  store ptr %1, ptr %c, align 8
  %2 = load i32, ptr %reading.addr, align 4
  %tobool = icmp ne i32 %2, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %3 = load ptr, ptr %c, align 8
  %read_size = getelementptr inbounds %struct.cfg, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %read_size, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  %5 = load ptr, ptr %c, align 8
  %buf_size = getelementptr inbounds %struct.cfg, ptr %5, i32 0, i32 3
  %6 = load i32, ptr %buf_size, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ %6, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @held_mode(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %cfg = getelementptr inbounds %struct.holder, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %cfg, align 8
  %mode = getelementptr inbounds %struct.cfg, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %mode, align 8
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @misown(ptr noundef %h, ptr noundef %o) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %o.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %a = getelementptr inbounds %struct.other, ptr %0, i32 0, i32 0
  store i64 1, ptr %a, align 8
  %1 = load ptr, ptr %o.addr, align 8
  %2 = load ptr, ptr %h.addr, align 8
  %cfg = getelementptr inbounds %struct.holder, ptr %2, i32 0, i32 1
  store ptr %1, ptr %cfg, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %h = alloca ptr, align 8
  %o = alloca ptr, align 8
  %k = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 48) #2
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
  %shl = shl i32 %2, 15
  %3 = load ptr, ptr %c, align 8
  %mode = getelementptr inbounds %struct.cfg, ptr %3, i32 0, i32 0
  store i32 %shl, ptr %mode, align 8
  %4 = load ptr, ptr %c, align 8
  %read_size = getelementptr inbounds %struct.cfg, ptr %4, i32 0, i32 1
  store i32 8, ptr %read_size, align 4
  %5 = load ptr, ptr %c, align 8
  %buf_size = getelementptr inbounds %struct.cfg, ptr %5, i32 0, i32 3
  store i32 16, ptr %buf_size, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #2
  store ptr %call1, ptr %h, align 8
  %call2 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #2
  store ptr %call2, ptr %o, align 8
  %6 = load ptr, ptr %h, align 8
  %cmp3 = icmp eq ptr %6, null
  br i1 %cmp3, label %if.then5, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %7 = load ptr, ptr %o, align 8
  %cmp4 = icmp eq ptr %7, null
  br i1 %cmp4, label %if.then5, label %if.end6

if.then5:                                         ; preds = %lor.lhs.false, %if.end
  store i32 2, ptr %retval, align 4
  br label %return

if.end6:                                          ; preds = %lor.lhs.false
  %8 = load ptr, ptr %c, align 8
  %9 = load ptr, ptr %h, align 8
  %cfg = getelementptr inbounds %struct.holder, ptr %9, i32 0, i32 1
  store ptr %8, ptr %cfg, align 8
  %10 = load ptr, ptr %h, align 8
  %11 = load i32, ptr %argc.addr, align 4
  %cmp7 = icmp sgt i32 %11, 2
  %conv = zext i1 %cmp7 to i32
  %call8 = call i32 @held_size(ptr noundef %10, i32 noundef %conv)
  %12 = load ptr, ptr %h, align 8
  %call9 = call i32 @held_mode(ptr noundef %12)
  %add = add i32 %call8, %call9
  store i32 %add, ptr %k, align 4
  %13 = load ptr, ptr %h, align 8
  %14 = load ptr, ptr %o, align 8
  call void @misown(ptr noundef %13, ptr noundef %14)
  %15 = load ptr, ptr %c, align 8
  %call10 = call i32 @size_of(ptr noundef %15)
  %call11 = call i32 @size_of(ptr noundef @defcfg)
  %add12 = add i32 %call10, %call11
  %16 = load i32, ptr %k, align 4
  %add13 = add i32 %add12, %16
  store i32 %add13, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end6, %if.then5, %if.then
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
