// Command embed shows how a compiler that builds its IR in memory with
// llir/llvm uses irpass without ever printing the IR: it builds a module
// with llir's builder API — a heap array of 100 structs filled in a loop —
// adopts it with ir.FromLLIR, and asks the aos and dtrans analyses about it.
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"

	"github.com/irpass/irpass/aos"
	"github.com/irpass/irpass/dtrans"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// build returns, in llir's model, the module of:
//
//	struct point { int x; double y; };
//	int main(void) {
//	  struct point *p = malloc(100 * sizeof *p);
//	  for (long i = 0; i < 100; i++) { p[i].x = i; p[i].y = 0; }
//	  return 0;
//	}
func build() *llir.Module {
	m := llir.NewModule()
	m.DataLayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	m.TargetTriple = "x86_64-pc-linux-gnu"
	point := types.NewStruct(types.I32, types.Double)
	point.SetName("struct.point")
	m.NewTypeDef("struct.point", point)
	ptr := types.NewPointer(point)

	malloc := m.NewFunc("malloc", types.I8Ptr, llir.NewParam("n", types.I64))
	mainFn := m.NewFunc("main", types.I32)
	entry := mainFn.NewBlock("entry")
	loop := mainFn.NewBlock("loop")
	exit := mainFn.NewBlock("exit")

	call := entry.NewCall(malloc, constant.NewInt(types.I64, 1600))
	call.SetName("call")
	p := entry.NewBitCast(call, ptr)
	p.SetName("p")
	entry.NewBr(loop)

	i := loop.NewPhi(llir.NewIncoming(constant.NewInt(types.I64, 0), entry))
	i.SetName("i")
	x := loop.NewGetElementPtr(point, p, i, constant.NewInt(types.I32, 0))
	x.SetName("x")
	loop.NewStore(loop.NewTrunc(i, types.I32), x)
	y := loop.NewGetElementPtr(point, p, i, constant.NewInt(types.I32, 1))
	y.SetName("y")
	loop.NewStore(constant.NewFloat(types.Double, 0), y)
	next := loop.NewAdd(i, constant.NewInt(types.I64, 1))
	next.SetName("next")
	i.Incs = append(i.Incs, llir.NewIncoming(next, loop))
	done := loop.NewICmp(enum.IPredEQ, next, constant.NewInt(types.I64, 100))
	loop.NewCondBr(done, exit, loop)
	exit.NewRet(constant.NewInt(types.I32, 0))
	return m
}

func run(w io.Writer) error {
	m, err := ir.FromLLIR(build())
	if err != nil {
		return err
	}
	am := pass.NewAnalysisManager().WithContext(context.Background())
	arrays, err := pass.GetResult(am, aos.Analysis, m)
	if err != nil {
		return err
	}
	for _, a := range arrays.Arrays {
		fmt.Fprintln(w, a)
	}
	info, err := pass.GetResult(am, dtrans.Analysis, m)
	if err != nil {
		return err
	}
	for _, t := range info.Candidates(dtrans.FieldReorder) {
		fmt.Fprintf(w, "field-reorder candidate: %s (%d bytes, %d fields)\n", t.Name, t.Size, len(t.Fields))
	}
	return nil
}

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}
