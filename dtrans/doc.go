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
// what it points to. The analysis therefore never relies on declared pointee
// types. It infers what every pointer points to from how the program uses
// it. Typed IR (LLVM 14 and older) adds declarations: the pointee types of
// parameters, local variables, call results, pointer fields and casts.
// They are fallback evidence only: a class of pointers takes its declared
// types when no use says what it points to (a parameter passed on to
// external code, a pointer stored into a field nothing reads), and never
// beside the types its uses give, because a declaration says what the C
// code was told, not what the memory is (lua's allocator returns a
// GCObject * that each caller uses as a GCUnion of its own object type;
// opaque IR has no such declaration to contradict the uses). The type of
// a global variable or a stack slot defines its memory and is evidence in
// both models, and so does the structure a byval parameter's attribute
// names: the parameter points to the callee's own copy of it (lz4's
// LZ4F_CustomMem, passed by value to API functions nothing in the
// program calls, whose loads of the copy carry no tags; canonical twins,
// lz4 20 to 21, and 8 to 9 against clang 19 at -O2; fixture
// byvalparam.c). A cast that only makes a comparison's two sides one type is
// no evidence, and neither is the return type of an allocation wrapper,
// which is a generic handle as malloc's void * is, nor the type of a
// dead parameter, one that no instruction uses, or (-O0) that only goes
// to its stack slot, whose loads nothing uses (`(void)p`): nothing flows
// through it, and a declaration there made the class of the arguments
// of every call that may reach the function its type (sqlite3's unix
// IoFinder functions ignore their unixFile *, and the calls through the
// generic class of function pointers that holds them,
// sqlite3GlobalConfig.xAltLocaltime's among them with a struct tm,
// passed their second arguments to one class). A class made only of
// such a parameter, its slot's content and those loads takes no
// declared type (canonical twins, sqlite3 258 to 261; the twin, sqlite3
// 358 to 360 at -O0 and 365 to 368 at -O2; clang 14 against clang 19 at
// -O2, sqlite3 114 to 115; fixture unusedparam.c).
//
// The same C program compiled by clang 14 and by clang 19 gets the same
// answers wherever the two modules carry the same information: the test
// TestTypedOpaqueEquivalence checks it on every C fixture of the
// repository at -O0, and TestCorpusTypedOpaque measures the agreement on
// the corpus of whole programs and keeps it from falling. The pointer model
// alone is measured by comparing a typed module with its twin, the same
// module made opaque by LLVM 19 (llvm-as 14, llvm-dis 19: the instructions
// are the same, every pointer is `ptr`): TestTwinEquivalence requires
// every fixture, at -O0 and -O2, to give the same answers as its twin
// (the last known difference, an exported function storing its parameter
// of unknown origin into a field that only typed IR declares, went with
// the rule that merging such pointers into a class only declarations type
// mixes no types; fixture partial.c), and TestCorpusTwin measures the
// corpus (types agreeing: all 707 at -O0, all 715 at -O2). Where the
// canonical twin's answer (below) differs, it is the more conservative:
// in no twin or canonical twin of the corpus does the opaque analysis
// allow an optimization the typed one forbids, and both tests require it. Clang
// 19's own modules do, in 1 pair of a type and an optimization at -O0
// (lua's RN: the typed module analysed with llvm-link 19's merges of its
// types gives the opaque answer) and 3 pairs of 2 types at -O2: lz4's
// dRess_t, whose two last fields clang 14 zeroes with one memset
// (BadMemFuncSize) and clang 19 with two stores, and sqlite3's
// DbConfigChoices, { i8*, i32 } under typed pointers, which llvm-link
// 14 made the type of every C structure of that layout (Token among
// them), where clang 19's module rebuilds the C type alone from TBAA;
// counted and capped by TestCorpusTypedOpaque.
// TestCorpusCanonical goes one step further towards clang 19's code: the
// twin of each -O2 module after LLVM 19's instcombine, which addresses
// fields by byte offsets and folds zero-index getelementptrs as clang 19
// does. There 567 of the 666 matched types agree (407 when the
// comparison was added, 447 before the rules of fixtures fieldstep.c,
// tagfield.c, vecstore.c, fieldparam.c, workspace.c, globaloff.c,
// paramorigin.c, stepgep.c, basetag.c, arraywalk.c, storefirst.c,
// stateback.c, firstmulti.c, unknownfirst.c, pastend.c, loadmeaning.c,
// bitfieldtag.c, walkfind.c, unionphi.c, byvalparam.c, selectoff.c,
// backstr.c, backarray.c, basestore.c, unionleaf.c, anoncont.c,
// tagfirst.c, charwalk.c, linkhead.c, walkhead.c, nestedparam.c,
// structarg.c, argmeaning.c, walkparam.c, arraystep.c, arrayelem.c and
// elemoffset.c, below and in the next sections, and of unusedparam.c,
// above): where a class of
// pointers holds several structures (generic code passing void *, such
// as bzip2's strm->state, an EState or a DState), typed IR's
// getelementptr names the structure and field, and a byte offset does
// not; struct-path
// TBAA names them only on the accesses clang tags with a structure (not
// pointer reads through a T **, nor accesses LLVM merged), and through
// them the value the offsets start from: when every structure-tagged
// access through a value names one structure, its byte offsets are that
// structure's fields, also for the accesses without such a tag (sqlite3
// 205 to 217, brotli 53 to 55; fixture tagged.c), and a class whose
// types are a union and its members has the offsets of its dominant
// member (libdeflate's matchfinders, 14 to 20; fixture unionoff.c). A
// constant byte offset inside a union, past its start and at no field of
// its LLVM type (which shows one member), addresses a member that type
// does not show, as typed IR's cast of the union's address to the
// member's structure does: BadCasting on the union and on the structure
// holding it, as there, not BadPtrManipulation, which would flow up to the
// structures around that one (lua's e->u.var.vidx, clang 19's
// getelementptr i8 10 from an expdesc that is a ConsControl's first
// field; clang 14 vs 19 -O2, lua 25 to 27; fixture unionmember.c). A
// pointer walking the link fields of a list (`GCObject **p` over
// &g->allgc, then &o->next) is a PHI of a field's address and, the link
// being at offset 0, of the object itself, loaded from the field the
// walk stands at: the object is taken as its first field's address, as
// typed IR's getelementptr says, when the PHI merges only addresses of
// pointer fields (lua 39 to 41, mujs 7 to 12,
// sqlite3 217 to 218; fixture firstphi.c). A tag at offset 0 on an
// access through a getelementptr of a stack slot whose indices are all
// zero (typed IR's &a->first, which opaque IR folds into the slot) says
// what the slot is, as it does on an access through the slot itself: a
// slot of one type that the code uses as another of the same layout
// (bzip2's struct utimbuf in a slot llvm-link typed as a timespec) is
// both, in either model (brotli 55 to 56, bzip2 6 to 7, libdeflate 20
// to 21, sqlite3 218 to 220; fixture zerotag.c). A getelementptr
// without inbounds whose indices are all zero and whose result points to
// a scalar is a cast, not a field's address: clang emits every member
// access inbounds, and LLVM 14's instcombine writes `(void *)p`, p a
// structure whose first field is a char, as such a getelementptr, which
// opaque IR folds into p; its result is p's class, as a bitcast's is, so
// passing it to free (sqlite3's AggInfo, Decimal, TriggerStep) puts no
// field address in the generic class (sqlite3 220 to 225; fixture
// castgep.c). So is a constant getelementptr with zero indices to a
// scalar, inbounds or not: LLVM 14's constant folder writes `(void *)&g`
// so, and `&g.first` is the same constant, where opaque IR has @g for
// both (sqlite3's compareInfo globals registered as user data: twin 703
// to 704 of 707 at -O0, 713 to 714 of 714 at -O2; fixture castconst.c). A first field that is a structure keeps its address (see
// baseField). A byte offset on a global or local variable of a structure
// type is the field of that type at that offset, also when the
// variable's class holds other types (its address reaches generic code:
// sqlite3's sqlite3Config, brotli's MetaBlockSplit on the stack), as an
// access at offset 0 of such a variable is (see countDeclared): the
// variable's type says what lies at its address, as typed IR's
// getelementptr on it says, where the tags do not (LLVM drops the tags
// of loads it hoists, and merges stores into a memset: the one over two
// of sqlite3_mutex_methods' fields; sqlite3 225 to 229, brotli 56 to
// 57; fixture globaloff.c). So is one on a parameter, PHI or select
// whose every source (every call site's argument, for a function whose
// address is not taken) is a variable of that one type: sqlite3's
// KeccakF1600Step, called only with the SHA3Context on its callers'
// stack, reads its state through scalar tags (sqlite3 229 to 230, and
// 99 to 100 against clang 19; fixture paramorigin.c). LLVM 14's
// instcombine writes a constant byte offset from a pointer declared as
// a structure S as a step over whole S, then into a field of S if the
// offset is not a multiple of S's size (`getelementptr
// %struct.sqlite3_vtab, %struct.sqlite3_vtab* %p, i64 1, i32 1` for a
// field of the virtual table that begins with the sqlite3_vtab,
// `getelementptr %struct.sqlite3_vtab_cursor, ... %p, i64 9` for one of
// a cursor); where the pointer's dominant type, or the tags on a pointer
// to several types, say it points to a structure T that holds S at
// offset 0 and extends past the offset, the step is a byte offset into
// T, as opaque IR's byte offset is, not an access of S's field nor a
// step over an array of S that keeps the pointer in the class of its
// base (which merged field addresses of the cursors into sqlite3's
// generic class, and the cursors' fields with it, in typed IR only):
// sqlite3 230 to 247 (its cursors, sqlite3_vtab, Fts5IndexIter), and
// 100 to 108 against clang 19; fixture stepgep.c. A step over whole S,
// and nothing more, on a pointer to several types where nothing else
// (a variable, the tags, unions) says what lies at that offset is
// AmbiguousGEP and its result a class of its own, as opaque IR's byte
// offset is, not the next S of the base's class: C reaches an object
// allocated right after another as &p[1] (sqlite3's MemPage after its
// PgHdr, `pPgHdr->pExtra = (void *)&pPgHdr[1]`; the Fts5Buffer after an
// Fts5ExprTerm synonym), and typed IR's array step made that object one
// of the generic class's types, BadCasting, in typed IR only; the
// structure of LLVM 14's `(char *)&p[1]`, a getelementptr to the first
// field of the stepped-to S (see castGEP), is the step's own, and says
// no more (sqlite3 257 to 258; fixture pastend.c). Nor is a constant
// byte offset by whole objects from a base that only its declaration
// types (typed IR's declared types come after the fixed point, see
// applyDeclared): C reaches what follows a header so (pcre2's list of
// strings at `(char *)memp + sizeof(pcre2_memctl)`, memp declared a
// pcre2_memctl * that nothing uses as one), and opaque IR, where
// nothing types the base, leaves the result a class of its own; an
// offset inside the declared object is still its field's (twin, pcre2
// 39 to 40 at -O0, and 38 to 39 against clang 19; fixture
// pasthdr.c); a variable one is unresolved, as in opaque IR (pcre2's
// end_nests, a nest_save * bound moved down by `size %
// sizeof(nest_save)` bytes and only compared, was BadPtrManipulation
// in typed IR only; against clang 19 at -O0, pcre2 39 to 40; fixture
// declstep.c). A byte offset that the
// tags resolve to an element's start inside an array field is that
// element's address, as typed IR's getelementptr into the array says
// (zlib's &state->codes[ENOUGH - 1] on a state that is an inflate_state
// or a deflate's internal_state), and one by the difference of two
// pointers to elements of a structure S (`ptrtoint p - ptrtoint q`, on a
// pointer to S) is a step over whole elements: C subtracts pointers only
// within one array, and LLVM 19's instcombine folds the step by the
// difference in elements into one by the difference in bytes, where
// typed IR steps over elements (zlib's inflateCopy; the offset waits
// for evidence on both pointers while the fixed point has other work,
// and is resolved without it after). With ordered comparisons of
// positions in one array field no longer BadPtrManipulation (see the
// algorithm), canonical twins: libdeflate 22 to 23, and against clang
// 19 at -O2, libpng 16 to 17, zlib 5 to 6; fixture arraywalk.c. The next section says
// how the two are compared, and where the inputs differ.
//
// # Comparing typed and opaque results
//
// A whole program is linked with llvm-link, and the two linkers do not
// build the same types. When llvm-link adds a module's structure type to
// the program, it reuses any structure already there with the same element
// types, whatever its name. Under typed pointers, element types include
// what pointers point to, so two C structures rarely coincide; under
// opaque pointers, struct A { struct A *next; int v; } and struct B { char
// *name; int len; } are both { ptr, i32 } and become one type, named after
// whichever came first (the others' names are gone, or survive with ".N"
// suffixes elsewhere). The opaque module has lost the distinction: one type
// stands for several C types, its pointer fields are one field class (so
// the pointers stored in A.next and in B.name are one class of pointers),
// and its conditions and counts are those of all of them. The reports of an
// opaque-pointer module say so (the text report's "Opaque pointers" line,
// the JSON report's opaque_pointers and caveats).
//
// The comparison (compareResults in the tests) is therefore made modulo
// linking. Each named type of the typed module is matched with the opaque
// type it became: the one with the same shape (fields with pointers erased
// and nested structures expanded, which is what llvm-link compares) and the
// same name, else the only one of that shape with the same name up to ".N"
// suffixes, else the only one of that shape. The typed module is then
// analysed again as if the types that became one opaque type were one (each
// such group shares the information of its first member), so that it loses
// what the opaque module lost. An opaque type is expected to have the
// union of the directly observed conditions of its typed counterparts (with
// its own structural conditions), propagated along the opaque module's
// nesting of types, and the sum of their field counts. The linked fixture
// (testdata/linked: two translation units) shows the rule: by name, A's
// answers differ; modulo linking, they agree.
//
// Modulo linking, the corpus programs agree on nearly every type at -O0
// (TestCorpusTypedOpaque logs the figures: 703 of 706; the others are
// libdeflate's decompressor and the two types in it, compiled twice by
// clang 14 only). The remaining differences are differences of input,
// not of analysis:
//
//   - Under opaque pointers the address of a structure's first field is
//     the structure's address, and LLVM folds the getelementptr that takes
//     it: a constant one on a global disappears (`&g.first` is `@g`), and
//     so does an instruction in code the inliner copies (always_inline
//     functions, even at -O0). Where the field is an array that is then
//     indexed (`getelementptr [N x T], ptr %s, 0, %i`), the array type
//     says which field is meant, and the analysis maps it to the field as
//     typed IR does (resolveArrayGEPs). Otherwise the typed module says "a
//     pointer to field 0 of S" where the opaque one says "a pointer to S".
//     When such a pointer meets pointers to S's other fields of the same
//     type (sqlite3 passes &sBegin.ru_utime and &sEnd.ru_stime of struct
//     rusage to one function; brotli passes &mb->literal_split, the first
//     of three BlockSplit fields of a MetaBlockSplit, where the others pass
//     &mb->command_split), the pointer to S is taken for what it also is,
//     a pointer to S's first field (the seed's safe cast to the first
//     element's type), and both modules agree (fixture firstfield.c). When
//     it is passed to a function whose parameter is used as a structure F
//     at offset 0 of S, and not as S, the argument is the address of S's
//     field that holds F (pcre2 passes &ctx->memctl, the first field of
//     each of its contexts, to one allocator; fixture firstglobal.c),
//     also when the argument points to one of several structures, each
//     beginning with F (pcre2_substitute passes its code or its match
//     context as the general context whose memctl
//     pcre2_match_data_create_from_pattern uses; canonical twins: pcre2
//     30 to 32; fixture firstmulti.c); and
//     when a PHI, a select, a call or a store merges the address of a
//     global variable of such an S with other pointers, it is taken for
//     the address of the first field that their class is used as (pcre2's
//     `c != NULL ? &c->memctl : &_pcre2_default_compile_context_8.memctl`,
//     whose second operand LLVM folds into the global; sqlite3's
//     `pGroup = &pcache1.grp`, stored to a local variable's slot at -O0;
//     fixture firststore.c); and a pointer to S stored where the pointers
//     stored are used as F, not as S, is the address of S's field that
//     holds F, as an argument is (brotli's block splitters keep
//     &mb->literal_split, the first of a MetaBlockSplit's BlockSplits,
//     among pointers to other BlockSplits; the store waits for the
//     evidence of both sides only when the tags of the accesses through
//     the pointer name several structures, or one that begins with a
//     structure; canonical twins: brotli 61 to 63; fixture
//     storefirst.c). Where nothing says F (brotli's EncodeData stores
//     &s->params into a hasher's field that nothing reads, through a
//     union member whose LLVM type has an i16 array there, and
//     BrotliEncoderCompress &h->common into another), the pointer is
//     stored where the analysis cannot follow it, and it is S's address
//     as well as F's: both are UnsafePointerStore, in typed IR too,
//     whose store of the getelementptr to field 0 gives the condition to
//     S as to F, as opaque IR's store of s does (canonical twins, brotli
//     63 to 68: BrotliEncoderState and the structures it holds, Hasher;
//     fixture basestore.c); where such a pointer meets pointers
//     of other structures otherwise (merged as a parameter or a local),
//     the opaque module sees structure
//     pointers of several types used as one: its class is BadCasting, and
//     UnsafePointerStore or AmbiguousPointerTarget where it is stored or
//     passed; where such a class meets byte offsets, typed IR says
//     BadPtrManipulation (an offset inside a field) and opaque IR
//     AmbiguousGEP (an offset on a pointer to several types), as for
//     pcre2's nest_save. A memory
//     function whose length fits the structure's first field is a call on
//     that field in both models (brotli's histograms' memset of their
//     counts array). Accesses to a scalar first field
//     through such a pointer count when its class has one dominant type,
//     or when the types that make it ambiguous are unions (a union's LLVM
//     type shows only its biggest member, so a pointer to the union used
//     as another member has two incompatible types: brotli's Hasher union,
//     whose H10 and H54 members are read through the union's address;
//     fixture firstfield.c), or when the address is a global or local
//     variable of a structure type, whose declaration says what lies
//     there (sqlite3's sqlite3Config, whose address also reaches generic
//     code); in other ambiguous classes (sqlite3's and lua's generic
//     ones) nothing says which type such an access means, and it is not
//     counted. A pointer to a union member that nothing but
//     such folded accesses uses carries no type at all under opaque
//     pointers (typed IR's bitcast named the member). Telling the cases
//     apart would need to know whether a class's type comes from the
//     memory it points to or from the way it is used, which the analysis
//     does not record.
//   - The two compilers do not compile the same code: libdeflate's
//     configuration gives clang 14 BMI2 variants of its decompressor that
//     clang 19 does not get (five more functions, whence its -O0 field
//     counts twice as high), and at -O2 the two optimizers inline and
//     vectorize differently; the answers agree only where the code does.
//   - In programs whose generic code merges most pointers into one class
//     (lua's and sqlite3's objects, see the known limits), which pointer
//     variables' contents reach that class (GlobalPtr) depends on casts
//     that only typed IR has (lua's nullup).
//
// At -O2 the agreement is much lower (256 of the 579 matched types of the
// ten programs: sqlite3 132/303, lua 27/61, brotli 23/65, pcre2 20/38,
// libpng 17/39, mujs 9/23, lz4 10/21, libdeflate 7/11, zlib 6/11, bzip2
// 5/7), while each clang 14 module and its opaque twin agree on all 715:
// the two compilers' optimizers make different code, and the
// analysis answers for the code. TestCorpusTypedOpaqueO2 says why, type
// by type, with the
// struct-path TBAA tags both compilers attach to the loads and stores of
// structure fields: two modules whose tags name a structure a different
// number of times do not access it in the same places (IRPASS_DIFF=1
// labels each disagreement with its class). Of the 323 disagreements, 216
// are types whose tagged accesses differ (the optimizers inlined,
// unrolled or vectorized differently), 32 are types no tag names in
// either module (accessed only through arrays, unions, memcpy or not at
// all: nothing independent says whether the code is the same), and 75
// are types whose tagged accesses are alike that still get different
// answers: 36 in conditions only, 24 in field counts only, 15 in both.
// Tags see only field accesses: the code that passes, stores and merges
// the pointers differs too, and where it is the same (the twins) the
// answers are. Field counts use
// the tags where they can (see the algorithm), including tags whose
// structure clang 19 dropped and whose TBAA members nest a structure the
// module has, and a tagged byte offset names its field, also where clang
// 14 casts it to the field's pointer type before the access (mujs's
// qsort comparator sortcmp reads its void * as a sortslot: of unknown
// origin, BadCasting in both modules; fixture bytecast.c), and an
// untagged access at a byte offset from a step over an array of
// structures names its field (libpng's png_sPLT_entry). The other causes
// fixed so far were -O2 forms of the same code: LLVM 15 and later hoist
// `&a[i - 1].f` into a stride over the structure from a field's address
// (brotli's BackwardMatch and ZopfliNode were BadCasting), clang 14
// walks an array of structures through the address of their first,
// scalar, field (lua's luaL_Reg: a pointer to a structure and one to its
// first field are one address; fixture fieldwalk.c), clang 14 makes
// a cast to an embedded base `(sqlite3_vtab *)pTab` a getelementptr to
// field 0 (FieldAddressTaken, typed only, on 9 of these types, among them
// sqlite3's PragmaVtab and ExpertVtab), a recursive call passing a
// parameter on kept mujs's match from typing its Resub *out, and
// llvm-link gives a structure of one translation unit the name of an
// isomorphic one of another (lua's Header is an alloca of anon.7, pcre2's
// recurse_check one of branch_chain_8), whose accesses keep their TBAA
// name: the structure rebuilt from TBAA and the module's of the same
// layout are one, also where the module's lies at offset 0 of another
// structure (sqlite3's HighlightContext begins with a CInstIter that
// llvm-link named InitData; fixture linked2); where llvm-link renamed
// a structure in both models (typed IR's pointee types equal too), the
// tag of an access through typed IR's getelementptr to a field of the
// module's structure names the C structure, which the base then points
// to, as opaque IR's byte offset with that tag says (sqlite3's
// IndexListTerm, an IdxCover in clang 14's module, whose array comes
// from the generic allocator: BadCasting in opaque IR only; canonical
// twins, sqlite3 285 to 287, and 126 to 127 against clang 19 at -O2;
// TestLinkedFieldTagO2, fixture linked8), but two structures
// rebuilt under different names are two C types, whatever their
// layouts: memory used as both is BadCasting, as in typed IR, even where
// a structure of the module has the layout of both and could stand for
// either (pcre2grep's option table points through one void * to its
// fndatastr, omdatastr and patdatastr, all branch_chain_8 in clang 19's
// module; clang 14 vs 19 -O2, pcre2 15 to 0 pairs of a type and an
// optimization the opaque module alone allows, figures equal, the
// generic class's conditions no longer on branch_chain_8, fnstr, omstr
// and patstr; TestLinkedTwoNamesO2, fixture linked6). The remaining
// differences among the 75 types accessed alike are mostly of four kinds:
//
//   - Where both names of such a merge are structures of the module
//     (pcre2grep's fnstr, omstr and patstr, all { ptr, ptr }), nothing
//     says the two are one C type: one memory object with two types,
//     BadCasting in the opaque module only.
//   - In generic classes (sqlite3's, lua's), LLVM merges the tags of the
//     loads it combines into a scalar tag; typed IR's getelementptr still
//     names the field and is counted, opaque IR's byte offset on a class
//     of hundreds of types is not (AutoincInfo.pNext, the chains of
//     sqlite3's hash tables through PHIs of field addresses), and
//     GlobalPtr reaches different types (lua's AbsLineInfo, LocVar, through
//     the pointer variable nullup).
//   - Clang 19 drops structures with arrays that it only reaches through
//     byte offsets (deflate_state, inflate_state, BrotliEncoderState): the
//     largest type the opaque module knows of an object is then a smaller
//     one at its offset 0, a byte offset beyond its size is taken as a
//     step over an array of it (brotli's RingBuffer memset lands in
//     BrotliDistanceParams).
//   - The address of a field at offset 0 passed to a function is a
//     field address in typed IR (FieldAddressTaken) and the structure's
//     address in opaque IR, whose untyped parameter makes it
//     AddressTaken, unless the callee reads and writes through the
//     parameter only elements of that field's type (see the algorithm:
//     lz4's &(*lz4fRead)->dctxPtr, brotli's &context->quality).
//
// # The algorithm
//
// The analysis runs in three phases.
//
// 1. Pointer classes (infer.go). Pointer values are grouped into classes by
// unification, in the manner of Steensgaard's points-to analysis: values
// that are the same pointer, or that the program merges, end in the same
// class. The flows unified are: casts (bitcast, addrspacecast, ptrtoint of a
// pointer and inttoptr back, freeze); getelementptrs that step over whole
// objects (array indexing, a byte offset that is a multiple of the object's
// size; a stride over structures S from a byte offset into an S, which is
// how LLVM 15 and later hoist `&m[i - 1].len` out of a loop, stays a
// pointer to that field; a constant step over whole S, maybe then into
// a field, from a pointer to a T that begins with S and extends past
// it, is a byte offset into T, and one over whole S only, on a pointer
// to several types that nothing else resolves, a byte offset on it:
// resolveSteps; a constant index into an
// array of scalars whose class points to a structure S, when its offset
// is not a multiple of S's size, is S's field: the code uses the array
// as an S (pcre2's local_workspace, an int array whose start is an
// RWS_anchor), LLVM 14 addresses S's fields as the array's elements and
// LLVM 19 by byte offsets (fixture workspace.c)); PHIs and selects (an operand of a PHI whose
// other operands are field addresses, and which is none itself but a
// pointer loaded from one of them, as a walk over link fields loads the
// next object from the field it stands at, or from a pointer field its
// tag names (sqlite3's insertElement stores through `select (prev !=
// 0), prev, &pH->first`, prev loaded from pHead->prev: LLVM sank the
// stores of `prev->next = pNew` and `pH->first = pNew`), waits for
// evidence: when the PHI's class holds only addresses of pointer
// fields and the operand points to a structure, the one the struct-path
// tags of its accesses name or else its class's dominant type, or else
// the one its meaning names (meaning.go: what the field it was loaded
// from holds), whose innermost first field is a pointer, the operand is
// that field's address, as typed IR's getelementptr to the field says,
// not the object: opaque IR folds &o->next at offset 0 into o;
// otherwise it is the operand; canonical twins, sqlite3 287 to 288,
// Hash and HashElem no longer FieldAddressTaken in the opaque module
// only; fixture linkhead.c); a parameter such a PHI or select merges
// with field addresses, the head of a walk (`for (pp = &pCtx->pList;
// *pp != pBest; pp = &(*pp)->pNext)`, whose &pCtx->pList opaque IR
// folds into pCtx: sqlite3's renameColumnTokenNext), is the address of
// the first field of the structure the tags of its own accesses name
// when that field is a pointer, decided when the module's tags are
// known, before the fixed point (canonical twins, sqlite3 288 to 289;
// fixture walkhead.c); a pointer stored to memory and the pointers
// loaded from it (each class has a content class: the pointers stored at
// offset 0 of the memory it points to, which is how a stack slot at -O0
// connects a store to its loads); pointer fields (all values stored to or
// loaded from field i of structure S share the class of field (S, i),
// field-based as the typed IR's field type is); call arguments and
// parameters, return values and call results; and indirect calls with the
// functions their callee pointer may hold (the functions in the callee's
// class: those stored where the pointer was loaded from, so function
// pointers are resolved field-based too, also where only the struct-path
// tags of the callee's load and of the functions' stores name the field:
// under opaque pointers the pointer it is loaded from may have no type,
// when nothing but tags types it (libdeflate's compressor comes from an
// aligned allocator's integer arithmetic, and its c->impl call had no
// known target, so the stack bitstream it passes was AddressTaken; clang 14
// vs 19 -O2, libdeflate 6 to 7; fixture tagcallee.c); a call whose callee
// class holds no function has an unknown target). Each class collects evidence: the
// structure types its pointers are used as (getelementptr source element
// types, alloca and global value types, whole-structure loads and stores,
// struct-path TBAA tags of loads and stores (tbaa.go: at -O2 they name the
// structure and offset an access reaches, which under opaque pointers is
// often the only trace of the type), declared types in typed IR, and the C
// types of parameters, return values and global variables from debug
// information when the module has it (debuginfo.go)), the fields they point
// into (results of field getelementptrs), whether a member comes from an
// allocation call, and whether a member comes from code the analysis cannot
// see (an integer cast to a pointer, a parameter of a function called from
// outside the module; and, once the classes are final, the address of a
// field at offset 0 of such an object, which opaque IR folds into the
// object's pointer: pcre2_serialize_encode's `gcontext != NULL ?
// &gcontext->memctl : &default.memctl` mixes a pointer of unknown origin
// with a typed one in both models; canonical twins: pcre2 32 to 33, and
// 17 to 18 against clang 19 at -O2; fixture unknownfirst.c). Typed IR's declared pointee types count only for
// the classes that nothing else types (applyDeclared, after the fixed point
// below). What a T ** (a cast, or a slot's, field's or variable's type)
// declares of the pointers stored in memory is declared for the content
// of the memory's class only when that class does not hold several
// structures without a dominant one: such a class is generic memory (a
// void * handle merged with every object), and the cast says what one
// object holds, not what all do (libpng's png_set_quantize hash table,
// a png_dsortpp from png_calloc freed with the rest, typed every pointer
// loaded from generic memory, and made the empty string literal stored
// into a char ** of the same class a global holding png_dsort_struct
// pointers, GlobalPtr, in typed IR only; twin, libpng 42 to 43 of 43 at
// -O0, and 42 to 43 against clang 19; fixture hashcast.c).
//
// Some evidence can only be used once other evidence is known, so the first
// phase ends with a fixed point: a byte-offset getelementptr (`getelementptr
// i8, ptr %p, i64 8`, clang 19's way of addressing fields at -O2) is mapped
// to a field through the DataLayout once its base has a dominant type
// (one whose offset is a select or PHI of constants, each a field's
// start, to each of those fields: LLVM 19's instcombine folds `c ?
// &p->a : &p->b` into a getelementptr by a select of the offsets, where
// typed IR selects between the fields' addresses, and the load through
// it reads one of them; libpng's png_get_compression_buffer_size was
// BadPtrManipulation; canonical twins, sqlite3 283 to 284, and 123 to
// 124 against clang 19 at -O2; also on a pointer to several types whose
// meaning, below, names the structure: mujs 13 to 14, sqlite3 284 to
// 285, and 124 to 125 against clang 19; fixture selectoff.c; one by
// whole elements on a global whose type is an array of scalars or
// pointers and whose class never gets a type is, when the fixed point is
// done, the same object, as typed IR's getelementptr into the array
// makes it: pcre2grep stores a match data, fresh from an allocation
// wrapper, in match_data_pair[1], whose content is then one class with
// match_data_pair[0]'s, so that pcre2_get_ovector_pointer's callers
// agree on what it receives; canonical twins, pcre2's match data
// ovector read 24 times of typed IR's 61, now 57; fixture
// arrayglobal.c),
// descending into nested structures and arrays (on a base of several types,
// a global or local variable of a structure type, or a value all of whose
// sources are such variables of one type, has that type's field there;
// on others, the struct-path TBAA tag of the loads and
// stores through it, when it names one of them, says the offset is that structure's field, and the
// access is counted by the tag; so do the tags of the other accesses from
// the same base value, at offset 0 or through byte offsets, when all that
// name a structure name the same one of the class's types: the value is a
// pointer to it, as typed IR's getelementptrs on it say; on a class whose
// ambiguity comes only from unions, the dominant type of its other types
// says it, as for the accesses at offset 0. Such an offset is no
// AmbiguousGEP, and the base's class is left as it is: the accesses
// through it without a structure tag, the scalar tags of inlined code and
// those LLVM drops when it merges stores, count the field there (or,
// when the offset's result is that field's address and its class holds
// the addresses of other fields merged with it, a walk's PHI of
// &pInode->pUnused and &p->pNext, every field of the class, as typed
// IR's class of those field addresses counts: sqlite3's
// findReusableFd, canonical twins 280 to 282, and 121 to 123 against
// clang 19 at -O2; fixture walkfind.c), and an
// access at offset 0 of such a value without a structure tag, a union
// member's (sqlite3_value's u.i), reads that structure's first field;
// typed IR's field getelementptrs give their tags to their base as byte
// offsets do, so that both models count it (fixture basetag.c); a value
// whose own accesses carry no structure tag points to what the field it
// was loaded from holds, when the values loaded from that field elsewhere
// (with the field's tag) all have accesses naming one structure, directly
// or through the PHI that merges them before the accesses (or, when no
// load says, the values stored into it agree on one), the field
// being named by the load's tag or by an offset from a value whose
// structure is known (by its tags, or a class of one structure; tags
// naming a structure the module has no type for, one clang 19 dropped and
// TBAA cannot rebuild such as sqlite3's Table, count as well for this); a PHI or
// select takes the one structure of its operands, a parameter that of the
// arguments of every call (when only those calls reach it), a call's
// result that of the values its callee returns, a walk's p->next
// agreeing with p when nothing else describes the link (sqlite3's index
// walks, `for (p = pTab->pIndex; p; p = p->pNext)`, whose loads LLVM left
// with scalar tags after merging them; fixture loadmeaning.c; meaning.go),
// a pointer loaded from an element of an array of pointers that is
// loaded from a field (`&pCache->apHash[h]`) what the pointers loaded
// from such arrays' elements elsewhere point to, by their accesses' tags
// or those of a PHI merging them (sqlite3's pcache1 walks
// `for (pp = &pCache->apHash[h]; *pp != pPage; pp = &(*pp)->pNext)` over
// pages of the generic class: the byte offset of the link was
// AmbiguousGEP and the accesses through pp uncounted in opaque IR, where
// typed IR declares the array's type; canonical twins, sqlite3 294 to
// 295; fixture arrayelem.c; and a byte offset still pending when the
// fixed point is done, on a pointer that nothing but its meaning types,
// is that structure's field, as on a pointer to several types:
// sqlite3VdbeExec's `pC = p->apCsr[i]` used only through pC->uc.pCursor,
// whose load has a scalar tag; canonical twins, sqlite3 295 to 296;
// fixture elemoffset.c; a union's member, loaded with clang's char tag
// from a field whose loaded values' tags name several structures
// elsewhere (sqlite3's Expr.x, an ExprList or a Select), the one of
// those structures whose layout fits every access through it at a
// constant byte offset, one at least past its start (directly, through
// a PHI or select of such pointers or of such offsets: an access at
// offset 0 only, `p[0]` of a string or int array, says nothing of a
// structure), as typed IR's cast of the member names it: the load of a
// pointer at offset 8 in sqlite3ExprSkipCollateAndLikely's
// `pExpr->x.pList->a[0].pExpr` fits ExprList and not Select, whose int
// is there; the byte offset was AmbiguousGEP and ExprList_item's
// pExpr read 265 times of typed IR's 292 in the canonical twin, now
// 290, Select's pEList 84 of 133, now 95; fixture unionuse.c),
// a step by a variable number of whole structures S (`&aOp[i]`) from a
// pointer that means S an S (sqlite3VdbeGetOp's `&p->aOp[addr]`, merged
// in a PHI with &dummy, whose copy's loads have no struct-path tag, in
// the class of every generic pointer: the loads at offset 0 were
// uncounted in opaque IR; canonical twins, sqlite3 293 to 294; fixture
// arraystep.c; not a constant step, `(sqlite3_file *)&p[1]`, which may
// skip a header, nor one from a pointer to another structure, which S
// only measures),
// a value nothing else describes the one structure the tags of the
// accesses through the parameters it is passed to name (direct calls of
// defined functions: the callee uses it as that structure, as inlining
// it would show; sqlite3's pC->uc.pCursor, loaded from a union with a
// scalar tag into the class of every cursor kind, is passed to
// getCellInfo, whose tags name BtCursor, before LLVM merges
// &pCur->info.nKey with &v in a PHI whose load has a scalar tag: the
// byte offset was AmbiguousGEP and the load uncounted, where typed IR's
// getelementptr names BtCursor; canonical twins, sqlite3 290 to 292;
// fixture argmeaning.c),
// and a pointer loaded through a PHI or select of field addresses (a
// walk over link fields, `for (pp = &n->pFirst; (p = *pp) != s; pp =
// &p->pNext)`) what the fields it merges hold, an operand that is no
// field's address being the address of the object's first field, as
// for the PHI's class (opaque IR folds &o->next at offset 0 into o),
// which holds what the object is assumed to: the PHI is no object, and
// its meaning as one said nothing (sqlite3's unixShmUnmap, whose byte
// offset to p->pNext was AmbiguousGEP and whose accesses through pp
// were not counted; canonical twins, sqlite3 279 to 280, and 119 to
// 121 against clang 19 at -O2; fixture walkfind.c);
// when
// tags resolved it and it is the start of a field, its result is that
// field's address, as typed IR's getelementptr to the field says (zlib
// passes &state->lens and &state->work of an inflate_state, reached
// through a pointer that is also a deflate_state's, to inflate_table,
// whose reads count on those fields; fixture tagfield.c), except in a
// class holding a union whose LLVM type shows another structure, whose
// fields typed IR addresses through that member); a constant step
// from a scalar field's address to the start of another field of the
// same structure is that field's address (LLVM 14's instcombine writes
// bzip2's `&strm.opaque` as `getelementptr T, &strm.bzalloc, 2` where LLVM
// 19 adds opaque's byte offset to &strm; fixture fieldstep.c), a step
// into a field or out of the structure is BadPtrManipulation; a constant
// step back by less than one S, not a whole number of S, from a pointer
// whose class points to S and also holds addresses of array fields only
// (a char pointer to strings kept in several places, one a char array
// at offset 0 of S, whose address opaque IR folds into S's) stays in the
// characters, as the step from the field addresses does, and does not
// reach the tail of an S before this one (mujs's lexer reads
// `J->source[-1]`, where the source may be a js_Value's inline short
// string or a js_String's characters: backInArray; canonical twins: mujs
// 14 to 15; fixture backstr.c); a getelementptr with constant indices
// whose index into an array field is negative addresses the field at
// the offset it computes, before the array, as opaque IR's byte offset
// says (pcre2's do_callout passes `Fovector - 2`, two slots before the
// frame's ovector array, as a callout's offset vector: backOutOfArray;
// canonical twins: pcre2 33 to 34; fixture backarray.c); a load or
// store of a pointer through a pointer to a structure is connected with the structure's first
// field (through a pointer to several structures, none at offset 0 of
// another, with each one's first field when every one begins with a
// pointer field and the pointers known there and in the memory are of
// one dominant type: zlib's strm->state is a deflate or an inflate
// state, each beginning with its z_stream back-pointer, which typed IR
// reads through getelementptrs to field 0 but deflateInit2_ stores
// through a bitcast of the allocation, and opaque IR accesses both ways
// through the state pointer itself; the back-pointers, of unknown
// origin, then reach deflate_stored's PHI of them in both models:
// canonical twins, zlib 10 to 11; fixture stateback.c), but for a
// load or store whose struct-path tag names a structure S at offset 0
// through a pointer whose class holds a global variable of type S (or
// an array of S): it reads or writes S's first field, as typed IR's
// getelementptr to the field says, not the class's content, where
// opaque IR, which folds &p->first into p, mixed the first fields of
// every variable the class points to (pcre2grep's option table points
// through one void * to a fndatastr, an omdatastr or a patdatastr, each
// a pair of pointers to a list's head and tail variables: the three
// lists were one memory, BadCasting, UnsafePointerStore,
// AmbiguousPointerTarget and UnsafePtrMerge in opaque IR only; the
// variable's type defines its memory in both models, and other classes,
// of heap memory whose structures only typed IR's casts may define,
// keep the content; canonical twins, pcre2 34 to 37; fixture
// tagfirst.c); call arguments are connected with their parameters; and indirect
// calls with the functions that reach their callee, through one summary
// per class of function pointers (its argument and result nodes link to
// every call's and to every function's, so that calls + functions links
// make the classes calls x functions links would: BenchmarkScaling found
// the product growing with the square of the module). Steps that merge classes
// on the strength of a dominant type (the first field, call-site agreement)
// run only when nothing else changes, so that they see the most evidence.
// A byte offset resolved on its base's dominant type alone (no tag on
// its access nor on the other accesses from its base, no variable under
// it) from a pointer read through a union member (a load clang tags
// "omnipotent char": lua's TValue holds a GCObject * that its tag says
// is a closure, a table, a userdata...) is judged again on the final
// classes (judgeGuesses): the fixed point may merge the union's other
// types into its class after the offset was resolved (in lua, in its
// last steps), and a type that is no longer the class's dominant one
// said nothing of the field reached. The offset is then one on a pointer
// to several types, AmbiguousGEP, whose accesses are neither counted
// nor checked, as when the class was ambiguous from the start: lua's
// lua_topointer read a userdata's i16 nuvalue at offset 10 as a
// CClosure's i8 nupvalues, MismatchedElementAccess in the canonical twin
// only (figures equal; lua's CClosure now has the typed module's
// conditions, its field counts still differ; fixture unionguess.c).
//
// Parameters need care. A function that takes `void *` and is called with
// many types (a free wrapper, a hash function) would merge all its callers'
// types into one class. So an argument is unified with its parameter only
// when the callee uses the parameter as a pointer to something, or, at the
// end, when all callers pass pointers to the same type (then the function
// receives that type; the address of a field that is a structure or a
// union counts as a pointer to it, which types a union parameter that the
// callee only stores through at offset 0, without a getelementptr; and
// callers that all pass pointers of one class agree even when that class
// is ambiguous, as the destination of a structure copy is under opaque
// pointers; a caller passing a pointer of unknown origin does not object,
// and makes the parameter's class of unknown origin, as a typed
// declaration would; nor does a recursive call passing the parameter
// on). An argument passed to a parameter that stays untyped
// is the seed's "cast to i8* and passed to a function": its type gets
// AddressTaken. Allocation functions defined by the program (a function
// whose every returned value is the result of malloc, calloc, realloc or
// another such function, possibly past a header, possibly through a local
// variable or an out-parameter `void **`, or of a call through a pointer
// whose possible targets all are such functions) are treated as allocation
// calls: each call site is a separate allocation, so xmalloc does not merge
// the types of everything it allocates. Likewise a function whose
// pointer parameter only goes to free (directly, through casts and its
// -O0 stack slot, or to another such function's parameter, and maybe
// compared) frees what it is passed, as free does: passing an object to
// it takes no address (lz4's XXH_free; without the rule, the typed
// module's XXH64_freeState passed its parameter, declared an
// XXH64_state_t *, as an untyped pointer, AddressTaken, where opaque IR
// has no type; with the next rule, twin, lz4 28 to 29 of 29 at -O0, and
// 27 to 28 against clang 19; fixtures freewrap.c, declcopy.c).
//
// 2. Instruction handling (visit.go). With the classes final, every
// instruction is visited as the seed's Instruction Handling section says,
// and LocalPointerInfo is the class of the pointer. Loads and stores count
// as reads and writes of the field they access (through a field pointer, or
// at offset 0 of a pointer to a structure, descending to the innermost field
// there; through a class holding a structure's address and addresses of
// scalar fields, on each of those fields as well: a PHI of
// &pExpr->u.zToken and &aCol[i].zCnName, whose load LLVM sank after it,
// reads one of them, and typed IR's getelementptr names the union's
// member where opaque IR's byte offset names the union, a pointer to
// it: canonical twins, sqlite3 282 to 283; fixture unionphi.c),
// weighted by 10 to the power of the loop depth of their block
// (loops.go finds natural loops from dominators). A load or store that
// carries a struct-path TBAA tag (optimized code) is counted by the tag
// instead: the tag names the structure and the offset the C code accessed,
// whatever IR computes the address, where the class of a byte offset on a
// pointer to several types says nothing (tbaa.go; tags whose structure
// does not have the layout they describe, a name llvm-link gave to another
// structure, are not used). Clang leaves the TBAA name of a structure
// without a C tag empty (`typedef struct { ... } bz_stream;`); such a node
// stands for the only structure of the module with its layout. A tag
// whose structure is not in the module (clang 19 at -O2 drops the
// definitions of structures it reaches only through byte offsets, and
// those with arrays cannot be rebuilt from TBAA) counts the field of the
// structure its TBAA members nest at that offset, when the module has it
// (zlib's s->l_desc.dyn_tree is field 0 of tree_desc_s). A load or
// store without a tag whose address is a constant byte offset from a
// variable step over an array of structures S (`getelementptr %S, p, i`)
// counts S's field at that offset, whatever p's class holds: LLVM drops
// the tag of a store it sinks out of two branches, and typed IR still
// names the field in its getelementptr where opaque IR adds a byte offset
// to a pointer generic code merged with other types (libpng's
// png_sPLT_entry alpha; fixture sunk.c). An access whose
// size does not match the field's is MismatchedElementAccess, but for a
// vector access that covers whole elements of an array field, or whole
// scalar fields from its own on, contiguous, with no lane splitting one:
// LLVM's vectorizers combine the accesses to consecutive elements or
// fields so (libdeflate's bt_matchfinder tables filled by <2 x i64>
// stores of 16-bit elements, lua's Proto's four int fields set by one
// <4 x i32> store), and where one module's class names the structure and
// the other's is ambiguous, only the first said MismatchedElementAccess.
// Such an access is not counted: it accesses several fields at once
// (canonical twins: brotli 56 to 58, libdeflate 21 to 22, lz4 17 to 18,
// sqlite3 225 to 226; fixture vecstore.c). Calls to allocation
// functions check the size against the DataLayout (a constant multiple, or n
// * size, n << k, through casts, PHIs and selects); free is safe; memset,
// memcpy and memmove must cover whole objects of the same type
// (BadMemFuncSize, BadMemFuncManipulation; a memcpy or memmove side
// that only its declaration types, facing one its uses type, is of
// unknown type, as in opaque IR: lz4's XXH64_reset copies a local state
// to a caller's pointer nothing uses as one). A copy of a whole
// constant global (clang's __const.f.x, a local variable's initializer)
// writes each scalar or array field of its structures that the
// initializer sets to something other than zero, as the memset and
// stores of the non-zero parts that clang emits for other initializers
// do: clang 14 and clang 19 choose differently at -O0 (sqlite3's
// Fts5Enum aDetail[], which clang 19 copies; against clang 19 at -O0,
// sqlite3 356 to 361; fixture constinit.c); a nested structure's fields
// are not counted, llvm-link 19 having maybe named its type after
// another of its shape. Arguments to external functions,
// to untyped parameters and to indirect calls without a known target are
// AddressTaken, field addresses passed anywhere are FieldAddressTaken, but
// for the address of a structure at offset 0 of another (C's embedded
// base, sqlite3's sqlite3_vtab in each virtual table), which is the
// container's address as its base type: clang 14 at -O2 makes the cast
// `(sqlite3_vtab *)pTab` a getelementptr to that field, and clang 19 folds
// both the cast and `&pTab->base` into pTab. A pointer to a structure
// passed to a parameter that stays untyped, through which the callee
// reads and writes only elements of the type of the structure's scalar
// or array field at offset 0 (directly or by steps over them), is that
// field's address, FieldAddressTaken, not AddressTaken: clang 19 folds
// `&s->first` into s, where typed IR's getelementptr names the field
// (lz4's LZ4F_createDecompressionContext(&lz4fRead->dctxPtr, ...),
// brotli's ParseInt(..., &context->quality); canonical twins: brotli 58
// to 60, lz4 18 to 20; fixture fieldparam.c), and so is the address of
// a field that is such a structure, or a union, whose LLVM type's first
// member holds the field at offset 0 (a byte offset from the container,
// where typed IR's getelementptr names the array: libdeflate's
// c->freqs.litlen and c->p.precode.freqs passed to
// deflate_make_huffman_code are the arrays' addresses, FieldAddressTaken
// of the structure holding them, not the field's structure or union
// passed to an untyped parameter, AddressTaken; typed IR at -O2 writes
// a cast of the union's address to its member's first field's type as
// that getelementptr too). A constant step from the parameter says
// nothing of the elements' size, and only has to keep to their
// boundaries: LLVM 19 writes `&a[i - 1]` as `getelementptr i8, ptr %q,
// i64 -4` (canonical twins, libdeflate 23 to 25, sqlite3 285 to 287;
// against clang 19 at -O2, sqlite3 126 to 127; fixture unionleaf.c;
// whatever else the pointer's class holds, field addresses too: sqlite3's
// CellInfo, whose nKey goes to sqlite3GetVarint, is BtCursor's info,
// and Fts5NearTrimmer's first field's array is passed where opaque IR
// passes the field; FieldAddressTaken is then the innermost structure's
// alone; fixtures nestedparam.c, structarg.c); on a pointer whose class
// holds several structures, the structure is the one the pointer's
// meaning names (libpng's png_handle_as_unknown(png_ptr, chunk->name);
// fixture loadmeaning.c). Where the callers of such a parameter all pass
// pointers of one class of several structures (so that the parameter
// joins it), the pointers are the address of the first field of
// structure S, an array of scalars, when every one points to S and each
// callee uses its parameter only as arrays of scalars, one of them of
// the field's element size, never as a structure (no field
// getelementptr, no byte offset; loads, stores and steps over elements,
// through casts and the -O0 stack slots holding it): the parameter's
// class is then that field's, FieldAddressTaken at each call, and the
// callee's accesses are the field's, as typed IR's getelementptr to the
// field says. Clang 19's always-inliner folds that getelementptr even at
// -O0 (lz4's always_inline LZ4_compress_generic passes cctx->hashTable
// to LZ4_getPositionOnHash, which indexes it as U32, U16 or pointer
// elements by tableType). What an -O0 pointer points to, without tags,
// is what the field getelementptrs on the values loaded from its stack
// slot name (`getelementptr %struct.S, ptr %p, 0, k`, in both models),
// else what the values stored into the slot, or a parameter's
// arguments, agree on (slotMeaning: the slots of inlined callees hold
// the caller's pointer). Clang 14 against clang 19 at -O0, lz4 28 to
// 29 of 29 (702 to 703 of 706); fixture firstarray.c.
// Returns, stores of field addresses, ptrtoint arithmetic, ordered
// comparisons of field addresses (which the seed leaves unimplemented: they
// depend on the layout, so they are BadPtrManipulation, but for two
// positions in one array field, a cursor against its array's end, which
// do not: libdeflate's sequences, zlib's codes), allocas (counted as
// stack allocations; the seed leaves them unhandled), global variables and
// their initializers, and whole-structure values are handled as described
// with each condition.
//
// 3. Class and type conditions (visit.go, analysis.go). Every place where
// the program merges two pointers (a store to memory other than a local
// variable's slot, a PHI or select, a call argument) is recorded during the
// first phase and judged on the final class, so that the answer does not
// depend on the order in which evidence arrived (typed IR has more of it
// earlier): if the class is ambiguous, the merge's condition goes to every
// type in it (UnsafePointerStore for a store, UnsafePtrMerge for a PHI or
// select, AmbiguousPointerTarget for a call); a store, PHI or select that
// mixes a pointer of unknown origin with typed ones is unsafe too. A global
// variable that is a pointer, or an array of pointers, gives GlobalPtr to
// the types its content's class holds (the seed's "pointer to a pointer");
// other globals hold no pointer at the source level, and a string literal
// or char buffer that generic code merges with structure pointers (lua's
// and libpng's "" in their class of generic pointers) gives none, where
// typed IR's casts and opaque IR's uses would fill that class's content
// with different types (libpng -O0 42 to 43 of 43, clang 14 vs 19 and
// twin; fixture globalstr.c). A class
// whose pointers are used as two incompatible structure types (neither lies
// at offset 0 of the other) is one memory object used as two types:
// BadCasting for each. A class of unknown origin used as a structure is
// BadCasting (the seed's cast of an unknown i8*). A pointer to a field used
// as another structure is BadCasting for both. Then the structural
// conditions (NestedStruct, ContainsNestedStruct, NoFieldsInStruct,
// SystemObject) are set, and conditions propagate between nested types.
//
// # Cost
//
// The analysis visits each instruction a bounded number of times (the
// module scan, the calls and returns once the allocation wrappers are
// known, the visitor), and the fixed point of phase 1 revisits only the
// entries still pending (byte offsets and array indexing on bases without
// evidence, loads and stores through them, call links to untyped
// parameters). Work that depends on a class rather than on an
// instruction is done once per class: its dominant type is cached, a
// condition is set on a class's types only until their notes are full
// (flagTypes), the types an external function receives are recorded once
// per class, and the BadCasting notes of a class of hundreds of types
// are built once. BenchmarkCorpus parses and analyses every corpus
// module side by side; measured on a shared two-core machine (CPU time,
// ranges of six to eight runs), sqlite3's analysis costs 0.54 to 0.75 of
// its parse (clang 14 -O0 0.58-0.71, clang 19 -O0 0.65-0.74, clang 14 -O2
// 0.54-0.65, clang 19 -O2 0.67-0.75; measured again after the -O2
// agreement work against the code before it, three runs each side by
// side: clang 14 -O0 0.46-0.55 against 0.44-0.51, clang 19 -O0 0.56-0.69
// against 0.55-0.79, clang 14 -O2 0.49-0.61 against 0.50-0.56, clang 19
// -O2 0.64-0.69 against 0.66-0.73), and the analysis costs 230 to 540 ns
// per instruction on bzip2, zlib and libdeflate, 350 to 860 on pcre2,
// libpng, brotli and lz4, 460 to 1,200 on the interpreters lua and mujs
// and 580 to 890 on sqlite3, while parsing costs 720 to 1,900 on all of
// them. The cost per instruction follows the code more than its size:
// generic code (interpreters, sqlite3) has more pointer values and calls
// per instruction, bigger classes and a longer fixed point (18 to 25
// rounds on sqlite3, 4 to 15 elsewhere: each round walks the pending
// entries). Per node of the pointer classes (dtrans-ns/node), the cost
// does not grow with the module: at -O0, 600 to 1,130 ns on bzip2's 11,000
// nodes, 690 to 840 on brotli's 115,000 to 120,000, 1,010 to 1,190 on
// sqlite3's 190,000 to 200,000, and 520 to 1,440 on the others but mujs
// (1,100 to 2,000 on 26,000 to 29,000); at -O2, where byte offsets and
// TBAA tags add work per node, 1,000 to 2,600 on all of them, sqlite3
// 1,710 to 1,930. The index from values to nodes packs each value's
// address and its node in one 64-bit slot, so that a lookup reads one
// cache line, and the lists the module scan fills most are sized in
// advance: grown by append, they allocated four to five times their final
// size, and the analysis's allocations decide whether a collection cycle
// (a marking of the whole module) runs during it.
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
// only add conditions, never remove them.
//
// Known limits: unification is coarse where C code is generic. A `void *`
// field that holds objects of several types, a union of pointers, or one
// callback table shared by several types merges their classes, and every
// type in the merged class is then BadCasting (as in the seed's typed model,
// where the same code casts i8* to each type); in sqlite3 one class holds
// 217 of the 378 types. Under opaque pointers, a pointer the program never
// uses as a structure carries no type, so a function that only passes its
// parameter to memcpy or free receives an untyped pointer unless its callers
// agree on one type; clang 19 at -O2 drops the definitions of types it only
// addresses through byte offsets: the analysis rebuilds them from the
// struct-path TBAA type nodes (TypeInfo.Reconstructed) when their fields are
// scalars or rebuilt structures whose natural layout puts each at its TBAA
// offset or before it: where TBAA leaves a gap (it gives an array member,
// whatever its elements, and a union the type "omnipotent char" at their
// start, so a member after one lies past the natural end of the one
// before), the rebuilt type has a char array there, the "omnipotent
// char" grown up to the next member or bytes of their own (gapLayout),
// and the listed members keep their offsets and types, so that tags
// resolve to them. Those bytes are an array's or a union's the analysis
// does not describe: an access landing in them is one of an element or
// a member (no MismatchedElementAccess, no new field, no BadPtrManipulation
// for an index in steps of any size that divides them), a structure a
// pointer into them is used as (zlib's ct_data_s trees in deflate_state,
// mujs's js_Regexp in a js_Object's union, where typed IR indexes the
// array or casts the union's address; and one whose tagged accesses lie
// in those bytes of the structure a pointer's tags name, even in a class
// of several types: sqlite3's fts5yyStackEntry in fts5yyParser's yystack,
// by name 372 to 374 of 374 in the -O2 twin) is nested in the rebuilt type, and
// the type itself is UnhandledUse, no optimization legal, as one not
// rebuilt; its conditions reach the structures nested in it as typed
// IR's do. A last "omnipotent char" of such a type is bytes of the kind
// too, and copies of one node without a name (replicated translation
// units) are one rebuilt type. The types so rebuilt (lua's lua_State,
// CallInfo and global_State, sqlite3's Table and WhereLoop, zlib's
// deflate_state: structures not analysed in the corpus's clang 19 -O2
// modules, 49 to 4) have no counterpart of their shape in typed IR, but
// what is reached through them is counted: canonical twins 563 to 567 of
// 666 (lua 41 to 42, sqlite3 298 to 301), clang 14 vs 19 -O2 251 to 256
// of 579 (brotli 22 to 23, lz4 9 to 10, pcre2 19 to 20, sqlite3 130 to
// 132), others equal (TestUnknownContainer, fixture unknownouter.c;
// packedouter.c keeps a container TBAA cannot rebuild: a packed one whose
// member lies before its natural offset), also a node without a name (C's typedef of an anonymous
// structure) that holds a structure no structure of the module holds at
// that offset, under a name of its own, %struct.anon.tbaa.N: zlib's
// gz_state, around its gzFile_s and z_stream, was an unknown container
// of both (below), whose accesses at offset 0 with the scalar's tag
// (`*have`, &state->x.have folded into state) counted nothing, and
// whose uses typed IR propagates to them (canonical twins, zlib 11 to
// 13 and libpng 34 to 36; the twin, sqlite3 369 to 370 of 370 at -O2,
// where the typed module lacks such a container too; fixture
// anoncont.c), and cannot report the others (packed structures and
// bit-fields leave no layout a natural one reproduces). A
// structure that the TBAA type nodes nest in one of the module's at an
// offset where the module's type has another structure of the same
// layout (llvm-link 19 merges them: sqlite3's BusyHandler at offset 640
// of sqlite3 is an IdxColumn there) is nested in it, and the container's
// conditions reach it (tbaaNesting: sqlite3 30 to 25 and lua 5 to 0
// pairs of a type and an optimization the clang 19 -O2 module allows and
// clang 14's forbids; TestLinkedO2). So a global variable whose declared
// structure has the layout of the one its accesses' tags name (past
// getelementptrs, casts, PHIs and selects) is an instance of the tags'
// structure too: sqlite3's aBuiltin, an array of Builtin that llvm-link
// 19 made an array of HashElem (sqlite3 -O2 119 to 120 of 301, 25 to 16
// pairs; TestLinkedGlobalO2, fixture linked3). A stack slot is the
// tags' structure only (typeSlots), when its declared structure is one
// the program accesses elsewhere (a TBAA type node names it) but never
// through the slot: its fields are the tags' structure's, whose
// addresses, stored, returned or passed, are FieldAddressTaken there, as
// typed IR's getelementptrs on the slot say, and whose contents are its
// own (sqlite3's WalHashLoc sLoc, a slot of IdxColumn, passes
// &sLoc.aPgno to walIndexPageRealloc, 16 to 12 pairs at -O2; TestLinkedSlotO2,
// fixture linked4; and its aPgno, an IdxColumn's zColl, held every char
// pointer of the program, so that the step from it to sLoc.aHash was
// BadPtrManipulation on 22 structures: clang 14 vs 19 -O2, sqlite3 126
// to 127 and pcre2 18 to 19; TestLinkedSlotContentO2, fixture linked7).
// A slot of a structure the program never accesses as such keeps its
// type, and the tags' structure joins it: C code that declares an A and
// uses it as a B of the same layout has both (fixture zerotag.c). A
// global variable stays an instance of its declared structure besides
// the tags' one: the tags reach it through element addresses and PHIs
// of them, which the scan's base tags do not follow, and its
// initializer's pointers flow into its fields before the scan. A
// function passed to a parameter that is only stored (a callback
// setter) does not reach the field's loads, in either model: the
// parameter is typed by no use, so its callers' functions stay in their
// classes, an indirect call through the field has no known target, and
// the structures it is passed are AddressTaken. A
// structure the TBAA tags show the program accessing, named, that is
// neither defined nor rebuilt is listed by Info.Unanalysed and in both
// reports as not analysed, no optimization of it legal (4 structures of
// the corpus's clang 19 -O2 modules, 49 before the rebuilding with gaps
// above: sqlite3's VdbeCursor, whose bit-fields TBAA places where no
// natural layout puts an int, and WhereInfo, mujs's js_State, brotli's
// BrotliEncoderStateStruct; most of the 190 clang 14 structures those
// modules lack leave no named trace in TBAA), with the members its TBAA
// type node lists and, for each, the loads and stores whose tags name
// the structure at an offset within it: the field counts the tags alone
// give (an access with a scalar tag, or none, is missing, and one inside
// a member structure the module has counts there). A
// structure that such an unreported one contains (the TBAA type nodes say
// which, and where; a container without a tag is unreported when no
// structure of the module has its layout and the member is in no
// structure of the module) is NestedStruct and
// UnhandledUse, with a note naming the container, and so is a structure
// an array of which the code indexes at a constant byte offset from a
// pointer to which nothing gives a type (TBAA describes no array's
// elements; zlib's and libpng's ct_data_s trees in deflate_state, mujs's
// js_Jumpbuf and js_StackTrace stacks in js_State, libdeflate's
// deflate_optimum_node, brotli's SlotH42), or an array of which (a
// one-element one too, C's trailing array) the code indexes so from a
// pointer whose accesses' tags name a structure the TBAA type nodes do
// not describe, whatever the pointer's class holds (sqlite3's FKey,
// dropped by clang 19, ends in sColMap aCol[1], and IdxRemCtx in
// IdxRemSlot aSlot[1]; the pointers are in sqlite3's generic class,
// whose types say nothing of them, and their tags do), with the structure the tags
// of the elements' accesses name where llvm-link gave them another of
// its layout (sColMap's elements are ReStateSets there; clang 14 vs 19
// -O2, sqlite3 12 to 2 pairs, figures equal; TestLinkedTrailingO2,
// fixture linked5), or one whose tagged accesses are byte offsets past
// their fields' offsets from a pointer whose tags name a structure the
// TBAA type nodes do not describe: it lies inside that object (mujs's
// js_Regexp in the union of a js_Object, libdeflate's deflate_sequence
// in the union of a libdeflate_compressor, where typed IR's casts of
// the union's address are BadCasting; clang 14 vs 19 -O2, mujs and
// libdeflate 5 to 0 pairs each, figures equal, by name sqlite3 125 to
// 126 and brotli 19 to 17, whose H2 and H10 in the Hasher union of a
// BrotliEncoderState typed IR does not nest; fixture unionouter.c):
// the analysis cannot follow what the program does with
// the container's bytes, whose conditions typed IR propagates to it, so
// no optimization is legal (29 types of the corpus's clang 19 -O2
// modules, none of clang 14's, before zlib's and libpng's gzFile_s and
// z_stream_s went with their rebuilt gz_state, above; eleven of them,
// brotli's RingBuffer in
// BrotliEncoderState and SlotH42, zlib's and libpng's tree_desc_s in
// deflate_state, gzFile_s in gz_state and ct_data_s, lua's stringtable in
// global_State, mujs's js_StackTrace, libdeflate's deflate_optimum_node,
// were candidates for some optimization there; of the eleven, only
// SlotH42 is one in clang 14's modules; TestUnknownContainer, fixture
// unknownouter.c). The comparison of typed and opaque results
// expects it where the opaque module lacks the container, as it expects
// merged types' conditions to merge. A
// rebuilt type's fields' offsets are exact, but a last member that is an
// array is one element: a rebuilt type ending in an "omnipotent char" is
// Partial, its Size a lower bound (mujs's js_Buffer { int n, m; char
// s[64]; } is 12 bytes of 72; the reports say "at least" and "partial",
// notes of size checks against it say the size is a lower bound, and a
// constant byte offset past its known part is inside its last member, as
// in typed IR, not a step over an array of it: js_String's p[1] and
// png_compression_buffer's output[1] are allocated longer; but for a
// step by whole objects that a PHI merges with its base, a walk `p++`
// over an array of the type, whose last member is a char TBAA cannot
// tell from a char array: sqlite3's VdbeOpList, { u8 opcode; signed
// char p1, p2, p3; }, was BadCasting in opaque IR only, the step an
// address inside p3; canonical twins, sqlite3 287 to 288, and 127 to
// 128 against clang 19 at -O2; fixture charwalk.c), and one
// ending in another type has its C size; llvm-link merges structurally
// identical types under opaque pointers (`{ ptr, i32 }` of two different
// C structs become one), so a linked opaque module can have fewer, merged types (see
// "Comparing typed and opaque results"); and -O2 output of the two
// compilers differs in its code (inlining, vectorization), so their answers
// agree only where the code does.
package dtrans
