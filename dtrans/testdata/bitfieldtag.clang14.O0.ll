; ModuleID = 'bitfieldtag.c'
source_filename = "bitfieldtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.idx = type <{ i8*, i8, i16, [5 x i8], i64 }>
%struct.other = type { i64, i64, double }

@any = dso_local global i8* null, align 8
@keep = dso_local global %struct.idx zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @size_of(%struct.idx* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.idx*, align 8
  store %struct.idx* %p, %struct.idx** %p.addr, align 8
  %0 = load %struct.idx*, %struct.idx** %p.addr, align 8
  %n = getelementptr inbounds %struct.idx, %struct.idx* %0, i32 0, i32 4
  %1 = load i64, i64* %n, align 8
  %2 = load %struct.idx*, %struct.idx** %p.addr, align 8
  %kind = getelementptr inbounds %struct.idx, %struct.idx* %2, i32 0, i32 1
  %3 = load i8, i8* %kind, align 8
  %conv = zext i8 %3 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @probe(i32 noundef %kind) #0 {
entry:
  %kind.addr = alloca i32, align 4
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i8*, i8** @any, align 8
  %2 = bitcast i8* %1 to %struct.idx*
  %q = getelementptr inbounds %struct.idx, %struct.idx* %2, i32 0, i32 2
  %bf.load = load i16, i16* %q, align 1
  %bf.lshr = lshr i16 %bf.load, 8
  %bf.clear = and i16 %bf.lshr, 3
  %bf.cast = zext i16 %bf.clear to i32
  %conv = zext i32 %bf.cast to i64
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load i8*, i8** @any, align 8
  %4 = bitcast i8* %3 to %struct.other*
  %d = getelementptr inbounds %struct.other, %struct.other* %4, i32 0, i32 2
  %5 = load double, double* %d, align 8
  %conv1 = fptosi double %5 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %conv, %cond.true ], [ %conv1, %cond.false ]
  ret i64 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %i = alloca %struct.idx*, align 8
  %o = alloca %struct.other*, align 8
  %k = alloca i64, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %0 = bitcast i8* %call to %struct.idx*
  store %struct.idx* %0, %struct.idx** %i, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %1 = bitcast i8* %call1 to %struct.other*
  store %struct.other* %1, %struct.other** %o, align 8
  %2 = load %struct.idx*, %struct.idx** %i, align 8
  %cmp = icmp eq %struct.idx* %2, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %3 = load %struct.other*, %struct.other** %o, align 8
  %cmp2 = icmp eq %struct.other* %3, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %4, i64 0
  %5 = load i8*, i8** %arrayidx, align 8
  %6 = load %struct.idx*, %struct.idx** %i, align 8
  %name = getelementptr inbounds %struct.idx, %struct.idx* %6, i32 0, i32 0
  store i8* %5, i8** %name, align 8
  %7 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %7 to i64
  %8 = load %struct.idx*, %struct.idx** %i, align 8
  %n = getelementptr inbounds %struct.idx, %struct.idx* %8, i32 0, i32 4
  store i64 %conv, i64* %n, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %conv3 = sext i32 %9 to i64
  store i64 %conv3, i64* getelementptr inbounds (%struct.idx, %struct.idx* @keep, i32 0, i32 4), align 8
  %10 = load %struct.idx*, %struct.idx** %i, align 8
  %11 = bitcast %struct.idx* %10 to i8*
  store i8* %11, i8** @any, align 8
  %call4 = call i64 @probe(i32 noundef 1)
  store i64 %call4, i64* %k, align 8
  %12 = load %struct.other*, %struct.other** %o, align 8
  %13 = bitcast %struct.other* %12 to i8*
  store i8* %13, i8** @any, align 8
  %14 = load %struct.idx*, %struct.idx** %i, align 8
  %call5 = call i64 @size_of(%struct.idx* noundef %14)
  %15 = load i64, i64* %k, align 8
  %add = add nsw i64 %call5, %15
  %call6 = call i64 @probe(i32 noundef 0)
  %add7 = add nsw i64 %add, %call6
  %conv8 = trunc i64 %add7 to i32
  store i32 %conv8, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %16 = load i32, i32* %retval, align 4
  ret i32 %16
}

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
