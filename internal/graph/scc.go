// Package graph holds algorithms on directed graphs whose nodes are
// numbered densely from 0, with successors given by callbacks so that
// callers keep their own representation of edges.
package graph

import "math"

// done marks a node's index once its component is complete: no later
// index is compared as smaller, so a completed node never lowers the low
// link of the node reaching it, which is Tarjan's on-stack test without
// an array of its own.
const done = math.MaxInt32

// SCC finds strongly connected components with Tarjan's algorithm, run
// iteratively (an explicit stack of frames, so a long path cannot
// overflow the goroutine stack). Components complete in reverse
// topological order: every component reachable from a component
// completes before it.
//
// The zero SCC is ready for Reset. Its buffers are kept from one Reset to
// the next, so a caller finding components repeatedly allocates once.
type SCC struct {
	index   []int32 // 1 + visit order; 0 unvisited, done once complete
	low     []int32
	stack   []int32
	frames  []frame
	counter int32
}

type frame struct {
	v    int32
	i    int32
	succ []int32
}

// Reset prepares s for a graph of n nodes, none visited.
func (s *SCC) Reset(n int) {
	if cap(s.index) >= n {
		s.index = s.index[:n]
		clear(s.index)
		s.low = s.low[:n]
	} else {
		s.index = make([]int32, n)
		s.low = make([]int32, n)
	}
	s.stack = s.stack[:0]
	s.frames = s.frames[:0]
	s.counter = 0
}

// Visited reports whether a search since the last Reset reached v.
func (s *SCC) Visited(v int32) bool {
	return s.index[v] != 0
}

// Search visits the nodes reachable from root, unless root was visited,
// and calls component with the members of each component that completes.
//
// succ returns v's successors; it is called once, when v is reached, and
// its result must not change while v's component is incomplete. edge, if
// not nil, maps each successor to the node the edge leads to, or to a
// negative number to ignore the edge; it is called on every edge as the
// search follows it, so it may see the effects of earlier component
// calls. component receives the members in the order Tarjan's algorithm
// pops them, the node that closed the component last; the slice is only
// valid during the call, which must not use s.
func (s *SCC) Search(root int32, succ func(v int32) []int32, edge func(w int32) int32, component func(members []int32)) {
	if s.index[root] != 0 {
		return
	}
	s.push(root, succ)
	for len(s.frames) > 0 {
		top := &s.frames[len(s.frames)-1]
		v := top.v
		if int(top.i) < len(top.succ) {
			w := top.succ[top.i]
			top.i++
			if edge != nil {
				if w = edge(w); w < 0 {
					continue
				}
			}
			if s.index[w] == 0 {
				s.push(w, succ)
			} else if s.index[w] < s.low[v] {
				s.low[v] = s.index[w]
			}
			continue
		}
		s.frames = s.frames[:len(s.frames)-1]
		if len(s.frames) > 0 {
			p := s.frames[len(s.frames)-1].v
			if s.low[v] < s.low[p] {
				s.low[p] = s.low[v]
			}
		}
		if s.low[v] != s.index[v] {
			continue
		}
		// v closes a component: the stack from v up. Reversed in
		// place, it lists the members in popping order.
		k := len(s.stack) - 1
		for s.stack[k] != v {
			k--
		}
		members := s.stack[k:]
		for i, j := 0, len(members)-1; i < j; i, j = i+1, j-1 {
			members[i], members[j] = members[j], members[i]
		}
		for _, w := range members {
			s.index[w] = done
		}
		component(members)
		s.stack = s.stack[:k]
	}
}

func (s *SCC) push(v int32, succ func(int32) []int32) {
	s.counter++
	s.index[v], s.low[v] = s.counter, s.counter
	s.stack = append(s.stack, v)
	s.frames = append(s.frames, frame{v: v, succ: succ(v)})
}
