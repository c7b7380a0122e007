; ModuleID = 'hD_header.c'
source_filename = "hD_header.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { %struct.Obj*, i8, i8 }
%struct.Str = type { %struct.Obj*, i8, i8, i8, i8, i32, %union.anon, [1 x i8] }
%union.anon = type { i64 }

@allgc = internal global %struct.Obj* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Obj* @newobj(i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca %struct.Obj*, align 8
  store i32 %tt, i32* %tt.addr, align 4
  store i64 %sz, i64* %sz.addr, align 8
  %0 = load i64, i64* %sz.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %0) #5
  %1 = bitcast i8* %call to %struct.Obj*
  store %struct.Obj* %1, %struct.Obj** %o, align 8
  %2 = load %struct.Obj*, %struct.Obj** %o, align 8
  %cmp = icmp eq %struct.Obj* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  call void @abort() #6
  unreachable

if.end:                                           ; preds = %entry
  %3 = load i32, i32* %tt.addr, align 4
  %conv = trunc i32 %3 to i8
  %4 = load %struct.Obj*, %struct.Obj** %o, align 8
  %tt1 = getelementptr inbounds %struct.Obj, %struct.Obj* %4, i32 0, i32 1
  store i8 %conv, i8* %tt1, align 8
  %5 = load %struct.Obj*, %struct.Obj** %o, align 8
  %marked = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 2
  store i8 0, i8* %marked, align 1
  %6 = load %struct.Obj*, %struct.Obj** @allgc, align 8
  %7 = load %struct.Obj*, %struct.Obj** %o, align 8
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %7, i32 0, i32 0
  store %struct.Obj* %6, %struct.Obj** %next, align 8
  %8 = load %struct.Obj*, %struct.Obj** %o, align 8
  store %struct.Obj* %8, %struct.Obj** @allgc, align 8
  %9 = load %struct.Obj*, %struct.Obj** %o, align 8
  ret %struct.Obj* %9
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Str* @newstr(i8* noundef %s, i64 noundef %l) #0 {
entry:
  %s.addr = alloca i8*, align 8
  %l.addr = alloca i64, align 8
  %o = alloca %struct.Obj*, align 8
  %ts = alloca %struct.Str*, align 8
  store i8* %s, i8** %s.addr, align 8
  store i64 %l, i64* %l.addr, align 8
  %0 = load i64, i64* %l.addr, align 8
  %add = add i64 24, %0
  %add1 = add i64 %add, 1
  %call = call %struct.Obj* @newobj(i32 noundef 4, i64 noundef %add1)
  store %struct.Obj* %call, %struct.Obj** %o, align 8
  %1 = load %struct.Obj*, %struct.Obj** %o, align 8
  %2 = bitcast %struct.Obj* %1 to %struct.Str*
  store %struct.Str* %2, %struct.Str** %ts, align 8
  %3 = load %struct.Str*, %struct.Str** %ts, align 8
  %hash = getelementptr inbounds %struct.Str, %struct.Str* %3, i32 0, i32 5
  store i32 7, i32* %hash, align 4
  %4 = load %struct.Str*, %struct.Str** %ts, align 8
  %extra = getelementptr inbounds %struct.Str, %struct.Str* %4, i32 0, i32 3
  store i8 0, i8* %extra, align 2
  %5 = load %struct.Str*, %struct.Str** %ts, align 8
  %contents = getelementptr inbounds %struct.Str, %struct.Str* %5, i32 0, i32 7
  %arraydecay = getelementptr inbounds [1 x i8], [1 x i8]* %contents, i64 0, i64 0
  %6 = load i8*, i8** %s.addr, align 8
  %7 = load i64, i64* %l.addr, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %arraydecay, i8* align 1 %6, i64 %7, i1 false)
  %8 = load %struct.Str*, %struct.Str** %ts, align 8
  %contents2 = getelementptr inbounds %struct.Str, %struct.Str* %8, i32 0, i32 7
  %9 = load i64, i64* %l.addr, align 8
  %arrayidx = getelementptr inbounds [1 x i8], [1 x i8]* %contents2, i64 0, i64 %9
  store i8 0, i8* %arrayidx, align 1
  %10 = load %struct.Str*, %struct.Str** %ts, align 8
  ret %struct.Str* %10
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %ts = alloca %struct.Str*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %0, i64 0
  %1 = load i8*, i8** %arrayidx, align 8
  %2 = load i8**, i8*** %argv.addr, align 8
  %arrayidx1 = getelementptr inbounds i8*, i8** %2, i64 0
  %3 = load i8*, i8** %arrayidx1, align 8
  %call = call i64 @strlen(i8* noundef %3) #7
  %call2 = call %struct.Str* @newstr(i8* noundef %1, i64 noundef %call)
  store %struct.Str* %call2, %struct.Str** %ts, align 8
  %4 = load %struct.Str*, %struct.Str** %ts, align 8
  %hash = getelementptr inbounds %struct.Str, %struct.Str* %4, i32 0, i32 5
  %5 = load i32, i32* %hash, align 4
  %6 = load %struct.Str*, %struct.Str** %ts, align 8
  %contents = getelementptr inbounds %struct.Str, %struct.Str* %6, i32 0, i32 7
  %arrayidx3 = getelementptr inbounds [1 x i8], [1 x i8]* %contents, i64 0, i64 0
  %7 = load i8, i8* %arrayidx3, align 8
  %conv = sext i8 %7 to i32
  %add = add i32 %5, %conv
  %8 = load %struct.Obj*, %struct.Obj** @allgc, align 8
  %tt = getelementptr inbounds %struct.Obj, %struct.Obj* %8, i32 0, i32 1
  %9 = load i8, i8* %tt, align 8
  %conv4 = zext i8 %9 to i32
  %add5 = add i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
