; ModuleID = 'unionmember.c'
source_filename = "unionmember.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.E = type { i32, %union.anon, i32, i32 }
%union.anon = type { i64 }
%struct.anon = type { i8, i16 }
%struct.anon.0 = type { i16, i8 }
%struct.CC = type { %struct.E, %struct.E*, i32, i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @discharge(%struct.E* noundef %e) #0 {
entry:
  %e.addr = alloca %struct.E*, align 8
  store %struct.E* %e, %struct.E** %e.addr, align 8
  %0 = load %struct.E*, %struct.E** %e.addr, align 8
  %k = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %1 = load i32, i32* %k, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load %struct.E*, %struct.E** %e.addr, align 8
  %u = getelementptr inbounds %struct.E, %struct.E* %2, i32 0, i32 1
  %var = bitcast %union.anon* %u to %struct.anon*
  %vidx = getelementptr inbounds %struct.anon, %struct.anon* %var, i32 0, i32 1
  %3 = load i16, i16* %vidx, align 2
  %conv = zext i16 %3 to i32
  %4 = load %struct.E*, %struct.E** %e.addr, align 8
  %u1 = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 1
  %var2 = bitcast %union.anon* %u1 to %struct.anon*
  %ridx = getelementptr inbounds %struct.anon, %struct.anon* %var2, i32 0, i32 0
  %5 = load i8, i8* %ridx, align 8
  %conv3 = zext i8 %5 to i32
  %add = add nsw i32 %conv, %conv3
  %conv4 = sext i32 %add to i64
  %6 = load %struct.E*, %struct.E** %e.addr, align 8
  %u5 = getelementptr inbounds %struct.E, %struct.E* %6, i32 0, i32 1
  %ival = bitcast %union.anon* %u5 to i64*
  store i64 %conv4, i64* %ival, align 8
  br label %if.end14

if.else:                                          ; preds = %entry
  %7 = load %struct.E*, %struct.E** %e.addr, align 8
  %k6 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 0
  %8 = load i32, i32* %k6, align 8
  %cmp7 = icmp eq i32 %8, 2
  br i1 %cmp7, label %if.then9, label %if.end

if.then9:                                         ; preds = %if.else
  %9 = load %struct.E*, %struct.E** %e.addr, align 8
  %u10 = getelementptr inbounds %struct.E, %struct.E* %9, i32 0, i32 1
  %ind = bitcast %union.anon* %u10 to %struct.anon.0*
  %t = getelementptr inbounds %struct.anon.0, %struct.anon.0* %ind, i32 0, i32 1
  %10 = load i8, i8* %t, align 2
  %conv11 = zext i8 %10 to i64
  %11 = load %struct.E*, %struct.E** %e.addr, align 8
  %u12 = getelementptr inbounds %struct.E, %struct.E* %11, i32 0, i32 1
  %ival13 = bitcast %union.anon* %u12 to i64*
  store i64 %conv11, i64* %ival13, align 8
  br label %if.end

if.end:                                           ; preds = %if.then9, %if.else
  br label %if.end14

if.end14:                                         ; preds = %if.end, %if.then
  %12 = load %struct.E*, %struct.E** %e.addr, align 8
  %f = getelementptr inbounds %struct.E, %struct.E* %12, i32 0, i32 3
  store i32 -1, i32* %f, align 4
  %13 = load %struct.E*, %struct.E** %e.addr, align 8
  %t15 = getelementptr inbounds %struct.E, %struct.E* %13, i32 0, i32 2
  store i32 -1, i32* %t15, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @close_cc(%struct.CC* noundef %cc) #0 {
entry:
  %cc.addr = alloca %struct.CC*, align 8
  store %struct.CC* %cc, %struct.CC** %cc.addr, align 8
  %0 = load %struct.CC*, %struct.CC** %cc.addr, align 8
  %v = getelementptr inbounds %struct.CC, %struct.CC* %0, i32 0, i32 0
  call void @discharge(%struct.E* noundef %v)
  %1 = load %struct.CC*, %struct.CC** %cc.addr, align 8
  %na = getelementptr inbounds %struct.CC, %struct.CC* %1, i32 0, i32 2
  %2 = load i32, i32* %na, align 8
  %inc = add nsw i32 %2, 1
  store i32 %inc, i32* %na, align 8
  %3 = load %struct.CC*, %struct.CC** %cc.addr, align 8
  %t = getelementptr inbounds %struct.CC, %struct.CC* %3, i32 0, i32 1
  store %struct.E* null, %struct.E** %t, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %cc = alloca %struct.CC, align 8
  %e = alloca %struct.E, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = bitcast %struct.CC* %cc to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %0, i8 0, i64 48, i1 false)
  %1 = load i32, i32* %argc.addr, align 4
  %k = getelementptr inbounds %struct.E, %struct.E* %e, i32 0, i32 0
  store i32 %1, i32* %k, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %conv = trunc i32 %2 to i16
  %u = getelementptr inbounds %struct.E, %struct.E* %e, i32 0, i32 1
  %var = bitcast %union.anon* %u to %struct.anon*
  %vidx = getelementptr inbounds %struct.anon, %struct.anon* %var, i32 0, i32 1
  store i16 %conv, i16* %vidx, align 2
  %u1 = getelementptr inbounds %struct.E, %struct.E* %e, i32 0, i32 1
  %var2 = bitcast %union.anon* %u1 to %struct.anon*
  %ridx = getelementptr inbounds %struct.anon, %struct.anon* %var2, i32 0, i32 0
  store i8 1, i8* %ridx, align 8
  call void @discharge(%struct.E* noundef %e)
  %3 = load i32, i32* %argc.addr, align 4
  %v = getelementptr inbounds %struct.CC, %struct.CC* %cc, i32 0, i32 0
  %k3 = getelementptr inbounds %struct.E, %struct.E* %v, i32 0, i32 0
  store i32 %3, i32* %k3, align 8
  call void @close_cc(%struct.CC* noundef %cc)
  %na = getelementptr inbounds %struct.CC, %struct.CC* %cc, i32 0, i32 2
  %4 = load i32, i32* %na, align 8
  %u4 = getelementptr inbounds %struct.E, %struct.E* %e, i32 0, i32 1
  %ival = bitcast %union.anon* %u4 to i64*
  %5 = load i64, i64* %ival, align 8
  %conv5 = trunc i64 %5 to i32
  %add = add nsw i32 %4, %conv5
  %nh = getelementptr inbounds %struct.CC, %struct.CC* %cc, i32 0, i32 3
  %6 = load i32, i32* %nh, align 4
  %add6 = add nsw i32 %add, %6
  %tostore = getelementptr inbounds %struct.CC, %struct.CC* %cc, i32 0, i32 4
  %7 = load i32, i32* %tostore, align 8
  %add7 = add nsw i32 %add6, %7
  ret i32 %add7
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
