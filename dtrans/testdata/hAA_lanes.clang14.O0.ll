; ModuleID = 'hAA_lanes.c'
source_filename = "hAA_lanes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Hdr = type { i32, i32, i16, i32, [2 x i32], [2 x i32] }
%struct.W = type { i8*, i32, %struct.Hdr }

@last = dso_local global %struct.Hdr zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @work(%struct.W* noundef %w, i32 noundef %i) #0 {
entry:
  %w.addr = alloca %struct.W*, align 8
  %i.addr = alloca i32, align 4
  store %struct.W* %w, %struct.W** %w.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load i32, i32* %i.addr, align 4
  %1 = load %struct.W*, %struct.W** %w.addr, align 8
  %hdr = getelementptr inbounds %struct.W, %struct.W* %1, i32 0, i32 2
  %ck = getelementptr inbounds %struct.Hdr, %struct.Hdr* %hdr, i32 0, i32 4
  %2 = load i32, i32* %i.addr, align 4
  %and = and i32 %2, 1
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x i32], [2 x i32]* %ck, i64 0, i64 %idxprom
  %3 = load i32, i32* %arrayidx, align 4
  %add = add i32 %3, %0
  store i32 %add, i32* %arrayidx, align 4
  %4 = load %struct.W*, %struct.W** %w.addr, align 8
  %n = getelementptr inbounds %struct.W, %struct.W* %4, i32 0, i32 1
  %5 = load i32, i32* %n, align 8
  %6 = load i32, i32* %i.addr, align 4
  %cmp = icmp sgt i32 %5, %6
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @retry(%struct.W* noundef %w) #0 {
entry:
  %w.addr = alloca %struct.W*, align 8
  %s0 = alloca i32, align 4
  %s1 = alloca i32, align 4
  %i = alloca i32, align 4
  store %struct.W* %w, %struct.W** %w.addr, align 8
  %0 = load %struct.W*, %struct.W** %w.addr, align 8
  %hdr = getelementptr inbounds %struct.W, %struct.W* %0, i32 0, i32 2
  %ck = getelementptr inbounds %struct.Hdr, %struct.Hdr* %hdr, i32 0, i32 4
  %arrayidx = getelementptr inbounds [2 x i32], [2 x i32]* %ck, i64 0, i64 0
  %1 = load i32, i32* %arrayidx, align 4
  store i32 %1, i32* %s0, align 4
  %2 = load %struct.W*, %struct.W** %w.addr, align 8
  %hdr1 = getelementptr inbounds %struct.W, %struct.W* %2, i32 0, i32 2
  %ck2 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %hdr1, i32 0, i32 4
  %arrayidx3 = getelementptr inbounds [2 x i32], [2 x i32]* %ck2, i64 0, i64 1
  %3 = load i32, i32* %arrayidx3, align 4
  store i32 %3, i32* %s1, align 4
  store i32 0, i32* %i, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %4 = load %struct.W*, %struct.W** %w.addr, align 8
  %5 = load i32, i32* %i, align 4
  %call = call i32 @work(%struct.W* noundef %4, i32 noundef %5)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %6 = load i32, i32* %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, i32* %i, align 4
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %while.cond
  %7 = load i32, i32* %s0, align 4
  %8 = load %struct.W*, %struct.W** %w.addr, align 8
  %hdr4 = getelementptr inbounds %struct.W, %struct.W* %8, i32 0, i32 2
  %ck5 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %hdr4, i32 0, i32 4
  %arrayidx6 = getelementptr inbounds [2 x i32], [2 x i32]* %ck5, i64 0, i64 0
  store i32 %7, i32* %arrayidx6, align 4
  %9 = load i32, i32* %s1, align 4
  %10 = load %struct.W*, %struct.W** %w.addr, align 8
  %hdr7 = getelementptr inbounds %struct.W, %struct.W* %10, i32 0, i32 2
  %ck8 = getelementptr inbounds %struct.Hdr, %struct.Hdr* %hdr7, i32 0, i32 4
  %arrayidx9 = getelementptr inbounds [2 x i32], [2 x i32]* %ck8, i64 0, i64 1
  store i32 %9, i32* %arrayidx9, align 4
  %11 = load i32, i32* %i, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %w = alloca %struct.W*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 48) #3
  %0 = bitcast i8* %call to %struct.W*
  store %struct.W* %0, %struct.W** %w, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %2 = load %struct.W*, %struct.W** %w, align 8
  %n = getelementptr inbounds %struct.W, %struct.W* %2, i32 0, i32 1
  store i32 %1, i32* %n, align 8
  %3 = load i8**, i8*** %argv.addr, align 8
  %4 = bitcast i8** %3 to i8*
  %5 = load %struct.W*, %struct.W** %w, align 8
  %fd = getelementptr inbounds %struct.W, %struct.W* %5, i32 0, i32 0
  store i8* %4, i8** %fd, align 8
  %6 = load %struct.W*, %struct.W** %w, align 8
  %call1 = call i32 @retry(%struct.W* noundef %6)
  store i32 %call1, i32* %r, align 4
  %7 = load %struct.W*, %struct.W** %w, align 8
  %hdr = getelementptr inbounds %struct.W, %struct.W* %7, i32 0, i32 2
  %8 = bitcast %struct.Hdr* %hdr to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 bitcast (%struct.Hdr* @last to i8*), i8* align 4 %8, i64 32, i1 false)
  %9 = load %struct.W*, %struct.W** %w, align 8
  %10 = bitcast %struct.W* %9 to i8*
  call void @free(i8* noundef %10) #3
  %11 = load i32, i32* %r, align 4
  ret i32 %11
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
