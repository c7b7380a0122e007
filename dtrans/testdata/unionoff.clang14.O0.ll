; ModuleID = 'unionoff.c'
source_filename = "unionoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Comp = type { i32, %union.anon }
%union.anon = type { %struct.HC, [64 x i8] }
%struct.HC = type { [8 x i64], i32 }
%struct.HT = type { [64 x i16], i32, i32 }

@main.c = internal global %struct.Comp zeroinitializer, align 8
@spare = dso_local global %struct.HT zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ht_init(%struct.HT* noundef %h) #0 {
entry:
  %h.addr = alloca %struct.HT*, align 8
  store %struct.HT* %h, %struct.HT** %h.addr, align 8
  %0 = load %struct.HT*, %struct.HT** %h.addr, align 8
  %next = getelementptr inbounds %struct.HT, %struct.HT* %0, i32 0, i32 1
  store i32 0, i32* %next, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ht_run(%struct.HT* noundef %h, i32 noundef %n) #0 {
entry:
  %h.addr = alloca %struct.HT*, align 8
  %n.addr = alloca i32, align 4
  store %struct.HT* %h, %struct.HT** %h.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load %struct.HT*, %struct.HT** %h.addr, align 8
  call void @ht_init(%struct.HT* noundef %0)
  %1 = load i32, i32* %n.addr, align 4
  %conv = trunc i32 %1 to i16
  %2 = load %struct.HT*, %struct.HT** %h.addr, align 8
  %tab = getelementptr inbounds %struct.HT, %struct.HT* %2, i32 0, i32 0
  %arrayidx = getelementptr inbounds [64 x i16], [64 x i16]* %tab, i64 0, i64 5
  store i16 %conv, i16* %arrayidx, align 2
  %3 = load %struct.HT*, %struct.HT** %h.addr, align 8
  %count = getelementptr inbounds %struct.HT, %struct.HT* %3, i32 0, i32 2
  %4 = load i32, i32* %n.addr, align 4
  call void @bump(i32* noundef %count, i32 noundef %4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(i32* noundef %p, i32 noundef %by) #0 {
entry:
  %p.addr = alloca i32*, align 8
  %by.addr = alloca i32, align 4
  store i32* %p, i32** %p.addr, align 8
  store i32 %by, i32* %by.addr, align 4
  %0 = load i32, i32* %by.addr, align 4
  %1 = load i32*, i32** %p.addr, align 8
  %2 = load i32, i32* %1, align 4
  %add = add nsw i32 %2, %0
  store i32 %add, i32* %1, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @hc_run(%struct.HC* noundef %c, i32 noundef %n) #0 {
entry:
  %c.addr = alloca %struct.HC*, align 8
  %n.addr = alloca i32, align 4
  store %struct.HC* %c, %struct.HC** %c.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load i32, i32* %n.addr, align 4
  %conv = sext i32 %0 to i64
  %1 = load %struct.HC*, %struct.HC** %c.addr, align 8
  %chain = getelementptr inbounds %struct.HC, %struct.HC* %1, i32 0, i32 0
  %2 = load i32, i32* %n.addr, align 4
  %and = and i32 %2, 7
  %idxprom = sext i32 %and to i64
  %arrayidx = getelementptr inbounds [8 x i64], [8 x i64]* %chain, i64 0, i64 %idxprom
  store i64 %conv, i64* %arrayidx, align 8
  %3 = load i32, i32* %n.addr, align 4
  %4 = load %struct.HC*, %struct.HC** %c.addr, align 8
  %depth = getelementptr inbounds %struct.HC, %struct.HC* %4, i32 0, i32 1
  store i32 %3, i32* %depth, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i32, i32* %argc.addr, align 4
  store i32 %0, i32* getelementptr inbounds (%struct.Comp, %struct.Comp* @main.c, i32 0, i32 0), align 8
  %1 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %1, 1
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load i32, i32* %argc.addr, align 4
  call void @ht_run(%struct.HT* noundef bitcast (%union.anon* getelementptr inbounds (%struct.Comp, %struct.Comp* @main.c, i32 0, i32 1) to %struct.HT*), i32 noundef %2)
  br label %if.end

if.else:                                          ; preds = %entry
  %3 = load i32, i32* %argc.addr, align 4
  call void @hc_run(%struct.HC* noundef getelementptr inbounds (%struct.Comp, %struct.Comp* @main.c, i32 0, i32 1, i32 0), i32 noundef %3)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %4 = load i32, i32* %argc.addr, align 4
  call void @ht_run(%struct.HT* noundef @spare, i32 noundef %4)
  %5 = load i32, i32* getelementptr inbounds (%struct.HT, %struct.HT* bitcast (%union.anon* getelementptr inbounds (%struct.Comp, %struct.Comp* @main.c, i32 0, i32 1) to %struct.HT*), i32 0, i32 1), align 8
  ret i32 %5
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
