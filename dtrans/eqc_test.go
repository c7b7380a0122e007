package dtrans

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// countSummary is the field counts of each named type.
func countSummary(in *Info) map[string]string {
	out := make(map[string]string)
	for _, ti := range in.Types() {
		if strings.HasPrefix(ti.Name, "{") {
			continue
		}
		var b strings.Builder
		for _, f := range ti.Fields {
			fmt.Fprintf(&b, " %d/%d", f.Reads, f.Writes)
		}
		out[ti.Name] = b.String()
	}
	return out
}

// TestCorpusTypedOpaque compares clang 14 and clang 19 output of each
// corpus program at -O0 and reports how many types get the same safety
// data and the same field counts.
func TestCorpusTypedOpaque(t *testing.T) { compareCorpus(t, "O0") }

// TestCorpusTypedOpaqueO2 does the same at -O2, where the two compilers'
// optimizers produce different code (inlining, vectorization): the
// agreement measures how much of the difference is the code's.
func TestCorpusTypedOpaqueO2(t *testing.T) { compareCorpus(t, "O2") }

func compareCorpus(t *testing.T, opt string) {
	files := corpusFiles(t, "*.clang14."+opt+".ll")
	for _, f := range files {
		base := strings.TrimSuffix(f, ".clang14."+opt+".ll")
		t.Run(filepath.Base(base), func(t *testing.T) {
			ti, to := analyzeFile(t, base+".clang14."+opt+".ll"), analyzeFile(t, base+".clang19."+opt+".ll")
			st, so := summary(ti), summary(to)
			ct, co := countSummary(ti), countSummary(to)
			n, sameSafety, sameCounts := 0, 0, 0
			for name := range st {
				if _, ok := so[name]; !ok {
					continue
				}
				n++
				if st[name] == so[name] {
					sameSafety++
				}
				if ct[name] == co[name] {
					sameCounts++
				}
			}
			t.Logf("%d types (typed %d, opaque %d) in both: %d same safety and counts, %d same field counts", n, len(st), len(so), sameSafety, sameCounts)
		})
	}
}
