; ModuleID = 'hB_unionmerge.c'
source_filename = "hB_unionmerge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }
%struct.anon = type { i16, i8 }
%struct.anon.0 = type { i8, i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @isk(%struct.E* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.E*, align 8
  store %struct.E* %e, %struct.E** %e.addr, align 8
  %0 = load %struct.E*, %struct.E** %e.addr, align 8
  %k = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %1 = load i32, i32* %k, align 8
  %cmp = icmp eq i32 %1, 4
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %2 = load %struct.E*, %struct.E** %e.addr, align 8
  %t = getelementptr inbounds %struct.E, %struct.E* %2, i32 0, i32 2
  %3 = load i32, i32* %t, align 8
  %4 = load %struct.E*, %struct.E** %e.addr, align 8
  %f = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 3
  %5 = load i32, i32* %f, align 4
  %cmp1 = icmp eq i32 %3, %5
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %6 = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  %land.ext = zext i1 %6 to i32
  ret i32 %land.ext
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @anyreg(%struct.E* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.E*, align 8
  store %struct.E* %e, %struct.E** %e.addr, align 8
  %0 = load %struct.E*, %struct.E** %e.addr, align 8
  %u = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 1
  %info = bitcast %union.anon* %u to i32*
  %1 = load i32, i32* %info, align 8
  %add = add nsw i32 %1, 7
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @indexed(%struct.E* noundef %t, %struct.E* noundef %k) #0 {
entry:
  %t.addr = alloca %struct.E*, align 8
  %k.addr = alloca %struct.E*, align 8
  store %struct.E* %t, %struct.E** %t.addr, align 8
  store %struct.E* %k, %struct.E** %k.addr, align 8
  %0 = load %struct.E*, %struct.E** %t.addr, align 8
  %k1 = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %1 = load i32, i32* %k1, align 8
  %cmp = icmp eq i32 %1, 9
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load %struct.E*, %struct.E** %t.addr, align 8
  %u = getelementptr inbounds %struct.E, %struct.E* %2, i32 0, i32 1
  %info = bitcast %union.anon* %u to i32*
  %3 = load i32, i32* %info, align 8
  %conv = trunc i32 %3 to i8
  %4 = load %struct.E*, %struct.E** %t.addr, align 8
  %u2 = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 1
  %ind = bitcast %union.anon* %u2 to %struct.anon*
  %t3 = getelementptr inbounds %struct.anon, %struct.anon* %ind, i32 0, i32 1
  store i8 %conv, i8* %t3, align 2
  %5 = load %struct.E*, %struct.E** %k.addr, align 8
  %u4 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 1
  %info5 = bitcast %union.anon* %u4 to i32*
  %6 = load i32, i32* %info5, align 8
  %conv6 = trunc i32 %6 to i16
  %7 = load %struct.E*, %struct.E** %t.addr, align 8
  %u7 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 1
  %ind8 = bitcast %union.anon* %u7 to %struct.anon*
  %idx = getelementptr inbounds %struct.anon, %struct.anon* %ind8, i32 0, i32 0
  store i16 %conv6, i16* %idx, align 8
  %8 = load %struct.E*, %struct.E** %t.addr, align 8
  %k9 = getelementptr inbounds %struct.E, %struct.E* %8, i32 0, i32 0
  store i32 10, i32* %k9, align 8
  br label %if.end49

if.else:                                          ; preds = %entry
  %9 = load %struct.E*, %struct.E** %t.addr, align 8
  %k10 = getelementptr inbounds %struct.E, %struct.E* %9, i32 0, i32 0
  %10 = load i32, i32* %k10, align 8
  %cmp11 = icmp eq i32 %10, 8
  br i1 %cmp11, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.else
  %11 = load %struct.E*, %struct.E** %t.addr, align 8
  %u13 = getelementptr inbounds %struct.E, %struct.E* %11, i32 0, i32 1
  %var = bitcast %union.anon* %u13 to %struct.anon.0*
  %ridx = getelementptr inbounds %struct.anon.0, %struct.anon.0* %var, i32 0, i32 0
  %12 = load i8, i8* %ridx, align 8
  %conv14 = zext i8 %12 to i32
  br label %cond.end

cond.false:                                       ; preds = %if.else
  %13 = load %struct.E*, %struct.E** %t.addr, align 8
  %u15 = getelementptr inbounds %struct.E, %struct.E* %13, i32 0, i32 1
  %info16 = bitcast %union.anon* %u15 to i32*
  %14 = load i32, i32* %info16, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv14, %cond.true ], [ %14, %cond.false ]
  %conv17 = trunc i32 %cond to i8
  %15 = load %struct.E*, %struct.E** %t.addr, align 8
  %u18 = getelementptr inbounds %struct.E, %struct.E* %15, i32 0, i32 1
  %ind19 = bitcast %union.anon* %u18 to %struct.anon*
  %t20 = getelementptr inbounds %struct.anon, %struct.anon* %ind19, i32 0, i32 1
  store i8 %conv17, i8* %t20, align 2
  %16 = load %struct.E*, %struct.E** %k.addr, align 8
  %call = call i32 @isk(%struct.E* noundef %16)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then21, label %if.else29

if.then21:                                        ; preds = %cond.end
  %17 = load %struct.E*, %struct.E** %k.addr, align 8
  %u22 = getelementptr inbounds %struct.E, %struct.E* %17, i32 0, i32 1
  %info23 = bitcast %union.anon* %u22 to i32*
  %18 = load i32, i32* %info23, align 8
  %conv24 = trunc i32 %18 to i16
  %19 = load %struct.E*, %struct.E** %t.addr, align 8
  %u25 = getelementptr inbounds %struct.E, %struct.E* %19, i32 0, i32 1
  %ind26 = bitcast %union.anon* %u25 to %struct.anon*
  %idx27 = getelementptr inbounds %struct.anon, %struct.anon* %ind26, i32 0, i32 0
  store i16 %conv24, i16* %idx27, align 8
  %20 = load %struct.E*, %struct.E** %t.addr, align 8
  %k28 = getelementptr inbounds %struct.E, %struct.E* %20, i32 0, i32 0
  store i32 11, i32* %k28, align 8
  br label %if.end48

if.else29:                                        ; preds = %cond.end
  %21 = load %struct.E*, %struct.E** %k.addr, align 8
  %k30 = getelementptr inbounds %struct.E, %struct.E* %21, i32 0, i32 0
  %22 = load i32, i32* %k30, align 8
  %cmp31 = icmp eq i32 %22, 6
  br i1 %cmp31, label %if.then33, label %if.else41

if.then33:                                        ; preds = %if.else29
  %23 = load %struct.E*, %struct.E** %k.addr, align 8
  %u34 = getelementptr inbounds %struct.E, %struct.E* %23, i32 0, i32 1
  %ival = bitcast %union.anon* %u34 to i64*
  %24 = load i64, i64* %ival, align 8
  %conv35 = trunc i64 %24 to i32
  %conv36 = trunc i32 %conv35 to i16
  %25 = load %struct.E*, %struct.E** %t.addr, align 8
  %u37 = getelementptr inbounds %struct.E, %struct.E* %25, i32 0, i32 1
  %ind38 = bitcast %union.anon* %u37 to %struct.anon*
  %idx39 = getelementptr inbounds %struct.anon, %struct.anon* %ind38, i32 0, i32 0
  store i16 %conv36, i16* %idx39, align 8
  %26 = load %struct.E*, %struct.E** %t.addr, align 8
  %k40 = getelementptr inbounds %struct.E, %struct.E* %26, i32 0, i32 0
  store i32 12, i32* %k40, align 8
  br label %if.end

if.else41:                                        ; preds = %if.else29
  %27 = load %struct.E*, %struct.E** %k.addr, align 8
  %call42 = call i32 @anyreg(%struct.E* noundef %27)
  %conv43 = trunc i32 %call42 to i16
  %28 = load %struct.E*, %struct.E** %t.addr, align 8
  %u44 = getelementptr inbounds %struct.E, %struct.E* %28, i32 0, i32 1
  %ind45 = bitcast %union.anon* %u44 to %struct.anon*
  %idx46 = getelementptr inbounds %struct.anon, %struct.anon* %ind45, i32 0, i32 0
  store i16 %conv43, i16* %idx46, align 8
  %29 = load %struct.E*, %struct.E** %t.addr, align 8
  %k47 = getelementptr inbounds %struct.E, %struct.E* %29, i32 0, i32 0
  store i32 13, i32* %k47, align 8
  br label %if.end

if.end:                                           ; preds = %if.else41, %if.then33
  br label %if.end48

if.end48:                                         ; preds = %if.end, %if.then21
  br label %if.end49

if.end49:                                         ; preds = %if.end48, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.E*, align 8
  %b = alloca %struct.E*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 24) #2
  %0 = bitcast i8* %call to %struct.E*
  store %struct.E* %0, %struct.E** %a, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 24) #2
  %1 = bitcast i8* %call1 to %struct.E*
  store %struct.E* %1, %struct.E** %b, align 8
  %2 = load %struct.E*, %struct.E** %a, align 8
  %tobool = icmp ne %struct.E* %2, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %3 = load %struct.E*, %struct.E** %b, align 8
  %tobool2 = icmp ne %struct.E* %3, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load i32, i32* %argc.addr, align 4
  %5 = load %struct.E*, %struct.E** %a, align 8
  %k = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  store i32 %4, i32* %k, align 8
  %6 = load %struct.E*, %struct.E** %a, align 8
  %u = getelementptr inbounds %struct.E, %struct.E* %6, i32 0, i32 1
  %info = bitcast %union.anon* %u to i32*
  store i32 3, i32* %info, align 8
  %7 = load %struct.E*, %struct.E** %a, align 8
  %f = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 3
  store i32 -1, i32* %f, align 4
  %8 = load %struct.E*, %struct.E** %a, align 8
  %t = getelementptr inbounds %struct.E, %struct.E* %8, i32 0, i32 2
  store i32 -1, i32* %t, align 8
  %9 = load %struct.E*, %struct.E** %b, align 8
  %k3 = getelementptr inbounds %struct.E, %struct.E* %9, i32 0, i32 0
  store i32 0, i32* %k3, align 8
  %10 = load i32, i32* %argc.addr, align 4
  %11 = load %struct.E*, %struct.E** %b, align 8
  %u4 = getelementptr inbounds %struct.E, %struct.E* %11, i32 0, i32 1
  %info5 = bitcast %union.anon* %u4 to i32*
  store i32 %10, i32* %info5, align 8
  %12 = load %struct.E*, %struct.E** %b, align 8
  %f6 = getelementptr inbounds %struct.E, %struct.E* %12, i32 0, i32 3
  store i32 -1, i32* %f6, align 4
  %13 = load %struct.E*, %struct.E** %b, align 8
  %t7 = getelementptr inbounds %struct.E, %struct.E* %13, i32 0, i32 2
  store i32 -1, i32* %t7, align 8
  %14 = load %struct.E*, %struct.E** %a, align 8
  %15 = load %struct.E*, %struct.E** %b, align 8
  call void @indexed(%struct.E* noundef %14, %struct.E* noundef %15)
  %16 = load %struct.E*, %struct.E** %a, align 8
  %u8 = getelementptr inbounds %struct.E, %struct.E* %16, i32 0, i32 1
  %ind = bitcast %union.anon* %u8 to %struct.anon*
  %idx = getelementptr inbounds %struct.anon, %struct.anon* %ind, i32 0, i32 0
  %17 = load i16, i16* %idx, align 8
  %conv = sext i16 %17 to i32
  %18 = load %struct.E*, %struct.E** %a, align 8
  %u9 = getelementptr inbounds %struct.E, %struct.E* %18, i32 0, i32 1
  %ind10 = bitcast %union.anon* %u9 to %struct.anon*
  %t11 = getelementptr inbounds %struct.anon, %struct.anon* %ind10, i32 0, i32 1
  %19 = load i8, i8* %t11, align 2
  %conv12 = zext i8 %19 to i32
  %add = add nsw i32 %conv, %conv12
  %20 = load %struct.E*, %struct.E** %a, align 8
  %k13 = getelementptr inbounds %struct.E, %struct.E* %20, i32 0, i32 0
  %21 = load i32, i32* %k13, align 8
  %add14 = add nsw i32 %add, %21
  %22 = load %struct.E*, %struct.E** %a, align 8
  %t15 = getelementptr inbounds %struct.E, %struct.E* %22, i32 0, i32 2
  %23 = load i32, i32* %t15, align 8
  %add16 = add nsw i32 %add14, %23
  %24 = load %struct.E*, %struct.E** %a, align 8
  %f17 = getelementptr inbounds %struct.E, %struct.E* %24, i32 0, i32 3
  %25 = load i32, i32* %f17, align 4
  %add18 = add nsw i32 %add16, %25
  %26 = load %struct.E*, %struct.E** %b, align 8
  %u19 = getelementptr inbounds %struct.E, %struct.E* %26, i32 0, i32 1
  %var = bitcast %union.anon* %u19 to %struct.anon.0*
  %vidx = getelementptr inbounds %struct.anon.0, %struct.anon.0* %var, i32 0, i32 1
  %27 = load i16, i16* %vidx, align 2
  %conv20 = zext i16 %27 to i32
  %add21 = add nsw i32 %add18, %conv20
  %28 = load %struct.E*, %struct.E** %b, align 8
  %u22 = getelementptr inbounds %struct.E, %struct.E* %28, i32 0, i32 1
  %var23 = bitcast %union.anon* %u22 to %struct.anon.0*
  %ridx = getelementptr inbounds %struct.anon.0, %struct.anon.0* %var23, i32 0, i32 0
  %29 = load i8, i8* %ridx, align 8
  %conv24 = zext i8 %29 to i32
  %add25 = add nsw i32 %add21, %conv24
  %30 = load %struct.E*, %struct.E** %b, align 8
  %u26 = getelementptr inbounds %struct.E, %struct.E* %30, i32 0, i32 1
  %ival = bitcast %union.anon* %u26 to i64*
  %31 = load i64, i64* %ival, align 8
  %conv27 = trunc i64 %31 to i32
  %add28 = add nsw i32 %add25, %conv27
  store i32 %add28, i32* %r, align 4
  %32 = load %struct.E*, %struct.E** %a, align 8
  %33 = bitcast %struct.E* %32 to i8*
  call void @free(i8* noundef %33) #2
  %34 = load %struct.E*, %struct.E** %b, align 8
  %35 = bitcast %struct.E* %34 to i8*
  call void @free(i8* noundef %35) #2
  %36 = load i32, i32* %r, align 4
  store i32 %36, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %37 = load i32, i32* %retval, align 4
  ret i32 %37
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
