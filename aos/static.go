package aos

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"golang.org/x/tools/container/intsets"
	"path"
	"strconv"
)

// detector turns the solved value flow into arrays.
type detector struct {
	f  *flow
	dl *ir.DataLayout

	// reach maps each candidate object to the accesses reaching it;
	// direct holds those that reach it other than through the merged
	// escaped memory (see flow.memCands), the evidence for heap types.
	reach  map[int32][]Access
	direct map[int32][]Access
	se     *sizeEval
	// accMemo holds the accesses of heap entries by struct type and
	// requests (entryAccesses).
	accMemo map[string][]Access
}

func (d *detector) sizes() *sizeEval {
	if d.se == nil {
		d.se = newSizeEval(d.f)
	}
	return d.se
}

// structArray returns the innermost struct type of an array type (through
// nested arrays) and the total number of struct elements. It also accepts
// the packed literal structs clang gives initialized global arrays whose
// tail is zero (<{ %struct.T, %struct.T, [98 x %struct.T] }>). ok is false
// for anything else, including arrays of non-struct types, arrays of
// unnamed (literal) structs and arrays of length 0.
func structArray(t types.Type) (st *types.StructType, count int64, ok bool) {
	count = 1
	isArray := false
	for depth := 0; depth < 32; depth++ {
		switch x := t.(type) {
		case *types.ArrayType:
			if x.Len == 0 {
				return nil, 0, false
			}
			if count > (1<<62)/int64(x.Len) {
				return nil, 0, false
			}
			count *= int64(x.Len)
			isArray = true
			t = x.ElemType
		case *types.StructType:
			if x.TypeName == "" && isArray {
				return nil, 0, false
			}
			if x.TypeName != "" {
				if !isArray {
					return nil, 0, false
				}
				return x, count, true
			}
			// A literal struct at the top: clang's layout of a
			// partially initialized global array.
			return literalArray(x)
		default:
			return nil, 0, false
		}
	}
	return nil, 0, false
}

// literalArray recognises a literal struct whose fields are all the same
// named struct T or arrays of T, as the type of an initialized global array
// of T.
func literalArray(x *types.StructType) (*types.StructType, int64, bool) {
	if x.TypeName != "" || len(x.Fields) < 2 {
		return nil, 0, false
	}
	var elem *types.StructType
	var total int64
	for _, ft := range x.Fields {
		var st *types.StructType
		n := int64(1)
		switch y := ft.(type) {
		case *types.StructType:
			st = y
		case *types.ArrayType:
			inner, c, ok := structArray(y)
			if !ok {
				return nil, 0, false
			}
			st, n = inner, c
		default:
			return nil, 0, false
		}
		if st.TypeName == "" || (elem != nil && elem != st) {
			return nil, 0, false
		}
		elem = st
		total += n
	}
	return elem, total, elem != nil
}

// staticArrays finds the global, stack and vla arrays.
func (d *detector) staticArrays() []*Array {
	var out []*Array
	for i, g := range d.f.m.Globals {
		if g.Init == nil {
			// A declaration: the array is defined (and reported) in the
			// module that defines it.
			continue
		}
		st, n, ok := structArray(g.ContentType)
		if !ok {
			continue
		}
		out = append(out, &Array{Kind: Global, Struct: st, Global: g, Site: g, Count: n, Loc: globalLoc(g), pos: i})
	}
	for _, a := range d.f.allocas {
		fn := d.f.allocaFn[a]
		arr := &Array{Site: a, Func: fn, Loc: ir.LocString(a), pos: d.f.instPos[a], Count: -1}
		nelems, constN := int64(1), true
		if a.NElems != nil {
			nelems, constN = ir.ConstInt(a.NElems)
		}
		if st, n, ok := structArray(a.ElemType); ok {
			arr.Kind, arr.Struct = Stack, st
			if constN && nelems > 0 && n <= (1<<62)/nelems {
				arr.Count = n * nelems
			} else if !constN {
				arr.Kind = VLA
			} else {
				continue
			}
			out = append(out, arr)
			continue
		}
		st, ok := a.ElemType.(*types.StructType)
		if !ok || st.TypeName == "" {
			continue
		}
		switch {
		case !constN:
			arr.Kind, arr.Struct = VLA, st
		case nelems >= 2:
			// alloca %struct.T, i64 8: a fixed-size array (what -O2 makes
			// of a VLA whose length became constant).
			arr.Kind, arr.Struct, arr.Count = Stack, st, nelems
		default:
			continue // a single struct
		}
		out = append(out, arr)
	}
	return out
}

// collectAccesses computes, for every heap site the requests do not
// cover (posix_memalign's), the getelementptrs whose base may point to it
// in the whole-program flow. The static arrays and the covered sites take
// theirs from the field-based flow (requestAccesses): in a large program
// most getelementptrs reach every candidate stored into the escaped
// memory, and going over them all was most of this pass's time.
func (d *detector) collectAccesses(covered map[value.Value]bool) {
	var cand intsets.Sparse
	for _, o := range d.f.allocs {
		if !covered[d.f.objs[o].val] {
			cand.Insert(int(o))
		}
	}
	d.reach = make(map[int32][]Access)
	d.direct = make(map[int32][]Access)
	if cand.IsEmpty() {
		return
	}
	var hit, viaMem intsets.Sparse
	var elems []int
	for _, g := range d.f.geps {
		if zeroGEP(g.gep) {
			continue
		}
		_, src, _, ok := ir.GEPIndices(g.gep)
		if !ok {
			continue
		}
		pts := d.f.rawPointsTo(src)
		if pts == nil {
			continue
		}
		hit.Intersection(pts, &cand)
		viaMem.Clear()
		if pts.Has(memCandsObj) {
			viaMem.Intersection(&d.f.memCands, &cand)
			viaMem.DifferenceWith(&hit)
		}
		if hit.IsEmpty() && viaMem.IsEmpty() {
			continue
		}
		acc := Access{GEP: g.gep, Inst: g.user, Func: g.fn, Loc: accessLoc(g.user)}
		elems = hit.AppendTo(elems[:0])
		for _, o := range elems {
			d.reach[int32(o)] = append(d.reach[int32(o)], acc)
			d.direct[int32(o)] = append(d.direct[int32(o)], acc)
		}
		elems = viaMem.AppendTo(elems[:0])
		for _, o := range elems {
			d.reach[int32(o)] = append(d.reach[int32(o)], acc)
		}
	}
}

// zeroGEP reports whether all of a getelementptr's indices are zero: it
// computes its base address (a pointer cast; clang 15 and later do not even
// emit it), so it is not counted as an access.
func zeroGEP(v value.Value) bool {
	_, _, idx, ok := ir.GEPIndices(v)
	if !ok {
		return false
	}
	for _, i := range idx {
		if n, isConst := ir.ConstInt(i); !isConst || n != 0 {
			return false
		}
	}
	return true
}

func accessLoc(user any) string {
	switch user.(type) {
	case *llir.Global, nil:
		return ""
	}
	return ir.LocString(user)
}

// globalLoc returns "file:line" of a global variable from its debug
// information, or "".
func globalLoc(g *llir.Global) string {
	for _, md := range g.Metadata {
		if md == nil || md.Name != "dbg" {
			continue
		}
		e, ok := md.Node.(*metadata.DIGlobalVariableExpression)
		if !ok || e == nil || e.Var == nil || e.Var.File == nil {
			continue
		}
		return path.Base(e.Var.File.Filename) + ":" + strconv.FormatInt(e.Var.Line, 10)
	}
	return ""
}
