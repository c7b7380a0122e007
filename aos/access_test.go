package aos_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irpass/irpass/aos"
	"github.com/irpass/irpass/ir"
	"github.com/llir/llvm/ir/types"
)

// TestHeapAccessesOwnType checks, on every fixture module, that a heap
// array's accesses use it as its own struct type: no access indexes
// another struct type, other than one nested in the array's (a field's
// struct). A block allocated by a shared wrapper serves several types
// (wrapper.c's graph and edges, wrapper_chain.c's state, items and nodes);
// each entry lists only its own.
func TestHeapAccessesOwnType(t *testing.T) {
	files, err := filepath.Glob("testdata/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixture modules: %v", err)
	}
	heaps := 0
	for _, f := range files {
		m, err := ir.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := aos.Analyze(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range res.Arrays {
			if a.Kind != aos.Heap {
				continue
			}
			heaps++
			for _, acc := range a.Accesses {
				elem, _, _, ok := ir.GEPIndices(acc.GEP)
				if !ok {
					t.Errorf("%s: %s: access %v is not a getelementptr", filepath.Base(f), a, acc.GEP)
					continue
				}
				if st := innerStruct(elem); st != nil && st != a.Struct && !nested(a.Struct, st, 0) {
					t.Errorf("%s: %s: access %s in %s indexes %s", filepath.Base(f), a,
						acc.GEP.Ident(), acc.Func.Name(), st.Name())
				}
			}
		}
	}
	if heaps < 50 {
		t.Errorf("only %d heap arrays in the fixtures", heaps)
	}
}

// TestHeapAccessesExact checks hand-counted access lists: the
// getelementptrs (not all-zero) that address each array's elements and
// fields, by function.
func TestHeapAccessesExact(t *testing.T) {
	cases := []struct {
		file, st string
		// byFunc is "fn:n" per function with accesses, sorted.
		byFunc string
	}{
		// xmalloc serves the graph and its edges: main's edges[i] (3
		// loop statements and the sum), .to and .w (the .from field is
		// at offset 0) are the edge array's; g->nedges and g->edges
		// are the graph's and not listed.
		{"wrapper.clang14.O0.ll", "edge", "main:7"},
		{"wrapper.clang19.O0.ll", "edge", "main:7"},
		// The items reach main, add_node (&S->items[i] stored in a node)
		// and total, which also reads items through node.it.
		{"wrapper_chain.clang14.O0.ll", "item", "add_node:1 main:3 total:4"},
		{"wrapper_chain.clang19.O0.ll", "item", "add_node:1 main:3 total:4"},
		{"wrapper_chain.clang14.O0.ll", "node", "add_node:3 total:3"},
		{"wrapper_chain.clang19.O0.ll", "node", "add_node:3 total:3"},
		// The array leaves make_spans through an out parameter: main's
		// spans[i] twice and .hi are found through &spans.
		{"out_param.clang14.O0.ll", "span", "main:3 make_spans:3"},
		{"out_param.clang19.O0.ll", "span", "main:3 make_spans:3"},
		// The comparator gets the elements from qsort.
		{"qsort_cb.clang14.O0.ll", "person", "by_age:4 main:5"},
		{"qsort_cb.clang19.O0.ll", "person", "by_age:4 main:5"},
	}
	for _, c := range cases {
		t.Run(c.file+"/"+c.st, func(t *testing.T) {
			m, err := ir.ParseFile(filepath.Join("testdata", c.file))
			if err != nil {
				t.Fatal(err)
			}
			res, err := aos.Analyze(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			found := false
			for _, a := range res.Arrays {
				if a.Kind != aos.Heap || a.Struct.Name() != "struct."+c.st {
					continue
				}
				found = true
				n := make(map[string]int)
				for _, acc := range a.Accesses {
					n[acc.Func.Name()]++
				}
				for fn, k := range n {
					got = append(got, fmt.Sprintf("%s:%d", fn, k))
				}
			}
			if !found {
				t.Fatalf("no heap array of struct.%s", c.st)
			}
			sort.Strings(got)
			if g := strings.Join(got, " "); g != c.byFunc {
				t.Errorf("accesses by function %q, want %q", g, c.byFunc)
			}
		})
	}
}

// innerStruct returns the named struct a getelementptr's source element
// type indexes through leading array levels, or nil.
func innerStruct(t types.Type) *types.StructType {
	for i := 0; i < 32; i++ {
		switch x := t.(type) {
		case *types.StructType:
			if x.TypeName == "" {
				return nil
			}
			return x
		case *types.ArrayType:
			t = x.ElemType
		default:
			return nil
		}
	}
	return nil
}

// nested reports whether outer contains inner by value.
func nested(outer types.Type, inner *types.StructType, depth int) bool {
	if depth > 16 {
		return false
	}
	switch x := outer.(type) {
	case *types.StructType:
		for _, f := range x.Fields {
			if f == types.Type(inner) || nested(f, inner, depth+1) {
				return true
			}
		}
	case *types.ArrayType:
		return x.ElemType == types.Type(inner) || nested(x.ElemType, inner, depth+1)
	}
	return false
}
