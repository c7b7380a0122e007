; ModuleID = '<stdin>'
source_filename = "heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }

; Function Attrs: noinline nounwind uwtable
define dso_local i8* @xmalloc(i64 noundef %n) #0 {
entry:
  %call = call noalias i8* @malloc(i64 noundef %n) #4
  %tobool = icmp ne i8* %call, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #5
  unreachable

if.end:                                           ; preds = %entry
  ret i8* %call
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind uwtable
define dso_local %struct.node* @push(%struct.node* noundef %head, i32 noundef %v) #0 {
entry:
  %call = call i8* @xmalloc(i64 noundef 16)
  %0 = bitcast i8* %call to %struct.node*
  %v1 = getelementptr inbounds %struct.node, %struct.node* %0, i32 0, i32 0
  store i32 %v, i32* %v1, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %0, i32 0, i32 1
  store %struct.node* %head, %struct.node** %next, align 8
  ret %struct.node* %0
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %call = call noalias i8* @malloc(i64 noundef 4) #4
  %0 = bitcast i8* %call to i32*
  %call1 = call noalias i8* @malloc(i64 noundef 4) #4
  %1 = bitcast i8* %call1 to i32*
  %2 = bitcast i32* %0 to i8*
  %3 = bitcast i32* %1 to i8*
  call void @NOALIAS(i8* noundef %2, i8* noundef %3)
  %call2 = call i8* @xmalloc(i64 noundef 4)
  %4 = bitcast i8* %call2 to i32*
  %call3 = call i8* @xmalloc(i64 noundef 4)
  %5 = bitcast i8* %call3 to i32*
  %6 = bitcast i32* %4 to i8*
  %7 = bitcast i32* %5 to i8*
  call void @NOALIAS(i8* noundef %6, i8* noundef %7)
  %8 = bitcast i32* %0 to i8*
  %9 = bitcast i32* %4 to i8*
  call void @NOALIAS(i8* noundef %8, i8* noundef %9)
  %10 = bitcast i32* %0 to i8*
  %call4 = call i8* @realloc(i8* noundef %10, i64 noundef 8) #4
  %11 = bitcast i8* %call4 to i32*
  %12 = bitcast i32* %11 to i8*
  %13 = bitcast i32* %0 to i8*
  call void @MAYALIAS(i8* noundef %12, i8* noundef %13)
  %14 = bitcast i32* %11 to i8*
  %15 = bitcast i32* %1 to i8*
  call void @NOALIAS(i8* noundef %14, i8* noundef %15)
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %list.0 = phi %struct.node* [ null, %entry ], [ %call5, %for.inc ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %argc
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call5 = call %struct.node* @push(%struct.node* noundef %list.0, i32 noundef %i.0)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %16 = bitcast %struct.node* %list.0 to i8*
  %next = getelementptr inbounds %struct.node, %struct.node* %list.0, i32 0, i32 1
  %17 = load %struct.node*, %struct.node** %next, align 8
  %18 = bitcast %struct.node* %17 to i8*
  call void @MAYALIAS(i8* noundef %16, i8* noundef %18)
  %arrayidx = getelementptr inbounds i8*, i8** %argv, i64 0
  %19 = load i8*, i8** %arrayidx, align 8
  %call6 = call noalias i8* @strdup(i8* noundef %19) #4
  %20 = bitcast i32* %0 to i8*
  call void @NOALIAS(i8* noundef %call6, i8* noundef %20)
  %call7 = call noalias i8* @calloc(i64 noundef 4, i64 noundef 8) #4
  %21 = bitcast i8* %call7 to i32**
  %arrayidx8 = getelementptr inbounds i32*, i32** %21, i64 1
  store i32* %1, i32** %arrayidx8, align 8
  %idxprom = sext i32 %argc to i64
  %arrayidx9 = getelementptr inbounds i32*, i32** %21, i64 %idxprom
  %22 = load i32*, i32** %arrayidx9, align 8
  %23 = bitcast i32* %22 to i8*
  %24 = bitcast i32* %1 to i8*
  call void @MAYALIAS(i8* noundef %23, i8* noundef %24)
  %25 = bitcast i32* %1 to i8*
  call void @free(i8* noundef %25) #4
  %26 = load i32, i32* %4, align 4
  %27 = load i32, i32* %5, align 4
  %add = add nsw i32 %26, %27
  %28 = load i32, i32* %11, align 4
  %add10 = add nsw i32 %add, %28
  %arrayidx11 = getelementptr inbounds i8, i8* %call6, i64 0
  %29 = load i8, i8* %arrayidx11, align 1
  %conv = sext i8 %29 to i32
  %add12 = add nsw i32 %add10, %conv
  ret i32 %add12
}

declare void @NOALIAS(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #1

declare void @MAYALIAS(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @strdup(i8* noundef) #1

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

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
