package dtrans

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// WriteText writes the analysis as a compiler debug dump (in the spirit of
// LLVM's -debug-only=dtrans output): whole-program status, then for each
// type its size, safety conditions, allocation sites, fields with offsets
// and access counts, and candidacy for each optimization.
func (in *Info) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "DTRANS Analysis for module %s\n", in.m.Name)
	if in.WholeProgram() {
		fmt.Fprintf(bw, "  Whole program: yes\n")
	} else {
		fmt.Fprintf(bw, "  Whole program: no\n")
		for _, r := range in.reasons {
			fmt.Fprintf(bw, "    %s\n", r)
		}
	}
	if in.m.OpaquePointers() {
		fmt.Fprintf(bw, "  Opaque pointers: yes (%s)\n", opaqueCaveatShort)
	}
	if len(in.unanalysed) > 0 {
		fmt.Fprintf(bw, "  Not analysed (known only from TBAA, layout incomplete; no optimization legal): %d\n", len(in.unanalysed))
		for _, u := range in.unanalysed {
			r, w := 0, 0
			for _, m := range u.Members {
				r, w = r+m.Reads, w+m.Writes
			}
			fmt.Fprintf(bw, "    %s: %d members known from TBAA, tagged accesses: reads %d writes %d\n", u.Name, len(u.Members), r, w)
			for _, m := range u.Members {
				fmt.Fprintf(bw, "      offset %d: %s reads %d writes %d\n", m.Offset, m.Type, m.Reads, m.Writes)
			}
		}
	}
	for _, ti := range in.types {
		fmt.Fprintf(bw, "\nDTRANS_StructInfo:\n  LLVMType: %s\n", ti.Name)
		if ti.Partial {
			fmt.Fprintf(bw, "  Size: at least %d (partial: TBAA does not say where the last member ends)\n", ti.Size)
		} else {
			fmt.Fprintf(bw, "  Size: %d\n", ti.Size)
		}
		if ti.Reconstructed {
			fmt.Fprintf(bw, "  Reconstructed from TBAA metadata (the module does not define it)\n")
		}
		fmt.Fprintf(bw, "  Safety data: %s\n", ti.Safety)
		fmt.Fprintf(bw, "  Allocations: heap %d, stack %d, global %d\n", ti.HeapAllocations, ti.StackAllocations, ti.GlobalInstances)
		for _, f := range ti.Fields {
			fmt.Fprintf(bw, "  Field %d: %s offset %d reads %d writes %d frequency %s\n",
				f.Index, f.TypeName, f.Offset, f.Reads, f.Writes, strconv.FormatFloat(f.Frequency, 'g', -1, 64))
		}
		for _, o := range Optimizations() {
			ok, bad := in.Legal(ti, o)
			switch {
			case ok:
				fmt.Fprintf(bw, "  %s: candidate\n", o)
			case bad == 0:
				fmt.Fprintf(bw, "  %s: not a whole program\n", o)
			default:
				fmt.Fprintf(bw, "  %s: forbidden by %s\n", o, bad)
			}
		}
		for _, n := range ti.Notes {
			fmt.Fprintf(bw, "  note: %s\n", n)
		}
	}
	return bw.Flush()
}

// opaqueCaveat is what the reports say of an opaque-pointer module: what
// its types mean differs from a typed module's (see "Comparing typed and
// opaque results" in RULES.md).
const opaqueCaveat = "structure types that are identical once every pointer is `ptr` " +
	"may have been merged by llvm-link: one type can stand for several C types, " +
	"and it carries the conditions and counts of all of them"

// opaqueCaveatShort is opaqueCaveat for the text report's header.
const opaqueCaveatShort = "llvm-link may have merged structure types identical once pointers are `ptr`"

// JSONType is one type of the JSON report.
type JSONType struct {
	Name          string `json:"name"`
	Size          uint64 `json:"size"`
	Reconstructed bool   `json:"reconstructed,omitempty"`
	// Partial says that Size is a lower bound (TypeInfo.Partial).
	Partial     bool                `json:"partial,omitempty"`
	Safety      []string            `json:"safety"`
	Fields      []JSONField         `json:"fields"`
	Allocations JSONAllocations     `json:"allocations"`
	Candidates  map[string]bool     `json:"candidates"`
	Reasons     map[string][]string `json:"reasons"`
	Notes       []string            `json:"notes,omitempty"`
}

// JSONField is one field of the JSON report.
type JSONField struct {
	Index     int     `json:"index"`
	Type      string  `json:"type"`
	Offset    uint64  `json:"offset"`
	Reads     int     `json:"reads"`
	Writes    int     `json:"writes"`
	Frequency float64 `json:"frequency"`
}

// JSONAllocations counts allocation sites in the JSON report.
type JSONAllocations struct {
	Heap   int `json:"heap"`
	Stack  int `json:"stack"`
	Global int `json:"global"`
}

// JSONReport is the value print<dtrans> stores under the key "dtrans".
type JSONReport struct {
	WholeProgram        bool     `json:"whole_program"`
	WholeProgramReasons []string `json:"whole_program_reasons"`
	// OpaquePointers is set for a module with opaque pointers, and
	// Caveats then says what that means for its types.
	OpaquePointers bool       `json:"opaque_pointers,omitempty"`
	Caveats        []string   `json:"caveats,omitempty"`
	Types          []JSONType `json:"types"`
	// Unanalysed lists Info.Unanalysed: structures known only from
	// TBAA, whose layout is incomplete; no optimization of them is
	// legal.
	Unanalysed []JSONUnanalysed `json:"unanalysed,omitempty"`
}

// JSONUnanalysed is an UnanalysedType in the JSON report.
type JSONUnanalysed struct {
	Name    string       `json:"name"`
	Members []JSONMember `json:"members"`
}

// JSONMember is a TBAAMember in the JSON report.
type JSONMember struct {
	Offset uint64 `json:"offset"`
	Type   string `json:"type"`
	Reads  int    `json:"reads"`
	Writes int    `json:"writes"`
}

// JSONReport returns the report (a *JSONReport) for pass.JSONReporter. Maps
// have string keys, which encoding/json sorts: the output is
// deterministic.
func (in *Info) JSONReport() any {
	r := &JSONReport{WholeProgram: in.WholeProgram(), WholeProgramReasons: append([]string{}, in.reasons...), Types: []JSONType{}}
	for _, u := range in.unanalysed {
		ju := JSONUnanalysed{Name: u.Name, Members: []JSONMember{}}
		for _, m := range u.Members {
			ju.Members = append(ju.Members, JSONMember(m))
		}
		r.Unanalysed = append(r.Unanalysed, ju)
	}
	if in.m.OpaquePointers() {
		r.OpaquePointers = true
		r.Caveats = []string{opaqueCaveat}
	}
	for _, ti := range in.types {
		jt := JSONType{Name: ti.Name, Size: ti.Size, Reconstructed: ti.Reconstructed, Partial: ti.Partial, Safety: ti.Safety.Names(), Fields: []JSONField{},
			Allocations: JSONAllocations{ti.HeapAllocations, ti.StackAllocations, ti.GlobalInstances},
			Candidates:  map[string]bool{}, Reasons: map[string][]string{}, Notes: ti.Notes}
		for _, f := range ti.Fields {
			jt.Fields = append(jt.Fields, JSONField{f.Index, f.TypeName, f.Offset, f.Reads, f.Writes, f.Frequency})
		}
		for _, o := range Optimizations() {
			ok, bad := in.Legal(ti, o)
			jt.Candidates[o.String()] = ok
			if !ok {
				if bad == 0 {
					jt.Reasons[o.String()] = []string{"not a whole program"}
				} else {
					jt.Reasons[o.String()] = bad.Names()
				}
			}
		}
		r.Types = append(r.Types, jt)
	}
	return r
}
