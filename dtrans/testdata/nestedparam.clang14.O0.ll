; ModuleID = 'nestedparam.c'
source_filename = "nestedparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.info = type { i64, i8*, i32 }
%struct.cursor = type { i32, %struct.info }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_varint(i8* noundef %p, i64* noundef %v) #0 {
entry:
  %p.addr = alloca i8*, align 8
  %v.addr = alloca i64*, align 8
  %x = alloca i64, align 8
  %n = alloca i32, align 4
  store i8* %p, i8** %p.addr, align 8
  store i64* %v, i64** %v.addr, align 8
  store i64 0, i64* %x, align 8
  store i32 0, i32* %n, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load i32, i32* %n, align 4
  %cmp = icmp slt i32 %0, 8
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %1 = load i8*, i8** %p.addr, align 8
  %2 = load i32, i32* %n, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds i8, i8* %1, i64 %idxprom
  %3 = load i8, i8* %arrayidx, align 1
  %conv = zext i8 %3 to i32
  %and = and i32 %conv, 128
  %tobool = icmp ne i32 %and, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %4 = phi i1 [ false, %while.cond ], [ %tobool, %land.rhs ]
  br i1 %4, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %5 = load i64, i64* %x, align 8
  %shl = shl i64 %5, 7
  %6 = load i8*, i8** %p.addr, align 8
  %7 = load i32, i32* %n, align 4
  %idxprom1 = sext i32 %7 to i64
  %arrayidx2 = getelementptr inbounds i8, i8* %6, i64 %idxprom1
  %8 = load i8, i8* %arrayidx2, align 1
  %conv3 = zext i8 %8 to i32
  %and4 = and i32 %conv3, 127
  %conv5 = sext i32 %and4 to i64
  %or = or i64 %shl, %conv5
  store i64 %or, i64* %x, align 8
  %9 = load i32, i32* %n, align 4
  %inc = add nsw i32 %9, 1
  store i32 %inc, i32* %n, align 4
  br label %while.cond, !llvm.loop !6

while.end:                                        ; preds = %land.end
  %10 = load i64, i64* %x, align 8
  %shl6 = shl i64 %10, 7
  %11 = load i8*, i8** %p.addr, align 8
  %12 = load i32, i32* %n, align 4
  %idxprom7 = sext i32 %12 to i64
  %arrayidx8 = getelementptr inbounds i8, i8* %11, i64 %idxprom7
  %13 = load i8, i8* %arrayidx8, align 1
  %conv9 = zext i8 %13 to i64
  %or10 = or i64 %shl6, %conv9
  %14 = load i64*, i64** %v.addr, align 8
  store i64 %or10, i64* %14, align 8
  %15 = load i32, i32* %n, align 4
  %add = add nsw i32 %15, 1
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @parse_cell(i8* noundef %cell, %struct.info* noundef %pInfo) #0 {
entry:
  %cell.addr = alloca i8*, align 8
  %pInfo.addr = alloca %struct.info*, align 8
  store i8* %cell, i8** %cell.addr, align 8
  store %struct.info* %pInfo, %struct.info** %pInfo.addr, align 8
  %0 = load i8*, i8** %cell.addr, align 8
  %arrayidx = getelementptr inbounds i8, i8* %0, i64 4
  %1 = load %struct.info*, %struct.info** %pInfo.addr, align 8
  %key = getelementptr inbounds %struct.info, %struct.info* %1, i32 0, i32 0
  %call = call i32 @get_varint(i8* noundef %arrayidx, i64* noundef %key)
  %add = add nsw i32 4, %call
  %2 = load %struct.info*, %struct.info** %pInfo.addr, align 8
  %size = getelementptr inbounds %struct.info, %struct.info* %2, i32 0, i32 2
  store i32 %add, i32* %size, align 8
  %3 = load %struct.info*, %struct.info** %pInfo.addr, align 8
  %payload = getelementptr inbounds %struct.info, %struct.info* %3, i32 0, i32 1
  store i8* null, i8** %payload, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %cur = alloca %struct.cursor*, align 8
  %n = alloca i64, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 32) #2
  %0 = bitcast i8* %call to %struct.cursor*
  store %struct.cursor* %0, %struct.cursor** %cur, align 8
  %1 = load %struct.cursor*, %struct.cursor** %cur, align 8
  %cmp = icmp eq %struct.cursor* %1, null
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load i32, i32* %argc.addr, align 4
  %cmp1 = icmp slt i32 %2, 2
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %3 = load i32, i32* %argc.addr, align 4
  %4 = load %struct.cursor*, %struct.cursor** %cur, align 8
  %state = getelementptr inbounds %struct.cursor, %struct.cursor* %4, i32 0, i32 0
  store i32 %3, i32* %state, align 8
  %5 = load i8**, i8*** %argv.addr, align 8
  %arrayidx = getelementptr inbounds i8*, i8** %5, i64 1
  %6 = load i8*, i8** %arrayidx, align 8
  %7 = load %struct.cursor*, %struct.cursor** %cur, align 8
  %info = getelementptr inbounds %struct.cursor, %struct.cursor* %7, i32 0, i32 1
  call void @parse_cell(i8* noundef %6, %struct.info* noundef %info)
  %8 = load i8**, i8*** %argv.addr, align 8
  %arrayidx2 = getelementptr inbounds i8*, i8** %8, i64 0
  %9 = load i8*, i8** %arrayidx2, align 8
  %call3 = call i32 @get_varint(i8* noundef %9, i64* noundef %n)
  %10 = load %struct.cursor*, %struct.cursor** %cur, align 8
  %info4 = getelementptr inbounds %struct.cursor, %struct.cursor* %10, i32 0, i32 1
  %key = getelementptr inbounds %struct.info, %struct.info* %info4, i32 0, i32 0
  %11 = load i64, i64* %key, align 8
  %12 = load %struct.cursor*, %struct.cursor** %cur, align 8
  %info5 = getelementptr inbounds %struct.cursor, %struct.cursor* %12, i32 0, i32 1
  %size = getelementptr inbounds %struct.info, %struct.info* %info5, i32 0, i32 2
  %13 = load i32, i32* %size, align 8
  %conv = sext i32 %13 to i64
  %add = add nsw i64 %11, %conv
  %14 = load i64, i64* %n, align 8
  %add6 = add nsw i64 %add, %14
  %conv7 = trunc i64 %add6 to i32
  store i32 %conv7, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %15 = load i32, i32* %retval, align 4
  ret i32 %15
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
