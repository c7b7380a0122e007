; ModuleID = 'partial.c'
source_filename = "partial.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Buf = type { i32, i32, [64 x i8] }
%struct.Str = type { %struct.Str*, i8, [1 x i8] }
%struct.Exact = type { i8, i32, i64 }
%struct.Mid = type { i32, [6 x i16], i32, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @put(%struct.Buf** noundef %sbp, i32 noundef %c) #0 {
entry:
  %sbp.addr = alloca %struct.Buf**, align 8
  %c.addr = alloca i32, align 4
  %sb = alloca %struct.Buf*, align 8
  store %struct.Buf** %sbp, %struct.Buf*** %sbp.addr, align 8
  store i32 %c, i32* %c.addr, align 4
  %0 = load %struct.Buf**, %struct.Buf*** %sbp.addr, align 8
  %1 = load %struct.Buf*, %struct.Buf** %0, align 8
  store %struct.Buf* %1, %struct.Buf** %sb, align 8
  %2 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %tobool = icmp ne %struct.Buf* %2, null
  br i1 %tobool, label %if.else, label %if.then

if.then:                                          ; preds = %entry
  %call = call noalias i8* @malloc(i64 noundef 72) #2
  %3 = bitcast i8* %call to %struct.Buf*
  store %struct.Buf* %3, %struct.Buf** %sb, align 8
  %4 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %n = getelementptr inbounds %struct.Buf, %struct.Buf* %4, i32 0, i32 0
  store i32 0, i32* %n, align 4
  %5 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %m = getelementptr inbounds %struct.Buf, %struct.Buf* %5, i32 0, i32 1
  store i32 64, i32* %m, align 4
  %6 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %7 = load %struct.Buf**, %struct.Buf*** %sbp.addr, align 8
  store %struct.Buf* %6, %struct.Buf** %7, align 8
  br label %if.end6

if.else:                                          ; preds = %entry
  %8 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %n1 = getelementptr inbounds %struct.Buf, %struct.Buf* %8, i32 0, i32 0
  %9 = load i32, i32* %n1, align 4
  %10 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %m2 = getelementptr inbounds %struct.Buf, %struct.Buf* %10, i32 0, i32 1
  %11 = load i32, i32* %m2, align 4
  %cmp = icmp eq i32 %9, %11
  br i1 %cmp, label %if.then3, label %if.end

if.then3:                                         ; preds = %if.else
  %12 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %13 = bitcast %struct.Buf* %12 to i8*
  %14 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %m4 = getelementptr inbounds %struct.Buf, %struct.Buf* %14, i32 0, i32 1
  %15 = load i32, i32* %m4, align 4
  %mul = mul nsw i32 %15, 2
  store i32 %mul, i32* %m4, align 4
  %conv = sext i32 %mul to i64
  %add = add i64 %conv, 8
  %call5 = call i8* @realloc(i8* noundef %13, i64 noundef %add) #2
  %16 = bitcast i8* %call5 to %struct.Buf*
  store %struct.Buf* %16, %struct.Buf** %sb, align 8
  %17 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %18 = load %struct.Buf**, %struct.Buf*** %sbp.addr, align 8
  store %struct.Buf* %17, %struct.Buf** %18, align 8
  br label %if.end

if.end:                                           ; preds = %if.then3, %if.else
  br label %if.end6

if.end6:                                          ; preds = %if.end, %if.then
  %19 = load i32, i32* %c.addr, align 4
  %conv7 = trunc i32 %19 to i8
  %20 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %s = getelementptr inbounds %struct.Buf, %struct.Buf* %20, i32 0, i32 2
  %21 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %n8 = getelementptr inbounds %struct.Buf, %struct.Buf* %21, i32 0, i32 0
  %22 = load i32, i32* %n8, align 4
  %inc = add nsw i32 %22, 1
  store i32 %inc, i32* %n8, align 4
  %idxprom = sext i32 %22 to i64
  %arrayidx = getelementptr inbounds [64 x i8], [64 x i8]* %s, i64 0, i64 %idxprom
  store i8 %conv7, i8* %arrayidx, align 1
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Str* @str(%struct.Str* noundef %next) #0 {
entry:
  %next.addr = alloca %struct.Str*, align 8
  %s = alloca %struct.Str*, align 8
  store %struct.Str* %next, %struct.Str** %next.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 41) #2
  %0 = bitcast i8* %call to %struct.Str*
  store %struct.Str* %0, %struct.Str** %s, align 8
  %1 = load %struct.Str*, %struct.Str** %next.addr, align 8
  %2 = load %struct.Str*, %struct.Str** %s, align 8
  %next1 = getelementptr inbounds %struct.Str, %struct.Str* %2, i32 0, i32 0
  store %struct.Str* %1, %struct.Str** %next1, align 8
  %3 = load %struct.Str*, %struct.Str** %s, align 8
  %mark = getelementptr inbounds %struct.Str, %struct.Str* %3, i32 0, i32 1
  store i8 0, i8* %mark, align 8
  %4 = load %struct.Str*, %struct.Str** %s, align 8
  %p = getelementptr inbounds %struct.Str, %struct.Str* %4, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x i8], [1 x i8]* %p, i64 0, i64 20
  store i8 120, i8* %arrayidx, align 1
  %5 = load %struct.Str*, %struct.Str** %s, align 8
  %p2 = getelementptr inbounds %struct.Str, %struct.Str* %5, i32 0, i32 2
  %arrayidx3 = getelementptr inbounds [1 x i8], [1 x i8]* %p2, i64 0, i64 21
  store i8 0, i8* %arrayidx3, align 1
  %6 = load %struct.Str*, %struct.Str** %s, align 8
  ret %struct.Str* %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @exact(%struct.Exact* noundef %e, i32 noundef %k) #0 {
entry:
  %e.addr = alloca %struct.Exact*, align 8
  %k.addr = alloca i32, align 4
  store %struct.Exact* %e, %struct.Exact** %e.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  %0 = load i32, i32* %k.addr, align 4
  %1 = load %struct.Exact*, %struct.Exact** %e.addr, align 8
  %n = getelementptr inbounds %struct.Exact, %struct.Exact* %1, i32 0, i32 1
  %2 = load i32, i32* %n, align 4
  %add = add nsw i32 %2, %0
  store i32 %add, i32* %n, align 4
  %3 = load %struct.Exact*, %struct.Exact** %e.addr, align 8
  %n1 = getelementptr inbounds %struct.Exact, %struct.Exact* %3, i32 0, i32 1
  %4 = load i32, i32* %n1, align 4
  %conv = sext i32 %4 to i64
  %5 = load %struct.Exact*, %struct.Exact** %e.addr, align 8
  %total = getelementptr inbounds %struct.Exact, %struct.Exact* %5, i32 0, i32 2
  %6 = load i64, i64* %total, align 8
  %add2 = add nsw i64 %6, %conv
  store i64 %add2, i64* %total, align 8
  %7 = load %struct.Exact*, %struct.Exact** %e.addr, align 8
  %total3 = getelementptr inbounds %struct.Exact, %struct.Exact* %7, i32 0, i32 2
  %8 = load i64, i64* %total3, align 8
  %9 = load %struct.Exact*, %struct.Exact** %e.addr, align 8
  %tag = getelementptr inbounds %struct.Exact, %struct.Exact* %9, i32 0, i32 0
  %10 = load i8, i8* %tag, align 8
  %conv4 = sext i8 %10 to i64
  %add5 = add nsw i64 %8, %conv4
  ret i64 %add5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Mid* @mid(i8* noundef %name, i32 noundef %b) #0 {
entry:
  %name.addr = alloca i8*, align 8
  %b.addr = alloca i32, align 4
  %p = alloca %struct.Mid*, align 8
  %i = alloca i32, align 4
  store i8* %name, i8** %name.addr, align 8
  store i32 %b, i32* %b.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 32) #2
  %0 = bitcast i8* %call to %struct.Mid*
  store %struct.Mid* %0, %struct.Mid** %p, align 8
  %1 = load %struct.Mid*, %struct.Mid** %p, align 8
  %a = getelementptr inbounds %struct.Mid, %struct.Mid* %1, i32 0, i32 0
  store i32 1, i32* %a, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %2 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %2, 6
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load i8*, i8** %name.addr, align 8
  %4 = load i32, i32* %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i8, i8* %3, i64 %idxprom
  %5 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %5 to i16
  %6 = load %struct.Mid*, %struct.Mid** %p, align 8
  %tab = getelementptr inbounds %struct.Mid, %struct.Mid* %6, i32 0, i32 1
  %7 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %7 to i64
  %arrayidx2 = getelementptr inbounds [6 x i16], [6 x i16]* %tab, i64 0, i64 %idxprom1
  store i16 %conv, i16* %arrayidx2, align 2
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i32, i32* %i, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %9 = load i32, i32* %b.addr, align 4
  %10 = load %struct.Mid*, %struct.Mid** %p, align 8
  %b3 = getelementptr inbounds %struct.Mid, %struct.Mid* %10, i32 0, i32 2
  store i32 %9, i32* %b3, align 8
  %11 = load i32, i32* %b.addr, align 4
  %conv4 = sext i32 %11 to i64
  %mul = mul nsw i64 %conv4, 3
  %12 = load %struct.Mid*, %struct.Mid** %p, align 8
  %c = getelementptr inbounds %struct.Mid, %struct.Mid* %12, i32 0, i32 3
  store i64 %mul, i64* %c, align 8
  %13 = load %struct.Mid*, %struct.Mid** %p, align 8
  ret %struct.Mid* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum(%struct.Mid* noundef %p, %struct.Buf* noundef %sb) #0 {
entry:
  %p.addr = alloca %struct.Mid*, align 8
  %sb.addr = alloca %struct.Buf*, align 8
  store %struct.Mid* %p, %struct.Mid** %p.addr, align 8
  store %struct.Buf* %sb, %struct.Buf** %sb.addr, align 8
  %0 = load %struct.Mid*, %struct.Mid** %p.addr, align 8
  %a = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i32 0, i32 0
  %1 = load i32, i32* %a, align 8
  %2 = load %struct.Mid*, %struct.Mid** %p.addr, align 8
  %b = getelementptr inbounds %struct.Mid, %struct.Mid* %2, i32 0, i32 2
  %3 = load i32, i32* %b, align 8
  %add = add nsw i32 %1, %3
  %conv = sext i32 %add to i64
  %4 = load %struct.Mid*, %struct.Mid** %p.addr, align 8
  %c = getelementptr inbounds %struct.Mid, %struct.Mid* %4, i32 0, i32 3
  %5 = load i64, i64* %c, align 8
  %add1 = add nsw i64 %conv, %5
  %6 = load %struct.Buf*, %struct.Buf** %sb.addr, align 8
  %n = getelementptr inbounds %struct.Buf, %struct.Buf* %6, i32 0, i32 0
  %7 = load i32, i32* %n, align 4
  %conv2 = sext i32 %7 to i64
  %add3 = add nsw i64 %add1, %conv2
  %8 = load %struct.Buf*, %struct.Buf** %sb.addr, align 8
  %m = getelementptr inbounds %struct.Buf, %struct.Buf* %8, i32 0, i32 1
  %9 = load i32, i32* %m, align 4
  %conv4 = sext i32 %9 to i64
  %add5 = add nsw i64 %add3, %conv4
  %10 = load %struct.Mid*, %struct.Mid** %p.addr, align 8
  %tab = getelementptr inbounds %struct.Mid, %struct.Mid* %10, i32 0, i32 1
  %arrayidx = getelementptr inbounds [6 x i16], [6 x i16]* %tab, i64 0, i64 1
  %11 = load i16, i16* %arrayidx, align 2
  %conv6 = sext i16 %11 to i64
  %add7 = add nsw i64 %add5, %conv6
  ret i64 %add7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %sb = alloca %struct.Buf*, align 8
  %i = alloca i32, align 4
  %p = alloca %struct.Mid*, align 8
  %e = alloca %struct.Exact*, align 8
  %st = alloca %struct.Str*, align 8
  %r = alloca i64, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store %struct.Buf* null, %struct.Buf** %sb, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %argc.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i8*, i8** %2, i64 %idxprom
  %4 = load i8*, i8** %arrayidx, align 8
  %arrayidx1 = getelementptr inbounds i8, i8* %4, i64 0
  %5 = load i8, i8* %arrayidx1, align 1
  %conv = sext i8 %5 to i32
  call void @put(%struct.Buf** noundef %sb, i32 noundef %conv)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  %7 = load i8**, i8*** %argv.addr, align 8
  %arrayidx2 = getelementptr inbounds i8*, i8** %7, i64 0
  %8 = load i8*, i8** %arrayidx2, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %call = call %struct.Mid* @mid(i8* noundef %8, i32 noundef %9)
  store %struct.Mid* %call, %struct.Mid** %p, align 8
  %call3 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #2
  %10 = bitcast i8* %call3 to %struct.Exact*
  store %struct.Exact* %10, %struct.Exact** %e, align 8
  %call4 = call %struct.Str* @str(%struct.Str* noundef null)
  store %struct.Str* %call4, %struct.Str** %st, align 8
  %11 = load %struct.Mid*, %struct.Mid** %p, align 8
  %12 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %call5 = call i64 @sum(%struct.Mid* noundef %11, %struct.Buf* noundef %12)
  %13 = load %struct.Exact*, %struct.Exact** %e, align 8
  %14 = load i32, i32* %argc.addr, align 4
  %call6 = call i64 @exact(%struct.Exact* noundef %13, i32 noundef %14)
  %add = add nsw i64 %call5, %call6
  store i64 %add, i64* %r, align 8
  %15 = load %struct.Exact*, %struct.Exact** %e, align 8
  %16 = bitcast %struct.Exact* %15 to i8*
  call void @free(i8* noundef %16) #2
  %17 = load %struct.Str*, %struct.Str** %st, align 8
  %p7 = getelementptr inbounds %struct.Str, %struct.Str* %17, i32 0, i32 2
  %arrayidx8 = getelementptr inbounds [1 x i8], [1 x i8]* %p7, i64 0, i64 20
  %18 = load i8, i8* %arrayidx8, align 1
  %conv9 = sext i8 %18 to i64
  %19 = load i64, i64* %r, align 8
  %add10 = add nsw i64 %19, %conv9
  store i64 %add10, i64* %r, align 8
  %20 = load %struct.Str*, %struct.Str** %st, align 8
  %21 = bitcast %struct.Str* %20 to i8*
  call void @free(i8* noundef %21) #2
  %22 = load %struct.Buf*, %struct.Buf** %sb, align 8
  %23 = bitcast %struct.Buf* %22 to i8*
  call void @free(i8* noundef %23) #2
  %24 = load %struct.Mid*, %struct.Mid** %p, align 8
  %25 = bitcast %struct.Mid* %24 to i8*
  call void @free(i8* noundef %25) #2
  %26 = load i64, i64* %r, align 8
  %conv11 = trunc i64 %26 to i32
  ret i32 %conv11
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
