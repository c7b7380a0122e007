package ir

import (
	"errors"
	"fmt"

	"github.com/irpass/irpass/ir/internal/llread"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// Error is an error at a position in an IR file. Line and Col are 1-based;
// Col is 0 when only the line is known.
type Error struct {
	File string
	Line int
	Col  int
	Msg  string
}

// Error formats the error as FILE:LINE:COL: MSG, the form compilers and
// editors recognise.
func (e *Error) Error() string {
	switch {
	case e.Line == 0:
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	case e.Col == 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// parseError turns an error of the reader (internal/llread) into an *Error
// with the file, line and column of the problem.
func parseError(name string, err error) error {
	var le *llread.Error
	if errors.As(err, &le) {
		return &Error{File: le.File, Line: le.Line, Col: le.Col, Msg: le.Msg}
	}
	return &Error{File: name, Msg: err.Error()}
}

// checkStructure verifies what analyses assume of an in-memory module: blocks
// end in a terminator and no operand is nil.
func checkStructure(m *llir.Module) error {
	for _, f := range m.Funcs {
		for i, b := range f.Blocks {
			if b == nil {
				return fmt.Errorf("function @%s: block %d is nil", f.Name(), i)
			}
			if b.Term == nil {
				return fmt.Errorf("function @%s: block %s has no terminator", f.Name(), blockName(b, i))
			}
			for j, inst := range b.Insts {
				if inst == nil {
					return fmt.Errorf("function @%s: block %s: instruction %d is nil", f.Name(), blockName(b, i), j)
				}
				if err := checkOperands(inst); err != nil {
					return fmt.Errorf("function @%s: block %s: instruction %d: %w", f.Name(), blockName(b, i), j, err)
				}
			}
			if err := checkOperands(b.Term); err != nil {
				return fmt.Errorf("function @%s: block %s: terminator: %w", f.Name(), blockName(b, i), err)
			}
		}
	}
	return nil
}

func checkOperands(u value.User) error {
	for k, op := range u.Operands() {
		if op == nil || *op == nil {
			return fmt.Errorf("operand %d is nil", k)
		}
	}
	return nil
}

func blockName(b *llir.Block, i int) string {
	if b.LocalName != "" {
		return "%" + b.LocalName
	}
	return fmt.Sprintf("#%d", i)
}
