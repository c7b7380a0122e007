; ModuleID = 'packedouter.c'
source_filename = "packedouter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Out = type <{ i8, i32, %struct.In, i32 }>
%struct.In = type { i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %o = alloca %struct.Out*, align 8
  %r = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef 17) #2
  %1 = bitcast i8* %call to %struct.Out*
  store %struct.Out* %1, %struct.Out** %o, align 8
  %2 = load %struct.Out*, %struct.Out** %o, align 8
  %tobool = icmp ne %struct.Out* %2, null
  br i1 %tobool, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %3 = load i32, i32* %argc.addr, align 4
  %conv = trunc i32 %3 to i8
  %4 = load %struct.Out*, %struct.Out** %o, align 8
  %c = getelementptr inbounds %struct.Out, %struct.Out* %4, i32 0, i32 0
  store i8 %conv, i8* %c, align 1
  %5 = load i32, i32* %argc.addr, align 4
  %6 = load %struct.Out*, %struct.Out** %o, align 8
  %n = getelementptr inbounds %struct.Out, %struct.Out* %6, i32 0, i32 1
  store i32 %5, i32* %n, align 1
  %7 = load %struct.Out*, %struct.Out** %o, align 8
  %8 = load i32, i32* %argc.addr, align 4
  call void @set(%struct.Out* noundef %7, i32 noundef %8)
  %9 = load %struct.Out*, %struct.Out** %o, align 8
  %call1 = call i32 @get(%struct.Out* noundef %9)
  store i32 %call1, i32* %r, align 4
  %10 = load %struct.Out*, %struct.Out** %o, align 8
  %11 = bitcast %struct.Out* %10 to i8*
  call void @free(i8* noundef %11) #2
  %12 = load i32, i32* %r, align 4
  store i32 %12, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %13 = load i32, i32* %retval, align 4
  ret i32 %13
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(%struct.Out* noundef %o, i32 noundef %v) #0 {
entry:
  %o.addr = alloca %struct.Out*, align 8
  %v.addr = alloca i32, align 4
  store %struct.Out* %o, %struct.Out** %o.addr, align 8
  store i32 %v, i32* %v.addr, align 4
  %0 = load i32, i32* %v.addr, align 4
  %1 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, %struct.Out* %1, i32 0, i32 2
  %a = getelementptr inbounds %struct.In, %struct.In* %in, i32 0, i32 0
  store i32 %0, i32* %a, align 1
  %2 = load i32, i32* %v.addr, align 4
  %add = add nsw i32 %2, 1
  %3 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %in1 = getelementptr inbounds %struct.Out, %struct.Out* %3, i32 0, i32 2
  %b = getelementptr inbounds %struct.In, %struct.In* %in1, i32 0, i32 1
  store i32 %add, i32* %b, align 1
  %4 = load i32, i32* %v.addr, align 4
  %add2 = add nsw i32 %4, 2
  %5 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %5, i32 0, i32 3
  store i32 %add2, i32* %tail, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get(%struct.Out* noundef %o) #0 {
entry:
  %o.addr = alloca %struct.Out*, align 8
  store %struct.Out* %o, %struct.Out** %o.addr, align 8
  %0 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %in = getelementptr inbounds %struct.Out, %struct.Out* %0, i32 0, i32 2
  %a = getelementptr inbounds %struct.In, %struct.In* %in, i32 0, i32 0
  %1 = load i32, i32* %a, align 1
  %2 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %in1 = getelementptr inbounds %struct.Out, %struct.Out* %2, i32 0, i32 2
  %b = getelementptr inbounds %struct.In, %struct.In* %in1, i32 0, i32 1
  %3 = load i32, i32* %b, align 1
  %add = add nsw i32 %1, %3
  %4 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %c = getelementptr inbounds %struct.Out, %struct.Out* %4, i32 0, i32 0
  %5 = load i8, i8* %c, align 1
  %conv = sext i8 %5 to i32
  %add2 = add nsw i32 %add, %conv
  %6 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %n = getelementptr inbounds %struct.Out, %struct.Out* %6, i32 0, i32 1
  %7 = load i32, i32* %n, align 1
  %add3 = add nsw i32 %add2, %7
  %8 = load %struct.Out*, %struct.Out** %o.addr, align 8
  %tail = getelementptr inbounds %struct.Out, %struct.Out* %8, i32 0, i32 3
  %9 = load i32, i32* %tail, align 1
  %add4 = add nsw i32 %add3, %9
  ret i32 %add4
}

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
