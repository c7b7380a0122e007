; ModuleID = 'hZ_guessmeaning.c'
source_filename = "hZ_guessmeaning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.list = type { i32, i32, [1 x %struct.item] }
%struct.item = type { ptr, ptr }
%struct.sel = type { i32, i32, i32, i32, %union.anon.0, %union.anon.1 }
%union.anon.0 = type { ptr }
%union.anon.1 = type { i64 }
%struct.expr = type { i32, i32, ptr, ptr, %union.anon }
%union.anon = type { ptr }
%struct.holder = type { ptr }

@main.l = internal global %struct.list { i32 1, i32 1, [1 x %struct.item] zeroinitializer }, align 8
@main.s = internal global %struct.sel { i32 3, i32 0, i32 1, i32 0, %union.anon.0 { ptr @main.l }, %union.anon.1 { i64 2 } }, align 8
@main.sub = internal global %struct.expr { i32 1, i32 0, ptr null, ptr null, %union.anon zeroinitializer }, align 8
@main.top = internal global %struct.expr { i32 2, i32 3, ptr null, ptr null, %union.anon zeroinitializer }, align 8
@main.h1 = internal global %struct.holder zeroinitializer, align 8
@main.h2 = internal global %struct.holder zeroinitializer, align 8
@main.h3 = internal global %struct.holder zeroinitializer, align 8
@main.h4 = internal global %struct.holder zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @selid(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %e = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %any, align 8
  store ptr %1, ptr %e, align 8
  %2 = load ptr, ptr %e, align 8
  %flags = getelementptr inbounds %struct.expr, ptr %2, i32 0, i32 1
  %3 = load i32, ptr %flags, align 4
  %4 = load ptr, ptr %e, align 8
  %x = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 4
  %5 = load ptr, ptr %x, align 8
  %id = getelementptr inbounds %struct.sel, ptr %5, i32 0, i32 2
  %6 = load i32, ptr %id, align 8
  %add = add nsw i32 %3, %6
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @note() #0 {
entry:
  call void asm sideeffect "", "~{dirflag},~{fpsr},~{flags}"() #1, !srcloc !6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vsize(ptr noundef %h, i32 noundef %op) #0 {
entry:
  %retval = alloca i32, align 4
  %h.addr = alloca ptr, align 8
  %op.addr = alloca i32, align 4
  %e = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store i32 %op, ptr %op.addr, align 4
  %0 = load ptr, ptr %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %any, align 8
  store ptr %1, ptr %e, align 8
  %2 = load ptr, ptr %e, align 8
  %x = getelementptr inbounds %struct.expr, ptr %2, i32 0, i32 4
  %3 = load ptr, ptr %x, align 8
  %tobool = icmp ne ptr %3, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 0, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %4 = load i32, ptr %op.addr, align 4
  %cmp = icmp eq i32 %4, 1
  br i1 %cmp, label %if.then1, label %if.end4

if.then1:                                         ; preds = %if.end
  %5 = load ptr, ptr %e, align 8
  %x2 = getelementptr inbounds %struct.expr, ptr %5, i32 0, i32 4
  %6 = load ptr, ptr %x2, align 8
  %u = getelementptr inbounds %struct.sel, ptr %6, i32 0, i32 4
  %7 = load ptr, ptr %u, align 8
  %n = getelementptr inbounds %struct.list, ptr %7, i32 0, i32 0
  %8 = load i32, ptr %n, align 8
  %9 = load ptr, ptr %e, align 8
  %x3 = getelementptr inbounds %struct.expr, ptr %9, i32 0, i32 4
  %10 = load ptr, ptr %x3, align 8
  %v = getelementptr inbounds %struct.sel, ptr %10, i32 0, i32 5
  %11 = load i64, ptr %v, align 8
  %conv = trunc i64 %11 to i32
  %add = add nsw i32 %8, %conv
  store i32 %add, ptr %retval, align 4
  br label %return

if.end4:                                          ; preds = %if.end
  call void @note()
  %12 = load i32, ptr %op.addr, align 4
  %cmp5 = icmp eq i32 %12, 2
  br i1 %cmp5, label %if.then7, label %if.end9

if.then7:                                         ; preds = %if.end4
  %13 = load ptr, ptr %e, align 8
  %x8 = getelementptr inbounds %struct.expr, ptr %13, i32 0, i32 4
  %14 = load ptr, ptr %x8, align 8
  %id = getelementptr inbounds %struct.sel, ptr %14, i32 0, i32 2
  %15 = load i32, ptr %id, align 8
  store i32 %15, ptr %retval, align 4
  br label %return

if.end9:                                          ; preds = %if.end4
  store i32 1, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end9, %if.then7, %if.then1, %if.then
  %16 = load i32, ptr %retval, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @count(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %e = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %any, align 8
  store ptr %1, ptr %e, align 8
  %2 = load ptr, ptr %e, align 8
  %flags = getelementptr inbounds %struct.expr, ptr %2, i32 0, i32 1
  %3 = load i32, ptr %flags, align 4
  %4 = load ptr, ptr %e, align 8
  %x = getelementptr inbounds %struct.expr, ptr %4, i32 0, i32 4
  %5 = load ptr, ptr %x, align 8
  %n = getelementptr inbounds %struct.list, ptr %5, i32 0, i32 0
  %6 = load i32, ptr %n, align 8
  %add = add nsw i32 %3, %6
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @put(ptr noundef %h, ptr noundef %p) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load ptr, ptr %h.addr, align 8
  %any = getelementptr inbounds %struct.holder, ptr %1, i32 0, i32 0
  store ptr %0, ptr %any, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  store ptr @main.s, ptr getelementptr inbounds (%struct.expr, ptr @main.sub, i32 0, i32 4), align 8
  store ptr @main.l, ptr getelementptr inbounds (%struct.expr, ptr @main.top, i32 0, i32 4), align 8
  call void @put(ptr noundef @main.h1, ptr noundef @main.sub)
  call void @put(ptr noundef @main.h2, ptr noundef @main.top)
  call void @put(ptr noundef @main.h3, ptr noundef @main.s)
  call void @put(ptr noundef @main.h4, ptr noundef @main.l)
  %call = call i32 @selid(ptr noundef @main.h1)
  %1 = load i32, ptr %argc.addr, align 4
  %call1 = call i32 @vsize(ptr noundef @main.h1, i32 noundef %1)
  %add = add nsw i32 %call, %call1
  %call2 = call i32 @count(ptr noundef @main.h2)
  %add3 = add nsw i32 %add, %call2
  %2 = load ptr, ptr @main.h3, align 8
  %3 = load ptr, ptr @main.h4, align 8
  %cmp = icmp ne ptr %2, %3
  %conv = zext i1 %cmp to i32
  %add4 = add nsw i32 %add3, %conv
  %4 = load i32, ptr %argc.addr, align 4
  %add5 = add nsw i32 %add4, %4
  ret i32 %add5
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 1508}
