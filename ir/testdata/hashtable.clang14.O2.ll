; ModuleID = 'hashtable.c'
source_filename = "hashtable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { i8*, i32, i32, %struct.entry* }

@main.words = internal unnamed_addr constant [12 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"plum\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"yuzu\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"%zu %zu %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 4, i64 noundef 8) #6
  %4 = icmp eq i8* %3, null
  br i1 %4, label %228, label %5

5:                                                ; preds = %2
  %6 = bitcast i8* %3 to %struct.entry**
  br label %11

7:                                                ; preds = %125
  %8 = icmp sgt i32 %0, 1
  br i1 %8, label %9, label %131

9:                                                ; preds = %7
  %10 = zext i32 %0 to i64
  br label %151

11:                                               ; preds = %5, %125
  %12 = phi i64 [ %129, %125 ], [ 0, %5 ]
  %13 = phi %struct.entry** [ %126, %125 ], [ %6, %5 ]
  %14 = phi i64 [ %127, %125 ], [ 4, %5 ]
  %15 = phi i64 [ %128, %125 ], [ 0, %5 ]
  %16 = getelementptr inbounds [12 x i8*], [12 x i8*]* @main.words, i64 0, i64 %12
  %17 = load i8*, i8** %16, align 8, !tbaa !5
  %18 = load i8, i8* %17, align 1, !tbaa !9
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %11, %20
  %21 = phi i8 [ %28, %20 ], [ %18, %11 ]
  %22 = phi i32 [ %27, %20 ], [ -2128831035, %11 ]
  %23 = phi i8* [ %24, %20 ], [ %17, %11 ]
  %24 = getelementptr inbounds i8, i8* %23, i64 1
  %25 = zext i8 %21 to i32
  %26 = xor i32 %22, %25
  %27 = mul i32 %26, 16777619
  %28 = load i8, i8* %24, align 1, !tbaa !9
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %30, label %20, !llvm.loop !10

30:                                               ; preds = %20, %11
  %31 = phi i32 [ -2128831035, %11 ], [ %27, %20 ]
  %32 = zext i32 %31 to i64
  %33 = urem i64 %32, %14
  %34 = getelementptr inbounds %struct.entry*, %struct.entry** %13, i64 %33
  %35 = load %struct.entry*, %struct.entry** %34, align 8, !tbaa !5
  %36 = icmp eq %struct.entry* %35, null
  %37 = bitcast %struct.entry** %13 to i8*
  br i1 %36, label %55, label %38

38:                                               ; preds = %30, %48
  %39 = phi %struct.entry* [ %50, %48 ], [ %35, %30 ]
  %40 = getelementptr inbounds %struct.entry, %struct.entry* %39, i64 0, i32 2
  %41 = load i32, i32* %40, align 4, !tbaa !12
  %42 = icmp eq i32 %41, %31
  br i1 %42, label %43, label %48

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.entry, %struct.entry* %39, i64 0, i32 0
  %45 = load i8*, i8** %44, align 8, !tbaa !15
  %46 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %45, i8* noundef nonnull dereferenceable(1) %17) #7
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %52, label %48

48:                                               ; preds = %43, %38
  %49 = getelementptr inbounds %struct.entry, %struct.entry* %39, i64 0, i32 3
  %50 = load %struct.entry*, %struct.entry** %49, align 8, !tbaa !5
  %51 = icmp eq %struct.entry* %50, null
  br i1 %51, label %55, label %38, !llvm.loop !16

52:                                               ; preds = %43
  %53 = getelementptr inbounds %struct.entry, %struct.entry* %39, i64 0, i32 1
  %54 = load i32, i32* %53, align 4, !tbaa !17
  br label %118

55:                                               ; preds = %48, %30
  %56 = add i64 %15, 1
  %57 = mul i64 %14, 3
  %58 = lshr i64 %57, 2
  %59 = icmp ugt i64 %56, %58
  br i1 %59, label %60, label %87

60:                                               ; preds = %55
  %61 = shl i64 %14, 1
  %62 = tail call noalias i8* @calloc(i64 noundef %61, i64 noundef 8) #6
  %63 = bitcast i8* %62 to %struct.entry**
  %64 = icmp eq i8* %62, null
  br i1 %64, label %87, label %65

65:                                               ; preds = %60
  %66 = icmp eq i64 %14, 0
  br i1 %66, label %67, label %68

67:                                               ; preds = %84, %65
  tail call void @free(i8* noundef %37) #6
  br label %87

68:                                               ; preds = %65, %84
  %69 = phi i64 [ %85, %84 ], [ 0, %65 ]
  %70 = getelementptr inbounds %struct.entry*, %struct.entry** %13, i64 %69
  %71 = load %struct.entry*, %struct.entry** %70, align 8, !tbaa !5
  %72 = icmp eq %struct.entry* %71, null
  br i1 %72, label %84, label %73

73:                                               ; preds = %68, %73
  %74 = phi %struct.entry* [ %76, %73 ], [ %71, %68 ]
  %75 = getelementptr inbounds %struct.entry, %struct.entry* %74, i64 0, i32 3
  %76 = load %struct.entry*, %struct.entry** %75, align 8, !tbaa !18
  %77 = getelementptr inbounds %struct.entry, %struct.entry* %74, i64 0, i32 2
  %78 = load i32, i32* %77, align 4, !tbaa !12
  %79 = zext i32 %78 to i64
  %80 = urem i64 %79, %61
  %81 = getelementptr inbounds %struct.entry*, %struct.entry** %63, i64 %80
  %82 = load %struct.entry*, %struct.entry** %81, align 8, !tbaa !5
  store %struct.entry* %82, %struct.entry** %75, align 8, !tbaa !18
  store %struct.entry* %74, %struct.entry** %81, align 8, !tbaa !5
  %83 = icmp eq %struct.entry* %76, null
  br i1 %83, label %84, label %73, !llvm.loop !19

84:                                               ; preds = %73, %68
  %85 = add nuw i64 %69, 1
  %86 = icmp eq i64 %85, %14
  br i1 %86, label %67, label %68, !llvm.loop !20

87:                                               ; preds = %67, %60, %55
  %88 = phi i64 [ %14, %60 ], [ %61, %67 ], [ %14, %55 ]
  %89 = phi %struct.entry** [ %13, %60 ], [ %63, %67 ], [ %13, %55 ]
  %90 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #6
  %91 = bitcast i8* %90 to %struct.entry*
  %92 = icmp eq i8* %90, null
  br i1 %92, label %125, label %93

93:                                               ; preds = %87
  %94 = tail call noalias i8* @strdup(i8* noundef nonnull %17) #6
  %95 = getelementptr inbounds %struct.entry, %struct.entry* %91, i64 0, i32 0
  store i8* %94, i8** %95, align 8, !tbaa !15
  %96 = getelementptr inbounds %struct.entry, %struct.entry* %91, i64 0, i32 1
  store i32 0, i32* %96, align 8, !tbaa !21
  %97 = load i8, i8* %17, align 1, !tbaa !9
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %109, label %99

99:                                               ; preds = %93, %99
  %100 = phi i8 [ %107, %99 ], [ %97, %93 ]
  %101 = phi i32 [ %106, %99 ], [ -2128831035, %93 ]
  %102 = phi i8* [ %103, %99 ], [ %17, %93 ]
  %103 = getelementptr inbounds i8, i8* %102, i64 1
  %104 = zext i8 %100 to i32
  %105 = xor i32 %101, %104
  %106 = mul i32 %105, 16777619
  %107 = load i8, i8* %103, align 1, !tbaa !9
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %109, label %99, !llvm.loop !10

109:                                              ; preds = %99, %93
  %110 = phi i32 [ -2128831035, %93 ], [ %106, %99 ]
  %111 = getelementptr inbounds %struct.entry, %struct.entry* %91, i64 0, i32 2
  store i32 %110, i32* %111, align 4, !tbaa !12
  %112 = zext i32 %110 to i64
  %113 = urem i64 %112, %88
  %114 = getelementptr inbounds %struct.entry*, %struct.entry** %89, i64 %113
  %115 = load %struct.entry*, %struct.entry** %114, align 8, !tbaa !5
  %116 = getelementptr inbounds %struct.entry, %struct.entry* %91, i64 0, i32 3
  store %struct.entry* %115, %struct.entry** %116, align 8, !tbaa !18
  %117 = bitcast %struct.entry** %114 to i8**
  store i8* %90, i8** %117, align 8, !tbaa !5
  br label %118

118:                                              ; preds = %52, %109
  %119 = phi i32 [ %54, %52 ], [ 0, %109 ]
  %120 = phi i64 [ %15, %52 ], [ %56, %109 ]
  %121 = phi i64 [ %14, %52 ], [ %88, %109 ]
  %122 = phi %struct.entry** [ %13, %52 ], [ %89, %109 ]
  %123 = phi i32* [ %53, %52 ], [ %96, %109 ]
  %124 = add nsw i32 %119, 1
  store i32 %124, i32* %123, align 4, !tbaa !17
  br label %125

125:                                              ; preds = %87, %118
  %126 = phi %struct.entry** [ %122, %118 ], [ %89, %87 ]
  %127 = phi i64 [ %121, %118 ], [ %88, %87 ]
  %128 = phi i64 [ %120, %118 ], [ %15, %87 ]
  %129 = add nuw nsw i64 %12, 1
  %130 = icmp eq i64 %129, 12
  br i1 %130, label %7, label %11, !llvm.loop !22

131:                                              ; preds = %197, %7
  %132 = phi i64 [ %128, %7 ], [ %198, %197 ]
  %133 = urem i64 280767167, %127
  %134 = getelementptr inbounds %struct.entry*, %struct.entry** %126, i64 %133
  %135 = load %struct.entry*, %struct.entry** %134, align 8, !tbaa !5
  %136 = icmp eq %struct.entry* %135, null
  br i1 %136, label %204, label %137

137:                                              ; preds = %131, %147
  %138 = phi %struct.entry* [ %149, %147 ], [ %135, %131 ]
  %139 = getelementptr inbounds %struct.entry, %struct.entry* %138, i64 0, i32 2
  %140 = load i32, i32* %139, align 4, !tbaa !12
  %141 = icmp eq i32 %140, 280767167
  br i1 %141, label %142, label %147

142:                                              ; preds = %137
  %143 = getelementptr inbounds %struct.entry, %struct.entry* %138, i64 0, i32 0
  %144 = load i8*, i8** %143, align 8, !tbaa !15
  %145 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %144, i8* noundef nonnull dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #7
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %201, label %147

147:                                              ; preds = %142, %137
  %148 = getelementptr inbounds %struct.entry, %struct.entry* %138, i64 0, i32 3
  %149 = load %struct.entry*, %struct.entry** %148, align 8, !tbaa !5
  %150 = icmp eq %struct.entry* %149, null
  br i1 %150, label %204, label %137, !llvm.loop !16

151:                                              ; preds = %9, %197
  %152 = phi i64 [ 1, %9 ], [ %199, %197 ]
  %153 = phi i64 [ %128, %9 ], [ %198, %197 ]
  %154 = getelementptr inbounds i8*, i8** %1, i64 %152
  %155 = load i8*, i8** %154, align 8, !tbaa !5
  %156 = load i8, i8* %155, align 1, !tbaa !9
  %157 = icmp eq i8 %156, 0
  br i1 %157, label %168, label %158

158:                                              ; preds = %151, %158
  %159 = phi i8 [ %166, %158 ], [ %156, %151 ]
  %160 = phi i32 [ %165, %158 ], [ -2128831035, %151 ]
  %161 = phi i8* [ %162, %158 ], [ %155, %151 ]
  %162 = getelementptr inbounds i8, i8* %161, i64 1
  %163 = zext i8 %159 to i32
  %164 = xor i32 %160, %163
  %165 = mul i32 %164, 16777619
  %166 = load i8, i8* %162, align 1, !tbaa !9
  %167 = icmp eq i8 %166, 0
  br i1 %167, label %168, label %158, !llvm.loop !10

168:                                              ; preds = %158, %151
  %169 = phi i32 [ -2128831035, %151 ], [ %165, %158 ]
  %170 = zext i32 %169 to i64
  %171 = urem i64 %170, %127
  %172 = getelementptr inbounds %struct.entry*, %struct.entry** %126, i64 %171
  %173 = load %struct.entry*, %struct.entry** %172, align 8, !tbaa !5
  %174 = icmp eq %struct.entry* %173, null
  br i1 %174, label %197, label %175

175:                                              ; preds = %168, %193
  %176 = phi %struct.entry* [ %195, %193 ], [ %173, %168 ]
  %177 = phi %struct.entry** [ %194, %193 ], [ %172, %168 ]
  %178 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 2
  %179 = load i32, i32* %178, align 4, !tbaa !12
  %180 = icmp eq i32 %179, %169
  br i1 %180, label %181, label %193

181:                                              ; preds = %175
  %182 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 0
  %183 = load i8*, i8** %182, align 8, !tbaa !15
  %184 = tail call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %183, i8* noundef nonnull dereferenceable(1) %155) #7
  %185 = icmp eq i32 %184, 0
  br i1 %185, label %186, label %193

186:                                              ; preds = %181
  %187 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 0
  %188 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 3
  %189 = load %struct.entry*, %struct.entry** %188, align 8, !tbaa !18
  store %struct.entry* %189, %struct.entry** %177, align 8, !tbaa !5
  %190 = load i8*, i8** %187, align 8, !tbaa !15
  tail call void @free(i8* noundef %190) #6
  %191 = bitcast %struct.entry* %176 to i8*
  tail call void @free(i8* noundef %191) #6
  %192 = add i64 %153, -1
  br label %197

193:                                              ; preds = %181, %175
  %194 = getelementptr inbounds %struct.entry, %struct.entry* %176, i64 0, i32 3
  %195 = load %struct.entry*, %struct.entry** %194, align 8, !tbaa !5
  %196 = icmp eq %struct.entry* %195, null
  br i1 %196, label %197, label %175, !llvm.loop !23

197:                                              ; preds = %193, %168, %186
  %198 = phi i64 [ %153, %168 ], [ %192, %186 ], [ %153, %193 ]
  %199 = add nuw nsw i64 %152, 1
  %200 = icmp eq i64 %199, %10
  br i1 %200, label %131, label %151, !llvm.loop !24

201:                                              ; preds = %142
  %202 = getelementptr inbounds %struct.entry, %struct.entry* %138, i64 0, i32 1
  %203 = load i32, i32* %202, align 8, !tbaa !21
  br label %204

204:                                              ; preds = %147, %131, %201
  %205 = phi i32 [ %203, %201 ], [ 0, %131 ], [ 0, %147 ]
  %206 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.8, i64 0, i64 0), i64 noundef %132, i64 noundef %127, i32 noundef %205)
  %207 = icmp eq i64 %127, 0
  br i1 %207, label %226, label %208

208:                                              ; preds = %204, %214
  %209 = phi i64 [ %215, %214 ], [ %127, %204 ]
  %210 = phi i64 [ %216, %214 ], [ 0, %204 ]
  %211 = getelementptr inbounds %struct.entry*, %struct.entry** %126, i64 %210
  %212 = load %struct.entry*, %struct.entry** %211, align 8, !tbaa !5
  %213 = icmp eq %struct.entry* %212, null
  br i1 %213, label %214, label %218

214:                                              ; preds = %218, %208
  %215 = phi i64 [ %209, %208 ], [ %127, %218 ]
  %216 = add nuw i64 %210, 1
  %217 = icmp ult i64 %216, %215
  br i1 %217, label %208, label %226, !llvm.loop !25

218:                                              ; preds = %208, %218
  %219 = phi %struct.entry* [ %221, %218 ], [ %212, %208 ]
  %220 = getelementptr inbounds %struct.entry, %struct.entry* %219, i64 0, i32 3
  %221 = load %struct.entry*, %struct.entry** %220, align 8, !tbaa !18
  %222 = getelementptr inbounds %struct.entry, %struct.entry* %219, i64 0, i32 0
  %223 = load i8*, i8** %222, align 8, !tbaa !15
  tail call void @free(i8* noundef %223) #6
  %224 = bitcast %struct.entry* %219 to i8*
  tail call void @free(i8* noundef %224) #6
  %225 = icmp eq %struct.entry* %221, null
  br i1 %225, label %214, label %218, !llvm.loop !26

226:                                              ; preds = %214, %204
  %227 = bitcast %struct.entry** %126 to i8*
  tail call void @free(i8* noundef %227) #6
  br label %228

228:                                              ; preds = %2, %226
  %229 = phi i32 [ 0, %226 ], [ 1, %2 ]
  ret i32 %229
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn
declare noalias i8* @strdup(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !14, i64 12}
!13 = !{!"entry", !6, i64 0, !14, i64 8, !14, i64 12, !6, i64 16}
!14 = !{!"int", !7, i64 0}
!15 = !{!13, !6, i64 0}
!16 = distinct !{!16, !11}
!17 = !{!14, !14, i64 0}
!18 = !{!13, !6, i64 16}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!13, !14, i64 8}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
