; ModuleID = 'unionleaf.c'
source_filename = "unionleaf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.comp = type { i32, %struct.freqs, %union.anon }
%struct.freqs = type { [16 x i32], [8 x i32] }
%union.anon = type { %struct.precode }
%struct.precode = type { [19 x i32], [19 x i8], [19 x i32] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @flush(ptr noundef %c) #0 {
entry:
  %c.addr = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %freqs = getelementptr inbounds %struct.comp, ptr %0, i32 0, i32 1
  %lit = getelementptr inbounds %struct.freqs, ptr %freqs, i32 0, i32 0
  %arraydecay = getelementptr inbounds [16 x i32], ptr %lit, i64 0, i64 0
  %1 = load ptr, ptr %c.addr, align 8
  %freqs1 = getelementptr inbounds %struct.comp, ptr %1, i32 0, i32 1
  %lit2 = getelementptr inbounds %struct.freqs, ptr %freqs1, i32 0, i32 0
  %arraydecay3 = getelementptr inbounds [16 x i32], ptr %lit2, i64 0, i64 0
  call void @make_code(i32 noundef 16, ptr noundef %arraydecay, ptr noundef %arraydecay3)
  %2 = load ptr, ptr %c.addr, align 8
  %u = getelementptr inbounds %struct.comp, ptr %2, i32 0, i32 2
  %pfreqs = getelementptr inbounds %struct.precode, ptr %u, i32 0, i32 0
  %arraydecay4 = getelementptr inbounds [19 x i32], ptr %pfreqs, i64 0, i64 0
  %3 = load ptr, ptr %c.addr, align 8
  %u5 = getelementptr inbounds %struct.comp, ptr %3, i32 0, i32 2
  %pcw = getelementptr inbounds %struct.precode, ptr %u5, i32 0, i32 2
  %arraydecay6 = getelementptr inbounds [19 x i32], ptr %pcw, i64 0, i64 0
  call void @make_code(i32 noundef 19, ptr noundef %arraydecay4, ptr noundef %arraydecay6)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_code(i32 noundef %n, ptr noundef %freqs, ptr noundef %out) #0 {
entry:
  %n.addr = alloca i32, align 4
  %freqs.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store ptr %freqs, ptr %freqs.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %freqs.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i32, ptr %2, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4
  %rem = urem i32 %4, 16
  store i32 %rem, ptr %j, align 4
  %5 = load i32, ptr %j, align 4
  %cmp1 = icmp sgt i32 %5, 0
  br i1 %cmp1, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.body
  %6 = load ptr, ptr %out.addr, align 8
  %7 = load i32, ptr %j, align 4
  %sub = sub nsw i32 %7, 1
  %idxprom2 = sext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds i32, ptr %6, i64 %idxprom2
  %8 = load i32, ptr %arrayidx3, align 4
  %9 = load ptr, ptr %out.addr, align 8
  %10 = load i32, ptr %j, align 4
  %idxprom4 = sext i32 %10 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %9, i64 %idxprom4
  %11 = load i32, ptr %arrayidx5, align 4
  %cmp6 = icmp ugt i32 %8, %11
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %12 = load ptr, ptr %out.addr, align 8
  %13 = load i32, ptr %j, align 4
  %sub7 = sub nsw i32 %13, 1
  %idxprom8 = sext i32 %sub7 to i64
  %arrayidx9 = getelementptr inbounds i32, ptr %12, i64 %idxprom8
  %14 = load i32, ptr %arrayidx9, align 4
  %15 = load ptr, ptr %freqs.addr, align 8
  %16 = load i32, ptr %i, align 4
  %idxprom10 = sext i32 %16 to i64
  %arrayidx11 = getelementptr inbounds i32, ptr %15, i64 %idxprom10
  %17 = load i32, ptr %arrayidx11, align 4
  %add = add i32 %14, %17
  %18 = load ptr, ptr %out.addr, align 8
  %19 = load i32, ptr %j, align 4
  %idxprom12 = sext i32 %19 to i64
  %arrayidx13 = getelementptr inbounds i32, ptr %18, i64 %idxprom12
  store i32 %add, ptr %arrayidx13, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %20 = load i32, ptr %i, align 4
  %inc = add nsw i32 %20, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca %struct.comp, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %c, i8 0, i64 272, i1 false)
  %1 = load i32, ptr %argc.addr, align 4
  %level = getelementptr inbounds %struct.comp, ptr %c, i32 0, i32 0
  store i32 %1, ptr %level, align 4
  %2 = load i32, ptr %argc.addr, align 4
  %freqs = getelementptr inbounds %struct.comp, ptr %c, i32 0, i32 1
  %lit = getelementptr inbounds %struct.freqs, ptr %freqs, i32 0, i32 0
  %arrayidx = getelementptr inbounds [16 x i32], ptr %lit, i64 0, i64 3
  store i32 %2, ptr %arrayidx, align 4
  %3 = load i32, ptr %argc.addr, align 4
  %u = getelementptr inbounds %struct.comp, ptr %c, i32 0, i32 2
  %pfreqs = getelementptr inbounds %struct.precode, ptr %u, i32 0, i32 0
  %arrayidx1 = getelementptr inbounds [19 x i32], ptr %pfreqs, i64 0, i64 2
  store i32 %3, ptr %arrayidx1, align 4
  call void @flush(ptr noundef %c)
  %u2 = getelementptr inbounds %struct.comp, ptr %c, i32 0, i32 2
  %pcw = getelementptr inbounds %struct.precode, ptr %u2, i32 0, i32 2
  %arrayidx3 = getelementptr inbounds [19 x i32], ptr %pcw, i64 0, i64 18
  %4 = load i32, ptr %arrayidx3, align 4
  %freqs4 = getelementptr inbounds %struct.comp, ptr %c, i32 0, i32 1
  %lit5 = getelementptr inbounds %struct.freqs, ptr %freqs4, i32 0, i32 0
  %arrayidx6 = getelementptr inbounds [16 x i32], ptr %lit5, i64 0, i64 15
  %5 = load i32, ptr %arrayidx6, align 4
  %add = add nsw i32 %4, %5
  ret i32 %add
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
