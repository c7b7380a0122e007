package dtrans

import (
	"cmp"
	"slices"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// loopScratch holds the buffers loopDepths reuses from one function to
// the next.
type loopScratch struct {
	index valueIndex // block (by address) to its index in f.Blocks
	slots []uint64   // index's table, reused
	succ  []int      // successor indices, block after block
	blks  []*llir.Block
	off   []int // block i's successors are succ[off[i]:off[i+1]]
	zero  []int // the depths returned

	// The buffers of the functions with loops: predecessors (pred,
	// poff and pnext, as succ and off), reverse postorder, dominators,
	// loop marks, the depth-first stack.
	pred, poff, pnext      []int
	order, rpo, idom, mark []int
	visited                []int
	stack                  []frame
	edges                  []backEdge
	work                   []int
}

// backEdge is an edge from block b back to the loop header s.
type backEdge struct{ b, s int }

// frame is a block of the depth-first walk and its next successor.
type frame struct{ b, next int }

// fill returns buf resized to n elements, all x, reusing its memory.
func fill(buf []int, n, x int) []int {
	if cap(buf) < n {
		buf = make([]int, n)
	}
	buf = buf[:n]
	for i := range buf {
		buf[i] = x
	}
	return buf
}

// loopDepths returns the loop nesting depth of each block of f, by index
// in f.Blocks (valid until the next call with the same scratch): the number of natural loops (one per header, back edges to
// the same header merged) that contain it. Dominators are computed with the
// iterative algorithm of Cooper, Harvey and Kennedy; blocks unreachable from
// the entry have depth 0.
func loopDepths(f *llir.Func, sc *loopScratch) []int {
	n := len(f.Blocks)
	if n == 0 {
		return nil
	}
	// The block index is an open-addressing table as big as the
	// function needs (a map cost more than the rest of this function):
	// its slots are a prefix of buffers kept from one function to the
	// next, cleared as far as they are used.
	size := 16
	for size < 2*n+2 {
		size *= 2
	}
	if len(sc.slots) < size {
		sc.slots = make([]uint64, size)
	}
	sc.index = valueIndex{slots: sc.slots[:size]}
	clear(sc.index.slots)
	index := &sc.index
	for i, b := range f.Blocks {
		index.set(keyOf(b), int32(i))
	}
	// A cycle needs an edge to a block that is not later in the layout:
	// without one (most functions) every depth is 0, and the dominator
	// work below is skipped.
	sc.succ = sc.succ[:0]
	if cap(sc.off) < n+1 {
		sc.off = make([]int, n+1)
	}
	sc.off = sc.off[:n+1]
	backward := false
	for i, b := range f.Blocks {
		sc.off[i] = len(sc.succ)
		if b.Term == nil {
			continue
		}
		sc.blks = succBlocks(sc.blks[:0], b.Term)
		for _, s := range sc.blks {
			if j, ok := index.get(keyOf(s)); ok {
				sc.succ = append(sc.succ, int(j))
				backward = backward || int(j) <= i
			}
		}
	}
	sc.off[n] = len(sc.succ)
	if !backward {
		if cap(sc.zero) < n {
			sc.zero = make([]int, n)
		}
		sc.zero = sc.zero[:n]
		clear(sc.zero)
		return sc.zero
	}
	// Successors and predecessors as slices of the scratch buffers:
	// succs(i) is sc.succ[off[i]:off[i+1]], preds likewise in sc.pred.
	succs := func(i int) []int { return sc.succ[sc.off[i]:sc.off[i+1]] }
	sc.poff = fill(sc.poff, n+1, 0)
	for _, j := range sc.succ {
		sc.poff[j+1]++
	}
	for i := 1; i <= n; i++ {
		sc.poff[i] += sc.poff[i-1]
	}
	sc.pred = fill(sc.pred, len(sc.succ), 0)
	sc.pnext = append(sc.pnext[:0], sc.poff...)
	for i := 0; i < n; i++ {
		for _, j := range succs(i) {
			sc.pred[sc.pnext[j]] = i
			sc.pnext[j]++
		}
	}
	preds := func(i int) []int { return sc.pred[sc.poff[i]:sc.poff[i+1]] }
	// Reverse postorder from the entry.
	order := sc.order[:0]
	sc.rpo = fill(sc.rpo, n, -1)
	rpoNum := sc.rpo
	sc.visited = fill(sc.visited, n, 0)
	visited := sc.visited
	stack := append(sc.stack[:0], frame{0, 0})
	visited[0] = 1
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(succs(top.b)) {
			s := succs(top.b)[top.next]
			top.next++
			if visited[s] == 0 {
				visited[s] = 1
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		order = append(order, top.b)
		stack = stack[:len(stack)-1]
	}
	sc.order, sc.stack = order, stack
	for i, j := 0, len(order)-1; i < j; i, j = i+1, j-1 {
		order[i], order[j] = order[j], order[i]
	}
	for i, b := range order {
		rpoNum[b] = i
	}
	// Without a retreating edge (to a block not later in reverse
	// postorder) there is no loop: most functions.
	retreating := false
	for _, b := range order {
		for _, s := range succs(b) {
			if rpoNum[s] >= 0 && rpoNum[s] <= rpoNum[b] {
				retreating = true
			}
		}
	}
	if !retreating {
		sc.zero = fill(sc.zero, n, 0)
		return sc.zero
	}
	sc.idom = fill(sc.idom, n, -1)
	idom := sc.idom
	idom[0] = 0
	intersect := func(x, y int) int {
		for x != y {
			for rpoNum[x] > rpoNum[y] {
				x = idom[x]
			}
			for rpoNum[y] > rpoNum[x] {
				y = idom[y]
			}
		}
		return x
	}
	for changed := true; changed; {
		changed = false
		for _, b := range order[1:] {
			nd := -1
			for _, p := range preds(b) {
				if idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd >= 0 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	dominates := func(a, b int) bool {
		for steps := 0; steps <= n; steps++ {
			if a == b {
				return true
			}
			if b == 0 || idom[b] < 0 {
				return false
			}
			b = idom[b]
		}
		return false
	}
	// Natural loops: for each header, the blocks reaching a back edge's
	// source without passing through the header. Back edges are grouped by
	// header, so that several edges to one header add each block once:
	// mark[x] is 1 + the header whose loop x was last added to. A back
	// edge's target dominates its source, so it is a retreating edge: only
	// those need the walk up the dominator tree, which costs the tree's
	// depth (thousands of blocks in an interpreter's dispatch function).
	edges := sc.edges[:0]
	for _, b := range order {
		for _, s := range succs(b) {
			if rpoNum[s] >= 0 && rpoNum[s] <= rpoNum[b] && dominates(s, b) {
				edges = append(edges, backEdge{b, s})
			}
		}
	}
	// (slices' generic sort: sort.SliceStable's reflection swapper cost
	// a quarter of this function.)
	slices.SortStableFunc(edges, func(x, y backEdge) int { return cmp.Compare(x.s, y.s) })
	sc.edges = edges
	sc.zero = fill(sc.zero, n, 0)
	d := sc.zero
	sc.mark = fill(sc.mark, n, 0)
	mark := sc.mark
	work := sc.work[:0]
	for _, e := range edges {
		s := e.s
		if mark[s] != s+1 {
			mark[s] = s + 1
			d[s]++
		}
		work = append(work[:0], e.b)
		for len(work) > 0 {
			x := work[len(work)-1]
			work = work[:len(work)-1]
			if mark[x] == s+1 {
				continue
			}
			mark[x] = s + 1
			d[x]++
			for _, p := range preds(x) {
				if rpoNum[p] >= 0 {
					work = append(work, p)
				}
			}
		}
	}
	sc.work = work
	return d
}

// succBlocks appends the successors of terminator t to buf. llir's Succs
// stores its answer in the terminator the first time: a write into the
// user's module, and a data race when two analyses read one module at
// once. This reads the terminator's operands only, and skips any that is
// not a block instead of panicking on it.
func succBlocks(buf []*llir.Block, t llir.Terminator) []*llir.Block {
	add := func(v value.Value) {
		if b, ok := v.(*llir.Block); ok && b != nil {
			buf = append(buf, b)
		}
	}
	switch x := t.(type) {
	case *llir.TermBr:
		add(x.Target)
	case *llir.TermCondBr:
		add(x.TargetTrue)
		add(x.TargetFalse)
	case *llir.TermSwitch:
		add(x.TargetDefault)
		for _, c := range x.Cases {
			if c != nil {
				add(c.Target)
			}
		}
	case *llir.TermIndirectBr:
		for _, v := range x.ValidTargets {
			add(v)
		}
	case *llir.TermInvoke:
		add(x.NormalRetTarget)
		add(x.ExceptionRetTarget)
	case *llir.TermCallBr:
		add(x.NormalRetTarget)
		for _, v := range x.OtherRetTargets {
			add(v)
		}
	case *llir.TermCatchSwitch:
		for _, v := range x.Handlers {
			add(v)
		}
		add(x.DefaultUnwindTarget)
	case *llir.TermCatchRet:
		add(x.Target)
	case *llir.TermCleanupRet:
		add(x.UnwindTarget)
	}
	// ret, resume and unreachable have no successor.
	return buf
}
