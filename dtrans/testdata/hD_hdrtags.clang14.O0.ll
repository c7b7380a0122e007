; ModuleID = 'hD_hdrtags.c'
source_filename = "hD_hdrtags.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Gstate = type { %struct.Obj*, %struct.Obj* }
%struct.Obj = type { %struct.Obj*, i8, i8 }
%struct.Tab = type { %struct.Obj*, i8, i8, i8, i32, %struct.Obj* }

@main.g = internal global %struct.Gstate zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @traverse(%struct.Gstate* noundef %g, %struct.Tab* noundef %h) #0 {
entry:
  %g.addr = alloca %struct.Gstate*, align 8
  %h.addr = alloca %struct.Tab*, align 8
  store %struct.Gstate* %g, %struct.Gstate** %g.addr, align 8
  store %struct.Tab* %h, %struct.Tab** %h.addr, align 8
  %0 = load %struct.Tab*, %struct.Tab** %h.addr, align 8
  %size = getelementptr inbounds %struct.Tab, %struct.Tab* %0, i32 0, i32 4
  %1 = load i32, i32* %size, align 4
  %cmp = icmp sgt i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load %struct.Tab*, %struct.Tab** %h.addr, align 8
  %flags = getelementptr inbounds %struct.Tab, %struct.Tab* %2, i32 0, i32 3
  store i8 1, i8* %flags, align 2
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %3 = load %struct.Tab*, %struct.Tab** %h.addr, align 8
  %4 = bitcast %struct.Tab* %3 to %struct.Obj*
  %marked = getelementptr inbounds %struct.Obj, %struct.Obj* %4, i32 0, i32 2
  %5 = load i8, i8* %marked, align 1
  %conv = zext i8 %5 to i32
  %or = or i32 %conv, 4
  %conv1 = trunc i32 %or to i8
  store i8 %conv1, i8* %marked, align 1
  %6 = load %struct.Tab*, %struct.Tab** %h.addr, align 8
  %7 = bitcast %struct.Tab* %6 to %struct.Obj*
  %8 = load %struct.Tab*, %struct.Tab** %h.addr, align 8
  %gclist = getelementptr inbounds %struct.Tab, %struct.Tab* %8, i32 0, i32 5
  %9 = load %struct.Gstate*, %struct.Gstate** %g.addr, align 8
  %gray = getelementptr inbounds %struct.Gstate, %struct.Gstate* %9, i32 0, i32 0
  call void @linkgclist(%struct.Obj* noundef %7, %struct.Obj** noundef %gclist, %struct.Obj** noundef %gray)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @linkgclist(%struct.Obj* noundef %o, %struct.Obj** noundef %pnext, %struct.Obj** noundef %list) #0 {
entry:
  %o.addr = alloca %struct.Obj*, align 8
  %pnext.addr = alloca %struct.Obj**, align 8
  %list.addr = alloca %struct.Obj**, align 8
  store %struct.Obj* %o, %struct.Obj** %o.addr, align 8
  store %struct.Obj** %pnext, %struct.Obj*** %pnext.addr, align 8
  store %struct.Obj** %list, %struct.Obj*** %list.addr, align 8
  %0 = load %struct.Obj**, %struct.Obj*** %list.addr, align 8
  %1 = load %struct.Obj*, %struct.Obj** %0, align 8
  %2 = load %struct.Obj**, %struct.Obj*** %pnext.addr, align 8
  store %struct.Obj* %1, %struct.Obj** %2, align 8
  %3 = load %struct.Obj*, %struct.Obj** %o.addr, align 8
  %4 = load %struct.Obj**, %struct.Obj*** %list.addr, align 8
  store %struct.Obj* %3, %struct.Obj** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.Obj* @newobj(%struct.Gstate* noundef %g, i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %g.addr = alloca %struct.Gstate*, align 8
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca %struct.Obj*, align 8
  store %struct.Gstate* %g, %struct.Gstate** %g.addr, align 8
  store i32 %tt, i32* %tt.addr, align 4
  store i64 %sz, i64* %sz.addr, align 8
  %0 = load i64, i64* %sz.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef %0) #3
  %1 = bitcast i8* %call to %struct.Obj*
  store %struct.Obj* %1, %struct.Obj** %o, align 8
  %2 = load %struct.Obj*, %struct.Obj** %o, align 8
  %cmp = icmp eq %struct.Obj* %2, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  call void @abort() #4
  unreachable

if.end:                                           ; preds = %entry
  %3 = load i32, i32* %tt.addr, align 4
  %conv = trunc i32 %3 to i8
  %4 = load %struct.Obj*, %struct.Obj** %o, align 8
  %tt1 = getelementptr inbounds %struct.Obj, %struct.Obj* %4, i32 0, i32 1
  store i8 %conv, i8* %tt1, align 8
  %5 = load %struct.Gstate*, %struct.Gstate** %g.addr, align 8
  %allgc = getelementptr inbounds %struct.Gstate, %struct.Gstate* %5, i32 0, i32 1
  %6 = load %struct.Obj*, %struct.Obj** %allgc, align 8
  %7 = load %struct.Obj*, %struct.Obj** %o, align 8
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %7, i32 0, i32 0
  store %struct.Obj* %6, %struct.Obj** %next, align 8
  %8 = load %struct.Obj*, %struct.Obj** %o, align 8
  %9 = load %struct.Gstate*, %struct.Gstate** %g.addr, align 8
  %allgc2 = getelementptr inbounds %struct.Gstate, %struct.Gstate* %9, i32 0, i32 1
  store %struct.Obj* %8, %struct.Obj** %allgc2, align 8
  %10 = load %struct.Obj*, %struct.Obj** %o, align 8
  ret %struct.Obj* %10
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
entry:
  %retval = alloca i32, align 4
  %h = alloca %struct.Tab*, align 8
  store i32 0, i32* %retval, align 4
  %call = call %struct.Obj* @newobj(%struct.Gstate* noundef @main.g, i32 noundef 5, i64 noundef 24)
  %0 = bitcast %struct.Obj* %call to %struct.Tab*
  store %struct.Tab* %0, %struct.Tab** %h, align 8
  %1 = load %struct.Tab*, %struct.Tab** %h, align 8
  %size = getelementptr inbounds %struct.Tab, %struct.Tab* %1, i32 0, i32 4
  store i32 3, i32* %size, align 4
  %2 = load %struct.Tab*, %struct.Tab** %h, align 8
  call void @traverse(%struct.Gstate* noundef @main.g, %struct.Tab* noundef %2)
  %3 = load %struct.Obj*, %struct.Obj** getelementptr inbounds (%struct.Gstate, %struct.Gstate* @main.g, i32 0, i32 0), align 8
  %4 = load %struct.Tab*, %struct.Tab** %h, align 8
  %5 = bitcast %struct.Tab* %4 to %struct.Obj*
  %cmp = icmp eq %struct.Obj* %3, %5
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %6 = load %struct.Tab*, %struct.Tab** %h, align 8
  %flags = getelementptr inbounds %struct.Tab, %struct.Tab* %6, i32 0, i32 3
  %7 = load i8, i8* %flags, align 2
  %conv = zext i8 %7 to i32
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %conv, %cond.true ], [ 0, %cond.false ]
  ret i32 %cond
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
