; ModuleID = 'structarg.c'
source_filename = "structarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.compressor = type { i32, %struct.freqs, %union.anon }
%struct.freqs = type { [16 x i32], [8 x i32] }
%union.anon = type { %struct.codes }
%struct.codes = type { [16 x i32], [16 x i8] }
%struct.other = type { [64 x i8] }

@__const.main.local = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make_code(i32 noundef %n, ptr noundef %freqs, ptr noundef %codewords) #0 {
entry:
  %n.addr = alloca i32, align 4
  %freqs.addr = alloca ptr, align 8
  %codewords.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %prev = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
  store ptr %freqs, ptr %freqs.addr, align 8
  store ptr %codewords, ptr %codewords.addr, align 8
  %0 = load ptr, ptr %freqs.addr, align 8
  %arrayidx = getelementptr inbounds i32, ptr %0, i64 0
  %1 = load i32, ptr %arrayidx, align 4
  %2 = load ptr, ptr %codewords.addr, align 8
  %arrayidx1 = getelementptr inbounds i32, ptr %2, i64 0
  store i32 %1, ptr %arrayidx1, align 4
  store i32 1, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %n.addr, align 4
  %cmp = icmp ult i32 %3, %4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load ptr, ptr %codewords.addr, align 8
  %6 = load i32, ptr %i, align 4
  %sub = sub i32 %6, 1
  %idxprom = zext i32 %sub to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %5, i64 %idxprom
  %7 = load i32, ptr %arrayidx2, align 4
  store i32 %7, ptr %prev, align 4
  %8 = load i32, ptr %prev, align 4
  %9 = load ptr, ptr %freqs.addr, align 8
  %10 = load i32, ptr %i, align 4
  %idxprom3 = zext i32 %10 to i64
  %arrayidx4 = getelementptr inbounds i32, ptr %9, i64 %idxprom3
  %11 = load i32, ptr %arrayidx4, align 4
  %add = add i32 %8, %11
  %12 = load i32, ptr %prev, align 4
  %shr = lshr i32 %12, 3
  %add5 = add i32 %add, %shr
  %13 = load ptr, ptr %codewords.addr, align 8
  %14 = load i32, ptr %i, align 4
  %idxprom6 = zext i32 %14 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %13, i64 %idxprom6
  store i32 %add5, ptr %arrayidx7, align 4
  %15 = load ptr, ptr %codewords.addr, align 8
  %16 = load i32, ptr %i, align 4
  %idxprom8 = zext i32 %16 to i64
  %arrayidx9 = getelementptr inbounds i32, ptr %15, i64 %idxprom8
  %17 = load i32, ptr %arrayidx9, align 4
  %cmp10 = icmp ugt i32 %17, 1000
  br i1 %cmp10, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %18 = load ptr, ptr %codewords.addr, align 8
  %19 = load i32, ptr %i, align 4
  %sub11 = sub i32 %19, 1
  %idxprom12 = zext i32 %sub11 to i64
  %arrayidx13 = getelementptr inbounds i32, ptr %18, i64 %idxprom12
  store i32 0, ptr %arrayidx13, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %20 = load i32, ptr %i, align 4
  %inc = add i32 %20, 1
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
  %c = alloca ptr, align 8
  %local = alloca [4 x i32], align 16
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %0 to i64
  %call = call noalias ptr @calloc(i64 noundef %conv, i64 noundef 180) #3
  store ptr %call, ptr %c, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %local, ptr align 16 @__const.main.local, i64 16, i1 false)
  %1 = load ptr, ptr %c, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %argc.addr, align 4
  %3 = load ptr, ptr %c, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %sub = sub nsw i32 %4, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds %struct.compressor, ptr %3, i64 %idxprom
  %level = getelementptr inbounds %struct.compressor, ptr %arrayidx, i32 0, i32 0
  store i32 %2, ptr %level, align 4
  %5 = load ptr, ptr %c, align 8
  %6 = load i32, ptr %argc.addr, align 4
  %sub2 = sub nsw i32 %6, 1
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds %struct.compressor, ptr %5, i64 %idxprom3
  %freqs = getelementptr inbounds %struct.compressor, ptr %arrayidx4, i32 0, i32 1
  %offset = getelementptr inbounds %struct.freqs, ptr %freqs, i32 0, i32 1
  %7 = load i32, ptr %argc.addr, align 4
  %and = and i32 %7, 7
  %idxprom5 = sext i32 %and to i64
  %arrayidx6 = getelementptr inbounds [8 x i32], ptr %offset, i64 0, i64 %idxprom5
  store i32 1, ptr %arrayidx6, align 4
  %8 = load ptr, ptr %c, align 8
  %9 = load i32, ptr %argc.addr, align 4
  %sub7 = sub nsw i32 %9, 1
  %idxprom8 = sext i32 %sub7 to i64
  %arrayidx9 = getelementptr inbounds %struct.compressor, ptr %8, i64 %idxprom8
  %u = getelementptr inbounds %struct.compressor, ptr %arrayidx9, i32 0, i32 2
  %lens = getelementptr inbounds %struct.other, ptr %u, i32 0, i32 0
  %10 = load i32, ptr %argc.addr, align 4
  %and10 = and i32 %10, 63
  %idxprom11 = sext i32 %and10 to i64
  %arrayidx12 = getelementptr inbounds [64 x i8], ptr %lens, i64 0, i64 %idxprom11
  store i8 1, ptr %arrayidx12, align 1
  %11 = load i32, ptr %argc.addr, align 4
  %12 = load ptr, ptr %c, align 8
  %freqs13 = getelementptr inbounds %struct.compressor, ptr %12, i32 0, i32 1
  %litlen = getelementptr inbounds %struct.freqs, ptr %freqs13, i32 0, i32 0
  %arrayidx14 = getelementptr inbounds [16 x i32], ptr %litlen, i64 0, i64 1
  store i32 %11, ptr %arrayidx14, align 4
  %13 = load ptr, ptr %c, align 8
  %freqs15 = getelementptr inbounds %struct.compressor, ptr %13, i32 0, i32 1
  %litlen16 = getelementptr inbounds %struct.freqs, ptr %freqs15, i32 0, i32 0
  %arraydecay = getelementptr inbounds [16 x i32], ptr %litlen16, i64 0, i64 0
  %14 = load ptr, ptr %c, align 8
  %u17 = getelementptr inbounds %struct.compressor, ptr %14, i32 0, i32 2
  %words = getelementptr inbounds %struct.codes, ptr %u17, i32 0, i32 0
  %arraydecay18 = getelementptr inbounds [16 x i32], ptr %words, i64 0, i64 0
  call void @make_code(i32 noundef 16, ptr noundef %arraydecay, ptr noundef %arraydecay18)
  %arraydecay19 = getelementptr inbounds [4 x i32], ptr %local, i64 0, i64 0
  %arraydecay20 = getelementptr inbounds [4 x i32], ptr %local, i64 0, i64 0
  call void @make_code(i32 noundef 4, ptr noundef %arraydecay19, ptr noundef %arraydecay20)
  %15 = load ptr, ptr %c, align 8
  %u21 = getelementptr inbounds %struct.compressor, ptr %15, i32 0, i32 2
  %words22 = getelementptr inbounds %struct.codes, ptr %u21, i32 0, i32 0
  %arrayidx23 = getelementptr inbounds [16 x i32], ptr %words22, i64 0, i64 15
  %16 = load i32, ptr %arrayidx23, align 4
  %17 = load ptr, ptr %c, align 8
  %freqs24 = getelementptr inbounds %struct.compressor, ptr %17, i32 0, i32 1
  %offset25 = getelementptr inbounds %struct.freqs, ptr %freqs24, i32 0, i32 1
  %arrayidx26 = getelementptr inbounds [8 x i32], ptr %offset25, i64 0, i64 0
  %18 = load i32, ptr %arrayidx26, align 4
  %add = add i32 %16, %18
  %arrayidx27 = getelementptr inbounds [4 x i32], ptr %local, i64 0, i64 3
  %19 = load i32, ptr %arrayidx27, align 4
  %add28 = add i32 %add, %19
  store i32 %add28, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %20 = load i32, ptr %retval, align 4
  ret i32 %20
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0,1) }

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
