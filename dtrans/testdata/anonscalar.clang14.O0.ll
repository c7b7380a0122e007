; ModuleID = 'anonscalar.c'
source_filename = "anonscalar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Lexer = type { i8*, i32, %struct.anon, i32 }
%struct.anon = type { i8*, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"a\0Ab\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %L = alloca %struct.Lexer*, align 8
  %c = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 40) #2
  %0 = bitcast i8* %call to %struct.Lexer*
  store %struct.Lexer* %0, %struct.Lexer** %L, align 8
  %1 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %tobool = icmp ne %struct.Lexer* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %2, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %3 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %3, i64 1
  %4 = load i8*, i8** %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %4, %cond.true ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), %cond.false ]
  %5 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %source = getelementptr inbounds %struct.Lexer, %struct.Lexer* %5, i32 0, i32 0
  store i8* %cond, i8** %source, align 8
  %6 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %lookahead = getelementptr inbounds %struct.Lexer, %struct.Lexer* %6, i32 0, i32 3
  store i32 32, i32* %lookahead, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %cond.end
  %7 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %call1 = call i32 @next(%struct.Lexer* noundef %7)
  store i32 %call1, i32* %c, align 4
  %cmp2 = icmp sge i32 %call1, 0
  br i1 %cmp2, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %8 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %9 = load i32, i32* %c, align 4
  call void @put(%struct.Lexer* noundef %8, i32 noundef %9)
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  %10 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %line = getelementptr inbounds %struct.Lexer, %struct.Lexer* %10, i32 0, i32 1
  %11 = load i32, i32* %line, align 8
  %12 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %buf = getelementptr inbounds %struct.Lexer, %struct.Lexer* %12, i32 0, i32 2
  %len = getelementptr inbounds %struct.anon, %struct.anon* %buf, i32 0, i32 1
  %13 = load i32, i32* %len, align 8
  %add = add nsw i32 %11, %13
  store i32 %add, i32* %r, align 4
  %14 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %buf3 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %14, i32 0, i32 2
  %text = getelementptr inbounds %struct.anon, %struct.anon* %buf3, i32 0, i32 0
  %15 = load i8*, i8** %text, align 8
  call void @free(i8* noundef %15) #2
  %16 = load %struct.Lexer*, %struct.Lexer** %L, align 8
  %17 = bitcast %struct.Lexer* %16 to i8*
  call void @free(i8* noundef %17) #2
  %18 = load i32, i32* %r, align 4
  store i32 %18, i32* %retval, align 4
  br label %return

return:                                           ; preds = %while.end, %if.then
  %19 = load i32, i32* %retval, align 4
  ret i32 %19
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next(%struct.Lexer* noundef %L) #0 {
entry:
  %L.addr = alloca %struct.Lexer*, align 8
  %c = alloca i32, align 4
  store %struct.Lexer* %L, %struct.Lexer** %L.addr, align 8
  %0 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %lookahead = getelementptr inbounds %struct.Lexer, %struct.Lexer* %0, i32 0, i32 3
  %1 = load i32, i32* %lookahead, align 8
  store i32 %1, i32* %c, align 4
  %2 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %source = getelementptr inbounds %struct.Lexer, %struct.Lexer* %2, i32 0, i32 0
  %3 = load i8*, i8** %source, align 8
  %4 = load i8, i8* %3, align 1
  %conv = sext i8 %4 to i32
  %tobool = icmp ne i32 %conv, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %5 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %source1 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %5, i32 0, i32 0
  %6 = load i8*, i8** %source1, align 8
  %incdec.ptr = getelementptr inbounds i8, i8* %6, i32 1
  store i8* %incdec.ptr, i8** %source1, align 8
  %7 = load i8, i8* %6, align 1
  %conv2 = sext i8 %7 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv2, %cond.true ], [ -1, %cond.false ]
  %8 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %lookahead3 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %8, i32 0, i32 3
  store i32 %cond, i32* %lookahead3, align 8
  %9 = load i32, i32* %c, align 4
  %cmp = icmp eq i32 %9, 10
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %10 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %line = getelementptr inbounds %struct.Lexer, %struct.Lexer* %10, i32 0, i32 1
  %11 = load i32, i32* %line, align 8
  %inc = add nsw i32 %11, 1
  store i32 %inc, i32* %line, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  %12 = load i32, i32* %c, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(%struct.Lexer* noundef %L, i32 noundef %c) #0 {
entry:
  %L.addr = alloca %struct.Lexer*, align 8
  %c.addr = alloca i32, align 4
  store %struct.Lexer* %L, %struct.Lexer** %L.addr, align 8
  store i32 %c, i32* %c.addr, align 4
  %0 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf = getelementptr inbounds %struct.Lexer, %struct.Lexer* %0, i32 0, i32 2
  %len = getelementptr inbounds %struct.anon, %struct.anon* %buf, i32 0, i32 1
  %1 = load i32, i32* %len, align 8
  %2 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf1 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %2, i32 0, i32 2
  %cap = getelementptr inbounds %struct.anon, %struct.anon* %buf1, i32 0, i32 2
  %3 = load i32, i32* %cap, align 4
  %cmp = icmp sge i32 %1, %3
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf2 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %4, i32 0, i32 2
  %cap3 = getelementptr inbounds %struct.anon, %struct.anon* %buf2, i32 0, i32 2
  %5 = load i32, i32* %cap3, align 4
  %tobool = icmp ne i32 %5, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.then
  %6 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf4 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %6, i32 0, i32 2
  %cap5 = getelementptr inbounds %struct.anon, %struct.anon* %buf4, i32 0, i32 2
  %7 = load i32, i32* %cap5, align 4
  %mul = mul nsw i32 %7, 2
  br label %cond.end

cond.false:                                       ; preds = %if.then
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %mul, %cond.true ], [ 16, %cond.false ]
  %8 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf6 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %8, i32 0, i32 2
  %cap7 = getelementptr inbounds %struct.anon, %struct.anon* %buf6, i32 0, i32 2
  store i32 %cond, i32* %cap7, align 4
  %9 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf8 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %9, i32 0, i32 2
  %text = getelementptr inbounds %struct.anon, %struct.anon* %buf8, i32 0, i32 0
  %10 = load i8*, i8** %text, align 8
  %11 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf9 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %11, i32 0, i32 2
  %cap10 = getelementptr inbounds %struct.anon, %struct.anon* %buf9, i32 0, i32 2
  %12 = load i32, i32* %cap10, align 4
  %conv = sext i32 %12 to i64
  %call = call i8* @realloc(i8* noundef %10, i64 noundef %conv) #2
  %13 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf11 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %13, i32 0, i32 2
  %text12 = getelementptr inbounds %struct.anon, %struct.anon* %buf11, i32 0, i32 0
  store i8* %call, i8** %text12, align 8
  br label %if.end

if.end:                                           ; preds = %cond.end, %entry
  %14 = load i32, i32* %c.addr, align 4
  %conv13 = trunc i32 %14 to i8
  %15 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf14 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %15, i32 0, i32 2
  %text15 = getelementptr inbounds %struct.anon, %struct.anon* %buf14, i32 0, i32 0
  %16 = load i8*, i8** %text15, align 8
  %17 = load %struct.Lexer*, %struct.Lexer** %L.addr, align 8
  %buf16 = getelementptr inbounds %struct.Lexer, %struct.Lexer* %17, i32 0, i32 2
  %len17 = getelementptr inbounds %struct.anon, %struct.anon* %buf16, i32 0, i32 1
  %18 = load i32, i32* %len17, align 8
  %inc = add nsw i32 %18, 1
  store i32 %inc, i32* %len17, align 8
  %idxprom = sext i32 %18 to i64
  %arrayidx = getelementptr inbounds i8, i8* %16, i64 %idxprom
  store i8 %conv13, i8* %arrayidx, align 1
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #1

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
