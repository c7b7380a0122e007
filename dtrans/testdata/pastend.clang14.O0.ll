; ModuleID = 'pastend.c'
source_filename = "pastend.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.hdr = type { i8, i32, %struct.hdr* }
%struct.extra = type { i64, i32 }
%struct.other = type { double, i8* }

@slot = dso_local global i8* null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @fetch(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  store i32 %i, i32* %i.addr, align 4
  %0 = load i32, i32* %i.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i8*, i8** @slot, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %1, %cond.true ], [ null, %cond.false ]
  ret i8* %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.hdr* @fetch_hdr(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  store i32 %i, i32* %i.addr, align 4
  %0 = load i32, i32* %i.addr, align 4
  %tobool = icmp ne i32 %0, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i8*, i8** @slot, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %1, %cond.true ], [ null, %cond.false ]
  %2 = bitcast i8* %cond to %struct.hdr*
  ret %struct.hdr* %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.extra* @extra_of(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  %h = alloca %struct.hdr*, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load i32, i32* %i.addr, align 4
  %call = call %struct.hdr* @fetch_hdr(i32 noundef %0)
  store %struct.hdr* %call, %struct.hdr** %h, align 8
  %1 = load %struct.hdr*, %struct.hdr** %h, align 8
  %n = getelementptr inbounds %struct.hdr, %struct.hdr* %1, i32 0, i32 1
  %2 = load i32, i32* %n, align 4
  %inc = add nsw i32 %2, 1
  store i32 %inc, i32* %n, align 4
  %3 = load %struct.hdr*, %struct.hdr** %h, align 8
  %arrayidx = getelementptr inbounds %struct.hdr, %struct.hdr* %3, i64 1
  %4 = bitcast %struct.hdr* %arrayidx to i8*
  call void @llvm.memset.p0i8.i64(i8* align 1 %4, i8 0, i64 16, i1 false)
  %5 = load %struct.hdr*, %struct.hdr** %h, align 8
  %arrayidx1 = getelementptr inbounds %struct.hdr, %struct.hdr* %5, i64 1
  %6 = bitcast %struct.hdr* %arrayidx1 to %struct.extra*
  ret %struct.extra* %6
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @weight(i32 noundef %i) #0 {
entry:
  %i.addr = alloca i32, align 4
  %o = alloca %struct.other*, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load i32, i32* %i.addr, align 4
  %call = call i8* @fetch(i32 noundef %0)
  %1 = bitcast i8* %call to %struct.other*
  store %struct.other* %1, %struct.other** %o, align 8
  %2 = load %struct.other*, %struct.other** %o, align 8
  %w = getelementptr inbounds %struct.other, %struct.other* %2, i32 0, i32 0
  %3 = load double, double* %w, align 8
  ret double %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %h = alloca %struct.hdr*, align 8
  %o = alloca %struct.other*, align 8
  %x = alloca %struct.extra*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 32) #3
  %0 = bitcast i8* %call to %struct.hdr*
  store %struct.hdr* %0, %struct.hdr** %h, align 8
  %call1 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 16) #3
  %1 = bitcast i8* %call1 to %struct.other*
  store %struct.other* %1, %struct.other** %o, align 8
  %2 = load i8**, i8*** %argv.addr, align 8
  %3 = load %struct.hdr*, %struct.hdr** %h, align 8
  %cmp = icmp eq %struct.hdr* %3, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %4 = load %struct.other*, %struct.other** %o, align 8
  %cmp2 = icmp eq %struct.other* %4, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %5 = load %struct.hdr*, %struct.hdr** %h, align 8
  %6 = bitcast %struct.hdr* %5 to i8*
  store i8* %6, i8** @slot, align 8
  %7 = load i32, i32* %argc.addr, align 4
  %call3 = call %struct.extra* @extra_of(i32 noundef %7)
  store %struct.extra* %call3, %struct.extra** %x, align 8
  %8 = load %struct.other*, %struct.other** %o, align 8
  %9 = bitcast %struct.other* %8 to i8*
  store i8* %9, i8** @slot, align 8
  %10 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %10 to i64
  %11 = load %struct.extra*, %struct.extra** %x, align 8
  %key = getelementptr inbounds %struct.extra, %struct.extra* %11, i32 0, i32 0
  store i64 %conv, i64* %key, align 8
  %12 = load %struct.extra*, %struct.extra** %x, align 8
  %flag = getelementptr inbounds %struct.extra, %struct.extra* %12, i32 0, i32 1
  store i32 1, i32* %flag, align 8
  %13 = load %struct.extra*, %struct.extra** %x, align 8
  %key4 = getelementptr inbounds %struct.extra, %struct.extra* %13, i32 0, i32 0
  %14 = load i64, i64* %key4, align 8
  %conv5 = sitofp i64 %14 to double
  %15 = load i32, i32* %argc.addr, align 4
  %call6 = call double @weight(i32 noundef %15)
  %add = fadd double %conv5, %call6
  %16 = load %struct.extra*, %struct.extra** %x, align 8
  %flag7 = getelementptr inbounds %struct.extra, %struct.extra* %16, i32 0, i32 1
  %17 = load i32, i32* %flag7, align 8
  %conv8 = sitofp i32 %17 to double
  %add9 = fadd double %add, %conv8
  %conv10 = fptosi double %add9 to i32
  store i32 %conv10, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %18 = load i32, i32* %retval, align 4
  ret i32 %18
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
