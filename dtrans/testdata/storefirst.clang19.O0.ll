; ModuleID = 'storefirst.c'
source_filename = "storefirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.splitter = type { i64, ptr, i64 }
%struct.meta = type { %struct.split, %struct.split, ptr, i64 }
%struct.split = type { ptr, i64 }
%struct.block = type { %struct.split, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @build(ptr noundef %mb, ptr noundef %in, i32 noundef %n) #0 {
entry:
  %mb.addr = alloca ptr, align 8
  %in.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %lit = alloca %struct.splitter, align 8
  %cmd = alloca %struct.splitter, align 8
  %i = alloca i32, align 4
  store ptr %mb, ptr %mb.addr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 64) #4
  %0 = load ptr, ptr %mb.addr, align 8
  %context = getelementptr inbounds %struct.meta, ptr %0, i32 0, i32 2
  store ptr %call, ptr %context, align 8
  %1 = load ptr, ptr %mb.addr, align 8
  %contexts = getelementptr inbounds %struct.meta, ptr %1, i32 0, i32 3
  store i64 16, ptr %contexts, align 8
  %alphabet = getelementptr inbounds %struct.splitter, ptr %lit, i32 0, i32 0
  store i64 256, ptr %alphabet, align 8
  %2 = load ptr, ptr %mb.addr, align 8
  %literal = getelementptr inbounds %struct.meta, ptr %2, i32 0, i32 0
  %split = getelementptr inbounds %struct.splitter, ptr %lit, i32 0, i32 1
  store ptr %literal, ptr %split, align 8
  %count = getelementptr inbounds %struct.splitter, ptr %lit, i32 0, i32 2
  store i64 0, ptr %count, align 8
  %alphabet1 = getelementptr inbounds %struct.splitter, ptr %cmd, i32 0, i32 0
  store i64 704, ptr %alphabet1, align 8
  %3 = load ptr, ptr %mb.addr, align 8
  %command = getelementptr inbounds %struct.meta, ptr %3, i32 0, i32 1
  %split2 = getelementptr inbounds %struct.splitter, ptr %cmd, i32 0, i32 1
  store ptr %command, ptr %split2, align 8
  %count3 = getelementptr inbounds %struct.splitter, ptr %cmd, i32 0, i32 2
  store i64 0, ptr %count3, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, ptr %i, align 4
  %5 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load ptr, ptr %in.addr, align 8
  %7 = load i32, ptr %i, align 4
  %idxprom = sext i32 %7 to i64
  %arrayidx = getelementptr inbounds i32, ptr %6, i64 %idxprom
  %8 = load i32, ptr %arrayidx, align 4
  call void @add(ptr noundef %lit, i32 noundef %8)
  %9 = load ptr, ptr %in.addr, align 8
  %10 = load i32, ptr %i, align 4
  %idxprom4 = sext i32 %10 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %9, i64 %idxprom4
  %11 = load i32, ptr %arrayidx5, align 4
  %shr = ashr i32 %11, 8
  call void @add(ptr noundef %cmd, i32 noundef %shr)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4
  %inc = add nsw i32 %12, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  call void @finish(ptr noundef %lit)
  call void @finish(ptr noundef %cmd)
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr noundef %s, i32 noundef %v) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  %sp = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  store i32 %v, ptr %v.addr, align 4
  %0 = load ptr, ptr %s.addr, align 8
  %split = getelementptr inbounds %struct.splitter, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %split, align 8
  store ptr %1, ptr %sp, align 8
  %2 = load i32, ptr %v.addr, align 4
  %3 = load ptr, ptr %sp, align 8
  %types = getelementptr inbounds %struct.split, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %types, align 8
  %5 = load ptr, ptr %sp, align 8
  %num = getelementptr inbounds %struct.split, ptr %5, i32 0, i32 1
  %6 = load i64, ptr %num, align 8
  %inc = add i64 %6, 1
  store i64 %inc, ptr %num, align 8
  %arrayidx = getelementptr inbounds i32, ptr %4, i64 %6
  store i32 %2, ptr %arrayidx, align 4
  %7 = load ptr, ptr %s.addr, align 8
  %count = getelementptr inbounds %struct.splitter, ptr %7, i32 0, i32 2
  %8 = load i64, ptr %count, align 8
  %inc1 = add i64 %8, 1
  store i64 %inc1, ptr %count, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish(ptr noundef %s) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %sp = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
  %0 = load ptr, ptr %s.addr, align 8
  %split = getelementptr inbounds %struct.splitter, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %split, align 8
  store ptr %1, ptr %sp, align 8
  %2 = load ptr, ptr %sp, align 8
  %types = getelementptr inbounds %struct.split, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %types, align 8
  %4 = load ptr, ptr %sp, align 8
  %num = getelementptr inbounds %struct.split, ptr %4, i32 0, i32 1
  %5 = load i64, ptr %num, align 8
  %add = add i64 %5, 1
  %mul = mul i64 %add, 4
  %call = call ptr @realloc(ptr noundef %3, i64 noundef %mul) #5
  %6 = load ptr, ptr %sp, align 8
  %types1 = getelementptr inbounds %struct.split, ptr %6, i32 0, i32 0
  store ptr %call, ptr %types1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill(ptr noundef %b, ptr noundef %in, i32 noundef %n) #0 {
entry:
  %b.addr = alloca ptr, align 8
  %in.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %s = alloca %struct.splitter, align 8
  %i = alloca i32, align 4
  store ptr %b, ptr %b.addr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %alphabet = getelementptr inbounds %struct.splitter, ptr %s, i32 0, i32 0
  store i64 16, ptr %alphabet, align 8
  %0 = load ptr, ptr %b.addr, align 8
  %split = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 0
  %split1 = getelementptr inbounds %struct.splitter, ptr %s, i32 0, i32 1
  store ptr %split, ptr %split1, align 8
  %count = getelementptr inbounds %struct.splitter, ptr %s, i32 0, i32 2
  store i64 0, ptr %count, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %in.addr, align 8
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %idxprom
  %5 = load i32, ptr %arrayidx, align 4
  call void @add(ptr noundef %s, i32 noundef %5)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !8

for.end:                                          ; preds = %for.cond
  call void @finish(ptr noundef %s)
  %7 = load ptr, ptr %in.addr, align 8
  %8 = load i32, ptr %n.addr, align 4
  %sub = sub nsw i32 %8, 1
  %idxprom2 = sext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds i32, ptr %7, i64 %idxprom2
  %9 = load i32, ptr %arrayidx3, align 4
  %10 = load ptr, ptr %b.addr, align 8
  %last = getelementptr inbounds %struct.block, ptr %10, i32 0, i32 1
  store i32 %9, ptr %last, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %mb = alloca ptr, align 8
  %b = alloca ptr, align 8
  %in = alloca [4 x i32], align 16
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 48) #6
  store ptr %call, ptr %mb, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #6
  store ptr %call1, ptr %b, align 8
  %call2 = call noalias ptr @malloc(i64 noundef 256) #4
  %1 = load ptr, ptr %mb, align 8
  %literal = getelementptr inbounds %struct.meta, ptr %1, i32 0, i32 0
  %types = getelementptr inbounds %struct.split, ptr %literal, i32 0, i32 0
  store ptr %call2, ptr %types, align 8
  %call3 = call noalias ptr @malloc(i64 noundef 256) #4
  %2 = load ptr, ptr %mb, align 8
  %command = getelementptr inbounds %struct.meta, ptr %2, i32 0, i32 1
  %types4 = getelementptr inbounds %struct.split, ptr %command, i32 0, i32 0
  store ptr %call3, ptr %types4, align 8
  %call5 = call noalias ptr @malloc(i64 noundef 256) #4
  %3 = load ptr, ptr %b, align 8
  %split = getelementptr inbounds %struct.block, ptr %3, i32 0, i32 0
  %types6 = getelementptr inbounds %struct.split, ptr %split, i32 0, i32 0
  store ptr %call5, ptr %types6, align 8
  %4 = load i32, ptr %argc.addr, align 4
  store i32 %4, ptr %in, align 4
  %arrayinit.element = getelementptr inbounds i32, ptr %in, i64 1
  %5 = load i32, ptr %argc.addr, align 4
  %add = add nsw i32 %5, 1
  store i32 %add, ptr %arrayinit.element, align 4
  %arrayinit.element7 = getelementptr inbounds i32, ptr %in, i64 2
  %6 = load i32, ptr %argc.addr, align 4
  %add8 = add nsw i32 %6, 2
  store i32 %add8, ptr %arrayinit.element7, align 4
  %arrayinit.element9 = getelementptr inbounds i32, ptr %in, i64 3
  %7 = load i32, ptr %argc.addr, align 4
  %add10 = add nsw i32 %7, 3
  store i32 %add10, ptr %arrayinit.element9, align 4
  %8 = load ptr, ptr %mb, align 8
  %arraydecay = getelementptr inbounds [4 x i32], ptr %in, i64 0, i64 0
  call void @build(ptr noundef %8, ptr noundef %arraydecay, i32 noundef 4)
  %9 = load ptr, ptr %b, align 8
  %arraydecay11 = getelementptr inbounds [4 x i32], ptr %in, i64 0, i64 0
  call void @fill(ptr noundef %9, ptr noundef %arraydecay11, i32 noundef 4)
  %10 = load ptr, ptr %mb, align 8
  %literal12 = getelementptr inbounds %struct.meta, ptr %10, i32 0, i32 0
  %num = getelementptr inbounds %struct.split, ptr %literal12, i32 0, i32 1
  %11 = load i64, ptr %num, align 8
  %conv = trunc i64 %11 to i32
  %12 = load ptr, ptr %mb, align 8
  %context = getelementptr inbounds %struct.meta, ptr %12, i32 0, i32 2
  %13 = load ptr, ptr %context, align 8
  %arrayidx = getelementptr inbounds i32, ptr %13, i64 0
  %14 = load i32, ptr %arrayidx, align 4
  %add13 = add nsw i32 %conv, %14
  %15 = load ptr, ptr %b, align 8
  %last = getelementptr inbounds %struct.block, ptr %15, i32 0, i32 1
  %16 = load i32, ptr %last, align 8
  %add14 = add nsw i32 %add13, %16
  ret i32 %add14
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind allocsize(1) }
attributes #6 = { nounwind allocsize(0,1) }

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
!8 = distinct !{!8, !7}
