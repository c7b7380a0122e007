#!/usr/bin/env bash
# gen.sh: regenerate list.clang14.ll (typed pointers) and list.clang19.ll
# (opaque pointers) from list.c: -O0 with value names, then mem2reg.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
FLAGS=(--target=x86_64-linux-gnu -O0 -Xclang -disable-O0-optnone -fno-discard-value-names -S -emit-llvm)
"${CLANG14:-clang-14}" "${FLAGS[@]}" list.c -o - | "${OPT14:-$(command -v opt-14 || command -v opt)}" -S -passes=mem2reg -o list.clang14.ll
"${CLANG19:-clang-19}" "${FLAGS[@]}" list.c -o - | "${OPT19:-/usr/lib/llvm-19/bin/opt}" -S -passes=mem2reg -o list.clang19.ll
