package dtrans

import (
	"strings"
	"testing"
)

// TestCLibraryWholeProgram checks that a structure passed to a C library
// function is AddressTaken but leaves the module a whole program, while
// the same call to another external function makes it not one; in typed
// and opaque IR.
func TestCLibraryWholeProgram(t *testing.T) {
	for _, c := range []struct {
		callee string
		whole  bool
	}{
		{"fwrite", true},
		{"__isoc99_sscanf", true},
		{"my_library_sink", false},
	} {
		for _, ptr := range []string{"%struct.S*", "ptr"} {
			src := strings.ReplaceAll(`%struct.S = type { i32, i64 }
declare i64 @CALLEE(PTR, i64)
define i32 @main() {
  %s = alloca %struct.S
  %f = getelementptr %struct.S, PTR %s, i32 0, i32 1
  store i64 1, i64* %f
  %r = call i64 @CALLEE(PTR %s, i64 16)
  ret i32 0
}
`, "CALLEE", c.callee)
			src = strings.ReplaceAll(src, "PTR", ptr)
			if ptr == "ptr" {
				src = strings.ReplaceAll(src, "i64*", "ptr")
			}
			in := analyzeText(t, c.callee+".ll", src)
			if in.WholeProgram() != c.whole {
				t.Errorf("%s (%s): whole program %v, want %v (reasons %q)", c.callee, ptr, in.WholeProgram(), c.whole, in.WholeProgramReasons())
			}
			if s := in.Lookup("%struct.S"); s == nil || !s.Safety.Has(AddressTaken) {
				t.Errorf("%s (%s): %%struct.S not AddressTaken", c.callee, ptr)
			}
		}
	}
}

// TestIsCLibrary checks the names and aliases of the C library list.
func TestIsCLibrary(t *testing.T) {
	for name, want := range map[string]bool{
		"fopen": true, "fopen64": true, "stat64": true, "readdir64": true, "__isoc99_sscanf": true,
		"__printf_chk": true, "__fprintf_chk": true, "qsort": true, "pthread_create": true,
		"inflate": false, "deflate64": false, "__isoc99_inflate": false, "printf_chk": false, "": false,
	} {
		if got := isCLibrary(name); got != want {
			t.Errorf("isCLibrary(%q) = %v, want %v", name, got, want)
		}
	}
}
