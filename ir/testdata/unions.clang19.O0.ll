; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.value = type { i32, %union.anon }
%union.anon = type { %struct.anon }
%struct.anon = type { ptr, ptr }
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
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca %struct.value, align 8
  %b = alloca %struct.value, align 8
  %c = alloca %struct.value, align 8
  %ab = alloca %struct.value, align 8
  %all = alloca %struct.value, align 8
  %m = alloca %union.msg, align 4
  %p = alloca %union.pun, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %a, ptr align 8 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %b, ptr align 8 @__const.main.b, i64 24, i1 false)
  %kind = getelementptr inbounds %struct.value, ptr %c, i32 0, i32 0
  store i32 2, ptr %kind, align 8
  %u = getelementptr inbounds %struct.value, ptr %c, i32 0, i32 1
  %0 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %0, i64 0
  %1 = load ptr, ptr %arrayidx, align 8
  store ptr %1, ptr %u, align 8
  %kind1 = getelementptr inbounds %struct.value, ptr %ab, i32 0, i32 0
  store i32 3, ptr %kind1, align 8
  %u2 = getelementptr inbounds %struct.value, ptr %ab, i32 0, i32 1
  %car = getelementptr inbounds %struct.anon, ptr %u2, i32 0, i32 0
  store ptr %a, ptr %car, align 8
  %cdr = getelementptr inbounds %struct.anon, ptr %u2, i32 0, i32 1
  store ptr %b, ptr %cdr, align 8
  %kind3 = getelementptr inbounds %struct.value, ptr %all, i32 0, i32 0
  store i32 3, ptr %kind3, align 8
  %u4 = getelementptr inbounds %struct.value, ptr %all, i32 0, i32 1
  %car5 = getelementptr inbounds %struct.anon, ptr %u4, i32 0, i32 0
  store ptr %ab, ptr %car5, align 8
  %cdr6 = getelementptr inbounds %struct.anon, ptr %u4, i32 0, i32 1
  store ptr %c, ptr %cdr6, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %m, i8 0, i64 24, i1 false)
  %2 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %2, 1
  %3 = zext i1 %cmp to i64
  %cond = select i1 %cmp, i32 2, i32 1
  %type = getelementptr inbounds %struct.msg_data, ptr %m, i32 0, i32 0
  store i32 %cond, ptr %type, align 4
  %len = getelementptr inbounds %struct.msg_data, ptr %m, i32 0, i32 1
  store i32 5, ptr %len, align 4
  %payload = getelementptr inbounds %struct.msg_data, ptr %m, i32 0, i32 2
  %arraydecay = getelementptr inbounds [16 x i8], ptr %payload, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %arraydecay, ptr align 1 @.str, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr align 4 @__const.main.p, i64 4, i1 false)
  %call = call double @as_number(ptr noundef %all)
  %call7 = call i32 @float_bits(float noundef 3.000000e+00)
  %call8 = call i32 @msg_size(ptr noundef %m)
  %4 = load float, ptr %p, align 4
  %conv = fpext float %4 to double
  %arrayidx9 = getelementptr inbounds [4 x i8], ptr %p, i64 0, i64 3
  %5 = load i8, ptr %arrayidx9, align 1
  %conv10 = zext i8 %5 to i32
  %call11 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %call, i32 noundef %call7, i32 noundef %call8, double noundef %conv, i32 noundef %conv10)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @as_number(ptr noundef %v) #0 {
entry:
  %retval = alloca double, align 8
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %kind = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %kind, align 8
  switch i32 %1, label %sw.epilog [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb3
    i32 3, label %sw.bb6
  ]

sw.bb:                                            ; preds = %entry
  %2 = load ptr, ptr %v.addr, align 8
  %u = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1
  %3 = load i64, ptr %u, align 8
  %conv = sitofp i64 %3 to double
  store double %conv, ptr %retval, align 8
  br label %return

sw.bb1:                                           ; preds = %entry
  %4 = load ptr, ptr %v.addr, align 8
  %u2 = getelementptr inbounds %struct.value, ptr %4, i32 0, i32 1
  %5 = load double, ptr %u2, align 8
  store double %5, ptr %retval, align 8
  br label %return

sw.bb3:                                           ; preds = %entry
  %6 = load ptr, ptr %v.addr, align 8
  %u4 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %u4, align 8
  %call = call i64 @strlen(ptr noundef %7) #5
  %conv5 = uitofp i64 %call to double
  store double %conv5, ptr %retval, align 8
  br label %return

sw.bb6:                                           ; preds = %entry
  %8 = load ptr, ptr %v.addr, align 8
  %u7 = getelementptr inbounds %struct.value, ptr %8, i32 0, i32 1
  %car = getelementptr inbounds %struct.anon, ptr %u7, i32 0, i32 0
  %9 = load ptr, ptr %car, align 8
  %call8 = call double @as_number(ptr noundef %9)
  %10 = load ptr, ptr %v.addr, align 8
  %u9 = getelementptr inbounds %struct.value, ptr %10, i32 0, i32 1
  %cdr = getelementptr inbounds %struct.anon, ptr %u9, i32 0, i32 1
  %11 = load ptr, ptr %cdr, align 8
  %call10 = call double @as_number(ptr noundef %11)
  %add = fadd double %call8, %call10
  store double %add, ptr %retval, align 8
  br label %return

sw.epilog:                                        ; preds = %entry
  store double 0.000000e+00, ptr %retval, align 8
  br label %return

return:                                           ; preds = %sw.epilog, %sw.bb6, %sw.bb3, %sw.bb1, %sw.bb
  %12 = load double, ptr %retval, align 8
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @float_bits(float noundef %f) #0 {
entry:
  %f.addr = alloca float, align 4
  %p = alloca %union.pun, align 4
  store float %f, ptr %f.addr, align 4
  %0 = load float, ptr %f.addr, align 4
  store float %0, ptr %p, align 4
  %1 = load i32, ptr %p, align 4
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @msg_size(ptr noundef %m) #0 {
entry:
  %retval = alloca i32, align 4
  %m.addr = alloca ptr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %type = getelementptr inbounds %struct.hdr, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %type, align 4
  switch i32 %1, label %sw.default [
    i32 1, label %sw.bb
    i32 2, label %sw.bb1
  ]

sw.bb:                                            ; preds = %entry
  store i32 8, ptr %retval, align 4
  br label %return

sw.bb1:                                           ; preds = %entry
  %2 = load ptr, ptr %m.addr, align 8
  %len = getelementptr inbounds %struct.msg_data, ptr %2, i32 0, i32 1
  %3 = load i32, ptr %len, align 4
  %conv = zext i32 %3 to i64
  %add = add i64 8, %conv
  %conv2 = trunc i64 %add to i32
  store i32 %conv2, ptr %retval, align 4
  br label %return

sw.default:                                       ; preds = %entry
  store i32 4, ptr %retval, align 4
  br label %return

return:                                           ; preds = %sw.default, %sw.bb1, %sw.bb
  %4 = load i32, ptr %retval, align 4
  ret i32 %4
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
