package aos_test

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irpass/irpass/aos"
)

// groundTruth is a hand-checked list of a corpus program's heap arrays of
// structs (testdata/groundtruth/PROGRAM.tsv): the struct types the program
// allocates arrays of (class "array"), and those it keeps as arrays inside
// a larger block (class "embedded": flexible array members, arrays after a
// header), which count as neither right nor wrong.
type groundTruth struct {
	array, embedded map[string]bool
}

func readGroundTruth(t *testing.T, path string) groundTruth {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gt := groundTruth{array: map[string]bool{}, embedded: map[string]bool{}}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) < 3 {
			t.Fatalf("%s:%d: want struct, class, source", path, line)
		}
		switch fields[1] {
		case "array":
			gt.array[fields[0]] = true
		case "embedded":
			gt.embedded[fields[0]] = true
		default:
			t.Fatalf("%s:%d: unknown class %q", path, line, fields[1])
		}
	}
	return gt
}

// TestGroundTruth measures recall and precision of the heap arrays found
// in corpus programs (sqlite3, lua, mujs, pcre2) against their hand-checked lists (by struct type: a
// program's heap arrays are reported at its few library allocation calls,
// so the struct types are what tells them apart). The floors are a little
// under the figures measured when the lists were made; the figures are
// logged (go test -v).
func TestGroundTruth(t *testing.T) {
	dir := os.Getenv("IRPASS_CORPUS")
	if dir == "" {
		t.Skipf("set IRPASS_CORPUS=%s (built by internal/corpus/build.sh) to measure against the hand-checked lists", defaultCorpus)
	}
	// precision counts embedded arrays as right
	floors := []struct {
		prog              string
		recall, precision float64
	}{
		{"sqlite3", 0.85, 0.70},
		{"lua5.4", 0.85, 0.70},
		{"mujs", 0.95, 0.78},
		{"pcre2", 0.9, 0.45},
	}
	for _, fl := range floors {
		prog := fl.prog
		gt := readGroundTruth(t, filepath.Join("testdata", "groundtruth", prog+".tsv"))
		for _, v := range variants {
			name := prog + "." + v.compiler + "." + v.level + ".ll"
			t.Run(name, func(t *testing.T) {
				path := filepath.Join(dir, name)
				if _, err := os.Stat(path); err != nil {
					t.Skipf("%s absent", path)
				}
				res := analyzeFile(t, path)
				reported := map[string]bool{}
				for _, a := range res.Arrays {
					if a.Kind == aos.Heap {
						reported[a.StructName()] = true
					}
				}
				var found, right int
				var missed, wrong []string
				for st := range gt.array {
					if reported[st] {
						found++
					} else {
						missed = append(missed, st)
					}
				}
				for st := range reported {
					if gt.array[st] || gt.embedded[st] {
						right++
					} else {
						wrong = append(wrong, st)
					}
				}
				sort.Strings(missed)
				sort.Strings(wrong)
				recall := float64(found) / float64(len(gt.array))
				precision := 1.0
				if len(reported) > 0 {
					precision = float64(right) / float64(len(reported))
				}
				t.Logf("reported %d, recall %d/%d = %.0f%%, precision (embedded counted right) %d/%d = %.0f%%",
					len(reported), found, len(gt.array), 100*recall, right, len(reported), 100*precision)
				if recall < fl.recall {
					t.Errorf("recall %.2f under %.2f; missed %v", recall, fl.recall, missed)
				}
				if precision < fl.precision {
					t.Errorf("precision %.2f under %.2f; not in the list: %v", precision, fl.precision, wrong)
				}
			})
		}
	}
}
