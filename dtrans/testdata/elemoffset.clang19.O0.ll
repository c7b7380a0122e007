; ModuleID = 'elemoffset.c'
source_filename = "elemoffset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.bt = type { i64, i64 }
%struct.cur = type { i32, i32, %union.anon }
%union.anon = type { ptr }
%struct.vm = type { i32, ptr }

@main.b = internal global %struct.bt zeroinitializer, align 8
@main.c0 = internal global %struct.cur { i32 1, i32 0, %union.anon { ptr @main.b } }, align 8
@main.tab = internal global [1 x ptr] [ptr @main.c0], align 8
@main.v = internal global %struct.vm { i32 1, ptr @main.tab }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kindof(ptr noundef %v, i32 noundef %i) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  store ptr %v, ptr %v.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %v.addr, align 8
  %apCsr = getelementptr inbounds %struct.vm, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %apCsr, align 8
  %2 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 %idxprom
  %3 = load ptr, ptr %arrayidx, align 8
  %kind = getelementptr inbounds %struct.cur, ptr %3, i32 0, i32 0
  %4 = load i32, ptr %kind, align 8
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @key(ptr noundef %v, i32 noundef %i) #0 {
entry:
  %v.addr = alloca ptr, align 8
  %i.addr = alloca i32, align 4
  %c = alloca ptr, align 8
  store ptr %v, ptr %v.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  %0 = load ptr, ptr %v.addr, align 8
  %apCsr = getelementptr inbounds %struct.vm, ptr %0, i32 0, i32 1
  %1 = load ptr, ptr %apCsr, align 8
  %2 = load i32, ptr %i.addr, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds ptr, ptr %1, i64 %idxprom
  %3 = load ptr, ptr %arrayidx, align 8
  store ptr %3, ptr %c, align 8
  %4 = load ptr, ptr %c, align 8
  %uc = getelementptr inbounds %struct.cur, ptr %4, i32 0, i32 2
  %5 = load ptr, ptr %uc, align 8
  %key = getelementptr inbounds %struct.bt, ptr %5, i32 0, i32 0
  %6 = load i64, ptr %key, align 8
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  store ptr %argv, ptr %argv.addr, align 8
  %0 = load ptr, ptr %argv.addr, align 8
  %call = call i32 @kindof(ptr noundef @main.v, i32 noundef 0)
  %1 = load i32, ptr %argc.addr, align 4
  %sub = sub nsw i32 %1, 1
  %call1 = call i64 @key(ptr noundef @main.v, i32 noundef %sub)
  %conv = trunc i64 %call1 to i32
  %add = add nsw i32 %call, %conv
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
