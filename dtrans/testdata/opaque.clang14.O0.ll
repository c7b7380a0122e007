; ModuleID = 'opaque.c'
source_filename = "opaque.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tok = type { i32, %union.Sem }
%union.Sem = type { double }
%struct.Str = type { i64, [8 x i8] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %t = alloca %struct.Tok*, align 8
  %u = alloca %struct.Tok, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %0 = bitcast i8* %call to %struct.Tok*
  store %struct.Tok* %0, %struct.Tok** %t, align 8
  %1 = load %struct.Tok*, %struct.Tok** %t, align 8
  %sem = getelementptr inbounds %struct.Tok, %struct.Tok* %1, i32 0, i32 1
  %2 = load i32, i32* %argc.addr, align 4
  %call1 = call i32 @lex(%union.Sem* noundef %sem, i32 noundef %2)
  %3 = load %struct.Tok*, %struct.Tok** %t, align 8
  %kind = getelementptr inbounds %struct.Tok, %struct.Tok* %3, i32 0, i32 0
  store i32 %call1, i32* %kind, align 8
  %sem2 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i32 0, i32 1
  %4 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %4, i64 0
  %5 = load i8*, i8** %arrayidx, align 8
  %arrayidx3 = getelementptr inbounds i8, i8* %5, i64 0
  %6 = load i8, i8* %arrayidx3, align 1
  %conv = sext i8 %6 to i32
  %call4 = call i32 @lex(%union.Sem* noundef %sem2, i32 noundef %conv)
  %kind5 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i32 0, i32 0
  store i32 %call4, i32* %kind5, align 8
  %7 = load %struct.Tok*, %struct.Tok** %t, align 8
  %kind6 = getelementptr inbounds %struct.Tok, %struct.Tok* %7, i32 0, i32 0
  %8 = load i32, i32* %kind6, align 8
  %kind7 = getelementptr inbounds %struct.Tok, %struct.Tok* %u, i32 0, i32 0
  %9 = load i32, i32* %kind7, align 8
  %add = add nsw i32 %8, %9
  ret i32 %add
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lex(%union.Sem* noundef %sem, i32 noundef %c) #0 {
entry:
  %retval = alloca i32, align 4
  %sem.addr = alloca %union.Sem*, align 8
  %c.addr = alloca i32, align 4
  %p = alloca %struct.Str*, align 8
  store %union.Sem* %sem, %union.Sem** %sem.addr, align 8
  store i32 %c, i32* %c.addr, align 4
  %0 = load i32, i32* %c.addr, align 4
  %cmp = icmp eq i32 %0, 115
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %1 = bitcast i8* %call to %struct.Str*
  store %struct.Str* %1, %struct.Str** %p, align 8
  %2 = load %struct.Str*, %struct.Str** %p, align 8
  %len = getelementptr inbounds %struct.Str, %struct.Str* %2, i32 0, i32 0
  store i64 0, i64* %len, align 8
  %3 = load %struct.Str*, %struct.Str** %p, align 8
  %4 = load %union.Sem*, %union.Sem** %sem.addr, align 8
  %s = bitcast %union.Sem* %4 to %struct.Str**
  store %struct.Str* %3, %struct.Str** %s, align 8
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %5 = load i32, i32* %c.addr, align 4
  %cmp1 = icmp eq i32 %5, 114
  br i1 %cmp1, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %6 = load %union.Sem*, %union.Sem** %sem.addr, align 8
  %r = bitcast %union.Sem* %6 to double*
  store double 1.500000e+00, double* %r, align 8
  store i32 2, i32* %retval, align 4
  br label %return

if.end3:                                          ; preds = %if.end
  %7 = load i32, i32* %c.addr, align 4
  %conv = sext i32 %7 to i64
  %8 = load %union.Sem*, %union.Sem** %sem.addr, align 8
  %i = bitcast %union.Sem* %8 to i64*
  store i64 %conv, i64* %i, align 8
  store i32 3, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %9 = load i32, i32* %retval, align 4
  ret i32 %9
}

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
