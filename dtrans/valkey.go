package dtrans

import (
	"unsafe"

	"github.com/llir/llvm/ir/value"
)

// vkey is the identity of an IR value as a map key: the pointer an
// interface value holds. Every llir value is a pointer (*ir.InstLoad,
// *constant.Int, *ir.Global, ...), so the pointer identifies the value
// exactly as the interface does. The analysis looks up hundreds of
// thousands of values, and a map keyed by an interface hashes and compares
// through the dynamic type's functions on every lookup, which cost about a
// quarter of the analysis time on sqlite3; a pointer key takes the
// runtime's 64-bit fast path. (A value of a non-pointer type would get a
// fresh key each time it is boxed: it would only miss, never alias
// another value.)
type vkey unsafe.Pointer

// keyOf returns v's key; nil for a nil interface.
func keyOf(v value.Value) vkey {
	return vkey((*[2]unsafe.Pointer)(unsafe.Pointer(&v))[1])
}

// valueIndex maps values to their nodes. The map alone is slow on big
// modules for want of locality (the lookups of one function's operands
// land anywhere in a table of hundreds of thousands of entries), so a
// small direct-mapped cache holds the recent lookups: an operand is
// usually a value defined or used a few instructions before (at -O0, a
// local variable's slot used by every load and store of the variable).
// Entries are never changed once set, and set writes through the cache,
// so a cached answer, absent included, is always the map's.
type valueIndex struct {
	m     map[vkey]int32
	cache [1 << 14]cacheEntry
}

type cacheEntry struct {
	k vkey
	n int32 // -2: not in the map
}

func newValueIndex(hint int) *valueIndex {
	return &valueIndex{m: make(map[vkey]int32, hint)}
}

func (x *valueIndex) slot(k vkey) *cacheEntry {
	// Heap objects are at least 8-byte aligned, and those allocated one
	// after the other lie close: the low bits past the alignment spread
	// them over the cache.
	return &x.cache[(uintptr(k)>>3)&(uintptr(len(x.cache))-1)]
}

// get returns the node of the value with key k.
func (x *valueIndex) get(k vkey) (int32, bool) {
	e := x.slot(k)
	if e.k == k && k != nil {
		return e.n, e.n != -2
	}
	n, ok := x.m[k]
	e.k = k
	if ok {
		e.n = n
	} else {
		e.n = -2
	}
	return n, ok
}

// lookup is get without touching the cache, for concurrent readers once
// the analysis is done.
func (x *valueIndex) lookup(k vkey) (int32, bool) {
	n, ok := x.m[k]
	return n, ok
}

func (x *valueIndex) set(k vkey, n int32) {
	x.m[k] = n
	*x.slot(k) = cacheEntry{k: k, n: n}
}
