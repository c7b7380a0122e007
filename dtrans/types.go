package dtrans

import (
	"path"
	"sort"
	"strconv"
	"strings"
	"unsafe"

	"github.com/irpass/irpass/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

// TypeInfo is what the analysis knows about one aggregate (structure) type
// of the module: the seed's dtrans::TypeInfo with its SafetyData.
type TypeInfo struct {
	// Type is the structure type.
	Type *types.StructType
	// Name is the type as LLVM prints it: "%struct.S" for a named type,
	// "{ i32, i8 }" for a literal one (pointers print as "ptr" in an
	// opaque-pointer module).
	Name string
	// Size is the type's allocation size in bytes from the DataLayout (0
	// for an opaque type).
	Size uint64
	// Safety holds the conditions observed for the type, after
	// propagation between nested types.
	Safety SafetyData
	// Fields describes each field in order.
	Fields []FieldInfo
	// HeapAllocations, StackAllocations and GlobalInstances count the
	// allocation sites of objects of the type (arrays of the type
	// included): calls of allocation functions (library or wrappers),
	// allocas, and global variables.
	HeapAllocations, StackAllocations, GlobalInstances int
	// Reconstructed reports that the module does not define the type:
	// clang 19 at -O2 drops the definitions of structures it only reaches
	// through byte offsets, and llvm-link (under typed and opaque
	// pointers) gives a structure the name of an isomorphic one of another
	// translation unit (bzip2's utimbuf became timespec). The analysis
	// rebuilt it from the struct-path TBAA metadata (field types from the
	// TBAA scalar types, checked against the offsets TBAA gives), in
	// typed and opaque modules alike.
	Reconstructed bool
	// Partial reports that the type is only partly known, and Size is a
	// lower bound of the C type's: set on Reconstructed types whose last
	// member may be an array. Clang's TBAA describes an array member, of
	// any element type, as one "omnipotent char" (as it does a union) and
	// says nothing after the last member, so a structure ending in an
	// array is rebuilt without the rest of it (mujs's js_Buffer { int n,
	// m; char s[64]; }, 72 bytes, is rebuilt as { i32, i32, i8 }, 12
	// bytes; sqlite3's ExprList and its a[1] of 24-byte items as 12
	// bytes). A rebuilt type whose last member is of another type (pcre2's
	// nest_save, ending in a uint32_t) has its C size. The offsets of the
	// fields are exact: an array or union before another member leaves
	// a gap, rebuilt as a char array of bytes the analysis does not
	// describe (see RULES.md), and a structure whose TBAA offsets no
	// natural layout reproduces (packed) is not rebuilt.
	// Checks of sizes against the type (allocations, memory functions)
	// use the lower bound, and their notes say so; a constant byte
	// offset past Size is inside the last field.
	Partial bool
	// Notes gives, for the conditions set directly on the type (not by
	// propagation), up to three places where each was observed, as
	// "Condition: place: why".
	Notes []string

	id       int
	direct   SafetyData
	notesPer [numConditions]uint8
	nested   []int // ids of structs contained by value
	outer    []int // ids of structs containing this one by value
	chain0   []int // ids of structs at offset 0, this one first
	system   bool
	// layout is the DataLayout's layout of Type (typeTable.layoutOf).
	layout *ir.StructLayout
	// blobs marks, by field, the char arrays a structure rebuilt from
	// TBAA has where TBAA leaves a gap (gapLayout): the bytes of an
	// array or union whose elements or members TBAA does not describe.
	blobs []bool
	// members holds, by field, the structure rebuilt from TBAA that a
	// member llvm-link gave another structure's name is (firstMembers),
	// -1 for the other fields; nil when there is none.
	members []int
	// unknownOuter: the TBAA type nodes nest the type in a structure the
	// module lacks (see unknownContainers).
	unknownOuter bool
}

// FieldInfo describes one field of a structure type.
type FieldInfo struct {
	// Index is the field number.
	Index int
	// Type is the field's type.
	Type types.Type
	// TypeName is the type as LLVM prints it (pointers as "ptr" under
	// opaque pointers).
	TypeName string
	// Offset is the byte offset of the field from the DataLayout.
	Offset uint64
	// Reads and Writes count the load and store instructions that access
	// the field (statically). A vector load or store that the SLP
	// vectorizer made of scalar accesses at constant offsets counts as
	// those accesses: once per field it covers, once per element of an
	// array field it covers whole (so that LLVM 14's and LLVM 19's
	// choices of what to vectorize count alike).
	Reads, Writes int
	// Frequency weights each access by 10^loop depth of its block (an
	// access outside loops counts 1, inside one loop 10, two loops 100).
	Frequency float64
}

// typeTable registers the structure types of a module and answers layout
// questions about them.
type typeTable struct {
	m      *ir.Module
	dl     *ir.DataLayout
	opaque bool
	// ptrIDs maps a structure type's address to its id (valkey.go's
	// table: register's lookups are the most frequent of the analysis
	// on typed IR, and cheaper there than in a map).
	ptrIDs *valueIndex
	byName map[string]int
	infos  []*TypeInfo
	sysDI  map[string]bool // type names declared in system headers (debug info)

	// alias, when set, gives for each type id the id of the type whose
	// information it shares: the comparison of typed and opaque results
	// (agree_test.go) analyses the typed module as if the types llvm-link
	// merged in the opaque module were one.
	alias []int

	// layoutIDs caches layoutID (-2: not computed), layoutKeys numbers
	// the layouts.
	layoutIDs  []int32
	layoutKeys map[string]int32

	// intSizes and ptrSizes are the allocation and store sizes of the
	// integer types up to i128, by width, and of the pointers of address
	// space 0 (sizeOf, storeSize: the DataLayout looks up its
	// specifications anew on each call).
	intSizes [129][2]uint64
	ptrSizes [2]uint64
}

func newTypeTable(m *ir.Module, dl *ir.DataLayout, alias []int) *typeTable {
	tt := &typeTable{m: m, dl: dl, opaque: m.OpaquePointers(),
		ptrIDs: newValueIndex(len(m.TypeDefs)), byName: make(map[string]int), alias: alias}
	tt.sysDI = systemTypesFromDebugInfo(m)
	for w := range tt.intSizes {
		t := types.NewInt(uint64(w))
		if dl.IsSized(t) {
			tt.intSizes[w] = [2]uint64{dl.TypeAllocSize(t), dl.TypeStoreSize(t)}
		}
	}
	if p := types.NewPointer(types.I8); dl.IsSized(p) {
		tt.ptrSizes = [2]uint64{dl.TypeAllocSize(p), dl.TypeStoreSize(p)}
	}
	for _, t := range m.TypeDefs {
		if st, ok := t.(*types.StructType); ok {
			tt.id(st)
		}
	}
	return tt
}

// typeName prints t as LLVM would in this module.
func (tt *typeTable) typeName(t types.Type) string {
	if t == nil {
		return "<nil>"
	}
	s := t.String()
	if tt.opaque {
		s = opaquePtrName(s)
	}
	return s
}

// opaquePtrName rewrites llir's "i8*" (the reader's representation of
// `ptr`) to "ptr", leaving "i8**" style text alone (it cannot occur in an
// opaque module).
func opaquePtrName(s string) string {
	if !strings.Contains(s, "i8*") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.HasPrefix(s[i:], "i8*") && (i == 0 || !isIdentByte(s[i-1])) {
			b.WriteString("ptr")
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isIdentByte(c byte) bool {
	return c == '.' || c == '_' || c == '%' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// id returns the id of structure type st, registering it (and the structs
// it contains by value) on first sight; under an alias, the id of the type
// it shares its information with.
func (tt *typeTable) id(st *types.StructType) int {
	id := tt.register(st)
	if id < len(tt.alias) {
		return tt.alias[id]
	}
	return id
}

// register returns the id of structure type st, registering it on first
// sight.
func (tt *typeTable) register(st *types.StructType) int {
	k := typeKey(st)
	if id, ok := tt.ptrIDs.get(k); ok {
		return int(id)
	}
	name := tt.typeName(st)
	if id, ok := tt.byName[name]; ok {
		tt.ptrIDs.set(k, int32(id))
		return id
	}
	id := len(tt.infos)
	ti := &TypeInfo{Type: st, Name: name, id: id}
	tt.infos = append(tt.infos, ti)
	tt.ptrIDs.set(k, int32(id))
	tt.byName[name] = id
	ti.layout = tt.dl.StructLayout(st)
	if ti.layout.IsSized() {
		ti.Size = tt.dl.TypeAllocSize(st)
		l := ti.layout
		ti.Fields = make([]FieldInfo, len(st.Fields))
		for i, f := range st.Fields {
			ti.Fields[i] = FieldInfo{Index: i, Type: f, TypeName: tt.typeName(f), Offset: l.Offsets[i]}
		}
	} else {
		ti.Fields = make([]FieldInfo, len(st.Fields))
		for i, f := range st.Fields {
			ti.Fields[i] = FieldInfo{Index: i, Type: f, TypeName: tt.typeName(f)}
		}
	}
	ti.system = tt.isSystemName(st)
	// Register nested structs after this one has its id (recursive types
	// can only recurse through pointers, which are not followed).
	for _, f := range st.Fields {
		if inner := structIn(f); inner != nil {
			iid := tt.id(inner)
			ti = tt.infos[id]
			ti.nested = appendUnique(ti.nested, iid)
			tt.infos[iid].outer = appendUnique(tt.infos[iid].outer, id)
		}
	}
	ti.chain0 = []int{id}
	if len(st.Fields) > 0 {
		if inner := structIn(st.Fields[0]); inner != nil {
			for _, c := range tt.infos[tt.id(inner)].chain0 {
				ti.chain0 = appendUnique(ti.chain0, c)
			}
		}
	}
	return id
}

func appendUnique(s []int, x int) []int {
	for _, y := range s {
		if y == x {
			return s
		}
	}
	return append(s, x)
}

// layoutOf returns the layout of struct id's type, as
// dl.StructLayout(tt.infos[id].Type) does, without its synchronized
// cache (a tenth of the cost of the byte offsets' resolution).
func (tt *typeTable) layoutOf(id int) *ir.StructLayout { return tt.infos[id].layout }

// sized reports whether struct id's type is sized (dl.IsSized).
func (tt *typeTable) sized(id int) bool { return tt.infos[id].layout.IsSized() }

// typeKey is st's address as a key of ptrIDs.
func typeKey(st *types.StructType) vkey { return vkey(uintptr(unsafe.Pointer(st))) }

// registered returns the information of st when st is the type
// registered under its id (not another type of the same name), else nil.
func (tt *typeTable) registered(st *types.StructType) *TypeInfo {
	if id, ok := tt.ptrIDs.get(typeKey(st)); ok && tt.infos[id].Type == st {
		return tt.infos[id]
	}
	return nil
}

// structLayout is dl.StructLayout(st), from the table when st is the
// type registered.
func (tt *typeTable) structLayout(st *types.StructType) *ir.StructLayout {
	if ti := tt.registered(st); ti != nil {
		return ti.layout
	}
	return tt.dl.StructLayout(st)
}

// structIn returns the structure type t is or is an array (or vector) of,
// at any depth, or nil.
func structIn(t types.Type) *types.StructType {
	for depth := 0; depth < 32; depth++ {
		switch x := t.(type) {
		case *types.StructType:
			return x
		case *types.ArrayType:
			t = x.ElemType
		case *types.VectorType:
			t = x.ElemType
		default:
			return nil
		}
	}
	return nil
}

// structID returns the id of the structure t is or is an array of, or -1.
func (tt *typeTable) structID(t types.Type) int {
	if st := structIn(t); st != nil {
		return tt.id(st)
	}
	return -1
}

// nestedIn reports whether struct inner is contained, at any depth, in
// struct outer.
func (tt *typeTable) nestedIn(inner, outer int) bool {
	seen := map[int]bool{outer: true}
	work := []int{outer}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, n := range tt.infos[x].nested {
			if n == inner {
				return true
			}
			if !seen[n] {
				seen[n] = true
				work = append(work, n)
			}
		}
	}
	return false
}

// inChain reports whether struct b lies at offset 0 of struct a (a itself
// included): a pointer to an a is then also a pointer to a b.
func (tt *typeTable) inChain(a, b int) bool {
	for _, c := range tt.infos[a].chain0 {
		if c == b {
			return true
		}
	}
	// A structure rebuilt from TBAA stands for the module's structure of
	// its layout, also where that one is nested at offset 0 (sqlite3's
	// HighlightContext begins with a CInstIter, which llvm-link named
	// InitData: its accesses name CInstIter).
	if tt.infos[b].Reconstructed {
		for _, c := range tt.infos[a].chain0 {
			if !tt.infos[c].Reconstructed && tt.sameLayout(c, b, 0) {
				return true
			}
		}
	} else if tt.infos[a].Reconstructed {
		return tt.sameLayout(a, b, 0)
	}
	return false
}

// sameLayout reports (cached) whether structs a and b have the same
// fields at the same offsets: pointers, integers and floating-point
// values of the same sizes, and structures of the same layout. It lets a
// structure rebuilt from TBAA stand for the module's structure of the
// same layout: llvm-link gives the structures of several translation
// units that are one type under opaque pointers one name, and a C
// structure whose definition it replaced so (lua's Header by anon.7,
// CloseP by CallS) is only known by its TBAA name, which the accesses of
// the other's memory carry.
func (tt *typeTable) sameLayout(a, b, depth int) bool {
	if a == b {
		return true
	}
	la := tt.layoutID(a, depth)
	return la >= 0 && la == tt.layoutID(b, depth)
}

// layoutID returns a number that two structs share exactly when they have
// the same layout (sameLayout), computed once per struct: inChain asks it
// for every pair of a class's types, and a map of pairs cost a tenth of
// the analysis of sqlite3 at -O2. -1 when the layout has a member it does
// not compare (arrays, vectors, unsized types), as then no other struct
// has the same layout.
func (tt *typeTable) layoutID(id, depth int) int32 {
	for len(tt.layoutIDs) < len(tt.infos) {
		tt.layoutIDs = append(tt.layoutIDs, -2)
	}
	if l := tt.layoutIDs[id]; l != -2 {
		return l
	}
	l := int32(-1)
	if key, ok := tt.layoutKey(tt.infos[id].Type, depth); ok {
		if tt.layoutKeys == nil {
			tt.layoutKeys = make(map[string]int32)
		}
		n, seen := tt.layoutKeys[key]
		if !seen {
			n = int32(len(tt.layoutKeys))
			tt.layoutKeys[key] = n
		}
		l = n
	}
	tt.layoutIDs[id] = l
	return l
}

// layoutKey writes a struct's layout: its size, and each field's offset
// and kind (pointer; integer or floating-point type of its size; the
// layout of a nested struct).
func (tt *typeTable) layoutKey(st *types.StructType, depth int) (string, bool) {
	// Structures nest by value without cycles; the bound only guards.
	l := tt.structLayout(st)
	if depth > 64 || !l.IsSized() {
		return "", false
	}
	var b strings.Builder
	b.WriteString(strconv.FormatUint(tt.sizeOf(st), 10))
	for i, ft := range st.Fields {
		b.WriteByte(' ')
		b.WriteString(strconv.FormatUint(l.Offsets[i], 10))
		switch f := ft.(type) {
		case *types.PointerType:
			b.WriteByte('p')
		case *types.IntType:
			b.WriteByte('i')
			b.WriteString(strconv.FormatUint(f.BitSize, 10))
		case *types.FloatType:
			b.WriteByte('f')
			b.WriteString(strconv.Itoa(int(f.Kind)))
		case *types.StructType:
			inner := tt.layoutID(tt.id(f), depth+1)
			if inner < 0 {
				return "", false
			}
			b.WriteByte('s')
			b.WriteString(strconv.Itoa(int(inner)))
		default:
			return "", false
		}
	}
	return b.String(), true
}

// isUnion reports whether struct id is a C union (clang names them
// "union.*"): its LLVM type shows only its biggest member.
func (tt *typeTable) isUnion(id int) bool {
	return strings.HasPrefix(strings.TrimPrefix(tt.infos[id].Name, "%"), "union.")
}

// dominant returns the unique dominant type of a set of struct ids: the one
// every other lies at offset 0 of. ok is false when the set is empty or
// ambiguous.
func (tt *typeTable) dominant(ids []int) (int, bool) {
	if len(ids) == 0 {
		return -1, false
	}
	// Two structures rebuilt from TBAA under different names are two C
	// types, even where one of the module's structures has the layout
	// of both and stands for either (llvm-link 19 gave pcre2grep's
	// fndatastr, omdatastr and patdatastr the one type branch_chain_8):
	// memory used as both is used as incompatible types.
	first := -1
	for _, o := range ids {
		if !tt.infos[o].Reconstructed {
			continue
		}
		if first < 0 {
			first = o
		} else if !tt.inChain(first, o) && !tt.inChain(o, first) {
			return -1, false
		}
	}
	for _, d := range ids {
		all := true
		for _, o := range ids {
			if !tt.inChain(d, o) {
				all = false
				break
			}
		}
		if all {
			return d, true
		}
	}
	return -1, false
}

// sizeOf returns a type's allocation size, 0 when unsized.
func (tt *typeTable) sizeOf(t types.Type) uint64 {
	if s, ok := tt.scalarSizes(t); ok {
		return s[0]
	}
	if t == nil || !tt.dl.IsSized(t) {
		return 0
	}
	return tt.dl.TypeAllocSize(t)
}

// scalarSizes returns the allocation and store sizes of t when the table
// holds them.
func (tt *typeTable) scalarSizes(t types.Type) ([2]uint64, bool) {
	switch x := t.(type) {
	case *types.IntType:
		if x != nil && x.BitSize < uint64(len(tt.intSizes)) {
			return tt.intSizes[x.BitSize], true
		}
	case *types.PointerType:
		if x != nil && x.AddrSpace == 0 {
			return tt.ptrSizes, true
		}
	}
	return [2]uint64{}, false
}

// storeSize returns a type's store size, 0 when unsized.
func (tt *typeTable) storeSize(t types.Type) uint64 {
	if s, ok := tt.scalarSizes(t); ok {
		return s[1]
	}
	if t == nil || !tt.dl.IsSized(t) {
		return 0
	}
	return tt.dl.TypeStoreSize(t)
}

// systemNames are structure names (without "struct."/"union." and without
// a ".N" renaming suffix) of the C library and POSIX headers.
var systemNames = map[string]bool{
	"_IO_FILE": true, "_IO_marker": true, "_IO_codecvt": true, "_IO_wide_data": true,
	"__jmp_buf_tag": true, "__sigset_t": true, "__va_list_tag": true, "_G_fpos_t": true,
	"_G_fpos64_t": true, "__fsid_t": true, "__mbstate_t": true, "__locale_struct": true,
	"__locale_data": true, "timeval": true, "timespec": true, "timezone": true, "itimerval": true,
	"tm": true, "tms": true, "stat": true, "stat64": true, "statvfs": true, "statfs": true,
	"dirent": true, "dirent64": true, "__dirstream": true, "sigaction": true, "siginfo_t": true,
	"sigval": true, "sigevent": true, "sigaltstack": true, "stack_t": true, "lconv": true,
	"rlimit": true, "rusage": true, "utsname": true, "utimbuf": true, "passwd": true,
	"group": true, "termios": true, "winsize": true, "flock": true, "iovec": true,
	"pollfd": true, "sockaddr": true, "sockaddr_in": true, "sockaddr_in6": true,
	"sockaddr_un": true, "sockaddr_storage": true, "in_addr": true, "in6_addr": true,
	"addrinfo": true, "hostent": true, "servent": true, "protoent": true, "msghdr": true,
	"cmsghdr": true, "linger": true, "ucred": true, "div_t": true, "ldiv_t": true,
	"lldiv_t": true, "drand48_data": true, "random_data": true, "obstack": true,
	"sched_param": true, "__cancel_jmp_buf_tag": true, "__pthread_unwind_buf_t": true,
	"__pthread_cleanup_frame": true, "__pthread_internal_list": true,
	"__pthread_internal_slist": true, "__pthread_mutex_s": true, "__pthread_rwlock_arch_t": true,
	"__pthread_cond_s": true, "__once_flag": true, "mallinfo": true, "mallinfo2": true,
	"_IO_jump_t": true, "_IO_cookie_io_functions_t": true, "fd_set": true, "max_align_t": true,
	"__atomic_wide_counter": true, "ucontext_t": true, "mcontext_t": true, "_libc_fpstate": true,
	"__kernel_fsid_t": true, "cpu_set_t": true, "glob_t": true, "regex_t": true,
	"regmatch_t": true, "re_pattern_buffer": true, "wordexp_t": true, "posix_spawnattr_t": true,
	"posix_spawn_file_actions_t": true, "sem_t": true, "mbstate_t": true, "fpos_t": true,
}

// systemPrefixes are name prefixes of system types (pthread_* unions and
// structs, __pthread internals).
var systemPrefixes = []string{"pthread_", "__pthread_", "__sigset", "_IO_"}

// baseStructName strips "struct."/"union."/"class." and a trailing ".N".
func baseStructName(name string) (string, bool) {
	for _, p := range []string{"struct.", "union.", "class."} {
		if strings.HasPrefix(name, p) {
			name = name[len(p):]
			if i := strings.LastIndexByte(name, '.'); i > 0 && allDigits(name[i+1:]) {
				name = name[:i]
			}
			return name, true
		}
	}
	return name, false
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func (tt *typeTable) isSystemName(st *types.StructType) bool {
	if st.TypeName == "" {
		return false
	}
	base, ok := baseStructName(st.TypeName)
	if !ok {
		return false
	}
	if tt.sysDI[base] {
		return true
	}
	if systemNames[base] {
		return true
	}
	for _, p := range systemPrefixes {
		if strings.HasPrefix(base, p) {
			return true
		}
	}
	return false
}

// systemDirs are the directories whose headers declare system types.
var systemDirs = []string{"/usr/include/", "/usr/local/include/", "/usr/lib/gcc/", "/usr/lib/llvm-", "/usr/lib/clang/"}

// systemTypesFromDebugInfo returns the names of records (and of typedefs of
// anonymous records, which clang uses to name them) declared in files under
// the system include directories, from the module's debug information.
func systemTypesFromDebugInfo(m *ir.Module) map[string]bool {
	out := make(map[string]bool)
	isSys := func(f *metadata.DIFile) bool {
		if f == nil {
			return false
		}
		p := f.Filename
		if !path.IsAbs(p) && f.Directory != "" {
			p = path.Join(f.Directory, p)
		}
		for _, d := range systemDirs {
			if strings.HasPrefix(p, d) {
				return true
			}
		}
		return false
	}
	for _, md := range m.MetadataDefs {
		switch n := md.(type) {
		case *metadata.DICompositeType:
			if n.Name != "" && (n.Tag == enum.DwarfTagStructureType || n.Tag == enum.DwarfTagUnionType) && isSys(n.File) {
				out[n.Name] = true
			}
		case *metadata.DIDerivedType:
			if n.Tag != enum.DwarfTagTypedef || n.Name == "" || !isSys(n.File) {
				continue
			}
			if c, ok := n.BaseType.(*metadata.DICompositeType); ok && c.Name == "" {
				out[n.Name] = true
			}
		}
	}
	return out
}

// sortedInfos returns the type infos sorted by name.
func (tt *typeTable) sortedInfos() []*TypeInfo {
	out := append([]*TypeInfo(nil), tt.infos...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// sameType is t.Equal(u) without its cost in the common cases: llir
// compares a pointer type with any type by their texts, built anew on
// each call. Identical types are equal, and an unnamed pointer type's
// text ends in `*` while no other type's does (a name with `*` is
// quoted), so it equals no type but a pointer type.
func sameType(t, u types.Type) bool {
	if t == u {
		return true
	}
	if pt, ok := t.(*types.PointerType); ok && pt.TypeName == "" {
		if _, isPtr := u.(*types.PointerType); !isPtr {
			return false
		}
	}
	return t.Equal(u)
}
