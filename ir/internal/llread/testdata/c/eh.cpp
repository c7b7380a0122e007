// C++ exceptions: invoke, landingpad, resume, personality, typeinfo.
struct Err { int code; };
struct Guard { int *p; ~Guard() { ++*p; } };

int may_throw(int x) {
	if (x < 0) throw Err{x};
	return x * 2;
}

int caller(int x) {
	int cleanups = 0;
	try {
		Guard g{&cleanups};
		return may_throw(x) + may_throw(x + 1);
	} catch (const Err &e) {
		return e.code + cleanups;
	} catch (...) {
		return -1;
	}
}

struct Base { virtual int f() { return 1; } virtual ~Base() {} };
struct Derived : Base { int f() override { return 2; } };
int virt(Base *b) { return b->f(); }
