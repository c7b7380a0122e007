package dtrans

import (
	"os"
	"sort"
	"testing"
)

func TestEqCorpusProbe(t *testing.T) {
	base := os.Getenv("EQB")
	if base == "" {
		t.Skip()
	}
	typed := summary(analyzeFile(t, base+".clang14.O0.ll"))
	opaque := summary(analyzeFile(t, base+".clang19.O0.ll"))
	var names []string
	for n := range typed {
		if _, ok := opaque[n]; ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	bad := 0
	for _, n := range names {
		if typed[n] != opaque[n] {
			bad++
			if bad < 8 {
				t.Errorf("%s:\n typed  %.400s\n opaque %.400s", n, typed[n], opaque[n])
			}
		}
	}
	t.Logf("%d types compared, %d differ; typed %d opaque %d", len(names), bad, len(typed), len(opaque))
}
