package pass_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/irpass/irpass/pass"
)

// BenchmarkGetResultCached measures a cache hit: the cost every analysis
// pays to reach another's result.
func BenchmarkGetResultCached(b *testing.B) {
	fx := newFixture(b)
	m := loadModule(b)
	am := pass.NewAnalysisManager()
	if _, err := pass.GetResult(am, fx.plus1, m); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := pass.GetResult(am, fx.plus1, m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPipeline measures the manager's overhead per function: a
// function analysis computed, summed, printed nowhere, and invalidated, on
// 64 functions, sequentially and with 2 workers.
func BenchmarkPipeline(b *testing.B) {
	m := manyFuncs(b, 64)
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			fx := newFixture(b)
			pm, err := pass.ParsePipeline(fx.reg, "function(require<insts>),require<total>,invalidate<insts>")
			if err != nil {
				b.Fatal(err)
			}
			am := pass.NewAnalysisManager()
			am.SetWorkers(workers)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := pm.Run(context.Background(), m, am); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkParsePipeline measures parsing a pipeline of a typical size.
func BenchmarkParsePipeline(b *testing.B) {
	fx := newFixture(b)
	text := "require<funcs>,print<plus1>,function(require<insts>,invalidate<insts>),module(print<total>),invalidate<funcs>"
	for i := 0; i < b.N; i++ {
		if _, err := pass.ParsePipeline(fx.reg, text); err != nil {
			b.Fatal(err)
		}
	}
}
