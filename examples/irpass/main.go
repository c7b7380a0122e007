// Command irpass is an opt-like driver over the irpass library: it reads
// LLVM IR (typed or opaque pointers, several files linked in process), runs
// a pipeline of passes and analyses written in LLVM's -passes syntax, and
// prints reports as text, JSON or Graphviz DOT.
//
// Usage:
//
//	irpass [flags] FILE.ll... | -
//
// Examples:
//
//	irpass prog.ll                                   # summary: arrays of structs, DTrans candidates
//	irpass -passes='print<dtrans>' prog.ll
//	irpass -passes='print<pointsto>' -format=json a.ll b.ll
//	irpass -passes=aliascheck -time-passes test.ll
//	clang -S -emit-llvm -o - prog.c | irpass -
//
// Exit status: 0 on success, 1 on an input or analysis error, 2 on a usage
// error (unknown flag or pass). Everything the driver does, a Go program can
// do with packages ir and pass; see the package documentation of irpass.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
