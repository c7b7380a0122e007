; ModuleID = 'basestore.c'
source_filename = "basestore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hasher = type { %struct.common, %union.anon }
%struct.common = type { ptr, i64 }
%union.anon = type { %struct.big }
%struct.big = type { [64 x i16], i64 }
%struct.small = type { ptr, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setup(ptr noundef %h, i32 noundef %kind) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %kind.addr = alloca i32, align 4
  store ptr %h, ptr %h.addr, align 8
  store i32 %kind, ptr %kind.addr, align 4
  %call = call noalias ptr @malloc(i64 noundef 256) #3
  %0 = load ptr, ptr %h.addr, align 8
  %common = getelementptr inbounds %struct.hasher, ptr %0, i32 0, i32 0
  %buf = getelementptr inbounds %struct.common, ptr %common, i32 0, i32 0
  store ptr %call, ptr %buf, align 8
  %1 = load ptr, ptr %h.addr, align 8
  %common1 = getelementptr inbounds %struct.hasher, ptr %1, i32 0, i32 0
  %size = getelementptr inbounds %struct.common, ptr %common1, i32 0, i32 1
  store i64 64, ptr %size, align 8
  %2 = load i32, ptr %kind.addr, align 4
  %tobool = icmp ne i32 %2, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %3 = load ptr, ptr %h.addr, align 8
  %common2 = getelementptr inbounds %struct.hasher, ptr %3, i32 0, i32 0
  %4 = load ptr, ptr %h.addr, align 8
  %u = getelementptr inbounds %struct.hasher, ptr %4, i32 0, i32 1
  %common3 = getelementptr inbounds %struct.small, ptr %u, i32 0, i32 0
  store ptr %common2, ptr %common3, align 8
  %5 = load ptr, ptr %h.addr, align 8
  %u4 = getelementptr inbounds %struct.hasher, ptr %5, i32 0, i32 1
  %bits = getelementptr inbounds %struct.small, ptr %u4, i32 0, i32 1
  store i64 5, ptr %bits, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %6 = load ptr, ptr %h.addr, align 8
  %u5 = getelementptr inbounds %struct.hasher, ptr %6, i32 0, i32 1
  %num = getelementptr inbounds %struct.big, ptr %u5, i32 0, i32 1
  store i64 0, ptr %num, align 8
  %7 = load ptr, ptr %h.addr, align 8
  %u6 = getelementptr inbounds %struct.hasher, ptr %7, i32 0, i32 1
  %buckets = getelementptr inbounds %struct.big, ptr %u6, i32 0, i32 0
  %arrayidx = getelementptr inbounds [64 x i16], ptr %buckets, i64 0, i64 3
  store i16 1, ptr %arrayidx, align 2
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %u = getelementptr inbounds %struct.hasher, ptr %0, i32 0, i32 1
  %common = getelementptr inbounds %struct.small, ptr %u, i32 0, i32 0
  %1 = load ptr, ptr %common, align 8
  %size = getelementptr inbounds %struct.common, ptr %1, i32 0, i32 1
  %2 = load i64, ptr %size, align 8
  %3 = load ptr, ptr %h.addr, align 8
  %u1 = getelementptr inbounds %struct.hasher, ptr %3, i32 0, i32 1
  %bits = getelementptr inbounds %struct.small, ptr %u1, i32 0, i32 1
  %4 = load i64, ptr %bits, align 8
  %add = add i64 %2, %4
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %h = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef 152) #4
  store ptr %call, ptr %h, align 8
  %1 = load ptr, ptr %h, align 8
  %2 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %2, 1
  %conv = zext i1 %cmp to i32
  call void @setup(ptr noundef %1, i32 noundef %conv)
  %3 = load ptr, ptr %h, align 8
  %call1 = call i64 @use(ptr noundef %3)
  %conv2 = trunc i64 %call1 to i32
  %4 = load ptr, ptr %h, align 8
  %common = getelementptr inbounds %struct.hasher, ptr %4, i32 0, i32 0
  %buf = getelementptr inbounds %struct.common, ptr %common, i32 0, i32 0
  %5 = load ptr, ptr %buf, align 8
  %arrayidx = getelementptr inbounds i32, ptr %5, i64 0
  %6 = load i32, ptr %arrayidx, align 4
  %add = add nsw i32 %conv2, %6
  ret i32 %add
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
