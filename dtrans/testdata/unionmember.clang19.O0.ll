; ModuleID = 'unionmember.c'
source_filename = "unionmember.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }
%struct.anon = type { i8, i16 }
%struct.anon.0 = type { i16, i8 }
%struct.CC = type { %struct.E, ptr, i32, i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @discharge(ptr noundef %e) #0 {
entry:
  %e.addr = alloca ptr, align 8
  store ptr %e, ptr %e.addr, align 8
  %0 = load ptr, ptr %e.addr, align 8
  %k = getelementptr inbounds %struct.E, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %k, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %e.addr, align 8
  %u = getelementptr inbounds %struct.E, ptr %2, i32 0, i32 1
  %vidx = getelementptr inbounds %struct.anon, ptr %u, i32 0, i32 1
  %3 = load i16, ptr %vidx, align 2
  %conv = zext i16 %3 to i32
  %4 = load ptr, ptr %e.addr, align 8
  %u1 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 1
  %ridx = getelementptr inbounds %struct.anon, ptr %u1, i32 0, i32 0
  %5 = load i8, ptr %ridx, align 8
  %conv2 = zext i8 %5 to i32
  %add = add nsw i32 %conv, %conv2
  %conv3 = sext i32 %add to i64
  %6 = load ptr, ptr %e.addr, align 8
  %u4 = getelementptr inbounds %struct.E, ptr %6, i32 0, i32 1
  store i64 %conv3, ptr %u4, align 8
  br label %if.end12

if.else:                                          ; preds = %entry
  %7 = load ptr, ptr %e.addr, align 8
  %k5 = getelementptr inbounds %struct.E, ptr %7, i32 0, i32 0
  %8 = load i32, ptr %k5, align 8
  %cmp6 = icmp eq i32 %8, 2
  br i1 %cmp6, label %if.then8, label %if.end

if.then8:                                         ; preds = %if.else
  %9 = load ptr, ptr %e.addr, align 8
  %u9 = getelementptr inbounds %struct.E, ptr %9, i32 0, i32 1
  %t = getelementptr inbounds %struct.anon.0, ptr %u9, i32 0, i32 1
  %10 = load i8, ptr %t, align 2
  %conv10 = zext i8 %10 to i64
  %11 = load ptr, ptr %e.addr, align 8
  %u11 = getelementptr inbounds %struct.E, ptr %11, i32 0, i32 1
  store i64 %conv10, ptr %u11, align 8
  br label %if.end

if.end:                                           ; preds = %if.then8, %if.else
  br label %if.end12

if.end12:                                         ; preds = %if.end, %if.then
  %12 = load ptr, ptr %e.addr, align 8
  %f = getelementptr inbounds %struct.E, ptr %12, i32 0, i32 3
  store i32 -1, ptr %f, align 4
  %13 = load ptr, ptr %e.addr, align 8
  %t13 = getelementptr inbounds %struct.E, ptr %13, i32 0, i32 2
  store i32 -1, ptr %t13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @close_cc(ptr noundef %cc) #0 {
entry:
  %cc.addr = alloca ptr, align 8
  store ptr %cc, ptr %cc.addr, align 8
  %0 = load ptr, ptr %cc.addr, align 8
  %v = getelementptr inbounds %struct.CC, ptr %0, i32 0, i32 0
  call void @discharge(ptr noundef %v)
  %1 = load ptr, ptr %cc.addr, align 8
  %na = getelementptr inbounds %struct.CC, ptr %1, i32 0, i32 2
  %2 = load i32, ptr %na, align 8
  %inc = add nsw i32 %2, 1
  store i32 %inc, ptr %na, align 8
  %3 = load ptr, ptr %cc.addr, align 8
  %t = getelementptr inbounds %struct.CC, ptr %3, i32 0, i32 1
  store ptr null, ptr %t, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %cc = alloca %struct.CC, align 8
  %e = alloca %struct.E, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %cc, i8 0, i64 48, i1 false)
  %0 = load i32, ptr %argc.addr, align 4
  %k = getelementptr inbounds %struct.E, ptr %e, i32 0, i32 0
  store i32 %0, ptr %k, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %conv = trunc i32 %1 to i16
  %u = getelementptr inbounds %struct.E, ptr %e, i32 0, i32 1
  %vidx = getelementptr inbounds %struct.anon, ptr %u, i32 0, i32 1
  store i16 %conv, ptr %vidx, align 2
  %u1 = getelementptr inbounds %struct.E, ptr %e, i32 0, i32 1
  %ridx = getelementptr inbounds %struct.anon, ptr %u1, i32 0, i32 0
  store i8 1, ptr %ridx, align 8
  call void @discharge(ptr noundef %e)
  %2 = load i32, ptr %argc.addr, align 4
  %v = getelementptr inbounds %struct.CC, ptr %cc, i32 0, i32 0
  %k2 = getelementptr inbounds %struct.E, ptr %v, i32 0, i32 0
  store i32 %2, ptr %k2, align 8
  call void @close_cc(ptr noundef %cc)
  %na = getelementptr inbounds %struct.CC, ptr %cc, i32 0, i32 2
  %3 = load i32, ptr %na, align 8
  %u3 = getelementptr inbounds %struct.E, ptr %e, i32 0, i32 1
  %4 = load i64, ptr %u3, align 8
  %conv4 = trunc i64 %4 to i32
  %add = add nsw i32 %3, %conv4
  %nh = getelementptr inbounds %struct.CC, ptr %cc, i32 0, i32 3
  %5 = load i32, ptr %nh, align 4
  %add5 = add nsw i32 %add, %5
  %tostore = getelementptr inbounds %struct.CC, ptr %cc, i32 0, i32 4
  %6 = load i32, ptr %tostore, align 8
  %add6 = add nsw i32 %add5, %6
  ret i32 %add6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
