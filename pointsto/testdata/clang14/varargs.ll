; ModuleID = '<stdin>'
source_filename = "c/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %a, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %b, metadata !17, metadata !DIExpression()), !dbg !18
  %call = call i32* (i32, ...) @first(i32 noundef 1, i32* noundef %a), !dbg !19
  call void @llvm.dbg.value(metadata i32* %call, metadata !20, metadata !DIExpression()), !dbg !22
  %0 = bitcast i32* %call to i8*, !dbg !23
  %1 = bitcast i32* %a to i8*, !dbg !24
  call void @MAYALIAS(i8* noundef %0, i8* noundef %1), !dbg !25
  %2 = bitcast i32* %call to i8*, !dbg !26
  %3 = bitcast i32* %b to i8*, !dbg !27
  call void @NOALIAS(i8* noundef %2, i8* noundef %3), !dbg !28
  ret i32 0, !dbg !29
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define internal i32* @first(i32 noundef %n, ...) #0 !dbg !30 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %n, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %ap, metadata !35, metadata !DIExpression()), !dbg !51
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, !dbg !52
  %arraydecay1 = bitcast %struct.__va_list_tag* %arraydecay to i8*, !dbg !52
  call void @llvm.va_start(i8* %arraydecay1), !dbg !52
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, !dbg !53
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 0, !dbg !53
  %gp_offset = load i32, i32* %gp_offset_p, align 16, !dbg !53
  %fits_in_gp = icmp ule i32 %gp_offset, 40, !dbg !53
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !53

vaarg.in_reg:                                     ; preds = %entry
  %0 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 3, !dbg !53
  %reg_save_area = load i8*, i8** %0, align 16, !dbg !53
  %1 = getelementptr i8, i8* %reg_save_area, i32 %gp_offset, !dbg !53
  %2 = bitcast i8* %1 to i32**, !dbg !53
  %3 = add i32 %gp_offset, 8, !dbg !53
  store i32 %3, i32* %gp_offset_p, align 16, !dbg !53
  br label %vaarg.end, !dbg !53

vaarg.in_mem:                                     ; preds = %entry
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %arraydecay2, i32 0, i32 2, !dbg !53
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8, !dbg !53
  %4 = bitcast i8* %overflow_arg_area to i32**, !dbg !53
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i32 8, !dbg !53
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8, !dbg !53
  br label %vaarg.end, !dbg !53

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi i32** [ %2, %vaarg.in_reg ], [ %4, %vaarg.in_mem ], !dbg !53
  %5 = load i32*, i32** %vaarg.addr, align 8, !dbg !53
  call void @llvm.dbg.value(metadata i32* %5, metadata !54, metadata !DIExpression()), !dbg !34
  %arraydecay3 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, !dbg !55
  %arraydecay34 = bitcast %struct.__va_list_tag* %arraydecay3 to i8*, !dbg !55
  call void @llvm.va_end(i8* %arraydecay34), !dbg !55
  ret i32* %5, !dbg !56
}

declare void @MAYALIAS(i8* noundef, i8* noundef) #2

declare void @NOALIAS(i8* noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "543ee1de747bc6f991ef2427370f50ee")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 12, type: !13)
!16 = !DILocation(line: 12, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 12, type: !13)
!18 = !DILocation(line: 12, column: 9, scope: !10)
!19 = !DILocation(line: 13, column: 11, scope: !10)
!20 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 13, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!22 = !DILocation(line: 0, scope: !10)
!23 = !DILocation(line: 14, column: 11, scope: !10)
!24 = !DILocation(line: 14, column: 14, scope: !10)
!25 = !DILocation(line: 14, column: 2, scope: !10)
!26 = !DILocation(line: 15, column: 10, scope: !10)
!27 = !DILocation(line: 15, column: 13, scope: !10)
!28 = !DILocation(line: 15, column: 2, scope: !10)
!29 = !DILocation(line: 16, column: 2, scope: !10)
!30 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 4, type: !31, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!31 = !DISubroutineType(types: !32)
!32 = !{!21, !13, null}
!33 = !DILocalVariable(name: "n", arg: 1, scope: !30, file: !1, line: 4, type: !13)
!34 = !DILocation(line: 0, scope: !30)
!35 = !DILocalVariable(name: "ap", scope: !30, file: !1, line: 5, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !37, line: 14, baseType: !38)
!37 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !39, baseType: !40)
!39 = !DIFile(filename: "c/varargs.c", directory: ".")
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 192, elements: !49)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !42)
!42 = !{!43, !45, !46, !48}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !41, file: !39, line: 5, baseType: !44, size: 32)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !41, file: !39, line: 5, baseType: !44, size: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !41, file: !39, line: 5, baseType: !47, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !41, file: !39, line: 5, baseType: !47, size: 64, offset: 128)
!49 = !{!50}
!50 = !DISubrange(count: 1)
!51 = !DILocation(line: 5, column: 10, scope: !30)
!52 = !DILocation(line: 6, column: 2, scope: !30)
!53 = !DILocation(line: 7, column: 11, scope: !30)
!54 = !DILocalVariable(name: "p", scope: !30, file: !1, line: 7, type: !21)
!55 = !DILocation(line: 8, column: 2, scope: !30)
!56 = !DILocation(line: 9, column: 2, scope: !30)
