// Package constraint generates points-to constraints for whole programs in
// LLVM IR: the input of an inclusion-based (Andersen) or unification-based
// (Steensgaard) points-to analysis. Package pointsto solves them; the
// program in examples/steensgaard shows that others can write their own
// solver on this API.
//
// The design is the ConstraintGen library's (seed 003): every pointer
// variable and every abstract object is a PointsToNode with a unique
// unsigned id; every pointer assignment is a Constraint (left-hand side,
// right-hand side, kind, instruction); a PointerSymbolTable maps IR values
// to nodes; a ConstraintBuilder builds the constraints of a module, a
// function or one instruction. It closes the holes the seed admits (calls,
// returns, ptrtoint, inttoptr) and adds byte offsets with dg's
// UNKNOWN_OFFSET (seed 004), heap objects, global initializers, library
// models and the unknown world.
//
// # The constraint language
//
// Nodes are value nodes (pointer variables) or objects (memory). A solver
// computes for every value node a points-to set of locations (o, k): object
// o at byte offset k, or at UnknownOffset (anywhere in o). Objects have
// contents: for every location (o, k) a set of locations stored there.
//
//	AddressOf  dst = &o+k       pts(dst) ∋ (o, k)
//	Copy       dst = src        pts(dst) ⊇ pts(src)
//	Load       dst = *(src+k)   pts(dst) ⊇ contents(o, j+k)   for (o, j) ∈ pts(src)
//	Store      *(dst+k) = src   contents(o, j+k) ⊇ pts(src)   for (o, j) ∈ pts(dst)
//	Gep        dst = src + k    pts(dst) ∋ (o, j+k)           for (o, j) ∈ pts(src)
//
// Offsets are bytes, from the module's DataLayout, so a struct GEP in typed
// IR (getelementptr %struct.S, %struct.S* %p, i32 0, i32 1) and a byte GEP
// in opaque IR (getelementptr i8, ptr %p, i64 8) give the same constraint.
// Offset arithmetic follows dg: j+k is UnknownOffset when either is; a
// location whose offset falls outside the object ([0, Size) when Size is
// known, [0, MaxFieldOffset] otherwise) is (o, UnknownOffset), which bounds
// positive-weight cycles such as p = *q; r = p + 8; *q = r.
//
// A load at (o, UnknownOffset) reads every location of o; a load at (o, k)
// reads (o, k) and (o, UnknownOffset); a store at (o, UnknownOffset) writes
// the location (o, UnknownOffset), which every load from o reads. Locations
// are matched by exact offset: a pointer stored at (o, 8) is read by a load
// at (o, 8) or (o, UnknownOffset), not by one at (o, 4) (pointers are
// assumed to be stored whole; memcpy is modelled slot by slot at every
// possible position, see Calls). Gep by 0 is emitted as Copy. Objects only
// appear as the Src of AddressOf; every other constraint relates value
// nodes.
//
// The text notation (Graph.WriteText, Graph.Format) is the seed's, with
// names:
//
//	%a = &alloca:%a
//	%l = *%a
//	*%a = %b
//	%g = %l
//	%p = %q + 8
//	*(@tbl+16) = @f
//
// # Nodes and objects
//
// Value nodes exist for every value that may carry a pointer (see
// "Integers" below): instructions, parameters (one node per formal, shared
// by all call sites), globals and functions as values (@g points to the
// object global:@g), and some constant expressions. Pointer casts of
// constants share their operand's node; a constant GEP of a global is a
// node taking the global object's address at the offset ("@s+8"), shared by
// every equal expression. Constants that point nowhere (null, undef,
// poison, integers) have no node: constraints whose side has no node are
// not generated. Each function f has a return node "ret:@f" collecting the
// values its ret instructions return, and a variadic function a node
// "va:@f" collecting the pointers passed through "...".
//
// The abstract objects are:
//
//   - alloca:%a, one per alloca (StackObject), size from the DataLayout
//     (times the element count when it is a constant);
//   - global:@g, one per global variable (GlobalObject);
//   - fn:@f, one per defined function and per declaration whose address is
//     taken (FunctionObject);
//   - heap:%call, one per allocation site (HeapObject): each call of
//     malloc, calloc, realloc, aligned_alloc, posix_memalign, strdup,
//     operator new, fopen, ... and each direct call of an allocation
//     wrapper: a function that only returns memory it allocates itself (or
//     null) and stores no pointer into it (for example xmalloc); the check
//     follows SSA values and, in code before mem2reg, local variables
//     holding the pointer. Sizes come from constant size arguments (for a
//     wrapper, the argument its allocation's size comes from);
//   - static:getenv and the like (GlobalObject): static storage of library
//     functions;
//   - vaarea:@f (StackObject): the variadic arguments of f, reached
//     through va_start;
//   - unknown-object (UnknownObject): all memory outside the program's view.
//
// Node names are short within their function ("%a", "alloca:%a",
// "heap:%call"); PointsToNode.String qualifies them ("main:%a",
// "alloca:main:%a", "heap:main:%call").
//
// # Field sensitivity
//
// A GEP with constant indices moves a pointer by the byte offset the
// DataLayout gives (a Gep constraint). A GEP with any variable index (an
// array element a[i], pointer arithmetic p+n) moves it to UnknownOffset:
// the whole object. Loads and stores of pointers are at offset 0 from the
// address; loads and stores of aggregates containing pointers (a struct
// loaded as a first-class value) read or write each pointer slot at its
// offset, into or from the one node of the SSA aggregate (extractvalue and
// insertvalue are Copy, as in the seed: SSA aggregates are not
// field-sensitive). Global initializers store every pointer at its offset
// in the global. Options.FieldInsensitive sets every offset to 0 (Gep
// becomes Copy).
//
// # Calls
//
// A direct call of a defined function copies each actual to the formal's
// node and the function's return node to the call's result (Copy), so
// constraints are context-insensitive. Extra actuals of a variadic function
// go to its "va:@f" node; va_start stores a pointer to the variadic area
// (whose contents are "va:@f") into the va_list, so both the va_arg
// instruction and clang's inline expansion of va_arg (loads from the
// va_list's reg_save_area and overflow_arg_area) reach those arguments.
// Calls with too few or too many arguments (K&R, casts) bind what exists.
//
// An indirect call is recorded as a CallSite for the solver: when a
// function object reaches the callee's points-to set, the solver copies
// actuals to the function's FuncInfo.Params (extras to VarArgs) and its
// Return to the result. DirectCalls lists the calls resolved statically,
// for call graphs. byval arguments are modelled as the pointer itself (the
// callee's copy is identified with the caller's object: sound, less
// precise).
//
// Calls of declared functions use a library model when the function has
// one (libc.go: allocation functions; functions returning an argument or a
// pointer into one, such as strcpy, strcat, fgets, strchr, strstr, memchr;
// functions returning static storage, such as getenv, localtime,
// strerror; memcpy and memmove; strtol's end pointer; qsort, bsearch,
// pthread_create, atexit and signal, which call a function pointer
// argument (recorded as CallSites); printf, strlen, free and many others,
// which move no pointer; and the MAYALIAS/NOALIAS/... annotation functions
// of alias-analysis test suites, which have no effect). Intrinsics are
// modelled by name: llvm.memcpy/memmove copy pointers, llvm.memset,
// llvm.dbg.*, llvm.lifetime.* and similar move none, llvm.va_start,
// llvm.va_copy, llvm.threadlocal.address, the masked loads and stores; any
// other intrinsic is assumed to write no pointer to memory and its result,
// when it may hold a pointer, points anywhere into its arguments' objects.
// When a declaration's address is taken, its model (or the unknown rule
// below) is generated once on its FuncInfo's formal nodes, so that indirect
// calls reach it.
//
// memcpy(d, s, n) copies every pointer slot: with a constant n, one
// temporary per possible pointer position (every multiple of the smaller of
// the operands' alignment and the pointer alignment, at most 64), each
// loaded from s+k and stored to d+k; with a variable or large n, all of s's
// objects' contents are copied to d's objects at UnknownOffset. realloc
// returns a fresh heap object or its argument (the moved block is
// identified with the old object, so its contents need no copy).
//
// # The unknown world
//
// Code the module does not contain (unknown external functions, inline
// assembly, the caller of main) is modelled with the Unknown object and
// three nodes:
//
//	unknown = &unknown-object        the Unknown object ...
//	*(unknown+?) = unknown           ... points to itself
//	escaped = *(unknown+?)           escaped: every object whose address escaped
//	*(escaped+?) = escaped           unknown code may store any escaped pointer into any escaped object
//	escaped-contents = *(escaped+?)  and what escaped objects contain ...
//	*(unknown+?) = escaped-contents  ... escapes too
//	*(unknown+?) = unknown-args      calling unknown code: arguments escape ...
//	unknown-return = escaped         ... and the result is any escaped pointer
//
// A pointer escapes by being stored into the Unknown object
// (*(unknown+?) = p). A call of an unknown external function (a declaration
// without model; listed in Graph.Externals) makes every pointer argument
// escape and gives its result the escaped set (%r = escaped). Declared
// global variables (defined in another module) escape. The unknown caller
// is a CallSite whose callee is the escaped set and whose arguments are
// the escaped set: every function whose address escapes (for example a
// callback handed to an unknown library) is called by it, and what it
// returns escapes. The Unknown object is itself callable (Graph.FuncOf
// gives it a FuncInfo whose variadic arguments escape and whose return is
// the escaped set), so an indirect call through a pointer from unknown code
// (dlsym) is an unknown call. In a whole program (a module defining main) main
// escapes, so main's argv points to escaped memory; in a library (no
// main), every externally visible function and global escapes. A
// landingpad's exception comes from the escaped set (__cxa_throw makes it
// escape).
//
// # Integers
//
// Pointers travel through integers in real code: ptrtoint/inttoptr
// round trips, pointers stored as intptr_t, small structs passed as i64,
// unions read through the wrong member. By default an integer at least as
// wide as a pointer (i64 on 64-bit targets, and vectors and aggregates
// containing one) is treated as a value that may hold a pointer: it has a
// node, loads, stores, phis, selects, calls and returns move it like a
// pointer, ptrtoint and inttoptr are Copy, adding or subtracting a
// constant is a Gep by that many bytes, and any other arithmetic (and,
// or, xor, multiply, a variable addend) moves the pointer to UnknownOffset
// in its objects. Narrower integers (a pointer truncated to i32) carry no
// pointer: reconstructing a pointer from narrower pieces (byte-wise
// copies, hashing) is not modelled. Options.IgnoreIntegers turns the
// tracking off: ptrtoint then makes the pointer escape and inttoptr gives
// the escaped set, which is sound for round trips but not for pointers
// reinterpreted as integers by loads or memcpy of integers.
//
// # Soundness choices, summarised
//
//   - IR the generator does not understand (llir cannot compute a type, a
//     malformed in-memory module) is treated as unknown code: its operands
//     escape and its result comes from the escaped set. Generation never
//     panics.
//   - Intrinsics and library functions not modelled are assumed to write no
//     pointer to memory only when listed as such; any other declared
//     function is unknown code.
//   - sscanf's %p and fread of raw pointer bytes are ignored (no pointer is
//     read from a file or string).
//   - Pointers rebuilt from integers narrower than a pointer are ignored.
//
// # Determinism and cost
//
// Nodes are numbered and constraints emitted in module order (the Unknown
// world, globals and their initializers, functions and their instructions
// in order); the same module gives the same graph. Generation is linear in
// the size of the module (initializers and aggregate accesses are bounded
// per slot): BenchmarkGenerateSQLite builds the sqlite3 whole program
// (about 200,000 constraints at -O0, 150,000 at -O2) in about 0.2 s on one
// core, allocating about 100 MB.
//
// # Using the package
//
// Build (or NewBuilder and BuildModule) gives the graph of a module;
// constraint.Analysis is the same graph as a cached analysis of the pass
// manager (print<constraints> prints it as text, JSON or DOT). A solver
// reads Graph.Nodes, Graph.Constraints, Graph.CallSites and Graph.FuncOf;
// queries map IR values to nodes with ValueNode and ObjectNode.
package constraint
