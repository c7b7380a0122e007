package dtrans

import (
	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// freesParam reports whether parameter i of f only goes to free: every
// use of it (through casts, and at -O0 through the stack slot it is
// stored to and loaded back from) is a comparison, or an argument of
// free or of a parameter of another such function, and one is. Passing
// a pointer there (directly: an indirect call's targets are not looked
// at) is freeing it, as passing it to free is (lz4's XXH_free): no
// address taken. Computed once per function, on demand, in three walks
// of its instructions (the first over the entry block, where -O0 code
// stores its parameters, the last stopping when no parameter is left).
func (a *inferrer) freesParam(f *llir.Func, i int) bool {
	if f == nil || len(f.Blocks) == 0 || i >= len(f.Params) {
		return false
	}
	fp, ok := a.freeParams[f]
	if !ok {
		if a.freeParams == nil {
			a.freeParams = make(map[*llir.Func][]bool)
		}
		// Being decided: a recursive call frees nothing.
		a.freeParams[f] = make([]bool, len(f.Params))
		fp = a.onlyFreed(f)
		a.freeParams[f] = fp
	}
	return fp[i]
}

// onlyFreed returns, for each parameter of f, whether it only goes to
// free (see freesParam).
func (a *inferrer) onlyFreed(f *llir.Func) []bool {
	res := make([]bool, len(f.Params))
	freed := make([]bool, len(f.Params))
	// of maps the values standing for a pointer parameter (itself, the
	// loads of its slots, their casts) and its slots to its index.
	of := make(map[value.Value]int)
	slots := make(map[*llir.InstAlloca]int)
	for j, p := range f.Params {
		if isPtrType(p.Typ) {
			of[p] = j
			res[j] = true
		}
	}
	if len(of) == 0 {
		return res
	}
	// -O0 code stores its parameters to their slots in the entry block;
	// a parameter stored elsewhere is no free's (the store fails it).
	for _, b := range f.Blocks[:1] {
		for _, inst := range b.Insts {
			if st, isStore := inst.(*llir.InstStore); isStore {
				if slot, isSlot := st.Dst.(*llir.InstAlloca); isSlot {
					if p, isParam := st.Src.(*llir.Param); isParam {
						if j, ok := of[p]; ok {
							if k, seen := slots[slot]; seen && k != j {
								res[j], res[k] = false, false
							}
							slots[slot] = j
						}
					}
				}
			}
		}
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch x := inst.(type) {
			case *llir.InstLoad:
				if slot, isSlot := x.Src.(*llir.InstAlloca); isSlot {
					if j, ok := slots[slot]; ok {
						of[x] = j
					}
				}
			case *llir.InstBitCast:
				if j, ok := of[x.From]; ok {
					of[x] = j
				}
			}
		}
	}
	// fail marks the parameter v stands for, or whose slot v is, as
	// used otherwise.
	fail := func(v value.Value) {
		if j, ok := of[v]; ok {
			res[j] = false
		}
		if slot, isSlot := v.(*llir.InstAlloca); isSlot {
			if j, ok := slots[slot]; ok {
				res[j] = false
			}
		}
	}
	check := func(inst value.User) {
		switch x := inst.(type) {
		case *llir.InstStore:
			if slot, isSlot := x.Dst.(*llir.InstAlloca); isSlot {
				if j, ok := slots[slot]; ok {
					if k, isOwn := of[x.Src]; !isOwn || k != j || x.Src != value.Value(f.Params[j]) {
						res[j] = false // the slot holds something else too
						fail(x.Src)
					}
					return
				}
			}
			fail(x.Src)
			fail(x.Dst)
			return
		case *llir.InstLoad:
			if slot, isSlot := x.Src.(*llir.InstAlloca); isSlot {
				if _, ok := slots[slot]; ok {
					return
				}
			}
		case *llir.InstBitCast:
			if _, ok := of[x.From]; ok {
				return
			}
		case *llir.InstICmp:
			return
		case *llir.InstCall:
			fail(x.Callee)
			g := ir.CalledFunc(x)
			for k, arg := range x.Args {
				v := ir.UnwrapArg(arg)
				if slot, isSlot := v.(*llir.InstAlloca); isSlot {
					fail(slot)
				}
				j, ok := of[v]
				if !ok {
					continue
				}
				switch {
				case g == nil:
					fail(v)
				case len(g.Blocks) == 0:
					if !a.lib(g).kind.IsFree() {
						fail(v)
					}
				case !a.freesParam(g, k):
					fail(v)
				}
				freed[j] = true
			}
			return
		}
		forOperands(inst, fail)
	}
	open := func() bool {
		for _, r := range res {
			if r {
				return true
			}
		}
		return false
	}
	for _, b := range f.Blocks {
		// Most parameters are used otherwise early on: stop when
		// none is left.
		if !open() {
			break
		}
		for _, inst := range b.Insts {
			if u, isUser := inst.(value.User); isUser {
				check(u)
			}
		}
		if t, isUser := b.Term.(value.User); isUser {
			check(t)
		}
	}
	// A parameter nothing frees is no free's.
	for j := range res {
		res[j] = res[j] && freed[j]
	}
	return res
}
