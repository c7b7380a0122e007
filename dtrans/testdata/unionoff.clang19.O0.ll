; ModuleID = 'unionoff.c'
source_filename = "unionoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Comp = type { i32, %union.anon }
%union.anon = type { %struct.HC, [64 x i8] }
%struct.HC = type { [8 x i64], i32 }
%struct.HT = type { [64 x i16], i32, i32 }

@main.c = internal global %struct.Comp zeroinitializer, align 8
@spare = dso_local global %struct.HT zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ht_init(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %next = getelementptr inbounds %struct.HT, ptr %0, i32 0, i32 1
  store i32 0, ptr %next, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ht_run(ptr noundef %h, i32 noundef %n) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  store ptr %h, ptr %h.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load ptr, ptr %h.addr, align 8
  call void @ht_init(ptr noundef %0)
  %1 = load i32, ptr %n.addr, align 4
  %conv = trunc i32 %1 to i16
  %2 = load ptr, ptr %h.addr, align 8
  %tab = getelementptr inbounds %struct.HT, ptr %2, i32 0, i32 0
  %arrayidx = getelementptr inbounds [64 x i16], ptr %tab, i64 0, i64 5
  store i16 %conv, ptr %arrayidx, align 2
  %3 = load ptr, ptr %h.addr, align 8
  %count = getelementptr inbounds %struct.HT, ptr %3, i32 0, i32 2
  %4 = load i32, ptr %n.addr, align 4
  call void @bump(ptr noundef %count, i32 noundef %4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(ptr noundef %p, i32 noundef %by) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %by.addr = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store i32 %by, ptr %by.addr, align 4
  %0 = load i32, ptr %by.addr, align 4
  %1 = load ptr, ptr %p.addr, align 8
  %2 = load i32, ptr %1, align 4
  %add = add nsw i32 %2, %0
  store i32 %add, ptr %1, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @hc_run(ptr noundef %c, i32 noundef %n) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  store ptr %c, ptr %c.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %0 to i64
  %1 = load ptr, ptr %c.addr, align 8
  %chain = getelementptr inbounds %struct.HC, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %n.addr, align 4
  %and = and i32 %2, 7
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [8 x i64], ptr %chain, i64 0, i64 %idxprom
  store i64 %conv, ptr %arrayidx, align 8
  %3 = load i32, ptr %n.addr, align 4
  %4 = load ptr, ptr %c.addr, align 8
  %depth = getelementptr inbounds %struct.HC, ptr %4, i32 0, i32 1
  store i32 %3, ptr %depth, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  store i32 %0, ptr @main.c, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load i32, ptr %argc.addr, align 4
  call void @ht_run(ptr noundef getelementptr inbounds (%struct.Comp, ptr @main.c, i32 0, i32 1), i32 noundef %2)
  br label %if.end

if.else:                                          ; preds = %entry
  %3 = load i32, ptr %argc.addr, align 4
  call void @hc_run(ptr noundef getelementptr inbounds (%struct.Comp, ptr @main.c, i32 0, i32 1), i32 noundef %3)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %4 = load i32, ptr %argc.addr, align 4
  call void @ht_run(ptr noundef @spare, i32 noundef %4)
  %5 = load i32, ptr getelementptr inbounds (%struct.HT, ptr getelementptr inbounds (%struct.Comp, ptr @main.c, i32 0, i32 1), i32 0, i32 1), align 8
  ret i32 %5
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
