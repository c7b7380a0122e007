; ModuleID = 'firstglobal.c'
source_filename = "firstglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cctx = type { %struct.memctl, i32 }
%struct.memctl = type { ptr, ptr, ptr }
%struct.mctx = type { %struct.memctl, i64 }

@default_cctx = dso_local global %struct.cctx { %struct.memctl { ptr @sysalloc, ptr @sysfree, ptr null }, i32 1 }, align 8
@default_mctx = dso_local global %struct.mctx { %struct.memctl { ptr @sysalloc, ptr @sysfree, ptr null }, i64 100 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @sysalloc(i64 noundef %n, ptr noundef %d) #0 {
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
define internal void @sysfree(ptr noundef %p, ptr noundef %d) #0 {
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @ctx_alloc(i64 noundef %n, ptr noundef %m) #0 {
entry:
  %n.addr = alloca i64, align 8
  %m.addr = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %alloc = getelementptr inbounds %struct.memctl, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %alloc, align 8
  %2 = load i64, ptr %n.addr, align 8
  %3 = load ptr, ptr %m.addr, align 8
  %data = getelementptr inbounds %struct.memctl, ptr %3, i32 0, i32 2
  %4 = load ptr, ptr %data, align 8
  %call = call ptr %1(i64 noundef %2, ptr noundef %4)
  ret ptr %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @compile(i64 noundef %n, ptr noundef %c) #0 {
entry:
  %n.addr = alloca i64, align 8
  %c.addr = alloca ptr, align 8
  %m = alloca ptr, align 8
  %p = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %cmp = icmp ne ptr %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %c.addr, align 8
  %memctl = getelementptr inbounds %struct.cctx, ptr %1, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %memctl, %cond.true ], [ @default_cctx, %cond.false ]
  store ptr %cond, ptr %m, align 8
  %2 = load i64, ptr %n.addr, align 8
  %3 = load ptr, ptr %m, align 8
  %call = call ptr @ctx_alloc(i64 noundef %2, ptr noundef %3)
  store ptr %call, ptr %p, align 8
  %4 = load ptr, ptr %c.addr, align 8
  %cmp1 = icmp ne ptr %4, null
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %5 = load ptr, ptr %c.addr, align 8
  %flags = getelementptr inbounds %struct.cctx, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %flags, align 8
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %flags, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  %7 = load ptr, ptr %p, align 8
  ret ptr %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @match(i64 noundef %n, ptr noundef %c) #0 {
entry:
  %n.addr = alloca i64, align 8
  %c.addr = alloca ptr, align 8
  %p = alloca ptr, align 8
  store i64 %n, ptr %n.addr, align 8
  store ptr %c, ptr %c.addr, align 8
  %0 = load i64, ptr %n.addr, align 8
  %1 = load ptr, ptr %c.addr, align 8
  %cmp = icmp ne ptr %1, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %c.addr, align 8
  %memctl = getelementptr inbounds %struct.mctx, ptr %2, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %memctl, %cond.true ], [ @default_mctx, %cond.false ]
  %call = call ptr @ctx_alloc(i64 noundef %0, ptr noundef %cond)
  store ptr %call, ptr %p, align 8
  %3 = load ptr, ptr %c.addr, align 8
  %cmp1 = icmp ne ptr %3, null
  br i1 %cmp1, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %cond.end
  %4 = load ptr, ptr %c.addr, align 8
  %limit = getelementptr inbounds %struct.mctx, ptr %4, i32 0, i32 1
  %5 = load i64, ptr %limit, align 8
  %cmp2 = icmp sgt i64 %5, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %6 = load ptr, ptr %c.addr, align 8
  %limit3 = getelementptr inbounds %struct.mctx, ptr %6, i32 0, i32 1
  %7 = load i64, ptr %limit3, align 8
  %dec = add nsw i64 %7, -1
  store i64 %dec, ptr %limit3, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %cond.end
  %8 = load ptr, ptr %p, align 8
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca %struct.cctx, align 8
  %m = alloca %struct.mctx, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %c, ptr align 8 @default_cctx, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %m, ptr align 8 @default_mctx, i64 32, i1 false)
  %0 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %c, %cond.true ], [ null, %cond.false ]
  %call = call ptr @compile(i64 noundef 16, ptr noundef %cond)
  store ptr %call, ptr %a, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp sgt i32 %1, 2
  br i1 %cmp1, label %cond.true2, label %cond.false3

cond.true2:                                       ; preds = %cond.end
  br label %cond.end4

cond.false3:                                      ; preds = %cond.end
  br label %cond.end4

cond.end4:                                        ; preds = %cond.false3, %cond.true2
  %cond5 = phi ptr [ %m, %cond.true2 ], [ null, %cond.false3 ]
  %call6 = call ptr @match(i64 noundef 32, ptr noundef %cond5)
  store ptr %call6, ptr %b, align 8
  %2 = load ptr, ptr %argv.addr, align 8
  %3 = load ptr, ptr getelementptr inbounds (%struct.memctl, ptr @default_cctx, i32 0, i32 1), align 8
  %4 = load ptr, ptr %a, align 8
  call void %3(ptr noundef %4, ptr noundef null)
  %5 = load ptr, ptr getelementptr inbounds (%struct.memctl, ptr @default_mctx, i32 0, i32 1), align 8
  %6 = load ptr, ptr %b, align 8
  call void %5(ptr noundef %6, ptr noundef null)
  %flags = getelementptr inbounds %struct.cctx, ptr %c, i32 0, i32 1
  %7 = load i32, ptr %flags, align 8
  %limit = getelementptr inbounds %struct.mctx, ptr %m, i32 0, i32 1
  %8 = load i64, ptr %limit, align 8
  %conv = trunc i64 %8 to i32
  %add = add nsw i32 %7, %conv
  ret i32 %add
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
