; ModuleID = 'decay.c'
source_filename = "decay.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.prng = type { [16 x i32], [64 x i8], i8 }
%struct.table = type { [64 x i32], i32 }

@g_prng = dso_local global %struct.prng zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fill(ptr noundef %t, i32 noundef %k) #0 {
entry:
  %base.addr.i3 = alloca ptr, align 8
  %h.addr.i4 = alloca i32, align 4
  %base.addr.i = alloca ptr, align 8
  %h.addr.i = alloca i32, align 4
  %v.addr.i = alloca i32, align 4
  %t.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  %0 = load ptr, ptr %t.addr, align 8
  %hash = getelementptr inbounds %struct.table, ptr %0, i32 0, i32 0
  %arraydecay = getelementptr inbounds [64 x i32], ptr %hash, i64 0, i64 0
  %1 = load i32, ptr %k.addr, align 4
  %2 = load i32, ptr %k.addr, align 4
  %mul = mul i32 %2, 7
  store ptr %arraydecay, ptr %base.addr.i, align 8
  store i32 %1, ptr %h.addr.i, align 4
  store i32 %mul, ptr %v.addr.i, align 4
  %3 = load i32, ptr %v.addr.i, align 4
  %4 = load ptr, ptr %base.addr.i, align 8
  %5 = load i32, ptr %h.addr.i, align 4
  %and.i = and i32 %5, 63
  %idxprom.i = zext i32 %and.i to i64
  %arrayidx.i = getelementptr inbounds i32, ptr %4, i64 %idxprom.i
  store i32 %3, ptr %arrayidx.i, align 4
  %6 = load ptr, ptr %t.addr, align 8
  %n = getelementptr inbounds %struct.table, ptr %6, i32 0, i32 1
  %7 = load i32, ptr %n, align 4
  %inc = add nsw i32 %7, 1
  store i32 %inc, ptr %n, align 4
  %8 = load ptr, ptr %t.addr, align 8
  %hash1 = getelementptr inbounds %struct.table, ptr %8, i32 0, i32 0
  %arraydecay2 = getelementptr inbounds [64 x i32], ptr %hash1, i64 0, i64 0
  %9 = load i32, ptr %k.addr, align 4
  %add = add i32 %9, 1
  store ptr %arraydecay2, ptr %base.addr.i3, align 8
  store i32 %add, ptr %h.addr.i4, align 4
  %10 = load ptr, ptr %base.addr.i3, align 8
  %11 = load i32, ptr %h.addr.i4, align 4
  %and.i5 = and i32 %11, 63
  %idxprom.i6 = zext i32 %and.i5 to i64
  %arrayidx.i7 = getelementptr inbounds i32, ptr %10, i64 %idxprom.i6
  %12 = load i32, ptr %arrayidx.i7, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %t = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 260) #3
  store ptr %call, ptr %t, align 8
  %0 = load ptr, ptr %t, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %call1 = call i32 @fill(ptr noundef %0, i32 noundef %1)
  store i32 %call1, ptr %r, align 4
  call void @block(ptr noundef getelementptr inbounds (%struct.prng, ptr @g_prng, i32 0, i32 1), ptr noundef @g_prng)
  store i8 0, ptr getelementptr inbounds (%struct.prng, ptr @g_prng, i32 0, i32 2), align 4
  %2 = load ptr, ptr %argv.addr, align 8
  %3 = load i8, ptr getelementptr inbounds ([64 x i8], ptr getelementptr inbounds (%struct.prng, ptr @g_prng, i32 0, i32 1), i64 0, i64 3), align 1
  %conv = zext i8 %3 to i32
  %4 = load i32, ptr %r, align 4
  %add = add i32 %4, %conv
  store i32 %add, ptr %r, align 4
  %5 = load ptr, ptr %t, align 8
  call void @free(ptr noundef %5) #4
  %6 = load i32, ptr %r, align 4
  ret i32 %6
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block(ptr noundef %out, ptr noundef %in) #0 {
entry:
  %out.addr = alloca ptr, align 8
  %in.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %0, 16
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load ptr, ptr %in.addr, align 8
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i32, ptr %1, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4
  %mul = mul i32 %3, 3
  %add = add i32 %mul, 1
  %4 = load ptr, ptr %out.addr, align 8
  %5 = load i32, ptr %i, align 4
  %idxprom1 = sext i32 %5 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %4, i64 %idxprom1
  store i32 %add, ptr %arrayidx2, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }
attributes #4 = { nounwind }

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
