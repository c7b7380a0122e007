package dtrans

import (
	"sort"
	"sync"

	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// LocalPointerAnalyzer answers, for a pointer value (or a pointer-sized
// integer carrying one), what it is known to point to. Every value of a
// class gets the same answer, so the answer is built once per class, the
// first time a member is asked about, after the fixed point (the classes
// no longer change), and shared by all its members: aos asks about most
// values of a module, and sqlite3's biggest class holds over 200 types
// whose sorting by name dominated its run time when done per value. It is
// safe for concurrent use.
type LocalPointerAnalyzer struct {
	inf *inferrer
	mu  sync.Mutex
	// perClass[r] is the answer of the class whose root is r, nil until
	// first asked.
	perClass []*LocalPointerInfo
	// rank[id] is type id's position in the order of type names, computed
	// once so that sorting a class's types compares integers.
	rank []int
}

func newLocalPointerAnalyzer(inf *inferrer) *LocalPointerAnalyzer {
	return &LocalPointerAnalyzer{inf: inf}
}

// ElementPointee is a field a pointer points to: a structure type and a
// field number.
type ElementPointee struct {
	Type  *types.StructType
	Field int
}

// LocalPointerInfo is what is known about one pointer value. It is shared
// by every value of the same class and must not be modified.
type LocalPointerInfo struct {
	aliases   []*types.StructType
	dominant  *types.StructType
	ambiguous bool
	elements  []ElementPointee
	unknown   bool
	alloc     bool
}

// emptyInfo is the answer for values the analysis never met.
var emptyInfo = &LocalPointerInfo{}

// Info returns the information on v. A value the analysis never met (not a
// pointer, or a constant null) gets an empty LocalPointerInfo.
func (l *LocalPointerAnalyzer) Info(v value.Value) *LocalPointerInfo {
	n, ok := l.inf.vals.get(keyOf(v))
	if !ok {
		return emptyInfo
	}
	r := l.inf.parent[n] // flattened: every node points at its root
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.perClass == nil {
		l.perClass = make([]*LocalPointerInfo, len(l.inf.parent))
	}
	if lpi := l.perClass[r]; lpi != nil {
		return lpi
	}
	lpi := l.build(&l.inf.data[r])
	l.perClass[r] = lpi
	return lpi
}

// names returns the rank of every type id in the order of type names.
func (l *LocalPointerAnalyzer) names() []int {
	if l.rank == nil {
		tt := l.inf.tt
		ids := make([]int, len(tt.infos))
		names := make([]string, len(tt.infos))
		for i := range ids {
			ids[i] = i
			names[i] = tt.typeName(tt.infos[i].Type)
		}
		sort.SliceStable(ids, func(i, j int) bool { return names[ids[i]] < names[ids[j]] })
		l.rank = make([]int, len(ids))
		for pos, id := range ids {
			l.rank[id] = pos
		}
	}
	return l.rank
}

// build computes a class's answer: its types and fields sorted by type
// name (then field), so that the order does not depend on the order in
// which the analysis met them.
func (l *LocalPointerAnalyzer) build(d *classData) *LocalPointerInfo {
	tt := l.inf.tt
	rank := l.names()
	lpi := &LocalPointerInfo{unknown: d.unknown, alloc: d.alloc}
	ids := append([]int(nil), d.types...)
	sort.Slice(ids, func(i, j int) bool { return rank[ids[i]] < rank[ids[j]] })
	for _, id := range ids {
		lpi.aliases = append(lpi.aliases, tt.infos[id].Type)
	}
	if dom, ok := tt.dominant(d.types); ok {
		lpi.dominant = tt.infos[dom].Type
	} else if len(d.types) > 0 {
		lpi.ambiguous = true
	}
	elems := append([]elemRef(nil), d.elems...)
	sort.Slice(elems, func(i, j int) bool {
		a, b := elems[i], elems[j]
		if a.typ != b.typ {
			return rank[a.typ] < rank[b.typ]
		}
		return a.field < b.field
	})
	for _, e := range elems {
		lpi.elements = append(lpi.elements, ElementPointee{Type: tt.infos[e.typ].Type, Field: e.field})
	}
	return lpi
}

// AliasedTypes returns the structure types the pointer is known to point
// to (besides generic equivalents such as i8* and pointer-sized
// integers), sorted by name.
func (p *LocalPointerInfo) AliasedTypes() []*types.StructType { return p.aliases }

// DominantType returns the unique dominant type: the aliased type every
// other aliased type lies at offset 0 of. It is nil when the pointer
// aliases no structure or several incompatible ones.
func (p *LocalPointerInfo) DominantType() *types.StructType { return p.dominant }

// IsAmbiguous reports whether the pointer aliases incompatible types.
func (p *LocalPointerInfo) IsAmbiguous() bool { return p.ambiguous }

// CanAliasType reports whether t is among the aliased types.
func (p *LocalPointerInfo) CanAliasType(t *types.StructType) bool {
	for _, a := range p.aliases {
		if a == t {
			return true
		}
	}
	return false
}

// PointsToElement reports whether the pointer points to a field of an
// aggregate.
func (p *LocalPointerInfo) PointsToElement() bool { return len(p.elements) > 0 }

// ElementPointees returns the fields the pointer points to.
func (p *LocalPointerInfo) ElementPointees() []ElementPointee { return p.elements }

// UnknownOrigin reports whether the pointer may come from code the
// analysis cannot see (an integer, a callback's parameter, an exported
// function's parameter).
func (p *LocalPointerInfo) UnknownOrigin() bool { return p.unknown }

// FromAllocation reports whether the pointer may be the result of an
// allocation call (library function or user-defined wrapper).
func (p *LocalPointerInfo) FromAllocation() bool { return p.alloc }
