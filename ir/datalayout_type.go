package ir

import (
	"fmt"
	"math"
	"math/bits"
	"sort"

	"github.com/llir/llvm/ir/types"
)

// StructLayout is the memory layout of a struct type under a DataLayout,
// LLVM's StructLayout. Layouts are cached and shared: do not modify them.
type StructLayout struct {
	// Size is the size of the struct in bytes, including the padding at the
	// end that keeps array elements aligned (LLVM's getSizeInBytes). It is
	// the struct's TypeAllocSize unless an a (aggregate) specification raises
	// the struct's ABI alignment above Alignment.
	Size uint64
	// Alignment is the largest ABI alignment of the elements (1 for packed
	// structs), LLVM's getAlignment.
	Alignment uint64
	// Offsets holds the byte offset of each element, one per element; nil
	// when the struct is not sized.
	Offsets []uint64
	// IsPadded reports whether the layout has padding between elements or
	// at the end (LLVM's hasPadding).
	IsPadded bool

	sized bool
}

// IsSized reports whether the struct has a size: false for opaque
// (bodiless) structs and structs containing an unsized type. An unsized
// layout has Size 0, Alignment 1 and no Offsets.
func (l *StructLayout) IsSized() bool { return l.sized }

// SizeInBits returns Size in bits.
func (l *StructLayout) SizeInBits() uint64 { return l.Size * 8 }

// ElementContainingOffset returns the index of the element that contains
// the byte at offset off, like LLVM's getElementContainingOffset: the last
// element whose offset is at most off, so a byte of padding belongs to the
// element before it and, among elements at the same offset (zero-sized
// ones), the last wins. It returns -1 when off is not inside the struct
// (off >= Size) or the struct is unsized.
func (l *StructLayout) ElementContainingOffset(off uint64) int {
	if !l.sized || off >= l.Size || len(l.Offsets) == 0 {
		return -1
	}
	i := sort.Search(len(l.Offsets), func(i int) bool { return l.Offsets[i] > off })
	return i - 1
}

// typeInfo is what the layout rules compute for a type.
type typeInfo struct {
	bits      uint64 // TypeSizeInBits
	abi, pref uint64 // alignments in bytes, at least 1
	sized     bool
}

var unsizedInfo = typeInfo{abi: 1, pref: 1}

// storeSize returns the number of bytes a store of the type writes.
func (ti typeInfo) storeSize() uint64 { return (ti.bits + 7) / 8 }

// allocSize returns the store size rounded up to the ABI alignment.
func (ti typeInfo) allocSize() uint64 { return alignTo(ti.storeSize(), ti.abi) }

// alignTo rounds n up to a multiple of the power of two a.
func alignTo(n, a uint64) uint64 { return (n + a - 1) &^ (a - 1) }

// powerOf2Ceil returns the smallest power of two >= n, and 1 for 0.
func powerOf2Ceil(n uint64) uint64 {
	if n <= 1 {
		return 1
	}
	if n > 1<<63 {
		return 1 << 63
	}
	return 1 << bits.Len64(n-1)
}

// intSpec finds the alignment of an integer width as LLVM does: the
// specification of the smallest width >= bits, or else of the largest.
func (dl *DataLayout) intSpec(width uint64) alignSpec {
	i := sort.Search(len(dl.ints), func(i int) bool { return dl.ints[i].width >= width })
	if i == len(dl.ints) {
		i--
	}
	return dl.ints[i]
}

// exactSpec finds the specification of exactly width bits.
func exactSpec(specs []alignSpec, width uint64) (alignSpec, bool) {
	i := sort.Search(len(specs), func(i int) bool { return specs[i].width >= width })
	if i < len(specs) && specs[i].width == width {
		return specs[i], true
	}
	return alignSpec{}, false
}

// floatBits returns the width of a floating-point kind.
func floatBits(k types.FloatKind) (uint64, bool) {
	switch k {
	case types.FloatKindHalf:
		return 16, true
	case types.FloatKindFloat:
		return 32, true
	case types.FloatKindDouble:
		return 64, true
	case types.FloatKindX86_FP80:
		return 80, true
	case types.FloatKindFP128, types.FloatKindPPC_FP128:
		return 128, true
	}
	return 0, false
}

// vectorInfo applies the vector rule: the v specification of exactly the
// vector's width, else natural alignment (the store size rounded up to a
// power of two).
func (dl *DataLayout) vectorInfo(bits uint64) typeInfo {
	ti := typeInfo{bits: bits, sized: true}
	if s, ok := exactSpec(dl.vectors, bits); ok {
		ti.abi, ti.pref = s.abi, s.pref
	} else {
		ti.abi = powerOf2Ceil(ti.storeSize())
		ti.pref = ti.abi
	}
	return ti
}

// info computes a type's size and alignments. visiting holds the structs
// being laid out, to stop on a struct that contains itself.
func (dl *DataLayout) info(t types.Type, visiting []*types.StructType) typeInfo {
	switch t := t.(type) {
	case *types.IntType:
		if t == nil {
			break
		}
		s := dl.intSpec(t.BitSize)
		return typeInfo{bits: t.BitSize, abi: s.abi, pref: s.pref, sized: true}
	case *types.FloatType:
		if t == nil {
			break
		}
		w, ok := floatBits(t.Kind)
		if !ok {
			break
		}
		ti := typeInfo{bits: w, sized: true}
		if s, ok := exactSpec(dl.floats, w); ok {
			ti.abi, ti.pref = s.abi, s.pref
		} else {
			ti.abi = powerOf2Ceil(w / 8)
			ti.pref = ti.abi
		}
		return ti
	case *types.PointerType:
		if t == nil {
			break
		}
		p := dl.pointerSpec(t.AddrSpace)
		return typeInfo{bits: p.size, abi: p.abi, pref: p.pref, sized: true}
	case *types.MMXType:
		if t == nil {
			break
		}
		return dl.vectorInfo(64)
	case *types.VectorType:
		if t == nil {
			break
		}
		e := dl.info(t.ElemType, visiting)
		if !e.sized {
			break
		}
		// Vector elements are packed bit by bit: <3 x i1> is 3 bits.
		return dl.vectorInfo(t.Len * e.bits)
	case *types.ArrayType:
		if t == nil {
			break
		}
		e := dl.info(t.ElemType, visiting)
		if !e.sized {
			break
		}
		return typeInfo{bits: t.Len * e.allocSize() * 8, abi: e.abi, pref: e.pref, sized: true}
	case *types.StructType:
		if t == nil {
			break
		}
		l := dl.structLayout(t, visiting)
		if !l.sized {
			break
		}
		ti := typeInfo{bits: l.Size * 8, abi: max(dl.aggABI, l.Alignment), pref: max(dl.aggPref, l.Alignment), sized: true}
		if t.Packed {
			ti.abi = 1
		}
		return ti
	case *types.LabelType:
		// LLVM's DataLayout gives labels the size and alignment of a
		// pointer in address space 0, though Type::isSized is false.
		p := dl.pointerSpec(0)
		return typeInfo{bits: p.size, abi: p.abi, pref: p.pref}
	}
	// void, function, metadata, token, unknown float kinds, nil, and
	// aggregates of those.
	return unsizedInfo
}

// IsSized reports whether values of type t have a size in memory, as LLVM's
// Type::isSized: integers, floating-point types, pointers, x86_mmx, and
// vectors, arrays and non-opaque structs of sized types.
func (dl *DataLayout) IsSized(t types.Type) bool { return dl.info(t, nil).sized }

// TypeSizeInBits returns the number of bits needed to hold a value of type
// t, LLVM's getTypeSizeInBits: 1 for i1, 80 for x86_fp80, 3 for <3 x i1>;
// arrays and structs include their padding. It is 0 for unsized types.
func (dl *DataLayout) TypeSizeInBits(t types.Type) uint64 { return dl.info(t, nil).bits }

// TypeStoreSize returns the maximum number of bytes a store of a value of
// type t may overwrite (the size in bits rounded up to whole bytes), LLVM's
// getTypeStoreSize: 10 for x86_fp80, 3 for i24.
func (dl *DataLayout) TypeStoreSize(t types.Type) uint64 { return dl.info(t, nil).storeSize() }

// TypeStoreSizeInBits returns TypeStoreSize in bits.
func (dl *DataLayout) TypeStoreSizeInBits(t types.Type) uint64 {
	return dl.info(t, nil).storeSize() * 8
}

// TypeAllocSize returns the offset in bytes between successive values of
// type t in memory (as in an array), padding included: the store size
// rounded up to the ABI alignment, LLVM's getTypeAllocSize. It is what
// `getelementptr T, ptr null, i64 1` folds to.
func (dl *DataLayout) TypeAllocSize(t types.Type) uint64 { return dl.info(t, nil).allocSize() }

// TypeAllocSizeInBits returns TypeAllocSize in bits.
func (dl *DataLayout) TypeAllocSizeInBits(t types.Type) uint64 {
	return dl.info(t, nil).allocSize() * 8
}

// ABITypeAlign returns the minimum alignment in bytes the ABI requires for
// type t, LLVM's getABITypeAlign. For a struct this is the largest element
// alignment (1 when packed), raised to the a specification's ABI alignment;
// it is not C's _Alignof for a struct declared with
// __attribute__((aligned(N))), which clang expresses on globals and allocas
// instead.
func (dl *DataLayout) ABITypeAlign(t types.Type) uint64 { return dl.info(t, nil).abi }

// PrefTypeAlign returns the preferred alignment in bytes of type t, LLVM's
// getPrefTypeAlign. It is at least ABITypeAlign.
func (dl *DataLayout) PrefTypeAlign(t types.Type) uint64 { return dl.info(t, nil).pref }

// StructLayout returns the layout of struct type st. It never returns nil:
// an opaque struct, or one containing an unsized type, gets a layout whose
// IsSized is false. Layouts are computed once per *types.StructType and
// cached.
func (dl *DataLayout) StructLayout(st *types.StructType) *StructLayout {
	if st == nil {
		return &StructLayout{Alignment: 1}
	}
	return dl.structLayout(st, nil)
}

func (dl *DataLayout) structLayout(st *types.StructType, visiting []*types.StructType) *StructLayout {
	if l, ok := dl.layouts.Load(st); ok {
		return l.(*StructLayout)
	}
	for _, v := range visiting {
		if v == st {
			// st contains itself: it has no finite size. The structs on
			// the cycle will be cached as unsized; this answer is not.
			return &StructLayout{Alignment: 1}
		}
	}
	l, _ := dl.layouts.LoadOrStore(st, dl.computeLayout(st, append(visiting, st)))
	return l.(*StructLayout)
}

// computeLayout lays out st's elements in order, each at the next offset
// aligned to its ABI alignment (1 when packed), and pads the end to the
// largest alignment, as LLVM's StructLayout constructor.
func (dl *DataLayout) computeLayout(st *types.StructType, visiting []*types.StructType) *StructLayout {
	if st.Opaque {
		return &StructLayout{Alignment: 1}
	}
	l := &StructLayout{Alignment: 1, Offsets: make([]uint64, len(st.Fields)), sized: true}
	var size uint64
	for i, f := range st.Fields {
		e := dl.info(f, visiting)
		if !e.sized {
			return &StructLayout{Alignment: 1}
		}
		a := e.abi
		if st.Packed {
			a = 1
		}
		if size%a != 0 {
			l.IsPadded = true
			size = alignTo(size, a)
		}
		l.Alignment = max(l.Alignment, a)
		l.Offsets[i] = size
		size += e.allocSize()
	}
	if size%l.Alignment != 0 {
		l.IsPadded = true
		size = alignTo(size, l.Alignment)
	}
	l.Size = size
	return l
}

// IndexedOffset returns the byte offset a getelementptr with source element
// type elemType and constant indices computes, LLVM's
// getIndexedOffsetInType. The first index steps over whole elemType values
// (in units of TypeAllocSize); each further index selects a struct element
// (by StructLayout offset; it must be in range) or an array or vector
// element. The result is signed, since indices may be negative. Indexing
// into a non-aggregate or unsized type, a struct index out of range, or an
// offset that does not fit in an int64 is an error (LLVM would wrap around
// silently).
func (dl *DataLayout) IndexedOffset(elemType types.Type, indices []int64) (int64, error) {
	if len(indices) == 0 {
		return 0, nil
	}
	ti := dl.info(elemType, nil)
	if !ti.sized {
		return 0, fmt.Errorf("getelementptr on unsized type %v", typeString(elemType))
	}
	var off int64
	add := func(idx int64, size uint64) error {
		if size > math.MaxInt64 {
			return fmt.Errorf("element size %d overflows int64", size)
		}
		hi, lo := bits.Mul64(absInt64(idx), size)
		if hi != 0 || lo > math.MaxInt64 {
			return fmt.Errorf("offset %d * %d overflows int64", idx, size)
		}
		d := int64(lo)
		if idx < 0 {
			d = -d
		}
		if (d > 0 && off > math.MaxInt64-d) || (d < 0 && off < math.MinInt64-d) {
			return fmt.Errorf("offset overflows int64")
		}
		off += d
		return nil
	}
	if err := add(indices[0], ti.allocSize()); err != nil {
		return 0, err
	}
	t := elemType
	for k, idx := range indices[1:] {
		switch tt := t.(type) {
		case *types.StructType:
			l := dl.StructLayout(tt)
			if idx < 0 || idx >= int64(len(l.Offsets)) {
				return 0, fmt.Errorf("index %d at position %d is out of range for %v (%d elements)", idx, k+1, typeString(t), len(l.Offsets))
			}
			if err := add(1, l.Offsets[idx]); err != nil {
				return 0, err
			}
			t = tt.Fields[idx]
		case *types.ArrayType:
			if err := add(idx, dl.TypeAllocSize(tt.ElemType)); err != nil {
				return 0, err
			}
			t = tt.ElemType
		case *types.VectorType:
			if err := add(idx, dl.TypeAllocSize(tt.ElemType)); err != nil {
				return 0, err
			}
			t = tt.ElemType
		default:
			return 0, fmt.Errorf("index at position %d indexes into non-aggregate type %v", k+1, typeString(t))
		}
	}
	return off, nil
}

func absInt64(n int64) uint64 {
	if n < 0 {
		return uint64(-(n + 1)) + 1
	}
	return uint64(n)
}

// typeString prints a type for a message, without panicking on nil.
func typeString(t types.Type) string {
	// fmt recovers from String methods called on nil pointers.
	return fmt.Sprint(t)
}
