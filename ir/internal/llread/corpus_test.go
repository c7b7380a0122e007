package llread

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestCorpus reads every .ll file of the directory named by $LLREAD_CORPUS
// (the whole-program corpus built by internal/corpus/build.sh, e.g.
// LLREAD_CORPUS=/work/main/corpus). With LLREAD_CORPUS_CHECK=1 each module
// also goes through the checks of the fixtures: llir's printer,
// idempotence, llvm-as, and the differential test against llir's asm
// package on typed input. Without the variable it does nothing: the corpus
// is not part of the repository.
func TestCorpus(t *testing.T) {
	dir := os.Getenv("LLREAD_CORPUS")
	if dir == "" {
		t.Skip("LLREAD_CORPUS not set")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
	if len(files) == 0 {
		t.Fatalf("no .ll files in %s", dir)
	}
	check := os.Getenv("LLREAD_CORPUS_CHECK") != ""
	ok, diffed := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		m, opaque, err := Read(f, src)
		d := time.Since(start)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		ok++
		t.Logf("%-40s %6.1f MB %8.1f ms %6.1f MB/s opaque=%v", filepath.Base(f), float64(len(src))/1e6, float64(d.Microseconds())/1e3, float64(len(src))/1e6/d.Seconds(), opaque)
		if check && checkModule(t, f, src, m, opaque, true) {
			diffed++
		}
	}
	t.Logf("read %d of %d files", ok, len(files))
	if check {
		t.Logf("differential test against llir's asm on %d typed files (the others llir cannot read)", diffed)
	}
}
