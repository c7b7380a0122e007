; ModuleID = 'hX_firstmemset.c'
source_filename = "hX_firstmemset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Cursor = type { i32, i32, %struct.Level* }
%struct.Level = type { i8*, i8* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pop(%struct.Cursor* noundef %c) #0 {
entry:
  %c.addr = alloca %struct.Cursor*, align 8
  %p = alloca %struct.Level*, align 8
  store %struct.Cursor* %c, %struct.Cursor** %c.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load %struct.Cursor*, %struct.Cursor** %c.addr, align 8
  %lvl = getelementptr inbounds %struct.Cursor, %struct.Cursor* %0, i32 0, i32 0
  %1 = load i32, i32* %lvl, align 8
  %cmp = icmp sge i32 %1, 0
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load %struct.Cursor*, %struct.Cursor** %c.addr, align 8
  %levels = getelementptr inbounds %struct.Cursor, %struct.Cursor* %2, i32 0, i32 2
  %3 = load %struct.Level*, %struct.Level** %levels, align 8
  %4 = load %struct.Cursor*, %struct.Cursor** %c.addr, align 8
  %lvl1 = getelementptr inbounds %struct.Cursor, %struct.Cursor* %4, i32 0, i32 0
  %5 = load i32, i32* %lvl1, align 8
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds %struct.Level, %struct.Level* %3, i64 %idxprom
  store %struct.Level* %arrayidx, %struct.Level** %p, align 8
  %6 = load %struct.Level*, %struct.Level** %p, align 8
  %dir = getelementptr inbounds %struct.Level, %struct.Level* %6, i32 0, i32 0
  %7 = load i8*, i8** %dir, align 8
  call void @closeit(i8* noundef %7)
  %8 = load %struct.Level*, %struct.Level** %p, align 8
  %name = getelementptr inbounds %struct.Level, %struct.Level* %8, i32 0, i32 1
  %9 = load i8*, i8** %name, align 8
  call void @free(i8* noundef %9) #3
  %10 = load %struct.Level*, %struct.Level** %p, align 8
  %dir2 = getelementptr inbounds %struct.Level, %struct.Level* %10, i32 0, i32 0
  store i8* null, i8** %dir2, align 8
  %11 = load %struct.Level*, %struct.Level** %p, align 8
  %name3 = getelementptr inbounds %struct.Level, %struct.Level* %11, i32 0, i32 1
  store i8* null, i8** %name3, align 8
  %12 = load %struct.Cursor*, %struct.Cursor** %c.addr, align 8
  %lvl4 = getelementptr inbounds %struct.Cursor, %struct.Cursor* %12, i32 0, i32 0
  %13 = load i32, i32* %lvl4, align 8
  %dec = add nsw i32 %13, -1
  store i32 %dec, i32* %lvl4, align 8
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  ret void
}

declare void @closeit(i8* noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %c = alloca %struct.Cursor, align 8
  store i32 0, i32* %retval, align 4
  %lvl = getelementptr inbounds %struct.Cursor, %struct.Cursor* %c, i32 0, i32 0
  store i32 0, i32* %lvl, align 8
  %n = getelementptr inbounds %struct.Cursor, %struct.Cursor* %c, i32 0, i32 1
  store i32 1, i32* %n, align 4
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #3
  %0 = bitcast i8* %call to %struct.Level*
  %levels = getelementptr inbounds %struct.Cursor, %struct.Cursor* %c, i32 0, i32 2
  store %struct.Level* %0, %struct.Level** %levels, align 8
  call void @pop(%struct.Cursor* noundef %c)
  ret i32 0
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
