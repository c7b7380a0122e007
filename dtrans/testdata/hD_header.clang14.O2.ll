; ModuleID = 'hD_header.c'
source_filename = "hD_header.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Obj = type { %struct.Obj*, i8, i8 }
%struct.Str = type { %struct.Obj*, i8, i8, i8, i8, i32, %union.anon, [1 x i8] }
%union.anon = type { i64 }

@allgc = internal unnamed_addr global %struct.Obj* null, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local %struct.Obj* @newobj(i32 noundef %tt, i64 noundef %sz) local_unnamed_addr #0 {
entry:
  %call = tail call noalias i8* @malloc(i64 noundef %sz) #6
  %0 = bitcast i8* %call to %struct.Obj*
  %cmp = icmp eq i8* %call, null
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  tail call void @abort() #7
  unreachable

if.end:                                           ; preds = %entry
  %conv = trunc i32 %tt to i8
  %tt1 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 1
  store i8 %conv, i8* %tt1, align 8, !tbaa !5
  %marked = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 2
  store i8 0, i8* %marked, align 1, !tbaa !10
  %1 = load %struct.Obj*, %struct.Obj** @allgc, align 8, !tbaa !11
  %next = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i64 0, i32 0
  store %struct.Obj* %1, %struct.Obj** %next, align 8, !tbaa !12
  store i8* %call, i8** bitcast (%struct.Obj** @allgc to i8**), align 8, !tbaa !11
  ret %struct.Obj* %0
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local %struct.Str* @newstr(i8* nocapture noundef readonly %s, i64 noundef %l) local_unnamed_addr #3 {
entry:
  %add1 = add i64 %l, 25
  %call = tail call %struct.Obj* @newobj(i32 noundef 4, i64 noundef %add1)
  %0 = bitcast %struct.Obj* %call to %struct.Str*
  %hash = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 5
  store i32 7, i32* %hash, align 4, !tbaa !13
  %extra = getelementptr inbounds %struct.Str, %struct.Str* %0, i64 0, i32 3
  store i8 0, i8* %extra, align 2, !tbaa !16
  %contents = getelementptr inbounds %struct.Obj, %struct.Obj* %call, i64 1, i32 1
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %contents, i8* align 1 %s, i64 %l, i1 false)
  %arrayidx = getelementptr inbounds i8, i8* %contents, i64 %l
  store i8 0, i8* %arrayidx, align 1, !tbaa !17
  ret %struct.Str* %0
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** nocapture noundef readonly %argv) local_unnamed_addr #3 {
entry:
  %0 = load i8*, i8** %argv, align 8, !tbaa !11
  %call = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %0) #8
  %add1.i = add i64 %call, 25
  %call.i = tail call %struct.Obj* @newobj(i32 noundef 4, i64 noundef %add1.i) #6
  %1 = bitcast %struct.Obj* %call.i to %struct.Str*
  %hash.i = getelementptr inbounds %struct.Str, %struct.Str* %1, i64 0, i32 5
  store i32 7, i32* %hash.i, align 4, !tbaa !13
  %extra.i = getelementptr inbounds %struct.Str, %struct.Str* %1, i64 0, i32 3
  store i8 0, i8* %extra.i, align 2, !tbaa !16
  %contents.i = getelementptr inbounds %struct.Obj, %struct.Obj* %call.i, i64 1, i32 1
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %contents.i, i8* align 1 %0, i64 %call, i1 false) #6
  %arrayidx.i = getelementptr inbounds i8, i8* %contents.i, i64 %call
  store i8 0, i8* %arrayidx.i, align 1, !tbaa !17
  %2 = load i32, i32* %hash.i, align 4, !tbaa !13
  %3 = load i8, i8* %contents.i, align 8, !tbaa !17
  %conv = sext i8 %3 to i32
  %add = add i32 %2, %conv
  %4 = load %struct.Obj*, %struct.Obj** @allgc, align 8, !tbaa !11
  %tt = getelementptr inbounds %struct.Obj, %struct.Obj* %4, i64 0, i32 1
  %5 = load i8, i8* %tt, align 8, !tbaa !5
  %conv4 = zext i8 %5 to i32
  %add5 = add i32 %add, %conv4
  ret i32 %add5
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 8}
!6 = !{!"Obj", !7, i64 0, !8, i64 8, !8, i64 9}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !8, i64 9}
!11 = !{!7, !7, i64 0}
!12 = !{!6, !7, i64 0}
!13 = !{!14, !15, i64 12}
!14 = !{!"Str", !7, i64 0, !8, i64 8, !8, i64 9, !8, i64 10, !8, i64 11, !15, i64 12, !8, i64 16, !8, i64 24}
!15 = !{!"int", !8, i64 0}
!16 = !{!14, !8, i64 10}
!17 = !{!8, !8, i64 0}
