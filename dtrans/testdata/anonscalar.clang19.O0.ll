; ModuleID = 'anonscalar.c'
source_filename = "anonscalar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Lexer = type { ptr, i32, %struct.anon, i32 }
%struct.anon = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"a\0Ab\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %L = alloca ptr, align 8
  %c = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 40) #4
  store ptr %call, ptr %L, align 8
  %0 = load ptr, ptr %L, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %2 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 1
  %3 = load ptr, ptr %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %3, %cond.true ], [ @.str, %cond.false ]
  %4 = load ptr, ptr %L, align 8
  %source = getelementptr inbounds %struct.Lexer, ptr %4, i32 0, i32 0
  store ptr %cond, ptr %source, align 8
  %5 = load ptr, ptr %L, align 8
  %lookahead = getelementptr inbounds %struct.Lexer, ptr %5, i32 0, i32 3
  store i32 32, ptr %lookahead, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %cond.end
  %6 = load ptr, ptr %L, align 8
  %call1 = call i32 @next(ptr noundef %6)
  store i32 %call1, ptr %c, align 4
  %cmp2 = icmp sge i32 %call1, 0
  br i1 %cmp2, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %7 = load ptr, ptr %L, align 8
  %8 = load i32, ptr %c, align 4
  call void @put(ptr noundef %7, i32 noundef %8)
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  %9 = load ptr, ptr %L, align 8
  %line = getelementptr inbounds %struct.Lexer, ptr %9, i32 0, i32 1
  %10 = load i32, ptr %line, align 8
  %11 = load ptr, ptr %L, align 8
  %buf = getelementptr inbounds %struct.Lexer, ptr %11, i32 0, i32 2
  %len = getelementptr inbounds %struct.anon, ptr %buf, i32 0, i32 1
  %12 = load i32, ptr %len, align 8
  %add = add nsw i32 %10, %12
  store i32 %add, ptr %r, align 4
  %13 = load ptr, ptr %L, align 8
  %buf3 = getelementptr inbounds %struct.Lexer, ptr %13, i32 0, i32 2
  %text = getelementptr inbounds %struct.anon, ptr %buf3, i32 0, i32 0
  %14 = load ptr, ptr %text, align 8
  call void @free(ptr noundef %14) #5
  %15 = load ptr, ptr %L, align 8
  call void @free(ptr noundef %15) #5
  %16 = load i32, ptr %r, align 4
  store i32 %16, ptr %retval, align 4
  br label %return

return:                                           ; preds = %while.end, %if.then
  %17 = load i32, ptr %retval, align 4
  ret i32 %17
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next(ptr noundef %L) #0 {
entry:
  %L.addr = alloca ptr, align 8
  %c = alloca i32, align 4
  store ptr %L, ptr %L.addr, align 8
  %0 = load ptr, ptr %L.addr, align 8
  %lookahead = getelementptr inbounds %struct.Lexer, ptr %0, i32 0, i32 3
  %1 = load i32, ptr %lookahead, align 8
  store i32 %1, ptr %c, align 4
  %2 = load ptr, ptr %L.addr, align 8
  %source = getelementptr inbounds %struct.Lexer, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %source, align 8
  %4 = load i8, ptr %3, align 1
  %conv = sext i8 %4 to i32
  %tobool = icmp ne i32 %conv, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %5 = load ptr, ptr %L.addr, align 8
  %source1 = getelementptr inbounds %struct.Lexer, ptr %5, i32 0, i32 0
  %6 = load ptr, ptr %source1, align 8
  %incdec.ptr = getelementptr inbounds i8, ptr %6, i32 1
  store ptr %incdec.ptr, ptr %source1, align 8
  %7 = load i8, ptr %6, align 1
  %conv2 = sext i8 %7 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv2, %cond.true ], [ -1, %cond.false ]
  %8 = load ptr, ptr %L.addr, align 8
  %lookahead3 = getelementptr inbounds %struct.Lexer, ptr %8, i32 0, i32 3
  store i32 %cond, ptr %lookahead3, align 8
  %9 = load i32, ptr %c, align 4
  %cmp = icmp eq i32 %9, 10
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %10 = load ptr, ptr %L.addr, align 8
  %line = getelementptr inbounds %struct.Lexer, ptr %10, i32 0, i32 1
  %11 = load i32, ptr %line, align 8
  %inc = add nsw i32 %11, 1
  store i32 %inc, ptr %line, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  %12 = load i32, ptr %c, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %L, i32 noundef %c) #0 {
entry:
  %L.addr = alloca ptr, align 8
  %c.addr = alloca i32, align 4
  store ptr %L, ptr %L.addr, align 8
  store i32 %c, ptr %c.addr, align 4
  %0 = load ptr, ptr %L.addr, align 8
  %buf = getelementptr inbounds %struct.Lexer, ptr %0, i32 0, i32 2
  %len = getelementptr inbounds %struct.anon, ptr %buf, i32 0, i32 1
  %1 = load i32, ptr %len, align 8
  %2 = load ptr, ptr %L.addr, align 8
  %buf1 = getelementptr inbounds %struct.Lexer, ptr %2, i32 0, i32 2
  %cap = getelementptr inbounds %struct.anon, ptr %buf1, i32 0, i32 2
  %3 = load i32, ptr %cap, align 4
  %cmp = icmp sge i32 %1, %3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load ptr, ptr %L.addr, align 8
  %buf2 = getelementptr inbounds %struct.Lexer, ptr %4, i32 0, i32 2
  %cap3 = getelementptr inbounds %struct.anon, ptr %buf2, i32 0, i32 2
  %5 = load i32, ptr %cap3, align 4
  %tobool = icmp ne i32 %5, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.then
  %6 = load ptr, ptr %L.addr, align 8
  %buf4 = getelementptr inbounds %struct.Lexer, ptr %6, i32 0, i32 2
  %cap5 = getelementptr inbounds %struct.anon, ptr %buf4, i32 0, i32 2
  %7 = load i32, ptr %cap5, align 4
  %mul = mul nsw i32 %7, 2
  br label %cond.end

cond.false:                                       ; preds = %if.then
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %mul, %cond.true ], [ 16, %cond.false ]
  %8 = load ptr, ptr %L.addr, align 8
  %buf6 = getelementptr inbounds %struct.Lexer, ptr %8, i32 0, i32 2
  %cap7 = getelementptr inbounds %struct.anon, ptr %buf6, i32 0, i32 2
  store i32 %cond, ptr %cap7, align 4
  %9 = load ptr, ptr %L.addr, align 8
  %buf8 = getelementptr inbounds %struct.Lexer, ptr %9, i32 0, i32 2
  %text = getelementptr inbounds %struct.anon, ptr %buf8, i32 0, i32 0
  %10 = load ptr, ptr %text, align 8
  %11 = load ptr, ptr %L.addr, align 8
  %buf9 = getelementptr inbounds %struct.Lexer, ptr %11, i32 0, i32 2
  %cap10 = getelementptr inbounds %struct.anon, ptr %buf9, i32 0, i32 2
  %12 = load i32, ptr %cap10, align 4
  %conv = sext i32 %12 to i64
  %call = call ptr @realloc(ptr noundef %10, i64 noundef %conv) #6
  %13 = load ptr, ptr %L.addr, align 8
  %buf11 = getelementptr inbounds %struct.Lexer, ptr %13, i32 0, i32 2
  %text12 = getelementptr inbounds %struct.anon, ptr %buf11, i32 0, i32 0
  store ptr %call, ptr %text12, align 8
  br label %if.end

if.end:                                           ; preds = %cond.end, %entry
  %14 = load i32, ptr %c.addr, align 4
  %conv13 = trunc i32 %14 to i8
  %15 = load ptr, ptr %L.addr, align 8
  %buf14 = getelementptr inbounds %struct.Lexer, ptr %15, i32 0, i32 2
  %text15 = getelementptr inbounds %struct.anon, ptr %buf14, i32 0, i32 0
  %16 = load ptr, ptr %text15, align 8
  %17 = load ptr, ptr %L.addr, align 8
  %buf16 = getelementptr inbounds %struct.Lexer, ptr %17, i32 0, i32 2
  %len17 = getelementptr inbounds %struct.anon, ptr %buf16, i32 0, i32 1
  %18 = load i32, ptr %len17, align 8
  %inc = add nsw i32 %18, 1
  store i32 %inc, ptr %len17, align 8
  %idxprom = sext i32 %18 to i64
  %arrayidx = getelementptr inbounds i8, ptr %16, i64 %idxprom
  store i8 %conv13, ptr %arrayidx, align 1
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
