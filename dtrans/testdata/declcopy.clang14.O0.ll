; ModuleID = 'declcopy.c'
source_filename = "declcopy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.state = type { i64, [4 x i64], [4 x i64], i32, [2 x i32] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.state* @state_create() #0 {
entry:
  %call = call i8* @state_malloc(i64 noundef 88)
  %0 = bitcast i8* %call to %struct.state*
  ret %struct.state* %0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @state_malloc(i64 noundef %n) #0 {
entry:
  %n.addr = alloca i64, align 8
  store i64 %n, i64* %n.addr, align 8
  %0 = load i64, i64* %n.addr, align 8
  %call = call noalias i8* @malloc(i64 noundef %0) #4
  ret i8* %call
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @state_free(%struct.state* noundef %sp) #0 {
entry:
  %sp.addr = alloca %struct.state*, align 8
  store %struct.state* %sp, %struct.state** %sp.addr, align 8
  %0 = load %struct.state*, %struct.state** %sp.addr, align 8
  %1 = bitcast %struct.state* %0 to i8*
  call void @state_release(i8* noundef %1)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @state_release(i8* noundef %p) #0 {
entry:
  %p.addr = alloca i8*, align 8
  store i8* %p, i8** %p.addr, align 8
  %0 = load i8*, i8** %p.addr, align 8
  call void @free(i8* noundef %0) #4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @state_reset(%struct.state* noundef %sp, i64 noundef %seed) #0 {
entry:
  %sp.addr = alloca %struct.state*, align 8
  %seed.addr = alloca i64, align 8
  %s = alloca %struct.state, align 8
  store %struct.state* %sp, %struct.state** %sp.addr, align 8
  store i64 %seed, i64* %seed.addr, align 8
  %0 = bitcast %struct.state* %s to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %0, i8 0, i64 88, i1 false)
  %1 = load i64, i64* %seed.addr, align 8
  %add = add i64 %1, 1
  %v = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 1
  %arrayidx = getelementptr inbounds [4 x i64], [4 x i64]* %v, i64 0, i64 0
  store i64 %add, i64* %arrayidx, align 8
  %2 = load i64, i64* %seed.addr, align 8
  %add1 = add i64 %2, 2
  %v2 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 1
  %arrayidx3 = getelementptr inbounds [4 x i64], [4 x i64]* %v2, i64 0, i64 1
  store i64 %add1, i64* %arrayidx3, align 8
  %3 = load i64, i64* %seed.addr, align 8
  %v4 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 1
  %arrayidx5 = getelementptr inbounds [4 x i64], [4 x i64]* %v4, i64 0, i64 2
  store i64 %3, i64* %arrayidx5, align 8
  %4 = load i64, i64* %seed.addr, align 8
  %sub = sub i64 %4, 1
  %v6 = getelementptr inbounds %struct.state, %struct.state* %s, i32 0, i32 1
  %arrayidx7 = getelementptr inbounds [4 x i64], [4 x i64]* %v6, i64 0, i64 3
  store i64 %sub, i64* %arrayidx7, align 8
  %5 = load %struct.state*, %struct.state** %sp.addr, align 8
  %6 = bitcast %struct.state* %5 to i8*
  %7 = bitcast %struct.state* %s to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %6, i8* align 8 %7, i64 80, i1 false)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %sp = alloca %struct.state*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  store i8** %argv, i8*** %argv.addr, align 8
  %call = call %struct.state* @state_create()
  store %struct.state* %call, %struct.state** %sp, align 8
  %0 = load i8**, i8*** %argv.addr, align 8
  %1 = load %struct.state*, %struct.state** %sp, align 8
  %cmp = icmp eq %struct.state* %1, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  store i32 1, i32* %retval, align 4
  br label %return

if.end:                                           ; preds = %entry
  %2 = load %struct.state*, %struct.state** %sp, align 8
  %3 = load i32, i32* %argc.addr, align 4
  %conv = sext i32 %3 to i64
  %call1 = call i32 @state_reset(%struct.state* noundef %2, i64 noundef %conv)
  %4 = load %struct.state*, %struct.state** %sp, align 8
  %call2 = call i32 @state_free(%struct.state* noundef %4)
  store i32 %call2, i32* %retval, align 4
  br label %return

return:                                           ; preds = %if.end, %if.then
  %5 = load i32, i32* %retval, align 4
  ret i32 %5
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
