; ModuleID = 'hA_offsetphi.c'
source_filename = "hA_offsetphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Expr = type { i32, i32, %struct.Expr*, %union.anon }
%union.anon = type { %struct.List* }
%struct.List = type { i32, i32, i8* }
%struct.Sel = type { i32, i32, %struct.Sel*, %struct.List* }

@noted = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsize(%struct.Expr* noundef %e, %struct.Sel* noundef %s) #0 {
entry:
  %e.addr = alloca %struct.Expr*, align 8
  %s.addr = alloca %struct.Sel*, align 8
  %l = alloca %struct.List*, align 8
  store %struct.Expr* %e, %struct.Expr** %e.addr, align 8
  store %struct.Sel* %s, %struct.Sel** %s.addr, align 8
  %0 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %0, i32 0, i32 0
  %1 = load i32, i32* %op, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load %struct.Sel*, %struct.Sel** %s.addr, align 8
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %2, i32 0, i32 3
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %3, i32 0, i32 3
  %pList = bitcast %union.anon* %x to %struct.List**
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.List** [ %pEList, %cond.true ], [ %pList, %cond.false ]
  %4 = load %struct.List*, %struct.List** %cond, align 8
  store %struct.List* %4, %struct.List** %l, align 8
  %5 = load %struct.List*, %struct.List** %l, align 8
  %n = getelementptr inbounds %struct.List, %struct.List* %5, i32 0, i32 0
  %6 = load i32, i32* %n, align 8
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @note(i32 noundef %k) #0 {
entry:
  %k.addr = alloca i32, align 4
  store i32 %k, i32* %k.addr, align 4
  %0 = load i32, i32* %k.addr, align 4
  %1 = load i32, i32* @noted, align 4
  %add = add nsw i32 %1, %0
  store i32 %add, i32* @noted, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsize2(%struct.Expr* noundef %e, %struct.Sel* noundef %s, i32 noundef %k) #0 {
entry:
  %e.addr = alloca %struct.Expr*, align 8
  %s.addr = alloca %struct.Sel*, align 8
  %k.addr = alloca i32, align 4
  %pp = alloca %struct.List**, align 8
  store %struct.Expr* %e, %struct.Expr** %e.addr, align 8
  store %struct.Sel* %s, %struct.Sel** %s.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  %0 = load i32, i32* %k.addr, align 4
  %cmp = icmp sgt i32 %0, 3
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %1 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %flags = getelementptr inbounds %struct.Expr, %struct.Expr* %1, i32 0, i32 1
  %2 = load i32, i32* %flags, align 4
  %3 = load i32, i32* %k.addr, align 4
  %add = add nsw i32 %2, %3
  call void @note(i32 noundef %add)
  %4 = load %struct.Sel*, %struct.Sel** %s.addr, align 8
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %4, i32 0, i32 3
  store %struct.List** %pEList, %struct.List*** %pp, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %5 = load %struct.Sel*, %struct.Sel** %s.addr, align 8
  %iLimit = getelementptr inbounds %struct.Sel, %struct.Sel* %5, i32 0, i32 1
  %6 = load i32, i32* %iLimit, align 4
  %7 = load i32, i32* %k.addr, align 4
  %sub = sub nsw i32 %6, %7
  call void @note(i32 noundef %sub)
  %8 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %8, i32 0, i32 3
  %pList = bitcast %union.anon* %x to %struct.List**
  store %struct.List** %pList, %struct.List*** %pp, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %9 = load %struct.List**, %struct.List*** %pp, align 8
  %10 = load %struct.List*, %struct.List** %9, align 8
  %alloc = getelementptr inbounds %struct.List, %struct.List* %10, i32 0, i32 1
  %11 = load i32, i32* %alloc, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %l = alloca %struct.List*, align 8
  %e = alloca %struct.Expr*, align 8
  %s = alloca %struct.Sel*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.List*
  store %struct.List* %0, %struct.List** %l, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %1 = bitcast i8* %call1 to %struct.Expr*
  store %struct.Expr* %1, %struct.Expr** %e, align 8
  %call2 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %2 = bitcast i8* %call2 to %struct.Sel*
  store %struct.Sel* %2, %struct.Sel** %s, align 8
  %3 = load i8**, i8*** %argv.addr, align 8
  %4 = load %struct.List*, %struct.List** %l, align 8
  %cmp = icmp eq %struct.List* %4, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %5 = load %struct.Expr*, %struct.Expr** %e, align 8
  %cmp3 = icmp eq %struct.Expr* %5, null
  br i1 %cmp3, label %if.then, label %lor.lhs.false4

lor.lhs.false4:                                   ; preds = %lor.lhs.false
  %6 = load %struct.Sel*, %struct.Sel** %s, align 8
  %cmp5 = icmp eq %struct.Sel* %6, null
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false4, %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false4
  %7 = load i32, i32* %argc.addr, align 4
  %8 = load %struct.List*, %struct.List** %l, align 8
  %n = getelementptr inbounds %struct.List, %struct.List* %8, i32 0, i32 0
  store i32 %7, i32* %n, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %10 = load %struct.Expr*, %struct.Expr** %e, align 8
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %10, i32 0, i32 0
  store i32 %9, i32* %op, align 8
  %11 = load %struct.List*, %struct.List** %l, align 8
  %12 = load %struct.Expr*, %struct.Expr** %e, align 8
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %12, i32 0, i32 3
  %pList = bitcast %union.anon* %x to %struct.List**
  store %struct.List* %11, %struct.List** %pList, align 8
  %13 = load %struct.List*, %struct.List** %l, align 8
  %14 = load %struct.Sel*, %struct.Sel** %s, align 8
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %14, i32 0, i32 3
  store %struct.List* %13, %struct.List** %pEList, align 8
  %15 = load %struct.Sel*, %struct.Sel** %s, align 8
  %pPrior = getelementptr inbounds %struct.Sel, %struct.Sel* %15, i32 0, i32 2
  store %struct.Sel* null, %struct.Sel** %pPrior, align 8
  %16 = load %struct.Expr*, %struct.Expr** %e, align 8
  %left = getelementptr inbounds %struct.Expr, %struct.Expr* %16, i32 0, i32 2
  store %struct.Expr* null, %struct.Expr** %left, align 8
  %17 = load %struct.Expr*, %struct.Expr** %e, align 8
  %18 = load %struct.Sel*, %struct.Sel** %s, align 8
  %call6 = call i32 @vsize(%struct.Expr* noundef %17, %struct.Sel* noundef %18)
  %19 = load %struct.Expr*, %struct.Expr** %e, align 8
  %20 = load %struct.Sel*, %struct.Sel** %s, align 8
  %21 = load i32, i32* %argc.addr, align 4
  %call7 = call i32 @vsize2(%struct.Expr* noundef %19, %struct.Sel* noundef %20, i32 noundef %21)
  %add = add nsw i32 %call6, %call7
  store i32 %add, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %22 = load i32, i32* %retval, align 4
  ret i32 %22
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
