; ModuleID = 'tbaa.c'
source_filename = "tbaa.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Stream = type { i8*, i32, i32, i8*, i32 }
%struct.Node = type { i8*, i32 }
%struct.A = type { i64, i32, i32 }
%struct.B = type { i64, double }
%struct.State = type { [16 x i32], %struct.Desc, %struct.Desc }
%struct.Desc = type { i32*, i32 }

@last = dso_local global %struct.Stream zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @pump(%struct.Stream* noundef %s, i32 noundef %n) #0 {
entry:
  %s.addr = alloca %struct.Stream*, align 8
  %n.addr = alloca i32, align 4
  %left = alloca i32, align 4
  store %struct.Stream* %s, %struct.Stream** %s.addr, align 8
  store i32 %n, i32* %n.addr, align 4
  %0 = load %struct.Stream*, %struct.Stream** %s.addr, align 8
  %avail_in = getelementptr inbounds %struct.Stream, %struct.Stream* %0, i32 0, i32 1
  %1 = load i32, i32* %avail_in, align 8
  %2 = load i32, i32* %n.addr, align 4
  %sub = sub i32 %1, %2
  store i32 %sub, i32* %left, align 4
  %3 = load i32, i32* %left, align 4
  %4 = load %struct.Stream*, %struct.Stream** %s.addr, align 8
  %avail_in1 = getelementptr inbounds %struct.Stream, %struct.Stream* %4, i32 0, i32 1
  store i32 %3, i32* %avail_in1, align 8
  %5 = load i32, i32* %n.addr, align 4
  %6 = load %struct.Stream*, %struct.Stream** %s.addr, align 8
  %total_in = getelementptr inbounds %struct.Stream, %struct.Stream* %6, i32 0, i32 2
  %7 = load i32, i32* %total_in, align 4
  %add = add i32 %7, %5
  store i32 %add, i32* %total_in, align 4
  %8 = load i32, i32* %n.addr, align 4
  %9 = load %struct.Stream*, %struct.Stream** %s.addr, align 8
  %next_in = getelementptr inbounds %struct.Stream, %struct.Stream* %9, i32 0, i32 0
  %10 = load i8*, i8** %next_in, align 8
  %idx.ext = zext i32 %8 to i64
  %add.ptr = getelementptr inbounds i8, i8* %10, i64 %idx.ext
  store i8* %add.ptr, i8** %next_in, align 8
  %11 = load i32, i32* %left, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @geta(%struct.Node* noundef %n) #0 {
entry:
  %n.addr = alloca %struct.Node*, align 8
  %a = alloca %struct.A*, align 8
  store %struct.Node* %n, %struct.Node** %n.addr, align 8
  %0 = load %struct.Node*, %struct.Node** %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, %struct.Node* %0, i32 0, i32 0
  %1 = load i8*, i8** %obj, align 8
  %2 = bitcast i8* %1 to %struct.A*
  store %struct.A* %2, %struct.A** %a, align 8
  %3 = load %struct.A*, %struct.A** %a, align 8
  %key = getelementptr inbounds %struct.A, %struct.A* %3, i32 0, i32 0
  %4 = load i64, i64* %key, align 8
  %5 = load %struct.A*, %struct.A** %a, align 8
  %a2 = getelementptr inbounds %struct.A, %struct.A* %5, i32 0, i32 2
  %6 = load i32, i32* %a2, align 4
  %conv = sext i32 %6 to i64
  %add = add nsw i64 %4, %conv
  ret i64 %add
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @getb(%struct.Node* noundef %n) #0 {
entry:
  %n.addr = alloca %struct.Node*, align 8
  %b = alloca %struct.B*, align 8
  store %struct.Node* %n, %struct.Node** %n.addr, align 8
  %0 = load %struct.Node*, %struct.Node** %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, %struct.Node* %0, i32 0, i32 0
  %1 = load i8*, i8** %obj, align 8
  %2 = bitcast i8* %1 to %struct.B*
  store %struct.B* %2, %struct.B** %b, align 8
  %3 = load %struct.B*, %struct.B** %b, align 8
  %b1 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 1
  %4 = load double, double* %b1, align 8
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @get(%struct.Node* noundef %n) #0 {
entry:
  %retval = alloca i64, align 8
  %n.addr = alloca %struct.Node*, align 8
  %a = alloca %struct.A*, align 8
  %b = alloca %struct.B*, align 8
  store %struct.Node* %n, %struct.Node** %n.addr, align 8
  %0 = load %struct.Node*, %struct.Node** %n.addr, align 8
  %kind = getelementptr inbounds %struct.Node, %struct.Node* %0, i32 0, i32 1
  %1 = load i32, i32* %kind, align 8
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load %struct.Node*, %struct.Node** %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, %struct.Node* %2, i32 0, i32 0
  %3 = load i8*, i8** %obj, align 8
  %4 = bitcast i8* %3 to %struct.A*
  store %struct.A* %4, %struct.A** %a, align 8
  %5 = load %struct.A*, %struct.A** %a, align 8
  %a2 = getelementptr inbounds %struct.A, %struct.A* %5, i32 0, i32 2
  %6 = load i32, i32* %a2, align 4
  %conv = sext i32 %6 to i64
  store i64 %conv, i64* %retval, align 8
  br label %return

if.end:                                           ; preds = %entry
  %7 = load %struct.Node*, %struct.Node** %n.addr, align 8
  %obj1 = getelementptr inbounds %struct.Node, %struct.Node* %7, i32 0, i32 0
  %8 = load i8*, i8** %obj1, align 8
  %9 = bitcast i8* %8 to %struct.B*
  store %struct.B* %9, %struct.B** %b, align 8
  %10 = load %struct.B*, %struct.B** %b, align 8
  %b1 = getelementptr inbounds %struct.B, %struct.B* %10, i32 0, i32 1
  %11 = load double, double* %b1, align 8
  %conv2 = fptosi double %11 to i64
  store i64 %conv2, i64* %retval, align 8
  br label %return

return:                                           ; preds = %if.end, %if.then
  %12 = load i64, i64* %retval, align 8
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @seta(%struct.Node* noundef %n, i64 noundef %k, i32 noundef %v) #0 {
entry:
  %n.addr = alloca %struct.Node*, align 8
  %k.addr = alloca i64, align 8
  %v.addr = alloca i32, align 4
  %a = alloca %struct.A*, align 8
  store %struct.Node* %n, %struct.Node** %n.addr, align 8
  store i64 %k, i64* %k.addr, align 8
  store i32 %v, i32* %v.addr, align 4
  %0 = load %struct.Node*, %struct.Node** %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, %struct.Node* %0, i32 0, i32 0
  %1 = load i8*, i8** %obj, align 8
  %2 = bitcast i8* %1 to %struct.A*
  store %struct.A* %2, %struct.A** %a, align 8
  %3 = load i64, i64* %k.addr, align 8
  %4 = load %struct.A*, %struct.A** %a, align 8
  %key = getelementptr inbounds %struct.A, %struct.A* %4, i32 0, i32 0
  store i64 %3, i64* %key, align 8
  %5 = load i32, i32* %v.addr, align 4
  %6 = load %struct.A*, %struct.A** %a, align 8
  %a2 = getelementptr inbounds %struct.A, %struct.A* %6, i32 0, i32 2
  store i32 %5, i32* %a2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setb(%struct.Node* noundef %n, double noundef %d) #0 {
entry:
  %n.addr = alloca %struct.Node*, align 8
  %d.addr = alloca double, align 8
  %b = alloca %struct.B*, align 8
  store %struct.Node* %n, %struct.Node** %n.addr, align 8
  store double %d, double* %d.addr, align 8
  %0 = load %struct.Node*, %struct.Node** %n.addr, align 8
  %obj = getelementptr inbounds %struct.Node, %struct.Node* %0, i32 0, i32 0
  %1 = load i8*, i8** %obj, align 8
  %2 = bitcast i8* %1 to %struct.B*
  store %struct.B* %2, %struct.B** %b, align 8
  %3 = load double, double* %d.addr, align 8
  %4 = load %struct.B*, %struct.B** %b, align 8
  %b1 = getelementptr inbounds %struct.B, %struct.B* %4, i32 0, i32 1
  store double %3, double* %b1, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init(%struct.State* noundef %s, i32 noundef %m) #0 {
entry:
  %s.addr = alloca %struct.State*, align 8
  %m.addr = alloca i32, align 4
  store %struct.State* %s, %struct.State** %s.addr, align 8
  store i32 %m, i32* %m.addr, align 4
  %0 = load %struct.State*, %struct.State** %s.addr, align 8
  %buf = getelementptr inbounds %struct.State, %struct.State* %0, i32 0, i32 0
  %arraydecay = getelementptr inbounds [16 x i32], [16 x i32]* %buf, i64 0, i64 0
  %1 = load %struct.State*, %struct.State** %s.addr, align 8
  %l = getelementptr inbounds %struct.State, %struct.State* %1, i32 0, i32 1
  %tree = getelementptr inbounds %struct.Desc, %struct.Desc* %l, i32 0, i32 0
  store i32* %arraydecay, i32** %tree, align 8
  %2 = load %struct.State*, %struct.State** %s.addr, align 8
  %buf1 = getelementptr inbounds %struct.State, %struct.State* %2, i32 0, i32 0
  %arraydecay2 = getelementptr inbounds [16 x i32], [16 x i32]* %buf1, i64 0, i64 0
  %add.ptr = getelementptr inbounds i32, i32* %arraydecay2, i64 8
  %3 = load %struct.State*, %struct.State** %s.addr, align 8
  %d = getelementptr inbounds %struct.State, %struct.State* %3, i32 0, i32 2
  %tree3 = getelementptr inbounds %struct.Desc, %struct.Desc* %d, i32 0, i32 0
  store i32* %add.ptr, i32** %tree3, align 8
  %4 = load i32, i32* %m.addr, align 4
  %5 = load %struct.State*, %struct.State** %s.addr, align 8
  %l4 = getelementptr inbounds %struct.State, %struct.State* %5, i32 0, i32 1
  %max = getelementptr inbounds %struct.Desc, %struct.Desc* %l4, i32 0, i32 1
  store i32 %4, i32* %max, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @maxof(%struct.Desc* noundef %d) #0 {
entry:
  %d.addr = alloca %struct.Desc*, align 8
  store %struct.Desc* %d, %struct.Desc** %d.addr, align 8
  %0 = load %struct.Desc*, %struct.Desc** %d.addr, align 8
  %max = getelementptr inbounds %struct.Desc, %struct.Desc* %0, i32 0, i32 1
  %1 = load i32, i32* %max, align 8
  ret i32 %1
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %n = alloca %struct.Node, align 8
  %r = alloca i64, align 8
  %s = alloca %struct.State*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 16) #2
  %obj = getelementptr inbounds %struct.Node, %struct.Node* %n, i32 0, i32 0
  store i8* %call, i8** %obj, align 8
  %kind = getelementptr inbounds %struct.Node, %struct.Node* %n, i32 0, i32 1
  store i32 0, i32* %kind, align 8
  %1 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %1 to i64
  call void @seta(%struct.Node* noundef %n, i64 noundef %conv, i32 noundef 2)
  %call1 = call i64 @geta(%struct.Node* noundef %n)
  store i64 %call1, i64* %r, align 8
  %obj2 = getelementptr inbounds %struct.Node, %struct.Node* %n, i32 0, i32 0
  %2 = load i8*, i8** %obj2, align 8
  call void @free(i8* noundef %2) #2
  %call3 = call noalias i8* @malloc(i64 noundef 16) #2
  %obj4 = getelementptr inbounds %struct.Node, %struct.Node* %n, i32 0, i32 0
  store i8* %call3, i8** %obj4, align 8
  %kind5 = getelementptr inbounds %struct.Node, %struct.Node* %n, i32 0, i32 1
  store i32 1, i32* %kind5, align 8
  call void @setb(%struct.Node* noundef %n, double noundef 1.500000e+00)
  %call6 = call double @getb(%struct.Node* noundef %n)
  %conv7 = fptosi double %call6 to i64
  %call8 = call i64 @get(%struct.Node* noundef %n)
  %add = add nsw i64 %conv7, %call8
  %3 = load i64, i64* %r, align 8
  %add9 = add nsw i64 %3, %add
  store i64 %add9, i64* %r, align 8
  %obj10 = getelementptr inbounds %struct.Node, %struct.Node* %n, i32 0, i32 0
  %4 = load i8*, i8** %obj10, align 8
  call void @free(i8* noundef %4) #2
  %call11 = call noalias i8* @malloc(i64 noundef 96) #2
  %5 = bitcast i8* %call11 to %struct.State*
  store %struct.State* %5, %struct.State** %s, align 8
  %6 = load %struct.State*, %struct.State** %s, align 8
  %7 = load i32, i32* %argc.addr, align 4
  call void @init(%struct.State* noundef %6, i32 noundef %7)
  %8 = load %struct.State*, %struct.State** %s, align 8
  %l = getelementptr inbounds %struct.State, %struct.State* %8, i32 0, i32 1
  %call12 = call i32 @maxof(%struct.Desc* noundef %l)
  %conv13 = sext i32 %call12 to i64
  %9 = load i64, i64* %r, align 8
  %add14 = add nsw i64 %9, %conv13
  store i64 %add14, i64* %r, align 8
  %10 = load %struct.State*, %struct.State** %s, align 8
  %11 = bitcast %struct.State* %10 to i8*
  call void @free(i8* noundef %11) #2
  %12 = load i64, i64* %r, align 8
  %conv15 = trunc i64 %12 to i32
  ret i32 %conv15
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
