; ModuleID = 'hP_scalarslot.c'
source_filename = "hP_scalarslot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Index = type { i32, i32 }
%struct.Cover = type { %struct.Index*, i32 }
%struct.anon = type { i32, %union.anon }
%union.anon = type { i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use(%struct.Index** noundef %pp) #0 {
entry:
  %pp.addr = alloca %struct.Index**, align 8
  store %struct.Index** %pp, %struct.Index*** %pp.addr, align 8
  %0 = load %struct.Index**, %struct.Index*** %pp.addr, align 8
  %1 = load %struct.Index*, %struct.Index** %0, align 8
  %a = getelementptr inbounds %struct.Index, %struct.Index* %1, i32 0, i32 0
  %2 = load i32, i32* %a, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pick(%struct.Cover* noundef %c, i32 noundef %k, %struct.Index* noundef %q) #0 {
entry:
  %c.addr = alloca %struct.Cover*, align 8
  %k.addr = alloca i32, align 4
  %q.addr = alloca %struct.Index*, align 8
  %s = alloca %struct.anon, align 8
  %pp = alloca %struct.Index**, align 8
  store %struct.Cover* %c, %struct.Cover** %c.addr, align 8
  store i32 %k, i32* %k.addr, align 4
  store %struct.Index* %q, %struct.Index** %q.addr, align 8
  %0 = load i32, i32* %k.addr, align 4
  %tag = getelementptr inbounds %struct.anon, %struct.anon* %s, i32 0, i32 0
  store i32 %0, i32* %tag, align 8
  %1 = load i32, i32* %k.addr, align 4
  %conv = sext i32 %1 to i64
  %u = getelementptr inbounds %struct.anon, %struct.anon* %s, i32 0, i32 1
  %v = bitcast %union.anon* %u to i64*
  store i64 %conv, i64* %v, align 8
  %2 = load i32, i32* %k.addr, align 4
  %cmp = icmp sgt i32 %2, 3
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %3 = load i32, i32* %k.addr, align 4
  %add = add nsw i32 %3, 1
  %u2 = getelementptr inbounds %struct.anon, %struct.anon* %s, i32 0, i32 1
  %i = bitcast %union.anon* %u2 to i32*
  store i32 %add, i32* %i, align 8
  %4 = load %struct.Cover*, %struct.Cover** %c.addr, align 8
  %p = getelementptr inbounds %struct.Cover, %struct.Cover* %4, i32 0, i32 0
  store %struct.Index** %p, %struct.Index*** %pp, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %5 = load %struct.Index*, %struct.Index** %q.addr, align 8
  %u3 = getelementptr inbounds %struct.anon, %struct.anon* %s, i32 0, i32 1
  %p4 = bitcast %union.anon* %u3 to %struct.Index**
  store %struct.Index* %5, %struct.Index** %p4, align 8
  %u5 = getelementptr inbounds %struct.anon, %struct.anon* %s, i32 0, i32 1
  %p6 = bitcast %union.anon* %u5 to %struct.Index**
  store %struct.Index** %p6, %struct.Index*** %pp, align 8
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %6 = load %struct.Index*, %struct.Index** %q.addr, align 8
  %add.ptr = getelementptr inbounds %struct.Index, %struct.Index* %6, i64 1
  %7 = load %struct.Index**, %struct.Index*** %pp, align 8
  store %struct.Index* %add.ptr, %struct.Index** %7, align 8
  %u7 = getelementptr inbounds %struct.anon, %struct.anon* %s, i32 0, i32 1
  %v8 = bitcast %union.anon* %u7 to i64*
  %8 = load i64, i64* %v8, align 8
  %tag9 = getelementptr inbounds %struct.anon, %struct.anon* %s, i32 0, i32 0
  %9 = load i32, i32* %tag9, align 8
  %conv10 = sext i32 %9 to i64
  %add11 = add nsw i64 %8, %conv10
  ret i64 %add11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %x = alloca %struct.Index, align 4
  %c = alloca %struct.Cover, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %a = getelementptr inbounds %struct.Index, %struct.Index* %x, i32 0, i32 0
  %0 = load i32, i32* %argc.addr, align 4
  store i32 %0, i32* %a, align 4
  %b = getelementptr inbounds %struct.Index, %struct.Index* %x, i32 0, i32 1
  store i32 2, i32* %b, align 4
  %p = getelementptr inbounds %struct.Cover, %struct.Cover* %c, i32 0, i32 0
  store %struct.Index* %x, %struct.Index** %p, align 8
  %ix = getelementptr inbounds %struct.Cover, %struct.Cover* %c, i32 0, i32 1
  store i32 0, i32* %ix, align 8
  %1 = load i8**, i8*** %argv.addr, align 8
  %2 = load i32, i32* %argc.addr, align 4
  %call = call i64 @pick(%struct.Cover* noundef %c, i32 noundef %2, %struct.Index* noundef %x)
  %conv = trunc i64 %call to i32
  %p1 = getelementptr inbounds %struct.Cover, %struct.Cover* %c, i32 0, i32 0
  %3 = load %struct.Index*, %struct.Index** %p1, align 8
  %b2 = getelementptr inbounds %struct.Index, %struct.Index* %3, i32 0, i32 1
  %4 = load i32, i32* %b2, align 4
  %add = add nsw i32 %conv, %4
  ret i32 %add
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
