package dtrans

import (
	"context"
	"fmt"
	"math/bits"
	"sort"

	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Analysis is the DTrans analysis as a module analysis of package pass,
// registered under the name "dtrans". Get its result with
//
//	info, err := pass.GetResult(am, dtrans.Analysis, m)
var Analysis = &pass.Analysis[*Info]{
	Name: "dtrans",
	Doc:  "DTransAnalysis: aggregate types, field accesses, safety conditions and optimization legality",
	Run: func(ctx context.Context, _ *pass.AnalysisManager, m *ir.Module) (*Info, error) {
		return Analyze(ctx, m)
	},
}

// Register adds the dtrans analysis to r (print<dtrans> then prints its
// text or JSON report).
func Register(r *pass.Registry) error {
	if err := r.RegisterAnalysis(Analysis); err != nil {
		return fmt.Errorf("dtrans: %w", err)
	}
	return nil
}

// Info is the result of the analysis, the seed's DTransAnalysisInfo. It is
// safe for concurrent use once returned.
type Info struct {
	m       *ir.Module
	tt      *typeTable
	inf     *inferrer
	types   []*TypeInfo
	reasons []string
	lpa     *LocalPointerAnalyzer
	// unanalysed are the structures only TBAA knows (see Unanalysed).
	unanalysed []*UnanalysedType
}

// Module returns the analysed module.
func (in *Info) Module() *ir.Module { return in.m }

// Types returns every structure type of the module, sorted by name.
func (in *Info) Types() []*TypeInfo { return in.types }

// Lookup returns the type printed as name ("%struct.S", "{ i32, i8 }"),
// or nil.
func (in *Info) Lookup(name string) *TypeInfo {
	id, ok := in.tt.byName[name]
	if !ok {
		return nil
	}
	return in.tt.infos[id]
}

// TypeInfo returns the information on structure type t (or on the
// structure t is an array of), or nil when t holds none.
func (in *Info) TypeInfo(t types.Type) *TypeInfo {
	st := structIn(t)
	if st == nil {
		return nil
	}
	if id, ok := in.tt.ptrIDs.get(typeKey(st)); ok {
		return in.tt.infos[id]
	}
	return in.Lookup(in.tt.typeName(st))
}

// WholeProgram reports whether the module can be treated as the whole
// program: it defines main, no external function it calls can see its
// types, and it has no exception handling. DTrans optimizations must not
// run otherwise; WholeProgramReasons says why.
func (in *Info) WholeProgram() bool { return len(in.reasons) == 0 }

// WholeProgramReasons returns why the module is not a whole program,
// sorted; empty when it is.
func (in *Info) WholeProgramReasons() []string { return in.reasons }

// Unanalysed returns, sorted by name, the structures the module's
// struct-path TBAA metadata shows the program accessing but that the
// module neither defines nor lets the analysis rebuild: clang at -O2
// under opaque pointers drops the definition of a structure it only
// reaches through byte offsets, and the analysis rebuilds it from its
// TBAA type node, with opaque bytes for the array and union members TBAA
// does not describe, unless a member lies where no layout can put it
// (bit-fields, packed structures: sqlite3's VdbeCursor). They are not analysed,
// no optimization of them is legal, and the structures they contain are
// NestedStruct and UnhandledUse. What TBAA says of their members, and
// the accesses its tags attribute to them, is reported.
func (in *Info) Unanalysed() []*UnanalysedType { return in.unanalysed }

// UnanalysedType is a structure Info.Unanalysed lists.
type UnanalysedType struct {
	Name string // as LLVM would print it: "%struct.lua_State"
	// Members are the members its TBAA type node lists, by offset:
	// scalars and structures, not the arrays and unions it omits.
	Members []TBAAMember
}

// TBAAMember is a member of an UnanalysedType.
type TBAAMember struct {
	Offset uint64
	// Type is the TBAA type's name ("int", "any pointer") or, for a
	// structure, "%struct.S".
	Type string
	// Reads and Writes count the loads and stores whose struct-path
	// tag names the structure at an offset from this member's to the
	// next's: static counts, like TypeInfo's fields', of the tagged
	// accesses only (at -O2; -O0 code has no tags). An access inside a
	// member structure the module has a type for counts on that type's
	// field instead.
	Reads, Writes int
}

// PointerAnalyzer returns the local pointer analyzer of the module, to
// ask what any pointer value points to.
func (in *Info) PointerAnalyzer() *LocalPointerAnalyzer { return in.lpa }

// PointerInfo is PointerAnalyzer().Info(v).
func (in *Info) PointerInfo(v value.Value) *LocalPointerInfo { return in.lpa.Info(v) }

// analyzer holds the state of one run.
type analyzer struct {
	ctx     context.Context
	m       *ir.Module
	tt      *typeTable
	inf     *inferrer
	cur     *llir.Func
	reasons map[string]bool
	// idents caches the functions' Ident for the notes: llir builds
	// it anew on each call, at a cost of a few thousand instructions.
	idents map[*llir.Func]string
	// globalTags gives the structures the TBAA tags of a global
	// variable's accesses name besides its declared one (taggedGlobal).
	globalTags map[*llir.Global][]int
	// pseudoAcc counts the loads and stores whose struct-path tags name
	// a structure the module lacks and the analysis could not rebuild
	// (a pseudo structure), by offset (Info.Unanalysed).
	pseudoAcc map[pseudoAccess]int
	// tailElems lists, by rebuilt structure, the structures whose array
	// its open last member holds (tailArrays).
	tailElems map[int][]int
	// blobArrs lists, by blob field (isBlob), the arrays of structures
	// the code indexes in its bytes (blobArrays).
	blobArrs map[elemRef][]blobArray
}

// pseudoAccess is a pseudo structure, an offset in it, and whether the
// access writes.
type pseudoAccess struct {
	pseudo int
	off    int64
	write  bool
}

// Analyze runs the DTrans analysis on m without a pass manager.
func Analyze(ctx context.Context, m *ir.Module) (*Info, error) {
	return analyze(ctx, m, nil)
}

// analyze is Analyze with the type aliases of the typed/opaque comparison
// (see typeTable.alias); nil for the real analysis.
func analyze(ctx context.Context, m *ir.Module, alias []int) (*Info, error) {
	if m == nil || m.Module == nil {
		return nil, fmt.Errorf("dtrans: nil module")
	}
	dl, err := ir.ParseDataLayout(m.Module.DataLayout)
	if err != nil {
		return nil, fmt.Errorf("dtrans: %s: %w", m.Name, err)
	}
	an := &analyzer{ctx: ctx, m: m, reasons: make(map[string]bool), pseudoAcc: make(map[pseudoAccess]int)}
	an.tt = newTypeTable(m, dl, alias)
	an.inf = newInferrer(ctx, m, an.tt, an.flag)
	if err := an.inf.run(); err != nil {
		return nil, fmt.Errorf("dtrans: %s: %w", m.Name, err)
	}
	an.blobArrays()
	if err := an.visitAll(); err != nil {
		return nil, fmt.Errorf("dtrans: %s: %w", m.Name, err)
	}
	an.tailArrays()
	an.classConditions()
	an.mergeConditions()
	an.globals()
	an.structural()
	an.unknownContainers()
	an.propagate()
	hasMain := false
	for _, f := range m.Funcs {
		if f.Name() == "main" && len(f.Blocks) > 0 {
			hasMain = true
		}
	}
	if !hasMain {
		an.reason("no definition of main: the module is not a whole program")
	}
	an.inf.flatten()
	in := &Info{m: m, tt: an.tt, inf: an.inf, types: an.tt.sortedInfos(), unanalysed: an.unanalysed()}
	for r := range an.reasons {
		in.reasons = append(in.reasons, r)
	}
	sort.Strings(in.reasons)
	in.lpa = newLocalPointerAnalyzer(an.inf)
	return in, nil
}

// flag records condition c directly on type id, with a note saying where.
func (an *analyzer) flag(id int, c SafetyData, where any, why string) {
	if id < 0 || id >= len(an.tt.infos) {
		return
	}
	ti := an.tt.infos[id]
	ti.direct |= c
	ci := bits.TrailingZeros32(uint32(c))
	if ti.notesPer[ci] >= 3 {
		return
	}
	ti.notesPer[ci]++
	ti.Notes = append(ti.Notes, fmt.Sprintf("%s: %s: %s", conditionNames[ci], an.place(where), why))
}

// flagFn is flag with a reason naming function f, built only when the
// note is kept (function names are costly to compute in llir).
func (an *analyzer) flagFn(id int, c SafetyData, where any, why string, f *llir.Func) {
	if id < 0 || id >= len(an.tt.infos) {
		return
	}
	ti := an.tt.infos[id]
	if ti.notesPer[bits.TrailingZeros32(uint32(c))] >= 3 {
		ti.direct |= c
		return
	}
	an.flag(id, c, where, why+an.ident(f))
}

// place describes where something was seen: a source position, else the
// value's name and function.
func (an *analyzer) place(where any) string {
	if s := ir.LocString(where); s != "" {
		return s
	}
	cur := an.cur
	if cur == nil && an.inf != nil {
		cur = an.inf.cur
	}
	switch w := where.(type) {
	case *metadata.Tuple:
		// A TBAA type node: its metadata name (!12).
		return "TBAA type node " + w.Ident()
	case *llir.Global:
		return w.Ident()
	case *llir.Func:
		return an.ident(w)
	case *llir.Param:
		if cur != nil {
			return w.Ident() + " in " + an.ident(cur)
		}
		return w.Ident()
	case value.Named:
		if cur != nil && w.Name() != "" {
			return w.Ident() + " in " + an.ident(cur)
		}
	}
	// An unnamed instruction (a store, a call of a void function): its
	// text says which it is.
	if ll, ok := where.(interface{ LLString() string }); ok && where != nil {
		if _, isInst := where.(value.User); isInst {
			text := ll.LLString()
			if an.tt.opaque {
				text = opaquePtrName(text)
			}
			if len(text) > 72 {
				text = text[:69] + "..."
			}
			if cur != nil {
				return "`" + text + "` in " + an.ident(cur)
			}
			return "`" + text + "`"
		}
	}
	if cur != nil {
		return "in " + an.ident(cur)
	}
	return "module"
}

// ident returns f.Ident(), cached.
func (an *analyzer) ident(f *llir.Func) string {
	if s, ok := an.idents[f]; ok {
		return s
	}
	if an.idents == nil {
		an.idents = make(map[*llir.Func]string)
	}
	s := f.Ident()
	an.idents[f] = s
	return s
}

func (an *analyzer) reason(format string, args ...any) {
	an.reasons[fmt.Sprintf(format, args...)] = true
}

// structural sets the conditions that follow from the types themselves.
func (an *analyzer) structural() {
	for _, ti := range an.tt.infos {
		switch {
		case ti.Type.Opaque:
			an.flag(ti.id, UnhandledUse, nil, "opaque structure: its layout is unknown")
		case len(ti.Type.Fields) == 0:
			an.flag(ti.id, NoFieldsInStruct, nil, "structure with no fields")
		}
		if len(ti.outer) > 0 {
			ti.direct |= NestedStruct
		}
		if len(ti.nested) > 0 {
			ti.direct |= ContainsNestedStruct
		}
		if ti.system {
			ti.direct |= SystemObject
		}
	}
}

// unknownContainers flags the structures that the struct-path TBAA type
// nodes nest in a structure the module does not define and the analysis
// could not rebuild (clang 19 at -O2 drops the definitions of structures
// it reaches only through byte offsets, and those with arrays or unions
// leave no complete trace in TBAA: brotli's BrotliEncoderState around its
// RingBuffer, lua's lua_State around its CallInfo). Such a structure is
// nested (NestedStruct), and what the program does with its container's
// bytes is unknown, so no condition of the container can reach it: it is
// UnhandledUse, a conservative answer where typed IR, which defines the
// container, computes the container's conditions and propagates them.
func (an *analyzer) unknownContainers() {
	seen := make(map[*metadata.Tuple]bool)
	for _, node := range an.inf.unbuilt {
		if seen[node] {
			continue
		}
		seen[node] = true
		name, ok := node.Fields[0].(*metadata.String)
		if !ok {
			continue
		}
		container := fmt.Sprintf("%q", name.Value)
		if name.Value == "" {
			container = "a structure without a tag"
		}
		for i := 1; i+1 < len(node.Fields); i += 2 {
			ft, ok := node.Fields[i].(*metadata.Tuple)
			if !ok {
				continue
			}
			id, known := an.inf.tbaaIDs[ft]
			if !known || id < 0 {
				continue
			}
			ti := an.tt.infos[id]
			if name.Value == "" && len(ti.outer) > 0 {
				// A node without a name that matched no structure
				// may still be one the module defines (brotli's
				// Hasher, whose union has no signature): the member
				// has a container the module knows.
				continue
			}
			ti.direct |= NestedStruct
			ti.unknownOuter = true
			an.flag(id, UnhandledUse, node, fmt.Sprintf("nested in %s (TBAA), a structure the module does not define and its TBAA does not describe completely: the uses of its container are unknown", container))
		}
	}
	// A structure rebuilt from TBAA with gaps (gapLayout): the bytes of
	// its arrays and unions are not described, so no optimization of it
	// is legal, as of one not rebuilt; its listed members are analysed.
	for _, ti := range an.tt.infos {
		if len(ti.blobs) > 0 {
			an.flag(ti.id, UnhandledUse, ti.Name, "rebuilt from TBAA, which does not describe the arrays and unions between its members: their uses are unknown")
		}
	}
	an.tbaaNesting()
	// An array member indexed at a byte offset from a pointer that
	// nothing types, or whose tags name a structure the module lacks
	// (unbuiltBase): TBAA gives arrays no structure, but the code says
	// the array lies inside an object the analysis cannot describe.
	for _, x := range an.inf.interior {
		if x.stride {
			continue // tailArrays' alone
		}
		if x.src != nil {
			if e, ok := an.blobAt(x.src, x.off); ok && an.blobHolds(e, x.id) {
				// An array in the bytes of a structure rebuilt
				// with gaps (gapLayout): nested in it.
				continue
			}
		}
		unbuilt := an.unbuiltBase(x)
		if d := an.inf.cls(x.base); (len(d.types) > 0 || len(d.elems) > 0 || x.one) && !unbuilt {
			continue
		}
		ti := an.tt.infos[x.id]
		ti.direct |= NestedStruct
		ti.unknownOuter = true
		an.flag(x.id, UnhandledUse, x.at, fmt.Sprintf("an array of it at byte offset %d inside an object of unknown type: the uses of its container are unknown", x.off))
		// The structure the tags of its elements' accesses name,
		// where llvm-link gave the elements another of its layout
		// (sqlite3's sColMap, a ReStateSet there).
		if t, ok := an.inf.tagsOf(x.elem); unbuilt && ok && t >= 0 && t != x.id && an.tt.sameLayout(t, x.id, 0) {
			tt := an.tt.infos[t]
			tt.direct |= NestedStruct
			tt.unknownOuter = true
			an.flag(t, UnhandledUse, x.at, fmt.Sprintf("an array of it (declared %s, which has its layout; TBAA names this type) at byte offset %d inside an object of unknown type: the uses of its container are unknown", ti.Name, x.off))
		}
	}
	// A structure accessed, as its tags say, at a constant byte offset
	// inside an object whose own tags name a structure the TBAA type
	// nodes do not describe (mujs's js_Regexp in the union of a
	// js_Object): it is nested in that unknown container.
	for _, x := range an.inf.tagInside {
		if e, ok := an.blobAt(x.src, x.off); ok {
			// Inside the bytes of an array or union of a
			// structure rebuilt with gaps (gapLayout): nested in it.
			an.blobHolds(e, x.id)
			continue
		}
		if !an.pseudoBase(x.src) {
			continue
		}
		ti := an.tt.infos[x.id]
		ti.direct |= NestedStruct
		ti.unknownOuter = true
		an.flag(x.id, UnhandledUse, x.at, fmt.Sprintf("accessed at byte offset %d inside an object of a type the module does not define and its TBAA does not describe completely: the uses of its container are unknown", x.off))
	}
}

// unanalysed returns the named TBAA structures the module lacks and
// tbaaStruct could not rebuild, sorted by name, with their members and
// the accesses their tags attribute to them (Info.Unanalysed).
func (an *analyzer) unanalysed() []*UnanalysedType {
	byName := make(map[string]*UnanalysedType)
	var out []*UnanalysedType
	accs := make(map[int][]pseudoAccess) // by pseudo structure
	counts := make(map[pseudoAccess]int)
	for k, c := range an.pseudoAcc {
		accs[k.pseudo] = append(accs[k.pseudo], k)
		counts[k] = c
	}
	for _, node := range an.inf.unbuilt {
		name, ok := node.Fields[0].(*metadata.String)
		if !ok || name.Value == "" {
			continue
		}
		n := "%struct." + name.Value
		if _, defined := an.tt.byName[n]; defined {
			continue
		}
		if _, union := an.tt.byName["%union."+name.Value]; union {
			continue
		}
		ut := byName[n]
		if ut == nil {
			ut = &UnanalysedType{Name: n, Members: tbaaMembers(node)}
			byName[n] = ut
			out = append(out, ut)
		}
		// Two nodes of one name (two translation units) describe
		// the same C type: their accesses add up.
		id, ok := an.inf.pseudoIDs[node]
		if !ok {
			continue
		}
		for _, k := range accs[id] {
			// The member the offset lies in: the last one at or
			// before it.
			i := sort.Search(len(ut.Members), func(i int) bool { return int64(ut.Members[i].Offset) > k.off }) - 1
			if i < 0 {
				continue
			}
			if k.write {
				ut.Members[i].Writes += counts[k]
			} else {
				ut.Members[i].Reads += counts[k]
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// tbaaMembers lists the members a TBAA struct type node describes, by
// offset.
func tbaaMembers(node *metadata.Tuple) []TBAAMember {
	var out []TBAAMember
	for i := 1; i+1 < len(node.Fields); i += 2 {
		c, ok := node.Fields[i+1].(*constant.Int)
		if !ok {
			break
		}
		off, ok := ir.ConstInt(c)
		if !ok || off < 0 {
			break
		}
		m := TBAAMember{Offset: uint64(off), Type: "?"}
		if ft, ok := node.Fields[i].(*metadata.Tuple); ok && len(ft.Fields) > 0 {
			if name, ok := ft.Fields[0].(*metadata.String); ok {
				m.Type = name.Value
				if _, scalar := tbaaScalar(name.Value); !scalar && len(ft.Fields) >= 3 && name.Value != "" {
					m.Type = "%struct." + name.Value
				}
			}
		}
		out = append(out, m)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Offset < out[j].Offset })
	return out
}

// pseudoBase reports whether the tags of the accesses through v (past
// casts) name one structure the TBAA type nodes do not describe.
func (an *analyzer) pseudoBase(v value.Value) bool {
	t, ok := an.inf.pseudoTags[keyOf(stripBitCasts(v))]
	return ok && isPseudo(t)
}

// unbuiltBase reports whether the tags of the accesses through the base
// of interior array x name a structure the module does not define and
// the analysis could not rebuild (a pseudo structure): sqlite3's FKey,
// dropped by clang 19 at -O2, whose trailing `sColMap aCol[1]` the code
// indexes at byte offset 64 from a pointer of the generic class. Its
// class's types do not say what the object is, its tags do.
func (an *analyzer) unbuiltBase(x interiorArray) bool {
	t, ok := an.inf.tagsOf(x.src)
	return ok && isPseudo(t)
}

// tbaaNesting adds the nesting the struct-path TBAA type nodes describe
// and the module's types do not: llvm-link 19 merges structures that are
// identical under opaque pointers, so a container's field may have the
// type of another structure of the same layout (sqlite3's BusyHandler, at
// offset 640 of sqlite3, is an IdxColumn there, and clang 19 at -O2 drops
// BusyHandler's own definition). The member is nested in the container,
// whose conditions then reach it as they do in typed IR.
func (an *analyzer) tbaaNesting() {
	type link struct{ outer, inner int }
	var links []link
	for node, c := range an.inf.tbaaIDs {
		if c < 0 {
			continue
		}
		for i := 1; i+1 < len(node.Fields); i += 2 {
			ft, ok := node.Fields[i].(*metadata.Tuple)
			if !ok {
				continue
			}
			if m, known := an.inf.tbaaIDs[ft]; known && m >= 0 && m != c && !an.tt.nestedIn(m, c) {
				links = append(links, link{c, m})
			}
		}
	}
	sort.Slice(links, func(i, j int) bool {
		if links[i].outer != links[j].outer {
			return links[i].outer < links[j].outer
		}
		return links[i].inner < links[j].inner
	})
	for _, l := range links {
		outer, inner := an.tt.infos[l.outer], an.tt.infos[l.inner]
		outer.nested = appendUnique(outer.nested, l.inner)
		inner.outer = appendUnique(inner.outer, l.outer)
		outer.direct |= ContainsNestedStruct
		inner.direct |= NestedStruct
	}
}

// propagate computes each type's Safety from the direct conditions, passing
// cascadeDown to contained types and cascadeUp to containers until
// nothing changes.
func (an *analyzer) propagate() {
	safety := propagated(an.tt.infos, func(ti *TypeInfo) SafetyData { return ti.direct })
	for i, ti := range an.tt.infos {
		ti.Safety = safety[i]
	}
}

// propagated returns, for each type of infos (indexed by id), the closure
// of the conditions start gives it under the propagation rule (see
// doc.go). The comparison of typed and opaque results uses it too.
func propagated(infos []*TypeInfo, start func(*TypeInfo) SafetyData) []SafetyData {
	safety := make([]SafetyData, len(infos))
	for i, ti := range infos {
		safety[i] = start(ti)
	}
	for changed := true; changed; {
		changed = false
		for i, ti := range infos {
			for _, in := range ti.nested {
				if add := safety[i] & cascadeDown &^ safety[in]; add != 0 {
					safety[in] |= add
					changed = true
				}
			}
			for _, out := range ti.outer {
				if add := safety[i] & cascadeUp &^ safety[out]; add != 0 {
					safety[out] |= add
					changed = true
				}
			}
		}
	}
	return safety
}

// tailAt returns the open last member (openTail) of the structure a
// pointer base points to that byte offset off addresses, looked up as
// blobAt does.
func (an *analyzer) tailAt(base value.Value, off int64) (elemRef, bool) {
	return an.memberAt(base, off, func(e elemRef, within uint64) bool {
		return within == 0 && an.tt.openTail(e)
	})
}

// blobAt returns the blob field (isBlob) of the structure base points to
// that holds byte offset off, if any.
func (an *analyzer) blobAt(base value.Value, off int64) (elemRef, bool) {
	return an.memberAt(base, off, func(e elemRef, _ uint64) bool { return an.tt.isBlob(e) })
}

// memberAt descends from the structure base points to (its class's
// dominant type, else the one its accesses' tags name, else, in a class
// of several types, the one it means) through the
// structures that hold byte offset off, and returns the first field on
// the way that want accepts (within: off's offset inside the field).
func (an *analyzer) memberAt(base value.Value, off int64, want func(e elemRef, within uint64) bool) (elemRef, bool) {
	n := an.inf.node(stripBitCasts(base))
	if n < 0 || off <= 0 {
		return elemRef{}, false
	}
	d := an.inf.cls(n)
	if d == nil {
		return elemRef{}, false
	}
	cur := an.inf.dominantOf(d)
	if t, ok := an.inf.tagsOf(base); cur < 0 && ok && t >= 0 && t < len(an.tt.infos) && !isPseudo(t) {
		// A pointer of a class of several types whose accesses'
		// tags name one structure (sqlite3's generic class): that
		// one, as unbuiltBase reads them.
		cur = t
	}
	if cur < 0 && len(d.types) > 1 {
		// What the value means (meaning.go: the structure the field it
		// was loaded from holds), as for its byte offsets
		// (resolveByteGEPs): mujs's prog->cclass, prog loaded from a
		// cstate's field into the class of every js_Object.
		if m := an.inf.meaning(stripBitCasts(base)); m >= 0 && m < len(an.tt.infos) && !isPseudo(m) && an.inf.mayPointToRoot(an.inf.find(n), m) {
			cur = m
		}
	}
	r := uint64(off)
	for depth := 0; cur >= 0 && depth < 32; depth++ {
		idx, ft, within, _, ok := an.inf.offsetStep(cur, r)
		if !ok {
			break
		}
		if e := (elemRef{cur, idx}); want(e, r-an.tt.infos[cur].Fields[idx].Offset) {
			return e, true
		}
		inner, isStruct := ft.(*types.StructType)
		if !isStruct {
			break
		}
		cur, r = an.tt.id(inner), within
	}
	return elemRef{}, false
}
