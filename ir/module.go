package ir

import (
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/irpass/irpass/ir/internal/llread"
	llir "github.com/llir/llvm/ir"
)

// Module is irpass's view of an LLVM IR module: llir's module, embedded so
// that m.Funcs, m.Globals and m.TypeDefs work directly, plus what llir lacks
// (opaque-pointer awareness, a DataLayout, use lists, source names).
//
// A Module is safe for concurrent reads once loaded; the lazily built
// DataLayout and use lists are computed once under a lock.
type Module struct {
	*llir.Module

	// Name is the file name the module was read from ("-" for standard
	// input), or the name given to FromLLIR's caller; used in messages.
	Name string

	opaque bool
	dl     *DataLayout

	usesOnce sync.Once
	uses     map[any][]Use
}

// OpaquePointers reports whether the module uses opaque pointers (`ptr`, LLVM
// 15 and later). In an opaque module every pointer is represented with element
// type i8 (see the package documentation) and declared element types carry no
// information; analyses infer pointee types from uses either way.
func (m *Module) OpaquePointers() bool { return m.opaque }

// Parse reads LLVM IR assembly from src. The name is used in error messages
// (conventionally the file name). Errors are of type *Error when they concern
// a position in src.
func Parse(name string, src []byte) (*Module, error) {
	lm, opaque, err := llread.Read(name, src)
	if err != nil {
		return nil, parseError(name, err)
	}
	m, err := newModule(name, lm, opaque)
	if err != nil {
		return nil, atDataLayoutLine(err, src)
	}
	return m, nil
}

// ParseFile reads the LLVM IR assembly file at path.
func ParseFile(path string) (*Module, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// FromLLIR wraps a module built in memory with llir/llvm (for example by a
// compiler that never prints its IR). The module is checked for the structural
// invariants analyses rely on: every function body ends each block with a
// terminator and every instruction operand is non-nil. The module is not
// copied: the caller must not modify it while analyses use it.
func FromLLIR(lm *llir.Module) (*Module, error) {
	if lm == nil {
		return nil, errors.New("ir: FromLLIR: nil module")
	}
	name := lm.SourceFilename
	if name == "" {
		name = "<memory>"
	}
	if err := checkStructure(lm); err != nil {
		return nil, fmt.Errorf("ir: %s: %w", name, err)
	}
	return newModule(name, lm, false)
}

// newModule is the constructor used by the reader: it records whether the
// text used opaque pointers and parses the target datalayout, which is an
// *Error naming the file when invalid.
func newModule(name string, lm *llir.Module, opaque bool) (*Module, error) {
	m := &Module{Module: lm, Name: name, opaque: opaque}
	if err := m.initDataLayout(); err != nil {
		return nil, err
	}
	return m, nil
}

// DataLayout returns the module's target data layout, parsed from its
// `target datalayout` string when the module was loaded (LLVM's default
// layout when the module has none). The string itself is m.Module.DataLayout.
func (m *Module) DataLayout() *DataLayout {
	if m.dl == nil {
		return m.uncachedDataLayout()
	}
	return m.dl
}

// NumInsts returns the number of instructions of m, terminators included:
// the size the analyses' tables and benchmarks are measured by.
func (m *Module) NumInsts() int {
	n := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			n += len(b.Insts) + 1
		}
	}
	return n
}
