#!/bin/sh
# bench.sh: time the reader, llir's asm parser and LLVM's llvm-as on the same
# whole-program modules, in one run.
#
#   ir/internal/llread/bench.sh [FILE.ll ...]
#
# Defaults to the sqlite3 -O0 modules of the corpus built by
# internal/corpus/build.sh (clang 14: typed, read by llvm-as 14; clang 19:
# opaque, read by LLVM 19's llvm-as). Prints Go benchmark lines (MB/s,
# B/op, allocs/op) and the best of 3 wall-clock runs of llvm-as (GNU time).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
if [ $# -eq 0 ]; then
	set -- "$root/corpus/sqlite3.clang14.O0.ll" "$root/corpus/sqlite3.clang19.O0.ll"
fi
as14=$(command -v llvm-as || true)
as19=/usr/lib/llvm-19/bin/llvm-as
for f in "$@"; do
	[ -f "$f" ] || { echo "missing $f (run internal/corpus/build.sh)" >&2; exit 1; }
	size=$(wc -c < "$f")
	echo "== $f ($size bytes)"
	(cd "$here" && LLREAD_BENCH_FILE="$f" go test -run '^$' -bench 'Read$|LLIRAsm' -benchtime 3x -count 1 .) | grep -E '^Benchmark'
	if grep -q -m1 -E '[ (]ptr %' "$f"; then tool=$as19; else tool=$as14; fi
	[ -x "$tool" ] || { echo "no llvm-as for $f"; continue; }
	best=
	rss=
	for i in 1 2 3; do
		out=$(/usr/bin/time -f "%e %M" "$tool" -o /dev/null "$f" 2>&1 >/dev/null | tail -1)
		t=${out% *}
		if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; rss=${out#* }; fi
	done
	echo "llvm-as ($tool): best of 3: ${best}s, $(echo "scale=1; $size / 1000000 / $best" | bc) MB/s, max RSS ${rss} KB"
done
