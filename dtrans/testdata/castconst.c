// Fixture for a constant cast written as a getelementptr: LLVM 14's
// constant folder writes `(void *)&g`, g a struct S whose first field is a
// char, as `getelementptr inbounds (%struct.S, %struct.S* @g, i32 0,
// i32 0)`, the address of g's first field, where clang 19 writes @g (and
// sqlite3 registers its compareInfo globals so). Both give the structure's
// address, not its first field's: no FieldAddressTaken in either model.
struct S { char tag; char any; int n; };
struct Reg { const char *name; void *data; };

static struct S g = { '*', '?', 1 };
static struct S h = { '%', '_', 2 };
extern void keep(void *);

// The address stored by an initializer.
struct Reg table[] = { { "glob", &g } };

// dtrans: %struct.S has=GlobalInstance,HasInitializerList,AddressTaken lacks=FieldAddressTaken
// dtrans[O0]: %struct.S field=2 reads=1 writes=0
// dtrans[O2]: %struct.S field=2 reads=3 writes=0
int use(struct S *p) { return p->n; }

// The address passed to an external function.
void registerH(void) { keep(&h); }

// The address passed to a local function.
int callUse(void) { return use(&g) + use(&h); }
