package ir

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Link links modules into one whole program, in process, as llvm-link does:
//
//   - a declaration is resolved to the definition of the same name in any
//     module; two strong definitions of one symbol are an error, and weak,
//     linkonce, common and available_externally definitions give way to a
//     strong one (between two of them the first wins);
//   - symbols with local linkage (internal, private) never link; when their
//     name is taken they are renamed NAME.N;
//   - identified struct types are unified when their names agree up to a
//     numeric suffix (clang and llvm-link call the second `%struct.T.0`) and
//     their bodies are isomorphic, an opaque struct taking the body of its
//     defined namesake; other clashing names get a fresh .N suffix;
//   - appending arrays (llvm.global_ctors, llvm.used) are concatenated and
//     module-level metadata is merged.
//
// The inputs are consumed: their functions and globals move into the result
// and must not be used through the inputs afterwards. All modules must share
// the pointer model and DataLayout. The result is named name.
func Link(name string, mods ...*Module) (*Module, error) {
	if len(mods) == 0 {
		return nil, fmt.Errorf("ir: link: no modules")
	}
	dst := mods[0]
	l := &linker{
		dst:      dst.Module,
		typeMap:  make(map[*types.StructType]*types.StructType),
		valMap:   make(map[value.Value]constant.Constant),
		names:    make(map[string]bool),
		typeName: make(map[string]*types.StructType),
	}
	l.indexDst()
	for _, src := range mods[1:] {
		if src.opaque != dst.opaque {
			return nil, fmt.Errorf("ir: link %s with %s: cannot mix typed and opaque pointer modules", dst.Name, src.Name)
		}
		if norm(src.Module.DataLayout) != norm(dst.Module.DataLayout) && src.Module.DataLayout != "" && dst.Module.DataLayout != "" {
			return nil, fmt.Errorf("ir: link %s with %s: different data layouts %q and %q", dst.Name, src.Name, dst.Module.DataLayout, src.Module.DataLayout)
		}
		if err := l.linkTypes(src.Module); err != nil {
			return nil, fmt.Errorf("ir: link %s: %w", src.Name, err)
		}
		if err := l.linkGlobals(src.Module); err != nil {
			return nil, fmt.Errorf("ir: link %s: %w", src.Name, err)
		}
		l.linkMetadata(src.Module)
	}
	l.rewrite()
	// Metadata IDs of different inputs collide: renumber them all.
	for i, md := range l.dst.MetadataDefs {
		md.SetID(int64(i))
	}
	// Attribute groups are referenced by pointer; their numbers too.
	for i, a := range l.dst.AttrGroupDefs {
		a.ID = int64(i)
	}
	if err := l.dst.AssignGlobalIDs(); err != nil {
		return nil, fmt.Errorf("ir: link: %w", err)
	}
	out := &Module{Module: l.dst, Name: name, opaque: dst.opaque}
	if err := out.initDataLayout(); err != nil {
		return nil, err
	}
	return out, nil
}

func norm(s string) string { return strings.TrimSpace(s) }

type linker struct {
	dst *llir.Module
	// typeMap maps a source struct type to the destination type it became.
	typeMap map[*types.StructType]*types.StructType
	// valMap maps a global value that disappears (a declaration resolved
	// elsewhere, a definition that lost) to what replaces it.
	valMap map[value.Value]constant.Constant
	// names holds every global value name of the result.
	names    map[string]bool
	globals  map[string]constant.Constant
	typeName map[string]*types.StructType
	// moved are the source objects that joined the destination, walked by
	// rewrite.
	moved []any
}

func (l *linker) indexDst() {
	l.globals = make(map[string]constant.Constant)
	for _, f := range l.dst.Funcs {
		l.addName(f.GlobalName, f)
	}
	for _, g := range l.dst.Globals {
		l.addName(g.GlobalName, g)
	}
	for _, a := range l.dst.Aliases {
		l.addName(a.GlobalName, a)
	}
	for _, i := range l.dst.IFuncs {
		l.addName(i.GlobalName, i)
	}
	for _, t := range l.dst.TypeDefs {
		if st, ok := t.(*types.StructType); ok && st.TypeName != "" {
			l.typeName[st.TypeName] = st
		}
	}
}

func (l *linker) addName(name string, c constant.Constant) {
	if name == "" {
		return
	}
	l.names[name] = true
	l.globals[name] = c
}

// typePrefix strips a trailing ".N" as llvm-link's getTypeNamePrefix does.
func typePrefix(name string) string {
	i := strings.LastIndexByte(name, '.')
	if i <= 0 || i == len(name)-1 {
		return name
	}
	if _, err := strconv.Atoi(name[i+1:]); err != nil {
		return name
	}
	return name[:i]
}

func (l *linker) linkTypes(src *llir.Module) error {
	var moved []*types.StructType
	for _, t := range src.TypeDefs {
		st, ok := t.(*types.StructType)
		if !ok || st.TypeName == "" {
			continue
		}
		if d := l.findIsomorphic(st); d != nil {
			l.typeMap[st] = d
			continue
		}
		moved = append(moved, st)
	}
	for _, st := range moved {
		if _, taken := l.typeName[st.TypeName]; taken {
			st.TypeName = l.freshTypeName(typePrefix(st.TypeName))
		}
		l.typeName[st.TypeName] = st
		l.dst.TypeDefs = append(l.dst.TypeDefs, st)
		l.moved = append(l.moved, st)
	}
	return nil
}

func (l *linker) freshTypeName(prefix string) string {
	for n := 0; ; n++ {
		name := prefix + "." + strconv.Itoa(n)
		if _, taken := l.typeName[name]; !taken {
			return name
		}
	}
}

// findIsomorphic returns the destination struct type a source struct type
// merges with: same name prefix, and isomorphic bodies (an opaque type on
// either side matches, and a destination opaque type takes the body).
func (l *linker) findIsomorphic(st *types.StructType) *types.StructType {
	prefix := typePrefix(st.TypeName)
	cands := []string{st.TypeName, prefix}
	for _, t := range l.dst.TypeDefs {
		if d, ok := t.(*types.StructType); ok && d.TypeName != st.TypeName && d.TypeName != prefix && typePrefix(d.TypeName) == prefix {
			cands = append(cands, d.TypeName)
		}
	}
	for _, name := range cands {
		d, ok := l.typeName[name]
		if !ok {
			continue
		}
		if d.Opaque || st.Opaque {
			if d.Opaque && !st.Opaque {
				d.Opaque = false
				d.Packed = st.Packed
				d.Fields = st.Fields // rewritten to destination types by rewrite
				l.moved = append(l.moved, d)
			}
			return d
		}
		if l.isomorphic(st, d, map[[2]*types.StructType]bool{}) {
			return d
		}
	}
	return nil
}

func (l *linker) isomorphic(a, b types.Type, assumed map[[2]*types.StructType]bool) bool {
	switch at := a.(type) {
	case *types.StructType:
		bt, ok := b.(*types.StructType)
		if !ok {
			return false
		}
		if m, ok := l.typeMap[at]; ok {
			return m == bt
		}
		if at.TypeName != "" && bt.TypeName != "" {
			key := [2]*types.StructType{at, bt}
			if assumed[key] {
				return true
			}
			assumed[key] = true
			if typePrefix(at.TypeName) != typePrefix(bt.TypeName) && !at.Opaque && !bt.Opaque {
				return false
			}
		}
		if at.Opaque || bt.Opaque {
			return at.Opaque == bt.Opaque || at.TypeName != "" && bt.TypeName != ""
		}
		if at.Packed != bt.Packed || len(at.Fields) != len(bt.Fields) {
			return false
		}
		for i := range at.Fields {
			if !l.isomorphic(at.Fields[i], bt.Fields[i], assumed) {
				return false
			}
		}
		return true
	case *types.PointerType:
		bt, ok := b.(*types.PointerType)
		return ok && at.AddrSpace == bt.AddrSpace && l.isomorphic(at.ElemType, bt.ElemType, assumed)
	case *types.ArrayType:
		bt, ok := b.(*types.ArrayType)
		return ok && at.Len == bt.Len && l.isomorphic(at.ElemType, bt.ElemType, assumed)
	case *types.VectorType:
		bt, ok := b.(*types.VectorType)
		return ok && at.Len == bt.Len && at.Scalable == bt.Scalable && l.isomorphic(at.ElemType, bt.ElemType, assumed)
	case *types.FuncType:
		bt, ok := b.(*types.FuncType)
		if !ok || at.Variadic != bt.Variadic || len(at.Params) != len(bt.Params) || !l.isomorphic(at.RetType, bt.RetType, assumed) {
			return false
		}
		for i := range at.Params {
			if !l.isomorphic(at.Params[i], bt.Params[i], assumed) {
				return false
			}
		}
		return true
	}
	return a.Equal(b)
}

// linkage classes.
func isLocal(k enum.Linkage) bool {
	return k == enum.LinkageInternal || k == enum.LinkagePrivate
}

func isWeakDef(k enum.Linkage) bool {
	switch k {
	case enum.LinkageWeak, enum.LinkageWeakODR, enum.LinkageLinkOnce, enum.LinkageLinkOnceODR,
		enum.LinkageCommon, enum.LinkageAvailableExternally:
		return true
	}
	return false
}

// globalInfo describes a global value for symbol resolution.
type globalInfo struct {
	name    string
	linkage enum.Linkage
	isDecl  bool
	isFunc  bool
}

func infoOf(c constant.Constant) globalInfo {
	switch g := c.(type) {
	case *llir.Func:
		return globalInfo{g.GlobalName, g.Linkage, len(g.Blocks) == 0, true}
	case *llir.Global:
		return globalInfo{g.GlobalName, g.Linkage, g.Init == nil, false}
	case *llir.Alias:
		return globalInfo{g.GlobalName, g.Linkage, false, false}
	case *llir.IFunc:
		return globalInfo{g.GlobalName, g.Linkage, false, true}
	}
	return globalInfo{}
}

func (l *linker) linkGlobals(src *llir.Module) error {
	var all []constant.Constant
	for _, g := range src.Globals {
		all = append(all, g)
	}
	for _, f := range src.Funcs {
		all = append(all, f)
	}
	for _, a := range src.Aliases {
		all = append(all, a)
	}
	for _, i := range src.IFuncs {
		all = append(all, i)
	}
	for _, c := range all {
		si := infoOf(c)
		if si.name == "" || isLocal(si.linkage) {
			if si.name != "" && l.names[si.name] {
				rename(c, l.freshName(si.name))
			}
			l.move(c)
			continue
		}
		d, exists := l.globals[si.name]
		if !exists {
			l.move(c)
			continue
		}
		di := infoOf(d)
		if isLocal(di.linkage) {
			// The destination's local symbol yields the name.
			rename(d, l.freshName(di.name))
			l.globals[infoOf(d).name] = d
			l.move(c)
			continue
		}
		if si.isFunc != di.isFunc {
			return fmt.Errorf("linking globals named '%s': a function and a variable", si.name)
		}
		if si.linkage == enum.LinkageAppending && di.linkage == enum.LinkageAppending {
			if err := l.appendArrays(d.(*llir.Global), c.(*llir.Global)); err != nil {
				return err
			}
			continue
		}
		srcWins := false
		switch {
		case si.isDecl:
		case di.isDecl:
			srcWins = true
		case isWeakDef(di.linkage) && !isWeakDef(si.linkage):
			srcWins = true
		case di.linkage == enum.LinkageCommon && si.linkage == enum.LinkageCommon:
			srcWins = commonSize(c) > commonSize(d)
		case isWeakDef(si.linkage):
		default:
			return fmt.Errorf("linking globals named '%s': symbol multiply defined", si.name)
		}
		if srcWins {
			l.replace(d, c)
			l.removeDst(d)
			l.move(c)
		} else {
			l.replace(c, d)
		}
	}
	return nil
}

func commonSize(c constant.Constant) string {
	if g, ok := c.(*llir.Global); ok {
		return g.ContentType.String()
	}
	return ""
}

func (l *linker) freshName(base string) string {
	for n := 1; ; n++ {
		name := base + "." + strconv.Itoa(n)
		if !l.names[name] {
			return name
		}
	}
}

func rename(c constant.Constant, name string) {
	switch g := c.(type) {
	case *llir.Func:
		g.GlobalName = name
	case *llir.Global:
		g.GlobalName = name
	case *llir.Alias:
		g.GlobalName = name
	case *llir.IFunc:
		g.GlobalName = name
	}
}

// replace records that old disappears in favour of new; uses are rewritten
// at the end, through a bitcast when the pointer types differ (typed IR).
func (l *linker) replace(old, new constant.Constant) {
	l.valMap[old] = new
}

func (l *linker) move(c constant.Constant) {
	switch g := c.(type) {
	case *llir.Func:
		g.Parent = l.dst
		l.dst.Funcs = append(l.dst.Funcs, g)
	case *llir.Global:
		l.dst.Globals = append(l.dst.Globals, g)
	case *llir.Alias:
		l.dst.Aliases = append(l.dst.Aliases, g)
	case *llir.IFunc:
		l.dst.IFuncs = append(l.dst.IFuncs, g)
	}
	l.addName(infoOf(c).name, c)
	l.moved = append(l.moved, c)
}

func (l *linker) removeDst(c constant.Constant) {
	switch g := c.(type) {
	case *llir.Func:
		l.dst.Funcs = removeOne(l.dst.Funcs, g)
	case *llir.Global:
		l.dst.Globals = removeOne(l.dst.Globals, g)
	case *llir.Alias:
		l.dst.Aliases = removeOne(l.dst.Aliases, g)
	case *llir.IFunc:
		l.dst.IFuncs = removeOne(l.dst.IFuncs, g)
	}
}

func removeOne[T comparable](s []T, x T) []T {
	for i, y := range s {
		if y == x {
			return append(s[:i], s[i+1:]...)
		}
	}
	return s
}

// appendArrays concatenates the initializer of src's appending array into
// dst's (llvm.global_ctors, llvm.used, ...).
func (l *linker) appendArrays(dst, src *llir.Global) error {
	elems := func(g *llir.Global) ([]constant.Constant, types.Type, bool) {
		at, ok := g.ContentType.(*types.ArrayType)
		if !ok {
			return nil, nil, false
		}
		switch init := g.Init.(type) {
		case *constant.Array:
			return init.Elems, at.ElemType, true
		case *constant.ZeroInitializer, nil:
			return nil, at.ElemType, true
		}
		return nil, nil, false
	}
	de, dt, ok1 := elems(dst)
	se, _, ok2 := elems(src)
	if !ok1 || !ok2 {
		return fmt.Errorf("linking appending globals named '%s': not arrays", dst.GlobalName)
	}
	all := append(append([]constant.Constant{}, de...), se...)
	at := types.NewArray(uint64(len(all)), dt)
	dst.ContentType = at
	dst.Typ = types.NewPointer(at)
	if pt, ok := src.Type().(*types.PointerType); ok {
		dst.Typ.AddrSpace = pt.AddrSpace
	}
	dst.Init = &constant.Array{Typ: at, Elems: all}
	l.valMap[src] = dst
	l.moved = append(l.moved, dst.Init)
	return nil
}

func (l *linker) linkMetadata(src *llir.Module) {
	l.dst.MetadataDefs = append(l.dst.MetadataDefs, src.MetadataDefs...)
	if l.dst.NamedMetadataDefs == nil {
		l.dst.NamedMetadataDefs = make(map[string]*metadata.NamedDef)
	}
	for name, nd := range src.NamedMetadataDefs {
		d, ok := l.dst.NamedMetadataDefs[name]
		switch {
		case !ok:
			l.dst.NamedMetadataDefs[name] = nd
		case name == "llvm.module.flags":
			// The destination's flags stand, as with llvm-link's "override"
			// behaviour for the flags clang emits identically per file.
		default:
			d.Nodes = append(d.Nodes, nd.Nodes...)
		}
	}
	l.dst.ComdatDefs = mergeComdats(l.dst.ComdatDefs, src.ComdatDefs)
	l.dst.AttrGroupDefs = append(l.dst.AttrGroupDefs, src.AttrGroupDefs...)
}

func mergeComdats(dst, src []*llir.ComdatDef) []*llir.ComdatDef {
	have := make(map[string]bool, len(dst))
	for _, c := range dst {
		have[c.Name] = true
	}
	for _, c := range src {
		if !have[c.Name] {
			dst = append(dst, c)
			have[c.Name] = true
		}
	}
	return dst
}

// rewrite replaces, in every object of the result, the struct types that
// were unified and the global values that were resolved. llir has no use
// lists or type uniquing, so the rewrite walks the object graph: first the
// moved objects for types (so that types compare equal afterwards), then
// everything for values.
func (l *linker) rewrite() {
	if len(l.typeMap) > 0 {
		w := &walker{l: l, types: true, seen: make(map[visitKey]bool)}
		for _, o := range l.moved {
			w.walk(reflect.ValueOf(&o).Elem())
		}
	}
	if len(l.valMap) == 0 {
		return
	}
	w := &walker{l: l, seen: make(map[visitKey]bool)}
	roots := []any{l.dst.Globals, l.dst.Funcs, l.dst.Aliases, l.dst.IFuncs}
	for _, r := range roots {
		w.walk(reflect.ValueOf(r))
	}
}

type visitKey struct {
	p uintptr
	t reflect.Type
}

type walker struct {
	l     *linker
	types bool // rewriting types (else values)
	seen  map[visitKey]bool
}

var (
	rtModule   = reflect.TypeOf((*llir.Module)(nil))
	rtMetadata = reflect.TypeOf((*metadata.Field)(nil)).Elem().PkgPath()
	rtBigInt   = reflect.TypeOf(constant.Int{}).Field(1).Type // *big.Int
)

// substitute returns what the value held in an interface or pointer field
// must become, if anything.
func (w *walker) substitute(x any) (any, bool) {
	if w.types {
		st, ok := x.(*types.StructType)
		if !ok {
			return nil, false
		}
		d, ok := w.l.typeMap[st]
		return d, ok
	}
	v, ok := x.(value.Value)
	if !ok || !isComparable(v) {
		return nil, false
	}
	c, ok := w.l.valMap[v]
	if !ok {
		return nil, false
	}
	for depth := 0; depth < 16; depth++ { // resolved chains: a decl replaced by a weak def replaced by a strong one
		next, ok := w.l.valMap[c]
		if !ok {
			break
		}
		c = next
	}
	if !c.Type().Equal(v.Type()) {
		if _, isPtr := v.Type().(*types.PointerType); isPtr {
			return constant.NewBitCast(c, v.Type()), true
		}
	}
	return c, true
}

func (w *walker) walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		if nv, ok := w.substitute(v.Interface()); ok {
			r := reflect.ValueOf(nv)
			if v.CanSet() && r.Type().AssignableTo(v.Type()) {
				v.Set(r)
			}
			return
		}
		w.walk(v.Elem())
	case reflect.Pointer:
		if v.IsNil() || v.Type() == rtModule || v.Type() == rtBigInt {
			return
		}
		if nv, ok := w.substitute(v.Interface()); ok {
			r := reflect.ValueOf(nv)
			if v.CanSet() && r.Type().AssignableTo(v.Type()) {
				v.Set(r)
			}
			return
		}
		if v.Elem().Type().PkgPath() == rtMetadata {
			return
		}
		k := visitKey{v.Pointer(), v.Type()}
		if w.seen[k] {
			return
		}
		w.seen[k] = true
		w.walk(v.Elem())
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if t.Field(i).IsExported() {
				w.walk(v.Field(i))
			}
		}
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.IsNil() {
			return
		}
		switch v.Type().Elem().Kind() {
		case reflect.Interface, reflect.Pointer, reflect.Struct, reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				w.walk(v.Index(i))
			}
		}
	}
}
