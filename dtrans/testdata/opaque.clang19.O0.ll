; ModuleID = 'opaque.c'
source_filename = "opaque.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Tok = type { i32, %union.Sem }
%union.Sem = type { double }
%struct.Str = type { i64, [8 x i8] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t = alloca ptr, align 8
  %u = alloca %struct.Tok, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call, ptr %t, align 8
  %0 = load ptr, ptr %t, align 8
  %sem = getelementptr inbounds %struct.Tok, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %argc.addr, align 4
  %call1 = call i32 @lex(ptr noundef %sem, i32 noundef %1)
  %2 = load ptr, ptr %t, align 8
  %kind = getelementptr inbounds %struct.Tok, ptr %2, i32 0, i32 0
  store i32 %call1, ptr %kind, align 8
  %sem2 = getelementptr inbounds %struct.Tok, ptr %u, i32 0, i32 1
  %3 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %3, i64 0
  %4 = load ptr, ptr %arrayidx, align 8
  %arrayidx3 = getelementptr inbounds i8, ptr %4, i64 0
  %5 = load i8, ptr %arrayidx3, align 1
  %conv = sext i8 %5 to i32
  %call4 = call i32 @lex(ptr noundef %sem2, i32 noundef %conv)
  %kind5 = getelementptr inbounds %struct.Tok, ptr %u, i32 0, i32 0
  store i32 %call4, ptr %kind5, align 8
  %6 = load ptr, ptr %t, align 8
  %kind6 = getelementptr inbounds %struct.Tok, ptr %6, i32 0, i32 0
  %7 = load i32, ptr %kind6, align 8
  %kind7 = getelementptr inbounds %struct.Tok, ptr %u, i32 0, i32 0
  %8 = load i32, ptr %kind7, align 8
  %add = add nsw i32 %7, %8
  ret i32 %add
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lex(ptr noundef %sem, i32 noundef %c) #0 {
entry:
  %retval = alloca i32, align 4
  %sem.addr = alloca ptr, align 8
  %c.addr = alloca i32, align 4
  %p = alloca ptr, align 8
  store ptr %sem, ptr %sem.addr, align 8
  store i32 %c, ptr %c.addr, align 4
  %0 = load i32, ptr %c.addr, align 4
  %cmp = icmp eq i32 %0, 115
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %call = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call, ptr %p, align 8
  %1 = load ptr, ptr %p, align 8
  %len = getelementptr inbounds %struct.Str, ptr %1, i32 0, i32 0
  store i64 0, ptr %len, align 8
  %2 = load ptr, ptr %p, align 8
  %3 = load ptr, ptr %sem.addr, align 8
  store ptr %2, ptr %3, align 8
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %4 = load i32, ptr %c.addr, align 4
  %cmp1 = icmp eq i32 %4, 114
  br i1 %cmp1, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %5 = load ptr, ptr %sem.addr, align 8
  store double 1.500000e+00, ptr %5, align 8
  store i32 2, ptr %retval, align 4
  br label %return

if.end3:                                          ; preds = %if.end
  %6 = load i32, ptr %c.addr, align 4
  %conv = sext i32 %6 to i64
  %7 = load ptr, ptr %sem.addr, align 8
  store i64 %conv, ptr %7, align 8
  store i32 3, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end3, %if.then2, %if.then
  %8 = load i32, ptr %retval, align 4
  ret i32 %8
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
