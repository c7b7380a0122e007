package pass_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
)

// parseRegistry has the fixture's analyses and a few passes, one taking
// parameters.
func parseRegistry(t *testing.T) *fixture {
	fx := newFixture(t)
	fx.registerModulePass(t, "mpass", pass.All())
	fx.registerFunctionPass(t, "fpass", func(*llir.Func) pass.PreservedAnalyses { return pass.All() })
	err := fx.reg.RegisterPass(pass.PassInfo{Name: "param", Doc: "takes parameters",
		NewModulePass: func(params string) (pass.ModulePass, error) {
			if params == "bad" {
				return nil, errors.New("want a number")
			}
			// The pass names itself without its parameters: the
			// pipeline text still prints back as written.
			return pass.NewModulePass("param", func(context.Context, *ir.Module, *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
				return pass.All(), nil
			}), nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	return fx
}

func TestParseRoundTrip(t *testing.T) {
	fx := parseRegistry(t)
	for _, text := range []string{
		"",
		"mpass",
		"require<funcs>,print<plus1>,invalidate<funcs>",
		"function(fpass,require<insts>,print<insts>,invalidate<insts>)",
		"fpass,print<insts>,mpass",
		"module(mpass,module(function(fpass)),print<total>)",
		"param<3>,param<a<b>,c>,param<>",
		"function(fpass),function(fpass)",
	} {
		pm, err := pass.ParsePipeline(fx.reg, text)
		if err != nil {
			t.Errorf("ParsePipeline(%q): %v", text, err)
			continue
		}
		if got := pm.String(); got != text {
			t.Errorf("ParsePipeline(%q).String() = %q", text, got)
		}
		again, err := pass.ParsePipeline(fx.reg, pm.String())
		if err != nil || again.String() != text {
			t.Errorf("reparse of %q: %v, %v", text, again, err)
		}
	}
	// Spaces are ignored around elements, brackets and commas.
	for text, want := range map[string]string{
		"  ":                                  "",
		" require<funcs> , print < plus1 > ":  "require<funcs>,print<plus1>",
		"function( fpass ,\n\tprint<insts> )": "function(fpass,print<insts>)",
		"module ( mpass )":                    "module(mpass)",
		"param< x y >":                        "param<x y>",
	} {
		pm, err := pass.ParsePipeline(fx.reg, text)
		if err != nil {
			t.Errorf("ParsePipeline(%q): %v", text, err)
			continue
		}
		if got := pm.String(); got != want {
			t.Errorf("ParsePipeline(%q).String() = %q, want %q", text, got, want)
		}
	}
}

func TestParseStructure(t *testing.T) {
	fx := parseRegistry(t)
	pm, err := pass.ParsePipeline(fx.reg, "fpass,print<insts>,function(fpass,fpass),module(mpass),print<funcs>")
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, p := range pm.Passes() {
		switch p := p.(type) {
		case *pass.FunctionAdaptor:
			kinds = append(kinds, "function:"+p.Name()+":"+itoa(len(p.Passes())))
		case *pass.Manager:
			kinds = append(kinds, "module:"+p.String())
		default:
			kinds = append(kinds, "pass:"+p.Name())
		}
	}
	want := "function:fpass:1 function:print<insts>:1 function:function(fpass,fpass):2 module:mpass pass:print<funcs>"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("structure = %s\nwant        %s", got, want)
	}
}

func itoa(n int) string { return string(rune('0' + n)) }

func TestParseErrors(t *testing.T) {
	fx := parseRegistry(t)
	for _, tc := range []struct{ text, want string }{
		{"prnt<plus1>", "unknown pass name 'prnt<plus1>' at column 1 (did you mean 'print<plus1>'?)"},
		{"mpass,mpas", "unknown pass name 'mpas' at column 7 (did you mean 'mpass'?)"},
		{"require<fucns>", "unknown pass name 'require<fucns>' at column 1 (did you mean 'require<funcs>'?)"},
		{"print<nothing>", "unknown pass name 'print<nothing>' at column 1"},
		{"xyzzy", "unknown pass name 'xyzzy' at column 1"},
		{"funcs", "unknown pass name 'funcs' (an analysis, not a pass) at column 1 (did you mean 'print<funcs>'?)"},
		{"function(fpas)", "unknown function pass 'fpas' at column 10 (did you mean 'fpass'?)"},
		{"function(print<funcs>)", "'print<funcs>': funcs is a module analysis: write it outside function(...) at column 10"},
		{"function(print<inst>)", "unknown function pass 'print<inst>' at column 10 (did you mean 'print<insts>'?)"},
		{"function(mpass)", "'mpass' is a module pass: it cannot run inside function(...) at column 10"},
		{"function(module(mpass))", "module(...) cannot be nested inside function(...) at column 10"},
		{"functon(fpass)", "unknown pass name 'functon' at column 1 (did you mean 'function'?)"},
		{"mpass(fpass)", "'mpass' does not take a nested pipeline (only function(...) and module(...) do) at column 6"},
		{"function", "function needs a nested pipeline: function(...) at column 1"},
		{"function<x>(fpass)", "function(...) takes no parameters: 'function<x>' at column 1"},
		{"require", "require needs an analysis name: require<NAME> at column 1"},
		{"print<>", "print needs an analysis name: print<NAME> at column 1"},
		{"param<bad>", "invalid parameters for 'param<bad>': want a number at column 1"},
		// Unbalanced brackets.
		{"function(fpass", "invalid pipeline 'function(fpass': missing ')' for the '(' of 'function' at column 9"},
		{"function(fpass))", "invalid pipeline 'function(fpass))': unexpected ')' at column 16"},
		{"mpass)", "invalid pipeline 'mpass)': unexpected ')' at column 6"},
		{"print<funcs", "invalid pipeline 'print<funcs': missing '>' for the '<' of 'print' at column 6"},
		{"param<a<b>", "invalid pipeline 'param<a<b>': missing '>' for the '<' of 'param' at column 6"},
		{"mpass>", "invalid pipeline 'mpass>': unexpected '>' at column 6"},
		{"print<funcs>x", "invalid pipeline 'print<funcs>x': unexpected 'x' after 'print<funcs>' at column 13"},
		{"mpass mpass", "invalid pipeline 'mpass mpass': unexpected 'm' after 'mpass' at column 7"},
		{"mpass é", "invalid pipeline 'mpass é': unexpected 'é' after 'mpass' at column 7"},
		{"(mpass)", "invalid pipeline '(mpass)': '(' without a name before it at column 1"},
		{"<funcs>", "unknown pass name '<funcs>' at column 1"},
		// Empty elements.
		{"mpass,,mpass", "unknown pass name '' (empty element) at column 7"},
		{",mpass", "unknown pass name '' (empty element) at column 1"},
		{"mpass,", "unknown pass name '' (empty element) at column 7"},
		{"function()", "unknown pass name '' (empty element) at column 10"},
		{"function(fpass,)", "unknown pass name '' (empty element) at column 16"},
		{strings.Repeat("module(", 101) + "mpass" + strings.Repeat(")", 101), "invalid pipeline: nested more than 100 deep at column 707"},
	} {
		_, err := pass.ParsePipeline(fx.reg, tc.text)
		if err == nil {
			t.Errorf("ParsePipeline(%q): no error, want %q", tc.text, tc.want)
			continue
		}
		var pe *pass.PipelineError
		if !errors.As(err, &pe) || pe.Pipeline != tc.text {
			t.Errorf("ParsePipeline(%q): error %#v is not a *PipelineError for the text", tc.text, err)
		}
		if err.Error() != tc.want {
			t.Errorf("ParsePipeline(%q):\n got %s\nwant %s", tc.text, err, tc.want)
		}
	}
}

func TestParsedPipelineRuns(t *testing.T) {
	fx := parseRegistry(t)
	m := loadModule(t)
	out, trace, err := fx.run(t, m, "param<3>,fpass,module(print<funcs>)", pass.FormatText, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Trace names are the pipeline text, parameters included, even when
	// the pass names itself otherwise.
	want := `Running pass: param<3> on small.ll
Running pass: fpass on f
Running pass: fpass on g
Running pass: fpass on h
Running pass: print<funcs> on small.ll
Running analysis: funcs on small.ll
`
	if trace != want {
		t.Errorf("trace:\n%s\nwant:\n%s", trace, want)
	}
	if out != "funcs = 3\n" {
		t.Errorf("output %q", out)
	}
}

func TestParseConstructorPanic(t *testing.T) {
	reg := pass.NewRegistry()
	err := reg.RegisterPass(pass.PassInfo{Name: "fragile", NewFunctionPass: func(params string) (pass.FunctionPass, error) {
		panic("params: " + params)
	}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = pass.ParsePipeline(reg, "function(fragile<x>)")
	if want := "invalid parameters for 'fragile<x>': fragile: internal error (panic): params: x at column 10"; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
	if err := reg.RegisterAnalysis(nil); err == nil {
		t.Error("RegisterAnalysis(nil): no error")
	}
	var typedNil *pass.Analysis[int]
	if err := reg.RegisterAnalysis(typedNil); err == nil {
		t.Error("RegisterAnalysis(typed nil): no error")
	}
}
