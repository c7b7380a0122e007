; ModuleID = 'hS_pastelem.c'
source_filename = "hS_pastelem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Op = type { i8, i32, %union.P4 }
%union.P4 = type { i8* }
%struct.Other = type { i64, i64, i64 }

@slots = dso_local global [2 x i8*] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fill(%struct.Op* noundef %aOp, i32 noundef %i) #0 {
entry:
  %aOp.addr = alloca %struct.Op*, align 8
  %i.addr = alloca i32, align 4
  %pOp = alloca %struct.Op*, align 8
  store %struct.Op* %aOp, %struct.Op** %aOp.addr, align 8
  store i32 %i, i32* %i.addr, align 4
  %0 = load %struct.Op*, %struct.Op** %aOp.addr, align 8
  %1 = load i32, i32* %i.addr, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds %struct.Op, %struct.Op* %0, i64 %idxprom
  store %struct.Op* %arrayidx, %struct.Op** %pOp, align 8
  %2 = load i32, i32* %i.addr, align 4
  %cmp = icmp slt i32 %2, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load %struct.Op*, %struct.Op** %aOp.addr, align 8
  %4 = bitcast %struct.Op* %3 to i8*
  %5 = bitcast i8* %4 to %struct.Other*
  %c = getelementptr inbounds %struct.Other, %struct.Other* %5, i32 0, i32 2
  store i64 0, i64* %c, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %6 = load %struct.Op*, %struct.Op** %pOp, align 8
  %arrayidx1 = getelementptr inbounds %struct.Op, %struct.Op* %6, i64 0
  %opcode = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx1, i32 0, i32 0
  store i8 1, i8* %opcode, align 8
  %7 = load %struct.Op*, %struct.Op** %pOp, align 8
  %arrayidx2 = getelementptr inbounds %struct.Op, %struct.Op* %7, i64 0
  %p4 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx2, i32 0, i32 2
  %p = bitcast %union.P4* %p4 to i8**
  store i8* null, i8** %p, align 8
  %8 = load %struct.Op*, %struct.Op** %pOp, align 8
  %arrayidx3 = getelementptr inbounds %struct.Op, %struct.Op* %8, i64 1
  %opcode4 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx3, i32 0, i32 0
  store i8 2, i8* %opcode4, align 8
  %9 = load %struct.Op*, %struct.Op** %pOp, align 8
  %arrayidx5 = getelementptr inbounds %struct.Op, %struct.Op* %9, i64 1
  %p46 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx5, i32 0, i32 2
  %p7 = bitcast %union.P4* %p46 to i8**
  store i8* null, i8** %p7, align 8
  %10 = load %struct.Op*, %struct.Op** %pOp, align 8
  %arrayidx8 = getelementptr inbounds %struct.Op, %struct.Op* %10, i64 2
  %opcode9 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx8, i32 0, i32 0
  store i8 3, i8* %opcode9, align 8
  %11 = load %struct.Op*, %struct.Op** %pOp, align 8
  %arrayidx10 = getelementptr inbounds %struct.Op, %struct.Op* %11, i64 2
  %p411 = getelementptr inbounds %struct.Op, %struct.Op* %arrayidx10, i32 0, i32 2
  %p12 = bitcast %union.P4* %p411 to i8**
  store i8* null, i8** %p12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %o = alloca %struct.Other*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 128) #2
  store i8* %call, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @slots, i64 0, i64 0), align 16
  %call1 = call noalias i8* @malloc(i64 noundef 24) #2
  store i8* %call1, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @slots, i64 0, i64 1), align 8
  %0 = load i32, i32* %argc.addr, align 4
  %and = and i32 %0, 1
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [2 x i8*], [2 x i8*]* @slots, i64 0, i64 %idxprom
  %1 = load i8*, i8** %arrayidx, align 8
  %2 = bitcast i8* %1 to %struct.Other*
  store %struct.Other* %2, %struct.Other** %o, align 8
  %3 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %3 to i64
  %4 = load %struct.Other*, %struct.Other** %o, align 8
  %a = getelementptr inbounds %struct.Other, %struct.Other* %4, i32 0, i32 0
  store i64 %conv, i64* %a, align 8
  %5 = load %struct.Other*, %struct.Other** %o, align 8
  %a2 = getelementptr inbounds %struct.Other, %struct.Other* %5, i32 0, i32 0
  %6 = load i64, i64* %a2, align 8
  %add = add nsw i64 %6, 1
  %7 = load %struct.Other*, %struct.Other** %o, align 8
  %b = getelementptr inbounds %struct.Other, %struct.Other* %7, i32 0, i32 1
  store i64 %add, i64* %b, align 8
  %8 = load %struct.Other*, %struct.Other** %o, align 8
  %b3 = getelementptr inbounds %struct.Other, %struct.Other* %8, i32 0, i32 1
  %9 = load i64, i64* %b3, align 8
  %add4 = add nsw i64 %9, 1
  %10 = load %struct.Other*, %struct.Other** %o, align 8
  %c = getelementptr inbounds %struct.Other, %struct.Other* %10, i32 0, i32 2
  store i64 %add4, i64* %c, align 8
  %11 = load i32, i32* %argc.addr, align 4
  %and5 = and i32 %11, 1
  %idxprom6 = sext i32 %and5 to i64
  %arrayidx7 = getelementptr inbounds [2 x i8*], [2 x i8*]* @slots, i64 0, i64 %idxprom6
  %12 = load i8*, i8** %arrayidx7, align 8
  %13 = bitcast i8* %12 to %struct.Op*
  %14 = load i32, i32* %argc.addr, align 4
  %and8 = and i32 %14, 3
  call void @fill(%struct.Op* noundef %13, i32 noundef %and8)
  %15 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @slots, i64 0, i64 0), align 16
  call void @free(i8* noundef %15) #2
  %16 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @slots, i64 0, i64 1), align 8
  call void @free(i8* noundef %16) #2
  ret i32 0
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
