package dtrans

import (
	"sort"
	"sync"

	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// LocalPointerAnalyzer answers, for a pointer value (or a pointer-sized
// integer carrying one), what it is known to point to. Each value is
// analysed once and its LocalPointerInfo cached, as in the seed. It is
// safe for concurrent use.
type LocalPointerAnalyzer struct {
	inf   *inferrer
	mu    sync.Mutex
	cache map[value.Value]*LocalPointerInfo
}

func newLocalPointerAnalyzer(inf *inferrer) *LocalPointerAnalyzer {
	return &LocalPointerAnalyzer{inf: inf, cache: make(map[value.Value]*LocalPointerInfo)}
}

// ElementPointee is a field a pointer points to: a structure type and a
// field number.
type ElementPointee struct {
	Type  *types.StructType
	Field int
}

// LocalPointerInfo is what is known about one pointer value.
type LocalPointerInfo struct {
	analyzed  bool
	aliases   []*types.StructType
	dominant  *types.StructType
	ambiguous bool
	elements  []ElementPointee
	unknown   bool
	alloc     bool
}

// Info returns the information on v. A value the analysis never met (not a
// pointer, or a constant null) gets an empty, analysed LocalPointerInfo.
func (l *LocalPointerAnalyzer) Info(v value.Value) *LocalPointerInfo {
	l.mu.Lock()
	defer l.mu.Unlock()
	if lpi, ok := l.cache[v]; ok && lpi.analyzed {
		return lpi
	}
	lpi := &LocalPointerInfo{analyzed: true}
	if n, ok := l.inf.vals.get(keyOf(v)); ok {
		d := &l.inf.data[l.inf.parent[n]]
		tt := l.inf.tt
		for _, id := range sortedTypes(d.types) {
			lpi.aliases = append(lpi.aliases, tt.infos[id].Type)
		}
		sort.Slice(lpi.aliases, func(i, j int) bool {
			return tt.typeName(lpi.aliases[i]) < tt.typeName(lpi.aliases[j])
		})
		if dom, ok := tt.dominant(d.types); ok {
			lpi.dominant = tt.infos[dom].Type
		} else if len(d.types) > 0 {
			lpi.ambiguous = true
		}
		for _, e := range d.elems {
			lpi.elements = append(lpi.elements, ElementPointee{Type: tt.infos[e.typ].Type, Field: e.field})
		}
		sort.Slice(lpi.elements, func(i, j int) bool {
			a, b := lpi.elements[i], lpi.elements[j]
			if a.Type != b.Type {
				return tt.typeName(a.Type) < tt.typeName(b.Type)
			}
			return a.Field < b.Field
		})
		lpi.unknown, lpi.alloc = d.unknown, d.alloc
	}
	l.cache[v] = lpi
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
