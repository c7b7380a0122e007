; ModuleID = 'tbaa_exact.c'
source_filename = "tbaa_exact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.edge = type { i32, i32, double }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #0 !dbg !17 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca ptr, align 8
  %e = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
    #dbg_declare(ptr %argc.addr, !24, !DIExpression(), !25)
  store ptr %argv, ptr %argv.addr, align 8
    #dbg_declare(ptr %argv.addr, !26, !DIExpression(), !27)
    #dbg_declare(ptr %e, !28, !DIExpression(), !36)
  %0 = load i32, ptr %argc.addr, align 4, !dbg !37
  %1 = load i32, ptr %argc.addr, align 4, !dbg !38
  %add = add nsw i32 %1, 1, !dbg !39
  %call = call ptr @make2(i32 noundef %0, i32 noundef %add), !dbg !40
  store ptr %call, ptr %e, align 8, !dbg !36
  %2 = load ptr, ptr %e, align 8, !dbg !41
  %arrayidx = getelementptr inbounds %struct.edge, ptr %2, i64 0, !dbg !41
  %from = getelementptr inbounds %struct.edge, ptr %arrayidx, i32 0, i32 0, !dbg !42
  %3 = load i32, ptr %from, align 8, !dbg !42
  %4 = load ptr, ptr %e, align 8, !dbg !43
  %arrayidx1 = getelementptr inbounds %struct.edge, ptr %4, i64 1, !dbg !43
  %to = getelementptr inbounds %struct.edge, ptr %arrayidx1, i32 0, i32 1, !dbg !44
  %5 = load i32, ptr %to, align 4, !dbg !44
  %6 = load ptr, ptr %e, align 8, !dbg !45
  %arrayidx2 = getelementptr inbounds %struct.edge, ptr %6, i64 1, !dbg !45
  %w = getelementptr inbounds %struct.edge, ptr %arrayidx2, i32 0, i32 2, !dbg !46
  %7 = load double, ptr %w, align 8, !dbg !46
  %call3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3, i32 noundef %5, double noundef %7), !dbg !47
  %8 = load ptr, ptr %e, align 8, !dbg !48
  call void @free(ptr noundef %8) #5, !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @make2(i32 noundef %a, i32 noundef %b) #0 !dbg !51 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  %e = alloca ptr, align 8
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !54, !DIExpression(), !55)
  store i32 %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !56, !DIExpression(), !57)
    #dbg_declare(ptr %e, !58, !DIExpression(), !59)
  %call = call noalias ptr @malloc(i64 noundef 32) #6, !dbg !60
  store ptr %call, ptr %e, align 8, !dbg !59
  %0 = load ptr, ptr %e, align 8, !dbg !61
  %tobool = icmp ne ptr %0, null, !dbg !61
  br i1 %tobool, label %if.end, label %if.then, !dbg !63

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #7, !dbg !64
  unreachable, !dbg !64

if.end:                                           ; preds = %entry
  %1 = load i32, ptr %a.addr, align 4, !dbg !65
  %2 = load ptr, ptr %e, align 8, !dbg !66
  %arrayidx = getelementptr inbounds %struct.edge, ptr %2, i64 0, !dbg !66
  %from = getelementptr inbounds %struct.edge, ptr %arrayidx, i32 0, i32 0, !dbg !67
  store i32 %1, ptr %from, align 8, !dbg !68
  %3 = load i32, ptr %b.addr, align 4, !dbg !69
  %4 = load ptr, ptr %e, align 8, !dbg !70
  %arrayidx1 = getelementptr inbounds %struct.edge, ptr %4, i64 0, !dbg !70
  %to = getelementptr inbounds %struct.edge, ptr %arrayidx1, i32 0, i32 1, !dbg !71
  store i32 %3, ptr %to, align 4, !dbg !72
  %5 = load ptr, ptr %e, align 8, !dbg !73
  %arrayidx2 = getelementptr inbounds %struct.edge, ptr %5, i64 0, !dbg !73
  %w = getelementptr inbounds %struct.edge, ptr %arrayidx2, i32 0, i32 2, !dbg !74
  store double 5.000000e-01, ptr %w, align 8, !dbg !75
  %6 = load i32, ptr %b.addr, align 4, !dbg !76
  %7 = load ptr, ptr %e, align 8, !dbg !77
  %arrayidx3 = getelementptr inbounds %struct.edge, ptr %7, i64 1, !dbg !77
  %from4 = getelementptr inbounds %struct.edge, ptr %arrayidx3, i32 0, i32 0, !dbg !78
  store i32 %6, ptr %from4, align 8, !dbg !79
  %8 = load i32, ptr %a.addr, align 4, !dbg !80
  %9 = load ptr, ptr %e, align 8, !dbg !81
  %arrayidx5 = getelementptr inbounds %struct.edge, ptr %9, i64 1, !dbg !81
  %to6 = getelementptr inbounds %struct.edge, ptr %arrayidx5, i32 0, i32 1, !dbg !82
  store i32 %8, ptr %to6, align 4, !dbg !83
  %10 = load ptr, ptr %e, align 8, !dbg !84
  %arrayidx7 = getelementptr inbounds %struct.edge, ptr %10, i64 1, !dbg !84
  %w8 = getelementptr inbounds %struct.edge, ptr %arrayidx7, i32 0, i32 2, !dbg !85
  store double 1.500000e+00, ptr %w8, align 8, !dbg !86
  %11 = load ptr, ptr %e, align 8, !dbg !87
  ret ptr %11, !dbg !88
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tbaa_exact.c", directory: ".", checksumkind: CSK_MD5, checksum: "01739796037bd19e97979c178fc4571d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !18, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 31, type: !20)
!25 = !DILocation(line: 31, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 31, type: !21)
!27 = !DILocation(line: 31, column: 27, scope: !17)
!28 = !DILocalVariable(name: "e", scope: !17, file: !2, line: 33, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "edge", file: !2, line: 10, size: 128, elements: !31)
!31 = !{!32, !33, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !30, file: !2, line: 11, baseType: !20, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !30, file: !2, line: 11, baseType: !20, size: 32, offset: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !30, file: !2, line: 12, baseType: !35, size: 64, offset: 64)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DILocation(line: 33, column: 15, scope: !17)
!37 = !DILocation(line: 33, column: 25, scope: !17)
!38 = !DILocation(line: 33, column: 31, scope: !17)
!39 = !DILocation(line: 33, column: 36, scope: !17)
!40 = !DILocation(line: 33, column: 19, scope: !17)
!41 = !DILocation(line: 34, column: 23, scope: !17)
!42 = !DILocation(line: 34, column: 28, scope: !17)
!43 = !DILocation(line: 34, column: 34, scope: !17)
!44 = !DILocation(line: 34, column: 39, scope: !17)
!45 = !DILocation(line: 34, column: 43, scope: !17)
!46 = !DILocation(line: 34, column: 48, scope: !17)
!47 = !DILocation(line: 34, column: 2, scope: !17)
!48 = !DILocation(line: 35, column: 7, scope: !17)
!49 = !DILocation(line: 35, column: 2, scope: !17)
!50 = !DILocation(line: 36, column: 2, scope: !17)
!51 = distinct !DISubprogram(name: "make2", scope: !2, file: !2, line: 17, type: !52, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!52 = !DISubroutineType(types: !53)
!53 = !{!29, !20, !20}
!54 = !DILocalVariable(name: "a", arg: 1, scope: !51, file: !2, line: 17, type: !20)
!55 = !DILocation(line: 17, column: 57, scope: !51)
!56 = !DILocalVariable(name: "b", arg: 2, scope: !51, file: !2, line: 17, type: !20)
!57 = !DILocation(line: 17, column: 64, scope: !51)
!58 = !DILocalVariable(name: "e", scope: !51, file: !2, line: 19, type: !29)
!59 = !DILocation(line: 19, column: 15, scope: !51)
!60 = !DILocation(line: 19, column: 19, scope: !51)
!61 = !DILocation(line: 20, column: 7, scope: !62)
!62 = distinct !DILexicalBlock(scope: !51, file: !2, line: 20, column: 6)
!63 = !DILocation(line: 20, column: 6, scope: !51)
!64 = !DILocation(line: 21, column: 3, scope: !62)
!65 = !DILocation(line: 22, column: 14, scope: !51)
!66 = !DILocation(line: 22, column: 2, scope: !51)
!67 = !DILocation(line: 22, column: 7, scope: !51)
!68 = !DILocation(line: 22, column: 12, scope: !51)
!69 = !DILocation(line: 23, column: 12, scope: !51)
!70 = !DILocation(line: 23, column: 2, scope: !51)
!71 = !DILocation(line: 23, column: 7, scope: !51)
!72 = !DILocation(line: 23, column: 10, scope: !51)
!73 = !DILocation(line: 24, column: 2, scope: !51)
!74 = !DILocation(line: 24, column: 7, scope: !51)
!75 = !DILocation(line: 24, column: 9, scope: !51)
!76 = !DILocation(line: 25, column: 14, scope: !51)
!77 = !DILocation(line: 25, column: 2, scope: !51)
!78 = !DILocation(line: 25, column: 7, scope: !51)
!79 = !DILocation(line: 25, column: 12, scope: !51)
!80 = !DILocation(line: 26, column: 12, scope: !51)
!81 = !DILocation(line: 26, column: 2, scope: !51)
!82 = !DILocation(line: 26, column: 7, scope: !51)
!83 = !DILocation(line: 26, column: 10, scope: !51)
!84 = !DILocation(line: 27, column: 2, scope: !51)
!85 = !DILocation(line: 27, column: 7, scope: !51)
!86 = !DILocation(line: 27, column: 9, scope: !51)
!87 = !DILocation(line: 28, column: 9, scope: !51)
!88 = !DILocation(line: 28, column: 2, scope: !51)
