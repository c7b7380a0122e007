package llread

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
)

// diSample is, for each type of place a table row can point to, a value
// that reads into something other than the zero value. The nodes it
// refers to are defined by diSampleDefs.
var diSample = map[reflect.Type]string{
	reflect.TypeFor[*int64]():                      "7",
	reflect.TypeFor[*uint64]():                     "7",
	reflect.TypeFor[*bool]():                       "true",
	reflect.TypeFor[*string]():                     `"s"`,
	reflect.TypeFor[*metadata.Field]():             "!2",
	reflect.TypeFor[*metadata.FieldOrInt]():        "7",
	reflect.TypeFor[**metadata.DIFile]():           "!1",
	reflect.TypeFor[**metadata.Tuple]():            "!2",
	reflect.TypeFor[*enum.DIFlag]():                "DIFlagPrototyped",
	reflect.TypeFor[*enum.DISPFlag]():              "DISPFlagDefinition",
	reflect.TypeFor[*enum.DwarfTag]():              "DW_TAG_member",
	reflect.TypeFor[*enum.DwarfLang]():             "DW_LANG_C99",
	reflect.TypeFor[*enum.DwarfAttEncoding]():      "DW_ATE_signed",
	reflect.TypeFor[*enum.DwarfCC]():               "DW_CC_nocall",
	reflect.TypeFor[*enum.DwarfVirtuality]():       "DW_VIRTUALITY_virtual",
	reflect.TypeFor[*enum.DwarfMacinfo]():          "DW_MACINFO_define",
	reflect.TypeFor[*enum.EmissionKind]():          "FullDebug",
	reflect.TypeFor[*enum.NameTableKind]():         "GNU",
	reflect.TypeFor[*enum.ChecksumKind]():          "CSK_MD5",
	reflect.TypeFor[**metadata.DILocation]():       "!3",
	reflect.TypeFor[**metadata.DICompileUnit]():    "!0",
	reflect.TypeFor[**metadata.DIGlobalVariable](): "!4",
	reflect.TypeFor[**metadata.DIExpression]():     "!DIExpression()",
}

const diSampleDefs = `!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{}
!3 = !DILocation(line: 1, scope: !5)
!4 = distinct !DIGlobalVariable(name: "g", scope: !0)
!5 = distinct !DISubprogram(name: "f", unit: !0)
`

// diKindNames names llir's specialised node kinds.
var diKindNames = []string{
	"DIBasicType", "DICommonBlock", "DICompileUnit", "DICompositeType",
	"DIDerivedType", "DIEnumerator", "DIExpression", "DIFile",
	"DIGlobalVariable", "DIGlobalVariableExpression", "DIImportedEntity",
	"DILabel", "DILexicalBlock", "DILexicalBlockFile", "DILocalVariable",
	"DILocation", "DIMacro", "DIMacroFile", "DIModule", "DINamespace",
	"DIObjCProperty", "DIStringType", "DISubprogram", "DISubrange",
	"DISubroutineType", "DITemplateTypeParameter", "DITemplateValueParameter",
	"GenericDINode",
}

// places returns the places the rows of kind k point to in node def, by
// field name.
func places(k nodeKind, def metadata.Definition) map[string]any {
	return k.(interface {
		places(metadata.Definition) map[string]any
	}).places(def)
}

func (k *diKind[D, P]) places(def metadata.Definition) map[string]any {
	d := def.(P)
	m := map[string]any{}
	for _, f := range k.fields {
		m[f.name] = f.ptr(d)
	}
	return m
}

// TestDIKinds checks the table against llir's structs: every row points to
// the field of llir's struct that has its name, no two rows share a field,
// and a node that sets every field of its kind reads each value into its
// place.
func TestDIKinds(t *testing.T) {
	for _, kind := range diKindNames {
		k := diKindNamed([]byte(kind))
		if k == nil {
			t.Errorf("no table for %s", kind)
			continue
		}
		empty := places(k, k.newNode())
		if len(empty) == 0 {
			continue
		}
		t.Run(kind, func(t *testing.T) {
			var names []string
			for name := range empty {
				names = append(names, name)
			}
			sort.Strings(names)
			// Name each row's place by the struct field at its address.
			def := k.newNode()
			v := reflect.ValueOf(def).Elem()
			fieldAt := map[uintptr]string{}
			for i := 0; i < v.NumField(); i++ {
				fieldAt[v.Field(i).Addr().Pointer()] = v.Type().Field(i).Name
			}
			var src []string
			seen := map[string]string{}
			placed := places(k, def)
			for _, name := range names {
				goName := fieldAt[reflect.ValueOf(placed[name]).Pointer()]
				if !strings.EqualFold(goName, name) {
					t.Errorf("row %s sets llir field %q", name, goName)
				}
				if other, dup := seen[goName]; dup {
					t.Errorf("rows %s and %s both set %s", name, other, goName)
				}
				seen[goName] = name
			}
			for _, name := range names {
				val, ok := diSample[reflect.TypeOf(empty[name])]
				if !ok {
					t.Fatalf("row %s: no sample for %T", name, empty[name])
				}
				src = append(src, name+": "+val)
			}
			text := diSampleDefs + fmt.Sprintf("!9 = distinct !%s(%s)\n", kind, strings.Join(src, ", "))
			m, _, err := Read("f.ll", []byte(text))
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			got, ok := m.MetadataDefs[len(m.MetadataDefs)-1].(metadata.Definition)
			if !ok || got.ID() != 9 {
				t.Fatalf("last metadata definition is %v, want !9", m.MetadataDefs[len(m.MetadataDefs)-1])
			}
			placed = places(k, got)
			for _, name := range names {
				if reflect.ValueOf(placed[name]).Elem().IsZero() {
					t.Errorf("field %s not set by %q", name, text)
				}
			}
			// Without a required field the node is an error, at its kind.
			var required []string
			for i, name := range names {
				rest := strings.Join(append(append([]string{}, src[:i]...), src[i+1:]...), ", ")
				text := diSampleDefs + fmt.Sprintf("!9 = distinct !%s(%s)\n", kind, rest)
				_, _, err := Read("f.ll", []byte(text))
				if err == nil {
					continue
				}
				if want := fmt.Sprintf("f.ll:7:15: missing required field '%s'", name); err.Error() != want {
					t.Errorf("without %s: %v, want %s", name, err, want)
				}
				required = append(required, name)
			}
			if got, want := strings.Join(required, " "), diRequired[kind]; got != want {
				t.Errorf("required fields %q, want %q", got, want)
			}
		})
	}
}

// diRequired names the required fields of each kind, sorted: the fields
// LLVM requires that llir cannot leave unset.
var diRequired = map[string]string{
	"DICompileUnit":              "file language",
	"DICompositeType":            "tag",
	"DIDerivedType":              "baseType tag",
	"DIGlobalVariableExpression": "expr var",
	"DIImportedEntity":           "scope tag",
	"DILabel":                    "scope",
	"DILexicalBlock":             "scope",
	"DILexicalBlockFile":         "scope",
	"DILocalVariable":            "scope",
	"DILocation":                 "scope",
	"DIMacro":                    "type",
	"DINamespace":                "scope",
	"DITemplateTypeParameter":    "type",
	"DITemplateValueParameter":   "value",
}

// TestDIFieldsDropped checks what happens to fields the table does not
// hold: a field llir has no place for is dropped, and of a repeated field
// the last value wins.
func TestDIFieldsDropped(t *testing.T) {
	tests := []struct{ src, want string }{
		{"!0 = !DILocation(line: 1, targetFuncName: \"x\", scope: !0)", "!0 = !DILocation(line: 1, scope: !0)"},
		{"!0 = !DILocation(line: 1, line: 2, scope: !0)", "!0 = !DILocation(line: 2, scope: !0)"},
		{"!0 = !DIModule(scope: null, name: \"m\")", "!0 = !DIModule(scope: null, name: \"\")"},
	}
	for _, tc := range tests {
		m, _, err := Read("f.ll", []byte(tc.src+"\n"))
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		if got := strings.TrimSpace(m.String()); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.src, got, tc.want)
		}
	}
}

// TestDINestedNode checks that the fields of a node written inside a field
// of another node do not take the place of the outer node's fields.
func TestDINestedNode(t *testing.T) {
	src := diSampleDefs + "!9 = !DILocation(line: 1, scope: !5, inlinedAt: !DILocation(line: 7, column: 8, scope: !5, isImplicitCode: true), column: 5)\n"
	m, _, err := Read("f.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	loc, ok := m.MetadataDefs[len(m.MetadataDefs)-1].(*metadata.DILocation)
	if !ok || loc.InlinedAt == nil {
		t.Fatalf("last metadata definition %v, want a DILocation with inlinedAt", m.MetadataDefs[len(m.MetadataDefs)-1])
	}
	if loc.Line != 1 || loc.Column != 5 || loc.IsImplicitCode {
		t.Errorf("outer location: line %d column %d isImplicitCode %v, want 1 5 false", loc.Line, loc.Column, loc.IsImplicitCode)
	}
	if in := loc.InlinedAt; in.Line != 7 || in.Column != 8 || !in.IsImplicitCode {
		t.Errorf("inner location: line %d column %d isImplicitCode %v, want 7 8 true", in.Line, in.Column, in.IsImplicitCode)
	}
}
