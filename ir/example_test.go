package ir_test

import (
	"fmt"
	"log"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

const exampleIR = `
%struct.node = type { i32, %struct.node* }

@head = global %struct.node* null

define void @push(i32 %v) {
entry:
  %call = call i8* @malloc(i64 16)
  %n = bitcast i8* %call to %struct.node*
  %val = getelementptr %struct.node, %struct.node* %n, i64 0, i32 0
  store i32 %v, i32* %val
  %old = load %struct.node*, %struct.node** @head
  %next = getelementptr %struct.node, %struct.node* %n, i64 0, i32 1
  store %struct.node* %old, %struct.node** %next
  store %struct.node* %n, %struct.node** @head
  ret void
}

declare i8* @malloc(i64)
`

// Parse a module, then walk it with the shared helpers: classify calls,
// strip casts, decompose GEPs.
func Example() {
	m, err := ir.Parse("list.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	push := m.Funcs[0]
	ir.ForEachInst(push, func(_ *llir.Block, inst value.User) {
		switch inst := inst.(type) {
		case *llir.InstCall:
			fmt.Printf("%s calls %s (%v)\n", inst.Ident(), ir.CalledFunc(inst).Ident(), ir.Classify(inst))
		case *llir.InstGetElementPtr:
			steps, _ := ir.GEPSteps(inst.ElemType, inst.Indices)
			last := steps[len(steps)-1]
			fmt.Printf("%s is field %d of %s, based on %s\n", inst.Ident(), last.Field, last.Type.Name(), ir.StripPointerCasts(inst.Src).Ident())
		}
	})
	// Output:
	// %call calls @malloc (malloc)
	// %val is field 0 of struct.node, based on %call
	// %next is field 1 of struct.node, based on %call
}

// Uses lists every use of a value, including those inside constant
// expressions and global initializers.
func ExampleModule_Uses() {
	m, err := ir.Parse("list.ll", []byte(exampleIR))
	if err != nil {
		log.Fatal(err)
	}
	head := m.Globals[0]
	for _, u := range m.Uses(head) {
		fmt.Printf("%s, operand %d\n", u.User.(llir.Instruction).LLString(), u.Index)
	}
	// Output:
	// %old = load %struct.node*, %struct.node** @head, operand 0
	// store %struct.node* %n, %struct.node** @head, operand 1
}

// Link combines per-file modules into a whole program, as llvm-link does.
func ExampleLink() {
	a, err := ir.Parse("a.ll", []byte("declare i32 @answer()\ndefine i32 @main() {\n  %r = call i32 @answer()\n  ret i32 %r\n}\n"))
	if err != nil {
		log.Fatal(err)
	}
	b, err := ir.Parse("b.ll", []byte("define i32 @answer() {\n  ret i32 42\n}\n"))
	if err != nil {
		log.Fatal(err)
	}
	m, err := ir.Link("prog", a, b)
	if err != nil {
		log.Fatal(err)
	}
	for _, f := range m.Funcs {
		fmt.Println(f.Ident(), len(f.Blocks) > 0)
	}
	// Output:
	// @main true
	// @answer true
}
