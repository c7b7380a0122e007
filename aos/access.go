package aos

import (
	"sort"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file lists the accesses of heap arrays decided by the requests: the
// getelementptrs on the pointers the field-based flow (evgraph.go) carries
// from the entry's requests, that index or address the entry's struct
// type. The whole-program points-to flow would give every getelementptr
// reached from a shared allocation site (tens of thousands on sqlite3,
// whose every block comes from one malloc), shared by every struct type
// reported there; the flow that decided the entry's type is also the one
// that says which getelementptrs use it.

// gepSite is a getelementptr instruction and its function.
type gepSite struct {
	gep *llir.InstGetElementPtr
	fn  *llir.Func
}

// requestAccesses returns the accesses of the heap array of struct st made
// by the given requests, in module order: the getelementptrs on every
// pointer the requests' results reach in the field-based flow, not
// entering generic variables (those whose evidence the typing ignored), that
// address st (see addresses).
func (g *evGraph) requestAccesses(reqs []value.Value, st *types.StructType) []Access {
	seen := make(map[int32]bool)
	var stack []int32
	for _, call := range reqs {
		id, ok := g.ids[ir.UnwrapArg(call)]
		if !ok || seen[id] {
			continue
		}
		seen[id] = true
		stack = append(stack, id)
	}
	var found []gepSite
	picked := make(map[*llir.InstGetElementPtr]bool)
	// inside are the addresses of fields of the array's elements; the
	// getelementptrs on them (an element of an array field, a nested
	// struct's field) reach the array's fields too, whatever type they
	// name.
	var inside []int32
	inSeen := make(map[int32]bool)
	enter := func(gep *llir.InstGetElementPtr) {
		if id, ok := g.ids[gep]; ok && !inSeen[id] {
			inSeen[id] = true
			inside = append(inside, id)
		}
	}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if int(n) < len(g.geps) {
			for _, u := range g.geps[n] {
				if !picked[u.gep] && g.addresses(u.gep, st) {
					picked[u.gep] = true
					found = append(found, u)
					if !stepsElements(u.gep) {
						enter(u.gep)
					}
				}
			}
		}
		if int(n) < len(g.zeroFields) {
			for _, z := range g.zeroFields[n] {
				if x, _, ok := structIndex(z.ElemType, nil); ok && x == st {
					enter(z)
				}
			}
		}
		for _, s := range g.succ[n] {
			if seen[s] || g.vis[s] == g.poisoned {
				continue
			}
			seen[s] = true
			stack = append(stack, s)
		}
	}
	for len(inside) > 0 {
		n := inside[len(inside)-1]
		inside = inside[:len(inside)-1]
		if int(n) < len(g.geps) {
			for _, u := range g.geps[n] {
				if !picked[u.gep] {
					picked[u.gep] = true
					found = append(found, u)
				}
				if id, ok := g.ids[u.gep]; ok && !inSeen[id] {
					inSeen[id] = true
					inside = append(inside, id)
				}
			}
		}
		if int(n) < len(g.local) {
			for _, s := range g.local[n] {
				if !inSeen[s] {
					inSeen[s] = true
					inside = append(inside, s)
				}
			}
		}
	}
	f := g.r.f
	sort.Slice(found, func(i, j int) bool {
		pi, pj := f.instPos[found[i].gep], f.instPos[found[j].gep]
		if pi != pj {
			return pi < pj
		}
		return f.funcPos(found[i].fn) < f.funcPos(found[j].fn)
	})
	out := make([]Access, len(found))
	for i, u := range found {
		out[i] = Access{GEP: u.gep, Inst: u.gep, Func: u.fn, Loc: accessLoc(u.gep)}
	}
	return out
}

// addresses reports whether a getelementptr on a pointer to an array of
// struct st addresses its elements or fields: a getelementptr over st (or
// arrays of st), or a byte offset (a getelementptr over a scalar type, as
// clang 15 and later emit at -O2) that lands on the start of one of st's
// fields or steps by whole elements. A getelementptr over another struct
// type uses the block as that type (a block shared by two arrays).
func (g *evGraph) addresses(gep *llir.InstGetElementPtr, st *types.StructType) bool {
	if x, _, ok := structIndex(gep.ElemType, nil); ok {
		return x == st
	}
	switch gep.ElemType.(type) {
	case *types.StructType, *types.ArrayType, *types.VectorType:
		return false
	}
	if len(gep.Indices) != 1 {
		return false
	}
	dl := g.r.dl
	size := int64(dl.TypeAllocSize(gep.ElemType))
	s := int64(dl.TypeAllocSize(st))
	if size <= 0 || s <= 0 {
		return false
	}
	if n, isConst := ir.ConstInt(gep.Indices[0]); isConst {
		if n > (1<<30)/size || n < -(1<<30)/size {
			return false
		}
		off := (n * size) % s
		if off < 0 {
			off += s
		}
		return fieldStart(dl, st, uint64(off), 0)
	}
	for _, fm := range g.r.d.sizes().eval(gep.Indices[0]) {
		if !fm.exact && fm.v <= (1<<30)/size && (fm.v*size)%s == 0 {
			return true
		}
	}
	return false
}

// filterAccesses drops from the accesses of a site decided by the
// whole-program flow (which lists every getelementptr reaching the site,
// whatever type it uses) those over a named struct type other than st and
// the types st contains: the block's use as another array.
func filterAccesses(acc []Access, st *types.StructType) []Access {
	var out []Access
	for _, a := range acc {
		elem, _, _, ok := ir.GEPIndices(a.GEP)
		if !ok {
			continue
		}
		if x, _, isStruct := structIndex(elem, nil); isStruct && x != st && !contains(st, x, 0) {
			continue
		}
		out = append(out, a)
	}
	return out
}
