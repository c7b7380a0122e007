// Package ir is irpass's view of an LLVM IR module: loading, the target's
// DataLayout, use lists, classification of library functions and
// intrinsics, source locations, and the small helpers every analysis needs.
//
// The IR data model is llir/llvm's (imported as llir): a *Module embeds
// *llir.Module, so m.Funcs, m.Globals and m.TypeDefs are llir's, and
// analyses walk llir's instructions, constants and types directly. What
// llir lacks is added here:
//
//   - Parse, ParseFile and FromLLIR load a module from text or adopt one a
//     compiler built in memory. Errors are *Error values positioned as
//     FILE:LINE:COL.
//   - OpaquePointers tells whether the module used opaque pointers (`ptr`).
//     Analyses never rely on a pointer's declared element type: they infer
//     what a pointer points to from its uses, so typed (LLVM ≤ 14) and opaque
//     (LLVM ≥ 15) IR from the same source give the same answers.
//   - Uses gives every use of a value, including uses inside constant
//     expressions and global initializers (llir keeps no use lists).
//   - Classify recognises allocation and deallocation functions (C and
//     Itanium C++ names), the memcpy/memmove/memset intrinsics under typed
//     and opaque names, and the intrinsics analyses ignore.
//   - Loc reads an instruction's source position from its !dbg attachment.
//   - StripPointerCasts, ConstInt, GEPSteps, GEPIndices, CallSig, CalledFunc
//     and ForEachInst are the helpers analyses share instead of rewriting.
//     For hot loops, NumArgs/Arg, AppendGEPSteps, AppendGEPIndices and
//     GlobalName do the same work without allocating (llir's Name allocates
//     on every call).
//
// # Reading IR
//
// Parse and ParseFile read LLVM IR text as LLVM 12–19 print it, with typed
// pointers (clang ≤ 14) or opaque pointers (clang 15+), using irpass's own
// reader (internal/llread); llir's asm parser is used only as a test oracle.
// In an opaque module (OpaquePointers is true) every `ptr` / `ptr
// addrspace(N)` is the module's single *types.PointerType{ElemType: types.I8,
// AddrSpace: N} for that address space, so pointer element types carry no
// information; functions keep llir's type, a pointer to their signature. So
// that llir's Sig and printer work, an indirect call's callee value takes the
// call's function pointer type, and a direct call through a declaration of
// another type calls a constant bitcast of the function, as clang 14 writes
// it. LLVM 19 debug records (#dbg_declare, #dbg_value, #dbg_assign,
// #dbg_label) are read as calls of llvm.dbg.declare / llvm.dbg.value /
// llvm.dbg.label with a !dbg attachment, the form LLVM ≤ 18 prints.
// Attributes and flags llir cannot express are dropped (the table is in
// internal/llread's documentation). llir's printer shows `ptr` as `i8*`,
// which LLVM 17+ reads back as `ptr`.
//
// Call arguments carrying attributes are wrapped by llir in *llir.Arg; Args
// and Uses see through the wrapper.
package ir
