// virtual.cpp: C++: objects from new, virtual calls through vtables
// (global initializers holding function pointers), exceptions (invoke,
// landingpad, __cxa_throw and __cxa_begin_catch).
extern "C" void MAYALIAS(const void *p, const void *q);
extern "C" void NOALIAS(const void *p, const void *q);

int gx, gy;

struct Base {
	virtual int *get() { return &gx; }
	virtual ~Base() {}
};

struct Derived : Base {
	int *get() override { return &gy; }
};

static int *call_get(Base *b) { return b->get(); }

static void fail(int *p) { throw p; }

int main(int argc, char **argv)
{
	Base *b = argc > 1 ? new Base : new Derived;
	int *p = call_get(b);
	MAYALIAS(p, &gx);
	MAYALIAS(p, &gy);
	int local = 0;
	int *caught = nullptr;
	try {
		fail(&local);
	} catch (int *e) {
		caught = e;
	}
	MAYALIAS(caught, &local);
	NOALIAS(p, &local);
	delete b;
	return *p + *caught;
}
