package constraint_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// TestLibraryModels checks the constraints of each kind of library model
// at a direct call.
func TestLibraryModels(t *testing.T) {
	cases := []struct {
		decl, call string
		want       []string
	}{
		{"declare i32 @posix_memalign(ptr, i64, i64)", "%r = call i32 @posix_memalign(ptr %p, i64 16, i64 64)",
			[]string{"tmp.1 = &heap:%r", "*%p = tmp.1"}},
		{"declare ptr @realloc(ptr, i64)", "%r = call ptr @realloc(ptr %p, i64 8)", []string{"%r = &heap:%r", "%r = %p"}},
		{"declare ptr @calloc(i64, i64)", "%r = call ptr @calloc(i64 4, i64 8)", []string{"%r = &heap:%r"}},
		{"declare i32 @asprintf(ptr, ptr, ...)", "%r = call i32 (ptr, ptr, ...) @asprintf(ptr %p, ptr %q)",
			[]string{"tmp.1 = &heap:%r", "*%p = tmp.1"}},
		{"declare i64 @getline(ptr, ptr, ptr)", "%r = call i64 @getline(ptr %p, ptr %q, ptr %s)",
			[]string{"tmp.1 = &heap:%r", "*%p = tmp.1"}},
		{"declare ptr @realpath(ptr, ptr)", "%r = call ptr @realpath(ptr %p, ptr %q)", []string{"%r = %q", "%r = &heap:%r"}},
		{"declare ptr @getenv(ptr)", "%r = call ptr @getenv(ptr %p)", []string{"%r = &static:getenv"}},
		{"declare ptr @memcpy(ptr, ptr, i64)", "%r = call ptr @memcpy(ptr %p, ptr %q, i64 %n)",
			[]string{"tmp.1 = *(%q+?)", "*(%p+?) = tmp.1", "%r = %p"}},
		{"declare ptr @mempcpy(ptr, ptr, i64)", "%r = call ptr @mempcpy(ptr %p, ptr %q, i64 8)",
			[]string{"tmp.1 = *%q", "*%p = tmp.1", "%r = %p + ?"}},
		{"declare void @bcopy(ptr, ptr, i64)", "call void @bcopy(ptr %q, ptr %p, i64 %n)",
			[]string{"tmp.1 = *(%q+?)", "*(%p+?) = tmp.1"}},
		{"declare i64 @strtol(ptr, ptr, i32)", "%r = call i64 @strtol(ptr %p, ptr %q, i32 10)",
			[]string{"tmp.1 = %p + ?", "*%q = tmp.1"}},
		{"declare ptr @strtok(ptr, ptr)", "%r = call ptr @strtok(ptr %p, ptr %q)",
			[]string{"*&static:strtok = %p", "tmp.1 = *&static:strtok", "%r = tmp.1 + ?", "%r = %p + ?"}},
		{"declare ptr @strsep(ptr, ptr)", "%r = call ptr @strsep(ptr %p, ptr %q)",
			[]string{"tmp.1 = *%p", "%r = tmp.1", "tmp.2 = tmp.1 + ?", "*%p = tmp.2"}},
		{"declare void @qsort(ptr, i64, i64, ptr)", "call void @qsort(ptr %p, i64 %n, i64 8, ptr %s)", []string{"tmp.1 = %p + ?"}},
		{"declare ptr @bsearch(ptr, ptr, i64, i64, ptr)", "%r = call ptr @bsearch(ptr %q, ptr %p, i64 %n, i64 8, ptr %s)",
			[]string{"tmp.1 = %p + ?", "%r = tmp.1"}},
		{"declare i32 @pthread_create(ptr, ptr, ptr, ptr)", "%r = call i32 @pthread_create(ptr %p, ptr null, ptr %s, ptr %q)",
			[]string{"*(unknown+?) = tmp.1"}},
		{"declare i32 @atexit(ptr)", "%r = call i32 @atexit(ptr %s)", nil},
		{"declare ptr @signal(i32, ptr)", "%r = call ptr @signal(i32 2, ptr %s)", []string{"*&static:signal = %s", "%r = *&static:signal"}},
		{"declare void @__cxa_throw(ptr, ptr, ptr)", "call void @__cxa_throw(ptr %p, ptr %q, ptr null)",
			[]string{"*(unknown+?) = %p", "*(unknown+?) = %q"}},
		{"declare i32 @printf(ptr, ...)", "%r = call i32 (ptr, ...) @printf(ptr %p, ptr %q)", nil},
		{"declare void @llvm.va_copy(ptr, ptr)", "call void @llvm.va_copy(ptr %p, ptr %q)",
			[]string{"tmp.1 = *(%q+?)", "*(%p+?) = tmp.1"}},
		{"declare ptr @llvm.threadlocal.address.p0(ptr)", "%r = call ptr @llvm.threadlocal.address.p0(ptr %p)", []string{"%r = %p"}},
		{"declare ptr @llvm.launder.invariant.group.p0(ptr)", "%r = call ptr @llvm.launder.invariant.group.p0(ptr %p)", []string{"%r = %p"}},
		{"declare ptr @llvm.ptrmask.p0.i64(ptr, i64)", "%r = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -8)", []string{"%r = %p + ?"}},
		{"declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)", "%r = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 false)", nil},
		{"declare <2 x ptr> @llvm.masked.load.v2p0.p0(ptr, i32, <2 x i1>, <2 x ptr>)",
			"%r = call <2 x ptr> @llvm.masked.load.v2p0.p0(ptr %p, i32 8, <2 x i1> <i1 true, i1 true>, <2 x ptr> poison)",
			[]string{"%r = *(%p+?)"}},
		{"declare void @llvm.masked.store.v2p0.p0(<2 x ptr>, ptr, i32, <2 x i1>)",
			"call void @llvm.masked.store.v2p0.p0(<2 x ptr> %v, ptr %p, i32 8, <2 x i1> <i1 true, i1 true>)",
			[]string{"*(%p+?) = %v"}},
	}
	for _, tc := range cases {
		name := tc.decl[strings.Index(tc.decl, "@")+1:]
		name = name[:strings.Index(name, "(")]
		t.Run(name, func(t *testing.T) {
			m := parse(t, tc.decl+`
define void @f(ptr %p, ptr %q, ptr %s, i64 %n, <2 x ptr> %v) {
  `+tc.call+`
  ret void
}`)
			g := build(t, m, constraint.Options{})
			if diff := cmp.Diff(tc.want, funcLines(g, "f")); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if len(g.Externals) != 0 {
				t.Errorf("modelled function listed as external: %v", g.Externals)
			}
			if !constraint.HasLibraryModel(name) {
				t.Errorf("HasLibraryModel(%q) = false", name)
			}
		})
	}
	if constraint.HasLibraryModel("mystery") {
		t.Errorf("HasLibraryModel(mystery) = true")
	}
}

// TestCallbacks checks the call sites library models record for the
// function pointers they call.
func TestCallbacks(t *testing.T) {
	m := parse(t, `declare void @qsort(ptr, i64, i64, ptr)
declare i32 @atexit(ptr)
declare i32 @__cxa_atexit(ptr, ptr, ptr)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
define i32 @cmp(ptr %a, ptr %b) {
  ret i32 0
}
define void @f(ptr %p, ptr %q) {
  call void @qsort(ptr %p, i64 2, i64 8, ptr @cmp)
  %a = call i32 @atexit(ptr @cmp)
  %c = call i32 @__cxa_atexit(ptr @cmp, ptr %q, ptr null)
  %t = call i32 @pthread_create(ptr %p, ptr null, ptr @cmp, ptr %q)
  ret void
}`)
	g := build(t, m, constraint.Options{})
	var got []string
	for _, cs := range g.CallSites {
		if cs.Inst != nil {
			got = append(got, siteString(g, cs))
		}
	}
	want := []string{"@cmp(tmp.1, tmp.1)", "@cmp()", "@cmp(%q)", "@cmp(%q) -> tmp.2"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	s := solve(g)
	if pts := s.pointsTo(m.Funcs[4].Params[0]); !contains(pts, "") {
		t.Errorf("cmp:%%a points to nothing")
	}
}

// userValue is a value.Value of the user's own, unhashable type.
type userValue []int

func (userValue) String() string   { return "user" }
func (userValue) Type() types.Type { return types.NewPointer(types.I8) }
func (userValue) Ident() string    { return "%user" }

// TestUnhandledInstruction checks that an instruction the generator
// cannot analyse is treated as unknown code and listed, without panicking.
func TestUnhandledInstruction(t *testing.T) {
	lm := llir.NewModule()
	ptr := types.NewPointer(types.I8)
	f := lm.NewFunc("f", types.Void, llir.NewParam("p", ptr))
	entry := f.NewBlock("entry")
	st := &llir.InstStore{Src: userValue{1}, Dst: f.Params[0]}
	entry.Insts = append(entry.Insts, st, &llir.InstStore{Src: f.Params[0], Dst: f.Params[0]})
	entry.NewRet(nil)
	m, err := ir.FromLLIR(lm)
	if err != nil {
		t.Fatal(err)
	}
	g, err := constraint.Build(context.Background(), m, constraint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Unhandled) != 1 || g.Unhandled[0] != st {
		t.Fatalf("Unhandled = %v", g.Unhandled)
	}
	if _, ok := g.ValueNode(userValue{2}); ok {
		t.Errorf("ValueNode of an unhashable value found a node")
	}
	got := funcLines(g, "f")
	if !contains(got, "*(unknown+?) = %p") || !contains(got, "*%p = %p") {
		t.Errorf("constraints: %v", got)
	}
	var _ value.Value = userValue{}
}
