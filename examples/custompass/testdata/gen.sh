#!/bin/sh
# Regenerates shapes.ll, the example's bundled module, from shapes.c with
# clang 14 (typed pointers: the example's own simple inference reads struct
# types off getelementptr source element types, which opaque-pointer IR
# from clang 15+ often replaces with byte offsets; DTrans handles those).
set -eu
cd "$(dirname "$0")"
clang-14 -S -emit-llvm -O1 -g0 -fno-discard-value-names \
	--target=x86_64-unknown-linux-gnu -o shapes.ll shapes.c
