package dtrans

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/types"
)

// This file compares the results of the typed (clang 14) and opaque
// (clang 19) modules of one C program modulo what llvm-link does to opaque
// modules: it merges structure types that are isomorphic once every pointer
// is `ptr` (see "Comparing typed and opaque results" in RULES.md).

// shapeKey is a structure type with pointers erased and nested structures
// expanded: two types llvm-link would merge under opaque pointers have
// the same key.
func shapeKey(t types.Type, depth int) string {
	if depth > 32 {
		return "?"
	}
	switch x := t.(type) {
	case *types.PointerType:
		return "ptr"
	case *types.StructType:
		if x.Opaque {
			return "opaque:" + baseName(x.Name())
		}
		var b strings.Builder
		if x.Packed {
			b.WriteString("<")
		}
		b.WriteString("{")
		for i, f := range x.Fields {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(shapeKey(f, depth+1))
		}
		b.WriteString("}")
		return b.String()
	case *types.ArrayType:
		return fmt.Sprintf("[%d x %s]", x.Len, shapeKey(x.ElemType, depth+1))
	case *types.VectorType:
		return fmt.Sprintf("<%d x %s>", x.Len, shapeKey(x.ElemType, depth+1))
	}
	return t.String()
}

// baseName strips the ".N" suffixes llvm-link and clang add to a type name
// to keep it unique ("struct.anon.6.74" -> "struct.anon").
func baseName(name string) string {
	for {
		i := strings.LastIndexByte(name, '.')
		if i < 0 || i == len(name)-1 || strings.Trim(name[i+1:], "0123456789") != "" {
			return name
		}
		name = name[:i]
	}
}

// typeMatch maps each named type of the typed result to the type of the
// opaque result it became: the opaque type of the same shape and the same
// name, else the only one of the same shape and base name, else the only
// one of the same shape. Types left out have no counterpart (the opaque
// module does not define types it only reaches through pointers) or an
// ambiguous one.
func typeMatch(typed, opaque *Info) map[int]int {
	byShape := make(map[string][]int)
	for _, ti := range opaque.tt.infos {
		if ti.Type.Name() == "" {
			continue
		}
		k := shapeKey(ti.Type, 0)
		byShape[k] = append(byShape[k], ti.id)
	}
	out := make(map[int]int)
	for _, ti := range typed.tt.infos {
		if ti.Type.Name() == "" {
			continue
		}
		cands := byShape[shapeKey(ti.Type, 0)]
		pick := -1
		var sameBase []int
		for _, c := range cands {
			on := opaque.tt.infos[c].Type.Name()
			if on == ti.Type.Name() {
				pick = c
				break
			}
			if baseName(on) == baseName(ti.Type.Name()) {
				sameBase = append(sameBase, c)
			}
		}
		switch {
		case pick >= 0:
		case len(sameBase) == 1:
			pick = sameBase[0]
		case len(cands) == 1:
			pick = cands[0]
		default:
			continue
		}
		out[ti.id] = pick
	}
	return out
}

// structuralConds are the conditions that describe a type itself, not its
// uses: each module says them of its own types.
const structuralConds = NestedStruct | ContainsNestedStruct | NoFieldsInStruct | SystemObject

// agreement is the outcome of comparing a typed and an opaque result.
type agreement struct {
	byName, byNameSame int // named types present in both under one name; of them, same safety and counts
	matched, same      int // typed types with an opaque counterpart; of them, agreeing modulo linking
	typedOnly          int // typed types with no counterpart
	merged             int // opaque types that are the counterpart of several typed types
	diffs              []string

	// candTyped and candOpaque count, for each optimization, the
	// matched typed types its conditions allow (in the typed module's own
	// analysis, without the merges), and those whose counterparts it
	// allows in the opaque module.
	candTyped, candOpaque [numOptimizations]int
	// candMerged counts the typed candidates whose counterpart is not
	// one because it is merged with other types.
	candMerged [numOptimizations]int
	// laxer lists the matched types that an optimization the typed
	// module's own analysis forbids is a candidate for in the opaque
	// module: where the opaque answer is less conservative.
	laxer []string
}

// compareResults compares the typed and opaque results of one program.
//
// By name, it counts the named types both modules define under one name
// whose safety data and field counts are equal.
//
// Modulo linking, it first analyses the typed module again as if the types
// that became one type of the opaque module were one (typeTable.alias): the
// opaque module lost the distinction between them (their pointer fields
// share one class, their conditions are one set), and the typed analysis
// is made to lose it too. The opaque module's answer for a type O is then
// expected to be what this typed analysis says of the types that became O:
// the union of their directly observed conditions (with O's own structural
// ones), propagated along the opaque module's nesting of types, and the
// sum of their field counts.
func compareResults(t *testing.T, typed, opaque *Info) agreement {
	t.Helper()
	var ag agreement
	st, so := summary(typed), summary(opaque)
	for n, s := range st {
		if o, ok := so[n]; ok {
			ag.byName++
			if o == s {
				ag.byNameSame++
			}
		}
	}
	match := typeMatch(typed, opaque)
	pre := make(map[int][]int) // opaque id -> typed ids
	for t, o := range match {
		pre[o] = append(pre[o], t)
	}
	alias := make([]int, len(typed.tt.infos))
	for i := range alias {
		alias[i] = i
	}
	for _, ts := range pre {
		sort.Ints(ts)
		if len(ts) > 1 {
			ag.merged++
		}
		for _, t := range ts {
			alias[t] = ts[0]
		}
	}
	orig := typed
	if ag.merged > 0 {
		merged, err := analyze(context.Background(), typed.m, alias)
		if err != nil {
			t.Fatal(err)
		}
		if len(merged.tt.infos) != len(typed.tt.infos) {
			t.Fatalf("the typed module's types were registered differently (%d, then %d)", len(typed.tt.infos), len(merged.tt.infos))
		}
		typed = merged
	}
	expected := propagated(opaque.tt.infos, func(ti *TypeInfo) SafetyData {
		ts, ok := pre[ti.id]
		if !ok {
			return ti.direct
		}
		c := ti.direct & structuralConds
		if ti.unknownOuter {
			// What the opaque module's types allow it to know: the
			// container it lacks hides the uses of its bytes
			// (unknownContainers), as the types it merged hide
			// their distinction.
			c |= UnhandledUse
		}
		for _, t := range ts {
			c |= typed.tt.infos[t].direct &^ structuralConds
		}
		return c
	})
	for _, ti := range typed.tt.infos {
		if ti.Type.Name() == "" {
			continue
		}
		o, ok := match[ti.id]
		if !ok {
			ag.typedOnly++
			continue
		}
		ag.matched++
		oi := opaque.tt.infos[o]
		for _, op := range Optimizations() {
			tc, oc := orig.tt.infos[ti.id].Safety&op.ForbiddenBy() == 0, oi.Safety&op.ForbiddenBy() == 0
			if tc {
				ag.candTyped[op]++
			}
			if oc {
				ag.candOpaque[op]++
			}
			if tc && !oc && len(pre[o]) > 1 {
				ag.candMerged[op]++
			}
			if oc && !tc {
				ag.laxer = append(ag.laxer, fmt.Sprintf("%s -> %s: %s", ti.Name, oi.Name, op))
			}
		}
		want := expected[o]
		var counts []string
		for i := range oi.Fields {
			r, w := 0, 0
			for _, t := range pre[o] {
				if fs := typed.tt.infos[t].Fields; i < len(fs) {
					r += fs[i].Reads
					w += fs[i].Writes
				}
			}
			if r != oi.Fields[i].Reads || w != oi.Fields[i].Writes {
				counts = append(counts, fmt.Sprintf("field %d: typed %d/%d opaque %d/%d", i, r, w, oi.Fields[i].Reads, oi.Fields[i].Writes))
			}
		}
		if want == oi.Safety && len(counts) == 0 {
			ag.same++
			continue
		}
		d := fmt.Sprintf("%s -> %s:", ti.Name, oi.Name)
		if extra := oi.Safety &^ want; extra != 0 {
			d += " opaque only: " + extra.String() + ";"
		}
		if missing := want &^ oi.Safety; missing != 0 {
			d += " typed only: " + missing.String() + ";"
		}
		if len(counts) > 0 {
			d += " " + strings.Join(counts, ", ")
		}
		ag.diffs = append(ag.diffs, d)
	}
	sort.Strings(ag.diffs)
	sort.Strings(ag.laxer)
	return ag
}
