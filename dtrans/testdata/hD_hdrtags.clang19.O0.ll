; ModuleID = 'hD_hdrtags.c'
source_filename = "hD_hdrtags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Gstate = type { ptr, ptr }
%struct.Tab = type { ptr, i8, i8, i8, i32, ptr }
%struct.Obj = type { ptr, i8, i8 }

@main.g = internal global %struct.Gstate zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @traverse(ptr noundef %g, ptr noundef %h) #0 {
entry:
  %g.addr = alloca ptr, align 8
  %h.addr = alloca ptr, align 8
  store ptr %g, ptr %g.addr, align 8
  store ptr %h, ptr %h.addr, align 8
  %0 = load ptr, ptr %h.addr, align 8
  %size = getelementptr inbounds %struct.Tab, ptr %0, i32 0, i32 4
  %1 = load i32, ptr %size, align 4
  %cmp = icmp sgt i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %h.addr, align 8
  %flags = getelementptr inbounds %struct.Tab, ptr %2, i32 0, i32 3
  store i8 1, ptr %flags, align 2
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load ptr, ptr %h.addr, align 8
  %marked = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 2
  %4 = load i8, ptr %marked, align 1
  %conv = zext i8 %4 to i32
  %or = or i32 %conv, 4
  %conv1 = trunc i32 %or to i8
  store i8 %conv1, ptr %marked, align 1
  %5 = load ptr, ptr %h.addr, align 8
  %6 = load ptr, ptr %h.addr, align 8
  %gclist = getelementptr inbounds %struct.Tab, ptr %6, i32 0, i32 5
  %7 = load ptr, ptr %g.addr, align 8
  %gray = getelementptr inbounds %struct.Gstate, ptr %7, i32 0, i32 0
  call void @linkgclist(ptr noundef %5, ptr noundef %gclist, ptr noundef %gray)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @linkgclist(ptr noundef %o, ptr noundef %pnext, ptr noundef %list) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %pnext.addr = alloca ptr, align 8
  %list.addr = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  store ptr %pnext, ptr %pnext.addr, align 8
  store ptr %list, ptr %list.addr, align 8
  %0 = load ptr, ptr %list.addr, align 8
  %1 = load ptr, ptr %0, align 8
  %2 = load ptr, ptr %pnext.addr, align 8
  store ptr %1, ptr %2, align 8
  %3 = load ptr, ptr %o.addr, align 8
  %4 = load ptr, ptr %list.addr, align 8
  store ptr %3, ptr %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newobj(ptr noundef %g, i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %g.addr = alloca ptr, align 8
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca ptr, align 8
  store ptr %g, ptr %g.addr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  store i64 %sz, ptr %sz.addr, align 8
  %0 = load i64, ptr %sz.addr, align 8
  %call = call noalias ptr @calloc(i64 noundef 1, i64 noundef %0) #3
  store ptr %call, ptr %o, align 8
  %1 = load ptr, ptr %o, align 8
  %cmp = icmp eq ptr %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  call void @abort() #4
  unreachable

if.end:                                           ; preds = %entry
  %2 = load i32, ptr %tt.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load ptr, ptr %o, align 8
  %tt1 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 1
  store i8 %conv, ptr %tt1, align 8
  %4 = load ptr, ptr %g.addr, align 8
  %allgc = getelementptr inbounds %struct.Gstate, ptr %4, i32 0, i32 1
  %5 = load ptr, ptr %allgc, align 8
  %6 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 0
  store ptr %5, ptr %next, align 8
  %7 = load ptr, ptr %o, align 8
  %8 = load ptr, ptr %g.addr, align 8
  %allgc2 = getelementptr inbounds %struct.Gstate, ptr %8, i32 0, i32 1
  store ptr %7, ptr %allgc2, align 8
  %9 = load ptr, ptr %o, align 8
  ret ptr %9
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %h = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call ptr @newobj(ptr noundef @main.g, i32 noundef 5, i64 noundef 24)
  store ptr %call, ptr %h, align 8
  %0 = load ptr, ptr %h, align 8
  %size = getelementptr inbounds %struct.Tab, ptr %0, i32 0, i32 4
  store i32 3, ptr %size, align 4
  %1 = load ptr, ptr %h, align 8
  call void @traverse(ptr noundef @main.g, ptr noundef %1)
  %2 = load ptr, ptr @main.g, align 8
  %3 = load ptr, ptr %h, align 8
  %cmp = icmp eq ptr %2, %3
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load ptr, ptr %h, align 8
  %flags = getelementptr inbounds %struct.Tab, ptr %4, i32 0, i32 3
  %5 = load i8, ptr %flags, align 2
  %conv = zext i8 %5 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %cond.false ]
  ret i32 %cond
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) }
attributes #4 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
