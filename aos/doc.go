// Package aos detects arrays of structs (AoS) in a whole LLVM IR program:
// on the stack, as variable-length arrays, as globals and on the heap, in
// typed (LLVM ≤ 14) and opaque-pointer (LLVM ≥ 15) IR alike, and finds the
// getelementptrs, in any function, that reach their elements.
//
// # Definitions
//
// The analysis reports one Array per array of structs:
//
//   - Stack: an alloca of an array type whose innermost element is a named
//     struct ([50 x %struct.node], [8 x [8 x %struct.pt]]), any constant
//     length including 1. An alloca of a struct with a constant count ≥ 2
//     (alloca %struct.T, i64 8, what -O2 makes of a VLA whose length became
//     constant) is a stack array too.
//   - VLA: an alloca of a named struct with a non-constant count.
//   - Global: a defined global variable of such an array type, including the
//     packed literal structs clang uses for partially initialized arrays
//     (<{ %struct.T, %struct.T, [98 x %struct.T] }>). Declarations are left
//     to the module defining them.
//   - Heap: memory from an allocation call (malloc, calloc, realloc,
//     reallocarray, aligned_alloc, memalign, posix_memalign, valloc, C++
//     new and new[]) that the program uses as an array of a struct type T:
//     its size is a constant multiple ≥ 2 of T's alloc size or a
//     non-constant multiple of it (n × sizeof(T)), or it is indexed at a
//     non-zero or variable element index. The site is the allocation call
//     and Func the function containing it: memory allocated by a wrapper
//     (xmalloc) is reported at the wrapper's call of malloc, whichever
//     caller uses it.
//
// Not arrays of structs: single structs (alloca %struct.T; malloc(sizeof T)
// used only at element 0, as linked-list nodes), arrays of non-struct types,
// memory never used as a struct.
//
// The element type is the innermost struct; Count is the number of struct
// elements when it is a compile-time constant (malloc(1200) of a 12-byte
// struct is 100, [8 x [8 x %struct.pt]] is 64) and -1 otherwise. Accesses
// are the getelementptrs (instructions, and constant expressions with the
// instruction or initializer using them), in any function, on pointers
// that may come from the array, that address its elements or their fields
// as the array's struct type (see Accesses); a getelementptr whose indices
// are all zero computes its base address (clang 15 and later do not emit
// it) and is not counted. A block allocated by a shared wrapper is used as
// many types, and each entry lists only its own.
//
// # The value flow
//
// Two flows follow pointers through the whole program: the points-to flow
// below, which finds the targets of indirect calls, the stack slots an
// out parameter designates and the evidence of heap sites whose results
// the requests do not follow (posix_memalign's), and the field-based flow
// of the requests (see Allocation requests), which types heap sites and
// gives every array its accesses.
//
// The points-to flow is a whole-program,
// flow-insensitive, context-insensitive, inclusion-based (Andersen-style)
// points-to analysis over abstract objects (flow.go): one object per alloca,
// global variable, allocation call and function. Every function of the
// module is analysed, not only those reachable from main, and functions are
// identified by their values, never by name. The constraints are:
//
//   - an alloca, global or allocation call points to its object (for
//     posix_memalign, the object is stored through the first argument);
//   - casts, getelementptrs (objects are arrays: an address anywhere in an
//     object points to the object), phi, select, freeze, and aggregate and
//     vector element operations copy points-to sets; inttoptr copies from
//     the pointers its integer came from through ptrtoint and add, sub, and,
//     or, xor;
//   - load and store read and write an object's contents; for an address
//     computed directly from an alloca or global by constant getelementptrs
//     (the -O0 stack slots and struct fields) the contents are kept per byte
//     offset, so two pointer fields of a local struct do not mix; other
//     accesses use the object's whole contents, which every load reads;
//     memcpy and memmove copy whole contents (the bytes they move do not
//     stay at the offsets given); realloc's new block holds what the old
//     one held; va_start points the va_list to an object whose contents
//     are the variadic arguments of every call;
//   - a direct call binds arguments to parameters and the return value to
//     the result; an indirect call binds to the functions its callee may
//     point to, found while solving;
//   - a call of an external function (a declaration) may return any pointer
//     it was given, and a function it was given may be called back with its
//     pointer arguments (qsort's comparator reaches the array).
//
// Only memory that may hold pointers (by its type, or byte arrays) and
// array-of-struct candidates are objects: loading from a string or an int
// never yields a pointer. The solver propagates differences along copy
// edges, adds load and store edges as points-to sets grow, and merges the
// nodes of each cycle of copy edges (Tarjan's algorithm, rerun as edges are
// added).
//
// To stay near-linear on whole programs, a points-to set that grows beyond
// a few dozen objects keeps its array candidates (allocation sites, struct
// arrays) and replaces the rest by one object standing for all escaped
// memory, whose contents are merged (as Steensgaard's analysis would);
// calls through it reach every escaped function of the same arity through
// one hub node per argument position. Candidates are never merged, so
// accesses are still attributed to each array: a candidate stored into the
// escaped memory reaches every load from it, so such candidates are
// represented in points-to sets by one marker that stands for all of them
// (and is expanded when accesses are collected). The price is precision in
// programs whose pointers are widely shared. The solver's worklist visits
// nodes in topological order of the collapsed graph (wave propagation).
//
// # Deciding heap arrays
//
// For each allocation site, the accesses reaching it give the evidence
// (heap.go), counting only those that reach it other than through the
// merged escaped memory (through which every stored candidate reaches every
// load, so it says nothing about one site; such accesses are still listed
// in Accesses once the site is an array): a getelementptr whose source element type is a named struct T
// (or an array of them) says the memory is used as T, and whether the
// element index is non-zero or variable; other getelementptrs (the i8
// getelementptrs of LLVM 15 and later at -O2) give byte offsets. The
// allocation size is evaluated symbolically through casts, mul, shl, add,
// phi, select, -O0 stack slots and the parameters of functions (the
// arguments at their direct calls: allocation wrappers), as exact values or
// non-constant multiples. Candidate types whose size does not fit the
// allocation are dropped, then types contained by value in another
// candidate (the struct of a field). A remaining type T makes the site an
// array of T when it is indexed at a non-zero or variable element, when the
// size is a constant multiple ≥ 2 or a non-constant multiple of T's size,
// or, when T is the only candidate, when a byte offset steps over whole
// elements (a non-zero multiple of T's size, or at least its size landing
// on a field's start, or a variable multiple of it).
//
// Declared pointee types are never needed: the evidence is the same in
// typed and opaque IR (getelementptr source element types, alloca and
// global types, sizes through the module's DataLayout), and the tests check
// that clang 14 and clang 19 output of the same C give the same arrays.
//
// # Allocation requests
//
// Heap sites are decided per allocation request (request.go, evgraph.go).
// A request is a call of an allocation function or of an allocation
// wrapper: a function whose returned pointers (through casts, phi, select,
// constant offsets such as a size header, and -O0 stack slots) are results
// of requests, null, loads from memory (a free list's recycled block) or
// its own parameters (a growth function returning the block it was given),
// with at least one request among them; wrappers are found to a fixed
// point, so wrappers of wrappers count. An indirect call is a request when
// its targets are wrappers: the functions the value flow found, filtered
// by the call's type; when the flow lost the pointer in its escaped memory,
// the address-taken functions of the call's signature are added and their
// wrappers are taken as the targets (sqlite3's xMalloc, lua's frealloc,
// mujs's J->alloc).
//
// A request's size is evaluated with its wrappers' integer parameters
// bound to the call's arguments (make_particles(n) mallocs n × sizeof);
// when that says nothing (sqlite3 rounds the size through a function
// pointer and adds a header), it is the product of the arguments of the
// wrapper's size parameters (the integer parameters its inner sizes depend
// on), a multiple rather than an exact size when several parameters or a
// value read from memory take part.
//
// A request's evidence is what its pointer reaches in a field-based value
// flow whose variables are pointer values, parameters, return values,
// stack slots, globals, and fields named by the innermost struct type and
// byte offset (the struct of a byte getelementptr or plain pointer is the
// one the pointer's own struct getelementptrs name, else the one the
// access's struct-path TBAA tag names at -O2, by name when the module's
// types lack it; a local or global struct variable is its struct's
// fields): a pointer stored in Vdbe.aOp reaches every load of Vdbe.aOp in
// any function. A store or load through an address none of these name (a
// T **out parameter) goes to the pointer-typed stack slots and globals the
// points-to flow says it designates, when that is at most four of them;
// the pointer arguments of a call of an external function reach the
// parameters of the defined functions passed to it (qsort's comparator). The result of a
// request is not bound to its wrapper's return value, so each call of a
// wrapper is typed by its own uses. Evidence does not flow through field
// addresses (an array inside a struct is the field's, not the block's),
// and byte offsets count only along local edges (casts, phi, select,
// getelementptr, stack slots) and only when loaded from or stored to. A
// variable whose pointers are used as four or more unrelated struct types
// (a void* field, a generic parameter, a destructor's argument) passes
// nothing on. At -O0, where every use reloads a pointer from its field,
// a field of one object within a function (l->arr, with l a parameter or
// local stored once in its stack slot, or itself such a field) is also a
// variable of its own, so l->arr = grow(...) reaches l->arr[n] in the
// same function even when the struct's field is generic (-O2 forwards
// the stored pointer itself; testdata/shared_field.c). A request with no struct getelementptr takes DTrans's
// dominant type for its pointer (clang 15 and later at -O2 address
// constant elements by byte offsets), or, where DTrans's class of the
// pointer holds incompatible types (generic code merged it with others),
// the structure the struct-path tags of the accesses through the pointer
// all name, when the size is a known multiple of it (mujs's Reinst array
// at clang 19 -O2, once its Reprog is in the class of every js_Object).
// &p[1] that is not used as a struct
// (the bytes after a header) is not an element index. The size alone does
// not make an array of a struct ending in a flexible array member, and a
// block of exactly one candidate struct is an array of nothing.
//
// The verdicts of the requests are reported at the library allocation
// calls their wrappers reach, with the count when all those requests agree
// on it; the whole-program flow's evidence is used only for sites whose
// results the requests do not follow (posix_memalign).
//
// # Accesses
//
// The accesses of every array are read from the field-based flow
// (access.go), from its roots: a heap array's requests' results, a static
// array's global or alloca. The global's address is followed through the
// constant expressions computing element and field addresses (each use an
// access of its own) and through the initializers that store it (a table
// of pointers to arrays). They are the getelementptrs on the pointers the
// roots reach that index T (a getelementptr over T or arrays of T), and
// the getelementptrs within an element's field (&p[i].v then v[3]). A
// byte-offset getelementptr (clang 15 and later at -O2) counts when it
// lands on the start of a field of T or steps by whole elements, and its
// pointer is used as T: a root's own (along local edges, as byte-offset
// evidence), an element address, a pointer with struct getelementptrs
// over T, or one whose loads and stores carry T's struct-path TBAA tag.
//
// A heap array's walk does not enter generic variables (those whose
// evidence the typing ignored): a block is also used as the other types a
// shared wrapper or a header gives it. A static array has its one declared
// type, so its walk enters them, but not a pointer whose own
// getelementptrs index only struct types unrelated to T (neither T nor
// containing or contained in it), which cannot be the array's: sqlite3's
// builtin FuncDef arrays are found in a hash table of void pointers, one
// strongly connected component with every other type the hash tables
// hold, and reach the 120 getelementptrs over FuncDef of the functions
// that look them up (sqlite3FindFunction, resolveExprStep, the window
// code), not the Table or Index uses of the same hash tables. An element
// address &a[i] (indices through array levels to a struct) steps over
// elements as p + i does; the elements of an array of pointers (a global
// hash table's buckets) are one variable, as an array field's are; a store
// or load through an out parameter (T **pp, *pp = v) that names no
// location reaches the locations its function's direct callers pass
// (&db->pVfs given to sqlite3ParseUri), at most 8.
//
// Measured on the corpus (TestCorpus logs them; accesses per array,
// median / max / arrays over 1000), static arrays, for clang 14 -O0/-O2
// and clang 19 -O0/-O2: sqlite3 18/1060/1, 5/1105/1, 12/1060/1, 2/110/0,
// where the points-to flow gave 35/28111/16, 5/37266/16, 35/28111/16,
// 5/39683/16 (the candidates stored into its merged escaped memory reach
// every load from it); lua 3/16/0, 2/16/0, 3/16/0, 2/16/0 (unchanged).
// The one list over 1000 is a stack array of two Expr in
// sqlite3UpsertAnalyzeTarget whose first element's pLeft points to the
// second: in the field-based flow a pointer stored in Expr.pLeft reaches
// every load of Expr.pLeft, 1,060 of the 1,791 getelementptrs over Expr.
// Hand-checked on sqlite3 clang 14 -O0: aSyscall's 78 accesses, all
// aSyscall[i].pCurrent/zName/pDefault in the unix VFS syscall functions
// and the osXxx macros' uses; aPragmaName's 24 (pragmaLocate's binary
// search, sqlite3Pragma, and pragmaVtabConnect/Filter through
// Module.pAux, which the points-to flow missed); aVfs's 134 (the
// sqlite3_vfs methods reached through vfsList, Pager.pVfs, unixFile.pVfs
// and db->pVfs); the builtin FuncDef arrays' 120; lua clang 14 -O0's
// luaL_Reg tables, 3 each: luaL_setfuncs's (or luaL_openlibs's) l->func
// twice and l++ (l->name is field 0, whose address is the pointer). Heap entries
// (the request's accesses): sqlite3 43/844/0, 34/5496/4, 43/703/0,
// 47/5873/5; lua 34/544/0, 45/894/0, 26/547/0, 93/264/0. sqlite3's VdbeOp
// array has 703 accesses at -O0, all getelementptrs over VdbeOp (464 in
// sqlite3VdbeExec, the rest in vdbe*.c functions and the code generators
// that address aOp), and 5,873 at clang 19 -O2, where sqlite3VdbeAddOp*
// are inlined into every code generator. Sites the requests do not cover
// keep the points-to flow's accesses, less those over other struct types.
//
// On the hand-checked lists of testdata/groundtruth (TestGroundTruth, by
// struct type), the heap arrays found are, for clang 14 -O0/-O2 and clang
// 19 -O0/-O2: sqlite3 22, 21, 22, 21 of 24 (none before the requests),
// lua 8, 8, 7, 7 of 8, mujs 4 of 4 in each, pcre2 1 of 1. Of what is
// reported, the share in the lists is sqlite3 88%, 73%, 92%, 91%; lua 89%,
// 80%, 78%, 88%; mujs 100%, 80% (js_Iterator, see the limits), 100%,
// 100%; pcre2 1 of 2 in each. Opaque modules lose
// some types to llvm-link, which merges isomorphic named structs when it
// links clang 19's opaque modules: lua's LocVar, Labellist and the
// {Vardesc *arr; int n, size;} of Dyndata.actvar become stringtable, so
// the LocVar array is reported as stringtable at -O0 (and as the anon
// type TBAA does not name at -O2), and the field they share carries
// Labeldesc, Vardesc and TString; the per-object fields above find the
// Labeldesc and Vardesc arrays (5 of 8 before at clang 19 -O0).
//
// # Conservative choices and limits
//
// The analysis never panics on valid IR it does not understand: a value it
// cannot follow carries no pointer (an access may then be missed), an index
// it cannot evaluate is variable, a size it cannot evaluate is unknown.
// Known limits: heap objects and escaped memory are field-insensitive, so a
// shared allocation wrapper or pointers stored side by side in heap structs
// can attribute accesses (and struct types) of one array to another; in
// large programs whose pointers mostly travel through the escaped memory
// (sqlite3) few heap arrays keep direct evidence there (the requests above
// decide those sites instead; their field-based flow still mixes types that
// share a field, and loses those kept in fields it cannot name); stores
// made by external functions through their arguments, and pointers
// hidden in integer arithmetic other than add/sub/and/or/xor are not
// followed; a heap array used only through constant byte offsets (clang 19
// -O2 with only constant indices) is found only when DTrans types its
// pointer. Accesses are those of the field-based flow: a heap array's
// access whose pointer passes only through a generic variable (a void*
// field or parameter carrying four unrelated types) is missed, and one
// through a field that several arrays of the same type share is listed
// for each (a static array's too: the Expr pair above). A static array's
// access is missed when its pointer goes through memory the field-based
// flow cannot name: an out parameter walking a list of the array's
// elements (fts5's PrefixMerger insertion through PrefixMerger **), a
// pointer returned through a void* of an external call (the shell's
// SQLITE_FCNTL_VFS_POINTER). Fields are variables across all objects of
// their struct, local variables included (as clang 14's getelementptrs on
// them always did), and the members of a union at one offset are one
// variable: clang 14 -O2 addresses every member of mujs's js_Object.u
// through the struct of its first member, so u.a.array (js_Value) and
// u.iter.head (js_Iterator) are one field and the js_Value arrays pass
// js_Iterator evidence (clang 19 -O2 names the members by byte offsets and
// TBAA, and does not report js_Iterator).
//
// On sqlite3 clang 19 -O2, 16 allocation sites are reported as arrays
// of both ReInput and sqlite3_value, all text buffers (shell.c's,
// local_getline's line, decimal_new's, charFunc's, the regexp extension's
// aOp; 15 sites before the static arrays' changes, which added
// local_getline's): their pointers reach Mem.z through
// sqlite3VdbeMemSetStr, a load of Mem.z is passed to db->xCollNeeded, and
// that indirect call's callee comes from an API parameter the points-to
// flow loses in its escaped memory, so every address-taken function of
// its signature is a target; opaque pointers leave that signature
// void(ptr, ptr, i32, ptr), which fts5MergePrefixLists also has, whose
// Fts5Buffer array llvm-link merged into the isomorphic ReInput. Fixing it
// needs the functions that can reach a function pointer's location (a
// function-pointer flow through parameters and fields), not the
// signature: resolving callees by the functions stored at the callee's
// field-based location alone (tried) fixed nothing here (the location is
// set from a parameter) and moved three sqlite3 types in and out of the
// hand-checked lists. DTrans builds the types clang 19 -O2 modules lack
// from TBAA, where an array field is one element (mujs's js_Buffer
// { int n, m; char s[64]; } becomes 12 bytes): the size of such a type,
// which DTrans marks Partial because its last member may be an array, is
// taken as a lower bound, so a constant allocation size neither counts
// its elements nor makes it an array (testdata/tbaa_partial.c); a
// rebuilt type ending in another member has its exact size, which counts
// them (testdata/tbaa_exact.c).
//
// # Cost
//
// BenchmarkAoSPerInst times each phase per instruction on bzip2 (21k-27k
// instructions), lua (45k-69k) and sqlite3 (307k-351k), compiled by clang
// 14 and 19 at -O0 and -O2: building the points-to flow, solving it, the
// static arrays, DTrans (taken from the analysis manager in a pipeline:
// print<aos>,print<dtrans> computes it once), the allocation wrappers,
// building the field-based flow and its summaries, the requests'
// verdicts, the access walks (walks) and the accesses of the sites the
// requests do not cover (access). All but the walks visit each
// instruction once (the solver then propagates to a fixed point,
// collapsing cycles 3 or 4 times on sqlite3), and the graphs they build
// do not grow faster than the module: the points-to
// flow has 1.1-1.2 nodes and copy edges per instruction on bzip2, 1.5-1.8
// on lua and 1.0-1.3 on sqlite3, the field-based flow 0.5, 0.5-0.9 and
// 0.6-1.1. Their time per instruction is the same on lua and sqlite3
// within the measurement's spread (building the points-to flow 580-1,150
// ns and 620-1,370, solving it 590-1,510 and 750-1,260, the field-based
// flow 500-1,330 and 620-1,660) and up to twice lower on bzip2, whose
// graphs fit in the caches: per node and edge the points-to flow costs
// 0.6-1.5 µs on bzip2 and 1.3-1.9 on sqlite3, the price of memory
// accesses rather than of more work; the garbage collector, which also
// scans the parsed module, takes a fifth to a third of the CPU time.
//
// The access walks of all arrays are done together (walks.go): an
// array's walk reaches what its roots reach, and on sqlite3 at clang 19
// -O2 a hundred heap arrays each reached one region of 17,000 nodes, so
// walking once per array cost the sum of those regions (4.0 visits of
// nodes and getelementptr sites per instruction, against 0.1-0.2 on lua).
// Now the part of the field-based flow any array reaches is condensed
// into its strongly connected components (Tarjan's algorithm over the
// edges some array follows), each node gets the set of arrays reaching
// it, a bitset propagated in topological order and iterated to a fixed
// point inside a component whose nodes admit different arrays (a static
// array's walk skips pointers used as foreign types, a heap array's
// generic variables), and each node's getelementptrs are examined once,
// for the arrays of their struct type among those reaching the node.
// What remains per array is its own: its roots' local edges, its
// elements' fields and its accesses. So the walks are linear in the part
// of the flow the arrays reach, times the width of the sets: ⌈arrays/64⌉
// words, 1 on lua (about 30 arrays) and 2 or 3 on sqlite3 (about 130), which
// grows with the number of arrays, not with their reaches. Visits per
// instruction (now also counting the local edges, 0.001-0.024, and the
// passes inside components, 0.006-0.055) went from 0.24, 0.20, 0.17,
// 0.08 to 0.15, 0.13, 0.14, 0.08 on lua and from 0.75, 1.14, 0.34, 3.95
// to 0.19, 0.26, 0.13, 0.24 on sqlite3 (clang 14 -O0, clang 19 -O0, clang
// 14 -O2, clang 19 -O2; bzip2 has no array of structs). On CPU profiles
// (four runs of three analyses each, interleaved, at load 2), sqlite3's
// walks went from 0.19-0.26, 0.31-0.34, 0.14-0.33 and 0.64-0.73 s to
// 0.10-0.11, 0.12-0.14, 0.09-0.12 and 0.27-0.34 s, that is from 180-250,
// 300-330, 150-340 and 690-790 ns per instruction to 95-105, 115-135,
// 95-125 and 290-370; lua's are 0-40 ms per three analyses before and
// after (the profiler samples every 10 ms). The wall time of the phase
// (BenchmarkAoSPerInst's walks-ns/inst, three interleaved runs at load
// 2.0-2.3, garbage collection included) went on sqlite3 from 100-150,
// 270-370, 140-510 and 590-700 ns per instruction to 70-330, 90-170,
// 70-170 and 240-300; on lua it is 25-85 and 27-250, within its noise.
// A visit costs more on sqlite3 than on lua: half of the walks' time at
// clang 19 -O2 reads the struct-path TBAA names of byte getelementptrs
// (each once, and only for arrays no cheaper test decided), and the
// condensation (a third at -O0) goes over every edge of the region. The
// summaries of struct types and TBAA names per node tried before to
// bound heap walks (visits five-fold fewer, but dearer to compute than
// they saved) are not needed.
//
// Measured with three interleaved runs each on 2 cores loaded 1.6 to 2
// by other work, the whole analysis costs 1.6-2.8 µs per instruction on
// bzip2, 2.9-4.7 on lua and 3.3-5.2 on sqlite3 (before the changes below:
// 1.3-2.8, 2.9-6.0, 3.4-6.2), DTrans 0.2-1.2 µs of it; sqlite3 takes
// 1.38-1.67 s (clang 14 -O0), 1.07-1.27 s (-O2), 1.19-1.69 s (clang 19
// -O0) and 1.30-1.60 s (-O2), against 1.52-1.66, 1.24-1.59, 1.19-1.81 and
// 1.65-1.89 s before. On CPU profiles, sqlite3 clang 19 -O2's analysis
// fell from 6.0 to 5.3 s over four runs (the walks from 1.17 to 0.78 s),
// lua clang 19 -O0 with sqlite3 clang 14 -O0 by 1 to 4%. What changed:
// a getelementptr's struct, byte offset, size, constant index and TBAA
// names, a node's own struct and the struct of a field-0 address are read
// once, not once per array whose walk reaches them; the walks mark sites
// in a slice by number, not a map; the summaries allocate no map per
// component; flow nodes come from slabs; values whose type carries no
// pointer (scalar constants, integer instructions) are answered without
// a map lookup. Allocations fell by 7 to 14% (sqlite3 clang 14 -O0: 3.82
// to 3.35 million per analysis).
//
// # Use
//
// Analyze computes the result directly; Analysis is the pass-manager
// analysis (registered as "aos" by Register), and the result implements the
// print<aos> text and JSON reports (report.go).
package aos
