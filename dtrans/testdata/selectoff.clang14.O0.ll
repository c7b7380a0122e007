; ModuleID = 'selectoff.c'
source_filename = "selectoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cfg = type { i32, i32, [4 x i64], i32 }
%struct.holder = type { i64, %struct.cfg* }
%struct.other = type { i64, i64 }

@defcfg = dso_local global %struct.cfg zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @size_of(%struct.cfg* noundef %c) #0 {
entry:
  %retval = alloca i32, align 4
  %c.addr = alloca %struct.cfg*, align 8
  store %struct.cfg* %c, %struct.cfg** %c.addr, align 8
  %0 = load %struct.cfg*, %struct.cfg** %c.addr, align 8
  %cmp = icmp eq %struct.cfg* %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load %struct.cfg*, %struct.cfg** %c.addr, align 8
  %mode = getelementptr inbounds %struct.cfg, %struct.cfg* %1, i32 0, i32 0
  %2 = load i32, i32* %mode, align 8
  %and = and i32 %2, 32768
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %3 = load %struct.cfg*, %struct.cfg** %c.addr, align 8
  %read_size = getelementptr inbounds %struct.cfg, %struct.cfg* %3, i32 0, i32 1
  %4 = load i32, i32* %read_size, align 4
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %5 = load %struct.cfg*, %struct.cfg** %c.addr, align 8
  %buf_size = getelementptr inbounds %struct.cfg, %struct.cfg* %5, i32 0, i32 3
  %6 = load i32, i32* %buf_size, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ %6, %cond.false ]
  store i32 %cond, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %7 = load i32, i32* %retval, align 4
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @held_size(%struct.holder* noundef %h, i32 noundef %reading) #0 {
entry:
  %h.addr = alloca %struct.holder*, align 8
  %reading.addr = alloca i32, align 4
  %c = alloca %struct.cfg*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  store i32 %reading, i32* %reading.addr, align 4
  %0 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %cfg = getelementptr inbounds %struct.holder, %struct.holder* %0, i32 0, i32 1
  %1 = load %struct.cfg*, %struct.cfg** %cfg, align 8
  store %struct.cfg* %1, %struct.cfg** %c, align 8
  %2 = load i32, i32* %reading.addr, align 4
  %tobool = icmp ne i32 %2, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %3 = load %struct.cfg*, %struct.cfg** %c, align 8
  %read_size = getelementptr inbounds %struct.cfg, %struct.cfg* %3, i32 0, i32 1
  %4 = load i32, i32* %read_size, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  %5 = load %struct.cfg*, %struct.cfg** %c, align 8
  %buf_size = getelementptr inbounds %struct.cfg, %struct.cfg* %5, i32 0, i32 3
  %6 = load i32, i32* %buf_size, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ %6, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @held_mode(%struct.holder* noundef %h) #0 {
entry:
  %h.addr = alloca %struct.holder*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  %0 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %cfg = getelementptr inbounds %struct.holder, %struct.holder* %0, i32 0, i32 1
  %1 = load %struct.cfg*, %struct.cfg** %cfg, align 8
  %mode = getelementptr inbounds %struct.cfg, %struct.cfg* %1, i32 0, i32 0
  %2 = load i32, i32* %mode, align 8
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @misown(%struct.holder* noundef %h, %struct.other* noundef %o) #0 {
entry:
  %h.addr = alloca %struct.holder*, align 8
  %o.addr = alloca %struct.other*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  store %struct.other* %o, %struct.other** %o.addr, align 8
  %0 = load %struct.other*, %struct.other** %o.addr, align 8
  %a = getelementptr inbounds %struct.other, %struct.other* %0, i32 0, i32 0
  store i64 1, i64* %a, align 8
  %1 = load %struct.other*, %struct.other** %o.addr, align 8
  %2 = bitcast %struct.other* %1 to %struct.cfg*
  %3 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %cfg = getelementptr inbounds %struct.holder, %struct.holder* %3, i32 0, i32 1
  store %struct.cfg* %2, %struct.cfg** %cfg, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.cfg*, align 8
  %h = alloca %struct.holder*, align 8
  %o = alloca %struct.other*, align 8
  %k = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 48) #2
  %0 = bitcast i8* %call to %struct.cfg*
  store %struct.cfg* %0, %struct.cfg** %c, align 8
  %1 = load i8**, i8*** %argv.addr, align 8
  %2 = load %struct.cfg*, %struct.cfg** %c, align 8
  %cmp = icmp eq %struct.cfg* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i32, i32* %argc.addr, align 4
  %shl = shl i32 %3, 15
  %4 = load %struct.cfg*, %struct.cfg** %c, align 8
  %mode = getelementptr inbounds %struct.cfg, %struct.cfg* %4, i32 0, i32 0
  store i32 %shl, i32* %mode, align 8
  %5 = load %struct.cfg*, %struct.cfg** %c, align 8
  %read_size = getelementptr inbounds %struct.cfg, %struct.cfg* %5, i32 0, i32 1
  store i32 8, i32* %read_size, align 4
  %6 = load %struct.cfg*, %struct.cfg** %c, align 8
  %buf_size = getelementptr inbounds %struct.cfg, %struct.cfg* %6, i32 0, i32 3
  store i32 16, i32* %buf_size, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %7 = bitcast i8* %call1 to %struct.holder*
  store %struct.holder* %7, %struct.holder** %h, align 8
  %call2 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %8 = bitcast i8* %call2 to %struct.other*
  store %struct.other* %8, %struct.other** %o, align 8
  %9 = load %struct.holder*, %struct.holder** %h, align 8
  %cmp3 = icmp eq %struct.holder* %9, null
  br i1 %cmp3, label %if.then5, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.end
  %10 = load %struct.other*, %struct.other** %o, align 8
  %cmp4 = icmp eq %struct.other* %10, null
  br i1 %cmp4, label %if.then5, label %if.end6

if.then5:                                         ; preds = %lor.lhs.false, %if.end
  store i32 2, i32* %retval, align 4
  br label %return

if.end6:                                          ; preds = %lor.lhs.false
  %11 = load %struct.cfg*, %struct.cfg** %c, align 8
  %12 = load %struct.holder*, %struct.holder** %h, align 8
  %cfg = getelementptr inbounds %struct.holder, %struct.holder* %12, i32 0, i32 1
  store %struct.cfg* %11, %struct.cfg** %cfg, align 8
  %13 = load %struct.holder*, %struct.holder** %h, align 8
  %14 = load i32, i32* %argc.addr, align 4
  %cmp7 = icmp sgt i32 %14, 2
  %conv = zext i1 %cmp7 to i32
  %call8 = call i32 @held_size(%struct.holder* noundef %13, i32 noundef %conv)
  %15 = load %struct.holder*, %struct.holder** %h, align 8
  %call9 = call i32 @held_mode(%struct.holder* noundef %15)
  %add = add i32 %call8, %call9
  store i32 %add, i32* %k, align 4
  %16 = load %struct.holder*, %struct.holder** %h, align 8
  %17 = load %struct.other*, %struct.other** %o, align 8
  call void @misown(%struct.holder* noundef %16, %struct.other* noundef %17)
  %18 = load %struct.cfg*, %struct.cfg** %c, align 8
  %call10 = call i32 @size_of(%struct.cfg* noundef %18)
  %call11 = call i32 @size_of(%struct.cfg* noundef @defcfg)
  %add12 = add i32 %call10, %call11
  %19 = load i32, i32* %k, align 4
  %add13 = add i32 %add12, %19
  store i32 %add13, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end6, %if.then5, %if.then
  %20 = load i32, i32* %retval, align 4
  ret i32 %20
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
