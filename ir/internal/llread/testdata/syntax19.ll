; Hand-written LLVM 19 syntax the reader must accept (opaque pointers).
source_filename = "syntax19.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, [4 x i8], ptr }
%struct.P = type <{ i8, i32 }>
%struct.Opq = type opaque

$comdat.any = comdat any

@g = dso_local global %struct.S { i32 1, [4 x i8] c"ab\00\FF", ptr @g }, align 8
@arr = internal constant [3 x i32] [i32 1, i32 2, i32 3], comdat($comdat.any)
@packed = global %struct.P <{ i8 1, i32 2 }>, section ".data.p"
@tls = thread_local(initialexec) global i32 0
@ext = external global ptr
@vec = global <4 x i32> splat (i32 7)
@gep = global ptr getelementptr inbounds ([3 x i32], ptr @arr, i64 0, i64 1)
@p2i = global i64 ptrtoint (ptr @g to i64)
@as1 = addrspace(1) global i32 0
@al = alias i32, ptr @tls
@fptr = global ptr @callee
@ba = global ptr blockaddress(@blocks, %second)
@dle = global ptr dso_local_equivalent @callee
@nocfi = global ptr no_cfi @callee

declare i32 @callee(i32 noundef range(i32 0, 10), ptr nocapture readonly, ptr dead_on_unwind writable initializes((0, 4))) #0
declare void @llvm.assume(i1 noundef)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare nofpclass(nan) float @llvm.fabs.f32(float)
declare i32 @__gxx_personality_v0(...)
declare void @may_throw(ptr)
declare i32 @printf(ptr noundef, ...)

define dso_local noundef range(i32 -1, 2) i32 @flags(i32 noundef %a, i32 noundef %b, ptr noundef nonnull align 4 dereferenceable(8) %p) local_unnamed_addr #1 {
entry:
  %t = trunc nuw nsw i32 %a to i8
  %z = zext nneg i8 %t to i32
  %o = or disjoint i32 %z, %b
  %c = icmp ult i32 %o, 10
  %q = getelementptr inbounds nuw i32, ptr %p, i64 1
  %r = getelementptr nusw i8, ptr %p, i64 2
  %u = uitofp nneg i32 %a to float
  %f = fneg nnan float %u
  %ab = call nnan float @llvm.fabs.f32(float %f)
  %s = select i1 %c, i32 %o, i32 -1
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 4), "nonnull"(ptr %q) ]
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %r, i64 -8)
  store i32 %s, ptr %m, align 4, !tbaa !5
  %v = load atomic i32, ptr %q acquire, align 4
  %x = atomicrmw add ptr %q, i32 1 seq_cst, align 4
  %cx = cmpxchg weak ptr %q, i32 %x, i32 %v syncscope("singlethread") monotonic monotonic, align 4
  %cv = extractvalue { i32, i1 } %cx, 0
  fence release
  %fr = freeze i32 %cv
  %cmp = icmp sgt i32 %fr, 0
  %res = select i1 %cmp, i32 1, i32 0
  ret i32 %res
}

define i32 @indirect(ptr %fp, i32 %x) {
  %1 = call i32 %fp(i32 %x)
  %2 = call i32 (ptr, ...) @printf(ptr @g, i32 %1)
  %3 = call i32 @callee(i32 %2, ptr %fp, ptr %fp)
  %4 = load ptr, ptr @fptr, align 8
  %5 = call i32 %4(i32 %3, ptr null, ptr null)
  %6 = call i64 @callee(i32 1)
  ret i32 %5
}

define i32 @blocks(i32 %n) {
entry:
  switch i32 %n, label %second [
    i32 0, label %third
    i32 1, label %fourth
  ]
second:
  %phi = phi i32 [ 0, %entry ], [ %inc, %second ], [ 0, %fourth ]
  %inc = add nuw nsw i32 %phi, 1
  %done = icmp eq i32 %inc, %n
  br i1 %done, label %third, label %second, !llvm.loop !8
third:
  %r = phi i32 [ 1, %entry ], [ %inc, %second ]
  ret i32 %r
fourth:
  indirectbr ptr blockaddress(@blocks, %second), [label %second]
}

define <4 x i32> @vectors(<4 x i32> %a, <4 x float> %b) {
  %e = extractelement <4 x i32> %a, i64 0
  %i = insertelement <4 x i32> %a, i32 %e, i32 1
  %s = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer
  %add = add <4 x i32> %s, splat (i32 1)
  %c = fcmp fast olt <4 x float> %b, zeroinitializer
  %sel = select <4 x i1> %c, <4 x i32> %add, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  %gv = getelementptr i32, ptr null, <4 x i64> <i64 0, i64 1, i64 2, i64 3>
  ret <4 x i32> %sel
}

define void @eh(ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(ptr %p)
          to label %cont unwind label %lpad
cont:
  ret void
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  resume { ptr, i32 } %lp
}

define void @dbg(i32 %x) !dbg !20 {
entry:
  %x.addr = alloca i32, align 4
    #dbg_declare(ptr %x.addr, !24, !DIExpression(), !26)
  store i32 %x, ptr %x.addr, align 4, !DIAssignID !27
    #dbg_assign(i32 %x, !24, !DIExpression(), !27, ptr %x.addr, !DIExpression(), !26)
    #dbg_value(i32 %x, !24, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !26)
    #dbg_value(!DIArgList(i32 %x, i32 1), !24, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !26)
  ret void, !dbg !26
}

define void @asm_and_va(ptr %ap) {
  %1 = call i32 asm sideeffect "mov $1, $0", "=r,r,~{dirflag}"(i32 1)
  %2 = va_arg ptr %ap, i32
  unreachable
}

define i32 @asm_goto(i32 %x) {
entry:
  callbr void asm "jmp ${1:l}", "r,!i"(i32 %x)
          to label %normal [label %indirect]
normal:
  ret i32 0
indirect:
  %agg = insertvalue { i32, ptr } poison, i32 %x, 0
  %agg2 = insertvalue { i32, ptr } %agg, ptr null, 1
  %v = extractvalue { i32, ptr } %agg2, 0
  ret i32 %v
}

define void @winseh() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(ptr null)
          to label %cont unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %handler] unwind label %cleanup
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %cont
cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller
cont:
  ret void
}

declare i32 @__CxxFrameHandler3(...)

attributes #0 = { nounwind memory(argmem: readwrite) "no-trapping-math"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable(sync) "target-cpu"="x86-64" }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 7, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{!"clang version 19"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !9, i64 0}
!8 = distinct !{!8, !28}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !DICompileUnit(language: DW_LANG_C11, file: !11, producer: "clang version 19", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!11 = !DIFile(filename: "syntax19.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!20 = distinct !DISubprogram(name: "dbg", scope: !11, file: !11, line: 3, type: !21, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !25}
!23 = !{}
!24 = !DILocalVariable(name: "x", arg: 1, scope: !20, file: !11, line: 3, type: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 3, column: 14, scope: !20)
!27 = distinct !DIAssignID()
!28 = !{!"llvm.loop.mustprogress"}
