; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.token = type { i32, i32, i32, i64 }

@.str = private unnamed_addr constant [26 x i8] c"x = 42 * (y + \22s\\\22q\22) % 7\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"%s '%.*s'\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"%d %d %zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"eof\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"num\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [6 x i8] c"ident\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [2 x i8] c"(\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [2 x i8] c")\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [7 x i8] c"string\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [6 x i8] c"error\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !45

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !96 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %toks = alloca [32 x %struct.token], align 16
  %src = alloca ptr, align 8
  %n = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !102, !DIExpression(), !103)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !104, !DIExpression(), !105)
    #dbg_declare(ptr %toks, !106, !DIExpression(), !117)
    #dbg_declare(ptr %src, !118, !DIExpression(), !121)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !122
  %cmp = icmp sgt i32 %0, 1, !dbg !123
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !122

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8, !dbg !124
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 1, !dbg !124
  %2 = load ptr, ptr %arrayidx, align 8, !dbg !124
  br label %cond.end, !dbg !122

cond.false:                                       ; preds = %entry
  br label %cond.end, !dbg !122

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %2, %cond.true ], [ @.str, %cond.false ], !dbg !122
  store ptr %cond, ptr %src, align 8, !dbg !121
    #dbg_declare(ptr %n, !125, !DIExpression(), !126)
  %3 = load ptr, ptr %src, align 8, !dbg !127
  %arraydecay = getelementptr inbounds [32 x %struct.token], ptr %toks, i64 0, i64 0, !dbg !128
  %call = call i32 @lex(ptr noundef %3, ptr noundef %arraydecay, i32 noundef 32), !dbg !129
  store i32 %call, ptr %n, align 4, !dbg !126
    #dbg_declare(ptr %i, !130, !DIExpression(), !132)
  store i32 0, ptr %i, align 4, !dbg !132
  br label %for.cond, !dbg !133

for.cond:                                         ; preds = %for.inc, %cond.end
  %4 = load i32, ptr %i, align 4, !dbg !134
  %5 = load i32, ptr %n, align 4, !dbg !136
  %cmp1 = icmp slt i32 %4, %5, !dbg !137
  br i1 %cmp1, label %for.body, label %for.end, !dbg !138

for.body:                                         ; preds = %for.cond
  %6 = load i32, ptr %i, align 4, !dbg !139
  %idxprom = sext i32 %6 to i64, !dbg !140
  %arrayidx2 = getelementptr inbounds [32 x %struct.token], ptr %toks, i64 0, i64 %idxprom, !dbg !140
  %kind = getelementptr inbounds %struct.token, ptr %arrayidx2, i32 0, i32 0, !dbg !141
  %7 = load i32, ptr %kind, align 8, !dbg !141
  %call3 = call ptr @kind_name(i32 noundef %7), !dbg !142
  %8 = load i32, ptr %i, align 4, !dbg !143
  %idxprom4 = sext i32 %8 to i64, !dbg !144
  %arrayidx5 = getelementptr inbounds [32 x %struct.token], ptr %toks, i64 0, i64 %idxprom4, !dbg !144
  %len = getelementptr inbounds %struct.token, ptr %arrayidx5, i32 0, i32 2, !dbg !145
  %9 = load i32, ptr %len, align 8, !dbg !145
  %10 = load ptr, ptr %src, align 8, !dbg !146
  %11 = load i32, ptr %i, align 4, !dbg !147
  %idxprom6 = sext i32 %11 to i64, !dbg !148
  %arrayidx7 = getelementptr inbounds [32 x %struct.token], ptr %toks, i64 0, i64 %idxprom6, !dbg !148
  %start = getelementptr inbounds %struct.token, ptr %arrayidx7, i32 0, i32 1, !dbg !149
  %12 = load i32, ptr %start, align 4, !dbg !149
  %idx.ext = sext i32 %12 to i64, !dbg !150
  %add.ptr = getelementptr inbounds i8, ptr %10, i64 %idx.ext, !dbg !150
  %call8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %call3, i32 noundef %9, ptr noundef %add.ptr), !dbg !151
  br label %for.inc, !dbg !151

for.inc:                                          ; preds = %for.body
  %13 = load i32, ptr %i, align 4, !dbg !152
  %inc = add nsw i32 %13, 1, !dbg !152
  store i32 %inc, ptr %i, align 4, !dbg !152
  br label %for.cond, !dbg !153, !llvm.loop !154

for.end:                                          ; preds = %for.cond
  %call9 = call i32 @http_class(i32 noundef 200), !dbg !157
  %14 = load i32, ptr %argc.addr, align 4, !dbg !158
  %mul = mul nsw i32 %14, 302, !dbg !159
  %call10 = call i32 @http_class(i32 noundef %mul), !dbg !160
  %15 = load ptr, ptr %src, align 8, !dbg !161
  %call11 = call i64 @strlen(ptr noundef %15) #5, !dbg !162
  %call12 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %call9, i32 noundef %call10, i64 noundef %call11), !dbg !163
  ret i32 0, !dbg !164
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lex(ptr noundef %src, ptr noundef %out, i32 noundef %max) #0 !dbg !165 {
entry:
  %retval = alloca i32, align 4
  %src.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
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
  store ptr %src, ptr %src.addr, align 8
    #dbg_declare(ptr %src.addr, !169, !DIExpression(), !170)
  store ptr %out, ptr %out.addr, align 8
    #dbg_declare(ptr %out.addr, !171, !DIExpression(), !172)
  store i32 %max, ptr %max.addr, align 4
    #dbg_declare(ptr %max.addr, !173, !DIExpression(), !174)
    #dbg_declare(ptr %n, !175, !DIExpression(), !176)
  store i32 0, ptr %n, align 4, !dbg !176
    #dbg_declare(ptr %i, !177, !DIExpression(), !178)
  store i32 0, ptr %i, align 4, !dbg !178
    #dbg_declare(ptr %start, !179, !DIExpression(), !180)
  store i32 0, ptr %start, align 4, !dbg !180
    #dbg_declare(ptr %st, !181, !DIExpression(), !182)
  store i32 0, ptr %st, align 4, !dbg !182
    #dbg_declare(ptr %num, !183, !DIExpression(), !184)
  store i64 0, ptr %num, align 8, !dbg !184
  br label %while.cond, !dbg !185

while.cond:                                       ; preds = %sw.epilog162, %if.then145, %if.then11, %entry
  %0 = load i32, ptr %n, align 4, !dbg !186
  %1 = load i32, ptr %max.addr, align 4, !dbg !187
  %cmp = icmp slt i32 %0, %1, !dbg !188
  br i1 %cmp, label %while.body, label %while.end, !dbg !185

while.body:                                       ; preds = %while.cond
    #dbg_declare(ptr %c, !189, !DIExpression(), !191)
  %2 = load ptr, ptr %src.addr, align 8, !dbg !192
  %3 = load i32, ptr %i, align 4, !dbg !193
  %idxprom = sext i32 %3 to i64, !dbg !192
  %arrayidx = getelementptr inbounds i8, ptr %2, i64 %idxprom, !dbg !192
  %4 = load i8, ptr %arrayidx, align 1, !dbg !192
  store i8 %4, ptr %c, align 1, !dbg !191
  %5 = load i32, ptr %st, align 4, !dbg !194
  switch i32 %5, label %sw.epilog162 [
    i32 0, label %sw.bb
    i32 1, label %sw.bb73
    i32 2, label %sw.bb96
    i32 3, label %sw.bb121
    i32 4, label %sw.bb159
    i32 5, label %sw.bb161
  ], !dbg !195

sw.bb:                                            ; preds = %while.body
  %6 = load i32, ptr %i, align 4, !dbg !196
  store i32 %6, ptr %start, align 4, !dbg !198
  %7 = load i8, ptr %c, align 1, !dbg !199
  %conv = sext i8 %7 to i32, !dbg !199
  %cmp1 = icmp eq i32 %conv, 0, !dbg !201
  br i1 %cmp1, label %if.then, label %if.else, !dbg !202

if.then:                                          ; preds = %sw.bb
  %8 = load ptr, ptr %out.addr, align 8, !dbg !203
  %9 = load i32, ptr %n, align 4, !dbg !205
  %inc = add nsw i32 %9, 1, !dbg !205
  store i32 %inc, ptr %n, align 4, !dbg !205
  %idxprom3 = sext i32 %9 to i64, !dbg !203
  %arrayidx4 = getelementptr inbounds %struct.token, ptr %8, i64 %idxprom3, !dbg !203
  %kind = getelementptr inbounds %struct.token, ptr %.compoundliteral, i32 0, i32 0, !dbg !206
  store i32 0, ptr %kind, align 8, !dbg !206
  %start5 = getelementptr inbounds %struct.token, ptr %.compoundliteral, i32 0, i32 1, !dbg !206
  %10 = load i32, ptr %i, align 4, !dbg !207
  store i32 %10, ptr %start5, align 4, !dbg !206
  %len = getelementptr inbounds %struct.token, ptr %.compoundliteral, i32 0, i32 2, !dbg !206
  store i32 0, ptr %len, align 8, !dbg !206
  %num6 = getelementptr inbounds %struct.token, ptr %.compoundliteral, i32 0, i32 3, !dbg !206
  store i64 0, ptr %num6, align 8, !dbg !206
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx4, ptr align 8 %.compoundliteral, i64 24, i1 false), !dbg !208
  store i32 5, ptr %st, align 4, !dbg !209
  br label %if.end71, !dbg !210

if.else:                                          ; preds = %sw.bb
  %call = call ptr @__ctype_b_loc() #6, !dbg !211
  %11 = load ptr, ptr %call, align 8, !dbg !211
  %12 = load i8, ptr %c, align 1, !dbg !211
  %conv7 = zext i8 %12 to i32, !dbg !211
  %idxprom8 = sext i32 %conv7 to i64, !dbg !211
  %arrayidx9 = getelementptr inbounds i16, ptr %11, i64 %idxprom8, !dbg !211
  %13 = load i16, ptr %arrayidx9, align 2, !dbg !211
  %conv10 = zext i16 %13 to i32, !dbg !211
  %and = and i32 %conv10, 2048, !dbg !211
  %tobool = icmp ne i32 %and, 0, !dbg !211
  br i1 %tobool, label %if.then11, label %if.else12, !dbg !213

if.then11:                                        ; preds = %if.else
  store i64 0, ptr %num, align 8, !dbg !214
  store i32 1, ptr %st, align 4, !dbg !216
  br label %while.cond, !dbg !217, !llvm.loop !218

if.else12:                                        ; preds = %if.else
  %call13 = call ptr @__ctype_b_loc() #6, !dbg !220
  %14 = load ptr, ptr %call13, align 8, !dbg !220
  %15 = load i8, ptr %c, align 1, !dbg !220
  %conv14 = zext i8 %15 to i32, !dbg !220
  %idxprom15 = sext i32 %conv14 to i64, !dbg !220
  %arrayidx16 = getelementptr inbounds i16, ptr %14, i64 %idxprom15, !dbg !220
  %16 = load i16, ptr %arrayidx16, align 2, !dbg !220
  %conv17 = zext i16 %16 to i32, !dbg !220
  %and18 = and i32 %conv17, 1024, !dbg !220
  %tobool19 = icmp ne i32 %and18, 0, !dbg !220
  br i1 %tobool19, label %if.then23, label %lor.lhs.false, !dbg !222

lor.lhs.false:                                    ; preds = %if.else12
  %17 = load i8, ptr %c, align 1, !dbg !223
  %conv20 = sext i8 %17 to i32, !dbg !223
  %cmp21 = icmp eq i32 %conv20, 95, !dbg !224
  br i1 %cmp21, label %if.then23, label %if.else24, !dbg !225

if.then23:                                        ; preds = %lor.lhs.false, %if.else12
  store i32 2, ptr %st, align 4, !dbg !226
  br label %if.end69, !dbg !228

if.else24:                                        ; preds = %lor.lhs.false
  %18 = load i8, ptr %c, align 1, !dbg !229
  %conv25 = sext i8 %18 to i32, !dbg !229
  %cmp26 = icmp eq i32 %conv25, 34, !dbg !231
  br i1 %cmp26, label %if.then28, label %if.else29, !dbg !232

if.then28:                                        ; preds = %if.else24
  store i32 3, ptr %st, align 4, !dbg !233
  br label %if.end, !dbg !235

if.else29:                                        ; preds = %if.else24
  %19 = load i8, ptr %c, align 1, !dbg !236
  %conv30 = sext i8 %19 to i32, !dbg !236
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
  ], !dbg !238

sw.bb31:                                          ; preds = %if.else29, %if.else29, %if.else29
  br label %sw.epilog, !dbg !239

sw.bb32:                                          ; preds = %if.else29
  %20 = load ptr, ptr %out.addr, align 8, !dbg !241
  %21 = load i32, ptr %n, align 4, !dbg !242
  %inc33 = add nsw i32 %21, 1, !dbg !242
  store i32 %inc33, ptr %n, align 4, !dbg !242
  %idxprom34 = sext i32 %21 to i64, !dbg !241
  %arrayidx35 = getelementptr inbounds %struct.token, ptr %20, i64 %idxprom34, !dbg !241
  %kind37 = getelementptr inbounds %struct.token, ptr %.compoundliteral36, i32 0, i32 0, !dbg !243
  store i32 4, ptr %kind37, align 8, !dbg !243
  %start38 = getelementptr inbounds %struct.token, ptr %.compoundliteral36, i32 0, i32 1, !dbg !243
  %22 = load i32, ptr %i, align 4, !dbg !244
  store i32 %22, ptr %start38, align 4, !dbg !243
  %len39 = getelementptr inbounds %struct.token, ptr %.compoundliteral36, i32 0, i32 2, !dbg !243
  store i32 1, ptr %len39, align 8, !dbg !243
  %num40 = getelementptr inbounds %struct.token, ptr %.compoundliteral36, i32 0, i32 3, !dbg !243
  store i64 0, ptr %num40, align 8, !dbg !243
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx35, ptr align 8 %.compoundliteral36, i64 24, i1 false), !dbg !245
  br label %sw.epilog, !dbg !246

sw.bb41:                                          ; preds = %if.else29
  %23 = load ptr, ptr %out.addr, align 8, !dbg !247
  %24 = load i32, ptr %n, align 4, !dbg !248
  %inc42 = add nsw i32 %24, 1, !dbg !248
  store i32 %inc42, ptr %n, align 4, !dbg !248
  %idxprom43 = sext i32 %24 to i64, !dbg !247
  %arrayidx44 = getelementptr inbounds %struct.token, ptr %23, i64 %idxprom43, !dbg !247
  %kind46 = getelementptr inbounds %struct.token, ptr %.compoundliteral45, i32 0, i32 0, !dbg !249
  store i32 5, ptr %kind46, align 8, !dbg !249
  %start47 = getelementptr inbounds %struct.token, ptr %.compoundliteral45, i32 0, i32 1, !dbg !249
  %25 = load i32, ptr %i, align 4, !dbg !250
  store i32 %25, ptr %start47, align 4, !dbg !249
  %len48 = getelementptr inbounds %struct.token, ptr %.compoundliteral45, i32 0, i32 2, !dbg !249
  store i32 1, ptr %len48, align 8, !dbg !249
  %num49 = getelementptr inbounds %struct.token, ptr %.compoundliteral45, i32 0, i32 3, !dbg !249
  store i64 0, ptr %num49, align 8, !dbg !249
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx44, ptr align 8 %.compoundliteral45, i64 24, i1 false), !dbg !251
  br label %sw.epilog, !dbg !252

sw.bb50:                                          ; preds = %if.else29, %if.else29, %if.else29, %if.else29, %if.else29, %if.else29
  %26 = load ptr, ptr %out.addr, align 8, !dbg !253
  %27 = load i32, ptr %n, align 4, !dbg !254
  %inc51 = add nsw i32 %27, 1, !dbg !254
  store i32 %inc51, ptr %n, align 4, !dbg !254
  %idxprom52 = sext i32 %27 to i64, !dbg !253
  %arrayidx53 = getelementptr inbounds %struct.token, ptr %26, i64 %idxprom52, !dbg !253
  %kind55 = getelementptr inbounds %struct.token, ptr %.compoundliteral54, i32 0, i32 0, !dbg !255
  store i32 3, ptr %kind55, align 8, !dbg !255
  %start56 = getelementptr inbounds %struct.token, ptr %.compoundliteral54, i32 0, i32 1, !dbg !255
  %28 = load i32, ptr %i, align 4, !dbg !256
  store i32 %28, ptr %start56, align 4, !dbg !255
  %len57 = getelementptr inbounds %struct.token, ptr %.compoundliteral54, i32 0, i32 2, !dbg !255
  store i32 1, ptr %len57, align 8, !dbg !255
  %num58 = getelementptr inbounds %struct.token, ptr %.compoundliteral54, i32 0, i32 3, !dbg !255
  %29 = load i8, ptr %c, align 1, !dbg !257
  %conv59 = sext i8 %29 to i64, !dbg !257
  store i64 %conv59, ptr %num58, align 8, !dbg !255
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx53, ptr align 8 %.compoundliteral54, i64 24, i1 false), !dbg !258
  br label %sw.epilog, !dbg !259

sw.default:                                       ; preds = %if.else29
  %30 = load ptr, ptr %out.addr, align 8, !dbg !260
  %31 = load i32, ptr %n, align 4, !dbg !261
  %inc60 = add nsw i32 %31, 1, !dbg !261
  store i32 %inc60, ptr %n, align 4, !dbg !261
  %idxprom61 = sext i32 %31 to i64, !dbg !260
  %arrayidx62 = getelementptr inbounds %struct.token, ptr %30, i64 %idxprom61, !dbg !260
  %kind64 = getelementptr inbounds %struct.token, ptr %.compoundliteral63, i32 0, i32 0, !dbg !262
  store i32 7, ptr %kind64, align 8, !dbg !262
  %start65 = getelementptr inbounds %struct.token, ptr %.compoundliteral63, i32 0, i32 1, !dbg !262
  %32 = load i32, ptr %i, align 4, !dbg !263
  store i32 %32, ptr %start65, align 4, !dbg !262
  %len66 = getelementptr inbounds %struct.token, ptr %.compoundliteral63, i32 0, i32 2, !dbg !262
  store i32 1, ptr %len66, align 8, !dbg !262
  %num67 = getelementptr inbounds %struct.token, ptr %.compoundliteral63, i32 0, i32 3, !dbg !262
  %33 = load i8, ptr %c, align 1, !dbg !264
  %conv68 = sext i8 %33 to i64, !dbg !264
  store i64 %conv68, ptr %num67, align 8, !dbg !262
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx62, ptr align 8 %.compoundliteral63, i64 24, i1 false), !dbg !265
  br label %sw.epilog, !dbg !266

sw.epilog:                                        ; preds = %sw.default, %sw.bb50, %sw.bb41, %sw.bb32, %sw.bb31
  br label %if.end

if.end:                                           ; preds = %sw.epilog, %if.then28
  br label %if.end69

if.end69:                                         ; preds = %if.end, %if.then23
  br label %if.end70

if.end70:                                         ; preds = %if.end69
  br label %if.end71

if.end71:                                         ; preds = %if.end70, %if.then
  %34 = load i32, ptr %i, align 4, !dbg !267
  %inc72 = add nsw i32 %34, 1, !dbg !267
  store i32 %inc72, ptr %i, align 4, !dbg !267
  br label %sw.epilog162, !dbg !268

sw.bb73:                                          ; preds = %while.body
  %call74 = call ptr @__ctype_b_loc() #6, !dbg !269
  %35 = load ptr, ptr %call74, align 8, !dbg !269
  %36 = load i8, ptr %c, align 1, !dbg !269
  %conv75 = zext i8 %36 to i32, !dbg !269
  %idxprom76 = sext i32 %conv75 to i64, !dbg !269
  %arrayidx77 = getelementptr inbounds i16, ptr %35, i64 %idxprom76, !dbg !269
  %37 = load i16, ptr %arrayidx77, align 2, !dbg !269
  %conv78 = zext i16 %37 to i32, !dbg !269
  %and79 = and i32 %conv78, 2048, !dbg !269
  %tobool80 = icmp ne i32 %and79, 0, !dbg !269
  br i1 %tobool80, label %if.then81, label %if.else85, !dbg !271

if.then81:                                        ; preds = %sw.bb73
  %38 = load i64, ptr %num, align 8, !dbg !272
  %mul = mul nsw i64 %38, 10, !dbg !274
  %39 = load i8, ptr %c, align 1, !dbg !275
  %conv82 = sext i8 %39 to i32, !dbg !275
  %sub = sub nsw i32 %conv82, 48, !dbg !276
  %conv83 = sext i32 %sub to i64, !dbg !277
  %add = add nsw i64 %mul, %conv83, !dbg !278
  store i64 %add, ptr %num, align 8, !dbg !279
  %40 = load i32, ptr %i, align 4, !dbg !280
  %inc84 = add nsw i32 %40, 1, !dbg !280
  store i32 %inc84, ptr %i, align 4, !dbg !280
  br label %if.end95, !dbg !281

if.else85:                                        ; preds = %sw.bb73
  %41 = load ptr, ptr %out.addr, align 8, !dbg !282
  %42 = load i32, ptr %n, align 4, !dbg !284
  %inc86 = add nsw i32 %42, 1, !dbg !284
  store i32 %inc86, ptr %n, align 4, !dbg !284
  %idxprom87 = sext i32 %42 to i64, !dbg !282
  %arrayidx88 = getelementptr inbounds %struct.token, ptr %41, i64 %idxprom87, !dbg !282
  %kind90 = getelementptr inbounds %struct.token, ptr %.compoundliteral89, i32 0, i32 0, !dbg !285
  store i32 1, ptr %kind90, align 8, !dbg !285
  %start91 = getelementptr inbounds %struct.token, ptr %.compoundliteral89, i32 0, i32 1, !dbg !285
  %43 = load i32, ptr %start, align 4, !dbg !286
  store i32 %43, ptr %start91, align 4, !dbg !285
  %len92 = getelementptr inbounds %struct.token, ptr %.compoundliteral89, i32 0, i32 2, !dbg !285
  %44 = load i32, ptr %i, align 4, !dbg !287
  %45 = load i32, ptr %start, align 4, !dbg !288
  %sub93 = sub nsw i32 %44, %45, !dbg !289
  store i32 %sub93, ptr %len92, align 8, !dbg !285
  %num94 = getelementptr inbounds %struct.token, ptr %.compoundliteral89, i32 0, i32 3, !dbg !285
  %46 = load i64, ptr %num, align 8, !dbg !290
  store i64 %46, ptr %num94, align 8, !dbg !285
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx88, ptr align 8 %.compoundliteral89, i64 24, i1 false), !dbg !291
  store i32 0, ptr %st, align 4, !dbg !292
  br label %if.end95

if.end95:                                         ; preds = %if.else85, %if.then81
  br label %sw.epilog162, !dbg !293

sw.bb96:                                          ; preds = %while.body
  %call97 = call ptr @__ctype_b_loc() #6, !dbg !294
  %47 = load ptr, ptr %call97, align 8, !dbg !294
  %48 = load i8, ptr %c, align 1, !dbg !294
  %conv98 = zext i8 %48 to i32, !dbg !294
  %idxprom99 = sext i32 %conv98 to i64, !dbg !294
  %arrayidx100 = getelementptr inbounds i16, ptr %47, i64 %idxprom99, !dbg !294
  %49 = load i16, ptr %arrayidx100, align 2, !dbg !294
  %conv101 = zext i16 %49 to i32, !dbg !294
  %and102 = and i32 %conv101, 8, !dbg !294
  %tobool103 = icmp ne i32 %and102, 0, !dbg !294
  br i1 %tobool103, label %if.then108, label %lor.lhs.false104, !dbg !296

lor.lhs.false104:                                 ; preds = %sw.bb96
  %50 = load i8, ptr %c, align 1, !dbg !297
  %conv105 = sext i8 %50 to i32, !dbg !297
  %cmp106 = icmp eq i32 %conv105, 95, !dbg !298
  br i1 %cmp106, label %if.then108, label %if.else110, !dbg !299

if.then108:                                       ; preds = %lor.lhs.false104, %sw.bb96
  %51 = load i32, ptr %i, align 4, !dbg !300
  %inc109 = add nsw i32 %51, 1, !dbg !300
  store i32 %inc109, ptr %i, align 4, !dbg !300
  br label %if.end120, !dbg !302

if.else110:                                       ; preds = %lor.lhs.false104
  %52 = load ptr, ptr %out.addr, align 8, !dbg !303
  %53 = load i32, ptr %n, align 4, !dbg !305
  %inc111 = add nsw i32 %53, 1, !dbg !305
  store i32 %inc111, ptr %n, align 4, !dbg !305
  %idxprom112 = sext i32 %53 to i64, !dbg !303
  %arrayidx113 = getelementptr inbounds %struct.token, ptr %52, i64 %idxprom112, !dbg !303
  %kind115 = getelementptr inbounds %struct.token, ptr %.compoundliteral114, i32 0, i32 0, !dbg !306
  store i32 2, ptr %kind115, align 8, !dbg !306
  %start116 = getelementptr inbounds %struct.token, ptr %.compoundliteral114, i32 0, i32 1, !dbg !306
  %54 = load i32, ptr %start, align 4, !dbg !307
  store i32 %54, ptr %start116, align 4, !dbg !306
  %len117 = getelementptr inbounds %struct.token, ptr %.compoundliteral114, i32 0, i32 2, !dbg !306
  %55 = load i32, ptr %i, align 4, !dbg !308
  %56 = load i32, ptr %start, align 4, !dbg !309
  %sub118 = sub nsw i32 %55, %56, !dbg !310
  store i32 %sub118, ptr %len117, align 8, !dbg !306
  %num119 = getelementptr inbounds %struct.token, ptr %.compoundliteral114, i32 0, i32 3, !dbg !306
  store i64 0, ptr %num119, align 8, !dbg !306
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx113, ptr align 8 %.compoundliteral114, i64 24, i1 false), !dbg !311
  store i32 0, ptr %st, align 4, !dbg !312
  br label %if.end120

if.end120:                                        ; preds = %if.else110, %if.then108
  br label %sw.epilog162, !dbg !313

sw.bb121:                                         ; preds = %while.body
  %57 = load i8, ptr %c, align 1, !dbg !314
  %conv122 = sext i8 %57 to i32, !dbg !314
  %cmp123 = icmp eq i32 %conv122, 92, !dbg !316
  br i1 %cmp123, label %if.then125, label %if.else126, !dbg !317

if.then125:                                       ; preds = %sw.bb121
  store i32 4, ptr %st, align 4, !dbg !318
  br label %if.end157, !dbg !319

if.else126:                                       ; preds = %sw.bb121
  %58 = load i8, ptr %c, align 1, !dbg !320
  %conv127 = sext i8 %58 to i32, !dbg !320
  %cmp128 = icmp eq i32 %conv127, 34, !dbg !322
  br i1 %cmp128, label %if.then130, label %if.else141, !dbg !323

if.then130:                                       ; preds = %if.else126
  %59 = load ptr, ptr %out.addr, align 8, !dbg !324
  %60 = load i32, ptr %n, align 4, !dbg !326
  %inc131 = add nsw i32 %60, 1, !dbg !326
  store i32 %inc131, ptr %n, align 4, !dbg !326
  %idxprom132 = sext i32 %60 to i64, !dbg !324
  %arrayidx133 = getelementptr inbounds %struct.token, ptr %59, i64 %idxprom132, !dbg !324
  %kind135 = getelementptr inbounds %struct.token, ptr %.compoundliteral134, i32 0, i32 0, !dbg !327
  store i32 6, ptr %kind135, align 8, !dbg !327
  %start136 = getelementptr inbounds %struct.token, ptr %.compoundliteral134, i32 0, i32 1, !dbg !327
  %61 = load i32, ptr %start, align 4, !dbg !328
  store i32 %61, ptr %start136, align 4, !dbg !327
  %len137 = getelementptr inbounds %struct.token, ptr %.compoundliteral134, i32 0, i32 2, !dbg !327
  %62 = load i32, ptr %i, align 4, !dbg !329
  %add138 = add nsw i32 %62, 1, !dbg !330
  %63 = load i32, ptr %start, align 4, !dbg !331
  %sub139 = sub nsw i32 %add138, %63, !dbg !332
  store i32 %sub139, ptr %len137, align 8, !dbg !327
  %num140 = getelementptr inbounds %struct.token, ptr %.compoundliteral134, i32 0, i32 3, !dbg !327
  store i64 0, ptr %num140, align 8, !dbg !327
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx133, ptr align 8 %.compoundliteral134, i64 24, i1 false), !dbg !333
  store i32 0, ptr %st, align 4, !dbg !334
  br label %if.end156, !dbg !335

if.else141:                                       ; preds = %if.else126
  %64 = load i8, ptr %c, align 1, !dbg !336
  %conv142 = sext i8 %64 to i32, !dbg !336
  %cmp143 = icmp eq i32 %conv142, 0, !dbg !338
  br i1 %cmp143, label %if.then145, label %if.end155, !dbg !339

if.then145:                                       ; preds = %if.else141
  %65 = load ptr, ptr %out.addr, align 8, !dbg !340
  %66 = load i32, ptr %n, align 4, !dbg !342
  %inc146 = add nsw i32 %66, 1, !dbg !342
  store i32 %inc146, ptr %n, align 4, !dbg !342
  %idxprom147 = sext i32 %66 to i64, !dbg !340
  %arrayidx148 = getelementptr inbounds %struct.token, ptr %65, i64 %idxprom147, !dbg !340
  %kind150 = getelementptr inbounds %struct.token, ptr %.compoundliteral149, i32 0, i32 0, !dbg !343
  store i32 7, ptr %kind150, align 8, !dbg !343
  %start151 = getelementptr inbounds %struct.token, ptr %.compoundliteral149, i32 0, i32 1, !dbg !343
  %67 = load i32, ptr %start, align 4, !dbg !344
  store i32 %67, ptr %start151, align 4, !dbg !343
  %len152 = getelementptr inbounds %struct.token, ptr %.compoundliteral149, i32 0, i32 2, !dbg !343
  %68 = load i32, ptr %i, align 4, !dbg !345
  %69 = load i32, ptr %start, align 4, !dbg !346
  %sub153 = sub nsw i32 %68, %69, !dbg !347
  store i32 %sub153, ptr %len152, align 8, !dbg !343
  %num154 = getelementptr inbounds %struct.token, ptr %.compoundliteral149, i32 0, i32 3, !dbg !343
  store i64 0, ptr %num154, align 8, !dbg !343
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx148, ptr align 8 %.compoundliteral149, i64 24, i1 false), !dbg !348
  store i32 0, ptr %st, align 4, !dbg !349
  br label %while.cond, !dbg !350, !llvm.loop !218

if.end155:                                        ; preds = %if.else141
  br label %if.end156

if.end156:                                        ; preds = %if.end155, %if.then130
  br label %if.end157

if.end157:                                        ; preds = %if.end156, %if.then125
  %70 = load i32, ptr %i, align 4, !dbg !351
  %inc158 = add nsw i32 %70, 1, !dbg !351
  store i32 %inc158, ptr %i, align 4, !dbg !351
  br label %sw.epilog162, !dbg !352

sw.bb159:                                         ; preds = %while.body
  store i32 3, ptr %st, align 4, !dbg !353
  %71 = load i32, ptr %i, align 4, !dbg !354
  %inc160 = add nsw i32 %71, 1, !dbg !354
  store i32 %inc160, ptr %i, align 4, !dbg !354
  br label %sw.epilog162, !dbg !355

sw.bb161:                                         ; preds = %while.body
  %72 = load i32, ptr %n, align 4, !dbg !356
  store i32 %72, ptr %retval, align 4, !dbg !357
  br label %return, !dbg !357

sw.epilog162:                                     ; preds = %while.body, %sw.bb159, %if.end157, %if.end120, %if.end95, %if.end71
  br label %while.cond, !dbg !185, !llvm.loop !218

while.end:                                        ; preds = %while.cond
  %73 = load i32, ptr %n, align 4, !dbg !358
  store i32 %73, ptr %retval, align 4, !dbg !359
  br label %return, !dbg !359

return:                                           ; preds = %while.end, %sw.bb161
  %74 = load i32, ptr %retval, align 4, !dbg !360
  ret i32 %74, !dbg !360
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @kind_name(i32 noundef %k) #0 !dbg !361 {
entry:
  %retval = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  store i32 %k, ptr %k.addr, align 4
    #dbg_declare(ptr %k.addr, !364, !DIExpression(), !365)
  %0 = load i32, ptr %k.addr, align 4, !dbg !366
  switch i32 %0, label %sw.epilog [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb2
    i32 3, label %sw.bb3
    i32 4, label %sw.bb4
    i32 5, label %sw.bb5
    i32 6, label %sw.bb6
    i32 7, label %sw.bb7
  ], !dbg !367

sw.bb:                                            ; preds = %entry
  store ptr @.str.3, ptr %retval, align 8, !dbg !368
  br label %return, !dbg !368

sw.bb1:                                           ; preds = %entry
  store ptr @.str.4, ptr %retval, align 8, !dbg !370
  br label %return, !dbg !370

sw.bb2:                                           ; preds = %entry
  store ptr @.str.5, ptr %retval, align 8, !dbg !371
  br label %return, !dbg !371

sw.bb3:                                           ; preds = %entry
  store ptr @.str.6, ptr %retval, align 8, !dbg !372
  br label %return, !dbg !372

sw.bb4:                                           ; preds = %entry
  store ptr @.str.7, ptr %retval, align 8, !dbg !373
  br label %return, !dbg !373

sw.bb5:                                           ; preds = %entry
  store ptr @.str.8, ptr %retval, align 8, !dbg !374
  br label %return, !dbg !374

sw.bb6:                                           ; preds = %entry
  store ptr @.str.9, ptr %retval, align 8, !dbg !375
  br label %return, !dbg !375

sw.bb7:                                           ; preds = %entry
  store ptr @.str.10, ptr %retval, align 8, !dbg !376
  br label %return, !dbg !376

sw.epilog:                                        ; preds = %entry
  store ptr @.str.11, ptr %retval, align 8, !dbg !377
  br label %return, !dbg !377

return:                                           ; preds = %sw.epilog, %sw.bb7, %sw.bb6, %sw.bb5, %sw.bb4, %sw.bb3, %sw.bb2, %sw.bb1, %sw.bb
  %1 = load ptr, ptr %retval, align 8, !dbg !378
  ret ptr %1, !dbg !378
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @http_class(i32 noundef %status) #0 !dbg !379 {
entry:
  %status.addr = alloca i32, align 4
  %score = alloca i32, align 4
  store i32 %status, ptr %status.addr, align 4
    #dbg_declare(ptr %status.addr, !382, !DIExpression(), !383)
    #dbg_declare(ptr %score, !384, !DIExpression(), !385)
  store i32 0, ptr %score, align 4, !dbg !385
  %0 = load i32, ptr %status.addr, align 4, !dbg !386
  switch i32 %0, label %sw.default [
    i32 200, label %sw.bb
    i32 201, label %sw.bb1
    i32 204, label %sw.bb1
    i32 301, label %sw.bb3
    i32 302, label %sw.bb3
    i32 404, label %sw.bb4
    i32 500, label %sw.bb5
  ], !dbg !387

sw.bb:                                            ; preds = %entry
  %1 = load i32, ptr %score, align 4, !dbg !388
  %add = add nsw i32 %1, 1, !dbg !388
  store i32 %add, ptr %score, align 4, !dbg !388
  br label %sw.bb1, !dbg !390

sw.bb1:                                           ; preds = %entry, %entry, %sw.bb
  %2 = load i32, ptr %score, align 4, !dbg !391
  %add2 = add nsw i32 %2, 10, !dbg !391
  store i32 %add2, ptr %score, align 4, !dbg !391
  br label %sw.epilog, !dbg !392

sw.bb3:                                           ; preds = %entry, %entry
  store i32 3, ptr %score, align 4, !dbg !393
  br label %sw.epilog, !dbg !394

sw.bb4:                                           ; preds = %entry
  store i32 4, ptr %score, align 4, !dbg !395
  br label %sw.epilog, !dbg !396

sw.bb5:                                           ; preds = %entry
  store i32 5, ptr %score, align 4, !dbg !397
  br label %sw.epilog, !dbg !398

sw.default:                                       ; preds = %entry
  store i32 -1, ptr %score, align 4, !dbg !399
  br label %sw.epilog, !dbg !400

sw.epilog:                                        ; preds = %sw.default, %sw.bb5, %sw.bb4, %sw.bb3, %sw.bb1
  %3 = load i32, ptr %score, align 4, !dbg !401
  ret i32 %3, !dbg !402
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!47}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "14f7450d606f009df91cf86fb61b51fc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !16, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 6)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 7)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !23, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !33, isLocal: true, isDefinition: true)
!47 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !48, retainedTypes: !83, globals: !87, splitDebugInlining: false, nameTableKind: None)
!48 = !{!49, !60, !68}
!49 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "tok_kind", file: !2, line: 7, baseType: !50, size: 32, elements: !51)
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !{!52, !53, !54, !55, !56, !57, !58, !59}
!52 = !DIEnumerator(name: "T_EOF", value: 0)
!53 = !DIEnumerator(name: "T_NUM", value: 1)
!54 = !DIEnumerator(name: "T_IDENT", value: 2)
!55 = !DIEnumerator(name: "T_OP", value: 3)
!56 = !DIEnumerator(name: "T_LPAREN", value: 4)
!57 = !DIEnumerator(name: "T_RPAREN", value: 5)
!58 = !DIEnumerator(name: "T_STRING", value: 6)
!59 = !DIEnumerator(name: "T_ERROR", value: 7)
!60 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "state", file: !2, line: 15, baseType: !50, size: 32, elements: !61)
!61 = !{!62, !63, !64, !65, !66, !67}
!62 = !DIEnumerator(name: "S_START", value: 0)
!63 = !DIEnumerator(name: "S_NUM", value: 1)
!64 = !DIEnumerator(name: "S_IDENT", value: 2)
!65 = !DIEnumerator(name: "S_STRING", value: 3)
!66 = !DIEnumerator(name: "S_ESCAPE", value: 4)
!67 = !DIEnumerator(name: "S_DONE", value: 5)
!68 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !69, line: 46, baseType: !50, size: 32, elements: !70)
!69 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!70 = !{!71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82}
!71 = !DIEnumerator(name: "_ISupper", value: 256)
!72 = !DIEnumerator(name: "_ISlower", value: 512)
!73 = !DIEnumerator(name: "_ISalpha", value: 1024)
!74 = !DIEnumerator(name: "_ISdigit", value: 2048)
!75 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!76 = !DIEnumerator(name: "_ISspace", value: 8192)
!77 = !DIEnumerator(name: "_ISprint", value: 16384)
!78 = !DIEnumerator(name: "_ISgraph", value: 32768)
!79 = !DIEnumerator(name: "_ISblank", value: 1)
!80 = !DIEnumerator(name: "_IScntrl", value: 2)
!81 = !DIEnumerator(name: "_ISpunct", value: 4)
!82 = !DIEnumerator(name: "_ISalnum", value: 8)
!83 = !{!84, !85, !86}
!84 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!87 = !{!0, !7, !12, !14, !19, !21, !26, !31, !36, !38, !43, !45}
!88 = !{i32 7, !"Dwarf Version", i32 5}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 4}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"PIE Level", i32 2}
!93 = !{i32 7, !"uwtable", i32 2}
!94 = !{i32 7, !"frame-pointer", i32 2}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 142, type: !97, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !47, retainedNodes: !101)
!97 = !DISubroutineType(types: !98)
!98 = !{!84, !84, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!101 = !{}
!102 = !DILocalVariable(name: "argc", arg: 1, scope: !96, file: !2, line: 142, type: !84)
!103 = !DILocation(line: 142, column: 14, scope: !96)
!104 = !DILocalVariable(name: "argv", arg: 2, scope: !96, file: !2, line: 142, type: !99)
!105 = !DILocation(line: 142, column: 27, scope: !96)
!106 = !DILocalVariable(name: "toks", scope: !96, file: !2, line: 144, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 6144, elements: !115)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "token", file: !2, line: 9, size: 192, elements: !109)
!109 = !{!110, !111, !112, !113}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !108, file: !2, line: 10, baseType: !49, size: 32)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !108, file: !2, line: 11, baseType: !84, size: 32, offset: 32)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !108, file: !2, line: 11, baseType: !84, size: 32, offset: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !108, file: !2, line: 12, baseType: !114, size: 64, offset: 128)
!114 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!115 = !{!116}
!116 = !DISubrange(count: 32)
!117 = !DILocation(line: 144, column: 15, scope: !96)
!118 = !DILocalVariable(name: "src", scope: !96, file: !2, line: 145, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!121 = !DILocation(line: 145, column: 14, scope: !96)
!122 = !DILocation(line: 145, column: 20, scope: !96)
!123 = !DILocation(line: 145, column: 25, scope: !96)
!124 = !DILocation(line: 145, column: 31, scope: !96)
!125 = !DILocalVariable(name: "n", scope: !96, file: !2, line: 146, type: !84)
!126 = !DILocation(line: 146, column: 6, scope: !96)
!127 = !DILocation(line: 146, column: 14, scope: !96)
!128 = !DILocation(line: 146, column: 19, scope: !96)
!129 = !DILocation(line: 146, column: 10, scope: !96)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 147, type: !84)
!131 = distinct !DILexicalBlock(scope: !96, file: !2, line: 147, column: 2)
!132 = !DILocation(line: 147, column: 11, scope: !131)
!133 = !DILocation(line: 147, column: 7, scope: !131)
!134 = !DILocation(line: 147, column: 18, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !2, line: 147, column: 2)
!136 = !DILocation(line: 147, column: 22, scope: !135)
!137 = !DILocation(line: 147, column: 20, scope: !135)
!138 = !DILocation(line: 147, column: 2, scope: !131)
!139 = !DILocation(line: 148, column: 40, scope: !135)
!140 = !DILocation(line: 148, column: 35, scope: !135)
!141 = !DILocation(line: 148, column: 43, scope: !135)
!142 = !DILocation(line: 148, column: 25, scope: !135)
!143 = !DILocation(line: 148, column: 55, scope: !135)
!144 = !DILocation(line: 148, column: 50, scope: !135)
!145 = !DILocation(line: 148, column: 58, scope: !135)
!146 = !DILocation(line: 148, column: 63, scope: !135)
!147 = !DILocation(line: 148, column: 74, scope: !135)
!148 = !DILocation(line: 148, column: 69, scope: !135)
!149 = !DILocation(line: 148, column: 77, scope: !135)
!150 = !DILocation(line: 148, column: 67, scope: !135)
!151 = !DILocation(line: 148, column: 3, scope: !135)
!152 = !DILocation(line: 147, column: 26, scope: !135)
!153 = !DILocation(line: 147, column: 2, scope: !135)
!154 = distinct !{!154, !138, !155, !156}
!155 = !DILocation(line: 148, column: 82, scope: !131)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !DILocation(line: 149, column: 24, scope: !96)
!158 = !DILocation(line: 149, column: 52, scope: !96)
!159 = !DILocation(line: 149, column: 57, scope: !96)
!160 = !DILocation(line: 149, column: 41, scope: !96)
!161 = !DILocation(line: 149, column: 72, scope: !96)
!162 = !DILocation(line: 149, column: 65, scope: !96)
!163 = !DILocation(line: 149, column: 2, scope: !96)
!164 = !DILocation(line: 150, column: 2, scope: !96)
!165 = distinct !DISubprogram(name: "lex", scope: !2, file: !2, line: 17, type: !166, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !47, retainedNodes: !101)
!166 = !DISubroutineType(types: !167)
!167 = !{!84, !119, !168, !84}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!169 = !DILocalVariable(name: "src", arg: 1, scope: !165, file: !2, line: 17, type: !119)
!170 = !DILocation(line: 17, column: 28, scope: !165)
!171 = !DILocalVariable(name: "out", arg: 2, scope: !165, file: !2, line: 17, type: !168)
!172 = !DILocation(line: 17, column: 47, scope: !165)
!173 = !DILocalVariable(name: "max", arg: 3, scope: !165, file: !2, line: 17, type: !84)
!174 = !DILocation(line: 17, column: 56, scope: !165)
!175 = !DILocalVariable(name: "n", scope: !165, file: !2, line: 19, type: !84)
!176 = !DILocation(line: 19, column: 6, scope: !165)
!177 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 19, type: !84)
!178 = !DILocation(line: 19, column: 13, scope: !165)
!179 = !DILocalVariable(name: "start", scope: !165, file: !2, line: 19, type: !84)
!180 = !DILocation(line: 19, column: 20, scope: !165)
!181 = !DILocalVariable(name: "st", scope: !165, file: !2, line: 20, type: !60)
!182 = !DILocation(line: 20, column: 13, scope: !165)
!183 = !DILocalVariable(name: "num", scope: !165, file: !2, line: 21, type: !114)
!184 = !DILocation(line: 21, column: 7, scope: !165)
!185 = !DILocation(line: 22, column: 2, scope: !165)
!186 = !DILocation(line: 22, column: 9, scope: !165)
!187 = !DILocation(line: 22, column: 13, scope: !165)
!188 = !DILocation(line: 22, column: 11, scope: !165)
!189 = !DILocalVariable(name: "c", scope: !190, file: !2, line: 23, type: !4)
!190 = distinct !DILexicalBlock(scope: !165, file: !2, line: 22, column: 18)
!191 = !DILocation(line: 23, column: 8, scope: !190)
!192 = !DILocation(line: 23, column: 12, scope: !190)
!193 = !DILocation(line: 23, column: 16, scope: !190)
!194 = !DILocation(line: 24, column: 11, scope: !190)
!195 = !DILocation(line: 24, column: 3, scope: !190)
!196 = !DILocation(line: 26, column: 12, scope: !197)
!197 = distinct !DILexicalBlock(scope: !190, file: !2, line: 24, column: 15)
!198 = !DILocation(line: 26, column: 10, scope: !197)
!199 = !DILocation(line: 27, column: 8, scope: !200)
!200 = distinct !DILexicalBlock(scope: !197, file: !2, line: 27, column: 8)
!201 = !DILocation(line: 27, column: 10, scope: !200)
!202 = !DILocation(line: 27, column: 8, scope: !197)
!203 = !DILocation(line: 28, column: 5, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !2, line: 27, column: 19)
!205 = !DILocation(line: 28, column: 10, scope: !204)
!206 = !DILocation(line: 28, column: 30, scope: !204)
!207 = !DILocation(line: 28, column: 39, scope: !204)
!208 = !DILocation(line: 28, column: 16, scope: !204)
!209 = !DILocation(line: 29, column: 8, scope: !204)
!210 = !DILocation(line: 30, column: 4, scope: !204)
!211 = !DILocation(line: 30, column: 15, scope: !212)
!212 = distinct !DILexicalBlock(scope: !200, file: !2, line: 30, column: 15)
!213 = !DILocation(line: 30, column: 15, scope: !200)
!214 = !DILocation(line: 31, column: 9, scope: !215)
!215 = distinct !DILexicalBlock(scope: !212, file: !2, line: 30, column: 42)
!216 = !DILocation(line: 32, column: 8, scope: !215)
!217 = !DILocation(line: 33, column: 5, scope: !215)
!218 = distinct !{!218, !185, !219, !156}
!219 = !DILocation(line: 96, column: 2, scope: !165)
!220 = !DILocation(line: 34, column: 15, scope: !221)
!221 = distinct !DILexicalBlock(scope: !212, file: !2, line: 34, column: 15)
!222 = !DILocation(line: 34, column: 41, scope: !221)
!223 = !DILocation(line: 34, column: 44, scope: !221)
!224 = !DILocation(line: 34, column: 46, scope: !221)
!225 = !DILocation(line: 34, column: 15, scope: !212)
!226 = !DILocation(line: 35, column: 8, scope: !227)
!227 = distinct !DILexicalBlock(scope: !221, file: !2, line: 34, column: 54)
!228 = !DILocation(line: 36, column: 4, scope: !227)
!229 = !DILocation(line: 36, column: 15, scope: !230)
!230 = distinct !DILexicalBlock(scope: !221, file: !2, line: 36, column: 15)
!231 = !DILocation(line: 36, column: 17, scope: !230)
!232 = !DILocation(line: 36, column: 15, scope: !221)
!233 = !DILocation(line: 37, column: 8, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !2, line: 36, column: 25)
!235 = !DILocation(line: 38, column: 4, scope: !234)
!236 = !DILocation(line: 39, column: 13, scope: !237)
!237 = distinct !DILexicalBlock(scope: !230, file: !2, line: 38, column: 11)
!238 = !DILocation(line: 39, column: 5, scope: !237)
!239 = !DILocation(line: 43, column: 6, scope: !240)
!240 = distinct !DILexicalBlock(scope: !237, file: !2, line: 39, column: 16)
!241 = !DILocation(line: 45, column: 6, scope: !240)
!242 = !DILocation(line: 45, column: 11, scope: !240)
!243 = !DILocation(line: 45, column: 31, scope: !240)
!244 = !DILocation(line: 45, column: 43, scope: !240)
!245 = !DILocation(line: 45, column: 17, scope: !240)
!246 = !DILocation(line: 46, column: 6, scope: !240)
!247 = !DILocation(line: 48, column: 6, scope: !240)
!248 = !DILocation(line: 48, column: 11, scope: !240)
!249 = !DILocation(line: 48, column: 31, scope: !240)
!250 = !DILocation(line: 48, column: 43, scope: !240)
!251 = !DILocation(line: 48, column: 17, scope: !240)
!252 = !DILocation(line: 49, column: 6, scope: !240)
!253 = !DILocation(line: 51, column: 6, scope: !240)
!254 = !DILocation(line: 51, column: 11, scope: !240)
!255 = !DILocation(line: 51, column: 31, scope: !240)
!256 = !DILocation(line: 51, column: 39, scope: !240)
!257 = !DILocation(line: 51, column: 45, scope: !240)
!258 = !DILocation(line: 51, column: 17, scope: !240)
!259 = !DILocation(line: 52, column: 6, scope: !240)
!260 = !DILocation(line: 54, column: 6, scope: !240)
!261 = !DILocation(line: 54, column: 11, scope: !240)
!262 = !DILocation(line: 54, column: 31, scope: !240)
!263 = !DILocation(line: 54, column: 42, scope: !240)
!264 = !DILocation(line: 54, column: 48, scope: !240)
!265 = !DILocation(line: 54, column: 17, scope: !240)
!266 = !DILocation(line: 55, column: 5, scope: !240)
!267 = !DILocation(line: 57, column: 5, scope: !197)
!268 = !DILocation(line: 58, column: 4, scope: !197)
!269 = !DILocation(line: 60, column: 8, scope: !270)
!270 = distinct !DILexicalBlock(scope: !197, file: !2, line: 60, column: 8)
!271 = !DILocation(line: 60, column: 8, scope: !197)
!272 = !DILocation(line: 61, column: 11, scope: !273)
!273 = distinct !DILexicalBlock(scope: !270, file: !2, line: 60, column: 35)
!274 = !DILocation(line: 61, column: 15, scope: !273)
!275 = !DILocation(line: 61, column: 23, scope: !273)
!276 = !DILocation(line: 61, column: 25, scope: !273)
!277 = !DILocation(line: 61, column: 22, scope: !273)
!278 = !DILocation(line: 61, column: 20, scope: !273)
!279 = !DILocation(line: 61, column: 9, scope: !273)
!280 = !DILocation(line: 62, column: 6, scope: !273)
!281 = !DILocation(line: 63, column: 4, scope: !273)
!282 = !DILocation(line: 64, column: 5, scope: !283)
!283 = distinct !DILexicalBlock(scope: !270, file: !2, line: 63, column: 11)
!284 = !DILocation(line: 64, column: 10, scope: !283)
!285 = !DILocation(line: 64, column: 30, scope: !283)
!286 = !DILocation(line: 64, column: 39, scope: !283)
!287 = !DILocation(line: 64, column: 46, scope: !283)
!288 = !DILocation(line: 64, column: 50, scope: !283)
!289 = !DILocation(line: 64, column: 48, scope: !283)
!290 = !DILocation(line: 64, column: 57, scope: !283)
!291 = !DILocation(line: 64, column: 16, scope: !283)
!292 = !DILocation(line: 65, column: 8, scope: !283)
!293 = !DILocation(line: 67, column: 4, scope: !197)
!294 = !DILocation(line: 69, column: 8, scope: !295)
!295 = distinct !DILexicalBlock(scope: !197, file: !2, line: 69, column: 8)
!296 = !DILocation(line: 69, column: 34, scope: !295)
!297 = !DILocation(line: 69, column: 37, scope: !295)
!298 = !DILocation(line: 69, column: 39, scope: !295)
!299 = !DILocation(line: 69, column: 8, scope: !197)
!300 = !DILocation(line: 70, column: 6, scope: !301)
!301 = distinct !DILexicalBlock(scope: !295, file: !2, line: 69, column: 47)
!302 = !DILocation(line: 71, column: 4, scope: !301)
!303 = !DILocation(line: 72, column: 5, scope: !304)
!304 = distinct !DILexicalBlock(scope: !295, file: !2, line: 71, column: 11)
!305 = !DILocation(line: 72, column: 10, scope: !304)
!306 = !DILocation(line: 72, column: 30, scope: !304)
!307 = !DILocation(line: 72, column: 41, scope: !304)
!308 = !DILocation(line: 72, column: 48, scope: !304)
!309 = !DILocation(line: 72, column: 52, scope: !304)
!310 = !DILocation(line: 72, column: 50, scope: !304)
!311 = !DILocation(line: 72, column: 16, scope: !304)
!312 = !DILocation(line: 73, column: 8, scope: !304)
!313 = !DILocation(line: 75, column: 4, scope: !197)
!314 = !DILocation(line: 77, column: 8, scope: !315)
!315 = distinct !DILexicalBlock(scope: !197, file: !2, line: 77, column: 8)
!316 = !DILocation(line: 77, column: 10, scope: !315)
!317 = !DILocation(line: 77, column: 8, scope: !197)
!318 = !DILocation(line: 78, column: 8, scope: !315)
!319 = !DILocation(line: 78, column: 5, scope: !315)
!320 = !DILocation(line: 79, column: 13, scope: !321)
!321 = distinct !DILexicalBlock(scope: !315, file: !2, line: 79, column: 13)
!322 = !DILocation(line: 79, column: 15, scope: !321)
!323 = !DILocation(line: 79, column: 13, scope: !315)
!324 = !DILocation(line: 80, column: 5, scope: !325)
!325 = distinct !DILexicalBlock(scope: !321, file: !2, line: 79, column: 23)
!326 = !DILocation(line: 80, column: 10, scope: !325)
!327 = !DILocation(line: 80, column: 30, scope: !325)
!328 = !DILocation(line: 80, column: 42, scope: !325)
!329 = !DILocation(line: 80, column: 49, scope: !325)
!330 = !DILocation(line: 80, column: 51, scope: !325)
!331 = !DILocation(line: 80, column: 57, scope: !325)
!332 = !DILocation(line: 80, column: 55, scope: !325)
!333 = !DILocation(line: 80, column: 16, scope: !325)
!334 = !DILocation(line: 81, column: 8, scope: !325)
!335 = !DILocation(line: 82, column: 4, scope: !325)
!336 = !DILocation(line: 82, column: 15, scope: !337)
!337 = distinct !DILexicalBlock(scope: !321, file: !2, line: 82, column: 15)
!338 = !DILocation(line: 82, column: 17, scope: !337)
!339 = !DILocation(line: 82, column: 15, scope: !321)
!340 = !DILocation(line: 83, column: 5, scope: !341)
!341 = distinct !DILexicalBlock(scope: !337, file: !2, line: 82, column: 26)
!342 = !DILocation(line: 83, column: 10, scope: !341)
!343 = !DILocation(line: 83, column: 30, scope: !341)
!344 = !DILocation(line: 83, column: 41, scope: !341)
!345 = !DILocation(line: 83, column: 48, scope: !341)
!346 = !DILocation(line: 83, column: 52, scope: !341)
!347 = !DILocation(line: 83, column: 50, scope: !341)
!348 = !DILocation(line: 83, column: 16, scope: !341)
!349 = !DILocation(line: 84, column: 8, scope: !341)
!350 = !DILocation(line: 85, column: 5, scope: !341)
!351 = !DILocation(line: 87, column: 5, scope: !197)
!352 = !DILocation(line: 88, column: 4, scope: !197)
!353 = !DILocation(line: 90, column: 7, scope: !197)
!354 = !DILocation(line: 91, column: 5, scope: !197)
!355 = !DILocation(line: 92, column: 4, scope: !197)
!356 = !DILocation(line: 94, column: 11, scope: !197)
!357 = !DILocation(line: 94, column: 4, scope: !197)
!358 = !DILocation(line: 97, column: 9, scope: !165)
!359 = !DILocation(line: 97, column: 2, scope: !165)
!360 = !DILocation(line: 98, column: 1, scope: !165)
!361 = distinct !DISubprogram(name: "kind_name", scope: !2, file: !2, line: 100, type: !362, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !47, retainedNodes: !101)
!362 = !DISubroutineType(types: !363)
!363 = !{!119, !49}
!364 = !DILocalVariable(name: "k", arg: 1, scope: !361, file: !2, line: 100, type: !49)
!365 = !DILocation(line: 100, column: 44, scope: !361)
!366 = !DILocation(line: 102, column: 10, scope: !361)
!367 = !DILocation(line: 102, column: 2, scope: !361)
!368 = !DILocation(line: 103, column: 14, scope: !369)
!369 = distinct !DILexicalBlock(scope: !361, file: !2, line: 102, column: 13)
!370 = !DILocation(line: 104, column: 14, scope: !369)
!371 = !DILocation(line: 105, column: 16, scope: !369)
!372 = !DILocation(line: 106, column: 13, scope: !369)
!373 = !DILocation(line: 107, column: 17, scope: !369)
!374 = !DILocation(line: 108, column: 17, scope: !369)
!375 = !DILocation(line: 109, column: 17, scope: !369)
!376 = !DILocation(line: 110, column: 16, scope: !369)
!377 = !DILocation(line: 112, column: 2, scope: !361)
!378 = !DILocation(line: 113, column: 1, scope: !361)
!379 = distinct !DISubprogram(name: "http_class", scope: !2, file: !2, line: 115, type: !380, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !47, retainedNodes: !101)
!380 = !DISubroutineType(types: !381)
!381 = !{!84, !84}
!382 = !DILocalVariable(name: "status", arg: 1, scope: !379, file: !2, line: 115, type: !84)
!383 = !DILocation(line: 115, column: 27, scope: !379)
!384 = !DILocalVariable(name: "score", scope: !379, file: !2, line: 117, type: !84)
!385 = !DILocation(line: 117, column: 6, scope: !379)
!386 = !DILocation(line: 118, column: 10, scope: !379)
!387 = !DILocation(line: 118, column: 2, scope: !379)
!388 = !DILocation(line: 120, column: 9, scope: !389)
!389 = distinct !DILexicalBlock(scope: !379, file: !2, line: 118, column: 18)
!390 = !DILocation(line: 120, column: 3, scope: !389)
!391 = !DILocation(line: 124, column: 9, scope: !389)
!392 = !DILocation(line: 125, column: 3, scope: !389)
!393 = !DILocation(line: 128, column: 9, scope: !389)
!394 = !DILocation(line: 129, column: 3, scope: !389)
!395 = !DILocation(line: 131, column: 9, scope: !389)
!396 = !DILocation(line: 132, column: 3, scope: !389)
!397 = !DILocation(line: 134, column: 9, scope: !389)
!398 = !DILocation(line: 135, column: 3, scope: !389)
!399 = !DILocation(line: 137, column: 9, scope: !389)
!400 = !DILocation(line: 138, column: 2, scope: !389)
!401 = !DILocation(line: 139, column: 9, scope: !379)
!402 = !DILocation(line: 139, column: 2, scope: !379)
