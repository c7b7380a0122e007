// Package llread reads LLVM IR assembly, as printed by LLVM 12 through 19
// (typed or opaque pointers), directly into llir/llvm's data model
// (github.com/llir/llvm/ir and its types, constant, value, metadata and enum
// packages). It is the parser behind irpass's ir.Parse; llir's own asm
// package reads only LLVM 14 syntax and stays a test oracle.
//
// # How it reads
//
// A hand-written lexer turns the whole input into a token slice (offsets
// only; text is decoded on demand). The parser then works in phases: a scan
// finds the top-level entities and pre-creates every named object (named
// struct types, globals, functions, aliases, comdats, attribute groups,
// numbered metadata nodes, whose kind is known from their first token), so
// that forward references resolve to the final llir objects without
// placeholders; named struct bodies are filled; global and function headers
// give every global its type; finally every entity is read in order. In a
// function body a pre-scan likewise creates each block and each
// value-defining instruction from its opcode, so operands referring to
// later instructions (phis, -O2 block order) point at the final objects;
// the types written at uses are checked against the definitions when the
// function ends. Types are interned: equality is pointer equality.
//
// Every field llir's lazy Type methods would compute (instruction result
// types, GEP result types, call return types, global pointer types) is set
// explicitly, so no llir method needs to derive anything from operands.
//
// # Opaque pointers
//
// llir v0.3.6 has no opaque pointer type. `ptr` and `ptr addrspace(N)` are
// represented as *types.PointerType{ElemType: types.I8, AddrSpace: N}, one
// shared instance per address space per module, and Read reports the module
// as opaque. Typed-pointer syntax found in an opaque module is read as
// `ptr` too (LLVM 17+ does the same). A module printed with llir's printer
// therefore shows `i8*` where the input had `ptr`, which LLVM 17 and later
// read back as `ptr`. Functions keep llir's convention: their type is a
// pointer to their signature (in an opaque module all pointer types mean
// `ptr`, so this adds no meaning).
//
// A module without `ptr` is read as typed IR; if that fails (for example a
// printout of an opaque module whose i8* uses only make sense as `ptr`),
// it is read again as opaque, as LLVM 17+ would.
//
// # Calls through values that are not typed as functions
//
// llir's Sig method of call, invoke and callbr (which llir's printer calls)
// derives the signature from the callee's pointer element type and panics
// when it is not a function type. In opaque IR a callee is usually a plain
// `ptr`. The reader makes the callee's type a pointer to the call's
// function type, choosing the representation clang 14 emits for the same C:
//
//   - A constant callee whose type differs from the call's function type (a
//     function declared with another type, as for K&R declarations, a
//     global variable, an alias, a constant expression) is wrapped in a
//     constant bitcast to the call's function pointer type:
//     `call i64 bitcast (i32 (i32)* @f to i64 (i32)*)(i32 1)`. The
//     instruction list is unchanged; a cast already there is retargeted.
//   - A local callee (parameter, load, phi, select, call result, ...) gets
//     the function pointer type as its own type, as typed IR would have it:
//     `%fp = load ptr, ptr %p` becomes a load of `i32 (i32)*`. In an opaque
//     module this changes no meaning; analyses infer pointee types from
//     uses anyway. A local called with two different function types keeps
//     the first; calls then print their own return type and arguments,
//     which is exact unless one of the types is variadic.
//
// Inline assembly callees carry the call's function pointer type.
//
// # Debug information
//
// Specialised metadata nodes used for source locations and names
// (DILocation, DISubprogram, DIFile, DICompileUnit, DILexicalBlock(File),
// DIBasicType, DIDerivedType, DICompositeType, DISubroutineType,
// DILocalVariable, DIGlobalVariable(Expression), DIExpression, DISubrange,
// DIEnumerator, DILabel, DIImportedEntity, DINamespace, template
// parameters, DIMacro(File)) are built as llir's metadata structs. LLVM 19
// debug records are converted to the calls LLVM 18 and older print:
// `#dbg_declare(...)` and `#dbg_value(...)` become calls of
// llvm.dbg.declare and llvm.dbg.value with metadata arguments and the
// record's location as `!dbg` attachment, `#dbg_label` a call of
// llvm.dbg.label; the intrinsic declarations are added to the module when
// missing. `#dbg_assign` becomes llvm.dbg.value (value, variable and
// expression kept; its assignment-tracking operands dropped).
//
// # Accepted and dropped
//
// What llir v0.3.6 cannot express is read (so its syntax is checked) and
// dropped:
//
//	attributes       memory(...), captures(...), range(...), nofpclass(...),
//	                 initializes(...), allockind(...), allocalign, allocptr,
//	                 dead_on_unwind, writable, fn_ret_thunk_extern,
//	                 nosanitize_bounds, sanitize_numerical_stability,
//	                 sanitize_realtime(_blocking), sanitize_type,
//	                 presplitcoroutine, coro_only_destroy_when_complete,
//	                 coro_elide_safe, skipprofile, optdebug,
//	                 hybrid_patchable, dead_on_return, noext,
//	                 nocreateundeforpoison; the kind of uwtable(sync|async)
//	                 (uwtable itself is kept); attribute groups left empty
//	                 are removed with their references
//	instruction      trunc nuw/nsw, zext/uitofp nneg, or disjoint,
//	flags            icmp samesign, getelementptr nuw/nusw and
//	                 inrange(lo, hi), align on cmpxchg and atomicrmw
//	globals          code_model, no_sanitize_address,
//	                 no_sanitize_hwaddress, sanitize_memtag,
//	                 sanitize_address_dyninit
//	metadata         fields llir's structs lack (e.g. DISubprogram
//	                 targetFuncName, DIDerivedType ptrAuthData), DI flags
//	                 llir's enumeration lacks; DIModule, DICommonBlock,
//	                 DIStringType, DIObjCProperty and GenericDINode keep
//	                 only their kind; DIAssignID nodes become empty distinct
//	                 tuples and !DIAssignID attachments are dropped
//	other            uselistorder and uselistorder_bb directives; named
//	                 types that are not structs are replaced by the type
//	                 they name
//
// Not supported (an error): bfloat, x86_amx and target("...") types, and
// DWARF operations llir's enumeration lacks.
//
// One limitation is llir's printer's, not the reader's: it prints
// DIGlobalVariable's name even when empty, and LLVM 19 (which emits
// nameless global variables for string literals) rejects `name: ""`.
//
// # Errors and limits
//
// Errors are *Error values for the first problem, with a 1-based line and
// column: `f.ll:3:11: '%a' defined with type i32 but used as i8*`. Nesting
// of types, constants and metadata is bounded (maxDepth), integer literals
// are bounded by their type's width, and array and vector types cost no
// memory proportional to their length. A bug in the reader is reported as
// an "internal error" *Error rather than a panic.
package llread
