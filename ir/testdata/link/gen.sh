#!/usr/bin/env bash
# Regenerates the per-file IR of the split program and the llvm-link oracle
# for clang 14 (typed pointers) and clang 19 (opaque pointers).
set -euo pipefail
cd "$(dirname "$0")"
for v in 14 19; do
  cc=clang-$v
  link=/usr/lib/llvm-$v/bin/llvm-link
  for opt in O0 O2; do
    outs=()
    for f in main shapes util; do
      out=$f.clang$v.$opt.ll
      $cc --target=x86_64-linux-gnu -$opt -S -emit-llvm -fno-discard-value-names -o "$out" "$f.c"
      outs+=("$out")
    done
    $link -S -o linked.clang$v.$opt.ll "${outs[@]}"
  done
done
