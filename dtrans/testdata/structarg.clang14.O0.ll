; ModuleID = 'structarg.c'
source_filename = "structarg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.compressor = type { i32, %struct.freqs, %union.anon }
%struct.freqs = type { [16 x i32], [8 x i32] }
%union.anon = type { %struct.codes }
%struct.codes = type { [16 x i32], [16 x i8] }
%struct.other = type { [64 x i8] }

@__const.main.local = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make_code(i32 noundef %n, i32* noundef %freqs, i32* noundef %codewords) #0 {
entry:
  %n.addr = alloca i32, align 4
  %freqs.addr = alloca i32*, align 8
  %codewords.addr = alloca i32*, align 8
  %i = alloca i32, align 4
  %prev = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  store i32* %freqs, i32** %freqs.addr, align 8
  store i32* %codewords, i32** %codewords.addr, align 8
  %0 = load i32*, i32** %freqs.addr, align 8
  %arrayidx = getelementptr inbounds i32, i32* %0, i64 0
  %1 = load i32, i32* %arrayidx, align 4
  %2 = load i32*, i32** %codewords.addr, align 8
  %arrayidx1 = getelementptr inbounds i32, i32* %2, i64 0
  store i32 %1, i32* %arrayidx1, align 4
  store i32 1, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, i32* %i, align 4
  %4 = load i32, i32* %n.addr, align 4
  %cmp = icmp ult i32 %3, %4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load i32*, i32** %codewords.addr, align 8
  %6 = load i32, i32* %i, align 4
  %sub = sub i32 %6, 1
  %idxprom = zext i32 %sub to i64
  %arrayidx2 = getelementptr inbounds i32, i32* %5, i64 %idxprom
  %7 = load i32, i32* %arrayidx2, align 4
  store i32 %7, i32* %prev, align 4
  %8 = load i32, i32* %prev, align 4
  %9 = load i32*, i32** %freqs.addr, align 8
  %10 = load i32, i32* %i, align 4
  %idxprom3 = zext i32 %10 to i64
  %arrayidx4 = getelementptr inbounds i32, i32* %9, i64 %idxprom3
  %11 = load i32, i32* %arrayidx4, align 4
  %add = add i32 %8, %11
  %12 = load i32, i32* %prev, align 4
  %shr = lshr i32 %12, 3
  %add5 = add i32 %add, %shr
  %13 = load i32*, i32** %codewords.addr, align 8
  %14 = load i32, i32* %i, align 4
  %idxprom6 = zext i32 %14 to i64
  %arrayidx7 = getelementptr inbounds i32, i32* %13, i64 %idxprom6
  store i32 %add5, i32* %arrayidx7, align 4
  %15 = load i32*, i32** %codewords.addr, align 8
  %16 = load i32, i32* %i, align 4
  %idxprom8 = zext i32 %16 to i64
  %arrayidx9 = getelementptr inbounds i32, i32* %15, i64 %idxprom8
  %17 = load i32, i32* %arrayidx9, align 4
  %cmp10 = icmp ugt i32 %17, 1000
  br i1 %cmp10, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %18 = load i32*, i32** %codewords.addr, align 8
  %19 = load i32, i32* %i, align 4
  %sub11 = sub i32 %19, 1
  %idxprom12 = zext i32 %sub11 to i64
  %arrayidx13 = getelementptr inbounds i32, i32* %18, i64 %idxprom12
  store i32 0, i32* %arrayidx13, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %20 = load i32, i32* %i, align 4
  %inc = add i32 %20, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.compressor*, align 8
  %local = alloca [4 x i32], align 16
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %0 to i64
  %call = call noalias i8* @calloc(i64 noundef %conv, i64 noundef 180) #3
  %1 = bitcast i8* %call to %struct.compressor*
  store %struct.compressor* %1, %struct.compressor** %c, align 8
  %2 = bitcast [4 x i32]* %local to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %2, i8* align 16 bitcast ([4 x i32]* @__const.main.local to i8*), i64 16, i1 false)
  %3 = load %struct.compressor*, %struct.compressor** %c, align 8
  %cmp = icmp eq %struct.compressor* %3, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %4 = load i32, i32* %argc.addr, align 4
  %5 = load %struct.compressor*, %struct.compressor** %c, align 8
  %6 = load i32, i32* %argc.addr, align 4
  %sub = sub nsw i32 %6, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx = getelementptr inbounds %struct.compressor, %struct.compressor* %5, i64 %idxprom
  %level = getelementptr inbounds %struct.compressor, %struct.compressor* %arrayidx, i32 0, i32 0
  store i32 %4, i32* %level, align 4
  %7 = load %struct.compressor*, %struct.compressor** %c, align 8
  %8 = load i32, i32* %argc.addr, align 4
  %sub2 = sub nsw i32 %8, 1
  %idxprom3 = sext i32 %sub2 to i64
  %arrayidx4 = getelementptr inbounds %struct.compressor, %struct.compressor* %7, i64 %idxprom3
  %freqs = getelementptr inbounds %struct.compressor, %struct.compressor* %arrayidx4, i32 0, i32 1
  %offset = getelementptr inbounds %struct.freqs, %struct.freqs* %freqs, i32 0, i32 1
  %9 = load i32, i32* %argc.addr, align 4
  %and = and i32 %9, 7
  %idxprom5 = sext i32 %and to i64
  %arrayidx6 = getelementptr inbounds [8 x i32], [8 x i32]* %offset, i64 0, i64 %idxprom5
  store i32 1, i32* %arrayidx6, align 4
  %10 = load %struct.compressor*, %struct.compressor** %c, align 8
  %11 = load i32, i32* %argc.addr, align 4
  %sub7 = sub nsw i32 %11, 1
  %idxprom8 = sext i32 %sub7 to i64
  %arrayidx9 = getelementptr inbounds %struct.compressor, %struct.compressor* %10, i64 %idxprom8
  %u = getelementptr inbounds %struct.compressor, %struct.compressor* %arrayidx9, i32 0, i32 2
  %other = bitcast %union.anon* %u to %struct.other*
  %lens = getelementptr inbounds %struct.other, %struct.other* %other, i32 0, i32 0
  %12 = load i32, i32* %argc.addr, align 4
  %and10 = and i32 %12, 63
  %idxprom11 = sext i32 %and10 to i64
  %arrayidx12 = getelementptr inbounds [64 x i8], [64 x i8]* %lens, i64 0, i64 %idxprom11
  store i8 1, i8* %arrayidx12, align 1
  %13 = load i32, i32* %argc.addr, align 4
  %14 = load %struct.compressor*, %struct.compressor** %c, align 8
  %freqs13 = getelementptr inbounds %struct.compressor, %struct.compressor* %14, i32 0, i32 1
  %litlen = getelementptr inbounds %struct.freqs, %struct.freqs* %freqs13, i32 0, i32 0
  %arrayidx14 = getelementptr inbounds [16 x i32], [16 x i32]* %litlen, i64 0, i64 1
  store i32 %13, i32* %arrayidx14, align 4
  %15 = load %struct.compressor*, %struct.compressor** %c, align 8
  %freqs15 = getelementptr inbounds %struct.compressor, %struct.compressor* %15, i32 0, i32 1
  %litlen16 = getelementptr inbounds %struct.freqs, %struct.freqs* %freqs15, i32 0, i32 0
  %arraydecay = getelementptr inbounds [16 x i32], [16 x i32]* %litlen16, i64 0, i64 0
  %16 = load %struct.compressor*, %struct.compressor** %c, align 8
  %u17 = getelementptr inbounds %struct.compressor, %struct.compressor* %16, i32 0, i32 2
  %codes = bitcast %union.anon* %u17 to %struct.codes*
  %words = getelementptr inbounds %struct.codes, %struct.codes* %codes, i32 0, i32 0
  %arraydecay18 = getelementptr inbounds [16 x i32], [16 x i32]* %words, i64 0, i64 0
  call void @make_code(i32 noundef 16, i32* noundef %arraydecay, i32* noundef %arraydecay18)
  %arraydecay19 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i64 0, i64 0
  %arraydecay20 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i64 0, i64 0
  call void @make_code(i32 noundef 4, i32* noundef %arraydecay19, i32* noundef %arraydecay20)
  %17 = load %struct.compressor*, %struct.compressor** %c, align 8
  %u21 = getelementptr inbounds %struct.compressor, %struct.compressor* %17, i32 0, i32 2
  %codes22 = bitcast %union.anon* %u21 to %struct.codes*
  %words23 = getelementptr inbounds %struct.codes, %struct.codes* %codes22, i32 0, i32 0
  %arrayidx24 = getelementptr inbounds [16 x i32], [16 x i32]* %words23, i64 0, i64 15
  %18 = load i32, i32* %arrayidx24, align 4
  %19 = load %struct.compressor*, %struct.compressor** %c, align 8
  %freqs25 = getelementptr inbounds %struct.compressor, %struct.compressor* %19, i32 0, i32 1
  %offset26 = getelementptr inbounds %struct.freqs, %struct.freqs* %freqs25, i32 0, i32 1
  %arrayidx27 = getelementptr inbounds [8 x i32], [8 x i32]* %offset26, i64 0, i64 0
  %20 = load i32, i32* %arrayidx27, align 4
  %add = add i32 %18, %20
  %arrayidx28 = getelementptr inbounds [4 x i32], [4 x i32]* %local, i64 0, i64 3
  %21 = load i32, i32* %arrayidx28, align 4
  %add29 = add i32 %add, %21
  store i32 %add29, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %22 = load i32, i32* %retval, align 4
  ret i32 %22
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind }

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
