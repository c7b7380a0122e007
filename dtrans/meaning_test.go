package dtrans

import (
	"context"
	"strings"
	"testing"

	"github.com/irpass/irpass/ir"
	"github.com/llir/llvm/ir/value"
)

// meaningModule is the opaque module of TestMeaning: a list L whose head
// holds nodes N (key names N in @key's tags), a walk over N.next whose
// loads carry scalar tags, a parameter and a call result. $NEXT is the
// tag of @other's load of N.next and $USE that of the access through
// what it loads: when they say N.next holds an O, the walk's link
// disagrees with the walk. @stepwalk walks an array of N by variable
// steps from an element (lua's `n += gnext(n)`). @merged merges
// pointers from generic memory (@anyget) with a node and with a global
// node, and uses the merges as N: the first is an N, as the node it is
// merged with; the second says nothing (a global's address).
// @constwalk walks an array of N by constant byte steps of one N (an
// N), of 16 bytes (no meaning), and back from a constant step past
// the array's start, which says nothing.
const meaningModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.N = type { i64, i64, ptr }
%struct.L = type { i32, ptr }
%struct.O = type { i64, i64, i64, double }

@any = internal global ptr null

define internal i64 @key(ptr %l) {
  %h = getelementptr inbounds i8, ptr %l, i64 8
  %n = load ptr, ptr %h, align 8, !tbaa !7
  %k = load i64, ptr %n, align 8, !tbaa !8
  store ptr %n, ptr @any, align 8
  ret i64 %k
}

define internal i64 @walk(ptr %l) {
entry:
  %h = getelementptr inbounds i8, ptr %l, i64 8
  %first = load ptr, ptr %h, align 8, !tbaa !9
  br label %loop
loop:
  %p = phi ptr [ %first, %entry ], [ %next, %loop ]
  %a = getelementptr inbounds i8, ptr %p, i64 16
  %next = load ptr, ptr %a, align 8, !tbaa !9
  %c = icmp eq ptr %next, null
  br i1 %c, label %done, label %loop
done:
  ret i64 0
}

define internal i64 @other(ptr %n) {
  %a = getelementptr inbounds i8, ptr %n, i64 16
  %x = load ptr, ptr %a, align 8, !tbaa $NEXT
  %v = load i64, ptr %x, align 8, !tbaa $USE
  store ptr %n, ptr @any, align 8
  ret i64 %v
}

define internal ptr @get(ptr %l) {
  %h = getelementptr inbounds i8, ptr %l, i64 8
  %n = load ptr, ptr %h, align 8, !tbaa !7
  ret ptr %n
}

define internal i64 @param(ptr %q) {
  %a = getelementptr inbounds i8, ptr %q, i64 8
  %v = load i64, ptr %a, align 8, !tbaa !14
  ret i64 %v
}

define internal ptr @pick(ptr %l, ptr %y, i1 %c) {
  %h = getelementptr inbounds i8, ptr %l, i64 8
  %n = load ptr, ptr %h, align 8, !tbaa !7
  %s = select i1 %c, ptr %n, ptr %y
  %v = getelementptr inbounds i8, ptr %s, i64 8
  %w = load i64, ptr %v, align 8, !tbaa !14
  ret ptr %s
}

define internal i64 @stepwalk(ptr %l, i64 %i) {
entry:
  %h = getelementptr inbounds i8, ptr %l, i64 8
  %arr = load ptr, ptr %h, align 8, !tbaa !7
  %e = getelementptr inbounds %struct.N, ptr %arr, i64 %i
  br label %loop
loop:
  %p = phi ptr [ %e, %entry ], [ %nx, %loop ]
  %a = getelementptr inbounds i8, ptr %p, i64 8
  %d = load i64, ptr %a, align 8, !tbaa !14
  %nx = getelementptr inbounds %struct.N, ptr %p, i64 %d
  %c = icmp eq i64 %d, 0
  br i1 %c, label %done, label %loop
done:
  ret i64 %d
}

define internal i64 @constwalk(ptr %l, ptr %end) {
entry:
  %h = getelementptr inbounds i8, ptr %l, i64 8
  %arr = load ptr, ptr %h, align 8, !tbaa !7
  %b = getelementptr inbounds i8, ptr %arr, i64 24
  br label %loop
loop:
  %p = phi ptr [ %arr, %entry ], [ %nx, %loop ]
  %a = getelementptr inbounds i8, ptr %p, i64 8
  %d = load i64, ptr %a, align 8, !tbaa !14
  %nx = getelementptr inbounds i8, ptr %p, i64 24
  %c = icmp ult ptr %nx, %end
  br i1 %c, label %loop, label %half
half:
  %q = phi ptr [ %arr, %loop ], [ %qx, %half ]
  %qa = getelementptr inbounds i8, ptr %q, i64 8
  %qd = load i64, ptr %qa, align 8, !tbaa !14
  %qx = getelementptr inbounds i8, ptr %q, i64 16
  %qc = icmp ult ptr %qx, %end
  br i1 %qc, label %half, label %back
back:
  %r = phi ptr [ %b, %half ], [ %rx, %back ]
  %rx = getelementptr inbounds i8, ptr %r, i64 -24
  %ra = getelementptr inbounds i8, ptr %rx, i64 8
  %rd = load i64, ptr %ra, align 8, !tbaa !14
  %rc = icmp ugt ptr %rx, %arr
  br i1 %rc, label %back, label %done
done:
  ret i64 %d
}

define internal ptr @anyget() {
  %y = load ptr, ptr @any, align 8
  ret ptr %y
}

@gn = internal global %struct.N zeroinitializer

define internal i64 @merged(ptr %l, i1 %c) {
entry:
  %r = call ptr @anyget()
  %g = call ptr @anyget()
  br i1 %c, label %a, label %b
a:
  %h = getelementptr inbounds i8, ptr %l, i64 8
  %n = load ptr, ptr %h, align 8, !tbaa !7
  br label %m
b:
  br label %m
m:
  %p = phi ptr [ %n, %a ], [ %r, %b ]
  %q = phi ptr [ @gn, %a ], [ %g, %b ]
  %k = load i64, ptr %p, align 8, !tbaa !8
  %j = load i64, ptr %q, align 8, !tbaa !8
  %s = add i64 %k, %j
  ret i64 %s
}

define i32 @main() {
  %l = call ptr @malloc(i64 16)
  %o = call ptr @malloc(i64 32)
  %z = load i64, ptr %o, align 8, !tbaa !13
  %k = call i64 @key(ptr %l)
  %w = call i64 @walk(ptr %l)
  %x = call i64 @other(ptr %o)
  %g = call ptr @get(ptr %l)
  %v = call i64 @param(ptr %g)
  %u = call i64 @param(ptr $ARG)
  %y = load ptr, ptr @any, align 8
  %p = call ptr @pick(ptr %l, ptr %y, i1 true)
  %sw = call i64 @stepwalk(ptr %l, i64 0)
  %mg = call i64 @merged(ptr %l, i1 true)
  %cw = call i64 @constwalk(ptr %l, ptr null)
  ret i32 0
}

declare ptr @malloc(i64)

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!3 = !{!"long", !1, i64 0}
!4 = !{!"int", !1, i64 0}
!5 = !{!"N", !3, i64 0, !3, i64 8, !2, i64 16}
!6 = !{!"L", !4, i64 0, !2, i64 8}
!7 = !{!6, !2, i64 8}
!8 = !{!5, !3, i64 0}
!9 = !{!2, !2, i64 0}
!10 = !{!"O", !3, i64 0, !3, i64 8, !3, i64 16, !11, i64 24}
!11 = !{!"double", !1, i64 0}
!12 = !{!5, !2, i64 16}
!13 = !{!10, !3, i64 0}
!14 = !{!3, !3, i64 0}
`

// TestMeaning checks meaning on the cases meaning.go describes: a value
// loaded from a field others' tags describe, a walk whose link nothing
// else describes (it agrees with the walk) or that holds another
// structure (no meaning), a call's result, and a parameter whose callers
// agree or not, and a select of a node and a pointer nothing describes
// (no meaning: an operand of unknown meaning is not taken to agree). Generic code (@any holds an N and an O) makes the classes
// ambiguous, so that they do not answer first.
func TestMeaning(t *testing.T) {
	for _, c := range []struct {
		name, next, use, arg string
		want                 map[string]string // "@f %v" -> "%struct.X" or "" for none
	}{
		{"link described by nothing", "!9", "!14", "%g", map[string]string{
			"@walk %first": "%struct.N", "@walk %p": "%struct.N", "@get %n": "%struct.N",
			"@param %q": "%struct.N", "@pick %n": "%struct.N", "@pick %s": "",
			"@stepwalk %e": "%struct.N", "@stepwalk %p": "%struct.N",
			"@merged %r": "%struct.N", "@merged %g": "",
			"@constwalk %p": "%struct.N", "@constwalk %b": "", "@constwalk %q": "",
			"@constwalk %r": "", "@constwalk %rx": "",
		}},
		{"link holds another structure", "!12", "!13", "%g", map[string]string{
			"@walk %first": "%struct.N", "@walk %p": "", "@other %x": "%struct.O",
		}},
		{"callers disagree", "!9", "!14", "%o", map[string]string{
			"@param %q": "", "@get %n": "%struct.N",
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.NewReplacer("$NEXT", c.next, "$USE", c.use, "$ARG", c.arg).Replace(meaningModule)
			m, err := ir.Parse("meaning.ll", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			in, err := Analyze(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			for where, want := range c.want {
				v := namedValue(t, m, where)
				got := ""
				if id := in.inf.meaning(v); id >= 0 {
					got = in.tt.infos[id].Name
				}
				if got != want {
					t.Errorf("meaning(%s) = %q, want %q", where, got, want)
				}
			}
		})
	}
}

// namedValue returns the parameter or instruction "@f %v" of m.
func namedValue(t *testing.T, m *ir.Module, where string) value.Value {
	t.Helper()
	fn, name, _ := strings.Cut(where, " ")
	for _, f := range m.Funcs {
		if "@"+f.Name() != fn {
			continue
		}
		for _, p := range f.Params {
			if p.Ident() == name {
				return p
			}
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if v, ok := inst.(value.Named); ok && v.Ident() == name {
					return v
				}
			}
		}
	}
	t.Fatalf("no value %s", where)
	return nil
}
