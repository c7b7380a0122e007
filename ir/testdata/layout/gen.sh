#!/bin/sh
# Regenerates the DataLayout fixtures: compiles structs.c with clang 14
# (typed pointers) and clang 19 (opaque pointers) for three targets, then
# asks LLVM for the layout of every type of every .ll here (LLVM 14's opt and
# llc for typed files, LLVM 19's for opaque ones; see
# ../../datalayout_oracle_test.go) and writes the answers to *.golden, which
# the tests compare ir.DataLayout against. The odd-*.ll files are
# hand-written. Needs clang-14, clang-19, opt and llc (LLVM 14) and
# /usr/lib/llvm-19/bin/{opt,llc}. Run from anywhere.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
for cc in 14 19; do
	for target in x86_64 aarch64 i386; do
		out=structs-clang$cc-$target.ll
		clang-$cc --target=$target-linux-gnu -std=c2x -ffreestanding -S -emit-llvm \
			-fno-ident -o "$out" structs.c
		# Keep the fixtures independent of the directory they were built in.
		sed -i '/^; ModuleID/d;/^source_filename/d' "$out"
	done
done
cd "$here/../.."
go test -count=1 -run 'TestDataLayoutGolden' -update-layout .
