package dtrans

// slab hands out pointers to entries of arrays of 256, so that the
// records the module scan makes by the ten thousand (byte-offset
// getelementptrs, call links) cost one allocation per 256 of them
// rather than one each. Arrays are never moved: the pointers stay valid.
type slab[T any] struct{ buf []T }

// add returns a pointer to a fresh entry holding x.
func (s *slab[T]) add(x T) *T {
	if len(s.buf) == cap(s.buf) {
		s.buf = make([]T, 0, 256)
	}
	s.buf = append(s.buf, x)
	return &s.buf[len(s.buf)-1]
}
