; ModuleID = 'hM_stalecopy.c'
source_filename = "hM_stalecopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.GCU = type { %struct.TS }
%struct.TS = type { ptr, i8, i8, i8, i8, i32, i64, [1 x i8] }
%struct.GC = type { ptr, i8, i8 }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { ptr }
%struct.Tab = type { ptr, i8, i8, i8, ptr, ptr }

@allgc = dso_local global ptr null, align 8
@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
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
  %call = call noalias ptr @malloc(i64 noundef %0) #3
  store ptr %call, ptr %o, align 8
  %1 = load i32, ptr %tt.addr, align 4
  %conv = trunc i32 %1 to i8
  %2 = load ptr, ptr %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, ptr %2, i32 0, i32 1
  store i8 %conv, ptr %tt1, align 8
  %3 = load ptr, ptr %o, align 8
  %marked = getelementptr inbounds %struct.GC, ptr %3, i32 0, i32 2
  store i8 0, ptr %marked, align 1
  %4 = load ptr, ptr @allgc, align 8
  %5 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.GC, ptr %5, i32 0, i32 0
  store ptr %4, ptr %next, align 8
  %6 = load ptr, ptr %o, align 8
  store ptr %6, ptr @allgc, align 8
  %7 = load ptr, ptr %o, align 8
  ret ptr %7
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setobj(ptr noundef %t, ptr noundef %o, i32 noundef %tt) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %o.addr = alloca ptr, align 8
  %tt.addr = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  store ptr %o, ptr %o.addr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  %0 = load ptr, ptr %o.addr, align 8
  %1 = load ptr, ptr %t.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %1, i32 0, i32 0
  store ptr %0, ptr %v, align 8
  %2 = load i32, ptr %tt.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load ptr, ptr %t.addr, align 8
  %tt1 = getelementptr inbounds %struct.TV, ptr %3, i32 0, i32 1
  store i8 %conv, ptr %tt1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ismarked(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  %marked = getelementptr inbounds %struct.GC, ptr %1, i32 0, i32 2
  %2 = load i8, ptr %marked, align 1
  %conv = zext i8 %2 to i32
  %and = and i32 %conv, 1
  ret i32 %and
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @concat(ptr noundef %top, i32 noundef %n, ptr noundef %buff) #0 {
entry:
  %top.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %buff.addr = alloca ptr, align 8
  %tl = alloca i64, align 8
  %l = alloca i64, align 8
  store ptr %top, ptr %top.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store ptr %buff, ptr %buff.addr, align 8
  store i64 0, ptr %tl, align 8
  br label %do.body

do.body:                                          ; preds = %do.cond, %entry
  %0 = load ptr, ptr %top.addr, align 8
  %1 = load i32, ptr %n.addr, align 4
  %sub = sub nsw i32 0, %1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds %struct.TV, ptr %0, i64 %idxprom
  %v = getelementptr inbounds %struct.TV, ptr %arrayidx, i32 0, i32 0
  %2 = load ptr, ptr %v, align 8
  %tt = getelementptr inbounds %struct.TS, ptr %2, i32 0, i32 1
  %3 = load i8, ptr %tt, align 8
  %conv = zext i8 %3 to i32
  %cmp = icmp eq i32 %conv, 4
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %do.body
  %4 = load ptr, ptr %top.addr, align 8
  %5 = load i32, ptr %n.addr, align 4
  %sub2 = sub nsw i32 0, %5
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds %struct.TV, ptr %4, i64 %idxprom3
  %v5 = getelementptr inbounds %struct.TV, ptr %arrayidx4, i32 0, i32 0
  %6 = load ptr, ptr %v5, align 8
  %shrlen = getelementptr inbounds %struct.TS, ptr %6, i32 0, i32 4
  %7 = load i8, ptr %shrlen, align 1
  %conv6 = zext i8 %7 to i64
  br label %cond.end

cond.false:                                       ; preds = %do.body
  %8 = load ptr, ptr %top.addr, align 8
  %9 = load i32, ptr %n.addr, align 4
  %sub7 = sub nsw i32 0, %9
  %idxprom8 = sext i32 %sub7 to i64
  %arrayidx9 = getelementptr inbounds %struct.TV, ptr %8, i64 %idxprom8
  %v10 = getelementptr inbounds %struct.TV, ptr %arrayidx9, i32 0, i32 0
  %10 = load ptr, ptr %v10, align 8
  %lnglen = getelementptr inbounds %struct.TS, ptr %10, i32 0, i32 6
  %11 = load i64, ptr %lnglen, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %conv6, %cond.true ], [ %11, %cond.false ]
  store i64 %cond, ptr %l, align 8
  %12 = load ptr, ptr %buff.addr, align 8
  %13 = load i64, ptr %tl, align 8
  %add.ptr = getelementptr inbounds i8, ptr %12, i64 %13
  %14 = load ptr, ptr %top.addr, align 8
  %15 = load i32, ptr %n.addr, align 4
  %sub11 = sub nsw i32 0, %15
  %idxprom12 = sext i32 %sub11 to i64
  %arrayidx13 = getelementptr inbounds %struct.TV, ptr %14, i64 %idxprom12
  %v14 = getelementptr inbounds %struct.TV, ptr %arrayidx13, i32 0, i32 0
  %16 = load ptr, ptr %v14, align 8
  %contents = getelementptr inbounds %struct.TS, ptr %16, i32 0, i32 7
  %arraydecay = getelementptr inbounds [1 x i8], ptr %contents, i64 0, i64 0
  %17 = load i64, ptr %l, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %add.ptr, ptr align 8 %arraydecay, i64 %17, i1 false)
  %18 = load i64, ptr %l, align 8
  %19 = load i64, ptr %tl, align 8
  %add = add i64 %19, %18
  store i64 %add, ptr %tl, align 8
  br label %do.cond

do.cond:                                          ; preds = %cond.end
  %20 = load i32, ptr %n.addr, align 4
  %dec = add nsw i32 %20, -1
  store i32 %dec, ptr %n.addr, align 4
  %cmp15 = icmp sgt i32 %dec, 0
  br i1 %cmp15, label %do.body, label %do.end, !llvm.loop !6

do.end:                                           ; preds = %do.cond
  %21 = load i64, ptr %tl, align 8
  ret i64 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %v = alloca [3 x %struct.TV], align 16
  %buf = alloca [64 x i8], align 16
  %s = alloca ptr, align 8
  %t = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call ptr @newobj(i32 noundef 4, i64 noundef 40)
  store ptr %call, ptr %s, align 8
  %0 = load ptr, ptr %s, align 8
  %shrlen = getelementptr inbounds %struct.TS, ptr %0, i32 0, i32 4
  store i8 3, ptr %shrlen, align 1
  %1 = load ptr, ptr %s, align 8
  %lnglen = getelementptr inbounds %struct.TS, ptr %1, i32 0, i32 6
  store i64 3, ptr %lnglen, align 8
  %2 = load ptr, ptr %s, align 8
  %contents = getelementptr inbounds %struct.TS, ptr %2, i32 0, i32 7
  %arraydecay = getelementptr inbounds [1 x i8], ptr %contents, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arraydecay, ptr align 1 @.str, i64 4, i1 false)
  %call1 = call ptr @newobj(i32 noundef 5, i64 noundef 32)
  store ptr %call1, ptr %t, align 8
  %3 = load ptr, ptr %argv.addr, align 8
  %4 = load ptr, ptr %t, align 8
  %array = getelementptr inbounds %struct.Tab, ptr %4, i32 0, i32 4
  store ptr %3, ptr %array, align 8
  %5 = load ptr, ptr %t, align 8
  %node = getelementptr inbounds %struct.Tab, ptr %5, i32 0, i32 5
  store ptr null, ptr %node, align 8
  %arrayidx = getelementptr inbounds [3 x %struct.TV], ptr %v, i64 0, i64 0
  %6 = load ptr, ptr %s, align 8
  call void @setobj(ptr noundef %arrayidx, ptr noundef %6, i32 noundef 4)
  %arrayidx2 = getelementptr inbounds [3 x %struct.TV], ptr %v, i64 0, i64 1
  %7 = load ptr, ptr %t, align 8
  call void @setobj(ptr noundef %arrayidx2, ptr noundef %7, i32 noundef 5)
  %arrayidx3 = getelementptr inbounds [3 x %struct.TV], ptr %v, i64 0, i64 2
  %8 = load ptr, ptr %s, align 8
  call void @setobj(ptr noundef %arrayidx3, ptr noundef %8, i32 noundef 4)
  %arrayidx4 = getelementptr inbounds [3 x %struct.TV], ptr %v, i64 0, i64 3
  %arraydecay5 = getelementptr inbounds [64 x i8], ptr %buf, i64 0, i64 0
  %call6 = call i64 @concat(ptr noundef %arrayidx4, i32 noundef 2, ptr noundef %arraydecay5)
  %conv = trunc i64 %call6 to i32
  %9 = load i32, ptr %argc.addr, align 4
  %add = add nsw i32 %conv, %9
  %arrayidx7 = getelementptr inbounds [3 x %struct.TV], ptr %v, i64 0, i64 1
  %call8 = call i32 @ismarked(ptr noundef %arrayidx7)
  %add9 = add nsw i32 %add, %call8
  ret i32 %add9
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
