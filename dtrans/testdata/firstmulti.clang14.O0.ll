; ModuleID = 'firstmulti.c'
source_filename = "firstmulti.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mdata = type { %struct.memctl, i32, [4 x i64] }
%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }
%struct.gctx = type { %struct.memctl }
%struct.cctx = type { %struct.memctl, i32, i32 }
%struct.code = type { %struct.memctl, i64, i32 }
%struct.mctx = type { %struct.memctl, i32, i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.mdata* @mdata_create(%struct.gctx* noundef %g) #0 {
entry:
  %retval = alloca %struct.mdata*, align 8
  %g.addr = alloca %struct.gctx*, align 8
  %md = alloca %struct.mdata*, align 8
  store %struct.gctx* %g, %struct.gctx** %g.addr, align 8
  %0 = load %struct.gctx*, %struct.gctx** %g.addr, align 8
  %memctl = getelementptr inbounds %struct.gctx, %struct.gctx* %0, i32 0, i32 0
  %call = call i8* @ctl_malloc(i64 noundef 64, %struct.memctl* noundef %memctl)
  %1 = bitcast i8* %call to %struct.mdata*
  store %struct.mdata* %1, %struct.mdata** %md, align 8
  %2 = load %struct.mdata*, %struct.mdata** %md, align 8
  %cmp = icmp eq %struct.mdata* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store %struct.mdata* null, %struct.mdata** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %3 = load %struct.mdata*, %struct.mdata** %md, align 8
  %memctl1 = getelementptr inbounds %struct.mdata, %struct.mdata* %3, i32 0, i32 0
  %4 = load %struct.gctx*, %struct.gctx** %g.addr, align 8
  %memctl2 = getelementptr inbounds %struct.gctx, %struct.gctx* %4, i32 0, i32 0
  %5 = bitcast %struct.memctl* %memctl1 to i8*
  %6 = bitcast %struct.memctl* %memctl2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %5, i8* align 8 %6, i64 24, i1 false)
  %7 = load %struct.mdata*, %struct.mdata** %md, align 8
  %n = getelementptr inbounds %struct.mdata, %struct.mdata* %7, i32 0, i32 1
  store i32 2, i32* %n, align 8
  %8 = load %struct.mdata*, %struct.mdata** %md, align 8
  %ovector = getelementptr inbounds %struct.mdata, %struct.mdata* %8, i32 0, i32 2
  %arrayidx = getelementptr inbounds [4 x i64], [4 x i64]* %ovector, i64 0, i64 0
  store i64 0, i64* %arrayidx, align 8
  %9 = load %struct.mdata*, %struct.mdata** %md, align 8
  store %struct.mdata* %9, %struct.mdata** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load %struct.mdata*, %struct.mdata** %retval, align 8
  ret %struct.mdata* %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @ctl_malloc(i64 noundef %size, %struct.memctl* noundef %m) #0 {
entry:
  %size.addr = alloca i64, align 8
  %m.addr = alloca %struct.memctl*, align 8
  store i64 %size, i64* %size.addr, align 8
  store %struct.memctl* %m, %struct.memctl** %m.addr, align 8
  %0 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %0, i32 0, i32 0
  %1 = load i8* (i64, i8*)*, i8* (i64, i8*)** %malloc, align 8
  %2 = load i64, i64* %size.addr, align 8
  %3 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %3, i32 0, i32 2
  %4 = load i8*, i8** %data, align 8
  %call = call i8* %1(i64 noundef %2, i8* noundef %4)
  ret i8* %call
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @convert(%struct.cctx* noundef %cc, i32 noundef %n) #0 {
entry:
  %cc.addr = alloca %struct.cctx*, align 8
  %n.addr = alloca i32, align 4
  %out = alloca i8*, align 8
  store %struct.cctx* %cc, %struct.cctx** %cc.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %0 to i64
  %1 = load %struct.cctx*, %struct.cctx** %cc.addr, align 8
  %options = getelementptr inbounds %struct.cctx, %struct.cctx* %1, i32 0, i32 1
  %2 = load i32, i32* %options, align 8
  %conv1 = sext i32 %2 to i64
  %add = add i64 %conv, %conv1
  %3 = load %struct.cctx*, %struct.cctx** %cc.addr, align 8
  %memctl = getelementptr inbounds %struct.cctx, %struct.cctx* %3, i32 0, i32 0
  %call = call i8* @ctl_malloc(i64 noundef %add, %struct.memctl* noundef %memctl)
  store i8* %call, i8** %out, align 8
  %4 = load i8*, i8** %out, align 8
  %cmp = icmp ne i8* %4, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load %struct.cctx*, %struct.cctx** %cc.addr, align 8
  %depth = getelementptr inbounds %struct.cctx, %struct.cctx* %5, i32 0, i32 2
  %6 = load i32, i32* %depth, align 4
  %conv3 = trunc i32 %6 to i8
  %7 = load i8*, i8** %out, align 8
  %arrayidx = getelementptr inbounds i8, i8* %7, i64 0
  store i8 %conv3, i8* %arrayidx, align 1
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %8 = load i8*, i8** %out, align 8
  ret i8* %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @substitute(%struct.code* noundef %code, %struct.mctx* noundef %mc) #0 {
entry:
  %retval = alloca i32, align 4
  %code.addr = alloca %struct.code*, align 8
  %mc.addr = alloca %struct.mctx*, align 8
  %md = alloca %struct.mdata*, align 8
  %r = alloca i32, align 4
  store %struct.code* %code, %struct.code** %code.addr, align 8
  store %struct.mctx* %mc, %struct.mctx** %mc.addr, align 8
  %0 = load %struct.mctx*, %struct.mctx** %mc.addr, align 8
  %cmp = icmp eq %struct.mctx* %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load %struct.code*, %struct.code** %code.addr, align 8
  %2 = bitcast %struct.code* %1 to %struct.gctx*
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load %struct.mctx*, %struct.mctx** %mc.addr, align 8
  %4 = bitcast %struct.mctx* %3 to %struct.gctx*
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.gctx* [ %2, %cond.true ], [ %4, %cond.false ]
  %call = call %struct.mdata* @mdata_create(%struct.gctx* noundef %cond)
  store %struct.mdata* %call, %struct.mdata** %md, align 8
  %5 = load %struct.mdata*, %struct.mdata** %md, align 8
  %cmp1 = icmp eq %struct.mdata* %5, null
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %cond.end
  %6 = load %struct.mdata*, %struct.mdata** %md, align 8
  %n = getelementptr inbounds %struct.mdata, %struct.mdata* %6, i32 0, i32 1
  %7 = load i32, i32* %n, align 8
  %8 = load %struct.code*, %struct.code** %code.addr, align 8
  %flags = getelementptr inbounds %struct.code, %struct.code* %8, i32 0, i32 2
  %9 = load i32, i32* %flags, align 8
  %add = add nsw i32 %7, %9
  %10 = load %struct.mctx*, %struct.mctx** %mc.addr, align 8
  %cmp2 = icmp ne %struct.mctx* %10, null
  br i1 %cmp2, label %cond.true3, label %cond.false4

cond.true3:                                       ; preds = %if.end
  %11 = load %struct.mctx*, %struct.mctx** %mc.addr, align 8
  %limit = getelementptr inbounds %struct.mctx, %struct.mctx* %11, i32 0, i32 1
  %12 = load i32, i32* %limit, align 8
  br label %cond.end5

cond.false4:                                      ; preds = %if.end
  br label %cond.end5

cond.end5:                                        ; preds = %cond.false4, %cond.true3
  %cond6 = phi i32 [ %12, %cond.true3 ], [ 0, %cond.false4 ]
  %add7 = add nsw i32 %add, %cond6
  store i32 %add7, i32* %r, align 4
  %13 = load %struct.mdata*, %struct.mdata** %md, align 8
  %memctl = getelementptr inbounds %struct.mdata, %struct.mdata* %13, i32 0, i32 0
  %free = getelementptr inbounds %struct.memctl, %struct.memctl* %memctl, i32 0, i32 1
  %14 = load void (i8*, i8*)*, void (i8*, i8*)** %free, align 8
  %15 = load %struct.mdata*, %struct.mdata** %md, align 8
  %16 = bitcast %struct.mdata* %15 to i8*
  %17 = load %struct.mdata*, %struct.mdata** %md, align 8
  %memctl8 = getelementptr inbounds %struct.mdata, %struct.mdata* %17, i32 0, i32 0
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %memctl8, i32 0, i32 2
  %18 = load i8*, i8** %data, align 8
  call void %14(i8* noundef %16, i8* noundef %18)
  %19 = load i32, i32* %r, align 4
  store i32 %19, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end5, %if.then
  %20 = load i32, i32* %retval, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.code*, align 8
  %mc = alloca %struct.mctx*, align 8
  %cc = alloca %struct.cctx*, align 8
  %s = alloca i8*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 40) #3
  %1 = bitcast i8* %call to %struct.code*
  store %struct.code* %1, %struct.code** %c, align 8
  store %struct.mctx* null, %struct.mctx** %mc, align 8
  %2 = load %struct.code*, %struct.code** %c, align 8
  %cmp = icmp eq %struct.code* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load %struct.code*, %struct.code** %c, align 8
  %memctl = getelementptr inbounds %struct.code, %struct.code* %3, i32 0, i32 0
  call void @ctl_init(%struct.memctl* noundef %memctl)
  %4 = load %struct.code*, %struct.code** %c, align 8
  %size = getelementptr inbounds %struct.code, %struct.code* %4, i32 0, i32 1
  store i64 40, i64* %size, align 8
  %5 = load i32, i32* %argc.addr, align 4
  %6 = load %struct.code*, %struct.code** %c, align 8
  %flags = getelementptr inbounds %struct.code, %struct.code* %6, i32 0, i32 2
  store i32 %5, i32* %flags, align 8
  %7 = load i32, i32* %argc.addr, align 4
  %cmp1 = icmp sgt i32 %7, 2
  br i1 %cmp1, label %if.then2, label %if.end8

if.then2:                                         ; preds = %if.end
  %call3 = call noalias i8* @malloc(i64 noundef 40) #3
  %8 = bitcast i8* %call3 to %struct.mctx*
  store %struct.mctx* %8, %struct.mctx** %mc, align 8
  %9 = load %struct.mctx*, %struct.mctx** %mc, align 8
  %cmp4 = icmp eq %struct.mctx* %9, null
  br i1 %cmp4, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.then2
  store i32 1, i32* %retval, align 4
  br label %return

if.end6:                                          ; preds = %if.then2
  %10 = load %struct.mctx*, %struct.mctx** %mc, align 8
  %memctl7 = getelementptr inbounds %struct.mctx, %struct.mctx* %10, i32 0, i32 0
  call void @ctl_init(%struct.memctl* noundef %memctl7)
  %11 = load i32, i32* %argc.addr, align 4
  %12 = load %struct.mctx*, %struct.mctx** %mc, align 8
  %limit = getelementptr inbounds %struct.mctx, %struct.mctx* %12, i32 0, i32 1
  store i32 %11, i32* %limit, align 8
  %13 = load %struct.mctx*, %struct.mctx** %mc, align 8
  %depth = getelementptr inbounds %struct.mctx, %struct.mctx* %13, i32 0, i32 2
  store i64 0, i64* %depth, align 8
  br label %if.end8

if.end8:                                          ; preds = %if.end6, %if.end
  %call9 = call noalias i8* @malloc(i64 noundef 32) #3
  %14 = bitcast i8* %call9 to %struct.cctx*
  store %struct.cctx* %14, %struct.cctx** %cc, align 8
  %15 = load %struct.cctx*, %struct.cctx** %cc, align 8
  %cmp10 = icmp eq %struct.cctx* %15, null
  br i1 %cmp10, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end8
  store i32 1, i32* %retval, align 4
  br label %return

if.end12:                                         ; preds = %if.end8
  %16 = load %struct.cctx*, %struct.cctx** %cc, align 8
  %memctl13 = getelementptr inbounds %struct.cctx, %struct.cctx* %16, i32 0, i32 0
  call void @ctl_init(%struct.memctl* noundef %memctl13)
  %17 = load i32, i32* %argc.addr, align 4
  %18 = load %struct.cctx*, %struct.cctx** %cc, align 8
  %options = getelementptr inbounds %struct.cctx, %struct.cctx* %18, i32 0, i32 1
  store i32 %17, i32* %options, align 8
  %19 = load %struct.cctx*, %struct.cctx** %cc, align 8
  %depth14 = getelementptr inbounds %struct.cctx, %struct.cctx* %19, i32 0, i32 2
  store i32 1, i32* %depth14, align 4
  %20 = load %struct.cctx*, %struct.cctx** %cc, align 8
  %21 = load i32, i32* %argc.addr, align 4
  %call15 = call i8* @convert(%struct.cctx* noundef %20, i32 noundef %21)
  store i8* %call15, i8** %s, align 8
  %22 = load %struct.code*, %struct.code** %c, align 8
  %23 = load %struct.mctx*, %struct.mctx** %mc, align 8
  %call16 = call i32 @substitute(%struct.code* noundef %22, %struct.mctx* noundef %23)
  %24 = load i8*, i8** %s, align 8
  %cmp17 = icmp ne i8* %24, null
  br i1 %cmp17, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end12
  %25 = load i8*, i8** %s, align 8
  %arrayidx = getelementptr inbounds i8, i8* %25, i64 0
  %26 = load i8, i8* %arrayidx, align 1
  %conv = sext i8 %26 to i32
  br label %cond.end

cond.false:                                       ; preds = %if.end12
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %cond.false ]
  %add = add nsw i32 %call16, %cond
  store i32 %add, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then11, %if.then5, %if.then
  %27 = load i32, i32* %retval, align 4
  ret i32 %27
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ctl_init(%struct.memctl* noundef %m) #0 {
entry:
  %m.addr = alloca %struct.memctl*, align 8
  store %struct.memctl* %m, %struct.memctl** %m.addr, align 8
  %0 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %0, i32 0, i32 0
  store i8* (i64, i8*)* @dmalloc, i8* (i64, i8*)** %malloc, align 8
  %1 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %free = getelementptr inbounds %struct.memctl, %struct.memctl* %1, i32 0, i32 1
  store void (i8*, i8*)* @dfree, void (i8*, i8*)** %free, align 8
  %2 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %2, i32 0, i32 2
  store i8* null, i8** %data, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @dmalloc(i64 noundef %n, i8* noundef %d) #0 {
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
define internal void @dfree(i8* noundef %p, i8* noundef %d) #0 {
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

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
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
