; ModuleID = 'hA_offsetunion.c'
source_filename = "hA_offsetunion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Expr = type { i32, i32, %struct.Expr*, %union.anon }
%union.anon = type { %struct.List* }
%struct.List = type { i32, i32, i8* }
%struct.Sel = type { i32, i32, %struct.Sel*, %struct.List* }
%struct.holder = type { i8* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsize(%struct.Expr* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.Expr*, align 8
  %l = alloca %struct.List*, align 8
  store %struct.Expr* %e, %struct.Expr** %e.addr, align 8
  %0 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %0, i32 0, i32 0
  %1 = load i32, i32* %op, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %2, i32 0, i32 3
  %pSelect = bitcast %union.anon* %x to %struct.Sel**
  %3 = load %struct.Sel*, %struct.Sel** %pSelect, align 8
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %3, i32 0, i32 3
  br label %cond.end

cond.false:                                       ; preds = %entry
  %4 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %x1 = getelementptr inbounds %struct.Expr, %struct.Expr* %4, i32 0, i32 3
  %pList = bitcast %union.anon* %x1 to %struct.List**
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.List** [ %pEList, %cond.true ], [ %pList, %cond.false ]
  %5 = load %struct.List*, %struct.List** %cond, align 8
  store %struct.List* %5, %struct.List** %l, align 8
  %6 = load %struct.List*, %struct.List** %l, align 8
  %n = getelementptr inbounds %struct.List, %struct.List* %6, i32 0, i32 0
  %7 = load i32, i32* %n, align 8
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sflags(%struct.Expr* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.Expr*, align 8
  store %struct.Expr* %e, %struct.Expr** %e.addr, align 8
  %0 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %0, i32 0, i32 0
  %1 = load i32, i32* %op, align 8
  %2 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %2, i32 0, i32 3
  %pSelect = bitcast %union.anon* %x to %struct.Sel**
  %3 = load %struct.Sel*, %struct.Sel** %pSelect, align 8
  %selFlags = getelementptr inbounds %struct.Sel, %struct.Sel* %3, i32 0, i32 0
  %4 = load i32, i32* %selFlags, align 8
  %add = add nsw i32 %1, %4
  %5 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %x1 = getelementptr inbounds %struct.Expr, %struct.Expr* %5, i32 0, i32 3
  %pSelect2 = bitcast %union.anon* %x1 to %struct.Sel**
  %6 = load %struct.Sel*, %struct.Sel** %pSelect2, align 8
  %iLimit = getelementptr inbounds %struct.Sel, %struct.Sel* %6, i32 0, i32 1
  %7 = load i32, i32* %iLimit, align 4
  %add3 = add nsw i32 %add, %7
  ret i32 %add3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lcount(%struct.Expr* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.Expr*, align 8
  store %struct.Expr* %e, %struct.Expr** %e.addr, align 8
  %0 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %flags = getelementptr inbounds %struct.Expr, %struct.Expr* %0, i32 0, i32 1
  %1 = load i32, i32* %flags, align 4
  %2 = load %struct.Expr*, %struct.Expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %2, i32 0, i32 3
  %pList = bitcast %union.anon* %x to %struct.List**
  %3 = load %struct.List*, %struct.List** %pList, align 8
  %n = getelementptr inbounds %struct.List, %struct.List* %3, i32 0, i32 0
  %4 = load i32, i32* %n, align 8
  %add = add nsw i32 %1, %4
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @hold(%struct.holder* noundef %h, i8* noundef %p) #0 {
entry:
  %h.addr = alloca %struct.holder*, align 8
  %p.addr = alloca i8*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  %1 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, %struct.holder* %1, i32 0, i32 0
  store i8* %0, i8** %any, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %l = alloca %struct.List*, align 8
  %e = alloca %struct.Expr*, align 8
  %f = alloca %struct.Expr*, align 8
  %s = alloca %struct.Sel*, align 8
  %h = alloca %struct.holder*, align 8
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
  %2 = bitcast i8* %call2 to %struct.Expr*
  store %struct.Expr* %2, %struct.Expr** %f, align 8
  %call3 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %3 = bitcast i8* %call3 to %struct.Sel*
  store %struct.Sel* %3, %struct.Sel** %s, align 8
  %call4 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 8) #2
  %4 = bitcast i8* %call4 to %struct.holder*
  store %struct.holder* %4, %struct.holder** %h, align 8
  %5 = load i8**, i8*** %argv.addr, align 8
  %6 = load %struct.List*, %struct.List** %l, align 8
  %cmp = icmp eq %struct.List* %6, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %7 = load %struct.Expr*, %struct.Expr** %e, align 8
  %cmp5 = icmp eq %struct.Expr* %7, null
  br i1 %cmp5, label %if.then, label %lor.lhs.false6

lor.lhs.false6:                                   ; preds = %lor.lhs.false
  %8 = load %struct.Expr*, %struct.Expr** %f, align 8
  %cmp7 = icmp eq %struct.Expr* %8, null
  br i1 %cmp7, label %if.then, label %lor.lhs.false8

lor.lhs.false8:                                   ; preds = %lor.lhs.false6
  %9 = load %struct.Sel*, %struct.Sel** %s, align 8
  %cmp9 = icmp eq %struct.Sel* %9, null
  br i1 %cmp9, label %if.then, label %lor.lhs.false10

lor.lhs.false10:                                  ; preds = %lor.lhs.false8
  %10 = load %struct.holder*, %struct.holder** %h, align 8
  %cmp11 = icmp eq %struct.holder* %10, null
  br i1 %cmp11, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false10, %lor.lhs.false8, %lor.lhs.false6, %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false10
  %11 = load i32, i32* %argc.addr, align 4
  %12 = load %struct.List*, %struct.List** %l, align 8
  %n = getelementptr inbounds %struct.List, %struct.List* %12, i32 0, i32 0
  store i32 %11, i32* %n, align 8
  %13 = load %struct.List*, %struct.List** %l, align 8
  %14 = load %struct.Sel*, %struct.Sel** %s, align 8
  %pEList = getelementptr inbounds %struct.Sel, %struct.Sel* %14, i32 0, i32 3
  store %struct.List* %13, %struct.List** %pEList, align 8
  %15 = load %struct.Expr*, %struct.Expr** %e, align 8
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %15, i32 0, i32 0
  store i32 1, i32* %op, align 8
  %16 = load %struct.Sel*, %struct.Sel** %s, align 8
  %17 = load %struct.Expr*, %struct.Expr** %e, align 8
  %x = getelementptr inbounds %struct.Expr, %struct.Expr* %17, i32 0, i32 3
  %pSelect = bitcast %union.anon* %x to %struct.Sel**
  store %struct.Sel* %16, %struct.Sel** %pSelect, align 8
  %18 = load %struct.List*, %struct.List** %l, align 8
  %19 = load %struct.Expr*, %struct.Expr** %f, align 8
  %x12 = getelementptr inbounds %struct.Expr, %struct.Expr* %19, i32 0, i32 3
  %pList = bitcast %union.anon* %x12 to %struct.List**
  store %struct.List* %18, %struct.List** %pList, align 8
  %20 = load %struct.holder*, %struct.holder** %h, align 8
  %21 = load i32, i32* %argc.addr, align 4
  %cmp13 = icmp sgt i32 %21, 5
  br i1 %cmp13, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %22 = load %struct.Expr*, %struct.Expr** %e, align 8
  %23 = bitcast %struct.Expr* %22 to i8*
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %24 = load %struct.Sel*, %struct.Sel** %s, align 8
  %25 = bitcast %struct.Sel* %24 to i8*
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %23, %cond.true ], [ %25, %cond.false ]
  call void @hold(%struct.holder* noundef %20, i8* noundef %cond)
  %26 = load %struct.Expr*, %struct.Expr** %e, align 8
  %call14 = call i32 @vsize(%struct.Expr* noundef %26)
  %27 = load %struct.Expr*, %struct.Expr** %f, align 8
  %call15 = call i32 @vsize(%struct.Expr* noundef %27)
  %add = add nsw i32 %call14, %call15
  %28 = load %struct.Expr*, %struct.Expr** %e, align 8
  %call16 = call i32 @sflags(%struct.Expr* noundef %28)
  %add17 = add nsw i32 %add, %call16
  %29 = load %struct.Expr*, %struct.Expr** %f, align 8
  %call18 = call i32 @lcount(%struct.Expr* noundef %29)
  %add19 = add nsw i32 %add17, %call18
  store i32 %add19, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %30 = load i32, i32* %retval, align 4
  ret i32 %30
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
