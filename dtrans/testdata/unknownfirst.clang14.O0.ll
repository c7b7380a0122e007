; ModuleID = 'unknownfirst.c'
source_filename = "unknownfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cctx = type { %struct.memctl, i32, i32 }
%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }
%struct.gctx = type { %struct.memctl }

@default_cctx = internal global %struct.cctx { %struct.memctl { i8* (i64, i8*)* @dmalloc, void (i8*, i8*)* @dfree, i8* null }, i32 0, i32 250 }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @encode(i8* noundef %in, i32 noundef %n, i8** noundef %out, %struct.gctx* noundef %g) #0 {
entry:
  %retval = alloca i32, align 4
  %in.addr = alloca i8*, align 8
  %n.addr = alloca i32, align 4
  %out.addr = alloca i8**, align 8
  %g.addr = alloca %struct.gctx*, align 8
  %m = alloca %struct.memctl*, align 8
  %p = alloca i8*, align 8
  store i8* %in, i8** %in.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i8** %out, i8*** %out.addr, align 8
  store %struct.gctx* %g, %struct.gctx** %g.addr, align 8
  %0 = load %struct.gctx*, %struct.gctx** %g.addr, align 8
  %cmp = icmp ne %struct.gctx* %0, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load %struct.gctx*, %struct.gctx** %g.addr, align 8
  %memctl = getelementptr inbounds %struct.gctx, %struct.gctx* %1, i32 0, i32 0
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.memctl* [ %memctl, %cond.true ], [ getelementptr inbounds (%struct.cctx, %struct.cctx* @default_cctx, i32 0, i32 0), %cond.false ]
  store %struct.memctl* %cond, %struct.memctl** %m, align 8
  %2 = load %struct.memctl*, %struct.memctl** %m, align 8
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %2, i32 0, i32 0
  %3 = load i8* (i64, i8*)*, i8* (i64, i8*)** %malloc, align 8
  %4 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %4 to i64
  %5 = load %struct.memctl*, %struct.memctl** %m, align 8
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %5, i32 0, i32 2
  %6 = load i8*, i8** %data, align 8
  %call = call i8* %3(i64 noundef %conv, i8* noundef %6)
  store i8* %call, i8** %p, align 8
  %7 = load i8*, i8** %p, align 8
  %cmp1 = icmp eq i8* %7, null
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %cond.end
  %8 = load i8*, i8** %p, align 8
  %9 = load i8*, i8** %in.addr, align 8
  %10 = load i32, i32* %n.addr, align 4
  %conv3 = sext i32 %10 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %8, i8* align 1 %9, i64 %conv3, i1 false)
  %11 = load i8*, i8** %p, align 8
  %12 = load i8**, i8*** %out.addr, align 8
  store i8* %11, i8** %12, align 8
  %13 = load i32, i32* %n.addr, align 4
  store i32 %13, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %14 = load i32, i32* %retval, align 4
  ret i32 %14
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load i32, i32* getelementptr inbounds (%struct.cctx, %struct.cctx* @default_cctx, i32 0, i32 2), align 4
  %2 = load i32, i32* %argc.addr, align 4
  %add = add nsw i32 %1, %2
  ret i32 %add
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
