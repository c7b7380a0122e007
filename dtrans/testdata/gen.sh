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
# link_pair DIR OPT: DIR/a.c and DIR/b.c compiled by both clangs at -OPT and
# linked by each LLVM's llvm-link into DIR.clang14.OPT.ll and
# DIR.clang19.OPT.ll.
link_pair() {
	for u in a b; do
		clang-14 --target=x86_64-linux-gnu -c -emit-llvm -fno-discard-value-names -"$2" -o "$tmp/$u.14.bc" "$1/$u.c"
		"$CLANG19" --target=x86_64-linux-gnu -c -emit-llvm -fno-discard-value-names -"$2" -o "$tmp/$u.19.bc" "$1/$u.c"
	done
	llvm-link -S -o "$1.clang14.$2.ll" "$tmp/a.14.bc" "$tmp/b.14.bc"
	"$LINK19" -S -o "$1.clang19.$2.ll" "$tmp/a.19.bc" "$tmp/b.19.bc"
}
link_pair linked O0
# The -O2 linked fixture: llvm-link 19 gives b.c's struct Q the name of
# a.c's struct P, isomorphic under opaque pointers.
link_pair linked2 O2
# linked3: llvm-link 19 gives b.c's table of struct B the type of a.c's
# struct P.
link_pair linked3 O2
# linked4: llvm-link 19 gives b.c's stack slot of struct L the type of
# a.c's struct P.
link_pair linked4 O2
# linked5: clang 19 drops b.c's struct FK, whose trailing array of Col
# llvm-link 19 types as a.c's struct P.
link_pair linked5 O2
# linked6: llvm-link 19 gives b.c's struct A and struct B, both reached
# through one void *, the type of a.c's struct P.
link_pair linked6 O2
# linked7: llvm-link 19 gives b.c's stack slot of struct L the type of
# a.c's struct P, whose second field holds another structure's field's
# address.
link_pair linked7 O2
# linked8: llvm-link (14 and 19) gives b.c's struct T, an array of which
# comes from a pool that also gives a U, the type of a.c's struct P.
link_pair linked8 O2
# hPlinked: llvm-link (14 and 19) gives b.c's struct T, reached through
# a parameter, the type of a.c's struct P.
link_pair hPlinked O2
# hQlinked1: llvm-link 19 gives b.c's globals of struct FD and struct OD,
# which clang 19 drops and which the code reaches through a void *, the
# type of a.c's struct P.
link_pair hQlinked1 O2
# hQlinked2: llvm-link 19 gives b.c's table of struct Sys, which clang 19
# drops, the type of a.c's struct P.
link_pair hQlinked2 O2
# hQlinked3: llvm-link 19 gives b.c's struct I, the first member of its
# struct C, the type of a.c's struct P.
link_pair hQlinked3 O2
# hTlinked1: llvm-link (14 and 19) gives b.c's struct B, whose array b.c
# steps over through a void *, the type of a.c's struct P.
link_pair hTlinked1 O2
# hXlinked1: llvm-link 19 gives b.c's struct Col, the elements of the
# trailing array of a struct FK that clang 19 drops, the type of a.c's
# struct P.
link_pair hXlinked1 O2
# hYlinked1: llvm-link 19 gives b.c's struct L, two members of its struct
# Dyn, the type of a.c's struct P.
link_pair hYlinked1 O2
# hAAlinked1: llvm-link 19 gives b.c's struct B, a member of its struct D
# past D's first field, the type of a.c's struct P.
link_pair hAAlinked1 O2
# hADlinked1: b.c's struct X holds a pointer to b.c's struct Y, not
# a.c's: llvm-link 14 names b.c's X X.1, one C structure under two names.
link_pair hADlinked1 O2
# hAQlinked1: llvm-link 19 gives b.c's local struct H the type of a.c's
# va_list, struct __va_list_tag.
link_pair hAQlinked1 O2
