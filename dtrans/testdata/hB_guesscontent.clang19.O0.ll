; ModuleID = 'hB_guesscontent.c'
source_filename = "hB_guesscontent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TV = type { %union.anon, i8 }
%union.anon = type { ptr }
%struct.Tab = type { ptr, i8, i8, i32, ptr }
%struct.Str = type { ptr, i8, i8, i32, %union.anon.0, [8 x i8] }
%union.anon.0 = type { i64 }

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
define dso_local i32 @sizeof_tab(ptr noundef %o) #0 {
entry:
  %o.addr = alloca ptr, align 8
  %h = alloca ptr, align 8
  store ptr %o, ptr %o.addr, align 8
  %0 = load ptr, ptr %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 0
  %1 = load ptr, ptr %v, align 8
  store ptr %1, ptr %h, align 8
  %2 = load ptr, ptr %h, align 8
  %size = getelementptr inbounds %struct.Tab, ptr %2, i32 0, i32 3
  %3 = load i32, ptr %size, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setint(ptr noundef %ra, i64 noundef %i) #0 {
entry:
  %ra.addr = alloca ptr, align 8
  %i.addr = alloca i64, align 8
  store ptr %ra, ptr %ra.addr, align 8
  store i64 %i, ptr %i.addr, align 8
  %0 = load i64, ptr %i.addr, align 8
  %1 = load ptr, ptr %ra.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %1, i32 0, i32 0
  store i64 %0, ptr %v, align 8
  %2 = load ptr, ptr %ra.addr, align 8
  %tt = getelementptr inbounds %struct.TV, ptr %2, i32 0, i32 1
  store i8 3, ptr %tt, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @objlen(ptr noundef %ra, ptr noundef %rb) #0 {
entry:
  %ra.addr = alloca ptr, align 8
  %rb.addr = alloca ptr, align 8
  store ptr %ra, ptr %ra.addr, align 8
  store ptr %rb, ptr %rb.addr, align 8
  %0 = load ptr, ptr %rb.addr, align 8
  %tt = getelementptr inbounds %struct.TV, ptr %0, i32 0, i32 1
  %1 = load i8, ptr %tt, align 8
  %conv = zext i8 %1 to i32
  %cmp = icmp eq i32 %conv, 4
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load ptr, ptr %rb.addr, align 8
  %v = getelementptr inbounds %struct.TV, ptr %2, i32 0, i32 0
  %3 = load ptr, ptr %v, align 8
  %u = getelementptr inbounds %struct.Str, ptr %3, i32 0, i32 4
  %4 = load i64, ptr %u, align 8
  %5 = load ptr, ptr %ra.addr, align 8
  %v2 = getelementptr inbounds %struct.TV, ptr %5, i32 0, i32 0
  store i64 %4, ptr %v2, align 8
  %6 = load ptr, ptr %ra.addr, align 8
  %tt3 = getelementptr inbounds %struct.TV, ptr %6, i32 0, i32 1
  store i8 3, ptr %tt3, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %7 = load ptr, ptr %ra.addr, align 8
  %8 = load ptr, ptr %rb.addr, align 8
  %call = call i32 @sizeof_tab(ptr noundef %8)
  %conv4 = sext i32 %call to i64
  call void @setint(ptr noundef %7, i64 noundef %conv4)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %r = alloca %struct.TV, align 8
  %t = alloca ptr, align 8
  %s = alloca ptr, align 8
  %n = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %call = call noalias ptr @malloc(i64 noundef 24) #3
  store ptr %call, ptr %t, align 8
  %call1 = call noalias ptr @malloc(i64 noundef 32) #3
  store ptr %call1, ptr %s, align 8
  %0 = load ptr, ptr %t, align 8
  %tobool = icmp ne ptr %0, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %1 = load ptr, ptr %s, align 8
  %tobool2 = icmp ne ptr %1, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, ptr %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %2 = load ptr, ptr %t, align 8
  %tt = getelementptr inbounds %struct.Tab, ptr %2, i32 0, i32 1
  store i8 5, ptr %tt, align 8
  %3 = load ptr, ptr %s, align 8
  %tt3 = getelementptr inbounds %struct.Str, ptr %3, i32 0, i32 1
  store i8 4, ptr %tt3, align 8
  %4 = load i32, ptr %argc.addr, align 4
  %5 = load ptr, ptr %t, align 8
  %size = getelementptr inbounds %struct.Tab, ptr %5, i32 0, i32 3
  store i32 %4, ptr %size, align 4
  %6 = load ptr, ptr %t, align 8
  %array = getelementptr inbounds %struct.Tab, ptr %6, i32 0, i32 4
  store ptr %r, ptr %array, align 8
  %7 = load ptr, ptr %s, align 8
  %u = getelementptr inbounds %struct.Str, ptr %7, i32 0, i32 4
  store i64 3, ptr %u, align 8
  %8 = load ptr, ptr %t, align 8
  call void @setobj(ptr noundef %a, ptr noundef %8, i32 noundef 5)
  %9 = load ptr, ptr %s, align 8
  call void @setobj(ptr noundef %b, ptr noundef %9, i32 noundef 4)
  %10 = load i32, ptr %argc.addr, align 4
  %cmp = icmp sgt i32 %10, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  br label %cond.end

cond.false:                                       ; preds = %if.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %a, %cond.true ], [ %b, %cond.false ]
  call void @objlen(ptr noundef %r, ptr noundef %cond)
  %v = getelementptr inbounds %struct.TV, ptr %r, i32 0, i32 0
  %11 = load i64, ptr %v, align 8
  %conv = trunc i64 %11 to i32
  %12 = load ptr, ptr %t, align 8
  %array4 = getelementptr inbounds %struct.Tab, ptr %12, i32 0, i32 4
  %13 = load ptr, ptr %array4, align 8
  %tt5 = getelementptr inbounds %struct.TV, ptr %13, i32 0, i32 1
  %14 = load i8, ptr %tt5, align 8
  %conv6 = zext i8 %14 to i32
  %add = add nsw i32 %conv, %conv6
  store i32 %add, ptr %n, align 4
  %15 = load ptr, ptr %s, align 8
  call void @free(ptr noundef %15) #4
  %16 = load ptr, ptr %t, align 8
  call void @free(ptr noundef %16) #4
  %17 = load i32, ptr %n, align 4
  store i32 %17, ptr %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %18 = load i32, ptr %retval, align 4
  ret i32 %18
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
