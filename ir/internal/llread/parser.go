package llread

import (
	"bytes"
	"fmt"
	"regexp"
	"runtime"
	"strconv"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

// Error is a reading error at a position of the input. Line and Col are
// 1-based; Col counts bytes.
type Error struct {
	File string
	Line int
	Col  int
	Msg  string
}

// Error formats the error as FILE:LINE:COL: MSG.
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// maxDepth bounds the nesting of types, constants and metadata so that
// adversarial input cannot exhaust the stack.
const maxDepth = 500

// bailout carries an *Error up the parser's stack.
type bailout struct{ err *Error }

// parser reads one module. It panics with bailout on the first error; Read
// recovers it.
type parser struct {
	name string
	src  []byte
	toks []token
	pos  int
	// depth is the current nesting depth (see maxDepth).
	depth int

	m      *llir.Module
	opaque bool
	ty     typeTable

	named    map[string]*namedType
	globals  map[string]constant.Constant
	comdats  map[string]*llir.ComdatDef
	attrs    map[int64]*llir.AttrGroupDef
	mdDefs   idTable[metadata.Definition]
	entities []entity

	// Function state.
	fn         *funcState
	intrins    map[string]*llir.Func // debug intrinsics created for debug records
	blkAddrs   []blockAddrFixup
	splatElems uint64 // vector elements expanded from splat constants
	calls      []callFixup

	numberedGlobals map[*llir.GlobalIdent]int // defining token of @N
	mdFieldBuf      []mdFieldVal              // fields of the specialised nodes being read (a stack)
	locals          map[string]*slot          // named locals of the current function
	localIDs        idTable[*slot]            // numbered locals of the current function
	blockToks       map[*llir.Block]int       // defining token of each block of the current function
	slots           slotArena
	funcRest        map[*llir.Func]int  // token after each function's parameter list
	isDefine        map[*llir.Func]bool // define (true) or declare
	newIntrinsics   []*llir.Func        // declarations added for debug records
}

// namedType is a type definition: a struct (possibly opaque) or another
// type given a name.
type namedType struct {
	st       *types.StructType
	alias    types.Type
	tokIdx   int // token index of the body
	resolved bool
	busy     bool
	defined  bool
}

type entityKind uint8

const (
	eTypeDef entityKind = iota
	eComdat
	eGlobal
	eAlias
	eIFunc
	eFunc
	eAttrGroup
	eNamedMD
	eMD
	eSourceFilename
	eTarget
	eModuleAsm
	eUseListOrder
)

// entity is a top-level entity found by the pre-scan.
type entity struct {
	kind entityKind
	tok  int // first token
	obj  any
}

type blockAddrFixup struct {
	ba    *constant.BlockAddress
	f     *llir.Func
	label string
	tok   int
}

func (p *parser) errAt(tok int, format string, args ...any) {
	off := len(p.src)
	if tok >= 0 && tok < len(p.toks) {
		off = int(p.toks[tok].off)
	}
	p.errOff(off, fmt.Sprintf(format, args...))
}

func (p *parser) errOff(off int, msg string) {
	line, col := lineCol(p.src, off)
	panic(bailout{&Error{File: p.name, Line: line, Col: col, Msg: msg}})
}

// lineCol converts a byte offset to a 1-based line and column.
func lineCol(src []byte, off int) (int, int) {
	if off > len(src) {
		off = len(src)
	}
	line := 1 + bytes.Count(src[:off], []byte{'\n'})
	lineStart := bytes.LastIndexByte(src[:off], '\n') + 1
	return line, off - lineStart + 1
}

// fail reports an error at the current token.
func (p *parser) fail(format string, args ...any) {
	p.errAt(p.pos, format, args...)
}

// Read parses LLVM IR assembly into llir's data model. It reports whether the
// module uses opaque pointers (`ptr`). Errors are of type *Error.
func Read(name string, src []byte) (m *llir.Module, opaque bool, err error) {
	m, opaque, err = read(name, src, false)
	if err != nil && !opaque {
		// LLVM 17+ reads typed-pointer syntax as `ptr`: a module printed
		// from an opaque-pointer module (for example by llir's printer)
		// is typed-looking but only consistent when read that way.
		if m2, _, err2 := read(name, src, true); err2 == nil {
			return m2, true, nil
		}
	}
	return m, opaque, err
}

func read(name string, src []byte, forceOpaque bool) (m *llir.Module, opaque bool, err error) {
	p := &parser{name: name, src: src, opaque: forceOpaque}
	defer func() {
		if r := recover(); r != nil {
			m, opaque = nil, p.opaque
			switch r := r.(type) {
			case bailout:
				err = r.err
			default:
				// A bug in the reader: report it as an error at the current
				// position rather than crashing the caller.
				buf := make([]byte, 4096)
				buf = buf[:runtime.Stack(buf, false)]
				off := len(src)
				if p.pos < len(p.toks) {
					off = int(p.toks[p.pos].off)
				}
				line, col := lineCol(src, off)
				err = &Error{File: name, Line: line, Col: col, Msg: fmt.Sprintf("internal error: %v\n%s", r, buf)}
			}
		}
	}()
	toks, lerr := lex(src)
	if lerr != nil {
		line, col := lineCol(src, lerr.off)
		return nil, false, &Error{File: name, Line: line, Col: col, Msg: lerr.msg}
	}
	p.toks = toks
	p.ty.init()
	p.module()
	return p.m, p.opaque, nil
}

// --- Token helpers ---

func (p *parser) tok() token          { return p.toks[p.pos] }
func (p *parser) kind() tokKind       { return p.toks[p.pos].kind }
func (p *parser) text(t token) []byte { return p.src[t.off:t.end] }
func (p *parser) cur() []byte         { t := p.toks[p.pos]; return p.src[t.off:t.end] }

// next advances past the current token (never past EOF).
func (p *parser) next() {
	if p.pos < len(p.toks)-1 {
		p.pos++
	}
}

// isPunct reports whether the current token is the punctuation c.
func (p *parser) isPunct(c byte) bool {
	t := p.toks[p.pos]
	return t.kind == tPunct && t.punct == c
}

// gotPunct consumes the punctuation c if present.
func (p *parser) gotPunct(c byte) bool {
	if p.isPunct(c) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expectPunct(c byte) {
	if !p.gotPunct(c) {
		p.fail("expected '%c', found %s", c, p.describe())
	}
}

// isKw reports whether the current token is the keyword kw.
func (p *parser) isKw(kw string) bool {
	t := p.toks[p.pos]
	return t.kind == tKeyword && string(p.src[t.off:t.end]) == kw
}

func (p *parser) gotKw(kw string) bool {
	if p.isKw(kw) {
		p.next()
		return true
	}
	return false
}

func (p *parser) expectKw(kw string) {
	if !p.gotKw(kw) {
		p.fail("expected '%s', found %s", kw, p.describe())
	}
}

// describe names the current token for error messages.
func (p *parser) describe() string {
	return p.describeTok(p.pos)
}

func (p *parser) describeTok(i int) string {
	t := p.toks[i]
	if t.kind == tEOF {
		return "end of file"
	}
	s := p.src[t.off:t.end]
	if len(s) > 40 {
		return fmt.Sprintf("'%s...'", s[:40])
	}
	return fmt.Sprintf("'%s'", s)
}

// enter and leave bound the nesting depth.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.fail("nesting too deep (more than %d levels)", maxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

// --- Literals ---

// unquote decodes an LLVM string literal body (with \XX hex escapes and \\).
func unquote(s []byte) string {
	if bytes.IndexByte(s, '\\') < 0 {
		return string(s)
	}
	buf := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' {
			if i+1 < len(s) && s[i+1] == '\\' {
				buf = append(buf, '\\')
				i++
				continue
			}
			if i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				buf = append(buf, unhex(s[i+1])<<4|unhex(s[i+2]))
				i += 2
				continue
			}
		}
		buf = append(buf, c)
	}
	return string(buf)
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// stringLit returns the decoded value of the current string token.
func (p *parser) stringLit() string {
	if p.kind() != tString {
		p.fail("expected string, found %s", p.describe())
	}
	s := p.cur()
	p.next()
	return unquote(s[1 : len(s)-1])
}

// nameOf decodes the name of a sigil token (@x, %x, $x, !x, x:).
func (p *parser) nameOf(t token) string {
	s := p.src[t.off:t.end]
	switch t.kind {
	case tLabel:
		s = s[:len(s)-1]
	case tGlobal, tLocal, tComdat, tMDName, tHashName:
		s = s[1:]
	}
	if len(s) > 0 && s[0] == '"' {
		return unquote(s[1 : len(s)-1])
	}
	if t.kind == tMDName {
		// Metadata names escape characters as \XX without quotes.
		return unquote(s)
	}
	return string(s)
}

// isNumbered reports whether a sigil token is a numbered (unnamed) ID and
// returns the number.
func (p *parser) isNumbered(t token) (int64, bool) {
	s := p.src[t.off:t.end]
	switch t.kind {
	case tLabel:
		s = s[:len(s)-1]
	case tGlobal, tLocal, tMDID, tAttrID:
		s = s[1:]
	}
	if len(s) == 0 || !isDigit(s[0]) {
		return 0, false
	}
	var n int64
	for _, c := range s {
		if !isDigit(c) || n > (1<<62)/10 {
			p.errOff(int(t.off), fmt.Sprintf("invalid ID %s", s))
		}
		n = n*10 + int64(c-'0')
	}
	return n, true
}

// uintLit parses the current token as an unsigned integer.
func (p *parser) uintLit() uint64 {
	if p.kind() != tInt {
		p.fail("expected integer, found %s", p.describe())
	}
	n, err := strconv.ParseUint(string(p.cur()), 10, 64)
	if err != nil {
		p.fail("integer %s out of range", p.describe())
	}
	p.next()
	return n
}

// intLit parses the current token as a signed 64-bit integer.
func (p *parser) intLit() int64 {
	if p.kind() != tInt {
		p.fail("expected integer, found %s", p.describe())
	}
	s := string(p.cur())
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		// Accept unsigned 64-bit values written in full (e.g. DWARF IDs).
		u, err2 := strconv.ParseUint(s, 10, 64)
		if err2 != nil {
			p.fail("integer %s out of range", p.describe())
		}
		n = int64(u)
	}
	p.next()
	return n
}

// parenUint parses `( N )`.
func (p *parser) parenUint() uint64 {
	p.expectPunct('(')
	n := p.uintLit()
	p.expectPunct(')')
	return n
}

// skipBalanced skips a parenthesised group starting at '(' (or '[', '{'),
// used for syntax that is accepted and dropped.
func (p *parser) skipBalanced() {
	depth := 0
	start := p.pos
	for {
		t := p.tok()
		if t.kind == tEOF {
			p.errAt(start, "unbalanced brackets")
		}
		if t.kind == tPunct {
			switch t.punct {
			case '(', '[', '{', '<':
				depth++
			case ')', ']', '}', '>':
				depth--
			}
		}
		p.next()
		if depth == 0 {
			return
		}
	}
}

// typeStr formats a possibly nil type for error messages, with `ptr` for
// pointers in opaque-pointer modules (as the input wrote them).
func (p *parser) typeStr(t types.Type) string {
	if t == nil {
		return "<nil>"
	}
	s := t.String()
	if p.opaque {
		s = opaqueRE.ReplaceAllString(s, "ptr$1")
	}
	return s
}

// opaqueRE matches llir's spelling of the opaque pointer representation.
var opaqueRE = regexp.MustCompile(`\bi8( addrspace\(\d+\))?\*`)
