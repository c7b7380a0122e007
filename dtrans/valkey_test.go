package dtrans

import "testing"

// TestValueIndex checks the packed slots against a map, with nodes that
// do not fit a slot (negative, 2^20 - 2 and beyond), keys that do not
// (unaligned, high addresses), replacements and growth.
func TestValueIndex(t *testing.T) {
	x := newValueIndex(0)
	want := make(map[vkey]int32)
	set := func(k vkey, n int32) {
		x.set(k, n)
		if k != 0 {
			want[k] = n
		}
	}
	for i := 0; i < 5000; i++ {
		k := vkey(0xc000000000 + uintptr(i)*40)
		n := int32(i)
		switch i % 7 {
		case 1:
			n = -1
		case 2:
			n = nodeMark - 1 + int32(i%3) - 1
		case 3:
			n = 1<<31 - 1 - int32(i)
		case 4:
			k |= 3
		case 5:
			k |= 1 << 50
		}
		set(k, n)
	}
	for i := 0; i < 5000; i += 3 {
		k := vkey(0xc000000000 + uintptr(i)*40)
		set(k, int32(i*7%nodeMark))
	}
	set(0, 5)
	for k, n := range want {
		if got, ok := x.get(k); !ok || got != n {
			t.Errorf("get(%#x) = %d, %v; want %d", k, got, ok, n)
		}
	}
	for _, k := range []vkey{0, 0xc000000000 + 8, 0xc000000000 + 40*5000, 7, 1 << 52} {
		if _, ok := want[k]; ok {
			continue
		}
		if n, ok := x.get(k); ok {
			t.Errorf("get(%#x) = %d for a key never set", k, n)
		}
	}
}
