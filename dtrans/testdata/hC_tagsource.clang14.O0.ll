; ModuleID = 'hC_tagsource.c'
source_filename = "hC_tagsource.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Holder = type { i8*, i32 }
%struct.It = type { i8*, %struct.It* }
%struct.Val = type { %union.anon, i32 }
%union.anon = type { %struct.Obj2* }
%struct.Obj2 = type { i32, i32 }

@h = dso_local global %struct.Holder* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.It* @mk(i8* noundef %name, %struct.It* noundef %next) #0 {
entry:
  %name.addr = alloca i8*, align 8
  %next.addr = alloca %struct.It*, align 8
  %it = alloca %struct.It*, align 8
  store i8* %name, i8** %name.addr, align 8
  store %struct.It* %next, %struct.It** %next.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.It*
  store %struct.It* %0, %struct.It** %it, align 8
  %1 = load i8*, i8** %name.addr, align 8
  %2 = load %struct.It*, %struct.It** %it, align 8
  %name1 = getelementptr inbounds %struct.It, %struct.It* %2, i32 0, i32 0
  store i8* %1, i8** %name1, align 8
  %3 = load %struct.It*, %struct.It** %next.addr, align 8
  %4 = load %struct.It*, %struct.It** %it, align 8
  %next2 = getelementptr inbounds %struct.It, %struct.It* %4, i32 0, i32 1
  store %struct.It* %3, %struct.It** %next2, align 8
  %5 = load %struct.It*, %struct.It** %it, align 8
  ret %struct.It* %5
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(%struct.It* noundef %head) #0 {
entry:
  %head.addr = alloca %struct.It*, align 8
  %n = alloca i32, align 4
  %it = alloca %struct.It*, align 8
  store %struct.It* %head, %struct.It** %head.addr, align 8
  store i32 0, i32* %n, align 4
  %0 = load %struct.It*, %struct.It** %head.addr, align 8
  store %struct.It* %0, %struct.It** %it, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load %struct.It*, %struct.It** %it, align 8
  %tobool = icmp ne %struct.It* %1, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load %struct.It*, %struct.It** %it, align 8
  %name = getelementptr inbounds %struct.It, %struct.It* %2, i32 0, i32 0
  %3 = load i8*, i8** %name, align 8
  %arrayidx = getelementptr inbounds i8, i8* %3, i64 0
  %4 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %4 to i32
  %5 = load i32, i32* %n, align 4
  %add = add nsw i32 %5, %conv
  store i32 %add, i32* %n, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load %struct.It*, %struct.It** %it, align 8
  %next = getelementptr inbounds %struct.It, %struct.It* %6, i32 0, i32 1
  %7 = load %struct.It*, %struct.It** %next, align 8
  store %struct.It* %7, %struct.It** %it, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %8 = load i32, i32* %n, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @objkind(%struct.Val* noundef %v) #0 {
entry:
  %v.addr = alloca %struct.Val*, align 8
  store %struct.Val* %v, %struct.Val** %v.addr, align 8
  %0 = load %struct.Val*, %struct.Val** %v.addr, align 8
  %tag = getelementptr inbounds %struct.Val, %struct.Val* %0, i32 0, i32 1
  %1 = load i32, i32* %tag, align 8
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load %struct.Val*, %struct.Val** %v.addr, align 8
  %u = getelementptr inbounds %struct.Val, %struct.Val* %2, i32 0, i32 0
  %obj = bitcast %union.anon* %u to %struct.Obj2**
  %3 = load %struct.Obj2*, %struct.Obj2** %obj, align 8
  %kind = getelementptr inbounds %struct.Obj2, %struct.Obj2* %3, i32 0, i32 0
  %4 = load i32, i32* %kind, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  %5 = load %struct.Val*, %struct.Val** %v.addr, align 8
  %u1 = getelementptr inbounds %struct.Val, %struct.Val* %5, i32 0, i32 0
  %d = bitcast %union.anon* %u1 to double*
  %6 = load double, double* %d, align 8
  %conv = fptosi double %6 to i32
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ %conv, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %v = alloca %struct.Val*, align 8
  %o = alloca %struct.Obj2*, align 8
  %it = alloca %struct.It*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.Val*
  store %struct.Val* %0, %struct.Val** %v, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 8) #2
  %1 = bitcast i8* %call1 to %struct.Obj2*
  store %struct.Obj2* %1, %struct.Obj2** %o, align 8
  %call2 = call noalias i8* @malloc(i64 noundef 16) #2
  %2 = bitcast i8* %call2 to %struct.Holder*
  store %struct.Holder* %2, %struct.Holder** @h, align 8
  %3 = load i32, i32* %argc.addr, align 4
  %4 = load %struct.Obj2*, %struct.Obj2** %o, align 8
  %kind = getelementptr inbounds %struct.Obj2, %struct.Obj2* %4, i32 0, i32 0
  store i32 %3, i32* %kind, align 4
  %5 = load %struct.Obj2*, %struct.Obj2** %o, align 8
  %refs = getelementptr inbounds %struct.Obj2, %struct.Obj2* %5, i32 0, i32 1
  store i32 1, i32* %refs, align 4
  %6 = load %struct.Obj2*, %struct.Obj2** %o, align 8
  %7 = load %struct.Val*, %struct.Val** %v, align 8
  %u = getelementptr inbounds %struct.Val, %struct.Val* %7, i32 0, i32 0
  %obj = bitcast %union.anon* %u to %struct.Obj2**
  store %struct.Obj2* %6, %struct.Obj2** %obj, align 8
  %8 = load %struct.Val*, %struct.Val** %v, align 8
  %tag = getelementptr inbounds %struct.Val, %struct.Val* %8, i32 0, i32 1
  store i32 1, i32* %tag, align 8
  %9 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %9, i64 0
  %10 = load i8*, i8** %arrayidx, align 8
  %11 = load i8**, i8*** %argv.addr, align 8
  %12 = load i32, i32* %argc.addr, align 4
  %sub = sub nsw i32 %12, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds i8*, i8** %11, i64 %idxprom
  %13 = load i8*, i8** %arrayidx3, align 8
  %call4 = call %struct.It* @mk(i8* noundef %13, %struct.It* noundef null)
  %call5 = call %struct.It* @mk(i8* noundef %10, %struct.It* noundef %call4)
  store %struct.It* %call5, %struct.It** %it, align 8
  %14 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %14, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %15 = load %struct.Val*, %struct.Val** %v, align 8
  %16 = bitcast %struct.Val* %15 to i8*
  %17 = load %struct.Holder*, %struct.Holder** @h, align 8
  %any = getelementptr inbounds %struct.Holder, %struct.Holder* %17, i32 0, i32 0
  store i8* %16, i8** %any, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %18 = load %struct.It*, %struct.It** %it, align 8
  %19 = bitcast %struct.It* %18 to i8*
  %20 = load %struct.Holder*, %struct.Holder** @h, align 8
  %any6 = getelementptr inbounds %struct.Holder, %struct.Holder* %20, i32 0, i32 0
  store i8* %19, i8** %any6, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %21 = load %struct.Holder*, %struct.Holder** @h, align 8
  %any7 = getelementptr inbounds %struct.Holder, %struct.Holder* %21, i32 0, i32 0
  %22 = load i8*, i8** %any7, align 8
  %23 = bitcast i8* %22 to %struct.It*
  %call8 = call i32 @walk(%struct.It* noundef %23)
  %24 = load %struct.Holder*, %struct.Holder** @h, align 8
  %any9 = getelementptr inbounds %struct.Holder, %struct.Holder* %24, i32 0, i32 0
  %25 = load i8*, i8** %any9, align 8
  %26 = bitcast i8* %25 to %struct.Val*
  %call10 = call i32 @objkind(%struct.Val* noundef %26)
  %add = add nsw i32 %call8, %call10
  ret i32 %add
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
