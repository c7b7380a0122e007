; ModuleID = 'storefirst.c'
source_filename = "storefirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.meta = type { %struct.split, %struct.split, i32*, i64 }
%struct.split = type { i32*, i64 }
%struct.splitter = type { i64, %struct.split*, i64 }
%struct.block = type { %struct.split, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @build(%struct.meta* noundef %mb, i32* noundef %in, i32 noundef %n) #0 {
entry:
  %mb.addr = alloca %struct.meta*, align 8
  %in.addr = alloca i32*, align 8
  %n.addr = alloca i32, align 4
  %lit = alloca %struct.splitter, align 8
  %cmd = alloca %struct.splitter, align 8
  %i = alloca i32, align 4
  store %struct.meta* %mb, %struct.meta** %mb.addr, align 8
  store i32* %in, i32** %in.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 64) #2
  %0 = bitcast i8* %call to i32*
  %1 = load %struct.meta*, %struct.meta** %mb.addr, align 8
  %context = getelementptr inbounds %struct.meta, %struct.meta* %1, i32 0, i32 2
  store i32* %0, i32** %context, align 8
  %2 = load %struct.meta*, %struct.meta** %mb.addr, align 8
  %contexts = getelementptr inbounds %struct.meta, %struct.meta* %2, i32 0, i32 3
  store i64 16, i64* %contexts, align 8
  %alphabet = getelementptr inbounds %struct.splitter, %struct.splitter* %lit, i32 0, i32 0
  store i64 256, i64* %alphabet, align 8
  %3 = load %struct.meta*, %struct.meta** %mb.addr, align 8
  %literal = getelementptr inbounds %struct.meta, %struct.meta* %3, i32 0, i32 0
  %split = getelementptr inbounds %struct.splitter, %struct.splitter* %lit, i32 0, i32 1
  store %struct.split* %literal, %struct.split** %split, align 8
  %count = getelementptr inbounds %struct.splitter, %struct.splitter* %lit, i32 0, i32 2
  store i64 0, i64* %count, align 8
  %alphabet1 = getelementptr inbounds %struct.splitter, %struct.splitter* %cmd, i32 0, i32 0
  store i64 704, i64* %alphabet1, align 8
  %4 = load %struct.meta*, %struct.meta** %mb.addr, align 8
  %command = getelementptr inbounds %struct.meta, %struct.meta* %4, i32 0, i32 1
  %split2 = getelementptr inbounds %struct.splitter, %struct.splitter* %cmd, i32 0, i32 1
  store %struct.split* %command, %struct.split** %split2, align 8
  %count3 = getelementptr inbounds %struct.splitter, %struct.splitter* %cmd, i32 0, i32 2
  store i64 0, i64* %count3, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %5 = load i32, i32* %i, align 4
  %6 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %5, %6
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load i32*, i32** %in.addr, align 8
  %8 = load i32, i32* %i, align 4
  %idxprom = sext i32 %8 to i64
  %arrayidx = getelementptr inbounds i32, i32* %7, i64 %idxprom
  %9 = load i32, i32* %arrayidx, align 4
  call void @add(%struct.splitter* noundef %lit, i32 noundef %9)
  %10 = load i32*, i32** %in.addr, align 8
  %11 = load i32, i32* %i, align 4
  %idxprom4 = sext i32 %11 to i64
  %arrayidx5 = getelementptr inbounds i32, i32* %10, i64 %idxprom4
  %12 = load i32, i32* %arrayidx5, align 4
  %shr = ashr i32 %12, 8
  call void @add(%struct.splitter* noundef %cmd, i32 noundef %shr)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %i, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @finish(%struct.splitter* noundef %lit)
  call void @finish(%struct.splitter* noundef %cmd)
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(%struct.splitter* noundef %s, i32 noundef %v) #0 {
entry:
  %s.addr = alloca %struct.splitter*, align 8
  %v.addr = alloca i32, align 4
  %sp = alloca %struct.split*, align 8
  store %struct.splitter* %s, %struct.splitter** %s.addr, align 8
  store i32 %v, i32* %v.addr, align 4
  %0 = load %struct.splitter*, %struct.splitter** %s.addr, align 8
  %split = getelementptr inbounds %struct.splitter, %struct.splitter* %0, i32 0, i32 1
  %1 = load %struct.split*, %struct.split** %split, align 8
  store %struct.split* %1, %struct.split** %sp, align 8
  %2 = load i32, i32* %v.addr, align 4
  %3 = load %struct.split*, %struct.split** %sp, align 8
  %types = getelementptr inbounds %struct.split, %struct.split* %3, i32 0, i32 0
  %4 = load i32*, i32** %types, align 8
  %5 = load %struct.split*, %struct.split** %sp, align 8
  %num = getelementptr inbounds %struct.split, %struct.split* %5, i32 0, i32 1
  %6 = load i64, i64* %num, align 8
  %inc = add i64 %6, 1
  store i64 %inc, i64* %num, align 8
  %arrayidx = getelementptr inbounds i32, i32* %4, i64 %6
  store i32 %2, i32* %arrayidx, align 4
  %7 = load %struct.splitter*, %struct.splitter** %s.addr, align 8
  %count = getelementptr inbounds %struct.splitter, %struct.splitter* %7, i32 0, i32 2
  %8 = load i64, i64* %count, align 8
  %inc1 = add i64 %8, 1
  store i64 %inc1, i64* %count, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish(%struct.splitter* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.splitter*, align 8
  %sp = alloca %struct.split*, align 8
  store %struct.splitter* %s, %struct.splitter** %s.addr, align 8
  %0 = load %struct.splitter*, %struct.splitter** %s.addr, align 8
  %split = getelementptr inbounds %struct.splitter, %struct.splitter* %0, i32 0, i32 1
  %1 = load %struct.split*, %struct.split** %split, align 8
  store %struct.split* %1, %struct.split** %sp, align 8
  %2 = load %struct.split*, %struct.split** %sp, align 8
  %types = getelementptr inbounds %struct.split, %struct.split* %2, i32 0, i32 0
  %3 = load i32*, i32** %types, align 8
  %4 = bitcast i32* %3 to i8*
  %5 = load %struct.split*, %struct.split** %sp, align 8
  %num = getelementptr inbounds %struct.split, %struct.split* %5, i32 0, i32 1
  %6 = load i64, i64* %num, align 8
  %add = add i64 %6, 1
  %mul = mul i64 %add, 4
  %call = call i8* @realloc(i8* noundef %4, i64 noundef %mul) #2
  %7 = bitcast i8* %call to i32*
  %8 = load %struct.split*, %struct.split** %sp, align 8
  %types1 = getelementptr inbounds %struct.split, %struct.split* %8, i32 0, i32 0
  store i32* %7, i32** %types1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill(%struct.block* noundef %b, i32* noundef %in, i32 noundef %n) #0 {
entry:
  %b.addr = alloca %struct.block*, align 8
  %in.addr = alloca i32*, align 8
  %n.addr = alloca i32, align 4
  %s = alloca %struct.splitter, align 8
  %i = alloca i32, align 4
  store %struct.block* %b, %struct.block** %b.addr, align 8
  store i32* %in, i32** %in.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %alphabet = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i32 0, i32 0
  store i64 16, i64* %alphabet, align 8
  %0 = load %struct.block*, %struct.block** %b.addr, align 8
  %split = getelementptr inbounds %struct.block, %struct.block* %0, i32 0, i32 0
  %split1 = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i32 0, i32 1
  store %struct.split* %split, %struct.split** %split1, align 8
  %count = getelementptr inbounds %struct.splitter, %struct.splitter* %s, i32 0, i32 2
  store i64 0, i64* %count, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4
  %2 = load i32, i32* %n.addr, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load i32*, i32** %in.addr, align 8
  %4 = load i32, i32* %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i32, i32* %3, i64 %idxprom
  %5 = load i32, i32* %arrayidx, align 4
  call void @add(%struct.splitter* noundef %s, i32 noundef %5)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  call void @finish(%struct.splitter* noundef %s)
  %7 = load i32*, i32** %in.addr, align 8
  %8 = load i32, i32* %n.addr, align 4
  %sub = sub nsw i32 %8, 1
  %idxprom2 = sext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds i32, i32* %7, i64 %idxprom2
  %9 = load i32, i32* %arrayidx3, align 4
  %10 = load %struct.block*, %struct.block** %b.addr, align 8
  %last = getelementptr inbounds %struct.block, %struct.block* %10, i32 0, i32 1
  store i32 %9, i32* %last, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %mb = alloca %struct.meta*, align 8
  %b = alloca %struct.block*, align 8
  %in = alloca [4 x i32], align 16
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 48) #2
  %1 = bitcast i8* %call to %struct.meta*
  store %struct.meta* %1, %struct.meta** %mb, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %2 = bitcast i8* %call1 to %struct.block*
  store %struct.block* %2, %struct.block** %b, align 8
  %call2 = call noalias i8* @malloc(i64 noundef 256) #2
  %3 = bitcast i8* %call2 to i32*
  %4 = load %struct.meta*, %struct.meta** %mb, align 8
  %literal = getelementptr inbounds %struct.meta, %struct.meta* %4, i32 0, i32 0
  %types = getelementptr inbounds %struct.split, %struct.split* %literal, i32 0, i32 0
  store i32* %3, i32** %types, align 8
  %call3 = call noalias i8* @malloc(i64 noundef 256) #2
  %5 = bitcast i8* %call3 to i32*
  %6 = load %struct.meta*, %struct.meta** %mb, align 8
  %command = getelementptr inbounds %struct.meta, %struct.meta* %6, i32 0, i32 1
  %types4 = getelementptr inbounds %struct.split, %struct.split* %command, i32 0, i32 0
  store i32* %5, i32** %types4, align 8
  %call5 = call noalias i8* @malloc(i64 noundef 256) #2
  %7 = bitcast i8* %call5 to i32*
  %8 = load %struct.block*, %struct.block** %b, align 8
  %split = getelementptr inbounds %struct.block, %struct.block* %8, i32 0, i32 0
  %types6 = getelementptr inbounds %struct.split, %struct.split* %split, i32 0, i32 0
  store i32* %7, i32** %types6, align 8
  %arrayinit.begin = getelementptr inbounds [4 x i32], [4 x i32]* %in, i64 0, i64 0
  %9 = load i32, i32* %argc.addr, align 4
  store i32 %9, i32* %arrayinit.begin, align 4
  %arrayinit.element = getelementptr inbounds i32, i32* %arrayinit.begin, i64 1
  %10 = load i32, i32* %argc.addr, align 4
  %add = add nsw i32 %10, 1
  store i32 %add, i32* %arrayinit.element, align 4
  %arrayinit.element7 = getelementptr inbounds i32, i32* %arrayinit.element, i64 1
  %11 = load i32, i32* %argc.addr, align 4
  %add8 = add nsw i32 %11, 2
  store i32 %add8, i32* %arrayinit.element7, align 4
  %arrayinit.element9 = getelementptr inbounds i32, i32* %arrayinit.element7, i64 1
  %12 = load i32, i32* %argc.addr, align 4
  %add10 = add nsw i32 %12, 3
  store i32 %add10, i32* %arrayinit.element9, align 4
  %13 = load %struct.meta*, %struct.meta** %mb, align 8
  %arraydecay = getelementptr inbounds [4 x i32], [4 x i32]* %in, i64 0, i64 0
  call void @build(%struct.meta* noundef %13, i32* noundef %arraydecay, i32 noundef 4)
  %14 = load %struct.block*, %struct.block** %b, align 8
  %arraydecay11 = getelementptr inbounds [4 x i32], [4 x i32]* %in, i64 0, i64 0
  call void @fill(%struct.block* noundef %14, i32* noundef %arraydecay11, i32 noundef 4)
  %15 = load %struct.meta*, %struct.meta** %mb, align 8
  %literal12 = getelementptr inbounds %struct.meta, %struct.meta* %15, i32 0, i32 0
  %num = getelementptr inbounds %struct.split, %struct.split* %literal12, i32 0, i32 1
  %16 = load i64, i64* %num, align 8
  %conv = trunc i64 %16 to i32
  %17 = load %struct.meta*, %struct.meta** %mb, align 8
  %context = getelementptr inbounds %struct.meta, %struct.meta* %17, i32 0, i32 2
  %18 = load i32*, i32** %context, align 8
  %arrayidx = getelementptr inbounds i32, i32* %18, i64 0
  %19 = load i32, i32* %arrayidx, align 4
  %add13 = add nsw i32 %conv, %19
  %20 = load %struct.block*, %struct.block** %b, align 8
  %last = getelementptr inbounds %struct.block, %struct.block* %20, i32 0, i32 1
  %21 = load i32, i32* %last, align 8
  %add14 = add nsw i32 %add13, %21
  ret i32 %add14
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

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
!8 = distinct !{!8, !7}
