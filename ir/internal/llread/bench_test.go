package llread

import (
	"os"
	"testing"

	"github.com/llir/llvm/asm"
)

// benchInput is the file named by $LLREAD_BENCH_FILE (bench.sh sets it to a
// whole-program module of the corpus), else the largest committed fixture.
func benchInput(b *testing.B) (string, []byte) {
	name := os.Getenv("LLREAD_BENCH_FILE")
	if name == "" {
		name = "testdata/prog.14.O0.g.ll"
	}
	src, err := os.ReadFile(name)
	if err != nil {
		b.Fatal(err)
	}
	return name, src
}

// BenchmarkRead measures the reader (MB/s and allocations).
func BenchmarkRead(b *testing.B) {
	name, src := benchInput(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, _, err := Read(name, src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLLIRAsm measures llir's own parser on the same input (typed IR
// only: it cannot read opaque pointers).
func BenchmarkLLIRAsm(b *testing.B) {
	name, src := benchInput(b)
	if _, opaque, err := Read(name, src); err != nil || opaque {
		b.Skip("llir's asm cannot read opaque-pointer IR")
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := asm.ParseBytes(name, src); err != nil {
			b.Skipf("llir's asm rejects the input: %v", err)
		}
	}
}
