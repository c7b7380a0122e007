package llread

// idTable maps dense numeric IDs (%0, !12, ...) to values: a slice for IDs
// below a bound proportional to the input (so adversarial IDs cannot cause
// huge allocations), a map above it.
type idTable[V comparable] struct {
	dense []V
	limit int64
	large map[int64]V
	used  []int64 // dense IDs set since the last reset
}

func (t *idTable[V]) get(id int64) V {
	if id >= 0 && id < int64(len(t.dense)) {
		return t.dense[id]
	}
	var zero V
	if id >= 0 && id < t.limit {
		return zero
	}
	return t.large[id]
}

func (t *idTable[V]) set(id int64, v V) {
	if id >= 0 && id < t.limit {
		if id >= int64(len(t.dense)) {
			n := int64(2*len(t.dense) + 16)
			for n <= id {
				n *= 2
			}
			if n > t.limit {
				n = t.limit
			}
			grown := make([]V, n)
			copy(grown, t.dense)
			t.dense = grown
		}
		t.dense[id] = v
		t.used = append(t.used, id)
		return
	}
	if t.large == nil {
		t.large = map[int64]V{}
	}
	t.large[id] = v
}

// reset empties the table, keeping its storage.
func (t *idTable[V]) reset() {
	var zero V
	for _, id := range t.used {
		t.dense[id] = zero
	}
	t.used = t.used[:0]
	t.large = nil
}
