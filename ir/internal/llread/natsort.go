package llread

import "sort"

// natLess orders strings naturally (digit runs by value), as llir's asm
// package orders type and comdat definitions.
func natLess(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		c1, c2 := a[i], b[j]
		if isDigit(c1) && isDigit(c2) {
			for i < len(a) && a[i] == '0' {
				i++
			}
			for j < len(b) && b[j] == '0' {
				j++
			}
			nz1, nz2 := i, j
			for i < len(a) && isDigit(a[i]) {
				i++
			}
			for j < len(b) && isDigit(b[j]) {
				j++
			}
			if l1, l2 := i-nz1, j-nz2; l1 != l2 {
				return l1 < l2
			}
			if r1, r2 := a[nz1:i], b[nz2:j]; r1 != r2 {
				return r1 < r2
			}
			if nz1 != nz2 {
				return nz1 < nz2
			}
			continue
		}
		if c1 != c2 {
			return c1 < c2
		}
		i++
		j++
	}
	return len(a) < len(b)
}

// sortDefs puts definitions in llir's order: types and comdats naturally
// by name, attribute groups and metadata by ID.
func (p *parser) sortDefs() {
	m := p.m
	sort.SliceStable(m.TypeDefs, func(i, j int) bool { return natLess(m.TypeDefs[i].Name(), m.TypeDefs[j].Name()) })
	sort.SliceStable(m.ComdatDefs, func(i, j int) bool { return natLess(m.ComdatDefs[i].Name, m.ComdatDefs[j].Name) })
	sort.SliceStable(m.AttrGroupDefs, func(i, j int) bool { return m.AttrGroupDefs[i].ID < m.AttrGroupDefs[j].ID })
	sort.SliceStable(m.MetadataDefs, func(i, j int) bool { return m.MetadataDefs[i].ID() < m.MetadataDefs[j].ID() })
}
