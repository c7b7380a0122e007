; ModuleID = 'switch.c'
source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
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
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 1
  %2 = load ptr, ptr %arrayidx, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %2, %cond.true ], [ @.str, %cond.false ]
  store ptr %cond, ptr %src, align 8
  %3 = load ptr, ptr %src, align 8
  %arraydecay = getelementptr inbounds [32 x %struct.token], ptr %toks, i64 0, i64 0
  %call = call i32 @lex(ptr noundef %3, ptr noundef %arraydecay, i32 noundef 32)
  store i32 %call, ptr %n, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end
  %4 = load i32, ptr %i, align 4
  %5 = load i32, ptr %n, align 4
  %cmp1 = icmp slt i32 %4, %5
  br i1 %cmp1, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load i32, ptr %i, align 4
  %idxprom = sext i32 %6 to i64
  %arrayidx2 = getelementptr inbounds [32 x %struct.token], ptr %toks, i64 0, i64 %idxprom
  %kind = getelementptr inbounds %struct.token, ptr %arrayidx2, i32 0, i32 0
  %7 = load i32, ptr %kind, align 8
  %call3 = call ptr @kind_name(i32 noundef %7)
  %8 = load i32, ptr %i, align 4
  %idxprom4 = sext i32 %8 to i64
  %arrayidx5 = getelementptr inbounds [32 x %struct.token], ptr %toks, i64 0, i64 %idxprom4
  %len = getelementptr inbounds %struct.token, ptr %arrayidx5, i32 0, i32 2
  %9 = load i32, ptr %len, align 8
  %10 = load ptr, ptr %src, align 8
  %11 = load i32, ptr %i, align 4
  %idxprom6 = sext i32 %11 to i64
  %arrayidx7 = getelementptr inbounds [32 x %struct.token], ptr %toks, i64 0, i64 %idxprom6
  %start = getelementptr inbounds %struct.token, ptr %arrayidx7, i32 0, i32 1
  %12 = load i32, ptr %start, align 4
  %idx.ext = sext i32 %12 to i64
  %add.ptr = getelementptr inbounds i8, ptr %10, i64 %idx.ext
  %call8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %call3, i32 noundef %9, ptr noundef %add.ptr)
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load i32, ptr %i, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %call9 = call i32 @http_class(i32 noundef 200)
  %14 = load i32, ptr %argc.addr, align 4
  %mul = mul nsw i32 %14, 302
  %call10 = call i32 @http_class(i32 noundef %mul)
  %15 = load ptr, ptr %src, align 8
  %call11 = call i64 @strlen(ptr noundef %15) #5
  %call12 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %call9, i32 noundef %call10, i64 noundef %call11)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lex(ptr noundef %src, ptr noundef %out, i32 noundef %max) #0 {
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
  store ptr %out, ptr %out.addr, align 8
  store i32 %max, ptr %max.addr, align 4
  store i32 0, ptr %n, align 4
  store i32 0, ptr %i, align 4
  store i32 0, ptr %start, align 4
  store i32 0, ptr %st, align 4
  store i64 0, ptr %num, align 8
  br label %while.cond

while.cond:                                       ; preds = %sw.epilog162, %if.then145, %if.then11, %entry
  %0 = load i32, ptr %n, align 4
  %1 = load i32, ptr %max.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load ptr, ptr %src.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i8, ptr %2, i64 %idxprom
  %4 = load i8, ptr %arrayidx, align 1
  store i8 %4, ptr %c, align 1
  %5 = load i32, ptr %st, align 4
  switch i32 %5, label %sw.epilog162 [
    i32 0, label %sw.bb
    i32 1, label %sw.bb73
    i32 2, label %sw.bb96
    i32 3, label %sw.bb121
    i32 4, label %sw.bb159
    i32 5, label %sw.bb161
  ]

sw.bb:                                            ; preds = %while.body
  %6 = load i32, ptr %i, align 4
  store i32 %6, ptr %start, align 4
  %7 = load i8, ptr %c, align 1
  %conv = sext i8 %7 to i32
  %cmp1 = icmp eq i32 %conv, 0
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %sw.bb
  %8 = load ptr, ptr %out.addr, align 8
  %9 = load i32, ptr %n, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %n, align 4
  %idxprom3 = sext i32 %9 to i64
  %arrayidx4 = getelementptr inbounds %struct.token, ptr %8, i64 %idxprom3
  %kind = getelementptr inbounds %struct.token, ptr %.compoundliteral, i32 0, i32 0
  store i32 0, ptr %kind, align 8
  %start5 = getelementptr inbounds %struct.token, ptr %.compoundliteral, i32 0, i32 1
  %10 = load i32, ptr %i, align 4
  store i32 %10, ptr %start5, align 4
  %len = getelementptr inbounds %struct.token, ptr %.compoundliteral, i32 0, i32 2
  store i32 0, ptr %len, align 8
  %num6 = getelementptr inbounds %struct.token, ptr %.compoundliteral, i32 0, i32 3
  store i64 0, ptr %num6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx4, ptr align 8 %.compoundliteral, i64 24, i1 false)
  store i32 5, ptr %st, align 4
  br label %if.end71

if.else:                                          ; preds = %sw.bb
  %call = call ptr @__ctype_b_loc() #6
  %11 = load ptr, ptr %call, align 8
  %12 = load i8, ptr %c, align 1
  %conv7 = zext i8 %12 to i32
  %idxprom8 = sext i32 %conv7 to i64
  %arrayidx9 = getelementptr inbounds i16, ptr %11, i64 %idxprom8
  %13 = load i16, ptr %arrayidx9, align 2
  %conv10 = zext i16 %13 to i32
  %and = and i32 %conv10, 2048
  %tobool = icmp ne i32 %and, 0
  br i1 %tobool, label %if.then11, label %if.else12

if.then11:                                        ; preds = %if.else
  store i64 0, ptr %num, align 8
  store i32 1, ptr %st, align 4
  br label %while.cond, !llvm.loop !8

if.else12:                                        ; preds = %if.else
  %call13 = call ptr @__ctype_b_loc() #6
  %14 = load ptr, ptr %call13, align 8
  %15 = load i8, ptr %c, align 1
  %conv14 = zext i8 %15 to i32
  %idxprom15 = sext i32 %conv14 to i64
  %arrayidx16 = getelementptr inbounds i16, ptr %14, i64 %idxprom15
  %16 = load i16, ptr %arrayidx16, align 2
  %conv17 = zext i16 %16 to i32
  %and18 = and i32 %conv17, 1024
  %tobool19 = icmp ne i32 %and18, 0
  br i1 %tobool19, label %if.then23, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %if.else12
  %17 = load i8, ptr %c, align 1
  %conv20 = sext i8 %17 to i32
  %cmp21 = icmp eq i32 %conv20, 95
  br i1 %cmp21, label %if.then23, label %if.else24

if.then23:                                        ; preds = %lor.lhs.false, %if.else12
  store i32 2, ptr %st, align 4
  br label %if.end69

if.else24:                                        ; preds = %lor.lhs.false
  %18 = load i8, ptr %c, align 1
  %conv25 = sext i8 %18 to i32
  %cmp26 = icmp eq i32 %conv25, 34
  br i1 %cmp26, label %if.then28, label %if.else29

if.then28:                                        ; preds = %if.else24
  store i32 3, ptr %st, align 4
  br label %if.end

if.else29:                                        ; preds = %if.else24
  %19 = load i8, ptr %c, align 1
  %conv30 = sext i8 %19 to i32
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
  ]

sw.bb31:                                          ; preds = %if.else29, %if.else29, %if.else29
  br label %sw.epilog

sw.bb32:                                          ; preds = %if.else29
  %20 = load ptr, ptr %out.addr, align 8
  %21 = load i32, ptr %n, align 4
  %inc33 = add nsw i32 %21, 1
  store i32 %inc33, ptr %n, align 4
  %idxprom34 = sext i32 %21 to i64
  %arrayidx35 = getelementptr inbounds %struct.token, ptr %20, i64 %idxprom34
  %kind37 = getelementptr inbounds %struct.token, ptr %.compoundliteral36, i32 0, i32 0
  store i32 4, ptr %kind37, align 8
  %start38 = getelementptr inbounds %struct.token, ptr %.compoundliteral36, i32 0, i32 1
  %22 = load i32, ptr %i, align 4
  store i32 %22, ptr %start38, align 4
  %len39 = getelementptr inbounds %struct.token, ptr %.compoundliteral36, i32 0, i32 2
  store i32 1, ptr %len39, align 8
  %num40 = getelementptr inbounds %struct.token, ptr %.compoundliteral36, i32 0, i32 3
  store i64 0, ptr %num40, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx35, ptr align 8 %.compoundliteral36, i64 24, i1 false)
  br label %sw.epilog

sw.bb41:                                          ; preds = %if.else29
  %23 = load ptr, ptr %out.addr, align 8
  %24 = load i32, ptr %n, align 4
  %inc42 = add nsw i32 %24, 1
  store i32 %inc42, ptr %n, align 4
  %idxprom43 = sext i32 %24 to i64
  %arrayidx44 = getelementptr inbounds %struct.token, ptr %23, i64 %idxprom43
  %kind46 = getelementptr inbounds %struct.token, ptr %.compoundliteral45, i32 0, i32 0
  store i32 5, ptr %kind46, align 8
  %start47 = getelementptr inbounds %struct.token, ptr %.compoundliteral45, i32 0, i32 1
  %25 = load i32, ptr %i, align 4
  store i32 %25, ptr %start47, align 4
  %len48 = getelementptr inbounds %struct.token, ptr %.compoundliteral45, i32 0, i32 2
  store i32 1, ptr %len48, align 8
  %num49 = getelementptr inbounds %struct.token, ptr %.compoundliteral45, i32 0, i32 3
  store i64 0, ptr %num49, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx44, ptr align 8 %.compoundliteral45, i64 24, i1 false)
  br label %sw.epilog

sw.bb50:                                          ; preds = %if.else29, %if.else29, %if.else29, %if.else29, %if.else29, %if.else29
  %26 = load ptr, ptr %out.addr, align 8
  %27 = load i32, ptr %n, align 4
  %inc51 = add nsw i32 %27, 1
  store i32 %inc51, ptr %n, align 4
  %idxprom52 = sext i32 %27 to i64
  %arrayidx53 = getelementptr inbounds %struct.token, ptr %26, i64 %idxprom52
  %kind55 = getelementptr inbounds %struct.token, ptr %.compoundliteral54, i32 0, i32 0
  store i32 3, ptr %kind55, align 8
  %start56 = getelementptr inbounds %struct.token, ptr %.compoundliteral54, i32 0, i32 1
  %28 = load i32, ptr %i, align 4
  store i32 %28, ptr %start56, align 4
  %len57 = getelementptr inbounds %struct.token, ptr %.compoundliteral54, i32 0, i32 2
  store i32 1, ptr %len57, align 8
  %num58 = getelementptr inbounds %struct.token, ptr %.compoundliteral54, i32 0, i32 3
  %29 = load i8, ptr %c, align 1
  %conv59 = sext i8 %29 to i64
  store i64 %conv59, ptr %num58, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx53, ptr align 8 %.compoundliteral54, i64 24, i1 false)
  br label %sw.epilog

sw.default:                                       ; preds = %if.else29
  %30 = load ptr, ptr %out.addr, align 8
  %31 = load i32, ptr %n, align 4
  %inc60 = add nsw i32 %31, 1
  store i32 %inc60, ptr %n, align 4
  %idxprom61 = sext i32 %31 to i64
  %arrayidx62 = getelementptr inbounds %struct.token, ptr %30, i64 %idxprom61
  %kind64 = getelementptr inbounds %struct.token, ptr %.compoundliteral63, i32 0, i32 0
  store i32 7, ptr %kind64, align 8
  %start65 = getelementptr inbounds %struct.token, ptr %.compoundliteral63, i32 0, i32 1
  %32 = load i32, ptr %i, align 4
  store i32 %32, ptr %start65, align 4
  %len66 = getelementptr inbounds %struct.token, ptr %.compoundliteral63, i32 0, i32 2
  store i32 1, ptr %len66, align 8
  %num67 = getelementptr inbounds %struct.token, ptr %.compoundliteral63, i32 0, i32 3
  %33 = load i8, ptr %c, align 1
  %conv68 = sext i8 %33 to i64
  store i64 %conv68, ptr %num67, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx62, ptr align 8 %.compoundliteral63, i64 24, i1 false)
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.default, %sw.bb50, %sw.bb41, %sw.bb32, %sw.bb31
  br label %if.end

if.end:                                           ; preds = %sw.epilog, %if.then28
  br label %if.end69

if.end69:                                         ; preds = %if.end, %if.then23
  br label %if.end70

if.end70:                                         ; preds = %if.end69
  br label %if.end71

if.end71:                                         ; preds = %if.end70, %if.then
  %34 = load i32, ptr %i, align 4
  %inc72 = add nsw i32 %34, 1
  store i32 %inc72, ptr %i, align 4
  br label %sw.epilog162

sw.bb73:                                          ; preds = %while.body
  %call74 = call ptr @__ctype_b_loc() #6
  %35 = load ptr, ptr %call74, align 8
  %36 = load i8, ptr %c, align 1
  %conv75 = zext i8 %36 to i32
  %idxprom76 = sext i32 %conv75 to i64
  %arrayidx77 = getelementptr inbounds i16, ptr %35, i64 %idxprom76
  %37 = load i16, ptr %arrayidx77, align 2
  %conv78 = zext i16 %37 to i32
  %and79 = and i32 %conv78, 2048
  %tobool80 = icmp ne i32 %and79, 0
  br i1 %tobool80, label %if.then81, label %if.else85

if.then81:                                        ; preds = %sw.bb73
  %38 = load i64, ptr %num, align 8
  %mul = mul nsw i64 %38, 10
  %39 = load i8, ptr %c, align 1
  %conv82 = sext i8 %39 to i32
  %sub = sub nsw i32 %conv82, 48
  %conv83 = sext i32 %sub to i64
  %add = add nsw i64 %mul, %conv83
  store i64 %add, ptr %num, align 8
  %40 = load i32, ptr %i, align 4
  %inc84 = add nsw i32 %40, 1
  store i32 %inc84, ptr %i, align 4
  br label %if.end95

if.else85:                                        ; preds = %sw.bb73
  %41 = load ptr, ptr %out.addr, align 8
  %42 = load i32, ptr %n, align 4
  %inc86 = add nsw i32 %42, 1
  store i32 %inc86, ptr %n, align 4
  %idxprom87 = sext i32 %42 to i64
  %arrayidx88 = getelementptr inbounds %struct.token, ptr %41, i64 %idxprom87
  %kind90 = getelementptr inbounds %struct.token, ptr %.compoundliteral89, i32 0, i32 0
  store i32 1, ptr %kind90, align 8
  %start91 = getelementptr inbounds %struct.token, ptr %.compoundliteral89, i32 0, i32 1
  %43 = load i32, ptr %start, align 4
  store i32 %43, ptr %start91, align 4
  %len92 = getelementptr inbounds %struct.token, ptr %.compoundliteral89, i32 0, i32 2
  %44 = load i32, ptr %i, align 4
  %45 = load i32, ptr %start, align 4
  %sub93 = sub nsw i32 %44, %45
  store i32 %sub93, ptr %len92, align 8
  %num94 = getelementptr inbounds %struct.token, ptr %.compoundliteral89, i32 0, i32 3
  %46 = load i64, ptr %num, align 8
  store i64 %46, ptr %num94, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx88, ptr align 8 %.compoundliteral89, i64 24, i1 false)
  store i32 0, ptr %st, align 4
  br label %if.end95

if.end95:                                         ; preds = %if.else85, %if.then81
  br label %sw.epilog162

sw.bb96:                                          ; preds = %while.body
  %call97 = call ptr @__ctype_b_loc() #6
  %47 = load ptr, ptr %call97, align 8
  %48 = load i8, ptr %c, align 1
  %conv98 = zext i8 %48 to i32
  %idxprom99 = sext i32 %conv98 to i64
  %arrayidx100 = getelementptr inbounds i16, ptr %47, i64 %idxprom99
  %49 = load i16, ptr %arrayidx100, align 2
  %conv101 = zext i16 %49 to i32
  %and102 = and i32 %conv101, 8
  %tobool103 = icmp ne i32 %and102, 0
  br i1 %tobool103, label %if.then108, label %lor.lhs.false104

lor.lhs.false104:                                 ; preds = %sw.bb96
  %50 = load i8, ptr %c, align 1
  %conv105 = sext i8 %50 to i32
  %cmp106 = icmp eq i32 %conv105, 95
  br i1 %cmp106, label %if.then108, label %if.else110

if.then108:                                       ; preds = %lor.lhs.false104, %sw.bb96
  %51 = load i32, ptr %i, align 4
  %inc109 = add nsw i32 %51, 1
  store i32 %inc109, ptr %i, align 4
  br label %if.end120

if.else110:                                       ; preds = %lor.lhs.false104
  %52 = load ptr, ptr %out.addr, align 8
  %53 = load i32, ptr %n, align 4
  %inc111 = add nsw i32 %53, 1
  store i32 %inc111, ptr %n, align 4
  %idxprom112 = sext i32 %53 to i64
  %arrayidx113 = getelementptr inbounds %struct.token, ptr %52, i64 %idxprom112
  %kind115 = getelementptr inbounds %struct.token, ptr %.compoundliteral114, i32 0, i32 0
  store i32 2, ptr %kind115, align 8
  %start116 = getelementptr inbounds %struct.token, ptr %.compoundliteral114, i32 0, i32 1
  %54 = load i32, ptr %start, align 4
  store i32 %54, ptr %start116, align 4
  %len117 = getelementptr inbounds %struct.token, ptr %.compoundliteral114, i32 0, i32 2
  %55 = load i32, ptr %i, align 4
  %56 = load i32, ptr %start, align 4
  %sub118 = sub nsw i32 %55, %56
  store i32 %sub118, ptr %len117, align 8
  %num119 = getelementptr inbounds %struct.token, ptr %.compoundliteral114, i32 0, i32 3
  store i64 0, ptr %num119, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx113, ptr align 8 %.compoundliteral114, i64 24, i1 false)
  store i32 0, ptr %st, align 4
  br label %if.end120

if.end120:                                        ; preds = %if.else110, %if.then108
  br label %sw.epilog162

sw.bb121:                                         ; preds = %while.body
  %57 = load i8, ptr %c, align 1
  %conv122 = sext i8 %57 to i32
  %cmp123 = icmp eq i32 %conv122, 92
  br i1 %cmp123, label %if.then125, label %if.else126

if.then125:                                       ; preds = %sw.bb121
  store i32 4, ptr %st, align 4
  br label %if.end157

if.else126:                                       ; preds = %sw.bb121
  %58 = load i8, ptr %c, align 1
  %conv127 = sext i8 %58 to i32
  %cmp128 = icmp eq i32 %conv127, 34
  br i1 %cmp128, label %if.then130, label %if.else141

if.then130:                                       ; preds = %if.else126
  %59 = load ptr, ptr %out.addr, align 8
  %60 = load i32, ptr %n, align 4
  %inc131 = add nsw i32 %60, 1
  store i32 %inc131, ptr %n, align 4
  %idxprom132 = sext i32 %60 to i64
  %arrayidx133 = getelementptr inbounds %struct.token, ptr %59, i64 %idxprom132
  %kind135 = getelementptr inbounds %struct.token, ptr %.compoundliteral134, i32 0, i32 0
  store i32 6, ptr %kind135, align 8
  %start136 = getelementptr inbounds %struct.token, ptr %.compoundliteral134, i32 0, i32 1
  %61 = load i32, ptr %start, align 4
  store i32 %61, ptr %start136, align 4
  %len137 = getelementptr inbounds %struct.token, ptr %.compoundliteral134, i32 0, i32 2
  %62 = load i32, ptr %i, align 4
  %add138 = add nsw i32 %62, 1
  %63 = load i32, ptr %start, align 4
  %sub139 = sub nsw i32 %add138, %63
  store i32 %sub139, ptr %len137, align 8
  %num140 = getelementptr inbounds %struct.token, ptr %.compoundliteral134, i32 0, i32 3
  store i64 0, ptr %num140, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx133, ptr align 8 %.compoundliteral134, i64 24, i1 false)
  store i32 0, ptr %st, align 4
  br label %if.end156

if.else141:                                       ; preds = %if.else126
  %64 = load i8, ptr %c, align 1
  %conv142 = sext i8 %64 to i32
  %cmp143 = icmp eq i32 %conv142, 0
  br i1 %cmp143, label %if.then145, label %if.end155

if.then145:                                       ; preds = %if.else141
  %65 = load ptr, ptr %out.addr, align 8
  %66 = load i32, ptr %n, align 4
  %inc146 = add nsw i32 %66, 1
  store i32 %inc146, ptr %n, align 4
  %idxprom147 = sext i32 %66 to i64
  %arrayidx148 = getelementptr inbounds %struct.token, ptr %65, i64 %idxprom147
  %kind150 = getelementptr inbounds %struct.token, ptr %.compoundliteral149, i32 0, i32 0
  store i32 7, ptr %kind150, align 8
  %start151 = getelementptr inbounds %struct.token, ptr %.compoundliteral149, i32 0, i32 1
  %67 = load i32, ptr %start, align 4
  store i32 %67, ptr %start151, align 4
  %len152 = getelementptr inbounds %struct.token, ptr %.compoundliteral149, i32 0, i32 2
  %68 = load i32, ptr %i, align 4
  %69 = load i32, ptr %start, align 4
  %sub153 = sub nsw i32 %68, %69
  store i32 %sub153, ptr %len152, align 8
  %num154 = getelementptr inbounds %struct.token, ptr %.compoundliteral149, i32 0, i32 3
  store i64 0, ptr %num154, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %arrayidx148, ptr align 8 %.compoundliteral149, i64 24, i1 false)
  store i32 0, ptr %st, align 4
  br label %while.cond, !llvm.loop !8

if.end155:                                        ; preds = %if.else141
  br label %if.end156

if.end156:                                        ; preds = %if.end155, %if.then130
  br label %if.end157

if.end157:                                        ; preds = %if.end156, %if.then125
  %70 = load i32, ptr %i, align 4
  %inc158 = add nsw i32 %70, 1
  store i32 %inc158, ptr %i, align 4
  br label %sw.epilog162

sw.bb159:                                         ; preds = %while.body
  store i32 3, ptr %st, align 4
  %71 = load i32, ptr %i, align 4
  %inc160 = add nsw i32 %71, 1
  store i32 %inc160, ptr %i, align 4
  br label %sw.epilog162

sw.bb161:                                         ; preds = %while.body
  %72 = load i32, ptr %n, align 4
  store i32 %72, ptr %retval, align 4
  br label %return

sw.epilog162:                                     ; preds = %while.body, %sw.bb159, %if.end157, %if.end120, %if.end95, %if.end71
  br label %while.cond, !llvm.loop !8

while.end:                                        ; preds = %while.cond
  %73 = load i32, ptr %n, align 4
  store i32 %73, ptr %retval, align 4
  br label %return

return:                                           ; preds = %while.end, %sw.bb161
  %74 = load i32, ptr %retval, align 4
  ret i32 %74
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @kind_name(i32 noundef %k) #0 {
entry:
  %retval = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  store i32 %k, ptr %k.addr, align 4
  %0 = load i32, ptr %k.addr, align 4
  switch i32 %0, label %sw.epilog [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb2
    i32 3, label %sw.bb3
    i32 4, label %sw.bb4
    i32 5, label %sw.bb5
    i32 6, label %sw.bb6
    i32 7, label %sw.bb7
  ]

sw.bb:                                            ; preds = %entry
  store ptr @.str.3, ptr %retval, align 8
  br label %return

sw.bb1:                                           ; preds = %entry
  store ptr @.str.4, ptr %retval, align 8
  br label %return

sw.bb2:                                           ; preds = %entry
  store ptr @.str.5, ptr %retval, align 8
  br label %return

sw.bb3:                                           ; preds = %entry
  store ptr @.str.6, ptr %retval, align 8
  br label %return

sw.bb4:                                           ; preds = %entry
  store ptr @.str.7, ptr %retval, align 8
  br label %return

sw.bb5:                                           ; preds = %entry
  store ptr @.str.8, ptr %retval, align 8
  br label %return

sw.bb6:                                           ; preds = %entry
  store ptr @.str.9, ptr %retval, align 8
  br label %return

sw.bb7:                                           ; preds = %entry
  store ptr @.str.10, ptr %retval, align 8
  br label %return

sw.epilog:                                        ; preds = %entry
  store ptr @.str.11, ptr %retval, align 8
  br label %return

return:                                           ; preds = %sw.epilog, %sw.bb7, %sw.bb6, %sw.bb5, %sw.bb4, %sw.bb3, %sw.bb2, %sw.bb1, %sw.bb
  %1 = load ptr, ptr %retval, align 8
  ret ptr %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @http_class(i32 noundef %status) #0 {
entry:
  %status.addr = alloca i32, align 4
  %score = alloca i32, align 4
  store i32 %status, ptr %status.addr, align 4
  store i32 0, ptr %score, align 4
  %0 = load i32, ptr %status.addr, align 4
  switch i32 %0, label %sw.default [
    i32 200, label %sw.bb
    i32 201, label %sw.bb1
    i32 204, label %sw.bb1
    i32 301, label %sw.bb3
    i32 302, label %sw.bb3
    i32 404, label %sw.bb4
    i32 500, label %sw.bb5
  ]

sw.bb:                                            ; preds = %entry
  %1 = load i32, ptr %score, align 4
  %add = add nsw i32 %1, 1
  store i32 %add, ptr %score, align 4
  br label %sw.bb1

sw.bb1:                                           ; preds = %entry, %entry, %sw.bb
  %2 = load i32, ptr %score, align 4
  %add2 = add nsw i32 %2, 10
  store i32 %add2, ptr %score, align 4
  br label %sw.epilog

sw.bb3:                                           ; preds = %entry, %entry
  store i32 3, ptr %score, align 4
  br label %sw.epilog

sw.bb4:                                           ; preds = %entry
  store i32 4, ptr %score, align 4
  br label %sw.epilog

sw.bb5:                                           ; preds = %entry
  store i32 5, ptr %score, align 4
  br label %sw.epilog

sw.default:                                       ; preds = %entry
  store i32 -1, ptr %score, align 4
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.default, %sw.bb5, %sw.bb4, %sw.bb3, %sw.bb1
  %3 = load i32, ptr %score, align 4
  ret i32 %3
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
