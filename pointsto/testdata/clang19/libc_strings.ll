; ModuleID = '<stdin>'
source_filename = "c/libc_strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %buf = alloca [32 x i8], align 16
  %other = alloca [32 x i8], align 16
    #dbg_value(i32 %argc, !24, !DIExpression(), !25)
    #dbg_value(ptr %argv, !26, !DIExpression(), !25)
    #dbg_declare(ptr %buf, !27, !DIExpression(), !31)
    #dbg_declare(ptr %other, !32, !DIExpression(), !33)
  %arraydecay = getelementptr inbounds [32 x i8], ptr %buf, i64 0, i64 0, !dbg !34
  %call = call ptr @strcpy(ptr noundef %arraydecay, ptr noundef @.str) #4, !dbg !35
    #dbg_value(ptr %call, !36, !DIExpression(), !25)
  %arraydecay1 = getelementptr inbounds [32 x i8], ptr %buf, i64 0, i64 0, !dbg !37
  call void @MAYALIAS(ptr noundef %call, ptr noundef %arraydecay1), !dbg !38
  %arraydecay2 = getelementptr inbounds [32 x i8], ptr %buf, i64 0, i64 0, !dbg !39
  %call3 = call ptr @strchr(ptr noundef %arraydecay2, i32 noundef 108) #5, !dbg !40
    #dbg_value(ptr %call3, !41, !DIExpression(), !25)
  %arraydecay4 = getelementptr inbounds [32 x i8], ptr %buf, i64 0, i64 0, !dbg !42
  call void @MAYALIAS(ptr noundef %call3, ptr noundef %arraydecay4), !dbg !43
  %arraydecay5 = getelementptr inbounds [32 x i8], ptr %other, i64 0, i64 0, !dbg !44
  call void @NOALIAS(ptr noundef %call3, ptr noundef %arraydecay5), !dbg !45
  %arraydecay6 = getelementptr inbounds [32 x i8], ptr %buf, i64 0, i64 0, !dbg !46
  %call7 = call noalias ptr @strdup(ptr noundef %arraydecay6) #4, !dbg !47
    #dbg_value(ptr %call7, !48, !DIExpression(), !25)
  %arraydecay8 = getelementptr inbounds [32 x i8], ptr %buf, i64 0, i64 0, !dbg !49
  call void @NOALIAS(ptr noundef %call7, ptr noundef %arraydecay8), !dbg !50
  %arraydecay9 = getelementptr inbounds [32 x i8], ptr %other, i64 0, i64 0, !dbg !51
  %arraydecay10 = getelementptr inbounds [32 x i8], ptr %buf, i64 0, i64 0, !dbg !52
  %call11 = call ptr @strcat(ptr noundef %arraydecay9, ptr noundef %arraydecay10) #4, !dbg !53
    #dbg_value(ptr %call11, !54, !DIExpression(), !25)
  %arraydecay12 = getelementptr inbounds [32 x i8], ptr %other, i64 0, i64 0, !dbg !55
  call void @MAYALIAS(ptr noundef %call11, ptr noundef %arraydecay12), !dbg !56
  call void @free(ptr noundef %call7) #4, !dbg !57
  ret i32 0, !dbg !58
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

declare void @NOALIAS(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #1

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "c/libc_strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "6086ae3fa25d960b40ba4b4ba144a2f3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 5, type: !18, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 5, type: !20)
!25 = !DILocation(line: 0, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 5, type: !21)
!27 = !DILocalVariable(name: "buf", scope: !17, file: !2, line: 6, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 32)
!31 = !DILocation(line: 6, column: 7, scope: !17)
!32 = !DILocalVariable(name: "other", scope: !17, file: !2, line: 6, type: !28)
!33 = !DILocation(line: 6, column: 16, scope: !17)
!34 = !DILocation(line: 7, column: 19, scope: !17)
!35 = !DILocation(line: 7, column: 12, scope: !17)
!36 = !DILocalVariable(name: "r", scope: !17, file: !2, line: 7, type: !22)
!37 = !DILocation(line: 8, column: 14, scope: !17)
!38 = !DILocation(line: 8, column: 2, scope: !17)
!39 = !DILocation(line: 9, column: 19, scope: !17)
!40 = !DILocation(line: 9, column: 12, scope: !17)
!41 = !DILocalVariable(name: "c", scope: !17, file: !2, line: 9, type: !22)
!42 = !DILocation(line: 10, column: 14, scope: !17)
!43 = !DILocation(line: 10, column: 2, scope: !17)
!44 = !DILocation(line: 11, column: 13, scope: !17)
!45 = !DILocation(line: 11, column: 2, scope: !17)
!46 = !DILocation(line: 12, column: 19, scope: !17)
!47 = !DILocation(line: 12, column: 12, scope: !17)
!48 = !DILocalVariable(name: "d", scope: !17, file: !2, line: 12, type: !22)
!49 = !DILocation(line: 13, column: 13, scope: !17)
!50 = !DILocation(line: 13, column: 2, scope: !17)
!51 = !DILocation(line: 14, column: 19, scope: !17)
!52 = !DILocation(line: 14, column: 26, scope: !17)
!53 = !DILocation(line: 14, column: 12, scope: !17)
!54 = !DILocalVariable(name: "e", scope: !17, file: !2, line: 14, type: !22)
!55 = !DILocation(line: 15, column: 14, scope: !17)
!56 = !DILocation(line: 15, column: 2, scope: !17)
!57 = !DILocation(line: 16, column: 2, scope: !17)
!58 = !DILocation(line: 17, column: 2, scope: !17)
