; ModuleID = 'hAR_unionlane.c'
source_filename = "hAR_unionlane.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Term = type { ptr, ptr, i16, i16, i16, i8, i8, i32, i32, %union.anon, i64, i64 }
%union.anon = type { ptr }
%struct.anon = type { i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @settle(ptr noundef %aTerm, i32 noundef %i, i32 noundef %j, i64 noundef %m) #0 {
entry:
  %aTerm.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %j.addr = alloca i32, align 4
  %m.addr = alloca i64, align 8
  %aiCurCol = alloca [2 x i32], align 4
  %pTerm = alloca ptr, align 8
  store ptr %aTerm, ptr %aTerm.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  store i32 %j, ptr %j.addr, align 4
  store i64 %m, ptr %m.addr, align 8
  %0 = load ptr, ptr %aTerm.addr, align 8
  %1 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds %struct.Term, ptr %0, i64 %idxprom
  store ptr %arrayidx, ptr %pTerm, align 8
  %2 = load ptr, ptr %pTerm, align 8
  %pExpr = getelementptr inbounds %struct.Term, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %pExpr, align 8
  %arraydecay = getelementptr inbounds [2 x i32], ptr %aiCurCol, i64 0, i64 0
  %call = call i32 @indexed(ptr noundef %3, ptr noundef %arraydecay)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then, label %if.end8

if.then:                                          ; preds = %entry
  %4 = load i64, ptr %m.addr, align 8
  %tobool1 = icmp ne i64 %4, 0
  br i1 %tobool1, label %if.then2, label %if.end

if.then2:                                         ; preds = %if.then
  %5 = load ptr, ptr %aTerm.addr, align 8
  %6 = load i32, ptr %j.addr, align 4
  %idxprom3 = sext i32 %6 to i64
  %arrayidx4 = getelementptr inbounds %struct.Term, ptr %5, i64 %idxprom3
  store ptr %arrayidx4, ptr %pTerm, align 8
  br label %if.end

if.end:                                           ; preds = %if.then2, %if.then
  %7 = load ptr, ptr %pTerm, align 8
  %pExpr5 = getelementptr inbounds %struct.Term, ptr %7, i32 0, i32 0
  %8 = load ptr, ptr %pExpr5, align 8
  call void @commute(ptr noundef %8)
  %arrayidx6 = getelementptr inbounds [2 x i32], ptr %aiCurCol, i64 0, i64 0
  %9 = load i32, ptr %arrayidx6, align 4
  %10 = load ptr, ptr %pTerm, align 8
  %leftCursor = getelementptr inbounds %struct.Term, ptr %10, i32 0, i32 8
  store i32 %9, ptr %leftCursor, align 4
  %arrayidx7 = getelementptr inbounds [2 x i32], ptr %aiCurCol, i64 0, i64 1
  %11 = load i32, ptr %arrayidx7, align 4
  %12 = load ptr, ptr %pTerm, align 8
  %u = getelementptr inbounds %struct.Term, ptr %12, i32 0, i32 9
  %leftColumn = getelementptr inbounds %struct.anon, ptr %u, i32 0, i32 0
  store i32 %11, ptr %leftColumn, align 8
  %13 = load i64, ptr %m.addr, align 8
  %14 = load ptr, ptr %pTerm, align 8
  %prereqAll = getelementptr inbounds %struct.Term, ptr %14, i32 0, i32 11
  store i64 %13, ptr %prereqAll, align 8
  br label %if.end8

if.end8:                                          ; preds = %if.end, %entry
  ret void
}

declare i32 @indexed(ptr noundef, ptr noundef) #1

declare void @commute(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @leftcol(ptr noundef %aTerm, i32 noundef %i) #0 {
entry:
  %aTerm.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  store ptr %aTerm, ptr %aTerm.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %aTerm.addr, align 8
  %1 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds %struct.Term, ptr %0, i64 %idxprom
  %u = getelementptr inbounds %struct.Term, ptr %arrayidx, i32 0, i32 9
  %leftColumn = getelementptr inbounds %struct.anon, ptr %u, i32 0, i32 0
  %2 = load i32, ptr %leftColumn, align 8
  %3 = load ptr, ptr %aTerm.addr, align 8
  %4 = load i32, ptr %i.addr, align 4
  %idxprom1 = sext i32 %4 to i64
  %arrayidx2 = getelementptr inbounds %struct.Term, ptr %3, i64 %idxprom1
  %leftCursor = getelementptr inbounds %struct.Term, ptr %arrayidx2, i32 0, i32 8
  %5 = load i32, ptr %leftCursor, align 4
  %add = add nsw i32 %2, %5
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @orinfo(ptr noundef %aTerm, i32 noundef %i) #0 {
entry:
  %aTerm.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  store ptr %aTerm, ptr %aTerm.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %aTerm.addr, align 8
  %1 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %1 to i64
  %arrayidx = getelementptr inbounds %struct.Term, ptr %0, i64 %idxprom
  %u = getelementptr inbounds %struct.Term, ptr %arrayidx, i32 0, i32 9
  %2 = load ptr, ptr %u, align 8
  ret ptr %2
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
