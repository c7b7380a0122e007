; ModuleID = 'vecstore.c'
source_filename = "vecstore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.proto = type { ptr, i8, i8, i32, i32, i32, i32, ptr }
%struct.finder = type { [256 x i16], i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @proto_new() #0 {
entry:
  %retval = alloca ptr, align 8
  %p = alloca ptr, align 8
  %call = call noalias ptr @malloc(i64 noundef 40) #2
  store ptr %call, ptr %p, align 8
  %0 = load ptr, ptr %p, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %p, align 8
  %next = getelementptr inbounds %struct.proto, ptr %1, i32 0, i32 0
  store ptr null, ptr %next, align 8
  %2 = load ptr, ptr %p, align 8
  %tt = getelementptr inbounds %struct.proto, ptr %2, i32 0, i32 1
  store i8 1, ptr %tt, align 8
  %3 = load ptr, ptr %p, align 8
  %marked = getelementptr inbounds %struct.proto, ptr %3, i32 0, i32 2
  store i8 0, ptr %marked, align 1
  %4 = load ptr, ptr %p, align 8
  %nparams = getelementptr inbounds %struct.proto, ptr %4, i32 0, i32 3
  store i32 1, ptr %nparams, align 4
  %5 = load ptr, ptr %p, align 8
  %nupvals = getelementptr inbounds %struct.proto, ptr %5, i32 0, i32 4
  store i32 2, ptr %nupvals, align 8
  %6 = load ptr, ptr %p, align 8
  %ncode = getelementptr inbounds %struct.proto, ptr %6, i32 0, i32 5
  store i32 3, ptr %ncode, align 4
  %7 = load ptr, ptr %p, align 8
  %nconsts = getelementptr inbounds %struct.proto, ptr %7, i32 0, i32 6
  store i32 4, ptr %nconsts, align 8
  %8 = load ptr, ptr %p, align 8
  %code = getelementptr inbounds %struct.proto, ptr %8, i32 0, i32 7
  store ptr null, ptr %code, align 8
  %9 = load ptr, ptr %p, align 8
  store ptr %9, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load ptr, ptr %retval, align 8
  ret ptr %10
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @finder_init(ptr noundef %f) #0 {
entry:
  %f.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %f, ptr %f.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 256
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %f.addr, align 8
  %tab = getelementptr inbounds %struct.finder, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [256 x i16], ptr %tab, i64 0, i64 %idxprom
  store i16 -32768, ptr %arrayidx, align 2
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, ptr %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %4 = load ptr, ptr %f.addr, align 8
  %pos = getelementptr inbounds %struct.finder, ptr %4, i32 0, i32 1
  store i32 0, ptr %pos, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  %f = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call ptr @proto_new()
  store ptr %call, ptr %p, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 516) #2
  store ptr %call1, ptr %f, align 8
  %1 = load ptr, ptr %p, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %f, align 8
  %cmp2 = icmp eq ptr %2, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %3 = load ptr, ptr %f, align 8
  call void @finder_init(ptr noundef %3)
  %4 = load i32, ptr %argc.addr, align 4
  %5 = load ptr, ptr %p, align 8
  %nparams = getelementptr inbounds %struct.proto, ptr %5, i32 0, i32 3
  store i32 %4, ptr %nparams, align 4
  %6 = load ptr, ptr %p, align 8
  %nparams3 = getelementptr inbounds %struct.proto, ptr %6, i32 0, i32 3
  %7 = load i32, ptr %nparams3, align 4
  %8 = load ptr, ptr %f, align 8
  %tab = getelementptr inbounds %struct.finder, ptr %8, i32 0, i32 0
  %9 = load i32, ptr %argc.addr, align 4
  %and = and i32 %9, 255
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [256 x i16], ptr %tab, i64 0, i64 %idxprom
  %10 = load i16, ptr %arrayidx, align 2
  %conv = zext i16 %10 to i32
  %add = add nsw i32 %7, %conv
  %11 = load ptr, ptr %f, align 8
  %pos = getelementptr inbounds %struct.finder, ptr %11, i32 0, i32 1
  %12 = load i32, ptr %pos, align 4
  %add4 = add nsw i32 %add, %12
  store i32 %add4, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %13 = load i32, ptr %retval, align 4
  ret i32 %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

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
