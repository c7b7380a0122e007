; ModuleID = '<stdin>'
source_filename = "heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @xmalloc(i64 noundef %n) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef %n) #7
  %tobool = icmp ne ptr %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #8
  unreachable

if.end:                                           ; preds = %entry
  ret ptr %call
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @push(ptr noundef %head, i32 noundef %v) #0 {
entry:
  %call = call ptr @xmalloc(i64 noundef 16)
  %v1 = getelementptr inbounds %struct.node, ptr %call, i32 0, i32 0
  store i32 %v, ptr %v1, align 8
  %next = getelementptr inbounds %struct.node, ptr %call, i32 0, i32 1
  store ptr %head, ptr %next, align 8
  ret ptr %call
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %call = call noalias ptr @malloc(i64 noundef 4) #7
  %call1 = call noalias ptr @malloc(i64 noundef 4) #7
  call void @NOALIAS(ptr noundef %call, ptr noundef %call1)
  %call2 = call ptr @xmalloc(i64 noundef 4)
  %call3 = call ptr @xmalloc(i64 noundef 4)
  call void @NOALIAS(ptr noundef %call2, ptr noundef %call3)
  call void @NOALIAS(ptr noundef %call, ptr noundef %call2)
  %call4 = call ptr @realloc(ptr noundef %call, i64 noundef 8) #9
  call void @MAYALIAS(ptr noundef %call4, ptr noundef %call)
  call void @NOALIAS(ptr noundef %call4, ptr noundef %call1)
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %list.0 = phi ptr [ null, %entry ], [ %call5, %for.inc ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %argc
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call5 = call ptr @push(ptr noundef %list.0, i32 noundef %i.0)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %next = getelementptr inbounds %struct.node, ptr %list.0, i32 0, i32 1
  %0 = load ptr, ptr %next, align 8
  call void @MAYALIAS(ptr noundef %list.0, ptr noundef %0)
  %arrayidx = getelementptr inbounds ptr, ptr %argv, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  %call6 = call noalias ptr @strdup(ptr noundef %1) #10
  call void @NOALIAS(ptr noundef %call6, ptr noundef %call)
  %call7 = call noalias ptr @calloc(i64 noundef 4, i64 noundef 8) #11
  %arrayidx8 = getelementptr inbounds ptr, ptr %call7, i64 1
  store ptr %call1, ptr %arrayidx8, align 8
  %idxprom = sext i32 %argc to i64
  %arrayidx9 = getelementptr inbounds ptr, ptr %call7, i64 %idxprom
  %2 = load ptr, ptr %arrayidx9, align 8
  call void @MAYALIAS(ptr noundef %2, ptr noundef %call1)
  call void @free(ptr noundef %call1) #10
  %3 = load i32, ptr %call2, align 4
  %4 = load i32, ptr %call3, align 4
  %add = add nsw i32 %3, %4
  %5 = load i32, ptr %call4, align 4
  %add10 = add nsw i32 %add, %5
  %arrayidx11 = getelementptr inbounds i8, ptr %call6, i64 0
  %6 = load i8, ptr %arrayidx11, align 1
  %conv = sext i8 %6 to i32
  %add12 = add nsw i32 %add10, %conv
  ret i32 %add12
}

declare void @NOALIAS(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #4

declare void @MAYALIAS(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #5

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind allocsize(1) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0,1) }

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
