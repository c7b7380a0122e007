// A structure of a byte and bit-fields (4 bytes, packed in LLVM's type
// <{ i8, i16, i8 }>), nested in another and copied whole: `pItem->fg =
// pOld->fg`, sqlite3's ExprList_item.fg in sqlite3ExprListDup. At -O2
// instcombine turns the 4-byte memcpy into an i32 load and store. Clang
// 14's load goes through the address of fg's first field (LLVM 14 casts
// a structure pointer to its first field's type as a getelementptr), the
// i8 field read as i32: MismatchedElementAccess. Clang 19's goes through
// a byte offset to the field holding fg, whose class holds fg's address
// and the outer field's, and was judged by neither: an integer access of
// a structure that does not fit its first scalar field is
// MismatchedElementAccess through the address of a field holding the
// structure as through a pointer to it (fieldsOnly). The union copy
// `pItem->u = pOld->u` is an access of a union member, no condition.
// dtrans[O2]: %struct.anon has=MismatchedElementAccess
// dtrans[O0]: %struct.anon lacks=MismatchedElementAccess
// dtrans: %union.anon lacks=MismatchedElementAccess
typedef unsigned char u8;
struct Item {
  void *pExpr;
  char *zName;
  struct {
    u8 sortFlags;
    unsigned eEName : 2;
    unsigned done : 1;
    unsigned reusable : 1;
    unsigned bSorterRef : 1;
    unsigned bNulls : 1;
    unsigned bUsed : 1;
    unsigned bUsingTerm : 1;
    unsigned bNoExpand : 1;
  } fg;
  union { struct { unsigned short a, b; } x; int iConst; } u;
};
struct List { int n; struct Item a[1]; };
extern void *dup(void *);
extern char *dupz(const char *);
void listdup(struct List *pNew, const struct List *p) {
  for (int i = 0; i < p->n; i++) {
    struct Item *pItem = &pNew->a[i];
    const struct Item *pOld = &p->a[i];
    pItem->pExpr = dup(pOld->pExpr);
    pItem->zName = dupz(pOld->zName);
    pItem->fg = pOld->fg;
    pItem->fg.done = 0;
    pItem->u = pOld->u;
  }
}
