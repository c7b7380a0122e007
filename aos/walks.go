package aos

import (
	"math/bits"
	"sort"

	"github.com/irpass/irpass/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This file walks the field-based flow once for all arrays together. Each
// array reaches what its roots reach (a heap array's walk skips generic
// variables, a static array's the pointers used as struct types foreign
// to its own); on sqlite3 at -O2 a hundred heap arrays reach one region of
// 17,000 nodes, so walking it once per array costs a hundred times the
// region. Instead, the reached part of the graph is condensed into its
// strongly connected components, each node gets the set of arrays reaching
// it (a bitset, propagated in topological order of the components), and
// each node's getelementptrs are examined once, for the arrays of their
// struct type among those reaching the node. What remains per array is
// its own: its roots' local edges, its elements' fields and its accesses.

// accessJob is one array's walk: its roots (a heap array's requests'
// results, a static array's global or alloca), its struct type, and
// whether it is a static array's.
type accessJob struct {
	reqs   []value.Value
	st     *types.StructType
	static bool
}

// jobSet is a set of jobs, one bit each.
type jobSet []uint64

func (s jobSet) set(j int)        { s[j/64] |= 1 << (j % 64) }
func (s jobSet) or(o jobSet)      { orInto(s, o) }
func (s jobSet) each(f func(int)) { eachBit(s, f) }

// nodeSets gives nodes job sets, each allocated when first asked for. A
// set returned is valid until the next one is made (they share one
// array).
type nodeSets struct {
	w    int
	idx  []int32 // 1 + the set's number, 0 for none
	sets []uint64
}

func newNodeSets(nodes, w int) *nodeSets {
	return &nodeSets{w: w, idx: make([]int32, nodes)}
}

// get returns node n's set, nil when it has none.
func (m *nodeSets) get(n int32) jobSet {
	i := int(m.idx[n]) - 1
	if i < 0 {
		return nil
	}
	return m.sets[i*m.w : i*m.w+m.w]
}

// make returns node n's set, empty when new.
func (m *nodeSets) make(n int32) jobSet {
	if m.idx[n] == 0 {
		m.sets = append(m.sets, make([]uint64, m.w)...)
		m.idx[n] = int32(len(m.sets) / m.w)
	}
	return m.get(n)
}

func orInto(dst, src []uint64) {
	for i, w := range src {
		dst[i] |= w
	}
}

func eachBit(s []uint64, f func(int)) {
	for i, w := range s {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			f(64*i + b)
			w &^= 1 << b
		}
	}
}

// accesses returns the accesses of each job, the same as
// requestAccesses(job.reqs, job.st, job.static) returns, at the cost of
// one pass over the part of the flow any job reaches, its nodes, edges and
// getelementptrs each examined once (a few times inside a component whose
// nodes admit different jobs) with sets of ⌈jobs/64⌉ words, plus each
// job's local edges, element fields and accesses.
func (g *evGraph) accesses(jobs []accessJob) [][]Access {
	nj := len(jobs)
	out := make([][]Access, nj)
	if nj == 0 {
		return out
	}
	w := (nj + 63) / 64
	newSet := func() jobSet { return make(jobSet, w) }
	qs := make([]*accessQuery, nj)
	byStruct := make(map[*types.StructType]jobSet)
	bySid := make(map[int]jobSet)
	byName := make(map[string]jobSet)
	sized := newSet() // jobs whose struct has a size: byte offsets can land on it
	heapJobs, staticJobs := newSet(), newSet()
	for j, job := range jobs {
		q := g.newQuery(job.st)
		qs[j] = q
		if byStruct[job.st] == nil {
			byStruct[job.st] = newSet()
		}
		byStruct[job.st].set(j)
		if q.sid >= 0 {
			if bySid[q.sid] == nil {
				bySid[q.sid] = newSet()
			}
			bySid[q.sid].set(j)
		}
		if q.tbaa != "" {
			if byName[q.tbaa] == nil {
				byName[q.tbaa] = newSet()
			}
			byName[q.tbaa].set(j)
		}
		if q.size > 0 {
			sized.set(j)
		}
		if job.static {
			staticJobs.set(j)
		} else {
			heapJobs.set(j)
		}
	}

	// Each job's roots, and the nodes they reach along local edges
	// (whose byte offsets are the job's struct's, as byte-offset
	// evidence is read).
	if len(g.marks) < 3*len(g.succ) {
		g.marks = make([]uint32, 3*len(g.succ))
		g.epoch = 0
	}
	nodes := len(g.succ)
	rootJobs := newNodeSets(nodes, w)
	var roots []int32
	localJobs := newNodeSets(nodes, w)
	var work []int32
	for j, job := range jobs {
		g.epoch++
		ep := g.epoch
		work = work[:0]
		for _, call := range job.reqs {
			id, ok := g.ids[ir.UnwrapArg(call)]
			if !ok || g.marks[3*int(id)+1] == ep {
				continue
			}
			g.marks[3*int(id)+1] = ep
			if rootJobs.get(id) == nil {
				roots = append(roots, id)
			}
			rootJobs.make(id).set(j)
			work = append(work, id)
		}
		for len(work) > 0 {
			n := work[len(work)-1]
			work = work[:len(work)-1]
			g.visits++
			localJobs.make(n).set(j)
			if int(n) < len(g.local) {
				for _, s := range g.local[n] {
					if g.marks[3*int(s)+1] != ep {
						g.marks[3*int(s)+1] = ep
						work = append(work, s)
					}
				}
			}
		}
	}

	// Which jobs enter a node from a predecessor (roots are entered
	// whatever it says): heap arrays' jobs unless it is a generic
	// variable (a block is also used as the other types a shared wrapper
	// or a header gives it), static arrays' jobs unless its pointer is
	// used as struct types unrelated to theirs (foreign), memoized per
	// node and per struct id.
	allJobs := newSet()
	allJobs.or(heapJobs)
	allJobs.or(staticJobs)
	masks := newNodeSets(nodes, w)
	compat := make(map[int]jobSet)
	admits := func(s int32) jobSet {
		generic := g.vis[s] == g.poisoned
		if int(s) >= len(g.own) || g.own[s] == nil || g.own[s].structs.IsEmpty() {
			if generic {
				return staticJobs
			}
			return allJobs
		}
		if a := masks.get(s); a != nil {
			return a
		}
		a := masks.make(s)
		if !generic {
			a.or(heapJobs)
		}
		g.buf = g.own[s].structs.AppendTo(g.buf[:0])
		for _, v := range g.buf {
			c, ok := compat[v/2]
			if !ok {
				c = newSet()
				x := g.structs[v/2]
				staticJobs.each(func(j int) {
					if st := jobs[j].st; x == st || contains(x, st, 0) || contains(st, x, 0) {
						c.set(j)
					}
				})
				compat[v/2] = c
			}
			a.or(c)
		}
		return a
	}

	// The components of the graph of the edges some job follows,
	// reached from the roots; order lists their nodes by component,
	// sources last. Each node's set of jobs is its roots' and, of what
	// its predecessors' sets hold (in), the jobs it admits: one pass in
	// topological order, iterated to a fixed point inside a component
	// (its nodes admit different jobs).
	comp, at, order := g.reachedComponents(roots, func(s int32) bool { return !empty(admits(s)) })
	reach := make([]uint64, len(order)*w)
	in := make([]uint64, len(order)*w)
	setOf := func(n int32) jobSet { i := int(at[n]) - 1; return reach[i*w : i*w+w] }
	inOf := func(n int32) jobSet { i := int(at[n]) - 1; return in[i*w : i*w+w] }
	tmp := newSet()
	for hi := len(order); hi > 0; {
		c := comp[order[hi-1]]
		lo := hi - 1
		for lo > 0 && comp[order[lo-1]] == c {
			lo--
		}
		members := order[lo:hi]
		for _, n := range members {
			r := setOf(n)
			and(r, admits(n), inOf(n))
			if rj := rootJobs.get(n); rj != nil {
				r.or(rj)
			}
		}
		if len(members) > 1 {
			work = append(work[:0], members...)
			for len(work) > 0 {
				n := work[len(work)-1]
				work = work[:len(work)-1]
				g.visits++
				r := setOf(n)
				for _, s := range g.succ[n] {
					if comp[s] != c {
						continue
					}
					rs := setOf(s)
					and(tmp, admits(s), r)
					if !subset(tmp, rs) {
						rs.or(tmp)
						work = append(work, s)
					}
				}
			}
		}
		for _, n := range members {
			r := setOf(n)
			for _, s := range g.succ[n] {
				if cs := comp[s]; cs != c && cs != 0 {
					inOf(s).or(r)
				}
			}
		}
		hi = lo
	}

	// The getelementptrs each job picks on the nodes it reaches, and
	// the element fields it enters.
	found := make([][]*gepSite, nj)
	inside := make([][]int32, nj)
	enter := func(j int, gep value.Value) {
		if id, ok := g.ids[gep]; ok {
			inside[j] = append(inside[j], id)
		}
	}
	m := newSet()
	cand := newSet()
	for _, n := range order {
		b := setOf(n)
		g.visits++
		if int(n) < len(g.geps) {
			loc := localJobs.get(n)
			for i := range g.geps[n] {
				u := &g.geps[n][i]
				g.visits++
				if u.st != nil {
					sj := byStruct[u.st]
					if sj == nil {
						continue
					}
					if !and(m, b, sj) {
						continue
					}
				} else {
					if !u.bytes || u.size <= 0 || !and(m, b, sized) {
						continue
					}
					// The jobs for which the pointer is used as their
					// struct (see addresses).
					clear(cand)
					if loc != nil {
						cand.or(loc)
					}
					g.usesJobs(n, cand, byStruct, bySid)
					// TBAA names only for the jobs still undecided:
					// reading them is half the pass at clang 19 -O2.
					if !subset(m, cand) {
						for _, name := range g.tbaaOfSite(u) {
							if s := byName[name]; s != nil {
								cand.or(s)
							}
						}
					}
					if !subset(m, cand) {
						for _, name := range g.nodeTBAA(n) {
							if s := byName[name]; s != nil {
								cand.or(s)
							}
						}
					}
					if !and(m, m, cand) {
						continue
					}
					m.each(func(j int) {
						if !g.landsOn(u, qs[j]) {
							m[j/64] &^= 1 << (j % 64)
						}
					})
				}
				steps := stepsElements(u.gep)
				m.each(func(j int) {
					found[j] = append(found[j], u)
					if !steps {
						enter(j, u.gep)
					}
				})
			}
		}
		if int(n) < len(g.zeroFields) {
			for _, z := range g.zeroFields[n] {
				if sj := byStruct[z.st]; sj != nil && and(m, b, sj) {
					m.each(func(j int) { enter(j, z.gep) })
				}
			}
		}
	}

	// Each job's element fields: every getelementptr on them, and on
	// the addresses computed from them.
	for j := range jobs {
		g.epoch++
		ep := g.epoch
		inSeen := func(n int32) bool { return g.marks[3*int(n)+2] == ep }
		stack := inside[j][:0]
		for _, n := range inside[j] {
			if !inSeen(n) {
				g.marks[3*int(n)+2] = ep
				stack = append(stack, n)
			}
		}
		g.walkInside(stack, ep, func(u *gepSite) { found[j] = append(found[j], u) })
		out[j] = siteAccesses(found[j])
	}
	return out
}

// siteAccesses returns the accesses of the given sites in module order,
// each once. The getelementptrs of one instruction are ordered as a walk
// finds them: those computing the base of others first (a constant
// expression's operands), then as the flow lists them.
func siteAccesses(found []*gepSite) []Access {
	sort.Slice(found, func(i, j int) bool {
		a, b := found[i], found[j]
		if a.pos != b.pos {
			return a.pos < b.pos
		}
		if da, db := constBases(a.gep), constBases(b.gep); da != db {
			return da < db
		}
		return a.id < b.id
	})
	out := make([]Access, 0, len(found))
	for i, u := range found {
		if i > 0 && found[i-1].id == u.id {
			continue
		}
		out = append(out, Access{GEP: u.gep, Inst: u.user, Func: u.fn, Loc: accessLoc(u.user)})
	}
	return out
}

// empty reports whether s has no element.
func empty(s []uint64) bool {
	for _, x := range s {
		if x != 0 {
			return false
		}
	}
	return true
}

// constBases counts the constant getelementptrs computing gep's base,
// one inside the other.
func constBases(gep value.Value) int {
	n := 0
	for ; n < 16; n++ {
		_, src, _, ok := ir.GEPIndices(gep)
		if !ok {
			break
		}
		src = ir.StripPointerCasts(src)
		if _, isConst := src.(*constant.ExprGetElementPtr); !isConst {
			break
		}
		gep = src
	}
	return n
}

// and sets dst to a ∩ b and reports whether it is not empty.
func and(dst, a, b []uint64) bool {
	any := uint64(0)
	for i := range dst {
		dst[i] = a[i] & b[i]
		any |= dst[i]
	}
	return any != 0
}

// subset reports whether a ⊆ b.
func subset(a, b []uint64) bool {
	for i, x := range a {
		if x&^b[i] != 0 {
			return false
		}
	}
	return true
}

// usesJobs adds to s the jobs whose struct node n's pointer is used as
// (usesAs): an element address of it, or its own struct getelementptrs.
func (g *evGraph) usesJobs(n int32, s jobSet, byStruct map[*types.StructType]jobSet, bySid map[int]jobSet) {
	if x := g.keyStruct(n); x != nil {
		if sj := byStruct[x]; sj != nil {
			s.or(sj)
		}
	}
	if int(n) >= len(g.own) || g.own[n] == nil {
		return
	}
	g.buf = g.own[n].structs.AppendTo(g.buf[:0])
	for _, v := range g.buf {
		if sj := bySid[v/2]; sj != nil {
			s.or(sj)
		}
	}
}

// reachedComponents numbers, from 1, the strongly connected components of
// the part of the flow reached from roots along the edges into nodes
// enters accepts (roots are reached whatever enters says); comp is 0 for
// nodes not reached. order lists the reached nodes by component in the
// order Tarjan's algorithm completes them (a component's successors come
// before it), and at gives 1 + each reached node's position in order.
func (g *evGraph) reachedComponents(roots []int32, enters func(int32) bool) (comp, at, order []int32) {
	n := len(g.succ)
	comp = make([]int32, n)
	at = make([]int32, n)
	var ncomp int32
	succ := func(v int32) []int32 { return g.succ[v] }
	edge := func(w int32) int32 {
		if enters(w) {
			return w
		}
		return -1
	}
	component := func(members []int32) {
		ncomp++
		for _, w := range members {
			comp[w] = ncomp
			at[w] = int32(len(order) + 1)
			order = append(order, w)
		}
	}
	g.scc.Reset(n)
	for _, v := range roots {
		g.scc.Search(v, succ, edge, component)
	}
	return comp, at, order
}
