package llread

import (
	"fmt"
	"reflect"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
)

// Specialised metadata nodes (`!DIxxx(field: value, ...)`) are read from
// tables: for each node kind, the fields llir can hold. A field is a
// name in LLVM's syntax and a pointer to where its value goes in llir's
// struct; the Go type of that place decides how the value is read
// (readDIValue), so the table cannot pair a field with the wrong reader.
// Fields that are not in the table (those llir v0.3.6 has no place for,
// such as LLVM 19's targetFuncName or ptrAuthData) are parsed for syntax
// and dropped, as are repeated fields: the last one wins.

// diField is one field of a node of type D.
type diField[D any] struct {
	name string
	// required fields must not be left zero: LLVM rejects such a node,
	// and llir would print a nil interface.
	required bool
	ptr      func(*D) any
}

// The values of diField.required, for the tables.
const (
	optional = false
	required = true
)

// diKind describes the node kind whose llir type is D; P is *D, which
// implements metadata.Definition.
type diKind[D any, P interface {
	*D
	metadata.Definition
}] struct {
	// fields lists the fields in the order LLVM prints them, so that the
	// lookup of a printed node's next field starts at the right row.
	fields []diField[D]
	// required indexes the required fields, in order.
	required []int
	// zero, if set, makes the empty node (default: the zero D).
	zero func() P
}

// nodeKind is a diKind whatever its node type, so that diKindNamed can
// return any kind.
type nodeKind interface {
	// newNode returns an empty node of the kind.
	newNode() metadata.Definition
	// readFields reads into def the fields p.mdFieldBuf[from:to] (a
	// field's value can be a node, whose fields go on top of the buffer)
	// and returns the name of a required field def lacks, or "".
	readFields(p *parser, def metadata.Definition, from, to int) (missing string)
}

// newKind returns the table of a node kind whose fields are fields.
func newKind[D any, P interface {
	*D
	metadata.Definition
}](fields []diField[D]) *diKind[D, P] {
	k := &diKind[D, P]{fields: fields}
	for i, f := range fields {
		if f.required {
			k.required = append(k.required, i)
		}
	}
	return k
}

func (k *diKind[D, P]) newNode() metadata.Definition {
	if k.zero != nil {
		return k.zero()
	}
	return P(new(D))
}

func (k *diKind[D, P]) readFields(p *parser, def metadata.Definition, from, to int) string {
	d := def.(P)
	fs := k.fields
	next := 0 // the row after the previous field's
	// The values of these fields may be nodes, whose fields are pushed
	// past to: this slice stays valid.
	for _, f := range p.mdFieldBuf[from:to] {
		// Nodes printed by LLVM list their fields in table order, so the
		// search almost always succeeds at its first row. Fields not in
		// the table are dropped.
		for j := range fs {
			i := next + j
			if i >= len(fs) {
				i -= len(fs)
			}
			if fs[i].name == string(f.name) {
				p.pos = f.tok
				p.readDIValue(fs[i].name, fs[i].ptr(d))
				next = i + 1
				break
			}
		}
	}
	for _, i := range k.required {
		if isZero(fs[i].ptr(d)) {
			return fs[i].name
		}
	}
	return ""
}

// isZero reports whether the place ptr points to holds its zero value. It
// runs for most nodes of a module with debug info, so the types of the
// required fields are tested before falling back to reflection.
func isZero(ptr any) bool {
	switch v := ptr.(type) {
	case *metadata.Field:
		return *v == nil
	case *enum.DwarfTag:
		return *v == 0
	case **metadata.DIFile:
		return *v == nil
	}
	return reflect.ValueOf(ptr).Elem().IsZero()
}

// readDIValue reads the value of field name into the place ptr points to,
// with the reader for the place's type.
func (p *parser) readDIValue(name string, ptr any) {
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
		*v = mdEnum(p, tables().tag)
	case *enum.DwarfLang:
		*v = mdEnum(p, tables().lang)
	case *enum.DwarfAttEncoding:
		*v = mdEnum(p, tables().encoding)
	case *enum.DwarfCC:
		*v = mdEnum(p, tables().cconv)
	case *enum.DwarfVirtuality:
		*v = mdEnum(p, tables().virt)
	case *enum.DwarfMacinfo:
		*v = mdEnum(p, tables().macinfo)
	case *enum.EmissionKind:
		*v = mdEnum(p, tables().emission)
	case *enum.NameTableKind:
		*v = mdEnum(p, tables().nameTable)
	case *enum.ChecksumKind:
		*v = mdEnum(p, tables().checksum)
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

// diKindNamed returns the table of the specialised node kind named name,
// or nil. Kinds without fields (DIModule, DICommonBlock, DIStringType,
// DIObjCProperty, GenericDINode) keep their zero values; DIExpression has
// its own syntax (diExpression). A switch, not a map: it is looked up twice
// for every node, and a string switch costs a fraction of a map access.
func diKindNamed(name []byte) nodeKind {
	switch string(name) {
	case "DILocation":
		return kindDILocation
	case "DISubprogram":
		return kindDISubprogram
	case "DIFile":
		return kindDIFile
	case "DICompileUnit":
		return kindDICompileUnit
	case "DIBasicType":
		return kindDIBasicType
	case "DIDerivedType":
		return kindDIDerivedType
	case "DICompositeType":
		return kindDICompositeType
	case "DISubroutineType":
		return kindDISubroutineType
	case "DILocalVariable":
		return kindDILocalVariable
	case "DIGlobalVariable":
		return kindDIGlobalVariable
	case "DIGlobalVariableExpression":
		return kindDIGlobalVariableExpression
	case "DIExpression":
		return kindDIExpression
	case "DILexicalBlock":
		return kindDILexicalBlock
	case "DILexicalBlockFile":
		return kindDILexicalBlockFile
	case "DISubrange":
		return kindDISubrange
	case "DIEnumerator":
		return kindDIEnumerator
	case "DILabel":
		return kindDILabel
	case "DIImportedEntity":
		return kindDIImportedEntity
	case "DINamespace":
		return kindDINamespace
	case "DITemplateTypeParameter":
		return kindDITemplateTypeParameter
	case "DITemplateValueParameter":
		return kindDITemplateValueParameter
	case "DIMacro":
		return kindDIMacro
	case "DIMacroFile":
		return kindDIMacroFile
	case "DIModule":
		return kindDIModule
	case "DICommonBlock":
		return kindDICommonBlock
	case "DIStringType":
		return kindDIStringType
	case "DIObjCProperty":
		return kindDIObjCProperty
	case "GenericDINode":
		return kindGenericDINode
	}
	return nil
}

// The tables of the node kinds, read-only.

var kindDILocation = newKind([]diField[metadata.DILocation]{
	{"line", optional, func(d *metadata.DILocation) any { return &d.Line }},
	{"column", optional, func(d *metadata.DILocation) any { return &d.Column }},
	{"scope", required, func(d *metadata.DILocation) any { return &d.Scope }},
	{"inlinedAt", optional, func(d *metadata.DILocation) any { return &d.InlinedAt }},
	{"isImplicitCode", optional, func(d *metadata.DILocation) any { return &d.IsImplicitCode }},
})

var kindDISubprogram = newKind([]diField[metadata.DISubprogram]{
	{"name", optional, func(d *metadata.DISubprogram) any { return &d.Name }},
	{"linkageName", optional, func(d *metadata.DISubprogram) any { return &d.LinkageName }},
	{"scope", optional, func(d *metadata.DISubprogram) any { return &d.Scope }},
	{"file", optional, func(d *metadata.DISubprogram) any { return &d.File }},
	{"line", optional, func(d *metadata.DISubprogram) any { return &d.Line }},
	{"type", optional, func(d *metadata.DISubprogram) any { return &d.Type }},
	{"isLocal", optional, func(d *metadata.DISubprogram) any { return &d.IsLocal }},
	{"isDefinition", optional, func(d *metadata.DISubprogram) any { return &d.IsDefinition }},
	{"scopeLine", optional, func(d *metadata.DISubprogram) any { return &d.ScopeLine }},
	{"containingType", optional, func(d *metadata.DISubprogram) any { return &d.ContainingType }},
	{"virtuality", optional, func(d *metadata.DISubprogram) any { return &d.Virtuality }},
	{"virtualIndex", optional, func(d *metadata.DISubprogram) any { return &d.VirtualIndex }},
	{"thisAdjustment", optional, func(d *metadata.DISubprogram) any { return &d.ThisAdjustment }},
	{"flags", optional, func(d *metadata.DISubprogram) any { return &d.Flags }},
	{"spFlags", optional, func(d *metadata.DISubprogram) any { return &d.SPFlags }},
	{"isOptimized", optional, func(d *metadata.DISubprogram) any { return &d.IsOptimized }},
	{"unit", optional, func(d *metadata.DISubprogram) any { return &d.Unit }},
	{"templateParams", optional, func(d *metadata.DISubprogram) any { return &d.TemplateParams }},
	{"declaration", optional, func(d *metadata.DISubprogram) any { return &d.Declaration }},
	{"retainedNodes", optional, func(d *metadata.DISubprogram) any { return &d.RetainedNodes }},
	{"thrownTypes", optional, func(d *metadata.DISubprogram) any { return &d.ThrownTypes }},
	{"annotations", optional, func(d *metadata.DISubprogram) any { return &d.Annotations }},
})

var kindDIFile = newKind([]diField[metadata.DIFile]{
	{"filename", optional, func(d *metadata.DIFile) any { return &d.Filename }},
	{"directory", optional, func(d *metadata.DIFile) any { return &d.Directory }},
	{"checksumkind", optional, func(d *metadata.DIFile) any { return &d.Checksumkind }},
	{"checksum", optional, func(d *metadata.DIFile) any { return &d.Checksum }},
	{"source", optional, func(d *metadata.DIFile) any { return &d.Source }},
})

var kindDICompileUnit = newKind([]diField[metadata.DICompileUnit]{
	{"language", required, func(d *metadata.DICompileUnit) any { return &d.Language }},
	{"file", required, func(d *metadata.DICompileUnit) any { return &d.File }},
	{"producer", optional, func(d *metadata.DICompileUnit) any { return &d.Producer }},
	{"isOptimized", optional, func(d *metadata.DICompileUnit) any { return &d.IsOptimized }},
	{"flags", optional, func(d *metadata.DICompileUnit) any { return &d.Flags }},
	{"runtimeVersion", optional, func(d *metadata.DICompileUnit) any { return &d.RuntimeVersion }},
	{"splitDebugFilename", optional, func(d *metadata.DICompileUnit) any { return &d.SplitDebugFilename }},
	{"emissionKind", optional, func(d *metadata.DICompileUnit) any { return &d.EmissionKind }},
	{"enums", optional, func(d *metadata.DICompileUnit) any { return &d.Enums }},
	{"retainedTypes", optional, func(d *metadata.DICompileUnit) any { return &d.RetainedTypes }},
	{"globals", optional, func(d *metadata.DICompileUnit) any { return &d.Globals }},
	{"imports", optional, func(d *metadata.DICompileUnit) any { return &d.Imports }},
	{"macros", optional, func(d *metadata.DICompileUnit) any { return &d.Macros }},
	{"dwoId", optional, func(d *metadata.DICompileUnit) any { return &d.DwoID }},
	{"splitDebugInlining", optional, func(d *metadata.DICompileUnit) any { return &d.SplitDebugInlining }},
	{"debugInfoForProfiling", optional, func(d *metadata.DICompileUnit) any { return &d.DebugInfoForProfiling }},
	{"nameTableKind", optional, func(d *metadata.DICompileUnit) any { return &d.NameTableKind }},
	{"rangesBaseAddress", optional, func(d *metadata.DICompileUnit) any { return &d.RangesBaseAddress }},
	{"sysroot", optional, func(d *metadata.DICompileUnit) any { return &d.Sysroot }},
	{"sdk", optional, func(d *metadata.DICompileUnit) any { return &d.SDK }},
})

var kindDIBasicType = newKind([]diField[metadata.DIBasicType]{
	{"tag", optional, func(d *metadata.DIBasicType) any { return &d.Tag }},
	{"name", optional, func(d *metadata.DIBasicType) any { return &d.Name }},
	{"size", optional, func(d *metadata.DIBasicType) any { return &d.Size }},
	{"align", optional, func(d *metadata.DIBasicType) any { return &d.Align }},
	{"encoding", optional, func(d *metadata.DIBasicType) any { return &d.Encoding }},
	{"flags", optional, func(d *metadata.DIBasicType) any { return &d.Flags }},
})

var kindDIDerivedType = newKind([]diField[metadata.DIDerivedType]{
	{"tag", required, func(d *metadata.DIDerivedType) any { return &d.Tag }},
	{"name", optional, func(d *metadata.DIDerivedType) any { return &d.Name }},
	{"scope", optional, func(d *metadata.DIDerivedType) any { return &d.Scope }},
	{"file", optional, func(d *metadata.DIDerivedType) any { return &d.File }},
	{"line", optional, func(d *metadata.DIDerivedType) any { return &d.Line }},
	{"baseType", required, func(d *metadata.DIDerivedType) any { return &d.BaseType }},
	{"size", optional, func(d *metadata.DIDerivedType) any { return &d.Size }},
	{"align", optional, func(d *metadata.DIDerivedType) any { return &d.Align }},
	{"offset", optional, func(d *metadata.DIDerivedType) any { return &d.Offset }},
	{"flags", optional, func(d *metadata.DIDerivedType) any { return &d.Flags }},
	{"extraData", optional, func(d *metadata.DIDerivedType) any { return &d.ExtraData }},
	{"dwarfAddressSpace", optional, func(d *metadata.DIDerivedType) any { return &d.DwarfAddressSpace }},
	{"annotations", optional, func(d *metadata.DIDerivedType) any { return &d.Annotations }},
})

var kindDICompositeType = newKind([]diField[metadata.DICompositeType]{
	{"tag", required, func(d *metadata.DICompositeType) any { return &d.Tag }},
	{"name", optional, func(d *metadata.DICompositeType) any { return &d.Name }},
	{"scope", optional, func(d *metadata.DICompositeType) any { return &d.Scope }},
	{"file", optional, func(d *metadata.DICompositeType) any { return &d.File }},
	{"line", optional, func(d *metadata.DICompositeType) any { return &d.Line }},
	{"baseType", optional, func(d *metadata.DICompositeType) any { return &d.BaseType }},
	{"size", optional, func(d *metadata.DICompositeType) any { return &d.Size }},
	{"align", optional, func(d *metadata.DICompositeType) any { return &d.Align }},
	{"offset", optional, func(d *metadata.DICompositeType) any { return &d.Offset }},
	{"flags", optional, func(d *metadata.DICompositeType) any { return &d.Flags }},
	{"elements", optional, func(d *metadata.DICompositeType) any { return &d.Elements }},
	{"runtimeLang", optional, func(d *metadata.DICompositeType) any { return &d.RuntimeLang }},
	{"vtableHolder", optional, func(d *metadata.DICompositeType) any { return &d.VtableHolder }},
	{"templateParams", optional, func(d *metadata.DICompositeType) any { return &d.TemplateParams }},
	{"identifier", optional, func(d *metadata.DICompositeType) any { return &d.Identifier }},
	{"discriminator", optional, func(d *metadata.DICompositeType) any { return &d.Discriminator }},
	{"dataLocation", optional, func(d *metadata.DICompositeType) any { return &d.DataLocation }},
	{"associated", optional, func(d *metadata.DICompositeType) any { return &d.Associated }},
	{"allocated", optional, func(d *metadata.DICompositeType) any { return &d.Allocated }},
	{"rank", optional, func(d *metadata.DICompositeType) any { return &d.Rank }},
	{"annotations", optional, func(d *metadata.DICompositeType) any { return &d.Annotations }},
})

var kindDISubroutineType = newKind([]diField[metadata.DISubroutineType]{
	{"flags", optional, func(d *metadata.DISubroutineType) any { return &d.Flags }},
	{"cc", optional, func(d *metadata.DISubroutineType) any { return &d.CC }},
	{"types", optional, func(d *metadata.DISubroutineType) any { return &d.Types }},
})

var kindDILocalVariable = newKind([]diField[metadata.DILocalVariable]{
	{"name", optional, func(d *metadata.DILocalVariable) any { return &d.Name }},
	{"arg", optional, func(d *metadata.DILocalVariable) any { return &d.Arg }},
	{"scope", required, func(d *metadata.DILocalVariable) any { return &d.Scope }},
	{"file", optional, func(d *metadata.DILocalVariable) any { return &d.File }},
	{"line", optional, func(d *metadata.DILocalVariable) any { return &d.Line }},
	{"type", optional, func(d *metadata.DILocalVariable) any { return &d.Type }},
	{"flags", optional, func(d *metadata.DILocalVariable) any { return &d.Flags }},
	{"align", optional, func(d *metadata.DILocalVariable) any { return &d.Align }},
	{"annotations", optional, func(d *metadata.DILocalVariable) any { return &d.Annotations }},
})

var kindDIGlobalVariable = newKind([]diField[metadata.DIGlobalVariable]{
	{"name", optional, func(d *metadata.DIGlobalVariable) any { return &d.Name }},
	{"scope", optional, func(d *metadata.DIGlobalVariable) any { return &d.Scope }},
	{"linkageName", optional, func(d *metadata.DIGlobalVariable) any { return &d.LinkageName }},
	{"file", optional, func(d *metadata.DIGlobalVariable) any { return &d.File }},
	{"line", optional, func(d *metadata.DIGlobalVariable) any { return &d.Line }},
	{"type", optional, func(d *metadata.DIGlobalVariable) any { return &d.Type }},
	{"isLocal", optional, func(d *metadata.DIGlobalVariable) any { return &d.IsLocal }},
	{"isDefinition", optional, func(d *metadata.DIGlobalVariable) any { return &d.IsDefinition }},
	{"declaration", optional, func(d *metadata.DIGlobalVariable) any { return &d.Declaration }},
	{"templateParams", optional, func(d *metadata.DIGlobalVariable) any { return &d.TemplateParams }},
	{"align", optional, func(d *metadata.DIGlobalVariable) any { return &d.Align }},
	{"annotations", optional, func(d *metadata.DIGlobalVariable) any { return &d.Annotations }},
})

var kindDIGlobalVariableExpression = newKind([]diField[metadata.DIGlobalVariableExpression]{
	{"var", required, func(d *metadata.DIGlobalVariableExpression) any { return &d.Var }},
	{"expr", required, func(d *metadata.DIGlobalVariableExpression) any { return &d.Expr }},
})

var kindDIExpression = newKind[metadata.DIExpression](nil)

var kindDILexicalBlock = newKind([]diField[metadata.DILexicalBlock]{
	{"scope", required, func(d *metadata.DILexicalBlock) any { return &d.Scope }},
	{"file", optional, func(d *metadata.DILexicalBlock) any { return &d.File }},
	{"line", optional, func(d *metadata.DILexicalBlock) any { return &d.Line }},
	{"column", optional, func(d *metadata.DILexicalBlock) any { return &d.Column }},
})

var kindDILexicalBlockFile = newKind([]diField[metadata.DILexicalBlockFile]{
	{"scope", required, func(d *metadata.DILexicalBlockFile) any { return &d.Scope }},
	{"file", optional, func(d *metadata.DILexicalBlockFile) any { return &d.File }},
	{"discriminator", optional, func(d *metadata.DILexicalBlockFile) any { return &d.Discriminator }},
})

var kindDISubrange = newKind([]diField[metadata.DISubrange]{
	{"count", optional, func(d *metadata.DISubrange) any { return &d.Count }},
	{"lowerBound", optional, func(d *metadata.DISubrange) any { return &d.LowerBound }},
	{"upperBound", optional, func(d *metadata.DISubrange) any { return &d.UpperBound }},
	{"stride", optional, func(d *metadata.DISubrange) any { return &d.Stride }},
})

var kindDIEnumerator = newKind([]diField[metadata.DIEnumerator]{
	{"name", optional, func(d *metadata.DIEnumerator) any { return &d.Name }},
	{"value", optional, func(d *metadata.DIEnumerator) any { return &d.Value }},
	{"isUnsigned", optional, func(d *metadata.DIEnumerator) any { return &d.IsUnsigned }},
})

var kindDILabel = newKind([]diField[metadata.DILabel]{
	{"scope", required, func(d *metadata.DILabel) any { return &d.Scope }},
	{"name", optional, func(d *metadata.DILabel) any { return &d.Name }},
	{"file", optional, func(d *metadata.DILabel) any { return &d.File }},
	{"line", optional, func(d *metadata.DILabel) any { return &d.Line }},
})

var kindDIImportedEntity = newKind([]diField[metadata.DIImportedEntity]{
	{"tag", required, func(d *metadata.DIImportedEntity) any { return &d.Tag }},
	{"name", optional, func(d *metadata.DIImportedEntity) any { return &d.Name }},
	{"scope", required, func(d *metadata.DIImportedEntity) any { return &d.Scope }},
	{"entity", optional, func(d *metadata.DIImportedEntity) any { return &d.Entity }},
	{"file", optional, func(d *metadata.DIImportedEntity) any { return &d.File }},
	{"line", optional, func(d *metadata.DIImportedEntity) any { return &d.Line }},
	{"elements", optional, func(d *metadata.DIImportedEntity) any { return &d.Elements }},
})

var kindDINamespace = newKind([]diField[metadata.DINamespace]{
	{"name", optional, func(d *metadata.DINamespace) any { return &d.Name }},
	{"scope", required, func(d *metadata.DINamespace) any { return &d.Scope }},
	{"exportSymbols", optional, func(d *metadata.DINamespace) any { return &d.ExportSymbols }},
})

var kindDITemplateTypeParameter = newKind([]diField[metadata.DITemplateTypeParameter]{
	{"name", optional, func(d *metadata.DITemplateTypeParameter) any { return &d.Name }},
	{"type", required, func(d *metadata.DITemplateTypeParameter) any { return &d.Type }},
	{"defaulted", optional, func(d *metadata.DITemplateTypeParameter) any { return &d.Defaulted }},
})

var kindDITemplateValueParameter = newKind([]diField[metadata.DITemplateValueParameter]{
	{"tag", optional, func(d *metadata.DITemplateValueParameter) any { return &d.Tag }},
	{"name", optional, func(d *metadata.DITemplateValueParameter) any { return &d.Name }},
	{"type", optional, func(d *metadata.DITemplateValueParameter) any { return &d.Type }},
	{"defaulted", optional, func(d *metadata.DITemplateValueParameter) any { return &d.Defaulted }},
	{"value", required, func(d *metadata.DITemplateValueParameter) any { return &d.Value }},
})

var kindDIMacro = newKind([]diField[metadata.DIMacro]{
	{"type", required, func(d *metadata.DIMacro) any { return &d.Type }},
	{"line", optional, func(d *metadata.DIMacro) any { return &d.Line }},
	{"name", optional, func(d *metadata.DIMacro) any { return &d.Name }},
	{"value", optional, func(d *metadata.DIMacro) any { return &d.Value }},
})

var kindDIMacroFile = newKind([]diField[metadata.DIMacroFile]{
	{"type", optional, func(d *metadata.DIMacroFile) any { return &d.Type }},
	{"line", optional, func(d *metadata.DIMacroFile) any { return &d.Line }},
	{"file", optional, func(d *metadata.DIMacroFile) any { return &d.File }},
	{"nodes", optional, func(d *metadata.DIMacroFile) any { return &d.Nodes }},
})

// llir prints the scope of these two kinds, whose fields are not read:
// null instead of a nil interface.
var kindDIModule = &diKind[metadata.DIModule, *metadata.DIModule]{
	zero: func() *metadata.DIModule { return &metadata.DIModule{Scope: metadata.Null} },
}

var kindDICommonBlock = &diKind[metadata.DICommonBlock, *metadata.DICommonBlock]{
	zero: func() *metadata.DICommonBlock { return &metadata.DICommonBlock{Scope: metadata.Null} },
}

var kindDIStringType = newKind[metadata.DIStringType](nil)

var kindDIObjCProperty = newKind[metadata.DIObjCProperty](nil)

var kindGenericDINode = newKind[metadata.GenericDINode](nil)
