// An SLP vector over two scalar fields of an array element selected by a
// variable index: clang 19 copies J->top and J->bot into
// J->tb[J->n].top and .bot by one <2 x i32> load and store at
// `getelementptr i8, (getelementptr [8 x %struct.Buf], p, 0, i), 12`;
// clang 14 by two of each. Each module counts each field once each way.
// dtrans: %struct.Buf field=2 reads=1 writes=1
// dtrans: %struct.Buf field=3 reads=1 writes=1
// dtrans: %struct.State field=3 reads=2 writes=1
// dtrans: %struct.State field=4 reads=1 writes=1
struct Buf {
	void *env;
	int a;
	int top, bot;
	int c;
	void *pc;
};

struct State {
	void *env;
	int a;
	double x;
	int top, bot;
	double y;
	int c;
	int n;
	struct Buf tb[8];
};

__attribute__((noinline)) void save(struct State *J)
{
	int n = J->n;
	J->tb[n].env = J->env;
	J->tb[n].a = J->a;
	J->tb[n].top = J->top;
	J->tb[n].bot = J->bot;
	J->tb[n].c = J->c;
	J->tb[n].pc = 0;
	J->n = n + 1;
}

__attribute__((noinline)) void restore(struct State *J)
{
	int n = --J->n;
	J->env = J->tb[n].env;
	J->a = J->tb[n].a;
	J->top = J->tb[n].top;
	J->bot = J->tb[n].bot;
	J->c = J->tb[n].c;
}

struct State st;

int main(void)
{
	save(&st);
	restore(&st);
	return st.top; // a second read of top
}
