; ModuleID = 'hashcast.c'
source_filename = "hashcast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { %struct.node*, i8 }
%struct.a = type { i32, i8* }
%struct.b = type { double, i32 }

@generic = dso_local global i8* null, align 8
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @first_row() #0 {
entry:
  %0 = load i8*, i8** @generic, align 8
  %1 = bitcast i8* %0 to i8**
  %2 = load i8*, i8** %1, align 8
  ret i8* %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @quantize(i32 noundef %n) #0 {
entry:
  %retval = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %hash = alloca %struct.node**, align 8
  %t = alloca %struct.node*, align 8
  %i = alloca i32, align 4
  %sum = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  %call = call noalias i8* @calloc(i64 noundef 16, i64 noundef 8) #2
  %0 = bitcast i8* %call to %struct.node**
  store %struct.node** %0, %struct.node*** %hash, align 8
  store i32 0, i32* %sum, align 4
  %1 = load %struct.node**, %struct.node*** %hash, align 8
  %cmp = icmp eq %struct.node** %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %2 = load i32, i32* %i, align 4
  %3 = load i32, i32* %n.addr, align 4
  %cmp1 = icmp slt i32 %2, %3
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call2 = call noalias i8* @malloc(i64 noundef 16) #2
  %4 = bitcast i8* %call2 to %struct.node*
  store %struct.node* %4, %struct.node** %t, align 8
  %5 = load %struct.node*, %struct.node** %t, align 8
  %cmp3 = icmp eq %struct.node* %5, null
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %for.body
  br label %for.end

if.end5:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %conv = trunc i32 %6 to i8
  %7 = load %struct.node*, %struct.node** %t, align 8
  %v = getelementptr inbounds %struct.node, %struct.node* %7, i32 0, i32 1
  store i8 %conv, i8* %v, align 8
  %8 = load %struct.node**, %struct.node*** %hash, align 8
  %9 = load i32, i32* %i, align 4
  %and = and i32 %9, 15
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds %struct.node*, %struct.node** %8, i64 %idxprom
  %10 = load %struct.node*, %struct.node** %arrayidx, align 8
  %11 = load %struct.node*, %struct.node** %t, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %11, i32 0, i32 0
  store %struct.node* %10, %struct.node** %next, align 8
  %12 = load %struct.node*, %struct.node** %t, align 8
  %13 = load %struct.node**, %struct.node*** %hash, align 8
  %14 = load i32, i32* %i, align 4
  %and6 = and i32 %14, 15
  %idxprom7 = sext i32 %and6 to i64
  %arrayidx8 = getelementptr inbounds %struct.node*, %struct.node** %13, i64 %idxprom7
  store %struct.node* %12, %struct.node** %arrayidx8, align 8
  br label %for.inc

for.inc:                                          ; preds = %if.end5
  %15 = load i32, i32* %i, align 4
  %inc = add nsw i32 %15, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %if.then4, %for.cond
  store i32 0, i32* %i, align 4
  br label %for.cond9

for.cond9:                                        ; preds = %for.inc24, %for.end
  %16 = load i32, i32* %i, align 4
  %cmp10 = icmp slt i32 %16, 16
  br i1 %cmp10, label %for.body12, label %for.end26

for.body12:                                       ; preds = %for.cond9
  %17 = load %struct.node**, %struct.node*** %hash, align 8
  %18 = load i32, i32* %i, align 4
  %idxprom13 = sext i32 %18 to i64
  %arrayidx14 = getelementptr inbounds %struct.node*, %struct.node** %17, i64 %idxprom13
  %19 = load %struct.node*, %struct.node** %arrayidx14, align 8
  store %struct.node* %19, %struct.node** %t, align 8
  br label %for.cond15

for.cond15:                                       ; preds = %for.inc21, %for.body12
  %20 = load %struct.node*, %struct.node** %t, align 8
  %cmp16 = icmp ne %struct.node* %20, null
  br i1 %cmp16, label %for.body18, label %for.end23

for.body18:                                       ; preds = %for.cond15
  %21 = load %struct.node*, %struct.node** %t, align 8
  %v19 = getelementptr inbounds %struct.node, %struct.node* %21, i32 0, i32 1
  %22 = load i8, i8* %v19, align 8
  %conv20 = sext i8 %22 to i32
  %23 = load i32, i32* %sum, align 4
  %add = add nsw i32 %23, %conv20
  store i32 %add, i32* %sum, align 4
  br label %for.inc21

for.inc21:                                        ; preds = %for.body18
  %24 = load %struct.node*, %struct.node** %t, align 8
  %next22 = getelementptr inbounds %struct.node, %struct.node* %24, i32 0, i32 0
  %25 = load %struct.node*, %struct.node** %next22, align 8
  store %struct.node* %25, %struct.node** %t, align 8
  br label %for.cond15, !llvm.loop !8

for.end23:                                        ; preds = %for.cond15
  br label %for.inc24

for.inc24:                                        ; preds = %for.end23
  %26 = load i32, i32* %i, align 4
  %inc25 = add nsw i32 %26, 1
  store i32 %inc25, i32* %i, align 4
  br label %for.cond9, !llvm.loop !9

for.end26:                                        ; preds = %for.cond9
  %27 = load %struct.node**, %struct.node*** %hash, align 8
  %28 = bitcast %struct.node** %27 to i8*
  store i8* %28, i8** @generic, align 8
  %29 = load i32, i32* %sum, align 4
  store i32 %29, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end26, %if.then
  %30 = load i32, i32* %retval, align 4
  ret i32 %30
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %pa = alloca %struct.a*, align 8
  %pb = alloca %struct.b*, align 8
  %row = alloca i8*, align 8
  %sum = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.a*
  store %struct.a* %0, %struct.a** %pa, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 16) #2
  %1 = bitcast i8* %call1 to %struct.b*
  store %struct.b* %1, %struct.b** %pb, align 8
  store i32 0, i32* %sum, align 4
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load %struct.a*, %struct.a** %pa, align 8
  %cmp = icmp eq %struct.a* %3, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %4 = load %struct.b*, %struct.b** %pb, align 8
  %cmp2 = icmp eq %struct.b* %4, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load i32, i32* %argc.addr, align 4
  %6 = load %struct.a*, %struct.a** %pa, align 8
  %x = getelementptr inbounds %struct.a, %struct.a* %6, i32 0, i32 0
  store i32 %5, i32* %x, align 8
  %7 = load %struct.a*, %struct.a** %pa, align 8
  %name = getelementptr inbounds %struct.a, %struct.a* %7, i32 0, i32 1
  store i8* null, i8** %name, align 8
  %8 = load %struct.b*, %struct.b** %pb, align 8
  %w = getelementptr inbounds %struct.b, %struct.b* %8, i32 0, i32 0
  store double 1.000000e+00, double* %w, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %10 = load %struct.b*, %struct.b** %pb, align 8
  %k = getelementptr inbounds %struct.b, %struct.b* %10, i32 0, i32 1
  store i32 %9, i32* %k, align 8
  %11 = load %struct.a*, %struct.a** %pa, align 8
  %12 = bitcast %struct.a* %11 to i8*
  store i8* %12, i8** @generic, align 8
  %call3 = call i8* @first_row()
  %cmp4 = icmp ne i8* %call3, null
  %conv = zext i1 %cmp4 to i32
  %13 = load i32, i32* %sum, align 4
  %add = add nsw i32 %13, %conv
  store i32 %add, i32* %sum, align 4
  %14 = load %struct.b*, %struct.b** %pb, align 8
  %15 = bitcast %struct.b* %14 to i8*
  store i8* %15, i8** @generic, align 8
  %call5 = call i8* @first_row()
  %cmp6 = icmp ne i8* %call5, null
  %conv7 = zext i1 %cmp6 to i32
  %16 = load i32, i32* %sum, align 4
  %add8 = add nsw i32 %16, %conv7
  store i32 %add8, i32* %sum, align 4
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0), i8** @generic, align 8
  %call9 = call i8* @first_row()
  store i8* %call9, i8** %row, align 8
  %17 = load i32, i32* %sum, align 4
  %18 = load i32, i32* %argc.addr, align 4
  %call10 = call i32 @quantize(i32 noundef %18)
  %add11 = add nsw i32 %17, %call10
  %19 = load %struct.a*, %struct.a** %pa, align 8
  %x12 = getelementptr inbounds %struct.a, %struct.a* %19, i32 0, i32 0
  %20 = load i32, i32* %x12, align 8
  %add13 = add nsw i32 %add11, %20
  %21 = load %struct.b*, %struct.b** %pb, align 8
  %k14 = getelementptr inbounds %struct.b, %struct.b* %21, i32 0, i32 1
  %22 = load i32, i32* %k14, align 8
  %add15 = add nsw i32 %add13, %22
  %23 = load i8*, i8** %row, align 8
  %cmp16 = icmp ne i8* %23, null
  %conv17 = zext i1 %cmp16 to i32
  %add18 = add nsw i32 %add15, %conv17
  store i32 %add18, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %24 = load i32, i32* %retval, align 4
  ret i32 %24
}

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
!9 = distinct !{!9, !7}
