package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"

	"github.com/irpass/irpass"
	"github.com/irpass/irpass/ir"
	"github.com/irpass/irpass/pass"
)

// Exit statuses, as documented in the package comment.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// progressThreshold is the input size above which the driver reports
// progress on a terminal.
const progressThreshold = 1 << 20

type options struct {
	passes     string
	format     string
	output     string
	timePasses bool
	debugPM    bool
	listPasses bool
	version    bool
	jobs       int
}

// run is main without the process: it returns the exit status, so tests can
// call it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var o options
	fs := flag.NewFlagSet("irpass", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.passes, "passes", "", "the pipeline, in LLVM's syntax (e.g. 'print<dtrans>,print<aos>'); default: "+irpass.DefaultPipeline)
	fs.StringVar(&o.format, "format", "text", "output format of print<> passes: text, json or dot")
	fs.StringVar(&o.output, "o", "-", "write the output to `file` (- for standard output)")
	fs.BoolVar(&o.timePasses, "time-passes", false, "report the time of every pass and analysis on standard error")
	fs.BoolVar(&o.debugPM, "debug-pass-manager", false, "trace passes run, analyses computed and invalidated on standard error")
	fs.BoolVar(&o.listPasses, "list-passes", false, "list the registered passes and analyses and exit")
	fs.BoolVar(&o.version, "version", false, "print the version and exit")
	fs.IntVar(&o.jobs, "j", 1, "compute function analyses on `n` goroutines")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: irpass [flags] FILE.ll... | -\n\n"+
			"Reads LLVM IR (LLVM 12-19, typed or opaque pointers; several files are linked\n"+
			"into one whole program), runs a pipeline, prints the reports.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	reg, err := irpass.NewRegistry()
	if err != nil {
		fmt.Fprintf(stderr, "irpass: %v\n", err)
		return exitError
	}
	switch {
	case o.version:
		fmt.Fprintln(stdout, versionString())
		return exitOK
	case o.listPasses:
		listPasses(stdout, reg)
		return exitOK
	}
	format, err := pass.ParseFormat(o.format)
	if err != nil {
		fmt.Fprintf(stderr, "irpass: -format: %v\n", err)
		return exitUsage
	}
	text := o.passes
	if text == "" {
		text = irpass.DefaultPipeline
	}
	pipeline, err := pass.ParsePipeline(reg, text)
	if err != nil {
		fmt.Fprintf(stderr, "irpass: -passes: %v\n", err)
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "irpass: no input files (use - for standard input)")
		fs.Usage()
		return exitUsage
	}
	if o.jobs < 1 {
		fmt.Fprintln(stderr, "irpass: -j must be at least 1")
		return exitUsage
	}

	prog := newProgress(stderr, inputSize(fs.Args()) >= progressThreshold)
	m, err := load(fs.Args(), stdin, prog)
	if err != nil {
		prog.done()
		fmt.Fprintf(stderr, "irpass: %v\n", err)
		return exitError
	}

	out := stdout
	if o.output != "-" {
		f, err := os.Create(o.output)
		if err != nil {
			fmt.Fprintf(stderr, "irpass: %v\n", err)
			return exitError
		}
		defer f.Close()
		out = f
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	am := pass.NewAnalysisManager()
	am.SetWorkers(o.jobs)
	output := pass.NewOutput(out, format)
	am.SetOutput(output)
	if o.debugPM {
		am.AddInstrumentation(pass.DebugPassManager(stderr))
	}
	var timer *pass.TimePasses
	if o.timePasses {
		timer = pass.NewTimePasses()
		am.AddInstrumentation(timer.Callbacks())
	}
	prog.instrument(am)

	_, err = pipeline.Run(ctx, m, am)
	prog.done()
	if err == nil {
		err = output.Flush()
	}
	if timer != nil {
		timer.Report(stderr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "irpass: %v\n", describe(err))
		return exitError
	}
	return exitOK
}

// load reads the inputs and links them into one module.
func load(paths []string, stdin io.Reader, prog *progress) (*ir.Module, error) {
	var mods []*ir.Module
	for _, p := range paths {
		var (
			m   *ir.Module
			err error
		)
		prog.step("reading " + p)
		if p == "-" {
			var src []byte
			src, err = io.ReadAll(stdin)
			if err != nil {
				return nil, fmt.Errorf("<stdin>: %w", err)
			}
			m, err = ir.Parse("<stdin>", src)
		} else {
			m, err = ir.ParseFile(p)
			var pe *os.PathError
			if errors.As(err, &pe) {
				err = fmt.Errorf("%s: %w", p, pe.Err)
			}
		}
		if err != nil {
			return nil, err
		}
		mods = append(mods, m)
	}
	if len(mods) == 1 {
		return mods[0], nil
	}
	prog.step(fmt.Sprintf("linking %d modules", len(mods)))
	return ir.Link(strings.Join(paths, "+"), mods...)
}

func inputSize(paths []string) int64 {
	var n int64
	for _, p := range paths {
		if fi, err := os.Stat(p); err == nil {
			n += fi.Size()
		}
	}
	return n
}

// describe turns an internal error into a message for people: a recovered
// panic names the pass and asks for a bug report instead of showing a Go
// stack trace (set IRPASS_DEBUG=1 to see it).
func describe(err error) string {
	var pe *pass.PanicError
	if errors.As(err, &pe) {
		msg := fmt.Sprintf("internal error in %s: %v (please report this bug with the input)", pe.Name, pe.Value)
		if os.Getenv("IRPASS_DEBUG") != "" {
			msg += "\n" + string(pe.Stack)
		}
		return msg
	}
	return err.Error()
}

func listPasses(w io.Writer, reg *pass.Registry) {
	fmt.Fprintln(w, "Analyses (use with require<NAME>, invalidate<NAME>, print<NAME>):")
	for _, a := range reg.Analyses() {
		kind := ""
		if a.IsFunctionAnalysis() {
			kind = " (function)"
		}
		fmt.Fprintf(w, "  %-16s %s%s\n", a.AnalysisName(), a.AnalysisDoc(), kind)
	}
	fmt.Fprintln(w, "Passes:")
	for _, p := range reg.Passes() {
		kind := ""
		if p.NewFunctionPass != nil {
			kind = " (function)"
		}
		fmt.Fprintf(w, "  %-16s %s%s\n", p.Name, p.Doc, kind)
	}
	fmt.Fprintln(w, "Built-ins: require<A>, invalidate<A>, print<A>, function(PASSES), module(PASSES)")
}

func versionString() string {
	v := "(devel)"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		v = bi.Main.Version
	}
	return fmt.Sprintf("irpass %s\n  reads LLVM IR 12-19, typed and opaque pointers", v)
}
