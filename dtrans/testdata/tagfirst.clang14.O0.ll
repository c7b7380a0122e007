; ModuleID = 'tagfirst.c'
source_filename = "tagfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.option = type { i32, i8* }
%struct.fn = type { %struct.fn*, i8* }
%struct.om = type { %struct.om*, i32 }
%struct.pat = type { %struct.pat*, i8*, i64 }
%struct.fndata = type { %struct.fn**, %struct.fn** }
%struct.omdata = type { %struct.om**, %struct.om** }
%struct.patdata = type { %struct.pat**, %struct.pat** }

@options = internal global [4 x %struct.option] [%struct.option { i32 1, i8* bitcast (%struct.fndata* @fnd to i8*) }, %struct.option { i32 2, i8* bitcast (%struct.omdata* @omd to i8*) }, %struct.option { i32 3, i8* bitcast (%struct.patdata* @patd to i8*) }, %struct.option zeroinitializer], align 16
@fns = internal global %struct.fn* null, align 8
@oms = internal global %struct.om* null, align 8
@pats = internal global %struct.pat* null, align 8
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1
@fnd = internal global %struct.fndata { %struct.fn** @fns, %struct.fn** @fns_last }, align 8
@omd = internal global %struct.omdata { %struct.om** @oms, %struct.om** @oms_last }, align 8
@patd = internal global %struct.patdata { %struct.pat** @pats, %struct.pat** @pats_last }, align 8
@fns_last = internal global %struct.fn* null, align 8
@oms_last = internal global %struct.om* null, align 8
@pats_last = internal global %struct.pat* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %sum = alloca i64, align 8
  %i = alloca i32, align 4
  %op = alloca %struct.option*, align 8
  %fd = alloca %struct.fndata*, align 8
  %f = alloca %struct.fn*, align 8
  %od = alloca %struct.omdata*, align 8
  %o = alloca %struct.om*, align 8
  %pd = alloca %struct.patdata*, align 8
  %p = alloca %struct.pat*, align 8
  %f68 = alloca %struct.fn*, align 8
  %o79 = alloca %struct.om*, align 8
  %p90 = alloca %struct.pat*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store i64 0, i64* %sum, align 8
  store i32 1, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %1 = load i32, i32* %argc.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load i32, i32* %i, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i8*, i8** %2, i64 %idxprom
  %4 = load i8*, i8** %arrayidx, align 8
  %arrayidx1 = getelementptr inbounds i8, i8* %4, i64 0
  %5 = load i8, i8* %arrayidx1, align 1
  %conv = sext i8 %5 to i32
  %rem = srem i32 %conv, 3
  %idxprom2 = sext i32 %rem to i64
  %arrayidx3 = getelementptr inbounds [4 x %struct.option], [4 x %struct.option]* @options, i64 0, i64 %idxprom2
  store %struct.option* %arrayidx3, %struct.option** %op, align 8
  %6 = load %struct.option*, %struct.option** %op, align 8
  %type = getelementptr inbounds %struct.option, %struct.option* %6, i32 0, i32 0
  %7 = load i32, i32* %type, align 8
  %cmp4 = icmp eq i32 %7, 1
  br i1 %cmp4, label %if.then, label %if.else18

if.then:                                          ; preds = %for.body
  %8 = load %struct.option*, %struct.option** %op, align 8
  %data = getelementptr inbounds %struct.option, %struct.option* %8, i32 0, i32 1
  %9 = load i8*, i8** %data, align 8
  %10 = bitcast i8* %9 to %struct.fndata*
  store %struct.fndata* %10, %struct.fndata** %fd, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #3
  %11 = bitcast i8* %call to %struct.fn*
  store %struct.fn* %11, %struct.fn** %f, align 8
  %12 = load %struct.fn*, %struct.fn** %f, align 8
  %cmp6 = icmp eq %struct.fn* %12, null
  br i1 %cmp6, label %if.then8, label %if.end

if.then8:                                         ; preds = %if.then
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %if.then
  %13 = load %struct.fn*, %struct.fn** %f, align 8
  %next = getelementptr inbounds %struct.fn, %struct.fn* %13, i32 0, i32 0
  store %struct.fn* null, %struct.fn** %next, align 8
  %14 = load i8**, i8*** %argv.addr, align 8
  %15 = load i32, i32* %i, align 4
  %idxprom9 = sext i32 %15 to i64
  %arrayidx10 = getelementptr inbounds i8*, i8** %14, i64 %idxprom9
  %16 = load i8*, i8** %arrayidx10, align 8
  %17 = load %struct.fn*, %struct.fn** %f, align 8
  %name = getelementptr inbounds %struct.fn, %struct.fn* %17, i32 0, i32 1
  store i8* %16, i8** %name, align 8
  %18 = load %struct.fndata*, %struct.fndata** %fd, align 8
  %anchor = getelementptr inbounds %struct.fndata, %struct.fndata* %18, i32 0, i32 0
  %19 = load %struct.fn**, %struct.fn*** %anchor, align 8
  %20 = load %struct.fn*, %struct.fn** %19, align 8
  %cmp11 = icmp eq %struct.fn* %20, null
  br i1 %cmp11, label %if.then13, label %if.else

if.then13:                                        ; preds = %if.end
  %21 = load %struct.fn*, %struct.fn** %f, align 8
  %22 = load %struct.fndata*, %struct.fndata** %fd, align 8
  %anchor14 = getelementptr inbounds %struct.fndata, %struct.fndata* %22, i32 0, i32 0
  %23 = load %struct.fn**, %struct.fn*** %anchor14, align 8
  store %struct.fn* %21, %struct.fn** %23, align 8
  br label %if.end16

if.else:                                          ; preds = %if.end
  %24 = load %struct.fn*, %struct.fn** %f, align 8
  %25 = load %struct.fndata*, %struct.fndata** %fd, align 8
  %last = getelementptr inbounds %struct.fndata, %struct.fndata* %25, i32 0, i32 1
  %26 = load %struct.fn**, %struct.fn*** %last, align 8
  %27 = load %struct.fn*, %struct.fn** %26, align 8
  %next15 = getelementptr inbounds %struct.fn, %struct.fn* %27, i32 0, i32 0
  store %struct.fn* %24, %struct.fn** %next15, align 8
  br label %if.end16

if.end16:                                         ; preds = %if.else, %if.then13
  %28 = load %struct.fn*, %struct.fn** %f, align 8
  %29 = load %struct.fndata*, %struct.fndata** %fd, align 8
  %last17 = getelementptr inbounds %struct.fndata, %struct.fndata* %29, i32 0, i32 1
  %30 = load %struct.fn**, %struct.fn*** %last17, align 8
  store %struct.fn* %28, %struct.fn** %30, align 8
  br label %if.end67

if.else18:                                        ; preds = %for.body
  %31 = load %struct.option*, %struct.option** %op, align 8
  %type19 = getelementptr inbounds %struct.option, %struct.option* %31, i32 0, i32 0
  %32 = load i32, i32* %type19, align 8
  %cmp20 = icmp eq i32 %32, 2
  br i1 %cmp20, label %if.then22, label %if.else40

if.then22:                                        ; preds = %if.else18
  %33 = load %struct.option*, %struct.option** %op, align 8
  %data23 = getelementptr inbounds %struct.option, %struct.option* %33, i32 0, i32 1
  %34 = load i8*, i8** %data23, align 8
  %35 = bitcast i8* %34 to %struct.omdata*
  store %struct.omdata* %35, %struct.omdata** %od, align 8
  %call24 = call noalias i8* @malloc(i64 noundef 16) #3
  %36 = bitcast i8* %call24 to %struct.om*
  store %struct.om* %36, %struct.om** %o, align 8
  %37 = load %struct.om*, %struct.om** %o, align 8
  %cmp25 = icmp eq %struct.om* %37, null
  br i1 %cmp25, label %if.then27, label %if.end28

if.then27:                                        ; preds = %if.then22
  store i32 1, i32* %retval, align 4
  br label %return

if.end28:                                         ; preds = %if.then22
  %38 = load %struct.om*, %struct.om** %o, align 8
  %next29 = getelementptr inbounds %struct.om, %struct.om* %38, i32 0, i32 0
  store %struct.om* null, %struct.om** %next29, align 8
  %39 = load i32, i32* %i, align 4
  %40 = load %struct.om*, %struct.om** %o, align 8
  %num = getelementptr inbounds %struct.om, %struct.om* %40, i32 0, i32 1
  store i32 %39, i32* %num, align 8
  %41 = load %struct.omdata*, %struct.omdata** %od, align 8
  %anchor30 = getelementptr inbounds %struct.omdata, %struct.omdata* %41, i32 0, i32 0
  %42 = load %struct.om**, %struct.om*** %anchor30, align 8
  %43 = load %struct.om*, %struct.om** %42, align 8
  %cmp31 = icmp eq %struct.om* %43, null
  br i1 %cmp31, label %if.then33, label %if.else35

if.then33:                                        ; preds = %if.end28
  %44 = load %struct.om*, %struct.om** %o, align 8
  %45 = load %struct.omdata*, %struct.omdata** %od, align 8
  %anchor34 = getelementptr inbounds %struct.omdata, %struct.omdata* %45, i32 0, i32 0
  %46 = load %struct.om**, %struct.om*** %anchor34, align 8
  store %struct.om* %44, %struct.om** %46, align 8
  br label %if.end38

if.else35:                                        ; preds = %if.end28
  %47 = load %struct.om*, %struct.om** %o, align 8
  %48 = load %struct.omdata*, %struct.omdata** %od, align 8
  %last36 = getelementptr inbounds %struct.omdata, %struct.omdata* %48, i32 0, i32 1
  %49 = load %struct.om**, %struct.om*** %last36, align 8
  %50 = load %struct.om*, %struct.om** %49, align 8
  %next37 = getelementptr inbounds %struct.om, %struct.om* %50, i32 0, i32 0
  store %struct.om* %47, %struct.om** %next37, align 8
  br label %if.end38

if.end38:                                         ; preds = %if.else35, %if.then33
  %51 = load %struct.om*, %struct.om** %o, align 8
  %52 = load %struct.omdata*, %struct.omdata** %od, align 8
  %last39 = getelementptr inbounds %struct.omdata, %struct.omdata* %52, i32 0, i32 1
  %53 = load %struct.om**, %struct.om*** %last39, align 8
  store %struct.om* %51, %struct.om** %53, align 8
  br label %if.end66

if.else40:                                        ; preds = %if.else18
  %54 = load %struct.option*, %struct.option** %op, align 8
  %type41 = getelementptr inbounds %struct.option, %struct.option* %54, i32 0, i32 0
  %55 = load i32, i32* %type41, align 8
  %cmp42 = icmp eq i32 %55, 3
  br i1 %cmp42, label %if.then44, label %if.end65

if.then44:                                        ; preds = %if.else40
  %56 = load %struct.option*, %struct.option** %op, align 8
  %data45 = getelementptr inbounds %struct.option, %struct.option* %56, i32 0, i32 1
  %57 = load i8*, i8** %data45, align 8
  %58 = bitcast i8* %57 to %struct.patdata*
  store %struct.patdata* %58, %struct.patdata** %pd, align 8
  %call46 = call noalias i8* @malloc(i64 noundef 24) #3
  %59 = bitcast i8* %call46 to %struct.pat*
  store %struct.pat* %59, %struct.pat** %p, align 8
  %60 = load %struct.pat*, %struct.pat** %p, align 8
  %cmp47 = icmp eq %struct.pat* %60, null
  br i1 %cmp47, label %if.then49, label %if.end50

if.then49:                                        ; preds = %if.then44
  store i32 1, i32* %retval, align 4
  br label %return

if.end50:                                         ; preds = %if.then44
  %61 = load %struct.pat*, %struct.pat** %p, align 8
  %next51 = getelementptr inbounds %struct.pat, %struct.pat* %61, i32 0, i32 0
  store %struct.pat* null, %struct.pat** %next51, align 8
  %62 = load i8**, i8*** %argv.addr, align 8
  %63 = load i32, i32* %i, align 4
  %idxprom52 = sext i32 %63 to i64
  %arrayidx53 = getelementptr inbounds i8*, i8** %62, i64 %idxprom52
  %64 = load i8*, i8** %arrayidx53, align 8
  %65 = load %struct.pat*, %struct.pat** %p, align 8
  %str = getelementptr inbounds %struct.pat, %struct.pat* %65, i32 0, i32 1
  store i8* %64, i8** %str, align 8
  %66 = load i32, i32* %i, align 4
  %conv54 = sext i32 %66 to i64
  %67 = load %struct.pat*, %struct.pat** %p, align 8
  %len = getelementptr inbounds %struct.pat, %struct.pat* %67, i32 0, i32 2
  store i64 %conv54, i64* %len, align 8
  %68 = load %struct.patdata*, %struct.patdata** %pd, align 8
  %anchor55 = getelementptr inbounds %struct.patdata, %struct.patdata* %68, i32 0, i32 0
  %69 = load %struct.pat**, %struct.pat*** %anchor55, align 8
  %70 = load %struct.pat*, %struct.pat** %69, align 8
  %cmp56 = icmp eq %struct.pat* %70, null
  br i1 %cmp56, label %if.then58, label %if.else60

if.then58:                                        ; preds = %if.end50
  %71 = load %struct.pat*, %struct.pat** %p, align 8
  %72 = load %struct.patdata*, %struct.patdata** %pd, align 8
  %anchor59 = getelementptr inbounds %struct.patdata, %struct.patdata* %72, i32 0, i32 0
  %73 = load %struct.pat**, %struct.pat*** %anchor59, align 8
  store %struct.pat* %71, %struct.pat** %73, align 8
  br label %if.end63

if.else60:                                        ; preds = %if.end50
  %74 = load %struct.pat*, %struct.pat** %p, align 8
  %75 = load %struct.patdata*, %struct.patdata** %pd, align 8
  %last61 = getelementptr inbounds %struct.patdata, %struct.patdata* %75, i32 0, i32 1
  %76 = load %struct.pat**, %struct.pat*** %last61, align 8
  %77 = load %struct.pat*, %struct.pat** %76, align 8
  %next62 = getelementptr inbounds %struct.pat, %struct.pat* %77, i32 0, i32 0
  store %struct.pat* %74, %struct.pat** %next62, align 8
  br label %if.end63

if.end63:                                         ; preds = %if.else60, %if.then58
  %78 = load %struct.pat*, %struct.pat** %p, align 8
  %79 = load %struct.patdata*, %struct.patdata** %pd, align 8
  %last64 = getelementptr inbounds %struct.patdata, %struct.patdata* %79, i32 0, i32 1
  %80 = load %struct.pat**, %struct.pat*** %last64, align 8
  store %struct.pat* %78, %struct.pat** %80, align 8
  br label %if.end65

if.end65:                                         ; preds = %if.end63, %if.else40
  br label %if.end66

if.end66:                                         ; preds = %if.end65, %if.end38
  br label %if.end67

if.end67:                                         ; preds = %if.end66, %if.end16
  br label %for.inc

for.inc:                                          ; preds = %if.end67
  %81 = load i32, i32* %i, align 4
  %inc = add nsw i32 %81, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %82 = load %struct.fn*, %struct.fn** @fns, align 8
  store %struct.fn* %82, %struct.fn** %f68, align 8
  br label %for.cond69

for.cond69:                                       ; preds = %for.inc76, %for.end
  %83 = load %struct.fn*, %struct.fn** %f68, align 8
  %cmp70 = icmp ne %struct.fn* %83, null
  br i1 %cmp70, label %for.body72, label %for.end78

for.body72:                                       ; preds = %for.cond69
  %84 = load %struct.fn*, %struct.fn** %f68, align 8
  %name73 = getelementptr inbounds %struct.fn, %struct.fn* %84, i32 0, i32 1
  %85 = load i8*, i8** %name73, align 8
  %arrayidx74 = getelementptr inbounds i8, i8* %85, i64 0
  %86 = load i8, i8* %arrayidx74, align 1
  %conv75 = sext i8 %86 to i64
  %87 = load i64, i64* %sum, align 8
  %add = add nsw i64 %87, %conv75
  store i64 %add, i64* %sum, align 8
  br label %for.inc76

for.inc76:                                        ; preds = %for.body72
  %88 = load %struct.fn*, %struct.fn** %f68, align 8
  %next77 = getelementptr inbounds %struct.fn, %struct.fn* %88, i32 0, i32 0
  %89 = load %struct.fn*, %struct.fn** %next77, align 8
  store %struct.fn* %89, %struct.fn** %f68, align 8
  br label %for.cond69, !llvm.loop !8

for.end78:                                        ; preds = %for.cond69
  %90 = load %struct.om*, %struct.om** @oms, align 8
  store %struct.om* %90, %struct.om** %o79, align 8
  br label %for.cond80

for.cond80:                                       ; preds = %for.inc87, %for.end78
  %91 = load %struct.om*, %struct.om** %o79, align 8
  %cmp81 = icmp ne %struct.om* %91, null
  br i1 %cmp81, label %for.body83, label %for.end89

for.body83:                                       ; preds = %for.cond80
  %92 = load %struct.om*, %struct.om** %o79, align 8
  %num84 = getelementptr inbounds %struct.om, %struct.om* %92, i32 0, i32 1
  %93 = load i32, i32* %num84, align 8
  %conv85 = sext i32 %93 to i64
  %94 = load i64, i64* %sum, align 8
  %add86 = add nsw i64 %94, %conv85
  store i64 %add86, i64* %sum, align 8
  br label %for.inc87

for.inc87:                                        ; preds = %for.body83
  %95 = load %struct.om*, %struct.om** %o79, align 8
  %next88 = getelementptr inbounds %struct.om, %struct.om* %95, i32 0, i32 0
  %96 = load %struct.om*, %struct.om** %next88, align 8
  store %struct.om* %96, %struct.om** %o79, align 8
  br label %for.cond80, !llvm.loop !9

for.end89:                                        ; preds = %for.cond80
  %97 = load %struct.pat*, %struct.pat** @pats, align 8
  store %struct.pat* %97, %struct.pat** %p90, align 8
  br label %for.cond91

for.cond91:                                       ; preds = %for.inc101, %for.end89
  %98 = load %struct.pat*, %struct.pat** %p90, align 8
  %cmp92 = icmp ne %struct.pat* %98, null
  br i1 %cmp92, label %for.body94, label %for.end103

for.body94:                                       ; preds = %for.cond91
  %99 = load %struct.pat*, %struct.pat** %p90, align 8
  %len95 = getelementptr inbounds %struct.pat, %struct.pat* %99, i32 0, i32 2
  %100 = load i64, i64* %len95, align 8
  %101 = load %struct.pat*, %struct.pat** %p90, align 8
  %str96 = getelementptr inbounds %struct.pat, %struct.pat* %101, i32 0, i32 1
  %102 = load i8*, i8** %str96, align 8
  %arrayidx97 = getelementptr inbounds i8, i8* %102, i64 0
  %103 = load i8, i8* %arrayidx97, align 1
  %conv98 = sext i8 %103 to i64
  %add99 = add nsw i64 %100, %conv98
  %104 = load i64, i64* %sum, align 8
  %add100 = add nsw i64 %104, %add99
  store i64 %add100, i64* %sum, align 8
  br label %for.inc101

for.inc101:                                       ; preds = %for.body94
  %105 = load %struct.pat*, %struct.pat** %p90, align 8
  %next102 = getelementptr inbounds %struct.pat, %struct.pat* %105, i32 0, i32 0
  %106 = load %struct.pat*, %struct.pat** %next102, align 8
  store %struct.pat* %106, %struct.pat** %p90, align 8
  br label %for.cond91, !llvm.loop !10

for.end103:                                       ; preds = %for.cond91
  %107 = load i64, i64* %sum, align 8
  %call104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %107)
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end103, %if.then49, %if.then27, %if.then8
  %108 = load i32, i32* %retval, align 4
  ret i32 %108
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
