; ModuleID = 'hM_stalecopy.c'
source_filename = "hM_stalecopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GC = type { %struct.GC*, i8, i8 }
%union.GCU = type { %struct.TS }
%struct.TS = type { %struct.GC*, i8, i8, i8, i8, i32, i64, [1 x i8] }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { %struct.GC* }
%struct.Tab = type { %struct.GC*, i8, i8, i8, i8*, i8* }

@allgc = dso_local global %struct.GC* null, align 8
@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@spare = dso_local global %union.GCU zeroinitializer, align 8

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
  %2 = load i32, i32* %tt.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load %struct.GC*, %struct.GC** %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %3, i32 0, i32 1
  store i8 %conv, i8* %tt1, align 8
  %4 = load %struct.GC*, %struct.GC** %o, align 8
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %4, i32 0, i32 2
  store i8 0, i8* %marked, align 1
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
  %conv = trunc i32 %2 to i8
  %3 = load %struct.TV*, %struct.TV** %t.addr, align 8
  %tt1 = getelementptr inbounds %struct.TV, %struct.TV* %3, i32 0, i32 1
  store i8 %conv, i8* %tt1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ismarked(%struct.TV* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.TV*, align 8
  store %struct.TV* %o, %struct.TV** %o.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %1 = load %struct.GC*, %struct.GC** %gc, align 8
  %marked = getelementptr inbounds %struct.GC, %struct.GC* %1, i32 0, i32 2
  %2 = load i8, i8* %marked, align 1
  %conv = zext i8 %2 to i32
  %and = and i32 %conv, 1
  ret i32 %and
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @concat(%struct.TV* noundef %top, i32 noundef %n, i8* noundef %buff) #0 {
entry:
  %top.addr = alloca %struct.TV*, align 8
  %n.addr = alloca i32, align 4
  %buff.addr = alloca i8*, align 8
  %tl = alloca i64, align 8
  %l = alloca i64, align 8
  store %struct.TV* %top, %struct.TV** %top.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i8* %buff, i8** %buff.addr, align 8
  store i64 0, i64* %tl, align 8
  br label %do.body

do.body:                                          ; preds = %do.cond, %entry
  %0 = load %struct.TV*, %struct.TV** %top.addr, align 8
  %1 = load i32, i32* %n.addr, align 4
  %sub = sub nsw i32 0, %1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds %struct.TV, %struct.TV* %0, i64 %idxprom
  %v = getelementptr inbounds %struct.TV, %struct.TV* %arrayidx, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %2 = load %struct.GC*, %struct.GC** %gc, align 8
  %3 = bitcast %struct.GC* %2 to %union.GCU*
  %ts = bitcast %union.GCU* %3 to %struct.TS*
  %tt = getelementptr inbounds %struct.TS, %struct.TS* %ts, i32 0, i32 1
  %4 = load i8, i8* %tt, align 8
  %conv = zext i8 %4 to i32
  %cmp = icmp eq i32 %conv, 4
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %do.body
  %5 = load %struct.TV*, %struct.TV** %top.addr, align 8
  %6 = load i32, i32* %n.addr, align 4
  %sub2 = sub nsw i32 0, %6
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds %struct.TV, %struct.TV* %5, i64 %idxprom3
  %v5 = getelementptr inbounds %struct.TV, %struct.TV* %arrayidx4, i32 0, i32 0
  %gc6 = bitcast %union.anon* %v5 to %struct.GC**
  %7 = load %struct.GC*, %struct.GC** %gc6, align 8
  %8 = bitcast %struct.GC* %7 to %union.GCU*
  %ts7 = bitcast %union.GCU* %8 to %struct.TS*
  %shrlen = getelementptr inbounds %struct.TS, %struct.TS* %ts7, i32 0, i32 4
  %9 = load i8, i8* %shrlen, align 1
  %conv8 = zext i8 %9 to i64
  br label %cond.end

cond.false:                                       ; preds = %do.body
  %10 = load %struct.TV*, %struct.TV** %top.addr, align 8
  %11 = load i32, i32* %n.addr, align 4
  %sub9 = sub nsw i32 0, %11
  %idxprom10 = sext i32 %sub9 to i64
  %arrayidx11 = getelementptr inbounds %struct.TV, %struct.TV* %10, i64 %idxprom10
  %v12 = getelementptr inbounds %struct.TV, %struct.TV* %arrayidx11, i32 0, i32 0
  %gc13 = bitcast %union.anon* %v12 to %struct.GC**
  %12 = load %struct.GC*, %struct.GC** %gc13, align 8
  %13 = bitcast %struct.GC* %12 to %union.GCU*
  %ts14 = bitcast %union.GCU* %13 to %struct.TS*
  %lnglen = getelementptr inbounds %struct.TS, %struct.TS* %ts14, i32 0, i32 6
  %14 = load i64, i64* %lnglen, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %conv8, %cond.true ], [ %14, %cond.false ]
  store i64 %cond, i64* %l, align 8
  %15 = load i8*, i8** %buff.addr, align 8
  %16 = load i64, i64* %tl, align 8
  %add.ptr = getelementptr inbounds i8, i8* %15, i64 %16
  %17 = load %struct.TV*, %struct.TV** %top.addr, align 8
  %18 = load i32, i32* %n.addr, align 4
  %sub15 = sub nsw i32 0, %18
  %idxprom16 = sext i32 %sub15 to i64
  %arrayidx17 = getelementptr inbounds %struct.TV, %struct.TV* %17, i64 %idxprom16
  %v18 = getelementptr inbounds %struct.TV, %struct.TV* %arrayidx17, i32 0, i32 0
  %gc19 = bitcast %union.anon* %v18 to %struct.GC**
  %19 = load %struct.GC*, %struct.GC** %gc19, align 8
  %20 = bitcast %struct.GC* %19 to %union.GCU*
  %ts20 = bitcast %union.GCU* %20 to %struct.TS*
  %contents = getelementptr inbounds %struct.TS, %struct.TS* %ts20, i32 0, i32 7
  %arraydecay = getelementptr inbounds [1 x i8], [1 x i8]* %contents, i64 0, i64 0
  %21 = load i64, i64* %l, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %add.ptr, i8* align 8 %arraydecay, i64 %21, i1 false)
  %22 = load i64, i64* %l, align 8
  %23 = load i64, i64* %tl, align 8
  %add = add i64 %23, %22
  store i64 %add, i64* %tl, align 8
  br label %do.cond

do.cond:                                          ; preds = %cond.end
  %24 = load i32, i32* %n.addr, align 4
  %dec = add nsw i32 %24, -1
  store i32 %dec, i32* %n.addr, align 4
  %cmp21 = icmp sgt i32 %dec, 0
  br i1 %cmp21, label %do.body, label %do.end, !llvm.loop !6

do.end:                                           ; preds = %do.cond
  %25 = load i64, i64* %tl, align 8
  ret i64 %25
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %v = alloca [3 x %struct.TV], align 16
  %buf = alloca [64 x i8], align 16
  %s = alloca %struct.TS*, align 8
  %t = alloca %struct.Tab*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call %struct.GC* @newobj(i32 noundef 4, i64 noundef 40)
  %0 = bitcast %struct.GC* %call to %union.GCU*
  %ts = bitcast %union.GCU* %0 to %struct.TS*
  store %struct.TS* %ts, %struct.TS** %s, align 8
  %1 = load %struct.TS*, %struct.TS** %s, align 8
  %shrlen = getelementptr inbounds %struct.TS, %struct.TS* %1, i32 0, i32 4
  store i8 3, i8* %shrlen, align 1
  %2 = load %struct.TS*, %struct.TS** %s, align 8
  %lnglen = getelementptr inbounds %struct.TS, %struct.TS* %2, i32 0, i32 6
  store i64 3, i64* %lnglen, align 8
  %3 = load %struct.TS*, %struct.TS** %s, align 8
  %contents = getelementptr inbounds %struct.TS, %struct.TS* %3, i32 0, i32 7
  %arraydecay = getelementptr inbounds [1 x i8], [1 x i8]* %contents, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %arraydecay, i8* align 1 getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i64 4, i1 false)
  %call1 = call %struct.GC* @newobj(i32 noundef 5, i64 noundef 32)
  %4 = bitcast %struct.GC* %call1 to %union.GCU*
  %h = bitcast %union.GCU* %4 to %struct.Tab*
  store %struct.Tab* %h, %struct.Tab** %t, align 8
  %5 = load i8**, i8*** %argv.addr, align 8
  %6 = bitcast i8** %5 to i8*
  %7 = load %struct.Tab*, %struct.Tab** %t, align 8
  %array = getelementptr inbounds %struct.Tab, %struct.Tab* %7, i32 0, i32 4
  store i8* %6, i8** %array, align 8
  %8 = load %struct.Tab*, %struct.Tab** %t, align 8
  %node = getelementptr inbounds %struct.Tab, %struct.Tab* %8, i32 0, i32 5
  store i8* null, i8** %node, align 8
  %arrayidx = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 0
  %9 = load %struct.TS*, %struct.TS** %s, align 8
  %10 = bitcast %struct.TS* %9 to %struct.GC*
  call void @setobj(%struct.TV* noundef %arrayidx, %struct.GC* noundef %10, i32 noundef 4)
  %arrayidx2 = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 1
  %11 = load %struct.Tab*, %struct.Tab** %t, align 8
  %12 = bitcast %struct.Tab* %11 to %struct.GC*
  call void @setobj(%struct.TV* noundef %arrayidx2, %struct.GC* noundef %12, i32 noundef 5)
  %arrayidx3 = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 2
  %13 = load %struct.TS*, %struct.TS** %s, align 8
  %14 = bitcast %struct.TS* %13 to %struct.GC*
  call void @setobj(%struct.TV* noundef %arrayidx3, %struct.GC* noundef %14, i32 noundef 4)
  %arrayidx4 = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 3
  %arraydecay5 = getelementptr inbounds [64 x i8], [64 x i8]* %buf, i64 0, i64 0
  %call6 = call i64 @concat(%struct.TV* noundef %arrayidx4, i32 noundef 2, i8* noundef %arraydecay5)
  %conv = trunc i64 %call6 to i32
  %15 = load i32, i32* %argc.addr, align 4
  %add = add nsw i32 %conv, %15
  %arrayidx7 = getelementptr inbounds [3 x %struct.TV], [3 x %struct.TV]* %v, i64 0, i64 1
  %call8 = call i32 @ismarked(%struct.TV* noundef %arrayidx7)
  %add9 = add nsw i32 %add, %call8
  ret i32 %add9
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind }

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
