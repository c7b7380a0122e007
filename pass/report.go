package pass

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"sync"
)

// Format is an output format of print<> passes.
type Format int

// The output formats.
const (
	FormatText Format = iota // for people
	FormatJSON               // one JSON object for the whole run, keyed by analysis name
	FormatDOT                // Graphviz, for analyses that have a graph
)

// String returns the format's flag name: text, json or dot.
func (f Format) String() string {
	switch f {
	case FormatText:
		return "text"
	case FormatJSON:
		return "json"
	case FormatDOT:
		return "dot"
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// ParseFormat parses a format name as given to -format.
func ParseFormat(s string) (Format, error) {
	switch s {
	case "text":
		return FormatText, nil
	case "json":
		return FormatJSON, nil
	case "dot":
		return FormatDOT, nil
	}
	return 0, fmt.Errorf("unknown format %q (want text, json or dot)", s)
}

// A result implements some of these interfaces to be printable by print<>.
type (
	// TextReporter writes a report for people.
	TextReporter interface {
		// WriteText writes the report, ending with a newline.
		WriteText(w io.Writer) error
	}
	// JSONReporter returns the value stored under the analysis's name in
	// the run's JSON object; it must marshal deterministically (slices in
	// a defined order, no maps with unsorted keys of non-string type).
	JSONReporter interface {
		// JSONReport returns a value for encoding/json.
		JSONReport() any
	}
	// DOTReporter writes a Graphviz graph.
	DOTReporter interface {
		// WriteDOT writes one or more digraphs.
		WriteDOT(w io.Writer) error
	}
)

// Output is where print<> passes write. In text and DOT formats reports are
// written as they come; in JSON format they are collected and Flush writes
// one object keyed by analysis name, keys sorted. It is safe for concurrent
// use; the zero value writes text to standard output.
type Output struct {
	mu     sync.Mutex
	w      io.Writer
	format Format
	json   map[string]any
}

// NewOutput returns an Output writing to w (standard output when nil) in
// the given format.
func NewOutput(w io.Writer, f Format) *Output {
	if w == nil {
		w = os.Stdout
	}
	return &Output{w: w, format: f, json: make(map[string]any)}
}

var errNilOutput = errors.New("pass: print to a nil Output")

// initLocked makes the zero Output usable: text to standard output.
func (o *Output) initLocked() {
	if o.w == nil {
		o.w = os.Stdout
	}
	if o.json == nil {
		o.json = make(map[string]any)
	}
}

// Format returns the output's format.
func (o *Output) Format() Format {
	if o == nil {
		return FormatText
	}
	return o.format
}

// Writer returns the underlying writer.
func (o *Output) Writer() io.Writer {
	if o == nil {
		return os.Stdout
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.initLocked()
	return o.w
}

// Print writes the report of result r of the analysis named name, in the
// output's format. It fails when r does not implement the format's
// reporter interface. A second JSON report under the same name replaces the
// first (the last print wins, as when opt prints twice).
func (o *Output) Print(name string, r any) error {
	return o.print(name, r, "", func(v any) { o.json[name] = v })
}

// PrintFunction writes the report of result r of the function analysis
// named name on the function named fn. In text format a header line
// "Printing analysis 'NAME' for function 'FN':" precedes the report, as in
// LLVM's printers; in DOT format each function's graph is written as is; in
// JSON format the reports are collected under the analysis's name as one
// object keyed by function name, in the order printed.
func (o *Output) PrintFunction(name, fn string, r any) error {
	header := fmt.Sprintf("Printing analysis '%s' for function '%s':\n", name, fn)
	return o.print(name, r, header, func(v any) {
		fr, ok := o.json[name].(*funcReports)
		if !ok {
			fr = &funcReports{}
			o.json[name] = fr
		}
		fr.set(fn, v)
	})
}

// print writes r in the output's format, holding o.mu: in JSON format it
// hands r's JSON report to keep; in text format it writes header (if any)
// before r's text report. It fails when r does not implement the format's
// reporter interface, before anything is written.
func (o *Output) print(name string, r any, header string, keep func(v any)) error {
	if o == nil {
		return errNilOutput
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.initLocked()
	switch o.format {
	case FormatJSON:
		jr, ok := r.(JSONReporter)
		if !ok {
			return fmt.Errorf("print<%s>: the analysis has no JSON report", name)
		}
		keep(jr.JSONReport())
		return nil
	case FormatDOT:
		dr, ok := r.(DOTReporter)
		if !ok {
			return fmt.Errorf("print<%s>: the analysis has no graph (DOT) output", name)
		}
		return dr.WriteDOT(o.w)
	default:
		tr, ok := r.(TextReporter)
		if !ok {
			return fmt.Errorf("print<%s>: the analysis has no text report", name)
		}
		if header != "" {
			if _, err := io.WriteString(o.w, header); err != nil {
				return err
			}
		}
		return tr.WriteText(o.w)
	}
}

// funcReports is a function analysis's JSON reports, keyed by function name
// in the order the functions were printed (module order).
type funcReports struct {
	names []string
	vals  []any
}

func (fr *funcReports) set(fn string, v any) {
	for i, n := range fr.names {
		if n == fn {
			fr.vals[i] = v
			return
		}
	}
	fr.names = append(fr.names, fn)
	fr.vals = append(fr.vals, v)
}

// MarshalJSON writes the reports as one object, keys in function order.
func (fr *funcReports) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, n := range fr.names {
		if i > 0 {
			buf.WriteByte(',')
		}
		k, _ := marshalJSON(n, "")
		buf.Write(k)
		buf.WriteByte(':')
		v, err := marshalJSON(fr.vals[i], "")
		if err != nil {
			return nil, fmt.Errorf("function %s: %w", n, err)
		}
		buf.Write(v)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// marshalJSON encodes v as json.Marshal does, indented by "  " after
// prefix when prefix is not empty, but without HTML escaping: reports are
// not embedded in HTML, and names such as pointsto's "<escaped>" must read
// as written, not as "\u003cescaped\u003e".
func marshalJSON(v any, prefix string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if prefix != "" {
		enc.SetIndent(prefix, "  ")
	}
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// buffer returns an Output of the same format that collects what is printed
// to it, for merge into o later.
func (o *Output) buffer() *Output {
	return &Output{w: new(bytes.Buffer), format: o.format, json: make(map[string]any)}
}

// merge appends what was printed to b (made by o.buffer) to o, as if it had
// been printed to o directly.
func (o *Output) merge(b *Output) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	o.mu.Lock()
	defer o.mu.Unlock()
	o.initLocked()
	if buf, ok := b.w.(*bytes.Buffer); ok && buf.Len() > 0 {
		if _, err := o.w.Write(buf.Bytes()); err != nil {
			return err
		}
	}
	names := make([]string, 0, len(b.json))
	for n := range b.json {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		v := b.json[n]
		if fr, ok := v.(*funcReports); ok {
			dst, ok := o.json[n].(*funcReports)
			if !ok {
				dst = &funcReports{}
				o.json[n] = dst
			}
			for i, fn := range fr.names {
				dst.set(fn, fr.vals[i])
			}
			continue
		}
		o.json[n] = v
	}
	return nil
}

// Flush writes the collected JSON object (JSON format only; a no-op
// otherwise, and when nothing was printed). Keys are sorted.
func (o *Output) Flush() error {
	if o == nil {
		return nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.initLocked()
	if o.format != FormatJSON || len(o.json) == 0 {
		return nil
	}
	names := make([]string, 0, len(o.json))
	for n := range o.json {
		names = append(names, n)
	}
	sort.Strings(names)
	var buf bytes.Buffer
	buf.WriteString("{")
	for i, n := range names {
		if i > 0 {
			buf.WriteString(",")
		}
		buf.WriteString("\n  ")
		k, _ := marshalJSON(n, "")
		buf.Write(k)
		buf.WriteString(": ")
		v, err := marshalJSON(o.json[n], "  ")
		if err != nil {
			return fmt.Errorf("print<%s>: %w", n, err)
		}
		buf.Write(v)
	}
	buf.WriteString("\n}\n")
	o.json = make(map[string]any)
	_, err := o.w.Write(buf.Bytes())
	return err
}
