; ModuleID = 'hC_castfirst.c'
source_filename = "hC_castfirst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.memctl = type { i8* (i64, i8*)*, void (i8*, i8*)*, i8* }
%struct.code = type { %struct.memctl, i32, i32 }
%struct.gctx = type { %struct.memctl }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @mmalloc(i64 noundef %n, %struct.memctl* noundef %m) #0 {
entry:
  %n.addr = alloca i64, align 8
  %m.addr = alloca %struct.memctl*, align 8
  store i64 %n, i64* %n.addr, align 8
  store %struct.memctl* %m, %struct.memctl** %m.addr, align 8
  %0 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %0, i32 0, i32 0
  %1 = load i8* (i64, i8*)*, i8* (i64, i8*)** %malloc, align 8
  %2 = load i64, i64* %n.addr, align 8
  %3 = load %struct.memctl*, %struct.memctl** %m.addr, align 8
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %3, i32 0, i32 2
  %4 = load i8*, i8** %data, align 8
  %call = call i8* %1(i64 noundef %2, i8* noundef %4)
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @create_from(%struct.code* noundef %c, %struct.gctx* noundef %g) #0 {
entry:
  %c.addr = alloca %struct.code*, align 8
  %g.addr = alloca %struct.gctx*, align 8
  store %struct.code* %c, %struct.code** %c.addr, align 8
  store %struct.gctx* %g, %struct.gctx** %g.addr, align 8
  %0 = load %struct.gctx*, %struct.gctx** %g.addr, align 8
  %cmp = icmp eq %struct.gctx* %0, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %1 = load %struct.code*, %struct.code** %c.addr, align 8
  %2 = bitcast %struct.code* %1 to %struct.gctx*
  store %struct.gctx* %2, %struct.gctx** %g.addr, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load %struct.gctx*, %struct.gctx** %g.addr, align 8
  %4 = load %struct.code*, %struct.code** %c.addr, align 8
  %top = getelementptr inbounds %struct.code, %struct.code* %4, i32 0, i32 1
  %5 = load i32, i32* %top, align 8
  %call = call i8* @create(%struct.gctx* noundef %3, i32 noundef %5)
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @create(%struct.gctx* noundef %g, i32 noundef %n) #0 {
entry:
  %g.addr = alloca %struct.gctx*, align 8
  %n.addr = alloca i32, align 4
  store %struct.gctx* %g, %struct.gctx** %g.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %0 to i64
  %mul = mul i64 %conv, 8
  %1 = load %struct.gctx*, %struct.gctx** %g.addr, align 8
  %2 = bitcast %struct.gctx* %1 to %struct.memctl*
  %call = call i8* @mmalloc(i64 noundef %mul, %struct.memctl* noundef %2)
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.code*, align 8
  %g = alloca %struct.gctx*, align 8
  %p = alloca i8*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 32) #3
  %0 = bitcast i8* %call to %struct.code*
  store %struct.code* %0, %struct.code** %c, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 24) #3
  %1 = bitcast i8* %call1 to %struct.gctx*
  store %struct.gctx* %1, %struct.gctx** %g, align 8
  %2 = load %struct.code*, %struct.code** %c, align 8
  %m = getelementptr inbounds %struct.code, %struct.code* %2, i32 0, i32 0
  %malloc = getelementptr inbounds %struct.memctl, %struct.memctl* %m, i32 0, i32 0
  store i8* (i64, i8*)* @dmalloc, i8* (i64, i8*)** %malloc, align 8
  %3 = load %struct.code*, %struct.code** %c, align 8
  %m2 = getelementptr inbounds %struct.code, %struct.code* %3, i32 0, i32 0
  %free = getelementptr inbounds %struct.memctl, %struct.memctl* %m2, i32 0, i32 1
  store void (i8*, i8*)* @dfree, void (i8*, i8*)** %free, align 8
  %4 = load %struct.code*, %struct.code** %c, align 8
  %m3 = getelementptr inbounds %struct.code, %struct.code* %4, i32 0, i32 0
  %data = getelementptr inbounds %struct.memctl, %struct.memctl* %m3, i32 0, i32 2
  store i8* null, i8** %data, align 8
  %5 = load %struct.gctx*, %struct.gctx** %g, align 8
  %m4 = getelementptr inbounds %struct.gctx, %struct.gctx* %5, i32 0, i32 0
  %6 = load %struct.code*, %struct.code** %c, align 8
  %m5 = getelementptr inbounds %struct.code, %struct.code* %6, i32 0, i32 0
  %7 = bitcast %struct.memctl* %m4 to i8*
  %8 = bitcast %struct.memctl* %m5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %7, i8* align 8 %8, i64 24, i1 false)
  %9 = load i32, i32* %argc.addr, align 4
  %10 = load %struct.code*, %struct.code** %c, align 8
  %top = getelementptr inbounds %struct.code, %struct.code* %10, i32 0, i32 1
  store i32 %9, i32* %top, align 8
  %11 = load %struct.code*, %struct.code** %c, align 8
  %flags = getelementptr inbounds %struct.code, %struct.code* %11, i32 0, i32 2
  store i32 0, i32* %flags, align 4
  %12 = load %struct.code*, %struct.code** %c, align 8
  %13 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %13, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %14 = load %struct.gctx*, %struct.gctx** %g, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.gctx* [ %14, %cond.true ], [ null, %cond.false ]
  %call6 = call i8* @create_from(%struct.code* noundef %12, %struct.gctx* noundef %cond)
  store i8* %call6, i8** %p, align 8
  %15 = load i8*, i8** %p, align 8
  %cmp7 = icmp ne i8* %15, null
  %conv = zext i1 %cmp7 to i32
  ret i32 %conv
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

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

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

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
