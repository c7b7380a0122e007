; ModuleID = 'unionouter.c'
source_filename = "unionouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { i32, [4 x i8], %struct.Obj*, %union.anon, i32 }
%union.anon = type { %struct.Num }
%struct.Num = type { [4 x double] }
%struct.Re = type { i8*, i8*, i16, i16 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.Obj*, align 8
  %b = alloca %struct.Obj*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  %conv = zext i1 %cmp to i32
  %1 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 0
  %2 = load i8*, i8** %arrayidx, align 8
  %call = call %struct.Obj* @make(i32 noundef %conv, i8* noundef %2)
  store %struct.Obj* %call, %struct.Obj** %a, align 8
  %3 = load i8**, i8*** %argv.addr, align 8
  %arrayidx1 = getelementptr inbounds i8*, i8** %3, i64 0
  %4 = load i8*, i8** %arrayidx1, align 8
  %call2 = call %struct.Obj* @make(i32 noundef 0, i8* noundef %4)
  store %struct.Obj* %call2, %struct.Obj** %b, align 8
  %5 = load %struct.Obj*, %struct.Obj** %b, align 8
  %6 = load %struct.Obj*, %struct.Obj** %a, align 8
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %6, i32 0, i32 2
  store %struct.Obj* %5, %struct.Obj** %next, align 8
  %7 = load %struct.Obj*, %struct.Obj** %a, align 8
  %call3 = call i32 @use(%struct.Obj* noundef %7)
  %8 = load %struct.Obj*, %struct.Obj** %a, align 8
  %next4 = getelementptr inbounds %struct.Obj, %struct.Obj* %8, i32 0, i32 2
  %9 = load %struct.Obj*, %struct.Obj** %next4, align 8
  %call5 = call i32 @use(%struct.Obj* noundef %9)
  %add = add nsw i32 %call3, %call5
  store i32 %add, i32* %r, align 4
  %10 = load %struct.Obj*, %struct.Obj** %b, align 8
  %11 = bitcast %struct.Obj* %10 to i8*
  call void @free(i8* noundef %11) #3
  %12 = load %struct.Obj*, %struct.Obj** %a, align 8
  %13 = bitcast %struct.Obj* %12 to i8*
  call void @free(i8* noundef %13) #3
  %14 = load i32, i32* %r, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Obj* @make(i32 noundef %type, i8* noundef %s) #0 {
entry:
  %type.addr = alloca i32, align 4
  %s.addr = alloca i8*, align 8
  %o = alloca %struct.Obj*, align 8
  %re = alloca %struct.Re*, align 8
  store i32 %type, i32* %type.addr, align 4
  store i8* %s, i8** %s.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 56) #3
  %0 = bitcast i8* %call to %struct.Obj*
  store %struct.Obj* %0, %struct.Obj** %o, align 8
  %1 = load %struct.Obj*, %struct.Obj** %o, align 8
  %tobool = icmp ne %struct.Obj* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #4
  unreachable

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %type.addr, align 4
  %3 = load %struct.Obj*, %struct.Obj** %o, align 8
  %type1 = getelementptr inbounds %struct.Obj, %struct.Obj* %3, i32 0, i32 0
  store i32 %2, i32* %type1, align 8
  %4 = load %struct.Obj*, %struct.Obj** %o, align 8
  %tag = getelementptr inbounds %struct.Obj, %struct.Obj* %4, i32 0, i32 1
  %arrayidx = getelementptr inbounds [4 x i8], [4 x i8]* %tag, i64 0, i64 0
  store i8 111, i8* %arrayidx, align 4
  %5 = load %struct.Obj*, %struct.Obj** %o, align 8
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %5, i32 0, i32 2
  store %struct.Obj* null, %struct.Obj** %next, align 8
  %6 = load %struct.Obj*, %struct.Obj** %o, align 8
  %refs = getelementptr inbounds %struct.Obj, %struct.Obj* %6, i32 0, i32 4
  store i32 1, i32* %refs, align 8
  %7 = load i32, i32* %type.addr, align 4
  %tobool2 = icmp ne i32 %7, 0
  br i1 %tobool2, label %if.then3, label %if.else

if.then3:                                         ; preds = %if.end
  %8 = load %struct.Obj*, %struct.Obj** %o, align 8
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %8, i32 0, i32 3
  %r = bitcast %union.anon* %u to %struct.Re*
  store %struct.Re* %r, %struct.Re** %re, align 8
  %9 = load i8*, i8** %s.addr, align 8
  %10 = load %struct.Re*, %struct.Re** %re, align 8
  %src = getelementptr inbounds %struct.Re, %struct.Re* %10, i32 0, i32 0
  store i8* %9, i8** %src, align 8
  %11 = load i8*, i8** %s.addr, align 8
  %add.ptr = getelementptr inbounds i8, i8* %11, i64 1
  %12 = load %struct.Re*, %struct.Re** %re, align 8
  %prog = getelementptr inbounds %struct.Re, %struct.Re* %12, i32 0, i32 1
  store i8* %add.ptr, i8** %prog, align 8
  %13 = load %struct.Re*, %struct.Re** %re, align 8
  %flags = getelementptr inbounds %struct.Re, %struct.Re* %13, i32 0, i32 2
  store i16 3, i16* %flags, align 8
  %14 = load %struct.Re*, %struct.Re** %re, align 8
  %last = getelementptr inbounds %struct.Re, %struct.Re* %14, i32 0, i32 3
  store i16 0, i16* %last, align 2
  br label %if.end6

if.else:                                          ; preds = %if.end
  %15 = load %struct.Obj*, %struct.Obj** %o, align 8
  %u4 = getelementptr inbounds %struct.Obj, %struct.Obj* %15, i32 0, i32 3
  %num = bitcast %union.anon* %u4 to %struct.Num*
  %d = getelementptr inbounds %struct.Num, %struct.Num* %num, i32 0, i32 0
  %arrayidx5 = getelementptr inbounds [4 x double], [4 x double]* %d, i64 0, i64 0
  store double 1.500000e+00, double* %arrayidx5, align 8
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then3
  %16 = load %struct.Obj*, %struct.Obj** %o, align 8
  ret %struct.Obj* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @use(%struct.Obj* noundef %o) #0 {
entry:
  %retval = alloca i32, align 4
  %o.addr = alloca %struct.Obj*, align 8
  %re = alloca %struct.Re*, align 8
  store %struct.Obj* %o, %struct.Obj** %o.addr, align 8
  %0 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %type = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 0
  %1 = load i32, i32* %type, align 8
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %u = getelementptr inbounds %struct.Obj, %struct.Obj* %2, i32 0, i32 3
  %r = bitcast %union.anon* %u to %struct.Re*
  store %struct.Re* %r, %struct.Re** %re, align 8
  %3 = load %struct.Re*, %struct.Re** %re, align 8
  %flags = getelementptr inbounds %struct.Re, %struct.Re* %3, i32 0, i32 2
  %4 = load i16, i16* %flags, align 8
  %conv = sext i16 %4 to i32
  %5 = load %struct.Re*, %struct.Re** %re, align 8
  %last = getelementptr inbounds %struct.Re, %struct.Re* %5, i32 0, i32 3
  %6 = load i16, i16* %last, align 2
  %conv1 = sext i16 %6 to i32
  %add = add nsw i32 %conv, %conv1
  %7 = load %struct.Re*, %struct.Re** %re, align 8
  %src = getelementptr inbounds %struct.Re, %struct.Re* %7, i32 0, i32 0
  %8 = load i8*, i8** %src, align 8
  %arrayidx = getelementptr inbounds i8, i8* %8, i64 0
  %9 = load i8, i8* %arrayidx, align 1
  %conv2 = sext i8 %9 to i32
  %add3 = add nsw i32 %add, %conv2
  %10 = load %struct.Re*, %struct.Re** %re, align 8
  %prog = getelementptr inbounds %struct.Re, %struct.Re* %10, i32 0, i32 1
  %11 = load i8*, i8** %prog, align 8
  %arrayidx4 = getelementptr inbounds i8, i8* %11, i64 0
  %12 = load i8, i8* %arrayidx4, align 1
  %conv5 = sext i8 %12 to i32
  %add6 = add nsw i32 %add3, %conv5
  %13 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %refs = getelementptr inbounds %struct.Obj, %struct.Obj* %13, i32 0, i32 4
  %14 = load i32, i32* %refs, align 8
  %add7 = add nsw i32 %add6, %14
  store i32 %add7, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %15 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %u8 = getelementptr inbounds %struct.Obj, %struct.Obj* %15, i32 0, i32 3
  %num = bitcast %union.anon* %u8 to %struct.Num*
  %d = getelementptr inbounds %struct.Num, %struct.Num* %num, i32 0, i32 0
  %arrayidx9 = getelementptr inbounds [4 x double], [4 x double]* %d, i64 0, i64 0
  %16 = load double, double* %arrayidx9, align 8
  %conv10 = fptosi double %16 to i32
  %17 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %tag = getelementptr inbounds %struct.Obj, %struct.Obj* %17, i32 0, i32 1
  %arrayidx11 = getelementptr inbounds [4 x i8], [4 x i8]* %tag, i64 0, i64 0
  %18 = load i8, i8* %arrayidx11, align 4
  %conv12 = sext i8 %18 to i32
  %add13 = add nsw i32 %conv10, %conv12
  store i32 %add13, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %19 = load i32, i32* %retval, align 4
  ret i32 %19
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
