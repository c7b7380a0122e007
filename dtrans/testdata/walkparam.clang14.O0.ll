; ModuleID = 'walkparam.c'
source_filename = "walkparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ctx = type { %struct.tok*, i64 }
%struct.tok = type { i64, i64, %struct.tok* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @unlink_tok(%struct.ctx* noundef %c, %struct.tok* noundef %t) #0 {
entry:
  %c.addr = alloca %struct.ctx*, align 8
  %t.addr = alloca %struct.tok*, align 8
  %pp = alloca %struct.tok**, align 8
  store %struct.ctx* %c, %struct.ctx** %c.addr, align 8
  store %struct.tok* %t, %struct.tok** %t.addr, align 8
  %0 = load %struct.ctx*, %struct.ctx** %c.addr, align 8
  %list = getelementptr inbounds %struct.ctx, %struct.ctx* %0, i32 0, i32 0
  store %struct.tok** %list, %struct.tok*** %pp, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load %struct.tok**, %struct.tok*** %pp, align 8
  %2 = load %struct.tok*, %struct.tok** %1, align 8
  %a = getelementptr inbounds %struct.tok, %struct.tok* %2, i32 0, i32 0
  %3 = load i64, i64* %a, align 8
  %4 = load %struct.tok*, %struct.tok** %t.addr, align 8
  %a1 = getelementptr inbounds %struct.tok, %struct.tok* %4, i32 0, i32 0
  %5 = load i64, i64* %a1, align 8
  %cmp = icmp ne i64 %3, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load %struct.tok**, %struct.tok*** %pp, align 8
  %7 = load %struct.tok*, %struct.tok** %6, align 8
  %next = getelementptr inbounds %struct.tok, %struct.tok* %7, i32 0, i32 2
  store %struct.tok** %next, %struct.tok*** %pp, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %8 = load %struct.tok*, %struct.tok** %t.addr, align 8
  %next2 = getelementptr inbounds %struct.tok, %struct.tok* %8, i32 0, i32 2
  %9 = load %struct.tok*, %struct.tok** %next2, align 8
  %10 = load %struct.tok**, %struct.tok*** %pp, align 8
  store %struct.tok* %9, %struct.tok** %10, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %c = alloca %struct.ctx*, align 8
  %t = alloca %struct.tok*, align 8
  store i32 0, i32* %retval, align 4
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.ctx*
  store %struct.ctx* %0, %struct.ctx** %c, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 24) #2
  %1 = bitcast i8* %call1 to %struct.tok*
  store %struct.tok* %1, %struct.tok** %t, align 8
  %2 = load %struct.tok*, %struct.tok** %t, align 8
  %3 = load %struct.ctx*, %struct.ctx** %c, align 8
  %list = getelementptr inbounds %struct.ctx, %struct.ctx* %3, i32 0, i32 0
  store %struct.tok* %2, %struct.tok** %list, align 8
  %4 = load %struct.ctx*, %struct.ctx** %c, align 8
  %n = getelementptr inbounds %struct.ctx, %struct.ctx* %4, i32 0, i32 1
  store i64 1, i64* %n, align 8
  %5 = load %struct.tok*, %struct.tok** %t, align 8
  %next = getelementptr inbounds %struct.tok, %struct.tok* %5, i32 0, i32 2
  store %struct.tok* null, %struct.tok** %next, align 8
  %6 = load %struct.tok*, %struct.tok** %t, align 8
  %b = getelementptr inbounds %struct.tok, %struct.tok* %6, i32 0, i32 1
  store i64 0, i64* %b, align 8
  %7 = load %struct.tok*, %struct.tok** %t, align 8
  %a = getelementptr inbounds %struct.tok, %struct.tok* %7, i32 0, i32 0
  store i64 0, i64* %a, align 8
  %8 = load %struct.ctx*, %struct.ctx** %c, align 8
  %9 = load %struct.tok*, %struct.tok** %t, align 8
  call void @unlink_tok(%struct.ctx* noundef %8, %struct.tok* noundef %9)
  ret i32 0
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
