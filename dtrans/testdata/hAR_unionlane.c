// An int field followed by a union whose hidden member's first int is
// set next to it: `pTerm->leftCursor = aiCurCol[0];
// pTerm->u.x.leftColumn = aiCurCol[1]` (sqlite3's WhereTerm in
// exprAnalyze; the union's LLVM type shows its pointer member). Clang 19's
// SLP vectorizer at -O2 combines both stores into one <2 x i32> store at
// leftCursor's address, whose second lane falls inside the union; clang
// 14 stores each. The lanes are the scalar stores (unionLanes): one
// write of leftCursor, and one of a member of the union its LLVM type
// does not show, which counts on no field, as the scalar store through
// the union's address: no MismatchedElementAccess.
// dtrans: %struct.Term lacks=MismatchedElementAccess
// dtrans: %struct.Term field=8 reads=1 writes=1
struct Term {
  void *pExpr;
  void *pWC;
  short truthProb;
  unsigned short wtFlags;
  unsigned short eOperator;
  unsigned char nChild;
  unsigned char eMatchOp;
  int iParent;
  int leftCursor;
  union {
    struct { int leftColumn; int iField; } x;
    void *pOrInfo;
  } u;
  long prereqRight;
  long prereqAll;
};
extern void commute(void *);
extern int indexed(void *, int *);
void settle(struct Term *aTerm, int i, int j, long m) {
  int aiCurCol[2];
  struct Term *pTerm = &aTerm[i];
  if (indexed(pTerm->pExpr, aiCurCol)) {
    if (m) pTerm = &aTerm[j];
    commute(pTerm->pExpr);
    pTerm->leftCursor = aiCurCol[0];
    pTerm->u.x.leftColumn = aiCurCol[1];
    pTerm->prereqAll = m;
  }
}
int leftcol(struct Term *aTerm, int i) { return aTerm[i].u.x.leftColumn + aTerm[i].leftCursor; }
void *orinfo(struct Term *aTerm, int i) { return aTerm[i].u.pOrInfo; }
