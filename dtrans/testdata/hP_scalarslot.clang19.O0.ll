; ModuleID = 'hP_scalarslot.c'
source_filename = "hP_scalarslot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Index = type { i32, i32 }
%struct.anon = type { i32, %union.anon }
%union.anon = type { i64 }
%struct.Cover = type { ptr, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use(ptr noundef %pp) #0 {
entry:
  %pp.addr = alloca ptr, align 8
  store ptr %pp, ptr %pp.addr, align 8
  %0 = load ptr, ptr %pp.addr, align 8
  %1 = load ptr, ptr %0, align 8
  %a = getelementptr inbounds %struct.Index, ptr %1, i32 0, i32 0
  %2 = load i32, ptr %a, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pick(ptr noundef %c, i32 noundef %k, ptr noundef %q) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %k.addr = alloca i32, align 4
  %q.addr = alloca ptr, align 8
  %s = alloca %struct.anon, align 8
  %pp = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store i32 %k, ptr %k.addr, align 4
  store ptr %q, ptr %q.addr, align 8
  %0 = load i32, ptr %k.addr, align 4
  %tag = getelementptr inbounds %struct.anon, ptr %s, i32 0, i32 0
  store i32 %0, ptr %tag, align 8
  %1 = load i32, ptr %k.addr, align 4
  %conv = sext i32 %1 to i64
  %u = getelementptr inbounds %struct.anon, ptr %s, i32 0, i32 1
  store i64 %conv, ptr %u, align 8
  %2 = load i32, ptr %k.addr, align 4
  %cmp = icmp sgt i32 %2, 3
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %3 = load i32, ptr %k.addr, align 4
  %add = add nsw i32 %3, 1
  %u2 = getelementptr inbounds %struct.anon, ptr %s, i32 0, i32 1
  store i32 %add, ptr %u2, align 8
  %4 = load ptr, ptr %c.addr, align 8
  %p = getelementptr inbounds %struct.Cover, ptr %4, i32 0, i32 0
  store ptr %p, ptr %pp, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %5 = load ptr, ptr %q.addr, align 8
  %u3 = getelementptr inbounds %struct.anon, ptr %s, i32 0, i32 1
  store ptr %5, ptr %u3, align 8
  %u4 = getelementptr inbounds %struct.anon, ptr %s, i32 0, i32 1
  store ptr %u4, ptr %pp, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %6 = load ptr, ptr %q.addr, align 8
  %add.ptr = getelementptr inbounds %struct.Index, ptr %6, i64 1
  %7 = load ptr, ptr %pp, align 8
  store ptr %add.ptr, ptr %7, align 8
  %u5 = getelementptr inbounds %struct.anon, ptr %s, i32 0, i32 1
  %8 = load i64, ptr %u5, align 8
  %tag6 = getelementptr inbounds %struct.anon, ptr %s, i32 0, i32 0
  %9 = load i32, ptr %tag6, align 8
  %conv7 = sext i32 %9 to i64
  %add8 = add nsw i64 %8, %conv7
  ret i64 %add8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %x = alloca %struct.Index, align 4
  %c = alloca %struct.Cover, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %a = getelementptr inbounds %struct.Index, ptr %x, i32 0, i32 0
  %0 = load i32, ptr %argc.addr, align 4
  store i32 %0, ptr %a, align 4
  %b = getelementptr inbounds %struct.Index, ptr %x, i32 0, i32 1
  store i32 2, ptr %b, align 4
  %p = getelementptr inbounds %struct.Cover, ptr %c, i32 0, i32 0
  store ptr %x, ptr %p, align 8
  %ix = getelementptr inbounds %struct.Cover, ptr %c, i32 0, i32 1
  store i32 0, ptr %ix, align 8
  %1 = load ptr, ptr %argv.addr, align 8
  %2 = load i32, ptr %argc.addr, align 4
  %call = call i64 @pick(ptr noundef %c, i32 noundef %2, ptr noundef %x)
  %conv = trunc i64 %call to i32
  %p1 = getelementptr inbounds %struct.Cover, ptr %c, i32 0, i32 0
  %3 = load ptr, ptr %p1, align 8
  %b2 = getelementptr inbounds %struct.Index, ptr %3, i32 0, i32 1
  %4 = load i32, ptr %b2, align 4
  %add = add nsw i32 %conv, %4
  ret i32 %add
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
