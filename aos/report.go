package aos

import (
	"bufio"
	"fmt"
	"io"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// FunctionName returns the name of the function containing the array's
// site ("" for globals).
func (a *Array) FunctionName() string {
	if a.Func == nil {
		return ""
	}
	return a.Func.Name()
}

// SiteName returns the site as written in IR: "%call", "%arr", "@table".
func (a *Array) SiteName() string {
	return ident(a.Site)
}

// StructName returns the element type as written in IR: "%struct.node".
func (a *Array) StructName() string {
	return structName(a.Struct)
}

// String describes the array on one line, as in the text report.
func (a *Array) String() string {
	count := "unknown"
	if a.Count >= 0 {
		count = fmt.Sprint(a.Count)
	}
	where := "in " + a.FunctionName()
	if a.Kind == Global {
		where = "global"
	}
	s := fmt.Sprintf("%s %s %s site %s count %s accesses %d", a.Kind, a.StructName(), where, a.SiteName(), count, len(a.Accesses))
	if a.Loc != "" {
		s += " at " + a.Loc
	}
	return s
}

func ident(v value.Value) string {
	if v == nil {
		return ""
	}
	defer func() { _ = recover() }()
	return v.Ident()
}

// WriteText writes the report for people (print<aos>): one line per
// array, then one indented line per access.
func (r *Result) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "Arrays of structs: %d\n", len(r.Arrays))
	for _, a := range r.Arrays {
		fmt.Fprintf(bw, "  %s\n", a)
		for _, acc := range a.Accesses {
			fn := ""
			if acc.Func != nil {
				fn = " in " + acc.Func.Name()
			}
			loc := ""
			if acc.Loc != "" {
				loc = " at " + acc.Loc
			}
			fmt.Fprintf(bw, "    access %s%s%s\n", accessName(acc), fn, loc)
		}
	}
	return bw.Flush()
}

// accessName names an access: the GEP instruction's name, or the
// instruction using a constant expression.
func accessName(acc Access) string {
	if g, ok := acc.GEP.(*llir.InstGetElementPtr); ok {
		return ident(g)
	}
	switch u := acc.Inst.(type) {
	case *llir.Global:
		return "constant in initializer of " + ident(u)
	case value.Value:
		return "constant used by " + ident(u)
	}
	return "constant"
}

// JSONArray is one array in the JSON report. Count is nil when unknown.
type JSONArray struct {
	Kind     string `json:"kind"`
	Struct   string `json:"struct"`
	Function string `json:"function"`
	Global   string `json:"global"`
	Site     string `json:"site"`
	Count    *int64 `json:"count"`
	Accesses int    `json:"accesses"`
	Loc      string `json:"loc"`
}

// JSONResult is the JSON report of the analysis, stored under the key "aos".
type JSONResult struct {
	Arrays []JSONArray `json:"arrays"`
}

// JSONReport returns the JSON report (print<aos> with -format=json):
// {"arrays": [{"kind": "heap", "struct": "%struct.nodeOne", "function":
// "main", "global": "", "site": "%call", "count": 100, "accesses": 3,
// "loc": "aos.c:11:43"}]}.
func (r *Result) JSONReport() any {
	out := JSONResult{Arrays: make([]JSONArray, 0, len(r.Arrays))}
	for _, a := range r.Arrays {
		ja := JSONArray{
			Kind: a.Kind.String(), Struct: a.StructName(), Function: a.FunctionName(),
			Site: a.SiteName(), Accesses: len(a.Accesses), Loc: a.Loc,
		}
		if a.Kind == Global {
			ja.Global = a.SiteName()
		}
		if a.Count >= 0 {
			c := a.Count
			ja.Count = &c
		}
		out.Arrays = append(out.Arrays, ja)
	}
	return out
}
