/* hAN_htphi.c's PHI of an element of an array of S and of a structure
   T, used only through constant byte offsets, where the array's memory
   is also used as another structure (sqlite3's hash table buckets come
   from its generic allocator): the element's getelementptr says S. */
// dtrans: %struct.hash lacks=UnsafePtrMerge,AmbiguousGEP,FieldAddressTaken,GlobalPtr
// dtrans: %struct.ht lacks=UnsafePtrMerge,AmbiguousGEP
// dtrans[O2]: %struct.hash field=1 reads=1 writes=0
// dtrans[O2]: %struct.hash field=2 reads=1 writes=0
// dtrans[O2]: %struct.ht field=1 reads=1 writes=0
// dtrans[O2]: %struct.elem field=0 reads=1 writes=0
struct elem { struct elem *next; struct elem *prev; char *key; void *data; };
struct ht { unsigned count; struct elem *chain; };
struct hash { unsigned htsize; unsigned count; struct elem *first; struct ht *ht; };
struct other { double d; long l; };

void *pool;

void setup(struct hash *pH, unsigned n) {
  pH->ht = pool;
  pH->htsize = n;
}

void other(double d) {
  struct other *o = pool;
  o->d = d;
}

struct elem *find(const struct hash *pH, const char *key, unsigned h) {
  struct elem *e;
  unsigned count;
  if (pH->ht) {
    struct ht *p = &pH->ht[h % pH->htsize];
    e = p->chain;
    count = p->count;
  } else {
    e = pH->first;
    count = pH->count;
  }
  while (count--) {
    if (e->key == key)
      return e;
    e = e->next;
  }
  return 0;
}
