// Package dtrans implements DTransAnalysis, the analysis behind data-layout
// (structure) optimizations such as field reordering, dead-field deletion,
// array-of-structures to structure-of-arrays, and structure splitting and
// peeling. It follows the DTrans design (the seed document): it identifies
// every aggregate type of a module, tracks how the program accesses each
// field, and records for each type a set of safety conditions (SafetyData)
// that say which optimizations would be unsafe.
//
// # Using it
//
// The analysis is a module analysis of package pass, registered under the
// name "dtrans" (print<dtrans> prints its report):
//
//	info, err := pass.GetResult(am, dtrans.Analysis, m)
//	for _, ti := range info.Candidates(dtrans.FieldReorder) { ... }
//
// Analyze runs it without a pass manager. The result, *Info, lists the types
// (TypeInfo: size, SafetyData, fields with offset, static read and write
// counts and a loop-weighted frequency, allocation sites), says whether the
// module is a whole program (WholeProgram and its reasons), and answers
// legality questions (Legal, Candidates) from the table in legality.go.
// PointerAnalyzer gives the LocalPointerAnalyzer, which tells for any
// pointer value its LocalPointerInfo: the aggregate types it aliases, its
// unique dominant type, and the fields it points into.
//
// # One model for typed and opaque pointers
//
// LLVM 15 and later IR has only `ptr`: a pointer's type says nothing about
// what it points to. The analysis therefore infers what every pointer points
// to from how the program uses it: the structures its getelementptrs,
// loads and stores address, the struct-path TBAA tags of its accesses
// (which name a structure and an offset), the sizes it is allocated with,
// the globals, stack slots and byval parameters it starts from (their
// types define their memory), and, at -O2, the byte offsets clang 19
// addresses fields with (`getelementptr inbounds i8, ptr %p, i64 16`),
// mapped to fields through the DataLayout. Typed IR's declared pointee
// types (parameters, call results, casts) are fallback evidence only: a
// class of pointers takes them when no use says what it points to, never
// beside what its uses say, since a declaration says what the C code was
// told, not what the memory is. Clang 19 at -O2 drops the definitions of
// structures it reaches only through byte offsets; the analysis rebuilds
// them from the TBAA type nodes (TypeInfo.Reconstructed).
//
// The same C program compiled by clang 14 (typed) and clang 19 (opaque) gets
// the same answers wherever the two modules carry the same information.
// Every C fixture of testdata is checked at -O0 and -O2 against its opaque
// twin (TestTwinEquivalence: the same module with every pointer made `ptr`)
// and at -O0 against clang 19 (TestTypedOpaqueEquivalence), and each
// fixture's stated conditions and field counts hold in all four of its
// modules, clang 14 and 19 at -O0 and -O2 (TestFixtures). On the corpus of
// whole programs (internal/corpus: sqlite3, lua, brotli, libpng, pcre2,
// mujs, libdeflate, lz4, zlib, bzip2) the tests measure, and keep from
// falling, the types whose answers agree:
//
//	the pointer model alone (twins), -O0 and -O2      707/707, 715/715
//	clang 14 vs clang 19, -O0                         703/706
//	twins after LLVM 19's instcombine (canonical)     608/667
//	clang 14 vs clang 19, -O2                         323/581
//
// The -O0 differences are libdeflate's decompressor, which only clang 14
// compiles twice. At -O2 the optimizers' code differs (208 of the 258 types
// that disagree have differently tagged accesses); the canonical twins
// isolate clang 19's addressing, and what they lose is listed under "Known
// limits" below. Where a canonical twin's answer differs it is the more
// conservative: no optimization it allows is forbidden by the typed answer.
// Comparisons are made modulo linking: llvm-link merges the structure
// types of one layout under opaque pointers, so one opaque type can stand
// for several C types (the reports say so). RULES.md, next to this file,
// catalogues every inference rule with its reason, the fixture that tests
// it and the figures it moved, and says how the comparisons are made.
//
// # The algorithm
//
// The analysis runs in three phases.
//
// 1. Pointer classes (infer.go and the files it names). Pointer values are
// grouped into classes by unification, in the manner of Steensgaard's
// points-to analysis, along the flows that keep a pointer's identity (casts,
// steps over whole objects, PHIs, selects, calls and returns, stores and
// loads through field classes: a pointer field's content is one class). Each
// class collects the evidence its members give; evidence that depends on
// other classes (byte offsets on bases of unknown type, links to untyped
// parameters, indirect calls) waits in a fixed point, which runs until
// nothing changes and then resolves what is left conservatively.
//
// 2. Instruction handling (visit.go). With the classes final, every
// instruction is visited as the seed's Instruction Handling section says:
// loads and stores count as reads and writes of the field they access,
// weighted by loop depth for the frequency; calls to allocation functions
// (and to the wrappers found to return what one returned) are checked
// against the DataLayout sizes of the types allocated; memset, memcpy and
// memmove are checked against the fields they cover; anything not
// understood is UnhandledUse.
//
// 3. Class and type conditions (visit.go, analysis.go). Every place where
// the program merges two pointers (a store, a PHI or select, a call
// argument) is judged on the final class, so that the answer does not depend
// on the order in which evidence arrived: an ambiguous class gives its merge
// condition (UnsafePointerStore, UnsafePtrMerge, AmbiguousPointerTarget) to
// every type in it, and a class used as two incompatible structures is
// BadCasting for each. Then the structural conditions are set and
// conditions propagate between nested types.
//
// # Cost
//
// The analysis visits each instruction a bounded number of times (the
// module scan, the calls and returns once the allocation wrappers are known,
// the visitor); the fixed point revisits only pending entries, and work
// that depends on a class rather than an instruction is done once per
// class. BenchmarkCorpus parses and analyses each corpus module: on sqlite3
// (307,000 to 351,000 instructions) the analysis costs 0.65 to 0.97 of the
// parse's CPU time on a quiet machine, and 230 to 1,200 ns per instruction
// across the corpus;
// BenchmarkScaling checks that the cost per instruction does not grow with
// the module. The README has the current figures.
//
// # The propagation rule
//
// A structure contained by value in another (a field of structure type, or
// of array-of-structure type) shares the container's memory. Conditions that
// say the container's bytes are used in ways the analysis cannot follow also
// concern the nested object's bytes, so they flow down to every type
// contained by value, transitively: BadCasting, BadPtrManipulation,
// AmbiguousGEP, UnsafePointerStore, UnsafePtrMerge, AmbiguousPointerTarget,
// AddressTaken, BadMemFuncSize, BadMemFuncManipulation,
// WholeStructureReference, GlobalInstance, HasInitializerList, SystemObject,
// VolatileData and UnhandledUse. Conditions that say an address or a write
// computed from the nested object may reach bytes outside it, that is, the
// container's other fields, flow up to every container: BadPtrManipulation,
// BadMemFuncSize, BadMemFuncManipulation and UnhandledUse.
// FieldAddressTaken, MismatchedElementAccess and GlobalPtr are recorded on
// the innermost structure concerned and do not propagate; NestedStruct,
// ContainsNestedStruct and NoFieldsInStruct describe the type itself.
// Nothing propagates through pointer fields: the object a pointer field
// points to is a separate object whose uses are analysed where they occur.
// TypeInfo.Safety holds the result; TypeInfo.Notes says where each directly
// set condition was observed.
//
// # Whole program
//
// DTrans optimizations change every use of a type, so they need the whole
// program. WholeProgram is false, with reasons, when the module has no main,
// when an external function that is not a known library function receives a
// pointer to a (non-system) structure, or when the module uses exception
// handling (invoke, landingpad, personality functions). No type is then a
// candidate for any optimization. The known library functions are the
// allocation functions and memory intrinsics the analysis models, and the
// functions of the C standard library and POSIX (libc.go): they are not
// program code and do not know the program's types; a structure passed to
// one is still AddressTaken, and a function whose address one receives (a
// qsort comparator) is an entry point. Without that list every real program
// of the corpus but bzip2 and zlib was "not a whole program" for passing a
// string to sscanf, fopen or fgets (a string whose class generic code had
// merged with structure pointers), and had no candidate at all.
//
// # System objects
//
// Types of the C library and POSIX headers (%struct._IO_FILE,
// %struct.__jmp_buf_tag, %union.pthread_mutex_t, ...) are SystemObject: they
// are recognised by name (with clang's ".N" renaming suffixes removed) and,
// when the module has debug information, by the file that declares them (a
// DICompositeType, or the typedef naming an anonymous one, under
// /usr/include, /usr/local/include, or a compiler's include directory).
//
// # Conservative choices
//
// The analysis never panics and never drops what it does not understand: an
// instruction using a pointer to a structure in a way not listed above is
// UnhandledUse, an opaque (bodiless) structure is UnhandledUse, a
// getelementptr whose indices do not fit its type is UnhandledUse.
// Allocation sizes that cannot be proven to be whole objects are BadCasting.
// A parameter of an exported function that nothing in the module calls, or
// of a function whose address is passed to external code (a qsort
// comparator), has an unknown origin. Field-based pointer fields mean that
// two different objects' fields of the same type share one class, which can
// only add conditions, never remove them. A structure the TBAA tags show
// the program accessing that is neither defined nor rebuildable is listed
// by Info.Unanalysed, with the members TBAA gives it and the accesses its
// tags count, and no optimization of it is legal.
//
// # Known limits
//
//   - Unification is coarse where C code is generic: a `void *` field that
//     holds objects of several types, a union of pointers, or one callback
//     table shared by several types merges their classes, and every type in
//     the merged class is then BadCasting (as in the seed's typed model,
//     where the same code casts i8* to each type).
//   - Under opaque pointers a byte offset names no field where nothing in
//     the module says which structure its base points to: generic `void *`
//     code whose accesses carry only scalar tags, a union member loaded
//     with a scalar tag (sqlite3's Expr.x, lua's TValue), and LLVM 19's fold
//     of a select or PHI of two structures' fields into one offset on a
//     select or PHI of the structures. There the opaque answer is more
//     conservative, or counts fewer accesses, than the typed one; a
//     structure only a union member is (sqlite3's `{int value; int mask;}`
//     in YYMINORTYPE) is cast to in typed IR and BadCasting there, while
//     the opaque module names no such structure and flags the union and
//     its container instead.
//   - A structure with an array or union member TBAA does not describe is
//     rebuilt with opaque bytes for it, and is UnhandledUse; packed
//     structures and bit-fields cannot be rebuilt (2 structures of the
//     corpus's clang 19 -O2 modules are not analysed).
//   - A function passed to a parameter that is only stored (a callback
//     setter) does not reach the field's loads, in either model.
//   - llvm-link merges structure types of one layout (under opaque pointers,
//     and sometimes under typed ones), whose answers are then those of all
//     the C types merged.
package dtrans
