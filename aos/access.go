package aos

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
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

// gepSite is a getelementptr: an instruction, or a constant expression
// with the instruction (or global initializer) using it, its function
// (nil in an initializer) and the user's position in module order
// (initializers, before every function, are negative).
type gepSite struct {
	gep  value.Value // *llir.InstGetElementPtr or *constant.ExprGetElementPtr
	user any
	fn   *llir.Func
	// st is the named struct the getelementptr indexes (through array
	// levels), else nil; bytes says it is a one-index getelementptr
	// over a scalar (a byte offset: idx its index, size its element's
	// alloc size, cidx the index when cknown says it is a constant).
	st   *types.StructType
	idx  value.Value
	size int64
	cidx int64
	// tbaa are the struct-path TBAA base types of the accesses through
	// the getelementptr, nil until read (noNames for none).
	tbaa []string
	pos  int32
	// id numbers the sites of the field-based flow, for the walks'
	// marks: one constant expression used by several instructions is
	// one site per use.
	id            int32
	bytes, cknown bool
}

// noNames is an empty list of TBAA names, read.
var noNames = []string{}

// newGEPSite reads once what addresses asks of a getelementptr: each is
// asked for every array whose walk reaches it.
func newGEPSite(dl *ir.DataLayout, gep value.Value, user any, fn *llir.Func, pos int) gepSite {
	u := gepSite{gep: gep, user: user, fn: fn, pos: int32(pos)}
	elem, _, idx, ok := ir.GEPIndices(gep)
	if !ok {
		return u
	}
	if x, _, isStruct := structIndex(elem, nil); isStruct {
		u.st = x
		return u
	}
	switch elem.(type) {
	case *types.StructType, *types.ArrayType, *types.VectorType:
		return u
	}
	if len(idx) == 1 {
		u.bytes, u.idx = true, idx[0]
		u.size = int64(dl.TypeAllocSize(elem))
		u.cidx, u.cknown = ir.ConstInt(idx[0])
	}
	return u
}

// siteKey tells gep sites apart: one constant expression may be used by
// several instructions, each an access.
type siteKey struct {
	gep  value.Value
	user any
}

// entryAccesses returns the accesses of the heap array of struct st made
// by the given requests, computed once for each set of requests and type:
// the requests of a wrapper reach each library call the wrapper makes
// (sqlite3MemMalloc's malloc and sqlite3MemRealloc's realloc), which are
// reported with the same requests.
func (d *detector) entryAccesses(g *evGraph, reqs []value.Value, st *types.StructType) []Access {
	key := d.accKey(reqs, st)
	if acc, ok := d.accMemo[key]; ok {
		return acc
	}
	acc := g.requestAccesses(reqs, st, false)
	if d.accMemo == nil {
		d.accMemo = make(map[string][]Access)
	}
	d.accMemo[key] = acc
	return acc
}

// accKey names a set of requests and a struct type in accMemo.
func (d *detector) accKey(reqs []value.Value, st *types.StructType) string {
	var key strings.Builder
	key.WriteString(st.TypeName)
	for _, c := range reqs {
		fmt.Fprintf(&key, ",%d", d.f.instPos[c])
	}
	return key.String()
}

// walkAccesses computes at once (evGraph.accesses) the accesses of the
// static arrays and of every heap entry the requests decided, the latter
// for entryAccesses to find in accMemo.
func (d *detector) walkAccesses(g *evGraph, statics []*Array, found map[value.Value]map[*types.StructType]*reqFinding) {
	jobs, keys := d.walkJobs(statics, found)
	if d.accMemo == nil {
		d.accMemo = make(map[string][]Access)
	}
	for i, acc := range g.accesses(jobs) {
		if i < len(statics) {
			statics[i].Accesses = acc
		} else {
			d.accMemo[keys[i-len(statics)]] = acc
		}
	}
}

// walkJobs returns the walks of the static arrays, then those of the heap
// entries (each set of requests and type once, with its accMemo key).
func (d *detector) walkJobs(statics []*Array, found map[value.Value]map[*types.StructType]*reqFinding) ([]accessJob, []string) {
	jobs := make([]accessJob, 0, len(statics))
	for _, a := range statics {
		jobs = append(jobs, accessJob{reqs: []value.Value{a.Site}, st: a.Struct, static: true})
	}
	var keys []string
	seen := make(map[string]bool)
	for _, o := range d.f.allocs {
		byType := found[d.f.objs[o].val]
		sts := make([]*types.StructType, 0, len(byType))
		for st := range byType {
			sts = append(sts, st)
		}
		sort.Slice(sts, func(i, j int) bool { return sts[i].String() < sts[j].String() })
		for _, st := range sts {
			reqs := byType[st].requests
			if key := d.accKey(reqs, st); !seen[key] {
				seen[key] = true
				jobs = append(jobs, accessJob{reqs: reqs, st: st})
				keys = append(keys, key)
			}
		}
	}
	return jobs, keys
}

// requestAccesses returns the accesses of the array of struct st whose
// addresses are the given values (a heap array's requests, or a static
// array's global or alloca), in module order: the getelementptrs that
// address st (see addresses) on every pointer those values reach in the
// field-based flow. A heap array's walk does not enter generic variables
// (those whose evidence the typing ignored): a block is also used as the
// other types a shared wrapper or a header gives it. A static array's
// memory has its one declared type, so its walk enters them (sqlite3's
// builtin FuncDef arrays reach the functions that find them in a hash
// table of void pointers, one strongly connected component with every
// other hashed type) but not the pointers used as a struct type unrelated
// to st, which cannot be its own. The analysis walks all arrays at once
// (accesses, walks.go); this one array's walk is their reference
// (TestWalksTogether), and serves an entry not walked with the others.
func (g *evGraph) requestAccesses(reqs []value.Value, st *types.StructType, static bool) []Access {
	// Three marks per node (reached, reached along local edges, inside
	// an element's field), reset by bumping the epoch: one map per entry
	// cost more than the walk itself on sqlite3.
	if len(g.marks) < 3*len(g.succ) {
		g.marks = make([]uint32, 3*len(g.succ))
		g.epoch = 0
	}
	g.epoch++
	ep := g.epoch
	seen := func(n int32) bool { return g.marks[3*int(n)] == ep }
	local := func(n int32) bool { return g.marks[3*int(n)+1] == ep }
	inSeen := func(n int32) bool { return g.marks[3*int(n)+2] == ep }
	compat := make(map[int]bool)
	q := g.newQuery(st)
	var stack []int32
	for _, call := range reqs {
		id, ok := g.ids[ir.UnwrapArg(call)]
		if !ok || seen(id) {
			continue
		}
		g.marks[3*int(id)] = ep
		stack = append(stack, id)
	}
	// The pointers the requests' results reach along local edges (as
	// byte-offset evidence is read): their byte offsets are st's.
	for _, n := range stack {
		g.marks[3*int(n)+1] = ep
	}
	for work := append([]int32(nil), stack...); len(work) > 0; {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		if int(n) < len(g.local) {
			for _, s := range g.local[n] {
				if !local(s) {
					g.marks[3*int(s)+1] = ep
					work = append(work, s)
				}
			}
		}
	}
	var found []gepSite
	if len(g.siteMarks) < int(g.nsites) {
		g.siteMarks = make([]uint32, g.nsites)
	}
	picked := func(u *gepSite) bool { return g.siteMarks[u.id] == ep }
	// inside are the addresses of fields of the array's elements; the
	// getelementptrs on them (an element of an array field, a nested
	// struct's field) reach the array's fields too, whatever type they
	// name.
	var inside []int32
	enter := func(gep value.Value) {
		if id, ok := g.ids[gep]; ok && !inSeen(id) {
			g.marks[3*int(id)+2] = ep
			inside = append(inside, id)
		}
	}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		g.visits++
		if int(n) < len(g.geps) {
			for i := range g.geps[n] {
				u := &g.geps[n][i]
				g.visits++
				if !picked(u) && g.addresses(n, local(n), u, q) {
					g.siteMarks[u.id] = ep
					found = append(found, *u)
					if !stepsElements(u.gep) {
						enter(u.gep)
					}
				}
			}
		}
		if int(n) < len(g.zeroFields) {
			for _, z := range g.zeroFields[n] {
				if z.st == st {
					enter(z.gep)
				}
			}
		}
		for _, s := range g.succ[n] {
			if seen(s) || (!static && g.vis[s] == g.poisoned) || (static && g.foreign(s, st, compat)) {
				continue
			}
			g.marks[3*int(s)] = ep
			stack = append(stack, s)
		}
	}
	g.walkInside(inside, ep, func(u *gepSite) {
		if !picked(u) {
			g.siteMarks[u.id] = ep
			found = append(found, *u)
		}
	})
	sort.SliceStable(found, func(i, j int) bool { return found[i].pos < found[j].pos })
	out := make([]Access, len(found))
	for i, u := range found {
		out[i] = Access{GEP: u.gep, Inst: u.user, Func: u.fn, Loc: accessLoc(u.user)}
	}
	return out
}

// walkInside visits every getelementptr on the element-field addresses
// stack (already marked in epoch ep) and on the addresses computed from
// them, through getelementptrs and local edges.
func (g *evGraph) walkInside(stack []int32, ep uint32, visit func(u *gepSite)) {
	inSeen := func(n int32) bool { return g.marks[3*int(n)+2] == ep }
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		g.visits++
		if int(n) < len(g.geps) {
			for i := range g.geps[n] {
				u := &g.geps[n][i]
				g.visits++
				visit(u)
				if id, ok := g.ids[u.gep]; ok && !inSeen(id) {
					g.marks[3*int(id)+2] = ep
					stack = append(stack, id)
				}
			}
		}
		if int(n) < len(g.local) {
			for _, s := range g.local[n] {
				if !inSeen(s) {
					g.marks[3*int(s)+2] = ep
					stack = append(stack, s)
				}
			}
		}
	}
}

// foreign reports whether node n's pointer is used as a struct type
// unrelated to st: its own getelementptrs index struct types of which
// none is st, contains st or is contained in it. compat memoizes the
// answer per struct id.
func (g *evGraph) foreign(n int32, st *types.StructType, compat map[int]bool) bool {
	if int(n) >= len(g.own) || g.own[n] == nil || g.own[n].structs.IsEmpty() {
		return false
	}
	g.buf = g.own[n].structs.AppendTo(g.buf[:0])
	for _, v := range g.buf {
		id := v / 2
		ok, known := compat[id]
		if !known {
			x := g.structs[id]
			ok = x == st || contains(x, st, 0) || contains(st, x, 0)
			compat[id] = ok
		}
		if ok {
			return false
		}
	}
	return true
}

// addresses reports whether a getelementptr on node n's pointer, which
// the flow connects to an array of struct st, addresses its elements or
// fields: a getelementptr over st (or arrays of st), or a byte offset (a
// getelementptr over a scalar type, as clang 15 and later emit at -O2)
// that lands on the start of one of st's fields or steps by whole
// elements, when the pointer is used as st: it is the request's own
// (reached along local edges, as byte-offset evidence is), an element
// address (a getelementptr over st), n's own struct getelementptrs name
// st, or the access through the address carries st's struct-path TBAA
// tag. Any offset lands on some field of most structs,
// and the pointers the flow connects to a block are also used as other
// types (a shared field, a generic parameter): an untyped byte offset says
// nothing about st. A getelementptr over another struct type uses the
// block as that type (a block shared by two arrays).
func (g *evGraph) addresses(n int32, local bool, u *gepSite, q *accessQuery) bool {
	if u.st != nil {
		return u.st == q.st
	}
	if !u.bytes || u.size <= 0 || q.size <= 0 {
		return false
	}
	if !local && !g.usesAs(n, q) && !g.tbaaAs(u, q) && !g.siblingTBAA(n, q) {
		return false
	}
	return g.landsOn(u, q)
}

// landsOn reports whether a byte getelementptr's offset lands on the start
// of a field of q's struct or steps by whole elements of it.
func (g *evGraph) landsOn(u *gepSite, q *accessQuery) bool {
	size, s := u.size, q.size
	if u.cknown {
		n := u.cidx
		if n > (1<<30)/size || n < -(1<<30)/size {
			return false
		}
		off := (n * size) % s
		if off < 0 {
			off += s
		}
		return fieldStart(g.r.dl, q.st, uint64(off), 0)
	}
	for _, fm := range g.r.d.sizes().eval(u.idx) {
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

// accessQuery is the struct type whose accesses requestAccesses lists,
// with what addresses compares for each getelementptr: its id among the
// evidence's types (-1 when no getelementptr names it) and its name as
// TBAA writes it ("" when it is neither a struct nor a union).
type accessQuery struct {
	st   *types.StructType
	size int64 // st's alloc size
	sid  int
	tbaa string
}

func (g *evGraph) newQuery(st *types.StructType) *accessQuery {
	q := &accessQuery{st: st, size: int64(g.r.dl.TypeAllocSize(st)), sid: -1}
	if id, ok := g.structID[st]; ok {
		q.sid = id
	}
	switch t := st.TypeName; {
	case strings.HasPrefix(t, "struct."):
		q.tbaa = t[len("struct."):]
	case strings.HasPrefix(t, "union."):
		q.tbaa = t[len("union."):]
	}
	return q
}

// usesAs reports whether node n's pointer is an element address of st
// (a getelementptr over st) or its own struct getelementptrs index st.
func (g *evGraph) usesAs(n int32, q *accessQuery) bool {
	if g.keyStruct(n) == q.st {
		return true
	}
	if q.sid < 0 || int(n) >= len(g.own) || g.own[n] == nil {
		return false
	}
	return g.own[n].structs.Has(2*q.sid) || g.own[n].structs.Has(2*q.sid+1)
}

// keyStruct returns (memoized) the struct node n's value indexes when it
// is a getelementptr over a struct (through array levels), else nil.
func (g *evGraph) keyStruct(n int32) *types.StructType {
	if len(g.keyStructs) < len(g.succ) {
		g.keyStructs = make([]*types.StructType, len(g.succ))
		g.keyStructDone = make([]bool, len(g.succ))
	}
	if !g.keyStructDone[n] {
		if v, isVal := g.keys[n].(value.Value); isVal {
			if elem, _, _, ok := ir.GEPIndices(v); ok {
				if x, _, ok := structIndex(elem, nil); ok {
					g.keyStructs[n] = x
				}
			}
		}
		g.keyStructDone[n] = true
	}
	return g.keyStructs[n]
}

// siblingTBAA reports whether a load or store through node n's pointer,
// or through another of its byte offsets, carries st's struct-path TBAA
// tag: the pointer is used as st, and its byte offsets that carry no tag
// (p++ stepping by whole elements) are st's too.
func (g *evGraph) siblingTBAA(n int32, q *accessQuery) bool {
	return hasName(g.nodeTBAA(n), q.tbaa)
}

// nodeTBAA returns (memoized) the struct-path TBAA base types of the
// loads and stores through node n's pointer and its byte offsets.
func (g *evGraph) nodeTBAA(n int32) []string {
	if len(g.nodeNames) < len(g.succ) {
		g.nodeNames = make([][]string, len(g.succ))
		g.nodeNamed = make([]bool, len(g.succ))
	}
	if !g.nodeNamed[n] {
		var names []string
		if v, isVal := g.keys[n].(value.Value); isVal {
			names = append(names, g.tbaaOf(v)...)
		}
		if int(n) < len(g.geps) {
			for i := range g.geps[n] {
				if u := &g.geps[n][i]; !isStructTypeGEP(u.gep) {
					names = append(names, g.tbaaOfSite(u)...)
				}
			}
		}
		g.nodeNames[n], g.nodeNamed[n] = names, true
	}
	return g.nodeNames[n]
}

// tbaaStruct returns, for a pointer whose DTrans class holds
// incompatible types, the structure the struct-path TBAA tags of the
// accesses through it and through its byte-offset getelementptrs all
// name: the local evidence opaque IR has where typed IR's getelementptrs
// name the structure. Nil when the class is not ambiguous (a pointer
// nothing types says nothing), or when the tags name none or several.
func (g *evGraph) tbaaStruct(v value.Value) *types.StructType {
	n, ok := g.ids[v]
	if !ok || g.r.dt == nil || !g.r.dt.PointerInfo(v).IsAmbiguous() {
		return nil
	}
	name := ""
	for _, x := range g.nodeTBAA(n) {
		if name != "" && x != name {
			return nil
		}
		name = x
	}
	if name == "" {
		return nil
	}
	for _, prefix := range []string{"%struct.", "%union."} {
		if ti := g.r.dt.Lookup(prefix + name); ti != nil {
			return ti.Type
		}
	}
	return nil
}

// tbaaAs reports whether a load or store through a getelementptr's
// address (or a cast of it) carries a struct-path TBAA tag whose base
// type is st.
func (g *evGraph) tbaaAs(u *gepSite, q *accessQuery) bool {
	return hasName(g.tbaaOfSite(u), q.tbaa)
}

// tbaaOfSite is tbaaOf of a getelementptr, kept with it.
func (g *evGraph) tbaaOfSite(u *gepSite) []string {
	if u.tbaa == nil {
		u.tbaa = g.tbaaOf(u.gep)
		if u.tbaa == nil {
			u.tbaa = noNames
		}
	}
	return u.tbaa
}

func hasName(names []string, name string) bool {
	if name == "" {
		return false
	}
	for _, x := range names {
		if x == name {
			return true
		}
	}
	return false
}

// tbaaOf returns (memoized) the struct-path TBAA base types of the loads
// and stores through addr.
func (g *evGraph) tbaaOf(addr value.Value) []string {
	names, ok := g.tbaaNames[addr]
	if !ok {
		names = g.tbaaBases(addr, nil, 0)
		if g.tbaaNames == nil {
			g.tbaaNames = make(map[value.Value][]string)
		}
		g.tbaaNames[addr] = names
	}
	return names
}

// tbaaBases appends the base type names of the struct-path TBAA tags of
// the loads and stores through addr (or casts of it).
func (g *evGraph) tbaaBases(addr value.Value, out []string, depth int) []string {
	if depth > 4 {
		return out
	}
	for _, u := range g.r.f.m.Uses(addr) {
		var md []*metadata.Attachment
		switch x := u.User.(type) {
		case *llir.InstBitCast:
			out = g.tbaaBases(x, out, depth+1)
			continue
		case *llir.InstLoad:
			md = x.Metadata
		case *llir.InstStore:
			if x.Dst != addr {
				continue
			}
			md = x.Metadata
		default:
			continue
		}
		if name, ok := tbaaBase(md); ok {
			out = append(out, name)
		}
	}
	return out
}
