; ModuleID = 'hV_unionpun.c'
source_filename = "hV_unionpun.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.CI = type { ptr, ptr, i32, %union.anon, i16 }
%union.anon = type { %struct.K }
%struct.K = type { ptr, i64, i64 }
%struct.State = type { ptr, i32, %struct.K }
%struct.L = type { ptr, i32, i32 }

@main.c0 = internal global %struct.CI zeroinitializer, align 8
@main.c1 = internal global %struct.CI zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sethook(ptr noundef %s, i32 noundef %m) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %m.addr = alloca i32, align 4
  %ci = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  store i32 %m, ptr %m.addr, align 4
  %0 = load i32, ptr %m.addr, align 4
  %1 = load ptr, ptr %s.addr, align 8
  %mask = getelementptr inbounds %struct.State, ptr %1, i32 0, i32 1
  store volatile i32 %0, ptr %mask, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %ci1 = getelementptr inbounds %struct.State, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %ci1, align 8
  store ptr %3, ptr %ci, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load ptr, ptr %ci, align 8
  %tobool = icmp ne ptr %4, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %ci, align 8
  %status = getelementptr inbounds %struct.CI, ptr %5, i32 0, i32 4
  %6 = load i16, ptr %status, align 8
  %conv = sext i16 %6 to i32
  %and = and i32 %conv, 2
  %tobool2 = icmp ne i32 %and, 0
  br i1 %tobool2, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %7 = load ptr, ptr %ci, align 8
  %u = getelementptr inbounds %struct.CI, ptr %7, i32 0, i32 3
  %trap = getelementptr inbounds %struct.L, ptr %u, i32 0, i32 1
  store volatile i32 1, ptr %trap, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %8 = load ptr, ptr %ci, align 8
  %prev = getelementptr inbounds %struct.CI, ptr %8, i32 0, i32 0
  %9 = load ptr, ptr %prev, align 8
  store ptr %9, ptr %ci, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @callk(ptr noundef %ci, ptr noundef %k, i64 noundef %ctx) #0 {
entry:
  %ci.addr = alloca ptr, align 8
  %k.addr = alloca ptr, align 8
  %ctx.addr = alloca i64, align 8
  store ptr %ci, ptr %ci.addr, align 8
  store ptr %k, ptr %k.addr, align 8
  store i64 %ctx, ptr %ctx.addr, align 8
  %0 = load ptr, ptr %k.addr, align 8
  %1 = load ptr, ptr %ci.addr, align 8
  %u = getelementptr inbounds %struct.CI, ptr %1, i32 0, i32 3
  %k1 = getelementptr inbounds %struct.K, ptr %u, i32 0, i32 0
  store ptr %0, ptr %k1, align 8
  %2 = load i64, ptr %ctx.addr, align 8
  %3 = load ptr, ptr %ci.addr, align 8
  %u2 = getelementptr inbounds %struct.CI, ptr %3, i32 0, i32 3
  %ctx3 = getelementptr inbounds %struct.K, ptr %u2, i32 0, i32 2
  store i64 %2, ptr %ctx3, align 8
  %4 = load ptr, ptr %ci.addr, align 8
  %top = getelementptr inbounds %struct.CI, ptr %4, i32 0, i32 2
  %5 = load i32, ptr %top, align 8
  %conv = sext i32 %5 to i64
  %6 = load ptr, ptr %ci.addr, align 8
  %u4 = getelementptr inbounds %struct.CI, ptr %6, i32 0, i32 3
  %old = getelementptr inbounds %struct.K, ptr %u4, i32 0, i32 1
  store i64 %conv, ptr %old, align 8
  %7 = load ptr, ptr %ci.addr, align 8
  %u5 = getelementptr inbounds %struct.CI, ptr %7, i32 0, i32 3
  %k6 = getelementptr inbounds %struct.K, ptr %u5, i32 0, i32 0
  %8 = load ptr, ptr %k6, align 8
  %9 = load ptr, ptr %ci.addr, align 8
  %10 = load ptr, ptr %ci.addr, align 8
  %u7 = getelementptr inbounds %struct.CI, ptr %10, i32 0, i32 3
  %ctx8 = getelementptr inbounds %struct.K, ptr %u7, i32 0, i32 2
  %11 = load i64, ptr %ctx8, align 8
  %call = call i32 %8(ptr noundef %9, i32 noundef 1, i64 noundef %11)
  %conv9 = sext i32 %call to i64
  ret i64 %conv9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s = alloca %struct.State, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store ptr @main.c0, ptr @main.c1, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %conv = trunc i32 %0 to i16
  store i16 %conv, ptr getelementptr inbounds (%struct.CI, ptr @main.c1, i32 0, i32 4), align 8
  store i16 2, ptr getelementptr inbounds (%struct.CI, ptr @main.c0, i32 0, i32 4), align 8
  %ci = getelementptr inbounds %struct.State, ptr %s, i32 0, i32 0
  store ptr @main.c1, ptr %ci, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %conv1 = sext i32 %1 to i64
  %saved = getelementptr inbounds %struct.State, ptr %s, i32 0, i32 2
  %old = getelementptr inbounds %struct.K, ptr %saved, i32 0, i32 1
  store i64 %conv1, ptr %old, align 8
  %2 = load i32, ptr %argc.addr, align 4
  call void @sethook(ptr noundef %s, i32 noundef %2)
  %3 = load i32, ptr %argc.addr, align 4
  %conv2 = sext i32 %3 to i64
  %call = call i64 @callk(ptr noundef @main.c0, ptr noundef @kf, i64 noundef %conv2)
  %conv3 = trunc i64 %call to i32
  %4 = load volatile i32, ptr getelementptr inbounds (%struct.L, ptr getelementptr inbounds (%struct.CI, ptr @main.c0, i32 0, i32 3), i32 0, i32 1), align 8
  %add = add nsw i32 %conv3, %4
  %saved4 = getelementptr inbounds %struct.State, ptr %s, i32 0, i32 2
  %old5 = getelementptr inbounds %struct.K, ptr %saved4, i32 0, i32 1
  %5 = load i64, ptr %old5, align 8
  %conv6 = trunc i64 %5 to i32
  %add7 = add nsw i32 %add, %conv6
  ret i32 %add7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @kf(ptr noundef %p, i32 noundef %a, i64 noundef %b) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %a.addr = alloca i32, align 4
  %b.addr = alloca i64, align 8
  store ptr %p, ptr %p.addr, align 8
  store i32 %a, ptr %a.addr, align 4
  store i64 %b, ptr %b.addr, align 8
  %0 = load i32, ptr %a.addr, align 4
  %1 = load i64, ptr %b.addr, align 8
  %conv = trunc i64 %1 to i32
  %add = add nsw i32 %0, %conv
  ret i32 %add
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
