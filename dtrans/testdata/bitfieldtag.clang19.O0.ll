; ModuleID = 'bitfieldtag.c'
source_filename = "bitfieldtag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.idx = type <{ ptr, i8, i16, [5 x i8], i64 }>
%struct.other = type { i64, i64, double }

@any = dso_local global ptr null, align 8
@keep = dso_local global %struct.idx zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @size_of(ptr noundef %p) #0 {
entry:
  %p.addr = alloca ptr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %n = getelementptr inbounds %struct.idx, ptr %0, i32 0, i32 4
  %1 = load i64, ptr %n, align 8
  %2 = load ptr, ptr %p.addr, align 8
  %kind = getelementptr inbounds %struct.idx, ptr %2, i32 0, i32 1
  %3 = load i8, ptr %kind, align 8
  %conv = zext i8 %3 to i64
  %add = add nsw i64 %1, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @probe(i32 noundef %kind) #0 {
entry:
  %kind.addr = alloca i32, align 4
  store i32 %kind, ptr %kind.addr, align 4
  %0 = load i32, ptr %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr @any, align 8
  %q = getelementptr inbounds %struct.idx, ptr %1, i32 0, i32 2
  %bf.load = load i16, ptr %q, align 1
  %bf.lshr = lshr i16 %bf.load, 8
  %bf.clear = and i16 %bf.lshr, 3
  %bf.cast = zext i16 %bf.clear to i32
  %conv = zext i32 %bf.cast to i64
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load ptr, ptr @any, align 8
  %d = getelementptr inbounds %struct.other, ptr %2, i32 0, i32 2
  %3 = load double, ptr %d, align 8
  %conv1 = fptosi double %3 to i64
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %conv, %cond.true ], [ %conv1, %cond.false ]
  ret i64 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %i = alloca ptr, align 8
  %o = alloca ptr, align 8
  %k = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call, ptr %i, align 8
  %call1 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #2
  store ptr %call1, ptr %o, align 8
  %0 = load ptr, ptr %i, align 8
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
  %2 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 0
  %3 = load ptr, ptr %arrayidx, align 8
  %4 = load ptr, ptr %i, align 8
  %name = getelementptr inbounds %struct.idx, ptr %4, i32 0, i32 0
  store ptr %3, ptr %name, align 8
  %5 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %5 to i64
  %6 = load ptr, ptr %i, align 8
  %n = getelementptr inbounds %struct.idx, ptr %6, i32 0, i32 4
  store i64 %conv, ptr %n, align 8
  %7 = load i32, ptr %argc.addr, align 4
  %conv3 = sext i32 %7 to i64
  store i64 %conv3, ptr getelementptr inbounds (%struct.idx, ptr @keep, i32 0, i32 4), align 8
  %8 = load ptr, ptr %i, align 8
  store ptr %8, ptr @any, align 8
  %call4 = call i64 @probe(i32 noundef 1)
  store i64 %call4, ptr %k, align 8
  %9 = load ptr, ptr %o, align 8
  store ptr %9, ptr @any, align 8
  %10 = load ptr, ptr %i, align 8
  %call5 = call i64 @size_of(ptr noundef %10)
  %11 = load i64, ptr %k, align 8
  %add = add nsw i64 %call5, %11
  %call6 = call i64 @probe(i32 noundef 0)
  %add7 = add nsw i64 %add, %call6
  %conv8 = trunc i64 %add7 to i32
  store i32 %conv8, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %12 = load i32, ptr %retval, align 4
  ret i32 %12
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
