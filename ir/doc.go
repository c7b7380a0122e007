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
package ir
