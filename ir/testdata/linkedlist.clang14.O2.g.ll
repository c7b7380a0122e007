; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.dnode = type { %struct.dnode*, %struct.dnode*, i8*, i64 }
%struct.dlist = type { %struct.dnode*, %struct.dnode*, i64 }

@.str = private unnamed_addr constant [8 x i8] c"len %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca %struct.dnode*, align 8
  %5 = alloca %struct.dnode*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i8** %1, metadata !18, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %6 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %7 = bitcast i8* %6 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %7, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %8 = icmp eq i8* %6, null, !dbg !61
  br i1 %8, label %55, label %56, !dbg !63

9:                                                ; preds = %111
  call void @llvm.dbg.value(metadata i32 1, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %10 = getelementptr inbounds %struct.node, %struct.node* %116, i64 0, i32 0, !dbg !64
  store i32 1, i32* %10, align 8, !dbg !65, !tbaa !66
  %11 = getelementptr inbounds %struct.node, %struct.node* %116, i64 0, i32 1, !dbg !72
  %12 = bitcast %struct.node** %11 to i8**, !dbg !73
  store i8* %108, i8** %12, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata %struct.node* %116, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 10, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %116, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !80, metadata !DIExpression()), !dbg !83
  %13 = getelementptr inbounds %struct.node, %struct.node* %116, i64 0, i32 1, !dbg !85
  call void @llvm.dbg.value(metadata %struct.node* %109, metadata !81, metadata !DIExpression()), !dbg !86
  store %struct.node* null, %struct.node** %13, align 8, !dbg !87, !tbaa !74
  call void @llvm.dbg.value(metadata %struct.node* %109, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata %struct.node* %116, metadata !80, metadata !DIExpression()), !dbg !83
  br label %14, !dbg !88

14:                                               ; preds = %9, %14
  %15 = phi %struct.node* [ %116, %9 ], [ %16, %14 ]
  %16 = phi %struct.node* [ %109, %9 ], [ %18, %14 ]
  call void @llvm.dbg.value(metadata %struct.node* %15, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !81, metadata !DIExpression()), !dbg !86
  %17 = getelementptr inbounds %struct.node, %struct.node* %16, i64 0, i32 1
  %18 = load %struct.node*, %struct.node** %17, align 8, !dbg !85, !tbaa !74
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata %struct.node* %15, metadata !80, metadata !DIExpression()), !dbg !83
  %19 = getelementptr inbounds %struct.node, %struct.node* %16, i64 0, i32 1, !dbg !85
  call void @llvm.dbg.value(metadata %struct.node* %18, metadata !81, metadata !DIExpression()), !dbg !86
  store %struct.node* %15, %struct.node** %19, align 8, !dbg !87, !tbaa !74
  call void @llvm.dbg.value(metadata %struct.node* %18, metadata !75, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !80, metadata !DIExpression()), !dbg !83
  %20 = icmp eq %struct.node* %18, null, !dbg !88
  br i1 %20, label %21, label %14, !dbg !88, !llvm.loop !89

21:                                               ; preds = %14
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !19, metadata !DIExpression()), !dbg !48
  %22 = bitcast %struct.node** %3 to i8*, !dbg !92
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22), !dbg !92
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !95, metadata !DIExpression()) #8, !dbg !92
  store %struct.node* %16, %struct.node** %3, align 8, !tbaa !104
  call void @llvm.dbg.value(metadata i32 %0, metadata !96, metadata !DIExpression()) #8, !dbg !92
  call void @llvm.dbg.value(metadata %struct.node** %3, metadata !97, metadata !DIExpression()) #8, !dbg !92
  br label %23, !dbg !105

23:                                               ; preds = %21, %33
  %24 = phi %struct.node** [ %34, %33 ], [ %3, %21 ]
  %25 = phi %struct.node* [ %35, %33 ], [ %16, %21 ]
  call void @llvm.dbg.value(metadata %struct.node** %24, metadata !97, metadata !DIExpression()) #8, !dbg !92
  %26 = getelementptr inbounds %struct.node, %struct.node* %25, i64 0, i32 0, !dbg !106
  %27 = load i32, i32* %26, align 8, !dbg !106, !tbaa !66
  %28 = icmp eq i32 %27, %0, !dbg !107
  %29 = getelementptr inbounds %struct.node, %struct.node* %25, i64 0, i32 1, !dbg !108
  br i1 %28, label %30, label %33, !dbg !109

30:                                               ; preds = %23
  call void @llvm.dbg.value(metadata %struct.node* %25, metadata !99, metadata !DIExpression()) #8, !dbg !110
  %31 = load %struct.node*, %struct.node** %29, align 8, !dbg !111, !tbaa !74
  store %struct.node* %31, %struct.node** %24, align 8, !dbg !112, !tbaa !104
  %32 = bitcast %struct.node* %25 to i8*, !dbg !113
  tail call void @free(i8* noundef %32) #8, !dbg !114
  br label %33, !dbg !115

33:                                               ; preds = %30, %23
  %34 = phi %struct.node** [ %24, %30 ], [ %29, %23 ], !dbg !92
  call void @llvm.dbg.value(metadata %struct.node** %34, metadata !97, metadata !DIExpression()) #8, !dbg !92
  %35 = load %struct.node*, %struct.node** %34, align 8, !dbg !116, !tbaa !104
  %36 = icmp eq %struct.node* %35, null, !dbg !105
  br i1 %36, label %37, label %23, !dbg !105, !llvm.loop !117

37:                                               ; preds = %33
  %38 = load %struct.node*, %struct.node** %3, align 8, !dbg !119, !tbaa !104
  call void @llvm.dbg.value(metadata %struct.node* %38, metadata !95, metadata !DIExpression()) #8, !dbg !92
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22), !dbg !120
  call void @llvm.dbg.value(metadata %struct.node* %38, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %38, metadata !121, metadata !DIExpression()), !dbg !128
  %39 = icmp eq %struct.node* %38, null, !dbg !130
  br i1 %39, label %47, label %40, !dbg !130

40:                                               ; preds = %37, %40
  %41 = phi %struct.node* [ %44, %40 ], [ %38, %37 ]
  %42 = phi i32 [ %45, %40 ], [ 0, %37 ]
  call void @llvm.dbg.value(metadata %struct.node* %41, metadata !121, metadata !DIExpression()), !dbg !128
  %43 = getelementptr inbounds %struct.node, %struct.node* %41, i64 0, i32 1, !dbg !131
  %44 = load %struct.node*, %struct.node** %43, align 8, !dbg !131, !tbaa !74
  %45 = add nuw nsw i32 %42, 1, !dbg !132
  call void @llvm.dbg.value(metadata %struct.node* %44, metadata !121, metadata !DIExpression()), !dbg !128
  %46 = icmp eq %struct.node* %44, null, !dbg !130
  br i1 %46, label %47, label %40, !dbg !130

47:                                               ; preds = %40, %37
  %48 = phi i32 [ 0, %37 ], [ %45, %40 ], !dbg !132
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %48), !dbg !133
  tail call fastcc void @free_list(%struct.node* noundef %38), !dbg !134
  %50 = bitcast %struct.dnode** %4 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %50), !dbg !135
  %51 = bitcast %struct.dnode** %5 to i8*, !dbg !135
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %51), !dbg !135
  call void @llvm.dbg.value(metadata %struct.dnode* null, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  store %struct.dnode* null, %struct.dnode** %4, align 8, !dbg !136
  call void @llvm.dbg.value(metadata %struct.dnode* null, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  store %struct.dnode* null, %struct.dnode** %5, align 8, !dbg !136
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !137
  %52 = icmp sgt i32 %0, 0, !dbg !138
  br i1 %52, label %53, label %161, !dbg !140

53:                                               ; preds = %47
  %54 = zext i32 %0 to i64, !dbg !138
  br label %121, !dbg !140

55:                                               ; preds = %111, %104, %97, %90, %83, %76, %69, %62, %56, %2
  tail call void @abort() #9, !dbg !141
  unreachable, !dbg !141

56:                                               ; preds = %2
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %57 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 0, !dbg !64
  store i32 0, i32* %57, align 8, !dbg !65, !tbaa !66
  %58 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 1, !dbg !72
  store %struct.node* null, %struct.node** %58, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 1, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %7, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %7, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 1, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %59 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %60 = bitcast i8* %59 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %60, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %61 = icmp eq i8* %59, null, !dbg !61
  br i1 %61, label %55, label %62, !dbg !63

62:                                               ; preds = %56
  call void @llvm.dbg.value(metadata i32 1, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %63 = getelementptr inbounds %struct.node, %struct.node* %60, i64 0, i32 0, !dbg !64
  store i32 1, i32* %63, align 8, !dbg !65, !tbaa !66
  %64 = getelementptr inbounds %struct.node, %struct.node* %60, i64 0, i32 1, !dbg !72
  %65 = bitcast %struct.node** %64 to i8**, !dbg !73
  store i8* %6, i8** %65, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 2, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %60, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %60, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 2, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %66 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %67 = bitcast i8* %66 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %67, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %68 = icmp eq i8* %66, null, !dbg !61
  br i1 %68, label %55, label %69, !dbg !63

69:                                               ; preds = %62
  call void @llvm.dbg.value(metadata i32 2, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %70 = getelementptr inbounds %struct.node, %struct.node* %67, i64 0, i32 0, !dbg !64
  store i32 2, i32* %70, align 8, !dbg !65, !tbaa !66
  %71 = getelementptr inbounds %struct.node, %struct.node* %67, i64 0, i32 1, !dbg !72
  %72 = bitcast %struct.node** %71 to i8**, !dbg !73
  store i8* %59, i8** %72, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 3, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %67, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %67, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 3, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %73 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %74 = bitcast i8* %73 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %74, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %75 = icmp eq i8* %73, null, !dbg !61
  br i1 %75, label %55, label %76, !dbg !63

76:                                               ; preds = %69
  call void @llvm.dbg.value(metadata i32 3, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %77 = getelementptr inbounds %struct.node, %struct.node* %74, i64 0, i32 0, !dbg !64
  store i32 3, i32* %77, align 8, !dbg !65, !tbaa !66
  %78 = getelementptr inbounds %struct.node, %struct.node* %74, i64 0, i32 1, !dbg !72
  %79 = bitcast %struct.node** %78 to i8**, !dbg !73
  store i8* %66, i8** %79, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 4, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %74, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %74, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 4, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %80 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %81 = bitcast i8* %80 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %81, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %82 = icmp eq i8* %80, null, !dbg !61
  br i1 %82, label %55, label %83, !dbg !63

83:                                               ; preds = %76
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %84 = getelementptr inbounds %struct.node, %struct.node* %81, i64 0, i32 0, !dbg !64
  store i32 0, i32* %84, align 8, !dbg !65, !tbaa !66
  %85 = getelementptr inbounds %struct.node, %struct.node* %81, i64 0, i32 1, !dbg !72
  %86 = bitcast %struct.node** %85 to i8**, !dbg !73
  store i8* %73, i8** %86, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 5, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %81, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %81, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 5, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %87 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %88 = bitcast i8* %87 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %88, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %89 = icmp eq i8* %87, null, !dbg !61
  br i1 %89, label %55, label %90, !dbg !63

90:                                               ; preds = %83
  call void @llvm.dbg.value(metadata i32 1, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %91 = getelementptr inbounds %struct.node, %struct.node* %88, i64 0, i32 0, !dbg !64
  store i32 1, i32* %91, align 8, !dbg !65, !tbaa !66
  %92 = getelementptr inbounds %struct.node, %struct.node* %88, i64 0, i32 1, !dbg !72
  %93 = bitcast %struct.node** %92 to i8**, !dbg !73
  store i8* %80, i8** %93, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 6, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %88, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %88, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 6, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %94 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %95 = bitcast i8* %94 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %95, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %96 = icmp eq i8* %94, null, !dbg !61
  br i1 %96, label %55, label %97, !dbg !63

97:                                               ; preds = %90
  call void @llvm.dbg.value(metadata i32 2, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %98 = getelementptr inbounds %struct.node, %struct.node* %95, i64 0, i32 0, !dbg !64
  store i32 2, i32* %98, align 8, !dbg !65, !tbaa !66
  %99 = getelementptr inbounds %struct.node, %struct.node* %95, i64 0, i32 1, !dbg !72
  %100 = bitcast %struct.node** %99 to i8**, !dbg !73
  store i8* %87, i8** %100, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 7, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %95, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %95, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 7, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %101 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %102 = bitcast i8* %101 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %102, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %103 = icmp eq i8* %101, null, !dbg !61
  br i1 %103, label %55, label %104, !dbg !63

104:                                              ; preds = %97
  call void @llvm.dbg.value(metadata i32 3, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %105 = getelementptr inbounds %struct.node, %struct.node* %102, i64 0, i32 0, !dbg !64
  store i32 3, i32* %105, align 8, !dbg !65, !tbaa !66
  %106 = getelementptr inbounds %struct.node, %struct.node* %102, i64 0, i32 1, !dbg !72
  %107 = bitcast %struct.node** %106 to i8**, !dbg !73
  store i8* %94, i8** %107, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 8, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %102, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %102, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 8, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %108 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %109 = bitcast i8* %108 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %109, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %110 = icmp eq i8* %108, null, !dbg !61
  br i1 %110, label %55, label %111, !dbg !63

111:                                              ; preds = %104
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()) #8, !dbg !57
  %112 = getelementptr inbounds %struct.node, %struct.node* %109, i64 0, i32 0, !dbg !64
  store i32 0, i32* %112, align 8, !dbg !65, !tbaa !66
  %113 = getelementptr inbounds %struct.node, %struct.node* %109, i64 0, i32 1, !dbg !72
  %114 = bitcast %struct.node** %113 to i8**, !dbg !73
  store i8* %101, i8** %114, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i32 9, metadata !25, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata %struct.node* %109, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata %struct.node* %109, metadata !50, metadata !DIExpression()) #8, !dbg !57
  call void @llvm.dbg.value(metadata i32 9, metadata !55, metadata !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value)) #8, !dbg !57
  %115 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #8, !dbg !60
  %116 = bitcast i8* %115 to %struct.node*, !dbg !60
  call void @llvm.dbg.value(metadata %struct.node* %116, metadata !56, metadata !DIExpression()) #8, !dbg !57
  %117 = icmp eq i8* %115, null, !dbg !61
  br i1 %117, label %55, label %9, !dbg !63

118:                                              ; preds = %136
  %119 = load %struct.dnode*, %struct.dnode** %4, align 8, !tbaa !142
  call void @llvm.dbg.value(metadata i64 poison, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata %struct.dnode* %119, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  %120 = icmp eq %struct.dnode* %119, null, !dbg !145
  br i1 %120, label %161, label %140, !dbg !145

121:                                              ; preds = %53, %136
  %122 = phi %struct.dnode* [ null, %53 ], [ %137, %136 ]
  %123 = phi i64 [ 0, %53 ], [ %138, %136 ]
  call void @llvm.dbg.value(metadata i64 %123, metadata !46, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i64 undef, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  %124 = getelementptr inbounds i8*, i8** %1, i64 %123, !dbg !146
  %125 = load i8*, i8** %124, align 8, !dbg !146, !tbaa !104
  call void @llvm.dbg.value(metadata %struct.dlist* undef, metadata !147, metadata !DIExpression()) #8, !dbg !155
  call void @llvm.dbg.value(metadata i8* %125, metadata !153, metadata !DIExpression()) #8, !dbg !155
  %126 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #8, !dbg !157
  %127 = bitcast i8* %126 to %struct.dnode*, !dbg !157
  call void @llvm.dbg.value(metadata %struct.dnode* %127, metadata !154, metadata !DIExpression()) #8, !dbg !155
  %128 = icmp eq i8* %126, null, !dbg !158
  br i1 %128, label %136, label %129, !dbg !160

129:                                              ; preds = %121
  %130 = getelementptr inbounds %struct.dnode, %struct.dnode* %127, i64 0, i32 2, !dbg !161
  store i8* %125, i8** %130, align 8, !dbg !162, !tbaa !163
  call void @llvm.dbg.value(metadata %struct.dnode* %122, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  %131 = getelementptr inbounds %struct.dnode, %struct.dnode* %127, i64 0, i32 0, !dbg !165
  store %struct.dnode* %122, %struct.dnode** %131, align 8, !dbg !166, !tbaa !167
  %132 = icmp eq %struct.dnode* %122, null, !dbg !168
  %133 = getelementptr inbounds %struct.dnode, %struct.dnode* %122, i64 0, i32 1, !dbg !170
  %134 = select i1 %132, %struct.dnode** %4, %struct.dnode** %133, !dbg !170
  %135 = bitcast %struct.dnode** %134 to i8**, !dbg !170
  store i8* %126, i8** %135, align 8, !dbg !171, !tbaa !104
  call void @llvm.dbg.value(metadata %struct.dnode* %127, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i64 undef, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  br label %136, !dbg !172

136:                                              ; preds = %121, %129
  %137 = phi %struct.dnode* [ %122, %121 ], [ %127, %129 ]
  call void @llvm.dbg.value(metadata i64 undef, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  %138 = add nuw nsw i64 %123, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %138, metadata !46, metadata !DIExpression()), !dbg !137
  %139 = icmp eq i64 %138, %54, !dbg !138
  br i1 %139, label %118, label %121, !dbg !140, !llvm.loop !174

140:                                              ; preds = %118, %153
  %141 = phi %struct.dnode* [ %154, %153 ], [ %119, %118 ]
  call void @llvm.dbg.value(metadata %struct.dnode* %141, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  %142 = getelementptr inbounds %struct.dnode, %struct.dnode* %141, i64 0, i32 2, !dbg !176
  %143 = load i8*, i8** %142, align 8, !dbg !176, !tbaa !163
  %144 = tail call i32 @puts(i8* nonnull dereferenceable(1) %143), !dbg !178
  call void @llvm.dbg.value(metadata %struct.dlist* undef, metadata !179, metadata !DIExpression()) #8, !dbg !185
  call void @llvm.dbg.value(metadata %struct.dnode* %141, metadata !184, metadata !DIExpression()) #8, !dbg !185
  %145 = getelementptr inbounds %struct.dnode, %struct.dnode* %141, i64 0, i32 0, !dbg !187
  %146 = load %struct.dnode*, %struct.dnode** %145, align 8, !dbg !187, !tbaa !167
  %147 = icmp eq %struct.dnode* %146, null, !dbg !189
  %148 = getelementptr inbounds %struct.dnode, %struct.dnode* %141, i64 0, i32 1, !dbg !190
  %149 = load %struct.dnode*, %struct.dnode** %148, align 8, !dbg !190, !tbaa !191
  br i1 %147, label %153, label %150, !dbg !192

150:                                              ; preds = %140
  %151 = getelementptr inbounds %struct.dnode, %struct.dnode* %146, i64 0, i32 1, !dbg !193
  store %struct.dnode* %149, %struct.dnode** %151, align 8, !dbg !194, !tbaa !191
  %152 = load %struct.dnode*, %struct.dnode** %148, align 8, !dbg !195, !tbaa !191
  br label %153, !dbg !197

153:                                              ; preds = %140, %150
  %154 = phi %struct.dnode* [ %141, %150 ], [ %149, %140 ]
  %155 = phi %struct.dnode* [ %152, %150 ], [ %149, %140 ], !dbg !195
  %156 = icmp eq %struct.dnode* %155, null, !dbg !198
  %157 = getelementptr inbounds %struct.dnode, %struct.dnode* %155, i64 0, i32 0, !dbg !199
  %158 = select i1 %156, %struct.dnode** %5, %struct.dnode** %157, !dbg !199
  store %struct.dnode* %146, %struct.dnode** %158, align 8, !dbg !200, !tbaa !104
  call void @llvm.dbg.value(metadata i64 poison, metadata !27, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  %159 = bitcast %struct.dnode* %141 to i8*, !dbg !201
  tail call void @free(i8* noundef %159) #8, !dbg !202
  call void @llvm.dbg.value(metadata i64 poison, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !48
  call void @llvm.dbg.value(metadata %struct.dnode* %154, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !48
  %160 = icmp eq %struct.dnode* %154, null, !dbg !145
  br i1 %160, label %161, label %140, !dbg !145, !llvm.loop !203

161:                                              ; preds = %153, %47, %118
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %50), !dbg !205
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %51), !dbg !205
  ret i32 0, !dbg !206
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @free_list(%struct.node* noundef %0) unnamed_addr #0 !dbg !207 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !211, metadata !DIExpression()), !dbg !212
  %2 = icmp eq %struct.node* %0, null, !dbg !213
  br i1 %2, label %3, label %4, !dbg !215

3:                                                ; preds = %1, %4
  ret void, !dbg !216

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 1, !dbg !217
  %6 = load %struct.node*, %struct.node** %5, align 8, !dbg !217, !tbaa !74
  tail call fastcc void @free_list(%struct.node* noundef %6), !dbg !218
  %7 = bitcast %struct.node* %0 to i8*, !dbg !219
  tail call void @free(i8* noundef %7) #8, !dbg !220
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linkedlist.c", directory: ".", checksumkind: CSK_MD5, checksum: "217e882da88e9d356b5beab1eb055f06")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 102, type: !10, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !25, !27, !46}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 102, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 102, type: !13)
!19 = !DILocalVariable(name: "list", scope: !9, file: !1, line: 104, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !21, file: !1, line: 7, baseType: !12, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !21, file: !1, line: 8, baseType: !20, size: 64, offset: 64)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 105, type: !12)
!26 = distinct !DILexicalBlock(scope: !9, file: !1, line: 105, column: 2)
!27 = !DILocalVariable(name: "words", scope: !9, file: !1, line: 112, type: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dlist", file: !1, line: 17, size: 192, elements: !29)
!29 = !{!30, !41, !42}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !28, file: !1, line: 18, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dnode", file: !1, line: 11, size: 256, elements: !33)
!33 = !{!34, !35, !36, !39}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !32, file: !1, line: 12, baseType: !31, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !32, file: !1, line: 12, baseType: !31, size: 64, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !32, file: !1, line: 13, baseType: !37, size: 64, offset: 128)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !32, file: !1, line: 14, baseType: !40, size: 64, offset: 192)
!40 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "tail", scope: !28, file: !1, line: 18, baseType: !31, size: 64, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !28, file: !1, line: 19, baseType: !43, size: 64, offset: 128)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !44, line: 46, baseType: !45)
!44 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 113, type: !12)
!47 = distinct !DILexicalBlock(scope: !9, file: !1, line: 113, column: 2)
!48 = !DILocation(line: 0, scope: !9)
!49 = !DILocation(line: 0, scope: !26)
!50 = !DILocalVariable(name: "head", arg: 1, scope: !51, file: !1, line: 22, type: !20)
!51 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 22, type: !52, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!20, !20, !12}
!54 = !{!50, !55, !56}
!55 = !DILocalVariable(name: "value", arg: 2, scope: !51, file: !1, line: 22, type: !12)
!56 = !DILocalVariable(name: "n", scope: !51, file: !1, line: 24, type: !20)
!57 = !DILocation(line: 0, scope: !51, inlinedAt: !58)
!58 = distinct !DILocation(line: 106, column: 10, scope: !59)
!59 = distinct !DILexicalBlock(scope: !26, file: !1, line: 105, column: 2)
!60 = !DILocation(line: 24, column: 19, scope: !51, inlinedAt: !58)
!61 = !DILocation(line: 25, column: 7, scope: !62, inlinedAt: !58)
!62 = distinct !DILexicalBlock(scope: !51, file: !1, line: 25, column: 6)
!63 = !DILocation(line: 25, column: 6, scope: !51, inlinedAt: !58)
!64 = !DILocation(line: 27, column: 5, scope: !51, inlinedAt: !58)
!65 = !DILocation(line: 27, column: 11, scope: !51, inlinedAt: !58)
!66 = !{!67, !68, i64 0}
!67 = !{!"node", !68, i64 0, !71, i64 8}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !{!"any pointer", !69, i64 0}
!72 = !DILocation(line: 28, column: 5, scope: !51, inlinedAt: !58)
!73 = !DILocation(line: 28, column: 10, scope: !51, inlinedAt: !58)
!74 = !{!67, !71, i64 8}
!75 = !DILocalVariable(name: "head", arg: 1, scope: !76, file: !1, line: 32, type: !20)
!76 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 32, type: !77, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!20, !20}
!79 = !{!75, !80, !81}
!80 = !DILocalVariable(name: "prev", scope: !76, file: !1, line: 34, type: !20)
!81 = !DILocalVariable(name: "next", scope: !82, file: !1, line: 36, type: !20)
!82 = distinct !DILexicalBlock(scope: !76, file: !1, line: 35, column: 15)
!83 = !DILocation(line: 0, scope: !76, inlinedAt: !84)
!84 = distinct !DILocation(line: 107, column: 9, scope: !9)
!85 = !DILocation(line: 36, column: 29, scope: !82, inlinedAt: !84)
!86 = !DILocation(line: 0, scope: !82, inlinedAt: !84)
!87 = !DILocation(line: 37, column: 14, scope: !82, inlinedAt: !84)
!88 = !DILocation(line: 35, column: 2, scope: !76, inlinedAt: !84)
!89 = distinct !{!89, !88, !90, !91}
!90 = !DILocation(line: 40, column: 2, scope: !76, inlinedAt: !84)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 0, scope: !93, inlinedAt: !103)
!93 = distinct !DISubprogram(name: "remove_value", scope: !1, file: !1, line: 49, type: !52, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !94)
!94 = !{!95, !96, !97, !99}
!95 = !DILocalVariable(name: "head", arg: 1, scope: !93, file: !1, line: 49, type: !20)
!96 = !DILocalVariable(name: "value", arg: 2, scope: !93, file: !1, line: 49, type: !12)
!97 = !DILocalVariable(name: "pp", scope: !93, file: !1, line: 51, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!99 = !DILocalVariable(name: "dead", scope: !100, file: !1, line: 54, type: !20)
!100 = distinct !DILexicalBlock(scope: !101, file: !1, line: 53, column: 30)
!101 = distinct !DILexicalBlock(scope: !102, file: !1, line: 53, column: 7)
!102 = distinct !DILexicalBlock(scope: !93, file: !1, line: 52, column: 14)
!103 = distinct !DILocation(line: 108, column: 9, scope: !9)
!104 = !{!71, !71, i64 0}
!105 = !DILocation(line: 52, column: 2, scope: !93, inlinedAt: !103)
!106 = !DILocation(line: 53, column: 14, scope: !101, inlinedAt: !103)
!107 = !DILocation(line: 53, column: 20, scope: !101, inlinedAt: !103)
!108 = !DILocation(line: 0, scope: !101, inlinedAt: !103)
!109 = !DILocation(line: 53, column: 7, scope: !102, inlinedAt: !103)
!110 = !DILocation(line: 0, scope: !100, inlinedAt: !103)
!111 = !DILocation(line: 55, column: 16, scope: !100, inlinedAt: !103)
!112 = !DILocation(line: 55, column: 8, scope: !100, inlinedAt: !103)
!113 = !DILocation(line: 56, column: 9, scope: !100, inlinedAt: !103)
!114 = !DILocation(line: 56, column: 4, scope: !100, inlinedAt: !103)
!115 = !DILocation(line: 57, column: 3, scope: !100, inlinedAt: !103)
!116 = !DILocation(line: 52, column: 9, scope: !93, inlinedAt: !103)
!117 = distinct !{!117, !105, !118, !91}
!118 = !DILocation(line: 60, column: 2, scope: !93, inlinedAt: !103)
!119 = !DILocation(line: 61, column: 9, scope: !93, inlinedAt: !103)
!120 = !DILocation(line: 61, column: 2, scope: !93, inlinedAt: !103)
!121 = !DILocalVariable(name: "n", arg: 1, scope: !122, file: !1, line: 44, type: !125)
!122 = distinct !DISubprogram(name: "length", scope: !1, file: !1, line: 44, type: !123, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!123 = !DISubroutineType(types: !124)
!124 = !{!12, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!127 = !{!121}
!128 = !DILocation(line: 0, scope: !122, inlinedAt: !129)
!129 = distinct !DILocation(line: 109, column: 21, scope: !9)
!130 = !DILocation(line: 46, column: 9, scope: !122, inlinedAt: !129)
!131 = !DILocation(line: 46, column: 27, scope: !122, inlinedAt: !129)
!132 = !DILocation(line: 46, column: 15, scope: !122, inlinedAt: !129)
!133 = !DILocation(line: 109, column: 2, scope: !9)
!134 = !DILocation(line: 110, column: 2, scope: !9)
!135 = !DILocation(line: 112, column: 2, scope: !9)
!136 = !DILocation(line: 112, column: 15, scope: !9)
!137 = !DILocation(line: 0, scope: !47)
!138 = !DILocation(line: 113, column: 20, scope: !139)
!139 = distinct !DILexicalBlock(scope: !47, file: !1, line: 113, column: 2)
!140 = !DILocation(line: 113, column: 2, scope: !47)
!141 = !DILocation(line: 26, column: 3, scope: !62, inlinedAt: !58)
!142 = !{!143, !71, i64 0}
!143 = !{!"dlist", !71, i64 0, !71, i64 8, !144, i64 16}
!144 = !{!"long", !69, i64 0}
!145 = !DILocation(line: 115, column: 2, scope: !9)
!146 = !DILocation(line: 114, column: 24, scope: !139)
!147 = !DILocalVariable(name: "l", arg: 1, scope: !148, file: !1, line: 72, type: !151)
!148 = distinct !DISubprogram(name: "dlist_append", scope: !1, file: !1, line: 72, type: !149, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !152)
!149 = !DISubroutineType(types: !150)
!150 = !{!31, !151, !37}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!152 = !{!147, !153, !154}
!153 = !DILocalVariable(name: "key", arg: 2, scope: !148, file: !1, line: 72, type: !37)
!154 = !DILocalVariable(name: "n", scope: !148, file: !1, line: 74, type: !31)
!155 = !DILocation(line: 0, scope: !148, inlinedAt: !156)
!156 = distinct !DILocation(line: 114, column: 3, scope: !139)
!157 = !DILocation(line: 74, column: 20, scope: !148, inlinedAt: !156)
!158 = !DILocation(line: 75, column: 7, scope: !159, inlinedAt: !156)
!159 = distinct !DILexicalBlock(scope: !148, file: !1, line: 75, column: 6)
!160 = !DILocation(line: 75, column: 6, scope: !148, inlinedAt: !156)
!161 = !DILocation(line: 77, column: 5, scope: !148, inlinedAt: !156)
!162 = !DILocation(line: 77, column: 9, scope: !148, inlinedAt: !156)
!163 = !{!164, !71, i64 16}
!164 = !{!"dnode", !71, i64 0, !71, i64 8, !71, i64 16, !144, i64 24}
!165 = !DILocation(line: 78, column: 5, scope: !148, inlinedAt: !156)
!166 = !DILocation(line: 78, column: 10, scope: !148, inlinedAt: !156)
!167 = !{!164, !71, i64 0}
!168 = !DILocation(line: 79, column: 6, scope: !169, inlinedAt: !156)
!169 = distinct !DILexicalBlock(scope: !148, file: !1, line: 79, column: 6)
!170 = !DILocation(line: 79, column: 6, scope: !148, inlinedAt: !156)
!171 = !DILocation(line: 0, scope: !169, inlinedAt: !156)
!172 = !DILocation(line: 85, column: 2, scope: !148, inlinedAt: !156)
!173 = !DILocation(line: 113, column: 29, scope: !139)
!174 = distinct !{!174, !140, !175, !91}
!175 = !DILocation(line: 114, column: 31, scope: !47)
!176 = !DILocation(line: 116, column: 30, scope: !177)
!177 = distinct !DILexicalBlock(scope: !9, file: !1, line: 115, column: 21)
!178 = !DILocation(line: 116, column: 3, scope: !177)
!179 = !DILocalVariable(name: "l", arg: 1, scope: !180, file: !1, line: 88, type: !151)
!180 = distinct !DISubprogram(name: "dlist_unlink", scope: !1, file: !1, line: 88, type: !181, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !151, !31}
!183 = !{!179, !184}
!184 = !DILocalVariable(name: "n", arg: 2, scope: !180, file: !1, line: 88, type: !31)
!185 = !DILocation(line: 0, scope: !180, inlinedAt: !186)
!186 = distinct !DILocation(line: 117, column: 3, scope: !177)
!187 = !DILocation(line: 90, column: 9, scope: !188, inlinedAt: !186)
!188 = distinct !DILexicalBlock(scope: !180, file: !1, line: 90, column: 6)
!189 = !DILocation(line: 90, column: 6, scope: !188, inlinedAt: !186)
!190 = !DILocation(line: 0, scope: !188, inlinedAt: !186)
!191 = !{!164, !71, i64 8}
!192 = !DILocation(line: 90, column: 6, scope: !180, inlinedAt: !186)
!193 = !DILocation(line: 91, column: 12, scope: !188, inlinedAt: !186)
!194 = !DILocation(line: 91, column: 17, scope: !188, inlinedAt: !186)
!195 = !DILocation(line: 94, column: 9, scope: !196, inlinedAt: !186)
!196 = distinct !DILexicalBlock(scope: !180, file: !1, line: 94, column: 6)
!197 = !DILocation(line: 91, column: 3, scope: !188, inlinedAt: !186)
!198 = !DILocation(line: 94, column: 6, scope: !196, inlinedAt: !186)
!199 = !DILocation(line: 94, column: 6, scope: !180, inlinedAt: !186)
!200 = !DILocation(line: 0, scope: !196, inlinedAt: !186)
!201 = !DILocation(line: 99, column: 7, scope: !180, inlinedAt: !186)
!202 = !DILocation(line: 99, column: 2, scope: !180, inlinedAt: !186)
!203 = distinct !{!203, !145, !204, !91}
!204 = !DILocation(line: 118, column: 2, scope: !9)
!205 = !DILocation(line: 120, column: 1, scope: !9)
!206 = !DILocation(line: 119, column: 2, scope: !9)
!207 = distinct !DISubprogram(name: "free_list", scope: !1, file: !1, line: 64, type: !208, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !20}
!210 = !{!211}
!211 = !DILocalVariable(name: "n", arg: 1, scope: !207, file: !1, line: 64, type: !20)
!212 = !DILocation(line: 0, scope: !207)
!213 = !DILocation(line: 66, column: 7, scope: !214)
!214 = distinct !DILexicalBlock(scope: !207, file: !1, line: 66, column: 6)
!215 = !DILocation(line: 66, column: 6, scope: !207)
!216 = !DILocation(line: 70, column: 1, scope: !207)
!217 = !DILocation(line: 68, column: 15, scope: !207)
!218 = !DILocation(line: 68, column: 2, scope: !207)
!219 = !DILocation(line: 69, column: 7, scope: !207)
!220 = !DILocation(line: 69, column: 2, scope: !207)
