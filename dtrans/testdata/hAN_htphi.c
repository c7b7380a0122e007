/* A PHI of an element of an array of S and of a structure T, used only
   through constant byte offsets that are fields of both (sqlite3's
   findElementWithHash: pEntry->chain or pH->first, and pEntry->count or
   pH->count through a PHI of the element and &pH->count). */
// dtrans: %struct.hash lacks=UnsafePtrMerge,AmbiguousGEP,FieldAddressTaken
// dtrans: %struct.ht lacks=BadCasting,UnsafePtrMerge,AmbiguousGEP,FieldAddressTaken
// dtrans: %struct.elem lacks=BadCasting,UnsafePtrMerge
// dtrans[O2]: %struct.hash field=1 reads=2 writes=0
// dtrans[O2]: %struct.hash field=2 reads=2 writes=0
// dtrans[O2]: %struct.ht field=0 reads=2 writes=0
// dtrans[O2]: %struct.ht field=1 reads=2 writes=0
struct elem { struct elem *next; struct elem *prev; char *key; void *data; };
struct ht { unsigned count; struct elem *chain; };
struct hash { unsigned htsize; unsigned count; struct elem *first; struct ht *ht; };

struct hash table;

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

void *lookup(const char *key, unsigned h) {
  struct elem *e = find(&table, key, h);
  return e ? e->data : 0;
}
