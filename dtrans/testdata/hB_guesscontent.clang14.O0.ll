; ModuleID = 'hB_guesscontent.c'
source_filename = "hB_guesscontent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.TV = type { %union.anon, i8 }
%union.anon = type { %struct.GC* }
%struct.GC = type { %struct.GC*, i8, i8 }
%struct.Tab = type { %struct.GC*, i8, i8, i32, %struct.TV* }
%struct.Str = type { %struct.GC*, i8, i8, i32, %union.anon.0, [8 x i8] }
%union.anon.0 = type { i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setobj(%struct.TV* noundef %t, %struct.GC* noundef %o, i32 noundef %tt) #0 {
entry:
  %t.addr = alloca %struct.TV*, align 8
  %o.addr = alloca %struct.GC*, align 8
  %tt.addr = alloca i32, align 4
  store %struct.TV* %t, %struct.TV** %t.addr, align 8
  store %struct.GC* %o, %struct.GC** %o.addr, align 8
  store i32 %tt, i32* %tt.addr, align 4
  %0 = load %struct.GC*, %struct.GC** %o.addr, align 8
  %1 = load %struct.TV*, %struct.TV** %t.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %1, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  store %struct.GC* %0, %struct.GC** %gc, align 8
  %2 = load i32, i32* %tt.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load %struct.TV*, %struct.TV** %t.addr, align 8
  %tt1 = getelementptr inbounds %struct.TV, %struct.TV* %3, i32 0, i32 1
  store i8 %conv, i8* %tt1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sizeof_tab(%struct.TV* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.TV*, align 8
  %h = alloca %struct.Tab*, align 8
  store %struct.TV* %o, %struct.TV** %o.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %1 = load %struct.GC*, %struct.GC** %gc, align 8
  %2 = bitcast %struct.GC* %1 to %struct.Tab*
  store %struct.Tab* %2, %struct.Tab** %h, align 8
  %3 = load %struct.Tab*, %struct.Tab** %h, align 8
  %size = getelementptr inbounds %struct.Tab, %struct.Tab* %3, i32 0, i32 3
  %4 = load i32, i32* %size, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setint(%struct.TV* noundef %ra, i64 noundef %i) #0 {
entry:
  %ra.addr = alloca %struct.TV*, align 8
  %i.addr = alloca i64, align 8
  store %struct.TV* %ra, %struct.TV** %ra.addr, align 8
  store i64 %i, i64* %i.addr, align 8
  %0 = load i64, i64* %i.addr, align 8
  %1 = load %struct.TV*, %struct.TV** %ra.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %1, i32 0, i32 0
  %i1 = bitcast %union.anon* %v to i64*
  store i64 %0, i64* %i1, align 8
  %2 = load %struct.TV*, %struct.TV** %ra.addr, align 8
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %2, i32 0, i32 1
  store i8 3, i8* %tt, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @objlen(%struct.TV* noundef %ra, %struct.TV* noundef %rb) #0 {
entry:
  %ra.addr = alloca %struct.TV*, align 8
  %rb.addr = alloca %struct.TV*, align 8
  store %struct.TV* %ra, %struct.TV** %ra.addr, align 8
  store %struct.TV* %rb, %struct.TV** %rb.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %rb.addr, align 8
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 1
  %1 = load i8, i8* %tt, align 8
  %conv = zext i8 %1 to i32
  %cmp = icmp eq i32 %conv, 4
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %2 = load %struct.TV*, %struct.TV** %rb.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %2, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %3 = load %struct.GC*, %struct.GC** %gc, align 8
  %4 = bitcast %struct.GC* %3 to %struct.Str*
  %u = getelementptr inbounds %struct.Str, %struct.Str* %4, i32 0, i32 4
  %lnglen = bitcast %union.anon.0* %u to i64*
  %5 = load i64, i64* %lnglen, align 8
  %6 = load %struct.TV*, %struct.TV** %ra.addr, align 8
  %v2 = getelementptr inbounds %struct.TV, %struct.TV* %6, i32 0, i32 0
  %i = bitcast %union.anon* %v2 to i64*
  store i64 %5, i64* %i, align 8
  %7 = load %struct.TV*, %struct.TV** %ra.addr, align 8
  %tt3 = getelementptr inbounds %struct.TV, %struct.TV* %7, i32 0, i32 1
  store i8 3, i8* %tt3, align 8
  br label %if.end

if.else:                                          ; preds = %entry
  %8 = load %struct.TV*, %struct.TV** %ra.addr, align 8
  %9 = load %struct.TV*, %struct.TV** %rb.addr, align 8
  %call = call i32 @sizeof_tab(%struct.TV* noundef %9)
  %conv4 = sext i32 %call to i64
  call void @setint(%struct.TV* noundef %8, i64 noundef %conv4)
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %r = alloca %struct.TV, align 8
  %t = alloca %struct.Tab*, align 8
  %s = alloca %struct.Str*, align 8
  %n = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 24) #2
  %0 = bitcast i8* %call to %struct.Tab*
  store %struct.Tab* %0, %struct.Tab** %t, align 8
  %call1 = call noalias i8* @malloc(i64 noundef 32) #2
  %1 = bitcast i8* %call1 to %struct.Str*
  store %struct.Str* %1, %struct.Str** %s, align 8
  %2 = load %struct.Tab*, %struct.Tab** %t, align 8
  %tobool = icmp ne %struct.Tab* %2, null
  br i1 %tobool, label %lor.lhs.false, label %if.then

lor.lhs.false:                                    ; preds = %entry
  %3 = load %struct.Str*, %struct.Str** %s, align 8
  %tobool2 = icmp ne %struct.Str* %3, null
  br i1 %tobool2, label %if.end, label %if.then

if.then:                                          ; preds = %lor.lhs.false, %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load %struct.Tab*, %struct.Tab** %t, align 8
  %tt = getelementptr inbounds %struct.Tab, %struct.Tab* %4, i32 0, i32 1
  store i8 5, i8* %tt, align 8
  %5 = load %struct.Str*, %struct.Str** %s, align 8
  %tt3 = getelementptr inbounds %struct.Str, %struct.Str* %5, i32 0, i32 1
  store i8 4, i8* %tt3, align 8
  %6 = load i32, i32* %argc.addr, align 4
  %7 = load %struct.Tab*, %struct.Tab** %t, align 8
  %size = getelementptr inbounds %struct.Tab, %struct.Tab* %7, i32 0, i32 3
  store i32 %6, i32* %size, align 4
  %8 = load %struct.Tab*, %struct.Tab** %t, align 8
  %array = getelementptr inbounds %struct.Tab, %struct.Tab* %8, i32 0, i32 4
  store %struct.TV* %r, %struct.TV** %array, align 8
  %9 = load %struct.Str*, %struct.Str** %s, align 8
  %u = getelementptr inbounds %struct.Str, %struct.Str* %9, i32 0, i32 4
  %lnglen = bitcast %union.anon.0* %u to i64*
  store i64 3, i64* %lnglen, align 8
  %10 = load %struct.Tab*, %struct.Tab** %t, align 8
  %11 = bitcast %struct.Tab* %10 to %struct.GC*
  call void @setobj(%struct.TV* noundef %a, %struct.GC* noundef %11, i32 noundef 5)
  %12 = load %struct.Str*, %struct.Str** %s, align 8
  %13 = bitcast %struct.Str* %12 to %struct.GC*
  call void @setobj(%struct.TV* noundef %b, %struct.GC* noundef %13, i32 noundef 4)
  %14 = load i32, i32* %argc.addr, align 4
  %cmp = icmp sgt i32 %14, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  br label %cond.end

cond.false:                                       ; preds = %if.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.TV* [ %a, %cond.true ], [ %b, %cond.false ]
  call void @objlen(%struct.TV* noundef %r, %struct.TV* noundef %cond)
  %v = getelementptr inbounds %struct.TV, %struct.TV* %r, i32 0, i32 0
  %i = bitcast %union.anon* %v to i64*
  %15 = load i64, i64* %i, align 8
  %conv = trunc i64 %15 to i32
  %16 = load %struct.Tab*, %struct.Tab** %t, align 8
  %array4 = getelementptr inbounds %struct.Tab, %struct.Tab* %16, i32 0, i32 4
  %17 = load %struct.TV*, %struct.TV** %array4, align 8
  %tt5 = getelementptr inbounds %struct.TV, %struct.TV* %17, i32 0, i32 1
  %18 = load i8, i8* %tt5, align 8
  %conv6 = zext i8 %18 to i32
  %add = add nsw i32 %conv, %conv6
  store i32 %add, i32* %n, align 4
  %19 = load %struct.Str*, %struct.Str** %s, align 8
  %20 = bitcast %struct.Str* %19 to i8*
  call void @free(i8* noundef %20) #2
  %21 = load %struct.Tab*, %struct.Tab** %t, align 8
  %22 = bitcast %struct.Tab* %21 to i8*
  call void @free(i8* noundef %22) #2
  %23 = load i32, i32* %n, align 4
  store i32 %23, i32* %retval, align 4
  br label %return

return:                                           ; preds = %cond.end, %if.then
  %24 = load i32, i32* %retval, align 4
  ret i32 %24
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
