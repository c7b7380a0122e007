; ModuleID = '<stdin>'
source_filename = "c/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
  %call = call ptr (i32, ...) @first(i32 noundef 1, ptr noundef %a), !dbg !19
    #dbg_value(ptr %call, !20, !DIExpression(), !22)
  call void @MAYALIAS(ptr noundef %call, ptr noundef %a), !dbg !23
  call void @NOALIAS(ptr noundef %call, ptr noundef %b), !dbg !24
  ret i32 0, !dbg !25
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @first(i32 noundef %n, ...) #0 !dbg !26 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
    #dbg_value(i32 %n, !29, !DIExpression(), !30)
    #dbg_declare(ptr %ap, !31, !DIExpression(), !46)
  %arraydecay = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !47
  call void @llvm.va_start.p0(ptr %arraydecay), !dbg !47
  %arraydecay1 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !48
  %gp_offset_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 0, !dbg !48
  %gp_offset = load i32, ptr %gp_offset_p, align 16, !dbg !48
  %fits_in_gp = icmp ule i32 %gp_offset, 40, !dbg !48
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem, !dbg !48

vaarg.in_reg:                                     ; preds = %entry
  %0 = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 3, !dbg !48
  %reg_save_area = load ptr, ptr %0, align 16, !dbg !48
  %1 = getelementptr i8, ptr %reg_save_area, i32 %gp_offset, !dbg !48
  %2 = add i32 %gp_offset, 8, !dbg !48
  store i32 %2, ptr %gp_offset_p, align 16, !dbg !48
  br label %vaarg.end, !dbg !48

vaarg.in_mem:                                     ; preds = %entry
  %overflow_arg_area_p = getelementptr inbounds %struct.__va_list_tag, ptr %arraydecay1, i32 0, i32 2, !dbg !48
  %overflow_arg_area = load ptr, ptr %overflow_arg_area_p, align 8, !dbg !48
  %overflow_arg_area.next = getelementptr i8, ptr %overflow_arg_area, i32 8, !dbg !48
  store ptr %overflow_arg_area.next, ptr %overflow_arg_area_p, align 8, !dbg !48
  br label %vaarg.end, !dbg !48

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %vaarg.addr = phi ptr [ %1, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ], !dbg !48
  %3 = load ptr, ptr %vaarg.addr, align 8, !dbg !48
    #dbg_value(ptr %3, !49, !DIExpression(), !30)
  %arraydecay2 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %ap, i64 0, i64 0, !dbg !50
  call void @llvm.va_end.p0(ptr %arraydecay2), !dbg !50
  ret ptr %3, !dbg !51
}

declare void @MAYALIAS(ptr noundef, ptr noundef) #1

declare void @NOALIAS(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "543ee1de747bc6f991ef2427370f50ee")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!23 = !DILocation(line: 14, column: 2, scope: !10)
!24 = !DILocation(line: 15, column: 2, scope: !10)
!25 = !DILocation(line: 16, column: 2, scope: !10)
!26 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 4, type: !27, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!27 = !DISubroutineType(types: !28)
!28 = !{!21, !13, null}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !26, file: !1, line: 4, type: !13)
!30 = !DILocation(line: 0, scope: !26)
!31 = !DILocalVariable(name: "ap", scope: !26, file: !1, line: 5, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !33, line: 12, baseType: !34)
!33 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !1, baseType: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 192, elements: !44)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !37)
!37 = !{!38, !40, !41, !43}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !36, file: !1, line: 5, baseType: !39, size: 32)
!39 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !36, file: !1, line: 5, baseType: !39, size: 32, offset: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !36, file: !1, line: 5, baseType: !42, size: 64, offset: 64)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !36, file: !1, line: 5, baseType: !42, size: 64, offset: 128)
!44 = !{!45}
!45 = !DISubrange(count: 1)
!46 = !DILocation(line: 5, column: 10, scope: !26)
!47 = !DILocation(line: 6, column: 2, scope: !26)
!48 = !DILocation(line: 7, column: 11, scope: !26)
!49 = !DILocalVariable(name: "p", scope: !26, file: !1, line: 7, type: !21)
!50 = !DILocation(line: 8, column: 2, scope: !26)
!51 = !DILocation(line: 9, column: 2, scope: !26)
