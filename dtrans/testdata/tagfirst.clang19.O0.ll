; ModuleID = 'tagfirst.c'
source_filename = "tagfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.option = type { i32, ptr }
%struct.fndata = type { ptr, ptr }
%struct.omdata = type { ptr, ptr }
%struct.patdata = type { ptr, ptr }
%struct.fn = type { ptr, ptr }
%struct.om = type { ptr, i32 }
%struct.pat = type { ptr, ptr, i64 }

@options = internal global [4 x %struct.option] [%struct.option { i32 1, ptr @fnd }, %struct.option { i32 2, ptr @omd }, %struct.option { i32 3, ptr @patd }, %struct.option zeroinitializer], align 16
@fns = internal global ptr null, align 8
@oms = internal global ptr null, align 8
@pats = internal global ptr null, align 8
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@fnd = internal global %struct.fndata { ptr @fns, ptr @fns_last }, align 8
@omd = internal global %struct.omdata { ptr @oms, ptr @oms_last }, align 8
@patd = internal global %struct.patdata { ptr @pats, ptr @pats_last }, align 8
@fns_last = internal global ptr null, align 8
@oms_last = internal global ptr null, align 8
@pats_last = internal global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %sum = alloca i64, align 8
  %i = alloca i32, align 4
  %op = alloca ptr, align 8
  %fd = alloca ptr, align 8
  %f = alloca ptr, align 8
  %od = alloca ptr, align 8
  %o = alloca ptr, align 8
  %pd = alloca ptr, align 8
  %p = alloca ptr, align 8
  %f68 = alloca ptr, align 8
  %o79 = alloca ptr, align 8
  %p90 = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  store i64 0, ptr %sum, align 8
  store i32 1, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %i, align 4
  %1 = load i32, ptr %argc.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %argv.addr, align 8
  %3 = load i32, ptr %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %2, i64 %idxprom
  %4 = load ptr, ptr %arrayidx, align 8
  %arrayidx1 = getelementptr inbounds i8, ptr %4, i64 0
  %5 = load i8, ptr %arrayidx1, align 1
  %conv = sext i8 %5 to i32
  %rem = srem i32 %conv, 3
  %idxprom2 = sext i32 %rem to i64
  %arrayidx3 = getelementptr inbounds [4 x %struct.option], ptr @options, i64 0, i64 %idxprom2
  store ptr %arrayidx3, ptr %op, align 8
  %6 = load ptr, ptr %op, align 8
  %type = getelementptr inbounds %struct.option, ptr %6, i32 0, i32 0
  %7 = load i32, ptr %type, align 8
  %cmp4 = icmp eq i32 %7, 1
  br i1 %cmp4, label %if.then, label %if.else18

if.then:                                          ; preds = %for.body
  %8 = load ptr, ptr %op, align 8
  %data = getelementptr inbounds %struct.option, ptr %8, i32 0, i32 1
  %9 = load ptr, ptr %data, align 8
  store ptr %9, ptr %fd, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call, ptr %f, align 8
  %10 = load ptr, ptr %f, align 8
  %cmp6 = icmp eq ptr %10, null
  br i1 %cmp6, label %if.then8, label %if.end

if.then8:                                         ; preds = %if.then
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %if.then
  %11 = load ptr, ptr %f, align 8
  %next = getelementptr inbounds %struct.fn, ptr %11, i32 0, i32 0
  store ptr null, ptr %next, align 8
  %12 = load ptr, ptr %argv.addr, align 8
  %13 = load i32, ptr %i, align 4
  %idxprom9 = sext i32 %13 to i64
  %arrayidx10 = getelementptr inbounds ptr, ptr %12, i64 %idxprom9
  %14 = load ptr, ptr %arrayidx10, align 8
  %15 = load ptr, ptr %f, align 8
  %name = getelementptr inbounds %struct.fn, ptr %15, i32 0, i32 1
  store ptr %14, ptr %name, align 8
  %16 = load ptr, ptr %fd, align 8
  %anchor = getelementptr inbounds %struct.fndata, ptr %16, i32 0, i32 0
  %17 = load ptr, ptr %anchor, align 8
  %18 = load ptr, ptr %17, align 8
  %cmp11 = icmp eq ptr %18, null
  br i1 %cmp11, label %if.then13, label %if.else

if.then13:                                        ; preds = %if.end
  %19 = load ptr, ptr %f, align 8
  %20 = load ptr, ptr %fd, align 8
  %anchor14 = getelementptr inbounds %struct.fndata, ptr %20, i32 0, i32 0
  %21 = load ptr, ptr %anchor14, align 8
  store ptr %19, ptr %21, align 8
  br label %if.end16

if.else:                                          ; preds = %if.end
  %22 = load ptr, ptr %f, align 8
  %23 = load ptr, ptr %fd, align 8
  %last = getelementptr inbounds %struct.fndata, ptr %23, i32 0, i32 1
  %24 = load ptr, ptr %last, align 8
  %25 = load ptr, ptr %24, align 8
  %next15 = getelementptr inbounds %struct.fn, ptr %25, i32 0, i32 0
  store ptr %22, ptr %next15, align 8
  br label %if.end16

if.end16:                                         ; preds = %if.else, %if.then13
  %26 = load ptr, ptr %f, align 8
  %27 = load ptr, ptr %fd, align 8
  %last17 = getelementptr inbounds %struct.fndata, ptr %27, i32 0, i32 1
  %28 = load ptr, ptr %last17, align 8
  store ptr %26, ptr %28, align 8
  br label %if.end67

if.else18:                                        ; preds = %for.body
  %29 = load ptr, ptr %op, align 8
  %type19 = getelementptr inbounds %struct.option, ptr %29, i32 0, i32 0
  %30 = load i32, ptr %type19, align 8
  %cmp20 = icmp eq i32 %30, 2
  br i1 %cmp20, label %if.then22, label %if.else40

if.then22:                                        ; preds = %if.else18
  %31 = load ptr, ptr %op, align 8
  %data23 = getelementptr inbounds %struct.option, ptr %31, i32 0, i32 1
  %32 = load ptr, ptr %data23, align 8
  store ptr %32, ptr %od, align 8
  %call24 = call noalias ptr @malloc(i64 noundef 16) #3
  store ptr %call24, ptr %o, align 8
  %33 = load ptr, ptr %o, align 8
  %cmp25 = icmp eq ptr %33, null
  br i1 %cmp25, label %if.then27, label %if.end28

if.then27:                                        ; preds = %if.then22
  store i32 1, ptr %retval, align 4
  br label %return

if.end28:                                         ; preds = %if.then22
  %34 = load ptr, ptr %o, align 8
  %next29 = getelementptr inbounds %struct.om, ptr %34, i32 0, i32 0
  store ptr null, ptr %next29, align 8
  %35 = load i32, ptr %i, align 4
  %36 = load ptr, ptr %o, align 8
  %num = getelementptr inbounds %struct.om, ptr %36, i32 0, i32 1
  store i32 %35, ptr %num, align 8
  %37 = load ptr, ptr %od, align 8
  %anchor30 = getelementptr inbounds %struct.omdata, ptr %37, i32 0, i32 0
  %38 = load ptr, ptr %anchor30, align 8
  %39 = load ptr, ptr %38, align 8
  %cmp31 = icmp eq ptr %39, null
  br i1 %cmp31, label %if.then33, label %if.else35

if.then33:                                        ; preds = %if.end28
  %40 = load ptr, ptr %o, align 8
  %41 = load ptr, ptr %od, align 8
  %anchor34 = getelementptr inbounds %struct.omdata, ptr %41, i32 0, i32 0
  %42 = load ptr, ptr %anchor34, align 8
  store ptr %40, ptr %42, align 8
  br label %if.end38

if.else35:                                        ; preds = %if.end28
  %43 = load ptr, ptr %o, align 8
  %44 = load ptr, ptr %od, align 8
  %last36 = getelementptr inbounds %struct.omdata, ptr %44, i32 0, i32 1
  %45 = load ptr, ptr %last36, align 8
  %46 = load ptr, ptr %45, align 8
  %next37 = getelementptr inbounds %struct.om, ptr %46, i32 0, i32 0
  store ptr %43, ptr %next37, align 8
  br label %if.end38

if.end38:                                         ; preds = %if.else35, %if.then33
  %47 = load ptr, ptr %o, align 8
  %48 = load ptr, ptr %od, align 8
  %last39 = getelementptr inbounds %struct.omdata, ptr %48, i32 0, i32 1
  %49 = load ptr, ptr %last39, align 8
  store ptr %47, ptr %49, align 8
  br label %if.end66

if.else40:                                        ; preds = %if.else18
  %50 = load ptr, ptr %op, align 8
  %type41 = getelementptr inbounds %struct.option, ptr %50, i32 0, i32 0
  %51 = load i32, ptr %type41, align 8
  %cmp42 = icmp eq i32 %51, 3
  br i1 %cmp42, label %if.then44, label %if.end65

if.then44:                                        ; preds = %if.else40
  %52 = load ptr, ptr %op, align 8
  %data45 = getelementptr inbounds %struct.option, ptr %52, i32 0, i32 1
  %53 = load ptr, ptr %data45, align 8
  store ptr %53, ptr %pd, align 8
  %call46 = call noalias ptr @malloc(i64 noundef 24) #3
  store ptr %call46, ptr %p, align 8
  %54 = load ptr, ptr %p, align 8
  %cmp47 = icmp eq ptr %54, null
  br i1 %cmp47, label %if.then49, label %if.end50

if.then49:                                        ; preds = %if.then44
  store i32 1, ptr %retval, align 4
  br label %return

if.end50:                                         ; preds = %if.then44
  %55 = load ptr, ptr %p, align 8
  %next51 = getelementptr inbounds %struct.pat, ptr %55, i32 0, i32 0
  store ptr null, ptr %next51, align 8
  %56 = load ptr, ptr %argv.addr, align 8
  %57 = load i32, ptr %i, align 4
  %idxprom52 = sext i32 %57 to i64
  %arrayidx53 = getelementptr inbounds ptr, ptr %56, i64 %idxprom52
  %58 = load ptr, ptr %arrayidx53, align 8
  %59 = load ptr, ptr %p, align 8
  %str = getelementptr inbounds %struct.pat, ptr %59, i32 0, i32 1
  store ptr %58, ptr %str, align 8
  %60 = load i32, ptr %i, align 4
  %conv54 = sext i32 %60 to i64
  %61 = load ptr, ptr %p, align 8
  %len = getelementptr inbounds %struct.pat, ptr %61, i32 0, i32 2
  store i64 %conv54, ptr %len, align 8
  %62 = load ptr, ptr %pd, align 8
  %anchor55 = getelementptr inbounds %struct.patdata, ptr %62, i32 0, i32 0
  %63 = load ptr, ptr %anchor55, align 8
  %64 = load ptr, ptr %63, align 8
  %cmp56 = icmp eq ptr %64, null
  br i1 %cmp56, label %if.then58, label %if.else60

if.then58:                                        ; preds = %if.end50
  %65 = load ptr, ptr %p, align 8
  %66 = load ptr, ptr %pd, align 8
  %anchor59 = getelementptr inbounds %struct.patdata, ptr %66, i32 0, i32 0
  %67 = load ptr, ptr %anchor59, align 8
  store ptr %65, ptr %67, align 8
  br label %if.end63

if.else60:                                        ; preds = %if.end50
  %68 = load ptr, ptr %p, align 8
  %69 = load ptr, ptr %pd, align 8
  %last61 = getelementptr inbounds %struct.patdata, ptr %69, i32 0, i32 1
  %70 = load ptr, ptr %last61, align 8
  %71 = load ptr, ptr %70, align 8
  %next62 = getelementptr inbounds %struct.pat, ptr %71, i32 0, i32 0
  store ptr %68, ptr %next62, align 8
  br label %if.end63

if.end63:                                         ; preds = %if.else60, %if.then58
  %72 = load ptr, ptr %p, align 8
  %73 = load ptr, ptr %pd, align 8
  %last64 = getelementptr inbounds %struct.patdata, ptr %73, i32 0, i32 1
  %74 = load ptr, ptr %last64, align 8
  store ptr %72, ptr %74, align 8
  br label %if.end65

if.end65:                                         ; preds = %if.end63, %if.else40
  br label %if.end66

if.end66:                                         ; preds = %if.end65, %if.end38
  br label %if.end67

if.end67:                                         ; preds = %if.end66, %if.end16
  br label %for.inc

for.inc:                                          ; preds = %if.end67
  %75 = load i32, ptr %i, align 4
  %inc = add nsw i32 %75, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %76 = load ptr, ptr @fns, align 8
  store ptr %76, ptr %f68, align 8
  br label %for.cond69

for.cond69:                                       ; preds = %for.inc76, %for.end
  %77 = load ptr, ptr %f68, align 8
  %cmp70 = icmp ne ptr %77, null
  br i1 %cmp70, label %for.body72, label %for.end78

for.body72:                                       ; preds = %for.cond69
  %78 = load ptr, ptr %f68, align 8
  %name73 = getelementptr inbounds %struct.fn, ptr %78, i32 0, i32 1
  %79 = load ptr, ptr %name73, align 8
  %arrayidx74 = getelementptr inbounds i8, ptr %79, i64 0
  %80 = load i8, ptr %arrayidx74, align 1
  %conv75 = sext i8 %80 to i64
  %81 = load i64, ptr %sum, align 8
  %add = add nsw i64 %81, %conv75
  store i64 %add, ptr %sum, align 8
  br label %for.inc76

for.inc76:                                        ; preds = %for.body72
  %82 = load ptr, ptr %f68, align 8
  %next77 = getelementptr inbounds %struct.fn, ptr %82, i32 0, i32 0
  %83 = load ptr, ptr %next77, align 8
  store ptr %83, ptr %f68, align 8
  br label %for.cond69, !llvm.loop !8

for.end78:                                        ; preds = %for.cond69
  %84 = load ptr, ptr @oms, align 8
  store ptr %84, ptr %o79, align 8
  br label %for.cond80

for.cond80:                                       ; preds = %for.inc87, %for.end78
  %85 = load ptr, ptr %o79, align 8
  %cmp81 = icmp ne ptr %85, null
  br i1 %cmp81, label %for.body83, label %for.end89

for.body83:                                       ; preds = %for.cond80
  %86 = load ptr, ptr %o79, align 8
  %num84 = getelementptr inbounds %struct.om, ptr %86, i32 0, i32 1
  %87 = load i32, ptr %num84, align 8
  %conv85 = sext i32 %87 to i64
  %88 = load i64, ptr %sum, align 8
  %add86 = add nsw i64 %88, %conv85
  store i64 %add86, ptr %sum, align 8
  br label %for.inc87

for.inc87:                                        ; preds = %for.body83
  %89 = load ptr, ptr %o79, align 8
  %next88 = getelementptr inbounds %struct.om, ptr %89, i32 0, i32 0
  %90 = load ptr, ptr %next88, align 8
  store ptr %90, ptr %o79, align 8
  br label %for.cond80, !llvm.loop !9

for.end89:                                        ; preds = %for.cond80
  %91 = load ptr, ptr @pats, align 8
  store ptr %91, ptr %p90, align 8
  br label %for.cond91

for.cond91:                                       ; preds = %for.inc101, %for.end89
  %92 = load ptr, ptr %p90, align 8
  %cmp92 = icmp ne ptr %92, null
  br i1 %cmp92, label %for.body94, label %for.end103

for.body94:                                       ; preds = %for.cond91
  %93 = load ptr, ptr %p90, align 8
  %len95 = getelementptr inbounds %struct.pat, ptr %93, i32 0, i32 2
  %94 = load i64, ptr %len95, align 8
  %95 = load ptr, ptr %p90, align 8
  %str96 = getelementptr inbounds %struct.pat, ptr %95, i32 0, i32 1
  %96 = load ptr, ptr %str96, align 8
  %arrayidx97 = getelementptr inbounds i8, ptr %96, i64 0
  %97 = load i8, ptr %arrayidx97, align 1
  %conv98 = sext i8 %97 to i64
  %add99 = add nsw i64 %94, %conv98
  %98 = load i64, ptr %sum, align 8
  %add100 = add nsw i64 %98, %add99
  store i64 %add100, ptr %sum, align 8
  br label %for.inc101

for.inc101:                                       ; preds = %for.body94
  %99 = load ptr, ptr %p90, align 8
  %next102 = getelementptr inbounds %struct.pat, ptr %99, i32 0, i32 0
  %100 = load ptr, ptr %next102, align 8
  store ptr %100, ptr %p90, align 8
  br label %for.cond91, !llvm.loop !10

for.end103:                                       ; preds = %for.cond91
  %101 = load i64, ptr %sum, align 8
  %call104 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %101)
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %for.end103, %if.then49, %if.then27, %if.then8
  %102 = load i32, ptr %retval, align 4
  ret i32 %102
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
