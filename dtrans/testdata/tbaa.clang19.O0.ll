; ModuleID = 'tbaa.c'
source_filename = "tbaa.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Stream = type { ptr, i32, i32, ptr, i32 }
%struct.Node = type { ptr, i32 }
%struct.A = type { i64, i32, i32 }
%struct.B = type { i64, double }
%struct.State = type { [16 x i32], %struct.Desc, %struct.Desc }
%struct.Desc = type { ptr, i32 }

@last = dso_local global %struct.Stream zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @pump(ptr noundef %s, i32 noundef %n) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %left = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load ptr, ptr %s.addr, align 8
  %avail_in = getelementptr inbounds %struct.Stream, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %avail_in, align 8
  %2 = load i32, ptr %n.addr, align 4
  %sub = sub i32 %1, %2
  store i32 %sub, ptr %left, align 4
  %3 = load i32, ptr %left, align 4
  %4 = load ptr, ptr %s.addr, align 8
  %avail_in1 = getelementptr inbounds %struct.Stream, ptr %4, i32 0, i32 1
  store i32 %3, ptr %avail_in1, align 8
  %5 = load i32, ptr %n.addr, align 4
  %6 = load ptr, ptr %s.addr, align 8
  %total_in = getelementptr inbounds %struct.Stream, ptr %6, i32 0, i32 2
  %7 = load i32, ptr %total_in, align 4
  %add = add i32 %7, %5
  store i32 %add, ptr %total_in, align 4
  %8 = load i32, ptr %n.addr, align 4
  %9 = load ptr, ptr %s.addr, align 8
  %next_in = getelementptr inbounds %struct.Stream, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %next_in, align 8
  %idx.ext = zext i32 %8 to i64
  %add.ptr = getelementptr inbounds i8, ptr %10, i64 %idx.ext
  store ptr %add.ptr, ptr %next_in, align 8
  %11 = load i32, ptr %left, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @geta(ptr noundef %n) #0 {
entry:
  %n.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %obj, align 8
  store ptr %1, ptr %a, align 8
  %2 = load ptr, ptr %a, align 8
  %key = getelementptr inbounds %struct.A, ptr %2, i32 0, i32 0
  %3 = load i64, ptr %key, align 8
  %4 = load ptr, ptr %a, align 8
  %a2 = getelementptr inbounds %struct.A, ptr %4, i32 0, i32 2
  %5 = load i32, ptr %a2, align 4
  %conv = sext i32 %5 to i64
  %add = add nsw i64 %3, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @getb(ptr noundef %n) #0 {
entry:
  %n.addr = alloca ptr, align 8
  %b = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %obj, align 8
  store ptr %1, ptr %b, align 8
  %2 = load ptr, ptr %b, align 8
  %b1 = getelementptr inbounds %struct.B, ptr %2, i32 0, i32 1
  %3 = load double, ptr %b1, align 8
  ret double %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @get(ptr noundef %n) #0 {
entry:
  %retval = alloca i64, align 8
  %n.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
  %0 = load ptr, ptr %n.addr, align 8
  %kind = getelementptr inbounds %struct.Node, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %kind, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %obj, align 8
  store ptr %3, ptr %a, align 8
  %4 = load ptr, ptr %a, align 8
  %a2 = getelementptr inbounds %struct.A, ptr %4, i32 0, i32 2
  %5 = load i32, ptr %a2, align 4
  %conv = sext i32 %5 to i64
  store i64 %conv, ptr %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %6 = load ptr, ptr %n.addr, align 8
  %obj1 = getelementptr inbounds %struct.Node, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %obj1, align 8
  store ptr %7, ptr %b, align 8
  %8 = load ptr, ptr %b, align 8
  %b1 = getelementptr inbounds %struct.B, ptr %8, i32 0, i32 1
  %9 = load double, ptr %b1, align 8
  %conv2 = fptosi double %9 to i64
  store i64 %conv2, ptr %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %10 = load i64, ptr %retval, align 8
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @seta(ptr noundef %n, i64 noundef %k, i32 noundef %v) #0 {
entry:
  %n.addr = alloca ptr, align 8
  %k.addr = alloca i64, align 8
  %v.addr = alloca i32, align 4
  %a = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
  store i64 %k, ptr %k.addr, align 8
  store i32 %v, ptr %v.addr, align 4
  %0 = load ptr, ptr %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %obj, align 8
  store ptr %1, ptr %a, align 8
  %2 = load i64, ptr %k.addr, align 8
  %3 = load ptr, ptr %a, align 8
  %key = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 0
  store i64 %2, ptr %key, align 8
  %4 = load i32, ptr %v.addr, align 4
  %5 = load ptr, ptr %a, align 8
  %a2 = getelementptr inbounds %struct.A, ptr %5, i32 0, i32 2
  store i32 %4, ptr %a2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setb(ptr noundef %n, double noundef %d) #0 {
entry:
  %n.addr = alloca ptr, align 8
  %d.addr = alloca double, align 8
  %b = alloca ptr, align 8
  store ptr %n, ptr %n.addr, align 8
  store double %d, ptr %d.addr, align 8
  %0 = load ptr, ptr %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %obj, align 8
  store ptr %1, ptr %b, align 8
  %2 = load double, ptr %d.addr, align 8
  %3 = load ptr, ptr %b, align 8
  %b1 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store double %2, ptr %b1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init(ptr noundef %s, i32 noundef %m) #0 {
entry:
  %s.addr = alloca ptr, align 8
  %m.addr = alloca i32, align 4
  store ptr %s, ptr %s.addr, align 8
  store i32 %m, ptr %m.addr, align 4
  %0 = load ptr, ptr %s.addr, align 8
  %buf = getelementptr inbounds %struct.State, ptr %0, i32 0, i32 0
  %arraydecay = getelementptr inbounds [16 x i32], ptr %buf, i64 0, i64 0
  %1 = load ptr, ptr %s.addr, align 8
  %l = getelementptr inbounds %struct.State, ptr %1, i32 0, i32 1
  %tree = getelementptr inbounds %struct.Desc, ptr %l, i32 0, i32 0
  store ptr %arraydecay, ptr %tree, align 8
  %2 = load ptr, ptr %s.addr, align 8
  %buf1 = getelementptr inbounds %struct.State, ptr %2, i32 0, i32 0
  %arraydecay2 = getelementptr inbounds [16 x i32], ptr %buf1, i64 0, i64 0
  %add.ptr = getelementptr inbounds i32, ptr %arraydecay2, i64 8
  %3 = load ptr, ptr %s.addr, align 8
  %d = getelementptr inbounds %struct.State, ptr %3, i32 0, i32 2
  %tree3 = getelementptr inbounds %struct.Desc, ptr %d, i32 0, i32 0
  store ptr %add.ptr, ptr %tree3, align 8
  %4 = load i32, ptr %m.addr, align 4
  %5 = load ptr, ptr %s.addr, align 8
  %l4 = getelementptr inbounds %struct.State, ptr %5, i32 0, i32 1
  %max = getelementptr inbounds %struct.Desc, ptr %l4, i32 0, i32 1
  store i32 %4, ptr %max, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @maxof(ptr noundef %d) #0 {
entry:
  %d.addr = alloca ptr, align 8
  store ptr %d, ptr %d.addr, align 8
  %0 = load ptr, ptr %d.addr, align 8
  %max = getelementptr inbounds %struct.Desc, ptr %0, i32 0, i32 1
  %1 = load i32, ptr %max, align 8
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %n = alloca %struct.Node, align 8
  %r = alloca i64, align 8
  %s = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 16) #3
  %obj = getelementptr inbounds %struct.Node, ptr %n, i32 0, i32 0
  store ptr %call, ptr %obj, align 8
  %kind = getelementptr inbounds %struct.Node, ptr %n, i32 0, i32 1
  store i32 0, ptr %kind, align 8
  %1 = load i32, ptr %argc.addr, align 4
  %conv = sext i32 %1 to i64
  call void @seta(ptr noundef %n, i64 noundef %conv, i32 noundef 2)
  %call1 = call i64 @geta(ptr noundef %n)
  store i64 %call1, ptr %r, align 8
  %obj2 = getelementptr inbounds %struct.Node, ptr %n, i32 0, i32 0
  %2 = load ptr, ptr %obj2, align 8
  call void @free(ptr noundef %2) #4
  %call3 = call noalias ptr @malloc(i64 noundef 16) #3
  %obj4 = getelementptr inbounds %struct.Node, ptr %n, i32 0, i32 0
  store ptr %call3, ptr %obj4, align 8
  %kind5 = getelementptr inbounds %struct.Node, ptr %n, i32 0, i32 1
  store i32 1, ptr %kind5, align 8
  call void @setb(ptr noundef %n, double noundef 1.500000e+00)
  %call6 = call double @getb(ptr noundef %n)
  %conv7 = fptosi double %call6 to i64
  %call8 = call i64 @get(ptr noundef %n)
  %add = add nsw i64 %conv7, %call8
  %3 = load i64, ptr %r, align 8
  %add9 = add nsw i64 %3, %add
  store i64 %add9, ptr %r, align 8
  %obj10 = getelementptr inbounds %struct.Node, ptr %n, i32 0, i32 0
  %4 = load ptr, ptr %obj10, align 8
  call void @free(ptr noundef %4) #4
  %call11 = call noalias ptr @malloc(i64 noundef 96) #3
  store ptr %call11, ptr %s, align 8
  %5 = load ptr, ptr %s, align 8
  %6 = load i32, ptr %argc.addr, align 4
  call void @init(ptr noundef %5, i32 noundef %6)
  %7 = load ptr, ptr %s, align 8
  %l = getelementptr inbounds %struct.State, ptr %7, i32 0, i32 1
  %call12 = call i32 @maxof(ptr noundef %l)
  %conv13 = sext i32 %call12 to i64
  %8 = load i64, ptr %r, align 8
  %add14 = add nsw i64 %8, %conv13
  store i64 %add14, ptr %r, align 8
  %9 = load ptr, ptr %s, align 8
  call void @free(ptr noundef %9) #4
  %10 = load i64, ptr %r, align 8
  %conv15 = trunc i64 %10 to i32
  ret i32 %conv15
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
