package ir

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// LibFunc classifies the callee of a call for analyses: allocation and
// deallocation functions, memory intrinsics, and intrinsics without effect
// on memory that analyses skip. Classification is by name, as LLVM's
// TargetLibraryInfo does, and only applies to declarations (a module that
// defines its own `malloc` is analysed like any other code).
type LibFunc uint8

// The library functions and intrinsics irpass knows.
const (
	NotLibFunc        LibFunc = iota // an ordinary function
	Malloc                           // void *malloc(size_t size)
	Calloc                           // void *calloc(size_t n, size_t size)
	Realloc                          // void *realloc(void *p, size_t size)
	ReallocArray                     // void *reallocarray(void *p, size_t n, size_t size)
	AlignedAlloc                     // void *aligned_alloc(size_t align, size_t size)
	Memalign                         // void *memalign(size_t align, size_t size)
	PosixMemalign                    // int posix_memalign(void **p, size_t align, size_t size)
	Valloc                           // void *valloc(size_t size), pvalloc
	Strdup                           // char *strdup(const char *s)
	Strndup                          // char *strndup(const char *s, size_t n)
	Free                             // void free(void *p), cfree
	CXXNew                           // operator new(size_t [, ...])
	CXXNewArray                      // operator new[](size_t [, ...])
	CXXDelete                        // operator delete(void * [, ...])
	CXXDeleteArray                   // operator delete[](void * [, ...])
	Memcpy                           // llvm.memcpy.*, llvm.memcpy.inline.*
	Memmove                          // llvm.memmove.*
	Memset                           // llvm.memset.*, llvm.memset.inline.*
	NoEffectIntrinsic                // llvm.dbg.*, llvm.lifetime.*, llvm.assume, ...
	OtherIntrinsic                   // any other llvm.* intrinsic
)

var libFuncNames = [...]string{
	NotLibFunc: "none", Malloc: "malloc", Calloc: "calloc", Realloc: "realloc",
	ReallocArray: "reallocarray", AlignedAlloc: "aligned_alloc", Memalign: "memalign",
	PosixMemalign: "posix_memalign", Valloc: "valloc", Strdup: "strdup", Strndup: "strndup",
	Free: "free", CXXNew: "operator new", CXXNewArray: "operator new[]",
	CXXDelete: "operator delete", CXXDeleteArray: "operator delete[]",
	Memcpy: "memcpy", Memmove: "memmove", Memset: "memset",
	NoEffectIntrinsic: "no-effect intrinsic", OtherIntrinsic: "intrinsic",
}

// String returns the C or C++ name of the function family.
func (k LibFunc) String() string {
	if int(k) < len(libFuncNames) {
		return libFuncNames[k]
	}
	return "LibFunc(?)"
}

// IsAlloc reports whether k returns newly allocated heap memory (for
// PosixMemalign: stores it through its first argument).
func (k LibFunc) IsAlloc() bool {
	switch k {
	case Malloc, Calloc, Realloc, ReallocArray, AlignedAlloc, Memalign, PosixMemalign,
		Valloc, Strdup, Strndup, CXXNew, CXXNewArray:
		return true
	}
	return false
}

// IsFree reports whether k releases heap memory.
func (k LibFunc) IsFree() bool {
	return k == Free || k == CXXDelete || k == CXXDeleteArray
}

// IsMemIntrinsic reports whether k is llvm.memcpy, llvm.memmove or
// llvm.memset (operands: destination, source or value, length, volatile).
func (k LibFunc) IsMemIntrinsic() bool {
	return k == Memcpy || k == Memmove || k == Memset
}

// AllocSizeArgs returns which arguments give an allocation's size in bytes as
// size × count: size is the argument index of the element size, count the
// index of the element count or -1 when there is none. Both are -1 when the
// size is not an argument (strdup) or k is not an allocation.
func (k LibFunc) AllocSizeArgs() (size, count int) {
	switch k {
	case Malloc, Valloc, CXXNew, CXXNewArray:
		return 0, -1
	case Calloc:
		return 1, 0
	case Realloc, AlignedAlloc, Memalign:
		return 1, -1
	case ReallocArray:
		return 2, 1
	case PosixMemalign:
		return 2, -1
	}
	return -1, -1
}

// libFuncByName holds the C and Itanium C++ names. Names of operator new and
// delete cover the sized, aligned and nothrow variants for 32- and 64-bit
// size_t.
var libFuncByName = map[string]LibFunc{
	"malloc": Malloc, "calloc": Calloc, "realloc": Realloc, "reallocarray": ReallocArray,
	"aligned_alloc": AlignedAlloc, "memalign": Memalign, "posix_memalign": PosixMemalign,
	"valloc": Valloc, "pvalloc": Valloc, "strdup": Strdup, "strndup": Strndup,
	"__strdup": Strdup, "free": Free, "cfree": Free,

	"_Znwm": CXXNew, "_Znwj": CXXNew, "_ZnwmRKSt9nothrow_t": CXXNew, "_ZnwjRKSt9nothrow_t": CXXNew,
	"_ZnwmSt11align_val_t": CXXNew, "_ZnwjSt11align_val_t": CXXNew,
	"_ZnwmSt11align_val_tRKSt9nothrow_t": CXXNew, "_ZnwjSt11align_val_tRKSt9nothrow_t": CXXNew,
	"_Znam": CXXNewArray, "_Znaj": CXXNewArray, "_ZnamRKSt9nothrow_t": CXXNewArray, "_ZnajRKSt9nothrow_t": CXXNewArray,
	"_ZnamSt11align_val_t": CXXNewArray, "_ZnajSt11align_val_t": CXXNewArray,
	"_ZnamSt11align_val_tRKSt9nothrow_t": CXXNewArray, "_ZnajSt11align_val_tRKSt9nothrow_t": CXXNewArray,
	"_ZdlPv": CXXDelete, "_ZdlPvm": CXXDelete, "_ZdlPvj": CXXDelete, "_ZdlPvRKSt9nothrow_t": CXXDelete,
	"_ZdlPvSt11align_val_t": CXXDelete, "_ZdlPvmSt11align_val_t": CXXDelete, "_ZdlPvjSt11align_val_t": CXXDelete,
	"_ZdaPv": CXXDeleteArray, "_ZdaPvm": CXXDeleteArray, "_ZdaPvj": CXXDeleteArray, "_ZdaPvRKSt9nothrow_t": CXXDeleteArray,
	"_ZdaPvSt11align_val_t": CXXDeleteArray, "_ZdaPvmSt11align_val_t": CXXDeleteArray, "_ZdaPvjSt11align_val_t": CXXDeleteArray,
}

// noEffectIntrinsics are name prefixes of intrinsics that neither read nor
// write memory visible to the program nor produce pointers: analyses skip
// calls to them.
var noEffectIntrinsics = []string{
	"llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.invariant.", "llvm.launder.invariant.group",
	"llvm.experimental.noalias.scope.decl", "llvm.sideeffect", "llvm.donothing",
	"llvm.pseudoprobe", "llvm.var.annotation", "llvm.prefetch", "llvm.trap",
	"llvm.debugtrap", "llvm.ubsantrap", "llvm.instrprof.", "llvm.codeview.annotation",
}

// ClassifyName classifies a function by name.
func ClassifyName(name string) LibFunc {
	if strings.HasPrefix(name, "llvm.") {
		switch {
		case strings.HasPrefix(name, "llvm.memcpy."):
			return Memcpy
		case strings.HasPrefix(name, "llvm.memmove."):
			return Memmove
		case strings.HasPrefix(name, "llvm.memset."):
			return Memset
		}
		for _, p := range noEffectIntrinsics {
			if strings.HasPrefix(name, p) {
				return NoEffectIntrinsic
			}
		}
		return OtherIntrinsic
	}
	return libFuncByName[name]
}

// Classify classifies the function a call, invoke or callbr calls directly
// (seeing through pointer casts and aliases of the callee). Calls to defined
// functions, indirect calls and non-calls are NotLibFunc.
func Classify(call any) LibFunc {
	f := CalledFunc(call)
	if f == nil || len(f.Blocks) > 0 {
		return NotLibFunc
	}
	// The name is read from the identifier, not by f.Name(), which formats
	// an unnamed function's number and parses every name as an integer,
	// allocating an error for each that is not one. Neither an unnamed
	// (@0) nor a numeric (@"42") function has a library name, and
	// ClassifyName gives NotLibFunc for "" and for digits.
	return ClassifyName(f.GlobalName)
}

// Callee returns the callee operand of a call, invoke or callbr instruction,
// or nil for any other value.
func Callee(call any) value.Value {
	switch c := call.(type) {
	case *llir.InstCall:
		return c.Callee
	case *llir.TermInvoke:
		return c.Invokee
	case *llir.TermCallBr:
		return c.Callee
	}
	return nil
}

// Args returns the arguments of a call, invoke or callbr instruction, with
// llir's *llir.Arg wrappers (arguments carrying attributes such as noundef)
// removed, so each is the value passed. The slice is new on every call and
// the caller may keep or modify it; code that reads the arguments once per
// instruction should use NumArgs and Arg, which do not allocate.
func Args(call any) []value.Value {
	args, ok := callArgs(call)
	if !ok {
		return nil
	}
	out := make([]value.Value, len(args))
	for i, a := range args {
		out[i] = UnwrapArg(a)
	}
	return out
}

// NumArgs returns the number of arguments of a call, invoke or callbr
// instruction, or 0 for any other value.
func NumArgs(call any) int {
	args, _ := callArgs(call)
	return len(args)
}

// Arg returns argument i of a call, invoke or callbr instruction without its
// *llir.Arg wrapper, as Args does, but without allocating. It returns nil
// when i is out of range or call is not a call.
func Arg(call any, i int) value.Value {
	args, _ := callArgs(call)
	if i < 0 || i >= len(args) {
		return nil
	}
	return UnwrapArg(args[i])
}

// callArgs returns a call's argument operands as llir holds them, wrappers
// included (callers must not modify the slice); ok is false for a value that
// is not a call.
func callArgs(call any) (args []value.Value, ok bool) {
	switch c := call.(type) {
	case *llir.InstCall:
		return c.Args, true
	case *llir.TermInvoke:
		return c.Args, true
	case *llir.TermCallBr:
		return c.Args, true
	}
	return nil, false
}

// CalledFunc returns the function a call calls directly, seeing through
// pointer casts of the callee and through aliases, or nil for an indirect
// call (or a value that is not a call).
func CalledFunc(call any) *llir.Func {
	callee := Callee(call)
	for depth := 0; callee != nil && depth < 32; depth++ {
		switch c := StripPointerCasts(callee).(type) {
		case *llir.Func:
			return c
		case *llir.Alias:
			callee = c.Aliasee
		default:
			return nil
		}
	}
	return nil
}
