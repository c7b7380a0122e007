#!/bin/sh
# Regenerates the example's IR from shapes.c: shapes14.ll with clang 14
# (typed pointers) and shapes19.ll with clang 19 (opaque pointers). The
# example gives the same report on both.
#
# -O0 without optnone keeps one getelementptr per field access, as a front
# end emits it; at -O1 clang 19 folds struct field addresses into byte
# offsets and the struct types of this small program vanish from the IR.
set -eu
cd "$(dirname "$0")"
flags="-S -emit-llvm -O0 -Xclang -disable-O0-optnone -g0 -fno-discard-value-names --target=x86_64-unknown-linux-gnu"
clang-14 $flags -o shapes14.ll shapes.c
clang-19 $flags -o shapes19.ll shapes.c
