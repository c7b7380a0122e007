; ModuleID = 'partial.c'
source_filename = "partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Buf = type { i32, i32, [64 x i8] }
%struct.Str = type { ptr, i8, [1 x i8] }
%struct.Exact = type { i8, i32, i64 }
%struct.Mid = type { i32, [6 x i16], i32, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @put(ptr noundef %sbp, i32 noundef %c) #0 {
entry:
  %sbp.addr = alloca ptr, align 8
  %c.addr = alloca i32, align 4
  %sb = alloca ptr, align 8
  store ptr %sbp, ptr %sbp.addr, align 8
  store i32 %c, ptr %c.addr, align 4
  %0 = load ptr, ptr %sbp.addr, align 8
  %1 = load ptr, ptr %0, align 8
  store ptr %1, ptr %sb, align 8
  %2 = load ptr, ptr %sb, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %call = call noalias ptr @malloc(i64 noundef 72) #5
  store ptr %call, ptr %sb, align 8
  %3 = load ptr, ptr %sb, align 8
  %n = getelementptr inbounds %struct.Buf, ptr %3, i32 0, i32 0
  store i32 0, ptr %n, align 4
  %4 = load ptr, ptr %sb, align 8
  %m = getelementptr inbounds %struct.Buf, ptr %4, i32 0, i32 1
  store i32 64, ptr %m, align 4
  %5 = load ptr, ptr %sb, align 8
  %6 = load ptr, ptr %sbp.addr, align 8
  store ptr %5, ptr %6, align 8
  br label %if.end6

if.else:                                          ; preds = %entry
  %7 = load ptr, ptr %sb, align 8
  %n1 = getelementptr inbounds %struct.Buf, ptr %7, i32 0, i32 0
  %8 = load i32, ptr %n1, align 4
  %9 = load ptr, ptr %sb, align 8
  %m2 = getelementptr inbounds %struct.Buf, ptr %9, i32 0, i32 1
  %10 = load i32, ptr %m2, align 4
  %cmp = icmp eq i32 %8, %10
  br i1 %cmp, label %if.then3, label %if.end

if.then3:                                         ; preds = %if.else
  %11 = load ptr, ptr %sb, align 8
  %12 = load ptr, ptr %sb, align 8
  %m4 = getelementptr inbounds %struct.Buf, ptr %12, i32 0, i32 1
  %13 = load i32, ptr %m4, align 4
  %mul = mul nsw i32 %13, 2
  store i32 %mul, ptr %m4, align 4
  %conv = sext i32 %mul to i64
  %add = add i64 %conv, 8
  %call5 = call ptr @realloc(ptr noundef %11, i64 noundef %add) #6
  store ptr %call5, ptr %sb, align 8
  %14 = load ptr, ptr %sb, align 8
  %15 = load ptr, ptr %sbp.addr, align 8
  store ptr %14, ptr %15, align 8
  br label %if.end

if.end:                                           ; preds = %if.then3, %if.else
  br label %if.end6

if.end6:                                          ; preds = %if.end, %if.then
  %16 = load i32, ptr %c.addr, align 4
  %conv7 = trunc i32 %16 to i8
  %17 = load ptr, ptr %sb, align 8
  %s = getelementptr inbounds %struct.Buf, ptr %17, i32 0, i32 2
  %18 = load ptr, ptr %sb, align 8
  %n8 = getelementptr inbounds %struct.Buf, ptr %18, i32 0, i32 0
  %19 = load i32, ptr %n8, align 4
  %inc = add nsw i32 %19, 1
  store i32 %inc, ptr %n8, align 4
  %idxprom = sext i32 %19 to i64
  %arrayidx = getelementptr inbounds [64 x i8], ptr %s, i64 0, i64 %idxprom
  store i8 %conv7, ptr %arrayidx, align 1
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @str(ptr noundef %next) #0 {
entry:
  %next.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  store ptr %next, ptr %next.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 41) #5
  store ptr %call, ptr %s, align 8
  %0 = load ptr, ptr %next.addr, align 8
  %1 = load ptr, ptr %s, align 8
  %next1 = getelementptr inbounds %struct.Str, ptr %1, i32 0, i32 0
  store ptr %0, ptr %next1, align 8
  %2 = load ptr, ptr %s, align 8
  %mark = getelementptr inbounds %struct.Str, ptr %2, i32 0, i32 1
  store i8 0, ptr %mark, align 8
  %3 = load ptr, ptr %s, align 8
  %p = getelementptr inbounds %struct.Str, ptr %3, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x i8], ptr %p, i64 0, i64 20
  store i8 120, ptr %arrayidx, align 1
  %4 = load ptr, ptr %s, align 8
  %p2 = getelementptr inbounds %struct.Str, ptr %4, i32 0, i32 2
  %arrayidx3 = getelementptr inbounds [1 x i8], ptr %p2, i64 0, i64 21
  store i8 0, ptr %arrayidx3, align 1
  %5 = load ptr, ptr %s, align 8
  ret ptr %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @exact(ptr noundef %e, i32 noundef %k) #0 {
entry:
  %e.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  store ptr %e, ptr %e.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  %0 = load i32, ptr %k.addr, align 4
  %1 = load ptr, ptr %e.addr, align 8
  %n = getelementptr inbounds %struct.Exact, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %n, align 4
  %add = add nsw i32 %2, %0
  store i32 %add, ptr %n, align 4
  %3 = load ptr, ptr %e.addr, align 8
  %n1 = getelementptr inbounds %struct.Exact, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %n1, align 4
  %conv = sext i32 %4 to i64
  %5 = load ptr, ptr %e.addr, align 8
  %total = getelementptr inbounds %struct.Exact, ptr %5, i32 0, i32 2
  %6 = load i64, ptr %total, align 8
  %add2 = add nsw i64 %6, %conv
  store i64 %add2, ptr %total, align 8
  %7 = load ptr, ptr %e.addr, align 8
  %total3 = getelementptr inbounds %struct.Exact, ptr %7, i32 0, i32 2
  %8 = load i64, ptr %total3, align 8
  %9 = load ptr, ptr %e.addr, align 8
  %tag = getelementptr inbounds %struct.Exact, ptr %9, i32 0, i32 0
  %10 = load i8, ptr %tag, align 8
  %conv4 = sext i8 %10 to i64
  %add5 = add nsw i64 %8, %conv4
  ret i64 %add5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @mid(ptr noundef %name, i32 noundef %b) #0 {
entry:
  %name.addr = alloca ptr, align 8
  %b.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %name, ptr %name.addr, align 8
  store i32 %b, ptr %b.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 32) #5
  store ptr %call, ptr %p, align 8
  %0 = load ptr, ptr %p, align 8
  %a = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 0
  store i32 1, ptr %a, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %1, 6
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %name.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i8, ptr %2, i64 %idxprom
  %4 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %4 to i16
  %5 = load ptr, ptr %p, align 8
  %tab = getelementptr inbounds %struct.Mid, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds [6 x i16], ptr %tab, i64 0, i64 %idxprom1
  store i16 %conv, ptr %arrayidx2, align 2
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %8 = load i32, ptr %b.addr, align 4
  %9 = load ptr, ptr %p, align 8
  %b3 = getelementptr inbounds %struct.Mid, ptr %9, i32 0, i32 2
  store i32 %8, ptr %b3, align 8
  %10 = load i32, ptr %b.addr, align 4
  %conv4 = sext i32 %10 to i64
  %mul = mul nsw i64 %conv4, 3
  %11 = load ptr, ptr %p, align 8
  %c = getelementptr inbounds %struct.Mid, ptr %11, i32 0, i32 3
  store i64 %mul, ptr %c, align 8
  %12 = load ptr, ptr %p, align 8
  ret ptr %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum(ptr noundef %p, ptr noundef %sb) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %sb.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store ptr %sb, ptr %sb.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %a = getelementptr inbounds %struct.Mid, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %a, align 8
  %2 = load ptr, ptr %p.addr, align 8
  %b = getelementptr inbounds %struct.Mid, ptr %2, i32 0, i32 2
  %3 = load i32, ptr %b, align 8
  %add = add nsw i32 %1, %3
  %conv = sext i32 %add to i64
  %4 = load ptr, ptr %p.addr, align 8
  %c = getelementptr inbounds %struct.Mid, ptr %4, i32 0, i32 3
  %5 = load i64, ptr %c, align 8
  %add1 = add nsw i64 %conv, %5
  %6 = load ptr, ptr %sb.addr, align 8
  %n = getelementptr inbounds %struct.Buf, ptr %6, i32 0, i32 0
  %7 = load i32, ptr %n, align 4
  %conv2 = sext i32 %7 to i64
  %add3 = add nsw i64 %add1, %conv2
  %8 = load ptr, ptr %sb.addr, align 8
  %m = getelementptr inbounds %struct.Buf, ptr %8, i32 0, i32 1
  %9 = load i32, ptr %m, align 4
  %conv4 = sext i32 %9 to i64
  %add5 = add nsw i64 %add3, %conv4
  %10 = load ptr, ptr %p.addr, align 8
  %tab = getelementptr inbounds %struct.Mid, ptr %10, i32 0, i32 1
  %arrayidx = getelementptr inbounds [6 x i16], ptr %tab, i64 0, i64 1
  %11 = load i16, ptr %arrayidx, align 2
  %conv6 = sext i16 %11 to i64
  %add7 = add nsw i64 %add5, %conv6
  ret i64 %add7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %sb = alloca ptr, align 8
  %i = alloca i32, align 4
  %p = alloca ptr, align 8
  %e = alloca ptr, align 8
  %st = alloca ptr, align 8
  %r = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store ptr null, ptr %sb, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %argv.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %idxprom
  %4 = load ptr, ptr %arrayidx, align 8
  %arrayidx1 = getelementptr inbounds i8, ptr %4, i64 0
  %5 = load i8, ptr %arrayidx1, align 1
  %conv = sext i8 %5 to i32
  call void @put(ptr noundef %sb, i32 noundef %conv)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %7 = load ptr, ptr %argv.addr, align 8
  %arrayidx2 = getelementptr inbounds ptr, ptr %7, i64 0
  %8 = load ptr, ptr %arrayidx2, align 8
  %9 = load i32, ptr %argc.addr, align 4
  %call = call ptr @mid(ptr noundef %8, i32 noundef %9)
  store ptr %call, ptr %p, align 8
  %call3 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #7
  store ptr %call3, ptr %e, align 8
  %call4 = call ptr @str(ptr noundef null)
  store ptr %call4, ptr %st, align 8
  %10 = load ptr, ptr %p, align 8
  %11 = load ptr, ptr %sb, align 8
  %call5 = call i64 @sum(ptr noundef %10, ptr noundef %11)
  %12 = load ptr, ptr %e, align 8
  %13 = load i32, ptr %argc.addr, align 4
  %call6 = call i64 @exact(ptr noundef %12, i32 noundef %13)
  %add = add nsw i64 %call5, %call6
  store i64 %add, ptr %r, align 8
  %14 = load ptr, ptr %e, align 8
  call void @free(ptr noundef %14) #8
  %15 = load ptr, ptr %st, align 8
  %p7 = getelementptr inbounds %struct.Str, ptr %15, i32 0, i32 2
  %arrayidx8 = getelementptr inbounds [1 x i8], ptr %p7, i64 0, i64 20
  %16 = load i8, ptr %arrayidx8, align 1
  %conv9 = sext i8 %16 to i64
  %17 = load i64, ptr %r, align 8
  %add10 = add nsw i64 %17, %conv9
  store i64 %add10, ptr %r, align 8
  %18 = load ptr, ptr %st, align 8
  call void @free(ptr noundef %18) #8
  %19 = load ptr, ptr %sb, align 8
  call void @free(ptr noundef %19) #8
  %20 = load ptr, ptr %p, align 8
  call void @free(ptr noundef %20) #8
  %21 = load i64, ptr %r, align 8
  %conv11 = trunc i64 %21 to i32
  ret i32 %conv11
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(1) }
attributes #7 = { nounwind allocsize(0,1) }
attributes #8 = { nounwind }

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
!8 = distinct !{!8, !7}
