; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.dlist = type { %struct.dnode*, %struct.dnode*, i64 }
%struct.dnode = type { %struct.dnode*, %struct.dnode*, i8*, i64 }

@.str = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %list = alloca %struct.node*, align 8
  %i = alloca i32, align 4
  %words = alloca %struct.dlist, align 8
  %i5 = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  store %struct.node* null, %struct.node** %list, align 8
  store i32 0, i32* %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4
  %cmp = icmp slt i32 %0, 10
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load %struct.node*, %struct.node** %list, align 8
  %2 = load i32, i32* %i, align 4
  %rem = srem i32 %2, 4
  %call = call %struct.node* @push(%struct.node* noundef %1, i32 noundef %rem)
  store %struct.node* %call, %struct.node** %list, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4
  %inc = add nsw i32 %3, 1
  store i32 %inc, i32* %i, align 4
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %4 = load %struct.node*, %struct.node** %list, align 8
  %call1 = call %struct.node* @reverse(%struct.node* noundef %4)
  store %struct.node* %call1, %struct.node** %list, align 8
  %5 = load %struct.node*, %struct.node** %list, align 8
  %6 = load i32, i32* %argc.addr, align 4
  %call2 = call %struct.node* @remove_value(%struct.node* noundef %5, i32 noundef %6)
  store %struct.node* %call2, %struct.node** %list, align 8
  %7 = load %struct.node*, %struct.node** %list, align 8
  %call3 = call i32 @length(%struct.node* noundef %7)
  %call4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %call3)
  %8 = load %struct.node*, %struct.node** %list, align 8
  call void @free_list(%struct.node* noundef %8)
  %9 = bitcast %struct.dlist* %words to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %9, i8 0, i64 24, i1 false)
  store i32 0, i32* %i5, align 4
  br label %for.cond6

for.cond6:                                        ; preds = %for.inc10, %for.end
  %10 = load i32, i32* %i5, align 4
  %11 = load i32, i32* %argc.addr, align 4
  %cmp7 = icmp slt i32 %10, %11
  br i1 %cmp7, label %for.body8, label %for.end12

for.body8:                                        ; preds = %for.cond6
  %12 = load i8**, i8*** %argv.addr, align 8
  %13 = load i32, i32* %i5, align 4
  %idxprom = sext i32 %13 to i64
  %arrayidx = getelementptr inbounds i8*, i8** %12, i64 %idxprom
  %14 = load i8*, i8** %arrayidx, align 8
  %call9 = call %struct.dnode* @dlist_append(%struct.dlist* noundef %words, i8* noundef %14)
  br label %for.inc10

for.inc10:                                        ; preds = %for.body8
  %15 = load i32, i32* %i5, align 4
  %inc11 = add nsw i32 %15, 1
  store i32 %inc11, i32* %i5, align 4
  br label %for.cond6, !llvm.loop !8

for.end12:                                        ; preds = %for.cond6
  br label %while.cond

while.cond:                                       ; preds = %while.body, %for.end12
  %head = getelementptr inbounds %struct.dlist, %struct.dlist* %words, i32 0, i32 0
  %16 = load %struct.dnode*, %struct.dnode** %head, align 8
  %tobool = icmp ne %struct.dnode* %16, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %head13 = getelementptr inbounds %struct.dlist, %struct.dlist* %words, i32 0, i32 0
  %17 = load %struct.dnode*, %struct.dnode** %head13, align 8
  %key = getelementptr inbounds %struct.dnode, %struct.dnode* %17, i32 0, i32 2
  %18 = load i8*, i8** %key, align 8
  %call14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i8* noundef %18)
  %head15 = getelementptr inbounds %struct.dlist, %struct.dlist* %words, i32 0, i32 0
  %19 = load %struct.dnode*, %struct.dnode** %head15, align 8
  call void @dlist_unlink(%struct.dlist* noundef %words, %struct.dnode* noundef %19)
  br label %while.cond, !llvm.loop !9

while.end:                                        ; preds = %while.cond
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @push(%struct.node* noundef %head, i32 noundef %value) #0 {
entry:
  %head.addr = alloca %struct.node*, align 8
  %value.addr = alloca i32, align 4
  %n = alloca %struct.node*, align 8
  store %struct.node* %head, %struct.node** %head.addr, align 8
  store i32 %value, i32* %value.addr, align 4
  %call = call noalias i8* @malloc(i64 noundef 16) #5
  %0 = bitcast i8* %call to %struct.node*
  store %struct.node* %0, %struct.node** %n, align 8
  %1 = load %struct.node*, %struct.node** %n, align 8
  %tobool = icmp ne %struct.node* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  call void @abort() #6
  unreachable

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %value.addr, align 4
  %3 = load %struct.node*, %struct.node** %n, align 8
  %value1 = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 0
  store i32 %2, i32* %value1, align 8
  %4 = load %struct.node*, %struct.node** %head.addr, align 8
  %5 = load %struct.node*, %struct.node** %n, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 1
  store %struct.node* %4, %struct.node** %next, align 8
  %6 = load %struct.node*, %struct.node** %n, align 8
  ret %struct.node* %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @reverse(%struct.node* noundef %head) #0 {
entry:
  %head.addr = alloca %struct.node*, align 8
  %prev = alloca %struct.node*, align 8
  %next = alloca %struct.node*, align 8
  store %struct.node* %head, %struct.node** %head.addr, align 8
  store %struct.node* null, %struct.node** %prev, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %0 = load %struct.node*, %struct.node** %head.addr, align 8
  %tobool = icmp ne %struct.node* %0, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %1 = load %struct.node*, %struct.node** %head.addr, align 8
  %next1 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  %2 = load %struct.node*, %struct.node** %next1, align 8
  store %struct.node* %2, %struct.node** %next, align 8
  %3 = load %struct.node*, %struct.node** %prev, align 8
  %4 = load %struct.node*, %struct.node** %head.addr, align 8
  %next2 = getelementptr inbounds %struct.node, %struct.node* %4, i32 0, i32 1
  store %struct.node* %3, %struct.node** %next2, align 8
  %5 = load %struct.node*, %struct.node** %head.addr, align 8
  store %struct.node* %5, %struct.node** %prev, align 8
  %6 = load %struct.node*, %struct.node** %next, align 8
  store %struct.node* %6, %struct.node** %head.addr, align 8
  br label %while.cond, !llvm.loop !10

while.end:                                        ; preds = %while.cond
  %7 = load %struct.node*, %struct.node** %prev, align 8
  ret %struct.node* %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @remove_value(%struct.node* noundef %head, i32 noundef %value) #0 {
entry:
  %head.addr = alloca %struct.node*, align 8
  %value.addr = alloca i32, align 4
  %pp = alloca %struct.node**, align 8
  %dead = alloca %struct.node*, align 8
  store %struct.node* %head, %struct.node** %head.addr, align 8
  store i32 %value, i32* %value.addr, align 4
  store %struct.node** %head.addr, %struct.node*** %pp, align 8
  br label %while.cond

while.cond:                                       ; preds = %if.end, %entry
  %0 = load %struct.node**, %struct.node*** %pp, align 8
  %1 = load %struct.node*, %struct.node** %0, align 8
  %tobool = icmp ne %struct.node* %1, null
  br i1 %tobool, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %2 = load %struct.node**, %struct.node*** %pp, align 8
  %3 = load %struct.node*, %struct.node** %2, align 8
  %value1 = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 0
  %4 = load i32, i32* %value1, align 8
  %5 = load i32, i32* %value.addr, align 4
  %cmp = icmp eq i32 %4, %5
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %while.body
  %6 = load %struct.node**, %struct.node*** %pp, align 8
  %7 = load %struct.node*, %struct.node** %6, align 8
  store %struct.node* %7, %struct.node** %dead, align 8
  %8 = load %struct.node*, %struct.node** %dead, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 1
  %9 = load %struct.node*, %struct.node** %next, align 8
  %10 = load %struct.node**, %struct.node*** %pp, align 8
  store %struct.node* %9, %struct.node** %10, align 8
  %11 = load %struct.node*, %struct.node** %dead, align 8
  %12 = bitcast %struct.node* %11 to i8*
  call void @free(i8* noundef %12) #5
  br label %if.end

if.else:                                          ; preds = %while.body
  %13 = load %struct.node**, %struct.node*** %pp, align 8
  %14 = load %struct.node*, %struct.node** %13, align 8
  %next2 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 1
  store %struct.node** %next2, %struct.node*** %pp, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  br label %while.cond, !llvm.loop !11

while.end:                                        ; preds = %while.cond
  %15 = load %struct.node*, %struct.node** %head.addr, align 8
  ret %struct.node* %15
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @length(%struct.node* noundef %n) #0 {
entry:
  %n.addr = alloca %struct.node*, align 8
  store %struct.node* %n, %struct.node** %n.addr, align 8
  %0 = load %struct.node*, %struct.node** %n.addr, align 8
  %tobool = icmp ne %struct.node* %0, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load %struct.node*, %struct.node** %n.addr, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  %2 = load %struct.node*, %struct.node** %next, align 8
  %call = call i32 @length(%struct.node* noundef %2)
  %add = add nsw i32 1, %call
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add, %cond.true ], [ 0, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_list(%struct.node* noundef %n) #0 {
entry:
  %n.addr = alloca %struct.node*, align 8
  store %struct.node* %n, %struct.node** %n.addr, align 8
  %0 = load %struct.node*, %struct.node** %n.addr, align 8
  %tobool = icmp ne %struct.node* %0, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  br label %return

if.end:                                           ; preds = %entry
  %1 = load %struct.node*, %struct.node** %n.addr, align 8
  %next = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  %2 = load %struct.node*, %struct.node** %next, align 8
  call void @free_list(%struct.node* noundef %2)
  %3 = load %struct.node*, %struct.node** %n.addr, align 8
  %4 = bitcast %struct.node* %3 to i8*
  call void @free(i8* noundef %4) #5
  br label %return

return:                                           ; preds = %if.end, %if.then
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.dnode* @dlist_append(%struct.dlist* noundef %l, i8* noundef %key) #0 {
entry:
  %retval = alloca %struct.dnode*, align 8
  %l.addr = alloca %struct.dlist*, align 8
  %key.addr = alloca i8*, align 8
  %n = alloca %struct.dnode*, align 8
  store %struct.dlist* %l, %struct.dlist** %l.addr, align 8
  store i8* %key, i8** %key.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef 32) #5
  %0 = bitcast i8* %call to %struct.dnode*
  store %struct.dnode* %0, %struct.dnode** %n, align 8
  %1 = load %struct.dnode*, %struct.dnode** %n, align 8
  %tobool = icmp ne %struct.dnode* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store %struct.dnode* null, %struct.dnode** %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i8*, i8** %key.addr, align 8
  %3 = load %struct.dnode*, %struct.dnode** %n, align 8
  %key1 = getelementptr inbounds %struct.dnode, %struct.dnode* %3, i32 0, i32 2
  store i8* %2, i8** %key1, align 8
  %4 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %tail = getelementptr inbounds %struct.dlist, %struct.dlist* %4, i32 0, i32 1
  %5 = load %struct.dnode*, %struct.dnode** %tail, align 8
  %6 = load %struct.dnode*, %struct.dnode** %n, align 8
  %prev = getelementptr inbounds %struct.dnode, %struct.dnode* %6, i32 0, i32 0
  store %struct.dnode* %5, %struct.dnode** %prev, align 8
  %7 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %tail2 = getelementptr inbounds %struct.dlist, %struct.dlist* %7, i32 0, i32 1
  %8 = load %struct.dnode*, %struct.dnode** %tail2, align 8
  %tobool3 = icmp ne %struct.dnode* %8, null
  br i1 %tobool3, label %if.then4, label %if.else

if.then4:                                         ; preds = %if.end
  %9 = load %struct.dnode*, %struct.dnode** %n, align 8
  %10 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %tail5 = getelementptr inbounds %struct.dlist, %struct.dlist* %10, i32 0, i32 1
  %11 = load %struct.dnode*, %struct.dnode** %tail5, align 8
  %next = getelementptr inbounds %struct.dnode, %struct.dnode* %11, i32 0, i32 1
  store %struct.dnode* %9, %struct.dnode** %next, align 8
  br label %if.end6

if.else:                                          ; preds = %if.end
  %12 = load %struct.dnode*, %struct.dnode** %n, align 8
  %13 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %head = getelementptr inbounds %struct.dlist, %struct.dlist* %13, i32 0, i32 0
  store %struct.dnode* %12, %struct.dnode** %head, align 8
  br label %if.end6

if.end6:                                          ; preds = %if.else, %if.then4
  %14 = load %struct.dnode*, %struct.dnode** %n, align 8
  %15 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %tail7 = getelementptr inbounds %struct.dlist, %struct.dlist* %15, i32 0, i32 1
  store %struct.dnode* %14, %struct.dnode** %tail7, align 8
  %16 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %len = getelementptr inbounds %struct.dlist, %struct.dlist* %16, i32 0, i32 2
  %17 = load i64, i64* %len, align 8
  %inc = add i64 %17, 1
  store i64 %inc, i64* %len, align 8
  %18 = load %struct.dnode*, %struct.dnode** %n, align 8
  store %struct.dnode* %18, %struct.dnode** %retval, align 8
  br label %return

return:                                           ; preds = %if.end6, %if.then
  %19 = load %struct.dnode*, %struct.dnode** %retval, align 8
  ret %struct.dnode* %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dlist_unlink(%struct.dlist* noundef %l, %struct.dnode* noundef %n) #0 {
entry:
  %l.addr = alloca %struct.dlist*, align 8
  %n.addr = alloca %struct.dnode*, align 8
  store %struct.dlist* %l, %struct.dlist** %l.addr, align 8
  store %struct.dnode* %n, %struct.dnode** %n.addr, align 8
  %0 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %prev = getelementptr inbounds %struct.dnode, %struct.dnode* %0, i32 0, i32 0
  %1 = load %struct.dnode*, %struct.dnode** %prev, align 8
  %tobool = icmp ne %struct.dnode* %1, null
  br i1 %tobool, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %next = getelementptr inbounds %struct.dnode, %struct.dnode* %2, i32 0, i32 1
  %3 = load %struct.dnode*, %struct.dnode** %next, align 8
  %4 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %prev1 = getelementptr inbounds %struct.dnode, %struct.dnode* %4, i32 0, i32 0
  %5 = load %struct.dnode*, %struct.dnode** %prev1, align 8
  %next2 = getelementptr inbounds %struct.dnode, %struct.dnode* %5, i32 0, i32 1
  store %struct.dnode* %3, %struct.dnode** %next2, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %6 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %next3 = getelementptr inbounds %struct.dnode, %struct.dnode* %6, i32 0, i32 1
  %7 = load %struct.dnode*, %struct.dnode** %next3, align 8
  %8 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %head = getelementptr inbounds %struct.dlist, %struct.dlist* %8, i32 0, i32 0
  store %struct.dnode* %7, %struct.dnode** %head, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %9 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %next4 = getelementptr inbounds %struct.dnode, %struct.dnode* %9, i32 0, i32 1
  %10 = load %struct.dnode*, %struct.dnode** %next4, align 8
  %tobool5 = icmp ne %struct.dnode* %10, null
  br i1 %tobool5, label %if.then6, label %if.else10

if.then6:                                         ; preds = %if.end
  %11 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %prev7 = getelementptr inbounds %struct.dnode, %struct.dnode* %11, i32 0, i32 0
  %12 = load %struct.dnode*, %struct.dnode** %prev7, align 8
  %13 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %next8 = getelementptr inbounds %struct.dnode, %struct.dnode* %13, i32 0, i32 1
  %14 = load %struct.dnode*, %struct.dnode** %next8, align 8
  %prev9 = getelementptr inbounds %struct.dnode, %struct.dnode* %14, i32 0, i32 0
  store %struct.dnode* %12, %struct.dnode** %prev9, align 8
  br label %if.end12

if.else10:                                        ; preds = %if.end
  %15 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %prev11 = getelementptr inbounds %struct.dnode, %struct.dnode* %15, i32 0, i32 0
  %16 = load %struct.dnode*, %struct.dnode** %prev11, align 8
  %17 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %tail = getelementptr inbounds %struct.dlist, %struct.dlist* %17, i32 0, i32 1
  store %struct.dnode* %16, %struct.dnode** %tail, align 8
  br label %if.end12

if.end12:                                         ; preds = %if.else10, %if.then6
  %18 = load %struct.dlist*, %struct.dlist** %l.addr, align 8
  %len = getelementptr inbounds %struct.dlist, %struct.dlist* %18, i32 0, i32 2
  %19 = load i64, i64* %len, align 8
  %dec = add i64 %19, -1
  store i64 %dec, i64* %len, align 8
  %20 = load %struct.dnode*, %struct.dnode** %n.addr, align 8
  %21 = bitcast %struct.dnode* %20 to i8*
  call void @free(i8* noundef %21) #5
  ret void
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
