; ModuleID = 'steptag.c'
source_filename = "steptag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.It = type { i32, %struct.Res*, [1 x %struct.Seg] }
%struct.Res = type { i16, i8 }
%struct.Seg = type { i64, i64, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %p = alloca %struct.It*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call %struct.It* @make(i32 noundef 4)
  store %struct.It* %call, %struct.It** %p, align 8
  %1 = load %struct.It*, %struct.It** %p, align 8
  %tobool = icmp ne %struct.It* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.It*, %struct.It** %p, align 8
  %3 = load i32, i32* %argc.addr, align 4
  call void @set(%struct.It* noundef %2, i32 noundef 1, i32 noundef %3)
  %4 = load %struct.It*, %struct.It** %p, align 8
  %call1 = call i32 @second(%struct.It* noundef %4)
  %5 = load %struct.It*, %struct.It** %p, align 8
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %5, i32 0, i32 1
  %6 = load %struct.Res*, %struct.Res** %aFirst, align 8
  %7 = bitcast %struct.Res* %6 to i8*
  %call2 = call i64 @peek(i8* noundef %7)
  %conv = trunc i64 %call2 to i32
  %add = add nsw i32 %call1, %conv
  %8 = load %struct.It*, %struct.It** %p, align 8
  %aSeg = getelementptr inbounds %struct.It, %struct.It* %8, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.Seg], [1 x %struct.Seg]* %aSeg, i64 0, i64 2
  %9 = bitcast %struct.Seg* %arrayidx to i8*
  %call3 = call i64 @peek(i8* noundef %9)
  %conv4 = trunc i64 %call3 to i32
  %add5 = add nsw i32 %add, %conv4
  %10 = load %struct.It*, %struct.It** %p, align 8
  %11 = load %struct.It*, %struct.It** %p, align 8
  %aSeg6 = getelementptr inbounds %struct.It, %struct.It* %11, i32 0, i32 2
  %arraydecay = getelementptr inbounds [1 x %struct.Seg], [1 x %struct.Seg]* %aSeg6, i64 0, i64 0
  %12 = load i32, i32* %argc.addr, align 4
  %call7 = call i32 @pick(%struct.It* noundef %10, %struct.Seg* noundef %arraydecay, i32 noundef %12)
  %add8 = add nsw i32 %add5, %call7
  %13 = load %struct.It*, %struct.It** %p, align 8
  %aSeg9 = getelementptr inbounds %struct.It, %struct.It* %13, i32 0, i32 2
  %arrayidx10 = getelementptr inbounds [1 x %struct.Seg], [1 x %struct.Seg]* %aSeg9, i64 0, i64 1
  %pos = getelementptr inbounds %struct.Seg, %struct.Seg* %arrayidx10, i32 0, i32 0
  %14 = load i64, i64* %pos, align 8
  %conv11 = trunc i64 %14 to i32
  %add12 = add nsw i32 %add8, %conv11
  %15 = load %struct.It*, %struct.It** %p, align 8
  %aFirst13 = getelementptr inbounds %struct.It, %struct.It* %15, i32 0, i32 1
  %16 = load %struct.Res*, %struct.Res** %aFirst13, align 8
  %arrayidx14 = getelementptr inbounds %struct.Res, %struct.Res* %16, i64 0
  %first = getelementptr inbounds %struct.Res, %struct.Res* %arrayidx14, i32 0, i32 0
  %17 = load i16, i16* %first, align 2
  %conv15 = zext i16 %17 to i32
  %add16 = add nsw i32 %add12, %conv15
  store i32 %add16, i32* %r, align 4
  %18 = load %struct.It*, %struct.It** %p, align 8
  %19 = bitcast %struct.It* %18 to i8*
  call void @free(i8* noundef %19) #2
  %20 = load i32, i32* %r, align 4
  store i32 %20, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %21 = load i32, i32* %retval, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.It* @make(i32 noundef %n) #0 {
entry:
  %retval = alloca %struct.It*, align 8
  %n.addr = alloca i32, align 4
  %p = alloca %struct.It*, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 24
  %add = add i64 40, %mul
  %1 = load i32, i32* %n.addr, align 4
  %conv1 = sext i32 %1 to i64
  %mul2 = mul i64 %conv1, 4
  %add3 = add i64 %add, %mul2
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef %add3) #2
  %2 = bitcast i8* %call to %struct.It*
  store %struct.It* %2, %struct.It** %p, align 8
  %3 = load %struct.It*, %struct.It** %p, align 8
  %tobool = icmp ne %struct.It* %3, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store %struct.It* null, %struct.It** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %4 = load i32, i32* %n.addr, align 4
  %5 = load %struct.It*, %struct.It** %p, align 8
  %n4 = getelementptr inbounds %struct.It, %struct.It* %5, i32 0, i32 0
  store i32 %4, i32* %n4, align 8
  %6 = load %struct.It*, %struct.It** %p, align 8
  %aSeg = getelementptr inbounds %struct.It, %struct.It* %6, i32 0, i32 2
  %7 = load i32, i32* %n.addr, align 4
  %idxprom = sext i32 %7 to i64
  %arrayidx = getelementptr inbounds [1 x %struct.Seg], [1 x %struct.Seg]* %aSeg, i64 0, i64 %idxprom
  %8 = bitcast %struct.Seg* %arrayidx to %struct.Res*
  %9 = load %struct.It*, %struct.It** %p, align 8
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %9, i32 0, i32 1
  store %struct.Res* %8, %struct.Res** %aFirst, align 8
  %10 = load %struct.It*, %struct.It** %p, align 8
  store %struct.It* %10, %struct.It** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %11 = load %struct.It*, %struct.It** %retval, align 8
  ret %struct.It* %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(%struct.It* noundef %p, i32 noundef %i, i32 noundef %v) #0 {
entry:
  %p.addr = alloca %struct.It*, align 8
  %i.addr = alloca i32, align 4
  %v.addr = alloca i32, align 4
  store %struct.It* %p, %struct.It** %p.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  store i32 %v, i32* %v.addr, align 4
  %0 = load i32, i32* %v.addr, align 4
  %conv = sext i32 %0 to i64
  %1 = load %struct.It*, %struct.It** %p.addr, align 8
  %aSeg = getelementptr inbounds %struct.It, %struct.It* %1, i32 0, i32 2
  %2 = load i32, i32* %i.addr, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds [1 x %struct.Seg], [1 x %struct.Seg]* %aSeg, i64 0, i64 %idxprom
  %pos = getelementptr inbounds %struct.Seg, %struct.Seg* %arrayidx, i32 0, i32 0
  store i64 %conv, i64* %pos, align 8
  %3 = load i32, i32* %v.addr, align 4
  %conv1 = trunc i32 %3 to i16
  %4 = load %struct.It*, %struct.It** %p.addr, align 8
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %4, i32 0, i32 1
  %5 = load %struct.Res*, %struct.Res** %aFirst, align 8
  %6 = load i32, i32* %i.addr, align 4
  %idxprom2 = sext i32 %6 to i64
  %arrayidx3 = getelementptr inbounds %struct.Res, %struct.Res* %5, i64 %idxprom2
  %first = getelementptr inbounds %struct.Res, %struct.Res* %arrayidx3, i32 0, i32 0
  store i16 %conv1, i16* %first, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @second(%struct.It* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.It*, align 8
  store %struct.It* %p, %struct.It** %p.addr, align 8
  %0 = load %struct.It*, %struct.It** %p.addr, align 8
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %0, i32 0, i32 1
  %1 = load %struct.Res*, %struct.Res** %aFirst, align 8
  %arrayidx = getelementptr inbounds %struct.Res, %struct.Res* %1, i64 1
  %first = getelementptr inbounds %struct.Res, %struct.Res* %arrayidx, i32 0, i32 0
  %2 = load i16, i16* %first, align 2
  %conv = zext i16 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @peek(i8* noundef %q) #0 {
entry:
  %q.addr = alloca i8*, align 8
  store i8* %q, i8** %q.addr, align 8
  %0 = load i8*, i8** %q.addr, align 8
  %1 = bitcast i8* %0 to %struct.Seg*
  %pos = getelementptr inbounds %struct.Seg, %struct.Seg* %1, i32 0, i32 0
  %2 = load i64, i64* %pos, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pick(%struct.It* noundef %p, %struct.Seg* noundef %segs, i32 noundef %c) #0 {
entry:
  %p.addr = alloca %struct.It*, align 8
  %segs.addr = alloca %struct.Seg*, align 8
  %c.addr = alloca i32, align 4
  %r = alloca %struct.Res*, align 8
  store %struct.It* %p, %struct.It** %p.addr, align 8
  store %struct.Seg* %segs, %struct.Seg** %segs.addr, align 8
  store i32 %c, i32* %c.addr, align 4
  %0 = load i32, i32* %c.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load %struct.It*, %struct.It** %p.addr, align 8
  %aFirst = getelementptr inbounds %struct.It, %struct.It* %1, i32 0, i32 1
  %2 = load %struct.Res*, %struct.Res** %aFirst, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load %struct.Seg*, %struct.Seg** %segs.addr, align 8
  %4 = bitcast %struct.Seg* %3 to %struct.Res*
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.Res* [ %2, %cond.true ], [ %4, %cond.false ]
  store %struct.Res* %cond, %struct.Res** %r, align 8
  %5 = load %struct.Res*, %struct.Res** %r, align 8
  %arrayidx = getelementptr inbounds %struct.Res, %struct.Res* %5, i64 1
  %first = getelementptr inbounds %struct.Res, %struct.Res* %arrayidx, i32 0, i32 0
  %6 = load i16, i16* %first, align 2
  %conv = zext i16 %6 to i32
  %7 = load %struct.Seg*, %struct.Seg** %segs.addr, align 8
  %pos = getelementptr inbounds %struct.Seg, %struct.Seg* %7, i32 0, i32 0
  %8 = load i64, i64* %pos, align 8
  %conv1 = trunc i64 %8 to i32
  %add = add nsw i32 %conv, %conv1
  ret i32 %add
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
