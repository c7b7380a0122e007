; ModuleID = 'hF_unionpath.c'
source_filename = "hF_unionpath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, %struct.Hasher, i32* }
%struct.Hasher = type { %struct.Common, %union.anon }
%struct.Common = type { i64, i32 }
%union.anon = type { %struct.HBig }
%struct.HBig = type { [512 x i16], i64, i8* }
%struct.HS = type { %struct.Common*, i32* }

@main.mem = internal global [64 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @run(%struct.State* noundef %st, i32* noundef %mem, i32 noundef %n) #0 {
entry:
  %st.addr = alloca %struct.State*, align 8
  %mem.addr = alloca i32*, align 8
  %n.addr = alloca i32, align 4
  %sum = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.State* %st, %struct.State** %st.addr, align 8
  store i32* %mem, i32** %mem.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  store i32 0, i32* %sum, align 4
  %0 = load %struct.State*, %struct.State** %st.addr, align 8
  %mode = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 0
  %1 = load i32, i32* %mode, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load %struct.State*, %struct.State** %st.addr, align 8
  %hasher = getelementptr inbounds %struct.State, %struct.State* %2, i32 0, i32 1
  %privat = getelementptr inbounds %struct.Hasher, %struct.Hasher* %hasher, i32 0, i32 1
  %s = bitcast %union.anon* %privat to %struct.HS*
  %3 = load %struct.State*, %struct.State** %st.addr, align 8
  %hasher1 = getelementptr inbounds %struct.State, %struct.State* %3, i32 0, i32 1
  %common = getelementptr inbounds %struct.Hasher, %struct.Hasher* %hasher1, i32 0, i32 0
  %4 = load i32*, i32** %mem.addr, align 8
  call void @init_s(%struct.HS* noundef %s, %struct.Common* noundef %common, i32* noundef %4)
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.then
  %5 = load i32, i32* %i, align 4
  %6 = load i32, i32* %n.addr, align 4
  %cmp2 = icmp slt i32 %5, %6
  br i1 %cmp2, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load %struct.State*, %struct.State** %st.addr, align 8
  %hasher3 = getelementptr inbounds %struct.State, %struct.State* %7, i32 0, i32 1
  %privat4 = getelementptr inbounds %struct.Hasher, %struct.Hasher* %hasher3, i32 0, i32 1
  %s5 = bitcast %union.anon* %privat4 to %struct.HS*
  %8 = load i32, i32* %i, align 4
  %call = call i32 @use_s(%struct.HS* noundef %s5, i32 noundef %8)
  %9 = load i32, i32* %sum, align 4
  %add = add nsw i32 %9, %call
  store i32 %add, i32* %sum, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load i32, i32* %i, align 4
  %inc = add nsw i32 %10, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  br label %if.end

if.else:                                          ; preds = %entry
  %11 = load %struct.State*, %struct.State** %st.addr, align 8
  %hasher6 = getelementptr inbounds %struct.State, %struct.State* %11, i32 0, i32 1
  %privat7 = getelementptr inbounds %struct.Hasher, %struct.Hasher* %hasher6, i32 0, i32 1
  %big = bitcast %union.anon* %privat7 to %struct.HBig*
  call void @init_big(%struct.HBig* noundef %big)
  %12 = load %struct.State*, %struct.State** %st.addr, align 8
  %hasher8 = getelementptr inbounds %struct.State, %struct.State* %12, i32 0, i32 1
  %privat9 = getelementptr inbounds %struct.Hasher, %struct.Hasher* %hasher8, i32 0, i32 1
  %big10 = bitcast %union.anon* %privat9 to %struct.HBig*
  %words = getelementptr inbounds %struct.HBig, %struct.HBig* %big10, i32 0, i32 1
  %13 = load i64, i64* %words, align 8
  %conv = trunc i64 %13 to i32
  store i32 %conv, i32* %sum, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %for.end
  %14 = load %struct.State*, %struct.State** %st.addr, align 8
  %mode11 = getelementptr inbounds %struct.State, %struct.State* %14, i32 0, i32 0
  %15 = load i32, i32* %mode11, align 8
  %16 = load %struct.State*, %struct.State** %st.addr, align 8
  %hasher12 = getelementptr inbounds %struct.State, %struct.State* %16, i32 0, i32 1
  %common13 = getelementptr inbounds %struct.Hasher, %struct.Hasher* %hasher12, i32 0, i32 0
  %kind = getelementptr inbounds %struct.Common, %struct.Common* %common13, i32 0, i32 1
  store i32 %15, i32* %kind, align 8
  %17 = load i32, i32* %sum, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_s(%struct.HS* noundef %h, %struct.Common* noundef %c, i32* noundef %mem) #0 {
entry:
  %h.addr = alloca %struct.HS*, align 8
  %c.addr = alloca %struct.Common*, align 8
  %mem.addr = alloca i32*, align 8
  store %struct.HS* %h, %struct.HS** %h.addr, align 8
  store %struct.Common* %c, %struct.Common** %c.addr, align 8
  store i32* %mem, i32** %mem.addr, align 8
  %0 = load %struct.Common*, %struct.Common** %c.addr, align 8
  %1 = load %struct.HS*, %struct.HS** %h.addr, align 8
  %common = getelementptr inbounds %struct.HS, %struct.HS* %1, i32 0, i32 0
  store %struct.Common* %0, %struct.Common** %common, align 8
  %2 = load i32*, i32** %mem.addr, align 8
  %3 = load %struct.HS*, %struct.HS** %h.addr, align 8
  %buckets = getelementptr inbounds %struct.HS, %struct.HS* %3, i32 0, i32 1
  store i32* %2, i32** %buckets, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @use_s(%struct.HS* noundef %h, i32 noundef %i) #0 {
entry:
  %h.addr = alloca %struct.HS*, align 8
  %i.addr = alloca i32, align 4
  store %struct.HS* %h, %struct.HS** %h.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load %struct.HS*, %struct.HS** %h.addr, align 8
  %buckets = getelementptr inbounds %struct.HS, %struct.HS* %0, i32 0, i32 1
  %1 = load i32*, i32** %buckets, align 8
  %2 = load i32, i32* %i.addr, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i32, i32* %1, i64 %idxprom
  %3 = load i32, i32* %arrayidx, align 4
  %4 = load %struct.HS*, %struct.HS** %h.addr, align 8
  %common = getelementptr inbounds %struct.HS, %struct.HS* %4, i32 0, i32 0
  %5 = load %struct.Common*, %struct.Common** %common, align 8
  %kind = getelementptr inbounds %struct.Common, %struct.Common* %5, i32 0, i32 1
  %6 = load i32, i32* %kind, align 8
  %add = add nsw i32 %3, %6
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_big(%struct.HBig* noundef %h) #0 {
entry:
  %h.addr = alloca %struct.HBig*, align 8
  store %struct.HBig* %h, %struct.HBig** %h.addr, align 8
  %0 = load %struct.HBig*, %struct.HBig** %h.addr, align 8
  %words = getelementptr inbounds %struct.HBig, %struct.HBig* %0, i32 0, i32 1
  store i64 3, i64* %words, align 8
  %1 = load %struct.HBig*, %struct.HBig** %h.addr, align 8
  %extra = getelementptr inbounds %struct.HBig, %struct.HBig* %1, i32 0, i32 2
  store i8* null, i8** %extra, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %st = alloca %struct.State, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = bitcast %struct.State* %st to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %0, i8 0, i64 1072, i1 false)
  %1 = load i32, i32* %argc.addr, align 4
  %mode = getelementptr inbounds %struct.State, %struct.State* %st, i32 0, i32 0
  store i32 %1, i32* %mode, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %call = call i32 @run(%struct.State* noundef %st, i32* noundef getelementptr inbounds ([64 x i32], [64 x i32]* @main.mem, i64 0, i64 0), i32 noundef %2)
  ret i32 %call
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }

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
