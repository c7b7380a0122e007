; ModuleID = '<stdin>'
source_filename = "virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Base = type { i32 (...)** }
%struct.Derived = type { %struct.Base }

$_ZN4BaseC2Ev = comdat any

$_ZN7DerivedC2Ev = comdat any

$_ZN4Base3getEv = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZN7Derived3getEv = comdat any

$_ZN7DerivedD2Ev = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZTV4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTV7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

@gx = dso_local global i32 0, align 4
@gy = dso_local global i32 0, align 4
@_ZTIPi = external constant i8*
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i32* (%struct.Base*)* @_ZN4Base3getEv to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD2Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (i32* (%struct.Derived*)* @_ZN7Derived3getEv to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD2Ev to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD0Ev to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %argc, i8** noundef %argv) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  %local = alloca i32, align 4
  %cmp = icmp sgt i32 %argc, 1
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %call = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #8
  %0 = bitcast i8* %call to %struct.Base*
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0) #9
  br label %cond.end

cond.false:                                       ; preds = %entry
  %call1 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #8
  %1 = bitcast i8* %call1 to %struct.Derived*
  call void @_ZN7DerivedC2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %1) #9
  %2 = bitcast %struct.Derived* %1 to %struct.Base*
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi %struct.Base* [ %0, %cond.true ], [ %2, %cond.false ]
  %call4 = call noundef i32* @_ZL8call_getP4Base(%struct.Base* noundef %cond)
  %3 = bitcast i32* %call4 to i8*
  call void @MAYALIAS(i8* noundef %3, i8* noundef bitcast (i32* @gx to i8*))
  %4 = bitcast i32* %call4 to i8*
  call void @MAYALIAS(i8* noundef %4, i8* noundef bitcast (i32* @gy to i8*))
  store i32 0, i32* %local, align 4
  invoke void @_ZL4failPi(i32* noundef %local)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %cond.end
  br label %try.cont

lpad:                                             ; preds = %cond.end
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPi to i8*)
  %6 = extractvalue { i8*, i32 } %5, 0
  %7 = extractvalue { i8*, i32 } %5, 1
  br label %catch.dispatch

catch.dispatch:                                   ; preds = %lpad
  %8 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #9
  %matches = icmp eq i32 %7, %8
  br i1 %matches, label %catch, label %eh.resume

catch:                                            ; preds = %catch.dispatch
  %9 = call i8* @__cxa_begin_catch(i8* %6) #9
  %exn.casted = bitcast i8* %9 to i32*
  call void @__cxa_end_catch() #9
  br label %try.cont

try.cont:                                         ; preds = %catch, %invoke.cont
  %caught.0 = phi i32* [ null, %invoke.cont ], [ %exn.casted, %catch ]
  %10 = bitcast i32* %caught.0 to i8*
  %11 = bitcast i32* %local to i8*
  call void @MAYALIAS(i8* noundef %10, i8* noundef %11)
  %12 = bitcast i32* %call4 to i8*
  %13 = bitcast i32* %local to i8*
  call void @NOALIAS(i8* noundef %12, i8* noundef %13)
  %isnull = icmp eq %struct.Base* %cond, null
  br i1 %isnull, label %delete.end, label %delete.notnull

delete.notnull:                                   ; preds = %try.cont
  %14 = bitcast %struct.Base* %cond to void (%struct.Base*)***
  %vtable = load void (%struct.Base*)**, void (%struct.Base*)*** %14, align 8
  %vfn = getelementptr inbounds void (%struct.Base*)*, void (%struct.Base*)** %vtable, i64 2
  %15 = load void (%struct.Base*)*, void (%struct.Base*)** %vfn, align 8
  call void %15(%struct.Base* noundef nonnull align 8 dereferenceable(8) %cond) #9
  br label %delete.end

delete.end:                                       ; preds = %delete.notnull, %try.cont
  %16 = load i32, i32* %call4, align 4
  %17 = load i32, i32* %caught.0, align 4
  %add = add nsw i32 %16, %17
  ret i32 %add

eh.resume:                                        ; preds = %catch.dispatch
  %lpad.val = insertvalue { i8*, i32 } undef, i8* %6, 0
  %lpad.val7 = insertvalue { i8*, i32 } %lpad.val, i32 %7, 1
  resume { i8*, i32 } %lpad.val7
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #1

; Function Attrs: noinline nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #2 comdat align 2 {
entry:
  %0 = bitcast %struct.Base* %this to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %0, align 8
  ret void
}

; Function Attrs: noinline nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #2 comdat align 2 {
entry:
  %0 = bitcast %struct.Derived* %this to %struct.Base*
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0) #9
  %1 = bitcast %struct.Derived* %this to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %1, align 8
  ret void
}

; Function Attrs: mustprogress noinline uwtable
define internal noundef i32* @_ZL8call_getP4Base(%struct.Base* noundef %b) #3 {
entry:
  %0 = bitcast %struct.Base* %b to i32* (%struct.Base*)***
  %vtable = load i32* (%struct.Base*)**, i32* (%struct.Base*)*** %0, align 8
  %vfn = getelementptr inbounds i32* (%struct.Base*)*, i32* (%struct.Base*)** %vtable, i64 0
  %1 = load i32* (%struct.Base*)*, i32* (%struct.Base*)** %vfn, align 8
  %call = call noundef i32* %1(%struct.Base* noundef nonnull align 8 dereferenceable(8) %b)
  ret i32* %call
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #4

; Function Attrs: mustprogress noinline uwtable
define internal void @_ZL4failPi(i32* noundef %p) #3 {
entry:
  %exception = call i8* @__cxa_allocate_exception(i64 8) #9
  %0 = bitcast i8* %exception to i32**
  store i32* %p, i32** %0, align 16
  call void @__cxa_throw(i8* %exception, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @NOALIAS(i8* noundef, i8* noundef) #4

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local noundef i32* @_ZN4Base3getEv(%struct.Base* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #6 comdat align 2 {
entry:
  ret i32* @gx
}

; Function Attrs: noinline nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #2 comdat align 2 {
entry:
  ret void
}

; Function Attrs: noinline nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #2 comdat align 2 {
entry:
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %this) #9
  %0 = bitcast %struct.Base* %this to i8*
  call void @_ZdlPv(i8* noundef %0) #11
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local noundef i32* @_ZN7Derived3getEv(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #6 comdat align 2 {
entry:
  ret i32* @gy
}

; Function Attrs: noinline nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #2 comdat align 2 {
entry:
  %0 = bitcast %struct.Derived* %this to %struct.Base*
  call void @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 8 dereferenceable(8) %0) #9
  ret void
}

; Function Attrs: noinline nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %this) unnamed_addr #2 comdat align 2 {
entry:
  call void @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 8 dereferenceable(8) %this) #9
  %0 = bitcast %struct.Derived* %this to i8*
  call void @_ZdlPv(i8* noundef %0) #11
  ret void
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone }
attributes #6 = { mustprogress noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { builtin allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
