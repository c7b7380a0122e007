; ModuleID = '<stdin>'
source_filename = "c/libc_strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %buf = alloca [32 x i8], align 16
  %other = alloca [32 x i8], align 16
  call void @llvm.dbg.value(metadata i32 %argc, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata i8** %argv, metadata !20, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata [32 x i8]* %buf, metadata !21, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata [32 x i8]* %other, metadata !26, metadata !DIExpression()), !dbg !27
  %arraydecay = getelementptr inbounds [32 x i8], [32 x i8]* %buf, i64 0, i64 0, !dbg !28
  %call = call i8* @strcpy(i8* noundef %arraydecay, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #5, !dbg !29
  call void @llvm.dbg.value(metadata i8* %call, metadata !30, metadata !DIExpression()), !dbg !19
  %arraydecay1 = getelementptr inbounds [32 x i8], [32 x i8]* %buf, i64 0, i64 0, !dbg !31
  call void @MAYALIAS(i8* noundef %call, i8* noundef %arraydecay1), !dbg !32
  %arraydecay2 = getelementptr inbounds [32 x i8], [32 x i8]* %buf, i64 0, i64 0, !dbg !33
  %call3 = call i8* @strchr(i8* noundef %arraydecay2, i32 noundef 108) #6, !dbg !34
  call void @llvm.dbg.value(metadata i8* %call3, metadata !35, metadata !DIExpression()), !dbg !19
  %arraydecay4 = getelementptr inbounds [32 x i8], [32 x i8]* %buf, i64 0, i64 0, !dbg !36
  call void @MAYALIAS(i8* noundef %call3, i8* noundef %arraydecay4), !dbg !37
  %arraydecay5 = getelementptr inbounds [32 x i8], [32 x i8]* %other, i64 0, i64 0, !dbg !38
  call void @NOALIAS(i8* noundef %call3, i8* noundef %arraydecay5), !dbg !39
  %arraydecay6 = getelementptr inbounds [32 x i8], [32 x i8]* %buf, i64 0, i64 0, !dbg !40
  %call7 = call noalias i8* @strdup(i8* noundef %arraydecay6) #5, !dbg !41
  call void @llvm.dbg.value(metadata i8* %call7, metadata !42, metadata !DIExpression()), !dbg !19
  %arraydecay8 = getelementptr inbounds [32 x i8], [32 x i8]* %buf, i64 0, i64 0, !dbg !43
  call void @NOALIAS(i8* noundef %call7, i8* noundef %arraydecay8), !dbg !44
  %arraydecay9 = getelementptr inbounds [32 x i8], [32 x i8]* %other, i64 0, i64 0, !dbg !45
  %arraydecay10 = getelementptr inbounds [32 x i8], [32 x i8]* %buf, i64 0, i64 0, !dbg !46
  %call11 = call i8* @strcat(i8* noundef %arraydecay9, i8* noundef %arraydecay10) #5, !dbg !47
  call void @llvm.dbg.value(metadata i8* %call11, metadata !48, metadata !DIExpression()), !dbg !19
  %arraydecay12 = getelementptr inbounds [32 x i8], [32 x i8]* %other, i64 0, i64 0, !dbg !49
  call void @MAYALIAS(i8* noundef %call11, i8* noundef %arraydecay12), !dbg !50
  call void @free(i8* noundef %call7) #5, !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #2

declare void @MAYALIAS(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) #4

declare void @NOALIAS(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @strdup(i8* noundef) #2

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/libc_strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "6086ae3fa25d960b40ba4b4ba144a2f3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 5, type: !14)
!21 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 6, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 32)
!25 = !DILocation(line: 6, column: 7, scope: !10)
!26 = !DILocalVariable(name: "other", scope: !10, file: !1, line: 6, type: !22)
!27 = !DILocation(line: 6, column: 16, scope: !10)
!28 = !DILocation(line: 7, column: 19, scope: !10)
!29 = !DILocation(line: 7, column: 12, scope: !10)
!30 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 7, type: !15)
!31 = !DILocation(line: 8, column: 14, scope: !10)
!32 = !DILocation(line: 8, column: 2, scope: !10)
!33 = !DILocation(line: 9, column: 19, scope: !10)
!34 = !DILocation(line: 9, column: 12, scope: !10)
!35 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 9, type: !15)
!36 = !DILocation(line: 10, column: 14, scope: !10)
!37 = !DILocation(line: 10, column: 2, scope: !10)
!38 = !DILocation(line: 11, column: 13, scope: !10)
!39 = !DILocation(line: 11, column: 2, scope: !10)
!40 = !DILocation(line: 12, column: 19, scope: !10)
!41 = !DILocation(line: 12, column: 12, scope: !10)
!42 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 12, type: !15)
!43 = !DILocation(line: 13, column: 13, scope: !10)
!44 = !DILocation(line: 13, column: 2, scope: !10)
!45 = !DILocation(line: 14, column: 19, scope: !10)
!46 = !DILocation(line: 14, column: 26, scope: !10)
!47 = !DILocation(line: 14, column: 12, scope: !10)
!48 = !DILocalVariable(name: "e", scope: !10, file: !1, line: 14, type: !15)
!49 = !DILocation(line: 15, column: 14, scope: !10)
!50 = !DILocation(line: 15, column: 2, scope: !10)
!51 = !DILocation(line: 16, column: 2, scope: !10)
!52 = !DILocation(line: 17, column: 2, scope: !10)
