package main

import (
	"fmt"
	"io"
	"os"

	"github.com/irpass/irpass/pass"
)

// progress reports what the driver is doing on one terminal line, and only
// when standard error is a terminal and the input is large: scripts and
// pipes see nothing.
type progress struct {
	w      io.Writer
	active bool
}

func newProgress(w io.Writer, large bool) *progress {
	return &progress{w: w, active: large && isTerminal(w)}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func (p *progress) step(msg string) {
	if p.active {
		fmt.Fprintf(p.w, "\r\033[Kirpass: %s...", msg)
	}
}

func (p *progress) done() {
	if p.active {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

// instrument shows each pass and analysis as it starts.
func (p *progress) instrument(am *pass.AnalysisManager) {
	if !p.active {
		return
	}
	am.AddInstrumentation(pass.Callbacks{
		BeforePass:     func(name string, u pass.Unit) { p.step("running " + name) },
		BeforeAnalysis: func(name string, u pass.Unit) { p.step("computing " + name) },
	})
}
