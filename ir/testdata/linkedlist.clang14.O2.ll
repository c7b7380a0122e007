; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.dnode = type { %struct.dnode*, %struct.dnode*, i8*, i64 }

@.str = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca %struct.dnode*, align 8
  %5 = alloca %struct.dnode*, align 8
  %6 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %7 = bitcast i8* %6 to %struct.node*
  %8 = icmp eq i8* %6, null
  br i1 %8, label %55, label %56

9:                                                ; preds = %111
  %10 = getelementptr inbounds %struct.node, %struct.node* %116, i64 0, i32 0
  store i32 1, i32* %10, align 8, !tbaa !5
  %11 = getelementptr inbounds %struct.node, %struct.node* %116, i64 0, i32 1
  %12 = bitcast %struct.node** %11 to i8**
  store i8* %108, i8** %12, align 8, !tbaa !11
  %13 = getelementptr inbounds %struct.node, %struct.node* %116, i64 0, i32 1
  store %struct.node* null, %struct.node** %13, align 8, !tbaa !11
  br label %14

14:                                               ; preds = %9, %14
  %15 = phi %struct.node* [ %116, %9 ], [ %16, %14 ]
  %16 = phi %struct.node* [ %109, %9 ], [ %18, %14 ]
  %17 = getelementptr inbounds %struct.node, %struct.node* %16, i64 0, i32 1
  %18 = load %struct.node*, %struct.node** %17, align 8, !tbaa !11
  %19 = getelementptr inbounds %struct.node, %struct.node* %16, i64 0, i32 1
  store %struct.node* %15, %struct.node** %19, align 8, !tbaa !11
  %20 = icmp eq %struct.node* %18, null
  br i1 %20, label %21, label %14, !llvm.loop !12

21:                                               ; preds = %14
  %22 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22)
  store %struct.node* %16, %struct.node** %3, align 8, !tbaa !14
  br label %23

23:                                               ; preds = %21, %33
  %24 = phi %struct.node** [ %34, %33 ], [ %3, %21 ]
  %25 = phi %struct.node* [ %35, %33 ], [ %16, %21 ]
  %26 = getelementptr inbounds %struct.node, %struct.node* %25, i64 0, i32 0
  %27 = load i32, i32* %26, align 8, !tbaa !5
  %28 = icmp eq i32 %27, %0
  %29 = getelementptr inbounds %struct.node, %struct.node* %25, i64 0, i32 1
  br i1 %28, label %30, label %33

30:                                               ; preds = %23
  %31 = load %struct.node*, %struct.node** %29, align 8, !tbaa !11
  store %struct.node* %31, %struct.node** %24, align 8, !tbaa !14
  %32 = bitcast %struct.node* %25 to i8*
  tail call void @free(i8* noundef %32) #7
  br label %33

33:                                               ; preds = %30, %23
  %34 = phi %struct.node** [ %24, %30 ], [ %29, %23 ]
  %35 = load %struct.node*, %struct.node** %34, align 8, !tbaa !14
  %36 = icmp eq %struct.node* %35, null
  br i1 %36, label %37, label %23, !llvm.loop !15

37:                                               ; preds = %33
  %38 = load %struct.node*, %struct.node** %3, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22)
  %39 = icmp eq %struct.node* %38, null
  br i1 %39, label %47, label %40

40:                                               ; preds = %37, %40
  %41 = phi %struct.node* [ %44, %40 ], [ %38, %37 ]
  %42 = phi i32 [ %45, %40 ], [ 0, %37 ]
  %43 = getelementptr inbounds %struct.node, %struct.node* %41, i64 0, i32 1
  %44 = load %struct.node*, %struct.node** %43, align 8, !tbaa !11
  %45 = add nuw nsw i32 %42, 1
  %46 = icmp eq %struct.node* %44, null
  br i1 %46, label %47, label %40

47:                                               ; preds = %40, %37
  %48 = phi i32 [ 0, %37 ], [ %45, %40 ]
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %48)
  tail call fastcc void @free_list(%struct.node* noundef %38)
  %50 = bitcast %struct.dnode** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %50)
  %51 = bitcast %struct.dnode** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %51)
  store %struct.dnode* null, %struct.dnode** %4, align 8
  store %struct.dnode* null, %struct.dnode** %5, align 8
  %52 = icmp sgt i32 %0, 0
  br i1 %52, label %53, label %161

53:                                               ; preds = %47
  %54 = zext i32 %0 to i64
  br label %121

55:                                               ; preds = %111, %104, %97, %90, %83, %76, %69, %62, %56, %2
  tail call void @abort() #8
  unreachable

56:                                               ; preds = %2
  %57 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 0
  store i32 0, i32* %57, align 8, !tbaa !5
  %58 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 1
  store %struct.node* null, %struct.node** %58, align 8, !tbaa !11
  %59 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %60 = bitcast i8* %59 to %struct.node*
  %61 = icmp eq i8* %59, null
  br i1 %61, label %55, label %62

62:                                               ; preds = %56
  %63 = getelementptr inbounds %struct.node, %struct.node* %60, i64 0, i32 0
  store i32 1, i32* %63, align 8, !tbaa !5
  %64 = getelementptr inbounds %struct.node, %struct.node* %60, i64 0, i32 1
  %65 = bitcast %struct.node** %64 to i8**
  store i8* %6, i8** %65, align 8, !tbaa !11
  %66 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %67 = bitcast i8* %66 to %struct.node*
  %68 = icmp eq i8* %66, null
  br i1 %68, label %55, label %69

69:                                               ; preds = %62
  %70 = getelementptr inbounds %struct.node, %struct.node* %67, i64 0, i32 0
  store i32 2, i32* %70, align 8, !tbaa !5
  %71 = getelementptr inbounds %struct.node, %struct.node* %67, i64 0, i32 1
  %72 = bitcast %struct.node** %71 to i8**
  store i8* %59, i8** %72, align 8, !tbaa !11
  %73 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %74 = bitcast i8* %73 to %struct.node*
  %75 = icmp eq i8* %73, null
  br i1 %75, label %55, label %76

76:                                               ; preds = %69
  %77 = getelementptr inbounds %struct.node, %struct.node* %74, i64 0, i32 0
  store i32 3, i32* %77, align 8, !tbaa !5
  %78 = getelementptr inbounds %struct.node, %struct.node* %74, i64 0, i32 1
  %79 = bitcast %struct.node** %78 to i8**
  store i8* %66, i8** %79, align 8, !tbaa !11
  %80 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %81 = bitcast i8* %80 to %struct.node*
  %82 = icmp eq i8* %80, null
  br i1 %82, label %55, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds %struct.node, %struct.node* %81, i64 0, i32 0
  store i32 0, i32* %84, align 8, !tbaa !5
  %85 = getelementptr inbounds %struct.node, %struct.node* %81, i64 0, i32 1
  %86 = bitcast %struct.node** %85 to i8**
  store i8* %73, i8** %86, align 8, !tbaa !11
  %87 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %88 = bitcast i8* %87 to %struct.node*
  %89 = icmp eq i8* %87, null
  br i1 %89, label %55, label %90

90:                                               ; preds = %83
  %91 = getelementptr inbounds %struct.node, %struct.node* %88, i64 0, i32 0
  store i32 1, i32* %91, align 8, !tbaa !5
  %92 = getelementptr inbounds %struct.node, %struct.node* %88, i64 0, i32 1
  %93 = bitcast %struct.node** %92 to i8**
  store i8* %80, i8** %93, align 8, !tbaa !11
  %94 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %95 = bitcast i8* %94 to %struct.node*
  %96 = icmp eq i8* %94, null
  br i1 %96, label %55, label %97

97:                                               ; preds = %90
  %98 = getelementptr inbounds %struct.node, %struct.node* %95, i64 0, i32 0
  store i32 2, i32* %98, align 8, !tbaa !5
  %99 = getelementptr inbounds %struct.node, %struct.node* %95, i64 0, i32 1
  %100 = bitcast %struct.node** %99 to i8**
  store i8* %87, i8** %100, align 8, !tbaa !11
  %101 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %102 = bitcast i8* %101 to %struct.node*
  %103 = icmp eq i8* %101, null
  br i1 %103, label %55, label %104

104:                                              ; preds = %97
  %105 = getelementptr inbounds %struct.node, %struct.node* %102, i64 0, i32 0
  store i32 3, i32* %105, align 8, !tbaa !5
  %106 = getelementptr inbounds %struct.node, %struct.node* %102, i64 0, i32 1
  %107 = bitcast %struct.node** %106 to i8**
  store i8* %94, i8** %107, align 8, !tbaa !11
  %108 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %109 = bitcast i8* %108 to %struct.node*
  %110 = icmp eq i8* %108, null
  br i1 %110, label %55, label %111

111:                                              ; preds = %104
  %112 = getelementptr inbounds %struct.node, %struct.node* %109, i64 0, i32 0
  store i32 0, i32* %112, align 8, !tbaa !5
  %113 = getelementptr inbounds %struct.node, %struct.node* %109, i64 0, i32 1
  %114 = bitcast %struct.node** %113 to i8**
  store i8* %101, i8** %114, align 8, !tbaa !11
  %115 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7
  %116 = bitcast i8* %115 to %struct.node*
  %117 = icmp eq i8* %115, null
  br i1 %117, label %55, label %9

118:                                              ; preds = %136
  %119 = load %struct.dnode*, %struct.dnode** %4, align 8, !tbaa !16
  %120 = icmp eq %struct.dnode* %119, null
  br i1 %120, label %161, label %140

121:                                              ; preds = %53, %136
  %122 = phi %struct.dnode* [ null, %53 ], [ %137, %136 ]
  %123 = phi i64 [ 0, %53 ], [ %138, %136 ]
  %124 = getelementptr inbounds i8*, i8** %1, i64 %123
  %125 = load i8*, i8** %124, align 8, !tbaa !14
  %126 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #7
  %127 = bitcast i8* %126 to %struct.dnode*
  %128 = icmp eq i8* %126, null
  br i1 %128, label %136, label %129

129:                                              ; preds = %121
  %130 = getelementptr inbounds %struct.dnode, %struct.dnode* %127, i64 0, i32 2
  store i8* %125, i8** %130, align 8, !tbaa !19
  %131 = getelementptr inbounds %struct.dnode, %struct.dnode* %127, i64 0, i32 0
  store %struct.dnode* %122, %struct.dnode** %131, align 8, !tbaa !21
  %132 = icmp eq %struct.dnode* %122, null
  %133 = getelementptr inbounds %struct.dnode, %struct.dnode* %122, i64 0, i32 1
  %134 = select i1 %132, %struct.dnode** %4, %struct.dnode** %133
  %135 = bitcast %struct.dnode** %134 to i8**
  store i8* %126, i8** %135, align 8, !tbaa !14
  br label %136

136:                                              ; preds = %121, %129
  %137 = phi %struct.dnode* [ %122, %121 ], [ %127, %129 ]
  %138 = add nuw nsw i64 %123, 1
  %139 = icmp eq i64 %138, %54
  br i1 %139, label %118, label %121, !llvm.loop !22

140:                                              ; preds = %118, %153
  %141 = phi %struct.dnode* [ %154, %153 ], [ %119, %118 ]
  %142 = getelementptr inbounds %struct.dnode, %struct.dnode* %141, i64 0, i32 2
  %143 = load i8*, i8** %142, align 8, !tbaa !19
  %144 = tail call i32 @puts(i8* nonnull dereferenceable(1) %143)
  %145 = getelementptr inbounds %struct.dnode, %struct.dnode* %141, i64 0, i32 0
  %146 = load %struct.dnode*, %struct.dnode** %145, align 8, !tbaa !21
  %147 = icmp eq %struct.dnode* %146, null
  %148 = getelementptr inbounds %struct.dnode, %struct.dnode* %141, i64 0, i32 1
  %149 = load %struct.dnode*, %struct.dnode** %148, align 8, !tbaa !23
  br i1 %147, label %153, label %150

150:                                              ; preds = %140
  %151 = getelementptr inbounds %struct.dnode, %struct.dnode* %146, i64 0, i32 1
  store %struct.dnode* %149, %struct.dnode** %151, align 8, !tbaa !23
  %152 = load %struct.dnode*, %struct.dnode** %148, align 8, !tbaa !23
  br label %153

153:                                              ; preds = %140, %150
  %154 = phi %struct.dnode* [ %141, %150 ], [ %149, %140 ]
  %155 = phi %struct.dnode* [ %152, %150 ], [ %149, %140 ]
  %156 = icmp eq %struct.dnode* %155, null
  %157 = getelementptr inbounds %struct.dnode, %struct.dnode* %155, i64 0, i32 0
  %158 = select i1 %156, %struct.dnode** %5, %struct.dnode** %157
  store %struct.dnode* %146, %struct.dnode** %158, align 8, !tbaa !14
  %159 = bitcast %struct.dnode* %141 to i8*
  tail call void @free(i8* noundef %159) #7
  %160 = icmp eq %struct.dnode* %154, null
  br i1 %160, label %161, label %140, !llvm.loop !24

161:                                              ; preds = %153, %47, %118
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %50)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %51)
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @free_list(%struct.node* noundef %0) unnamed_addr #0 {
  %2 = icmp eq %struct.node* %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 1
  %6 = load %struct.node*, %struct.node** %5, align 8, !tbaa !11
  tail call fastcc void @free_list(%struct.node* noundef %6)
  %7 = bitcast %struct.node* %0 to i8*
  tail call void @free(i8* noundef %7) #7
  br label %3
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"node", !7, i64 0, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!10, !10, i64 0}
!15 = distinct !{!15, !13}
!16 = !{!17, !10, i64 0}
!17 = !{!"dlist", !10, i64 0, !10, i64 8, !18, i64 16}
!18 = !{!"long", !8, i64 0}
!19 = !{!20, !10, i64 16}
!20 = !{!"dnode", !10, i64 0, !10, i64 8, !10, i64 16, !18, i64 24}
!21 = !{!20, !10, i64 0}
!22 = distinct !{!22, !13}
!23 = !{!20, !10, i64 8}
!24 = distinct !{!24, !13}
