; ModuleID = 'firstarray.c'
source_filename = "firstarray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { [64 x i32], ptr, i32, i32 }
%struct.other = type { i64, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @compress_ext(ptr noundef %state, ptr noundef %src, i32 noundef %n, i32 noundef %tableType) #0 {
entry:
  %p.addr.i42 = alloca ptr, align 8
  %tableBase.addr.i43 = alloca ptr, align 8
  %tableType.addr.i44 = alloca i32, align 4
  %srcBase.addr.i45 = alloca ptr, align 8
  %h.i46 = alloca i32, align 4
  %p.addr.i = alloca ptr, align 8
  %tableBase.addr.i = alloca ptr, align 8
  %tableType.addr.i37 = alloca i32, align 4
  %srcBase.addr.i = alloca ptr, align 8
  %h.i38 = alloca i32, align 4
  %cctx.addr.i2 = alloca ptr, align 8
  %src.addr.i3 = alloca ptr, align 8
  %n.addr.i4 = alloca i32, align 4
  %tableType.addr.i5 = alloca i32, align 4
  %found.i6 = alloca i32, align 4
  %i.i7 = alloca i32, align 4
  %h.i8 = alloca i32, align 4
  %cctx.addr.i = alloca ptr, align 8
  %src.addr.i = alloca ptr, align 8
  %n.addr.i = alloca i32, align 4
  %tableType.addr.i = alloca i32, align 4
  %found.i = alloca i32, align 4
  %i.i = alloca i32, align 4
  %h.i = alloca i32, align 4
  %retval = alloca i32, align 4
  %state.addr = alloca ptr, align 8
  %src.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %tableType.addr = alloca i32, align 4
  %ctx = alloca ptr, align 8
  store ptr %state, ptr %state.addr, align 8
  store ptr %src, ptr %src.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 %tableType, ptr %tableType.addr, align 4
  %0 = load ptr, ptr %state.addr, align 8
  store ptr %0, ptr %ctx, align 8
  %1 = load ptr, ptr %ctx, align 8
  %dirty = getelementptr inbounds %struct.stream, ptr %1, i32 0, i32 3
  store i32 0, ptr %dirty, align 4
  %2 = load i32, ptr %tableType.addr, align 4
  %cmp = icmp eq i32 %2, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %ctx, align 8
  %4 = load ptr, ptr %src.addr, align 8
  %5 = load i32, ptr %n.addr, align 4
  store ptr %3, ptr %cctx.addr.i2, align 8
  store ptr %4, ptr %src.addr.i3, align 8
  store i32 %5, ptr %n.addr.i4, align 4
  store i32 1, ptr %tableType.addr.i5, align 4
  store i32 0, ptr %found.i6, align 4
  store i32 0, ptr %i.i7, align 4
  br label %for.cond.i9

for.cond.i9:                                      ; preds = %if.end12.i28, %if.then
  %6 = load i32, ptr %i.i7, align 4
  %7 = load i32, ptr %n.addr.i4, align 4
  %cmp.i10 = icmp slt i32 %6, %7
  br i1 %cmp.i10, label %for.body.i14, label %compress_generic.exit36

for.body.i14:                                     ; preds = %for.cond.i9
  %8 = load ptr, ptr %src.addr.i3, align 8
  %9 = load i32, ptr %i.i7, align 4
  %idxprom.i15 = sext i32 %9 to i64
  %arrayidx.i16 = getelementptr inbounds i8, ptr %8, i64 %idxprom.i15
  %10 = load i8, ptr %arrayidx.i16, align 1
  %conv.i17 = zext i8 %10 to i32
  %and.i18 = and i32 %conv.i17, 31
  store i32 %and.i18, ptr %h.i8, align 4
  %11 = load i32, ptr %h.i8, align 4
  %12 = load ptr, ptr %cctx.addr.i2, align 8
  %13 = load i32, ptr %tableType.addr.i5, align 4
  %14 = load ptr, ptr %src.addr.i3, align 8
  %call.i19 = call ptr @get_pos(i32 noundef %11, ptr noundef %12, i32 noundef %13, ptr noundef %14)
  %15 = load ptr, ptr %src.addr.i3, align 8
  %16 = load i32, ptr %i.i7, align 4
  %idx.ext.i20 = sext i32 %16 to i64
  %add.ptr.i21 = getelementptr inbounds i8, ptr %15, i64 %idx.ext.i20
  %cmp1.i22 = icmp eq ptr %call.i19, %add.ptr.i21
  br i1 %cmp1.i22, label %if.then.i34, label %if.end.i23

if.then.i34:                                      ; preds = %for.body.i14
  %17 = load i32, ptr %found.i6, align 4
  %inc.i35 = add nsw i32 %17, 1
  store i32 %inc.i35, ptr %found.i6, align 4
  br label %if.end.i23

if.end.i23:                                       ; preds = %if.then.i34, %for.body.i14
  %18 = load ptr, ptr %src.addr.i3, align 8
  %19 = load i32, ptr %i.i7, align 4
  %idx.ext3.i24 = sext i32 %19 to i64
  %add.ptr4.i25 = getelementptr inbounds i8, ptr %18, i64 %idx.ext3.i24
  %20 = load ptr, ptr %cctx.addr.i2, align 8
  %21 = load i32, ptr %tableType.addr.i5, align 4
  %22 = load ptr, ptr %src.addr.i3, align 8
  store ptr %add.ptr4.i25, ptr %p.addr.i, align 8
  store ptr %20, ptr %tableBase.addr.i, align 8
  store i32 %21, ptr %tableType.addr.i37, align 4
  store ptr %22, ptr %srcBase.addr.i, align 8
  %23 = load ptr, ptr %p.addr.i, align 8
  %24 = load i8, ptr %23, align 1
  %conv.i39 = zext i8 %24 to i32
  %and.i40 = and i32 %conv.i39, 31
  store i32 %and.i40, ptr %h.i38, align 4
  %25 = load i32, ptr %h.i38, align 4
  %26 = load ptr, ptr %tableBase.addr.i, align 8
  %27 = load i32, ptr %tableType.addr.i37, align 4
  %28 = load ptr, ptr %srcBase.addr.i, align 8
  %call.i41 = call ptr @get_pos(i32 noundef %25, ptr noundef %26, i32 noundef %27, ptr noundef %28)
  %29 = load ptr, ptr %src.addr.i3, align 8
  %cmp8.i27 = icmp ne ptr %call.i41, %29
  br i1 %cmp8.i27, label %if.then10.i32, label %if.end12.i28

if.then10.i32:                                    ; preds = %if.end.i23
  %30 = load i32, ptr %found.i6, align 4
  %inc11.i33 = add nsw i32 %30, 1
  store i32 %inc11.i33, ptr %found.i6, align 4
  br label %if.end12.i28

if.end12.i28:                                     ; preds = %if.then10.i32, %if.end.i23
  %31 = load i32, ptr %i.i7, align 4
  %32 = load ptr, ptr %cctx.addr.i2, align 8
  %33 = load i32, ptr %h.i8, align 4
  %idxprom14.i29 = zext i32 %33 to i64
  %arrayidx15.i30 = getelementptr inbounds [64 x i32], ptr %32, i64 0, i64 %idxprom14.i29
  store i32 %31, ptr %arrayidx15.i30, align 4
  %34 = load i32, ptr %i.i7, align 4
  %inc16.i31 = add nsw i32 %34, 1
  store i32 %inc16.i31, ptr %i.i7, align 4
  br label %for.cond.i9, !llvm.loop !6

compress_generic.exit36:                          ; preds = %for.cond.i9
  %35 = load ptr, ptr %src.addr.i3, align 8
  %36 = load ptr, ptr %cctx.addr.i2, align 8
  %base.i11 = getelementptr inbounds %struct.stream, ptr %36, i32 0, i32 1
  store ptr %35, ptr %base.i11, align 8
  %37 = load i32, ptr %n.addr.i4, align 4
  %38 = load ptr, ptr %cctx.addr.i2, align 8
  %size.i12 = getelementptr inbounds %struct.stream, ptr %38, i32 0, i32 2
  %39 = load i32, ptr %size.i12, align 8
  %add.i13 = add nsw i32 %39, %37
  store i32 %add.i13, ptr %size.i12, align 8
  %40 = load i32, ptr %found.i6, align 4
  store i32 %40, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %41 = load ptr, ptr %ctx, align 8
  %42 = load ptr, ptr %src.addr, align 8
  %43 = load i32, ptr %n.addr, align 4
  store ptr %41, ptr %cctx.addr.i, align 8
  store ptr %42, ptr %src.addr.i, align 8
  store i32 %43, ptr %n.addr.i, align 4
  store i32 2, ptr %tableType.addr.i, align 4
  store i32 0, ptr %found.i, align 4
  store i32 0, ptr %i.i, align 4
  br label %for.cond.i

for.cond.i:                                       ; preds = %if.end12.i, %if.end
  %44 = load i32, ptr %i.i, align 4
  %45 = load i32, ptr %n.addr.i, align 4
  %cmp.i = icmp slt i32 %44, %45
  br i1 %cmp.i, label %for.body.i, label %compress_generic.exit

for.body.i:                                       ; preds = %for.cond.i
  %46 = load ptr, ptr %src.addr.i, align 8
  %47 = load i32, ptr %i.i, align 4
  %idxprom.i = sext i32 %47 to i64
  %arrayidx.i = getelementptr inbounds i8, ptr %46, i64 %idxprom.i
  %48 = load i8, ptr %arrayidx.i, align 1
  %conv.i = zext i8 %48 to i32
  %and.i = and i32 %conv.i, 31
  store i32 %and.i, ptr %h.i, align 4
  %49 = load i32, ptr %h.i, align 4
  %50 = load ptr, ptr %cctx.addr.i, align 8
  %51 = load i32, ptr %tableType.addr.i, align 4
  %52 = load ptr, ptr %src.addr.i, align 8
  %call.i = call ptr @get_pos(i32 noundef %49, ptr noundef %50, i32 noundef %51, ptr noundef %52)
  %53 = load ptr, ptr %src.addr.i, align 8
  %54 = load i32, ptr %i.i, align 4
  %idx.ext.i = sext i32 %54 to i64
  %add.ptr.i = getelementptr inbounds i8, ptr %53, i64 %idx.ext.i
  %cmp1.i = icmp eq ptr %call.i, %add.ptr.i
  br i1 %cmp1.i, label %if.then.i, label %if.end.i

if.then.i:                                        ; preds = %for.body.i
  %55 = load i32, ptr %found.i, align 4
  %inc.i = add nsw i32 %55, 1
  store i32 %inc.i, ptr %found.i, align 4
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %for.body.i
  %56 = load ptr, ptr %src.addr.i, align 8
  %57 = load i32, ptr %i.i, align 4
  %idx.ext3.i = sext i32 %57 to i64
  %add.ptr4.i = getelementptr inbounds i8, ptr %56, i64 %idx.ext3.i
  %58 = load ptr, ptr %cctx.addr.i, align 8
  %59 = load i32, ptr %tableType.addr.i, align 4
  %60 = load ptr, ptr %src.addr.i, align 8
  store ptr %add.ptr4.i, ptr %p.addr.i42, align 8
  store ptr %58, ptr %tableBase.addr.i43, align 8
  store i32 %59, ptr %tableType.addr.i44, align 4
  store ptr %60, ptr %srcBase.addr.i45, align 8
  %61 = load ptr, ptr %p.addr.i42, align 8
  %62 = load i8, ptr %61, align 1
  %conv.i47 = zext i8 %62 to i32
  %and.i48 = and i32 %conv.i47, 31
  store i32 %and.i48, ptr %h.i46, align 4
  %63 = load i32, ptr %h.i46, align 4
  %64 = load ptr, ptr %tableBase.addr.i43, align 8
  %65 = load i32, ptr %tableType.addr.i44, align 4
  %66 = load ptr, ptr %srcBase.addr.i45, align 8
  %call.i49 = call ptr @get_pos(i32 noundef %63, ptr noundef %64, i32 noundef %65, ptr noundef %66)
  %67 = load ptr, ptr %src.addr.i, align 8
  %cmp8.i = icmp ne ptr %call.i49, %67
  br i1 %cmp8.i, label %if.then10.i, label %if.end12.i

if.then10.i:                                      ; preds = %if.end.i
  %68 = load i32, ptr %found.i, align 4
  %inc11.i = add nsw i32 %68, 1
  store i32 %inc11.i, ptr %found.i, align 4
  br label %if.end12.i

if.end12.i:                                       ; preds = %if.then10.i, %if.end.i
  %69 = load i32, ptr %i.i, align 4
  %70 = load ptr, ptr %cctx.addr.i, align 8
  %71 = load i32, ptr %h.i, align 4
  %idxprom14.i = zext i32 %71 to i64
  %arrayidx15.i = getelementptr inbounds [64 x i32], ptr %70, i64 0, i64 %idxprom14.i
  store i32 %69, ptr %arrayidx15.i, align 4
  %72 = load i32, ptr %i.i, align 4
  %inc16.i = add nsw i32 %72, 1
  store i32 %inc16.i, ptr %i.i, align 4
  br label %for.cond.i, !llvm.loop !6

compress_generic.exit:                            ; preds = %for.cond.i
  %73 = load ptr, ptr %src.addr.i, align 8
  %74 = load ptr, ptr %cctx.addr.i, align 8
  %base.i = getelementptr inbounds %struct.stream, ptr %74, i32 0, i32 1
  store ptr %73, ptr %base.i, align 8
  %75 = load i32, ptr %n.addr.i, align 4
  %76 = load ptr, ptr %cctx.addr.i, align 8
  %size.i = getelementptr inbounds %struct.stream, ptr %76, i32 0, i32 2
  %77 = load i32, ptr %size.i, align 8
  %add.i = add nsw i32 %77, %75
  store i32 %add.i, ptr %size.i, align 8
  %78 = load i32, ptr %found.i, align 4
  store i32 %78, ptr %retval, align 4
  br label %return

return:                                           ; preds = %compress_generic.exit, %compress_generic.exit36
  %79 = load i32, ptr %retval, align 4
  ret i32 %79
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %s = alloca ptr, align 8
  %o = alloca ptr, align 8
  %state = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 272) #3
  store ptr %call, ptr %s, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 16) #4
  store ptr %call1, ptr %o, align 8
  %0 = load ptr, ptr %s, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %o, align 8
  %cmp2 = icmp eq ptr %1, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %o, align 8
  %id = getelementptr inbounds %struct.other, ptr %2, i32 0, i32 0
  store i64 1, ptr %id, align 8
  %3 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.other, ptr %3, i32 0, i32 1
  store ptr null, ptr %next, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %cmp3 = icmp sgt i32 %4, 8
  br i1 %cmp3, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %5 = load ptr, ptr %o, align 8
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %6 = load ptr, ptr %s, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %5, %cond.true ], [ %6, %cond.false ]
  store ptr %cond, ptr %state, align 8
  %7 = load ptr, ptr %state, align 8
  %8 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %8, i64 0
  %9 = load ptr, ptr %arrayidx, align 8
  %10 = load i32, ptr %argc.addr, align 4
  %11 = load i32, ptr %argc.addr, align 4
  %cmp4 = icmp sgt i32 %11, 1
  %12 = zext i1 %cmp4 to i64
  %cond5 = select i1 %cmp4, i32 1, i32 2
  %call6 = call i32 @compress_ext(ptr noundef %7, ptr noundef %9, i32 noundef %10, i32 noundef %cond5)
  store i32 %call6, ptr %r, align 4
  %13 = load i32, ptr %r, align 4
  %14 = load ptr, ptr %o, align 8
  %id7 = getelementptr inbounds %struct.other, ptr %14, i32 0, i32 0
  %15 = load i64, ptr %id7, align 8
  %conv = trunc i64 %15 to i32
  %add = add nsw i32 %13, %conv
  store i32 %add, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %16 = load i32, ptr %retval, align 4
  ret i32 %16
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get_pos(i32 noundef %h, ptr noundef %tableBase, i32 noundef %tableType, ptr noundef %srcBase) #0 {
entry:
  %retval = alloca ptr, align 8
  %h.addr = alloca i32, align 4
  %tableBase.addr = alloca ptr, align 8
  %tableType.addr = alloca i32, align 4
  %srcBase.addr = alloca ptr, align 8
  %t = alloca ptr, align 8
  %t3 = alloca ptr, align 8
  %t7 = alloca ptr, align 8
  store i32 %h, ptr %h.addr, align 4
  store ptr %tableBase, ptr %tableBase.addr, align 8
  store i32 %tableType, ptr %tableType.addr, align 4
  store ptr %srcBase, ptr %srcBase.addr, align 8
  %0 = load i32, ptr %tableType.addr, align 4
  %cmp = icmp eq i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load ptr, ptr %tableBase.addr, align 8
  store ptr %1, ptr %t, align 8
  %2 = load ptr, ptr %t, align 8
  %3 = load i32, ptr %h.addr, align 4
  %idxprom = zext i32 %3 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %idxprom
  %4 = load ptr, ptr %arrayidx, align 8
  store ptr %4, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %5 = load i32, ptr %tableType.addr, align 4
  %cmp1 = icmp eq i32 %5, 1
  br i1 %cmp1, label %if.then2, label %if.end6

if.then2:                                         ; preds = %if.end
  %6 = load ptr, ptr %tableBase.addr, align 8
  store ptr %6, ptr %t3, align 8
  %7 = load ptr, ptr %srcBase.addr, align 8
  %8 = load ptr, ptr %t3, align 8
  %9 = load i32, ptr %h.addr, align 4
  %idxprom4 = zext i32 %9 to i64
  %arrayidx5 = getelementptr inbounds i32, ptr %8, i64 %idxprom4
  %10 = load i32, ptr %arrayidx5, align 4
  %idx.ext = zext i32 %10 to i64
  %add.ptr = getelementptr inbounds i8, ptr %7, i64 %idx.ext
  store ptr %add.ptr, ptr %retval, align 8
  br label %return

if.end6:                                          ; preds = %if.end
  %11 = load ptr, ptr %tableBase.addr, align 8
  store ptr %11, ptr %t7, align 8
  %12 = load ptr, ptr %srcBase.addr, align 8
  %13 = load ptr, ptr %t7, align 8
  %14 = load i32, ptr %h.addr, align 4
  %idxprom8 = zext i32 %14 to i64
  %arrayidx9 = getelementptr inbounds i16, ptr %13, i64 %idxprom8
  %15 = load i16, ptr %arrayidx9, align 2
  %conv = zext i16 %15 to i32
  %idx.ext10 = sext i32 %conv to i64
  %add.ptr11 = getelementptr inbounds i8, ptr %12, i64 %idx.ext10
  store ptr %add.ptr11, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end6, %if.then2, %if.then
  %16 = load ptr, ptr %retval, align 8
  ret ptr %16
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }
attributes #4 = { nounwind allocsize(0) }

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
