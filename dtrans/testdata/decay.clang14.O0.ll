; ModuleID = 'decay.c'
source_filename = "decay.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.prng = type { [16 x i32], [64 x i8], i8 }
%struct.table = type { [64 x i32], i32 }

@g_prng = dso_local global %struct.prng zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fill(%struct.table* noundef %t, i32 noundef %k) #0 {
entry:
  %base.addr.i3 = alloca i8*, align 8
  %h.addr.i4 = alloca i32, align 4
  %base.addr.i = alloca i8*, align 8
  %h.addr.i = alloca i32, align 4
  %v.addr.i = alloca i32, align 4
  %t.addr = alloca %struct.table*, align 8
  %k.addr = alloca i32, align 4
  store %struct.table* %t, %struct.table** %t.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  %0 = load %struct.table*, %struct.table** %t.addr, align 8
  %hash = getelementptr inbounds %struct.table, %struct.table* %0, i32 0, i32 0
  %arraydecay = getelementptr inbounds [64 x i32], [64 x i32]* %hash, i64 0, i64 0
  %1 = bitcast i32* %arraydecay to i8*
  %2 = load i32, i32* %k.addr, align 4
  %3 = load i32, i32* %k.addr, align 4
  %mul = mul i32 %3, 7
  store i8* %1, i8** %base.addr.i, align 8
  store i32 %2, i32* %h.addr.i, align 4
  store i32 %mul, i32* %v.addr.i, align 4
  %4 = load i32, i32* %v.addr.i, align 4
  %5 = load i8*, i8** %base.addr.i, align 8
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %h.addr.i, align 4
  %and.i = and i32 %7, 63
  %idxprom.i = zext i32 %and.i to i64
  %arrayidx.i = getelementptr inbounds i32, i32* %6, i64 %idxprom.i
  store i32 %4, i32* %arrayidx.i, align 4
  %8 = load %struct.table*, %struct.table** %t.addr, align 8
  %n = getelementptr inbounds %struct.table, %struct.table* %8, i32 0, i32 1
  %9 = load i32, i32* %n, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %n, align 4
  %10 = load %struct.table*, %struct.table** %t.addr, align 8
  %hash1 = getelementptr inbounds %struct.table, %struct.table* %10, i32 0, i32 0
  %arraydecay2 = getelementptr inbounds [64 x i32], [64 x i32]* %hash1, i64 0, i64 0
  %11 = bitcast i32* %arraydecay2 to i8*
  %12 = load i32, i32* %k.addr, align 4
  %add = add i32 %12, 1
  store i8* %11, i8** %base.addr.i3, align 8
  store i32 %add, i32* %h.addr.i4, align 4
  %13 = load i8*, i8** %base.addr.i3, align 8
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %h.addr.i4, align 4
  %and.i5 = and i32 %15, 63
  %idxprom.i6 = zext i32 %and.i5 to i64
  %arrayidx.i7 = getelementptr inbounds i32, i32* %14, i64 %idxprom.i6
  %16 = load i32, i32* %arrayidx.i7, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %t = alloca %struct.table*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 260) #2
  %0 = bitcast i8* %call to %struct.table*
  store %struct.table* %0, %struct.table** %t, align 8
  %1 = load %struct.table*, %struct.table** %t, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %call1 = call i32 @fill(%struct.table* noundef %1, i32 noundef %2)
  store i32 %call1, i32* %r, align 4
  call void @block(i32* noundef bitcast (i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i32 0, i32 1, i64 0) to i32*), i32* noundef getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i32 0, i32 0, i64 0))
  store i8 0, i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i32 0, i32 2), align 4
  %3 = load i8**, i8*** %argv.addr, align 8
  %4 = load i8, i8* getelementptr inbounds (%struct.prng, %struct.prng* @g_prng, i32 0, i32 1, i64 3), align 1
  %conv = zext i8 %4 to i32
  %5 = load i32, i32* %r, align 4
  %add = add i32 %5, %conv
  store i32 %add, i32* %r, align 4
  %6 = load %struct.table*, %struct.table** %t, align 8
  %7 = bitcast %struct.table* %6 to i8*
  call void @free(i8* noundef %7) #2
  %8 = load i32, i32* %r, align 4
  ret i32 %8
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block(i32* noundef %out, i32* noundef %in) #0 {
entry:
  %out.addr = alloca i32*, align 8
  %in.addr = alloca i32*, align 8
  %i = alloca i32, align 4
  store i32* %out, i32** %out.addr, align 8
  store i32* %in, i32** %in.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 16
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32*, i32** %in.addr, align 8
  %2 = load i32, i32* %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i32, i32* %1, i64 %idxprom
  %3 = load i32, i32* %arrayidx, align 4
  %mul = mul i32 %3, 3
  %add = add i32 %mul, 1
  %4 = load i32*, i32** %out.addr, align 8
  %5 = load i32, i32* %i, align 4
  %idxprom1 = sext i32 %5 to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %4, i64 %idxprom1
  store i32 %add, i32* %arrayidx2, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

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
