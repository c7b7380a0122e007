; ModuleID = 'unionphi.c'
source_filename = "unionphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.expr = type { i32, %union.anon, %struct.expr* }
%union.anon = type { i8* }
%struct.tab = type { i32, %struct.col* }
%struct.col = type { i64, i8* }

@.str = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"?\00", align 1
@ge = dso_local global %struct.expr zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @name_of(%struct.expr* noundef %e, %struct.tab* noundef %t, i32 noundef %i) #0 {
entry:
  %retval = alloca i8*, align 8
  %e.addr = alloca %struct.expr*, align 8
  %t.addr = alloca %struct.tab*, align 8
  %i.addr = alloca i32, align 4
  %z = alloca i8*, align 8
  store %struct.expr* %e, %struct.expr** %e.addr, align 8
  store %struct.tab* %t, %struct.tab** %t.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %op = getelementptr inbounds %struct.expr, %struct.expr* %0, i32 0, i32 0
  %1 = load i32, i32* %op, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %i.addr, align 4
  %cmp1 = icmp sge i32 %2, 0
  br i1 %cmp1, label %if.then2, label %if.else

if.then2:                                         ; preds = %if.end
  %3 = load %struct.tab*, %struct.tab** %t.addr, align 8
  %cols = getelementptr inbounds %struct.tab, %struct.tab* %3, i32 0, i32 1
  %4 = load %struct.col*, %struct.col** %cols, align 8
  %5 = load i32, i32* %i.addr, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx = getelementptr inbounds %struct.col, %struct.col* %4, i64 %idxprom
  %name = getelementptr inbounds %struct.col, %struct.col* %arrayidx, i32 0, i32 1
  %6 = load i8*, i8** %name, align 8
  store i8* %6, i8** %z, align 8
  br label %if.end3

if.else:                                          ; preds = %if.end
  %7 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %u = getelementptr inbounds %struct.expr, %struct.expr* %7, i32 0, i32 1
  %tok = bitcast %union.anon* %u to i8**
  %8 = load i8*, i8** %tok, align 8
  store i8* %8, i8** %z, align 8
  br label %if.end3

if.end3:                                          ; preds = %if.else, %if.then2
  %9 = load i8*, i8** %z, align 8
  %tobool = icmp ne i8* %9, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end3
  %10 = load i8*, i8** %z, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end3
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %10, %cond.true ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), %cond.false ]
  store i8* %cond, i8** %retval, align 8
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %11 = load i8*, i8** %retval, align 8
  ret i8* %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %t = alloca %struct.tab*, align 8
  %e = alloca %struct.expr*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.tab*
  store %struct.tab* %0, %struct.tab** %t, align 8
  %1 = load %struct.tab*, %struct.tab** %t, align 8
  %cmp = icmp eq %struct.tab* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %call1 = call noalias i8* @calloc(i64 noundef 2, i64 noundef 16) #2
  %2 = bitcast i8* %call1 to %struct.col*
  %3 = load %struct.tab*, %struct.tab** %t, align 8
  %cols = getelementptr inbounds %struct.tab, %struct.tab* %3, i32 0, i32 1
  store %struct.col* %2, %struct.col** %cols, align 8
  %4 = load %struct.tab*, %struct.tab** %t, align 8
  %cols2 = getelementptr inbounds %struct.tab, %struct.tab* %4, i32 0, i32 1
  %5 = load %struct.col*, %struct.col** %cols2, align 8
  %cmp3 = icmp eq %struct.col* %5, null
  br i1 %cmp3, label %if.then4, label %if.end5

if.then4:                                         ; preds = %if.end
  store i32 2, i32* %retval, align 4
  br label %return

if.end5:                                          ; preds = %if.end
  %6 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %6, i64 0
  %7 = load i8*, i8** %arrayidx, align 8
  %8 = load %struct.tab*, %struct.tab** %t, align 8
  %cols6 = getelementptr inbounds %struct.tab, %struct.tab* %8, i32 0, i32 1
  %9 = load %struct.col*, %struct.col** %cols6, align 8
  %arrayidx7 = getelementptr inbounds %struct.col, %struct.col* %9, i64 1
  %name = getelementptr inbounds %struct.col, %struct.col* %arrayidx7, i32 0, i32 1
  store i8* %7, i8** %name, align 8
  %call8 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %10 = bitcast i8* %call8 to %struct.expr*
  store %struct.expr* %10, %struct.expr** %e, align 8
  %11 = load %struct.expr*, %struct.expr** %e, align 8
  %cmp9 = icmp eq %struct.expr* %11, null
  br i1 %cmp9, label %if.then10, label %if.end11

if.then10:                                        ; preds = %if.end5
  store i32 3, i32* %retval, align 4
  br label %return

if.end11:                                         ; preds = %if.end5
  %12 = load i8**, i8*** %argv.addr, align 8
  %arrayidx12 = getelementptr inbounds i8*, i8** %12, i64 0
  %13 = load i8*, i8** %arrayidx12, align 8
  %14 = load %struct.expr*, %struct.expr** %e, align 8
  %u = getelementptr inbounds %struct.expr, %struct.expr* %14, i32 0, i32 1
  %tok = bitcast %union.anon* %u to i8**
  store i8* %13, i8** %tok, align 8
  %15 = load i32, i32* %argc.addr, align 4
  %16 = load %struct.expr*, %struct.expr** %e, align 8
  %op = getelementptr inbounds %struct.expr, %struct.expr* %16, i32 0, i32 0
  store i32 %15, i32* %op, align 8
  %17 = load i8**, i8*** %argv.addr, align 8
  %arrayidx13 = getelementptr inbounds i8*, i8** %17, i64 0
  %18 = load i8*, i8** %arrayidx13, align 8
  store i8* %18, i8** getelementptr inbounds (%struct.expr, %struct.expr* @ge, i32 0, i32 1, i32 0), align 8
  %19 = load %struct.expr*, %struct.expr** %e, align 8
  %20 = load %struct.tab*, %struct.tab** %t, align 8
  %21 = load i32, i32* %argc.addr, align 4
  %sub = sub nsw i32 %21, 2
  %call14 = call i8* @name_of(%struct.expr* noundef %19, %struct.tab* noundef %20, i32 noundef %sub)
  %arrayidx15 = getelementptr inbounds i8, i8* %call14, i64 0
  %22 = load i8, i8* %arrayidx15, align 1
  %conv = sext i8 %22 to i32
  %23 = load %struct.tab*, %struct.tab** %t, align 8
  %24 = load i32, i32* %argc.addr, align 4
  %call16 = call i8* @name_of(%struct.expr* noundef @ge, %struct.tab* noundef %23, i32 noundef %24)
  %arrayidx17 = getelementptr inbounds i8, i8* %call16, i64 0
  %25 = load i8, i8* %arrayidx17, align 1
  %conv18 = sext i8 %25 to i32
  %add = add nsw i32 %conv, %conv18
  %conv19 = sext i32 %add to i64
  %26 = load %struct.tab*, %struct.tab** %t, align 8
  %cols20 = getelementptr inbounds %struct.tab, %struct.tab* %26, i32 0, i32 1
  %27 = load %struct.col*, %struct.col** %cols20, align 8
  %arrayidx21 = getelementptr inbounds %struct.col, %struct.col* %27, i64 0
  %aff = getelementptr inbounds %struct.col, %struct.col* %arrayidx21, i32 0, i32 0
  %28 = load i64, i64* %aff, align 8
  %add22 = add nsw i64 %conv19, %28
  %29 = load %struct.expr*, %struct.expr** %e, align 8
  %op23 = getelementptr inbounds %struct.expr, %struct.expr* %29, i32 0, i32 0
  %30 = load i32, i32* %op23, align 8
  %conv24 = sext i32 %30 to i64
  %add25 = add nsw i64 %add22, %conv24
  %conv26 = trunc i64 %add25 to i32
  store i32 %conv26, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end11, %if.then10, %if.then4, %if.then
  %31 = load i32, i32* %retval, align 4
  ret i32 %31
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
