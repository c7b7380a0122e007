package pointsto

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// The alias annotations recognised by CheckAliases, as called from C
// (declare them as `void MAYALIAS(void *, void *);` and so on).
const (
	CheckMayAlias             = "MAYALIAS"
	CheckNoAlias              = "NOALIAS"
	CheckMustAlias            = "MUSTALIAS"
	CheckPartialAlias         = "PARTIALALIAS"
	CheckExpectedFailMayAlias = "EXPECTEDFAIL_MAYALIAS"
	CheckExpectedFailNoAlias  = "EXPECTEDFAIL_NOALIAS"
)

// AliasCheck is the evaluation of one annotation call.
type AliasCheck struct {
	// Function is the name of the function containing the call.
	Function string `json:"function"`
	// Loc is the call's source location "file:line:col" ("" without
	// debug information).
	Loc string `json:"loc"`
	// Kind is the annotation: MAYALIAS, NOALIAS, MUSTALIAS, PARTIALALIAS,
	// EXPECTEDFAIL_MAYALIAS or EXPECTEDFAIL_NOALIAS.
	Kind string `json:"kind"`
	// Result is the analysis's answer (NoAlias, MayAlias, ...).
	Result string `json:"result"`
	// MayAlias is Result != NoAlias.
	MayAlias bool `json:"may_alias"`
	// Pass reports whether the annotation holds (see CheckAliases).
	Pass bool `json:"pass"`
	// Call is the annotation call.
	Call value.Value `json:"-"`
}

// AliasReport is the result of CheckAliases: every check in module order,
// and the totals. It prints as text (WriteText) and JSON (JSONReport).
type AliasReport struct {
	// Checks are the evaluated annotation calls, in module order.
	Checks []AliasCheck `json:"checks"`
	// Passed and Failed count the checks that hold and those that do not.
	Passed int `json:"passed"`
	Failed int `json:"failed"`
}

// CheckAliases evaluates every annotation call of m with r. A check passes
// as in the PTABen suite, for a flow- and context-insensitive may-analysis:
//
//	MAYALIAS(p, q)              passes when the answer is not NoAlias (soundness)
//	MUSTALIAS(p, q)             passes when the answer is not NoAlias (soundness: a
//	                            may-analysis cannot prove must-aliasing in general)
//	PARTIALALIAS(p, q)          passes when the answer is not NoAlias (soundness)
//	NOALIAS(p, q)               passes when the answer is NoAlias (precision)
//	EXPECTEDFAIL_MAYALIAS(p, q) passes when the answer is NoAlias: a known
//	                            unsoundness, recorded so that fixing it is noticed
//	EXPECTEDFAIL_NOALIAS(p, q)  passes when the answer is not NoAlias: a known
//	                            imprecision (flow- or context-insensitivity)
//
// A call with fewer than two arguments fails.
func CheckAliases(m *ir.Module, r *Result) *AliasReport {
	rep := &AliasReport{Checks: []AliasCheck{}}
	if m == nil || m.Module == nil {
		return rep
	}
	for _, f := range m.Funcs {
		ir.ForEachInst(f, func(_ *llir.Block, inst value.User) {
			callee := ir.CalledFunc(inst)
			if callee == nil || len(callee.Blocks) > 0 {
				return
			}
			kind := callee.Name()
			if !isCheck(kind) {
				return
			}
			c := AliasCheck{Function: f.Name(), Loc: ir.LocString(inst), Kind: kind}
			if v, isValue := inst.(value.Value); isValue {
				c.Call = v
			}
			args := ir.Args(inst)
			res := NoAlias
			ok := len(args) >= 2
			if ok {
				res = r.Alias(args[0], args[1])
			}
			c.Result = res.String()
			c.MayAlias = res != NoAlias
			switch kind {
			case CheckMayAlias, CheckMustAlias, CheckPartialAlias, CheckExpectedFailNoAlias:
				c.Pass = ok && c.MayAlias
			case CheckNoAlias, CheckExpectedFailMayAlias:
				c.Pass = ok && !c.MayAlias
			}
			if c.Pass {
				rep.Passed++
			} else {
				rep.Failed++
			}
			rep.Checks = append(rep.Checks, c)
		})
	}
	return rep
}

func isCheck(name string) bool {
	switch name {
	case CheckMayAlias, CheckNoAlias, CheckMustAlias, CheckPartialAlias,
		CheckExpectedFailMayAlias, CheckExpectedFailNoAlias:
		return true
	}
	return false
}

// WriteText writes one line per check (location, function, kind, answer,
// PASS or FAIL) and the totals.
func (a *AliasReport) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, c := range a.Checks {
		verdict := "PASS"
		if !c.Pass {
			verdict = "FAIL"
		}
		loc := c.Loc
		if loc == "" {
			loc = "?"
		}
		fmt.Fprintf(&b, "%s: %s: %s: %s: %s\n", loc, c.Function, c.Kind, c.Result, verdict)
	}
	fmt.Fprintf(&b, "aliascheck: %d passed, %d failed\n", a.Passed, a.Failed)
	_, err := io.WriteString(w, b.String())
	return err
}

// JSONReport returns the report itself: {"checks": [...], "passed": N,
// "failed": M}.
func (a *AliasReport) JSONReport() any { return a }

// AliasCheckPass registers the "aliascheck" module pass: it evaluates the
// alias annotations with Analysis (see CheckAliases) and prints the report
// under the key "aliascheck" in the pipeline's output format (text or
// JSON). It preserves all analyses and never fails on a failed check.
var AliasCheckPass = pass.PassInfo{
	Name: "aliascheck",
	Doc:  "evaluate MAYALIAS/NOALIAS/MUSTALIAS/PARTIALALIAS/EXPECTEDFAIL_* annotations with the points-to analysis",
	NewModulePass: func(params string) (pass.ModulePass, error) {
		if params != "" {
			return nil, fmt.Errorf("aliascheck takes no parameters (got %q)", params)
		}
		return pass.NewModulePass("aliascheck", func(ctx context.Context, m *ir.Module, am *pass.AnalysisManager) (pass.PreservedAnalyses, error) {
			r, err := pass.GetResult(am, Analysis, m)
			if err != nil {
				return pass.All(), err
			}
			return pass.All(), am.Output().Print("aliascheck", CheckAliases(m, r))
		}), nil
	},
}
