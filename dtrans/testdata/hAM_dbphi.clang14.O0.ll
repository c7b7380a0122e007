; ModuleID = 'hAM_dbphi.c'
source_filename = "hAM_dbphi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Conn = type { i32, i32, %struct.Db* }
%struct.Db = type { i8*, i8*, i8, i8, i8* }
%struct.List = type { i32, i32, [1 x %struct.Item] }
%struct.Item = type { i8*, i8*, i8* }

@gConn = dso_local global %struct.Conn zeroinitializer, align 8
@gList = dso_local global %struct.List zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @lookup(%struct.Conn* noundef %db, %struct.List* noundef %p) #0 {
entry:
  %db.addr = alloca %struct.Conn*, align 8
  %p.addr = alloca %struct.List*, align 8
  %zDb = alloca i8*, align 8
  %iDb = alloca i32, align 4
  store %struct.Conn* %db, %struct.Conn** %db.addr, align 8
  store %struct.List* %p, %struct.List** %p.addr, align 8
  %0 = load %struct.List*, %struct.List** %p.addr, align 8
  %a = getelementptr inbounds %struct.List, %struct.List* %0, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a, i64 0, i64 0
  %pSchema = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx, i32 0, i32 0
  %1 = load i8*, i8** %pSchema, align 8
  %tobool = icmp ne i8* %1, null
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load %struct.Conn*, %struct.Conn** %db.addr, align 8
  %3 = load %struct.List*, %struct.List** %p.addr, align 8
  %a1 = getelementptr inbounds %struct.List, %struct.List* %3, i32 0, i32 2
  %arrayidx2 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a1, i64 0, i64 0
  %pSchema3 = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx2, i32 0, i32 0
  %4 = load i8*, i8** %pSchema3, align 8
  %call = call i32 @schemaToIndex(%struct.Conn* noundef %2, i8* noundef %4)
  store i32 %call, i32* %iDb, align 4
  %5 = load %struct.Conn*, %struct.Conn** %db.addr, align 8
  %aDb = getelementptr inbounds %struct.Conn, %struct.Conn* %5, i32 0, i32 2
  %6 = load %struct.Db*, %struct.Db** %aDb, align 8
  %7 = load i32, i32* %iDb, align 4
  %idxprom = sext i32 %7 to i64
  %arrayidx4 = getelementptr inbounds %struct.Db, %struct.Db* %6, i64 %idxprom
  %zName = getelementptr inbounds %struct.Db, %struct.Db* %arrayidx4, i32 0, i32 0
  %8 = load i8*, i8** %zName, align 8
  store i8* %8, i8** %zDb, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %9 = load %struct.List*, %struct.List** %p.addr, align 8
  %a5 = getelementptr inbounds %struct.List, %struct.List* %9, i32 0, i32 2
  %arrayidx6 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a5, i64 0, i64 0
  %zDatabase = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx6, i32 0, i32 1
  %10 = load i8*, i8** %zDatabase, align 8
  store i8* %10, i8** %zDb, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %11 = load %struct.Conn*, %struct.Conn** %db.addr, align 8
  %12 = load %struct.List*, %struct.List** %p.addr, align 8
  %a7 = getelementptr inbounds %struct.List, %struct.List* %12, i32 0, i32 2
  %arrayidx8 = getelementptr inbounds [1 x %struct.Item], [1 x %struct.Item]* %a7, i64 0, i64 0
  %zName9 = getelementptr inbounds %struct.Item, %struct.Item* %arrayidx8, i32 0, i32 2
  %13 = load i8*, i8** %zName9, align 8
  %14 = load i8*, i8** %zDb, align 8
  %call10 = call i8* @locate(%struct.Conn* noundef %11, i8* noundef %13, i8* noundef %14)
  ret i8* %call10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @schemaToIndex(%struct.Conn* noundef %db, i8* noundef %pSchema) #0 {
entry:
  %db.addr = alloca %struct.Conn*, align 8
  %pSchema.addr = alloca i8*, align 8
  %i = alloca i32, align 4
  store %struct.Conn* %db, %struct.Conn** %db.addr, align 8
  store i8* %pSchema, i8** %pSchema.addr, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  br i1 true, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %0 = load %struct.Conn*, %struct.Conn** %db.addr, align 8
  %aDb = getelementptr inbounds %struct.Conn, %struct.Conn* %0, i32 0, i32 2
  %1 = load %struct.Db*, %struct.Db** %aDb, align 8
  %2 = load i32, i32* %i, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds %struct.Db, %struct.Db* %1, i64 %idxprom
  %pSchema1 = getelementptr inbounds %struct.Db, %struct.Db* %arrayidx, i32 0, i32 4
  %3 = load i8*, i8** %pSchema1, align 8
  %4 = load i8*, i8** %pSchema.addr, align 8
  %cmp = icmp eq i8* %3, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  br label %for.end

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %5 = load i32, i32* %i, align 4
  %inc = add nsw i32 %5, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond

for.end:                                          ; preds = %if.then, %for.cond
  %6 = load i32, i32* %i, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @locate(%struct.Conn* noundef %db, i8* noundef %zName, i8* noundef %zDb) #0 {
entry:
  %db.addr = alloca %struct.Conn*, align 8
  %zName.addr = alloca i8*, align 8
  %zDb.addr = alloca i8*, align 8
  store %struct.Conn* %db, %struct.Conn** %db.addr, align 8
  store i8* %zName, i8** %zName.addr, align 8
  store i8* %zDb, i8** %zDb.addr, align 8
  %0 = load i8*, i8** %zName.addr, align 8
  %1 = load %struct.Conn*, %struct.Conn** %db.addr, align 8
  %x = getelementptr inbounds %struct.Conn, %struct.Conn* %1, i32 0, i32 0
  %2 = load i32, i32* %x, align 8
  %idx.ext = sext i32 %2 to i64
  %add.ptr = getelementptr inbounds i8, i8* %0, i64 %idx.ext
  %3 = load i8*, i8** %zDb.addr, align 8
  %cmp = icmp ne i8* %3, null
  %conv = zext i1 %cmp to i32
  %idx.ext1 = sext i32 %conv to i64
  %add.ptr2 = getelementptr inbounds i8, i8* %add.ptr, i64 %idx.ext1
  ret i8* %add.ptr2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  %call = call i8* @lookup(%struct.Conn* noundef @gConn, %struct.List* noundef @gList)
  %cmp = icmp ne i8* %call, null
  %conv = zext i1 %cmp to i32
  ret i32 %conv
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
