; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.A = type { %struct.A*, i32 }
%struct.B = type { i8*, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.A* @push(%struct.A* noundef %list, i32 noundef %v) #0 {
entry:
  %list.addr = alloca %struct.A*, align 8
  %v.addr = alloca i32, align 4
  %a = alloca %struct.A*, align 8
  store %struct.A* %list, %struct.A** %list.addr, align 8
  store i32 %v, i32* %v.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 16) #4
  %0 = bitcast i8* %call to %struct.A*
  store %struct.A* %0, %struct.A** %a, align 8
  %1 = load %struct.A*, %struct.A** %list.addr, align 8
  %2 = load %struct.A*, %struct.A** %a, align 8
  %next = getelementptr inbounds %struct.A, %struct.A* %2, i32 0, i32 0
  store %struct.A* %1, %struct.A** %next, align 8
  %3 = load i32, i32* %v.addr, align 4
  %4 = load %struct.A*, %struct.A** %a, align 8
  %v1 = getelementptr inbounds %struct.A, %struct.A* %4, i32 0, i32 1
  store i32 %3, i32* %v1, align 8
  %5 = load %struct.A*, %struct.A** %a, align 8
  ret %struct.A* %5
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum(%struct.A* noundef %a) #0 {
entry:
  %a.addr = alloca %struct.A*, align 8
  %s = alloca i32, align 4
  store %struct.A* %a, %struct.A** %a.addr, align 8
  store i32 0, i32* %s, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load %struct.A*, %struct.A** %a.addr, align 8
  %tobool = icmp ne %struct.A* %0, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load %struct.A*, %struct.A** %a.addr, align 8
  %v = getelementptr inbounds %struct.A, %struct.A* %1, i32 0, i32 1
  %2 = load i32, i32* %v, align 8
  %3 = load i32, i32* %s, align 4
  %add = add nsw i32 %3, %2
  store i32 %add, i32* %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load %struct.A*, %struct.A** %a.addr, align 8
  %next = getelementptr inbounds %struct.A, %struct.A* %4, i32 0, i32 0
  %5 = load %struct.A*, %struct.A** %next, align 8
  store %struct.A* %5, %struct.A** %a.addr, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %6 = load i32, i32* %s, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %b = alloca %struct.B*, align 8
  %l = alloca %struct.A*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #4
  %0 = bitcast i8* %call to %struct.B*
  store %struct.B* %0, %struct.B** %b, align 8
  %1 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 0
  %2 = load i8*, i8** %arrayidx, align 8
  %3 = load %struct.B*, %struct.B** %b, align 8
  %name = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 0
  store i8* %2, i8** %name, align 8
  %4 = load i8**, i8*** %argv.addr, align 8
  %arrayidx1 = getelementptr inbounds i8*, i8** %4, i64 0
  %5 = load i8*, i8** %arrayidx1, align 8
  %call2 = call i64 @strlen(i8* noundef %5) #5
  %conv = trunc i64 %call2 to i32
  %6 = load %struct.B*, %struct.B** %b, align 8
  %len = getelementptr inbounds %struct.B, %struct.B* %6, i32 0, i32 1
  store i32 %conv, i32* %len, align 8
  %7 = load %struct.B*, %struct.B** %b, align 8
  %8 = bitcast %struct.B* %7 to i8*
  call void @external_sink(i8* noundef %8)
  store %struct.A* null, %struct.A** %l, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %9 = load i32, i32* %i, align 4
  %10 = load i32, i32* %argc.addr, align 4
  %cmp = icmp slt i32 %9, %10
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %11 = load %struct.A*, %struct.A** %l, align 8
  %12 = load i32, i32* %i, align 4
  %call4 = call %struct.A* @push(%struct.A* noundef %11, i32 noundef %12)
  store %struct.A* %call4, %struct.A** %l, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %i, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %14 = load %struct.A*, %struct.A** %l, align 8
  %call5 = call i32 @sum(%struct.A* noundef %14)
  %15 = load %struct.B*, %struct.B** %b, align 8
  %len6 = getelementptr inbounds %struct.B, %struct.B* %15, i32 0, i32 1
  %16 = load i32, i32* %len6, align 8
  %add = add nsw i32 %call5, %16
  ret i32 %add
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

declare void @external_sink(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readonly willreturn }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
