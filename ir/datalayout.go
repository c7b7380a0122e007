package ir

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/llir/llvm/ir/types"
)

// DataLayout describes how a target lays out data in memory: endianness,
// the sizes and alignments of integer, floating-point, vector, aggregate and
// pointer types, and the other facts of a module's `target datalayout`
// string. It answers LLVM's DataLayout queries with LLVM's rules, so that
// sizes, alignments, field offsets and GEP offsets equal those LLVM computes
// for the same string. The tests check this against LLVM 14 and 19 (opt
// folding sizeof/alignof/offsetof constant expressions, llc aligning
// globals) for C structs compiled by clang 14 and 19 for x86-64, AArch64 and
// i386, for hand-written odd types, and for the types of real programs.
//
// All sizes and alignments are in bytes unless the method name says bits.
// Alignments are always powers of two and at least 1.
//
// Types without a size (void, function, metadata, token types, opaque
// structs, and aggregates that contain one of them or, in a malformed
// in-memory module, contain themselves) are reported by IsSized; for them the
// size queries return 0 and the alignment queries return 1, where LLVM would
// assert. Label types are unsized (as in LLVM's Type::isSized) but, as in
// LLVM's DataLayout, have the size and alignment of a pointer in address
// space 0. Scalable vectors report their known minimum size. Sizes are
// computed in bits in a uint64, as in LLVM, so a type of 2^61 bytes or more
// wraps around as it does in LLVM; IndexedOffset reports overflow instead.
// llir/llvm v0.3.6 has no bfloat type, so bfloat cannot be asked about.
//
// The string is taken as written, as LLVM's text reader does: under clang
// 14's x86-64 string i128 is 8-aligned (LLVM 19's opt agrees), under clang
// 19's, which adds i128:128, it is 16-aligned.
//
// A DataLayout is safe for concurrent use. It caches struct layouts by
// *types.StructType, so struct types must not be modified after they have
// been laid out.
type DataLayout struct {
	str string

	bigEndian    bool
	stackAlign   uint64 // 0 when unspecified
	programAS    types.AddrSpace
	allocaAS     types.AddrSpace
	globalsAS    types.AddrSpace
	funcPtrAlign uint64 // 0 when unspecified
	funcPtrType  FunctionPtrAlignType
	mangling     byte // 0 when unspecified
	legalInts    []uint64
	nonIntegral  []types.AddrSpace

	ints, floats, vectors []alignSpec // sorted by width
	aggABI, aggPref       uint64
	pointers              []pointerSpec // sorted by address space; holds address space 0

	layouts sync.Map // *types.StructType -> *StructLayout
}

// alignSpec is one i, f or v specification: the alignments, in bytes, of
// the types of a width in bits.
type alignSpec struct {
	width     uint64
	abi, pref uint64
}

// pointerSpec is one p specification. Sizes are in bits, alignments in
// bytes.
type pointerSpec struct {
	as              types.AddrSpace
	size, indexSize uint64
	abi, pref       uint64
}

// FunctionPtrAlignType says how the alignment of function pointers relates
// to the alignment of functions (the F specification).
type FunctionPtrAlignType uint8

const (
	// FunctionPtrAlignIndependent (Fi) means function pointer alignment is
	// independent of the alignment of functions.
	FunctionPtrAlignIndependent FunctionPtrAlignType = iota
	// FunctionPtrAlignMultipleOfFunctionAlign (Fn) means function pointers
	// are aligned to a multiple of the function's alignment.
	FunctionPtrAlignMultipleOfFunctionAlign
)

// LLVM's default specifications, used for whatever a string leaves out.
var (
	defaultInts = []alignSpec{
		{1, 1, 1}, {8, 1, 1}, {16, 2, 2}, {32, 4, 4}, {64, 4, 8},
	}
	defaultFloats = []alignSpec{
		{16, 2, 2}, {32, 4, 4}, {64, 8, 8}, {128, 16, 16},
	}
	defaultVectors = []alignSpec{
		{64, 8, 8}, {128, 16, 16},
	}
	defaultPointer = pointerSpec{as: 0, size: 64, indexSize: 64, abi: 8, pref: 8}
)

// maxAddrSpace bounds address spaces, which LLVM limits to 24 bits.
const maxAddrSpace = 1<<24 - 1

// ParseDataLayout parses a target datalayout string, such as
// "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128".
// Specifications the string does not give keep LLVM's defaults (the empty
// string gives LLVM's default layout: little-endian, 64-bit pointers, i64
// aligned to 4 bytes, ...). It accepts every specification LLVM does: e, E,
// S, P, A, G, p[n], i, f, v, a, m, n, ni and Fi/Fn (and the deprecated s,
// ignored). It rejects what LLVM 14 or LLVM 19 rejects, with an error saying
// which specification is wrong and why, and, like LLVM, ignores extra
// fields at the end of a specification.
func ParseDataLayout(s string) (*DataLayout, error) {
	dl := &DataLayout{
		str:      s,
		ints:     slices.Clone(defaultInts),
		floats:   slices.Clone(defaultFloats),
		vectors:  slices.Clone(defaultVectors),
		aggABI:   1,
		aggPref:  8,
		pointers: []pointerSpec{defaultPointer},
	}
	if err := dl.parse(s); err != nil {
		return nil, fmt.Errorf("invalid datalayout %q: %w", s, err)
	}
	return dl, nil
}

// errDL is a datalayout specification error.
type errDL string

func (e errDL) Error() string { return string(e) }

func (dl *DataLayout) parse(s string) error {
	if s == "" {
		return nil
	}
	if strings.HasSuffix(s, "-") {
		return errDL("trailing separator '-'")
	}
	for _, spec := range strings.Split(s, "-") {
		if spec == "" {
			return errDL("empty specification before separator '-'")
		}
		if err := dl.parseSpec(spec); err != nil {
			return fmt.Errorf("%q: %w", spec, err)
		}
	}
	return nil
}

// parseSpec parses one '-'-separated specification.
func (dl *DataLayout) parseSpec(spec string) error {
	if strings.HasSuffix(spec, ":") {
		return errDL("trailing separator ':'")
	}
	fields := strings.Split(spec, ":")
	for _, f := range fields[1:] {
		if f == "" {
			return errDL("empty field before separator ':'")
		}
	}
	if fields[0] == "ni" {
		if len(fields) < 2 {
			return errDL("missing address spaces")
		}
		for _, f := range fields[1:] {
			as, err := parseAddrSpace(f)
			if err != nil {
				return err
			}
			if as == 0 {
				return errDL("address space 0 can never be non-integral")
			}
			dl.nonIntegral = append(dl.nonIntegral, as)
		}
		return nil
	}
	if fields[0] == "" {
		return errDL("empty specification")
	}
	letter, tok, rest := fields[0][0], fields[0][1:], fields[1:]
	switch letter {
	case 's':
		// Deprecated; LLVM ignores it to keep reading old files.
		return nil
	case 'e', 'E':
		// LLVM ignores anything after the letter.
		dl.bigEndian = letter == 'E'
		return nil
	case 'p':
		return dl.parsePointer(tok, rest)
	case 'i', 'f', 'v', 'a':
		return dl.parseAlign(letter, tok, rest)
	case 'n':
		if tok == "" && len(rest) == 0 {
			return errDL("missing native integer widths")
		}
		// Like LLVM, several n specifications accumulate.
		widths := append([]string{tok}, rest...)
		for _, w := range widths {
			n, err := parseUint(w)
			if err != nil {
				return err
			}
			if n == 0 {
				return errDL("zero width native integer type")
			}
			dl.legalInts = append(dl.legalInts, n)
		}
		return nil
	case 'S':
		a, err := parseAlignBytes(tok, "stack alignment", true)
		if err != nil {
			return err
		}
		dl.stackAlign = a
		return nil
	case 'F':
		if tok == "" {
			return errDL("missing function pointer alignment type")
		}
		switch tok[0] {
		case 'i':
			dl.funcPtrType = FunctionPtrAlignIndependent
		case 'n':
			dl.funcPtrType = FunctionPtrAlignMultipleOfFunctionAlign
		default:
			return errDL("unknown function pointer alignment type (want Fi or Fn)")
		}
		a, err := parseAlignBytes(tok[1:], "function pointer alignment", true)
		if err != nil {
			return err
		}
		dl.funcPtrAlign = a
		return nil
	case 'P', 'A', 'G':
		as, err := parseAddrSpace(tok)
		if err != nil {
			return err
		}
		switch letter {
		case 'P':
			dl.programAS = as
		case 'A':
			dl.allocaAS = as
		case 'G':
			dl.globalsAS = as
		}
		return nil
	case 'm':
		if tok != "" {
			return errDL("unexpected characters after mangling specifier")
		}
		if len(rest) != 1 || len(rest[0]) != 1 {
			return errDL("expected one mangling mode letter (m:e, m:l, m:o, m:m, m:w, m:x or m:a)")
		}
		switch c := rest[0][0]; c {
		case 'e', 'l', 'o', 'm', 'w', 'x', 'a':
			dl.mangling = c
		default:
			return errDL("unknown mangling mode")
		}
		return nil
	}
	return errDL("unknown specifier")
}

// parsePointer parses p[n]:size:abi[:pref[:idx]].
func (dl *DataLayout) parsePointer(tok string, rest []string) error {
	var as types.AddrSpace
	if tok != "" {
		var err error
		if as, err = parseAddrSpace(tok); err != nil {
			return err
		}
	}
	if len(rest) < 2 {
		return errDL("missing pointer size or alignment")
	}
	// Pointer and index sizes are in bits, not necessarily whole bytes.
	size, err := parseUint(rest[0])
	if err != nil {
		return err
	}
	if size == 0 {
		return errDL("invalid pointer size of 0 bits")
	}
	abi, err := parseAlignBytes(rest[1], "pointer ABI alignment", false)
	if err != nil {
		return err
	}
	pref, index := abi, size
	if len(rest) > 2 {
		if pref, err = parseAlignBytes(rest[2], "pointer preferred alignment", false); err != nil {
			return err
		}
	}
	if len(rest) > 3 {
		if index, err = parseUint(rest[3]); err != nil {
			return err
		}
		if index == 0 {
			return errDL("invalid index size of 0 bits")
		}
		if index > size {
			return errDL("index size cannot be larger than the pointer size")
		}
	}
	if pref < abi {
		return errDL("preferred alignment cannot be less than the ABI alignment")
	}
	ps := pointerSpec{as: as, size: size, indexSize: index, abi: abi, pref: pref}
	i, found := slices.BinarySearchFunc(dl.pointers, as, func(p pointerSpec, as types.AddrSpace) int {
		return cmpUint(uint64(p.as), uint64(as))
	})
	if found {
		dl.pointers[i] = ps
	} else {
		dl.pointers = slices.Insert(dl.pointers, i, ps)
	}
	return nil
}

// parseAlign parses i<size>, f<size>, v<size> and a, each followed by
// :abi[:pref].
func (dl *DataLayout) parseAlign(letter byte, tok string, rest []string) error {
	var width uint64
	if tok != "" {
		var err error
		if width, err = parseUint(tok); err != nil {
			return err
		}
	}
	if letter == 'a' && width != 0 {
		return errDL("sized aggregate specification")
	}
	if width > 1<<24-1 {
		return errDL("invalid bit width, must be a 24-bit integer")
	}
	if len(rest) == 0 {
		return errDL("missing alignment specification")
	}
	abi, err := parseAlignBytes(rest[0], "ABI alignment", letter == 'a')
	if err != nil {
		return err
	}
	if abi > 1<<16-1 {
		return errDL("invalid ABI alignment, must be a 16-bit integer")
	}
	if letter == 'i' && width == 8 && abi != 1 {
		return errDL("invalid ABI alignment, i8 must be naturally aligned")
	}
	pref := abi
	if len(rest) > 1 {
		if pref, err = parseAlignBytes(rest[1], "preferred alignment", true); err != nil {
			return err
		}
		if pref > 1<<16-1 {
			return errDL("invalid preferred alignment, must be a 16-bit integer")
		}
	}
	// An alignment of 0 (allowed for a) means 1.
	abi, pref = max(abi, 1), max(pref, 1)
	if pref < abi {
		return errDL("preferred alignment cannot be less than the ABI alignment")
	}
	var specs *[]alignSpec
	switch letter {
	case 'a':
		dl.aggABI, dl.aggPref = abi, pref
		return nil
	case 'i':
		specs = &dl.ints
	case 'f':
		specs = &dl.floats
	case 'v':
		specs = &dl.vectors
	}
	as := alignSpec{width: width, abi: abi, pref: pref}
	i, found := slices.BinarySearchFunc(*specs, width, func(a alignSpec, w uint64) int {
		return cmpUint(a.width, w)
	})
	if found {
		(*specs)[i] = as
	} else {
		*specs = slices.Insert(*specs, i, as)
	}
	return nil
}

func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// parseUint parses a decimal number that fits in 32 bits, as LLVM's getInt.
func parseUint(s string) (uint64, error) {
	if s == "" || strings.TrimLeft(s, "0123456789") != "" {
		return 0, errDL(fmt.Sprintf("%q is not a number", s))
	}
	n, err := strconv.ParseUint(s, 10, 32)
	if err != nil {
		return 0, errDL(fmt.Sprintf("%q does not fit in an unsigned 32-bit integer", s))
	}
	return n, nil
}

// parseBits parses a size in bits that must be a whole number of bytes.
func parseBits(s, what string) (uint64, error) {
	n, err := parseUint(s)
	if err != nil {
		return 0, err
	}
	if n%8 != 0 {
		return 0, errDL(fmt.Sprintf("%s %d is not a multiple of 8 bits", what, n))
	}
	return n, nil
}

// parseAlignBytes parses an alignment in bits and returns it in bytes. It
// must be a power of two, or zero when zeroOK.
func parseAlignBytes(s, what string, zeroOK bool) (uint64, error) {
	n, err := parseBits(s, what)
	if err != nil {
		return 0, err
	}
	n /= 8
	if n == 0 && zeroOK {
		return 0, nil
	}
	if n == 0 || n&(n-1) != 0 {
		return 0, errDL(fmt.Sprintf("%s must be a power of 2 bytes, got %s bits", what, s))
	}
	return n, nil
}

func parseAddrSpace(s string) (types.AddrSpace, error) {
	n, err := parseUint(s)
	if err != nil {
		return 0, err
	}
	if n > maxAddrSpace {
		return 0, errDL("invalid address space, must be a 24-bit integer")
	}
	return types.AddrSpace(n), nil
}

// String returns the datalayout string the DataLayout was parsed from, as
// LLVM's getStringRepresentation: a module printed with it keeps its
// `target datalayout` unchanged ("" for LLVM's default layout).
func (dl *DataLayout) String() string { return dl.str }

// IsLittleEndian reports whether the layout is little-endian (e, the
// default).
func (dl *DataLayout) IsLittleEndian() bool { return !dl.bigEndian }

// IsBigEndian reports whether the layout is big-endian (E).
func (dl *DataLayout) IsBigEndian() bool { return dl.bigEndian }

// StackAlignment returns the natural stack alignment in bytes (S), or 0 when
// the layout does not specify it.
func (dl *DataLayout) StackAlignment() uint64 { return dl.stackAlign }

// ProgramAddressSpace returns the address space of functions (P).
func (dl *DataLayout) ProgramAddressSpace() types.AddrSpace { return dl.programAS }

// AllocaAddrSpace returns the address space of allocas (A).
func (dl *DataLayout) AllocaAddrSpace() types.AddrSpace { return dl.allocaAS }

// DefaultGlobalsAddressSpace returns the default address space of global
// variables (G).
func (dl *DataLayout) DefaultGlobalsAddressSpace() types.AddrSpace { return dl.globalsAS }

// FunctionPtrAlign returns the alignment of function pointers in bytes (the
// number of Fi or Fn), or 0 when the layout does not specify it.
func (dl *DataLayout) FunctionPtrAlign() uint64 { return dl.funcPtrAlign }

// FunctionPtrAlignType returns how function pointer alignment relates to
// function alignment (Fi or Fn; Fi when unspecified).
func (dl *DataLayout) FunctionPtrAlignType() FunctionPtrAlignType { return dl.funcPtrType }

// ManglingMode returns the letter of the m specification ('e' for ELF, 'o'
// for Mach-O, 'w' and 'x' for Windows COFF, 'm' for MIPS, 'l' for GOFF, 'a'
// for XCOFF), or 0 when the layout has none.
func (dl *DataLayout) ManglingMode() byte { return dl.mangling }

// LegalIntWidths returns the native integer widths in bits (n), in the order
// given; nil when the layout gives none.
func (dl *DataLayout) LegalIntWidths() []uint64 { return slices.Clone(dl.legalInts) }

// IsLegalInteger reports whether integers of the given width are native to
// the target (listed in n).
func (dl *DataLayout) IsLegalInteger(width uint64) bool {
	return slices.Contains(dl.legalInts, width)
}

// LargestLegalIntTypeSizeInBits returns the widest native integer width, or
// 0 when the layout lists none.
func (dl *DataLayout) LargestLegalIntTypeSizeInBits() uint64 {
	var w uint64
	for _, n := range dl.legalInts {
		w = max(w, n)
	}
	return w
}

// NonIntegralAddressSpaces returns the address spaces whose pointers are
// non-integral (ni), in the order given.
func (dl *DataLayout) NonIntegralAddressSpaces() []types.AddrSpace {
	return slices.Clone(dl.nonIntegral)
}

// IsNonIntegralAddressSpace reports whether pointers in address space as are
// non-integral.
func (dl *DataLayout) IsNonIntegralAddressSpace(as types.AddrSpace) bool {
	return slices.Contains(dl.nonIntegral, as)
}

// pointerSpec returns the specification of address space as, falling back
// to address space 0 as LLVM does.
func (dl *DataLayout) pointerSpec(as types.AddrSpace) *pointerSpec {
	for i := range dl.pointers {
		if dl.pointers[i].as == as {
			return &dl.pointers[i]
		}
	}
	return &dl.pointers[0] // sorted, and address space 0 is always present
}

// PointerSize returns the size in bytes of a pointer in address space as.
// Address spaces the layout does not mention use address space 0's
// specification.
func (dl *DataLayout) PointerSize(as types.AddrSpace) uint64 {
	return (dl.pointerSpec(as).size + 7) / 8
}

// PointerSizeInBits returns the size in bits of a pointer in address space
// as.
func (dl *DataLayout) PointerSizeInBits(as types.AddrSpace) uint64 {
	return dl.pointerSpec(as).size
}

// PointerABIAlignment returns the ABI alignment of a pointer in address
// space as.
func (dl *DataLayout) PointerABIAlignment(as types.AddrSpace) uint64 {
	return dl.pointerSpec(as).abi
}

// PointerPrefAlignment returns the preferred alignment of a pointer in
// address space as.
func (dl *DataLayout) PointerPrefAlignment(as types.AddrSpace) uint64 {
	return dl.pointerSpec(as).pref
}

// IndexSize returns the size in bytes of the index GEPs use for pointers in
// address space as (the pointer size unless p gives an index size).
func (dl *DataLayout) IndexSize(as types.AddrSpace) uint64 {
	return (dl.pointerSpec(as).indexSize + 7) / 8
}

// IndexSizeInBits returns the size in bits of the GEP index for pointers in
// address space as.
func (dl *DataLayout) IndexSizeInBits(as types.AddrSpace) uint64 {
	return dl.pointerSpec(as).indexSize
}

var dataLayoutLineRE = regexp.MustCompile(`(?m)^[ \t]*target[ \t]+datalayout[ \t]*=[ \t]*`)

// atDataLayoutLine positions an invalid-datalayout error of newModule at the
// string of the `target datalayout` line of src, where LLVM reports it.
func atDataLayoutLine(err error, src []byte) error {
	e, ok := err.(*Error)
	if !ok || e.Line != 0 {
		return err
	}
	loc := dataLayoutLineRE.FindIndex(src)
	if loc == nil {
		return err
	}
	line := 1 + bytes.Count(src[:loc[0]], []byte("\n"))
	col := 1 + loc[1] - (bytes.LastIndexByte(src[:loc[0]], '\n') + 1)
	return &Error{File: e.File, Line: line, Col: col, Msg: e.Msg}
}

// initDataLayout parses m.Module.DataLayout into m's DataLayout. An invalid
// string is an *Error naming the module's file.
func (m *Module) initDataLayout() error {
	dl, err := ParseDataLayout(m.Module.DataLayout)
	if err != nil {
		return &Error{File: m.Name, Msg: err.Error()}
	}
	m.dl = dl
	return nil
}

// uncachedDataLayout serves a Module not made by Parse, FromLLIR or the
// reader (a struct literal): its datalayout string parsed anew, or LLVM's
// default layout when the string is invalid.
func (m *Module) uncachedDataLayout() *DataLayout {
	if m.Module != nil {
		if dl, err := ParseDataLayout(m.Module.DataLayout); err == nil {
			return dl
		}
	}
	dl, _ := ParseDataLayout("")
	return dl
}
