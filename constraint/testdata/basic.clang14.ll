; ModuleID = '<stdin>'
source_filename = "basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g1 = dso_local global i32 0, align 4
@gp = dso_local global i32* @g1, align 8
@g2 = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind uwtable
define dso_local i32* @choose(i32 noundef %c, i32* noundef %a, i32* noundef %b) #0 {
entry:
  %tobool = icmp ne i32 %c, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ %a, %cond.true ], [ %b, %cond.false ]
  ret i32* %cond
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %z = alloca i32, align 4
  %p = alloca i32*, align 8
  store i32* %x, i32** %p, align 8
  call void @set(i32** noundef %p, i32* noundef %z)
  %0 = load i32*, i32** %p, align 8
  %1 = bitcast i32* %0 to i8*
  %2 = bitcast i32* %z to i8*
  call void @MAYALIAS(i8* noundef %1, i8* noundef %2)
  %3 = load i32*, i32** %p, align 8
  %4 = bitcast i32* %3 to i8*
  %5 = bitcast i32* %x to i8*
  call void @MAYALIAS(i8* noundef %4, i8* noundef %5)
  %6 = bitcast i32* %y to i8*
  %7 = bitcast i32* %x to i8*
  call void @NOALIAS(i8* noundef %6, i8* noundef %7)
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %8 = load i32*, i32** %p, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32* [ %8, %cond.true ], [ %y, %cond.false ]
  %9 = bitcast i32* %cond to i8*
  %10 = bitcast i32* %y to i8*
  call void @MAYALIAS(i8* noundef %9, i8* noundef %10)
  %11 = bitcast i32* %cond to i8*
  %12 = bitcast i32* %z to i8*
  call void @MAYALIAS(i8* noundef %11, i8* noundef %12)
  %13 = bitcast i32* %cond to i8*
  call void @NOALIAS(i8* noundef %13, i8* noundef bitcast (i32* @g1 to i8*))
  %call = call i32* @choose(i32 noundef %argc, i32* noundef @g1, i32* noundef @g2)
  %14 = bitcast i32* %call to i8*
  call void @MAYALIAS(i8* noundef %14, i8* noundef bitcast (i32* @g2 to i8*))
  %15 = bitcast i32* %call to i8*
  %16 = load i32*, i32** @gp, align 8
  %17 = bitcast i32* %16 to i8*
  call void @MAYALIAS(i8* noundef %15, i8* noundef %17)
  %18 = bitcast i32* %call to i8*
  %19 = bitcast i32* %x to i8*
  call void @NOALIAS(i8* noundef %18, i8* noundef %19)
  %20 = bitcast i32* %y to i8*
  %21 = bitcast i32* %y to i8*
  call void @MAYALIAS(i8* noundef %20, i8* noundef %21)
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end
  %q.0 = phi i32* [ %y, %cond.end ], [ %z, %for.inc ]
  %i.0 = phi i32 [ 0, %cond.end ], [ %inc, %for.inc ]
  %cmp1 = icmp slt i32 %i.0, %argc
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nsw i32 %i.0, 1
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %22 = bitcast i32* %q.0 to i8*
  %23 = bitcast i32* %z to i8*
  call void @MAYALIAS(i8* noundef %22, i8* noundef %23)
  %24 = load i32*, i32** @gp, align 8
  %25 = bitcast i32* %24 to i8*
  call void @NOALIAS(i8* noundef %25, i8* noundef bitcast (i32* @g2 to i8*))
  %26 = load i32, i32* %cond, align 4
  %27 = load i32, i32* %call, align 4
  %add = add nsw i32 %26, %27
  %28 = load i8, i8* %20, align 1
  %conv = sext i8 %28 to i32
  %add2 = add nsw i32 %add, %conv
  ret i32 %add2
}

; Function Attrs: noinline nounwind uwtable
define internal void @set(i32** noundef %pp, i32* noundef %v) #0 {
entry:
  store i32* %v, i32** %pp, align 8
  ret void
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #1

declare void @NOALIAS(i8* noundef, i8* noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
