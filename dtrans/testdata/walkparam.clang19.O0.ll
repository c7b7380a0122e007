; ModuleID = 'walkparam.c'
source_filename = "walkparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { ptr, i64 }
%struct.tok = type { i64, i64, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @unlink_tok(ptr noundef %c, ptr noundef %t) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %t.addr = alloca ptr, align 8
  %pp = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %list = getelementptr inbounds %struct.ctx, ptr %0, i32 0, i32 0
  store ptr %list, ptr %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load ptr, ptr %pp, align 8
  %2 = load ptr, ptr %1, align 8
  %a = getelementptr inbounds %struct.tok, ptr %2, i32 0, i32 0
  %3 = load i64, ptr %a, align 8
  %4 = load ptr, ptr %t.addr, align 8
  %a1 = getelementptr inbounds %struct.tok, ptr %4, i32 0, i32 0
  %5 = load i64, ptr %a1, align 8
  %cmp = icmp ne i64 %3, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load ptr, ptr %pp, align 8
  %7 = load ptr, ptr %6, align 8
  %next = getelementptr inbounds %struct.tok, ptr %7, i32 0, i32 2
  store ptr %next, ptr %pp, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %8 = load ptr, ptr %t.addr, align 8
  %next2 = getelementptr inbounds %struct.tok, ptr %8, i32 0, i32 2
  %9 = load ptr, ptr %next2, align 8
  %10 = load ptr, ptr %pp, align 8
  store ptr %9, ptr %10, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %c = alloca ptr, align 8
  %t = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call, ptr %c, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 24) #2
  store ptr %call1, ptr %t, align 8
  %0 = load ptr, ptr %t, align 8
  %1 = load ptr, ptr %c, align 8
  %list = getelementptr inbounds %struct.ctx, ptr %1, i32 0, i32 0
  store ptr %0, ptr %list, align 8
  %2 = load ptr, ptr %c, align 8
  %n = getelementptr inbounds %struct.ctx, ptr %2, i32 0, i32 1
  store i64 1, ptr %n, align 8
  %3 = load ptr, ptr %t, align 8
  %next = getelementptr inbounds %struct.tok, ptr %3, i32 0, i32 2
  store ptr null, ptr %next, align 8
  %4 = load ptr, ptr %t, align 8
  %b = getelementptr inbounds %struct.tok, ptr %4, i32 0, i32 1
  store i64 0, ptr %b, align 8
  %5 = load ptr, ptr %t, align 8
  %a = getelementptr inbounds %struct.tok, ptr %5, i32 0, i32 0
  store i64 0, ptr %a, align 8
  %6 = load ptr, ptr %c, align 8
  %7 = load ptr, ptr %t, align 8
  call void @unlink_tok(ptr noundef %6, ptr noundef %7)
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

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
