; ModuleID = 'hAM_dbphi.c'
source_filename = "hAM_dbphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Conn = type { i32, i32, ptr }
%struct.List = type { i32, i32, [1 x %struct.Item] }
%struct.Item = type { ptr, ptr, ptr }
%struct.Db = type { ptr, ptr, i8, i8, ptr }

@gConn = dso_local global %struct.Conn zeroinitializer, align 8
@gList = dso_local global %struct.List zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @lookup(ptr noundef %db, ptr noundef %p) #0 {
entry:
  %db.addr = alloca ptr, align 8
  %p.addr = alloca ptr, align 8
  %zDb = alloca ptr, align 8
  %iDb = alloca i32, align 4
  store ptr %db, ptr %db.addr, align 8
  store ptr %p, ptr %p.addr, align 8
  %0 = load ptr, ptr %p.addr, align 8
  %a = getelementptr inbounds %struct.List, ptr %0, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.Item], ptr %a, i64 0, i64 0
  %pSchema = getelementptr inbounds %struct.Item, ptr %arrayidx, i32 0, i32 0
  %1 = load ptr, ptr %pSchema, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %db.addr, align 8
  %3 = load ptr, ptr %p.addr, align 8
  %a1 = getelementptr inbounds %struct.List, ptr %3, i32 0, i32 2
  %arrayidx2 = getelementptr inbounds [1 x %struct.Item], ptr %a1, i64 0, i64 0
  %pSchema3 = getelementptr inbounds %struct.Item, ptr %arrayidx2, i32 0, i32 0
  %4 = load ptr, ptr %pSchema3, align 8
  %call = call i32 @schemaToIndex(ptr noundef %2, ptr noundef %4)
  store i32 %call, ptr %iDb, align 4
  %5 = load ptr, ptr %db.addr, align 8
  %aDb = getelementptr inbounds %struct.Conn, ptr %5, i32 0, i32 2
  %6 = load ptr, ptr %aDb, align 8
  %7 = load i32, ptr %iDb, align 4
  %idxprom = sext i32 %7 to i64
  %arrayidx4 = getelementptr inbounds %struct.Db, ptr %6, i64 %idxprom
  %zName = getelementptr inbounds %struct.Db, ptr %arrayidx4, i32 0, i32 0
  %8 = load ptr, ptr %zName, align 8
  store ptr %8, ptr %zDb, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %9 = load ptr, ptr %p.addr, align 8
  %a5 = getelementptr inbounds %struct.List, ptr %9, i32 0, i32 2
  %arrayidx6 = getelementptr inbounds [1 x %struct.Item], ptr %a5, i64 0, i64 0
  %zDatabase = getelementptr inbounds %struct.Item, ptr %arrayidx6, i32 0, i32 1
  %10 = load ptr, ptr %zDatabase, align 8
  store ptr %10, ptr %zDb, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %11 = load ptr, ptr %db.addr, align 8
  %12 = load ptr, ptr %p.addr, align 8
  %a7 = getelementptr inbounds %struct.List, ptr %12, i32 0, i32 2
  %arrayidx8 = getelementptr inbounds [1 x %struct.Item], ptr %a7, i64 0, i64 0
  %zName9 = getelementptr inbounds %struct.Item, ptr %arrayidx8, i32 0, i32 2
  %13 = load ptr, ptr %zName9, align 8
  %14 = load ptr, ptr %zDb, align 8
  %call10 = call ptr @locate(ptr noundef %11, ptr noundef %13, ptr noundef %14)
  ret ptr %call10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @schemaToIndex(ptr noundef %db, ptr noundef %pSchema) #0 {
entry:
  %db.addr = alloca ptr, align 8
  %pSchema.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  store ptr %db, ptr %db.addr, align 8
  store ptr %pSchema, ptr %pSchema.addr, align 8
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  br i1 true, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %0 = load ptr, ptr %db.addr, align 8
  %aDb = getelementptr inbounds %struct.Conn, ptr %0, i32 0, i32 2
  %1 = load ptr, ptr %aDb, align 8
  %2 = load i32, ptr %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds %struct.Db, ptr %1, i64 %idxprom
  %pSchema1 = getelementptr inbounds %struct.Db, ptr %arrayidx, i32 0, i32 4
  %3 = load ptr, ptr %pSchema1, align 8
  %4 = load ptr, ptr %pSchema.addr, align 8
  %cmp = icmp eq ptr %3, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  br label %for.end

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %5 = load i32, ptr %i, align 4
  %inc = add nsw i32 %5, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %if.then, %for.cond
  %6 = load i32, ptr %i, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @locate(ptr noundef %db, ptr noundef %zName, ptr noundef %zDb) #0 {
entry:
  %db.addr = alloca ptr, align 8
  %zName.addr = alloca ptr, align 8
  %zDb.addr = alloca ptr, align 8
  store ptr %db, ptr %db.addr, align 8
  store ptr %zName, ptr %zName.addr, align 8
  store ptr %zDb, ptr %zDb.addr, align 8
  %0 = load ptr, ptr %zName.addr, align 8
  %1 = load ptr, ptr %db.addr, align 8
  %x = getelementptr inbounds %struct.Conn, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %x, align 8
  %idx.ext = sext i32 %2 to i64
  %add.ptr = getelementptr inbounds i8, ptr %0, i64 %idx.ext
  %3 = load ptr, ptr %zDb.addr, align 8
  %cmp = icmp ne ptr %3, null
  %conv = zext i1 %cmp to i32
  %idx.ext1 = sext i32 %conv to i64
  %add.ptr2 = getelementptr inbounds i8, ptr %add.ptr, i64 %idx.ext1
  ret ptr %add.ptr2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %call = call ptr @lookup(ptr noundef @gConn, ptr noundef @gList)
  %cmp = icmp ne ptr %call, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
