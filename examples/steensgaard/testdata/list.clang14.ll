; ModuleID = '<stdin>'
source_filename = "list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }

@x = internal global i32 0, align 4
@y = internal global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %call = call i32* @pick(i32 noundef %argc)
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %list.0 = phi %struct.node* [ null, %entry ], [ %call1, %for.inc ]
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp slt i32 %i.0, %argc
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call1 = call %struct.node* @push(%struct.node* noundef %list.0, i32 noundef %i.0)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 1, i32* %a, align 4
  store i32 2, i32* %b, align 4
  %cmp2 = icmp sgt i32 %argc, 2
  br i1 %cmp2, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  br label %cond.end

cond.false:                                       ; preds = %for.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ %a, %cond.true ], [ %b, %cond.false ]
  %0 = load i32, i32* %call, align 4
  %1 = load i32, i32* %cond, align 4
  %add = add nsw i32 %0, %1
  %tobool = icmp ne %struct.node* %list.0, null
  br i1 %tobool, label %cond.true3, label %cond.false5

cond.true3:                                       ; preds = %cond.end
  %next = getelementptr inbounds %struct.node, %struct.node* %list.0, i32 0, i32 1
  %2 = load %struct.node*, %struct.node** %next, align 8
  %cmp4 = icmp ne %struct.node* %2, null
  %conv = zext i1 %cmp4 to i32
  br label %cond.end6

cond.false5:                                      ; preds = %cond.end
  br label %cond.end6

cond.end6:                                        ; preds = %cond.false5, %cond.true3
  %cond7 = phi i32 [ %conv, %cond.true3 ], [ 0, %cond.false5 ]
  %add8 = add nsw i32 %add, %cond7
  ret i32 %add8
}

; Function Attrs: noinline nounwind uwtable
define internal i32* @pick(i32 noundef %c) #0 {
entry:
  %tobool = icmp ne i32 %c, 0
  %0 = zext i1 %tobool to i64
  %cond = select i1 %tobool, i32* @x, i32* @y
  ret i32* %cond
}

; Function Attrs: noinline nounwind uwtable
define internal %struct.node* @push(%struct.node* noundef %head, i32 noundef %v) #0 {
entry:
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.node*
  %v1 = getelementptr inbounds %struct.node, %struct.node* %0, i32 0, i32 0
  store i32 %v, i32* %v1, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %0, i32 0, i32 1
  store %struct.node* %head, %struct.node** %next, align 8
  ret %struct.node* %0
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
