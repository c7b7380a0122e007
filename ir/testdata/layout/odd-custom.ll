; The same kind of types under a hand-written, big-endian layout exercising
; every alignment specification: pointer sizes per address space, index
; size, integer, float and vector alignments, and an aggregate alignment.
target datalayout = "E-m:e-p:32:32-p1:16:16-p2:64:64:128:32-i64:64:128-i24:32-i16:16:32-f80:32-f64:32:64-v64:32-v96:128-a:32:64-n8:16:32-S64"

%cus.ints = type { i1, i24, i33, i7, i128, i256, i48, i16 }
%cus.vectors = type { <3 x i1>, <8 x i1>, <9 x i1>, <3 x float>, <5 x i8>, <1 x i64>, <3 x i32>, <2 x float> }
%cus.floats = type { half, float, double, x86_fp80, fp128, ppc_fp128 }
%cus.addrspaces = type { i8, i8 addrspace(1)*, i8 addrspace(2)*, i32 addrspace(3)*, i8* }
%cus.packed = type <{ i8, i64, <3 x float>, x86_fp80 }>
%cus.small = type { i8 }
%cus.self = type { %cus.self*, [0 x i32], [2 x [3 x i24]], %cus.packed, %cus.small, i8 }
%cus.nested = type { [3 x %cus.small], i8, { i8 }, <{ i8 }> }
%cus.ptrvec = type { i8, <4 x i8 addrspace(1)*>, <2 x i32 addrspace(2)*> }
