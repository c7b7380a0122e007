#!/bin/sh
# Regenerates the aliascheck fixtures: each c/NAME.c is compiled by clang 14
# (typed pointers) and clang 19 (opaque pointers) at -O0 with debug info and
# value names, then promoted to SSA by mem2reg (opt of the same LLVM).
#   clang14/NAME.ll, clang19/NAME.ll
set -eu
cd "$(dirname "$0")"
OPT19=/usr/lib/llvm-19/bin/opt
FLAGS="-fdebug-prefix-map=$(pwd)=. --target=x86_64-linux-gnu -O0 -g -fno-discard-value-names -Xclang -disable-O0-optnone -S -emit-llvm"
mkdir -p clang14 clang19
for c in c/*.c; do
	n=$(basename "$c" .c)
	clang-14 $FLAGS -o - "$c" | opt-14 -S -passes=mem2reg -o "clang14/$n.ll"
	clang-19 $FLAGS -o - "$c" | "$OPT19" -S -passes=mem2reg -o "clang19/$n.ll"
done
