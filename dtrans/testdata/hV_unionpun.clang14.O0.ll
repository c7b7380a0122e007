; ModuleID = 'hV_unionpun.c'
source_filename = "hV_unionpun.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.CI = type { %struct.CI*, %struct.CI*, i32, %union.anon, i16 }
%union.anon = type { %struct.K }
%struct.K = type { i32 (i8*, i32, i64)*, i64, i64 }
%struct.State = type { %struct.CI*, i32, %struct.K }
%struct.L = type { i32*, i32, i32 }

@main.c0 = internal global %struct.CI zeroinitializer, align 8
@main.c1 = internal global %struct.CI zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sethook(%struct.State* noundef %s, i32 noundef %m) #0 {
entry:
  %s.addr = alloca %struct.State*, align 8
  %m.addr = alloca i32, align 4
  %ci = alloca %struct.CI*, align 8
  store %struct.State* %s, %struct.State** %s.addr, align 8
  store i32 %m, i32* %m.addr, align 4
  %0 = load i32, i32* %m.addr, align 4
  %1 = load %struct.State*, %struct.State** %s.addr, align 8
  %mask = getelementptr inbounds %struct.State, %struct.State* %1, i32 0, i32 1
  store volatile i32 %0, i32* %mask, align 8
  %2 = load %struct.State*, %struct.State** %s.addr, align 8
  %ci1 = getelementptr inbounds %struct.State, %struct.State* %2, i32 0, i32 0
  %3 = load %struct.CI*, %struct.CI** %ci1, align 8
  store %struct.CI* %3, %struct.CI** %ci, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load %struct.CI*, %struct.CI** %ci, align 8
  %tobool = icmp ne %struct.CI* %4, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load %struct.CI*, %struct.CI** %ci, align 8
  %status = getelementptr inbounds %struct.CI, %struct.CI* %5, i32 0, i32 4
  %6 = load i16, i16* %status, align 8
  %conv = sext i16 %6 to i32
  %and = and i32 %conv, 2
  %tobool2 = icmp ne i32 %and, 0
  br i1 %tobool2, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %7 = load %struct.CI*, %struct.CI** %ci, align 8
  %u = getelementptr inbounds %struct.CI, %struct.CI* %7, i32 0, i32 3
  %l = bitcast %union.anon* %u to %struct.L*
  %trap = getelementptr inbounds %struct.L, %struct.L* %l, i32 0, i32 1
  store volatile i32 1, i32* %trap, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %8 = load %struct.CI*, %struct.CI** %ci, align 8
  %prev = getelementptr inbounds %struct.CI, %struct.CI* %8, i32 0, i32 0
  %9 = load %struct.CI*, %struct.CI** %prev, align 8
  store %struct.CI* %9, %struct.CI** %ci, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @callk(%struct.CI* noundef %ci, i32 (i8*, i32, i64)* noundef %k, i64 noundef %ctx) #0 {
entry:
  %ci.addr = alloca %struct.CI*, align 8
  %k.addr = alloca i32 (i8*, i32, i64)*, align 8
  %ctx.addr = alloca i64, align 8
  store %struct.CI* %ci, %struct.CI** %ci.addr, align 8
  store i32 (i8*, i32, i64)* %k, i32 (i8*, i32, i64)** %k.addr, align 8
  store i64 %ctx, i64* %ctx.addr, align 8
  %0 = load i32 (i8*, i32, i64)*, i32 (i8*, i32, i64)** %k.addr, align 8
  %1 = load %struct.CI*, %struct.CI** %ci.addr, align 8
  %u = getelementptr inbounds %struct.CI, %struct.CI* %1, i32 0, i32 3
  %c = bitcast %union.anon* %u to %struct.K*
  %k1 = getelementptr inbounds %struct.K, %struct.K* %c, i32 0, i32 0
  store i32 (i8*, i32, i64)* %0, i32 (i8*, i32, i64)** %k1, align 8
  %2 = load i64, i64* %ctx.addr, align 8
  %3 = load %struct.CI*, %struct.CI** %ci.addr, align 8
  %u2 = getelementptr inbounds %struct.CI, %struct.CI* %3, i32 0, i32 3
  %c3 = bitcast %union.anon* %u2 to %struct.K*
  %ctx4 = getelementptr inbounds %struct.K, %struct.K* %c3, i32 0, i32 2
  store i64 %2, i64* %ctx4, align 8
  %4 = load %struct.CI*, %struct.CI** %ci.addr, align 8
  %top = getelementptr inbounds %struct.CI, %struct.CI* %4, i32 0, i32 2
  %5 = load i32, i32* %top, align 8
  %conv = sext i32 %5 to i64
  %6 = load %struct.CI*, %struct.CI** %ci.addr, align 8
  %u5 = getelementptr inbounds %struct.CI, %struct.CI* %6, i32 0, i32 3
  %c6 = bitcast %union.anon* %u5 to %struct.K*
  %old = getelementptr inbounds %struct.K, %struct.K* %c6, i32 0, i32 1
  store i64 %conv, i64* %old, align 8
  %7 = load %struct.CI*, %struct.CI** %ci.addr, align 8
  %u7 = getelementptr inbounds %struct.CI, %struct.CI* %7, i32 0, i32 3
  %c8 = bitcast %union.anon* %u7 to %struct.K*
  %k9 = getelementptr inbounds %struct.K, %struct.K* %c8, i32 0, i32 0
  %8 = load i32 (i8*, i32, i64)*, i32 (i8*, i32, i64)** %k9, align 8
  %9 = load %struct.CI*, %struct.CI** %ci.addr, align 8
  %10 = bitcast %struct.CI* %9 to i8*
  %11 = load %struct.CI*, %struct.CI** %ci.addr, align 8
  %u10 = getelementptr inbounds %struct.CI, %struct.CI* %11, i32 0, i32 3
  %c11 = bitcast %union.anon* %u10 to %struct.K*
  %ctx12 = getelementptr inbounds %struct.K, %struct.K* %c11, i32 0, i32 2
  %12 = load i64, i64* %ctx12, align 8
  %call = call i32 %8(i8* noundef %10, i32 noundef 1, i64 noundef %12)
  %conv13 = sext i32 %call to i64
  ret i64 %conv13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s = alloca %struct.State, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store %struct.CI* @main.c0, %struct.CI** getelementptr inbounds (%struct.CI, %struct.CI* @main.c1, i32 0, i32 0), align 8
  %0 = load i32, i32* %argc.addr, align 4
  %conv = trunc i32 %0 to i16
  store i16 %conv, i16* getelementptr inbounds (%struct.CI, %struct.CI* @main.c1, i32 0, i32 4), align 8
  store i16 2, i16* getelementptr inbounds (%struct.CI, %struct.CI* @main.c0, i32 0, i32 4), align 8
  %ci = getelementptr inbounds %struct.State, %struct.State* %s, i32 0, i32 0
  store %struct.CI* @main.c1, %struct.CI** %ci, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %conv1 = sext i32 %1 to i64
  %saved = getelementptr inbounds %struct.State, %struct.State* %s, i32 0, i32 2
  %old = getelementptr inbounds %struct.K, %struct.K* %saved, i32 0, i32 1
  store i64 %conv1, i64* %old, align 8
  %2 = load i32, i32* %argc.addr, align 4
  call void @sethook(%struct.State* noundef %s, i32 noundef %2)
  %3 = load i32, i32* %argc.addr, align 4
  %conv2 = sext i32 %3 to i64
  %call = call i64 @callk(%struct.CI* noundef @main.c0, i32 (i8*, i32, i64)* noundef @kf, i64 noundef %conv2)
  %conv3 = trunc i64 %call to i32
  %4 = load volatile i32, i32* getelementptr inbounds (%struct.L, %struct.L* bitcast (%union.anon* getelementptr inbounds (%struct.CI, %struct.CI* @main.c0, i32 0, i32 3) to %struct.L*), i32 0, i32 1), align 8
  %add = add nsw i32 %conv3, %4
  %saved4 = getelementptr inbounds %struct.State, %struct.State* %s, i32 0, i32 2
  %old5 = getelementptr inbounds %struct.K, %struct.K* %saved4, i32 0, i32 1
  %5 = load i64, i64* %old5, align 8
  %conv6 = trunc i64 %5 to i32
  %add7 = add nsw i32 %add, %conv6
  ret i32 %add7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @kf(i8* noundef %p, i32 noundef %a, i64 noundef %b) #0 {
entry:
  %p.addr = alloca i8*, align 8
  %a.addr = alloca i32, align 4
  %b.addr = alloca i64, align 8
  store i8* %p, i8** %p.addr, align 8
  store i32 %a, i32* %a.addr, align 4
  store i64 %b, i64* %b.addr, align 8
  %0 = load i32, i32* %a.addr, align 4
  %1 = load i64, i64* %b.addr, align 8
  %conv = trunc i64 %1 to i32
  %add = add nsw i32 %0, %conv
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
