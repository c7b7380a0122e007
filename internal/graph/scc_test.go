package graph

import (
	"math/rand"
	"slices"
	"testing"
)

// run finds the components of the graph adj reached from roots (all nodes
// when roots is nil), following edge if not nil, and returns them in the
// order they complete and the order in which succ was called.
func run(s *SCC, adj [][]int32, roots []int32, edge func(int32) int32) (comps [][]int32, reached []int32) {
	s.Reset(len(adj))
	succ := func(v int32) []int32 {
		reached = append(reached, v)
		return adj[v]
	}
	component := func(members []int32) {
		comps = append(comps, slices.Clone(members))
	}
	if roots == nil {
		for v := range adj {
			s.Search(int32(v), succ, edge, component)
		}
	} else {
		for _, v := range roots {
			s.Search(v, succ, edge, component)
		}
	}
	return comps, reached
}

// reachable returns, for every node, the nodes it reaches along the edges
// of adj mapped by edge (itself included), by a breadth-first search.
func reachable(adj [][]int32, edge func(int32) int32) [][]bool {
	r := make([][]bool, len(adj))
	for s := range adj {
		seen := make([]bool, len(adj))
		seen[s] = true
		queue := []int32{int32(s)}
		for len(queue) > 0 {
			v := queue[0]
			queue = queue[1:]
			for _, w := range adj[v] {
				if edge != nil {
					if w = edge(w); w < 0 {
						continue
					}
				}
				if !seen[w] {
					seen[w] = true
					queue = append(queue, w)
				}
			}
		}
		r[s] = seen
	}
	return r
}

// check compares comps, found from roots, with the reference: the nodes
// reached from roots, grouped by mutual reachability, each component
// after those it reaches, members in reverse order of reaching.
func check(t *testing.T, adj [][]int32, roots []int32, edge func(int32) int32, comps [][]int32, reached []int32) {
	t.Helper()
	r := reachable(adj, edge)
	if roots == nil {
		for v := range adj {
			roots = append(roots, int32(v))
		}
	}
	want := make([]bool, len(adj))
	for _, root := range roots {
		for v, ok := range r[root] {
			want[v] = want[v] || ok
		}
	}
	reachedAt := make([]int, len(adj))
	for i, v := range reached {
		if reachedAt[v] != 0 {
			t.Fatalf("succ(%d) called twice", v)
		}
		reachedAt[v] = i + 1
	}
	compOf := make([]int, len(adj))
	for i, c := range comps {
		for j, v := range c {
			if compOf[v] != 0 {
				t.Fatalf("node %d in components %d and %d", v, compOf[v]-1, i)
			}
			compOf[v] = i + 1
			if j > 0 && reachedAt[c[j-1]] < reachedAt[v] {
				t.Fatalf("component %v: members not in reverse order of reaching", c)
			}
		}
	}
	for v := range adj {
		if got := compOf[v] != 0; got != want[v] {
			t.Fatalf("node %d: in a component %v, reached %v", v, got, want[v])
		}
		if (reachedAt[v] != 0) != want[v] {
			t.Fatalf("node %d: succ called %v, reached %v", v, reachedAt[v] != 0, want[v])
		}
	}
	for u := range adj {
		for v := range adj {
			if compOf[u] == 0 || compOf[v] == 0 {
				continue
			}
			same := r[u][v] && r[v][u]
			if same != (compOf[u] == compOf[v]) {
				t.Fatalf("nodes %d, %d: mutually reachable %v, same component %v", u, v, same, compOf[u] == compOf[v])
			}
			if !same && r[u][v] && compOf[u] < compOf[v] {
				t.Fatalf("node %d reaches %d but its component completed first", u, v)
			}
		}
	}
}

func randomGraph(rng *rand.Rand, n int, degree float64) [][]int32 {
	adj := make([][]int32, n)
	for e := 0; e < int(degree*float64(n)); e++ {
		u := rng.Intn(n)
		adj[u] = append(adj[u], int32(rng.Intn(n)))
	}
	return adj
}

func TestRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	var s SCC // reused across graphs of different sizes
	for iter := 0; iter < 400; iter++ {
		n := 1 + rng.Intn(40)
		adj := randomGraph(rng, n, []float64{0.5, 1, 1.5, 3}[iter%4])
		comps, reached := run(&s, adj, nil, nil)
		check(t, adj, nil, nil, comps, reached)

		roots := []int32{int32(rng.Intn(n)), int32(rng.Intn(n))}
		comps, reached = run(&s, adj, roots, nil)
		check(t, adj, roots, nil, comps, reached)

		// An edge ignored (into an odd node) or redirected (to a
		// node's half, as a union-find redirects to a representative).
		odd := func(w int32) int32 {
			if w%2 == 1 {
				return -1
			}
			return w
		}
		half := func(w int32) int32 { return w / 2 }
		for _, edge := range []func(int32) int32{odd, half} {
			comps, reached = run(&s, adj, roots, edge)
			check(t, adj, roots, edge, comps, reached)
		}
	}
}

func TestSelfLoops(t *testing.T) {
	// 0 and 2 loop on themselves, 1 -> 0 -> 2; 3 <-> 4 with a self loop.
	adj := [][]int32{{0, 2}, {0}, {2}, {4, 3}, {3}}
	var s SCC
	comps, reached := run(&s, adj, nil, nil)
	check(t, adj, nil, nil, comps, reached)
	want := [][]int32{{2}, {0}, {1}, {4, 3}}
	if !slices.EqualFunc(comps, want, slices.Equal) {
		t.Errorf("components %v, want %v", comps, want)
	}
}

func TestEmpty(t *testing.T) {
	var s SCC
	s.Reset(0)
	comps, _ := run(&s, make([][]int32, 3), nil, nil)
	want := [][]int32{{0}, {1}, {2}}
	if !slices.EqualFunc(comps, want, slices.Equal) {
		t.Errorf("edgeless graph: components %v, want %v", comps, want)
	}
	comps, _ = run(&s, nil, nil, nil)
	if len(comps) != 0 {
		t.Errorf("empty graph: components %v", comps)
	}
}

func TestVisited(t *testing.T) {
	adj := [][]int32{{1}, {}, {0}}
	var s SCC
	s.Reset(len(adj))
	s.Search(0, func(v int32) []int32 { return adj[v] }, nil, func([]int32) {})
	for v, want := range []bool{true, true, false} {
		if got := s.Visited(int32(v)); got != want {
			t.Errorf("Visited(%d) = %v, want %v", v, got, want)
		}
	}
	s.Reset(len(adj))
	if s.Visited(0) {
		t.Error("Visited(0) after Reset")
	}
}

// TestLongPaths runs on a path and a cycle of a million nodes: the search
// keeps its own stack.
func TestLongPaths(t *testing.T) {
	const n = 1 << 20
	path := make([][]int32, n)
	cycle := make([][]int32, n)
	for v := range n {
		if v+1 < n {
			path[v] = []int32{int32(v + 1)}
		}
		cycle[v] = []int32{int32((v + 1) % n)}
	}
	var s SCC
	comps, _ := run(&s, path, []int32{0}, nil)
	if len(comps) != n {
		t.Fatalf("path: %d components, want %d", len(comps), n)
	}
	for i, c := range comps {
		if len(c) != 1 || c[0] != int32(n-1-i) {
			t.Fatalf("path: component %d is %v, want [%d]", i, c, n-1-i)
		}
	}
	comps, _ = run(&s, cycle, []int32{0}, nil)
	if len(comps) != 1 || len(comps[0]) != n || comps[0][n-1] != 0 || comps[0][0] != n-1 {
		t.Fatalf("cycle: %d components, want one of %d nodes from %d to 0", len(comps), n, n-1)
	}
}

// TestReuseAllocs checks that a search of a graph no larger than the last
// allocates nothing.
func TestReuseAllocs(t *testing.T) {
	adj := randomGraph(rand.New(rand.NewSource(2)), 1000, 1.5)
	var s SCC
	succ := func(v int32) []int32 { return adj[v] }
	count := 0
	component := func(members []int32) { count++ }
	search := func() {
		s.Reset(len(adj))
		for v := range adj {
			s.Search(int32(v), succ, nil, component)
		}
	}
	search()
	if allocs := testing.AllocsPerRun(10, search); allocs != 0 {
		t.Errorf("%v allocations per search, want 0", allocs)
	}
	if count == 0 {
		t.Error("no components")
	}
}
