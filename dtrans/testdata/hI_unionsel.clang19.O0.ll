; ModuleID = 'hI_unionsel.c'
source_filename = "hI_unionsel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ctx = type { i32, %struct.Tok }
%struct.Tok = type { ptr, i32 }
%struct.Entry = type { i16, i16, %union.Minor }
%union.Minor = type { %struct.Tok }

@g = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @endTable(ptr noundef %c, ptr noundef %end, i32 noundef %opts) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %end.addr = alloca ptr, align 8
  %opts.addr = alloca i32, align 4
  %e = alloca ptr, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %end, ptr %end.addr, align 8
  store i32 %opts, ptr %opts.addr, align 4
  %0 = load i32, ptr %opts.addr, align 4
  %cmp = icmp sgt i32 %0, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %1 = load ptr, ptr %c.addr, align 8
  %2 = load i32, ptr %opts.addr, align 4
  %idxprom = sext i32 %2 to i64
  %arrayidx = getelementptr inbounds %struct.Ctx, ptr %1, i64 %idxprom
  %last = getelementptr inbounds %struct.Ctx, ptr %arrayidx, i32 0, i32 1
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load ptr, ptr %end.addr, align 8
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi ptr [ %last, %cond.true ], [ %3, %cond.false ]
  store ptr %cond, ptr %e, align 8
  %4 = load ptr, ptr %e, align 8
  %n = getelementptr inbounds %struct.Tok, ptr %4, i32 0, i32 1
  %5 = load i32, ptr %n, align 8
  %6 = load ptr, ptr %e, align 8
  %z = getelementptr inbounds %struct.Tok, ptr %6, i32 0, i32 0
  %7 = load ptr, ptr %z, align 8
  %arrayidx1 = getelementptr inbounds i8, ptr %7, i64 0
  %8 = load i8, ptr %arrayidx1, align 1
  %conv = sext i8 %8 to i32
  %add = add i32 %5, %conv
  store i32 %add, ptr @g, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reduce(ptr noundef %c, ptr noundef %m, i32 noundef %o, i64 noundef %k) #0 {
entry:
  %c.addr = alloca ptr, align 8
  %m.addr = alloca ptr, align 8
  %o.addr = alloca i32, align 4
  %k.addr = alloca i64, align 8
  store ptr %c, ptr %c.addr, align 8
  store ptr %m, ptr %m.addr, align 8
  store i32 %o, ptr %o.addr, align 4
  store i64 %k, ptr %k.addr, align 8
  %0 = load ptr, ptr %m.addr, align 8
  %1 = load i64, ptr %k.addr, align 8
  %arrayidx = getelementptr inbounds %struct.Entry, ptr %0, i64 %1
  %st = getelementptr inbounds %struct.Entry, ptr %arrayidx, i32 0, i32 0
  store i16 1, ptr %st, align 8
  %2 = load ptr, ptr %m.addr, align 8
  %3 = load i64, ptr %k.addr, align 8
  %sub = sub nsw i64 %3, 1
  %arrayidx1 = getelementptr inbounds %struct.Entry, ptr %2, i64 %sub
  %maj = getelementptr inbounds %struct.Entry, ptr %arrayidx1, i32 0, i32 1
  store i16 2, ptr %maj, align 2
  %4 = load ptr, ptr %m.addr, align 8
  %5 = load i64, ptr %k.addr, align 8
  %add = add nsw i64 %5, 1
  %arrayidx2 = getelementptr inbounds %struct.Entry, ptr %4, i64 %add
  %minor = getelementptr inbounds %struct.Entry, ptr %arrayidx2, i32 0, i32 2
  store i32 3, ptr %minor, align 8
  %6 = load ptr, ptr %c.addr, align 8
  %7 = load ptr, ptr %m.addr, align 8
  %8 = load i64, ptr %k.addr, align 8
  %sub3 = sub nsw i64 %8, 1
  %arrayidx4 = getelementptr inbounds %struct.Entry, ptr %7, i64 %sub3
  %minor5 = getelementptr inbounds %struct.Entry, ptr %arrayidx4, i32 0, i32 2
  %9 = load i32, ptr %o.addr, align 4
  call void @endTable(ptr noundef %6, ptr noundef %minor5, i32 noundef %9)
  ret void
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
