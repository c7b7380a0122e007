package llread

import (
	"os"
	"testing"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// TestLLIRMethods calls llir's accessors on every value of every fixture:
// none may panic (they derive types and signatures lazily from operands),
// and every operand must be non-nil.
func TestLLIRMethods(t *testing.T) {
	for _, f := range fixtures(t) {
		src, _ := os.ReadFile(f)
		m, _, err := Read(f, src)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		for _, fn := range m.Funcs {
			_ = fn.Type()
			_ = fn.Sig.String()
			for _, b := range fn.Blocks {
				for _, inst := range b.Insts {
					checkUser(t, f, inst)
					if v, ok := inst.(value.Value); ok {
						_ = v.Type()
						_ = v.Ident()
					}
					if c, ok := inst.(*llir.InstCall); ok {
						_ = c.Sig()
					}
				}
				checkUser(t, f, b.Term)
				_ = b.Term.Succs()
				switch term := b.Term.(type) {
				case *llir.TermInvoke:
					_ = term.Sig()
				case *llir.TermCallBr:
					_ = term.Sig()
				}
			}
		}
		for _, g := range m.Globals {
			_ = g.Type()
			_ = g.LLString()
		}
	}
}

func checkUser(t *testing.T, f string, u value.User) {
	t.Helper()
	for i, op := range u.Operands() {
		if op == nil || *op == nil {
			t.Errorf("%s: %T: operand %d is nil", f, u, i)
			continue
		}
		_ = (*op).Type()
		_ = (*op).String()
	}
}
