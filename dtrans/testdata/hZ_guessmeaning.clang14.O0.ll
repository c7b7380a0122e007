; ModuleID = 'hZ_guessmeaning.c'
source_filename = "hZ_guessmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.list = type { i32, i32, [1 x %struct.item] }
%struct.item = type { %struct.expr*, i8* }
%struct.expr = type { i32, i32, i8*, %struct.expr*, %union.anon }
%union.anon = type { %struct.list* }
%struct.sel = type { i32, i32, i32, i32, %union.anon.0, %union.anon.1 }
%union.anon.0 = type { %struct.list* }
%union.anon.1 = type { i64 }
%struct.holder = type { i8* }

@main.l = internal global %struct.list { i32 1, i32 1, [1 x %struct.item] zeroinitializer }, align 8
@main.s = internal global %struct.sel { i32 3, i32 0, i32 1, i32 0, %union.anon.0 { %struct.list* @main.l }, %union.anon.1 { i64 2 } }, align 8
@main.sub = internal global %struct.expr { i32 1, i32 0, i8* null, %struct.expr* null, %union.anon zeroinitializer }, align 8
@main.top = internal global %struct.expr { i32 2, i32 3, i8* null, %struct.expr* null, %union.anon zeroinitializer }, align 8
@main.h1 = internal global %struct.holder zeroinitializer, align 8
@main.h2 = internal global %struct.holder zeroinitializer, align 8
@main.h3 = internal global %struct.holder zeroinitializer, align 8
@main.h4 = internal global %struct.holder zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @selid(%struct.holder* noundef %h) #0 {
entry:
  %h.addr = alloca %struct.holder*, align 8
  %e = alloca %struct.expr*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  %0 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, %struct.holder* %0, i32 0, i32 0
  %1 = load i8*, i8** %any, align 8
  %2 = bitcast i8* %1 to %struct.expr*
  store %struct.expr* %2, %struct.expr** %e, align 8
  %3 = load %struct.expr*, %struct.expr** %e, align 8
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %3, i32 0, i32 1
  %4 = load i32, i32* %flags, align 4
  %5 = load %struct.expr*, %struct.expr** %e, align 8
  %x = getelementptr inbounds %struct.expr, %struct.expr* %5, i32 0, i32 4
  %sel = bitcast %union.anon* %x to %struct.sel**
  %6 = load %struct.sel*, %struct.sel** %sel, align 8
  %id = getelementptr inbounds %struct.sel, %struct.sel* %6, i32 0, i32 2
  %7 = load i32, i32* %id, align 8
  %add = add nsw i32 %4, %7
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @note() #0 {
entry:
  call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #1, !srcloc !6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsize(%struct.holder* noundef %h, i32 noundef %op) #0 {
entry:
  %retval = alloca i32, align 4
  %h.addr = alloca %struct.holder*, align 8
  %op.addr = alloca i32, align 4
  %e = alloca %struct.expr*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  store i32 %op, i32* %op.addr, align 4
  %0 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, %struct.holder* %0, i32 0, i32 0
  %1 = load i8*, i8** %any, align 8
  %2 = bitcast i8* %1 to %struct.expr*
  store %struct.expr* %2, %struct.expr** %e, align 8
  %3 = load %struct.expr*, %struct.expr** %e, align 8
  %x = getelementptr inbounds %struct.expr, %struct.expr* %3, i32 0, i32 4
  %sel = bitcast %union.anon* %x to %struct.sel**
  %4 = load %struct.sel*, %struct.sel** %sel, align 8
  %tobool = icmp ne %struct.sel* %4, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %5 = load i32, i32* %op.addr, align 4
  %cmp = icmp eq i32 %5, 1
  br i1 %cmp, label %if.then1, label %if.end6

if.then1:                                         ; preds = %if.end
  %6 = load %struct.expr*, %struct.expr** %e, align 8
  %x2 = getelementptr inbounds %struct.expr, %struct.expr* %6, i32 0, i32 4
  %sel3 = bitcast %union.anon* %x2 to %struct.sel**
  %7 = load %struct.sel*, %struct.sel** %sel3, align 8
  %u = getelementptr inbounds %struct.sel, %struct.sel* %7, i32 0, i32 4
  %elist = bitcast %union.anon.0* %u to %struct.list**
  %8 = load %struct.list*, %struct.list** %elist, align 8
  %n = getelementptr inbounds %struct.list, %struct.list* %8, i32 0, i32 0
  %9 = load i32, i32* %n, align 8
  %10 = load %struct.expr*, %struct.expr** %e, align 8
  %x4 = getelementptr inbounds %struct.expr, %struct.expr* %10, i32 0, i32 4
  %sel5 = bitcast %union.anon* %x4 to %struct.sel**
  %11 = load %struct.sel*, %struct.sel** %sel5, align 8
  %v = getelementptr inbounds %struct.sel, %struct.sel* %11, i32 0, i32 5
  %k = bitcast %union.anon.1* %v to i64*
  %12 = load i64, i64* %k, align 8
  %conv = trunc i64 %12 to i32
  %add = add nsw i32 %9, %conv
  store i32 %add, i32* %retval, align 4
  br label %return

if.end6:                                          ; preds = %if.end
  call void @note()
  %13 = load i32, i32* %op.addr, align 4
  %cmp7 = icmp eq i32 %13, 2
  br i1 %cmp7, label %if.then9, label %if.end12

if.then9:                                         ; preds = %if.end6
  %14 = load %struct.expr*, %struct.expr** %e, align 8
  %x10 = getelementptr inbounds %struct.expr, %struct.expr* %14, i32 0, i32 4
  %sel11 = bitcast %union.anon* %x10 to %struct.sel**
  %15 = load %struct.sel*, %struct.sel** %sel11, align 8
  %id = getelementptr inbounds %struct.sel, %struct.sel* %15, i32 0, i32 2
  %16 = load i32, i32* %id, align 8
  store i32 %16, i32* %retval, align 4
  br label %return

if.end12:                                         ; preds = %if.end6
  store i32 1, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end12, %if.then9, %if.then1, %if.then
  %17 = load i32, i32* %retval, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @count(%struct.holder* noundef %h) #0 {
entry:
  %h.addr = alloca %struct.holder*, align 8
  %e = alloca %struct.expr*, align 8
  store %struct.holder* %h, %struct.holder** %h.addr, align 8
  %0 = load %struct.holder*, %struct.holder** %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, %struct.holder* %0, i32 0, i32 0
  %1 = load i8*, i8** %any, align 8
  %2 = bitcast i8* %1 to %struct.expr*
  store %struct.expr* %2, %struct.expr** %e, align 8
  %3 = load %struct.expr*, %struct.expr** %e, align 8
  %flags = getelementptr inbounds %struct.expr, %struct.expr* %3, i32 0, i32 1
  %4 = load i32, i32* %flags, align 4
  %5 = load %struct.expr*, %struct.expr** %e, align 8
  %x = getelementptr inbounds %struct.expr, %struct.expr* %5, i32 0, i32 4
  %list = bitcast %union.anon* %x to %struct.list**
  %6 = load %struct.list*, %struct.list** %list, align 8
  %n = getelementptr inbounds %struct.list, %struct.list* %6, i32 0, i32 0
  %7 = load i32, i32* %n, align 8
  %add = add nsw i32 %4, %7
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @put(%struct.holder* noundef %h, i8* noundef %p) #0 {
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
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  store %struct.sel* @main.s, %struct.sel** bitcast (%union.anon* getelementptr inbounds (%struct.expr, %struct.expr* @main.sub, i32 0, i32 4) to %struct.sel**), align 8
  store %struct.list* @main.l, %struct.list** getelementptr inbounds (%struct.expr, %struct.expr* @main.top, i32 0, i32 4, i32 0), align 8
  call void @put(%struct.holder* noundef @main.h1, i8* noundef bitcast (%struct.expr* @main.sub to i8*))
  call void @put(%struct.holder* noundef @main.h2, i8* noundef bitcast (%struct.expr* @main.top to i8*))
  call void @put(%struct.holder* noundef @main.h3, i8* noundef bitcast (%struct.sel* @main.s to i8*))
  call void @put(%struct.holder* noundef @main.h4, i8* noundef bitcast (%struct.list* @main.l to i8*))
  %call = call i32 @selid(%struct.holder* noundef @main.h1)
  %1 = load i32, i32* %argc.addr, align 4
  %call1 = call i32 @vsize(%struct.holder* noundef @main.h1, i32 noundef %1)
  %add = add nsw i32 %call, %call1
  %call2 = call i32 @count(%struct.holder* noundef @main.h2)
  %add3 = add nsw i32 %add, %call2
  %2 = load i8*, i8** getelementptr inbounds (%struct.holder, %struct.holder* @main.h3, i32 0, i32 0), align 8
  %3 = load i8*, i8** getelementptr inbounds (%struct.holder, %struct.holder* @main.h4, i32 0, i32 0), align 8
  %cmp = icmp ne i8* %2, %3
  %conv = zext i1 %cmp to i32
  %add4 = add nsw i32 %add3, %conv
  %4 = load i32, i32* %argc.addr, align 4
  %add5 = add nsw i32 %add4, %4
  ret i32 %add5
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{i64 1508}
