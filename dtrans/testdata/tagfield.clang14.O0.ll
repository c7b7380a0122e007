; ModuleID = 'tagfield.c'
source_filename = "tagfield.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.stream = type { i8*, i32, %struct.internal* }
%struct.internal = type opaque
%struct.dstate = type { %struct.stream*, i32, [64 x i16] }
%struct.istate = type { %struct.stream*, i32, i32, [32 x i16], [32 x i16] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @table(i16* noundef %lens, i32 noundef %n, i16* noundef %work) #0 {
entry:
  %lens.addr = alloca i16*, align 8
  %n.addr = alloca i32, align 4
  %work.addr = alloca i16*, align 8
  store i16* %lens, i16** %lens.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i16* %work, i16** %work.addr, align 8
  %0 = load i16*, i16** %lens.addr, align 8
  %arrayidx = getelementptr inbounds i16, i16* %0, i64 0
  %1 = load i16, i16* %arrayidx, align 2
  %2 = load i16*, i16** %work.addr, align 8
  %arrayidx1 = getelementptr inbounds i16, i16* %2, i64 0
  store i16 %1, i16* %arrayidx1, align 2
  %3 = load i16*, i16** %lens.addr, align 8
  %4 = load i32, i32* %n.addr, align 4
  %idxprom = zext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds i16, i16* %3, i64 %idxprom
  %5 = load i16, i16* %arrayidx2, align 2
  %6 = load i16*, i16** %work.addr, align 8
  %arrayidx3 = getelementptr inbounds i16, i16* %6, i64 1
  store i16 %5, i16* %arrayidx3, align 2
  %7 = load i16*, i16** %lens.addr, align 8
  %arrayidx4 = getelementptr inbounds i16, i16* %7, i64 1
  %8 = load i16, i16* %arrayidx4, align 2
  %conv = zext i16 %8 to i32
  %9 = load i32, i32* %n.addr, align 4
  %add = add nsw i32 %conv, %9
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @deflate_init(%struct.stream* noundef %s, i32 noundef %level) #0 {
entry:
  %retval = alloca i32, align 4
  %s.addr = alloca %struct.stream*, align 8
  %level.addr = alloca i32, align 4
  %d = alloca %struct.dstate*, align 8
  store %struct.stream* %s, %struct.stream** %s.addr, align 8
  store i32 %level, i32* %level.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 144) #3
  %0 = bitcast i8* %call to %struct.dstate*
  store %struct.dstate* %0, %struct.dstate** %d, align 8
  %1 = load %struct.dstate*, %struct.dstate** %d, align 8
  %cmp = icmp eq %struct.dstate* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %3 = load %struct.dstate*, %struct.dstate** %d, align 8
  %strm = getelementptr inbounds %struct.dstate, %struct.dstate* %3, i32 0, i32 0
  store %struct.stream* %2, %struct.stream** %strm, align 8
  %4 = load i32, i32* %level.addr, align 4
  %5 = load %struct.dstate*, %struct.dstate** %d, align 8
  %level1 = getelementptr inbounds %struct.dstate, %struct.dstate* %5, i32 0, i32 1
  store i32 %4, i32* %level1, align 8
  %6 = load %struct.dstate*, %struct.dstate** %d, align 8
  %heap = getelementptr inbounds %struct.dstate, %struct.dstate* %6, i32 0, i32 2
  %arrayidx = getelementptr inbounds [64 x i16], [64 x i16]* %heap, i64 0, i64 0
  store i16 0, i16* %arrayidx, align 4
  %7 = load %struct.dstate*, %struct.dstate** %d, align 8
  %8 = bitcast %struct.dstate* %7 to %struct.internal*
  %9 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %9, i32 0, i32 2
  store %struct.internal* %8, %struct.internal** %state, align 8
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load i32, i32* %retval, align 4
  ret i32 %10
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inflate_init(%struct.stream* noundef %s) #0 {
entry:
  %retval = alloca i32, align 4
  %s.addr = alloca %struct.stream*, align 8
  %st = alloca %struct.istate*, align 8
  store %struct.stream* %s, %struct.stream** %s.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 144) #3
  %0 = bitcast i8* %call to %struct.istate*
  store %struct.istate* %0, %struct.istate** %st, align 8
  %1 = load %struct.istate*, %struct.istate** %st, align 8
  %cmp = icmp eq %struct.istate* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 -1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %3 = load %struct.istate*, %struct.istate** %st, align 8
  %strm = getelementptr inbounds %struct.istate, %struct.istate* %3, i32 0, i32 0
  store %struct.stream* %2, %struct.stream** %strm, align 8
  %4 = load %struct.istate*, %struct.istate** %st, align 8
  %5 = bitcast %struct.istate* %4 to %struct.internal*
  %6 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %6, i32 0, i32 2
  store %struct.internal* %5, %struct.internal** %state, align 8
  store i32 0, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %7 = load i32, i32* %retval, align 4
  ret i32 %7
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @inflate_reset(%struct.istate* noundef %v, i64 noundef %i) #0 {
entry:
  %v.addr = alloca %struct.istate*, align 8
  %i.addr = alloca i64, align 8
  store %struct.istate* %v, %struct.istate** %v.addr, align 8
  store i64 %i, i64* %i.addr, align 8
  %0 = load %struct.istate*, %struct.istate** %v.addr, align 8
  %1 = load i64, i64* %i.addr, align 8
  %arrayidx = getelementptr inbounds %struct.istate, %struct.istate* %0, i64 %1
  %mode = getelementptr inbounds %struct.istate, %struct.istate* %arrayidx, i32 0, i32 1
  store i32 0, i32* %mode, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @inflate(%struct.stream* noundef %s) #0 {
entry:
  %s.addr = alloca %struct.stream*, align 8
  %st = alloca %struct.istate*, align 8
  store %struct.stream* %s, %struct.stream** %s.addr, align 8
  %0 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %0, i32 0, i32 2
  %1 = load %struct.internal*, %struct.internal** %state, align 8
  %2 = bitcast %struct.internal* %1 to %struct.istate*
  store %struct.istate* %2, %struct.istate** %st, align 8
  %3 = load %struct.istate*, %struct.istate** %st, align 8
  %mode = getelementptr inbounds %struct.istate, %struct.istate* %3, i32 0, i32 1
  store i32 1, i32* %mode, align 8
  %4 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %next = getelementptr inbounds %struct.stream, %struct.stream* %4, i32 0, i32 0
  %5 = load i8*, i8** %next, align 8
  %arrayidx = getelementptr inbounds i8, i8* %5, i64 0
  %6 = load i8, i8* %arrayidx, align 1
  %conv = zext i8 %6 to i16
  %7 = load %struct.istate*, %struct.istate** %st, align 8
  %lens = getelementptr inbounds %struct.istate, %struct.istate* %7, i32 0, i32 3
  %arrayidx1 = getelementptr inbounds [32 x i16], [32 x i16]* %lens, i64 0, i64 0
  store i16 %conv, i16* %arrayidx1, align 8
  %8 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %next2 = getelementptr inbounds %struct.stream, %struct.stream* %8, i32 0, i32 0
  %9 = load i8*, i8** %next2, align 8
  %arrayidx3 = getelementptr inbounds i8, i8* %9, i64 1
  %10 = load i8, i8* %arrayidx3, align 1
  %conv4 = zext i8 %10 to i16
  %11 = load %struct.istate*, %struct.istate** %st, align 8
  %lens5 = getelementptr inbounds %struct.istate, %struct.istate* %11, i32 0, i32 3
  %arrayidx6 = getelementptr inbounds [32 x i16], [32 x i16]* %lens5, i64 0, i64 1
  store i16 %conv4, i16* %arrayidx6, align 2
  %12 = load %struct.stream*, %struct.stream** %s.addr, align 8
  %avail = getelementptr inbounds %struct.stream, %struct.stream* %12, i32 0, i32 1
  %13 = load i32, i32* %avail, align 8
  %14 = load %struct.istate*, %struct.istate** %st, align 8
  %have = getelementptr inbounds %struct.istate, %struct.istate* %14, i32 0, i32 2
  store i32 %13, i32* %have, align 4
  %15 = load %struct.istate*, %struct.istate** %st, align 8
  %lens7 = getelementptr inbounds %struct.istate, %struct.istate* %15, i32 0, i32 3
  %arraydecay = getelementptr inbounds [32 x i16], [32 x i16]* %lens7, i64 0, i64 0
  %16 = load %struct.istate*, %struct.istate** %st, align 8
  %have8 = getelementptr inbounds %struct.istate, %struct.istate* %16, i32 0, i32 2
  %17 = load i32, i32* %have8, align 4
  %and = and i32 %17, 31
  %18 = load %struct.istate*, %struct.istate** %st, align 8
  %work = getelementptr inbounds %struct.istate, %struct.istate* %18, i32 0, i32 4
  %arraydecay9 = getelementptr inbounds [32 x i16], [32 x i16]* %work, i64 0, i64 0
  %call = call i32 @table(i16* noundef %arraydecay, i32 noundef %and, i16* noundef %arraydecay9)
  ret i32 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.stream, align 8
  %b = alloca %struct.stream, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %next = getelementptr inbounds %struct.stream, %struct.stream* %a, i32 0, i32 0
  %0 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %0, i64 0
  %1 = load i8*, i8** %arrayidx, align 8
  store i8* %1, i8** %next, align 8
  %avail = getelementptr inbounds %struct.stream, %struct.stream* %a, i32 0, i32 1
  %2 = load i32, i32* %argc.addr, align 4
  store i32 %2, i32* %avail, align 8
  %state = getelementptr inbounds %struct.stream, %struct.stream* %a, i32 0, i32 2
  store %struct.internal* null, %struct.internal** %state, align 8
  %3 = bitcast %struct.stream* %b to i8*
  %4 = bitcast %struct.stream* %a to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %3, i8* align 8 %4, i64 24, i1 false)
  %5 = load i32, i32* %argc.addr, align 4
  %call = call i32 @deflate_init(%struct.stream* noundef %a, i32 noundef %5)
  %cmp = icmp ne i32 %call, 0
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %call1 = call i32 @inflate_init(%struct.stream* noundef %b)
  %cmp2 = icmp ne i32 %call1, 0
  br i1 %cmp2, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %state3 = getelementptr inbounds %struct.stream, %struct.stream* %b, i32 0, i32 2
  %6 = load %struct.internal*, %struct.internal** %state3, align 8
  %7 = bitcast %struct.internal* %6 to %struct.istate*
  call void @inflate_reset(%struct.istate* noundef %7, i64 noundef 0)
  %call4 = call i32 @inflate(%struct.stream* noundef %b)
  store i32 %call4, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %8 = load i32, i32* %retval, align 4
  ret i32 %8
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

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
