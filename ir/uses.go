package ir

import (
	"reflect"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// Use is one use of a value: its user and the operand position.
//
// User is one of:
//   - an llir instruction (llir.Instruction) or terminator (llir.Terminator),
//     Index being the position in its Operands() list (for a call: 0 is the
//     callee, 1+i is argument i; for a phi: 2i is incoming value i, 2i+1 its
//     block);
//   - a constant (constant.Expression, or an aggregate *constant.Struct,
//     *constant.Array, *constant.Vector), Index being the position in
//     ConstOperands;
//   - a *llir.Global whose initializer is the value (Index 0);
//   - a *llir.Alias (aliasee) or *llir.IFunc (resolver), Index 0;
//   - a *llir.Func whose personality (0), prefix (1) or prologue (2) is the
//     value.
type Use struct {
	User  any
	Index int
}

// Uses returns every use of v in the module, in module order (globals,
// aliases, ifuncs, then functions in order, instructions in order, constant
// expressions depth-first where they occur). Uses inside constant
// expressions are attributed to the expression, whose own uses lead on to
// the instruction or initializer. The lists are built on the first call and
// cached; the module must not change afterwards.
func (m *Module) Uses(v value.Value) []Use {
	m.usesOnce.Do(m.buildUses)
	if !isComparable(v) {
		return nil
	}
	return m.uses[v]
}

// isComparable reports whether v may be a map key: llir's values are pointers,
// but a value implemented by a user's non-pointer type might not be.
func isComparable(v any) bool {
	if v == nil {
		return false
	}
	t := reflect.TypeOf(v)
	return t.Kind() == reflect.Pointer || t.Comparable()
}

type useBuilder struct {
	uses     map[any][]Use
	seenExpr map[constant.Constant]bool
}

func (m *Module) buildUses() {
	b := &useBuilder{uses: make(map[any][]Use), seenExpr: make(map[constant.Constant]bool)}
	for _, g := range m.Globals {
		if g.Init != nil {
			b.add(g.Init, g, 0)
		}
	}
	for _, a := range m.Aliases {
		if a.Aliasee != nil {
			b.add(a.Aliasee, a, 0)
		}
	}
	for _, f := range m.IFuncs {
		if f.Resolver != nil {
			b.add(f.Resolver, f, 0)
		}
	}
	for _, f := range m.Funcs {
		for i, c := range []constant.Constant{f.Personality, f.Prefix, f.Prologue} {
			if c != nil {
				b.add(c, f, i)
			}
		}
		for _, blk := range f.Blocks {
			for _, inst := range blk.Insts {
				b.addOperands(inst)
			}
			if blk.Term != nil {
				b.addOperands(blk.Term)
			}
		}
	}
	m.uses = b.uses
}

func (b *useBuilder) addOperands(u value.User) {
	for i, op := range u.Operands() {
		if op != nil && *op != nil {
			b.add(*op, u, i)
		}
	}
}

// add records that user uses v at index, then, the first time a constant
// with operands is seen, the uses it makes itself.
func (b *useBuilder) add(v value.Value, user any, index int) {
	// Call arguments with attributes are wrapped in *llir.Arg: the use is
	// of the value inside.
	v = UnwrapArg(v)
	if !isComparable(v) {
		return
	}
	b.uses[v] = append(b.uses[v], Use{User: user, Index: index})
	c, ok := v.(constant.Constant)
	if !ok || b.seenExpr[c] {
		return
	}
	ops := ConstOperands(c)
	if len(ops) == 0 {
		return
	}
	b.seenExpr[c] = true
	for i, op := range ops {
		if op != nil {
			b.add(op, c, i)
		}
	}
}
