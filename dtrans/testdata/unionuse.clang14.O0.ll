; ModuleID = 'unionuse.c'
source_filename = "unionuse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sel = type { i32, i32, i32, i32, %struct.list* }
%struct.list = type { i32, i32, [1 x %struct.item] }
%struct.item = type { %struct.expr*, i8* }
%struct.expr = type { i32, i32, i8*, %struct.expr*, %union.anon }
%union.anon = type { %struct.list* }

@kept = dso_local global i8* null, align 8
@main.s = internal global %struct.sel { i32 3, i32 0, i32 1, i32 0, %struct.list* null }, align 8
@main.sub = internal global %struct.expr { i32 4, i32 0, i8* null, %struct.expr* null, %union.anon zeroinitializer }, align 8
@main.leaf = internal global %struct.expr { i32 1, i32 0, i8* null, %struct.expr* null, %union.anon zeroinitializer }, align 8
@main.l = internal global %struct.list { i32 1, i32 1, [1 x %struct.item] [%struct.item { %struct.expr* @main.leaf, i8* null }] }, align 8
@main.top = internal global %struct.expr { i32 2, i32 3, i8* null, %struct.expr* null, %union.anon { %struct.list* @main.l } }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @count(%struct.expr* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.expr*, align 8
  store %struct.expr* %e, %struct.expr** %e.addr, align 8
  %0 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %0, i32 0, i32 1
  %1 = load i32, i32* %flags, align 4
  %2 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, %struct.expr* %2, i32 0, i32 4
  %list = bitcast %union.anon* %x to %struct.list**
  %3 = load %struct.list*, %struct.list** %list, align 8
  %n = getelementptr inbounds %struct.list, %struct.list* %3, i32 0, i32 0
  %4 = load i32, i32* %n, align 8
  %add = add nsw i32 %1, %4
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @selid(%struct.expr* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.expr*, align 8
  store %struct.expr* %e, %struct.expr** %e.addr, align 8
  %0 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %0, i32 0, i32 1
  %1 = load i32, i32* %flags, align 4
  %2 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, %struct.expr* %2, i32 0, i32 4
  %sel = bitcast %union.anon* %x to %struct.sel**
  %3 = load %struct.sel*, %struct.sel** %sel, align 8
  %id = getelementptr inbounds %struct.sel, %struct.sel* %3, i32 0, i32 2
  %4 = load i32, i32* %id, align 8
  %add = add nsw i32 %1, %4
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.expr* @skip(%struct.expr* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.expr*, align 8
  store %struct.expr* %e, %struct.expr** %e.addr, align 8
  br label %while.cond

while.cond:                                       ; preds = %if.end, %entry
  %0 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %tobool = icmp ne %struct.expr* %0, null
  br i1 %tobool, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %1 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %1, i32 0, i32 1
  %2 = load i32, i32* %flags, align 4
  %and = and i32 %2, 1
  %tobool1 = icmp ne i32 %and, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %3 = phi i1 [ false, %while.cond ], [ %tobool1, %land.rhs ]
  br i1 %3, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %4 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %flags2 = getelementptr inbounds %struct.expr, %struct.expr* %4, i32 0, i32 1
  %5 = load i32, i32* %flags2, align 4
  %and3 = and i32 %5, 2
  %tobool4 = icmp ne i32 %and3, 0
  br i1 %tobool4, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %6 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, %struct.expr* %6, i32 0, i32 4
  %list = bitcast %union.anon* %x to %struct.list**
  %7 = load %struct.list*, %struct.list** %list, align 8
  %a = getelementptr inbounds %struct.list, %struct.list* %7, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.item], [1 x %struct.item]* %a, i64 0, i64 0
  %e5 = getelementptr inbounds %struct.item, %struct.item* %arrayidx, i32 0, i32 0
  %8 = load %struct.expr*, %struct.expr** %e5, align 8
  store %struct.expr* %8, %struct.expr** %e.addr, align 8
  br label %if.end

if.else:                                          ; preds = %while.body
  %9 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %left = getelementptr inbounds %struct.expr, %struct.expr* %9, i32 0, i32 3
  %10 = load %struct.expr*, %struct.expr** %left, align 8
  store %struct.expr* %10, %struct.expr** %e.addr, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %11 = load %struct.expr*, %struct.expr** %e.addr, align 8
  ret %struct.expr* %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.expr* @first(%struct.expr* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.expr*, align 8
  store %struct.expr* %e, %struct.expr** %e.addr, align 8
  %0 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, %struct.expr* %0, i32 0, i32 4
  %list = bitcast %union.anon* %x to %struct.list**
  %1 = load %struct.list*, %struct.list** %list, align 8
  %a = getelementptr inbounds %struct.list, %struct.list* %1, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.item], [1 x %struct.item]* %a, i64 0, i64 0
  %e1 = getelementptr inbounds %struct.item, %struct.item* %arrayidx, i32 0, i32 0
  %2 = load %struct.expr*, %struct.expr** %e1, align 8
  ret %struct.expr* %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setsel(%struct.expr* noundef %e, %struct.sel* noundef %s) #0 {
entry:
  %e.addr = alloca %struct.expr*, align 8
  %s.addr = alloca %struct.sel*, align 8
  store %struct.expr* %e, %struct.expr** %e.addr, align 8
  store %struct.sel* %s, %struct.sel** %s.addr, align 8
  %0 = load %struct.sel*, %struct.sel** %s.addr, align 8
  %1 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %x = getelementptr inbounds %struct.expr, %struct.expr* %1, i32 0, i32 4
  %sel = bitcast %union.anon* %x to %struct.sel**
  store %struct.sel* %0, %struct.sel** %sel, align 8
  %2 = load %struct.expr*, %struct.expr** %e.addr, align 8
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %2, i32 0, i32 1
  %3 = load i32, i32* %flags, align 4
  %or = or i32 %3, 4
  store i32 %or, i32* %flags, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @keep(i8* noundef %p) #0 {
entry:
  %p.addr = alloca i8*, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  store i8* %0, i8** @kept, align 8
  ret void
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
  %0 = load i8**, i8*** %argv.addr, align 8
  call void @setsel(%struct.expr* noundef @main.sub, %struct.sel* noundef @main.s)
  call void @keep(i8* noundef bitcast (%struct.sel* @main.s to i8*))
  call void @keep(i8* noundef bitcast (%struct.list* @main.l to i8*))
  call void @keep(i8* noundef bitcast (%struct.expr* @main.top to i8*))
  %call = call i32 @count(%struct.expr* noundef @main.top)
  %call1 = call i32 @selid(%struct.expr* noundef @main.sub)
  %add = add nsw i32 %call, %call1
  %call2 = call %struct.expr* @skip(%struct.expr* noundef @main.top)
  %cmp = icmp eq %struct.expr* %call2, @main.leaf
  %conv = zext i1 %cmp to i32
  %add3 = add nsw i32 %add, %conv
  %call4 = call %struct.expr* @first(%struct.expr* noundef @main.top)
  %cmp5 = icmp eq %struct.expr* %call4, @main.leaf
  %conv6 = zext i1 %cmp5 to i32
  %add7 = add nsw i32 %add3, %conv6
  %1 = load i32, i32* %argc.addr, align 4
  %add8 = add nsw i32 %add7, %1
  ret i32 %add8
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
