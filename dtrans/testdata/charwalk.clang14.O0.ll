; ModuleID = 'charwalk.c'
source_filename = "charwalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.op = type { i8, i8, i8, i8 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %b = alloca i8*, align 8
  %i = alloca i64, align 8
  %s = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %1 to i64
  %mul = mul i64 %conv, 4
  %call = call noalias i8* @malloc(i64 noundef %mul) #2
  store i8* %call, i8** %b, align 8
  %2 = load i8*, i8** %b, align 8
  %cmp = icmp eq i8* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  store i64 0, i64* %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i64, i64* %i, align 8
  %4 = load i32, i32* %argc.addr, align 4
  %conv2 = sext i32 %4 to i64
  %mul3 = mul i64 %conv2, 4
  %cmp4 = icmp ult i64 %3, %mul3
  br i1 %cmp4, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load i64, i64* %i, align 8
  %conv6 = trunc i64 %5 to i8
  %6 = load i8*, i8** %b, align 8
  %7 = load i64, i64* %i, align 8
  %arrayidx = getelementptr inbounds i8, i8* %6, i64 %7
  store i8 %conv6, i8* %arrayidx, align 1
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i64, i64* %i, align 8
  %inc = add i64 %8, 1
  store i64 %inc, i64* %i, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %9 = load i8*, i8** %b, align 8
  %10 = bitcast i8* %9 to %struct.op*
  %11 = load i32, i32* %argc.addr, align 4
  %call7 = call i32 @sum(%struct.op* noundef %10, i32 noundef %11)
  store i32 %call7, i32* %s, align 4
  %12 = load i8*, i8** %b, align 8
  call void @free(i8* noundef %12) #2
  %13 = load i32, i32* %s, align 4
  store i32 %13, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %14 = load i32, i32* %retval, align 4
  ret i32 %14
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(%struct.op* noundef %p, i32 noundef %n) #0 {
entry:
  %p.addr = alloca %struct.op*, align 8
  %n.addr = alloca i32, align 4
  %s = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.op* %p, %struct.op** %p.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 0, i32* %s, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.op*, %struct.op** %p.addr, align 8
  %opcode = getelementptr inbounds %struct.op, %struct.op* %2, i32 0, i32 0
  %3 = load i8, i8* %opcode, align 1
  %conv = zext i8 %3 to i32
  %4 = load %struct.op*, %struct.op** %p.addr, align 8
  %p1 = getelementptr inbounds %struct.op, %struct.op* %4, i32 0, i32 1
  %5 = load i8, i8* %p1, align 1
  %conv1 = sext i8 %5 to i32
  %add = add nsw i32 %conv, %conv1
  %6 = load %struct.op*, %struct.op** %p.addr, align 8
  %p2 = getelementptr inbounds %struct.op, %struct.op* %6, i32 0, i32 2
  %7 = load i8, i8* %p2, align 1
  %conv2 = sext i8 %7 to i32
  %add3 = add nsw i32 %add, %conv2
  %8 = load %struct.op*, %struct.op** %p.addr, align 8
  %p3 = getelementptr inbounds %struct.op, %struct.op* %8, i32 0, i32 3
  %9 = load i8, i8* %p3, align 1
  %conv4 = sext i8 %9 to i32
  %add5 = add nsw i32 %add3, %conv4
  %10 = load i32, i32* %s, align 4
  %add6 = add nsw i32 %10, %add5
  store i32 %add6, i32* %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32, i32* %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, i32* %i, align 4
  %12 = load %struct.op*, %struct.op** %p.addr, align 8
  %incdec.ptr = getelementptr inbounds %struct.op, %struct.op* %12, i32 1
  store %struct.op* %incdec.ptr, %struct.op** %p.addr, align 8
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %13 = load i32, i32* %s, align 4
  ret i32 %13
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
!8 = distinct !{!8, !7}
