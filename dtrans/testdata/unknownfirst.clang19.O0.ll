; ModuleID = 'unknownfirst.c'
source_filename = "unknownfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cctx = type { %struct.memctl, i32, i32 }
%struct.memctl = type { ptr, ptr, ptr }
%struct.gctx = type { %struct.memctl }

@default_cctx = internal global %struct.cctx { %struct.memctl { ptr @dmalloc, ptr @dfree, ptr null }, i32 0, i32 250 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @encode(ptr noundef %in, i32 noundef %n, ptr noundef %out, ptr noundef %g) #0 {
entry:
  %retval = alloca i32, align 4
  %in.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %out.addr = alloca ptr, align 8
  %g.addr = alloca ptr, align 8
  %m = alloca ptr, align 8
  %p = alloca ptr, align 8
  store ptr %in, ptr %in.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %g, ptr %g.addr, align 8
  %0 = load ptr, ptr %g.addr, align 8
  %cmp = icmp ne ptr %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %g.addr, align 8
  %memctl = getelementptr inbounds %struct.gctx, ptr %1, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %memctl, %cond.true ], [ @default_cctx, %cond.false ]
  store ptr %cond, ptr %m, align 8
  %2 = load ptr, ptr %m, align 8
  %malloc = getelementptr inbounds %struct.memctl, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %malloc, align 8
  %4 = load i32, ptr %n.addr, align 4
  %conv = sext i32 %4 to i64
  %5 = load ptr, ptr %m, align 8
  %data = getelementptr inbounds %struct.memctl, ptr %5, i32 0, i32 2
  %6 = load ptr, ptr %data, align 8
  %call = call ptr %3(i64 noundef %conv, ptr noundef %6)
  store ptr %call, ptr %p, align 8
  %7 = load ptr, ptr %p, align 8
  %cmp1 = icmp eq ptr %7, null
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  store i32 -1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %cond.end
  %8 = load ptr, ptr %p, align 8
  %9 = load ptr, ptr %in.addr, align 8
  %10 = load i32, ptr %n.addr, align 4
  %conv3 = sext i32 %10 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 %9, i64 %conv3, i1 false)
  %11 = load ptr, ptr %p, align 8
  %12 = load ptr, ptr %out.addr, align 8
  store ptr %11, ptr %12, align 8
  %13 = load i32, ptr %n.addr, align 4
  store i32 %13, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %14 = load i32, ptr %retval, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %1 = load i32, ptr getelementptr inbounds (%struct.cctx, ptr @default_cctx, i32 0, i32 2), align 4
  %2 = load i32, ptr %argc.addr, align 4
  %add = add nsw i32 %1, %2
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @dmalloc(i64 noundef %n, ptr noundef %d) #0 {
entry:
  %n.addr = alloca i64, align 8
  %d.addr = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %d, ptr %d.addr, align 8
  %0 = load ptr, ptr %d.addr, align 8
  %1 = load i64, ptr %n.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %1) #4
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dfree(ptr noundef %p, ptr noundef %d) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %d.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  store ptr %d, ptr %d.addr, align 8
  %0 = load ptr, ptr %d.addr, align 8
  %1 = load ptr, ptr %p.addr, align 8
  call void @free(ptr noundef %1) #5
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
