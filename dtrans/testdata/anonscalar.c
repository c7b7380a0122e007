// Fixture for a structure without a C name, of scalars only, nested in
// one that clang 19 at -O2 reaches only through byte offsets and drops:
// mujs's js_State holds its lexer's buffer as struct { char *text; int
// len, cap; } lexbuf, a type no structure of the module has. Its TBAA
// type node, nameless, matches none; rebuilt under a name of its own
// (%struct.anon.tbaa.N), it lets the container be rebuilt around it, where
// it was not analysed at all (Info.Unanalysed).
#include <stdlib.h>
#include <string.h>

struct Lexer {
  const char *source;
  int line;
  struct { char *text; int len, cap; } buf;
  int lookahead;
};

// dtrans: %struct.Lexer field=3 reads=1 writes=2
// dtrans: %struct.Lexer field=1 reads=2 writes=1
// dtrans: %struct.Lexer lacks=UnhandledUse

__attribute__((noinline)) static void put(struct Lexer *L, int c) {
  if (L->buf.len >= L->buf.cap) {
    L->buf.cap = L->buf.cap ? L->buf.cap * 2 : 16;
    L->buf.text = realloc(L->buf.text, L->buf.cap);
  }
  L->buf.text[L->buf.len++] = (char)c;
}

__attribute__((noinline)) static int next(struct Lexer *L) {
  int c = L->lookahead;
  L->lookahead = *L->source ? *L->source++ : -1;
  if (c == '\n')
    L->line++;
  return c;
}

int main(int argc, char **argv) {
  struct Lexer *L = calloc(1, sizeof *L);
  if (!L) return 1;
  L->source = argc > 1 ? argv[1] : "a\nb";
  L->lookahead = ' ';
  int c;
  while ((c = next(L)) >= 0)
    put(L, c);
  int r = L->line + L->buf.len;
  free(L->buf.text);
  free(L);
  return r;
}
