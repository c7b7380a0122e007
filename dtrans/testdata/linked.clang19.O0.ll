; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.A = type { ptr, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @push(ptr noundef %list, i32 noundef %v) #0 {
entry:
  %list.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  %a = alloca ptr, align 8
  store ptr %list, ptr %list.addr, align 8
  store i32 %v, ptr %v.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call, ptr %a, align 8
  %0 = load ptr, ptr %list.addr, align 8
  %1 = load ptr, ptr %a, align 8
  %next = getelementptr inbounds %struct.A, ptr %1, i32 0, i32 0
  store ptr %0, ptr %next, align 8
  %2 = load i32, ptr %v.addr, align 4
  %3 = load ptr, ptr %a, align 8
  %v1 = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 1
  store i32 %2, ptr %v1, align 8
  %4 = load ptr, ptr %a, align 8
  ret ptr %4
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(ptr noundef %a) #0 {
entry:
  %a.addr = alloca ptr, align 8
  %s = alloca i32, align 4
  store ptr %a, ptr %a.addr, align 8
  store i32 0, ptr %s, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load ptr, ptr %a.addr, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %a.addr, align 8
  %v = getelementptr inbounds %struct.A, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %v, align 8
  %3 = load i32, ptr %s, align 4
  %add = add nsw i32 %3, %2
  store i32 %add, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load ptr, ptr %a.addr, align 8
  %next = getelementptr inbounds %struct.A, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %next, align 8
  store ptr %5, ptr %a.addr, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %6 = load i32, ptr %s, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %b = alloca ptr, align 8
  %l = alloca ptr, align 8
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call, ptr %b, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  %2 = load ptr, ptr %b, align 8
  %name = getelementptr inbounds %struct.A, ptr %2, i32 0, i32 0
  store ptr %1, ptr %name, align 8
  %3 = load ptr, ptr %argv.addr, align 8
  %arrayidx1 = getelementptr inbounds ptr, ptr %3, i64 0
  %4 = load ptr, ptr %arrayidx1, align 8
  %call2 = call i64 @strlen(ptr noundef %4) #5
  %conv = trunc i64 %call2 to i32
  %5 = load ptr, ptr %b, align 8
  %len = getelementptr inbounds %struct.A, ptr %5, i32 0, i32 1
  store i32 %conv, ptr %len, align 8
  %6 = load ptr, ptr %b, align 8
  call void @external_sink(ptr noundef %6)
  store ptr null, ptr %l, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, ptr %i, align 4
  %8 = load i32, ptr %argc.addr, align 4
  %cmp = icmp slt i32 %7, %8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %9 = load ptr, ptr %l, align 8
  %10 = load i32, ptr %i, align 4
  %call4 = call ptr @push(ptr noundef %9, i32 noundef %10)
  store ptr %call4, ptr %l, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32, ptr %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %12 = load ptr, ptr %l, align 8
  %call5 = call i32 @sum(ptr noundef %12)
  %13 = load ptr, ptr %b, align 8
  %len6 = getelementptr inbounds %struct.A, ptr %13, i32 0, i32 1
  %14 = load i32, ptr %len6, align 8
  %add = add nsw i32 %call5, %14
  ret i32 %add
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

declare void @external_sink(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
