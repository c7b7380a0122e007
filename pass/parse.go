package pass

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// ParsePipeline builds a Manager from pipeline text in LLVM's -passes
// syntax:
//
//	require<dtrans>,print<aos>,invalidate<pointsto>,function(my-fpass,print<loops>)
//
// The text is a comma-separated list of elements. An element is a name,
// optionally followed by parameters in angle brackets (which may nest and
// contain commas: my-pass<a<b>,c>) and, for function and module, by a
// nested pipeline in parentheses. Names are looked up in reg; the built-ins
// need no registration:
//
//	require<A>     compute analysis A and cache it
//	invalidate<A>  drop A's cached results and whatever was computed from them
//	print<A>       write A's report through the AnalysisManager's Output
//	function(...)  run function passes on each function with a body
//	module(...)    a nested module pipeline (a grouping with no effect)
//
// As in LLVM, a function pass written at module level, and require, print
// and invalidate of a function analysis, run on each function as if written
// inside function(...). Spaces around elements, commas and brackets are
// ignored (LLVM rejects them; the canonical text has none). The empty text
// is the empty pipeline.
//
// Errors are *PipelineError values, worded as opt's and positioned in the
// text; an unknown name comes with the closest known one.
//
// The Manager's String method returns the pipeline text without spaces;
// parsing it gives the same pipeline.
func ParsePipeline(reg *Registry, text string) (*Manager, error) {
	if reg == nil {
		reg = NewRegistry()
	}
	p := &parser{reg: reg, text: text}
	elems, err := p.parseList(0)
	if err != nil {
		return nil, err
	}
	if p.pos < len(p.text) {
		// parseList stops only at the end or at a ')'.
		return nil, p.errorf(p.pos, "invalid pipeline '%s': unexpected ')'", text)
	}
	if len(elems) == 1 && elems[0].name == "" {
		return &Manager{}, nil // all blank
	}
	return p.buildModule(elems)
}

// PipelineError is a syntax or name error in pipeline text.
type PipelineError struct {
	// Pipeline is the whole text parsed.
	Pipeline string
	// Offset is the byte offset in Pipeline of the element or character
	// at fault.
	Offset int
	// Msg says what is wrong, in opt's words where opt has some
	// ("unknown pass name 'foo'", "invalid pipeline '...'").
	Msg string
	// Suggestion is the closest known pass text, or "".
	Suggestion string
}

// Error returns the message, the 1-based column and the suggestion:
// "unknown pass name 'prnt<dtrans>' at column 1 (did you mean 'print<dtrans>'?)".
func (e *PipelineError) Error() string {
	s := fmt.Sprintf("%s at column %d", e.Msg, e.Offset+1)
	if e.Suggestion != "" {
		s += fmt.Sprintf(" (did you mean '%s'?)", e.Suggestion)
	}
	return s
}

// element is one parsed pipeline element, before name resolution.
type element struct {
	name      string
	params    string
	hasParams bool
	nested    []element
	hasNested bool
	pos       int // offset of the name
	nestedPos int // offset of '('
}

// text returns the canonical text of the element.
func (e element) text() string {
	var b strings.Builder
	e.write(&b)
	return b.String()
}

func (e element) write(b *strings.Builder) {
	b.WriteString(e.name)
	if e.hasParams {
		b.WriteString("<" + e.params + ">")
	}
	if e.hasNested {
		b.WriteByte('(')
		for i, n := range e.nested {
			if i > 0 {
				b.WriteByte(',')
			}
			n.write(b)
		}
		b.WriteByte(')')
	}
}

// head is the element's text without its nested pipeline.
func (e element) head() string {
	if e.hasParams {
		return e.name + "<" + e.params + ">"
	}
	return e.name
}

// maxDepth bounds the nesting of function(...) and module(...), so that
// hostile text cannot exhaust the stack.
const maxDepth = 100

type parser struct {
	reg  *Registry
	text string
	pos  int
}

func (p *parser) errorf(pos int, format string, args ...any) *PipelineError {
	return &PipelineError{Pipeline: p.text, Offset: pos, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) skipSpace() {
	for p.pos < len(p.text) && isSpace(p.text[p.pos]) {
		p.pos++
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// parseList parses elements separated by commas up to the end of the text
// or a ')' (not consumed). An all-blank list yields one element with an
// empty name, which callers reject or treat as the empty pipeline.
func (p *parser) parseList(depth int) ([]element, error) {
	var elems []element
	for {
		e, err := p.parseElement(depth)
		if err != nil {
			return nil, err
		}
		elems = append(elems, e)
		p.skipSpace()
		if p.pos >= len(p.text) || p.text[p.pos] == ')' {
			break
		}
		if p.text[p.pos] != ',' {
			r, _ := utf8.DecodeRuneInString(p.text[p.pos:])
			return nil, p.errorf(p.pos, "invalid pipeline '%s': unexpected '%c' after '%s'", p.text, r, e.head())
		}
		p.pos++
	}
	if len(elems) > 1 || depth > 0 {
		for _, e := range elems {
			if e.name == "" {
				return nil, p.errorf(e.pos, "unknown pass name '' (empty element)")
			}
		}
	}
	return elems, nil
}

func (p *parser) parseElement(depth int) (element, error) {
	p.skipSpace()
	e := element{pos: p.pos}
	start := p.pos
	for p.pos < len(p.text) && !strings.ContainsRune(",()<> \t\n\r", rune(p.text[p.pos])) {
		p.pos++
	}
	e.name = p.text[start:p.pos]
	p.skipSpace()
	if p.pos < len(p.text) && p.text[p.pos] == '<' {
		open := p.pos
		level := 0
		for ; p.pos < len(p.text); p.pos++ {
			switch p.text[p.pos] {
			case '<':
				level++
			case '>':
				level--
			}
			if level == 0 {
				break
			}
		}
		if p.pos >= len(p.text) {
			return e, p.errorf(open, "invalid pipeline '%s': missing '>' for the '<' of '%s'", p.text, e.name)
		}
		e.params = strings.TrimSpace(p.text[open+1 : p.pos])
		e.hasParams = true
		p.pos++
		if e.name == "" {
			return e, p.errorf(e.pos, "unknown pass name '%s'", e.head())
		}
		p.skipSpace()
	}
	if p.pos < len(p.text) && p.text[p.pos] == '>' {
		return e, p.errorf(p.pos, "invalid pipeline '%s': unexpected '>'", p.text)
	}
	if p.pos < len(p.text) && p.text[p.pos] == '(' {
		e.nestedPos = p.pos
		if e.name == "" {
			return e, p.errorf(p.pos, "invalid pipeline '%s': '(' without a name before it", p.text)
		}
		if depth >= maxDepth {
			return e, p.errorf(p.pos, "invalid pipeline: nested more than %d deep", maxDepth)
		}
		p.pos++
		nested, err := p.parseList(depth + 1)
		if err != nil {
			return e, err
		}
		if p.pos >= len(p.text) || p.text[p.pos] != ')' {
			return e, p.errorf(e.nestedPos, "invalid pipeline '%s': missing ')' for the '(' of '%s'", p.text, e.name)
		}
		p.pos++
		e.nested, e.hasNested = nested, true
	}
	if depth == 0 && p.pos < len(p.text) && p.text[p.pos] == ')' {
		return e, p.errorf(p.pos, "invalid pipeline '%s': unexpected ')'", p.text)
	}
	return e, nil
}

var builtinKinds = map[string]bool{"require": true, "invalidate": true, "print": true}

// buildModule resolves elements in a module pipeline.
func (p *parser) buildModule(elems []element) (*Manager, error) {
	pm := &Manager{}
	for _, e := range elems {
		mp, err := p.moduleElement(e)
		if err != nil {
			return nil, err
		}
		pm.elems = append(pm.elems, moduleElem{name: e.text(), pass: mp})
	}
	return pm, nil
}

func (p *parser) moduleElement(e element) (ModulePass, error) {
	switch {
	case e.name == "module" || e.name == "function":
		if e.hasParams {
			return nil, p.errorf(e.pos, "%s(...) takes no parameters: '%s'", e.name, e.head())
		}
		if !e.hasNested {
			return nil, p.errorf(e.pos, "%s needs a nested pipeline: %s(...)", e.name, e.name)
		}
		if e.name == "module" {
			return p.buildModule(e.nested)
		}
		return p.buildFunction(e.nested)
	case !builtinKinds[e.name] && !p.reg.hasPass(e.name):
		return nil, p.unknown(e, "unknown pass name '%s'", p.moduleCandidates())
	case e.hasNested:
		return nil, p.errorf(e.nestedPos, "'%s' does not take a nested pipeline (only function(...) and module(...) do)", e.head())
	case builtinKinds[e.name]:
		a, err := p.analysis(e, false)
		if err != nil {
			return nil, err
		}
		return builtinModulePass(e.name, a), nil
	}
	if info, ok := p.reg.Pass(e.name); ok {
		if info.NewModulePass != nil {
			mp, err := newModulePass(info, e.params)
			if err != nil {
				return nil, p.errorf(e.pos, "invalid parameters for '%s': %v", e.head(), err)
			}
			if mp == nil {
				return nil, p.errorf(e.pos, "pass '%s': its constructor returned nil", e.head())
			}
			return mp, nil
		}
		fp, err := p.functionPass(info, e)
		if err != nil {
			return nil, err
		}
		fa := Function(fp)
		fa.elems[0].name = e.text()
		fa.implicit = true
		return fa, nil
	}
	return nil, p.unknown(e, "unknown pass name '%s'", p.moduleCandidates())
}

func (p *parser) buildFunction(elems []element) (*FunctionAdaptor, error) {
	fa := &FunctionAdaptor{}
	for _, e := range elems {
		fp, err := p.functionElement(e)
		if err != nil {
			return nil, err
		}
		fa.elems = append(fa.elems, functionElem{name: e.text(), pass: fp})
	}
	return fa, nil
}

func (p *parser) functionElement(e element) (FunctionPass, error) {
	switch {
	case e.name == "module" || e.name == "function":
		return nil, p.errorf(e.pos, "%s(...) cannot be nested inside function(...)", e.name)
	case !builtinKinds[e.name] && !p.reg.hasPass(e.name):
		return nil, p.unknown(e, "unknown function pass '%s'", p.functionCandidates())
	case e.hasNested:
		return nil, p.errorf(e.nestedPos, "'%s' does not take a nested pipeline (only function(...) and module(...) do)", e.head())
	case builtinKinds[e.name]:
		a, err := p.analysis(e, true)
		if err != nil {
			return nil, err
		}
		return &builtinFunctionPass{kind: e.name, a: a}, nil
	}
	if info, ok := p.reg.Pass(e.name); ok {
		if info.NewFunctionPass == nil {
			return nil, p.errorf(e.pos, "'%s' is a module pass: it cannot run inside function(...)", e.head())
		}
		return p.functionPass(info, e)
	}
	return nil, p.unknown(e, "unknown function pass '%s'", p.functionCandidates())
}

func (p *parser) functionPass(info PassInfo, e element) (FunctionPass, error) {
	fp, err := newFunctionPass(info, e.params)
	if err != nil {
		return nil, p.errorf(e.pos, "invalid parameters for '%s': %v", e.head(), err)
	}
	if fp == nil {
		return nil, p.errorf(e.pos, "pass '%s': its constructor returned nil", e.head())
	}
	return fp, nil
}

// newModulePass and newFunctionPass call a registered constructor, turning
// a panic into an error: parsing user input must not crash the host.
func newModulePass(info PassInfo, params string) (p ModulePass, err error) {
	defer func() {
		if v := recover(); v != nil {
			p, err = nil, newPanicError(info.Name, v)
		}
	}()
	return info.NewModulePass(params)
}

func newFunctionPass(info PassInfo, params string) (p FunctionPass, err error) {
	defer func() {
		if v := recover(); v != nil {
			p, err = nil, newPanicError(info.Name, v)
		}
	}()
	return info.NewFunctionPass(params)
}

// analysis resolves the A of require<A>, invalidate<A> or print<A>.
func (p *parser) analysis(e element, inFunction bool) (AnalysisKey, error) {
	if !e.hasParams || e.params == "" {
		return nil, p.errorf(e.pos, "%s needs an analysis name: %s<NAME>", e.name, e.name)
	}
	a, ok := p.reg.Analysis(e.params)
	if !ok {
		var names []string
		for _, a := range p.reg.Analyses() {
			if !inFunction || a.IsFunctionAnalysis() {
				names = append(names, a.AnalysisName())
			}
		}
		msg := "unknown pass name '%s'"
		if inFunction {
			msg = "unknown function pass '%s'"
		}
		err := p.errorf(e.pos, msg, e.head())
		if s := closest(e.params, names); s != "" {
			err.Suggestion = e.name + "<" + s + ">"
		}
		return nil, err
	}
	if inFunction && !a.IsFunctionAnalysis() {
		return nil, p.errorf(e.pos, "'%s': %s is a module analysis: write it outside function(...)", e.head(), e.params)
	}
	return a, nil
}

func (p *parser) unknown(e element, format string, candidates []string) *PipelineError {
	err := p.errorf(e.pos, format, e.head())
	if a, ok := p.reg.Analysis(e.head()); ok {
		// An analysis named bare: the user most likely wants its report.
		err.Msg += " (an analysis, not a pass)"
		err.Suggestion = "print<" + a.AnalysisName() + ">"
		return err
	}
	err.Suggestion = closest(e.head(), candidates)
	return err
}

func (p *parser) moduleCandidates() []string {
	c := []string{"function", "module"}
	for _, info := range p.reg.Passes() {
		c = append(c, info.Name)
	}
	for _, a := range p.reg.Analyses() {
		for _, k := range []string{"require", "invalidate", "print"} {
			c = append(c, k+"<"+a.AnalysisName()+">")
		}
	}
	return c
}

func (p *parser) functionCandidates() []string {
	var c []string
	for _, info := range p.reg.Passes() {
		if info.NewFunctionPass != nil {
			c = append(c, info.Name)
		}
	}
	for _, a := range p.reg.Analyses() {
		if a.IsFunctionAnalysis() {
			for _, k := range []string{"require", "invalidate", "print"} {
				c = append(c, k+"<"+a.AnalysisName()+">")
			}
		}
	}
	return c
}

// closest returns the candidate nearest to s in edit distance (with
// transpositions), if near enough to be a plausible typo: at most a third
// of s's length, and at least 1. Ties go to the smallest candidate, so the
// suggestion is deterministic.
func closest(s string, candidates []string) string {
	limit := len(s) / 3
	if limit < 1 {
		limit = 1
	}
	sorted := append([]string(nil), candidates...)
	sort.Strings(sorted)
	best, bestD := "", limit+1
	for _, c := range sorted {
		if d := editDistance(s, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the optimal string alignment distance between a and b:
// insertions, deletions, substitutions and transpositions of adjacent
// bytes each cost 1.
func editDistance(a, b string) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
