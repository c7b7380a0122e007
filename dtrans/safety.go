package dtrans

import (
	"math/bits"
	"strings"
)

// SafetyData is a set of safety conditions observed for a type, the seed's
// dtrans::SafetyData. Each condition is one bit; a type with no bit set is
// safe for every DTrans optimization.
type SafetyData uint32

// The safety conditions, under the names the DTrans design uses. Their
// meanings are documented in the package documentation.
const (
	// BadCasting: a cast (or, under opaque pointers, a use as two
	// incompatible types) that may make the type a bad candidate.
	BadCasting SafetyData = 1 << iota
	// BadPtrManipulation: an address computed from a pointer to the type
	// that is not the address of one of its fields.
	BadPtrManipulation
	// AmbiguousGEP: a byte-offset getelementptr on a pointer known to alias
	// several aggregate types.
	AmbiguousGEP
	// VolatileData: a volatile access to the type's data.
	VolatileData
	// MismatchedElementAccess: a load or store through a pointer to a field
	// whose access type does not match the field's type.
	MismatchedElementAccess
	// WholeStructureReference: a non-pointer value of the structure type
	// (loaded, stored, passed, returned or merged).
	WholeStructureReference
	// UnsafePointerStore: a pointer stored where it is not known to be
	// compatible with the destination.
	UnsafePointerStore
	// FieldAddressTaken: the address of a field written to memory, passed
	// to a call or returned.
	FieldAddressTaken
	// GlobalPtr: a global variable holds a pointer to the type.
	GlobalPtr
	// GlobalInstance: a global variable is an instance of the type.
	GlobalInstance
	// HasInitializerList: a global instance has a non-zero initializer.
	HasInitializerList
	// BadMemFuncSize: memset, memcpy or memmove on the type with a size
	// that is not a whole number of objects (or of the field reached).
	BadMemFuncSize
	// BadMemFuncManipulation: memcpy or memmove between conflicting or
	// unknown types.
	BadMemFuncManipulation
	// AmbiguousPointerTarget: a pointer passed to a call known to alias
	// incompatible types.
	AmbiguousPointerTarget
	// UnsafePtrMerge: a PHI or select merging incompatible pointers.
	UnsafePtrMerge
	// AddressTaken: the address of an object of the type escapes through
	// an anonymous type (i8*, an integer, an unknown callee).
	AddressTaken
	// NoFieldsInStruct: a structure with no fields.
	NoFieldsInStruct
	// NestedStruct: the type is a non-pointer member of another structure.
	NestedStruct
	// ContainsNestedStruct: the type has a structure as a non-pointer
	// member.
	ContainsNestedStruct
	// SystemObject: a type known to belong to the system (C library,
	// POSIX headers).
	SystemObject
	// UnhandledUse: a use the analysis does not recognise; conservatively
	// unsafe.
	UnhandledUse

	numConditions = iota
)

var conditionNames = [numConditions]string{
	"BadCasting", "BadPtrManipulation", "AmbiguousGEP", "VolatileData",
	"MismatchedElementAccess", "WholeStructureReference", "UnsafePointerStore",
	"FieldAddressTaken", "GlobalPtr", "GlobalInstance", "HasInitializerList",
	"BadMemFuncSize", "BadMemFuncManipulation", "AmbiguousPointerTarget",
	"UnsafePtrMerge", "AddressTaken", "NoFieldsInStruct", "NestedStruct",
	"ContainsNestedStruct", "SystemObject", "UnhandledUse",
}

// AllConditions returns every safety condition, in declaration order.
func AllConditions() []SafetyData {
	out := make([]SafetyData, numConditions)
	for i := range out {
		out[i] = 1 << i
	}
	return out
}

// ParseCondition returns the condition with the given seed name.
func ParseCondition(name string) (SafetyData, bool) {
	for i, n := range conditionNames {
		if n == name {
			return 1 << i, true
		}
	}
	return 0, false
}

// Has reports whether every condition of c is in s.
func (s SafetyData) Has(c SafetyData) bool { return s&c == c }

// Any reports whether s and c have a condition in common.
func (s SafetyData) Any(c SafetyData) bool { return s&c != 0 }

// Len returns the number of conditions in s.
func (s SafetyData) Len() int { return bits.OnesCount32(uint32(s)) }

// Names returns the names of the conditions in s, in declaration order.
func (s SafetyData) Names() []string {
	out := []string{}
	for i := 0; i < numConditions; i++ {
		if s&(1<<i) != 0 {
			out = append(out, conditionNames[i])
		}
	}
	return out
}

// String returns the names joined by " | ", or "No issues found" for the
// empty set (the wording of LLVM's DTrans dumps).
func (s SafetyData) String() string {
	if s == 0 {
		return "No issues found"
	}
	return strings.Join(s.Names(), " | ")
}

// Propagation of conditions between nested types. A structure contained by
// value in another (a field of struct or array-of-struct type) shares its
// memory with the container; the package documentation explains the rule.
const (
	// cascadeDown are the conditions a container passes to the types it
	// contains by value: they say that the container's bytes are used in
	// ways the analysis cannot follow, and the nested object's bytes are
	// among them.
	cascadeDown = BadCasting | BadPtrManipulation | AmbiguousGEP | UnsafePointerStore |
		UnsafePtrMerge | AmbiguousPointerTarget | AddressTaken | BadMemFuncSize |
		BadMemFuncManipulation | WholeStructureReference | GlobalInstance |
		HasInitializerList | SystemObject | UnhandledUse | VolatileData
	// cascadeUp are the conditions a contained type passes to its
	// containers: they say that an address or a write may reach bytes
	// outside the nested object, that is, the container's other fields.
	cascadeUp = BadPtrManipulation | BadMemFuncSize | BadMemFuncManipulation | UnhandledUse
)
