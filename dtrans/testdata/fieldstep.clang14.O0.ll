; ModuleID = 'fieldstep.c'
source_filename = "fieldstep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { i8*, i32, i8*, i32, i8*, i8* (i8*, i32, i32)*, void (i8*, i8*)*, i8* }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @run(%struct.stream* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.stream*, align 8
  %n = alloca i32, align 4
  store %struct.stream* %s, %struct.stream** %s.addr, align 8
  %0 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %avail_in = getelementptr inbounds %struct.stream, %struct.stream* %0, i32 0, i32 1
  %1 = load i32, i32* %avail_in, align 8
  %2 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %avail_out = getelementptr inbounds %struct.stream, %struct.stream* %2, i32 0, i32 3
  %3 = load i32, i32* %avail_out, align 8
  %cmp = icmp ult i32 %1, %3
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %avail_in1 = getelementptr inbounds %struct.stream, %struct.stream* %4, i32 0, i32 1
  %5 = load i32, i32* %avail_in1, align 8
  br label %cond.end

cond.false:                                       ; preds = %entry
  %6 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %avail_out2 = getelementptr inbounds %struct.stream, %struct.stream* %6, i32 0, i32 3
  %7 = load i32, i32* %avail_out2, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %5, %cond.true ], [ %7, %cond.false ]
  store i32 %cond, i32* %n, align 4
  %8 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %next_out = getelementptr inbounds %struct.stream, %struct.stream* %8, i32 0, i32 2
  %9 = load i8*, i8** %next_out, align 8
  %10 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %next_in = getelementptr inbounds %struct.stream, %struct.stream* %10, i32 0, i32 0
  %11 = load i8*, i8** %next_in, align 8
  %12 = load i32, i32* %n, align 4
  %conv = zext i32 %12 to i64
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %9, i8* align 1 %11, i64 %conv, i1 false)
  %13 = load i32, i32* %n, align 4
  %14 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %avail_out3 = getelementptr inbounds %struct.stream, %struct.stream* %14, i32 0, i32 3
  %15 = load i32, i32* %avail_out3, align 8
  %sub = sub i32 %15, %13
  store i32 %sub, i32* %avail_out3, align 8
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @decompress(i8* noundef %dst, i32* noundef %dlen, i8* noundef %src, i32 noundef %slen) #0 {
entry:
  %retval = alloca i32, align 4
  %dst.addr = alloca i8*, align 8
  %dlen.addr = alloca i32*, align 8
  %src.addr = alloca i8*, align 8
  %slen.addr = alloca i32, align 4
  %strm = alloca %struct.stream, align 8
  store i8* %dst, i8** %dst.addr, align 8
  store i32* %dlen, i32** %dlen.addr, align 8
  store i8* %src, i8** %src.addr, align 8
  store i32 %slen, i32* %slen.addr, align 4
  %bzalloc = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 5
  store i8* (i8*, i32, i32)* null, i8* (i8*, i32, i32)** %bzalloc, align 8
  %bzfree = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 6
  store void (i8*, i8*)* null, void (i8*, i8*)** %bzfree, align 8
  %opaque = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 7
  store i8* null, i8** %opaque, align 8
  %call = call i32 @stream_init(%struct.stream* noundef %strm)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %0 = load i8*, i8** %src.addr, align 8
  %next_in = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 0
  store i8* %0, i8** %next_in, align 8
  %1 = load i32, i32* %slen.addr, align 4
  %avail_in = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 1
  store i32 %1, i32* %avail_in, align 8
  %2 = load i8*, i8** %dst.addr, align 8
  %next_out = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 2
  store i8* %2, i8** %next_out, align 8
  %3 = load i32*, i32** %dlen.addr, align 8
  %4 = load i32, i32* %3, align 4
  %avail_out = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 3
  store i32 %4, i32* %avail_out, align 8
  call void @run(%struct.stream* noundef %strm)
  %avail_out1 = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 3
  %5 = load i32, i32* %avail_out1, align 8
  %6 = load i32*, i32** %dlen.addr, align 8
  store i32 %5, i32* %6, align 4
  %bzfree2 = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 6
  %7 = load void (i8*, i8*)*, void (i8*, i8*)** %bzfree2, align 8
  %opaque3 = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 7
  %8 = load i8*, i8** %opaque3, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %strm, i32 0, i32 4
  %9 = load i8*, i8** %state, align 8
  call void %7(i8* noundef %8, i8* noundef %9)
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load i32, i32* %retval, align 4
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @stream_init(%struct.stream* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.stream*, align 8
  store %struct.stream* %s, %struct.stream** %s.addr, align 8
  %0 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %bzalloc = getelementptr inbounds %struct.stream, %struct.stream* %0, i32 0, i32 5
  %1 = load i8* (i8*, i32, i32)*, i8* (i8*, i32, i32)** %bzalloc, align 8
  %cmp = icmp eq i8* (i8*, i32, i32)* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %bzalloc1 = getelementptr inbounds %struct.stream, %struct.stream* %2, i32 0, i32 5
  store i8* (i8*, i32, i32)* @default_alloc, i8* (i8*, i32, i32)** %bzalloc1, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %bzfree = getelementptr inbounds %struct.stream, %struct.stream* %3, i32 0, i32 6
  %4 = load void (i8*, i8*)*, void (i8*, i8*)** %bzfree, align 8
  %cmp2 = icmp eq void (i8*, i8*)* %4, null
  br i1 %cmp2, label %if.then3, label %if.end5

if.then3:                                         ; preds = %if.end
  %5 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %bzfree4 = getelementptr inbounds %struct.stream, %struct.stream* %5, i32 0, i32 6
  store void (i8*, i8*)* @default_free, void (i8*, i8*)** %bzfree4, align 8
  br label %if.end5

if.end5:                                          ; preds = %if.then3, %if.end
  %6 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %bzalloc6 = getelementptr inbounds %struct.stream, %struct.stream* %6, i32 0, i32 5
  %7 = load i8* (i8*, i32, i32)*, i8* (i8*, i32, i32)** %bzalloc6, align 8
  %8 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %opaque = getelementptr inbounds %struct.stream, %struct.stream* %8, i32 0, i32 7
  %9 = load i8*, i8** %opaque, align 8
  %call = call i8* %7(i8* noundef %9, i32 noundef 64, i32 noundef 1)
  %10 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %10, i32 0, i32 4
  store i8* %call, i8** %state, align 8
  %11 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %state7 = getelementptr inbounds %struct.stream, %struct.stream* %11, i32 0, i32 4
  %12 = load i8*, i8** %state7, align 8
  %cmp8 = icmp ne i8* %12, null
  %conv = zext i1 %cmp8 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %out = alloca [16 x i8], align 16
  %n = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store i32 16, i32* %n, align 4
  %arraydecay = getelementptr inbounds [16 x i8], [16 x i8]* %out, i64 0, i64 0
  %0 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %0, i64 0
  %1 = load i8*, i8** %arrayidx, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %call = call i32 @decompress(i8* noundef %arraydecay, i32* noundef %n, i8* noundef %1, i32 noundef %2)
  ret i32 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @default_alloc(i8* noundef %o, i32 noundef %n, i32 noundef %m) #0 {
entry:
  %o.addr = alloca i8*, align 8
  %n.addr = alloca i32, align 4
  %m.addr = alloca i32, align 4
  store i8* %o, i8** %o.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 %m, i32* %m.addr, align 4
  %0 = load i8*, i8** %o.addr, align 8
  %1 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %1 to i64
  %2 = load i32, i32* %m.addr, align 4
  %conv1 = sext i32 %2 to i64
  %mul = mul i64 %conv, %conv1
  %call = call noalias i8* @malloc(i64 noundef %mul) #3
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @default_free(i8* noundef %o, i8* noundef %p) #0 {
entry:
  %o.addr = alloca i8*, align 8
  %p.addr = alloca i8*, align 8
  store i8* %o, i8** %o.addr, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %o.addr, align 8
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
