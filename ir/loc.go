package ir

import (
	"path"
	"strconv"

	"github.com/llir/llvm/ir/metadata"
)

// mdAttacher is implemented by llir's instructions, terminators, functions
// and globals.
type mdAttacher interface {
	MDAttachments() []*metadata.Attachment
}

// Loc returns the source position of an instruction (or terminator) from its
// `!dbg` attachment: the file name (joined with the compilation directory
// when relative), line and column. ok is false when the value carries no
// debug location.
func Loc(inst any) (file string, line, col int, ok bool) {
	a, isAttacher := inst.(mdAttacher)
	if !isAttacher {
		return "", 0, 0, false
	}
	for _, md := range a.MDAttachments() {
		if md == nil || md.Name != "dbg" {
			continue
		}
		loc, isLoc := md.Node.(*metadata.DILocation)
		if !isLoc || loc == nil {
			return "", 0, 0, false
		}
		return scopeFile(loc.Scope), int(loc.Line), int(loc.Column), true
	}
	return "", 0, 0, false
}

// LocString formats Loc as "file:line:col" (or "" without a location), using
// the file's base name as compiler diagnostics in reports usually do.
func LocString(inst any) string {
	file, line, col, ok := Loc(inst)
	if !ok {
		return ""
	}
	return path.Base(file) + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
}

// scopeFile follows a debug-info scope to the file it belongs to.
func scopeFile(scope metadata.Field) string {
	for depth := 0; scope != nil && depth < 64; depth++ {
		var f *metadata.DIFile
		var next metadata.Field
		switch s := scope.(type) {
		case *metadata.DIFile:
			f = s
		case *metadata.DISubprogram:
			f, next = s.File, s.Scope
		case *metadata.DILexicalBlock:
			f, next = s.File, s.Scope
		case *metadata.DILexicalBlockFile:
			f, next = s.File, s.Scope
		case *metadata.DINamespace:
			next = s.Scope
		case *metadata.DICompositeType:
			f, next = s.File, s.Scope
		default:
			return ""
		}
		if f != nil {
			return fileName(f)
		}
		scope = next
	}
	return ""
}

func fileName(f *metadata.DIFile) string {
	if f.Filename == "" || path.IsAbs(f.Filename) || f.Directory == "" {
		return f.Filename
	}
	return path.Join(f.Directory, f.Filename)
}
