; ModuleID = 'tbaa_exact.c'
source_filename = "tbaa_exact.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.edge = type { i32, i32, double }

@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc, i8** noundef %argv) #0 !dbg !10 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %argv.addr = alloca i8**, align 8
  %e = alloca %struct.edge*, align 8
  store i32 0, i32* %retval, align 4
  store i32 %argc, i32* %argc.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %argc.addr, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %argv, i8*** %argv.addr, align 8
  call void @llvm.dbg.declare(metadata i8*** %argv.addr, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.edge** %e, metadata !22, metadata !DIExpression()), !dbg !30
  %0 = load i32, i32* %argc.addr, align 4, !dbg !31
  %1 = load i32, i32* %argc.addr, align 4, !dbg !32
  %add = add nsw i32 %1, 1, !dbg !33
  %call = call %struct.edge* @make2(i32 noundef %0, i32 noundef %add), !dbg !34
  store %struct.edge* %call, %struct.edge** %e, align 8, !dbg !30
  %2 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !35
  %arrayidx = getelementptr inbounds %struct.edge, %struct.edge* %2, i64 0, !dbg !35
  %from = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx, i32 0, i32 0, !dbg !36
  %3 = load i32, i32* %from, align 8, !dbg !36
  %4 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !37
  %arrayidx1 = getelementptr inbounds %struct.edge, %struct.edge* %4, i64 1, !dbg !37
  %to = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx1, i32 0, i32 1, !dbg !38
  %5 = load i32, i32* %to, align 4, !dbg !38
  %6 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !39
  %arrayidx2 = getelementptr inbounds %struct.edge, %struct.edge* %6, i64 1, !dbg !39
  %w = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx2, i32 0, i32 2, !dbg !40
  %7 = load double, double* %w, align 8, !dbg !40
  %call3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i32 noundef %5, double noundef %7), !dbg !41
  %8 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !42
  %9 = bitcast %struct.edge* %8 to i8*, !dbg !42
  call void @free(i8* noundef %9) #5, !dbg !43
  ret i32 0, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.edge* @make2(i32 noundef %a, i32 noundef %b) #0 !dbg !45 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  %e = alloca %struct.edge*, align 8
  store i32 %a, i32* %a.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %a.addr, metadata !48, metadata !DIExpression()), !dbg !49
  store i32 %b, i32* %b.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %b.addr, metadata !50, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata %struct.edge** %e, metadata !52, metadata !DIExpression()), !dbg !53
  %call = call noalias i8* @malloc(i64 noundef 32) #5, !dbg !54
  %0 = bitcast i8* %call to %struct.edge*, !dbg !54
  store %struct.edge* %0, %struct.edge** %e, align 8, !dbg !53
  %1 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !55
  %tobool = icmp ne %struct.edge* %1, null, !dbg !55
  br i1 %tobool, label %if.end, label %if.then, !dbg !57

if.then:                                          ; preds = %entry
  call void @exit(i32 noundef 1) #6, !dbg !58
  unreachable, !dbg !58

if.end:                                           ; preds = %entry
  %2 = load i32, i32* %a.addr, align 4, !dbg !59
  %3 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !60
  %arrayidx = getelementptr inbounds %struct.edge, %struct.edge* %3, i64 0, !dbg !60
  %from = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx, i32 0, i32 0, !dbg !61
  store i32 %2, i32* %from, align 8, !dbg !62
  %4 = load i32, i32* %b.addr, align 4, !dbg !63
  %5 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !64
  %arrayidx1 = getelementptr inbounds %struct.edge, %struct.edge* %5, i64 0, !dbg !64
  %to = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx1, i32 0, i32 1, !dbg !65
  store i32 %4, i32* %to, align 4, !dbg !66
  %6 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !67
  %arrayidx2 = getelementptr inbounds %struct.edge, %struct.edge* %6, i64 0, !dbg !67
  %w = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx2, i32 0, i32 2, !dbg !68
  store double 5.000000e-01, double* %w, align 8, !dbg !69
  %7 = load i32, i32* %b.addr, align 4, !dbg !70
  %8 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !71
  %arrayidx3 = getelementptr inbounds %struct.edge, %struct.edge* %8, i64 1, !dbg !71
  %from4 = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx3, i32 0, i32 0, !dbg !72
  store i32 %7, i32* %from4, align 8, !dbg !73
  %9 = load i32, i32* %a.addr, align 4, !dbg !74
  %10 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !75
  %arrayidx5 = getelementptr inbounds %struct.edge, %struct.edge* %10, i64 1, !dbg !75
  %to6 = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx5, i32 0, i32 1, !dbg !76
  store i32 %9, i32* %to6, align 4, !dbg !77
  %11 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !78
  %arrayidx7 = getelementptr inbounds %struct.edge, %struct.edge* %11, i64 1, !dbg !78
  %w8 = getelementptr inbounds %struct.edge, %struct.edge* %arrayidx7, i32 0, i32 2, !dbg !79
  store double 1.500000e+00, double* %w8, align 8, !dbg !80
  %12 = load %struct.edge*, %struct.edge** %e, align 8, !dbg !81
  ret %struct.edge* %12, !dbg !82
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tbaa_exact.c", directory: ".", checksumkind: CSK_MD5, checksum: "01739796037bd19e97979c178fc4571d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !11, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 31, type: !13)
!19 = !DILocation(line: 31, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 31, type: !14)
!21 = !DILocation(line: 31, column: 27, scope: !10)
!22 = !DILocalVariable(name: "e", scope: !10, file: !1, line: 33, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "edge", file: !1, line: 10, size: 128, elements: !25)
!25 = !{!26, !27, !28}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "from", scope: !24, file: !1, line: 11, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "to", scope: !24, file: !1, line: 11, baseType: !13, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !24, file: !1, line: 12, baseType: !29, size: 64, offset: 64)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DILocation(line: 33, column: 15, scope: !10)
!31 = !DILocation(line: 33, column: 25, scope: !10)
!32 = !DILocation(line: 33, column: 31, scope: !10)
!33 = !DILocation(line: 33, column: 36, scope: !10)
!34 = !DILocation(line: 33, column: 19, scope: !10)
!35 = !DILocation(line: 34, column: 23, scope: !10)
!36 = !DILocation(line: 34, column: 28, scope: !10)
!37 = !DILocation(line: 34, column: 34, scope: !10)
!38 = !DILocation(line: 34, column: 39, scope: !10)
!39 = !DILocation(line: 34, column: 43, scope: !10)
!40 = !DILocation(line: 34, column: 48, scope: !10)
!41 = !DILocation(line: 34, column: 2, scope: !10)
!42 = !DILocation(line: 35, column: 7, scope: !10)
!43 = !DILocation(line: 35, column: 2, scope: !10)
!44 = !DILocation(line: 36, column: 2, scope: !10)
!45 = distinct !DISubprogram(name: "make2", scope: !1, file: !1, line: 17, type: !46, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!46 = !DISubroutineType(types: !47)
!47 = !{!23, !13, !13}
!48 = !DILocalVariable(name: "a", arg: 1, scope: !45, file: !1, line: 17, type: !13)
!49 = !DILocation(line: 17, column: 57, scope: !45)
!50 = !DILocalVariable(name: "b", arg: 2, scope: !45, file: !1, line: 17, type: !13)
!51 = !DILocation(line: 17, column: 64, scope: !45)
!52 = !DILocalVariable(name: "e", scope: !45, file: !1, line: 19, type: !23)
!53 = !DILocation(line: 19, column: 15, scope: !45)
!54 = !DILocation(line: 19, column: 19, scope: !45)
!55 = !DILocation(line: 20, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !45, file: !1, line: 20, column: 6)
!57 = !DILocation(line: 20, column: 6, scope: !45)
!58 = !DILocation(line: 21, column: 3, scope: !56)
!59 = !DILocation(line: 22, column: 14, scope: !45)
!60 = !DILocation(line: 22, column: 2, scope: !45)
!61 = !DILocation(line: 22, column: 7, scope: !45)
!62 = !DILocation(line: 22, column: 12, scope: !45)
!63 = !DILocation(line: 23, column: 12, scope: !45)
!64 = !DILocation(line: 23, column: 2, scope: !45)
!65 = !DILocation(line: 23, column: 7, scope: !45)
!66 = !DILocation(line: 23, column: 10, scope: !45)
!67 = !DILocation(line: 24, column: 2, scope: !45)
!68 = !DILocation(line: 24, column: 7, scope: !45)
!69 = !DILocation(line: 24, column: 9, scope: !45)
!70 = !DILocation(line: 25, column: 14, scope: !45)
!71 = !DILocation(line: 25, column: 2, scope: !45)
!72 = !DILocation(line: 25, column: 7, scope: !45)
!73 = !DILocation(line: 25, column: 12, scope: !45)
!74 = !DILocation(line: 26, column: 12, scope: !45)
!75 = !DILocation(line: 26, column: 2, scope: !45)
!76 = !DILocation(line: 26, column: 7, scope: !45)
!77 = !DILocation(line: 26, column: 10, scope: !45)
!78 = !DILocation(line: 27, column: 2, scope: !45)
!79 = !DILocation(line: 27, column: 7, scope: !45)
!80 = !DILocation(line: 27, column: 9, scope: !45)
!81 = !DILocation(line: 28, column: 9, scope: !45)
!82 = !DILocation(line: 28, column: 2, scope: !45)
