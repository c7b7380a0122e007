; ModuleID = 'arraywalk.c'
source_filename = "arraywalk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.table = type { i32, %struct.item*, [64 x %struct.item] }
%struct.item = type { i32, i16, i16 }

@tab = dso_local global %struct.table zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @in_range(%struct.table* noundef %t) #0 {
entry:
  %t.addr = alloca %struct.table*, align 8
  store %struct.table* %t, %struct.table** %t.addr, align 8
  %0 = load %struct.table*, %struct.table** %t.addr, align 8
  %next = getelementptr inbounds %struct.table, %struct.table* %0, i32 0, i32 1
  %1 = load %struct.item*, %struct.item** %next, align 8
  %2 = load %struct.table*, %struct.table** %t.addr, align 8
  %items = getelementptr inbounds %struct.table, %struct.table* %2, i32 0, i32 2
  %arrayidx = getelementptr inbounds [64 x %struct.item], [64 x %struct.item]* %items, i64 0, i64 63
  %cmp = icmp ule %struct.item* %1, %arrayidx
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.table* @copy(%struct.table* noundef %src) #0 {
entry:
  %retval = alloca %struct.table*, align 8
  %src.addr = alloca %struct.table*, align 8
  %dst = alloca %struct.table*, align 8
  store %struct.table* %src, %struct.table** %src.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 528) #3
  %0 = bitcast i8* %call to %struct.table*
  store %struct.table* %0, %struct.table** %dst, align 8
  %1 = load %struct.table*, %struct.table** %dst, align 8
  %cmp = icmp eq %struct.table* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store %struct.table* null, %struct.table** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.table*, %struct.table** %dst, align 8
  %3 = bitcast %struct.table* %2 to i8*
  %4 = load %struct.table*, %struct.table** %src.addr, align 8
  %5 = bitcast %struct.table* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %3, i8* align 8 %5, i64 528, i1 false)
  %6 = load %struct.table*, %struct.table** %dst, align 8
  %items = getelementptr inbounds %struct.table, %struct.table* %6, i32 0, i32 2
  %arraydecay = getelementptr inbounds [64 x %struct.item], [64 x %struct.item]* %items, i64 0, i64 0
  %7 = load %struct.table*, %struct.table** %src.addr, align 8
  %next = getelementptr inbounds %struct.table, %struct.table* %7, i32 0, i32 1
  %8 = load %struct.item*, %struct.item** %next, align 8
  %9 = load %struct.table*, %struct.table** %src.addr, align 8
  %items1 = getelementptr inbounds %struct.table, %struct.table* %9, i32 0, i32 2
  %arraydecay2 = getelementptr inbounds [64 x %struct.item], [64 x %struct.item]* %items1, i64 0, i64 0
  %sub.ptr.lhs.cast = ptrtoint %struct.item* %8 to i64
  %sub.ptr.rhs.cast = ptrtoint %struct.item* %arraydecay2 to i64
  %sub.ptr.sub = sub i64 %sub.ptr.lhs.cast, %sub.ptr.rhs.cast
  %sub.ptr.div = sdiv exact i64 %sub.ptr.sub, 8
  %add.ptr = getelementptr inbounds %struct.item, %struct.item* %arraydecay, i64 %sub.ptr.div
  %10 = load %struct.table*, %struct.table** %dst, align 8
  %next3 = getelementptr inbounds %struct.table, %struct.table* %10, i32 0, i32 1
  store %struct.item* %add.ptr, %struct.item** %next3, align 8
  %11 = load %struct.table*, %struct.table** %dst, align 8
  store %struct.table* %11, %struct.table** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %12 = load %struct.table*, %struct.table** %retval, align 8
  ret %struct.table* %12
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %c = alloca %struct.table*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  %and = and i32 %0, 7
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [64 x %struct.item], [64 x %struct.item]* getelementptr inbounds (%struct.table, %struct.table* @tab, i32 0, i32 2), i64 0, i64 %idxprom
  store %struct.item* %arrayidx, %struct.item** getelementptr inbounds (%struct.table, %struct.table* @tab, i32 0, i32 1), align 8
  %1 = load i32, i32* %argc.addr, align 4
  %conv = trunc i32 %1 to i16
  store i16 %conv, i16* getelementptr inbounds (%struct.table, %struct.table* @tab, i32 0, i32 2, i64 3, i32 2), align 2
  %call = call %struct.table* @copy(%struct.table* noundef @tab)
  store %struct.table* %call, %struct.table** %c, align 8
  %call1 = call i32 @in_range(%struct.table* noundef @tab)
  %2 = load %struct.table*, %struct.table** %c, align 8
  %cmp = icmp ne %struct.table* %2, null
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %3 = load %struct.table*, %struct.table** %c, align 8
  %call3 = call i32 @in_range(%struct.table* noundef %3)
  %4 = load %struct.table*, %struct.table** %c, align 8
  %next = getelementptr inbounds %struct.table, %struct.table* %4, i32 0, i32 1
  %5 = load %struct.item*, %struct.item** %next, align 8
  %key = getelementptr inbounds %struct.item, %struct.item* %5, i32 0, i32 0
  %6 = load i32, i32* %key, align 4
  %add = add nsw i32 %call3, %6
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ 0, %cond.false ]
  %add4 = add nsw i32 %call1, %cond
  store i32 %add4, i32* %r, align 4
  %7 = load %struct.table*, %struct.table** %c, align 8
  %8 = bitcast %struct.table* %7 to i8*
  call void @free(i8* noundef %8) #3
  %9 = load i8**, i8*** %argv.addr, align 8
  %10 = load i32, i32* %r, align 4
  %and5 = and i32 %10, 255
  ret i32 %and5
}

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
