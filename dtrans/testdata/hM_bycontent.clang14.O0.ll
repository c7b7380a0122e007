; ModuleID = 'hM_bycontent.c'
source_filename = "hM_bycontent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.GCU = type { %struct.LCl }
%struct.LCl = type { %struct.GC*, i8, i8, i8, %struct.GC*, %struct.Proto* }
%struct.GC = type { %struct.GC*, i8, i8 }
%struct.Proto = type { %struct.GC*, i8, i8, i8, i32 }
%struct.TV = type { %union.anon, i8 }
%union.anon = type { %struct.GC* }
%struct.CCl = type { %struct.GC*, i8, i8, i8, %struct.GC*, i32 ()* }
%struct.UD = type { %struct.GC*, i8, i8, i16, i64, %struct.Tab* }
%struct.Tab = type { %struct.GC*, i8, i8, i32 }

@spare = dso_local global %union.GCU zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.GC* @newobj(i32 noundef %tt, i64 noundef %sz) #0 {
entry:
  %tt.addr = alloca i32, align 4
  %sz.addr = alloca i64, align 8
  %o = alloca %struct.GC*, align 8
  store i32 %tt, i32* %tt.addr, align 4
  store i64 %sz, i64* %sz.addr, align 8
  %0 = load i64, i64* %sz.addr, align 8
  %call = call noalias i8* @calloc(i64 noundef 1, i64 noundef %0) #2
  %1 = bitcast i8* %call to %struct.GC*
  store %struct.GC* %1, %struct.GC** %o, align 8
  %2 = load i32, i32* %tt.addr, align 4
  %conv = trunc i32 %2 to i8
  %3 = load %struct.GC*, %struct.GC** %o, align 8
  %tt1 = getelementptr inbounds %struct.GC, %struct.GC* %3, i32 0, i32 1
  store i8 %conv, i8* %tt1, align 8
  %4 = load %struct.GC*, %struct.GC** %o, align 8
  ret %struct.GC* %4
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @one() #0 {
entry:
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.LCl* @newlcl(%struct.Proto* noundef %p) #0 {
entry:
  %p.addr = alloca %struct.Proto*, align 8
  %cl = alloca %struct.LCl*, align 8
  store %struct.Proto* %p, %struct.Proto** %p.addr, align 8
  %call = call %struct.GC* @newobj(i32 noundef 6, i64 noundef 32)
  %0 = bitcast %struct.GC* %call to %struct.LCl*
  store %struct.LCl* %0, %struct.LCl** %cl, align 8
  %1 = load %struct.Proto*, %struct.Proto** %p.addr, align 8
  %2 = load %struct.LCl*, %struct.LCl** %cl, align 8
  %p1 = getelementptr inbounds %struct.LCl, %struct.LCl* %2, i32 0, i32 5
  store %struct.Proto* %1, %struct.Proto** %p1, align 8
  %3 = load %struct.LCl*, %struct.LCl** %cl, align 8
  ret %struct.LCl* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @lclparams(%struct.LCl* noundef %cl) #0 {
entry:
  %cl.addr = alloca %struct.LCl*, align 8
  store %struct.LCl* %cl, %struct.LCl** %cl.addr, align 8
  %0 = load %struct.LCl*, %struct.LCl** %cl.addr, align 8
  %p = getelementptr inbounds %struct.LCl, %struct.LCl* %0, i32 0, i32 5
  %1 = load %struct.Proto*, %struct.Proto** %p, align 8
  %numparams = getelementptr inbounds %struct.Proto, %struct.Proto* %1, i32 0, i32 3
  %2 = load i8, i8* %numparams, align 2
  %conv = zext i8 %2 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @numparams(%struct.TV* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.TV*, align 8
  store %struct.TV* %o, %struct.TV** %o.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %1 = load %struct.GC*, %struct.GC** %gc, align 8
  %2 = bitcast %struct.GC* %1 to %union.GCU*
  %l = bitcast %union.GCU* %2 to %struct.LCl*
  %p = getelementptr inbounds %struct.LCl, %struct.LCl* %l, i32 0, i32 5
  %3 = load %struct.Proto*, %struct.Proto** %p, align 8
  %numparams = getelementptr inbounds %struct.Proto, %struct.Proto* %3, i32 0, i32 3
  %4 = load i8, i8* %numparams, align 2
  %conv = zext i8 %4 to i32
  ret i32 %conv
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @call(%struct.TV* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.TV*, align 8
  store %struct.TV* %o, %struct.TV** %o.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %1 = load %struct.GC*, %struct.GC** %gc, align 8
  %2 = bitcast %struct.GC* %1 to %union.GCU*
  %c = bitcast %union.GCU* %2 to %struct.CCl*
  %f = getelementptr inbounds %struct.CCl, %struct.CCl* %c, i32 0, i32 5
  %3 = load i32 ()*, i32 ()** %f, align 8
  %call = call i32 %3()
  ret i32 %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @mtsize(%struct.TV* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.TV*, align 8
  store %struct.TV* %o, %struct.TV** %o.addr, align 8
  %0 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v = getelementptr inbounds %struct.TV, %struct.TV* %0, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  %1 = load %struct.GC*, %struct.GC** %gc, align 8
  %2 = bitcast %struct.GC* %1 to %union.GCU*
  %u = bitcast %union.GCU* %2 to %struct.UD*
  %mt = getelementptr inbounds %struct.UD, %struct.UD* %u, i32 0, i32 5
  %3 = load %struct.Tab*, %struct.Tab** %mt, align 8
  %tobool = icmp ne %struct.Tab* %3, null
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %4 = load %struct.TV*, %struct.TV** %o.addr, align 8
  %v1 = getelementptr inbounds %struct.TV, %struct.TV* %4, i32 0, i32 0
  %gc2 = bitcast %union.anon* %v1 to %struct.GC**
  %5 = load %struct.GC*, %struct.GC** %gc2, align 8
  %6 = bitcast %struct.GC* %5 to %union.GCU*
  %u3 = bitcast %union.GCU* %6 to %struct.UD*
  %mt4 = getelementptr inbounds %struct.UD, %struct.UD* %u3, i32 0, i32 5
  %7 = load %struct.Tab*, %struct.Tab** %mt4, align 8
  %n = getelementptr inbounds %struct.Tab, %struct.Tab* %7, i32 0, i32 3
  %8 = load i32, i32* %n, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %8, %cond.true ], [ 0, %cond.false ]
  ret i32 %cond
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %a = alloca %struct.TV, align 8
  %b = alloca %struct.TV, align 8
  %c = alloca %struct.TV, align 8
  %p = alloca %struct.Proto*, align 8
  %l = alloca %struct.LCl*, align 8
  %cc = alloca %struct.CCl*, align 8
  %u = alloca %struct.UD*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call %struct.GC* @newobj(i32 noundef 9, i64 noundef 16)
  %0 = bitcast %struct.GC* %call to %struct.Proto*
  store %struct.Proto* %0, %struct.Proto** %p, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %conv = trunc i32 %1 to i8
  %2 = load %struct.Proto*, %struct.Proto** %p, align 8
  %numparams = getelementptr inbounds %struct.Proto, %struct.Proto* %2, i32 0, i32 3
  store i8 %conv, i8* %numparams, align 2
  %3 = load %struct.Proto*, %struct.Proto** %p, align 8
  %call1 = call %struct.LCl* @newlcl(%struct.Proto* noundef %3)
  store %struct.LCl* %call1, %struct.LCl** %l, align 8
  %call2 = call %struct.GC* @newobj(i32 noundef 7, i64 noundef 32)
  %4 = bitcast %struct.GC* %call2 to %struct.CCl*
  store %struct.CCl* %4, %struct.CCl** %cc, align 8
  %5 = load %struct.CCl*, %struct.CCl** %cc, align 8
  %f = getelementptr inbounds %struct.CCl, %struct.CCl* %5, i32 0, i32 5
  store i32 ()* @one, i32 ()** %f, align 8
  %call3 = call %struct.GC* @newobj(i32 noundef 8, i64 noundef 32)
  %6 = bitcast %struct.GC* %call3 to %struct.UD*
  store %struct.UD* %6, %struct.UD** %u, align 8
  %call4 = call %struct.GC* @newobj(i32 noundef 5, i64 noundef 16)
  %7 = bitcast %struct.GC* %call4 to %struct.Tab*
  %8 = load %struct.UD*, %struct.UD** %u, align 8
  %mt = getelementptr inbounds %struct.UD, %struct.UD* %8, i32 0, i32 5
  store %struct.Tab* %7, %struct.Tab** %mt, align 8
  %9 = load i32, i32* %argc.addr, align 4
  %10 = load %struct.UD*, %struct.UD** %u, align 8
  %mt5 = getelementptr inbounds %struct.UD, %struct.UD* %10, i32 0, i32 5
  %11 = load %struct.Tab*, %struct.Tab** %mt5, align 8
  %n = getelementptr inbounds %struct.Tab, %struct.Tab* %11, i32 0, i32 3
  store i32 %9, i32* %n, align 4
  %12 = load %struct.LCl*, %struct.LCl** %l, align 8
  %13 = bitcast %struct.LCl* %12 to %struct.GC*
  %v = getelementptr inbounds %struct.TV, %struct.TV* %a, i32 0, i32 0
  %gc = bitcast %union.anon* %v to %struct.GC**
  store %struct.GC* %13, %struct.GC** %gc, align 8
  %tt = getelementptr inbounds %struct.TV, %struct.TV* %a, i32 0, i32 1
  store i8 6, i8* %tt, align 8
  %14 = load %struct.CCl*, %struct.CCl** %cc, align 8
  %15 = bitcast %struct.CCl* %14 to %struct.GC*
  %v6 = getelementptr inbounds %struct.TV, %struct.TV* %b, i32 0, i32 0
  %gc7 = bitcast %union.anon* %v6 to %struct.GC**
  store %struct.GC* %15, %struct.GC** %gc7, align 8
  %tt8 = getelementptr inbounds %struct.TV, %struct.TV* %b, i32 0, i32 1
  store i8 7, i8* %tt8, align 8
  %16 = load %struct.UD*, %struct.UD** %u, align 8
  %17 = bitcast %struct.UD* %16 to %struct.GC*
  %v9 = getelementptr inbounds %struct.TV, %struct.TV* %c, i32 0, i32 0
  %gc10 = bitcast %union.anon* %v9 to %struct.GC**
  store %struct.GC* %17, %struct.GC** %gc10, align 8
  %tt11 = getelementptr inbounds %struct.TV, %struct.TV* %c, i32 0, i32 1
  store i8 8, i8* %tt11, align 8
  %call12 = call i32 @numparams(%struct.TV* noundef %a)
  %call13 = call i32 @call(%struct.TV* noundef %b)
  %add = add nsw i32 %call12, %call13
  %call14 = call i32 @mtsize(%struct.TV* noundef %c)
  %add15 = add nsw i32 %add, %call14
  %18 = load %struct.LCl*, %struct.LCl** %l, align 8
  %call16 = call i32 @lclparams(%struct.LCl* noundef %18)
  %add17 = add nsw i32 %add15, %call16
  ret i32 %add17
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
