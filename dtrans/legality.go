package dtrans

import "fmt"

// Optimization is a DTrans transformation whose legality the analysis
// decides from the safety data.
type Optimization int

// The DTrans optimizations.
const (
	// FieldReorder reorders a structure's fields (for size or locality).
	FieldReorder Optimization = iota
	// DeadFieldDeletion removes fields that are never read.
	DeadFieldDeletion
	// AOSToSOA turns an array of structures into a structure of arrays.
	AOSToSOA
	// StructSplitting moves cold fields to a separate structure reached
	// through a pointer.
	StructSplitting
	// StructPeeling splits a structure into one structure per field group,
	// each allocated separately.
	StructPeeling
	numOptimizations
)

var optNames = [numOptimizations]string{"field-reorder", "dead-field-deletion", "aos-to-soa", "struct-splitting", "struct-peeling"}

// Optimizations returns every optimization in the table.
func Optimizations() []Optimization {
	out := make([]Optimization, numOptimizations)
	for i := range out {
		out[i] = Optimization(i)
	}
	return out
}

// String returns the optimization's name as used in reports.
func (o Optimization) String() string {
	if o >= 0 && o < numOptimizations {
		return optNames[o]
	}
	return fmt.Sprintf("Optimization(%d)", int(o))
}

// ParseOptimization returns the optimization with the given report name.
func ParseOptimization(name string) (Optimization, bool) {
	for i, n := range optNames {
		if n == name {
			return Optimization(i), true
		}
	}
	return 0, false
}

// layoutUnsafe are the conditions under which some access to the type's
// memory is not known to go through a known field of a known object: any
// change of layout could break it. Every optimization is forbidden by
// them.
const layoutUnsafe = BadCasting | BadPtrManipulation | AmbiguousGEP | VolatileData |
	MismatchedElementAccess | UnsafePointerStore | BadMemFuncSize | BadMemFuncManipulation |
	AmbiguousPointerTarget | UnsafePtrMerge | AddressTaken | NoFieldsInStruct |
	SystemObject | UnhandledUse

// forbidden is the legality table: the conditions that forbid each
// optimization.
var forbidden = [numOptimizations]SafetyData{
	// Reordering keeps every field and the object's identity: pointers to
	// fields stay valid, globals and their initializers are rewritten,
	// nested structures move as a whole. A whole-structure value (a
	// register copy of the bytes) would be reinterpreted.
	FieldReorder: layoutUnsafe | WholeStructureReference,
	// Deleting a field changes the size and drops data: a field whose
	// address escapes may be read through that pointer, and a nested
	// structure's size is part of its container's layout.
	DeadFieldDeletion: layoutUnsafe | WholeStructureReference | FieldAddressTaken | NestedStruct,
	// AoS-to-SoA rewrites every access as an index into per-field arrays:
	// objects must be dynamically allocated arrays reached through known
	// pointers, never single global or nested instances.
	AOSToSOA: layoutUnsafe | WholeStructureReference | FieldAddressTaken | GlobalInstance |
		HasInitializerList | NestedStruct | ContainsNestedStruct,
	// Splitting moves cold fields behind a pointer: field addresses,
	// nested instances and initialized globals cannot follow.
	StructSplitting: layoutUnsafe | WholeStructureReference | FieldAddressTaken |
		HasInitializerList | NestedStruct | ContainsNestedStruct,
	// Peeling allocates each part separately: as splitting, and objects
	// may not be globals.
	StructPeeling: layoutUnsafe | WholeStructureReference | FieldAddressTaken | GlobalInstance |
		HasInitializerList | NestedStruct | ContainsNestedStruct,
}

// ForbiddenBy returns the conditions that make o illegal for a type.
func (o Optimization) ForbiddenBy() SafetyData {
	if o >= 0 && o < numOptimizations {
		return forbidden[o]
	}
	return ^SafetyData(0)
}

// Legal reports whether o may transform the type described by ti in a
// module analysed as info; when not, it returns the conditions of ti that
// forbid it (empty when the reason is that the module is not a whole
// program).
func (in *Info) Legal(ti *TypeInfo, o Optimization) (bool, SafetyData) {
	bad := ti.Safety & o.ForbiddenBy()
	return bad == 0 && in.WholeProgram(), bad
}

// Candidates returns the types o may legally transform, sorted by name
// (none when the module is not a whole program).
func (in *Info) Candidates(o Optimization) []*TypeInfo {
	var out []*TypeInfo
	for _, ti := range in.types {
		if ok, _ := in.Legal(ti, o); ok {
			out = append(out, ti)
		}
	}
	return out
}
