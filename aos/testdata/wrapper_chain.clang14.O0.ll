; ModuleID = 'wrapper_chain.c'
source_filename = "wrapper_chain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { i8* (i8*, i8*, i64)*, i8*, %struct.item*, i32, %struct.node*, i32, i32, %struct.hdr* }
%struct.item = type { i64, double }
%struct.node = type { i32, i32, %struct.item* }
%struct.hdr = type { i32, i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [10 x i8] c"%f %s %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !25 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %S = alloca %struct.state*, align 8
  %i = alloca i32, align 4
  %i5 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !30, metadata !DIExpression()), !dbg !31
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata %struct.state** %S, metadata !34, metadata !DIExpression()), !dbg !61
  %0 = load i32, i32* %argc.addr, align 4, !dbg !62
  %add = add nsw i32 %0, 4, !dbg !63
  %call = call %struct.state* @open_state(i32 noundef %add), !dbg !64
  store %struct.state* %call, %struct.state** %S, align 8, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %i, metadata !65, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %i, align 4, !dbg !67
  br label %for.cond, !dbg !68

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, i32* %i, align 4, !dbg !69
  %2 = load %struct.state*, %struct.state** %S, align 8, !dbg !71
  %nitems = getelementptr inbounds %struct.state, %struct.state* %2, i32 0, i32 3, !dbg !72
  %3 = load i32, i32* %nitems, align 8, !dbg !72
  %cmp = icmp slt i32 %1, %3, !dbg !73
  br i1 %cmp, label %for.body, label %for.end, !dbg !74

for.body:                                         ; preds = %for.cond
  %4 = load i32, i32* %i, align 4, !dbg !75
  %conv = sext i32 %4 to i64, !dbg !75
  %5 = load %struct.state*, %struct.state** %S, align 8, !dbg !77
  %items = getelementptr inbounds %struct.state, %struct.state* %5, i32 0, i32 2, !dbg !78
  %6 = load %struct.item*, %struct.item** %items, align 8, !dbg !78
  %7 = load i32, i32* %i, align 4, !dbg !79
  %idxprom = sext i32 %7 to i64, !dbg !77
  %arrayidx = getelementptr inbounds %struct.item, %struct.item* %6, i64 %idxprom, !dbg !77
  %key = getelementptr inbounds %struct.item, %struct.item* %arrayidx, i32 0, i32 0, !dbg !80
  store i64 %conv, i64* %key, align 8, !dbg !81
  %8 = load i32, i32* %i, align 4, !dbg !82
  %conv1 = sitofp i32 %8 to double, !dbg !82
  %mul = fmul double 5.000000e-01, %conv1, !dbg !83
  %9 = load %struct.state*, %struct.state** %S, align 8, !dbg !84
  %items2 = getelementptr inbounds %struct.state, %struct.state* %9, i32 0, i32 2, !dbg !85
  %10 = load %struct.item*, %struct.item** %items2, align 8, !dbg !85
  %11 = load i32, i32* %i, align 4, !dbg !86
  %idxprom3 = sext i32 %11 to i64, !dbg !84
  %arrayidx4 = getelementptr inbounds %struct.item, %struct.item* %10, i64 %idxprom3, !dbg !84
  %weight = getelementptr inbounds %struct.item, %struct.item* %arrayidx4, i32 0, i32 1, !dbg !87
  store double %mul, double* %weight, align 8, !dbg !88
  br label %for.inc, !dbg !89

for.inc:                                          ; preds = %for.body
  %12 = load i32, i32* %i, align 4, !dbg !90
  %inc = add nsw i32 %12, 1, !dbg !90
  store i32 %inc, i32* %i, align 4, !dbg !90
  br label %for.cond, !dbg !91, !llvm.loop !92

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i5, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %i5, align 4, !dbg !97
  br label %for.cond6, !dbg !98

for.cond6:                                        ; preds = %for.inc11, %for.end
  %13 = load i32, i32* %i5, align 4, !dbg !99
  %14 = load i32, i32* %argc.addr, align 4, !dbg !101
  %add7 = add nsw i32 10, %14, !dbg !102
  %cmp8 = icmp slt i32 %13, %add7, !dbg !103
  br i1 %cmp8, label %for.body10, label %for.end13, !dbg !104

for.body10:                                       ; preds = %for.cond6
  %15 = load %struct.state*, %struct.state** %S, align 8, !dbg !105
  %16 = load i32, i32* %i5, align 4, !dbg !106
  call void @add_node(%struct.state* noundef %15, i32 noundef %16), !dbg !107
  br label %for.inc11, !dbg !107

for.inc11:                                        ; preds = %for.body10
  %17 = load i32, i32* %i5, align 4, !dbg !108
  %inc12 = add nsw i32 %17, 1, !dbg !108
  store i32 %inc12, i32* %i5, align 4, !dbg !108
  br label %for.cond6, !dbg !109, !llvm.loop !110

for.end13:                                        ; preds = %for.cond6
  %18 = load %struct.state*, %struct.state** %S, align 8, !dbg !112
  %19 = load i8**, i8*** %argv.addr, align 8, !dbg !113
  %arrayidx14 = getelementptr inbounds i8*, i8** %19, i64 0, !dbg !113
  %20 = load i8*, i8** %arrayidx14, align 8, !dbg !113
  call void @set_name(%struct.state* noundef %18, i8* noundef %20), !dbg !114
  %21 = load %struct.state*, %struct.state** %S, align 8, !dbg !115
  %call15 = call double @total(%struct.state* noundef %21), !dbg !116
  %22 = load %struct.state*, %struct.state** %S, align 8, !dbg !117
  %name = getelementptr inbounds %struct.state, %struct.state* %22, i32 0, i32 7, !dbg !118
  %23 = load %struct.hdr*, %struct.hdr** %name, align 8, !dbg !118
  %arrayidx16 = getelementptr inbounds %struct.hdr, %struct.hdr* %23, i64 1, !dbg !117
  %24 = bitcast %struct.hdr* %arrayidx16 to i8*, !dbg !119
  %25 = load %struct.state*, %struct.state** %S, align 8, !dbg !120
  %name17 = getelementptr inbounds %struct.state, %struct.state* %25, i32 0, i32 7, !dbg !121
  %26 = load %struct.hdr*, %struct.hdr** %name17, align 8, !dbg !121
  %len = getelementptr inbounds %struct.hdr, %struct.hdr* %26, i32 0, i32 0, !dbg !122
  %27 = load i32, i32* %len, align 4, !dbg !122
  %call18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %call15, i8* noundef %24, i32 noundef %27), !dbg !123
  ret i32 0, !dbg !124
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.state* @open_state(i32 noundef %n) #0 !dbg !125 {
entry:
  %n.addr = alloca i32, align 4
  %S = alloca %struct.state*, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata %struct.state** %S, metadata !130, metadata !DIExpression()), !dbg !131
  %call = call i8* @sys_alloc(i8* noundef null, i8* noundef null, i64 noundef 56), !dbg !132
  %0 = bitcast i8* %call to %struct.state*, !dbg !132
  store %struct.state* %0, %struct.state** %S, align 8, !dbg !131
  %1 = load %struct.state*, %struct.state** %S, align 8, !dbg !133
  %2 = bitcast %struct.state* %1 to i8*, !dbg !134
  call void @llvm.memset.p0i8.i64(i8* align 8 %2, i8 0, i64 56, i1 false), !dbg !134
  %3 = load %struct.state*, %struct.state** %S, align 8, !dbg !135
  call void (%struct.state*, i32, ...) @configure(%struct.state* noundef %3, i32 noundef 1, i8* (i8*, i8*, i64)* noundef @sys_alloc), !dbg !136
  %4 = load %struct.state*, %struct.state** %S, align 8, !dbg !137
  %5 = load i32, i32* %n.addr, align 4, !dbg !137
  %conv = sext i32 %5 to i64, !dbg !137
  %mul = mul i64 %conv, 16, !dbg !137
  %call1 = call i8* @mem_alloc(%struct.state* noundef %4, i64 noundef %mul), !dbg !137
  %6 = bitcast i8* %call1 to %struct.item*, !dbg !137
  %7 = load %struct.state*, %struct.state** %S, align 8, !dbg !138
  %items = getelementptr inbounds %struct.state, %struct.state* %7, i32 0, i32 2, !dbg !139
  store %struct.item* %6, %struct.item** %items, align 8, !dbg !140
  %8 = load i32, i32* %n.addr, align 4, !dbg !141
  %9 = load %struct.state*, %struct.state** %S, align 8, !dbg !142
  %nitems = getelementptr inbounds %struct.state, %struct.state* %9, i32 0, i32 3, !dbg !143
  store i32 %8, i32* %nitems, align 8, !dbg !144
  %10 = load %struct.state*, %struct.state** %S, align 8, !dbg !145
  ret %struct.state* %10, !dbg !146
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_node(%struct.state* noundef %S, i32 noundef %i) #0 !dbg !147 {
entry:
  %S.addr = alloca %struct.state*, align 8
  %i.addr = alloca i32, align 4
  %nd = alloca %struct.node*, align 8
  store %struct.state* %S, %struct.state** %S.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.state** %S.addr, metadata !150, metadata !DIExpression()), !dbg !151
  store i32 %i, i32* %i.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %i.addr, metadata !152, metadata !DIExpression()), !dbg !153
  %0 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !154
  %1 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !155
  %nodes = getelementptr inbounds %struct.state, %struct.state* %1, i32 0, i32 4, !dbg !156
  %2 = load %struct.node*, %struct.node** %nodes, align 8, !dbg !156
  %3 = bitcast %struct.node* %2 to i8*, !dbg !155
  %4 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !157
  %nnodes = getelementptr inbounds %struct.state, %struct.state* %4, i32 0, i32 5, !dbg !158
  %5 = load i32, i32* %nnodes, align 8, !dbg !158
  %6 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !159
  %capnodes = getelementptr inbounds %struct.state, %struct.state* %6, i32 0, i32 6, !dbg !160
  %call = call i8* @mem_grow(%struct.state* noundef %0, i8* noundef %3, i32 noundef %5, i32* noundef %capnodes, i64 noundef 16), !dbg !161
  %7 = bitcast i8* %call to %struct.node*, !dbg !161
  %8 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !162
  %nodes1 = getelementptr inbounds %struct.state, %struct.state* %8, i32 0, i32 4, !dbg !163
  store %struct.node* %7, %struct.node** %nodes1, align 8, !dbg !164
  call void @llvm.dbg.declare(metadata %struct.node** %nd, metadata !165, metadata !DIExpression()), !dbg !166
  %9 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !167
  %nodes2 = getelementptr inbounds %struct.state, %struct.state* %9, i32 0, i32 4, !dbg !168
  %10 = load %struct.node*, %struct.node** %nodes2, align 8, !dbg !168
  %11 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !169
  %nnodes3 = getelementptr inbounds %struct.state, %struct.state* %11, i32 0, i32 5, !dbg !170
  %12 = load i32, i32* %nnodes3, align 8, !dbg !171
  %inc = add nsw i32 %12, 1, !dbg !171
  store i32 %inc, i32* %nnodes3, align 8, !dbg !171
  %idxprom = sext i32 %12 to i64, !dbg !167
  %arrayidx = getelementptr inbounds %struct.node, %struct.node* %10, i64 %idxprom, !dbg !167
  store %struct.node* %arrayidx, %struct.node** %nd, align 8, !dbg !166
  %13 = load i32, i32* %i.addr, align 4, !dbg !172
  %14 = load %struct.node*, %struct.node** %nd, align 8, !dbg !173
  %left = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 0, !dbg !174
  store i32 %13, i32* %left, align 8, !dbg !175
  %15 = load i32, i32* %i.addr, align 4, !dbg !176
  %sub = sub nsw i32 0, %15, !dbg !177
  %16 = load %struct.node*, %struct.node** %nd, align 8, !dbg !178
  %right = getelementptr inbounds %struct.node, %struct.node* %16, i32 0, i32 1, !dbg !179
  store i32 %sub, i32* %right, align 4, !dbg !180
  %17 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !181
  %items = getelementptr inbounds %struct.state, %struct.state* %17, i32 0, i32 2, !dbg !182
  %18 = load %struct.item*, %struct.item** %items, align 8, !dbg !182
  %19 = load i32, i32* %i.addr, align 4, !dbg !183
  %20 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !184
  %nitems = getelementptr inbounds %struct.state, %struct.state* %20, i32 0, i32 3, !dbg !185
  %21 = load i32, i32* %nitems, align 8, !dbg !185
  %rem = srem i32 %19, %21, !dbg !186
  %idxprom4 = sext i32 %rem to i64, !dbg !181
  %arrayidx5 = getelementptr inbounds %struct.item, %struct.item* %18, i64 %idxprom4, !dbg !181
  %22 = load %struct.node*, %struct.node** %nd, align 8, !dbg !187
  %it = getelementptr inbounds %struct.node, %struct.node* %22, i32 0, i32 2, !dbg !188
  store %struct.item* %arrayidx5, %struct.item** %it, align 8, !dbg !189
  ret void, !dbg !190
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_name(%struct.state* noundef %S, i8* noundef %z) #0 !dbg !191 {
entry:
  %S.addr = alloca %struct.state*, align 8
  %z.addr = alloca i8*, align 8
  %len = alloca i64, align 8
  %h = alloca %struct.hdr*, align 8
  store %struct.state* %S, %struct.state** %S.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.state** %S.addr, metadata !196, metadata !DIExpression()), !dbg !197
  store i8* %z, i8** %z.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %z.addr, metadata !198, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.declare(metadata i64* %len, metadata !200, metadata !DIExpression()), !dbg !201
  %0 = load i8*, i8** %z.addr, align 8, !dbg !202
  %call = call i64 @strlen(i8* noundef %0) #9, !dbg !203
  store i64 %call, i64* %len, align 8, !dbg !201
  call void @llvm.dbg.declare(metadata %struct.hdr** %h, metadata !204, metadata !DIExpression()), !dbg !205
  %1 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !206
  %2 = load i64, i64* %len, align 8, !dbg !207
  %add = add i64 8, %2, !dbg !208
  %add1 = add i64 %add, 1, !dbg !209
  %call2 = call i8* @mem_alloc(%struct.state* noundef %1, i64 noundef %add1), !dbg !210
  %3 = bitcast i8* %call2 to %struct.hdr*, !dbg !210
  store %struct.hdr* %3, %struct.hdr** %h, align 8, !dbg !205
  %4 = load i64, i64* %len, align 8, !dbg !211
  %conv = trunc i64 %4 to i32, !dbg !212
  %5 = load %struct.hdr*, %struct.hdr** %h, align 8, !dbg !213
  %len3 = getelementptr inbounds %struct.hdr, %struct.hdr* %5, i32 0, i32 0, !dbg !214
  store i32 %conv, i32* %len3, align 4, !dbg !215
  %6 = load %struct.hdr*, %struct.hdr** %h, align 8, !dbg !216
  %flags = getelementptr inbounds %struct.hdr, %struct.hdr* %6, i32 0, i32 1, !dbg !217
  store i32 0, i32* %flags, align 4, !dbg !218
  %7 = load %struct.hdr*, %struct.hdr** %h, align 8, !dbg !219
  %arrayidx = getelementptr inbounds %struct.hdr, %struct.hdr* %7, i64 1, !dbg !219
  %8 = bitcast %struct.hdr* %arrayidx to i8*, !dbg !220
  %9 = load i8*, i8** %z.addr, align 8, !dbg !221
  %10 = load i64, i64* %len, align 8, !dbg !222
  %add4 = add i64 %10, 1, !dbg !223
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %8, i8* align 1 %9, i64 %add4, i1 false), !dbg !220
  %11 = load %struct.hdr*, %struct.hdr** %h, align 8, !dbg !224
  %12 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !225
  %name = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 7, !dbg !226
  store %struct.hdr* %11, %struct.hdr** %name, align 8, !dbg !227
  ret void, !dbg !228
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @total(%struct.state* noundef %S) #0 !dbg !229 {
entry:
  %S.addr = alloca %struct.state*, align 8
  %t = alloca double, align 8
  %i = alloca i32, align 4
  %i4 = alloca i32, align 4
  store %struct.state* %S, %struct.state** %S.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.state** %S.addr, metadata !232, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata double* %t, metadata !234, metadata !DIExpression()), !dbg !235
  store double 0.000000e+00, double* %t, align 8, !dbg !235
  call void @llvm.dbg.declare(metadata i32* %i, metadata !236, metadata !DIExpression()), !dbg !238
  store i32 0, i32* %i, align 4, !dbg !238
  br label %for.cond, !dbg !239

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !240
  %1 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !242
  %nitems = getelementptr inbounds %struct.state, %struct.state* %1, i32 0, i32 3, !dbg !243
  %2 = load i32, i32* %nitems, align 8, !dbg !243
  %cmp = icmp slt i32 %0, %2, !dbg !244
  br i1 %cmp, label %for.body, label %for.end, !dbg !245

for.body:                                         ; preds = %for.cond
  %3 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !246
  %items = getelementptr inbounds %struct.state, %struct.state* %3, i32 0, i32 2, !dbg !247
  %4 = load %struct.item*, %struct.item** %items, align 8, !dbg !247
  %5 = load i32, i32* %i, align 4, !dbg !248
  %idxprom = sext i32 %5 to i64, !dbg !246
  %arrayidx = getelementptr inbounds %struct.item, %struct.item* %4, i64 %idxprom, !dbg !246
  %weight = getelementptr inbounds %struct.item, %struct.item* %arrayidx, i32 0, i32 1, !dbg !249
  %6 = load double, double* %weight, align 8, !dbg !249
  %7 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !250
  %items1 = getelementptr inbounds %struct.state, %struct.state* %7, i32 0, i32 2, !dbg !251
  %8 = load %struct.item*, %struct.item** %items1, align 8, !dbg !251
  %9 = load i32, i32* %i, align 4, !dbg !252
  %idxprom2 = sext i32 %9 to i64, !dbg !250
  %arrayidx3 = getelementptr inbounds %struct.item, %struct.item* %8, i64 %idxprom2, !dbg !250
  %key = getelementptr inbounds %struct.item, %struct.item* %arrayidx3, i32 0, i32 0, !dbg !253
  %10 = load i64, i64* %key, align 8, !dbg !253
  %conv = sitofp i64 %10 to double, !dbg !254
  %11 = load double, double* %t, align 8, !dbg !255
  %12 = call double @llvm.fmuladd.f64(double %6, double %conv, double %11), !dbg !255
  store double %12, double* %t, align 8, !dbg !255
  br label %for.inc, !dbg !256

for.inc:                                          ; preds = %for.body
  %13 = load i32, i32* %i, align 4, !dbg !257
  %inc = add nsw i32 %13, 1, !dbg !257
  store i32 %inc, i32* %i, align 4, !dbg !257
  br label %for.cond, !dbg !258, !llvm.loop !259

for.end:                                          ; preds = %for.cond
  call void @llvm.dbg.declare(metadata i32* %i4, metadata !261, metadata !DIExpression()), !dbg !263
  store i32 0, i32* %i4, align 4, !dbg !263
  br label %for.cond5, !dbg !264

for.cond5:                                        ; preds = %for.inc17, %for.end
  %14 = load i32, i32* %i4, align 4, !dbg !265
  %15 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !267
  %nnodes = getelementptr inbounds %struct.state, %struct.state* %15, i32 0, i32 5, !dbg !268
  %16 = load i32, i32* %nnodes, align 8, !dbg !268
  %cmp6 = icmp slt i32 %14, %16, !dbg !269
  br i1 %cmp6, label %for.body8, label %for.end19, !dbg !270

for.body8:                                        ; preds = %for.cond5
  %17 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !271
  %nodes = getelementptr inbounds %struct.state, %struct.state* %17, i32 0, i32 4, !dbg !272
  %18 = load %struct.node*, %struct.node** %nodes, align 8, !dbg !272
  %19 = load i32, i32* %i4, align 4, !dbg !273
  %idxprom9 = sext i32 %19 to i64, !dbg !271
  %arrayidx10 = getelementptr inbounds %struct.node, %struct.node* %18, i64 %idxprom9, !dbg !271
  %left = getelementptr inbounds %struct.node, %struct.node* %arrayidx10, i32 0, i32 0, !dbg !274
  %20 = load i32, i32* %left, align 8, !dbg !274
  %conv11 = sitofp i32 %20 to double, !dbg !271
  %21 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !275
  %nodes12 = getelementptr inbounds %struct.state, %struct.state* %21, i32 0, i32 4, !dbg !276
  %22 = load %struct.node*, %struct.node** %nodes12, align 8, !dbg !276
  %23 = load i32, i32* %i4, align 4, !dbg !277
  %idxprom13 = sext i32 %23 to i64, !dbg !275
  %arrayidx14 = getelementptr inbounds %struct.node, %struct.node* %22, i64 %idxprom13, !dbg !275
  %it = getelementptr inbounds %struct.node, %struct.node* %arrayidx14, i32 0, i32 2, !dbg !278
  %24 = load %struct.item*, %struct.item** %it, align 8, !dbg !278
  %weight15 = getelementptr inbounds %struct.item, %struct.item* %24, i32 0, i32 1, !dbg !279
  %25 = load double, double* %weight15, align 8, !dbg !279
  %add = fadd double %conv11, %25, !dbg !280
  %26 = load double, double* %t, align 8, !dbg !281
  %add16 = fadd double %26, %add, !dbg !281
  store double %add16, double* %t, align 8, !dbg !281
  br label %for.inc17, !dbg !282

for.inc17:                                        ; preds = %for.body8
  %27 = load i32, i32* %i4, align 4, !dbg !283
  %inc18 = add nsw i32 %27, 1, !dbg !283
  store i32 %inc18, i32* %i4, align 4, !dbg !283
  br label %for.cond5, !dbg !284, !llvm.loop !285

for.end19:                                        ; preds = %for.cond5
  %28 = load double, double* %t, align 8, !dbg !287
  ret double %28, !dbg !288
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @sys_alloc(i8* noundef %ud, i8* noundef %p, i64 noundef %n) #0 !dbg !289 {
entry:
  %retval = alloca i8*, align 8
  %ud.addr = alloca i8*, align 8
  %p.addr = alloca i8*, align 8
  %n.addr = alloca i64, align 8
  store i8* %ud, i8** %ud.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %ud.addr, metadata !290, metadata !DIExpression()), !dbg !291
  store i8* %p, i8** %p.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %p.addr, metadata !292, metadata !DIExpression()), !dbg !293
  store i64 %n, i64* %n.addr, align 8
  call void @llvm.dbg.declare(metadata i64* %n.addr, metadata !294, metadata !DIExpression()), !dbg !295
  %0 = load i8*, i8** %ud.addr, align 8, !dbg !296
  %1 = load i64, i64* %n.addr, align 8, !dbg !297
  %cmp = icmp eq i64 %1, 0, !dbg !299
  br i1 %cmp, label %if.then, label %if.end, !dbg !300

if.then:                                          ; preds = %entry
  %2 = load i8*, i8** %p.addr, align 8, !dbg !301
  call void @free(i8* noundef %2) #10, !dbg !303
  store i8* null, i8** %retval, align 8, !dbg !304
  br label %return, !dbg !304

if.end:                                           ; preds = %entry
  %3 = load i8*, i8** %p.addr, align 8, !dbg !305
  %4 = load i64, i64* %n.addr, align 8, !dbg !306
  %call = call i8* @realloc(i8* noundef %3, i64 noundef %4) #10, !dbg !307
  store i8* %call, i8** %retval, align 8, !dbg !308
  br label %return, !dbg !308

return:                                           ; preds = %if.end, %if.then
  %5 = load i8*, i8** %retval, align 8, !dbg !309
  ret i8* %5, !dbg !309
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @configure(%struct.state* noundef %S, i32 noundef %what, ...) #0 !dbg !310 {
entry:
  %S.addr = alloca %struct.state*, align 8
  %what.addr = alloca i32, align 4
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  store %struct.state* %S, %struct.state** %S.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.state** %S.addr, metadata !313, metadata !DIExpression()), !dbg !314
  store i32 %what, i32* %what.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %what.addr, metadata !315, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %ap, metadata !317, metadata !DIExpression()), !dbg !334
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, !dbg !335
  %arraydecay1 = bitcast %struct.__va_list_tag* %arraydecay to i8*, !dbg !335
  call void @llvm.va_start(i8* %arraydecay1), !dbg !335
  %0 = load i32, i32* %what.addr, align 4, !dbg !336
  %cmp = icmp eq i32 %0, 1, !dbg !338
  br i1 %cmp, label %if.then, label %if.end, !dbg !339

if.then:                                          ; preds = %entry
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, !dbg !340
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 0, !dbg !340
  %gp_offset = load i32, i32* %gp_offset_p, align 16, !dbg !340
  %fits_in_gp = icmp ule i32 %gp_offset, 40, !dbg !340
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !340

vaarg.in_reg:                                     ; preds = %if.then
  %1 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 3, !dbg !340
  %reg_save_area = load i8*, i8** %1, align 16, !dbg !340
  %2 = getelementptr i8, i8* %reg_save_area, i32 %gp_offset, !dbg !340
  %3 = bitcast i8* %2 to i8* (i8*, i8*, i64)**, !dbg !340
  %4 = add i32 %gp_offset, 8, !dbg !340
  store i32 %4, i32* %gp_offset_p, align 16, !dbg !340
  br label %vaarg.end, !dbg !340

vaarg.in_mem:                                     ; preds = %if.then
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 2, !dbg !340
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8, !dbg !340
  %5 = bitcast i8* %overflow_arg_area to i8* (i8*, i8*, i64)**, !dbg !340
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i32 8, !dbg !340
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8, !dbg !340
  br label %vaarg.end, !dbg !340

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi i8* (i8*, i8*, i64)** [ %3, %vaarg.in_reg ], [ %5, %vaarg.in_mem ], !dbg !340
  %6 = load i8* (i8*, i8*, i64)*, i8* (i8*, i8*, i64)** %vaarg.addr, align 8, !dbg !340
  %7 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !341
  %fn = getelementptr inbounds %struct.state, %struct.state* %7, i32 0, i32 0, !dbg !342
  store i8* (i8*, i8*, i64)* %6, i8* (i8*, i8*, i64)** %fn, align 8, !dbg !343
  br label %if.end, !dbg !341

if.end:                                           ; preds = %vaarg.end, %entry
  %arraydecay3 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, !dbg !344
  %arraydecay34 = bitcast %struct.__va_list_tag* %arraydecay3 to i8*, !dbg !344
  call void @llvm.va_end(i8* %arraydecay34), !dbg !344
  ret void, !dbg !345
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @mem_alloc(%struct.state* noundef %S, i64 noundef %n) #0 !dbg !346 {
entry:
  %S.addr = alloca %struct.state*, align 8
  %n.addr = alloca i64, align 8
  %p = alloca i8*, align 8
  store %struct.state* %S, %struct.state** %S.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.state** %S.addr, metadata !349, metadata !DIExpression()), !dbg !350
  store i64 %n, i64* %n.addr, align 8
  call void @llvm.dbg.declare(metadata i64* %n.addr, metadata !351, metadata !DIExpression()), !dbg !352
  call void @llvm.dbg.declare(metadata i8** %p, metadata !353, metadata !DIExpression()), !dbg !354
  %0 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !355
  %fn = getelementptr inbounds %struct.state, %struct.state* %0, i32 0, i32 0, !dbg !356
  %1 = load i8* (i8*, i8*, i64)*, i8* (i8*, i8*, i64)** %fn, align 8, !dbg !356
  %2 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !357
  %ud = getelementptr inbounds %struct.state, %struct.state* %2, i32 0, i32 1, !dbg !358
  %3 = load i8*, i8** %ud, align 8, !dbg !358
  %4 = load i64, i64* %n.addr, align 8, !dbg !359
  %call = call i8* %1(i8* noundef %3, i8* noundef null, i64 noundef %4), !dbg !355
  store i8* %call, i8** %p, align 8, !dbg !354
  %5 = load i8*, i8** %p, align 8, !dbg !360
  %tobool = icmp ne i8* %5, null, !dbg !360
  br i1 %tobool, label %if.end, label %if.then, !dbg !362

if.then:                                          ; preds = %entry
  call void @abort() #11, !dbg !363
  unreachable, !dbg !363

if.end:                                           ; preds = %entry
  %6 = load i8*, i8** %p, align 8, !dbg !364
  ret i8* %6, !dbg !365
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: noreturn nounwind
declare void @abort() #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @mem_grow(%struct.state* noundef %S, i8* noundef %block, i32 noundef %n, i32* noundef %cap, i64 noundef %elem) #0 !dbg !366 {
entry:
  %retval = alloca i8*, align 8
  %S.addr = alloca %struct.state*, align 8
  %block.addr = alloca i8*, align 8
  %n.addr = alloca i32, align 4
  %cap.addr = alloca i32*, align 8
  %elem.addr = alloca i64, align 8
  %ncap = alloca i32, align 4
  %p = alloca i8*, align 8
  store %struct.state* %S, %struct.state** %S.addr, align 8
  call void @llvm.dbg.declare(metadata %struct.state** %S.addr, metadata !370, metadata !DIExpression()), !dbg !371
  store i8* %block, i8** %block.addr, align 8
  call void @llvm.dbg.declare(metadata i8** %block.addr, metadata !372, metadata !DIExpression()), !dbg !373
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !374, metadata !DIExpression()), !dbg !375
  store i32* %cap, i32** %cap.addr, align 8
  call void @llvm.dbg.declare(metadata i32** %cap.addr, metadata !376, metadata !DIExpression()), !dbg !377
  store i64 %elem, i64* %elem.addr, align 8
  call void @llvm.dbg.declare(metadata i64* %elem.addr, metadata !378, metadata !DIExpression()), !dbg !379
  %0 = load i32, i32* %n.addr, align 4, !dbg !380
  %1 = load i32*, i32** %cap.addr, align 8, !dbg !382
  %2 = load i32, i32* %1, align 4, !dbg !383
  %cmp = icmp slt i32 %0, %2, !dbg !384
  br i1 %cmp, label %if.then, label %if.end, !dbg !385

if.then:                                          ; preds = %entry
  %3 = load i8*, i8** %block.addr, align 8, !dbg !386
  store i8* %3, i8** %retval, align 8, !dbg !387
  br label %return, !dbg !387

if.end:                                           ; preds = %entry
  call void @llvm.dbg.declare(metadata i32* %ncap, metadata !388, metadata !DIExpression()), !dbg !389
  %4 = load i32*, i32** %cap.addr, align 8, !dbg !390
  %5 = load i32, i32* %4, align 4, !dbg !391
  %tobool = icmp ne i32 %5, 0, !dbg !391
  br i1 %tobool, label %cond.true, label %cond.false, !dbg !391

cond.true:                                        ; preds = %if.end
  %6 = load i32*, i32** %cap.addr, align 8, !dbg !392
  %7 = load i32, i32* %6, align 4, !dbg !393
  %mul = mul nsw i32 %7, 2, !dbg !394
  br label %cond.end, !dbg !391

cond.false:                                       ; preds = %if.end
  br label %cond.end, !dbg !391

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %mul, %cond.true ], [ 4, %cond.false ], !dbg !391
  store i32 %cond, i32* %ncap, align 4, !dbg !389
  call void @llvm.dbg.declare(metadata i8** %p, metadata !395, metadata !DIExpression()), !dbg !396
  %8 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !397
  %fn = getelementptr inbounds %struct.state, %struct.state* %8, i32 0, i32 0, !dbg !398
  %9 = load i8* (i8*, i8*, i64)*, i8* (i8*, i8*, i64)** %fn, align 8, !dbg !398
  %10 = load %struct.state*, %struct.state** %S.addr, align 8, !dbg !399
  %ud = getelementptr inbounds %struct.state, %struct.state* %10, i32 0, i32 1, !dbg !400
  %11 = load i8*, i8** %ud, align 8, !dbg !400
  %12 = load i8*, i8** %block.addr, align 8, !dbg !401
  %13 = load i32, i32* %ncap, align 4, !dbg !402
  %conv = sext i32 %13 to i64, !dbg !403
  %14 = load i64, i64* %elem.addr, align 8, !dbg !404
  %mul1 = mul i64 %conv, %14, !dbg !405
  %call = call i8* %9(i8* noundef %11, i8* noundef %12, i64 noundef %mul1), !dbg !397
  store i8* %call, i8** %p, align 8, !dbg !396
  %15 = load i8*, i8** %p, align 8, !dbg !406
  %tobool2 = icmp ne i8* %15, null, !dbg !406
  br i1 %tobool2, label %if.end4, label %if.then3, !dbg !408

if.then3:                                         ; preds = %cond.end
  call void @abort() #11, !dbg !409
  unreachable, !dbg !409

if.end4:                                          ; preds = %cond.end
  %16 = load i32, i32* %ncap, align 4, !dbg !410
  %17 = load i32*, i32** %cap.addr, align 8, !dbg !411
  store i32 %16, i32* %17, align 4, !dbg !412
  %18 = load i8*, i8** %p, align 8, !dbg !413
  store i8* %18, i8** %retval, align 8, !dbg !414
  br label %return, !dbg !414

return:                                           ; preds = %if.end4, %if.then
  %19 = load i8*, i8** %retval, align 8, !dbg !415
  ret i8* %19, !dbg !415
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind willreturn }
attributes #6 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { nounwind readonly willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wrapper_chain.c", directory: ".", checksumkind: CSK_MD5, checksum: "34981d0b7cfe0869ea4bc3b5e82f8ee1")
!2 = !{!3, !5, !6, !13, !16, !12}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !1, line: 15, size: 128, elements: !8)
!8 = !{!9, !11}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !7, file: !1, line: 16, baseType: !10, size: 64)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !7, file: !1, line: 17, baseType: !12, size: 64, offset: 64)
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !14, line: 46, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!15 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 125, type: !26, scopeLine: 126, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !29)
!26 = !DISubroutineType(types: !27)
!27 = !{!16, !16, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!29 = !{}
!30 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !1, line: 125, type: !16)
!31 = !DILocation(line: 125, column: 14, scope: !25)
!32 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !1, line: 125, type: !28)
!33 = !DILocation(line: 125, column: 27, scope: !25)
!34 = !DILocalVariable(name: "S", scope: !25, file: !1, line: 127, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "state", file: !1, line: 30, size: 448, elements: !37)
!37 = !{!38, !43, !44, !45, !46, !53, !54, !55}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !36, file: !1, line: 31, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_fn", file: !1, line: 13, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DISubroutineType(types: !42)
!42 = !{!5, !5, !5, !13}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !36, file: !1, line: 32, baseType: !5, size: 64, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !36, file: !1, line: 33, baseType: !6, size: 64, offset: 128)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", scope: !36, file: !1, line: 34, baseType: !16, size: 32, offset: 192)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "nodes", scope: !36, file: !1, line: 35, baseType: !47, size: 64, offset: 256)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 20, size: 128, elements: !49)
!49 = !{!50, !51, !52}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !48, file: !1, line: 21, baseType: !16, size: 32)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !48, file: !1, line: 21, baseType: !16, size: 32, offset: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "it", scope: !48, file: !1, line: 22, baseType: !6, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "nnodes", scope: !36, file: !1, line: 36, baseType: !16, size: 32, offset: 320)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "capnodes", scope: !36, file: !1, line: 36, baseType: !16, size: 32, offset: 352)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !36, file: !1, line: 37, baseType: !56, size: 64, offset: 384)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hdr", file: !1, line: 25, size: 64, elements: !58)
!58 = !{!59, !60}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !57, file: !1, line: 26, baseType: !16, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !57, file: !1, line: 27, baseType: !16, size: 32, offset: 32)
!61 = !DILocation(line: 127, column: 16, scope: !25)
!62 = !DILocation(line: 127, column: 31, scope: !25)
!63 = !DILocation(line: 127, column: 36, scope: !25)
!64 = !DILocation(line: 127, column: 20, scope: !25)
!65 = !DILocalVariable(name: "i", scope: !66, file: !1, line: 128, type: !16)
!66 = distinct !DILexicalBlock(scope: !25, file: !1, line: 128, column: 2)
!67 = !DILocation(line: 128, column: 11, scope: !66)
!68 = !DILocation(line: 128, column: 7, scope: !66)
!69 = !DILocation(line: 128, column: 18, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !1, line: 128, column: 2)
!71 = !DILocation(line: 128, column: 22, scope: !70)
!72 = !DILocation(line: 128, column: 25, scope: !70)
!73 = !DILocation(line: 128, column: 20, scope: !70)
!74 = !DILocation(line: 128, column: 2, scope: !66)
!75 = !DILocation(line: 129, column: 21, scope: !76)
!76 = distinct !DILexicalBlock(scope: !70, file: !1, line: 128, column: 38)
!77 = !DILocation(line: 129, column: 3, scope: !76)
!78 = !DILocation(line: 129, column: 6, scope: !76)
!79 = !DILocation(line: 129, column: 12, scope: !76)
!80 = !DILocation(line: 129, column: 15, scope: !76)
!81 = !DILocation(line: 129, column: 19, scope: !76)
!82 = !DILocation(line: 130, column: 30, scope: !76)
!83 = !DILocation(line: 130, column: 28, scope: !76)
!84 = !DILocation(line: 130, column: 3, scope: !76)
!85 = !DILocation(line: 130, column: 6, scope: !76)
!86 = !DILocation(line: 130, column: 12, scope: !76)
!87 = !DILocation(line: 130, column: 15, scope: !76)
!88 = !DILocation(line: 130, column: 22, scope: !76)
!89 = !DILocation(line: 131, column: 2, scope: !76)
!90 = !DILocation(line: 128, column: 34, scope: !70)
!91 = !DILocation(line: 128, column: 2, scope: !70)
!92 = distinct !{!92, !74, !93, !94}
!93 = !DILocation(line: 131, column: 2, scope: !66)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 132, type: !16)
!96 = distinct !DILexicalBlock(scope: !25, file: !1, line: 132, column: 2)
!97 = !DILocation(line: 132, column: 11, scope: !96)
!98 = !DILocation(line: 132, column: 7, scope: !96)
!99 = !DILocation(line: 132, column: 18, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 132, column: 2)
!101 = !DILocation(line: 132, column: 27, scope: !100)
!102 = !DILocation(line: 132, column: 25, scope: !100)
!103 = !DILocation(line: 132, column: 20, scope: !100)
!104 = !DILocation(line: 132, column: 2, scope: !96)
!105 = !DILocation(line: 133, column: 12, scope: !100)
!106 = !DILocation(line: 133, column: 15, scope: !100)
!107 = !DILocation(line: 133, column: 3, scope: !100)
!108 = !DILocation(line: 132, column: 34, scope: !100)
!109 = !DILocation(line: 132, column: 2, scope: !100)
!110 = distinct !{!110, !104, !111, !94}
!111 = !DILocation(line: 133, column: 16, scope: !96)
!112 = !DILocation(line: 134, column: 11, scope: !25)
!113 = !DILocation(line: 134, column: 14, scope: !25)
!114 = !DILocation(line: 134, column: 2, scope: !25)
!115 = !DILocation(line: 135, column: 29, scope: !25)
!116 = !DILocation(line: 135, column: 23, scope: !25)
!117 = !DILocation(line: 135, column: 42, scope: !25)
!118 = !DILocation(line: 135, column: 45, scope: !25)
!119 = !DILocation(line: 135, column: 33, scope: !25)
!120 = !DILocation(line: 135, column: 54, scope: !25)
!121 = !DILocation(line: 135, column: 57, scope: !25)
!122 = !DILocation(line: 135, column: 63, scope: !25)
!123 = !DILocation(line: 135, column: 2, scope: !25)
!124 = !DILocation(line: 136, column: 2, scope: !25)
!125 = distinct !DISubprogram(name: "open_state", scope: !1, file: !1, line: 86, type: !126, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!126 = !DISubroutineType(types: !127)
!127 = !{!35, !16}
!128 = !DILocalVariable(name: "n", arg: 1, scope: !125, file: !1, line: 86, type: !16)
!129 = !DILocation(line: 86, column: 63, scope: !125)
!130 = !DILocalVariable(name: "S", scope: !125, file: !1, line: 88, type: !35)
!131 = !DILocation(line: 88, column: 16, scope: !125)
!132 = !DILocation(line: 88, column: 20, scope: !125)
!133 = !DILocation(line: 89, column: 9, scope: !125)
!134 = !DILocation(line: 89, column: 2, scope: !125)
!135 = !DILocation(line: 90, column: 12, scope: !125)
!136 = !DILocation(line: 90, column: 2, scope: !125)
!137 = !DILocation(line: 91, column: 13, scope: !125)
!138 = !DILocation(line: 91, column: 2, scope: !125)
!139 = !DILocation(line: 91, column: 5, scope: !125)
!140 = !DILocation(line: 91, column: 11, scope: !125)
!141 = !DILocation(line: 92, column: 14, scope: !125)
!142 = !DILocation(line: 92, column: 2, scope: !125)
!143 = !DILocation(line: 92, column: 5, scope: !125)
!144 = !DILocation(line: 92, column: 12, scope: !125)
!145 = !DILocation(line: 93, column: 9, scope: !125)
!146 = !DILocation(line: 93, column: 2, scope: !125)
!147 = distinct !DISubprogram(name: "add_node", scope: !1, file: !1, line: 96, type: !148, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !35, !16}
!150 = !DILocalVariable(name: "S", arg: 1, scope: !147, file: !1, line: 96, type: !35)
!151 = !DILocation(line: 96, column: 62, scope: !147)
!152 = !DILocalVariable(name: "i", arg: 2, scope: !147, file: !1, line: 96, type: !16)
!153 = !DILocation(line: 96, column: 69, scope: !147)
!154 = !DILocation(line: 98, column: 22, scope: !147)
!155 = !DILocation(line: 98, column: 25, scope: !147)
!156 = !DILocation(line: 98, column: 28, scope: !147)
!157 = !DILocation(line: 98, column: 35, scope: !147)
!158 = !DILocation(line: 98, column: 38, scope: !147)
!159 = !DILocation(line: 98, column: 47, scope: !147)
!160 = !DILocation(line: 98, column: 50, scope: !147)
!161 = !DILocation(line: 98, column: 13, scope: !147)
!162 = !DILocation(line: 98, column: 2, scope: !147)
!163 = !DILocation(line: 98, column: 5, scope: !147)
!164 = !DILocation(line: 98, column: 11, scope: !147)
!165 = !DILocalVariable(name: "nd", scope: !147, file: !1, line: 99, type: !47)
!166 = !DILocation(line: 99, column: 15, scope: !147)
!167 = !DILocation(line: 99, column: 21, scope: !147)
!168 = !DILocation(line: 99, column: 24, scope: !147)
!169 = !DILocation(line: 99, column: 30, scope: !147)
!170 = !DILocation(line: 99, column: 33, scope: !147)
!171 = !DILocation(line: 99, column: 39, scope: !147)
!172 = !DILocation(line: 100, column: 13, scope: !147)
!173 = !DILocation(line: 100, column: 2, scope: !147)
!174 = !DILocation(line: 100, column: 6, scope: !147)
!175 = !DILocation(line: 100, column: 11, scope: !147)
!176 = !DILocation(line: 101, column: 15, scope: !147)
!177 = !DILocation(line: 101, column: 14, scope: !147)
!178 = !DILocation(line: 101, column: 2, scope: !147)
!179 = !DILocation(line: 101, column: 6, scope: !147)
!180 = !DILocation(line: 101, column: 12, scope: !147)
!181 = !DILocation(line: 102, column: 12, scope: !147)
!182 = !DILocation(line: 102, column: 15, scope: !147)
!183 = !DILocation(line: 102, column: 21, scope: !147)
!184 = !DILocation(line: 102, column: 25, scope: !147)
!185 = !DILocation(line: 102, column: 28, scope: !147)
!186 = !DILocation(line: 102, column: 23, scope: !147)
!187 = !DILocation(line: 102, column: 2, scope: !147)
!188 = !DILocation(line: 102, column: 6, scope: !147)
!189 = !DILocation(line: 102, column: 9, scope: !147)
!190 = !DILocation(line: 103, column: 1, scope: !147)
!191 = distinct !DISubprogram(name: "set_name", scope: !1, file: !1, line: 105, type: !192, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !35, !194}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!196 = !DILocalVariable(name: "S", arg: 1, scope: !191, file: !1, line: 105, type: !35)
!197 = !DILocation(line: 105, column: 62, scope: !191)
!198 = !DILocalVariable(name: "z", arg: 2, scope: !191, file: !1, line: 105, type: !194)
!199 = !DILocation(line: 105, column: 77, scope: !191)
!200 = !DILocalVariable(name: "len", scope: !191, file: !1, line: 107, type: !13)
!201 = !DILocation(line: 107, column: 9, scope: !191)
!202 = !DILocation(line: 107, column: 22, scope: !191)
!203 = !DILocation(line: 107, column: 15, scope: !191)
!204 = !DILocalVariable(name: "h", scope: !191, file: !1, line: 108, type: !56)
!205 = !DILocation(line: 108, column: 14, scope: !191)
!206 = !DILocation(line: 108, column: 28, scope: !191)
!207 = !DILocation(line: 108, column: 52, scope: !191)
!208 = !DILocation(line: 108, column: 50, scope: !191)
!209 = !DILocation(line: 108, column: 56, scope: !191)
!210 = !DILocation(line: 108, column: 18, scope: !191)
!211 = !DILocation(line: 109, column: 16, scope: !191)
!212 = !DILocation(line: 109, column: 11, scope: !191)
!213 = !DILocation(line: 109, column: 2, scope: !191)
!214 = !DILocation(line: 109, column: 5, scope: !191)
!215 = !DILocation(line: 109, column: 9, scope: !191)
!216 = !DILocation(line: 110, column: 2, scope: !191)
!217 = !DILocation(line: 110, column: 5, scope: !191)
!218 = !DILocation(line: 110, column: 11, scope: !191)
!219 = !DILocation(line: 111, column: 18, scope: !191)
!220 = !DILocation(line: 111, column: 2, scope: !191)
!221 = !DILocation(line: 111, column: 24, scope: !191)
!222 = !DILocation(line: 111, column: 27, scope: !191)
!223 = !DILocation(line: 111, column: 31, scope: !191)
!224 = !DILocation(line: 112, column: 12, scope: !191)
!225 = !DILocation(line: 112, column: 2, scope: !191)
!226 = !DILocation(line: 112, column: 5, scope: !191)
!227 = !DILocation(line: 112, column: 10, scope: !191)
!228 = !DILocation(line: 113, column: 1, scope: !191)
!229 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 115, type: !230, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!230 = !DISubroutineType(types: !231)
!231 = !{!12, !35}
!232 = !DILocalVariable(name: "S", arg: 1, scope: !229, file: !1, line: 115, type: !35)
!233 = !DILocation(line: 115, column: 61, scope: !229)
!234 = !DILocalVariable(name: "t", scope: !229, file: !1, line: 117, type: !12)
!235 = !DILocation(line: 117, column: 9, scope: !229)
!236 = !DILocalVariable(name: "i", scope: !237, file: !1, line: 118, type: !16)
!237 = distinct !DILexicalBlock(scope: !229, file: !1, line: 118, column: 2)
!238 = !DILocation(line: 118, column: 11, scope: !237)
!239 = !DILocation(line: 118, column: 7, scope: !237)
!240 = !DILocation(line: 118, column: 18, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !1, line: 118, column: 2)
!242 = !DILocation(line: 118, column: 22, scope: !241)
!243 = !DILocation(line: 118, column: 25, scope: !241)
!244 = !DILocation(line: 118, column: 20, scope: !241)
!245 = !DILocation(line: 118, column: 2, scope: !237)
!246 = !DILocation(line: 119, column: 8, scope: !241)
!247 = !DILocation(line: 119, column: 11, scope: !241)
!248 = !DILocation(line: 119, column: 17, scope: !241)
!249 = !DILocation(line: 119, column: 20, scope: !241)
!250 = !DILocation(line: 119, column: 37, scope: !241)
!251 = !DILocation(line: 119, column: 40, scope: !241)
!252 = !DILocation(line: 119, column: 46, scope: !241)
!253 = !DILocation(line: 119, column: 49, scope: !241)
!254 = !DILocation(line: 119, column: 29, scope: !241)
!255 = !DILocation(line: 119, column: 5, scope: !241)
!256 = !DILocation(line: 119, column: 3, scope: !241)
!257 = !DILocation(line: 118, column: 34, scope: !241)
!258 = !DILocation(line: 118, column: 2, scope: !241)
!259 = distinct !{!259, !245, !260, !94}
!260 = !DILocation(line: 119, column: 49, scope: !237)
!261 = !DILocalVariable(name: "i", scope: !262, file: !1, line: 120, type: !16)
!262 = distinct !DILexicalBlock(scope: !229, file: !1, line: 120, column: 2)
!263 = !DILocation(line: 120, column: 11, scope: !262)
!264 = !DILocation(line: 120, column: 7, scope: !262)
!265 = !DILocation(line: 120, column: 18, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !1, line: 120, column: 2)
!267 = !DILocation(line: 120, column: 22, scope: !266)
!268 = !DILocation(line: 120, column: 25, scope: !266)
!269 = !DILocation(line: 120, column: 20, scope: !266)
!270 = !DILocation(line: 120, column: 2, scope: !262)
!271 = !DILocation(line: 121, column: 8, scope: !266)
!272 = !DILocation(line: 121, column: 11, scope: !266)
!273 = !DILocation(line: 121, column: 17, scope: !266)
!274 = !DILocation(line: 121, column: 20, scope: !266)
!275 = !DILocation(line: 121, column: 27, scope: !266)
!276 = !DILocation(line: 121, column: 30, scope: !266)
!277 = !DILocation(line: 121, column: 36, scope: !266)
!278 = !DILocation(line: 121, column: 39, scope: !266)
!279 = !DILocation(line: 121, column: 43, scope: !266)
!280 = !DILocation(line: 121, column: 25, scope: !266)
!281 = !DILocation(line: 121, column: 5, scope: !266)
!282 = !DILocation(line: 121, column: 3, scope: !266)
!283 = !DILocation(line: 120, column: 34, scope: !266)
!284 = !DILocation(line: 120, column: 2, scope: !266)
!285 = distinct !{!285, !270, !286, !94}
!286 = !DILocation(line: 121, column: 43, scope: !262)
!287 = !DILocation(line: 122, column: 9, scope: !229)
!288 = !DILocation(line: 122, column: 2, scope: !229)
!289 = distinct !DISubprogram(name: "sys_alloc", scope: !1, file: !1, line: 45, type: !41, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!290 = !DILocalVariable(name: "ud", arg: 1, scope: !289, file: !1, line: 45, type: !5)
!291 = !DILocation(line: 45, column: 30, scope: !289)
!292 = !DILocalVariable(name: "p", arg: 2, scope: !289, file: !1, line: 45, type: !5)
!293 = !DILocation(line: 45, column: 40, scope: !289)
!294 = !DILocalVariable(name: "n", arg: 3, scope: !289, file: !1, line: 45, type: !13)
!295 = !DILocation(line: 45, column: 50, scope: !289)
!296 = !DILocation(line: 47, column: 8, scope: !289)
!297 = !DILocation(line: 48, column: 6, scope: !298)
!298 = distinct !DILexicalBlock(scope: !289, file: !1, line: 48, column: 6)
!299 = !DILocation(line: 48, column: 8, scope: !298)
!300 = !DILocation(line: 48, column: 6, scope: !289)
!301 = !DILocation(line: 49, column: 8, scope: !302)
!302 = distinct !DILexicalBlock(scope: !298, file: !1, line: 48, column: 14)
!303 = !DILocation(line: 49, column: 3, scope: !302)
!304 = !DILocation(line: 50, column: 3, scope: !302)
!305 = !DILocation(line: 52, column: 17, scope: !289)
!306 = !DILocation(line: 52, column: 20, scope: !289)
!307 = !DILocation(line: 52, column: 9, scope: !289)
!308 = !DILocation(line: 52, column: 2, scope: !289)
!309 = !DILocation(line: 53, column: 1, scope: !289)
!310 = distinct !DISubprogram(name: "configure", scope: !1, file: !1, line: 55, type: !311, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!311 = !DISubroutineType(types: !312)
!312 = !{null, !35, !16, null}
!313 = !DILocalVariable(name: "S", arg: 1, scope: !310, file: !1, line: 55, type: !35)
!314 = !DILocation(line: 55, column: 63, scope: !310)
!315 = !DILocalVariable(name: "what", arg: 2, scope: !310, file: !1, line: 55, type: !16)
!316 = !DILocation(line: 55, column: 70, scope: !310)
!317 = !DILocalVariable(name: "ap", scope: !310, file: !1, line: 57, type: !318)
!318 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !319, line: 52, baseType: !320)
!319 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !321, line: 32, baseType: !322)
!321 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!322 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !323, baseType: !324)
!323 = !DIFile(filename: "wrapper_chain.c", directory: ".")
!324 = !DICompositeType(tag: DW_TAG_array_type, baseType: !325, size: 192, elements: !332)
!325 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !326)
!326 = !{!327, !329, !330, !331}
!327 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !325, file: !323, line: 57, baseType: !328, size: 32)
!328 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !325, file: !323, line: 57, baseType: !328, size: 32, offset: 32)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !325, file: !323, line: 57, baseType: !5, size: 64, offset: 64)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !325, file: !323, line: 57, baseType: !5, size: 64, offset: 128)
!332 = !{!333}
!333 = !DISubrange(count: 1)
!334 = !DILocation(line: 57, column: 10, scope: !310)
!335 = !DILocation(line: 58, column: 2, scope: !310)
!336 = !DILocation(line: 59, column: 6, scope: !337)
!337 = distinct !DILexicalBlock(scope: !310, file: !1, line: 59, column: 6)
!338 = !DILocation(line: 59, column: 11, scope: !337)
!339 = !DILocation(line: 59, column: 6, scope: !310)
!340 = !DILocation(line: 60, column: 11, scope: !337)
!341 = !DILocation(line: 60, column: 3, scope: !337)
!342 = !DILocation(line: 60, column: 6, scope: !337)
!343 = !DILocation(line: 60, column: 9, scope: !337)
!344 = !DILocation(line: 61, column: 2, scope: !310)
!345 = !DILocation(line: 62, column: 1, scope: !310)
!346 = distinct !DISubprogram(name: "mem_alloc", scope: !1, file: !1, line: 64, type: !347, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!347 = !DISubroutineType(types: !348)
!348 = !{!5, !35, !13}
!349 = !DILocalVariable(name: "S", arg: 1, scope: !346, file: !1, line: 64, type: !35)
!350 = !DILocation(line: 64, column: 64, scope: !346)
!351 = !DILocalVariable(name: "n", arg: 2, scope: !346, file: !1, line: 64, type: !13)
!352 = !DILocation(line: 64, column: 74, scope: !346)
!353 = !DILocalVariable(name: "p", scope: !346, file: !1, line: 66, type: !5)
!354 = !DILocation(line: 66, column: 8, scope: !346)
!355 = !DILocation(line: 66, column: 12, scope: !346)
!356 = !DILocation(line: 66, column: 15, scope: !346)
!357 = !DILocation(line: 66, column: 18, scope: !346)
!358 = !DILocation(line: 66, column: 21, scope: !346)
!359 = !DILocation(line: 66, column: 31, scope: !346)
!360 = !DILocation(line: 67, column: 7, scope: !361)
!361 = distinct !DILexicalBlock(scope: !346, file: !1, line: 67, column: 6)
!362 = !DILocation(line: 67, column: 6, scope: !346)
!363 = !DILocation(line: 68, column: 3, scope: !361)
!364 = !DILocation(line: 69, column: 9, scope: !346)
!365 = !DILocation(line: 69, column: 2, scope: !346)
!366 = distinct !DISubprogram(name: "mem_grow", scope: !1, file: !1, line: 72, type: !367, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!367 = !DISubroutineType(types: !368)
!368 = !{!5, !35, !5, !16, !369, !13}
!369 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!370 = !DILocalVariable(name: "S", arg: 1, scope: !366, file: !1, line: 72, type: !35)
!371 = !DILocation(line: 72, column: 63, scope: !366)
!372 = !DILocalVariable(name: "block", arg: 2, scope: !366, file: !1, line: 72, type: !5)
!373 = !DILocation(line: 72, column: 72, scope: !366)
!374 = !DILocalVariable(name: "n", arg: 3, scope: !366, file: !1, line: 72, type: !16)
!375 = !DILocation(line: 72, column: 83, scope: !366)
!376 = !DILocalVariable(name: "cap", arg: 4, scope: !366, file: !1, line: 72, type: !369)
!377 = !DILocation(line: 72, column: 91, scope: !366)
!378 = !DILocalVariable(name: "elem", arg: 5, scope: !366, file: !1, line: 72, type: !13)
!379 = !DILocation(line: 72, column: 103, scope: !366)
!380 = !DILocation(line: 74, column: 6, scope: !381)
!381 = distinct !DILexicalBlock(scope: !366, file: !1, line: 74, column: 6)
!382 = !DILocation(line: 74, column: 11, scope: !381)
!383 = !DILocation(line: 74, column: 10, scope: !381)
!384 = !DILocation(line: 74, column: 8, scope: !381)
!385 = !DILocation(line: 74, column: 6, scope: !366)
!386 = !DILocation(line: 75, column: 10, scope: !381)
!387 = !DILocation(line: 75, column: 3, scope: !381)
!388 = !DILocalVariable(name: "ncap", scope: !366, file: !1, line: 76, type: !16)
!389 = !DILocation(line: 76, column: 6, scope: !366)
!390 = !DILocation(line: 76, column: 14, scope: !366)
!391 = !DILocation(line: 76, column: 13, scope: !366)
!392 = !DILocation(line: 76, column: 21, scope: !366)
!393 = !DILocation(line: 76, column: 20, scope: !366)
!394 = !DILocation(line: 76, column: 25, scope: !366)
!395 = !DILocalVariable(name: "p", scope: !366, file: !1, line: 77, type: !5)
!396 = !DILocation(line: 77, column: 8, scope: !366)
!397 = !DILocation(line: 77, column: 12, scope: !366)
!398 = !DILocation(line: 77, column: 15, scope: !366)
!399 = !DILocation(line: 77, column: 18, scope: !366)
!400 = !DILocation(line: 77, column: 21, scope: !366)
!401 = !DILocation(line: 77, column: 25, scope: !366)
!402 = !DILocation(line: 77, column: 40, scope: !366)
!403 = !DILocation(line: 77, column: 32, scope: !366)
!404 = !DILocation(line: 77, column: 47, scope: !366)
!405 = !DILocation(line: 77, column: 45, scope: !366)
!406 = !DILocation(line: 78, column: 7, scope: !407)
!407 = distinct !DILexicalBlock(scope: !366, file: !1, line: 78, column: 6)
!408 = !DILocation(line: 78, column: 6, scope: !366)
!409 = !DILocation(line: 79, column: 3, scope: !407)
!410 = !DILocation(line: 80, column: 9, scope: !366)
!411 = !DILocation(line: 80, column: 3, scope: !366)
!412 = !DILocation(line: 80, column: 7, scope: !366)
!413 = !DILocation(line: 81, column: 9, scope: !366)
!414 = !DILocation(line: 81, column: 2, scope: !366)
!415 = !DILocation(line: 82, column: 1, scope: !366)
