package dtrans

import (
	"unsafe"

	"github.com/llir/llvm/ir/value"
)

// valueIndex maps IR values to their nodes. It is the analysis's hottest
// table (sqlite3: 200,000 values, each looked up several times), and a Go
// map keyed by value.Value spent a quarter of the analysis time on it,
// mostly waiting for memory: hashing scatters the values of one function
// over the whole table, so nearly every lookup missed the caches.
//
// The index is an open-addressing table keyed by the address of the value
// (every llir value is a pointer: *ir.InstLoad, *constant.Int, *ir.Global,
// ...). Its hash keeps the order of addresses within 8 MB windows: the
// reader allocates one function's instructions close together, so the
// lookups of a function's operands touch a few runs of neighbouring slots.
// Keys are stored as integers, not pointers: the garbage collector need
// not scan the table, and the values stay alive, at fixed addresses, as
// long as the module that holds them, which Info keeps.
//
// Each slot holds the key and its node in one word: the address divided
// by 8 (llir values are 8-byte aligned structures, below 2^47) in the
// high 44 bits, the node plus one in the low 20. A hit thus reads one cache line
// where separate tables of keys and nodes read two, and the table is 8
// bytes a slot instead of 12 (sqlite3: 4 MB instead of 6). A key that
// does not fit, or a node from 2^20 - 2 on (a module of a million
// pointer values), goes to the map over, the slot then holding the
// mark nodeMark.
type valueIndex struct {
	slots []uint64 // 0: empty slot
	n     int
	over  map[uintptr]int32
	// coarse widens the unit of slot's address order from 16 bytes to
	// 16<<coarse bytes, for a table whose keys are mostly objects that
	// large (the inferrer's values: llir instructions are 100-200 bytes),
	// so that one function's values share the cache lines of fewer slots.
	// Small keys packed closer than the unit (metadata tuples) would
	// collide and probe long runs: tables of those keep 0.
	coarse uint8
}

const (
	nodeBits = 20
	nodeMark = 1<<nodeBits - 1
)

// packable reports whether the key k fits a slot.
func packable(k uintptr) bool { return k&7 == 0 && uint64(k)>>47 == 0 }

// vkey is the identity of a value as a key: its address (0 for a nil
// interface).
type vkey uintptr

// keyOf returns v's key: the pointer its interface holds. (A value of a
// non-pointer type would be boxed anew each time and get a fresh key: it
// could only miss, never alias another value.)
func keyOf(v value.Value) vkey {
	return vkey(uintptr((*[2]unsafe.Pointer)(unsafe.Pointer(&v))[1]))
}

func newValueIndex(hint int) *valueIndex {
	size := 1024
	for size < 2*hint {
		size *= 2
	}
	return &valueIndex{slots: make([]uint64, size)}
}

// slot returns where the probe for k starts: the address in 16-byte units
// within its 8 MB window (64-byte units within 32 MB windows when coarse
// is 2), plus a multiplicative hash of the window, so that windows do not
// pile up on the same slots.
func (x *valueIndex) slot(k uintptr) uintptr {
	k >>= x.coarse
	return ((k >> 4) + (k>>23)*0x9E3779B97F4A7C15) & uintptr(len(x.slots)-1)
}

// get returns the node of the value with key k. It only reads, so
// concurrent readers are safe once the analysis is done.
func (x *valueIndex) get(k vkey) (int32, bool) {
	if k == 0 {
		return 0, false
	}
	if !packable(uintptr(k)) {
		n, ok := x.over[uintptr(k)]
		return n, ok
	}
	want := uint64(k) >> 3
	mask := uintptr(len(x.slots) - 1)
	for i := x.slot(uintptr(k)); ; i = (i + 1) & mask {
		e := x.slots[i]
		switch {
		case e>>nodeBits == want:
			if v := int32(e & nodeMark); v != nodeMark {
				return v - 1, true
			}
			return x.over[uintptr(k)], true
		case e == 0:
			return 0, false
		}
	}
}

// vote records id for the value with key k, or -1 once two votes
// disagree: the tables of what tags say a value is.
func (x *valueIndex) vote(k vkey, id int32) {
	if prev, seen := x.get(k); !seen {
		x.set(k, id)
	} else if prev != id {
		x.set(k, -1)
	}
}

// vote is valueIndex.vote for a map.
func vote[K comparable, V int | int32](m map[K]V, k K, id V) {
	if prev, seen := m[k]; !seen {
		m[k] = id
	} else if prev != id {
		m[k] = -1
	}
}

// set records (or replaces) the node of the value with key k.
func (x *valueIndex) set(k vkey, n int32) {
	if k == 0 {
		return
	}
	v := uint64(int64(n) + 1) // -1 (baseTags: no tag) is 0
	if !packable(uintptr(k)) || n < -1 || v >= nodeMark {
		if x.over == nil {
			x.over = make(map[uintptr]int32)
		}
		x.over[uintptr(k)] = n
		if !packable(uintptr(k)) {
			return
		}
		v = nodeMark
	}
	if 2*(x.n+1) > len(x.slots) {
		x.grow()
	}
	want := uint64(k) >> 3
	e := want<<nodeBits | v
	mask := uintptr(len(x.slots) - 1)
	for i := x.slot(uintptr(k)); ; i = (i + 1) & mask {
		switch {
		case x.slots[i]>>nodeBits == want:
			x.slots[i] = e
			return
		case x.slots[i] == 0:
			x.slots[i] = e
			x.n++
			return
		}
	}
}

func (x *valueIndex) grow() {
	old := x.slots
	x.slots = make([]uint64, 2*len(old))
	x.n = 0
	mask := uintptr(len(x.slots) - 1)
	for _, e := range old {
		if e == 0 {
			continue
		}
		for i := x.slot(uintptr(e>>nodeBits) << 3); ; i = (i + 1) & mask {
			if x.slots[i] == 0 {
				x.slots[i] = e
				x.n++
				break
			}
		}
	}
}
