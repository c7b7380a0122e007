; ModuleID = 'bytecast.c'
source_filename = "bytecast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Slot = type { double, i64, %struct.Slot* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s = alloca %struct.Slot*, align 8
  %i = alloca i32, align 4
  %t = alloca i64, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %0 to i64
  %call = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 24) #3
  %1 = bitcast i8* %call to %struct.Slot*
  store %struct.Slot* %1, %struct.Slot** %s, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %argc.addr, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %i, align 4
  %conv2 = sitofp i32 %4 to double
  %5 = load %struct.Slot*, %struct.Slot** %s, align 8
  %6 = load i32, i32* %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds %struct.Slot, %struct.Slot* %5, i64 %idxprom
  %v = getelementptr inbounds %struct.Slot, %struct.Slot* %arrayidx, i32 0, i32 0
  store double %conv2, double* %v, align 8
  %7 = load i8**, i8*** %argv.addr, align 8
  %8 = load i32, i32* %i, align 4
  %idxprom3 = sext i32 %8 to i64
  %arrayidx4 = getelementptr inbounds i8*, i8** %7, i64 %idxprom3
  %9 = load i8*, i8** %arrayidx4, align 8
  %arrayidx5 = getelementptr inbounds i8, i8* %9, i64 0
  %10 = load i8, i8* %arrayidx5, align 1
  %conv6 = sext i8 %10 to i64
  %11 = load %struct.Slot*, %struct.Slot** %s, align 8
  %12 = load i32, i32* %i, align 4
  %idxprom7 = sext i32 %12 to i64
  %arrayidx8 = getelementptr inbounds %struct.Slot, %struct.Slot* %11, i64 %idxprom7
  %tag = getelementptr inbounds %struct.Slot, %struct.Slot* %arrayidx8, i32 0, i32 1
  store i64 %conv6, i64* %tag, align 8
  %13 = load %struct.Slot*, %struct.Slot** %s, align 8
  %14 = load i32, i32* %argc.addr, align 4
  %sub = sub nsw i32 %14, 1
  %15 = load i32, i32* %i, align 4
  %sub9 = sub nsw i32 %sub, %15
  %idxprom10 = sext i32 %sub9 to i64
  %arrayidx11 = getelementptr inbounds %struct.Slot, %struct.Slot* %13, i64 %idxprom10
  %16 = load %struct.Slot*, %struct.Slot** %s, align 8
  %17 = load i32, i32* %i, align 4
  %idxprom12 = sext i32 %17 to i64
  %arrayidx13 = getelementptr inbounds %struct.Slot, %struct.Slot* %16, i64 %idxprom12
  %owner = getelementptr inbounds %struct.Slot, %struct.Slot* %arrayidx13, i32 0, i32 2
  store %struct.Slot* %arrayidx11, %struct.Slot** %owner, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %18 = load i32, i32* %i, align 4
  %inc = add nsw i32 %18, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %19 = load %struct.Slot*, %struct.Slot** %s, align 8
  %20 = bitcast %struct.Slot* %19 to i8*
  %21 = load i32, i32* %argc.addr, align 4
  %conv14 = sext i32 %21 to i64
  call void @qsort(i8* noundef %20, i64 noundef %conv14, i64 noundef 24, i32 (i8*, i8*)* noundef @cmp)
  %22 = load %struct.Slot*, %struct.Slot** %s, align 8
  %arrayidx15 = getelementptr inbounds %struct.Slot, %struct.Slot* %22, i64 0
  %tag16 = getelementptr inbounds %struct.Slot, %struct.Slot* %arrayidx15, i32 0, i32 1
  %23 = load i64, i64* %tag16, align 8
  store i64 %23, i64* %t, align 8
  %24 = load %struct.Slot*, %struct.Slot** %s, align 8
  %25 = bitcast %struct.Slot* %24 to i8*
  call void @free(i8* noundef %25) #3
  %26 = load i64, i64* %t, align 8
  %conv17 = trunc i64 %26 to i32
  ret i32 %conv17
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(i8* noundef %a, i8* noundef %b) #0 {
entry:
  %retval = alloca i32, align 4
  %a.addr = alloca i8*, align 8
  %b.addr = alloca i8*, align 8
  %x = alloca %struct.Slot*, align 8
  %y = alloca %struct.Slot*, align 8
  store i8* %a, i8** %a.addr, align 8
  store i8* %b, i8** %b.addr, align 8
  %0 = load i8*, i8** %a.addr, align 8
  %1 = bitcast i8* %0 to %struct.Slot*
  store %struct.Slot* %1, %struct.Slot** %x, align 8
  %2 = load i8*, i8** %b.addr, align 8
  %3 = bitcast i8* %2 to %struct.Slot*
  store %struct.Slot* %3, %struct.Slot** %y, align 8
  %4 = load %struct.Slot*, %struct.Slot** %x, align 8
  %owner = getelementptr inbounds %struct.Slot, %struct.Slot* %4, i32 0, i32 2
  %5 = load %struct.Slot*, %struct.Slot** %owner, align 8
  %6 = load %struct.Slot*, %struct.Slot** %y, align 8
  %owner1 = getelementptr inbounds %struct.Slot, %struct.Slot* %6, i32 0, i32 2
  %7 = load %struct.Slot*, %struct.Slot** %owner1, align 8
  %cmp = icmp ne %struct.Slot* %5, %7
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %8 = load %struct.Slot*, %struct.Slot** %x, align 8
  %owner2 = getelementptr inbounds %struct.Slot, %struct.Slot* %8, i32 0, i32 2
  %9 = load %struct.Slot*, %struct.Slot** %owner2, align 8
  %10 = load %struct.Slot*, %struct.Slot** %y, align 8
  %owner3 = getelementptr inbounds %struct.Slot, %struct.Slot* %10, i32 0, i32 2
  %11 = load %struct.Slot*, %struct.Slot** %owner3, align 8
  %cmp4 = icmp ult %struct.Slot* %9, %11
  %12 = zext i1 %cmp4 to i64
  %cond = select i1 %cmp4, i32 -1, i32 1
  store i32 %cond, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %13 = load %struct.Slot*, %struct.Slot** %x, align 8
  %tag = getelementptr inbounds %struct.Slot, %struct.Slot* %13, i32 0, i32 1
  %14 = load i64, i64* %tag, align 8
  %15 = load %struct.Slot*, %struct.Slot** %y, align 8
  %tag5 = getelementptr inbounds %struct.Slot, %struct.Slot* %15, i32 0, i32 1
  %16 = load i64, i64* %tag5, align 8
  %cmp6 = icmp sgt i64 %14, %16
  %conv = zext i1 %cmp6 to i32
  %17 = load %struct.Slot*, %struct.Slot** %x, align 8
  %tag7 = getelementptr inbounds %struct.Slot, %struct.Slot* %17, i32 0, i32 1
  %18 = load i64, i64* %tag7, align 8
  %19 = load %struct.Slot*, %struct.Slot** %y, align 8
  %tag8 = getelementptr inbounds %struct.Slot, %struct.Slot* %19, i32 0, i32 1
  %20 = load i64, i64* %tag8, align 8
  %cmp9 = icmp slt i64 %18, %20
  %conv10 = zext i1 %cmp9 to i32
  %sub = sub nsw i32 %conv, %conv10
  store i32 %sub, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %21 = load i32, i32* %retval, align 4
  ret i32 %21
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
