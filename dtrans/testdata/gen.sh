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
# The linked fixture: two translation units linked by each LLVM's
# llvm-link, whose opaque-pointer version merges isomorphic structure types.
LINK19=${LINK19:-$(command -v llvm-link-19 || echo /usr/lib/llvm-19/bin/llvm-link)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for u in a b; do
	clang-14 --target=x86_64-linux-gnu -c -emit-llvm -fno-discard-value-names -O0 -o "$tmp/$u.14.bc" "linked/$u.c"
	"$CLANG19" --target=x86_64-linux-gnu -c -emit-llvm -fno-discard-value-names -O0 -o "$tmp/$u.19.bc" "linked/$u.c"
done
llvm-link -S -o linked.clang14.O0.ll "$tmp/a.14.bc" "$tmp/b.14.bc"
"$LINK19" -S -o linked.clang19.O0.ll "$tmp/a.19.bc" "$tmp/b.19.bc"
# The -O2 linked fixture: llvm-link 19 gives b.c's struct Q the name of
# a.c's struct P, isomorphic under opaque pointers.
for u in a b; do
	clang-14 --target=x86_64-linux-gnu -c -emit-llvm -fno-discard-value-names -O2 -o "$tmp/$u.14.bc" "linked2/$u.c"
	"$CLANG19" --target=x86_64-linux-gnu -c -emit-llvm -fno-discard-value-names -O2 -o "$tmp/$u.19.bc" "linked2/$u.c"
done
llvm-link -S -o linked2.clang14.O2.ll "$tmp/a.14.bc" "$tmp/b.14.bc"
"$LINK19" -S -o linked2.clang19.O2.ll "$tmp/a.19.bc" "$tmp/b.19.bc"
