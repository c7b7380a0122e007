; ModuleID = 'hF_unionpath.c'
source_filename = "hF_unionpath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, %struct.Hasher, ptr }
%struct.Hasher = type { %struct.Common, %union.anon }
%struct.Common = type { i64, i32 }
%union.anon = type { %struct.HBig }
%struct.HBig = type { [512 x i16], i64, ptr }
%struct.HS = type { ptr, ptr }

@main.mem = internal global [64 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @run(ptr noundef %st, ptr noundef %mem, i32 noundef %n) #0 {
entry:
  %st.addr = alloca ptr, align 8
  %mem.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %sum = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %st, ptr %st.addr, align 8
  store ptr %mem, ptr %mem.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  store i32 0, ptr %sum, align 4
  %0 = load ptr, ptr %st.addr, align 8
  %mode = getelementptr inbounds %struct.State, ptr %0, i32 0, i32 0
  %1 = load i32, ptr %mode, align 8
  %cmp = icmp eq i32 %1, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %st.addr, align 8
  %hasher = getelementptr inbounds %struct.State, ptr %2, i32 0, i32 1
  %privat = getelementptr inbounds %struct.Hasher, ptr %hasher, i32 0, i32 1
  %3 = load ptr, ptr %st.addr, align 8
  %hasher1 = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 1
  %common = getelementptr inbounds %struct.Hasher, ptr %hasher1, i32 0, i32 0
  %4 = load ptr, ptr %mem.addr, align 8
  call void @init_s(ptr noundef %privat, ptr noundef %common, ptr noundef %4)
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.then
  %5 = load i32, ptr %i, align 4
  %6 = load i32, ptr %n.addr, align 4
  %cmp2 = icmp slt i32 %5, %6
  br i1 %cmp2, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %7 = load ptr, ptr %st.addr, align 8
  %hasher3 = getelementptr inbounds %struct.State, ptr %7, i32 0, i32 1
  %privat4 = getelementptr inbounds %struct.Hasher, ptr %hasher3, i32 0, i32 1
  %8 = load i32, ptr %i, align 4
  %call = call i32 @use_s(ptr noundef %privat4, i32 noundef %8)
  %9 = load i32, ptr %sum, align 4
  %add = add nsw i32 %9, %call
  store i32 %add, ptr %sum, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %10 = load i32, ptr %i, align 4
  %inc = add nsw i32 %10, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  br label %if.end

if.else:                                          ; preds = %entry
  %11 = load ptr, ptr %st.addr, align 8
  %hasher5 = getelementptr inbounds %struct.State, ptr %11, i32 0, i32 1
  %privat6 = getelementptr inbounds %struct.Hasher, ptr %hasher5, i32 0, i32 1
  call void @init_big(ptr noundef %privat6)
  %12 = load ptr, ptr %st.addr, align 8
  %hasher7 = getelementptr inbounds %struct.State, ptr %12, i32 0, i32 1
  %privat8 = getelementptr inbounds %struct.Hasher, ptr %hasher7, i32 0, i32 1
  %words = getelementptr inbounds %struct.HBig, ptr %privat8, i32 0, i32 1
  %13 = load i64, ptr %words, align 8
  %conv = trunc i64 %13 to i32
  store i32 %conv, ptr %sum, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %for.end
  %14 = load ptr, ptr %st.addr, align 8
  %mode9 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 0
  %15 = load i32, ptr %mode9, align 8
  %16 = load ptr, ptr %st.addr, align 8
  %hasher10 = getelementptr inbounds %struct.State, ptr %16, i32 0, i32 1
  %common11 = getelementptr inbounds %struct.Hasher, ptr %hasher10, i32 0, i32 0
  %kind = getelementptr inbounds %struct.Common, ptr %common11, i32 0, i32 1
  store i32 %15, ptr %kind, align 8
  %17 = load i32, ptr %sum, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_s(ptr noundef %h, ptr noundef %c, ptr noundef %mem) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %c.addr = alloca ptr, align 8
  %mem.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %mem, ptr %mem.addr, align 8
  %0 = load ptr, ptr %c.addr, align 8
  %1 = load ptr, ptr %h.addr, align 8
  %common = getelementptr inbounds %struct.HS, ptr %1, i32 0, i32 0
  store ptr %0, ptr %common, align 8
  %2 = load ptr, ptr %mem.addr, align 8
  %3 = load ptr, ptr %h.addr, align 8
  %buckets = getelementptr inbounds %struct.HS, ptr %3, i32 0, i32 1
  store ptr %2, ptr %buckets, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @use_s(ptr noundef %h, i32 noundef %i) #0 {
entry:
  %h.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  store ptr %h, ptr %h.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %h.addr, align 8
  %buckets = getelementptr inbounds %struct.HS, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %buckets, align 8
  %2 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i32, ptr %1, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4
  %4 = load ptr, ptr %h.addr, align 8
  %common = getelementptr inbounds %struct.HS, ptr %4, i32 0, i32 0
  %5 = load ptr, ptr %common, align 8
  %kind = getelementptr inbounds %struct.Common, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %kind, align 8
  %add = add nsw i32 %3, %6
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_big(ptr noundef %h) #0 {
entry:
  %h.addr = alloca ptr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %words = getelementptr inbounds %struct.HBig, ptr %0, i32 0, i32 1
  store i64 3, ptr %words, align 8
  %1 = load ptr, ptr %h.addr, align 8
  %extra = getelementptr inbounds %struct.HBig, ptr %1, i32 0, i32 2
  store ptr null, ptr %extra, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %st = alloca %struct.State, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %st, i8 0, i64 1072, i1 false)
  %0 = load i32, ptr %argc.addr, align 4
  %mode = getelementptr inbounds %struct.State, ptr %st, i32 0, i32 0
  store i32 %0, ptr %mode, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %call = call i32 @run(ptr noundef %st, ptr noundef @main.mem, i32 noundef %1)
  ret i32 %call
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
