; ModuleID = 'basetag.c'
source_filename = "basetag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.val = type { %union.anon, i8*, i32, i16 }
%union.anon = type { double }
%struct.other = type { i64, i64, i64, i64 }

@scratch = dso_local global %struct.val zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @get_int(%struct.val* noundef %p) #0 {
entry:
  %retval = alloca i64, align 8
  %p.addr = alloca %struct.val*, align 8
  store %struct.val* %p, %struct.val** %p.addr, align 8
  %0 = load %struct.val*, %struct.val** %p.addr, align 8
  %flags = getelementptr inbounds %struct.val, %struct.val* %0, i32 0, i32 3
  %1 = load i16, i16* %flags, align 4
  %conv = zext i16 %1 to i32
  %and = and i32 %conv, 4
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load %struct.val*, %struct.val** %p.addr, align 8
  %u = getelementptr inbounds %struct.val, %struct.val* %2, i32 0, i32 0
  %i = bitcast %union.anon* %u to i64*
  %3 = load i64, i64* %i, align 8
  store i64 %3, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %4 = load %struct.val*, %struct.val** %p.addr, align 8
  %u1 = getelementptr inbounds %struct.val, %struct.val* %4, i32 0, i32 0
  %r = bitcast %union.anon* %u1 to double*
  %5 = load double, double* %r, align 8
  %conv2 = fptosi double %5 to i64
  store i64 %conv2, i64* %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %6 = load i64, i64* %retval, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @probe(i8* noundef %p, i32 noundef %kind) #0 {
entry:
  %p.addr = alloca i8*, align 8
  %kind.addr = alloca i32, align 4
  store i8* %p, i8** %p.addr, align 8
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i8*, i8** %p.addr, align 8
  %2 = bitcast i8* %1 to %struct.val*
  %call = call i64 @get_int(%struct.val* noundef %2)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load i8*, i8** %p.addr, align 8
  %4 = bitcast i8* %3 to %struct.other*
  %d = getelementptr inbounds %struct.other, %struct.other* %4, i32 0, i32 3
  %5 = load i64, i64* %d, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %call, %cond.true ], [ %5, %cond.false ]
  ret i64 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %v = alloca %struct.val*, align 8
  %o = alloca %struct.other*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %0 = bitcast i8* %call to %struct.val*
  store %struct.val* %0, %struct.val** %v, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 32) #2
  %1 = bitcast i8* %call1 to %struct.other*
  store %struct.other* %1, %struct.other** %o, align 8
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load %struct.val*, %struct.val** %v, align 8
  %cmp = icmp eq %struct.val* %3, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %4 = load %struct.other*, %struct.other** %o, align 8
  %cmp2 = icmp eq %struct.other* %4, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load i32, i32* %argc.addr, align 4
  %conv = trunc i32 %5 to i16
  %6 = load %struct.val*, %struct.val** %v, align 8
  %flags = getelementptr inbounds %struct.val, %struct.val* %6, i32 0, i32 3
  store i16 %conv, i16* %flags, align 4
  %7 = load i32, i32* %argc.addr, align 4
  %conv3 = sext i32 %7 to i64
  %8 = load %struct.other*, %struct.other** %o, align 8
  %d = getelementptr inbounds %struct.other, %struct.other* %8, i32 0, i32 3
  store i64 %conv3, i64* %d, align 8
  %9 = load i32, i32* %argc.addr, align 4
  store i32 %9, i32* getelementptr inbounds (%struct.val, %struct.val* @scratch, i32 0, i32 2), align 8
  %10 = load %struct.val*, %struct.val** %v, align 8
  %11 = bitcast %struct.val* %10 to i8*
  %call4 = call i64 @probe(i8* noundef %11, i32 noundef 1)
  %12 = load %struct.other*, %struct.other** %o, align 8
  %13 = bitcast %struct.other* %12 to i8*
  %call5 = call i64 @probe(i8* noundef %13, i32 noundef 0)
  %add = add nsw i64 %call4, %call5
  %call6 = call i64 @probe(i8* noundef bitcast (%struct.val* @scratch to i8*), i32 noundef 1)
  %add7 = add nsw i64 %add, %call6
  %conv8 = trunc i64 %add7 to i32
  store i32 %conv8, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %14 = load i32, i32* %retval, align 4
  ret i32 %14
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
