; ModuleID = 'hP_firstbase.c'
source_filename = "hP_firstbase.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.T = type { %struct.S, ptr, i32 }
%struct.S = type { ptr, ptr }

@registry = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @deleteT(ptr noundef %pTok) #0 {
entry:
  %pTok.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  store ptr %pTok, ptr %pTok.addr, align 8
  %0 = load ptr, ptr %pTok.addr, align 8
  store ptr %0, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.then, label %if.end4

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %p, align 8
  %inner = getelementptr inbounds %struct.T, ptr %2, i32 0, i32 1
  %3 = load ptr, ptr %inner, align 8
  %tobool1 = icmp ne ptr %3, null
  br i1 %tobool1, label %if.then2, label %if.end

if.then2:                                         ; preds = %if.then
  %4 = load ptr, ptr %p, align 8
  %base = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 0
  %destroy = getelementptr inbounds %struct.S, ptr %base, i32 0, i32 1
  %5 = load ptr, ptr %destroy, align 8
  %6 = load ptr, ptr %p, align 8
  %inner3 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %inner3, align 8
  call void %5(ptr noundef %7)
  br label %if.end

if.end:                                           ; preds = %if.then2, %if.then
  %8 = load ptr, ptr %p, align 8
  call void @free(ptr noundef %8) #3
  br label %if.end4

if.end4:                                          ; preds = %if.end, %entry
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %t = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @malloc(i64 noundef 32) #4
  store ptr %call, ptr %t, align 8
  %0 = load ptr, ptr %t, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %t, align 8
  %base = getelementptr inbounds %struct.T, ptr %1, i32 0, i32 0
  %ctx = getelementptr inbounds %struct.S, ptr %base, i32 0, i32 0
  store ptr null, ptr %ctx, align 8
  %2 = load ptr, ptr %t, align 8
  %base1 = getelementptr inbounds %struct.T, ptr %2, i32 0, i32 0
  %destroy = getelementptr inbounds %struct.S, ptr %base1, i32 0, i32 1
  store ptr @freeinner, ptr %destroy, align 8
  %call2 = call noalias ptr @malloc(i64 noundef 4) #4
  %3 = load ptr, ptr %t, align 8
  %inner = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 1
  store ptr %call2, ptr %inner, align 8
  %4 = load ptr, ptr %t, align 8
  %n = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 2
  store i32 1, ptr %n, align 8
  %5 = load ptr, ptr %t, align 8
  store ptr %5, ptr @registry, align 8
  %6 = load ptr, ptr @registry, align 8
  call void @deleteT(ptr noundef %6)
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load i32, ptr %retval, align 4
  ret i32 %7
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @freeinner(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  call void @free(ptr noundef %0) #3
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
