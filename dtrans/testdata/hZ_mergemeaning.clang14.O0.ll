; ModuleID = 'hZ_mergemeaning.c'
source_filename = "hZ_mergemeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.index = type { i8*, %struct.index*, i16, i8 }
%struct.table = type { i8*, i32, %struct.index* }
%struct.elem = type { %struct.elem*, i8*, i8* }

@main.i1 = internal global %struct.index { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i32 0, i32 0), %struct.index* null, i16 2, i8 2 }, align 8
@.str = private unnamed_addr constant [3 x i8] c"i1\00", align 1
@main.t1 = internal global %struct.table { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i32 0, %struct.index* @main.i1 }, align 8
@.str.1 = private unnamed_addr constant [3 x i8] c"t1\00", align 1
@main.e2 = internal global %struct.elem { %struct.elem* null, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i32 0, i32 0), i8* bitcast (%struct.table* @main.t1 to i8*) }, align 8
@main.e1 = internal global %struct.elem { %struct.elem* @main.e2, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i32 0, i32 0), i8* bitcast (%struct.index* @main.i1 to i8*) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @lookup(%struct.elem* noundef %e, i8* noundef %k) #0 {
entry:
  %retval = alloca i8*, align 8
  %e.addr = alloca %struct.elem*, align 8
  %k.addr = alloca i8*, align 8
  store %struct.elem* %e, %struct.elem** %e.addr, align 8
  store i8* %k, i8** %k.addr, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load %struct.elem*, %struct.elem** %e.addr, align 8
  %tobool = icmp ne %struct.elem* %0, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load %struct.elem*, %struct.elem** %e.addr, align 8
  %key = getelementptr inbounds %struct.elem, %struct.elem* %1, i32 0, i32 1
  %2 = load i8*, i8** %key, align 8
  %3 = load i8*, i8** %k.addr, align 8
  %call = call i32 @strcmp(i8* noundef %2, i8* noundef %3) #2
  %tobool1 = icmp ne i32 %call, 0
  br i1 %tobool1, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  %4 = load %struct.elem*, %struct.elem** %e.addr, align 8
  %data = getelementptr inbounds %struct.elem, %struct.elem* %4, i32 0, i32 2
  %5 = load i8*, i8** %data, align 8
  store i8* %5, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %6 = load %struct.elem*, %struct.elem** %e.addr, align 8
  %next = getelementptr inbounds %struct.elem, %struct.elem* %6, i32 0, i32 0
  %7 = load %struct.elem*, %struct.elem** %next, align 8
  store %struct.elem* %7, %struct.elem** %e.addr, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  store i8* null, i8** %retval, align 8
  br label %return

return:                                           ; preds = %for.end, %if.then
  %8 = load i8*, i8** %retval, align 8
  ret i8* %8
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @load(%struct.table* noundef %t, %struct.elem* noundef %h, i8* noundef %name) #0 {
entry:
  %retval = alloca i32, align 4
  %t.addr = alloca %struct.table*, align 8
  %h.addr = alloca %struct.elem*, align 8
  %name.addr = alloca i8*, align 8
  %p = alloca %struct.index*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  store %struct.elem* %h, %struct.elem** %h.addr, align 8
  store i8* %name, i8** %name.addr, align 8
  %0 = load i8*, i8** %name.addr, align 8
  %cmp = icmp eq i8* %0, null
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load %struct.table*, %struct.table** %t.addr, align 8
  %idx = getelementptr inbounds %struct.table, %struct.table* %1, i32 0, i32 2
  %2 = load %struct.index*, %struct.index** %idx, align 8
  store %struct.index* %2, %struct.index** %p, align 8
  %3 = load %struct.index*, %struct.index** %p, align 8
  %tobool = icmp ne %struct.index* %3, null
  br i1 %tobool, label %lor.lhs.false, label %if.then2

lor.lhs.false:                                    ; preds = %if.then
  %4 = load %struct.index*, %struct.index** %p, align 8
  %kind = getelementptr inbounds %struct.index, %struct.index* %4, i32 0, i32 3
  %bf.load = load i8, i8* %kind, align 2
  %bf.clear = and i8 %bf.load, 3
  %bf.cast = zext i8 %bf.clear to i32
  %cmp1 = icmp eq i32 %bf.cast, 2
  br i1 %cmp1, label %if.then2, label %if.end

if.then2:                                         ; preds = %lor.lhs.false, %if.then
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  br label %if.end12

if.else:                                          ; preds = %entry
  %5 = load %struct.elem*, %struct.elem** %h.addr, align 8
  %6 = load i8*, i8** %name.addr, align 8
  %call = call i8* @lookup(%struct.elem* noundef %5, i8* noundef %6)
  %7 = bitcast i8* %call to %struct.index*
  store %struct.index* %7, %struct.index** %p, align 8
  %8 = load %struct.index*, %struct.index** %p, align 8
  %tobool3 = icmp ne %struct.index* %8, null
  br i1 %tobool3, label %lor.lhs.false4, label %if.then10

lor.lhs.false4:                                   ; preds = %if.else
  %9 = load %struct.index*, %struct.index** %p, align 8
  %kind5 = getelementptr inbounds %struct.index, %struct.index* %9, i32 0, i32 3
  %bf.load6 = load i8, i8* %kind5, align 2
  %bf.clear7 = and i8 %bf.load6, 3
  %bf.cast8 = zext i8 %bf.clear7 to i32
  %cmp9 = icmp eq i32 %bf.cast8, 3
  br i1 %cmp9, label %if.then10, label %if.end11

if.then10:                                        ; preds = %lor.lhs.false4, %if.else
  store i32 0, i32* %retval, align 4
  br label %return

if.end11:                                         ; preds = %lor.lhs.false4
  br label %if.end12

if.end12:                                         ; preds = %if.end11, %if.end
  %10 = load %struct.index*, %struct.index** %p, align 8
  %stat = getelementptr inbounds %struct.index, %struct.index* %10, i32 0, i32 3
  %bf.load13 = load i8, i8* %stat, align 2
  %bf.clear14 = and i8 %bf.load13, -5
  %bf.set = or i8 %bf.clear14, 4
  store i8 %bf.set, i8* %stat, align 2
  %11 = load %struct.index*, %struct.index** %p, align 8
  %ncol = getelementptr inbounds %struct.index, %struct.index* %11, i32 0, i32 2
  %12 = load i16, i16* %ncol, align 8
  %conv = sext i16 %12 to i32
  store i32 %conv, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end12, %if.then10, %if.then2
  %13 = load i32, i32* %retval, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 1
  %2 = load i8*, i8** %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %2, %cond.true ], [ null, %cond.false ]
  %call = call i32 @load(%struct.table* noundef @main.t1, %struct.elem* noundef @main.e1, i8* noundef %cond)
  %call1 = call i32 @load(%struct.table* noundef @main.t1, %struct.elem* noundef @main.e1, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0))
  %add = add nsw i32 %call, %call1
  ret i32 %add
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readonly willreturn }

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
