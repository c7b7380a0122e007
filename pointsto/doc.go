// Package pointsto is an inclusion-based (Andersen) points-to analysis for
// whole programs in LLVM IR: a solver for the constraint graphs of package
// constraint, alias queries, an on-the-fly call graph, and the aliascheck
// pass that evaluates alias annotations in test programs.
//
// # Using it
//
// As a library:
//
//	r, err := pointsto.Analyze(ctx, m, pointsto.Config{})   // or Solve(ctx, graph, cfg)
//	objs := r.PointsTo(v)        // []Object: "alloca:main:%a", "heap:main:%call+8", ...
//	r.MayAlias(p, q)             // Alias(p, q) != NoAlias
//	r.Callees(call)              // direct and indirect callees of a call site
//	r.CallGraph()                // every call site: []CallSite, escaped callees summarised
//	r.CallEdges(yield)           // the call graph's edges, expanded one at a time
//	r.Escaped(), r.Sets()        // the escaped set; every points-to set, summarised
//	r.Stats()                    // nodes, constraints, iterations, collapsed cycles, time
//
// In a pipeline, after Register (and constraint.Register): the analysis
// "pointsto" (print<pointsto> in text, JSON or DOT) and the module pass
// "aliascheck". The analysis asks the analysis manager for
// constraint.Analysis, so the constraint graph is built once and shared.
//
// The analysis is flow-insensitive and context-insensitive, field-sensitive
// (byte offsets) and sound for the whole program under the constraint
// builder's model of external code (see package constraint).
//
// # Locations
//
// A points-to set holds locations: an abstract object (an alloca, a
// global, a function, a heap allocation site, the Unknown object) and a
// byte offset into it, or the unknown offset "+?" (anywhere in the object;
// dg's UNKNOWN_OFFSET). Each location is also a solver node, its slot,
// whose own points-to set is what is stored at that location. Slots are
// created on demand, when an address-of, gep, load or store first names
// the offset; an object's slot at offset 0 is the object's node itself.
//
// Offsets are normalised: a negative offset, an offset at or beyond the
// object's size (when known) and any offset into a collapsed object become
// the unknown offset. The slot "+?" of an object receives stores at unknown
// offsets and flows into every other slot of the object (a store anywhere
// may have written any field); a load at an unknown offset reads every slot
// through one per-object "whole object" node into which all slots flow, so
// that it costs one edge, not one per field.
//
// # The solver
//
// The constraints are Andersen's, with offsets:
//
//	AddressOf  p ⊇ {o+k}
//	Copy       p ⊇ q                  (an edge q → p)
//	Gep        p ⊇ {l+k : l ∈ pts(q)}
//	Load       p ⊇ slot(l+k)          for each l ∈ pts(q): adds the edge slot(l+k) → p
//	Store      slot(l+k) ⊇ q          for each l ∈ pts(p): adds the edge q → slot(l+k)
//
// Points-to sets are golang.org/x/tools/container/intsets.Sparse bit sets
// of location ids. The solver is a worklist algorithm with these
// optimisations (each can be turned off through Config for measurements;
// BenchmarkSolve* compare them):
//
//   - Difference propagation. Each node remembers the part of its set it
//     has already propagated (prev); processing a node propagates only
//     pts − prev along its edges and applies its complex constraints (loads,
//     stores, geps, calls) to the new locations only. A new edge propagates
//     the whole source set once.
//
//   - Cycle detection and collapse. Nodes on a cycle of copy edges end up
//     with equal sets, so they are merged into one node (union-find; the
//     smallest id is the representative, a deterministic choice). Cycles
//     are found two ways: lazily (Hardekopf and Lin's lazy cycle
//     detection: when propagating along an edge n → d changes nothing and
//     pts(d) = pts(n), a Tarjan search from d looks for a cycle, once per
//     edge, for sets of at least three elements: smaller sets are cheap to
//     propagate around a cycle and are mostly equal by coincidence), and
//     wholesale at the start of each round (below). The lazy search only
//     enters nodes whose sets have as many elements as d's: the nodes of a
//     converged cycle hold equal sets, and an unrestricted search walks
//     everything reachable from d (half of sqlite3's solving time, for
//     few cycles).
//
//   - Topological rounds. The worklist is processed in rounds. A round
//     starts, when the copy edges grew by a sixteenth since the last one,
//     with one Tarjan search over the copy and gep edges: it ranks all
//     nodes in topological order, and its components without an internal
//     gep edge are cycles of copy edges, collapsed (a second search,
//     restricted to the component, finds the copy cycles of the others).
//     The round pops nodes in rank order from a heap, so that a difference
//     flows down the whole acyclic graph in one sweep, as in wave
//     propagation (Pereira and Berlin). A node pushed with a rank below
//     the current one (a new edge against the order) waits for the next
//     round.
//
//   - Batched complex constraints. A difference is mapped through gep
//     constraints in one pass (locations at the unknown offset, which a
//     gep leaves alone, by one set union; the others marked in a dense bit
//     set and added as one set), and complex constraints see one work item
//     per collapsed object, not one per location of it. Copy edges are
//     deduplicated by a hash set of (source, target) pairs and iterated
//     from per-node slices: objects read by thousands of loads have
//     thousands of successors with scattered ids, on which Sparse sets
//     cost a walk per insertion.
//
//   - Canonical locations. Locations of an object that was collapsed
//     after they were created (a field slot) are replaced, in the set of
//     the node being processed, by the object's unknown-offset location:
//     they designate the same memory, and left alone every pointer would
//     carry and process each of them.
//
//   - Offline substitution (Config.OfflineSubstitution, off by default).
//     Before solving, a node whose only incoming constraint is one copy
//     edge, and into which the solver never adds edges (not a load, gep
//     or address-of target, not a formal or return bound on the fly, not
//     a call result), is merged into its source: the copy-only case of
//     Hardekopf and Lin's hash-based value numbering (HVN). It is exact,
//     but the corpus shows no gain (sqlite3 at -O2 is slower with it: the
//     changed processing order lets more locations spread before they are
//     known to escape), so it is only measured (BenchmarkSolve's +HVN).
//
// # Field sensitivity and positive-weight cycles
//
// A gep constraint inside a cycle (p = phi(q, p+8): a pointer walking an
// array or a string) is a positive-weight cycle: without care, p would
// take the offsets 0, 8, 16, ... up to the object's size, or forever for
// objects of unknown size. Two rules bound this:
//
//   - PWC collapse. The ranking search runs over copy and gep edges; a
//     strongly connected component that holds a gep edge with a non-zero
//     constant offset is a positive-weight cycle, and every object whose
//     location reaches one of its nodes, then or later, is collapsed
//     (Pearce, Kelly and Hankin's treatment of positive-weight cycles).
//   - Field limit. An object that would get more than Config.FieldLimit
//     distinct offsets (DefaultFieldLimit) is collapsed too. This alone
//     guarantees termination.
//
// Collapsing an object merges all its slots into its "+?" slot and makes
// every later offset into it the unknown offset: the object becomes
// field-insensitive. Points-to sets are reported with locations of
// collapsed objects printed once, as "+?". Both rules only add facts, so
// the solution stays sound; the reference-solver test checks that the
// solver computes exactly the reference semantics without the PWC rule and
// a superset with it.
//
// Objects that escape to unknown code are collapsed as well: the
// constraint graph's Escaped node (every object whose address unknown code
// may hold) collapses every object reaching it, like a PWC node. Unknown
// code may write any escaped pointer at any offset of any escaped object,
// so their fields hold the same set anyway, and collapsing them keeps the
// number of locations flowing through unknown code bounded.
//
// # The Escaped summary
//
// In real programs most pointers may hold escaped objects (everything
// reachable from unknown code), so most points-to sets would repeat the
// Escaped node's set: on sqlite3, 400 million set elements. Instead, one
// location index stands for "everything the Escaped node points to": the
// Escaped node's successors receive that single element, and the solver
// applies complex constraints to it symbolically. Under the builder's
// model this is exact: every escaped object is collapsed and holds the
// Escaped set itself, so a load through the summary reads the Escaped set,
// a store through it makes the stored pointers escape, a gep stays in it,
// and a call through it calls every escaped function (now and later).
// PointsTo and Callees expand the element; Alias compares the summarised
// sets; the reports and CallGraph keep it summarised (below).
//
// Three rules keep the summary effective:
//
//   - Subsumption. A set that holds the summary element does not also
//     list the locations the Escaped node has processed (their objects
//     are collapsed, so the summary does everything they would): process
//     drops them from the node's set and difference, and a sweep drops
//     them from every set whenever the Escaped set has grown by half.
//     Locations usually reach many pointers before they escape; on
//     sqlite3 this took the set elements from 11 million to 0.3 million.
//   - The Escaped node first. When the Escaped node has new locations it
//     is processed before any other node, so that they are known to
//     escape as early as possible.
//   - The escaped-call hub. A call through the summary calls every
//     escaped function, now and later, with its arguments. Binding each
//     such call site to each such function (a complete bipartite graph:
//     2.5 million bindings on sqlite3 at -O2) is replaced by one node per
//     argument position and one for returns: the actuals of every such
//     site flow into the position's node, which flows into the formal (or
//     the varargs node) of every escaped function; the returns of every
//     escaped function flow into the returns node, which flows into every
//     such site's result. The sets are exactly those of the bindings;
//     Callees lists the escaped functions for such sites; CallGraph marks
//     them AllEscaped (see below).
//
// Tests check that the answers equal those of the solver without the
// summary (and so without the three rules), on bzip2 (committed) and on
// corpus programs.
//
// # On-the-fly call graph
//
// Direct calls are bound by the constraint builder. Each constraint.CallSite
// (an indirect call, a library callback such as qsort's comparison
// function, the unknown caller that calls every escaped function) is a
// complex constraint on its callee node: when a function object reaches
// the callee's points-to set, the solver adds copy edges from the actuals
// to the function's formals (extra actuals to its varargs node) and from
// its return node to the call's result, once per (site, function). The
// call graph therefore contains exactly the targets that the points-to
// solution supports, and argument flow follows the call graph as it grows.
//
// # Reports and the call graph: the escaped set summarised
//
// Expanded, the answers are quadratic in size on real programs: on sqlite3
// at -O0, 125,348 of 166,571 points-to sets include the 3,077 escaped
// locations, and at -O2 3,500 of 3,540 resolved call sites may call all 892
// escaped functions (3.1 million call edges). So the escaped set (Escaped:
// what the constraint graph's Escaped node points to) is listed once, and
//
//   - in the reports (Sets, print<pointsto> as text, JSON or DOT), a
//     points-to set that includes the whole escaped set holds the element
//     "<escaped>" (EscapedSummary) instead of its locations, and a callee
//     list that includes every escaped function holds "<escaped>" instead
//     of them;
//   - CallGraph returns one CallSite per call site, whose AllEscaped flag
//     stands for every function of EscapedFuncs and whose Callees are the
//     others; CallEdges expands the edges one at a time without storing
//     them, and Callees answers one site expanded.
//
// Whether a set or a site includes the escaped set is decided on the
// answer, not on the solver's representation, so the reports and the call
// graph are the same with or without the solver's summary element.
// PointsTo, PointsToNode, Callees and CallEdges answer expanded sets (one
// query costs time linear in its answer).
//
// # Alias queries
//
// Alias(a, b) compares the locations of a and b: two pointers may alias
// when some location of each lies in the same abstract object and the
// memory they designate overlaps. The extent of each access is inferred
// from the pointer, seen through casts, identically in typed and opaque IR:
// an alloca's or a global's type, the field or element a getelementptr
// with two or more indices names, or else the size of the loads and stores
// through the pointer when they are all its uses. Any other pointer
// (pointer arithmetic such as container_of's getelementptr i8, p, -16, an
// argument passed on to a call) has an unknown extent, which runs to the
// end of the object; the unknown offset overlaps everything in its
// object. The answer is NoAlias, MayAlias, PartialAlias or MustAlias (the
// latter two only for single fields of global variables, or the same
// value).
//
// LLVM 15 and later fold a constant getelementptr with zero indices into
// its operand, so &g.first of a global structure g is @g itself in opaque
// IR; a typed zero-index constant getelementptr therefore has its
// operand's extent too (g's), so that both agree (fixture
// global_first_field.c). At -O2, instcombine removes zero-index
// getelementptr instructions as well in opaque IR, while typed IR keeps
// them (a pointer type changes); giving those their operand's extent too
// would fail 8 of the fixtures' 80 NOALIAS checks, so an -O2 access to a
// first field through a local pointer may still get a smaller extent in
// typed IR than in opaque IR.
//
// Constant expressions the constraint graph has no node for (a
// getelementptr of a global used only in a comparison) are resolved to
// their objects; a value the solution knows nothing of (a declaration's
// parameter, an inttoptr constant) may alias anything. Each value's
// locations and extent are computed on its first query and cached (the
// solution itself is never written), so that queries are cheap and safe
// from concurrent goroutines.
//
// # Soundness choices
//
//   - Flow- and context-insensitive: one points-to set per SSA value, one
//     abstract object per allocation site (an alloca in a recursive
//     function, a malloc in a loop or in a wrapper called from several
//     places stands for all its instances).
//   - Memory at an unknown offset is the whole object; loads and stores at
//     unknown offsets read and write every field.
//   - External code follows the constraint builder's model: unknown
//     externals receive and may return any escaped object, call any
//     escaped function, and store anything escaped anywhere escaped. Pointers
//     hidden in integers follow the builder's integer tracking.
//   - Malformed input (ids out of range, address-of a non-object) never
//     panics: such constraints are ignored or treated as unknown memory.
//   - The result is deterministic: node ids, constraint order and the
//     solver's choices depend only on the module; no map is iterated in an
//     order that matters; the solver is single-threaded, so GOMAXPROCS does
//     not matter either.
//
// # Alias annotations
//
// CheckAliases and the aliascheck pass evaluate calls to MAYALIAS,
// NOALIAS, MUSTALIAS, PARTIALALIAS, EXPECTEDFAIL_MAYALIAS and
// EXPECTEDFAIL_NOALIAS, with PTABen's meaning for a may-analysis (see
// CheckAliases). The fixtures in testdata/c (compiled by testdata/gen.sh
// with clang 14 and clang 19) are checked by the tests: every soundness
// check must pass, and the precision checks record what the analysis
// proves.
package pointsto
