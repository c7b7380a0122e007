; ModuleID = '<stdin>'
source_filename = "basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g1 = dso_local global i32 0, align 4
@gp = dso_local global ptr @g1, align 8
@g2 = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local ptr @choose(i32 noundef %c, ptr noundef %a, ptr noundef %b) #0 {
entry:
  %tobool = icmp ne i32 %c, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %a, %cond.true ], [ %b, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %z = alloca i32, align 4
  %p = alloca ptr, align 8
  store ptr %x, ptr %p, align 8
  call void @set(ptr noundef %p, ptr noundef %z)
  %0 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %0, ptr noundef %z)
  %1 = load ptr, ptr %p, align 8
  call void @MAYALIAS(ptr noundef %1, ptr noundef %x)
  call void @NOALIAS(ptr noundef %y, ptr noundef %x)
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %p, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %2, %cond.true ], [ %y, %cond.false ]
  call void @MAYALIAS(ptr noundef %cond, ptr noundef %y)
  call void @MAYALIAS(ptr noundef %cond, ptr noundef %z)
  call void @NOALIAS(ptr noundef %cond, ptr noundef @g1)
  %call = call ptr @choose(i32 noundef %argc, ptr noundef @g1, ptr noundef @g2)
  call void @MAYALIAS(ptr noundef %call, ptr noundef @g2)
  %3 = load ptr, ptr @gp, align 8
  call void @MAYALIAS(ptr noundef %call, ptr noundef %3)
  call void @NOALIAS(ptr noundef %call, ptr noundef %x)
  call void @MAYALIAS(ptr noundef %y, ptr noundef %y)
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end
  %q.0 = phi ptr [ %y, %cond.end ], [ %z, %for.inc ]
  %i.0 = phi i32 [ 0, %cond.end ], [ %inc, %for.inc ]
  %cmp1 = icmp slt i32 %i.0, %argc
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @MAYALIAS(ptr noundef %q.0, ptr noundef %z)
  %4 = load ptr, ptr @gp, align 8
  call void @NOALIAS(ptr noundef %4, ptr noundef @g2)
  %5 = load i32, ptr %cond, align 4
  %6 = load i32, ptr %call, align 4
  %add = add nsw i32 %5, %6
  %7 = load i8, ptr %y, align 1
  %conv = sext i8 %7 to i32
  %add2 = add nsw i32 %add, %conv
  ret i32 %add2
}

; Function Attrs: noinline nounwind uwtable
define internal void @set(ptr noundef %pp, ptr noundef %v) #0 {
entry:
  store ptr %v, ptr %pp, align 8
  ret void
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
