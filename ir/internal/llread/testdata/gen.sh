#!/bin/sh
# gen.sh regenerates the clang fixtures of this directory from c/*.c and
# c/*.cpp with
# clang 14 (typed pointers) and clang 19 (opaque pointers), at -O0 and -O2,
# with and without -g. The hand-written syntax*.ll files are not generated.
set -eu
cd "$(dirname "$0")"
for src in c/*.c c/*.cpp; do
	base=$(basename "$src"); base=${base%.*}
	for cc in clang-14 clang-19; do
		v=${cc#clang-}
		for o in O0 O2; do
			"$cc" -S -emit-llvm -"$o" -o "$base.$v.$o.ll" "$src"
			"$cc" -S -emit-llvm -"$o" -g -o "$base.$v.$o.g.ll" "$src"
		done
	done
done
