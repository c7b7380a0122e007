; ModuleID = 'hE_structhack.c'
source_filename = "hE_structhack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, [1 x %struct.node*] }

@leaf = dso_local global %struct.node { i32 3, i32 0, [1 x %struct.node*] zeroinitializer }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @mk(i32 noundef %type, i32 noundef %n) #0 {
entry:
  %retval = alloca %struct.node*, align 8
  %type.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %p = alloca %struct.node*, align 8
  store i32 %type, i32* %type.addr, align 4
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load i32, i32* %n.addr, align 4
  %sub = sub nsw i32 %1, 1
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %sub, %cond.true ], [ 0, %cond.false ]
  %conv = sext i32 %cond to i64
  %mul = mul i64 %conv, 8
  %add = add i64 16, %mul
  %call = call noalias i8* @malloc(i64 noundef %add) #2
  %2 = bitcast i8* %call to %struct.node*
  store %struct.node* %2, %struct.node** %p, align 8
  %3 = load %struct.node*, %struct.node** %p, align 8
  %tobool = icmp ne %struct.node* %3, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %cond.end
  store %struct.node* null, %struct.node** %retval, align 8
  br label %return

if.end:                                           ; preds = %cond.end
  %4 = load i32, i32* %type.addr, align 4
  %5 = load %struct.node*, %struct.node** %p, align 8
  %type1 = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 0
  store i32 %4, i32* %type1, align 8
  %6 = load i32, i32* %n.addr, align 4
  %7 = load %struct.node*, %struct.node** %p, align 8
  %n2 = getelementptr inbounds %struct.node, %struct.node* %7, i32 0, i32 1
  store i32 %6, i32* %n2, align 4
  %8 = load %struct.node*, %struct.node** %p, align 8
  %child = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.node*], [1 x %struct.node*]* %child, i64 0, i64 0
  store %struct.node* null, %struct.node** %arrayidx, align 8
  %9 = load %struct.node*, %struct.node** %p, align 8
  store %struct.node* %9, %struct.node** %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load %struct.node*, %struct.node** %retval, align 8
  ret %struct.node* %10
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @test_not(%struct.node* noundef %p) #0 {
entry:
  %retval = alloca i32, align 4
  %p.addr = alloca %struct.node*, align 8
  %a = alloca %struct.node*, align 8
  %b = alloca %struct.node*, align 8
  store %struct.node* %p, %struct.node** %p.addr, align 8
  %0 = load %struct.node*, %struct.node** %p.addr, align 8
  %type = getelementptr inbounds %struct.node, %struct.node* %0, i32 0, i32 0
  %1 = load i32, i32* %type, align 8
  %cmp = icmp ne i32 %1, 2
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 0, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.node*, %struct.node** %p.addr, align 8
  %child = getelementptr inbounds %struct.node, %struct.node* %2, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.node*], [1 x %struct.node*]* %child, i64 0, i64 0
  %3 = load %struct.node*, %struct.node** %arrayidx, align 8
  store %struct.node* %3, %struct.node** %a, align 8
  %4 = load %struct.node*, %struct.node** %p.addr, align 8
  %child1 = getelementptr inbounds %struct.node, %struct.node* %4, i32 0, i32 2
  %arrayidx2 = getelementptr inbounds [1 x %struct.node*], [1 x %struct.node*]* %child1, i64 0, i64 1
  %5 = load %struct.node*, %struct.node** %arrayidx2, align 8
  store %struct.node* %5, %struct.node** %b, align 8
  %6 = load %struct.node*, %struct.node** %a, align 8
  %type3 = getelementptr inbounds %struct.node, %struct.node* %6, i32 0, i32 0
  %7 = load i32, i32* %type3, align 8
  %tobool = icmp ne i32 %7, 0
  br i1 %tobool, label %land.rhs, label %land.end8

land.rhs:                                         ; preds = %if.end
  %8 = load %struct.node*, %struct.node** %b, align 8
  %tobool4 = icmp ne %struct.node* %8, null
  br i1 %tobool4, label %land.rhs5, label %land.end

land.rhs5:                                        ; preds = %land.rhs
  %9 = load %struct.node*, %struct.node** %b, align 8
  %type6 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 0
  %10 = load i32, i32* %type6, align 8
  %tobool7 = icmp ne i32 %10, 0
  br label %land.end

land.end:                                         ; preds = %land.rhs5, %land.rhs
  %11 = phi i1 [ false, %land.rhs ], [ %tobool7, %land.rhs5 ]
  %lnot = xor i1 %11, true
  br label %land.end8

land.end8:                                        ; preds = %land.end, %if.end
  %12 = phi i1 [ false, %if.end ], [ %lnot, %land.end ]
  %land.ext = zext i1 %12 to i32
  store i32 %land.ext, i32* %retval, align 4
  br label %return

return:                                           ; preds = %land.end8, %if.then
  %13 = load i32, i32* %retval, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %p = alloca %struct.node*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call %struct.node* @mk(i32 noundef 1, i32 noundef 2)
  store %struct.node* %call, %struct.node** %p, align 8
  %1 = load %struct.node*, %struct.node** %p, align 8
  %tobool = icmp ne %struct.node* %1, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %argc.addr, align 4
  store i32 %2, i32* getelementptr inbounds (%struct.node, %struct.node* @leaf, i32 0, i32 1), align 4
  %3 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %3, 3
  br i1 %cmp, label %if.then1, label %if.end3

if.then1:                                         ; preds = %if.end
  %call2 = call i32 @test_not(%struct.node* noundef @leaf)
  store i32 %call2, i32* %retval, align 4
  br label %return

if.end3:                                          ; preds = %if.end
  %4 = load i32, i32* %argc.addr, align 4
  %call4 = call %struct.node* @mk(i32 noundef %4, i32 noundef 0)
  %5 = load %struct.node*, %struct.node** %p, align 8
  %child = getelementptr inbounds %struct.node, %struct.node* %5, i32 0, i32 2
  %arrayidx = getelementptr inbounds [1 x %struct.node*], [1 x %struct.node*]* %child, i64 0, i64 0
  store %struct.node* %call4, %struct.node** %arrayidx, align 8
  %6 = load %struct.node*, %struct.node** %p, align 8
  %child5 = getelementptr inbounds %struct.node, %struct.node* %6, i32 0, i32 2
  %arrayidx6 = getelementptr inbounds [1 x %struct.node*], [1 x %struct.node*]* %child5, i64 0, i64 1
  store %struct.node* null, %struct.node** %arrayidx6, align 8
  %7 = load %struct.node*, %struct.node** %p, align 8
  %call7 = call i32 @test_not(%struct.node* noundef %7)
  store i32 %call7, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end3, %if.then1, %if.then
  %8 = load i32, i32* %retval, align 4
  ret i32 %8
}

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
