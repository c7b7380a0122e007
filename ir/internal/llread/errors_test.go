package llread

import (
	"errors"
	"strings"
	"testing"
)

// TestErrors checks that malformed input gets the error for the first
// problem, at the right position, with a message naming what was expected
// and found.
func TestErrors(t *testing.T) {
	deep := "@x = global " + strings.Repeat("[1 x ", 5000) + "i8" + strings.Repeat("]", 5000) + " zeroinitializer\n"
	tests := []struct {
		name, src, want string
	}{
		{"bad type", "@x = global frobnicate 0\n", "f.ll:1:13: expected type, found 'frobnicate'"},
		{"undefined local", "define i32 @f() {\n  ret i32 %x\n}\n", "f.ll:2:11: use of undefined value '%x'"},
		{"undefined global", "@p = global ptr @nope\n", "f.ll:1:17: use of undefined value '@nope'"},
		{"type mismatch", "define i32 @f(i32 %a) {\n  %3 = add i32 %a, 1\n  ret i32 %3\n}\n", "f.ll:2:3: instruction expected to be numbered '%1'"},
		{"defined with type", "define ptr @f(i32 %a) {\n  ret ptr %a\n}\n", "f.ll:2:11: '%a' defined with type i32 but used as ptr"},
		{"forward ptr", "define i32 @f() {\nentry:\n  br label %b\nb:\n  ret i32 %v\nc:\n  %v = load ptr, ptr null\n  br label %b\n}\n", "f.ll:5:11: '%v' defined with type ptr but used as i32"},
		{"forward type", "define i32 @f() {\n  br label %b\nb:\n  ret i32 %v\nc:\n  %v = fadd float 1.0, 2.0\n  br label %b\n}\n", "f.ll:4:11: '%v' defined with type float but used as i32"},
		{"no terminator", "define void @f() {\n  %a = add i32 1, 2\n}\n", "f.ll:3:1: block '%0' does not end with a terminator"},
		{"unterminated string", "source_filename = \"abc\n", "f.ll:1:19: unterminated string"},
		{"bad char", "@x = global i32 0 ^\n", "f.ll:1:19: unexpected character '^'"},
		{"deep nesting", deep, "nesting too deep"},
		{"huge literal", "@x = global i8 " + strings.Repeat("9", 100000) + "\n", "integer literal too large for i8"},
		{"undefined metadata", "define void @f() {\n  ret void, !dbg !7\n}\n", "f.ll:2:18: use of undefined metadata '!7'"},
		{"unknown attribute", "declare void @f() frobnicate\n", "f.ll:1:19: expected"},
		{"array length", "@x = global [2 x i32] [i32 1]\n", "array constant has 1 elements"},
		{"redefinition", "@x = global i32 0\n@x = global i32 1\n", "f.ll:2:1: redefinition of global '@x'"},
		{"void name", "declare void @g()\ndefine void @f() {\n  %x = call void @g()\n  ret void\n}\n", "instructions returning void cannot have a name"},
		{"bad int type", "@x = global i0 0\n", "invalid integer type i0"},
		{"garbage first", "frob\n@x = global i32 0\n", "f.ll:1:1: expected top-level entity, found 'frob'"},
		{"garbage only", "frob", "f.ll:1:1: expected top-level entity"},
		{"int range", "@x = global i8 256\n", "f.ll:1:16: integer constant 256 too large for i8"},
		{"int range big", "@x = global i64 -9223372036854775809\n", "integer constant -9223372036854775809 too large for i64"},
		{"param numbering", "declare void @f(i32 %0, i32 %5)\n", "f.ll:1:29: argument expected to be numbered '%1'"},
		{"float inexact", "@x = global float 0x3FB999999999999A\n", "f.ll:1:19: floating-point constant 0x3FB999999999999A invalid for type float"},
		{"float decimal inexact", "@x = global float 0.1\n", "floating-point constant 0.1 invalid for type float"},
		{"eof in body", "define void @f() {\n  ret void\n", "unterminated function body"},
		{"unknown DI kind", "!0 = !DIFoo(line: 1)\n", "f.ll:1:6: unknown metadata node kind '!DIFoo'"},
		{"DI required field", "!0 = !DILocation(line: 1)\n", "f.ll:1:6: missing required field 'scope'"},
		{"DI required second", "!0 = !DIDerivedType(tag: DW_TAG_member, name: \"x\")\n", "f.ll:1:6: missing required field 'baseType'"},
		{"DI int field", "!0 = !DILocation(line: !1, scope: !0)\n", "f.ll:1:24: expected integer, found '!1'"},
		{"DI bool field", "!0 = distinct !DISubprogram(name: \"f\", isLocal: 1)\n", "f.ll:1:49: expected 'true' or 'false', found '1'"},
		{"DI enum field", "!0 = !DIBasicType(name: \"i\", encoding: DW_ATE_bogus)\n", "f.ll:1:40: unknown value 'DW_ATE_bogus'"},
		{"DI file field", "!0 = !DIDerivedType(tag: DW_TAG_member, baseType: null, file: !{})\n", "f.ll:1:66: expected DIFile"},
		{"DI node field", "!0 = distinct !DIGlobalVariableExpression(var: null, expr: !DIExpression())\n", "f.ll:1:52: var must be a DIGlobalVariable"},
		{"DI field label", "!0 = !DILocation(line: 1, scope: !0, 3)\n", "f.ll:1:38: expected field label, found '3'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Read("f.ll", []byte(tc.src))
			if err == nil {
				t.Fatalf("no error, want %q", tc.want)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T, want *Error", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "internal error") {
				t.Errorf("internal error: %v", err)
			}
		})
	}
}

// TestHugeTypesCheap checks that huge array and vector types cost nothing.
func TestHugeTypesCheap(t *testing.T) {
	src := "@x = external global [18446744073709551615 x [4294967296 x i64]]\n@y = global <1024 x i8> zeroinitializer\n"
	m, _, err := Read("f.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Globals[0].ContentType.String(); got != "[18446744073709551615 x [4294967296 x i64]]" {
		t.Errorf("type %s", got)
	}
}

// TestTypedFallback checks that typed-pointer syntax whose pointer types
// only agree as `ptr` is read as opaque, as LLVM 17+ reads it, and that
// other errors are reported from the typed reading.
func TestTypedFallback(t *testing.T) {
	_, opaque, err := Read("f.ll", []byte("define i8* @f(i32* %a) {\n  ret i8* %a\n}\n"))
	if err != nil || !opaque {
		t.Errorf("opaque = %v, err = %v; want opaque module", opaque, err)
	}
	_, _, err = Read("f.ll", []byte("define i8* @f(i32* %a) {\n  ret i32 %a\n}\n"))
	if err == nil || err.Error() != "f.ll:2:11: '%a' defined with type i32* but used as i32" {
		t.Errorf("error %v", err)
	}
}
