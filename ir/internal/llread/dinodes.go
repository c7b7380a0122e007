package llread

import (
	"fmt"
	"reflect"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
)

// Specialised metadata nodes (`!DIxxx(field: value, ...)`) are read from
// one table: for each node kind, the fields llir can hold. A field is a
// name in LLVM's syntax and a pointer to where its value goes in llir's
// struct; the Go type of that place decides how the value is read
// (readDIValue), so the table cannot pair a field with the wrong reader.
// Fields that are not in the table (those llir v0.3.6 has no place for,
// such as LLVM 19's targetFuncName or ptrAuthData) are parsed for syntax
// and dropped, as are repeated fields: the last one wins.

// diField is one field of a node of type D.
type diField[D any] struct {
	name string
	ptr  func(*D) any
}

// diKind describes the node kind whose llir type is D.
type diKind[D any] struct {
	// fields lists the fields in the order LLVM prints them, so that the
	// lookup of a printed node's next field starts at the right row.
	fields []diField[D]
	// required names the fields that must not be left zero, in the order
	// they are checked: LLVM rejects such a node, and llir would print a
	// nil interface.
	required []string
	// zero, if set, makes the empty node (default: the zero D).
	zero func() *D
}

// nodeKind is a diKind whatever its node type, so that one table holds
// all kinds.
type nodeKind interface {
	// newNode returns an empty node of the kind.
	newNode() metadata.Definition
	// setField reads the value of field name, at the current token, into
	// def. The search for name starts at row hint; setField returns the
	// hint for the field that follows.
	setField(p *parser, def metadata.Definition, name []byte, hint int) int
	// missing names a required field that def lacks, or returns "".
	missing(def metadata.Definition) string
}

func (k *diKind[D]) newNode() metadata.Definition {
	if k.zero != nil {
		return any(k.zero()).(metadata.Definition)
	}
	return any(new(D)).(metadata.Definition)
}

func (k *diKind[D]) setField(p *parser, def metadata.Definition, name []byte, hint int) int {
	fs := k.fields
	// Nodes printed by LLVM list their fields in table order, so the
	// search almost always succeeds at its first row.
	for j := range fs {
		i := hint + j
		if i >= len(fs) {
			i -= len(fs)
		}
		if fs[i].name == string(name) {
			p.readDIValue(fs[i].name, fs[i].ptr(any(def).(*D)))
			return i + 1
		}
	}
	return hint
}

func (k *diKind[D]) missing(def metadata.Definition) string {
	d := any(def).(*D)
	for _, name := range k.required {
		for _, f := range k.fields {
			if f.name == name && reflect.ValueOf(f.ptr(d)).Elem().IsZero() {
				return name
			}
		}
	}
	return ""
}

// readDIValue reads the value of field name into the place ptr points to,
// with the reader for the place's type.
func (p *parser) readDIValue(name string, ptr any) {
	tb := tables()
	switch v := ptr.(type) {
	case *int64:
		*v = p.intLit()
	case *uint64:
		*v = p.uintLit()
	case *bool:
		*v = p.mdBool()
	case *string:
		*v = p.mdString()
	case *metadata.Field:
		*v = p.mdRef()
	case *metadata.FieldOrInt:
		*v = p.mdFieldOrInt()
	case **metadata.DIFile:
		*v = p.mdFile()
	case **metadata.Tuple:
		*v = p.mdTuple()
	case *enum.DIFlag:
		*v = p.mdDIFlags()
	case *enum.DISPFlag:
		*v = p.mdSPFlags()
	case *enum.DwarfTag:
		*v = mdEnum(p, tb.tag)
	case *enum.DwarfLang:
		*v = mdEnum(p, tb.lang)
	case *enum.DwarfAttEncoding:
		*v = mdEnum(p, tb.encoding)
	case *enum.DwarfCC:
		*v = mdEnum(p, tb.cconv)
	case *enum.DwarfVirtuality:
		*v = mdEnum(p, tb.virt)
	case *enum.DwarfMacinfo:
		*v = mdEnum(p, tb.macinfo)
	case *enum.EmissionKind:
		*v = mdEnum(p, tb.emission)
	case *enum.NameTableKind:
		*v = mdEnum(p, tb.nameTable)
	case *enum.ChecksumKind:
		*v = mdEnum(p, tb.checksum)
	// LLVM accepts null for inlinedAt and unit, not for var and expr.
	case **metadata.DILocation:
		mdNodeRef(p, v, name, "DILocation", true)
	case **metadata.DICompileUnit:
		mdNodeRef(p, v, name, "DICompileUnit", true)
	case **metadata.DIGlobalVariable:
		mdNodeRef(p, v, name, "DIGlobalVariable", false)
	case **metadata.DIExpression:
		mdNodeRef(p, v, name, "DIExpression", false)
	default:
		// A table row whose place has no reader: a bug, reported by read
		// as an internal error (TestDIKinds checks every row).
		panic(fmt.Sprintf("llread: no reader for field %s of type %T", name, ptr))
	}
}

// mdNodeRef reads a reference to a node of type T into *dst; with
// allowNull, null leaves *dst unset.
func mdNodeRef[T metadata.Field](p *parser, dst *T, field, kind string, allowNull bool) {
	f := p.mdRef()
	if allowNull && f == metadata.Null {
		return
	}
	n, ok := f.(T)
	if !ok {
		p.fail("%s must be a %s", field, kind)
	}
	*dst = n
}

// diKinds holds every specialised node kind llir has, by name. Kinds
// without fields (DIModule, DICommonBlock, DIStringType, DIObjCProperty,
// GenericDINode) keep their zero values; DIExpression has its own syntax
// (diExpression). It is read-only.
var diKinds = map[string]nodeKind{
	"DILocation": &diKind[metadata.DILocation]{
		fields: []diField[metadata.DILocation]{
			{"line", func(d *metadata.DILocation) any { return &d.Line }},
			{"column", func(d *metadata.DILocation) any { return &d.Column }},
			{"scope", func(d *metadata.DILocation) any { return &d.Scope }},
			{"inlinedAt", func(d *metadata.DILocation) any { return &d.InlinedAt }},
			{"isImplicitCode", func(d *metadata.DILocation) any { return &d.IsImplicitCode }},
		},
		required: []string{"scope"},
	},
	"DISubprogram": &diKind[metadata.DISubprogram]{
		fields: []diField[metadata.DISubprogram]{
			{"name", func(d *metadata.DISubprogram) any { return &d.Name }},
			{"linkageName", func(d *metadata.DISubprogram) any { return &d.LinkageName }},
			{"scope", func(d *metadata.DISubprogram) any { return &d.Scope }},
			{"file", func(d *metadata.DISubprogram) any { return &d.File }},
			{"line", func(d *metadata.DISubprogram) any { return &d.Line }},
			{"type", func(d *metadata.DISubprogram) any { return &d.Type }},
			{"isLocal", func(d *metadata.DISubprogram) any { return &d.IsLocal }},
			{"isDefinition", func(d *metadata.DISubprogram) any { return &d.IsDefinition }},
			{"scopeLine", func(d *metadata.DISubprogram) any { return &d.ScopeLine }},
			{"containingType", func(d *metadata.DISubprogram) any { return &d.ContainingType }},
			{"virtuality", func(d *metadata.DISubprogram) any { return &d.Virtuality }},
			{"virtualIndex", func(d *metadata.DISubprogram) any { return &d.VirtualIndex }},
			{"thisAdjustment", func(d *metadata.DISubprogram) any { return &d.ThisAdjustment }},
			{"flags", func(d *metadata.DISubprogram) any { return &d.Flags }},
			{"spFlags", func(d *metadata.DISubprogram) any { return &d.SPFlags }},
			{"isOptimized", func(d *metadata.DISubprogram) any { return &d.IsOptimized }},
			{"unit", func(d *metadata.DISubprogram) any { return &d.Unit }},
			{"templateParams", func(d *metadata.DISubprogram) any { return &d.TemplateParams }},
			{"declaration", func(d *metadata.DISubprogram) any { return &d.Declaration }},
			{"retainedNodes", func(d *metadata.DISubprogram) any { return &d.RetainedNodes }},
			{"thrownTypes", func(d *metadata.DISubprogram) any { return &d.ThrownTypes }},
			{"annotations", func(d *metadata.DISubprogram) any { return &d.Annotations }},
		},
	},
	"DIFile": &diKind[metadata.DIFile]{
		fields: []diField[metadata.DIFile]{
			{"filename", func(d *metadata.DIFile) any { return &d.Filename }},
			{"directory", func(d *metadata.DIFile) any { return &d.Directory }},
			{"checksumkind", func(d *metadata.DIFile) any { return &d.Checksumkind }},
			{"checksum", func(d *metadata.DIFile) any { return &d.Checksum }},
			{"source", func(d *metadata.DIFile) any { return &d.Source }},
		},
	},
	"DICompileUnit": &diKind[metadata.DICompileUnit]{
		fields: []diField[metadata.DICompileUnit]{
			{"language", func(d *metadata.DICompileUnit) any { return &d.Language }},
			{"file", func(d *metadata.DICompileUnit) any { return &d.File }},
			{"producer", func(d *metadata.DICompileUnit) any { return &d.Producer }},
			{"isOptimized", func(d *metadata.DICompileUnit) any { return &d.IsOptimized }},
			{"flags", func(d *metadata.DICompileUnit) any { return &d.Flags }},
			{"runtimeVersion", func(d *metadata.DICompileUnit) any { return &d.RuntimeVersion }},
			{"splitDebugFilename", func(d *metadata.DICompileUnit) any { return &d.SplitDebugFilename }},
			{"emissionKind", func(d *metadata.DICompileUnit) any { return &d.EmissionKind }},
			{"enums", func(d *metadata.DICompileUnit) any { return &d.Enums }},
			{"retainedTypes", func(d *metadata.DICompileUnit) any { return &d.RetainedTypes }},
			{"globals", func(d *metadata.DICompileUnit) any { return &d.Globals }},
			{"imports", func(d *metadata.DICompileUnit) any { return &d.Imports }},
			{"macros", func(d *metadata.DICompileUnit) any { return &d.Macros }},
			{"dwoId", func(d *metadata.DICompileUnit) any { return &d.DwoID }},
			{"splitDebugInlining", func(d *metadata.DICompileUnit) any { return &d.SplitDebugInlining }},
			{"debugInfoForProfiling", func(d *metadata.DICompileUnit) any { return &d.DebugInfoForProfiling }},
			{"nameTableKind", func(d *metadata.DICompileUnit) any { return &d.NameTableKind }},
			{"rangesBaseAddress", func(d *metadata.DICompileUnit) any { return &d.RangesBaseAddress }},
			{"sysroot", func(d *metadata.DICompileUnit) any { return &d.Sysroot }},
			{"sdk", func(d *metadata.DICompileUnit) any { return &d.SDK }},
		},
		required: []string{"language", "file"},
	},
	"DIBasicType": &diKind[metadata.DIBasicType]{
		fields: []diField[metadata.DIBasicType]{
			{"tag", func(d *metadata.DIBasicType) any { return &d.Tag }},
			{"name", func(d *metadata.DIBasicType) any { return &d.Name }},
			{"size", func(d *metadata.DIBasicType) any { return &d.Size }},
			{"align", func(d *metadata.DIBasicType) any { return &d.Align }},
			{"encoding", func(d *metadata.DIBasicType) any { return &d.Encoding }},
			{"flags", func(d *metadata.DIBasicType) any { return &d.Flags }},
		},
	},
	"DIDerivedType": &diKind[metadata.DIDerivedType]{
		fields: []diField[metadata.DIDerivedType]{
			{"tag", func(d *metadata.DIDerivedType) any { return &d.Tag }},
			{"name", func(d *metadata.DIDerivedType) any { return &d.Name }},
			{"scope", func(d *metadata.DIDerivedType) any { return &d.Scope }},
			{"file", func(d *metadata.DIDerivedType) any { return &d.File }},
			{"line", func(d *metadata.DIDerivedType) any { return &d.Line }},
			{"baseType", func(d *metadata.DIDerivedType) any { return &d.BaseType }},
			{"size", func(d *metadata.DIDerivedType) any { return &d.Size }},
			{"align", func(d *metadata.DIDerivedType) any { return &d.Align }},
			{"offset", func(d *metadata.DIDerivedType) any { return &d.Offset }},
			{"flags", func(d *metadata.DIDerivedType) any { return &d.Flags }},
			{"extraData", func(d *metadata.DIDerivedType) any { return &d.ExtraData }},
			{"dwarfAddressSpace", func(d *metadata.DIDerivedType) any { return &d.DwarfAddressSpace }},
			{"annotations", func(d *metadata.DIDerivedType) any { return &d.Annotations }},
		},
		required: []string{"tag", "baseType"},
	},
	"DICompositeType": &diKind[metadata.DICompositeType]{
		fields: []diField[metadata.DICompositeType]{
			{"tag", func(d *metadata.DICompositeType) any { return &d.Tag }},
			{"name", func(d *metadata.DICompositeType) any { return &d.Name }},
			{"scope", func(d *metadata.DICompositeType) any { return &d.Scope }},
			{"file", func(d *metadata.DICompositeType) any { return &d.File }},
			{"line", func(d *metadata.DICompositeType) any { return &d.Line }},
			{"baseType", func(d *metadata.DICompositeType) any { return &d.BaseType }},
			{"size", func(d *metadata.DICompositeType) any { return &d.Size }},
			{"align", func(d *metadata.DICompositeType) any { return &d.Align }},
			{"offset", func(d *metadata.DICompositeType) any { return &d.Offset }},
			{"flags", func(d *metadata.DICompositeType) any { return &d.Flags }},
			{"elements", func(d *metadata.DICompositeType) any { return &d.Elements }},
			{"runtimeLang", func(d *metadata.DICompositeType) any { return &d.RuntimeLang }},
			{"vtableHolder", func(d *metadata.DICompositeType) any { return &d.VtableHolder }},
			{"templateParams", func(d *metadata.DICompositeType) any { return &d.TemplateParams }},
			{"identifier", func(d *metadata.DICompositeType) any { return &d.Identifier }},
			{"discriminator", func(d *metadata.DICompositeType) any { return &d.Discriminator }},
			{"dataLocation", func(d *metadata.DICompositeType) any { return &d.DataLocation }},
			{"associated", func(d *metadata.DICompositeType) any { return &d.Associated }},
			{"allocated", func(d *metadata.DICompositeType) any { return &d.Allocated }},
			{"rank", func(d *metadata.DICompositeType) any { return &d.Rank }},
			{"annotations", func(d *metadata.DICompositeType) any { return &d.Annotations }},
		},
		required: []string{"tag"},
	},
	"DISubroutineType": &diKind[metadata.DISubroutineType]{
		fields: []diField[metadata.DISubroutineType]{
			{"flags", func(d *metadata.DISubroutineType) any { return &d.Flags }},
			{"cc", func(d *metadata.DISubroutineType) any { return &d.CC }},
			{"types", func(d *metadata.DISubroutineType) any { return &d.Types }},
		},
	},
	"DILocalVariable": &diKind[metadata.DILocalVariable]{
		fields: []diField[metadata.DILocalVariable]{
			{"name", func(d *metadata.DILocalVariable) any { return &d.Name }},
			{"arg", func(d *metadata.DILocalVariable) any { return &d.Arg }},
			{"scope", func(d *metadata.DILocalVariable) any { return &d.Scope }},
			{"file", func(d *metadata.DILocalVariable) any { return &d.File }},
			{"line", func(d *metadata.DILocalVariable) any { return &d.Line }},
			{"type", func(d *metadata.DILocalVariable) any { return &d.Type }},
			{"flags", func(d *metadata.DILocalVariable) any { return &d.Flags }},
			{"align", func(d *metadata.DILocalVariable) any { return &d.Align }},
			{"annotations", func(d *metadata.DILocalVariable) any { return &d.Annotations }},
		},
		required: []string{"scope"},
	},
	"DIGlobalVariable": &diKind[metadata.DIGlobalVariable]{
		fields: []diField[metadata.DIGlobalVariable]{
			{"name", func(d *metadata.DIGlobalVariable) any { return &d.Name }},
			{"scope", func(d *metadata.DIGlobalVariable) any { return &d.Scope }},
			{"linkageName", func(d *metadata.DIGlobalVariable) any { return &d.LinkageName }},
			{"file", func(d *metadata.DIGlobalVariable) any { return &d.File }},
			{"line", func(d *metadata.DIGlobalVariable) any { return &d.Line }},
			{"type", func(d *metadata.DIGlobalVariable) any { return &d.Type }},
			{"isLocal", func(d *metadata.DIGlobalVariable) any { return &d.IsLocal }},
			{"isDefinition", func(d *metadata.DIGlobalVariable) any { return &d.IsDefinition }},
			{"declaration", func(d *metadata.DIGlobalVariable) any { return &d.Declaration }},
			{"templateParams", func(d *metadata.DIGlobalVariable) any { return &d.TemplateParams }},
			{"align", func(d *metadata.DIGlobalVariable) any { return &d.Align }},
			{"annotations", func(d *metadata.DIGlobalVariable) any { return &d.Annotations }},
		},
	},
	"DIGlobalVariableExpression": &diKind[metadata.DIGlobalVariableExpression]{
		fields: []diField[metadata.DIGlobalVariableExpression]{
			{"var", func(d *metadata.DIGlobalVariableExpression) any { return &d.Var }},
			{"expr", func(d *metadata.DIGlobalVariableExpression) any { return &d.Expr }},
		},
		required: []string{"var", "expr"},
	},
	"DIExpression": &diKind[metadata.DIExpression]{},
	"DILexicalBlock": &diKind[metadata.DILexicalBlock]{
		fields: []diField[metadata.DILexicalBlock]{
			{"scope", func(d *metadata.DILexicalBlock) any { return &d.Scope }},
			{"file", func(d *metadata.DILexicalBlock) any { return &d.File }},
			{"line", func(d *metadata.DILexicalBlock) any { return &d.Line }},
			{"column", func(d *metadata.DILexicalBlock) any { return &d.Column }},
		},
		required: []string{"scope"},
	},
	"DILexicalBlockFile": &diKind[metadata.DILexicalBlockFile]{
		fields: []diField[metadata.DILexicalBlockFile]{
			{"scope", func(d *metadata.DILexicalBlockFile) any { return &d.Scope }},
			{"file", func(d *metadata.DILexicalBlockFile) any { return &d.File }},
			{"discriminator", func(d *metadata.DILexicalBlockFile) any { return &d.Discriminator }},
		},
		required: []string{"scope"},
	},
	"DISubrange": &diKind[metadata.DISubrange]{
		fields: []diField[metadata.DISubrange]{
			{"count", func(d *metadata.DISubrange) any { return &d.Count }},
			{"lowerBound", func(d *metadata.DISubrange) any { return &d.LowerBound }},
			{"upperBound", func(d *metadata.DISubrange) any { return &d.UpperBound }},
			{"stride", func(d *metadata.DISubrange) any { return &d.Stride }},
		},
	},
	"DIEnumerator": &diKind[metadata.DIEnumerator]{
		fields: []diField[metadata.DIEnumerator]{
			{"name", func(d *metadata.DIEnumerator) any { return &d.Name }},
			{"value", func(d *metadata.DIEnumerator) any { return &d.Value }},
			{"isUnsigned", func(d *metadata.DIEnumerator) any { return &d.IsUnsigned }},
		},
	},
	"DILabel": &diKind[metadata.DILabel]{
		fields: []diField[metadata.DILabel]{
			{"scope", func(d *metadata.DILabel) any { return &d.Scope }},
			{"name", func(d *metadata.DILabel) any { return &d.Name }},
			{"file", func(d *metadata.DILabel) any { return &d.File }},
			{"line", func(d *metadata.DILabel) any { return &d.Line }},
		},
		required: []string{"scope"},
	},
	"DIImportedEntity": &diKind[metadata.DIImportedEntity]{
		fields: []diField[metadata.DIImportedEntity]{
			{"tag", func(d *metadata.DIImportedEntity) any { return &d.Tag }},
			{"name", func(d *metadata.DIImportedEntity) any { return &d.Name }},
			{"scope", func(d *metadata.DIImportedEntity) any { return &d.Scope }},
			{"entity", func(d *metadata.DIImportedEntity) any { return &d.Entity }},
			{"file", func(d *metadata.DIImportedEntity) any { return &d.File }},
			{"line", func(d *metadata.DIImportedEntity) any { return &d.Line }},
			{"elements", func(d *metadata.DIImportedEntity) any { return &d.Elements }},
		},
		required: []string{"tag", "scope"},
	},
	"DINamespace": &diKind[metadata.DINamespace]{
		fields: []diField[metadata.DINamespace]{
			{"name", func(d *metadata.DINamespace) any { return &d.Name }},
			{"scope", func(d *metadata.DINamespace) any { return &d.Scope }},
			{"exportSymbols", func(d *metadata.DINamespace) any { return &d.ExportSymbols }},
		},
		required: []string{"scope"},
	},
	"DITemplateTypeParameter": &diKind[metadata.DITemplateTypeParameter]{
		fields: []diField[metadata.DITemplateTypeParameter]{
			{"name", func(d *metadata.DITemplateTypeParameter) any { return &d.Name }},
			{"type", func(d *metadata.DITemplateTypeParameter) any { return &d.Type }},
			{"defaulted", func(d *metadata.DITemplateTypeParameter) any { return &d.Defaulted }},
		},
		required: []string{"type"},
	},
	"DITemplateValueParameter": &diKind[metadata.DITemplateValueParameter]{
		fields: []diField[metadata.DITemplateValueParameter]{
			{"tag", func(d *metadata.DITemplateValueParameter) any { return &d.Tag }},
			{"name", func(d *metadata.DITemplateValueParameter) any { return &d.Name }},
			{"type", func(d *metadata.DITemplateValueParameter) any { return &d.Type }},
			{"defaulted", func(d *metadata.DITemplateValueParameter) any { return &d.Defaulted }},
			{"value", func(d *metadata.DITemplateValueParameter) any { return &d.Value }},
		},
		required: []string{"value"},
	},
	"DIMacro": &diKind[metadata.DIMacro]{
		fields: []diField[metadata.DIMacro]{
			{"type", func(d *metadata.DIMacro) any { return &d.Type }},
			{"line", func(d *metadata.DIMacro) any { return &d.Line }},
			{"name", func(d *metadata.DIMacro) any { return &d.Name }},
			{"value", func(d *metadata.DIMacro) any { return &d.Value }},
		},
		required: []string{"type"},
	},
	"DIMacroFile": &diKind[metadata.DIMacroFile]{
		fields: []diField[metadata.DIMacroFile]{
			{"type", func(d *metadata.DIMacroFile) any { return &d.Type }},
			{"line", func(d *metadata.DIMacroFile) any { return &d.Line }},
			{"file", func(d *metadata.DIMacroFile) any { return &d.File }},
			{"nodes", func(d *metadata.DIMacroFile) any { return &d.Nodes }},
		},
	},
	// llir prints the scope of these two kinds, which it cannot read
	// here: null instead of a nil interface.
	"DIModule": &diKind[metadata.DIModule]{
		zero: func() *metadata.DIModule { return &metadata.DIModule{Scope: metadata.Null} },
	},
	"DICommonBlock": &diKind[metadata.DICommonBlock]{
		zero: func() *metadata.DICommonBlock { return &metadata.DICommonBlock{Scope: metadata.Null} },
	},
	"DIStringType":   &diKind[metadata.DIStringType]{},
	"DIObjCProperty": &diKind[metadata.DIObjCProperty]{},
	"GenericDINode":  &diKind[metadata.GenericDINode]{},
}
