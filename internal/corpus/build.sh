#!/usr/bin/env bash
# build.sh: the real-program corpus of irpass.
#
# Downloads Debian (bookworm) source packages of C programs, compiles each
# program's own C files to LLVM IR with clang-14 (typed pointers) and
# clang-19 (opaque pointers) at -O0 and -O2, and links each into ONE
# whole-program module with the matching llvm-link:
#
#     corpus/<prog>.<clang14|clang19>.<O0|O2>[.g].ll
#
# then writes corpus/MANIFEST.tsv (file, bytes, defined and declared
# functions, Debian source package and version) and prints timings
# (also kept in corpus/TIMINGS.tsv). See README.md beside this script.
#
# Usage: internal/corpus/build.sh [options]
#   --only NAME        build only program NAME (repeatable; see --list)
#   --quick            one small program (bzip2) for a CI smoke run
#   --g                also build every program with -g (files *.g.ll);
#                      by default only sqlite3 at -O0 gets a -g variant
#   --no-g             build no -g variant at all
#   --export-testdata  after building, copy the CI slice (the bzip2 program,
#                      both compilers, -O0 and -O2: 4 files, about 5.5 MB)
#                      into internal/testdata/real/ and write its README
#   --out DIR          output directory     (default: <repo>/corpus)
#   --src DIR          download/unpack dir  (default: <repo>/corpus/src)
#   --jobs N           parallel compiles, at most 2 (default 2; run niced)
#   --force            rebuild outputs even when they exist
#   --list             list programs and exit
#   -h, --help         this text
#
# Idempotent: downloads, unpacked trees, per-file IR and linked modules that
# already exist are reused (per-file IR is rebuilt when its source is newer).
# Needs: root (or sudo) for the one-time deb-src entry and apt-get update;
# dpkg-dev, clang-14, clang-19, llvm-14 and llvm-19.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
out=$repo/corpus
src=
jobs=2
force=0
gmode=default
export_td=0
only=()
list=0

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
	case $1 in
	--only) only+=("$2"); shift 2 ;;
	--only=*) only+=("${1#*=}"); shift ;;
	--quick) only+=(bzip2); shift ;;
	--g) gmode=all; shift ;;
	--no-g) gmode=none; shift ;;
	--export-testdata) export_td=1; shift ;;
	--out) out=$2; shift 2 ;;
	--src) src=$2; shift 2 ;;
	--jobs) jobs=$2; shift 2 ;;
	--force) force=1; shift ;;
	--list) list=1; shift ;;
	-h | --help) usage; exit 0 ;;
	*) echo "build.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
	esac
done
[ -n "$src" ] || src=$out/src
case $jobs in 1 | 2) ;; *) echo "build.sh: --jobs must be 1 or 2" >&2; exit 2 ;; esac

# All programs, in build order (small first). Each has a recipe in
# recipes/<prog>.sh; see README.md for the recipe format.
all_progs=(bzip2 zlib lz4 mujs lua5.4 libdeflate brotli libpng1.6 pcre2 sqlite3)
# The CI slice committed in internal/testdata/real (--export-testdata): each
# module must stay under about 1.5 MB and the slice under about 6 MB, which
# only bzip2 meets (zlib's minigzip at clang 14 -O0 is 1.8 MB).
export_progs=(bzip2)
if [ $export_td = 1 ] && [ ${#only[@]} -gt 0 ]; then
	only+=(bzip2)
fi

if [ $list = 1 ]; then
	for p in "${all_progs[@]}"; do
		# fetch is stubbed: listing downloads nothing.
		( fetch() { echo "$src/$1"; }; PKG=; DESC=; source "$here/recipes/$p.sh"
		  printf '%-12s %-12s %s\n' "$p" "$PKG" "$DESC" )
	done
	exit 0
fi

progs=()
if [ ${#only[@]} -eq 0 ]; then
	progs=("${all_progs[@]}")
else
	for p in "${all_progs[@]}"; do
		for o in "${only[@]}"; do
			if [ "$p" = "$o" ]; then progs+=("$p"); break; fi
		done
	done
	for o in "${only[@]}"; do
		[ -f "$here/recipes/$o.sh" ] || { echo "build.sh: no program '$o' (try --list)" >&2; exit 2; }
	done
fi

CLANG14=${CLANG14:-clang-14}
CLANG19=${CLANG19:-clang-19}
LINK14=${LINK14:-/usr/lib/llvm-14/bin/llvm-link}
LINK19=${LINK19:-/usr/lib/llvm-19/bin/llvm-link}
for t in "$CLANG14" "$CLANG19" "$LINK14" "$LINK19" dpkg-source apt-get; do
	command -v "$t" >/dev/null || { echo "build.sh: missing tool $t" >&2; exit 1; }
done

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN{printf "%.1f", b-a}'; }
log() { printf '[corpus] %s\n' "$*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- (a) deb-src entry for bookworm --------------------------------------
# Adds, when no deb-src entry for bookworm exists, a Types: deb-src stanza
# for every bookworm Debian stanza of the existing deb822 sources (same URIs,
# Suites and Signed-By, Components: main) or, for a one-line-style
# sources.list, the matching deb-src lines; then runs apt-get update once.
ensure_deb_src() {
	local f have=0
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
		[ -f "$f" ] && grep -Eq '^[[:space:]]*deb-src[[:space:]].*bookworm' "$f" && have=1
	done
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		awk 'BEGIN{RS="";FS="\n"} /Types:[^\n]*deb-src/ && /Suites:[^\n]*bookworm/ {found=1} END{exit !found}' "$f" && have=1
	done
	[ $have = 1 ] && return 0
	local stanzas="" lines=""
	for f in /etc/apt/sources.list.d/*.sources; do
		[ -f "$f" ] || continue
		stanzas+=$(awk 'BEGIN{RS="";FS="\n"} {
			t=""; u=""; s=""; k="";
			for (i=1;i<=NF;i++) {
				if ($i ~ /^Types:/) t=$i; else if ($i ~ /^URIs:/) u=$i;
				else if ($i ~ /^Suites:/) s=$i; else if ($i ~ /^Signed-By:/) k=$i
			}
			if (t ~ /[[:space:]]deb([[:space:]]|$)/ && u ~ /debian/ && s ~ /bookworm/) {
				printf "Types: deb-src\n%s\n%s\nComponents: main\n", u, s
				if (k != "") print k
				print ""
			}
		}' "$f")$'\n'
	done
	for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
		[ -f "$f" ] || continue
		lines+=$(awk '$1=="deb" && /debian/ && /bookworm/ { $1="deb-src"; print }' "$f" | awk '{ $NF=$NF; print }')$'\n'
	done
	if [ -n "${stanzas//[$'\n']/}" ]; then
		log "adding deb-src stanzas to /etc/apt/sources.list.d/irpass-deb-src.sources"
		printf '%s\n' "$stanzas" | as_root tee /etc/apt/sources.list.d/irpass-deb-src.sources >/dev/null
	elif [ -n "${lines//[$'\n']/}" ]; then
		log "adding deb-src lines to /etc/apt/sources.list.d/irpass-deb-src.list"
		printf '%s' "$lines" | as_root tee /etc/apt/sources.list.d/irpass-deb-src.list >/dev/null
	else
		echo "build.sh: found no Debian bookworm source entry to mirror as deb-src" >&2
		exit 1
	fi
	log "apt-get update"
	as_root apt-get update -qq
}

# --- (b) download and unpack ---------------------------------------------
# fetch PKG: prints the unpacked source directory of Debian source package
# PKG under $src. The .dsc and tarballs stay in $src/dl.
fetch() {
	local pkg=$1 dsc dir
	mkdir -p "$src/dl"
	dsc=$(ls "$src/dl/${pkg}"_*.dsc 2>/dev/null | LC_ALL=C sort | tail -n1 || true)
	if [ -z "$dsc" ]; then
		ensure_deb_src
		# As root, let apt's sandbox user write here (avoids a warning).
		[ "$(id -u)" = 0 ] && id _apt >/dev/null 2>&1 && chown _apt "$src/dl"
		log "apt-get source --download-only $pkg"
		# The newest version may live in bookworm-security, which some
		# mirrors and snapshots do not serve; fall back to bookworm's own.
		if ! (cd "$src/dl" && apt-get source --download-only -qq "$pkg" >&2); then
			log "apt-get source --download-only $pkg/bookworm (fallback)"
			(cd "$src/dl" && apt-get source --download-only -qq "$pkg/bookworm" >&2)
		fi
		dsc=$(ls "$src/dl/${pkg}"_*.dsc | LC_ALL=C sort | tail -n1)
	fi
	local ver=${dsc##*/${pkg}_}; ver=${ver%.dsc}
	dir=$src/$pkg-$ver
	if [ ! -f "$dir/.unpacked" ]; then
		rm -rf "$dir"
		log "dpkg-source -x ${dsc##*/}"
		dpkg-source --no-check -x "$dsc" "$dir" >/dev/null
		touch "$dir/.unpacked"
	fi
	printf '%s\n' "$dir"
}

# --- (c) compile and link -------------------------------------------------
# compile_one CLANG OPT G SRCDIR OBJDIR FLAGS... FILE: FILE (relative to
# SRCDIR) to OBJDIR/FILE.ll (slashes as __) unless that is newer than the
# source. The file comes last so that xargs can append it.
compile_one() {
	local cc=$1 opt=$2 g=$3 sd=$4 od=$5; shift 5
	local f=${!#}
	local flags=("${@:1:$#-1}")
	local o=$od/${f//\//__}.ll
	if [ -f "$o" ] && [ "$o" -nt "$sd/$f" ]; then return 0; fi
	local gflag=()
	[ "$g" = 1 ] && gflag=(-g)
	if ! (cd "$sd" && nice -n 10 "$cc" --target=x86_64-linux-gnu -S -emit-llvm "-$opt" "${gflag[@]}" \
		-w "${flags[@]}" -o "$o.tmp" "$f"); then
		echo "build.sh: $cc failed on $sd/$f" >&2
		rm -f "$o.tmp"
		return 1
	fi
	mv "$o.tmp" "$o"
}
export -f compile_one

# build_variant PROG CC(14|19) OPT(O0|O2) G(0|1): one whole-program module
# from FILES, SRCDIR and CFLAGS (set by the recipe).
build_variant() {
	local prog=$1 v=$2 opt=$3 g=$4
	local cc link suffix=""
	if [ "$v" = 14 ]; then cc=$CLANG14; link=$LINK14; else cc=$CLANG19; link=$LINK19; fi
	[ "$g" = 1 ] && suffix=.g
	local name=$prog.clang$v.$opt$suffix.ll
	local dst=$out/$name
	if [ -f "$dst" ] && [ $force = 0 ]; then
		log "$name: exists, skipped"
		return 0
	fi
	local od=$out/obj/$prog/clang$v.$opt$suffix
	mkdir -p "$od"
	local t0 tc t1 tl f objs=()
	t0=$(now)
	printf '%s\0' "${FILES[@]}" | xargs -0 -n1 -P "$jobs" bash -c 'compile_one "$@"' _ \
		"$cc" "$opt" "$g" "$SRCDIR" "$od" "${CFLAGS[@]}"
	tc=$(elapsed "$t0")
	for f in "${FILES[@]}"; do objs+=("$od/${f//\//__}.ll"); done
	t1=$(now)
	nice -n 10 "$link" -S -o "$dst.tmp" "${objs[@]}"
	mv "$dst.tmp" "$dst"
	tl=$(elapsed "$t1")
	log "$name: ${#FILES[@]} C files compiled in ${tc}s, linked in ${tl}s, $(stat -c %s "$dst") bytes"
	printf '%s\t%s\t%s\t%s\t%s\n' "$name" "${#FILES[@]}" "$tc" "$tl" "$(date -u +%FT%TZ)" >>"$out/TIMINGS.tsv"
}

# --- (d) manifest -----------------------------------------------------------
# One line per module in $out: file, bytes, defined functions, declared
# functions, Debian source package, version. Rewritten from scratch.
write_manifest() {
	local m=$out/MANIFEST.tsv f base prog pkg ver
	{
		printf 'file\tbytes\tdefined_functions\tdeclared_functions\tdebian_source\tversion\n'
		for f in "$out"/*.ll; do
			[ -f "$f" ] || continue
			base=${f##*/}
			prog=${base%%.clang*}
			pkg=$(grep -m1 "^$prog	" "$out/SOURCES.tsv" 2>/dev/null | cut -f2)
			ver=$(grep -m1 "^$prog	" "$out/SOURCES.tsv" 2>/dev/null | cut -f3)
			printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$base" "$(stat -c %s "$f")" \
				"$(grep -c '^define ' "$f" || true)" "$(grep -c '^declare ' "$f" || true)" \
				"${pkg:-?}" "${ver:-?}"
		done
	} >"$m.tmp"
	mv "$m.tmp" "$m"
}

# --- export of the CI slice ---------------------------------------------------
export_testdata() {
	local td=$repo/internal/testdata/real p v o f
	mkdir -p "$td"
	rm -f "$td"/*.ll
	for p in "${export_progs[@]}"; do
		for v in 14 19; do
			for o in O0 O2; do
				f=$out/$p.clang$v.$o.ll
				[ -f "$f" ] || { echo "build.sh: $f missing for --export-testdata" >&2; exit 1; }
				cp "$f" "$td/"
			done
		done
		cp "$(fetch "$p")/LICENSE" "$td/LICENSE.$p"
	done
	{
		cat <<'EOT'
# Real programs: the CI slice

Whole-program LLVM IR of a small real C program, one module per compiler
and optimisation level, written by `internal/corpus/build.sh
--export-testdata` (do not edit by hand; rerun the script). Each module is
all of the program's own C files compiled with `clang-<N> --target=x86_64-linux-gnu
-S -emit-llvm -O<L>` and linked with the matching `llvm-link -S` (libc is not
linked: its functions are declarations). clang 14 output uses typed
pointers, clang 19 output opaque pointers (`ptr`).

| file | bytes | defined functions | program | Debian source package | license |
|---|---|---|---|---|---|
EOT
		for f in "$td"/*.ll; do
			local base=${f##*/} prog
			prog=${base%%.clang*}
			local pkg ver what lic
			pkg=$(grep -m1 "^$prog	" "$out/SOURCES.tsv" | cut -f2)
			ver=$(grep -m1 "^$prog	" "$out/SOURCES.tsv" | cut -f3)
			case $prog in
			bzip2) what='`bzip2` (bzip2.c + libbz2)'; lic='BSD-style, `LICENSE.bzip2`' ;;
			*) what="\`$prog\`"; lic="see \`LICENSE.$prog\`" ;;
			esac
			printf '| `%s` | %s | %s | %s | %s %s | %s |\n' "$base" "$(stat -c %s "$f")" \
				"$(grep -c '^define ' "$f")" "$what" "$pkg" "$ver" "$lic"
		done
		cat <<'EOT'

Source: Debian bookworm (`apt-get source bzip2`), unmodified; the files and
flags are in `internal/corpus/recipes/bzip2.sh`. bzip2 and libbzip2 are
Copyright (C) 1996-2019 Julian R Seward, distributed under a BSD-style
license that allows redistribution in source and binary forms, with or
without modification, provided its notice and conditions are kept; its full
text, copied from the package, is in `LICENSE.bzip2` beside this file.
EOT
	} >"$td/README.md"
	log "exported $(ls "$td"/*.ll | wc -l) modules to $td ($(du -sh "$td" | cut -f1))"
}

# --- main ---------------------------------------------------------------------
mkdir -p "$out" "$src"
start=$(now)
[ -f "$out/TIMINGS.tsv" ] || printf 'file\tc_files\tcompile_s\tlink_s\twhen\n' >"$out/TIMINGS.tsv"
touch "$out/SOURCES.tsv"
for prog in "${progs[@]}"; do
	tp=$(now)
	# Recipe variables (see README.md): PKG, DESC, FILES (relative to the
	# unpacked tree), CFLAGS, and an optional prepare function run once in
	# the tree before compiling.
	PKG=; DESC=; FILES=(); CFLAGS=(); EXCLUDE=()
	unset -f prepare 2>/dev/null || true
	# shellcheck source=/dev/null
	source "$here/recipes/$prog.sh"
	SRCDIR=$(fetch "$PKG")
	ver=${SRCDIR##*/$PKG-}
	if ! grep -q "^$prog	$PKG	$ver\$" "$out/SOURCES.tsv"; then
		grep -v "^$prog	" "$out/SOURCES.tsv" >"$out/SOURCES.tsv.tmp" || true
		printf '%s\t%s\t%s\n' "$prog" "$PKG" "$ver" >>"$out/SOURCES.tsv.tmp"
		sort "$out/SOURCES.tsv.tmp" >"$out/SOURCES.tsv"; rm -f "$out/SOURCES.tsv.tmp"
	fi
	if declare -F prepare >/dev/null && [ ! -f "$SRCDIR/.irpass-prepared" ]; then
		log "$prog: prepare"
		(cd "$SRCDIR" && prepare)
		touch "$SRCDIR/.irpass-prepared"
	fi
	# Expand globs in FILES relative to the tree; link in sorted order.
	expanded=()
	for pat in "${FILES[@]}"; do
		mapfile -t matched < <(cd "$SRCDIR" && compgen -G "$pat" || true)
		[ ${#matched[@]} -gt 0 ] || { echo "build.sh: $prog: no file matches $pat in $SRCDIR" >&2; exit 1; }
		expanded+=("${matched[@]}")
	done
	mapfile -t FILES < <(printf '%s\n' "${expanded[@]}" | LC_ALL=C sort -u)
	for ex in "${EXCLUDE[@]:-}"; do
		[ -n "$ex" ] || continue
		mapfile -t FILES < <(printf '%s\n' "${FILES[@]}" | grep -vx -- "$ex")
	done
	[ ${#FILES[@]} -gt 0 ] || { echo "build.sh: $prog: no C files" >&2; exit 1; }
	for v in 14 19; do
		for opt in O0 O2; do
			build_variant "$prog" "$v" "$opt" 0
			if [ $gmode = all ] || { [ $gmode = default ] && [ "$prog" = sqlite3 ] && [ $opt = O0 ]; }; then
				build_variant "$prog" "$v" "$opt" 1
			fi
		done
	done
	EXCLUDE=()
	log "$prog ($PKG $ver): done in $(elapsed "$tp")s"
done
write_manifest
[ $export_td = 1 ] && export_testdata
log "total $(elapsed "$start")s; manifest: $out/MANIFEST.tsv"
column -t -s $'\t' "$out/MANIFEST.tsv" >&2 || cat "$out/MANIFEST.tsv" >&2
