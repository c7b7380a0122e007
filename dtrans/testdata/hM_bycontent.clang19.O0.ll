; ModuleID = 'hM_bycontent.c'
source_filename = "hM_bycontent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.GCU = type { %struct.LCl }
%struct.LCl = type { ptr, i8, i8, i8, ptr, ptr }
%struct.GC = type { ptr, i8, i8 }
%struct.Proto = type { ptr, i8, i8, i8, i32 }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { ptr }
%struct.CCl = type { ptr, i8, i8, i8, ptr, ptr }
%struct.UD = type { ptr, i8, i8, i16, i64, ptr }
%struct.Tab = type { ptr, i8, i8, i32 }

@spare = dso_local global %union.GCU zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newobj(i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca ptr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  store i64 %sz, ptr %sz.addr, align 8
  %0 = load i64, ptr %sz.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef %0) #2
  store ptr %call, ptr %o, align 8
  %1 = load i32, ptr %tt.addr, align 4
  %conv = trunc i32 %1 to i8
  %2 = load ptr, ptr %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, ptr %2, i32 0, i32 1
  store i8 %conv, ptr %tt1, align 8
  %3 = load ptr, ptr %o, align 8
  ret ptr %3
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @one() #0 {
entry:
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newlcl(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %cl = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %call = call ptr @newobj(i32 noundef 6, i64 noundef 32)
  store ptr %call, ptr %cl, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %1 = load ptr, ptr %cl, align 8
  %p1 = getelementptr inbounds %struct.LCl, ptr %1, i32 0, i32 5
  store ptr %0, ptr %p1, align 8
  %2 = load ptr, ptr %cl, align 8
  ret ptr %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lclparams(ptr noundef %cl) #0 {
entry:
  %cl.addr = alloca ptr, align 8
  store ptr %cl, ptr %cl.addr, align 8
  %0 = load ptr, ptr %cl.addr, align 8
  %p = getelementptr inbounds %struct.LCl, ptr %0, i32 0, i32 5
  %1 = load ptr, ptr %p, align 8
  %numparams = getelementptr inbounds %struct.Proto, ptr %1, i32 0, i32 3
  %2 = load i8, ptr %numparams, align 2
  %conv = zext i8 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @numparams(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  %p = getelementptr inbounds %struct.LCl, ptr %1, i32 0, i32 5
  %2 = load ptr, ptr %p, align 8
  %numparams = getelementptr inbounds %struct.Proto, ptr %2, i32 0, i32 3
  %3 = load i8, ptr %numparams, align 2
  %conv = zext i8 %3 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @call(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  %f = getelementptr inbounds %struct.CCl, ptr %1, i32 0, i32 5
  %2 = load ptr, ptr %f, align 8
  %call = call i32 %2()
  ret i32 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @mtsize(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  %mt = getelementptr inbounds %struct.UD, ptr %1, i32 0, i32 5
  %2 = load ptr, ptr %mt, align 8
  %tobool = icmp ne ptr %2, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %3 = load ptr, ptr %o.addr, align 8
  %v1 = getelementptr inbounds %struct.TV, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %v1, align 8
  %mt2 = getelementptr inbounds %struct.UD, ptr %4, i32 0, i32 5
  %5 = load ptr, ptr %mt2, align 8
  %n = getelementptr inbounds %struct.Tab, ptr %5, i32 0, i32 3
  %6 = load i32, ptr %n, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %6, %cond.true ], [ 0, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %c = alloca %struct.TV, align 8
  %p = alloca ptr, align 8
  %l = alloca ptr, align 8
  %cc = alloca ptr, align 8
  %u = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call ptr @newobj(i32 noundef 9, i64 noundef 16)
  store ptr %call, ptr %p, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %conv = trunc i32 %0 to i8
  %1 = load ptr, ptr %p, align 8
  %numparams = getelementptr inbounds %struct.Proto, ptr %1, i32 0, i32 3
  store i8 %conv, ptr %numparams, align 2
  %2 = load ptr, ptr %p, align 8
  %call1 = call ptr @newlcl(ptr noundef %2)
  store ptr %call1, ptr %l, align 8
  %call2 = call ptr @newobj(i32 noundef 7, i64 noundef 32)
  store ptr %call2, ptr %cc, align 8
  %3 = load ptr, ptr %cc, align 8
  %f = getelementptr inbounds %struct.CCl, ptr %3, i32 0, i32 5
  store ptr @one, ptr %f, align 8
  %call3 = call ptr @newobj(i32 noundef 8, i64 noundef 32)
  store ptr %call3, ptr %u, align 8
  %call4 = call ptr @newobj(i32 noundef 5, i64 noundef 16)
  %4 = load ptr, ptr %u, align 8
  %mt = getelementptr inbounds %struct.UD, ptr %4, i32 0, i32 5
  store ptr %call4, ptr %mt, align 8
  %5 = load i32, ptr %argc.addr, align 4
  %6 = load ptr, ptr %u, align 8
  %mt5 = getelementptr inbounds %struct.UD, ptr %6, i32 0, i32 5
  %7 = load ptr, ptr %mt5, align 8
  %n = getelementptr inbounds %struct.Tab, ptr %7, i32 0, i32 3
  store i32 %5, ptr %n, align 4
  %8 = load ptr, ptr %l, align 8
  %v = getelementptr inbounds %struct.TV, ptr %a, i32 0, i32 0
  store ptr %8, ptr %v, align 8
  %tt = getelementptr inbounds %struct.TV, ptr %a, i32 0, i32 1
  store i8 6, ptr %tt, align 8
  %9 = load ptr, ptr %cc, align 8
  %v6 = getelementptr inbounds %struct.TV, ptr %b, i32 0, i32 0
  store ptr %9, ptr %v6, align 8
  %tt7 = getelementptr inbounds %struct.TV, ptr %b, i32 0, i32 1
  store i8 7, ptr %tt7, align 8
  %10 = load ptr, ptr %u, align 8
  %v8 = getelementptr inbounds %struct.TV, ptr %c, i32 0, i32 0
  store ptr %10, ptr %v8, align 8
  %tt9 = getelementptr inbounds %struct.TV, ptr %c, i32 0, i32 1
  store i8 8, ptr %tt9, align 8
  %call10 = call i32 @numparams(ptr noundef %a)
  %call11 = call i32 @call(ptr noundef %b)
  %add = add nsw i32 %call10, %call11
  %call12 = call i32 @mtsize(ptr noundef %c)
  %add13 = add nsw i32 %add, %call12
  %11 = load ptr, ptr %l, align 8
  %call14 = call i32 @lclparams(ptr noundef %11)
  %add15 = add nsw i32 %add13, %call14
  ret i32 %add15
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
