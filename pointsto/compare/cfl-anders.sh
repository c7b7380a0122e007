#!/bin/sh
# Reproduces the corpus figures of pointsto/compare/README.md: our Andersen
# analysis against LLVM 14's CFL-Anders alias analysis (opt -aa-pipeline=
# cfl-anders-aa -passes=aa-eval), pair by pair and in time.
#
#   IRPASS_CORPUS=/abs/path/to/corpus pointsto/compare/cfl-anders.sh [module.ll ...]
#
# Modules are corpus file names (default: the clang 14 -O2 builds of zlib,
# bzip2 and lua5.4, and their -O0 builds made comparable, see below).
# Environment: IRPASS_CFL_REPS (timing runs, default 3), IRPASS_CFL_TIMEOUT
# (limit of one opt run, default 300s), IRPASS_CFL_MAXPTRS (functions with
# more pointers are left out of the pair comparison, default 400).
#
# The corpus -O0 builds have every function optnone, which aa-eval skips;
# NAME.O0.mem2reg.ll is NAME.O0.ll without optnone, promoted to SSA by
# mem2reg as the fixtures are. Do not add sqlite3: CFL-Anders grew to
# 23 GB of memory and died on sqlite3.clang14.O0 (see the README).
set -eu
: "${IRPASS_CORPUS:?set IRPASS_CORPUS to the absolute path of the corpus directory (internal/corpus/build.sh)}"
case $IRPASS_CORPUS in
/*) ;;
*) echo "IRPASS_CORPUS must be absolute" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."
if command -v opt-14 >/dev/null; then OPT=opt-14; else OPT=opt; fi
"$OPT" --version | grep -q 'LLVM version 14\.' || { echo "need LLVM 14's opt (CFL-Anders was removed after LLVM 14)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

if [ $# -eq 0 ]; then
	set -- zlib.clang14.O2.ll zlib.clang14.O0.mem2reg.ll bzip2.clang14.O2.ll bzip2.clang14.O0.mem2reg.ll \
		lua5.4.clang14.O2.ll lua5.4.clang14.O0.mem2reg.ll
fi
mods=
for m in "$@"; do
	case $m in
	*.O0.mem2reg.ll)
		src=$IRPASS_CORPUS/${m%.mem2reg.ll}.ll
		sed '/^attributes #/s/ optnone//' "$src" | "$OPT" -S -passes=mem2reg -o "$work/$m"
		mods="$mods $work/$m"
		;;
	*) mods="$mods $m" ;;
	esac
done

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $($OPT --version | grep -o 'LLVM version [0-9.]*'), $(go version | cut -d' ' -f3)"
IRPASS_CFL_MODULES=$mods \
IRPASS_CFL_TIMEOUT=${IRPASS_CFL_TIMEOUT:-300s} \
	go test -run 'TestCFLAndersCorpus$' -count=1 -timeout 0 -v .
echo "# done $(date -u '+%H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
