package dtrans

import (
	"context"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/irpass/irpass/ir"
	"github.com/llir/llvm/ir/value"
)

// pointerValues returns every parameter and instruction value of m, in
// module order: the values a client pass (aos) asks about.
func pointerValues(m *ir.Module) []value.Value {
	var vs []value.Value
	for _, f := range m.Funcs {
		for _, p := range f.Params {
			vs = append(vs, p)
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if v, ok := inst.(value.Value); ok {
					vs = append(vs, v)
				}
			}
		}
	}
	for _, g := range m.Globals {
		vs = append(vs, g)
	}
	return vs
}

// BenchmarkPointerInfo asks a fresh LocalPointerAnalyzer about every value
// of sqlite3 (typed, -O0) once, as aos does: the cost of building the
// answers, since a second question about a value is a cache hit.
func BenchmarkPointerInfo(b *testing.B) {
	path := corpusPath("sqlite3.clang14.O0.ll")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("%s not available (build the corpus with internal/corpus/build.sh): %v", path, err)
	}
	m, err := ir.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	in, err := Analyze(context.Background(), m)
	if err != nil {
		b.Fatal(err)
	}
	vs := pointerValues(m)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l := newLocalPointerAnalyzer(in.inf)
		for _, v := range vs {
			l.Info(v)
		}
	}
	b.ReportMetric(float64(len(vs)), "values")
}

// TestPointerInfoPerClass checks the answers shared per class against the
// class data itself, for every value of a real program in both pointer
// models: the aliased types are the class's types sorted by name, the
// fields its fields, and two values of one class share one answer.
func TestPointerInfoPerClass(t *testing.T) {
	for _, f := range []string{"../internal/testdata/real/bzip2.clang14.O0.ll", "../internal/testdata/real/bzip2.clang19.O0.ll"} {
		in := analyzeFile(t, f)
		byRoot := make(map[int32]*LocalPointerInfo)
		withTypes := 0
		for _, v := range pointerValues(in.Module()) {
			got := in.PointerInfo(v)
			n, ok := in.inf.vals.get(keyOf(v))
			if !ok {
				if len(got.AliasedTypes()) != 0 || got.PointsToElement() || got.UnknownOrigin() {
					t.Errorf("%s: %s is in no class but has an answer", f, v.Ident())
				}
				continue
			}
			r := in.inf.parent[n]
			if prev, ok := byRoot[r]; ok && prev != got {
				t.Errorf("%s: %s: two answers for one class", f, v.Ident())
			}
			byRoot[r] = got
			d := &in.inf.data[r]
			var want []string
			for _, id := range d.types {
				want = append(want, in.tt.typeName(in.tt.infos[id].Type))
			}
			sort.Strings(want)
			var names []string
			for _, st := range got.AliasedTypes() {
				names = append(names, in.tt.typeName(st))
			}
			if strings.Join(names, " ") != strings.Join(want, " ") {
				t.Errorf("%s: %s: aliased types %v, want %v", f, v.Ident(), names, want)
			}
			if len(names) > 0 {
				withTypes++
			}
			if len(got.ElementPointees()) != len(d.elems) || got.UnknownOrigin() != d.unknown || got.FromAllocation() != d.alloc {
				t.Errorf("%s: %s: answer differs from its class", f, v.Ident())
			}
			dom, ok := in.tt.dominant(d.types)
			if ok != (got.DominantType() != nil) || (ok && in.tt.infos[dom].Type != got.DominantType()) || got.IsAmbiguous() != (!ok && len(d.types) > 0) {
				t.Errorf("%s: %s: dominant type differs from its class's", f, v.Ident())
			}
		}
		if withTypes == 0 {
			t.Errorf("%s: no value aliases a structure", f)
		}
	}
}
