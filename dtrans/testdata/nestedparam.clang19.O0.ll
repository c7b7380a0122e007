; ModuleID = 'nestedparam.c'
source_filename = "nestedparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.info = type { i64, ptr, i32 }
%struct.cursor = type { i32, %struct.info }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_varint(ptr noundef %p, ptr noundef %v) #0 {
entry:
  %p.addr = alloca ptr, align 8
  %v.addr = alloca ptr, align 8
  %x = alloca i64, align 8
  %n = alloca i32, align 4
  store ptr %p, ptr %p.addr, align 8
  store ptr %v, ptr %v.addr, align 8
  store i64 0, ptr %x, align 8
  store i32 0, ptr %n, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load i32, ptr %n, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %1 = load ptr, ptr %p.addr, align 8
  %2 = load i32, ptr %n, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i8, ptr %1, i64 %idxprom
  %3 = load i8, ptr %arrayidx, align 1
  %conv = zext i8 %3 to i32
  %and = and i32 %conv, 128
  %tobool = icmp ne i32 %and, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %4 = phi i1 [ false, %while.cond ], [ %tobool, %land.rhs ]
  br i1 %4, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %5 = load i64, ptr %x, align 8
  %shl = shl i64 %5, 7
  %6 = load ptr, ptr %p.addr, align 8
  %7 = load i32, ptr %n, align 4
  %idxprom1 = sext i32 %7 to i64
  %arrayidx2 = getelementptr inbounds i8, ptr %6, i64 %idxprom1
  %8 = load i8, ptr %arrayidx2, align 1
  %conv3 = zext i8 %8 to i32
  %and4 = and i32 %conv3, 127
  %conv5 = sext i32 %and4 to i64
  %or = or i64 %shl, %conv5
  store i64 %or, ptr %x, align 8
  %9 = load i32, ptr %n, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, ptr %n, align 4
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %10 = load i64, ptr %x, align 8
  %shl6 = shl i64 %10, 7
  %11 = load ptr, ptr %p.addr, align 8
  %12 = load i32, ptr %n, align 4
  %idxprom7 = sext i32 %12 to i64
  %arrayidx8 = getelementptr inbounds i8, ptr %11, i64 %idxprom7
  %13 = load i8, ptr %arrayidx8, align 1
  %conv9 = zext i8 %13 to i64
  %or10 = or i64 %shl6, %conv9
  %14 = load ptr, ptr %v.addr, align 8
  store i64 %or10, ptr %14, align 8
  %15 = load i32, ptr %n, align 4
  %add = add nsw i32 %15, 1
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @parse_cell(ptr noundef %cell, ptr noundef %pInfo) #0 {
entry:
  %cell.addr = alloca ptr, align 8
  %pInfo.addr = alloca ptr, align 8
  store ptr %cell, ptr %cell.addr, align 8
  store ptr %pInfo, ptr %pInfo.addr, align 8
  %0 = load ptr, ptr %cell.addr, align 8
  %arrayidx = getelementptr inbounds i8, ptr %0, i64 4
  %1 = load ptr, ptr %pInfo.addr, align 8
  %key = getelementptr inbounds %struct.info, ptr %1, i32 0, i32 0
  %call = call i32 @get_varint(ptr noundef %arrayidx, ptr noundef %key)
  %add = add nsw i32 4, %call
  %2 = load ptr, ptr %pInfo.addr, align 8
  %size = getelementptr inbounds %struct.info, ptr %2, i32 0, i32 2
  store i32 %add, ptr %size, align 8
  %3 = load ptr, ptr %pInfo.addr, align 8
  %payload = getelementptr inbounds %struct.info, ptr %3, i32 0, i32 1
  store ptr null, ptr %payload, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %cur = alloca ptr, align 8
  %n = alloca i64, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 32) #2
  store ptr %call, ptr %cur, align 8
  %0 = load ptr, ptr %cur, align 8
  %cmp = icmp eq ptr %0, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %1 = load i32, ptr %argc.addr, align 4
  %cmp1 = icmp slt i32 %1, 2
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load i32, ptr %argc.addr, align 4
  %3 = load ptr, ptr %cur, align 8
  %state = getelementptr inbounds %struct.cursor, ptr %3, i32 0, i32 0
  store i32 %2, ptr %state, align 8
  %4 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %4, i64 1
  %5 = load ptr, ptr %arrayidx, align 8
  %6 = load ptr, ptr %cur, align 8
  %info = getelementptr inbounds %struct.cursor, ptr %6, i32 0, i32 1
  call void @parse_cell(ptr noundef %5, ptr noundef %info)
  %7 = load ptr, ptr %argv.addr, align 8
  %arrayidx2 = getelementptr inbounds ptr, ptr %7, i64 0
  %8 = load ptr, ptr %arrayidx2, align 8
  %call3 = call i32 @get_varint(ptr noundef %8, ptr noundef %n)
  %9 = load ptr, ptr %cur, align 8
  %info4 = getelementptr inbounds %struct.cursor, ptr %9, i32 0, i32 1
  %key = getelementptr inbounds %struct.info, ptr %info4, i32 0, i32 0
  %10 = load i64, ptr %key, align 8
  %11 = load ptr, ptr %cur, align 8
  %info5 = getelementptr inbounds %struct.cursor, ptr %11, i32 0, i32 1
  %size = getelementptr inbounds %struct.info, ptr %info5, i32 0, i32 2
  %12 = load i32, ptr %size, align 8
  %conv = sext i32 %12 to i64
  %add = add nsw i64 %10, %conv
  %13 = load i64, ptr %n, align 8
  %add6 = add nsw i64 %add, %13
  %conv7 = trunc i64 %add6 to i32
  store i32 %conv7, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %14 = load i32, ptr %retval, align 4
  ret i32 %14
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) }

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
