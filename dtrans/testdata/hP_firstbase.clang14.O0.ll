; ModuleID = 'hP_firstbase.c'
source_filename = "hP_firstbase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tok = type opaque
%struct.T = type { %struct.S, i8*, i32 }
%struct.S = type { i8*, void (i8*)* }

@registry = dso_local global %struct.Tok* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @deleteT(%struct.Tok* noundef %pTok) #0 {
entry:
  %pTok.addr = alloca %struct.Tok*, align 8
  %p = alloca %struct.T*, align 8
  store %struct.Tok* %pTok, %struct.Tok** %pTok.addr, align 8
  %0 = load %struct.Tok*, %struct.Tok** %pTok.addr, align 8
  %1 = bitcast %struct.Tok* %0 to %struct.T*
  store %struct.T* %1, %struct.T** %p, align 8
  %2 = load %struct.T*, %struct.T** %p, align 8
  %tobool = icmp ne %struct.T* %2, null
  br i1 %tobool, label %if.then, label %if.end4

if.then:                                          ; preds = %entry
  %3 = load %struct.T*, %struct.T** %p, align 8
  %inner = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 1
  %4 = load i8*, i8** %inner, align 8
  %tobool1 = icmp ne i8* %4, null
  br i1 %tobool1, label %if.then2, label %if.end

if.then2:                                         ; preds = %if.then
  %5 = load %struct.T*, %struct.T** %p, align 8
  %base = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %destroy = getelementptr inbounds %struct.S, %struct.S* %base, i32 0, i32 1
  %6 = load void (i8*)*, void (i8*)** %destroy, align 8
  %7 = load %struct.T*, %struct.T** %p, align 8
  %inner3 = getelementptr inbounds %struct.T, %struct.T* %7, i32 0, i32 1
  %8 = load i8*, i8** %inner3, align 8
  call void %6(i8* noundef %8)
  br label %if.end

if.end:                                           ; preds = %if.then2, %if.then
  %9 = load %struct.T*, %struct.T** %p, align 8
  %10 = bitcast %struct.T* %9 to i8*
  call void @free(i8* noundef %10) #2
  br label %if.end4

if.end4:                                          ; preds = %if.end, %entry
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %t = alloca %struct.T*, align 8
  store i32 0, i32* %retval, align 4
  %call = call noalias i8* @malloc(i64 noundef 32) #2
  %0 = bitcast i8* %call to %struct.T*
  store %struct.T* %0, %struct.T** %t, align 8
  %1 = load %struct.T*, %struct.T** %t, align 8
  %tobool = icmp ne %struct.T* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.T*, %struct.T** %t, align 8
  %base = getelementptr inbounds %struct.T, %struct.T* %2, i32 0, i32 0
  %ctx = getelementptr inbounds %struct.S, %struct.S* %base, i32 0, i32 0
  store i8* null, i8** %ctx, align 8
  %3 = load %struct.T*, %struct.T** %t, align 8
  %base1 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %destroy = getelementptr inbounds %struct.S, %struct.S* %base1, i32 0, i32 1
  store void (i8*)* @freeinner, void (i8*)** %destroy, align 8
  %call2 = call noalias i8* @malloc(i64 noundef 4) #2
  %4 = load %struct.T*, %struct.T** %t, align 8
  %inner = getelementptr inbounds %struct.T, %struct.T* %4, i32 0, i32 1
  store i8* %call2, i8** %inner, align 8
  %5 = load %struct.T*, %struct.T** %t, align 8
  %n = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 2
  store i32 1, i32* %n, align 8
  %6 = load %struct.T*, %struct.T** %t, align 8
  %7 = bitcast %struct.T* %6 to %struct.Tok*
  store %struct.Tok* %7, %struct.Tok** @registry, align 8
  %8 = load %struct.Tok*, %struct.Tok** @registry, align 8
  call void @deleteT(%struct.Tok* noundef %8)
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %9 = load i32, i32* %retval, align 4
  ret i32 %9
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @freeinner(i8* noundef %p) #0 {
entry:
  %p.addr = alloca i8*, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  call void @free(i8* noundef %0) #2
  ret void
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
