; ModuleID = 'hAB_guesstags.c'
source_filename = "hAB_guesstags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GC = type { %struct.GC*, i32 }
%struct.List = type { %struct.GC*, i32, i32, [1 x %struct.Item] }
%struct.Item = type { i8*, %union.anon.0, i8*, i8* }
%union.anon.0 = type { i8* }
%struct.TV = type { %union.anon, i32 }
%union.anon = type { %struct.GC* }
%struct.Expr = type { %struct.GC*, i32, i32, %struct.Expr* }

@allgc = dso_local global %struct.GC* null, align 8
@nolist = dso_local global %struct.List zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.GC* @newobj(i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca %struct.GC*, align 8
  store i32 %tt, i32* %tt.addr, align 4
  store i64 %sz, i64* %sz.addr, align 8
  %0 = load i64, i64* %sz.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %0) #3
  %1 = bitcast i8* %call to %struct.GC*
  store %struct.GC* %1, %struct.GC** %o, align 8
  %2 = load %struct.GC*, %struct.GC** %o, align 8
  %tobool = icmp ne %struct.GC* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #4
  unreachable

if.end:                                           ; preds = %entry
  %3 = load i32, i32* %tt.addr, align 4
  %4 = load %struct.GC*, %struct.GC** %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %4, i32 0, i32 1
  store i32 %3, i32* %tt1, align 8
  %5 = load %struct.GC*, %struct.GC** @allgc, align 8
  %6 = load %struct.GC*, %struct.GC** %o, align 8
  %next = getelementptr inbounds %struct.GC, %struct.GC* %6, i32 0, i32 0
  store %struct.GC* %5, %struct.GC** %next, align 8
  %7 = load %struct.GC*, %struct.GC** %o, align 8
  store %struct.GC* %7, %struct.GC** @allgc, align 8
  %8 = load %struct.GC*, %struct.GC** %o, align 8
  ret %struct.GC* %8
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setobj(%struct.TV* noundef %t, %struct.GC* noundef %o, i32 noundef %tt) #0 {
entry:
  %t.addr = alloca %struct.TV*, align 8
  %o.addr = alloca %struct.GC*, align 8
  %tt.addr = alloca i32, align 4
  store %struct.TV* %t, %struct.TV** %t.addr, align 8
  store %struct.GC* %o, %struct.GC** %o.addr, align 8
  store i32 %tt, i32* %tt.addr, align 4
  %0 = load %struct.GC*, %struct.GC** %o.addr, align 8
  %1 = load %struct.TV*, %struct.TV** %t.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %1, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  store %struct.GC* %0, %struct.GC** %gc, align 8
  %2 = load i32, i32* %tt.addr, align 4
  %3 = load %struct.TV*, %struct.TV** %t.addr, align 8
  %tt1 = getelementptr inbounds %struct.TV, %struct.TV* %3, i32 0, i32 1
  store i32 %2, i32* %tt1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @touch(%struct.List* noundef %d) #0 {
entry:
  %d.addr = alloca %struct.List*, align 8
  store %struct.List* %d, %struct.List** %d.addr, align 8
  %0 = load %struct.List*, %struct.List** %d.addr, align 8
  %n = getelementptr inbounds %struct.List, %struct.List* %0, i32 0, i32 2
  %1 = load i32, i32* %n, align 4
  %inc = add nsw i32 %1, 1
  store i32 %inc, i32* %n, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @copyfirst(%struct.TV* noundef %o, %struct.List* noundef %d, i32 noundef %i) #0 {
entry:
  %o.addr = alloca %struct.TV*, align 8
  %d.addr = alloca %struct.List*, align 8
  %i.addr = alloca i32, align 4
  %l = alloca %struct.List*, align 8
  store %struct.TV* %o, %struct.TV** %o.addr, align 8
  store %struct.List* %d, %struct.List** %d.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %1 = load %struct.GC*, %struct.GC** %gc, align 8
  %2 = bitcast %struct.GC* %1 to %struct.List*
  %n = getelementptr inbounds %struct.List, %struct.List* %2, i32 0, i32 2
  %3 = load i32, i32* %n, align 4
  %cmp = icmp slt i32 %3, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %4 = load %struct.List*, %struct.List** %d.addr, align 8
  call void @touch(%struct.List* noundef %4)
  %5 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v1 = getelementptr inbounds %struct.TV, %struct.TV* %5, i32 0, i32 0
  %gc2 = bitcast %union.anon* %v1 to %struct.GC**
  %6 = load %struct.GC*, %struct.GC** %gc2, align 8
  %7 = bitcast %struct.GC* %6 to %struct.List*
  store %struct.List* %7, %struct.List** %l, align 8
  %8 = load %struct.List*, %struct.List** %l, align 8
  %a = getelementptr inbounds %struct.List, %struct.List* %8, i32 0, i32 3
  %arrayidx = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a, i64 0, i64 0
  %u = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx, i32 0, i32 1
  %db = bitcast %union.anon.0* %u to i8**
  %9 = load i8*, i8** %db, align 8
  %10 = load %struct.List*, %struct.List** %d.addr, align 8
  %a3 = getelementptr inbounds %struct.List, %struct.List* %10, i32 0, i32 3
  %11 = load i32, i32* %i.addr, align 4
  %idxprom = sext i32 %11 to i64
  %arrayidx4 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a3, i64 0, i64 %idxprom
  %u5 = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx4, i32 0, i32 1
  %db6 = bitcast %union.anon.0* %u5 to i8**
  store i8* %9, i8** %db6, align 8
  %12 = load %struct.List*, %struct.List** %l, align 8
  %a7 = getelementptr inbounds %struct.List, %struct.List* %12, i32 0, i32 3
  %arrayidx8 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a7, i64 0, i64 0
  %sel = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx8, i32 0, i32 3
  %13 = load i8*, i8** %sel, align 8
  %14 = load %struct.List*, %struct.List** %d.addr, align 8
  %a9 = getelementptr inbounds %struct.List, %struct.List* %14, i32 0, i32 3
  %15 = load i32, i32* %i.addr, align 4
  %idxprom10 = sext i32 %15 to i64
  %arrayidx11 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a9, i64 0, i64 %idxprom10
  %sel12 = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx11, i32 0, i32 3
  store i8* %13, i8** %sel12, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %x = alloca %struct.TV, align 8
  %y = alloca %struct.TV, align 8
  %l = alloca %struct.List*, align 8
  %d = alloca %struct.List*, align 8
  %ex = alloca %struct.Expr*, align 8
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 32
  %add = add i64 48, %mul
  %call = call %struct.GC* @newobj(i32 noundef 1, i64 noundef %add)
  %1 = bitcast %struct.GC* %call to %struct.List*
  store %struct.List* %1, %struct.List** %l, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %conv1 = sext i32 %2 to i64
  %mul2 = mul i64 %conv1, 32
  %add3 = add i64 48, %mul2
  %call4 = call %struct.GC* @newobj(i32 noundef 1, i64 noundef %add3)
  %3 = bitcast %struct.GC* %call4 to %struct.List*
  store %struct.List* %3, %struct.List** %d, align 8
  %call5 = call %struct.GC* @newobj(i32 noundef 2, i64 noundef 24)
  %4 = bitcast %struct.GC* %call5 to %struct.Expr*
  store %struct.Expr* %4, %struct.Expr** %ex, align 8
  %5 = load %struct.List*, %struct.List** %d, align 8
  %n = getelementptr inbounds %struct.List, %struct.List* %5, i32 0, i32 2
  store i32 1, i32* %n, align 4
  %6 = load %struct.List*, %struct.List** %l, align 8
  %n6 = getelementptr inbounds %struct.List, %struct.List* %6, i32 0, i32 2
  store i32 1, i32* %n6, align 4
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, i32* %i, align 4
  %8 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sle i32 %7, %8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %9 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %9, i64 0
  %10 = load i8*, i8** %arrayidx, align 8
  %11 = load %struct.List*, %struct.List** %l, align 8
  %a = getelementptr inbounds %struct.List, %struct.List* %11, i32 0, i32 3
  %12 = load i32, i32* %i, align 4
  %idxprom = sext i32 %12 to i64
  %arrayidx8 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a, i64 0, i64 %idxprom
  %name = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx8, i32 0, i32 0
  store i8* %10, i8** %name, align 8
  %13 = load i8**, i8*** %argv.addr, align 8
  %arrayidx9 = getelementptr inbounds i8*, i8** %13, i64 0
  %14 = load i8*, i8** %arrayidx9, align 8
  %15 = load %struct.List*, %struct.List** %l, align 8
  %a10 = getelementptr inbounds %struct.List, %struct.List* %15, i32 0, i32 3
  %16 = load i32, i32* %i, align 4
  %idxprom11 = sext i32 %16 to i64
  %arrayidx12 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a10, i64 0, i64 %idxprom11
  %u = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx12, i32 0, i32 1
  %db = bitcast %union.anon.0* %u to i8**
  store i8* %14, i8** %db, align 8
  %17 = load %struct.List*, %struct.List** %l, align 8
  %a13 = getelementptr inbounds %struct.List, %struct.List* %17, i32 0, i32 3
  %18 = load i32, i32* %i, align 4
  %idxprom14 = sext i32 %18 to i64
  %arrayidx15 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a13, i64 0, i64 %idxprom14
  %alias = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx15, i32 0, i32 2
  store i8* null, i8** %alias, align 8
  %19 = load %struct.List*, %struct.List** %l, align 8
  %a16 = getelementptr inbounds %struct.List, %struct.List* %19, i32 0, i32 3
  %20 = load i32, i32* %i, align 4
  %idxprom17 = sext i32 %20 to i64
  %arrayidx18 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a16, i64 0, i64 %idxprom17
  %sel = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx18, i32 0, i32 3
  store i8* null, i8** %sel, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %21 = load i32, i32* %i, align 4
  %inc = add nsw i32 %21, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %22 = load i32, i32* %argc.addr, align 4
  %23 = load %struct.Expr*, %struct.Expr** %ex, align 8
  %op = getelementptr inbounds %struct.Expr, %struct.Expr* %23, i32 0, i32 2
  store i32 %22, i32* %op, align 4
  %24 = load %struct.Expr*, %struct.Expr** %ex, align 8
  %left = getelementptr inbounds %struct.Expr, %struct.Expr* %24, i32 0, i32 3
  store %struct.Expr* null, %struct.Expr** %left, align 8
  %25 = load %struct.List*, %struct.List** %l, align 8
  %26 = bitcast %struct.List* %25 to %struct.GC*
  call void @setobj(%struct.TV* noundef %x, %struct.GC* noundef %26, i32 noundef 1)
  %27 = load %struct.Expr*, %struct.Expr** %ex, align 8
  %28 = bitcast %struct.Expr* %27 to %struct.GC*
  call void @setobj(%struct.TV* noundef %y, %struct.GC* noundef %28, i32 noundef 2)
  %29 = load %struct.List*, %struct.List** %d, align 8
  call void @copyfirst(%struct.TV* noundef %x, %struct.List* noundef %29, i32 noundef 0)
  call void @touch(%struct.List* noundef @nolist)
  %30 = load %struct.List*, %struct.List** %d, align 8
  %a19 = getelementptr inbounds %struct.List, %struct.List* %30, i32 0, i32 3
  %arrayidx20 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a19, i64 0, i64 0
  %u21 = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx20, i32 0, i32 1
  %db22 = bitcast %union.anon.0* %u21 to i8**
  %31 = load i8*, i8** %db22, align 8
  %cmp23 = icmp ne i8* %31, null
  %conv24 = zext i1 %cmp23 to i32
  ret i32 %conv24
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

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
