; ModuleID = 'pastend.c'
source_filename = "pastend.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hdr = type { i8, i32, ptr }
%struct.other = type { double, ptr }
%struct.extra = type { i64, i32 }

@slot = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @fetch(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr @slot, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %1, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @fetch_hdr(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr @slot, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %1, %cond.true ], [ null, %cond.false ]
  ret ptr %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @extra_of(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  %h = alloca ptr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %call = call ptr @fetch_hdr(i32 noundef %0)
  store ptr %call, ptr %h, align 8
  %1 = load ptr, ptr %h, align 8
  %n = getelementptr inbounds %struct.hdr, ptr %1, i32 0, i32 1
  %2 = load i32, ptr %n, align 4
  %inc = add nsw i32 %2, 1
  store i32 %inc, ptr %n, align 4
  %3 = load ptr, ptr %h, align 8
  %arrayidx = getelementptr inbounds %struct.hdr, ptr %3, i64 1
  call void @llvm.memset.p0.i64(ptr align 1 %arrayidx, i8 0, i64 16, i1 false)
  %4 = load ptr, ptr %h, align 8
  %arrayidx1 = getelementptr inbounds %struct.hdr, ptr %4, i64 1
  ret ptr %arrayidx1
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @weight(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  %o = alloca ptr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %call = call ptr @fetch(i32 noundef %0)
  store ptr %call, ptr %o, align 8
  %1 = load ptr, ptr %o, align 8
  %w = getelementptr inbounds %struct.other, ptr %1, i32 0, i32 0
  %2 = load double, ptr %w, align 8
  ret double %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %h = alloca ptr, align 8
  %o = alloca ptr, align 8
  %x = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 32) #3
  store ptr %call, ptr %h, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 16) #3
  store ptr %call1, ptr %o, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load ptr, ptr %h, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load ptr, ptr %o, align 8
  %cmp2 = icmp eq ptr %2, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %3 = load ptr, ptr %h, align 8
  store ptr %3, ptr @slot, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %call3 = call ptr @extra_of(i32 noundef %4)
  store ptr %call3, ptr %x, align 8
  %5 = load ptr, ptr %o, align 8
  store ptr %5, ptr @slot, align 8
  %6 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %6 to i64
  %7 = load ptr, ptr %x, align 8
  %key = getelementptr inbounds %struct.extra, ptr %7, i32 0, i32 0
  store i64 %conv, ptr %key, align 8
  %8 = load ptr, ptr %x, align 8
  %flag = getelementptr inbounds %struct.extra, ptr %8, i32 0, i32 1
  store i32 1, ptr %flag, align 8
  %9 = load ptr, ptr %x, align 8
  %key4 = getelementptr inbounds %struct.extra, ptr %9, i32 0, i32 0
  %10 = load i64, ptr %key4, align 8
  %conv5 = sitofp i64 %10 to double
  %11 = load i32, ptr %argc.addr, align 4
  %call6 = call double @weight(i32 noundef %11)
  %add = fadd double %conv5, %call6
  %12 = load ptr, ptr %x, align 8
  %flag7 = getelementptr inbounds %struct.extra, ptr %12, i32 0, i32 1
  %13 = load i32, ptr %flag7, align 8
  %conv8 = sitofp i32 %13 to double
  %add9 = fadd double %add, %conv8
  %conv10 = fptosi double %add9 to i32
  store i32 %conv10, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %14 = load i32, ptr %retval, align 4
  ret i32 %14
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
