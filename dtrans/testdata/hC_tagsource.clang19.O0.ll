; ModuleID = 'hC_tagsource.c'
source_filename = "hC_tagsource.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.It = type { ptr, ptr }
%struct.Val = type { %union.anon, i32 }
%union.anon = type { ptr }
%struct.Obj2 = type { i32, i32 }
%struct.Holder = type { ptr, i32 }

@h = dso_local global ptr null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @mk(ptr noundef %name, ptr noundef %next) #0 {
entry:
  %name.addr = alloca ptr, align 8
  %next.addr = alloca ptr, align 8
  %it = alloca ptr, align 8
  store ptr %name, ptr %name.addr, align 8
  store ptr %next, ptr %next.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call, ptr %it, align 8
  %0 = load ptr, ptr %name.addr, align 8
  %1 = load ptr, ptr %it, align 8
  %name1 = getelementptr inbounds %struct.It, ptr %1, i32 0, i32 0
  store ptr %0, ptr %name1, align 8
  %2 = load ptr, ptr %next.addr, align 8
  %3 = load ptr, ptr %it, align 8
  %next2 = getelementptr inbounds %struct.It, ptr %3, i32 0, i32 1
  store ptr %2, ptr %next2, align 8
  %4 = load ptr, ptr %it, align 8
  ret ptr %4
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(ptr noundef %head) #0 {
entry:
  %head.addr = alloca ptr, align 8
  %n = alloca i32, align 4
  %it = alloca ptr, align 8
  store ptr %head, ptr %head.addr, align 8
  store i32 0, ptr %n, align 4
  %0 = load ptr, ptr %head.addr, align 8
  store ptr %0, ptr %it, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load ptr, ptr %it, align 8
  %tobool = icmp ne ptr %1, null
  br i1 %tobool, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr, ptr %it, align 8
  %name = getelementptr inbounds %struct.It, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %name, align 8
  %arrayidx = getelementptr inbounds i8, ptr %3, i64 0
  %4 = load i8, ptr %arrayidx, align 1
  %conv = sext i8 %4 to i32
  %5 = load i32, ptr %n, align 4
  %add = add nsw i32 %5, %conv
  store i32 %add, ptr %n, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %6 = load ptr, ptr %it, align 8
  %next = getelementptr inbounds %struct.It, ptr %6, i32 0, i32 1
  %7 = load ptr, ptr %next, align 8
  store ptr %7, ptr %it, align 8
  br label %for.cond, !llvm.loop !6

for.end:                                          ; preds = %for.cond
  %8 = load i32, ptr %n, align 4
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @objkind(ptr noundef %v) #0 {
entry:
  %v.addr = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  %0 = load ptr, ptr %v.addr, align 8
  %tag = getelementptr inbounds %struct.Val, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %tag, align 8
  %tobool = icmp ne i32 %1, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load ptr, ptr %v.addr, align 8
  %u = getelementptr inbounds %struct.Val, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %u, align 8
  %kind = getelementptr inbounds %struct.Obj2, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %kind, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  %5 = load ptr, ptr %v.addr, align 8
  %u1 = getelementptr inbounds %struct.Val, ptr %5, i32 0, i32 0
  %6 = load double, ptr %u1, align 8
  %conv = fptosi double %6 to i32
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %4, %cond.true ], [ %conv, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %v = alloca ptr, align 8
  %o = alloca ptr, align 8
  %it = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call, ptr %v, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 8) #2
  store ptr %call1, ptr %o, align 8
  %call2 = call noalias ptr @malloc(i64 noundef 16) #2
  store ptr %call2, ptr @h, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %1 = load ptr, ptr %o, align 8
  %kind = getelementptr inbounds %struct.Obj2, ptr %1, i32 0, i32 0
  store i32 %0, ptr %kind, align 4
  %2 = load ptr, ptr %o, align 8
  %refs = getelementptr inbounds %struct.Obj2, ptr %2, i32 0, i32 1
  store i32 1, ptr %refs, align 4
  %3 = load ptr, ptr %o, align 8
  %4 = load ptr, ptr %v, align 8
  %u = getelementptr inbounds %struct.Val, ptr %4, i32 0, i32 0
  store ptr %3, ptr %u, align 8
  %5 = load ptr, ptr %v, align 8
  %tag = getelementptr inbounds %struct.Val, ptr %5, i32 0, i32 1
  store i32 1, ptr %tag, align 8
  %6 = load ptr, ptr %argv.addr, align 8
  %arrayidx = getelementptr inbounds ptr, ptr %6, i64 0
  %7 = load ptr, ptr %arrayidx, align 8
  %8 = load ptr, ptr %argv.addr, align 8
  %9 = load i32, ptr %argc.addr, align 4
  %sub = sub nsw i32 %9, 1
  %idxprom = sext i32 %sub to i64
  %arrayidx3 = getelementptr inbounds ptr, ptr %8, i64 %idxprom
  %10 = load ptr, ptr %arrayidx3, align 8
  %call4 = call ptr @mk(ptr noundef %10, ptr noundef null)
  %call5 = call ptr @mk(ptr noundef %7, ptr noundef %call4)
  store ptr %call5, ptr %it, align 8
  %11 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %11, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %12 = load ptr, ptr %v, align 8
  %13 = load ptr, ptr @h, align 8
  %any = getelementptr inbounds %struct.Holder, ptr %13, i32 0, i32 0
  store ptr %12, ptr %any, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %14 = load ptr, ptr %it, align 8
  %15 = load ptr, ptr @h, align 8
  %any6 = getelementptr inbounds %struct.Holder, ptr %15, i32 0, i32 0
  store ptr %14, ptr %any6, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %16 = load ptr, ptr @h, align 8
  %any7 = getelementptr inbounds %struct.Holder, ptr %16, i32 0, i32 0
  %17 = load ptr, ptr %any7, align 8
  %call8 = call i32 @walk(ptr noundef %17)
  %18 = load ptr, ptr @h, align 8
  %any9 = getelementptr inbounds %struct.Holder, ptr %18, i32 0, i32 0
  %19 = load ptr, ptr %any9, align 8
  %call10 = call i32 @objkind(ptr noundef %19)
  %add = add nsw i32 %call8, %call10
  ret i32 %add
}

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
