; ModuleID = 'unionguess.c'
source_filename = "unionguess.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.UD = type { ptr, i8, i8, %union.anon.0, i64, ptr }
%union.anon.0 = type { i16 }
%struct.GC = type { ptr, i8, i8 }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { ptr }
%struct.CCl = type { ptr, i8, i8, i8, ptr }

@allgc = dso_local global ptr null, align 8
@ud0 = dso_local global %struct.UD zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @newobj(i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca ptr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  store i64 %sz, ptr %sz.addr, align 8
  %0 = load i64, ptr %sz.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef %0) #2
  store ptr %call, ptr %o, align 8
  %1 = load i32, ptr %tt.addr, align 4
  %conv = trunc i32 %1 to i8
  %2 = load ptr, ptr %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, ptr %2, i32 0, i32 1
  store i8 %conv, ptr %tt1, align 8
  %3 = load ptr, ptr @allgc, align 8
  %4 = load ptr, ptr %o, align 8
  %next = getelementptr inbounds %struct.GC, ptr %4, i32 0, i32 0
  store ptr %3, ptr %next, align 8
  %5 = load ptr, ptr %o, align 8
  store ptr %5, ptr @allgc, align 8
  %6 = load ptr, ptr %o, align 8
  ret ptr %6
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setobj(ptr noundef %t, ptr noundef %o, i32 noundef %tt) #0 {
entry:
  %t.addr = alloca ptr, align 8
  %o.addr = alloca ptr, align 8
  %tt.addr = alloca i32, align 4
  store ptr %t, ptr %t.addr, align 8
  store ptr %o, ptr %o.addr, align 8
  store i32 %tt, ptr %tt.addr, align 4
  %0 = load ptr, ptr %o.addr, align 8
  %1 = load ptr, ptr %t.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %1, i32 0, i32 0
  store ptr %0, ptr %v, align 8
  %2 = load i32, ptr %tt.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load ptr, ptr %t.addr, align 8
  %tt1 = getelementptr inbounds %struct.TV, ptr %3, i32 0, i32 1
  store i8 %conv, ptr %tt1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @nupvalues(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %c = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  store ptr %1, ptr %c, align 8
  %2 = load ptr, ptr %c, align 8
  %nup = getelementptr inbounds %struct.CCl, ptr %2, i32 0, i32 3
  %3 = load i8, ptr %nup, align 2
  %conv = zext i8 %3 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @topointer(ptr noundef %o) #0 {
entry:
  %retval = alloca ptr, align 8
  %o.addr = alloca ptr, align 8
  %u = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %tt = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 1
  %1 = load i8, ptr %tt, align 8
  %conv = zext i8 %1 to i32
  switch i32 %conv, label %sw.epilog [
    i32 2, label %sw.bb
    i32 3, label %sw.bb5
  ]

sw.bb:                                            ; preds = %entry
  %2 = load ptr, ptr %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %v, align 8
  store ptr %3, ptr %u, align 8
  %4 = load ptr, ptr %u, align 8
  %5 = load ptr, ptr %u, align 8
  %x = getelementptr inbounds %struct.UD, ptr %5, i32 0, i32 3
  %6 = load i16, ptr %x, align 2
  %conv1 = zext i16 %6 to i32
  %cmp = icmp eq i32 %conv1, 0
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %sw.bb
  br label %cond.end

cond.false:                                       ; preds = %sw.bb
  %7 = load ptr, ptr %u, align 8
  %x3 = getelementptr inbounds %struct.UD, ptr %7, i32 0, i32 3
  %8 = load i16, ptr %x3, align 2
  %conv4 = zext i16 %8 to i32
  %mul = mul nsw i32 16, %conv4
  %add = add nsw i32 40, %mul
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 32, %cond.true ], [ %add, %cond.false ]
  %idx.ext = sext i32 %cond to i64
  %add.ptr = getelementptr inbounds i8, ptr %4, i64 %idx.ext
  store ptr %add.ptr, ptr %retval, align 8
  br label %return

sw.bb5:                                           ; preds = %entry
  %9 = load ptr, ptr %o.addr, align 8
  %v6 = getelementptr inbounds %struct.TV, ptr %9, i32 0, i32 0
  %10 = load ptr, ptr %v6, align 8
  %f = getelementptr inbounds %struct.CCl, ptr %10, i32 0, i32 4
  %11 = load ptr, ptr %f, align 8
  store ptr %11, ptr %retval, align 8
  br label %return

sw.epilog:                                        ; preds = %entry
  store ptr null, ptr %retval, align 8
  br label %return

return:                                           ; preds = %sw.epilog, %sw.bb5, %cond.end
  %12 = load ptr, ptr %retval, align 8
  ret ptr %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %u = alloca ptr, align 8
  %c = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call ptr @newobj(i32 noundef 2, i64 noundef 32)
  store ptr %call, ptr %u, align 8
  %0 = load i32, ptr %argc.addr, align 4
  %conv = trunc i32 %0 to i16
  %1 = load ptr, ptr %u, align 8
  %x = getelementptr inbounds %struct.UD, ptr %1, i32 0, i32 3
  store i16 %conv, ptr %x, align 2
  %2 = load i32, ptr %argc.addr, align 4
  %conv1 = sext i32 %2 to i64
  %3 = load ptr, ptr %u, align 8
  %len = getelementptr inbounds %struct.UD, ptr %3, i32 0, i32 4
  store i64 %conv1, ptr %len, align 8
  %4 = load ptr, ptr %argv.addr, align 8
  %5 = load ptr, ptr %u, align 8
  %mt = getelementptr inbounds %struct.UD, ptr %5, i32 0, i32 5
  store ptr %4, ptr %mt, align 8
  %6 = load i32, ptr %argc.addr, align 4
  %conv2 = sext i32 %6 to i64
  store i64 %conv2, ptr getelementptr inbounds (%struct.UD, ptr @ud0, i32 0, i32 4), align 8
  %call3 = call ptr @newobj(i32 noundef 3, i64 noundef 24)
  store ptr %call3, ptr %c, align 8
  %7 = load ptr, ptr %c, align 8
  %nup = getelementptr inbounds %struct.CCl, ptr %7, i32 0, i32 3
  store i8 0, ptr %nup, align 2
  %8 = load ptr, ptr %argv.addr, align 8
  %9 = load ptr, ptr %c, align 8
  %f = getelementptr inbounds %struct.CCl, ptr %9, i32 0, i32 4
  store ptr %8, ptr %f, align 8
  %10 = load ptr, ptr %u, align 8
  call void @setobj(ptr noundef %a, ptr noundef %10, i32 noundef 2)
  %11 = load ptr, ptr %c, align 8
  call void @setobj(ptr noundef %b, ptr noundef %11, i32 noundef 3)
  %call4 = call i32 @nupvalues(ptr noundef %b)
  %call5 = call ptr @topointer(ptr noundef %a)
  %cmp = icmp ne ptr %call5, null
  %conv6 = zext i1 %cmp to i32
  %add = add nsw i32 %call4, %conv6
  %call7 = call ptr @topointer(ptr noundef %b)
  %cmp8 = icmp ne ptr %call7, null
  %conv9 = zext i1 %cmp8 to i32
  %add10 = add nsw i32 %add, %conv9
  ret i32 %add10
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
