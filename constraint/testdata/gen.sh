#!/usr/bin/env bash
# gen.sh: regenerate the LLVM IR fixtures of package constraint from their C
# sources. Every *.c and *.cpp here is compiled by clang-14 (typed pointers) and
# clang-19 (opaque pointers) at -O0 with value names kept, then promoted to
# SSA by mem2reg (as pointer-analysis test suites do):
#
#     <name>.clang14.ll   <name>.clang19.ll
#
# Usage: constraint/testdata/gen.sh [file.c|file.cpp...]   (default: all here)
# Needs clang-14, opt-14 (or opt from LLVM 14 on PATH), clang-19 and
# LLVM 19's opt (override with CLANG14, OPT14, CLANG19, OPT19).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

CLANG14=${CLANG14:-clang-14}
OPT14=${OPT14:-$(command -v opt-14 || command -v opt)}
CLANG19=${CLANG19:-clang-19}
OPT19=${OPT19:-/usr/lib/llvm-19/bin/opt}
FLAGS=(--target=x86_64-linux-gnu -O0 -Xclang -disable-O0-optnone -fno-discard-value-names -S -emit-llvm)

if [ $# -gt 0 ]; then
	names=("$@")
else
	names=()
	for c in *.c *.cpp; do names+=("$c"); done
fi

for src in "${names[@]}"; do
	n=${src%.*}
	lang=()
	case "$src" in *.cpp) lang=(-x c++ -std=c++17) ;; esac
	"$CLANG14" "${lang[@]}" "${FLAGS[@]}" "$src" -o - | "$OPT14" -S -passes=mem2reg -o "$n.clang14.ll"
	"$CLANG19" "${lang[@]}" "${FLAGS[@]}" "$src" -o - | "$OPT19" -S -passes=mem2reg -o "$n.clang19.ll"
done
