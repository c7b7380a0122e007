; ModuleID = 'basestore.c'
source_filename = "basestore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hasher = type { %struct.common, %union.anon }
%struct.common = type { i32*, i64 }
%union.anon = type { %struct.big }
%struct.big = type { [64 x i16], i64 }
%struct.small = type { %struct.common*, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setup(%struct.hasher* noundef %h, i32 noundef %kind) #0 {
entry:
  %h.addr = alloca %struct.hasher*, align 8
  %kind.addr = alloca i32, align 4
  store %struct.hasher* %h, %struct.hasher** %h.addr, align 8
  store i32 %kind, i32* %kind.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 256) #2
  %0 = bitcast i8* %call to i32*
  %1 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %common = getelementptr inbounds %struct.hasher, %struct.hasher* %1, i32 0, i32 0
  %buf = getelementptr inbounds %struct.common, %struct.common* %common, i32 0, i32 0
  store i32* %0, i32** %buf, align 8
  %2 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %common1 = getelementptr inbounds %struct.hasher, %struct.hasher* %2, i32 0, i32 0
  %size = getelementptr inbounds %struct.common, %struct.common* %common1, i32 0, i32 1
  store i64 64, i64* %size, align 8
  %3 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %3, 0
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %4 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %common2 = getelementptr inbounds %struct.hasher, %struct.hasher* %4, i32 0, i32 0
  %5 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %u = getelementptr inbounds %struct.hasher, %struct.hasher* %5, i32 0, i32 1
  %small = bitcast %union.anon* %u to %struct.small*
  %common3 = getelementptr inbounds %struct.small, %struct.small* %small, i32 0, i32 0
  store %struct.common* %common2, %struct.common** %common3, align 8
  %6 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %u4 = getelementptr inbounds %struct.hasher, %struct.hasher* %6, i32 0, i32 1
  %small5 = bitcast %union.anon* %u4 to %struct.small*
  %bits = getelementptr inbounds %struct.small, %struct.small* %small5, i32 0, i32 1
  store i64 5, i64* %bits, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %7 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %u6 = getelementptr inbounds %struct.hasher, %struct.hasher* %7, i32 0, i32 1
  %big = bitcast %union.anon* %u6 to %struct.big*
  %num = getelementptr inbounds %struct.big, %struct.big* %big, i32 0, i32 1
  store i64 0, i64* %num, align 8
  %8 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %u7 = getelementptr inbounds %struct.hasher, %struct.hasher* %8, i32 0, i32 1
  %big8 = bitcast %union.anon* %u7 to %struct.big*
  %buckets = getelementptr inbounds %struct.big, %struct.big* %big8, i32 0, i32 0
  %arrayidx = getelementptr inbounds [64 x i16], [64 x i16]* %buckets, i64 0, i64 3
  store i16 1, i16* %arrayidx, align 2
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use(%struct.hasher* noundef %h) #0 {
entry:
  %h.addr = alloca %struct.hasher*, align 8
  store %struct.hasher* %h, %struct.hasher** %h.addr, align 8
  %0 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %u = getelementptr inbounds %struct.hasher, %struct.hasher* %0, i32 0, i32 1
  %small = bitcast %union.anon* %u to %struct.small*
  %common = getelementptr inbounds %struct.small, %struct.small* %small, i32 0, i32 0
  %1 = load %struct.common*, %struct.common** %common, align 8
  %size = getelementptr inbounds %struct.common, %struct.common* %1, i32 0, i32 1
  %2 = load i64, i64* %size, align 8
  %3 = load %struct.hasher*, %struct.hasher** %h.addr, align 8
  %u1 = getelementptr inbounds %struct.hasher, %struct.hasher* %3, i32 0, i32 1
  %small2 = bitcast %union.anon* %u1 to %struct.small*
  %bits = getelementptr inbounds %struct.small, %struct.small* %small2, i32 0, i32 1
  %4 = load i64, i64* %bits, align 8
  %add = add i64 %2, %4
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %h = alloca %struct.hasher*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 152) #2
  %1 = bitcast i8* %call to %struct.hasher*
  store %struct.hasher* %1, %struct.hasher** %h, align 8
  %2 = load %struct.hasher*, %struct.hasher** %h, align 8
  %3 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %3, 1
  %conv = zext i1 %cmp to i32
  call void @setup(%struct.hasher* noundef %2, i32 noundef %conv)
  %4 = load %struct.hasher*, %struct.hasher** %h, align 8
  %call1 = call i64 @use(%struct.hasher* noundef %4)
  %conv2 = trunc i64 %call1 to i32
  %5 = load %struct.hasher*, %struct.hasher** %h, align 8
  %common = getelementptr inbounds %struct.hasher, %struct.hasher* %5, i32 0, i32 0
  %buf = getelementptr inbounds %struct.common, %struct.common* %common, i32 0, i32 0
  %6 = load i32*, i32** %buf, align 8
  %arrayidx = getelementptr inbounds i32, i32* %6, i64 0
  %7 = load i32, i32* %arrayidx, align 4
  %add = add nsw i32 %conv2, %7
  ret i32 %add
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

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
