; ModuleID = 'unusedparam.c'
source_filename = "unusedparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stamp = type { i64, i32 }
%struct.conf = type { i32, i64 }

@hook = dso_local global i32 (i8*, i8*)* null, align 8
@.str = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"yz\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s = alloca %struct.stamp, align 8
  %c = alloca %struct.conf*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.conf*
  store %struct.conf* %0, %struct.conf** %c, align 8
  %1 = load i8**, i8*** %argv.addr, align 8
  %2 = load %struct.conf*, %struct.conf** %c, align 8
  %cmp = icmp eq %struct.conf* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i32, i32* %argc.addr, align 4
  %4 = load %struct.conf*, %struct.conf** %c, align 8
  %a = getelementptr inbounds %struct.conf, %struct.conf* %4, i32 0, i32 0
  store i32 %3, i32* %a, align 8
  %5 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %5 to i64
  %t = getelementptr inbounds %struct.stamp, %struct.stamp* %s, i32 0, i32 0
  store i64 %conv, i64* %t, align 8
  %z = getelementptr inbounds %struct.stamp, %struct.stamp* %s, i32 0, i32 1
  store i32 0, i32* %z, align 8
  %6 = load i32, i32* %argc.addr, align 4
  %cmp1 = icmp sgt i32 %6, 1
  %7 = zext i1 %cmp1 to i64
  %cond = select i1 %cmp1, i32 (i8*, i8*)* bitcast (i32 (i8*, %struct.conf*)* @ignore_conf to i32 (i8*, i8*)*), i32 (i8*, i8*)* @name_only
  store i32 (i8*, i8*)* %cond, i32 (i8*, i8*)** @hook, align 8
  %8 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** @hook, align 8
  %9 = bitcast %struct.stamp* %s to i8*
  %call3 = call i32 %8(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* noundef %9)
  %10 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** @hook, align 8
  %11 = load %struct.conf*, %struct.conf** %c, align 8
  %12 = bitcast %struct.conf* %11 to i8*
  %call4 = call i32 %10(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0), i8* noundef %12)
  %add = add nsw i32 %call3, %call4
  %13 = load %struct.conf*, %struct.conf** %c, align 8
  %a5 = getelementptr inbounds %struct.conf, %struct.conf* %13, i32 0, i32 0
  %14 = load i32, i32* %a5, align 8
  %add6 = add nsw i32 %add, %14
  %t7 = getelementptr inbounds %struct.stamp, %struct.stamp* %s, i32 0, i32 0
  %15 = load i64, i64* %t7, align 8
  %conv8 = trunc i64 %15 to i32
  %add9 = add nsw i32 %add6, %conv8
  store i32 %add9, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %16 = load i32, i32* %retval, align 4
  ret i32 %16
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ignore_conf(i8* noundef %name, %struct.conf* noundef %c) #0 {
entry:
  %name.addr = alloca i8*, align 8
  %c.addr = alloca %struct.conf*, align 8
  store i8* %name, i8** %name.addr, align 8
  store %struct.conf* %c, %struct.conf** %c.addr, align 8
  %0 = load %struct.conf*, %struct.conf** %c.addr, align 8
  %1 = load i8*, i8** %name.addr, align 8
  %arrayidx = getelementptr inbounds i8, i8* %1, i64 0
  %2 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @name_only(i8* noundef %name, i8* noundef %p) #0 {
entry:
  %name.addr = alloca i8*, align 8
  %p.addr = alloca i8*, align 8
  store i8* %name, i8** %name.addr, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  %1 = load i8*, i8** %name.addr, align 8
  %arrayidx = getelementptr inbounds i8, i8* %1, i64 1
  %2 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %2 to i32
  ret i32 %conv
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
