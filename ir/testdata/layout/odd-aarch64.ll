; Odd widths under AArch64's layout, where i8 and i16 have larger preferred
; alignments and i128 is 16-aligned; llc checks the preferred alignments.
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%a64.ints = type { i1, i24, i33, i7, i128, i256, i48, i65 }
%a64.vectors = type { <3 x i1>, <16 x i1>, <3 x float>, <5 x i8>, <3 x i64>, <2 x i128> }
%a64.mix = type { i8, fp128, i8, x86_fp80, i8, half, [3 x i24] }
