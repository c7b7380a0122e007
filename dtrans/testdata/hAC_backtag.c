// dtrans[O2]: %union.Val field=0 reads=2 writes=1
// A pointer one past an element of an array of structures (lua's stack
// top), in a class generic code merged with other structures, read back
// through `top - 1`: the tag of the access to the element's second
// field (TV's field at 8, through a byte offset -8) says a TV begins at
// -16, and the access to its first member (a union, tagged char) at -16
// is TV's field 0, as typed IR's getelementptr over the slots says.
typedef union Val { void *gc; long long i; } Val;
typedef struct TV { Val v; unsigned char tt; } TV;
typedef union Slot { TV val; } Slot;
typedef struct Key { Val v; unsigned char tt; unsigned char ktt; int next; Val kv; } Key;
typedef union Node { Key u; TV i_val; } Node;
typedef struct St { Slot *top; Node *node; int n; } St;

__attribute__((noinline)) void settv(TV *d, const TV *s) { d->v.i = s->v.i; d->tt = s->tt; }

#define s2v(o) (&(o)->val)

__attribute__((noinline)) long long pop(St *L) {
  long long r = 0;
  const TV *o = s2v(L->top - 1);
  if (o->tt == 3)
    r = o->v.i;
  L->top--;
  return r;
}

int main(void) {
  static Slot stack[8];
  static Node nodes[4];
  St L = {stack + 2, nodes, 0};
  stack[1].val.tt = 3;
  settv(s2v(L.top), &nodes[0].i_val);
  settv(&L.node[1].i_val, s2v(stack + 3));
  nodes[1].u.ktt = 2;
  return (int)pop(&L) + nodes[0].u.next;
}
