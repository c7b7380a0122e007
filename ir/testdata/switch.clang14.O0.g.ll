; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.token = type { i32, i32, i32, i64 }

@.str = private unnamed_addr constant [26 x i8] c"x = 42 * (y + \22s\\\22q\22) % 7\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"%s '%.*s'\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"%d %d %zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"eof\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"num\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"ident\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c")\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"string\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"error\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"?\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !49 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %toks = alloca [32 x %struct.token], align 16
  %src = alloca i8*, align 8
  %n = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !56, metadata !DIExpression()), !dbg !57
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !58, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata [32 x %struct.token]* %toks, metadata !60, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.declare(metadata i8** %src, metadata !72, metadata !DIExpression()), !dbg !75
  %0 = load i32, i32* %argc.addr, align 4, !dbg !76
  %cmp = icmp sgt i32 %0, 1, !dbg !77
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !76

cond.true:                                        ; preds = %entry
  %1 = load i8**, i8*** %argv.addr, align 8, !dbg !78
  %arrayidx = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !78
  %2 = load i8*, i8** %arrayidx, align 8, !dbg !78
  br label %cond.end, !dbg !76

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !76

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %2, %cond.true ], [ getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), %cond.false ], !dbg !76
  store i8* %cond, i8** %src, align 8, !dbg !75
  call void @llvm.dbg.declare(metadata i32* %n, metadata !79, metadata !DIExpression()), !dbg !80
  %3 = load i8*, i8** %src, align 8, !dbg !81
  %arraydecay = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %toks, i64 0, i64 0, !dbg !82
  %call = call i32 @lex(i8* noundef %3, %struct.token* noundef %arraydecay, i32 noundef 32), !dbg !83
  store i32 %call, i32* %n, align 4, !dbg !80
  call void @llvm.dbg.declare(metadata i32* %i, metadata !84, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %i, align 4, !dbg !86
  br label %for.cond, !dbg !87

for.cond:                                         ; preds = %for.inc, %cond.end
  %4 = load i32, i32* %i, align 4, !dbg !88
  %5 = load i32, i32* %n, align 4, !dbg !90
  %cmp1 = icmp slt i32 %4, %5, !dbg !91
  br i1 %cmp1, label %for.body, label %for.end, !dbg !92

for.body:                                         ; preds = %for.cond
  %6 = load i32, i32* %i, align 4, !dbg !93
  %idxprom = sext i32 %6 to i64, !dbg !94
  %arrayidx2 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %toks, i64 0, i64 %idxprom, !dbg !94
  %kind = getelementptr inbounds %struct.token, %struct.token* %arrayidx2, i32 0, i32 0, !dbg !95
  %7 = load i32, i32* %kind, align 8, !dbg !95
  %call3 = call i8* @kind_name(i32 noundef %7), !dbg !96
  %8 = load i32, i32* %i, align 4, !dbg !97
  %idxprom4 = sext i32 %8 to i64, !dbg !98
  %arrayidx5 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %toks, i64 0, i64 %idxprom4, !dbg !98
  %len = getelementptr inbounds %struct.token, %struct.token* %arrayidx5, i32 0, i32 2, !dbg !99
  %9 = load i32, i32* %len, align 8, !dbg !99
  %10 = load i8*, i8** %src, align 8, !dbg !100
  %11 = load i32, i32* %i, align 4, !dbg !101
  %idxprom6 = sext i32 %11 to i64, !dbg !102
  %arrayidx7 = getelementptr inbounds [32 x %struct.token], [32 x %struct.token]* %toks, i64 0, i64 %idxprom6, !dbg !102
  %start = getelementptr inbounds %struct.token, %struct.token* %arrayidx7, i32 0, i32 1, !dbg !103
  %12 = load i32, i32* %start, align 4, !dbg !103
  %idx.ext = sext i32 %12 to i64, !dbg !104
  %add.ptr = getelementptr inbounds i8, i8* %10, i64 %idx.ext, !dbg !104
  %call8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef %call3, i32 noundef %9, i8* noundef %add.ptr), !dbg !105
  br label %for.inc, !dbg !105

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %i, align 4, !dbg !106
  %inc = add nsw i32 %13, 1, !dbg !106
  store i32 %inc, i32* %i, align 4, !dbg !106
  br label %for.cond, !dbg !107, !llvm.loop !108

for.end:                                          ; preds = %for.cond
  %call9 = call i32 @http_class(i32 noundef 200), !dbg !111
  %14 = load i32, i32* %argc.addr, align 4, !dbg !112
  %mul = mul nsw i32 %14, 302, !dbg !113
  %call10 = call i32 @http_class(i32 noundef %mul), !dbg !114
  %15 = load i8*, i8** %src, align 8, !dbg !115
  %call11 = call i64 @strlen(i8* noundef %15) #6, !dbg !116
  %call12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i32 noundef %call9, i32 noundef %call10, i64 noundef %call11), !dbg !117
  ret i32 0, !dbg !118
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lex(i8* noundef %src, %struct.token* noundef %out, i32 noundef %max) #0 !dbg !119 {
entry:
  %retval = alloca i32, align 4
  %src.addr = alloca i8*, align 8
  %out.addr = alloca %struct.token*, align 8
  %max.addr = alloca i32, align 4
  %n = alloca i32, align 4
  %i = alloca i32, align 4
  %start = alloca i32, align 4
  %st = alloca i32, align 4
  %num = alloca i64, align 8
  %c = alloca i8, align 1
  %.compoundliteral = alloca %struct.token, align 8
  %.compoundliteral36 = alloca %struct.token, align 8
  %.compoundliteral45 = alloca %struct.token, align 8
  %.compoundliteral54 = alloca %struct.token, align 8
  %.compoundliteral63 = alloca %struct.token, align 8
  %.compoundliteral89 = alloca %struct.token, align 8
  %.compoundliteral114 = alloca %struct.token, align 8
  %.compoundliteral134 = alloca %struct.token, align 8
  %.compoundliteral149 = alloca %struct.token, align 8
  store i8* %src, i8** %src.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %src.addr, metadata !123, metadata !DIExpression()), !dbg !124
  store %struct.token* %out, %struct.token** %out.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.token** %out.addr, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 %max, i32* %max.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %max.addr, metadata !127, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.declare(metadata i32* %n, metadata !129, metadata !DIExpression()), !dbg !130
  store i32 0, i32* %n, align 4, !dbg !130
  call void @llvm.dbg.declare(metadata i32* %i, metadata !131, metadata !DIExpression()), !dbg !132
  store i32 0, i32* %i, align 4, !dbg !132
  call void @llvm.dbg.declare(metadata i32* %start, metadata !133, metadata !DIExpression()), !dbg !134
  store i32 0, i32* %start, align 4, !dbg !134
  call void @llvm.dbg.declare(metadata i32* %st, metadata !135, metadata !DIExpression()), !dbg !136
  store i32 0, i32* %st, align 4, !dbg !136
  call void @llvm.dbg.declare(metadata i64* %num, metadata !137, metadata !DIExpression()), !dbg !138
  store i64 0, i64* %num, align 8, !dbg !138
  br label %while.cond, !dbg !139

while.cond:                                       ; preds = %sw.epilog162, %if.then145, %if.then11, %entry
  %0 = load i32, i32* %n, align 4, !dbg !140
  %1 = load i32, i32* %max.addr, align 4, !dbg !141
  %cmp = icmp slt i32 %0, %1, !dbg !142
  br i1 %cmp, label %while.body, label %while.end, !dbg !139

while.body:                                       ; preds = %while.cond
  call void @llvm.dbg.declare(metadata i8* %c, metadata !143, metadata !DIExpression()), !dbg !145
  %2 = load i8*, i8** %src.addr, align 8, !dbg !146
  %3 = load i32, i32* %i, align 4, !dbg !147
  %idxprom = sext i32 %3 to i64, !dbg !146
  %arrayidx = getelementptr inbounds i8, i8* %2, i64 %idxprom, !dbg !146
  %4 = load i8, i8* %arrayidx, align 1, !dbg !146
  store i8 %4, i8* %c, align 1, !dbg !145
  %5 = load i32, i32* %st, align 4, !dbg !148
  switch i32 %5, label %sw.epilog162 [
    i32 0, label %sw.bb
    i32 1, label %sw.bb73
    i32 2, label %sw.bb96
    i32 3, label %sw.bb121
    i32 4, label %sw.bb159
    i32 5, label %sw.bb161
  ], !dbg !149

sw.bb:                                            ; preds = %while.body
  %6 = load i32, i32* %i, align 4, !dbg !150
  store i32 %6, i32* %start, align 4, !dbg !152
  %7 = load i8, i8* %c, align 1, !dbg !153
  %conv = sext i8 %7 to i32, !dbg !153
  %cmp1 = icmp eq i32 %conv, 0, !dbg !155
  br i1 %cmp1, label %if.then, label %if.else, !dbg !156

if.then:                                          ; preds = %sw.bb
  %8 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !157
  %9 = load i32, i32* %n, align 4, !dbg !159
  %inc = add nsw i32 %9, 1, !dbg !159
  store i32 %inc, i32* %n, align 4, !dbg !159
  %idxprom3 = sext i32 %9 to i64, !dbg !157
  %arrayidx4 = getelementptr inbounds %struct.token, %struct.token* %8, i64 %idxprom3, !dbg !157
  %kind = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral, i32 0, i32 0, !dbg !160
  store i32 0, i32* %kind, align 8, !dbg !160
  %start5 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral, i32 0, i32 1, !dbg !160
  %10 = load i32, i32* %i, align 4, !dbg !161
  store i32 %10, i32* %start5, align 4, !dbg !160
  %len = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral, i32 0, i32 2, !dbg !160
  store i32 0, i32* %len, align 8, !dbg !160
  %num6 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral, i32 0, i32 3, !dbg !160
  store i64 0, i64* %num6, align 8, !dbg !160
  %11 = bitcast %struct.token* %arrayidx4 to i8*, !dbg !162
  %12 = bitcast %struct.token* %.compoundliteral to i8*, !dbg !162
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %11, i8* align 8 %12, i64 24, i1 false), !dbg !162
  store i32 5, i32* %st, align 4, !dbg !163
  br label %if.end71, !dbg !164

if.else:                                          ; preds = %sw.bb
  %call = call i16** @__ctype_b_loc() #7, !dbg !165
  %13 = load i16*, i16** %call, align 8, !dbg !165
  %14 = load i8, i8* %c, align 1, !dbg !165
  %conv7 = zext i8 %14 to i32, !dbg !165
  %idxprom8 = sext i32 %conv7 to i64, !dbg !165
  %arrayidx9 = getelementptr inbounds i16, i16* %13, i64 %idxprom8, !dbg !165
  %15 = load i16, i16* %arrayidx9, align 2, !dbg !165
  %conv10 = zext i16 %15 to i32, !dbg !165
  %and = and i32 %conv10, 2048, !dbg !165
  %tobool = icmp ne i32 %and, 0, !dbg !165
  br i1 %tobool, label %if.then11, label %if.else12, !dbg !167

if.then11:                                        ; preds = %if.else
  store i64 0, i64* %num, align 8, !dbg !168
  store i32 1, i32* %st, align 4, !dbg !170
  br label %while.cond, !dbg !171, !llvm.loop !172

if.else12:                                        ; preds = %if.else
  %call13 = call i16** @__ctype_b_loc() #7, !dbg !174
  %16 = load i16*, i16** %call13, align 8, !dbg !174
  %17 = load i8, i8* %c, align 1, !dbg !174
  %conv14 = zext i8 %17 to i32, !dbg !174
  %idxprom15 = sext i32 %conv14 to i64, !dbg !174
  %arrayidx16 = getelementptr inbounds i16, i16* %16, i64 %idxprom15, !dbg !174
  %18 = load i16, i16* %arrayidx16, align 2, !dbg !174
  %conv17 = zext i16 %18 to i32, !dbg !174
  %and18 = and i32 %conv17, 1024, !dbg !174
  %tobool19 = icmp ne i32 %and18, 0, !dbg !174
  br i1 %tobool19, label %if.then23, label %lor.lhs.false, !dbg !176

lor.lhs.false:                                    ; preds = %if.else12
  %19 = load i8, i8* %c, align 1, !dbg !177
  %conv20 = sext i8 %19 to i32, !dbg !177
  %cmp21 = icmp eq i32 %conv20, 95, !dbg !178
  br i1 %cmp21, label %if.then23, label %if.else24, !dbg !179

if.then23:                                        ; preds = %lor.lhs.false, %if.else12
  store i32 2, i32* %st, align 4, !dbg !180
  br label %if.end69, !dbg !182

if.else24:                                        ; preds = %lor.lhs.false
  %20 = load i8, i8* %c, align 1, !dbg !183
  %conv25 = sext i8 %20 to i32, !dbg !183
  %cmp26 = icmp eq i32 %conv25, 34, !dbg !185
  br i1 %cmp26, label %if.then28, label %if.else29, !dbg !186

if.then28:                                        ; preds = %if.else24
  store i32 3, i32* %st, align 4, !dbg !187
  br label %if.end, !dbg !189

if.else29:                                        ; preds = %if.else24
  %21 = load i8, i8* %c, align 1, !dbg !190
  %conv30 = sext i8 %21 to i32, !dbg !190
  switch i32 %conv30, label %sw.default [
    i32 32, label %sw.bb31
    i32 9, label %sw.bb31
    i32 10, label %sw.bb31
    i32 40, label %sw.bb32
    i32 41, label %sw.bb41
    i32 43, label %sw.bb50
    i32 45, label %sw.bb50
    i32 42, label %sw.bb50
    i32 47, label %sw.bb50
    i32 37, label %sw.bb50
    i32 61, label %sw.bb50
  ], !dbg !192

sw.bb31:                                          ; preds = %if.else29, %if.else29, %if.else29
  br label %sw.epilog, !dbg !193

sw.bb32:                                          ; preds = %if.else29
  %22 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !195
  %23 = load i32, i32* %n, align 4, !dbg !196
  %inc33 = add nsw i32 %23, 1, !dbg !196
  store i32 %inc33, i32* %n, align 4, !dbg !196
  %idxprom34 = sext i32 %23 to i64, !dbg !195
  %arrayidx35 = getelementptr inbounds %struct.token, %struct.token* %22, i64 %idxprom34, !dbg !195
  %kind37 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral36, i32 0, i32 0, !dbg !197
  store i32 4, i32* %kind37, align 8, !dbg !197
  %start38 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral36, i32 0, i32 1, !dbg !197
  %24 = load i32, i32* %i, align 4, !dbg !198
  store i32 %24, i32* %start38, align 4, !dbg !197
  %len39 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral36, i32 0, i32 2, !dbg !197
  store i32 1, i32* %len39, align 8, !dbg !197
  %num40 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral36, i32 0, i32 3, !dbg !197
  store i64 0, i64* %num40, align 8, !dbg !197
  %25 = bitcast %struct.token* %arrayidx35 to i8*, !dbg !199
  %26 = bitcast %struct.token* %.compoundliteral36 to i8*, !dbg !199
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %25, i8* align 8 %26, i64 24, i1 false), !dbg !199
  br label %sw.epilog, !dbg !200

sw.bb41:                                          ; preds = %if.else29
  %27 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !201
  %28 = load i32, i32* %n, align 4, !dbg !202
  %inc42 = add nsw i32 %28, 1, !dbg !202
  store i32 %inc42, i32* %n, align 4, !dbg !202
  %idxprom43 = sext i32 %28 to i64, !dbg !201
  %arrayidx44 = getelementptr inbounds %struct.token, %struct.token* %27, i64 %idxprom43, !dbg !201
  %kind46 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral45, i32 0, i32 0, !dbg !203
  store i32 5, i32* %kind46, align 8, !dbg !203
  %start47 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral45, i32 0, i32 1, !dbg !203
  %29 = load i32, i32* %i, align 4, !dbg !204
  store i32 %29, i32* %start47, align 4, !dbg !203
  %len48 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral45, i32 0, i32 2, !dbg !203
  store i32 1, i32* %len48, align 8, !dbg !203
  %num49 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral45, i32 0, i32 3, !dbg !203
  store i64 0, i64* %num49, align 8, !dbg !203
  %30 = bitcast %struct.token* %arrayidx44 to i8*, !dbg !205
  %31 = bitcast %struct.token* %.compoundliteral45 to i8*, !dbg !205
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %30, i8* align 8 %31, i64 24, i1 false), !dbg !205
  br label %sw.epilog, !dbg !206

sw.bb50:                                          ; preds = %if.else29, %if.else29, %if.else29, %if.else29, %if.else29, %if.else29
  %32 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !207
  %33 = load i32, i32* %n, align 4, !dbg !208
  %inc51 = add nsw i32 %33, 1, !dbg !208
  store i32 %inc51, i32* %n, align 4, !dbg !208
  %idxprom52 = sext i32 %33 to i64, !dbg !207
  %arrayidx53 = getelementptr inbounds %struct.token, %struct.token* %32, i64 %idxprom52, !dbg !207
  %kind55 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral54, i32 0, i32 0, !dbg !209
  store i32 3, i32* %kind55, align 8, !dbg !209
  %start56 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral54, i32 0, i32 1, !dbg !209
  %34 = load i32, i32* %i, align 4, !dbg !210
  store i32 %34, i32* %start56, align 4, !dbg !209
  %len57 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral54, i32 0, i32 2, !dbg !209
  store i32 1, i32* %len57, align 8, !dbg !209
  %num58 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral54, i32 0, i32 3, !dbg !209
  %35 = load i8, i8* %c, align 1, !dbg !211
  %conv59 = sext i8 %35 to i64, !dbg !211
  store i64 %conv59, i64* %num58, align 8, !dbg !209
  %36 = bitcast %struct.token* %arrayidx53 to i8*, !dbg !212
  %37 = bitcast %struct.token* %.compoundliteral54 to i8*, !dbg !212
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %36, i8* align 8 %37, i64 24, i1 false), !dbg !212
  br label %sw.epilog, !dbg !213

sw.default:                                       ; preds = %if.else29
  %38 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !214
  %39 = load i32, i32* %n, align 4, !dbg !215
  %inc60 = add nsw i32 %39, 1, !dbg !215
  store i32 %inc60, i32* %n, align 4, !dbg !215
  %idxprom61 = sext i32 %39 to i64, !dbg !214
  %arrayidx62 = getelementptr inbounds %struct.token, %struct.token* %38, i64 %idxprom61, !dbg !214
  %kind64 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral63, i32 0, i32 0, !dbg !216
  store i32 7, i32* %kind64, align 8, !dbg !216
  %start65 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral63, i32 0, i32 1, !dbg !216
  %40 = load i32, i32* %i, align 4, !dbg !217
  store i32 %40, i32* %start65, align 4, !dbg !216
  %len66 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral63, i32 0, i32 2, !dbg !216
  store i32 1, i32* %len66, align 8, !dbg !216
  %num67 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral63, i32 0, i32 3, !dbg !216
  %41 = load i8, i8* %c, align 1, !dbg !218
  %conv68 = sext i8 %41 to i64, !dbg !218
  store i64 %conv68, i64* %num67, align 8, !dbg !216
  %42 = bitcast %struct.token* %arrayidx62 to i8*, !dbg !219
  %43 = bitcast %struct.token* %.compoundliteral63 to i8*, !dbg !219
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %42, i8* align 8 %43, i64 24, i1 false), !dbg !219
  br label %sw.epilog, !dbg !220

sw.epilog:                                        ; preds = %sw.default, %sw.bb50, %sw.bb41, %sw.bb32, %sw.bb31
  br label %if.end

if.end:                                           ; preds = %sw.epilog, %if.then28
  br label %if.end69

if.end69:                                         ; preds = %if.end, %if.then23
  br label %if.end70

if.end70:                                         ; preds = %if.end69
  br label %if.end71

if.end71:                                         ; preds = %if.end70, %if.then
  %44 = load i32, i32* %i, align 4, !dbg !221
  %inc72 = add nsw i32 %44, 1, !dbg !221
  store i32 %inc72, i32* %i, align 4, !dbg !221
  br label %sw.epilog162, !dbg !222

sw.bb73:                                          ; preds = %while.body
  %call74 = call i16** @__ctype_b_loc() #7, !dbg !223
  %45 = load i16*, i16** %call74, align 8, !dbg !223
  %46 = load i8, i8* %c, align 1, !dbg !223
  %conv75 = zext i8 %46 to i32, !dbg !223
  %idxprom76 = sext i32 %conv75 to i64, !dbg !223
  %arrayidx77 = getelementptr inbounds i16, i16* %45, i64 %idxprom76, !dbg !223
  %47 = load i16, i16* %arrayidx77, align 2, !dbg !223
  %conv78 = zext i16 %47 to i32, !dbg !223
  %and79 = and i32 %conv78, 2048, !dbg !223
  %tobool80 = icmp ne i32 %and79, 0, !dbg !223
  br i1 %tobool80, label %if.then81, label %if.else85, !dbg !225

if.then81:                                        ; preds = %sw.bb73
  %48 = load i64, i64* %num, align 8, !dbg !226
  %mul = mul nsw i64 %48, 10, !dbg !228
  %49 = load i8, i8* %c, align 1, !dbg !229
  %conv82 = sext i8 %49 to i32, !dbg !229
  %sub = sub nsw i32 %conv82, 48, !dbg !230
  %conv83 = sext i32 %sub to i64, !dbg !231
  %add = add nsw i64 %mul, %conv83, !dbg !232
  store i64 %add, i64* %num, align 8, !dbg !233
  %50 = load i32, i32* %i, align 4, !dbg !234
  %inc84 = add nsw i32 %50, 1, !dbg !234
  store i32 %inc84, i32* %i, align 4, !dbg !234
  br label %if.end95, !dbg !235

if.else85:                                        ; preds = %sw.bb73
  %51 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !236
  %52 = load i32, i32* %n, align 4, !dbg !238
  %inc86 = add nsw i32 %52, 1, !dbg !238
  store i32 %inc86, i32* %n, align 4, !dbg !238
  %idxprom87 = sext i32 %52 to i64, !dbg !236
  %arrayidx88 = getelementptr inbounds %struct.token, %struct.token* %51, i64 %idxprom87, !dbg !236
  %kind90 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral89, i32 0, i32 0, !dbg !239
  store i32 1, i32* %kind90, align 8, !dbg !239
  %start91 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral89, i32 0, i32 1, !dbg !239
  %53 = load i32, i32* %start, align 4, !dbg !240
  store i32 %53, i32* %start91, align 4, !dbg !239
  %len92 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral89, i32 0, i32 2, !dbg !239
  %54 = load i32, i32* %i, align 4, !dbg !241
  %55 = load i32, i32* %start, align 4, !dbg !242
  %sub93 = sub nsw i32 %54, %55, !dbg !243
  store i32 %sub93, i32* %len92, align 8, !dbg !239
  %num94 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral89, i32 0, i32 3, !dbg !239
  %56 = load i64, i64* %num, align 8, !dbg !244
  store i64 %56, i64* %num94, align 8, !dbg !239
  %57 = bitcast %struct.token* %arrayidx88 to i8*, !dbg !245
  %58 = bitcast %struct.token* %.compoundliteral89 to i8*, !dbg !245
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %57, i8* align 8 %58, i64 24, i1 false), !dbg !245
  store i32 0, i32* %st, align 4, !dbg !246
  br label %if.end95

if.end95:                                         ; preds = %if.else85, %if.then81
  br label %sw.epilog162, !dbg !247

sw.bb96:                                          ; preds = %while.body
  %call97 = call i16** @__ctype_b_loc() #7, !dbg !248
  %59 = load i16*, i16** %call97, align 8, !dbg !248
  %60 = load i8, i8* %c, align 1, !dbg !248
  %conv98 = zext i8 %60 to i32, !dbg !248
  %idxprom99 = sext i32 %conv98 to i64, !dbg !248
  %arrayidx100 = getelementptr inbounds i16, i16* %59, i64 %idxprom99, !dbg !248
  %61 = load i16, i16* %arrayidx100, align 2, !dbg !248
  %conv101 = zext i16 %61 to i32, !dbg !248
  %and102 = and i32 %conv101, 8, !dbg !248
  %tobool103 = icmp ne i32 %and102, 0, !dbg !248
  br i1 %tobool103, label %if.then108, label %lor.lhs.false104, !dbg !250

lor.lhs.false104:                                 ; preds = %sw.bb96
  %62 = load i8, i8* %c, align 1, !dbg !251
  %conv105 = sext i8 %62 to i32, !dbg !251
  %cmp106 = icmp eq i32 %conv105, 95, !dbg !252
  br i1 %cmp106, label %if.then108, label %if.else110, !dbg !253

if.then108:                                       ; preds = %lor.lhs.false104, %sw.bb96
  %63 = load i32, i32* %i, align 4, !dbg !254
  %inc109 = add nsw i32 %63, 1, !dbg !254
  store i32 %inc109, i32* %i, align 4, !dbg !254
  br label %if.end120, !dbg !256

if.else110:                                       ; preds = %lor.lhs.false104
  %64 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !257
  %65 = load i32, i32* %n, align 4, !dbg !259
  %inc111 = add nsw i32 %65, 1, !dbg !259
  store i32 %inc111, i32* %n, align 4, !dbg !259
  %idxprom112 = sext i32 %65 to i64, !dbg !257
  %arrayidx113 = getelementptr inbounds %struct.token, %struct.token* %64, i64 %idxprom112, !dbg !257
  %kind115 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral114, i32 0, i32 0, !dbg !260
  store i32 2, i32* %kind115, align 8, !dbg !260
  %start116 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral114, i32 0, i32 1, !dbg !260
  %66 = load i32, i32* %start, align 4, !dbg !261
  store i32 %66, i32* %start116, align 4, !dbg !260
  %len117 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral114, i32 0, i32 2, !dbg !260
  %67 = load i32, i32* %i, align 4, !dbg !262
  %68 = load i32, i32* %start, align 4, !dbg !263
  %sub118 = sub nsw i32 %67, %68, !dbg !264
  store i32 %sub118, i32* %len117, align 8, !dbg !260
  %num119 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral114, i32 0, i32 3, !dbg !260
  store i64 0, i64* %num119, align 8, !dbg !260
  %69 = bitcast %struct.token* %arrayidx113 to i8*, !dbg !265
  %70 = bitcast %struct.token* %.compoundliteral114 to i8*, !dbg !265
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %69, i8* align 8 %70, i64 24, i1 false), !dbg !265
  store i32 0, i32* %st, align 4, !dbg !266
  br label %if.end120

if.end120:                                        ; preds = %if.else110, %if.then108
  br label %sw.epilog162, !dbg !267

sw.bb121:                                         ; preds = %while.body
  %71 = load i8, i8* %c, align 1, !dbg !268
  %conv122 = sext i8 %71 to i32, !dbg !268
  %cmp123 = icmp eq i32 %conv122, 92, !dbg !270
  br i1 %cmp123, label %if.then125, label %if.else126, !dbg !271

if.then125:                                       ; preds = %sw.bb121
  store i32 4, i32* %st, align 4, !dbg !272
  br label %if.end157, !dbg !273

if.else126:                                       ; preds = %sw.bb121
  %72 = load i8, i8* %c, align 1, !dbg !274
  %conv127 = sext i8 %72 to i32, !dbg !274
  %cmp128 = icmp eq i32 %conv127, 34, !dbg !276
  br i1 %cmp128, label %if.then130, label %if.else141, !dbg !277

if.then130:                                       ; preds = %if.else126
  %73 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !278
  %74 = load i32, i32* %n, align 4, !dbg !280
  %inc131 = add nsw i32 %74, 1, !dbg !280
  store i32 %inc131, i32* %n, align 4, !dbg !280
  %idxprom132 = sext i32 %74 to i64, !dbg !278
  %arrayidx133 = getelementptr inbounds %struct.token, %struct.token* %73, i64 %idxprom132, !dbg !278
  %kind135 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral134, i32 0, i32 0, !dbg !281
  store i32 6, i32* %kind135, align 8, !dbg !281
  %start136 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral134, i32 0, i32 1, !dbg !281
  %75 = load i32, i32* %start, align 4, !dbg !282
  store i32 %75, i32* %start136, align 4, !dbg !281
  %len137 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral134, i32 0, i32 2, !dbg !281
  %76 = load i32, i32* %i, align 4, !dbg !283
  %add138 = add nsw i32 %76, 1, !dbg !284
  %77 = load i32, i32* %start, align 4, !dbg !285
  %sub139 = sub nsw i32 %add138, %77, !dbg !286
  store i32 %sub139, i32* %len137, align 8, !dbg !281
  %num140 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral134, i32 0, i32 3, !dbg !281
  store i64 0, i64* %num140, align 8, !dbg !281
  %78 = bitcast %struct.token* %arrayidx133 to i8*, !dbg !287
  %79 = bitcast %struct.token* %.compoundliteral134 to i8*, !dbg !287
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %78, i8* align 8 %79, i64 24, i1 false), !dbg !287
  store i32 0, i32* %st, align 4, !dbg !288
  br label %if.end156, !dbg !289

if.else141:                                       ; preds = %if.else126
  %80 = load i8, i8* %c, align 1, !dbg !290
  %conv142 = sext i8 %80 to i32, !dbg !290
  %cmp143 = icmp eq i32 %conv142, 0, !dbg !292
  br i1 %cmp143, label %if.then145, label %if.end155, !dbg !293

if.then145:                                       ; preds = %if.else141
  %81 = load %struct.token*, %struct.token** %out.addr, align 8, !dbg !294
  %82 = load i32, i32* %n, align 4, !dbg !296
  %inc146 = add nsw i32 %82, 1, !dbg !296
  store i32 %inc146, i32* %n, align 4, !dbg !296
  %idxprom147 = sext i32 %82 to i64, !dbg !294
  %arrayidx148 = getelementptr inbounds %struct.token, %struct.token* %81, i64 %idxprom147, !dbg !294
  %kind150 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral149, i32 0, i32 0, !dbg !297
  store i32 7, i32* %kind150, align 8, !dbg !297
  %start151 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral149, i32 0, i32 1, !dbg !297
  %83 = load i32, i32* %start, align 4, !dbg !298
  store i32 %83, i32* %start151, align 4, !dbg !297
  %len152 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral149, i32 0, i32 2, !dbg !297
  %84 = load i32, i32* %i, align 4, !dbg !299
  %85 = load i32, i32* %start, align 4, !dbg !300
  %sub153 = sub nsw i32 %84, %85, !dbg !301
  store i32 %sub153, i32* %len152, align 8, !dbg !297
  %num154 = getelementptr inbounds %struct.token, %struct.token* %.compoundliteral149, i32 0, i32 3, !dbg !297
  store i64 0, i64* %num154, align 8, !dbg !297
  %86 = bitcast %struct.token* %arrayidx148 to i8*, !dbg !302
  %87 = bitcast %struct.token* %.compoundliteral149 to i8*, !dbg !302
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %86, i8* align 8 %87, i64 24, i1 false), !dbg !302
  store i32 0, i32* %st, align 4, !dbg !303
  br label %while.cond, !dbg !304, !llvm.loop !172

if.end155:                                        ; preds = %if.else141
  br label %if.end156

if.end156:                                        ; preds = %if.end155, %if.then130
  br label %if.end157

if.end157:                                        ; preds = %if.end156, %if.then125
  %88 = load i32, i32* %i, align 4, !dbg !305
  %inc158 = add nsw i32 %88, 1, !dbg !305
  store i32 %inc158, i32* %i, align 4, !dbg !305
  br label %sw.epilog162, !dbg !306

sw.bb159:                                         ; preds = %while.body
  store i32 3, i32* %st, align 4, !dbg !307
  %89 = load i32, i32* %i, align 4, !dbg !308
  %inc160 = add nsw i32 %89, 1, !dbg !308
  store i32 %inc160, i32* %i, align 4, !dbg !308
  br label %sw.epilog162, !dbg !309

sw.bb161:                                         ; preds = %while.body
  %90 = load i32, i32* %n, align 4, !dbg !310
  store i32 %90, i32* %retval, align 4, !dbg !311
  br label %return, !dbg !311

sw.epilog162:                                     ; preds = %while.body, %sw.bb159, %if.end157, %if.end120, %if.end95, %if.end71
  br label %while.cond, !dbg !139, !llvm.loop !172

while.end:                                        ; preds = %while.cond
  %91 = load i32, i32* %n, align 4, !dbg !312
  store i32 %91, i32* %retval, align 4, !dbg !313
  br label %return, !dbg !313

return:                                           ; preds = %while.end, %sw.bb161
  %92 = load i32, i32* %retval, align 4, !dbg !314
  ret i32 %92, !dbg !314
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @kind_name(i32 noundef %k) #0 !dbg !315 {
entry:
  %retval = alloca i8*, align 8
  %k.addr = alloca i32, align 4
  store i32 %k, i32* %k.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %k.addr, metadata !318, metadata !DIExpression()), !dbg !319
  %0 = load i32, i32* %k.addr, align 4, !dbg !320
  switch i32 %0, label %sw.epilog [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb2
    i32 3, label %sw.bb3
    i32 4, label %sw.bb4
    i32 5, label %sw.bb5
    i32 6, label %sw.bb6
    i32 7, label %sw.bb7
  ], !dbg !321

sw.bb:                                            ; preds = %entry
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i8** %retval, align 8, !dbg !322
  br label %return, !dbg !322

sw.bb1:                                           ; preds = %entry
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i8** %retval, align 8, !dbg !324
  br label %return, !dbg !324

sw.bb2:                                           ; preds = %entry
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8** %retval, align 8, !dbg !325
  br label %return, !dbg !325

sw.bb3:                                           ; preds = %entry
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.6, i64 0, i64 0), i8** %retval, align 8, !dbg !326
  br label %return, !dbg !326

sw.bb4:                                           ; preds = %entry
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0), i8** %retval, align 8, !dbg !327
  br label %return, !dbg !327

sw.bb5:                                           ; preds = %entry
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0), i8** %retval, align 8, !dbg !328
  br label %return, !dbg !328

sw.bb6:                                           ; preds = %entry
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i64 0, i64 0), i8** %retval, align 8, !dbg !329
  br label %return, !dbg !329

sw.bb7:                                           ; preds = %entry
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0), i8** %retval, align 8, !dbg !330
  br label %return, !dbg !330

sw.epilog:                                        ; preds = %entry
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i64 0, i64 0), i8** %retval, align 8, !dbg !331
  br label %return, !dbg !331

return:                                           ; preds = %sw.epilog, %sw.bb7, %sw.bb6, %sw.bb5, %sw.bb4, %sw.bb3, %sw.bb2, %sw.bb1, %sw.bb
  %1 = load i8*, i8** %retval, align 8, !dbg !332
  ret i8* %1, !dbg !332
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @http_class(i32 noundef %status) #0 !dbg !333 {
entry:
  %status.addr = alloca i32, align 4
  %score = alloca i32, align 4
  store i32 %status, i32* %status.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %status.addr, metadata !336, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.declare(metadata i32* %score, metadata !338, metadata !DIExpression()), !dbg !339
  store i32 0, i32* %score, align 4, !dbg !339
  %0 = load i32, i32* %status.addr, align 4, !dbg !340
  switch i32 %0, label %sw.default [
    i32 200, label %sw.bb
    i32 201, label %sw.bb1
    i32 204, label %sw.bb1
    i32 301, label %sw.bb3
    i32 302, label %sw.bb3
    i32 404, label %sw.bb4
    i32 500, label %sw.bb5
  ], !dbg !341

sw.bb:                                            ; preds = %entry
  %1 = load i32, i32* %score, align 4, !dbg !342
  %add = add nsw i32 %1, 1, !dbg !342
  store i32 %add, i32* %score, align 4, !dbg !342
  br label %sw.bb1, !dbg !344

sw.bb1:                                           ; preds = %entry, %entry, %sw.bb
  %2 = load i32, i32* %score, align 4, !dbg !345
  %add2 = add nsw i32 %2, 10, !dbg !345
  store i32 %add2, i32* %score, align 4, !dbg !345
  br label %sw.epilog, !dbg !346

sw.bb3:                                           ; preds = %entry, %entry
  store i32 3, i32* %score, align 4, !dbg !347
  br label %sw.epilog, !dbg !348

sw.bb4:                                           ; preds = %entry
  store i32 4, i32* %score, align 4, !dbg !349
  br label %sw.epilog, !dbg !350

sw.bb5:                                           ; preds = %entry
  store i32 5, i32* %score, align 4, !dbg !351
  br label %sw.epilog, !dbg !352

sw.default:                                       ; preds = %entry
  store i32 -1, i32* %score, align 4, !dbg !353
  br label %sw.epilog, !dbg !354

sw.epilog:                                        ; preds = %sw.default, %sw.bb5, %sw.bb4, %sw.bb3, %sw.bb1
  %3 = load i32, i32* %score, align 4, !dbg !355
  ret i32 %3, !dbg !356
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !37, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "14f7450d606f009df91cf86fb61b51fc")
!2 = !{!3, !14, !22}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "tok_kind", file: !1, line: 7, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10, !11, !12, !13}
!6 = !DIEnumerator(name: "T_EOF", value: 0)
!7 = !DIEnumerator(name: "T_NUM", value: 1)
!8 = !DIEnumerator(name: "T_IDENT", value: 2)
!9 = !DIEnumerator(name: "T_OP", value: 3)
!10 = !DIEnumerator(name: "T_LPAREN", value: 4)
!11 = !DIEnumerator(name: "T_RPAREN", value: 5)
!12 = !DIEnumerator(name: "T_STRING", value: 6)
!13 = !DIEnumerator(name: "T_ERROR", value: 7)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "state", file: !1, line: 15, baseType: !4, size: 32, elements: !15)
!15 = !{!16, !17, !18, !19, !20, !21}
!16 = !DIEnumerator(name: "S_START", value: 0)
!17 = !DIEnumerator(name: "S_NUM", value: 1)
!18 = !DIEnumerator(name: "S_IDENT", value: 2)
!19 = !DIEnumerator(name: "S_STRING", value: 3)
!20 = !DIEnumerator(name: "S_ESCAPE", value: 4)
!21 = !DIEnumerator(name: "S_DONE", value: 5)
!22 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !23, line: 46, baseType: !4, size: 32, elements: !24)
!23 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!24 = !{!25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36}
!25 = !DIEnumerator(name: "_ISupper", value: 256)
!26 = !DIEnumerator(name: "_ISlower", value: 512)
!27 = !DIEnumerator(name: "_ISalpha", value: 1024)
!28 = !DIEnumerator(name: "_ISdigit", value: 2048)
!29 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!30 = !DIEnumerator(name: "_ISspace", value: 8192)
!31 = !DIEnumerator(name: "_ISprint", value: 16384)
!32 = !DIEnumerator(name: "_ISgraph", value: 32768)
!33 = !DIEnumerator(name: "_ISblank", value: 1)
!34 = !DIEnumerator(name: "_IScntrl", value: 2)
!35 = !DIEnumerator(name: "_ISpunct", value: 4)
!36 = !DIEnumerator(name: "_ISalnum", value: 8)
!37 = !{!38, !39, !40}
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 7, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 1}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{!"Debian clang version 14.0.6"}
!49 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 142, type: !50, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !55)
!50 = !DISubroutineType(types: !51)
!51 = !{!38, !38, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!55 = !{}
!56 = !DILocalVariable(name: "argc", arg: 1, scope: !49, file: !1, line: 142, type: !38)
!57 = !DILocation(line: 142, column: 14, scope: !49)
!58 = !DILocalVariable(name: "argv", arg: 2, scope: !49, file: !1, line: 142, type: !52)
!59 = !DILocation(line: 142, column: 27, scope: !49)
!60 = !DILocalVariable(name: "toks", scope: !49, file: !1, line: 144, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 6144, elements: !69)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "token", file: !1, line: 9, size: 192, elements: !63)
!63 = !{!64, !65, !66, !67}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !62, file: !1, line: 10, baseType: !3, size: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !62, file: !1, line: 11, baseType: !38, size: 32, offset: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !62, file: !1, line: 11, baseType: !38, size: 32, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !62, file: !1, line: 12, baseType: !68, size: 64, offset: 128)
!68 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!69 = !{!70}
!70 = !DISubrange(count: 32)
!71 = !DILocation(line: 144, column: 15, scope: !49)
!72 = !DILocalVariable(name: "src", scope: !49, file: !1, line: 145, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!75 = !DILocation(line: 145, column: 14, scope: !49)
!76 = !DILocation(line: 145, column: 20, scope: !49)
!77 = !DILocation(line: 145, column: 25, scope: !49)
!78 = !DILocation(line: 145, column: 31, scope: !49)
!79 = !DILocalVariable(name: "n", scope: !49, file: !1, line: 146, type: !38)
!80 = !DILocation(line: 146, column: 6, scope: !49)
!81 = !DILocation(line: 146, column: 14, scope: !49)
!82 = !DILocation(line: 146, column: 19, scope: !49)
!83 = !DILocation(line: 146, column: 10, scope: !49)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 147, type: !38)
!85 = distinct !DILexicalBlock(scope: !49, file: !1, line: 147, column: 2)
!86 = !DILocation(line: 147, column: 11, scope: !85)
!87 = !DILocation(line: 147, column: 7, scope: !85)
!88 = !DILocation(line: 147, column: 18, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 147, column: 2)
!90 = !DILocation(line: 147, column: 22, scope: !89)
!91 = !DILocation(line: 147, column: 20, scope: !89)
!92 = !DILocation(line: 147, column: 2, scope: !85)
!93 = !DILocation(line: 148, column: 40, scope: !89)
!94 = !DILocation(line: 148, column: 35, scope: !89)
!95 = !DILocation(line: 148, column: 43, scope: !89)
!96 = !DILocation(line: 148, column: 25, scope: !89)
!97 = !DILocation(line: 148, column: 55, scope: !89)
!98 = !DILocation(line: 148, column: 50, scope: !89)
!99 = !DILocation(line: 148, column: 58, scope: !89)
!100 = !DILocation(line: 148, column: 63, scope: !89)
!101 = !DILocation(line: 148, column: 74, scope: !89)
!102 = !DILocation(line: 148, column: 69, scope: !89)
!103 = !DILocation(line: 148, column: 77, scope: !89)
!104 = !DILocation(line: 148, column: 67, scope: !89)
!105 = !DILocation(line: 148, column: 3, scope: !89)
!106 = !DILocation(line: 147, column: 26, scope: !89)
!107 = !DILocation(line: 147, column: 2, scope: !89)
!108 = distinct !{!108, !92, !109, !110}
!109 = !DILocation(line: 148, column: 82, scope: !85)
!110 = !{!"llvm.loop.mustprogress"}
!111 = !DILocation(line: 149, column: 24, scope: !49)
!112 = !DILocation(line: 149, column: 52, scope: !49)
!113 = !DILocation(line: 149, column: 57, scope: !49)
!114 = !DILocation(line: 149, column: 41, scope: !49)
!115 = !DILocation(line: 149, column: 72, scope: !49)
!116 = !DILocation(line: 149, column: 65, scope: !49)
!117 = !DILocation(line: 149, column: 2, scope: !49)
!118 = !DILocation(line: 150, column: 2, scope: !49)
!119 = distinct !DISubprogram(name: "lex", scope: !1, file: !1, line: 17, type: !120, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !55)
!120 = !DISubroutineType(types: !121)
!121 = !{!38, !73, !122, !38}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!123 = !DILocalVariable(name: "src", arg: 1, scope: !119, file: !1, line: 17, type: !73)
!124 = !DILocation(line: 17, column: 28, scope: !119)
!125 = !DILocalVariable(name: "out", arg: 2, scope: !119, file: !1, line: 17, type: !122)
!126 = !DILocation(line: 17, column: 47, scope: !119)
!127 = !DILocalVariable(name: "max", arg: 3, scope: !119, file: !1, line: 17, type: !38)
!128 = !DILocation(line: 17, column: 56, scope: !119)
!129 = !DILocalVariable(name: "n", scope: !119, file: !1, line: 19, type: !38)
!130 = !DILocation(line: 19, column: 6, scope: !119)
!131 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 19, type: !38)
!132 = !DILocation(line: 19, column: 13, scope: !119)
!133 = !DILocalVariable(name: "start", scope: !119, file: !1, line: 19, type: !38)
!134 = !DILocation(line: 19, column: 20, scope: !119)
!135 = !DILocalVariable(name: "st", scope: !119, file: !1, line: 20, type: !14)
!136 = !DILocation(line: 20, column: 13, scope: !119)
!137 = !DILocalVariable(name: "num", scope: !119, file: !1, line: 21, type: !68)
!138 = !DILocation(line: 21, column: 7, scope: !119)
!139 = !DILocation(line: 22, column: 2, scope: !119)
!140 = !DILocation(line: 22, column: 9, scope: !119)
!141 = !DILocation(line: 22, column: 13, scope: !119)
!142 = !DILocation(line: 22, column: 11, scope: !119)
!143 = !DILocalVariable(name: "c", scope: !144, file: !1, line: 23, type: !54)
!144 = distinct !DILexicalBlock(scope: !119, file: !1, line: 22, column: 18)
!145 = !DILocation(line: 23, column: 8, scope: !144)
!146 = !DILocation(line: 23, column: 12, scope: !144)
!147 = !DILocation(line: 23, column: 16, scope: !144)
!148 = !DILocation(line: 24, column: 11, scope: !144)
!149 = !DILocation(line: 24, column: 3, scope: !144)
!150 = !DILocation(line: 26, column: 12, scope: !151)
!151 = distinct !DILexicalBlock(scope: !144, file: !1, line: 24, column: 15)
!152 = !DILocation(line: 26, column: 10, scope: !151)
!153 = !DILocation(line: 27, column: 8, scope: !154)
!154 = distinct !DILexicalBlock(scope: !151, file: !1, line: 27, column: 8)
!155 = !DILocation(line: 27, column: 10, scope: !154)
!156 = !DILocation(line: 27, column: 8, scope: !151)
!157 = !DILocation(line: 28, column: 5, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !1, line: 27, column: 19)
!159 = !DILocation(line: 28, column: 10, scope: !158)
!160 = !DILocation(line: 28, column: 30, scope: !158)
!161 = !DILocation(line: 28, column: 39, scope: !158)
!162 = !DILocation(line: 28, column: 16, scope: !158)
!163 = !DILocation(line: 29, column: 8, scope: !158)
!164 = !DILocation(line: 30, column: 4, scope: !158)
!165 = !DILocation(line: 30, column: 15, scope: !166)
!166 = distinct !DILexicalBlock(scope: !154, file: !1, line: 30, column: 15)
!167 = !DILocation(line: 30, column: 15, scope: !154)
!168 = !DILocation(line: 31, column: 9, scope: !169)
!169 = distinct !DILexicalBlock(scope: !166, file: !1, line: 30, column: 42)
!170 = !DILocation(line: 32, column: 8, scope: !169)
!171 = !DILocation(line: 33, column: 5, scope: !169)
!172 = distinct !{!172, !139, !173, !110}
!173 = !DILocation(line: 96, column: 2, scope: !119)
!174 = !DILocation(line: 34, column: 15, scope: !175)
!175 = distinct !DILexicalBlock(scope: !166, file: !1, line: 34, column: 15)
!176 = !DILocation(line: 34, column: 41, scope: !175)
!177 = !DILocation(line: 34, column: 44, scope: !175)
!178 = !DILocation(line: 34, column: 46, scope: !175)
!179 = !DILocation(line: 34, column: 15, scope: !166)
!180 = !DILocation(line: 35, column: 8, scope: !181)
!181 = distinct !DILexicalBlock(scope: !175, file: !1, line: 34, column: 54)
!182 = !DILocation(line: 36, column: 4, scope: !181)
!183 = !DILocation(line: 36, column: 15, scope: !184)
!184 = distinct !DILexicalBlock(scope: !175, file: !1, line: 36, column: 15)
!185 = !DILocation(line: 36, column: 17, scope: !184)
!186 = !DILocation(line: 36, column: 15, scope: !175)
!187 = !DILocation(line: 37, column: 8, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !1, line: 36, column: 25)
!189 = !DILocation(line: 38, column: 4, scope: !188)
!190 = !DILocation(line: 39, column: 13, scope: !191)
!191 = distinct !DILexicalBlock(scope: !184, file: !1, line: 38, column: 11)
!192 = !DILocation(line: 39, column: 5, scope: !191)
!193 = !DILocation(line: 43, column: 6, scope: !194)
!194 = distinct !DILexicalBlock(scope: !191, file: !1, line: 39, column: 16)
!195 = !DILocation(line: 45, column: 6, scope: !194)
!196 = !DILocation(line: 45, column: 11, scope: !194)
!197 = !DILocation(line: 45, column: 31, scope: !194)
!198 = !DILocation(line: 45, column: 43, scope: !194)
!199 = !DILocation(line: 45, column: 17, scope: !194)
!200 = !DILocation(line: 46, column: 6, scope: !194)
!201 = !DILocation(line: 48, column: 6, scope: !194)
!202 = !DILocation(line: 48, column: 11, scope: !194)
!203 = !DILocation(line: 48, column: 31, scope: !194)
!204 = !DILocation(line: 48, column: 43, scope: !194)
!205 = !DILocation(line: 48, column: 17, scope: !194)
!206 = !DILocation(line: 49, column: 6, scope: !194)
!207 = !DILocation(line: 51, column: 6, scope: !194)
!208 = !DILocation(line: 51, column: 11, scope: !194)
!209 = !DILocation(line: 51, column: 31, scope: !194)
!210 = !DILocation(line: 51, column: 39, scope: !194)
!211 = !DILocation(line: 51, column: 45, scope: !194)
!212 = !DILocation(line: 51, column: 17, scope: !194)
!213 = !DILocation(line: 52, column: 6, scope: !194)
!214 = !DILocation(line: 54, column: 6, scope: !194)
!215 = !DILocation(line: 54, column: 11, scope: !194)
!216 = !DILocation(line: 54, column: 31, scope: !194)
!217 = !DILocation(line: 54, column: 42, scope: !194)
!218 = !DILocation(line: 54, column: 48, scope: !194)
!219 = !DILocation(line: 54, column: 17, scope: !194)
!220 = !DILocation(line: 55, column: 5, scope: !194)
!221 = !DILocation(line: 57, column: 5, scope: !151)
!222 = !DILocation(line: 58, column: 4, scope: !151)
!223 = !DILocation(line: 60, column: 8, scope: !224)
!224 = distinct !DILexicalBlock(scope: !151, file: !1, line: 60, column: 8)
!225 = !DILocation(line: 60, column: 8, scope: !151)
!226 = !DILocation(line: 61, column: 11, scope: !227)
!227 = distinct !DILexicalBlock(scope: !224, file: !1, line: 60, column: 35)
!228 = !DILocation(line: 61, column: 15, scope: !227)
!229 = !DILocation(line: 61, column: 23, scope: !227)
!230 = !DILocation(line: 61, column: 25, scope: !227)
!231 = !DILocation(line: 61, column: 22, scope: !227)
!232 = !DILocation(line: 61, column: 20, scope: !227)
!233 = !DILocation(line: 61, column: 9, scope: !227)
!234 = !DILocation(line: 62, column: 6, scope: !227)
!235 = !DILocation(line: 63, column: 4, scope: !227)
!236 = !DILocation(line: 64, column: 5, scope: !237)
!237 = distinct !DILexicalBlock(scope: !224, file: !1, line: 63, column: 11)
!238 = !DILocation(line: 64, column: 10, scope: !237)
!239 = !DILocation(line: 64, column: 30, scope: !237)
!240 = !DILocation(line: 64, column: 39, scope: !237)
!241 = !DILocation(line: 64, column: 46, scope: !237)
!242 = !DILocation(line: 64, column: 50, scope: !237)
!243 = !DILocation(line: 64, column: 48, scope: !237)
!244 = !DILocation(line: 64, column: 57, scope: !237)
!245 = !DILocation(line: 64, column: 16, scope: !237)
!246 = !DILocation(line: 65, column: 8, scope: !237)
!247 = !DILocation(line: 67, column: 4, scope: !151)
!248 = !DILocation(line: 69, column: 8, scope: !249)
!249 = distinct !DILexicalBlock(scope: !151, file: !1, line: 69, column: 8)
!250 = !DILocation(line: 69, column: 34, scope: !249)
!251 = !DILocation(line: 69, column: 37, scope: !249)
!252 = !DILocation(line: 69, column: 39, scope: !249)
!253 = !DILocation(line: 69, column: 8, scope: !151)
!254 = !DILocation(line: 70, column: 6, scope: !255)
!255 = distinct !DILexicalBlock(scope: !249, file: !1, line: 69, column: 47)
!256 = !DILocation(line: 71, column: 4, scope: !255)
!257 = !DILocation(line: 72, column: 5, scope: !258)
!258 = distinct !DILexicalBlock(scope: !249, file: !1, line: 71, column: 11)
!259 = !DILocation(line: 72, column: 10, scope: !258)
!260 = !DILocation(line: 72, column: 30, scope: !258)
!261 = !DILocation(line: 72, column: 41, scope: !258)
!262 = !DILocation(line: 72, column: 48, scope: !258)
!263 = !DILocation(line: 72, column: 52, scope: !258)
!264 = !DILocation(line: 72, column: 50, scope: !258)
!265 = !DILocation(line: 72, column: 16, scope: !258)
!266 = !DILocation(line: 73, column: 8, scope: !258)
!267 = !DILocation(line: 75, column: 4, scope: !151)
!268 = !DILocation(line: 77, column: 8, scope: !269)
!269 = distinct !DILexicalBlock(scope: !151, file: !1, line: 77, column: 8)
!270 = !DILocation(line: 77, column: 10, scope: !269)
!271 = !DILocation(line: 77, column: 8, scope: !151)
!272 = !DILocation(line: 78, column: 8, scope: !269)
!273 = !DILocation(line: 78, column: 5, scope: !269)
!274 = !DILocation(line: 79, column: 13, scope: !275)
!275 = distinct !DILexicalBlock(scope: !269, file: !1, line: 79, column: 13)
!276 = !DILocation(line: 79, column: 15, scope: !275)
!277 = !DILocation(line: 79, column: 13, scope: !269)
!278 = !DILocation(line: 80, column: 5, scope: !279)
!279 = distinct !DILexicalBlock(scope: !275, file: !1, line: 79, column: 23)
!280 = !DILocation(line: 80, column: 10, scope: !279)
!281 = !DILocation(line: 80, column: 30, scope: !279)
!282 = !DILocation(line: 80, column: 42, scope: !279)
!283 = !DILocation(line: 80, column: 49, scope: !279)
!284 = !DILocation(line: 80, column: 51, scope: !279)
!285 = !DILocation(line: 80, column: 57, scope: !279)
!286 = !DILocation(line: 80, column: 55, scope: !279)
!287 = !DILocation(line: 80, column: 16, scope: !279)
!288 = !DILocation(line: 81, column: 8, scope: !279)
!289 = !DILocation(line: 82, column: 4, scope: !279)
!290 = !DILocation(line: 82, column: 15, scope: !291)
!291 = distinct !DILexicalBlock(scope: !275, file: !1, line: 82, column: 15)
!292 = !DILocation(line: 82, column: 17, scope: !291)
!293 = !DILocation(line: 82, column: 15, scope: !275)
!294 = !DILocation(line: 83, column: 5, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !1, line: 82, column: 26)
!296 = !DILocation(line: 83, column: 10, scope: !295)
!297 = !DILocation(line: 83, column: 30, scope: !295)
!298 = !DILocation(line: 83, column: 41, scope: !295)
!299 = !DILocation(line: 83, column: 48, scope: !295)
!300 = !DILocation(line: 83, column: 52, scope: !295)
!301 = !DILocation(line: 83, column: 50, scope: !295)
!302 = !DILocation(line: 83, column: 16, scope: !295)
!303 = !DILocation(line: 84, column: 8, scope: !295)
!304 = !DILocation(line: 85, column: 5, scope: !295)
!305 = !DILocation(line: 87, column: 5, scope: !151)
!306 = !DILocation(line: 88, column: 4, scope: !151)
!307 = !DILocation(line: 90, column: 7, scope: !151)
!308 = !DILocation(line: 91, column: 5, scope: !151)
!309 = !DILocation(line: 92, column: 4, scope: !151)
!310 = !DILocation(line: 94, column: 11, scope: !151)
!311 = !DILocation(line: 94, column: 4, scope: !151)
!312 = !DILocation(line: 97, column: 9, scope: !119)
!313 = !DILocation(line: 97, column: 2, scope: !119)
!314 = !DILocation(line: 98, column: 1, scope: !119)
!315 = distinct !DISubprogram(name: "kind_name", scope: !1, file: !1, line: 100, type: !316, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !55)
!316 = !DISubroutineType(types: !317)
!317 = !{!73, !3}
!318 = !DILocalVariable(name: "k", arg: 1, scope: !315, file: !1, line: 100, type: !3)
!319 = !DILocation(line: 100, column: 44, scope: !315)
!320 = !DILocation(line: 102, column: 10, scope: !315)
!321 = !DILocation(line: 102, column: 2, scope: !315)
!322 = !DILocation(line: 103, column: 14, scope: !323)
!323 = distinct !DILexicalBlock(scope: !315, file: !1, line: 102, column: 13)
!324 = !DILocation(line: 104, column: 14, scope: !323)
!325 = !DILocation(line: 105, column: 16, scope: !323)
!326 = !DILocation(line: 106, column: 13, scope: !323)
!327 = !DILocation(line: 107, column: 17, scope: !323)
!328 = !DILocation(line: 108, column: 17, scope: !323)
!329 = !DILocation(line: 109, column: 17, scope: !323)
!330 = !DILocation(line: 110, column: 16, scope: !323)
!331 = !DILocation(line: 112, column: 2, scope: !315)
!332 = !DILocation(line: 113, column: 1, scope: !315)
!333 = distinct !DISubprogram(name: "http_class", scope: !1, file: !1, line: 115, type: !334, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !55)
!334 = !DISubroutineType(types: !335)
!335 = !{!38, !38}
!336 = !DILocalVariable(name: "status", arg: 1, scope: !333, file: !1, line: 115, type: !38)
!337 = !DILocation(line: 115, column: 27, scope: !333)
!338 = !DILocalVariable(name: "score", scope: !333, file: !1, line: 117, type: !38)
!339 = !DILocation(line: 117, column: 6, scope: !333)
!340 = !DILocation(line: 118, column: 10, scope: !333)
!341 = !DILocation(line: 118, column: 2, scope: !333)
!342 = !DILocation(line: 120, column: 9, scope: !343)
!343 = distinct !DILexicalBlock(scope: !333, file: !1, line: 118, column: 18)
!344 = !DILocation(line: 120, column: 3, scope: !343)
!345 = !DILocation(line: 124, column: 9, scope: !343)
!346 = !DILocation(line: 125, column: 3, scope: !343)
!347 = !DILocation(line: 128, column: 9, scope: !343)
!348 = !DILocation(line: 129, column: 3, scope: !343)
!349 = !DILocation(line: 131, column: 9, scope: !343)
!350 = !DILocation(line: 132, column: 3, scope: !343)
!351 = !DILocation(line: 134, column: 9, scope: !343)
!352 = !DILocation(line: 135, column: 3, scope: !343)
!353 = !DILocation(line: 137, column: 9, scope: !343)
!354 = !DILocation(line: 138, column: 2, scope: !343)
!355 = !DILocation(line: 139, column: 9, scope: !333)
!356 = !DILocation(line: 139, column: 2, scope: !333)
