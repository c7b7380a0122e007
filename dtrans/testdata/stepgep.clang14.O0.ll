; ModuleID = 'stepgep.c'
source_filename = "stepgep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.base = type { i8*, i32, i8* }
%struct.dera = type { %struct.base, i8*, i64 }
%struct.derb = type { %struct.base, double, i32 }
%struct.cur = type { i8* }
%struct.dcur = type { %struct.cur, i64, i64 }
%struct.ecur = type { %struct.cur, double, double }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @get_count(%struct.base* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.base*, align 8
  store %struct.base* %p, %struct.base** %p.addr, align 8
  %0 = load %struct.base*, %struct.base** %p.addr, align 8
  %1 = bitcast %struct.base* %0 to %struct.dera*
  %count = getelementptr inbounds %struct.dera, %struct.dera* %1, i32 0, i32 2
  %2 = load i64, i64* %count, align 8
  ret i64 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @get_flags(%struct.base* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.base*, align 8
  store %struct.base* %p, %struct.base** %p.addr, align 8
  %0 = load %struct.base*, %struct.base** %p.addr, align 8
  %1 = bitcast %struct.base* %0 to %struct.derb*
  %flags = getelementptr inbounds %struct.derb, %struct.derb* %1, i32 0, i32 2
  %2 = load i32, i32* %flags, align 8
  %conv = sext i32 %2 to i64
  ret i64 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @use(%struct.base* noundef %p, i32 noundef %kind) #0 {
entry:
  %p.addr = alloca %struct.base*, align 8
  %kind.addr = alloca i32, align 4
  store %struct.base* %p, %struct.base** %p.addr, align 8
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load %struct.base*, %struct.base** %p.addr, align 8
  %call = call i64 @get_count(%struct.base* noundef %1)
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load %struct.base*, %struct.base** %p.addr, align 8
  %call1 = call i64 @get_flags(%struct.base* noundef %2)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ %call, %cond.true ], [ %call1, %cond.false ]
  ret i64 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @at_end(%struct.cur* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.cur*, align 8
  %d = alloca %struct.dcur*, align 8
  store %struct.cur* %p, %struct.cur** %p.addr, align 8
  %0 = load %struct.cur*, %struct.cur** %p.addr, align 8
  %1 = bitcast %struct.cur* %0 to %struct.dcur*
  store %struct.dcur* %1, %struct.dcur** %d, align 8
  %2 = load %struct.dcur*, %struct.dcur** %d, align 8
  %row = getelementptr inbounds %struct.dcur, %struct.dcur* %2, i32 0, i32 1
  %3 = load i64, i64* %row, align 8
  %4 = load %struct.dcur*, %struct.dcur** %d, align 8
  %max = getelementptr inbounds %struct.dcur, %struct.dcur* %4, i32 0, i32 2
  %5 = load i64, i64* %max, align 8
  %cmp = icmp sge i64 %3, %5
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @ypos(%struct.cur* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.cur*, align 8
  store %struct.cur* %p, %struct.cur** %p.addr, align 8
  %0 = load %struct.cur*, %struct.cur** %p.addr, align 8
  %1 = bitcast %struct.cur* %0 to %struct.ecur*
  %y = getelementptr inbounds %struct.ecur, %struct.ecur* %1, i32 0, i32 2
  %2 = load double, double* %y, align 8
  ret double %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @probe(%struct.cur* noundef %p, i32 noundef %kind) #0 {
entry:
  %p.addr = alloca %struct.cur*, align 8
  %kind.addr = alloca i32, align 4
  store %struct.cur* %p, %struct.cur** %p.addr, align 8
  store i32 %kind, i32* %kind.addr, align 4
  %0 = load i32, i32* %kind.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load %struct.cur*, %struct.cur** %p.addr, align 8
  %call = call i32 @at_end(%struct.cur* noundef %1)
  %conv = sitofp i32 %call to double
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load %struct.cur*, %struct.cur** %p.addr, align 8
  %call1 = call double @ypos(%struct.cur* noundef %2)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ %conv, %cond.true ], [ %call1, %cond.false ]
  ret double %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.dera*, align 8
  %b = alloca %struct.derb*, align 8
  %d = alloca %struct.dcur*, align 8
  %e = alloca %struct.ecur*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 40) #2
  %0 = bitcast i8* %call to %struct.dera*
  store %struct.dera* %0, %struct.dera** %a, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 40) #2
  %1 = bitcast i8* %call1 to %struct.derb*
  store %struct.derb* %1, %struct.derb** %b, align 8
  %call2 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %2 = bitcast i8* %call2 to %struct.dcur*
  store %struct.dcur* %2, %struct.dcur** %d, align 8
  %call3 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 24) #2
  %3 = bitcast i8* %call3 to %struct.ecur*
  store %struct.ecur* %3, %struct.ecur** %e, align 8
  %4 = load i8**, i8*** %argv.addr, align 8
  %5 = load %struct.dera*, %struct.dera** %a, align 8
  %cmp = icmp eq %struct.dera* %5, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %6 = load %struct.derb*, %struct.derb** %b, align 8
  %cmp4 = icmp eq %struct.derb* %6, null
  br i1 %cmp4, label %if.then, label %lor.lhs.false5

lor.lhs.false5:                                   ; preds = %lor.lhs.false
  %7 = load %struct.dcur*, %struct.dcur** %d, align 8
  %cmp6 = icmp eq %struct.dcur* %7, null
  br i1 %cmp6, label %if.then, label %lor.lhs.false7

lor.lhs.false7:                                   ; preds = %lor.lhs.false5
  %8 = load %struct.ecur*, %struct.ecur** %e, align 8
  %cmp8 = icmp eq %struct.ecur* %8, null
  br i1 %cmp8, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false7, %lor.lhs.false5, %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false7
  %9 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %9 to i64
  %10 = load %struct.dera*, %struct.dera** %a, align 8
  %count = getelementptr inbounds %struct.dera, %struct.dera* %10, i32 0, i32 2
  store i64 %conv, i64* %count, align 8
  %11 = load i32, i32* %argc.addr, align 4
  %12 = load %struct.derb*, %struct.derb** %b, align 8
  %flags = getelementptr inbounds %struct.derb, %struct.derb* %12, i32 0, i32 2
  store i32 %11, i32* %flags, align 8
  %13 = load i32, i32* %argc.addr, align 4
  %conv9 = sext i32 %13 to i64
  %14 = load %struct.dcur*, %struct.dcur** %d, align 8
  %max = getelementptr inbounds %struct.dcur, %struct.dcur* %14, i32 0, i32 2
  store i64 %conv9, i64* %max, align 8
  %15 = load i32, i32* %argc.addr, align 4
  %conv10 = sitofp i32 %15 to double
  %16 = load %struct.ecur*, %struct.ecur** %e, align 8
  %y = getelementptr inbounds %struct.ecur, %struct.ecur* %16, i32 0, i32 2
  store double %conv10, double* %y, align 8
  %17 = load %struct.dera*, %struct.dera** %a, align 8
  %b11 = getelementptr inbounds %struct.dera, %struct.dera* %17, i32 0, i32 0
  %call12 = call i64 @use(%struct.base* noundef %b11, i32 noundef 1)
  %18 = load %struct.derb*, %struct.derb** %b, align 8
  %b13 = getelementptr inbounds %struct.derb, %struct.derb* %18, i32 0, i32 0
  %call14 = call i64 @use(%struct.base* noundef %b13, i32 noundef 0)
  %add = add nsw i64 %call12, %call14
  %conv15 = sitofp i64 %add to double
  %19 = load %struct.dcur*, %struct.dcur** %d, align 8
  %base = getelementptr inbounds %struct.dcur, %struct.dcur* %19, i32 0, i32 0
  %call16 = call double @probe(%struct.cur* noundef %base, i32 noundef 1)
  %add17 = fadd double %conv15, %call16
  %20 = load %struct.ecur*, %struct.ecur** %e, align 8
  %base18 = getelementptr inbounds %struct.ecur, %struct.ecur* %20, i32 0, i32 0
  %call19 = call double @probe(%struct.cur* noundef %base18, i32 noundef 0)
  %add20 = fadd double %add17, %call19
  %conv21 = fptosi double %add20 to i32
  store i32 %conv21, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %21 = load i32, i32* %retval, align 4
  ret i32 %21
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
