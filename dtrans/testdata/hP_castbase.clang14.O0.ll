; ModuleID = 'hP_castbase.c'
source_filename = "hP_castbase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cur = type { i8, i32, i64 }
%struct.Other = type { i64, i64 }

@slots = dso_local global [4 x i8*] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @look(%struct.Cur* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.Cur*, align 8
  store %struct.Cur* %c, %struct.Cur** %c.addr, align 8
  %0 = load %struct.Cur*, %struct.Cur** %c.addr, align 8
  %n = getelementptr inbounds %struct.Cur, %struct.Cur* %0, i32 0, i32 1
  %1 = load i32, i32* %n, align 4
  %2 = load %struct.Cur*, %struct.Cur** %c.addr, align 8
  %pos = getelementptr inbounds %struct.Cur, %struct.Cur* %2, i32 0, i32 2
  %3 = load i64, i64* %pos, align 8
  %conv = trunc i64 %3 to i32
  %add = add nsw i32 %1, %conv
  %4 = load %struct.Cur*, %struct.Cur** %c.addr, align 8
  %5 = bitcast %struct.Cur* %4 to i8*
  %6 = load i8, i8* %5, align 1
  %conv1 = zext i8 %6 to i32
  %add2 = add nsw i32 %add, %conv1
  ret i32 %add2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @other(%struct.Other* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.Other*, align 8
  store %struct.Other* %o, %struct.Other** %o.addr, align 8
  %0 = load %struct.Other*, %struct.Other** %o.addr, align 8
  %x = getelementptr inbounds %struct.Other, %struct.Other* %0, i32 0, i32 0
  %1 = load i64, i64* %x, align 8
  %2 = load %struct.Other*, %struct.Other** %o.addr, align 8
  %y = getelementptr inbounds %struct.Other, %struct.Other* %2, i32 0, i32 1
  %3 = load i64, i64* %y, align 8
  %sub = sub nsw i64 %1, %3
  ret i64 %sub
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.Cur*, align 8
  %o = alloca %struct.Other*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.Cur*
  store %struct.Cur* %0, %struct.Cur** %c, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 16) #2
  %1 = bitcast i8* %call1 to %struct.Other*
  store %struct.Other* %1, %struct.Other** %o, align 8
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load %struct.Cur*, %struct.Cur** %c, align 8
  %tobool = icmp ne %struct.Cur* %3, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %4 = load %struct.Other*, %struct.Other** %o, align 8
  %tobool2 = icmp ne %struct.Other* %4, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load %struct.Cur*, %struct.Cur** %c, align 8
  %state = getelementptr inbounds %struct.Cur, %struct.Cur* %5, i32 0, i32 0
  store i8 1, i8* %state, align 8
  %6 = load i32, i32* %argc.addr, align 4
  %7 = load %struct.Cur*, %struct.Cur** %c, align 8
  %n = getelementptr inbounds %struct.Cur, %struct.Cur* %7, i32 0, i32 1
  store i32 %6, i32* %n, align 4
  %8 = load %struct.Cur*, %struct.Cur** %c, align 8
  %pos = getelementptr inbounds %struct.Cur, %struct.Cur* %8, i32 0, i32 2
  store i64 3, i64* %pos, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %9 to i64
  %10 = load %struct.Other*, %struct.Other** %o, align 8
  %x = getelementptr inbounds %struct.Other, %struct.Other* %10, i32 0, i32 0
  store i64 %conv, i64* %x, align 8
  %11 = load i32, i32* %argc.addr, align 4
  %mul = mul nsw i32 2, %11
  %add = add nsw i32 %mul, 1
  %conv3 = sext i32 %add to i64
  %12 = load %struct.Other*, %struct.Other** %o, align 8
  %y = getelementptr inbounds %struct.Other, %struct.Other* %12, i32 0, i32 1
  store i64 %conv3, i64* %y, align 8
  %13 = load %struct.Cur*, %struct.Cur** %c, align 8
  %14 = bitcast %struct.Cur* %13 to i8*
  %15 = load i32, i32* %argc.addr, align 4
  %and = and i32 %15, 1
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [4 x i8*], [4 x i8*]* @slots, i64 0, i64 %idxprom
  store i8* %14, i8** %arrayidx, align 8
  %16 = load %struct.Other*, %struct.Other** %o, align 8
  %17 = bitcast %struct.Other* %16 to i8*
  %18 = load i32, i32* %argc.addr, align 4
  %add4 = add nsw i32 %18, 1
  %and5 = and i32 %add4, 1
  %idxprom6 = sext i32 %and5 to i64
  %arrayidx7 = getelementptr inbounds [4 x i8*], [4 x i8*]* @slots, i64 0, i64 %idxprom6
  store i8* %17, i8** %arrayidx7, align 8
  %19 = load i32, i32* %argc.addr, align 4
  %and8 = and i32 %19, 1
  %idxprom9 = sext i32 %and8 to i64
  %arrayidx10 = getelementptr inbounds [4 x i8*], [4 x i8*]* @slots, i64 0, i64 %idxprom9
  %20 = load i8*, i8** %arrayidx10, align 8
  %21 = bitcast i8* %20 to %struct.Cur*
  %call11 = call i32 @look(%struct.Cur* noundef %21)
  %22 = load i32, i32* %argc.addr, align 4
  %add12 = add nsw i32 %22, 1
  %and13 = and i32 %add12, 1
  %idxprom14 = sext i32 %and13 to i64
  %arrayidx15 = getelementptr inbounds [4 x i8*], [4 x i8*]* @slots, i64 0, i64 %idxprom14
  %23 = load i8*, i8** %arrayidx15, align 8
  %24 = bitcast i8* %23 to %struct.Other*
  %call16 = call i64 @other(%struct.Other* noundef %24)
  %conv17 = trunc i64 %call16 to i32
  %add18 = add nsw i32 %call11, %conv17
  store i32 %add18, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %25 = load i32, i32* %retval, align 4
  ret i32 %25
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

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
