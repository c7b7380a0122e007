package aos

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/irpass/irpass/dtrans"
	"github.com/irpass/irpass/ir"
)

// TestWalksTogether checks that the walks done together (evGraph.accesses)
// list, for every static array and heap entry, the accesses its own walk
// (requestAccesses) lists, in the same order: on every fixture module, and
// on the corpus's lua and sqlite3 when $IRPASS_CORPUS names it.
func TestWalksTogether(t *testing.T) {
	files, err := filepath.Glob("testdata/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixture modules: %v", err)
	}
	if dir := os.Getenv("IRPASS_CORPUS"); dir != "" && !testing.Short() {
		for _, p := range []string{"lua5.4", "sqlite3"} {
			for _, v := range []string{"clang14.O0", "clang14.O2", "clang19.O0", "clang19.O2"} {
				files = append(files, filepath.Join(dir, p+"."+v+".ll"))
			}
		}
	}
	ctx := context.Background()
	jobsSeen := 0
	for _, path := range files {
		m, err := ir.ParseFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := newFlow(m)
		if err := f.build(ctx); err != nil {
			t.Fatal(err)
		}
		if err := f.solve(ctx); err != nil {
			t.Fatal(err)
		}
		d := &detector{f: f, dl: m.DataLayout()}
		statics := d.staticArrays()
		dt, err := dtrans.Analyze(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		rq := newRequests(d, dt)
		rq.g = newEvGraph(rq)
		if err := rq.g.build(ctx); err != nil {
			t.Fatal(err)
		}
		jobs, _ := d.walkJobs(statics, rq.typeRequests())
		got := rq.g.accesses(jobs)
		jobsSeen += len(jobs)
		for i, job := range jobs {
			want := rq.g.requestAccesses(job.reqs, job.st, job.static)
			same := len(got[i]) == len(want)
			for k := 0; same && k < len(want); k++ {
				same = got[i][k].GEP == want[k].GEP && got[i][k].Inst == want[k].Inst
			}
			if !same {
				t.Errorf("%s: %s walk from %s: %d accesses together, %d alone",
					filepath.Base(path), job.st.TypeName, job.reqs[0].Ident(), len(got[i]), len(want))
			}
		}
	}
	if jobsSeen == 0 {
		t.Fatal("no array walked")
	}
}
