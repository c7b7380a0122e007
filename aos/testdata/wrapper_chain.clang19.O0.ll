; ModuleID = 'wrapper_chain.c'
source_filename = "wrapper_chain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { ptr, ptr, ptr, i32, ptr, i32, i32, ptr }
%struct.item = type { i64, double }
%struct.hdr = type { i32, i32 }
%struct.node = type { i32, i32, ptr }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [10 x i8] c"%f %s %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !31 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %S = alloca ptr, align 8
  %i = alloca i32, align 4
  %i5 = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !36, !DIExpression(), !37)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !38, !DIExpression(), !39)
    #dbg_declare(ptr %S, !40, !DIExpression(), !67)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !68
  %add = add nsw i32 %0, 4, !dbg !69
  %call = call ptr @open_state(i32 noundef %add), !dbg !70
  store ptr %call, ptr %S, align 8, !dbg !67
    #dbg_declare(ptr %i, !71, !DIExpression(), !73)
  store i32 0, ptr %i, align 4, !dbg !73
  br label %for.cond, !dbg !74

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4, !dbg !75
  %2 = load ptr, ptr %S, align 8, !dbg !77
  %nitems = getelementptr inbounds %struct.state, ptr %2, i32 0, i32 3, !dbg !78
  %3 = load i32, ptr %nitems, align 8, !dbg !78
  %cmp = icmp slt i32 %1, %3, !dbg !79
  br i1 %cmp, label %for.body, label %for.end, !dbg !80

for.body:                                         ; preds = %for.cond
  %4 = load i32, ptr %i, align 4, !dbg !81
  %conv = sext i32 %4 to i64, !dbg !81
  %5 = load ptr, ptr %S, align 8, !dbg !83
  %items = getelementptr inbounds %struct.state, ptr %5, i32 0, i32 2, !dbg !84
  %6 = load ptr, ptr %items, align 8, !dbg !84
  %7 = load i32, ptr %i, align 4, !dbg !85
  %idxprom = sext i32 %7 to i64, !dbg !83
  %arrayidx = getelementptr inbounds %struct.item, ptr %6, i64 %idxprom, !dbg !83
  %key = getelementptr inbounds %struct.item, ptr %arrayidx, i32 0, i32 0, !dbg !86
  store i64 %conv, ptr %key, align 8, !dbg !87
  %8 = load i32, ptr %i, align 4, !dbg !88
  %conv1 = sitofp i32 %8 to double, !dbg !88
  %mul = fmul double 5.000000e-01, %conv1, !dbg !89
  %9 = load ptr, ptr %S, align 8, !dbg !90
  %items2 = getelementptr inbounds %struct.state, ptr %9, i32 0, i32 2, !dbg !91
  %10 = load ptr, ptr %items2, align 8, !dbg !91
  %11 = load i32, ptr %i, align 4, !dbg !92
  %idxprom3 = sext i32 %11 to i64, !dbg !90
  %arrayidx4 = getelementptr inbounds %struct.item, ptr %10, i64 %idxprom3, !dbg !90
  %weight = getelementptr inbounds %struct.item, ptr %arrayidx4, i32 0, i32 1, !dbg !93
  store double %mul, ptr %weight, align 8, !dbg !94
  br label %for.inc, !dbg !95

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %i, align 4, !dbg !96
  %inc = add nsw i32 %12, 1, !dbg !96
  store i32 %inc, ptr %i, align 4, !dbg !96
  br label %for.cond, !dbg !97, !llvm.loop !98

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %i5, !101, !DIExpression(), !103)
  store i32 0, ptr %i5, align 4, !dbg !103
  br label %for.cond6, !dbg !104

for.cond6:                                        ; preds = %for.inc11, %for.end
  %13 = load i32, ptr %i5, align 4, !dbg !105
  %14 = load i32, ptr %argc.addr, align 4, !dbg !107
  %add7 = add nsw i32 10, %14, !dbg !108
  %cmp8 = icmp slt i32 %13, %add7, !dbg !109
  br i1 %cmp8, label %for.body10, label %for.end13, !dbg !110

for.body10:                                       ; preds = %for.cond6
  %15 = load ptr, ptr %S, align 8, !dbg !111
  %16 = load i32, ptr %i5, align 4, !dbg !112
  call void @add_node(ptr noundef %15, i32 noundef %16), !dbg !113
  br label %for.inc11, !dbg !113

for.inc11:                                        ; preds = %for.body10
  %17 = load i32, ptr %i5, align 4, !dbg !114
  %inc12 = add nsw i32 %17, 1, !dbg !114
  store i32 %inc12, ptr %i5, align 4, !dbg !114
  br label %for.cond6, !dbg !115, !llvm.loop !116

for.end13:                                        ; preds = %for.cond6
  %18 = load ptr, ptr %S, align 8, !dbg !118
  %19 = load ptr, ptr %argv.addr, align 8, !dbg !119
  %arrayidx14 = getelementptr inbounds ptr, ptr %19, i64 0, !dbg !119
  %20 = load ptr, ptr %arrayidx14, align 8, !dbg !119
  call void @set_name(ptr noundef %18, ptr noundef %20), !dbg !120
  %21 = load ptr, ptr %S, align 8, !dbg !121
  %call15 = call double @total(ptr noundef %21), !dbg !122
  %22 = load ptr, ptr %S, align 8, !dbg !123
  %name = getelementptr inbounds %struct.state, ptr %22, i32 0, i32 7, !dbg !124
  %23 = load ptr, ptr %name, align 8, !dbg !124
  %arrayidx16 = getelementptr inbounds %struct.hdr, ptr %23, i64 1, !dbg !123
  %24 = load ptr, ptr %S, align 8, !dbg !125
  %name17 = getelementptr inbounds %struct.state, ptr %24, i32 0, i32 7, !dbg !126
  %25 = load ptr, ptr %name17, align 8, !dbg !126
  %len = getelementptr inbounds %struct.hdr, ptr %25, i32 0, i32 0, !dbg !127
  %26 = load i32, ptr %len, align 4, !dbg !127
  %call18 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %call15, ptr noundef %arrayidx16, i32 noundef %26), !dbg !128
  ret i32 0, !dbg !129
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @open_state(i32 noundef %n) #0 !dbg !130 {
entry:
  %n.addr = alloca i32, align 4
  %S = alloca ptr, align 8
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !133, !DIExpression(), !134)
    #dbg_declare(ptr %S, !135, !DIExpression(), !136)
  %call = call ptr @sys_alloc(ptr noundef null, ptr noundef null, i64 noundef 56), !dbg !137
  store ptr %call, ptr %S, align 8, !dbg !136
  %0 = load ptr, ptr %S, align 8, !dbg !138
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 56, i1 false), !dbg !139
  %1 = load ptr, ptr %S, align 8, !dbg !140
  call void (ptr, i32, ...) @configure(ptr noundef %1, i32 noundef 1, ptr noundef @sys_alloc), !dbg !141
  %2 = load ptr, ptr %S, align 8, !dbg !142
  %3 = load i32, ptr %n.addr, align 4, !dbg !142
  %conv = sext i32 %3 to i64, !dbg !142
  %mul = mul i64 %conv, 16, !dbg !142
  %call1 = call ptr @mem_alloc(ptr noundef %2, i64 noundef %mul), !dbg !142
  %4 = load ptr, ptr %S, align 8, !dbg !143
  %items = getelementptr inbounds %struct.state, ptr %4, i32 0, i32 2, !dbg !144
  store ptr %call1, ptr %items, align 8, !dbg !145
  %5 = load i32, ptr %n.addr, align 4, !dbg !146
  %6 = load ptr, ptr %S, align 8, !dbg !147
  %nitems = getelementptr inbounds %struct.state, ptr %6, i32 0, i32 3, !dbg !148
  store i32 %5, ptr %nitems, align 8, !dbg !149
  %7 = load ptr, ptr %S, align 8, !dbg !150
  ret ptr %7, !dbg !151
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_node(ptr noundef %S, i32 noundef %i) #0 !dbg !152 {
entry:
  %S.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %nd = alloca ptr, align 8
  store ptr %S, ptr %S.addr, align 8
    #dbg_declare(ptr %S.addr, !155, !DIExpression(), !156)
  store i32 %i, ptr %i.addr, align 4
    #dbg_declare(ptr %i.addr, !157, !DIExpression(), !158)
  %0 = load ptr, ptr %S.addr, align 8, !dbg !159
  %1 = load ptr, ptr %S.addr, align 8, !dbg !160
  %nodes = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 4, !dbg !161
  %2 = load ptr, ptr %nodes, align 8, !dbg !161
  %3 = load ptr, ptr %S.addr, align 8, !dbg !162
  %nnodes = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 5, !dbg !163
  %4 = load i32, ptr %nnodes, align 8, !dbg !163
  %5 = load ptr, ptr %S.addr, align 8, !dbg !164
  %capnodes = getelementptr inbounds %struct.state, ptr %5, i32 0, i32 6, !dbg !165
  %call = call ptr @mem_grow(ptr noundef %0, ptr noundef %2, i32 noundef %4, ptr noundef %capnodes, i64 noundef 16), !dbg !166
  %6 = load ptr, ptr %S.addr, align 8, !dbg !167
  %nodes1 = getelementptr inbounds %struct.state, ptr %6, i32 0, i32 4, !dbg !168
  store ptr %call, ptr %nodes1, align 8, !dbg !169
    #dbg_declare(ptr %nd, !170, !DIExpression(), !171)
  %7 = load ptr, ptr %S.addr, align 8, !dbg !172
  %nodes2 = getelementptr inbounds %struct.state, ptr %7, i32 0, i32 4, !dbg !173
  %8 = load ptr, ptr %nodes2, align 8, !dbg !173
  %9 = load ptr, ptr %S.addr, align 8, !dbg !174
  %nnodes3 = getelementptr inbounds %struct.state, ptr %9, i32 0, i32 5, !dbg !175
  %10 = load i32, ptr %nnodes3, align 8, !dbg !176
  %inc = add nsw i32 %10, 1, !dbg !176
  store i32 %inc, ptr %nnodes3, align 8, !dbg !176
  %idxprom = sext i32 %10 to i64, !dbg !172
  %arrayidx = getelementptr inbounds %struct.node, ptr %8, i64 %idxprom, !dbg !172
  store ptr %arrayidx, ptr %nd, align 8, !dbg !171
  %11 = load i32, ptr %i.addr, align 4, !dbg !177
  %12 = load ptr, ptr %nd, align 8, !dbg !178
  %left = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 0, !dbg !179
  store i32 %11, ptr %left, align 8, !dbg !180
  %13 = load i32, ptr %i.addr, align 4, !dbg !181
  %sub = sub nsw i32 0, %13, !dbg !182
  %14 = load ptr, ptr %nd, align 8, !dbg !183
  %right = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 1, !dbg !184
  store i32 %sub, ptr %right, align 4, !dbg !185
  %15 = load ptr, ptr %S.addr, align 8, !dbg !186
  %items = getelementptr inbounds %struct.state, ptr %15, i32 0, i32 2, !dbg !187
  %16 = load ptr, ptr %items, align 8, !dbg !187
  %17 = load i32, ptr %i.addr, align 4, !dbg !188
  %18 = load ptr, ptr %S.addr, align 8, !dbg !189
  %nitems = getelementptr inbounds %struct.state, ptr %18, i32 0, i32 3, !dbg !190
  %19 = load i32, ptr %nitems, align 8, !dbg !190
  %rem = srem i32 %17, %19, !dbg !191
  %idxprom4 = sext i32 %rem to i64, !dbg !186
  %arrayidx5 = getelementptr inbounds %struct.item, ptr %16, i64 %idxprom4, !dbg !186
  %20 = load ptr, ptr %nd, align 8, !dbg !192
  %it = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 2, !dbg !193
  store ptr %arrayidx5, ptr %it, align 8, !dbg !194
  ret void, !dbg !195
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_name(ptr noundef %S, ptr noundef %z) #0 !dbg !196 {
entry:
  %S.addr = alloca ptr, align 8
  %z.addr = alloca ptr, align 8
  %len = alloca i64, align 8
  %h = alloca ptr, align 8
  store ptr %S, ptr %S.addr, align 8
    #dbg_declare(ptr %S.addr, !201, !DIExpression(), !202)
  store ptr %z, ptr %z.addr, align 8
    #dbg_declare(ptr %z.addr, !203, !DIExpression(), !204)
    #dbg_declare(ptr %len, !205, !DIExpression(), !206)
  %0 = load ptr, ptr %z.addr, align 8, !dbg !207
  %call = call i64 @strlen(ptr noundef %0) #10, !dbg !208
  store i64 %call, ptr %len, align 8, !dbg !206
    #dbg_declare(ptr %h, !209, !DIExpression(), !210)
  %1 = load ptr, ptr %S.addr, align 8, !dbg !211
  %2 = load i64, ptr %len, align 8, !dbg !212
  %add = add i64 8, %2, !dbg !213
  %add1 = add i64 %add, 1, !dbg !214
  %call2 = call ptr @mem_alloc(ptr noundef %1, i64 noundef %add1), !dbg !215
  store ptr %call2, ptr %h, align 8, !dbg !210
  %3 = load i64, ptr %len, align 8, !dbg !216
  %conv = trunc i64 %3 to i32, !dbg !217
  %4 = load ptr, ptr %h, align 8, !dbg !218
  %len3 = getelementptr inbounds %struct.hdr, ptr %4, i32 0, i32 0, !dbg !219
  store i32 %conv, ptr %len3, align 4, !dbg !220
  %5 = load ptr, ptr %h, align 8, !dbg !221
  %flags = getelementptr inbounds %struct.hdr, ptr %5, i32 0, i32 1, !dbg !222
  store i32 0, ptr %flags, align 4, !dbg !223
  %6 = load ptr, ptr %h, align 8, !dbg !224
  %arrayidx = getelementptr inbounds %struct.hdr, ptr %6, i64 1, !dbg !224
  %7 = load ptr, ptr %z.addr, align 8, !dbg !225
  %8 = load i64, ptr %len, align 8, !dbg !226
  %add4 = add i64 %8, 1, !dbg !227
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %arrayidx, ptr align 1 %7, i64 %add4, i1 false), !dbg !228
  %9 = load ptr, ptr %h, align 8, !dbg !229
  %10 = load ptr, ptr %S.addr, align 8, !dbg !230
  %name = getelementptr inbounds %struct.state, ptr %10, i32 0, i32 7, !dbg !231
  store ptr %9, ptr %name, align 8, !dbg !232
  ret void, !dbg !233
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @total(ptr noundef %S) #0 !dbg !234 {
entry:
  %S.addr = alloca ptr, align 8
  %t = alloca double, align 8
  %i = alloca i32, align 4
  %i4 = alloca i32, align 4
  store ptr %S, ptr %S.addr, align 8
    #dbg_declare(ptr %S.addr, !237, !DIExpression(), !238)
    #dbg_declare(ptr %t, !239, !DIExpression(), !240)
  store double 0.000000e+00, ptr %t, align 8, !dbg !240
    #dbg_declare(ptr %i, !241, !DIExpression(), !243)
  store i32 0, ptr %i, align 4, !dbg !243
  br label %for.cond, !dbg !244

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4, !dbg !245
  %1 = load ptr, ptr %S.addr, align 8, !dbg !247
  %nitems = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 3, !dbg !248
  %2 = load i32, ptr %nitems, align 8, !dbg !248
  %cmp = icmp slt i32 %0, %2, !dbg !249
  br i1 %cmp, label %for.body, label %for.end, !dbg !250

for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %S.addr, align 8, !dbg !251
  %items = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 2, !dbg !252
  %4 = load ptr, ptr %items, align 8, !dbg !252
  %5 = load i32, ptr %i, align 4, !dbg !253
  %idxprom = sext i32 %5 to i64, !dbg !251
  %arrayidx = getelementptr inbounds %struct.item, ptr %4, i64 %idxprom, !dbg !251
  %weight = getelementptr inbounds %struct.item, ptr %arrayidx, i32 0, i32 1, !dbg !254
  %6 = load double, ptr %weight, align 8, !dbg !254
  %7 = load ptr, ptr %S.addr, align 8, !dbg !255
  %items1 = getelementptr inbounds %struct.state, ptr %7, i32 0, i32 2, !dbg !256
  %8 = load ptr, ptr %items1, align 8, !dbg !256
  %9 = load i32, ptr %i, align 4, !dbg !257
  %idxprom2 = sext i32 %9 to i64, !dbg !255
  %arrayidx3 = getelementptr inbounds %struct.item, ptr %8, i64 %idxprom2, !dbg !255
  %key = getelementptr inbounds %struct.item, ptr %arrayidx3, i32 0, i32 0, !dbg !258
  %10 = load i64, ptr %key, align 8, !dbg !258
  %conv = sitofp i64 %10 to double, !dbg !259
  %11 = load double, ptr %t, align 8, !dbg !260
  %12 = call double @llvm.fmuladd.f64(double %6, double %conv, double %11), !dbg !260
  store double %12, ptr %t, align 8, !dbg !260
  br label %for.inc, !dbg !261

for.inc:                                          ; preds = %for.body
  %13 = load i32, ptr %i, align 4, !dbg !262
  %inc = add nsw i32 %13, 1, !dbg !262
  store i32 %inc, ptr %i, align 4, !dbg !262
  br label %for.cond, !dbg !263, !llvm.loop !264

for.end:                                          ; preds = %for.cond
    #dbg_declare(ptr %i4, !266, !DIExpression(), !268)
  store i32 0, ptr %i4, align 4, !dbg !268
  br label %for.cond5, !dbg !269

for.cond5:                                        ; preds = %for.inc17, %for.end
  %14 = load i32, ptr %i4, align 4, !dbg !270
  %15 = load ptr, ptr %S.addr, align 8, !dbg !272
  %nnodes = getelementptr inbounds %struct.state, ptr %15, i32 0, i32 5, !dbg !273
  %16 = load i32, ptr %nnodes, align 8, !dbg !273
  %cmp6 = icmp slt i32 %14, %16, !dbg !274
  br i1 %cmp6, label %for.body8, label %for.end19, !dbg !275

for.body8:                                        ; preds = %for.cond5
  %17 = load ptr, ptr %S.addr, align 8, !dbg !276
  %nodes = getelementptr inbounds %struct.state, ptr %17, i32 0, i32 4, !dbg !277
  %18 = load ptr, ptr %nodes, align 8, !dbg !277
  %19 = load i32, ptr %i4, align 4, !dbg !278
  %idxprom9 = sext i32 %19 to i64, !dbg !276
  %arrayidx10 = getelementptr inbounds %struct.node, ptr %18, i64 %idxprom9, !dbg !276
  %left = getelementptr inbounds %struct.node, ptr %arrayidx10, i32 0, i32 0, !dbg !279
  %20 = load i32, ptr %left, align 8, !dbg !279
  %conv11 = sitofp i32 %20 to double, !dbg !276
  %21 = load ptr, ptr %S.addr, align 8, !dbg !280
  %nodes12 = getelementptr inbounds %struct.state, ptr %21, i32 0, i32 4, !dbg !281
  %22 = load ptr, ptr %nodes12, align 8, !dbg !281
  %23 = load i32, ptr %i4, align 4, !dbg !282
  %idxprom13 = sext i32 %23 to i64, !dbg !280
  %arrayidx14 = getelementptr inbounds %struct.node, ptr %22, i64 %idxprom13, !dbg !280
  %it = getelementptr inbounds %struct.node, ptr %arrayidx14, i32 0, i32 2, !dbg !283
  %24 = load ptr, ptr %it, align 8, !dbg !283
  %weight15 = getelementptr inbounds %struct.item, ptr %24, i32 0, i32 1, !dbg !284
  %25 = load double, ptr %weight15, align 8, !dbg !284
  %add = fadd double %conv11, %25, !dbg !285
  %26 = load double, ptr %t, align 8, !dbg !286
  %add16 = fadd double %26, %add, !dbg !286
  store double %add16, ptr %t, align 8, !dbg !286
  br label %for.inc17, !dbg !287

for.inc17:                                        ; preds = %for.body8
  %27 = load i32, ptr %i4, align 4, !dbg !288
  %inc18 = add nsw i32 %27, 1, !dbg !288
  store i32 %inc18, ptr %i4, align 4, !dbg !288
  br label %for.cond5, !dbg !289, !llvm.loop !290

for.end19:                                        ; preds = %for.cond5
  %28 = load double, ptr %t, align 8, !dbg !292
  ret double %28, !dbg !293
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @sys_alloc(ptr noundef %ud, ptr noundef %p, i64 noundef %n) #0 !dbg !294 {
entry:
  %retval = alloca ptr, align 8
  %ud.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  store ptr %ud, ptr %ud.addr, align 8
    #dbg_declare(ptr %ud.addr, !295, !DIExpression(), !296)
  store ptr %p, ptr %p.addr, align 8
    #dbg_declare(ptr %p.addr, !297, !DIExpression(), !298)
  store i64 %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !299, !DIExpression(), !300)
  %0 = load ptr, ptr %ud.addr, align 8, !dbg !301
  %1 = load i64, ptr %n.addr, align 8, !dbg !302
  %cmp = icmp eq i64 %1, 0, !dbg !304
  br i1 %cmp, label %if.then, label %if.end, !dbg !305

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %p.addr, align 8, !dbg !306
  call void @free(ptr noundef %2) #11, !dbg !308
  store ptr null, ptr %retval, align 8, !dbg !309
  br label %return, !dbg !309

if.end:                                           ; preds = %entry
  %3 = load ptr, ptr %p.addr, align 8, !dbg !310
  %4 = load i64, ptr %n.addr, align 8, !dbg !311
  %call = call ptr @realloc(ptr noundef %3, i64 noundef %4) #12, !dbg !312
  store ptr %call, ptr %retval, align 8, !dbg !313
  br label %return, !dbg !313

return:                                           ; preds = %if.end, %if.then
  %5 = load ptr, ptr %retval, align 8, !dbg !314
  ret ptr %5, !dbg !314
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @configure(ptr noundef %S, i32 noundef %what, ...) #0 !dbg !315 {
entry:
  %S.addr = alloca ptr, align 8
  %what.addr = alloca i32, align 4
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  store ptr %S, ptr %S.addr, align 8
    #dbg_declare(ptr %S.addr, !318, !DIExpression(), !319)
  store i32 %what, ptr %what.addr, align 4
    #dbg_declare(ptr %what.addr, !320, !DIExpression(), !321)
    #dbg_declare(ptr %ap, !322, !DIExpression(), !338)
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !339
  call void @llvm.va_start.p0(ptr %arraydecay), !dbg !339
  %0 = load i32, ptr %what.addr, align 4, !dbg !340
  %cmp = icmp eq i32 %0, 1, !dbg !342
  br i1 %cmp, label %if.then, label %if.end, !dbg !343

if.then:                                          ; preds = %entry
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !344
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 0, !dbg !344
  %gp_offset = load i32, ptr %gp_offset_p, align 16, !dbg !344
  %fits_in_gp = icmp ule i32 %gp_offset, 40, !dbg !344
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !344

vaarg.in_reg:                                     ; preds = %if.then
  %1 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 3, !dbg !344
  %reg_save_area = load ptr, ptr %1, align 16, !dbg !344
  %2 = getelementptr i8, ptr %reg_save_area, i32 %gp_offset, !dbg !344
  %3 = add i32 %gp_offset, 8, !dbg !344
  store i32 %3, ptr %gp_offset_p, align 16, !dbg !344
  br label %vaarg.end, !dbg !344

vaarg.in_mem:                                     ; preds = %if.then
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 2, !dbg !344
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8, !dbg !344
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i32 8, !dbg !344
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8, !dbg !344
  br label %vaarg.end, !dbg !344

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %2, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ], !dbg !344
  %4 = load ptr, ptr %vaarg.addr, align 8, !dbg !344
  %5 = load ptr, ptr %S.addr, align 8, !dbg !345
  %fn = getelementptr inbounds %struct.state, ptr %5, i32 0, i32 0, !dbg !346
  store ptr %4, ptr %fn, align 8, !dbg !347
  br label %if.end, !dbg !345

if.end:                                           ; preds = %vaarg.end, %entry
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !348
  call void @llvm.va_end.p0(ptr %arraydecay2), !dbg !348
  ret void, !dbg !349
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @mem_alloc(ptr noundef %S, i64 noundef %n) #0 !dbg !350 {
entry:
  %S.addr = alloca ptr, align 8
  %n.addr = alloca i64, align 8
  %p = alloca ptr, align 8
  store ptr %S, ptr %S.addr, align 8
    #dbg_declare(ptr %S.addr, !353, !DIExpression(), !354)
  store i64 %n, ptr %n.addr, align 8
    #dbg_declare(ptr %n.addr, !355, !DIExpression(), !356)
    #dbg_declare(ptr %p, !357, !DIExpression(), !358)
  %0 = load ptr, ptr %S.addr, align 8, !dbg !359
  %fn = getelementptr inbounds %struct.state, ptr %0, i32 0, i32 0, !dbg !360
  %1 = load ptr, ptr %fn, align 8, !dbg !360
  %2 = load ptr, ptr %S.addr, align 8, !dbg !361
  %ud = getelementptr inbounds %struct.state, ptr %2, i32 0, i32 1, !dbg !362
  %3 = load ptr, ptr %ud, align 8, !dbg !362
  %4 = load i64, ptr %n.addr, align 8, !dbg !363
  %call = call ptr %1(ptr noundef %3, ptr noundef null, i64 noundef %4), !dbg !359
  store ptr %call, ptr %p, align 8, !dbg !358
  %5 = load ptr, ptr %p, align 8, !dbg !364
  %tobool = icmp ne ptr %5, null, !dbg !364
  br i1 %tobool, label %if.end, label %if.then, !dbg !366

if.then:                                          ; preds = %entry
  call void @abort() #13, !dbg !367
  unreachable, !dbg !367

if.end:                                           ; preds = %entry
  %6 = load ptr, ptr %p, align 8, !dbg !368
  ret ptr %6, !dbg !369
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: noreturn nounwind
declare void @abort() #6

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @mem_grow(ptr noundef %S, ptr noundef %block, i32 noundef %n, ptr noundef %cap, i64 noundef %elem) #0 !dbg !370 {
entry:
  %retval = alloca ptr, align 8
  %S.addr = alloca ptr, align 8
  %block.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %cap.addr = alloca ptr, align 8
  %elem.addr = alloca i64, align 8
  %ncap = alloca i32, align 4
  %p = alloca ptr, align 8
  store ptr %S, ptr %S.addr, align 8
    #dbg_declare(ptr %S.addr, !374, !DIExpression(), !375)
  store ptr %block, ptr %block.addr, align 8
    #dbg_declare(ptr %block.addr, !376, !DIExpression(), !377)
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !378, !DIExpression(), !379)
  store ptr %cap, ptr %cap.addr, align 8
    #dbg_declare(ptr %cap.addr, !380, !DIExpression(), !381)
  store i64 %elem, ptr %elem.addr, align 8
    #dbg_declare(ptr %elem.addr, !382, !DIExpression(), !383)
  %0 = load i32, ptr %n.addr, align 4, !dbg !384
  %1 = load ptr, ptr %cap.addr, align 8, !dbg !386
  %2 = load i32, ptr %1, align 4, !dbg !387
  %cmp = icmp slt i32 %0, %2, !dbg !388
  br i1 %cmp, label %if.then, label %if.end, !dbg !389

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %block.addr, align 8, !dbg !390
  store ptr %3, ptr %retval, align 8, !dbg !391
  br label %return, !dbg !391

if.end:                                           ; preds = %entry
    #dbg_declare(ptr %ncap, !392, !DIExpression(), !393)
  %4 = load ptr, ptr %cap.addr, align 8, !dbg !394
  %5 = load i32, ptr %4, align 4, !dbg !395
  %tobool = icmp ne i32 %5, 0, !dbg !395
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !395

cond.true:                                        ; preds = %if.end
  %6 = load ptr, ptr %cap.addr, align 8, !dbg !396
  %7 = load i32, ptr %6, align 4, !dbg !397
  %mul = mul nsw i32 %7, 2, !dbg !398
  br label %cond.end, !dbg !395

cond.false:                                       ; preds = %if.end
  br label %cond.end, !dbg !395

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %mul, %cond.true ], [ 4, %cond.false ], !dbg !395
  store i32 %cond, ptr %ncap, align 4, !dbg !393
    #dbg_declare(ptr %p, !399, !DIExpression(), !400)
  %8 = load ptr, ptr %S.addr, align 8, !dbg !401
  %fn = getelementptr inbounds %struct.state, ptr %8, i32 0, i32 0, !dbg !402
  %9 = load ptr, ptr %fn, align 8, !dbg !402
  %10 = load ptr, ptr %S.addr, align 8, !dbg !403
  %ud = getelementptr inbounds %struct.state, ptr %10, i32 0, i32 1, !dbg !404
  %11 = load ptr, ptr %ud, align 8, !dbg !404
  %12 = load ptr, ptr %block.addr, align 8, !dbg !405
  %13 = load i32, ptr %ncap, align 4, !dbg !406
  %conv = sext i32 %13 to i64, !dbg !407
  %14 = load i64, ptr %elem.addr, align 8, !dbg !408
  %mul1 = mul i64 %conv, %14, !dbg !409
  %call = call ptr %9(ptr noundef %11, ptr noundef %12, i64 noundef %mul1), !dbg !401
  store ptr %call, ptr %p, align 8, !dbg !400
  %15 = load ptr, ptr %p, align 8, !dbg !410
  %tobool2 = icmp ne ptr %15, null, !dbg !410
  br i1 %tobool2, label %if.end4, label %if.then3, !dbg !412

if.then3:                                         ; preds = %cond.end
  call void @abort() #13, !dbg !413
  unreachable, !dbg !413

if.end4:                                          ; preds = %cond.end
  %16 = load i32, ptr %ncap, align 4, !dbg !414
  %17 = load ptr, ptr %cap.addr, align 8, !dbg !415
  store i32 %16, ptr %17, align 4, !dbg !416
  %18 = load ptr, ptr %p, align 8, !dbg !417
  store ptr %18, ptr %retval, align 8, !dbg !418
  br label %return, !dbg !418

return:                                           ; preds = %if.end4, %if.then
  %19 = load ptr, ptr %retval, align 8, !dbg !419
  ret ptr %19, !dbg !419
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(1) }
attributes #13 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "wrapper_chain.c", directory: ".", checksumkind: CSK_MD5, checksum: "34981d0b7cfe0869ea4bc3b5e82f8ee1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !22, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10, !11, !18, !21, !17}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 15, size: 128, elements: !13)
!13 = !{!14, !16}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !12, file: !2, line: 16, baseType: !15, size: 64)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !12, file: !2, line: 17, baseType: !17, size: 64, offset: 64)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !19, line: 18, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!0}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 125, type: !32, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!21, !21, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !2, line: 125, type: !21)
!37 = !DILocation(line: 125, column: 14, scope: !31)
!38 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !2, line: 125, type: !34)
!39 = !DILocation(line: 125, column: 27, scope: !31)
!40 = !DILocalVariable(name: "S", scope: !31, file: !2, line: 127, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !2, line: 30, size: 448, elements: !43)
!43 = !{!44, !49, !50, !51, !52, !59, !60, !61}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !42, file: !2, line: 31, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_fn", file: !2, line: 13, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DISubroutineType(types: !48)
!48 = !{!10, !10, !10, !18}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !42, file: !2, line: 32, baseType: !10, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !42, file: !2, line: 33, baseType: !11, size: 64, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", scope: !42, file: !2, line: 34, baseType: !21, size: 32, offset: 192)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "nodes", scope: !42, file: !2, line: 35, baseType: !53, size: 64, offset: 256)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 20, size: 128, elements: !55)
!55 = !{!56, !57, !58}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !54, file: !2, line: 21, baseType: !21, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !54, file: !2, line: 21, baseType: !21, size: 32, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "it", scope: !54, file: !2, line: 22, baseType: !11, size: 64, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "nnodes", scope: !42, file: !2, line: 36, baseType: !21, size: 32, offset: 320)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "capnodes", scope: !42, file: !2, line: 36, baseType: !21, size: 32, offset: 352)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !42, file: !2, line: 37, baseType: !62, size: 64, offset: 384)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hdr", file: !2, line: 25, size: 64, elements: !64)
!64 = !{!65, !66}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !63, file: !2, line: 26, baseType: !21, size: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !63, file: !2, line: 27, baseType: !21, size: 32, offset: 32)
!67 = !DILocation(line: 127, column: 16, scope: !31)
!68 = !DILocation(line: 127, column: 31, scope: !31)
!69 = !DILocation(line: 127, column: 36, scope: !31)
!70 = !DILocation(line: 127, column: 20, scope: !31)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 128, type: !21)
!72 = distinct !DILexicalBlock(scope: !31, file: !2, line: 128, column: 2)
!73 = !DILocation(line: 128, column: 11, scope: !72)
!74 = !DILocation(line: 128, column: 7, scope: !72)
!75 = !DILocation(line: 128, column: 18, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !2, line: 128, column: 2)
!77 = !DILocation(line: 128, column: 22, scope: !76)
!78 = !DILocation(line: 128, column: 25, scope: !76)
!79 = !DILocation(line: 128, column: 20, scope: !76)
!80 = !DILocation(line: 128, column: 2, scope: !72)
!81 = !DILocation(line: 129, column: 21, scope: !82)
!82 = distinct !DILexicalBlock(scope: !76, file: !2, line: 128, column: 38)
!83 = !DILocation(line: 129, column: 3, scope: !82)
!84 = !DILocation(line: 129, column: 6, scope: !82)
!85 = !DILocation(line: 129, column: 12, scope: !82)
!86 = !DILocation(line: 129, column: 15, scope: !82)
!87 = !DILocation(line: 129, column: 19, scope: !82)
!88 = !DILocation(line: 130, column: 30, scope: !82)
!89 = !DILocation(line: 130, column: 28, scope: !82)
!90 = !DILocation(line: 130, column: 3, scope: !82)
!91 = !DILocation(line: 130, column: 6, scope: !82)
!92 = !DILocation(line: 130, column: 12, scope: !82)
!93 = !DILocation(line: 130, column: 15, scope: !82)
!94 = !DILocation(line: 130, column: 22, scope: !82)
!95 = !DILocation(line: 131, column: 2, scope: !82)
!96 = !DILocation(line: 128, column: 34, scope: !76)
!97 = !DILocation(line: 128, column: 2, scope: !76)
!98 = distinct !{!98, !80, !99, !100}
!99 = !DILocation(line: 131, column: 2, scope: !72)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 132, type: !21)
!102 = distinct !DILexicalBlock(scope: !31, file: !2, line: 132, column: 2)
!103 = !DILocation(line: 132, column: 11, scope: !102)
!104 = !DILocation(line: 132, column: 7, scope: !102)
!105 = !DILocation(line: 132, column: 18, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !2, line: 132, column: 2)
!107 = !DILocation(line: 132, column: 27, scope: !106)
!108 = !DILocation(line: 132, column: 25, scope: !106)
!109 = !DILocation(line: 132, column: 20, scope: !106)
!110 = !DILocation(line: 132, column: 2, scope: !102)
!111 = !DILocation(line: 133, column: 12, scope: !106)
!112 = !DILocation(line: 133, column: 15, scope: !106)
!113 = !DILocation(line: 133, column: 3, scope: !106)
!114 = !DILocation(line: 132, column: 34, scope: !106)
!115 = !DILocation(line: 132, column: 2, scope: !106)
!116 = distinct !{!116, !110, !117, !100}
!117 = !DILocation(line: 133, column: 16, scope: !102)
!118 = !DILocation(line: 134, column: 11, scope: !31)
!119 = !DILocation(line: 134, column: 14, scope: !31)
!120 = !DILocation(line: 134, column: 2, scope: !31)
!121 = !DILocation(line: 135, column: 29, scope: !31)
!122 = !DILocation(line: 135, column: 23, scope: !31)
!123 = !DILocation(line: 135, column: 42, scope: !31)
!124 = !DILocation(line: 135, column: 45, scope: !31)
!125 = !DILocation(line: 135, column: 54, scope: !31)
!126 = !DILocation(line: 135, column: 57, scope: !31)
!127 = !DILocation(line: 135, column: 63, scope: !31)
!128 = !DILocation(line: 135, column: 2, scope: !31)
!129 = !DILocation(line: 136, column: 2, scope: !31)
!130 = distinct !DISubprogram(name: "open_state", scope: !2, file: !2, line: 86, type: !131, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !35)
!131 = !DISubroutineType(types: !132)
!132 = !{!41, !21}
!133 = !DILocalVariable(name: "n", arg: 1, scope: !130, file: !2, line: 86, type: !21)
!134 = !DILocation(line: 86, column: 63, scope: !130)
!135 = !DILocalVariable(name: "S", scope: !130, file: !2, line: 88, type: !41)
!136 = !DILocation(line: 88, column: 16, scope: !130)
!137 = !DILocation(line: 88, column: 20, scope: !130)
!138 = !DILocation(line: 89, column: 9, scope: !130)
!139 = !DILocation(line: 89, column: 2, scope: !130)
!140 = !DILocation(line: 90, column: 12, scope: !130)
!141 = !DILocation(line: 90, column: 2, scope: !130)
!142 = !DILocation(line: 91, column: 13, scope: !130)
!143 = !DILocation(line: 91, column: 2, scope: !130)
!144 = !DILocation(line: 91, column: 5, scope: !130)
!145 = !DILocation(line: 91, column: 11, scope: !130)
!146 = !DILocation(line: 92, column: 14, scope: !130)
!147 = !DILocation(line: 92, column: 2, scope: !130)
!148 = !DILocation(line: 92, column: 5, scope: !130)
!149 = !DILocation(line: 92, column: 12, scope: !130)
!150 = !DILocation(line: 93, column: 9, scope: !130)
!151 = !DILocation(line: 93, column: 2, scope: !130)
!152 = distinct !DISubprogram(name: "add_node", scope: !2, file: !2, line: 96, type: !153, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !35)
!153 = !DISubroutineType(types: !154)
!154 = !{null, !41, !21}
!155 = !DILocalVariable(name: "S", arg: 1, scope: !152, file: !2, line: 96, type: !41)
!156 = !DILocation(line: 96, column: 62, scope: !152)
!157 = !DILocalVariable(name: "i", arg: 2, scope: !152, file: !2, line: 96, type: !21)
!158 = !DILocation(line: 96, column: 69, scope: !152)
!159 = !DILocation(line: 98, column: 22, scope: !152)
!160 = !DILocation(line: 98, column: 25, scope: !152)
!161 = !DILocation(line: 98, column: 28, scope: !152)
!162 = !DILocation(line: 98, column: 35, scope: !152)
!163 = !DILocation(line: 98, column: 38, scope: !152)
!164 = !DILocation(line: 98, column: 47, scope: !152)
!165 = !DILocation(line: 98, column: 50, scope: !152)
!166 = !DILocation(line: 98, column: 13, scope: !152)
!167 = !DILocation(line: 98, column: 2, scope: !152)
!168 = !DILocation(line: 98, column: 5, scope: !152)
!169 = !DILocation(line: 98, column: 11, scope: !152)
!170 = !DILocalVariable(name: "nd", scope: !152, file: !2, line: 99, type: !53)
!171 = !DILocation(line: 99, column: 15, scope: !152)
!172 = !DILocation(line: 99, column: 21, scope: !152)
!173 = !DILocation(line: 99, column: 24, scope: !152)
!174 = !DILocation(line: 99, column: 30, scope: !152)
!175 = !DILocation(line: 99, column: 33, scope: !152)
!176 = !DILocation(line: 99, column: 39, scope: !152)
!177 = !DILocation(line: 100, column: 13, scope: !152)
!178 = !DILocation(line: 100, column: 2, scope: !152)
!179 = !DILocation(line: 100, column: 6, scope: !152)
!180 = !DILocation(line: 100, column: 11, scope: !152)
!181 = !DILocation(line: 101, column: 15, scope: !152)
!182 = !DILocation(line: 101, column: 14, scope: !152)
!183 = !DILocation(line: 101, column: 2, scope: !152)
!184 = !DILocation(line: 101, column: 6, scope: !152)
!185 = !DILocation(line: 101, column: 12, scope: !152)
!186 = !DILocation(line: 102, column: 12, scope: !152)
!187 = !DILocation(line: 102, column: 15, scope: !152)
!188 = !DILocation(line: 102, column: 21, scope: !152)
!189 = !DILocation(line: 102, column: 25, scope: !152)
!190 = !DILocation(line: 102, column: 28, scope: !152)
!191 = !DILocation(line: 102, column: 23, scope: !152)
!192 = !DILocation(line: 102, column: 2, scope: !152)
!193 = !DILocation(line: 102, column: 6, scope: !152)
!194 = !DILocation(line: 102, column: 9, scope: !152)
!195 = !DILocation(line: 103, column: 1, scope: !152)
!196 = distinct !DISubprogram(name: "set_name", scope: !2, file: !2, line: 105, type: !197, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !35)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !41, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!201 = !DILocalVariable(name: "S", arg: 1, scope: !196, file: !2, line: 105, type: !41)
!202 = !DILocation(line: 105, column: 62, scope: !196)
!203 = !DILocalVariable(name: "z", arg: 2, scope: !196, file: !2, line: 105, type: !199)
!204 = !DILocation(line: 105, column: 77, scope: !196)
!205 = !DILocalVariable(name: "len", scope: !196, file: !2, line: 107, type: !18)
!206 = !DILocation(line: 107, column: 9, scope: !196)
!207 = !DILocation(line: 107, column: 22, scope: !196)
!208 = !DILocation(line: 107, column: 15, scope: !196)
!209 = !DILocalVariable(name: "h", scope: !196, file: !2, line: 108, type: !62)
!210 = !DILocation(line: 108, column: 14, scope: !196)
!211 = !DILocation(line: 108, column: 28, scope: !196)
!212 = !DILocation(line: 108, column: 52, scope: !196)
!213 = !DILocation(line: 108, column: 50, scope: !196)
!214 = !DILocation(line: 108, column: 56, scope: !196)
!215 = !DILocation(line: 108, column: 18, scope: !196)
!216 = !DILocation(line: 109, column: 16, scope: !196)
!217 = !DILocation(line: 109, column: 11, scope: !196)
!218 = !DILocation(line: 109, column: 2, scope: !196)
!219 = !DILocation(line: 109, column: 5, scope: !196)
!220 = !DILocation(line: 109, column: 9, scope: !196)
!221 = !DILocation(line: 110, column: 2, scope: !196)
!222 = !DILocation(line: 110, column: 5, scope: !196)
!223 = !DILocation(line: 110, column: 11, scope: !196)
!224 = !DILocation(line: 111, column: 18, scope: !196)
!225 = !DILocation(line: 111, column: 24, scope: !196)
!226 = !DILocation(line: 111, column: 27, scope: !196)
!227 = !DILocation(line: 111, column: 31, scope: !196)
!228 = !DILocation(line: 111, column: 2, scope: !196)
!229 = !DILocation(line: 112, column: 12, scope: !196)
!230 = !DILocation(line: 112, column: 2, scope: !196)
!231 = !DILocation(line: 112, column: 5, scope: !196)
!232 = !DILocation(line: 112, column: 10, scope: !196)
!233 = !DILocation(line: 113, column: 1, scope: !196)
!234 = distinct !DISubprogram(name: "total", scope: !2, file: !2, line: 115, type: !235, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !35)
!235 = !DISubroutineType(types: !236)
!236 = !{!17, !41}
!237 = !DILocalVariable(name: "S", arg: 1, scope: !234, file: !2, line: 115, type: !41)
!238 = !DILocation(line: 115, column: 61, scope: !234)
!239 = !DILocalVariable(name: "t", scope: !234, file: !2, line: 117, type: !17)
!240 = !DILocation(line: 117, column: 9, scope: !234)
!241 = !DILocalVariable(name: "i", scope: !242, file: !2, line: 118, type: !21)
!242 = distinct !DILexicalBlock(scope: !234, file: !2, line: 118, column: 2)
!243 = !DILocation(line: 118, column: 11, scope: !242)
!244 = !DILocation(line: 118, column: 7, scope: !242)
!245 = !DILocation(line: 118, column: 18, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !2, line: 118, column: 2)
!247 = !DILocation(line: 118, column: 22, scope: !246)
!248 = !DILocation(line: 118, column: 25, scope: !246)
!249 = !DILocation(line: 118, column: 20, scope: !246)
!250 = !DILocation(line: 118, column: 2, scope: !242)
!251 = !DILocation(line: 119, column: 8, scope: !246)
!252 = !DILocation(line: 119, column: 11, scope: !246)
!253 = !DILocation(line: 119, column: 17, scope: !246)
!254 = !DILocation(line: 119, column: 20, scope: !246)
!255 = !DILocation(line: 119, column: 37, scope: !246)
!256 = !DILocation(line: 119, column: 40, scope: !246)
!257 = !DILocation(line: 119, column: 46, scope: !246)
!258 = !DILocation(line: 119, column: 49, scope: !246)
!259 = !DILocation(line: 119, column: 29, scope: !246)
!260 = !DILocation(line: 119, column: 5, scope: !246)
!261 = !DILocation(line: 119, column: 3, scope: !246)
!262 = !DILocation(line: 118, column: 34, scope: !246)
!263 = !DILocation(line: 118, column: 2, scope: !246)
!264 = distinct !{!264, !250, !265, !100}
!265 = !DILocation(line: 119, column: 49, scope: !242)
!266 = !DILocalVariable(name: "i", scope: !267, file: !2, line: 120, type: !21)
!267 = distinct !DILexicalBlock(scope: !234, file: !2, line: 120, column: 2)
!268 = !DILocation(line: 120, column: 11, scope: !267)
!269 = !DILocation(line: 120, column: 7, scope: !267)
!270 = !DILocation(line: 120, column: 18, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !2, line: 120, column: 2)
!272 = !DILocation(line: 120, column: 22, scope: !271)
!273 = !DILocation(line: 120, column: 25, scope: !271)
!274 = !DILocation(line: 120, column: 20, scope: !271)
!275 = !DILocation(line: 120, column: 2, scope: !267)
!276 = !DILocation(line: 121, column: 8, scope: !271)
!277 = !DILocation(line: 121, column: 11, scope: !271)
!278 = !DILocation(line: 121, column: 17, scope: !271)
!279 = !DILocation(line: 121, column: 20, scope: !271)
!280 = !DILocation(line: 121, column: 27, scope: !271)
!281 = !DILocation(line: 121, column: 30, scope: !271)
!282 = !DILocation(line: 121, column: 36, scope: !271)
!283 = !DILocation(line: 121, column: 39, scope: !271)
!284 = !DILocation(line: 121, column: 43, scope: !271)
!285 = !DILocation(line: 121, column: 25, scope: !271)
!286 = !DILocation(line: 121, column: 5, scope: !271)
!287 = !DILocation(line: 121, column: 3, scope: !271)
!288 = !DILocation(line: 120, column: 34, scope: !271)
!289 = !DILocation(line: 120, column: 2, scope: !271)
!290 = distinct !{!290, !275, !291, !100}
!291 = !DILocation(line: 121, column: 43, scope: !267)
!292 = !DILocation(line: 122, column: 9, scope: !234)
!293 = !DILocation(line: 122, column: 2, scope: !234)
!294 = distinct !DISubprogram(name: "sys_alloc", scope: !2, file: !2, line: 45, type: !47, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !35)
!295 = !DILocalVariable(name: "ud", arg: 1, scope: !294, file: !2, line: 45, type: !10)
!296 = !DILocation(line: 45, column: 30, scope: !294)
!297 = !DILocalVariable(name: "p", arg: 2, scope: !294, file: !2, line: 45, type: !10)
!298 = !DILocation(line: 45, column: 40, scope: !294)
!299 = !DILocalVariable(name: "n", arg: 3, scope: !294, file: !2, line: 45, type: !18)
!300 = !DILocation(line: 45, column: 50, scope: !294)
!301 = !DILocation(line: 47, column: 8, scope: !294)
!302 = !DILocation(line: 48, column: 6, scope: !303)
!303 = distinct !DILexicalBlock(scope: !294, file: !2, line: 48, column: 6)
!304 = !DILocation(line: 48, column: 8, scope: !303)
!305 = !DILocation(line: 48, column: 6, scope: !294)
!306 = !DILocation(line: 49, column: 8, scope: !307)
!307 = distinct !DILexicalBlock(scope: !303, file: !2, line: 48, column: 14)
!308 = !DILocation(line: 49, column: 3, scope: !307)
!309 = !DILocation(line: 50, column: 3, scope: !307)
!310 = !DILocation(line: 52, column: 17, scope: !294)
!311 = !DILocation(line: 52, column: 20, scope: !294)
!312 = !DILocation(line: 52, column: 9, scope: !294)
!313 = !DILocation(line: 52, column: 2, scope: !294)
!314 = !DILocation(line: 53, column: 1, scope: !294)
!315 = distinct !DISubprogram(name: "configure", scope: !2, file: !2, line: 55, type: !316, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !35)
!316 = !DISubroutineType(types: !317)
!317 = !{null, !41, !21, null}
!318 = !DILocalVariable(name: "S", arg: 1, scope: !315, file: !2, line: 55, type: !41)
!319 = !DILocation(line: 55, column: 63, scope: !315)
!320 = !DILocalVariable(name: "what", arg: 2, scope: !315, file: !2, line: 55, type: !21)
!321 = !DILocation(line: 55, column: 70, scope: !315)
!322 = !DILocalVariable(name: "ap", scope: !315, file: !2, line: 57, type: !323)
!323 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !324, line: 52, baseType: !325)
!324 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !326, line: 12, baseType: !327)
!326 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg___gnuc_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "edb3f2eab991638e4dc94f6e55e3530f")
!327 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !328)
!328 = !DICompositeType(tag: DW_TAG_array_type, baseType: !329, size: 192, elements: !336)
!329 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !330)
!330 = !{!331, !333, !334, !335}
!331 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !329, file: !2, line: 57, baseType: !332, size: 32)
!332 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !329, file: !2, line: 57, baseType: !332, size: 32, offset: 32)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !329, file: !2, line: 57, baseType: !10, size: 64, offset: 64)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !329, file: !2, line: 57, baseType: !10, size: 64, offset: 128)
!336 = !{!337}
!337 = !DISubrange(count: 1)
!338 = !DILocation(line: 57, column: 10, scope: !315)
!339 = !DILocation(line: 58, column: 2, scope: !315)
!340 = !DILocation(line: 59, column: 6, scope: !341)
!341 = distinct !DILexicalBlock(scope: !315, file: !2, line: 59, column: 6)
!342 = !DILocation(line: 59, column: 11, scope: !341)
!343 = !DILocation(line: 59, column: 6, scope: !315)
!344 = !DILocation(line: 60, column: 11, scope: !341)
!345 = !DILocation(line: 60, column: 3, scope: !341)
!346 = !DILocation(line: 60, column: 6, scope: !341)
!347 = !DILocation(line: 60, column: 9, scope: !341)
!348 = !DILocation(line: 61, column: 2, scope: !315)
!349 = !DILocation(line: 62, column: 1, scope: !315)
!350 = distinct !DISubprogram(name: "mem_alloc", scope: !2, file: !2, line: 64, type: !351, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !35)
!351 = !DISubroutineType(types: !352)
!352 = !{!10, !41, !18}
!353 = !DILocalVariable(name: "S", arg: 1, scope: !350, file: !2, line: 64, type: !41)
!354 = !DILocation(line: 64, column: 64, scope: !350)
!355 = !DILocalVariable(name: "n", arg: 2, scope: !350, file: !2, line: 64, type: !18)
!356 = !DILocation(line: 64, column: 74, scope: !350)
!357 = !DILocalVariable(name: "p", scope: !350, file: !2, line: 66, type: !10)
!358 = !DILocation(line: 66, column: 8, scope: !350)
!359 = !DILocation(line: 66, column: 12, scope: !350)
!360 = !DILocation(line: 66, column: 15, scope: !350)
!361 = !DILocation(line: 66, column: 18, scope: !350)
!362 = !DILocation(line: 66, column: 21, scope: !350)
!363 = !DILocation(line: 66, column: 31, scope: !350)
!364 = !DILocation(line: 67, column: 7, scope: !365)
!365 = distinct !DILexicalBlock(scope: !350, file: !2, line: 67, column: 6)
!366 = !DILocation(line: 67, column: 6, scope: !350)
!367 = !DILocation(line: 68, column: 3, scope: !365)
!368 = !DILocation(line: 69, column: 9, scope: !350)
!369 = !DILocation(line: 69, column: 2, scope: !350)
!370 = distinct !DISubprogram(name: "mem_grow", scope: !2, file: !2, line: 72, type: !371, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !35)
!371 = !DISubroutineType(types: !372)
!372 = !{!10, !41, !10, !21, !373, !18}
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!374 = !DILocalVariable(name: "S", arg: 1, scope: !370, file: !2, line: 72, type: !41)
!375 = !DILocation(line: 72, column: 63, scope: !370)
!376 = !DILocalVariable(name: "block", arg: 2, scope: !370, file: !2, line: 72, type: !10)
!377 = !DILocation(line: 72, column: 72, scope: !370)
!378 = !DILocalVariable(name: "n", arg: 3, scope: !370, file: !2, line: 72, type: !21)
!379 = !DILocation(line: 72, column: 83, scope: !370)
!380 = !DILocalVariable(name: "cap", arg: 4, scope: !370, file: !2, line: 72, type: !373)
!381 = !DILocation(line: 72, column: 91, scope: !370)
!382 = !DILocalVariable(name: "elem", arg: 5, scope: !370, file: !2, line: 72, type: !18)
!383 = !DILocation(line: 72, column: 103, scope: !370)
!384 = !DILocation(line: 74, column: 6, scope: !385)
!385 = distinct !DILexicalBlock(scope: !370, file: !2, line: 74, column: 6)
!386 = !DILocation(line: 74, column: 11, scope: !385)
!387 = !DILocation(line: 74, column: 10, scope: !385)
!388 = !DILocation(line: 74, column: 8, scope: !385)
!389 = !DILocation(line: 74, column: 6, scope: !370)
!390 = !DILocation(line: 75, column: 10, scope: !385)
!391 = !DILocation(line: 75, column: 3, scope: !385)
!392 = !DILocalVariable(name: "ncap", scope: !370, file: !2, line: 76, type: !21)
!393 = !DILocation(line: 76, column: 6, scope: !370)
!394 = !DILocation(line: 76, column: 14, scope: !370)
!395 = !DILocation(line: 76, column: 13, scope: !370)
!396 = !DILocation(line: 76, column: 21, scope: !370)
!397 = !DILocation(line: 76, column: 20, scope: !370)
!398 = !DILocation(line: 76, column: 25, scope: !370)
!399 = !DILocalVariable(name: "p", scope: !370, file: !2, line: 77, type: !10)
!400 = !DILocation(line: 77, column: 8, scope: !370)
!401 = !DILocation(line: 77, column: 12, scope: !370)
!402 = !DILocation(line: 77, column: 15, scope: !370)
!403 = !DILocation(line: 77, column: 18, scope: !370)
!404 = !DILocation(line: 77, column: 21, scope: !370)
!405 = !DILocation(line: 77, column: 25, scope: !370)
!406 = !DILocation(line: 77, column: 40, scope: !370)
!407 = !DILocation(line: 77, column: 32, scope: !370)
!408 = !DILocation(line: 77, column: 47, scope: !370)
!409 = !DILocation(line: 77, column: 45, scope: !370)
!410 = !DILocation(line: 78, column: 7, scope: !411)
!411 = distinct !DILexicalBlock(scope: !370, file: !2, line: 78, column: 6)
!412 = !DILocation(line: 78, column: 6, scope: !370)
!413 = !DILocation(line: 79, column: 3, scope: !411)
!414 = !DILocation(line: 80, column: 9, scope: !370)
!415 = !DILocation(line: 80, column: 3, scope: !370)
!416 = !DILocation(line: 80, column: 7, scope: !370)
!417 = !DILocation(line: 81, column: 9, scope: !370)
!418 = !DILocation(line: 81, column: 2, scope: !370)
!419 = !DILocation(line: 82, column: 1, scope: !370)
