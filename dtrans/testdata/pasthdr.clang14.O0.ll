; ModuleID = 'pasthdr.c'
source_filename = "pasthdr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @ctl_malloc(i64 noundef %size, %struct.memctl* noundef %ctl) #0 {
entry:
  %retval = alloca i8*, align 8
  %size.addr = alloca i64, align 8
  %ctl.addr = alloca %struct.memctl*, align 8
  %yield = alloca i8*, align 8
  %newctl = alloca %struct.memctl*, align 8
  store i64 %size, i64* %size.addr, align 8
  store %struct.memctl* %ctl, %struct.memctl** %ctl.addr, align 8
  %0 = load %struct.memctl*, %struct.memctl** %ctl.addr, align 8
  %cmp = icmp eq %struct.memctl* %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i64, i64* %size.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %1) #3
  br label %cond.end

cond.false:                                       ; preds = %entry
  %2 = load %struct.memctl*, %struct.memctl** %ctl.addr, align 8
  %alloc = getelementptr inbounds %struct.memctl, %struct.memctl* %2, i32 0, i32 0
  %3 = load i8* (i64, i8*)*, i8* (i64, i8*)** %alloc, align 8
  %4 = load i64, i64* %size.addr, align 8
  %5 = load %struct.memctl*, %struct.memctl** %ctl.addr, align 8
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %5, i32 0, i32 2
  %6 = load i8*, i8** %data, align 8
  %call1 = call i8* %3(i64 noundef %4, i8* noundef %6)
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i8* [ %call, %cond.true ], [ %call1, %cond.false ]
  store i8* %cond, i8** %yield, align 8
  %7 = load i8*, i8** %yield, align 8
  %cmp2 = icmp eq i8* %7, null
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  store i8* null, i8** %retval, align 8
  br label %return

if.end:                                           ; preds = %cond.end
  %8 = load i8*, i8** %yield, align 8
  %9 = bitcast i8* %8 to %struct.memctl*
  store %struct.memctl* %9, %struct.memctl** %newctl, align 8
  %10 = load %struct.memctl*, %struct.memctl** %ctl.addr, align 8
  %cmp3 = icmp eq %struct.memctl* %10, null
  br i1 %cmp3, label %if.then4, label %if.else

if.then4:                                         ; preds = %if.end
  %11 = load %struct.memctl*, %struct.memctl** %newctl, align 8
  %alloc5 = getelementptr inbounds %struct.memctl, %struct.memctl* %11, i32 0, i32 0
  store i8* (i64, i8*)* @def_alloc, i8* (i64, i8*)** %alloc5, align 8
  %12 = load %struct.memctl*, %struct.memctl** %newctl, align 8
  %release = getelementptr inbounds %struct.memctl, %struct.memctl* %12, i32 0, i32 1
  store void (i8*, i8*)* @def_release, void (i8*, i8*)** %release, align 8
  %13 = load %struct.memctl*, %struct.memctl** %newctl, align 8
  %data6 = getelementptr inbounds %struct.memctl, %struct.memctl* %13, i32 0, i32 2
  store i8* null, i8** %data6, align 8
  br label %if.end7

if.else:                                          ; preds = %if.end
  %14 = load %struct.memctl*, %struct.memctl** %newctl, align 8
  %15 = load %struct.memctl*, %struct.memctl** %ctl.addr, align 8
  %16 = bitcast %struct.memctl* %14 to i8*
  %17 = bitcast %struct.memctl* %15 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %16, i8* align 8 %17, i64 24, i1 false)
  br label %if.end7

if.end7:                                          ; preds = %if.else, %if.then4
  %18 = load i8*, i8** %yield, align 8
  store i8* %18, i8** %retval, align 8
  br label %return

return:                                           ; preds = %if.end7, %if.then
  %19 = load i8*, i8** %retval, align 8
  ret i8* %19
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @def_alloc(i64 noundef %n, i8* noundef %d) #0 {
entry:
  %n.addr = alloca i64, align 8
  %d.addr = alloca i8*, align 8
  store i64 %n, i64* %n.addr, align 8
  store i8* %d, i8** %d.addr, align 8
  %0 = load i8*, i8** %d.addr, align 8
  %1 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %1) #3
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @def_release(i8* noundef %p, i8* noundef %d) #0 {
entry:
  %p.addr = alloca i8*, align 8
  %d.addr = alloca i8*, align 8
  store i8* %p, i8** %p.addr, align 8
  store i8* %d, i8** %d.addr, align 8
  %0 = load i8*, i8** %d.addr, align 8
  %1 = load i8*, i8** %p.addr, align 8
  call void @free(i8* noundef %1) #3
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @list_get(%struct.memctl* noundef %ctl, i8*** noundef %listptr, i32 noundef %count) #0 {
entry:
  %retval = alloca i32, align 4
  %ctl.addr = alloca %struct.memctl*, align 8
  %listptr.addr = alloca i8***, align 8
  %count.addr = alloca i32, align 4
  %memp = alloca %struct.memctl*, align 8
  %listp = alloca i8**, align 8
  %i = alloca i32, align 4
  store %struct.memctl* %ctl, %struct.memctl** %ctl.addr, align 8
  store i8*** %listptr, i8**** %listptr.addr, align 8
  store i32 %count, i32* %count.addr, align 4
  %0 = load i32, i32* %count.addr, align 4
  %add = add nsw i32 %0, 1
  %conv = sext i32 %add to i64
  %mul = mul i64 8, %conv
  %add1 = add i64 24, %mul
  %1 = load %struct.memctl*, %struct.memctl** %ctl.addr, align 8
  %call = call i8* @ctl_malloc(i64 noundef %add1, %struct.memctl* noundef %1)
  %2 = bitcast i8* %call to %struct.memctl*
  store %struct.memctl* %2, %struct.memctl** %memp, align 8
  %3 = load %struct.memctl*, %struct.memctl** %memp, align 8
  %cmp = icmp eq %struct.memctl* %3, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %4 = load %struct.memctl*, %struct.memctl** %memp, align 8
  %5 = bitcast %struct.memctl* %4 to i8*
  %add.ptr = getelementptr inbounds i8, i8* %5, i64 24
  %6 = bitcast i8* %add.ptr to i8**
  store i8** %6, i8*** %listp, align 8
  %7 = load i8***, i8**** %listptr.addr, align 8
  store i8** %6, i8*** %7, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %8 = load i32, i32* %i, align 4
  %9 = load i32, i32* %count.addr, align 4
  %cmp3 = icmp slt i32 %8, %9
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load i8**, i8*** %listp, align 8
  %incdec.ptr = getelementptr inbounds i8*, i8** %10, i32 1
  store i8** %incdec.ptr, i8*** %listp, align 8
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** %10, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %11 = load i32, i32* %i, align 4
  %inc = add nsw i32 %11, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %12 = load i8**, i8*** %listp, align 8
  store i8* null, i8** %12, align 8
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %for.end, %if.then
  %13 = load i32, i32* %retval, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @list_free(i8** noundef %list) #0 {
entry:
  %list.addr = alloca i8**, align 8
  %memctl = alloca %struct.memctl*, align 8
  store i8** %list, i8*** %list.addr, align 8
  %0 = load i8**, i8*** %list.addr, align 8
  %1 = bitcast i8** %0 to i8*
  %add.ptr = getelementptr inbounds i8, i8* %1, i64 -24
  %2 = bitcast i8* %add.ptr to %struct.memctl*
  store %struct.memctl* %2, %struct.memctl** %memctl, align 8
  %3 = load %struct.memctl*, %struct.memctl** %memctl, align 8
  %release = getelementptr inbounds %struct.memctl, %struct.memctl* %3, i32 0, i32 1
  %4 = load void (i8*, i8*)*, void (i8*, i8*)** %release, align 8
  %5 = load %struct.memctl*, %struct.memctl** %memctl, align 8
  %6 = bitcast %struct.memctl* %5 to i8*
  %7 = load %struct.memctl*, %struct.memctl** %memctl, align 8
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %7, i32 0, i32 2
  %8 = load i8*, i8** %data, align 8
  call void %4(i8* noundef %6, i8* noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %list = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %call = call i32 @list_get(%struct.memctl* noundef null, i8*** noundef %list, i32 noundef %1)
  %cmp = icmp ne i32 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i8**, i8*** %list, align 8
  call void @list_free(i8** noundef %2)
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %3 = load i32, i32* %retval, align 4
  ret i32 %3
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
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
