#!/bin/sh
# Regenerates the .ll fixtures of package dtrans from their C sources with
# clang 14 (typed pointers) and clang 19 (opaque pointers) at -O0 and -O2.
set -eu
cd "$(dirname "$0")"
CLANG19=${CLANG19:-$(command -v clang-19 || echo /usr/lib/llvm-19/bin/clang)}
for c in *.c; do
	b=${c%.c}
	for o in O0 O2; do
		clang-14 --target=x86_64-linux-gnu -S -emit-llvm -fno-discard-value-names -$o -o "$b.clang14.$o.ll" "$c"
		"$CLANG19" --target=x86_64-linux-gnu -S -emit-llvm -fno-discard-value-names -$o -o "$b.clang19.$o.ll" "$c"
	done
done
