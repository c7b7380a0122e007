; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.value = type { i32, %union.anon }
%union.anon = type { %struct.anon }
%struct.anon = type { %struct.value*, %struct.value* }
%union.msg = type { %struct.msg_data }
%struct.msg_data = type { i32, i32, [16 x i8] }
%union.pun = type { float }
%struct.hdr = type { i32 }

@__const.main.a = private unnamed_addr constant { i32, { i64, [8 x i8] } } { i32 0, { i64, [8 x i8] } { i64 40, [8 x i8] undef } }, align 8
@__const.main.b = private unnamed_addr constant { i32, { double, [8 x i8] } } { i32 1, { double, [8 x i8] } { double 1.500000e+00, [8 x i8] undef } }, align 8
@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@__const.main.p = private unnamed_addr constant { i32 } { i32 1065353216 }, align 4
@.str.1 = private unnamed_addr constant [22 x i8] c"%.2f %08x %u %.1f %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.value, align 8
  %b = alloca %struct.value, align 8
  %c = alloca %struct.value, align 8
  %ab = alloca %struct.value, align 8
  %all = alloca %struct.value, align 8
  %m = alloca %union.msg, align 4
  %p = alloca %union.pun, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = bitcast %struct.value* %a to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %0, i8* align 8 bitcast ({ i32, { i64, [8 x i8] } }* @__const.main.a to i8*), i64 24, i1 false)
  %1 = bitcast %struct.value* %b to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %1, i8* align 8 bitcast ({ i32, { double, [8 x i8] } }* @__const.main.b to i8*), i64 24, i1 false)
  %kind = getelementptr inbounds %struct.value, %struct.value* %c, i32 0, i32 0
  store i32 2, i32* %kind, align 8
  %u = getelementptr inbounds %struct.value, %struct.value* %c, i32 0, i32 1
  %s = bitcast %union.anon* %u to i8**
  %2 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %2, i64 0
  %3 = load i8*, i8** %arrayidx, align 8
  store i8* %3, i8** %s, align 8
  %kind1 = getelementptr inbounds %struct.value, %struct.value* %ab, i32 0, i32 0
  store i32 3, i32* %kind1, align 8
  %u2 = getelementptr inbounds %struct.value, %struct.value* %ab, i32 0, i32 1
  %pair = bitcast %union.anon* %u2 to %struct.anon*
  %car = getelementptr inbounds %struct.anon, %struct.anon* %pair, i32 0, i32 0
  store %struct.value* %a, %struct.value** %car, align 8
  %cdr = getelementptr inbounds %struct.anon, %struct.anon* %pair, i32 0, i32 1
  store %struct.value* %b, %struct.value** %cdr, align 8
  %kind3 = getelementptr inbounds %struct.value, %struct.value* %all, i32 0, i32 0
  store i32 3, i32* %kind3, align 8
  %u4 = getelementptr inbounds %struct.value, %struct.value* %all, i32 0, i32 1
  %pair5 = bitcast %union.anon* %u4 to %struct.anon*
  %car6 = getelementptr inbounds %struct.anon, %struct.anon* %pair5, i32 0, i32 0
  store %struct.value* %ab, %struct.value** %car6, align 8
  %cdr7 = getelementptr inbounds %struct.anon, %struct.anon* %pair5, i32 0, i32 1
  store %struct.value* %c, %struct.value** %cdr7, align 8
  %4 = bitcast %union.msg* %m to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %4, i8 0, i64 24, i1 false)
  %5 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %5, 1
  %6 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 2, i32 1
  %data = bitcast %union.msg* %m to %struct.msg_data*
  %type = getelementptr inbounds %struct.msg_data, %struct.msg_data* %data, i32 0, i32 0
  store i32 %cond, i32* %type, align 4
  %data8 = bitcast %union.msg* %m to %struct.msg_data*
  %len = getelementptr inbounds %struct.msg_data, %struct.msg_data* %data8, i32 0, i32 1
  store i32 5, i32* %len, align 4
  %data9 = bitcast %union.msg* %m to %struct.msg_data*
  %payload = getelementptr inbounds %struct.msg_data, %struct.msg_data* %data9, i32 0, i32 2
  %arraydecay = getelementptr inbounds [16 x i8], [16 x i8]* %payload, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %arraydecay, i8* align 1 getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i64 5, i1 false)
  %7 = bitcast %union.pun* %p to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %7, i8* align 4 bitcast ({ i32 }* @__const.main.p to i8*), i64 4, i1 false)
  %call = call double @as_number(%struct.value* noundef %all)
  %call10 = call i32 @float_bits(float noundef 3.000000e+00)
  %call11 = call i32 @msg_size(%union.msg* noundef %m)
  %f = bitcast %union.pun* %p to float*
  %8 = load float, float* %f, align 4
  %conv = fpext float %8 to double
  %bytes = bitcast %union.pun* %p to [4 x i8]*
  %arrayidx12 = getelementptr inbounds [4 x i8], [4 x i8]* %bytes, i64 0, i64 3
  %9 = load i8, i8* %arrayidx12, align 1
  %conv13 = zext i8 %9 to i32
  %call14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), double noundef %call, i32 noundef %call10, i32 noundef %call11, double noundef %conv, i32 noundef %conv13)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @as_number(%struct.value* noundef %v) #0 {
entry:
  %retval = alloca double, align 8
  %v.addr = alloca %struct.value*, align 8
  store %struct.value* %v, %struct.value** %v.addr, align 8
  %0 = load %struct.value*, %struct.value** %v.addr, align 8
  %kind = getelementptr inbounds %struct.value, %struct.value* %0, i32 0, i32 0
  %1 = load i32, i32* %kind, align 8
  switch i32 %1, label %sw.epilog [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb3
    i32 3, label %sw.bb6
  ]

sw.bb:                                            ; preds = %entry
  %2 = load %struct.value*, %struct.value** %v.addr, align 8
  %u = getelementptr inbounds %struct.value, %struct.value* %2, i32 0, i32 1
  %i = bitcast %union.anon* %u to i64*
  %3 = load i64, i64* %i, align 8
  %conv = sitofp i64 %3 to double
  store double %conv, double* %retval, align 8
  br label %return

sw.bb1:                                           ; preds = %entry
  %4 = load %struct.value*, %struct.value** %v.addr, align 8
  %u2 = getelementptr inbounds %struct.value, %struct.value* %4, i32 0, i32 1
  %d = bitcast %union.anon* %u2 to double*
  %5 = load double, double* %d, align 8
  store double %5, double* %retval, align 8
  br label %return

sw.bb3:                                           ; preds = %entry
  %6 = load %struct.value*, %struct.value** %v.addr, align 8
  %u4 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 1
  %s = bitcast %union.anon* %u4 to i8**
  %7 = load i8*, i8** %s, align 8
  %call = call i64 @strlen(i8* noundef %7) #5
  %conv5 = uitofp i64 %call to double
  store double %conv5, double* %retval, align 8
  br label %return

sw.bb6:                                           ; preds = %entry
  %8 = load %struct.value*, %struct.value** %v.addr, align 8
  %u7 = getelementptr inbounds %struct.value, %struct.value* %8, i32 0, i32 1
  %pair = bitcast %union.anon* %u7 to %struct.anon*
  %car = getelementptr inbounds %struct.anon, %struct.anon* %pair, i32 0, i32 0
  %9 = load %struct.value*, %struct.value** %car, align 8
  %call8 = call double @as_number(%struct.value* noundef %9)
  %10 = load %struct.value*, %struct.value** %v.addr, align 8
  %u9 = getelementptr inbounds %struct.value, %struct.value* %10, i32 0, i32 1
  %pair10 = bitcast %union.anon* %u9 to %struct.anon*
  %cdr = getelementptr inbounds %struct.anon, %struct.anon* %pair10, i32 0, i32 1
  %11 = load %struct.value*, %struct.value** %cdr, align 8
  %call11 = call double @as_number(%struct.value* noundef %11)
  %add = fadd double %call8, %call11
  store double %add, double* %retval, align 8
  br label %return

sw.epilog:                                        ; preds = %entry
  store double 0.000000e+00, double* %retval, align 8
  br label %return

return:                                           ; preds = %sw.epilog, %sw.bb6, %sw.bb3, %sw.bb1, %sw.bb
  %12 = load double, double* %retval, align 8
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @float_bits(float noundef %f) #0 {
entry:
  %f.addr = alloca float, align 4
  %p = alloca %union.pun, align 4
  store float %f, float* %f.addr, align 4
  %0 = load float, float* %f.addr, align 4
  %f1 = bitcast %union.pun* %p to float*
  store float %0, float* %f1, align 4
  %bits = bitcast %union.pun* %p to i32*
  %1 = load i32, i32* %bits, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @msg_size(%union.msg* noundef %m) #0 {
entry:
  %retval = alloca i32, align 4
  %m.addr = alloca %union.msg*, align 8
  store %union.msg* %m, %union.msg** %m.addr, align 8
  %0 = load %union.msg*, %union.msg** %m.addr, align 8
  %h = bitcast %union.msg* %0 to %struct.hdr*
  %type = getelementptr inbounds %struct.hdr, %struct.hdr* %h, i32 0, i32 0
  %1 = load i32, i32* %type, align 4
  switch i32 %1, label %sw.default [
    i32 1, label %sw.bb
    i32 2, label %sw.bb1
  ]

sw.bb:                                            ; preds = %entry
  store i32 8, i32* %retval, align 4
  br label %return

sw.bb1:                                           ; preds = %entry
  %2 = load %union.msg*, %union.msg** %m.addr, align 8
  %data = bitcast %union.msg* %2 to %struct.msg_data*
  %len = getelementptr inbounds %struct.msg_data, %struct.msg_data* %data, i32 0, i32 1
  %3 = load i32, i32* %len, align 4
  %conv = zext i32 %3 to i64
  %add = add i64 8, %conv
  %conv2 = trunc i64 %add to i32
  store i32 %conv2, i32* %retval, align 4
  br label %return

sw.default:                                       ; preds = %entry
  store i32 4, i32* %retval, align 4
  br label %return

return:                                           ; preds = %sw.default, %sw.bb1, %sw.bb
  %4 = load i32, i32* %retval, align 4
  ret i32 %4
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
