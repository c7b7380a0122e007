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
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// TestAccessesOwnType checks, on every fixture module, that an array's
// accesses use it as its own struct type: no access indexes another
// struct type, other than one nested in the array's (a field's struct).
// A block allocated by a shared wrapper serves several types (wrapper.c's
// graph and edges, wrapper_chain.c's state, items and nodes), and a
// global array's elements share a registry with another type
// (global_escape.c); each entry lists only its own.
func TestAccessesOwnType(t *testing.T) {
	files, err := filepath.Glob("testdata/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixture modules: %v", err)
	}
	kinds := make(map[aos.Kind]int)
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
			kinds[a.Kind]++
			checkOwnType(t, filepath.Base(f), a)
		}
	}
	if kinds[aos.Heap] < 50 || kinds[aos.Global]+kinds[aos.Stack]+kinds[aos.VLA] < 40 {
		t.Errorf("too few arrays in the fixtures: %v", kinds)
	}
}

// checkOwnType reports the accesses of a that index a struct type other
// than a's and those it contains, on a pointer that is not a field's
// address (a union field is addressed as the struct of its member, which
// the array's type does not contain: lua's StackValue, sqlite3's
// Expr.y).
func checkOwnType(t *testing.T, file string, a *aos.Array) {
	t.Helper()
	for _, acc := range a.Accesses {
		elem, src, _, ok := ir.GEPIndices(acc.GEP)
		if !ok {
			t.Errorf("%s: %s: access %v is not a getelementptr", file, a, acc.GEP)
			continue
		}
		if st := innerStruct(elem); st != nil && st != a.Struct && !nested(a.Struct, st, 0) && !fieldAddress(src) {
			fn := "an initializer"
			if acc.Func != nil {
				fn = acc.Func.Name()
			}
			t.Errorf("%s: %s: access %s in %s indexes %s", file, a, acc.GEP.Ident(), fn, st.Name())
		}
	}
}

// TestStaticAccessesExact checks hand-counted access lists of static
// arrays, by function. global_escape.c's ops reach find through a
// registry of void pointers that also holds a struct var, and apply, which
// also gets a local op that show alone uses: the accesses are main's
// &ops[i] and o->name, find's ->name and apply's o->fn (-O0); at -O2 the
// loop of main is unrolled into &ops[1] and &ops[2] (constant
// expressions; &ops[0] is the array's address).
func TestStaticAccessesExact(t *testing.T) {
	cases := []struct {
		file, global, byFunc string
	}{
		{"global_escape.clang14.O0.ll", "ops", "apply:1 find:1 main:2"},
		{"global_escape.clang19.O0.ll", "ops", "apply:1 find:1 main:2"},
		{"global_escape.clang14.O2.ll", "ops", "apply:1 find:1 main:3"},
		{"global_escape.clang19.O2.ll", "ops", "apply:1 find:1 main:3"},
	}
	for _, c := range cases {
		t.Run(c.file+"/"+c.global, func(t *testing.T) {
			res := analyzeFile(t, filepath.Join("testdata", c.file))
			for _, a := range res.Arrays {
				if a.Global == nil || a.Global.Name() != c.global {
					continue
				}
				if g := byFunc(a); g != c.byFunc {
					t.Errorf("accesses by function %q, want %q", g, c.byFunc)
				}
				return
			}
			t.Fatalf("no global array @%s", c.global)
		})
	}
}

// byFunc returns "fn:n" for each function with accesses of a, sorted.
func byFunc(a *aos.Array) string {
	n := make(map[string]int)
	for _, acc := range a.Accesses {
		name := ""
		if acc.Func != nil {
			name = acc.Func.Name()
		}
		n[name]++
	}
	var out []string
	for fn, k := range n {
		out = append(out, fmt.Sprintf("%s:%d", fn, k))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
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
			res := analyzeFile(t, filepath.Join("testdata", c.file))
			var entries []*aos.Array
			for _, a := range res.Arrays {
				if a.Kind == aos.Heap && a.Struct.Name() == "struct."+c.st {
					entries = append(entries, a)
				}
			}
			if len(entries) != 1 {
				t.Fatalf("%d heap arrays of struct.%s, want 1", len(entries), c.st)
			}
			if g := byFunc(entries[0]); g != c.byFunc {
				t.Errorf("accesses by function %q, want %q", g, c.byFunc)
			}
		})
	}
}

// fieldAddress reports whether a pointer is, through casts, a
// getelementptr.
func fieldAddress(v value.Value) bool {
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *llir.InstGetElementPtr, *constant.ExprGetElementPtr:
			return true
		case *llir.InstBitCast:
			v = x.From
		case *constant.ExprBitCast:
			v = x.From
		default:
			return false
		}
	}
	return false
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
