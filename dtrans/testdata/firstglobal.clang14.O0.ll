; ModuleID = 'firstglobal.c'
source_filename = "firstglobal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cctx = type { %struct.memctl, i32 }
%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }
%struct.mctx = type { %struct.memctl, i64 }

@default_cctx = dso_local global %struct.cctx { %struct.memctl { i8* (i64, i8*)* @sysalloc, void (i8*, i8*)* @sysfree, i8* null }, i32 1 }, align 8
@default_mctx = dso_local global %struct.mctx { %struct.memctl { i8* (i64, i8*)* @sysalloc, void (i8*, i8*)* @sysfree, i8* null }, i64 100 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @sysalloc(i64 noundef %n, i8* noundef %d) #0 {
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
define internal void @sysfree(i8* noundef %p, i8* noundef %d) #0 {
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @ctx_alloc(i64 noundef %n, %struct.memctl* noundef %m) #0 {
entry:
  %n.addr = alloca i64, align 8
  %m.addr = alloca %struct.memctl*, align 8
  store i64 %n, i64* %n.addr, align 8
  store %struct.memctl* %m, %struct.memctl** %m.addr, align 8
  %0 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %alloc = getelementptr inbounds %struct.memctl, %struct.memctl* %0, i32 0, i32 0
  %1 = load i8* (i64, i8*)*, i8* (i64, i8*)** %alloc, align 8
  %2 = load i64, i64* %n.addr, align 8
  %3 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %3, i32 0, i32 2
  %4 = load i8*, i8** %data, align 8
  %call = call i8* %1(i64 noundef %2, i8* noundef %4)
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @compile(i64 noundef %n, %struct.cctx* noundef %c) #0 {
entry:
  %n.addr = alloca i64, align 8
  %c.addr = alloca %struct.cctx*, align 8
  %m = alloca %struct.memctl*, align 8
  %p = alloca i8*, align 8
  store i64 %n, i64* %n.addr, align 8
  store %struct.cctx* %c, %struct.cctx** %c.addr, align 8
  %0 = load %struct.cctx*, %struct.cctx** %c.addr, align 8
  %cmp = icmp ne %struct.cctx* %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load %struct.cctx*, %struct.cctx** %c.addr, align 8
  %memctl = getelementptr inbounds %struct.cctx, %struct.cctx* %1, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.memctl* [ %memctl, %cond.true ], [ getelementptr inbounds (%struct.cctx, %struct.cctx* @default_cctx, i32 0, i32 0), %cond.false ]
  store %struct.memctl* %cond, %struct.memctl** %m, align 8
  %2 = load i64, i64* %n.addr, align 8
  %3 = load %struct.memctl*, %struct.memctl** %m, align 8
  %call = call i8* @ctx_alloc(i64 noundef %2, %struct.memctl* noundef %3)
  store i8* %call, i8** %p, align 8
  %4 = load %struct.cctx*, %struct.cctx** %c.addr, align 8
  %cmp1 = icmp ne %struct.cctx* %4, null
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %5 = load %struct.cctx*, %struct.cctx** %c.addr, align 8
  %flags = getelementptr inbounds %struct.cctx, %struct.cctx* %5, i32 0, i32 1
  %6 = load i32, i32* %flags, align 8
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %flags, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  %7 = load i8*, i8** %p, align 8
  ret i8* %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @match(i64 noundef %n, %struct.mctx* noundef %c) #0 {
entry:
  %n.addr = alloca i64, align 8
  %c.addr = alloca %struct.mctx*, align 8
  %p = alloca i8*, align 8
  store i64 %n, i64* %n.addr, align 8
  store %struct.mctx* %c, %struct.mctx** %c.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %1 = load %struct.mctx*, %struct.mctx** %c.addr, align 8
  %cmp = icmp ne %struct.mctx* %1, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load %struct.mctx*, %struct.mctx** %c.addr, align 8
  %memctl = getelementptr inbounds %struct.mctx, %struct.mctx* %2, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.memctl* [ %memctl, %cond.true ], [ getelementptr inbounds (%struct.mctx, %struct.mctx* @default_mctx, i32 0, i32 0), %cond.false ]
  %call = call i8* @ctx_alloc(i64 noundef %0, %struct.memctl* noundef %cond)
  store i8* %call, i8** %p, align 8
  %3 = load %struct.mctx*, %struct.mctx** %c.addr, align 8
  %cmp1 = icmp ne %struct.mctx* %3, null
  br i1 %cmp1, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %cond.end
  %4 = load %struct.mctx*, %struct.mctx** %c.addr, align 8
  %limit = getelementptr inbounds %struct.mctx, %struct.mctx* %4, i32 0, i32 1
  %5 = load i64, i64* %limit, align 8
  %cmp2 = icmp sgt i64 %5, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %6 = load %struct.mctx*, %struct.mctx** %c.addr, align 8
  %limit3 = getelementptr inbounds %struct.mctx, %struct.mctx* %6, i32 0, i32 1
  %7 = load i64, i64* %limit3, align 8
  %dec = add nsw i64 %7, -1
  store i64 %dec, i64* %limit3, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %cond.end
  %8 = load i8*, i8** %p, align 8
  ret i8* %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.cctx, align 8
  %m = alloca %struct.mctx, align 8
  %a = alloca i8*, align 8
  %b = alloca i8*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = bitcast %struct.cctx* %c to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %0, i8* align 8 bitcast (%struct.cctx* @default_cctx to i8*), i64 32, i1 false)
  %1 = bitcast %struct.mctx* %m to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %1, i8* align 8 bitcast (%struct.mctx* @default_mctx to i8*), i64 32, i1 false)
  %2 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %2, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.cctx* [ %c, %cond.true ], [ null, %cond.false ]
  %call = call i8* @compile(i64 noundef 16, %struct.cctx* noundef %cond)
  store i8* %call, i8** %a, align 8
  %3 = load i32, i32* %argc.addr, align 4
  %cmp1 = icmp sgt i32 %3, 2
  br i1 %cmp1, label %cond.true2, label %cond.false3

cond.true2:                                       ; preds = %cond.end
  br label %cond.end4

cond.false3:                                      ; preds = %cond.end
  br label %cond.end4

cond.end4:                                        ; preds = %cond.false3, %cond.true2
  %cond5 = phi %struct.mctx* [ %m, %cond.true2 ], [ null, %cond.false3 ]
  %call6 = call i8* @match(i64 noundef 32, %struct.mctx* noundef %cond5)
  store i8* %call6, i8** %b, align 8
  %4 = load i8**, i8*** %argv.addr, align 8
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** getelementptr inbounds (%struct.cctx, %struct.cctx* @default_cctx, i32 0, i32 0, i32 1), align 8
  %6 = load i8*, i8** %a, align 8
  call void %5(i8* noundef %6, i8* noundef null)
  %7 = load void (i8*, i8*)*, void (i8*, i8*)** getelementptr inbounds (%struct.mctx, %struct.mctx* @default_mctx, i32 0, i32 0, i32 1), align 8
  %8 = load i8*, i8** %b, align 8
  call void %7(i8* noundef %8, i8* noundef null)
  %flags = getelementptr inbounds %struct.cctx, %struct.cctx* %c, i32 0, i32 1
  %9 = load i32, i32* %flags, align 8
  %limit = getelementptr inbounds %struct.mctx, %struct.mctx* %m, i32 0, i32 1
  %10 = load i64, i64* %limit, align 8
  %conv = trunc i64 %10 to i32
  %add = add nsw i32 %9, %conv
  ret i32 %add
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

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
