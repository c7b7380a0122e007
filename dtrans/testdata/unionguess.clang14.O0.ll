; ModuleID = 'unionguess.c'
source_filename = "unionguess.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.GC = type { %struct.GC*, i8, i8 }
%struct.UD = type { %struct.GC*, i8, i8, %union.anon.0, i64, i8* }
%union.anon.0 = type { i16 }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { %struct.GC* }
%struct.CCl = type { %struct.GC*, i8, i8, i8, i8* }

@allgc = dso_local global %struct.GC* null, align 8
@ud0 = dso_local global %struct.UD zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.GC* @newobj(i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca %struct.GC*, align 8
  store i32 %tt, i32* %tt.addr, align 4
  store i64 %sz, i64* %sz.addr, align 8
  %0 = load i64, i64* %sz.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %0) #2
  %1 = bitcast i8* %call to %struct.GC*
  store %struct.GC* %1, %struct.GC** %o, align 8
  %2 = load i32, i32* %tt.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load %struct.GC*, %struct.GC** %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %3, i32 0, i32 1
  store i8 %conv, i8* %tt1, align 8
  %4 = load %struct.GC*, %struct.GC** @allgc, align 8
  %5 = load %struct.GC*, %struct.GC** %o, align 8
  %next = getelementptr inbounds %struct.GC, %struct.GC* %5, i32 0, i32 0
  store %struct.GC* %4, %struct.GC** %next, align 8
  %6 = load %struct.GC*, %struct.GC** %o, align 8
  store %struct.GC* %6, %struct.GC** @allgc, align 8
  %7 = load %struct.GC*, %struct.GC** %o, align 8
  ret %struct.GC* %7
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

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
define dso_local i32 @nupvalues(%struct.TV* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.TV*, align 8
  %c = alloca %struct.CCl*, align 8
  store %struct.TV* %o, %struct.TV** %o.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %1 = load %struct.GC*, %struct.GC** %gc, align 8
  %2 = bitcast %struct.GC* %1 to %struct.CCl*
  store %struct.CCl* %2, %struct.CCl** %c, align 8
  %3 = load %struct.CCl*, %struct.CCl** %c, align 8
  %nup = getelementptr inbounds %struct.CCl, %struct.CCl* %3, i32 0, i32 3
  %4 = load i8, i8* %nup, align 2
  %conv = zext i8 %4 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @topointer(%struct.TV* noundef %o) #0 {
entry:
  %retval = alloca i8*, align 8
  %o.addr = alloca %struct.TV*, align 8
  %u = alloca %struct.UD*, align 8
  store %struct.TV* %o, %struct.TV** %o.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 1
  %1 = load i8, i8* %tt, align 8
  %conv = zext i8 %1 to i32
  switch i32 %conv, label %sw.epilog [
    i32 2, label %sw.bb
    i32 3, label %sw.bb6
  ]

sw.bb:                                            ; preds = %entry
  %2 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %2, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %3 = load %struct.GC*, %struct.GC** %gc, align 8
  %4 = bitcast %struct.GC* %3 to %struct.UD*
  store %struct.UD* %4, %struct.UD** %u, align 8
  %5 = load %struct.UD*, %struct.UD** %u, align 8
  %6 = bitcast %struct.UD* %5 to i8*
  %7 = load %struct.UD*, %struct.UD** %u, align 8
  %x = getelementptr inbounds %struct.UD, %struct.UD* %7, i32 0, i32 3
  %nuv = bitcast %union.anon.0* %x to i16*
  %8 = load i16, i16* %nuv, align 2
  %conv1 = zext i16 %8 to i32
  %cmp = icmp eq i32 %conv1, 0
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %sw.bb
  br label %cond.end

cond.false:                                       ; preds = %sw.bb
  %9 = load %struct.UD*, %struct.UD** %u, align 8
  %x3 = getelementptr inbounds %struct.UD, %struct.UD* %9, i32 0, i32 3
  %nuv4 = bitcast %union.anon.0* %x3 to i16*
  %10 = load i16, i16* %nuv4, align 2
  %conv5 = zext i16 %10 to i32
  %mul = mul nsw i32 16, %conv5
  %add = add nsw i32 40, %mul
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 32, %cond.true ], [ %add, %cond.false ]
  %idx.ext = sext i32 %cond to i64
  %add.ptr = getelementptr inbounds i8, i8* %6, i64 %idx.ext
  store i8* %add.ptr, i8** %retval, align 8
  br label %return

sw.bb6:                                           ; preds = %entry
  %11 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v7 = getelementptr inbounds %struct.TV, %struct.TV* %11, i32 0, i32 0
  %gc8 = bitcast %union.anon* %v7 to %struct.GC**
  %12 = load %struct.GC*, %struct.GC** %gc8, align 8
  %13 = bitcast %struct.GC* %12 to %struct.CCl*
  %f = getelementptr inbounds %struct.CCl, %struct.CCl* %13, i32 0, i32 4
  %14 = load i8*, i8** %f, align 8
  store i8* %14, i8** %retval, align 8
  br label %return

sw.epilog:                                        ; preds = %entry
  store i8* null, i8** %retval, align 8
  br label %return

return:                                           ; preds = %sw.epilog, %sw.bb6, %cond.end
  %15 = load i8*, i8** %retval, align 8
  ret i8* %15
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %u = alloca %struct.UD*, align 8
  %c = alloca %struct.CCl*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call %struct.GC* @newobj(i32 noundef 2, i64 noundef 32)
  %0 = bitcast %struct.GC* %call to %struct.UD*
  store %struct.UD* %0, %struct.UD** %u, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %conv = trunc i32 %1 to i16
  %2 = load %struct.UD*, %struct.UD** %u, align 8
  %x = getelementptr inbounds %struct.UD, %struct.UD* %2, i32 0, i32 3
  %nuv = bitcast %union.anon.0* %x to i16*
  store i16 %conv, i16* %nuv, align 2
  %3 = load i32, i32* %argc.addr, align 4
  %conv1 = sext i32 %3 to i64
  %4 = load %struct.UD*, %struct.UD** %u, align 8
  %len = getelementptr inbounds %struct.UD, %struct.UD* %4, i32 0, i32 4
  store i64 %conv1, i64* %len, align 8
  %5 = load i8**, i8*** %argv.addr, align 8
  %6 = bitcast i8** %5 to i8*
  %7 = load %struct.UD*, %struct.UD** %u, align 8
  %mt = getelementptr inbounds %struct.UD, %struct.UD* %7, i32 0, i32 5
  store i8* %6, i8** %mt, align 8
  %8 = load i32, i32* %argc.addr, align 4
  %conv2 = sext i32 %8 to i64
  store i64 %conv2, i64* getelementptr inbounds (%struct.UD, %struct.UD* @ud0, i32 0, i32 4), align 8
  %call3 = call %struct.GC* @newobj(i32 noundef 3, i64 noundef 24)
  %9 = bitcast %struct.GC* %call3 to %struct.CCl*
  store %struct.CCl* %9, %struct.CCl** %c, align 8
  %10 = load %struct.CCl*, %struct.CCl** %c, align 8
  %nup = getelementptr inbounds %struct.CCl, %struct.CCl* %10, i32 0, i32 3
  store i8 0, i8* %nup, align 2
  %11 = load i8**, i8*** %argv.addr, align 8
  %12 = bitcast i8** %11 to i8*
  %13 = load %struct.CCl*, %struct.CCl** %c, align 8
  %f = getelementptr inbounds %struct.CCl, %struct.CCl* %13, i32 0, i32 4
  store i8* %12, i8** %f, align 8
  %14 = load %struct.UD*, %struct.UD** %u, align 8
  %15 = bitcast %struct.UD* %14 to %struct.GC*
  call void @setobj(%struct.TV* noundef %a, %struct.GC* noundef %15, i32 noundef 2)
  %16 = load %struct.CCl*, %struct.CCl** %c, align 8
  %17 = bitcast %struct.CCl* %16 to %struct.GC*
  call void @setobj(%struct.TV* noundef %b, %struct.GC* noundef %17, i32 noundef 3)
  %call4 = call i32 @nupvalues(%struct.TV* noundef %b)
  %call5 = call i8* @topointer(%struct.TV* noundef %a)
  %cmp = icmp ne i8* %call5, null
  %conv6 = zext i1 %cmp to i32
  %add = add nsw i32 %call4, %conv6
  %call7 = call i8* @topointer(%struct.TV* noundef %b)
  %cmp8 = icmp ne i8* %call7, null
  %conv9 = zext i1 %cmp8 to i32
  %add10 = add nsw i32 %add, %conv9
  ret i32 %add10
}

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
