; ModuleID = 'arraywalk.c'
source_filename = "arraywalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { i32, ptr, [64 x %struct.item] }
%struct.item = type { i32, i16, i16 }

@tab = dso_local global %struct.table zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @in_range(ptr noundef %t) #0 {
entry:
  %t.addr = alloca ptr, align 8
  store ptr %t, ptr %t.addr, align 8
  %0 = load ptr, ptr %t.addr, align 8
  %next = getelementptr inbounds %struct.table, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %next, align 8
  %2 = load ptr, ptr %t.addr, align 8
  %items = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 2
  %arrayidx = getelementptr inbounds [64 x %struct.item], ptr %items, i64 0, i64 63
  %cmp = icmp ule ptr %1, %arrayidx
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @copy(ptr noundef %src) #0 {
entry:
  %retval = alloca ptr, align 8
  %src.addr = alloca ptr, align 8
  %dst = alloca ptr, align 8
  store ptr %src, ptr %src.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 528) #4
  store ptr %call, ptr %dst, align 8
  %0 = load ptr, ptr %dst, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %1 = load ptr, ptr %dst, align 8
  %2 = load ptr, ptr %src.addr, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %2, i64 528, i1 false)
  %3 = load ptr, ptr %dst, align 8
  %items = getelementptr inbounds %struct.table, ptr %3, i32 0, i32 2
  %arraydecay = getelementptr inbounds [64 x %struct.item], ptr %items, i64 0, i64 0
  %4 = load ptr, ptr %src.addr, align 8
  %next = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %next, align 8
  %6 = load ptr, ptr %src.addr, align 8
  %items1 = getelementptr inbounds %struct.table, ptr %6, i32 0, i32 2
  %arraydecay2 = getelementptr inbounds [64 x %struct.item], ptr %items1, i64 0, i64 0
  %sub.ptr.lhs.cast = ptrtoint ptr %5 to i64
  %sub.ptr.rhs.cast = ptrtoint ptr %arraydecay2 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %sub.ptr.div = sdiv exact i64 %sub.ptr.sub, 8
  %add.ptr = getelementptr inbounds %struct.item, ptr %arraydecay, i64 %sub.ptr.div
  %7 = load ptr, ptr %dst, align 8
  %next3 = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 1
  store ptr %add.ptr, ptr %next3, align 8
  %8 = load ptr, ptr %dst, align 8
  store ptr %8, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %9 = load ptr, ptr %retval, align 8
  ret ptr %9
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %and = and i32 %0, 7
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [64 x %struct.item], ptr getelementptr inbounds (%struct.table, ptr @tab, i32 0, i32 2), i64 0, i64 %idxprom
  store ptr %arrayidx, ptr getelementptr inbounds (%struct.table, ptr @tab, i32 0, i32 1), align 8
  %1 = load i32, ptr %argc.addr, align 4
  %conv = trunc i32 %1 to i16
  store i16 %conv, ptr getelementptr inbounds (%struct.item, ptr getelementptr inbounds ([64 x %struct.item], ptr getelementptr inbounds (%struct.table, ptr @tab, i32 0, i32 2), i64 0, i64 3), i32 0, i32 2), align 2
  %call = call ptr @copy(ptr noundef @tab)
  store ptr %call, ptr %c, align 8
  %call1 = call i32 @in_range(ptr noundef @tab)
  %2 = load ptr, ptr %c, align 8
  %cmp = icmp ne ptr %2, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %3 = load ptr, ptr %c, align 8
  %call3 = call i32 @in_range(ptr noundef %3)
  %4 = load ptr, ptr %c, align 8
  %next = getelementptr inbounds %struct.table, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %next, align 8
  %key = getelementptr inbounds %struct.item, ptr %5, i32 0, i32 0
  %6 = load i32, ptr %key, align 4
  %add = add nsw i32 %call3, %6
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ 0, %cond.false ]
  %add4 = add nsw i32 %call1, %cond
  store i32 %add4, ptr %r, align 4
  %7 = load ptr, ptr %c, align 8
  call void @free(ptr noundef %7) #5
  %8 = load ptr, ptr %argv.addr, align 8
  %9 = load i32, ptr %r, align 4
  %and5 = and i32 %9, 255
  ret i32 %and5
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
