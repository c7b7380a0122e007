; ModuleID = '<stdin>'
source_filename = "c/fp_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ops = type { ptr, ptr }

@__const.main.ops = private unnamed_addr constant %struct.Ops { ptr @set_impl, ptr @get_impl }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %slot1 = alloca ptr, align 8
  %slot2 = alloca ptr, align 8
  %ops = alloca %struct.Ops, align 8
    #dbg_declare(ptr %a, !15, !DIExpression(), !16)
    #dbg_declare(ptr %b, !17, !DIExpression(), !18)
    #dbg_declare(ptr %slot1, !19, !DIExpression(), !21)
    #dbg_declare(ptr %slot2, !22, !DIExpression(), !23)
  store ptr %b, ptr %slot2, align 8, !dbg !23
    #dbg_declare(ptr %ops, !24, !DIExpression(), !36)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %ops, ptr align 8 @__const.main.ops, i64 16, i1 false), !dbg !36
  %set = getelementptr inbounds %struct.Ops, ptr %ops, i32 0, i32 0, !dbg !37
  %0 = load ptr, ptr %set, align 8, !dbg !37
  call void %0(ptr noundef %slot1, ptr noundef %a), !dbg !38
  %get = getelementptr inbounds %struct.Ops, ptr %ops, i32 0, i32 1, !dbg !39
  %1 = load ptr, ptr %get, align 8, !dbg !39
  %call = call ptr %1(ptr noundef %slot1), !dbg !40
    #dbg_value(ptr %call, !41, !DIExpression(), !42)
  call void @MAYALIAS(ptr noundef %call, ptr noundef %a), !dbg !43
  call void @EXPECTEDFAIL_NOALIAS(ptr noundef %call, ptr noundef %b), !dbg !44
  %get1 = getelementptr inbounds %struct.Ops, ptr %ops, i32 0, i32 1, !dbg !45
  %2 = load ptr, ptr %get1, align 8, !dbg !45
  %call2 = call ptr %2(ptr noundef %slot2), !dbg !46
    #dbg_value(ptr %call2, !47, !DIExpression(), !42)
  call void @MAYALIAS(ptr noundef %call2, ptr noundef %b), !dbg !48
  ret i32 0, !dbg !49
}

; Function Attrs: noinline nounwind uwtable
define internal void @set_impl(ptr noundef %s, ptr noundef %v) #0 !dbg !50 {
entry:
    #dbg_value(ptr %s, !51, !DIExpression(), !52)
    #dbg_value(ptr %v, !53, !DIExpression(), !52)
  store ptr %v, ptr %s, align 8, !dbg !54
  ret void, !dbg !55
}

; Function Attrs: noinline nounwind uwtable
define internal ptr @get_impl(ptr noundef %s) #0 !dbg !56 {
entry:
    #dbg_value(ptr %s, !57, !DIExpression(), !58)
  %0 = load ptr, ptr %s, align 8, !dbg !59
  ret ptr %0, !dbg !60
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @MAYALIAS(ptr noundef, ptr noundef) #2

declare void @EXPECTEDFAIL_NOALIAS(ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "c/fp_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "c2d65f2a671de016b85ecec4709334e2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 6, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 7, type: !13)
!18 = !DILocation(line: 7, column: 9, scope: !10)
!19 = !DILocalVariable(name: "slot1", scope: !10, file: !1, line: 8, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!21 = !DILocation(line: 8, column: 7, scope: !10)
!22 = !DILocalVariable(name: "slot2", scope: !10, file: !1, line: 8, type: !20)
!23 = !DILocation(line: 8, column: 15, scope: !10)
!24 = !DILocalVariable(name: "ops", scope: !10, file: !1, line: 9, type: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ops", file: !1, line: 3, size: 128, elements: !26)
!26 = !{!27, !32}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "set", scope: !25, file: !1, line: 3, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{null, !31, !20}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "get", scope: !25, file: !1, line: 3, baseType: !33, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DISubroutineType(types: !35)
!35 = !{!20, !31}
!36 = !DILocation(line: 9, column: 13, scope: !10)
!37 = !DILocation(line: 10, column: 6, scope: !10)
!38 = !DILocation(line: 10, column: 2, scope: !10)
!39 = !DILocation(line: 11, column: 15, scope: !10)
!40 = !DILocation(line: 11, column: 11, scope: !10)
!41 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 11, type: !20)
!42 = !DILocation(line: 0, scope: !10)
!43 = !DILocation(line: 12, column: 2, scope: !10)
!44 = !DILocation(line: 13, column: 2, scope: !10)
!45 = !DILocation(line: 14, column: 15, scope: !10)
!46 = !DILocation(line: 14, column: 11, scope: !10)
!47 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 14, type: !20)
!48 = !DILocation(line: 15, column: 2, scope: !10)
!49 = !DILocation(line: 16, column: 2, scope: !10)
!50 = distinct !DISubprogram(name: "set_impl", scope: !1, file: !1, line: 4, type: !29, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!51 = !DILocalVariable(name: "s", arg: 1, scope: !50, file: !1, line: 4, type: !31)
!52 = !DILocation(line: 0, scope: !50)
!53 = !DILocalVariable(name: "v", arg: 2, scope: !50, file: !1, line: 4, type: !20)
!54 = !DILocation(line: 4, column: 44, scope: !50)
!55 = !DILocation(line: 4, column: 49, scope: !50)
!56 = distinct !DISubprogram(name: "get_impl", scope: !1, file: !1, line: 5, type: !34, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!57 = !DILocalVariable(name: "s", arg: 1, scope: !56, file: !1, line: 5, type: !31)
!58 = !DILocation(line: 0, scope: !56)
!59 = !DILocation(line: 5, column: 40, scope: !56)
!60 = !DILocation(line: 5, column: 33, scope: !56)
