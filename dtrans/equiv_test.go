package dtrans

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// summary is what must agree between typed and opaque IR of the same C
// program: for each type present in both, its safety data and field
// counts.
func summary(in *Info) map[string]string {
	out := make(map[string]string)
	for _, ti := range in.Types() {
		if strings.HasPrefix(ti.Name, "{") {
			continue // literal types print differently (ptr vs T*)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "size %d safety %s;", ti.Size, ti.Safety)
		for _, f := range ti.Fields {
			fmt.Fprintf(&b, " %d:%d/%d", f.Index, f.Reads, f.Writes)
		}
		out[ti.Name] = b.String()
	}
	return out
}

// equivalencePrograms lists the C programs whose clang 14 and clang 19
// output at -O0 must give the same answers.
func equivalencePrograms(t *testing.T) []string {
	var out []string
	for _, dir := range []string{"testdata", "../ir/testdata", "../internal/testdata/real"} {
		// C fixtures, and the committed real programs (no C source here).
		srcs, _ := filepath.Glob(filepath.Join(dir, "*.c"))
		lls, _ := filepath.Glob(filepath.Join(dir, "*.clang14.O0.ll"))
		for _, ll := range lls {
			srcs = append(srcs, strings.TrimSuffix(ll, ".clang14.O0.ll")+".c")
		}
		seen := make(map[string]bool)
		for _, src := range srcs {
			base := strings.TrimSuffix(src, ".c")
			if seen[base] {
				continue
			}
			seen[base] = true
			if _, err := os.Stat(base + ".clang14.O0.ll"); err != nil {
				continue
			}
			if _, err := os.Stat(base + ".clang19.O0.ll"); err != nil {
				continue
			}
			out = append(out, base)
		}
	}
	if len(out) == 0 {
		t.Fatal("no programs")
	}
	return out
}

// TestTypedOpaqueEquivalence checks that clang 14 (typed pointers) and
// clang 19 (opaque pointers) output of the same C program at -O0 give the
// same safety data and field counts for every named type both define.
func TestTypedOpaqueEquivalence(t *testing.T) {
	for _, base := range equivalencePrograms(t) {
		t.Run(filepath.Base(base), func(t *testing.T) {
			typed := summary(analyzeFile(t, base+".clang14.O0.ll"))
			opaque := summary(analyzeFile(t, base+".clang19.O0.ll"))
			var names []string
			for n := range typed {
				if _, ok := opaque[n]; ok {
					names = append(names, n)
				}
			}
			sort.Strings(names)
			if len(typed) > 0 && len(names) == 0 {
				t.Errorf("no type in common (typed %d, opaque %d)", len(typed), len(opaque))
			}
			for _, n := range names {
				if typed[n] != opaque[n] {
					t.Errorf("%s:\n typed  %s\n opaque %s", n, typed[n], opaque[n])
				}
			}
			t.Logf("%d types compared", len(names))
		})
	}
}
