; ModuleID = 'hAF_basearray.c'
source_filename = "hAF_basearray.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { %struct.Env, i32 }
%struct.Env = type { [8 x i64], i32 }
%struct.Buf = type { [1 x %struct.Env], i32, i32, ptr }

@objs = dso_local global [2 x %struct.Obj] zeroinitializer, align 16
@n = dso_local global i32 0, align 4
@bufs = dso_local global [4 x %struct.Buf] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @try(ptr noundef %b, i32 noundef %x) #0 {
entry:
  %retval = alloca i32, align 4
  %b.addr = alloca ptr, align 8
  %x.addr = alloca i32, align 4
  store ptr %b, ptr %b.addr, align 8
  store i32 %x, ptr %x.addr, align 4
  %0 = load i32, ptr %x.addr, align 4
  %1 = load ptr, ptr %b.addr, align 8
  %top = getelementptr inbounds %struct.Buf, ptr %1, i32 0, i32 1
  store i32 %0, ptr %top, align 8
  %2 = load i32, ptr %x.addr, align 4
  %add = add nsw i32 %2, 1
  %3 = load ptr, ptr %b.addr, align 8
  %bot = getelementptr inbounds %struct.Buf, ptr %3, i32 0, i32 2
  store i32 %add, ptr %bot, align 4
  %4 = load ptr, ptr %b.addr, align 8
  %env = getelementptr inbounds %struct.Buf, ptr %4, i32 0, i32 0
  %arraydecay = getelementptr inbounds [1 x %struct.Env], ptr %env, i64 0, i64 0
  %call = call i32 @save_env(ptr noundef %arraydecay)
  %tobool = icmp ne i32 %call, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load ptr, ptr %b.addr, align 8
  %top1 = getelementptr inbounds %struct.Buf, ptr %5, i32 0, i32 1
  %6 = load i32, ptr %top1, align 8
  %7 = load ptr, ptr %b.addr, align 8
  %bot2 = getelementptr inbounds %struct.Buf, ptr %7, i32 0, i32 2
  %8 = load i32, ptr %bot2, align 4
  %add3 = add nsw i32 %6, %8
  store i32 %add3, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  store i32 0, ptr %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %9 = load i32, ptr %retval, align 4
  ret i32 %9
}

declare i32 @save_env(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @fail(ptr noundef %b) #0 {
entry:
  %b.addr = alloca ptr, align 8
  store ptr %b, ptr %b.addr, align 8
  %0 = load ptr, ptr %b.addr, align 8
  %env = getelementptr inbounds %struct.Buf, ptr %0, i32 0, i32 0
  %arraydecay = getelementptr inbounds [1 x %struct.Env], ptr %env, i64 0, i64 0
  call void @load_env(ptr noundef %arraydecay, i32 noundef 1)
  ret void
}

declare void @load_env(ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @keep(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %k = getelementptr inbounds %struct.Obj, ptr %0, i32 0, i32 1
  store i32 2, ptr %k, align 8
  %1 = load ptr, ptr %o.addr, align 8
  %e = getelementptr inbounds %struct.Obj, ptr %1, i32 0, i32 0
  %call = call i32 @save_env(ptr noundef %e)
  %2 = load ptr, ptr %o.addr, align 8
  %k1 = getelementptr inbounds %struct.Obj, ptr %2, i32 0, i32 1
  %3 = load i32, ptr %k1, align 8
  %add = add nsw i32 %call, %3
  ret i32 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %0 = load i32, ptr @n, align 4
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds [2 x %struct.Obj], ptr @objs, i64 0, i64 %idxprom
  %call = call i32 @keep(ptr noundef %arrayidx)
  store i32 %call, ptr %r, align 4
  %1 = load i32, ptr @n, align 4
  %idxprom1 = sext i32 %1 to i64
  %arrayidx2 = getelementptr inbounds [4 x %struct.Buf], ptr @bufs, i64 0, i64 %idxprom1
  %call3 = call i32 @try(ptr noundef %arrayidx2, i32 noundef 3)
  %2 = load i32, ptr %r, align 4
  %add = add nsw i32 %2, %call3
  store i32 %add, ptr %r, align 4
  %3 = load i32, ptr %r, align 4
  %cmp = icmp eq i32 %3, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load i32, ptr @n, align 4
  %idxprom4 = sext i32 %4 to i64
  %arrayidx5 = getelementptr inbounds [4 x %struct.Buf], ptr @bufs, i64 0, i64 %idxprom4
  call void @fail(ptr noundef %arrayidx5)
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %5 = load i32, ptr %r, align 4
  %6 = load ptr, ptr getelementptr inbounds (%struct.Buf, ptr getelementptr inbounds ([4 x %struct.Buf], ptr @bufs, i64 0, i64 1), i32 0, i32 3), align 8
  %top = getelementptr inbounds %struct.Buf, ptr %6, i32 0, i32 1
  %7 = load i32, ptr %top, align 8
  %add6 = add nsw i32 %5, %7
  ret i32 %add6
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
