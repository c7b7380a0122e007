/* A PHI of the address of a field at offset 0 of an array element,
   `&db->aDb[i].zName` with an int index, and of another structure's
   field address, loaded through (sqlite3's sqlite3SrcListLookup): clang
   19 at -O2 steps to the element by a byte offset `ashr (shl i, 32), 27`
   beside a `getelementptr %struct.Db` on the same base, and folds the
   element's first field's address into the element's. */
struct Db {
  char *zName;
  void *pBt;
  unsigned char safety;
  unsigned char bSync;
  void *pSchema;
};
struct Item {
  void *pSchema;
  char *zDatabase;
  char *zName;
};
struct List {
  int n;
  int nAlloc;
  struct Item a[1];
};
struct Conn {
  int x;
  int nDb;
  struct Db *aDb;
};

// dtrans: %struct.Db lacks=BadCasting,UnsafePtrMerge
// dtrans: %struct.Item lacks=BadCasting,UnsafePtrMerge
// dtrans: %struct.Db field=0 reads=1 writes=0
// dtrans: %struct.Item field=1 reads=1 writes=0

char *locate(struct Conn *db, const char *zName, const char *zDb);

static int schemaToIndex(struct Conn *db, void *pSchema) {
  int i;
  for (i = 0; 1; i++) {
    if (db->aDb[i].pSchema == pSchema)
      break;
  }
  return i;
}

__attribute__((noinline)) char *lookup(struct Conn *db, struct List *p) {
  const char *zDb;
  if (p->a[0].pSchema) {
    int iDb = schemaToIndex(db, p->a[0].pSchema);
    zDb = db->aDb[iDb].zName;
  } else {
    zDb = p->a[0].zDatabase;
  }
  return locate(db, p->a[0].zName, zDb);
}

struct Conn gConn;
struct List gList;
char *locate(struct Conn *db, const char *zName, const char *zDb) {
  return (char *)zName + db->x + (zDb != 0);
}

int main(void) {
  return lookup(&gConn, &gList) != 0;
}
