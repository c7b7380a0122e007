#!/usr/bin/env bash
# gen.sh: regenerate the LLVM IR fixtures of package aos from their C
# sources.
#
# Every C file here is compiled by clang-14 (typed pointers) and clang-19
# (opaque pointers) at -O0 and -O2, with debug information (-g: the report
# gives source locations), into
#
#     <name>.<clang14|clang19>.<O0|O2>.ll
#
# Flags: --target=x86_64-linux-gnu (the same IR on every host),
# -fno-discard-value-names (sites keep their names: %call, %arr),
# -fdebug-compilation-dir=. (no absolute build directory in debug info).
# The expected answers are the `// want` comments in each C file (see
# aos_test.go).
#
# Usage: aos/testdata/gen.sh [name...]   (default: every *.c here)
# Needs clang-14 and clang-19 (override with CLANG14=..., CLANG19=...).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

CLANG14=${CLANG14:-clang-14}
CLANG19=${CLANG19:-clang-19}

if [ $# -gt 0 ]; then
	names=("$@")
else
	names=()
	for c in *.c; do names+=("${c%.c}"); done
fi

for name in "${names[@]}"; do
	[ -f "$name.c" ] || { echo "gen.sh: no $name.c" >&2; exit 1; }
	for v in 14 19; do
		cc=CLANG$v
		cc=${!cc}
		for opt in O0 O2; do
			out=$name.clang$v.$opt.ll
			"$cc" --target=x86_64-linux-gnu -S -emit-llvm "-$opt" -g -fno-discard-value-names \
				-fdebug-compilation-dir=. -o "$out.tmp" "$name.c"
			mv "$out.tmp" "$out"
			echo "$out"
		done
	done
done
