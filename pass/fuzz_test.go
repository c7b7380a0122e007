package pass_test

import (
	"testing"

	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
)

// FuzzParsePipeline checks that no text panics the parser, and that every
// pipeline it accepts prints back to text that parses to the same pipeline.
func FuzzParsePipeline(f *testing.F) {
	for _, s := range []string{
		"", "mpass", "require<funcs>,print<plus1>,invalidate<funcs>",
		"function(fpass,print<insts>)", "module(mpass,function(fpass))",
		"param<a<b>,c>", "function(fpass", "a,,b", "print<funcs", " fpass , mpass ",
		"<>", "()", ")(", "function(module())", "param<<<>>>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		fx := newFixture(t)
		fx.registerModulePass(t, "mpass", pass.All())
		fx.registerFunctionPass(t, "fpass", func(*llir.Func) pass.PreservedAnalyses { return pass.All() })
		if err := fx.reg.RegisterPass(pass.PassInfo{Name: "param", NewModulePass: func(string) (pass.ModulePass, error) {
			return pass.NewModulePass("param", nil), nil
		}}); err != nil {
			t.Fatal(err)
		}
		pm, err := pass.ParsePipeline(fx.reg, text)
		if err != nil {
			return
		}
		again, err := pass.ParsePipeline(fx.reg, pm.String())
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", text, pm.String(), err)
		}
		if again.String() != pm.String() {
			t.Fatalf("%q printed as %q, which prints as %q", text, pm.String(), again.String())
		}
	})
}
