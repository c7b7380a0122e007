; ModuleID = 'arrayglobal.c'
source_filename = "arrayglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.md = type { i64, i64, [4 x i64] }

@pair = dso_local global [2 x %struct.md*] zeroinitializer, align 16
@offs = dso_local global i64* null, align 8
@spare = dso_local global %struct.md zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.md* @md_create(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  %m = alloca %struct.md*, align 8
  store i64 %n, i64* %n.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 48) #2
  %0 = bitcast i8* %call to %struct.md*
  store %struct.md* %0, %struct.md** %m, align 8
  %1 = load %struct.md*, %struct.md** %m, align 8
  %cmp = icmp ne %struct.md* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load i64, i64* %n.addr, align 8
  %3 = load %struct.md*, %struct.md** %m, align 8
  %count = getelementptr inbounds %struct.md, %struct.md* %3, i32 0, i32 1
  store i64 %2, i64* %count, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %4 = load %struct.md*, %struct.md** %m, align 8
  ret %struct.md* %4
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64* @ov_of(%struct.md* noundef %m) #0 {
entry:
  %m.addr = alloca %struct.md*, align 8
  store %struct.md* %m, %struct.md** %m.addr, align 8
  %0 = load %struct.md*, %struct.md** %m.addr, align 8
  %ov = getelementptr inbounds %struct.md, %struct.md* %0, i32 0, i32 2
  %arraydecay = getelementptr inbounds [4 x i64], [4 x i64]* %ov, i64 0, i64 0
  ret i64* %arraydecay
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %b = alloca %struct.md*, align 8
  %o2 = alloca i64*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %1 to i64
  %call = call %struct.md* @md_create(i64 noundef %conv)
  store %struct.md* %call, %struct.md** getelementptr inbounds ([2 x %struct.md*], [2 x %struct.md*]* @pair, i64 0, i64 0), align 16
  %2 = load i32, i32* %argc.addr, align 4
  %add = add nsw i32 %2, 1
  %conv1 = sext i32 %add to i64
  %call2 = call %struct.md* @md_create(i64 noundef %conv1)
  store %struct.md* %call2, %struct.md** %b, align 8
  %3 = load %struct.md*, %struct.md** %b, align 8
  store %struct.md* %3, %struct.md** getelementptr inbounds ([2 x %struct.md*], [2 x %struct.md*]* @pair, i64 0, i64 1), align 8
  %4 = load %struct.md*, %struct.md** getelementptr inbounds ([2 x %struct.md*], [2 x %struct.md*]* @pair, i64 0, i64 0), align 16
  %cmp = icmp eq %struct.md* %4, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %5 = load %struct.md*, %struct.md** %b, align 8
  %cmp4 = icmp eq %struct.md* %5, null
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %6 = load %struct.md*, %struct.md** getelementptr inbounds ([2 x %struct.md*], [2 x %struct.md*]* @pair, i64 0, i64 0), align 16
  %call6 = call i64* @ov_of(%struct.md* noundef %6)
  store i64* %call6, i64** @offs, align 8
  %7 = load %struct.md*, %struct.md** getelementptr inbounds ([2 x %struct.md*], [2 x %struct.md*]* @pair, i64 0, i64 0), align 16
  %n = getelementptr inbounds %struct.md, %struct.md* %7, i32 0, i32 0
  %8 = load i64, i64* %n, align 8
  store i64 %8, i64* getelementptr inbounds (%struct.md, %struct.md* @spare, i32 0, i32 0), align 8
  %9 = load %struct.md*, %struct.md** %b, align 8
  %call7 = call i64* @ov_of(%struct.md* noundef %9)
  store i64* %call7, i64** %o2, align 8
  %10 = load i32, i32* %argc.addr, align 4
  %conv8 = sext i32 %10 to i64
  %11 = load i64*, i64** %o2, align 8
  %arrayidx = getelementptr inbounds i64, i64* %11, i64 1
  store i64 %conv8, i64* %arrayidx, align 8
  %12 = load i64*, i64** @offs, align 8
  %arrayidx9 = getelementptr inbounds i64, i64* %12, i64 1
  %13 = load i64, i64* %arrayidx9, align 8
  %conv10 = trunc i64 %13 to i32
  store i32 %conv10, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %14 = load i32, i32* %retval, align 4
  ret i32 %14
}

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
