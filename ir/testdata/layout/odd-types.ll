; Hand-written types the C fixtures do not reach, under the default layout
; (no target datalayout). gen.sh appends LLVM's answers to odd-types.golden.

%odd.ints = type { i1, i24, i33, i7, i128, i256, i48 }
%odd.vectors = type { <3 x i1>, <8 x i1>, <9 x i1>, <3 x float>, <5 x i8>, <1 x i64>, <3 x i32>, <7 x i16> }
%odd.floats = type { half, float, double, x86_fp80, fp128, ppc_fp128 }
%odd.addrspaces = type { i8, i8 addrspace(1)*, i8 addrspace(2)*, i32 addrspace(3)*, %odd.self addrspace(270)* }
%odd.packed = type <{ i8, i64, <3 x float>, x86_fp80 }>
%odd.self = type { %odd.self*, [0 x i32], [2 x [3 x i24]], %odd.packed }
%odd.mmx = type { i8, x86_mmx, i8 }
%odd.empty = type { {}, i8, [0 x i8], {} }
%odd.nested = type { %odd.floats, [2 x %odd.vectors], <{ i8, i16 }> }
%odd.ptrvec = type { i8, <4 x i8 addrspace(1)*>, <2 x i32*> }
%odd.opaque = type opaque
%odd.uses_opaque = type { %odd.opaque*, i8 }
%odd.func = type { void (i32)*, i8, i32 (i8*, ...)* }
