package constraint_test

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/irpass/irpass/constraint"
	"github.com/irpass/irpass/ir"
)

// The seed's examples: an alloca is an address-of, a load of a pointer a
// load, a store of a pointer a store, a phi one copy per incoming value; a
// store of an integer produces nothing.
func Example() {
	m, err := ir.Parse("seed.ll", []byte(`
define void @f(i1 %c, ptr %b) {
entry:
  %a = alloca i32
  store i32 10, ptr %a
  store ptr %a, ptr %b
  %l = load ptr, ptr %b
  br i1 %c, label %one, label %two
one:
  br label %two
two:
  %g = phi ptr [ %l, %one ], [ %a, %entry ]
  ret void
}`))
	if err != nil {
		log.Fatal(err)
	}
	g, err := constraint.Build(context.Background(), m, constraint.Options{})
	if err != nil {
		log.Fatal(err)
	}
	for _, c := range g.Constraints {
		if c.Func != nil {
			fmt.Println(g.Format(c))
		}
	}
	// Output:
	// %a = &alloca:%a
	// *%b = %a
	// %l = *%b
	// %g = %l
	// %g = %a
}

// Constraints carry byte offsets from the DataLayout: a struct GEP in
// typed IR and a byte GEP in opaque IR give the same field constraint, and
// a variable index gives UnknownOffset (the whole object).
func Example_fields() {
	for _, src := range []string{`
%struct.S = type { i32*, i32* }
define void @f(%struct.S* %s, i64 %i) {
  %second = getelementptr %struct.S, %struct.S* %s, i32 0, i32 1
  %elem = getelementptr %struct.S, %struct.S* %s, i64 %i
  ret void
}`, `
define void @f(ptr %s, i64 %i) {
  %second = getelementptr i8, ptr %s, i64 8
  %elem = getelementptr [16 x i8], ptr %s, i64 %i
  ret void
}`} {
		m, err := ir.Parse("fields.ll", []byte(src))
		if err != nil {
			log.Fatal(err)
		}
		g, _ := constraint.Build(context.Background(), m, constraint.Options{})
		for _, c := range g.Constraints {
			if c.Func != nil {
				fmt.Printf("%-5s %s\n", c.Kind, g.Format(c))
			}
		}
	}
	// Output:
	// gep   %second = %s + 8
	// gep   %elem = %s + ?
	// gep   %second = %s + 8
	// gep   %elem = %s + ?
}

// An indirect call is a CallSite for the solver, which binds it to every
// function whose object reaches the callee's points-to set, using the
// function's FuncInfo.
func ExampleCallSite() {
	m, err := ir.Parse("icall.ll", []byte(`
define ptr @id(ptr %x) {
  ret ptr %x
}
define ptr @main(ptr %p) {
  %fp = select i1 true, ptr @id, ptr null
  %r = call ptr %fp(ptr %p)
  ret ptr %r
}`))
	if err != nil {
		log.Fatal(err)
	}
	g, _ := constraint.Build(context.Background(), m, constraint.Options{})
	for _, cs := range g.CallSites {
		if cs.Inst == nil {
			continue // the unknown caller
		}
		fmt.Printf("call through %s with %s, result %s\n", g.Node(cs.Callee), g.Node(cs.Args[0]), g.Node(cs.Result))
	}
	fi := g.FuncInfo(m.Funcs[0])
	fmt.Printf("%s: object %s, params %s, return %s\n", fi.Func.Ident(), g.Node(fi.Object), g.Node(fi.Params[0]), g.Node(fi.Return))
	// Output:
	// call through main:%fp with main:%p, result main:%r
	// @id: object fn:@id, params id:%x, return ret:@id
}

// WriteText prints the whole graph in the seed's notation, grouped by
// function; the module section holds the Unknown world, globals and
// initializers.
func ExampleGraph_WriteText() {
	m, err := ir.Parse("text.ll", []byte(`
@x = global i32 0
@p = global ptr @x
define ptr @main() {
  %q = load ptr, ptr @p
  ret ptr %q
}`))
	if err != nil {
		log.Fatal(err)
	}
	g, _ := constraint.Build(context.Background(), m, constraint.Options{})
	g.WriteText(os.Stdout)
	// Output:
	// ; constraints: 15 nodes, 16 constraints (addr 4, copy 2, load 3, store 7, gep 0), 1 call sites
	// module:
	//   unknown = &unknown-object
	//   *(unknown+?) = unknown
	//   escaped = *(unknown+?)
	//   *(escaped+?) = escaped
	//   escaped-contents = *(escaped+?)
	//   *(unknown+?) = escaped-contents
	//   *(unknown+?) = unknown-args
	//   unknown-return = escaped
	//   *(unknown+?) = unknown-caller-result
	//   @x = &global:@x
	//   @p = &global:@p
	//   @main = &fn:@main
	//   *@p = @x
	//   *(unknown+?) = @main
	// function @main:
	//   %q = *@p
	//   ret:@main = %q
	// module:
	//   call <unknown caller> escaped() -> unknown-caller-result
}
