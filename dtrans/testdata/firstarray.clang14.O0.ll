; ModuleID = 'firstarray.c'
source_filename = "firstarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { [64 x i32], i8*, i32, i32 }
%struct.other = type { i64, %struct.other* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @compress_ext(i8* noundef %state, i8* noundef %src, i32 noundef %n, i32 noundef %tableType) #0 {
entry:
  %p.addr.i47 = alloca i8*, align 8
  %tableBase.addr.i48 = alloca i8*, align 8
  %tableType.addr.i49 = alloca i32, align 4
  %srcBase.addr.i50 = alloca i8*, align 8
  %h.i51 = alloca i32, align 4
  %p.addr.i = alloca i8*, align 8
  %tableBase.addr.i = alloca i8*, align 8
  %tableType.addr.i42 = alloca i32, align 4
  %srcBase.addr.i = alloca i8*, align 8
  %h.i43 = alloca i32, align 4
  %cctx.addr.i2 = alloca %struct.stream*, align 8
  %src.addr.i3 = alloca i8*, align 8
  %n.addr.i4 = alloca i32, align 4
  %tableType.addr.i5 = alloca i32, align 4
  %found.i6 = alloca i32, align 4
  %i.i7 = alloca i32, align 4
  %h.i8 = alloca i32, align 4
  %cctx.addr.i = alloca %struct.stream*, align 8
  %src.addr.i = alloca i8*, align 8
  %n.addr.i = alloca i32, align 4
  %tableType.addr.i = alloca i32, align 4
  %found.i = alloca i32, align 4
  %i.i = alloca i32, align 4
  %h.i = alloca i32, align 4
  %retval = alloca i32, align 4
  %state.addr = alloca i8*, align 8
  %src.addr = alloca i8*, align 8
  %n.addr = alloca i32, align 4
  %tableType.addr = alloca i32, align 4
  %ctx = alloca %struct.stream*, align 8
  store i8* %state, i8** %state.addr, align 8
  store i8* %src, i8** %src.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 %tableType, i32* %tableType.addr, align 4
  %0 = load i8*, i8** %state.addr, align 8
  %1 = bitcast i8* %0 to %struct.stream*
  store %struct.stream* %1, %struct.stream** %ctx, align 8
  %2 = load %struct.stream*, %struct.stream** %ctx, align 8
  %dirty = getelementptr inbounds %struct.stream, %struct.stream* %2, i32 0, i32 3
  store i32 0, i32* %dirty, align 4
  %3 = load i32, i32* %tableType.addr, align 4
  %cmp = icmp eq i32 %3, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load %struct.stream*, %struct.stream** %ctx, align 8
  %5 = load i8*, i8** %src.addr, align 8
  %6 = load i32, i32* %n.addr, align 4
  store %struct.stream* %4, %struct.stream** %cctx.addr.i2, align 8
  store i8* %5, i8** %src.addr.i3, align 8
  store i32 %6, i32* %n.addr.i4, align 4
  store i32 1, i32* %tableType.addr.i5, align 4
  store i32 0, i32* %found.i6, align 4
  store i32 0, i32* %i.i7, align 4
  br label %for.cond.i10

for.cond.i10:                                     ; preds = %if.end12.i36, %if.then
  %7 = load i32, i32* %i.i7, align 4
  %8 = load i32, i32* %n.addr.i4, align 4
  %cmp.i9 = icmp slt i32 %7, %8
  br i1 %cmp.i9, label %for.body.i21, label %compress_generic.exit41

for.body.i21:                                     ; preds = %for.cond.i10
  %9 = load i8*, i8** %src.addr.i3, align 8
  %10 = load i32, i32* %i.i7, align 4
  %idxprom.i11 = sext i32 %10 to i64
  %arrayidx.i12 = getelementptr inbounds i8, i8* %9, i64 %idxprom.i11
  %11 = load i8, i8* %arrayidx.i12, align 1
  %conv.i13 = zext i8 %11 to i32
  %and.i14 = and i32 %conv.i13, 31
  store i32 %and.i14, i32* %h.i8, align 4
  %12 = load i32, i32* %h.i8, align 4
  %13 = load %struct.stream*, %struct.stream** %cctx.addr.i2, align 8
  %table.i15 = getelementptr inbounds %struct.stream, %struct.stream* %13, i32 0, i32 0
  %arraydecay.i16 = getelementptr inbounds [64 x i32], [64 x i32]* %table.i15, i64 0, i64 0
  %14 = bitcast i32* %arraydecay.i16 to i8*
  %15 = load i32, i32* %tableType.addr.i5, align 4
  %16 = load i8*, i8** %src.addr.i3, align 8
  %call.i17 = call i8* @get_pos(i32 noundef %12, i8* noundef %14, i32 noundef %15, i8* noundef %16) #2
  %17 = load i8*, i8** %src.addr.i3, align 8
  %18 = load i32, i32* %i.i7, align 4
  %idx.ext.i18 = sext i32 %18 to i64
  %add.ptr.i19 = getelementptr inbounds i8, i8* %17, i64 %idx.ext.i18
  %cmp1.i20 = icmp eq i8* %call.i17, %add.ptr.i19
  br i1 %cmp1.i20, label %if.then.i23, label %if.end.i30

if.then.i23:                                      ; preds = %for.body.i21
  %19 = load i32, i32* %found.i6, align 4
  %inc.i22 = add nsw i32 %19, 1
  store i32 %inc.i22, i32* %found.i6, align 4
  br label %if.end.i30

if.end.i30:                                       ; preds = %if.then.i23, %for.body.i21
  %20 = load i8*, i8** %src.addr.i3, align 8
  %21 = load i32, i32* %i.i7, align 4
  %idx.ext3.i24 = sext i32 %21 to i64
  %add.ptr4.i25 = getelementptr inbounds i8, i8* %20, i64 %idx.ext3.i24
  %22 = load %struct.stream*, %struct.stream** %cctx.addr.i2, align 8
  %table5.i26 = getelementptr inbounds %struct.stream, %struct.stream* %22, i32 0, i32 0
  %arraydecay6.i27 = getelementptr inbounds [64 x i32], [64 x i32]* %table5.i26, i64 0, i64 0
  %23 = bitcast i32* %arraydecay6.i27 to i8*
  %24 = load i32, i32* %tableType.addr.i5, align 4
  %25 = load i8*, i8** %src.addr.i3, align 8
  store i8* %add.ptr4.i25, i8** %p.addr.i, align 8
  store i8* %23, i8** %tableBase.addr.i, align 8
  store i32 %24, i32* %tableType.addr.i42, align 4
  store i8* %25, i8** %srcBase.addr.i, align 8
  %26 = load i8*, i8** %p.addr.i, align 8
  %27 = load i8, i8* %26, align 1
  %conv.i44 = zext i8 %27 to i32
  %and.i45 = and i32 %conv.i44, 31
  store i32 %and.i45, i32* %h.i43, align 4
  %28 = load i32, i32* %h.i43, align 4
  %29 = load i8*, i8** %tableBase.addr.i, align 8
  %30 = load i32, i32* %tableType.addr.i42, align 4
  %31 = load i8*, i8** %srcBase.addr.i, align 8
  %call.i46 = call i8* @get_pos(i32 noundef %28, i8* noundef %29, i32 noundef %30, i8* noundef %31) #2
  %32 = load i8*, i8** %src.addr.i3, align 8
  %cmp8.i29 = icmp ne i8* %call.i46, %32
  br i1 %cmp8.i29, label %if.then10.i32, label %if.end12.i36

if.then10.i32:                                    ; preds = %if.end.i30
  %33 = load i32, i32* %found.i6, align 4
  %inc11.i31 = add nsw i32 %33, 1
  store i32 %inc11.i31, i32* %found.i6, align 4
  br label %if.end12.i36

if.end12.i36:                                     ; preds = %if.then10.i32, %if.end.i30
  %34 = load i32, i32* %i.i7, align 4
  %35 = load %struct.stream*, %struct.stream** %cctx.addr.i2, align 8
  %table13.i33 = getelementptr inbounds %struct.stream, %struct.stream* %35, i32 0, i32 0
  %36 = load i32, i32* %h.i8, align 4
  %idxprom14.i34 = zext i32 %36 to i64
  %arrayidx15.i35 = getelementptr inbounds [64 x i32], [64 x i32]* %table13.i33, i64 0, i64 %idxprom14.i34
  store i32 %34, i32* %arrayidx15.i35, align 4
  %37 = load i32, i32* %i.i7, align 4
  %inc16.i37 = add nsw i32 %37, 1
  store i32 %inc16.i37, i32* %i.i7, align 4
  br label %for.cond.i10, !llvm.loop !6

compress_generic.exit41:                          ; preds = %for.cond.i10
  %38 = load i8*, i8** %src.addr.i3, align 8
  %39 = load %struct.stream*, %struct.stream** %cctx.addr.i2, align 8
  %base.i38 = getelementptr inbounds %struct.stream, %struct.stream* %39, i32 0, i32 1
  store i8* %38, i8** %base.i38, align 8
  %40 = load i32, i32* %n.addr.i4, align 4
  %41 = load %struct.stream*, %struct.stream** %cctx.addr.i2, align 8
  %size.i39 = getelementptr inbounds %struct.stream, %struct.stream* %41, i32 0, i32 2
  %42 = load i32, i32* %size.i39, align 8
  %add.i40 = add nsw i32 %42, %40
  store i32 %add.i40, i32* %size.i39, align 8
  %43 = load i32, i32* %found.i6, align 4
  store i32 %43, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %44 = load %struct.stream*, %struct.stream** %ctx, align 8
  %45 = load i8*, i8** %src.addr, align 8
  %46 = load i32, i32* %n.addr, align 4
  store %struct.stream* %44, %struct.stream** %cctx.addr.i, align 8
  store i8* %45, i8** %src.addr.i, align 8
  store i32 %46, i32* %n.addr.i, align 4
  store i32 2, i32* %tableType.addr.i, align 4
  store i32 0, i32* %found.i, align 4
  store i32 0, i32* %i.i, align 4
  br label %for.cond.i

for.cond.i:                                       ; preds = %if.end12.i, %if.end
  %47 = load i32, i32* %i.i, align 4
  %48 = load i32, i32* %n.addr.i, align 4
  %cmp.i = icmp slt i32 %47, %48
  br i1 %cmp.i, label %for.body.i, label %compress_generic.exit

for.body.i:                                       ; preds = %for.cond.i
  %49 = load i8*, i8** %src.addr.i, align 8
  %50 = load i32, i32* %i.i, align 4
  %idxprom.i = sext i32 %50 to i64
  %arrayidx.i = getelementptr inbounds i8, i8* %49, i64 %idxprom.i
  %51 = load i8, i8* %arrayidx.i, align 1
  %conv.i = zext i8 %51 to i32
  %and.i = and i32 %conv.i, 31
  store i32 %and.i, i32* %h.i, align 4
  %52 = load i32, i32* %h.i, align 4
  %53 = load %struct.stream*, %struct.stream** %cctx.addr.i, align 8
  %table.i = getelementptr inbounds %struct.stream, %struct.stream* %53, i32 0, i32 0
  %arraydecay.i = getelementptr inbounds [64 x i32], [64 x i32]* %table.i, i64 0, i64 0
  %54 = bitcast i32* %arraydecay.i to i8*
  %55 = load i32, i32* %tableType.addr.i, align 4
  %56 = load i8*, i8** %src.addr.i, align 8
  %call.i = call i8* @get_pos(i32 noundef %52, i8* noundef %54, i32 noundef %55, i8* noundef %56) #2
  %57 = load i8*, i8** %src.addr.i, align 8
  %58 = load i32, i32* %i.i, align 4
  %idx.ext.i = sext i32 %58 to i64
  %add.ptr.i = getelementptr inbounds i8, i8* %57, i64 %idx.ext.i
  %cmp1.i = icmp eq i8* %call.i, %add.ptr.i
  br i1 %cmp1.i, label %if.then.i, label %if.end.i

if.then.i:                                        ; preds = %for.body.i
  %59 = load i32, i32* %found.i, align 4
  %inc.i = add nsw i32 %59, 1
  store i32 %inc.i, i32* %found.i, align 4
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %for.body.i
  %60 = load i8*, i8** %src.addr.i, align 8
  %61 = load i32, i32* %i.i, align 4
  %idx.ext3.i = sext i32 %61 to i64
  %add.ptr4.i = getelementptr inbounds i8, i8* %60, i64 %idx.ext3.i
  %62 = load %struct.stream*, %struct.stream** %cctx.addr.i, align 8
  %table5.i = getelementptr inbounds %struct.stream, %struct.stream* %62, i32 0, i32 0
  %arraydecay6.i = getelementptr inbounds [64 x i32], [64 x i32]* %table5.i, i64 0, i64 0
  %63 = bitcast i32* %arraydecay6.i to i8*
  %64 = load i32, i32* %tableType.addr.i, align 4
  %65 = load i8*, i8** %src.addr.i, align 8
  store i8* %add.ptr4.i, i8** %p.addr.i47, align 8
  store i8* %63, i8** %tableBase.addr.i48, align 8
  store i32 %64, i32* %tableType.addr.i49, align 4
  store i8* %65, i8** %srcBase.addr.i50, align 8
  %66 = load i8*, i8** %p.addr.i47, align 8
  %67 = load i8, i8* %66, align 1
  %conv.i52 = zext i8 %67 to i32
  %and.i53 = and i32 %conv.i52, 31
  store i32 %and.i53, i32* %h.i51, align 4
  %68 = load i32, i32* %h.i51, align 4
  %69 = load i8*, i8** %tableBase.addr.i48, align 8
  %70 = load i32, i32* %tableType.addr.i49, align 4
  %71 = load i8*, i8** %srcBase.addr.i50, align 8
  %call.i54 = call i8* @get_pos(i32 noundef %68, i8* noundef %69, i32 noundef %70, i8* noundef %71) #2
  %72 = load i8*, i8** %src.addr.i, align 8
  %cmp8.i = icmp ne i8* %call.i54, %72
  br i1 %cmp8.i, label %if.then10.i, label %if.end12.i

if.then10.i:                                      ; preds = %if.end.i
  %73 = load i32, i32* %found.i, align 4
  %inc11.i = add nsw i32 %73, 1
  store i32 %inc11.i, i32* %found.i, align 4
  br label %if.end12.i

if.end12.i:                                       ; preds = %if.then10.i, %if.end.i
  %74 = load i32, i32* %i.i, align 4
  %75 = load %struct.stream*, %struct.stream** %cctx.addr.i, align 8
  %table13.i = getelementptr inbounds %struct.stream, %struct.stream* %75, i32 0, i32 0
  %76 = load i32, i32* %h.i, align 4
  %idxprom14.i = zext i32 %76 to i64
  %arrayidx15.i = getelementptr inbounds [64 x i32], [64 x i32]* %table13.i, i64 0, i64 %idxprom14.i
  store i32 %74, i32* %arrayidx15.i, align 4
  %77 = load i32, i32* %i.i, align 4
  %inc16.i = add nsw i32 %77, 1
  store i32 %inc16.i, i32* %i.i, align 4
  br label %for.cond.i, !llvm.loop !6

compress_generic.exit:                            ; preds = %for.cond.i
  %78 = load i8*, i8** %src.addr.i, align 8
  %79 = load %struct.stream*, %struct.stream** %cctx.addr.i, align 8
  %base.i = getelementptr inbounds %struct.stream, %struct.stream* %79, i32 0, i32 1
  store i8* %78, i8** %base.i, align 8
  %80 = load i32, i32* %n.addr.i, align 4
  %81 = load %struct.stream*, %struct.stream** %cctx.addr.i, align 8
  %size.i = getelementptr inbounds %struct.stream, %struct.stream* %81, i32 0, i32 2
  %82 = load i32, i32* %size.i, align 8
  %add.i = add nsw i32 %82, %80
  store i32 %add.i, i32* %size.i, align 8
  %83 = load i32, i32* %found.i, align 4
  store i32 %83, i32* %retval, align 4
  br label %return

return:                                           ; preds = %compress_generic.exit, %compress_generic.exit41
  %84 = load i32, i32* %retval, align 4
  ret i32 %84
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %s = alloca %struct.stream*, align 8
  %o = alloca %struct.other*, align 8
  %state = alloca i8*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 272) #2
  %0 = bitcast i8* %call to %struct.stream*
  store %struct.stream* %0, %struct.stream** %s, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 16) #2
  %1 = bitcast i8* %call1 to %struct.other*
  store %struct.other* %1, %struct.other** %o, align 8
  %2 = load %struct.stream*, %struct.stream** %s, align 8
  %cmp = icmp eq %struct.stream* %2, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %3 = load %struct.other*, %struct.other** %o, align 8
  %cmp2 = icmp eq %struct.other* %3, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load %struct.other*, %struct.other** %o, align 8
  %id = getelementptr inbounds %struct.other, %struct.other* %4, i32 0, i32 0
  store i64 1, i64* %id, align 8
  %5 = load %struct.other*, %struct.other** %o, align 8
  %next = getelementptr inbounds %struct.other, %struct.other* %5, i32 0, i32 1
  store %struct.other* null, %struct.other** %next, align 8
  %6 = load i32, i32* %argc.addr, align 4
  %cmp3 = icmp sgt i32 %6, 8
  br i1 %cmp3, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %7 = load %struct.other*, %struct.other** %o, align 8
  %8 = bitcast %struct.other* %7 to i8*
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %9 = load %struct.stream*, %struct.stream** %s, align 8
  %10 = bitcast %struct.stream* %9 to i8*
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %8, %cond.true ], [ %10, %cond.false ]
  store i8* %cond, i8** %state, align 8
  %11 = load i8*, i8** %state, align 8
  %12 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %12, i64 0
  %13 = load i8*, i8** %arrayidx, align 8
  %14 = load i32, i32* %argc.addr, align 4
  %15 = load i32, i32* %argc.addr, align 4
  %cmp4 = icmp sgt i32 %15, 1
  %16 = zext i1 %cmp4 to i64
  %cond5 = select i1 %cmp4, i32 1, i32 2
  %call6 = call i32 @compress_ext(i8* noundef %11, i8* noundef %13, i32 noundef %14, i32 noundef %cond5)
  store i32 %call6, i32* %r, align 4
  %17 = load i32, i32* %r, align 4
  %18 = load %struct.other*, %struct.other** %o, align 8
  %id7 = getelementptr inbounds %struct.other, %struct.other* %18, i32 0, i32 0
  %19 = load i64, i64* %id7, align 8
  %conv = trunc i64 %19 to i32
  %add = add nsw i32 %17, %conv
  store i32 %add, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %20 = load i32, i32* %retval, align 4
  ret i32 %20
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @get_pos(i32 noundef %h, i8* noundef %tableBase, i32 noundef %tableType, i8* noundef %srcBase) #0 {
entry:
  %retval = alloca i8*, align 8
  %h.addr = alloca i32, align 4
  %tableBase.addr = alloca i8*, align 8
  %tableType.addr = alloca i32, align 4
  %srcBase.addr = alloca i8*, align 8
  %t = alloca i8**, align 8
  %t3 = alloca i32*, align 8
  %t7 = alloca i16*, align 8
  store i32 %h, i32* %h.addr, align 4
  store i8* %tableBase, i8** %tableBase.addr, align 8
  store i32 %tableType, i32* %tableType.addr, align 4
  store i8* %srcBase, i8** %srcBase.addr, align 8
  %0 = load i32, i32* %tableType.addr, align 4
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load i8*, i8** %tableBase.addr, align 8
  %2 = bitcast i8* %1 to i8**
  store i8** %2, i8*** %t, align 8
  %3 = load i8**, i8*** %t, align 8
  %4 = load i32, i32* %h.addr, align 4
  %idxprom = zext i32 %4 to i64
  %arrayidx = getelementptr inbounds i8*, i8** %3, i64 %idxprom
  %5 = load i8*, i8** %arrayidx, align 8
  store i8* %5, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %6 = load i32, i32* %tableType.addr, align 4
  %cmp1 = icmp eq i32 %6, 1
  br i1 %cmp1, label %if.then2, label %if.end6

if.then2:                                         ; preds = %if.end
  %7 = load i8*, i8** %tableBase.addr, align 8
  %8 = bitcast i8* %7 to i32*
  store i32* %8, i32** %t3, align 8
  %9 = load i8*, i8** %srcBase.addr, align 8
  %10 = load i32*, i32** %t3, align 8
  %11 = load i32, i32* %h.addr, align 4
  %idxprom4 = zext i32 %11 to i64
  %arrayidx5 = getelementptr inbounds i32, i32* %10, i64 %idxprom4
  %12 = load i32, i32* %arrayidx5, align 4
  %idx.ext = zext i32 %12 to i64
  %add.ptr = getelementptr inbounds i8, i8* %9, i64 %idx.ext
  store i8* %add.ptr, i8** %retval, align 8
  br label %return

if.end6:                                          ; preds = %if.end
  %13 = load i8*, i8** %tableBase.addr, align 8
  %14 = bitcast i8* %13 to i16*
  store i16* %14, i16** %t7, align 8
  %15 = load i8*, i8** %srcBase.addr, align 8
  %16 = load i16*, i16** %t7, align 8
  %17 = load i32, i32* %h.addr, align 4
  %idxprom8 = zext i32 %17 to i64
  %arrayidx9 = getelementptr inbounds i16, i16* %16, i64 %idxprom8
  %18 = load i16, i16* %arrayidx9, align 2
  %conv = zext i16 %18 to i32
  %idx.ext10 = sext i32 %conv to i64
  %add.ptr11 = getelementptr inbounds i8, i8* %15, i64 %idx.ext10
  store i8* %add.ptr11, i8** %retval, align 8
  br label %return

return:                                           ; preds = %if.end6, %if.then2, %if.then
  %19 = load i8*, i8** %retval, align 8
  ret i8* %19
}

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
