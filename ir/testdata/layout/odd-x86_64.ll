; Odd types under clang 14's x86-64 layout, with the triple so that llc
; also checks preferred alignments: the 32-bit pointers of address spaces
; 270 and 271 (__ptr32), 64-bit ones in 272, i128 only 8-aligned.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%x64.ptrs = type { i8, i8 addrspace(270)*, i8, i8 addrspace(271)*, i8, i8 addrspace(272)*, i8 addrspace(1)* }
%x64.ints = type { i1, i24, i33, i7, i128, i256, i48, i65, i96 }
%x64.vectors = type { <3 x i1>, <16 x i1>, <3 x float>, <5 x i8>, <3 x i64>, <2 x i128>, <4 x x86_fp80>, <2 x i8 addrspace(270)*> }
%x64.floats = type { i8, half, i8, x86_fp80, i8, fp128, i8, ppc_fp128, [3 x x86_fp80] }
%x64.big = type { [100 x i8], <{ i8, i64 }>, [17 x i8] }
