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
type valueIndex struct {
	keys []uintptr // 0: empty slot
	vals []int32
	n    int
}

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
	return &valueIndex{keys: make([]uintptr, size), vals: make([]int32, size)}
}

// slot returns where the probe for k starts: the address in 16-byte units
// within its 8 MB window, plus a multiplicative hash of the window, so that
// windows do not pile up on the same slots.
func (x *valueIndex) slot(k uintptr) uintptr {
	return ((k >> 4) + (k>>23)*0x9E3779B97F4A7C15) & uintptr(len(x.keys)-1)
}

// get returns the node of the value with key k. It only reads, so
// concurrent readers are safe once the analysis is done.
func (x *valueIndex) get(k vkey) (int32, bool) {
	if k == 0 {
		return 0, false
	}
	mask := uintptr(len(x.keys) - 1)
	for i := x.slot(uintptr(k)); ; i = (i + 1) & mask {
		switch x.keys[i] {
		case uintptr(k):
			return x.vals[i], true
		case 0:
			return 0, false
		}
	}
}

// set records (or replaces) the node of the value with key k.
func (x *valueIndex) set(k vkey, n int32) {
	if k == 0 {
		return
	}
	if 2*(x.n+1) > len(x.keys) {
		x.grow()
	}
	mask := uintptr(len(x.keys) - 1)
	for i := x.slot(uintptr(k)); ; i = (i + 1) & mask {
		switch x.keys[i] {
		case uintptr(k):
			x.vals[i] = n
			return
		case 0:
			x.keys[i], x.vals[i] = uintptr(k), n
			x.n++
			return
		}
	}
}

func (x *valueIndex) grow() {
	old, oldVals := x.keys, x.vals
	x.keys = make([]uintptr, 2*len(old))
	x.vals = make([]int32, 2*len(old))
	x.n = 0
	for i, k := range old {
		if k != 0 {
			x.set(vkey(k), oldVals[i])
		}
	}
}
