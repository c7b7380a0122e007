package ir_test

// Benchmarks and tests of the helpers analyses call once per instruction
// (Classify, Args, GEPSteps): they must not allocate in the common case.

import (
	"fmt"
	"log"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// hotModule is what the hot-path benchmarks and tests walk: every call site
// and every getelementptr (instructions and constant expressions reached
// from instruction operands) of a module.
type hotModule struct {
	calls []value.User
	geps  []value.Value
	// elems and indices are GEPIndices of geps, for the GEPSteps benchmarks.
	elems   []types.Type
	indices [][]value.Value
}

func collectHot(m *ir.Module) hotModule {
	var h hotModule
	seen := make(map[value.Value]bool)
	var constGEPs func(v value.Value, depth int)
	constGEPs = func(v value.Value, depth int) {
		if depth > 8 || seen[v] {
			return
		}
		if _, isInst := v.(*llir.InstGetElementPtr); !isInst {
			if _, _, _, ok := ir.GEPIndices(v); ok {
				seen[v] = true
				h.geps = append(h.geps, v)
			}
		}
		if u, ok := v.(value.User); ok {
			if _, isInst := v.(llir.Instruction); isInst {
				return
			}
			for _, op := range u.Operands() {
				if op != nil && *op != nil {
					constGEPs(*op, depth+1)
				}
			}
		}
	}
	for _, f := range m.Funcs {
		ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
			switch inst.(type) {
			case *llir.InstCall, *llir.TermInvoke, *llir.TermCallBr:
				h.calls = append(h.calls, inst)
			}
			if g, ok := inst.(*llir.InstGetElementPtr); ok {
				h.geps = append(h.geps, g)
			}
			for _, op := range inst.Operands() {
				if op != nil && *op != nil {
					constGEPs(ir.UnwrapArg(*op), 0)
				}
			}
		})
	}
	for _, g := range h.geps {
		elem, _, idx, _ := ir.GEPIndices(g)
		h.elems = append(h.elems, elem)
		h.indices = append(h.indices, idx)
	}
	return h
}

// benchModules are the committed real programs, typed and opaque, at -O0
// and -O2.
var benchModules = []string{
	"bzip2.clang14.O0.ll", "bzip2.clang14.O2.ll", "bzip2.clang19.O0.ll", "bzip2.clang19.O2.ll",
}

func loadHot(tb testing.TB, name string) hotModule {
	tb.Helper()
	m, err := parse(filepath.Join("..", "internal", "testdata", "real", name))
	if err != nil {
		tb.Fatal(err)
	}
	h := collectHot(m)
	if len(h.calls) == 0 || len(h.geps) == 0 {
		tb.Fatalf("%s: %d calls, %d GEPs", name, len(h.calls), len(h.geps))
	}
	return h
}

// sink keeps benchmark results alive.
type sink struct {
	k ir.LibFunc
	n int
	t types.Type
}

// Each benchmark op walks every call site (or GEP) of the module once, so
// allocs/op counts exactly; ns/call (ns/gep) is the cost of one.

func perItem(b *testing.B, n int, unit string) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), unit)
}

// benchHot runs walk, one op, on each committed real program, reporting
// the cost per call site (calls) or per GEP.
func benchHot(b *testing.B, calls bool, walk func(h *hotModule, s *sink)) {
	for _, name := range benchModules {
		h := loadHot(b, name)
		n, unit := len(h.geps), "ns/gep"
		if calls {
			n, unit = len(h.calls), "ns/call"
		}
		b.Run(name, func(b *testing.B) {
			var s sink
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				walk(&h, &s)
			}
			perItem(b, n, unit)
		})
	}
}

func BenchmarkClassify(b *testing.B) {
	benchHot(b, true, func(h *hotModule, s *sink) {
		for _, c := range h.calls {
			s.k |= ir.Classify(c)
		}
	})
}

func BenchmarkArgs(b *testing.B) {
	benchHot(b, true, func(h *hotModule, s *sink) {
		for _, c := range h.calls {
			for _, a := range ir.Args(c) {
				if a != nil {
					s.n++
				}
			}
		}
	})
}

func BenchmarkArg(b *testing.B) {
	benchHot(b, true, func(h *hotModule, s *sink) {
		for _, c := range h.calls {
			for j, n := 0, ir.NumArgs(c); j < n; j++ {
				if ir.Arg(c, j) != nil {
					s.n++
				}
			}
		}
	})
}

func BenchmarkGEPSteps(b *testing.B) {
	benchHot(b, false, func(h *hotModule, s *sink) {
		for j := range h.geps {
			steps, err := ir.GEPSteps(h.elems[j], h.indices[j])
			if err == nil && len(steps) > 0 {
				s.t = steps[len(steps)-1].Type
			}
		}
	})
}

func BenchmarkAppendGEPSteps(b *testing.B) {
	var buf [8]ir.GEPStep
	benchHot(b, false, func(h *hotModule, s *sink) {
		for j := range h.geps {
			steps, err := ir.AppendGEPSteps(buf[:0], h.elems[j], h.indices[j])
			if err == nil && len(steps) > 0 {
				s.t = steps[len(steps)-1].Type
			}
		}
	})
}

// hotModules loads every fixture of ir/testdata and every committed real
// program (and $IRPASS_CORPUS's when set).
func hotModules(t *testing.T) map[string]hotModule {
	t.Helper()
	out := make(map[string]hotModule)
	var paths []string
	for _, f := range fixtures(t) {
		paths = append(paths, f.path)
	}
	paths = append(paths, realPrograms(t)...)
	for _, p := range paths {
		m, err := parse(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		out[p] = collectHot(m)
	}
	return out
}

// The allocation-free forms give the answers of the allocating ones, on
// every call and GEP of the fixtures and real programs.
func TestHotPathsMatch(t *testing.T) {
	kinds := make(map[ir.LibFunc]int)
	var nArgs, nSteps, nBad, nConstGEP int
	for path, h := range hotModules(t) {
		for _, c := range h.calls {
			// Classify read the name through llir's Name() before.
			want := ir.NotLibFunc
			if f := ir.CalledFunc(c); f != nil && len(f.Blocks) == 0 {
				want = ir.ClassifyName(f.Name())
			}
			got := ir.Classify(c)
			if got != want {
				t.Errorf("%s: Classify(%s) = %v, want %v", path, c.(value.Value).Ident(), got, want)
			}
			kinds[got]++

			args := ir.Args(c)
			if n := ir.NumArgs(c); n != len(args) {
				t.Errorf("%s: NumArgs(%s) = %d, len(Args) = %d", path, c.(value.Value).Ident(), n, len(args))
			}
			for i, a := range args {
				if got := ir.Arg(c, i); got != a {
					t.Errorf("%s: Arg(%s, %d) = %v, Args gives %v", path, c.(value.Value).Ident(), i, got, a)
				}
				if _, wrapped := a.(*llir.Arg); wrapped {
					t.Errorf("%s: argument %d of %s still wrapped", path, i, c.(value.Value).Ident())
				}
			}
			if ir.Arg(c, -1) != nil || ir.Arg(c, len(args)) != nil {
				t.Errorf("%s: Arg out of range of %s is not nil", path, c.(value.Value).Ident())
			}
			nArgs += len(args)
		}
		prefix := []ir.GEPStep{{Field: 42}}
		for j, g := range h.geps {
			if _, isConst := g.(*constant.ExprGetElementPtr); isConst {
				nConstGEP++
			}
			want, wantErr := ir.GEPSteps(h.elems[j], h.indices[j])
			got, gotErr := ir.AppendGEPSteps(prefix[:1:1], h.elems[j], h.indices[j])
			if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
				t.Errorf("%s: %s: AppendGEPSteps error %v, GEPSteps error %v", path, g.Ident(), gotErr, wantErr)
			}
			if got[0].Field != 42 {
				t.Errorf("%s: %s: AppendGEPSteps overwrote dst", path, g.Ident())
			}
			if diff := cmp.Diff(want, got[1:], cmp.Comparer(func(a, b types.Type) bool { return a == b }),
				cmp.Comparer(func(a, b value.Value) bool { return a == b })); diff != "" {
				t.Errorf("%s: %s: AppendGEPSteps differs from GEPSteps (-want +got):\n%s", path, g.Ident(), diff)
			}
			if wantErr != nil {
				nBad++
			}
			nSteps += len(want)
		}
	}
	t.Logf("classified %v; %d arguments; %d steps, %d GEPs not understood, %d constant GEPs", kinds, nArgs, nSteps, nBad, nConstGEP)
	// The comparison means something only if the fixtures exercise it.
	for _, k := range []ir.LibFunc{ir.Malloc, ir.Calloc, ir.Realloc, ir.Free, ir.Memcpy, ir.Memset, ir.NoEffectIntrinsic, ir.OtherIntrinsic, ir.NotLibFunc} {
		if kinds[k] == 0 {
			t.Errorf("no call classified %v in the fixtures", k)
		}
	}
	if nArgs == 0 || nSteps == 0 || nConstGEP == 0 {
		t.Errorf("%d arguments, %d steps, %d constant GEPs: fixtures do not exercise the helpers", nArgs, nSteps, nConstGEP)
	}
}

// Unnamed (@0) and numeric (@"42") functions are never library functions,
// whatever their number; named declarations are classified by name.
func TestClassifyUnnamedAndNumeric(t *testing.T) {
	m := llir.NewModule()
	unnamed := m.NewFunc("", types.I8Ptr, llir.NewParam("", types.I64))
	unnamed.SetID(0)
	numeric := m.NewFunc("42", types.I8Ptr, llir.NewParam("", types.I64))
	malloc := m.NewFunc("malloc", types.I8Ptr, llir.NewParam("", types.I64))
	free := m.NewFunc("free", types.Void, llir.NewParam("", types.I8Ptr))
	caller := m.NewFunc("caller", types.Void)
	b := caller.NewBlock("")
	n := constant.NewInt(types.I64, 8)
	calls := []*llir.InstCall{b.NewCall(unnamed, n), b.NewCall(numeric, n), b.NewCall(malloc, n)}
	calls = append(calls, b.NewCall(free, calls[2]))
	b.NewRet(nil)
	for i, want := range []ir.LibFunc{ir.NotLibFunc, ir.NotLibFunc, ir.Malloc, ir.Free} {
		if got := ir.Classify(calls[i]); got != want {
			t.Errorf("Classify(call %s) = %v, want %v", calls[i].Callee.Ident(), got, want)
		}
		// The old path, through llir's Name(), agrees.
		if old := ir.ClassifyName(ir.CalledFunc(calls[i]).Name()); old != want {
			t.Errorf("ClassifyName(%q) = %v, want %v", ir.CalledFunc(calls[i]).Name(), old, want)
		}
	}
	if got := unnamed.Name(); got != "0" {
		t.Errorf("llir names @0 %q (the test assumes \"0\")", got)
	}
	if got := numeric.Name(); got != `"42"` {
		t.Errorf("llir names @\"42\" %q (the test assumes a quoted number)", got)
	}
}

func TestArgsNonCalls(t *testing.T) {
	call := &llir.InstCall{Callee: llir.NewFunc("f", types.Void), Typ: types.Void}
	if a := ir.Args(call); a == nil || len(a) != 0 {
		t.Errorf("Args of a call without arguments = %#v, want empty and non-nil", a)
	}
	add := llir.NewAdd(constant.NewInt(types.I32, 1), constant.NewInt(types.I32, 2))
	if ir.Args(add) != nil || ir.NumArgs(add) != 0 || ir.Arg(add, 0) != nil {
		t.Errorf("Args/NumArgs/Arg of an add = %v, %d, %v", ir.Args(add), ir.NumArgs(add), ir.Arg(add, 0))
	}
	if ir.NumArgs(nil) != 0 || ir.Arg(nil, 0) != nil || ir.Classify(nil) != ir.NotLibFunc {
		t.Errorf("nil call site not handled")
	}
	wrapped := &llir.InstCall{Callee: llir.NewFunc("g", types.Void), Typ: types.Void,
		Args: []value.Value{&llir.Arg{Value: &llir.Arg{Value: constant.NewInt(types.I32, 7)}}}}
	if a, ok := ir.ConstInt(ir.Arg(wrapped, 0)); !ok || a != 7 || ir.NumArgs(wrapped) != 1 {
		t.Errorf("Arg of a doubly wrapped argument = %v", ir.Arg(wrapped, 0))
	}
}

// Classify, NumArgs/Arg and AppendGEPSteps into a stack buffer allocate
// nothing, over every call and every understood GEP of the real programs.
// AllocsPerRun rounds down, so each run walks a whole module: one
// allocation anywhere fails the test.
func TestHotPathsAllocFree(t *testing.T) {
	for _, name := range benchModules {
		h := loadHot(t, name)
		var ok []int
		for j := range h.geps {
			if _, err := ir.GEPSteps(h.elems[j], h.indices[j]); err == nil {
				ok = append(ok, j)
			}
		}
		if len(ok) == 0 {
			t.Fatalf("%s: no GEP understood", name)
		}
		var s sink
		for _, tc := range []struct {
			what string
			fn   func()
		}{
			{"Classify", func() {
				for _, c := range h.calls {
					s.k |= ir.Classify(c)
				}
			}},
			{"NumArgs/Arg", func() {
				for _, c := range h.calls {
					for j, n := 0, ir.NumArgs(c); j < n; j++ {
						if ir.Arg(c, j) != nil {
							s.n++
						}
					}
				}
			}},
			{"AppendGEPSteps", func() {
				var buf [8]ir.GEPStep
				for _, j := range ok {
					steps, _ := ir.AppendGEPSteps(buf[:0], h.elems[j], h.indices[j])
					s.t = steps[len(steps)-1].Type
				}
			}},
		} {
			if n := testing.AllocsPerRun(5, tc.fn); n != 0 {
				t.Errorf("%s: %s: %v allocations per module walk, want 0", name, tc.what, n)
			}
		}
		if s.n == 0 || s.t == nil {
			t.Errorf("%s: the walks saw no argument or no step", name)
		}
	}
}

// Read a call's arguments and decompose GEPs without allocating: NumArgs and
// Arg instead of Args, AppendGEPSteps into a buffer instead of GEPSteps.
func ExampleAppendGEPSteps() {
	m, err := ir.Parse("list.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	var buf [4]ir.GEPStep // on the stack: no allocation per GEP
	ir.ForEachInst(m.Funcs[0], func(_ *llir.Block, inst value.User) {
		switch inst := inst.(type) {
		case *llir.InstCall:
			for i, n := 0, ir.NumArgs(inst); i < n; i++ {
				fmt.Printf("%s argument %d: %s\n", inst.Ident(), i, ir.Arg(inst, i))
			}
		case *llir.InstGetElementPtr:
			steps, err := ir.AppendGEPSteps(buf[:0], inst.ElemType, inst.Indices)
			if err != nil {
				log.Fatal(err)
			}
			fmt.Printf("%s: %d steps, field %d\n", inst.Ident(), len(steps), steps[len(steps)-1].Field)
		}
	})
	// Output:
	// %call argument 0: i64 16
	// %val: 2 steps, field 0
	// %next: 2 steps, field 1
}

// AppendGEPSteps fails as GEPSteps does, keeping dst and the steps before
// the index that does not fit.
func TestAppendGEPStepsErrors(t *testing.T) {
	pt := types.NewStruct(types.I32, types.NewArray(4, types.I16))
	i64 := func(n int64) value.Value { return constant.NewInt(types.I64, n) }
	variable := llir.NewParam("i", types.I32)
	for _, tc := range []struct {
		indices []value.Value
		kept    int // steps before the failing one
		err     string
	}{
		{[]value.Value{i64(0), constant.NewInt(types.I32, 2)}, 1, "struct index 2 out of range for { i32, [4 x i16] }"},
		{[]value.Value{i64(0), variable}, 1, "struct index %i out of range for { i32, [4 x i16] }"},
		{[]value.Value{i64(0), constant.NewInt(types.I32, 0), i64(1)}, 2, "cannot index into i32"},
		{[]value.Value{i64(0), constant.NewInt(types.I32, 1), i64(3), i64(0)}, 3, "cannot index into i16"},
	} {
		want, wantErr := ir.GEPSteps(pt, tc.indices)
		dst := []ir.GEPStep{{Field: 42}}
		got, err := ir.AppendGEPSteps(dst, pt, tc.indices)
		if err == nil || err.Error() != tc.err || wantErr == nil || wantErr.Error() != tc.err {
			t.Errorf("%v: AppendGEPSteps error %v, GEPSteps error %v, want %q", tc.indices, err, wantErr, tc.err)
		}
		if len(got) != 1+tc.kept || got[0].Field != 42 || len(want) != tc.kept {
			t.Errorf("%v: AppendGEPSteps kept %d steps after dst, GEPSteps %d; want %d", tc.indices, len(got)-1, len(want), tc.kept)
			continue
		}
		for i := range want {
			if got[1+i] != want[i] {
				t.Errorf("%v: step %d = %+v, GEPSteps gives %+v", tc.indices, i, got[1+i], want[i])
			}
		}
	}
}

// GlobalName agrees with llir's Name on every global, function and alias of
// the fixtures and real programs and on the identifiers llir treats
// specially, and allocates nothing for the names clang emits.
func TestGlobalName(t *testing.T) {
	ids := []llir.GlobalIdent{
		{GlobalID: 0}, {GlobalID: 7}, {GlobalID: 12345}, {GlobalName: "42"}, {GlobalName: "+42"},
		{GlobalName: "-7"}, {GlobalName: "042"}, {GlobalName: "99999999999999999999"},
		{GlobalName: "1abc"}, {GlobalName: "-"}, {GlobalName: "x1"}, {GlobalName: "_Znwm"},
		{GlobalName: "llvm.memcpy.p0.p0.i64"}, {GlobalName: ".str.1"},
	}
	var paths []string
	for _, f := range fixtures(t) {
		paths = append(paths, f.path)
	}
	paths = append(paths, realPrograms(t)...)
	var funcs []*llir.Func
	for _, p := range paths {
		m, err := parse(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for _, f := range m.Funcs {
			ids = append(ids, f.GlobalIdent)
			funcs = append(funcs, f)
		}
		for _, g := range m.Globals {
			ids = append(ids, g.GlobalIdent)
		}
		for _, a := range m.Aliases {
			ids = append(ids, a.GlobalIdent)
		}
	}
	for _, id := range ids {
		if got, want := ir.GlobalName(id), id.Name(); got != want {
			t.Errorf("GlobalName(%+v) = %q, llir's Name gives %q", id, got, want)
		}
	}
	var n int
	if a := testing.AllocsPerRun(5, func() {
		for _, f := range funcs {
			n += len(ir.GlobalName(f.GlobalIdent))
		}
	}); a != 0 || n == 0 {
		t.Errorf("GlobalName over %d functions: %v allocations, want 0", len(funcs), a)
	}
}

func BenchmarkGlobalName(b *testing.B) {
	m, err := parse(filepath.Join("..", "internal", "testdata", "real", "bzip2.clang14.O0.ll"))
	if err != nil {
		b.Fatal(err)
	}
	for _, impl := range []struct {
		name string
		fn   func(f *llir.Func) string
	}{
		{"llir.Name", func(f *llir.Func) string { return f.Name() }},
		{"ir.GlobalName", func(f *llir.Func) string { return ir.GlobalName(f.GlobalIdent) }},
	} {
		b.Run(impl.name, func(b *testing.B) {
			var n int
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				for _, f := range m.Funcs {
					n += len(impl.fn(f))
				}
			}
			perItem(b, len(m.Funcs), "ns/func")
			_ = n
		})
	}
}

// AppendGEPIndices gives GEPIndices's answers without allocating, for
// instructions and constant expressions alike, and keeps what buf held.
func TestAppendGEPIndices(t *testing.T) {
	var nConst int
	for path, h := range hotModules(t) {
		for _, g := range h.geps {
			elem, src, idx, ok := ir.GEPIndices(g)
			prefix := []value.Value{g}
			e2, s2, idx2, ok2 := ir.AppendGEPIndices(prefix[:1:1], g)
			if _, isConst := g.(*constant.ExprGetElementPtr); isConst {
				nConst++
				if len(idx2) == 0 || idx2[0] != g {
					t.Errorf("%s: %s: buf not kept", path, g.Ident())
					continue
				}
				idx2 = idx2[1:]
			}
			if e2 != elem || s2 != src || ok2 != ok || !ok || len(idx2) != len(idx) {
				t.Errorf("%s: %s: AppendGEPIndices = %v, %v, %d indices, %v; GEPIndices %v, %v, %d, %v",
					path, g.Ident(), e2, s2, len(idx2), ok2, elem, src, len(idx), ok)
				continue
			}
			for i := range idx {
				if idx2[i] != idx[i] {
					t.Errorf("%s: %s: index %d = %v, GEPIndices gives %v", path, g.Ident(), i, idx2[i], idx[i])
				}
				if _, wrapped := idx[i].(*constant.Index); wrapped {
					t.Errorf("%s: %s: index %d still wrapped", path, g.Ident(), i)
				}
			}
		}
	}
	if nConst == 0 {
		t.Fatal("no constant GEP in the fixtures")
	}
	add := llir.NewAdd(constant.NewInt(types.I32, 1), constant.NewInt(types.I32, 2))
	if _, _, idx, ok := ir.AppendGEPIndices(make([]value.Value, 3), add); ok || idx != nil {
		t.Errorf("AppendGEPIndices of an add = %v, %v", idx, ok)
	}
	for _, name := range benchModules {
		h := loadHot(t, name)
		var n int
		if a := testing.AllocsPerRun(5, func() {
			var buf [8]value.Value
			for _, g := range h.geps {
				_, _, idx, _ := ir.AppendGEPIndices(buf[:0], g)
				n += len(idx)
			}
		}); a != 0 || n == 0 {
			t.Errorf("%s: AppendGEPIndices: %v allocations per module walk, want 0", name, a)
		}
	}
}

// BenchmarkGEPIndices compares GEPIndices and AppendGEPIndices over the
// constant-expression GEPs (instructions cost nothing either way).
func BenchmarkGEPIndices(b *testing.B) {
	for _, name := range benchModules {
		h := loadHot(b, name)
		var consts []value.Value
		for _, g := range h.geps {
			if _, ok := g.(*constant.ExprGetElementPtr); ok {
				consts = append(consts, g)
			}
		}
		if len(consts) == 0 {
			continue
		}
		for _, impl := range []string{"GEPIndices", "AppendGEPIndices"} {
			b.Run(name+"/"+impl, func(b *testing.B) {
				var n int
				var buf [8]value.Value
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					for _, g := range consts {
						var idx []value.Value
						if impl == "GEPIndices" {
							_, _, idx, _ = ir.GEPIndices(g)
						} else {
							_, _, idx, _ = ir.AppendGEPIndices(buf[:0], g)
						}
						n += len(idx)
					}
				}
				perItem(b, len(consts), "ns/gep")
				_ = n
			})
		}
	}
}
