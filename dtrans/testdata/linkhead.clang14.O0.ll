; ModuleID = 'linkhead.c'
source_filename = "linkhead.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hash = type { i32, %struct.elem* }
%struct.bucket = type { i32, %struct.elem* }
%struct.elem = type { %struct.elem*, %struct.elem*, i8* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @insert(%struct.hash* noundef %h, %struct.bucket* noundef %b, %struct.elem* noundef %n) #0 {
entry:
  %h.addr = alloca %struct.hash*, align 8
  %b.addr = alloca %struct.bucket*, align 8
  %n.addr = alloca %struct.elem*, align 8
  %head = alloca %struct.elem*, align 8
  store %struct.hash* %h, %struct.hash** %h.addr, align 8
  store %struct.bucket* %b, %struct.bucket** %b.addr, align 8
  store %struct.elem* %n, %struct.elem** %n.addr, align 8
  %0 = load %struct.bucket*, %struct.bucket** %b.addr, align 8
  %count = getelementptr inbounds %struct.bucket, %struct.bucket* %0, i32 0, i32 0
  %1 = load i32, i32* %count, align 8
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load %struct.bucket*, %struct.bucket** %b.addr, align 8
  %chain = getelementptr inbounds %struct.bucket, %struct.bucket* %2, i32 0, i32 1
  %3 = load %struct.elem*, %struct.elem** %chain, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.elem* [ %3, %cond.true ], [ null, %cond.false ]
  store %struct.elem* %cond, %struct.elem** %head, align 8
  %4 = load %struct.bucket*, %struct.bucket** %b.addr, align 8
  %count1 = getelementptr inbounds %struct.bucket, %struct.bucket* %4, i32 0, i32 0
  %5 = load i32, i32* %count1, align 8
  %inc = add nsw i32 %5, 1
  store i32 %inc, i32* %count1, align 8
  %6 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %7 = load %struct.bucket*, %struct.bucket** %b.addr, align 8
  %chain2 = getelementptr inbounds %struct.bucket, %struct.bucket* %7, i32 0, i32 1
  store %struct.elem* %6, %struct.elem** %chain2, align 8
  %8 = load %struct.elem*, %struct.elem** %head, align 8
  %tobool3 = icmp ne %struct.elem* %8, null
  br i1 %tobool3, label %if.then, label %if.else11

if.then:                                          ; preds = %cond.end
  %9 = load %struct.elem*, %struct.elem** %head, align 8
  %10 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %next = getelementptr inbounds %struct.elem, %struct.elem* %10, i32 0, i32 0
  store %struct.elem* %9, %struct.elem** %next, align 8
  %11 = load %struct.elem*, %struct.elem** %head, align 8
  %prev = getelementptr inbounds %struct.elem, %struct.elem* %11, i32 0, i32 1
  %12 = load %struct.elem*, %struct.elem** %prev, align 8
  %13 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %prev4 = getelementptr inbounds %struct.elem, %struct.elem* %13, i32 0, i32 1
  store %struct.elem* %12, %struct.elem** %prev4, align 8
  %14 = load %struct.elem*, %struct.elem** %head, align 8
  %prev5 = getelementptr inbounds %struct.elem, %struct.elem* %14, i32 0, i32 1
  %15 = load %struct.elem*, %struct.elem** %prev5, align 8
  %tobool6 = icmp ne %struct.elem* %15, null
  br i1 %tobool6, label %if.then7, label %if.else

if.then7:                                         ; preds = %if.then
  %16 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %17 = load %struct.elem*, %struct.elem** %head, align 8
  %prev8 = getelementptr inbounds %struct.elem, %struct.elem* %17, i32 0, i32 1
  %18 = load %struct.elem*, %struct.elem** %prev8, align 8
  %next9 = getelementptr inbounds %struct.elem, %struct.elem* %18, i32 0, i32 0
  store %struct.elem* %16, %struct.elem** %next9, align 8
  br label %if.end

if.else:                                          ; preds = %if.then
  %19 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %20 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %first = getelementptr inbounds %struct.hash, %struct.hash* %20, i32 0, i32 1
  store %struct.elem* %19, %struct.elem** %first, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then7
  %21 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %22 = load %struct.elem*, %struct.elem** %head, align 8
  %prev10 = getelementptr inbounds %struct.elem, %struct.elem* %22, i32 0, i32 1
  store %struct.elem* %21, %struct.elem** %prev10, align 8
  br label %if.end22

if.else11:                                        ; preds = %cond.end
  %23 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %first12 = getelementptr inbounds %struct.hash, %struct.hash* %23, i32 0, i32 1
  %24 = load %struct.elem*, %struct.elem** %first12, align 8
  %25 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %next13 = getelementptr inbounds %struct.elem, %struct.elem* %25, i32 0, i32 0
  store %struct.elem* %24, %struct.elem** %next13, align 8
  %26 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %first14 = getelementptr inbounds %struct.hash, %struct.hash* %26, i32 0, i32 1
  %27 = load %struct.elem*, %struct.elem** %first14, align 8
  %tobool15 = icmp ne %struct.elem* %27, null
  br i1 %tobool15, label %if.then16, label %if.end19

if.then16:                                        ; preds = %if.else11
  %28 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %29 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %first17 = getelementptr inbounds %struct.hash, %struct.hash* %29, i32 0, i32 1
  %30 = load %struct.elem*, %struct.elem** %first17, align 8
  %prev18 = getelementptr inbounds %struct.elem, %struct.elem* %30, i32 0, i32 1
  store %struct.elem* %28, %struct.elem** %prev18, align 8
  br label %if.end19

if.end19:                                         ; preds = %if.then16, %if.else11
  %31 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %prev20 = getelementptr inbounds %struct.elem, %struct.elem* %31, i32 0, i32 1
  store %struct.elem* null, %struct.elem** %prev20, align 8
  %32 = load %struct.elem*, %struct.elem** %n.addr, align 8
  %33 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %first21 = getelementptr inbounds %struct.hash, %struct.hash* %33, i32 0, i32 1
  store %struct.elem* %32, %struct.elem** %first21, align 8
  br label %if.end22

if.end22:                                         ; preds = %if.end19, %if.end
  %34 = load %struct.hash*, %struct.hash** %h.addr, align 8
  %count23 = getelementptr inbounds %struct.hash, %struct.hash* %34, i32 0, i32 0
  %35 = load i32, i32* %count23, align 8
  %inc24 = add nsw i32 %35, 1
  store i32 %inc24, i32* %count23, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %h = alloca %struct.hash*, align 8
  %b = alloca %struct.bucket*, align 8
  %i = alloca i32, align 4
  %e = alloca %struct.elem*, align 8
  %n = alloca i32, align 4
  %e8 = alloca %struct.elem*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.hash*
  store %struct.hash* %0, %struct.hash** %h, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %1 = bitcast i8* %call1 to %struct.bucket*
  store %struct.bucket* %1, %struct.bucket** %b, align 8
  %2 = load %struct.hash*, %struct.hash** %h, align 8
  %cmp = icmp eq %struct.hash* %2, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %3 = load %struct.bucket*, %struct.bucket** %b, align 8
  %cmp2 = icmp eq %struct.bucket* %3, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %4 = load i32, i32* %i, align 4
  %5 = load i32, i32* %argc.addr, align 4
  %cmp3 = icmp slt i32 %4, %5
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %call4 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %6 = bitcast i8* %call4 to %struct.elem*
  store %struct.elem* %6, %struct.elem** %e, align 8
  %7 = load %struct.elem*, %struct.elem** %e, align 8
  %cmp5 = icmp eq %struct.elem* %7, null
  br i1 %cmp5, label %if.then6, label %if.end7

if.then6:                                         ; preds = %for.body
  store i32 1, i32* %retval, align 4
  br label %return

if.end7:                                          ; preds = %for.body
  %8 = load i8**, i8*** %argv.addr, align 8
  %9 = load i32, i32* %i, align 4
  %idxprom = sext i32 %9 to i64
  %arrayidx = getelementptr inbounds i8*, i8** %8, i64 %idxprom
  %10 = load i8*, i8** %arrayidx, align 8
  %11 = load %struct.elem*, %struct.elem** %e, align 8
  %data = getelementptr inbounds %struct.elem, %struct.elem* %11, i32 0, i32 2
  store i8* %10, i8** %data, align 8
  %12 = load %struct.hash*, %struct.hash** %h, align 8
  %13 = load %struct.bucket*, %struct.bucket** %b, align 8
  %14 = load %struct.elem*, %struct.elem** %e, align 8
  call void @insert(%struct.hash* noundef %12, %struct.bucket* noundef %13, %struct.elem* noundef %14)
  br label %for.inc

for.inc:                                          ; preds = %if.end7
  %15 = load i32, i32* %i, align 4
  %inc = add nsw i32 %15, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %n, align 4
  %16 = load %struct.hash*, %struct.hash** %h, align 8
  %first = getelementptr inbounds %struct.hash, %struct.hash* %16, i32 0, i32 1
  %17 = load %struct.elem*, %struct.elem** %first, align 8
  store %struct.elem* %17, %struct.elem** %e8, align 8
  br label %for.cond9

for.cond9:                                        ; preds = %for.inc13, %for.end
  %18 = load %struct.elem*, %struct.elem** %e8, align 8
  %tobool = icmp ne %struct.elem* %18, null
  br i1 %tobool, label %for.body10, label %for.end14

for.body10:                                       ; preds = %for.cond9
  %19 = load %struct.elem*, %struct.elem** %e8, align 8
  %data11 = getelementptr inbounds %struct.elem, %struct.elem* %19, i32 0, i32 2
  %20 = load i8*, i8** %data11, align 8
  %cmp12 = icmp ne i8* %20, null
  %conv = zext i1 %cmp12 to i32
  %21 = load i32, i32* %n, align 4
  %add = add nsw i32 %21, %conv
  store i32 %add, i32* %n, align 4
  br label %for.inc13

for.inc13:                                        ; preds = %for.body10
  %22 = load %struct.elem*, %struct.elem** %e8, align 8
  %next = getelementptr inbounds %struct.elem, %struct.elem* %22, i32 0, i32 0
  %23 = load %struct.elem*, %struct.elem** %next, align 8
  store %struct.elem* %23, %struct.elem** %e8, align 8
  br label %for.cond9, !llvm.loop !8

for.end14:                                        ; preds = %for.cond9
  %24 = load i32, i32* %n, align 4
  %25 = load %struct.hash*, %struct.hash** %h, align 8
  %count = getelementptr inbounds %struct.hash, %struct.hash* %25, i32 0, i32 0
  %26 = load i32, i32* %count, align 8
  %add15 = add nsw i32 %24, %26
  store i32 %add15, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end14, %if.then6, %if.then
  %27 = load i32, i32* %retval, align 4
  ret i32 %27
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

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
