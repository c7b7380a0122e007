package llread

import "fmt"

// tokKind classifies a token.
type tokKind uint8

const (
	tEOF      tokKind = iota
	tPunct            // one of = , ( ) [ ] { } < > * : ! | x
	tDots             // ...
	tGlobal           // @name, @"name", @12
	tLocal            // %name, %"name", %12
	tLabel            // name:, "name":, 12:
	tMDName           // !name (named metadata or specialised node kind)
	tMDID             // !12
	tMDString         // !"..."
	tAttrID           // #12
	tHashName         // #dbg_value and other debug records
	tComdat           // $name
	tInt              // -12, 34, u0x.., s0x..
	tFloat            // 1.5e+02, 0x..., 0xK...
	tString           // "..."
	tCString          // c"..."
	tKeyword          // i32, define, nuw, DW_TAG_member, ...
)

var kindNames = [...]string{
	tEOF: "end of file", tPunct: "punctuation", tDots: "'...'", tGlobal: "global identifier",
	tLocal: "local identifier", tLabel: "label", tMDName: "metadata name", tMDID: "metadata ID",
	tMDString: "metadata string", tAttrID: "attribute group ID", tHashName: "debug record",
	tComdat: "comdat name", tInt: "integer", tFloat: "floating-point literal", tString: "string",
	tCString: "character array", tKeyword: "keyword",
}

// token is a lexeme: its kind and its byte range in the source. Quoted and
// escaped text is decoded only when the parser needs it.
type token struct {
	kind  tokKind
	punct byte
	off   int32 // start of the token
	end   int32 // end of the token
}

// lexer splits src into tokens.
type lexer struct {
	src  []byte
	toks []token
}

// lexError is a lexical error at a byte offset.
type lexError struct {
	off int
	msg string
}

func isIdentStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '.' || c == '$' || c == '-' || c == '\\'
}

func isIdentChar(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// lex tokenises the whole source. Tokens refer to src by offset.
func lex(src []byte) ([]token, *lexError) {
	if len(src) >= 1<<31-1 {
		return nil, &lexError{0, "input too large"}
	}
	// Clang output has 4.4 to 5.3 bytes per token: size for the densest.
	toks := make([]token, 0, len(src)/4+64)
	i, n := 0, len(src)
	for {
		// Skip blanks and comments.
		for i < n {
			c := src[i]
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' {
				i++
				continue
			}
			if c == ';' {
				for i < n && src[i] != '\n' {
					i++
				}
				continue
			}
			break
		}
		if i >= n {
			toks = append(toks, token{kind: tEOF, off: int32(n), end: int32(n)})
			return toks, nil
		}
		start := i
		c := src[i]
		var kind tokKind
		var punct byte
		switch {
		case c == '@' || c == '%' || c == '$':
			i++
			j, ok := lexName(src, i)
			if !ok {
				return nil, &lexError{start, fmt.Sprintf("expected a name after '%c'", c)}
			}
			if j < 0 {
				return nil, &lexError{start, "unterminated quoted name"}
			}
			i = j
			switch c {
			case '@':
				kind = tGlobal
			case '%':
				kind = tLocal
			default:
				kind = tComdat
			}
		case c == '!':
			i++
			switch {
			case i < n && src[i] == '"':
				j := lexString(src, i)
				if j < 0 {
					return nil, &lexError{start, "unterminated string"}
				}
				i, kind = j, tMDString
			case i < n && isDigit(src[i]):
				for i < n && isDigit(src[i]) {
					i++
				}
				kind = tMDID
			case i < n && isIdentStart(src[i]):
				for i < n && isIdentChar(src[i]) {
					i++
				}
				kind = tMDName
			default:
				kind, punct = tPunct, '!'
			}
		case c == '#':
			i++
			switch {
			case i < n && isDigit(src[i]):
				for i < n && isDigit(src[i]) {
					i++
				}
				kind = tAttrID
			case i < n && isIdentStart(src[i]):
				for i < n && isIdentChar(src[i]) {
					i++
				}
				kind = tHashName
			default:
				return nil, &lexError{start, "expected attribute group ID or debug record after '#'"}
			}
		case c == '"':
			j := lexString(src, i)
			if j < 0 {
				return nil, &lexError{start, "unterminated string"}
			}
			i = j
			kind = tString
			if i < n && src[i] == ':' {
				i++
				kind = tLabel
			}
		case c == '-' || c == '+' || isDigit(c):
			j, k := lexNumber(src, i)
			if k == tEOF {
				if c == '-' && i+1 < n && isIdentStart(src[i+1]) {
					// A keyword or label that starts with '-' (rare, but legal).
					goto ident
				}
				return nil, &lexError{start, "malformed number"}
			}
			i, kind = j, k
			if kind == tInt && i < n && src[i] == ':' && c != '-' && c != '+' {
				i++
				kind = tLabel
			}
		case c == '.' && i+2 < n && src[i+1] == '.' && src[i+2] == '.':
			i += 3
			kind = tDots
		case isIdentStart(c):
			goto ident
		default:
			switch c {
			case '=', ',', '(', ')', '[', ']', '{', '}', '<', '>', '*', ':', '|', 'x':
				i++
				kind, punct = tPunct, c
			default:
				return nil, &lexError{start, fmt.Sprintf("unexpected character %q", c)}
			}
		}
		toks = append(toks, token{kind: kind, punct: punct, off: int32(start), end: int32(i)})
		continue
	ident:
		if c == 'c' && i+1 < n && src[i+1] == '"' {
			j := lexString(src, i+1)
			if j < 0 {
				return nil, &lexError{start, "unterminated string"}
			}
			toks = append(toks, token{kind: tCString, off: int32(start), end: int32(j)})
			i = j
			continue
		}
		for i < n && isIdentChar(src[i]) {
			i++
		}
		kind = tKeyword
		if i < n && src[i] == ':' {
			i++
			kind = tLabel
		}
		toks = append(toks, token{kind: kind, off: int32(start), end: int32(i)})
	}
}

// lexName scans the name after a sigil: an identifier, a number or a quoted
// string. It returns the end offset, -1 for an unterminated quote, and false
// when there is no name.
func lexName(src []byte, i int) (int, bool) {
	n := len(src)
	if i >= n {
		return 0, false
	}
	switch c := src[i]; {
	case c == '"':
		return lexString(src, i), true
	case isDigit(c):
		for i < n && isDigit(src[i]) {
			i++
		}
		return i, true
	case isIdentStart(c):
		for i < n && isIdentChar(src[i]) {
			i++
		}
		return i, true
	}
	return 0, false
}

// lexString scans a double-quoted string starting at src[i] == '"' and
// returns the offset after the closing quote, or -1.
func lexString(src []byte, i int) int {
	for j := i + 1; j < len(src); j++ {
		if src[j] == '"' {
			return j + 1
		}
	}
	return -1
}

// lexNumber scans an integer or floating-point literal.
func lexNumber(src []byte, i int) (int, tokKind) {
	n := len(src)
	start := i
	if src[i] == '-' || src[i] == '+' {
		i++
	}
	if i+1 < n && src[i] == '0' && src[i+1] == 'x' {
		i += 2
		if i < n && (src[i] == 'K' || src[i] == 'L' || src[i] == 'M' || src[i] == 'H' || src[i] == 'R') {
			i++
		}
		d := i
		for i < n && isHex(src[i]) {
			i++
		}
		if i == d {
			return 0, tEOF
		}
		return i, tFloat
	}
	d := i
	for i < n && isDigit(src[i]) {
		i++
	}
	if i == d {
		return 0, tEOF
	}
	if i < n && src[i] == '.' {
		i++
		for i < n && isDigit(src[i]) {
			i++
		}
		if i < n && (src[i] == 'e' || src[i] == 'E') {
			j := i + 1
			if j < n && (src[j] == '-' || src[j] == '+') {
				j++
			}
			if j < n && isDigit(src[j]) {
				for j < n && isDigit(src[j]) {
					j++
				}
				i = j
			}
		}
		return i, tFloat
	}
	if src[start] == '+' {
		return 0, tEOF
	}
	return i, tInt
}
