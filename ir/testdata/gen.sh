#!/usr/bin/env bash
# gen.sh: regenerate the LLVM IR fixtures of package ir from their C sources.
#
# Every C file in this directory (ir/testdata/*.c, not subdirectories) is
# compiled by clang-14 (typed pointers) and clang-19 (opaque pointers) at -O0
# and -O2 into
#
#     <name>.<clang14|clang19>.<O0|O2>.ll
#
# and the files listed in WITH_G below also with -g into
#
#     <name>.<clang14|clang19>.<O0|O2>.g.ll
#
# Flags: --target=x86_64-linux-gnu (the same IR on every host),
# -fno-discard-value-names at -O0 (value names survive, so tests and people
# can refer to %e, %next, ...), -fdebug-compilation-dir=. (no absolute build
# directory in debug info). The output depends only on the sources and the
# two compilers' versions (recorded in each file's !llvm.ident).
#
# Usage: ir/testdata/gen.sh [name...]   (default: every *.c here)
# Needs clang-14 and clang-19 (override with CLANG14=..., CLANG19=...).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

CLANG14=${CLANG14:-clang-14}
CLANG19=${CLANG19:-clang-19}
WITH_G=(structs linkedlist hashtable switch aos)

if [ $# -gt 0 ]; then
	names=("$@")
else
	names=()
	for c in *.c; do names+=("${c%.c}"); done
fi

has_g() {
	local n
	for n in "${WITH_G[@]}"; do [ "$n" = "$1" ] && return 0; done
	return 1
}

for name in "${names[@]}"; do
	[ -f "$name.c" ] || { echo "gen.sh: no $name.c" >&2; exit 1; }
	for v in 14 19; do
		cc=CLANG$v
		cc=${!cc}
		for opt in O0 O2; do
			flags=(--target=x86_64-linux-gnu -S -emit-llvm "-$opt" -fdebug-compilation-dir=.)
			[ $opt = O0 ] && flags+=(-fno-discard-value-names)
			variants=("")
			has_g "$name" && variants+=(.g)
			for g in "${variants[@]}"; do
				out=$name.clang$v.$opt$g.ll
				extra=()
				[ -n "$g" ] && extra=(-g)
				"$cc" "${flags[@]}" "${extra[@]}" -o "$out.tmp" "$name.c"
				mv "$out.tmp" "$out"
				echo "$out"
			done
		done
	done
done
