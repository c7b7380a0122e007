package constraint

import (
	"strings"

	"github.com/irpass/irpass/ir"
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// modelKind is what a library function does to pointers.
type modelKind uint8

const (
	mNoEffect        modelKind = iota + 1 // reads or writes no pointers, returns none
	mAlloc                                // returns a fresh heap object (one per call site)
	mRealloc                              // returns a fresh heap object or its argument 0
	mAllocInto                            // stores a fresh heap object through argument arg (posix_memalign, asprintf)
	mGetline                              // *arg0 = fresh heap object or *arg0 (getline, getdelim)
	mReturnArg                            // returns argument arg itself (strcpy, fgets)
	mReturnInto                           // returns a pointer into argument arg's object (strchr)
	mReturnArgOrHeap                      // returns argument arg or a fresh heap object (realpath)
	mStatic                               // returns the library's static object for the function (getenv)
	mMemcpy                               // copies pointers from arg 1 to arg 0 (len arg 2), returns arg 0
	mMempcpy                              // as mMemcpy, returns a pointer into arg 0
	mBcopy                                // copies pointers from arg 0 to arg 1 (len arg 2)
	mEndPtr                               // *arg1 = pointer into arg 0 (strtol)
	mStrtok                               // returns a pointer into arg 0 or a saved one
	mStrsep                               // returns *arg0, stores a pointer into it back
	mQsort                                // calls arg 3 with two pointers into arg 0
	mQsortR                               // calls arg 3 with two pointers into arg 0 and arg 4
	mBsearch                              // calls arg 4 with arg 0 and a pointer into arg 1; returns one
	mThread                               // calls arg 2 with arg 3 (pthread_create)
	mAtexit                               // calls arg 0 with no argument
	mCxaAtexit                            // calls arg 0 with arg 1
	mSignal                               // calls arg 1; returns a previously installed handler
	mEscape                               // every pointer argument escapes, no result (__cxa_throw)
)

// libModel is the model of one library function.
type libModel struct {
	kind modelKind
	arg  int
}

// libModels holds the models of C library (and C++ runtime) functions by
// name. Allocation functions come from ir.Classify; the intrinsics are
// handled by name in intrinsic.
var libModels = map[string]libModel{}

func init() {
	add := func(k modelKind, arg int, names string) {
		for _, n := range strings.Fields(names) {
			libModels[n] = libModel{kind: k, arg: arg}
		}
	}
	add(mNoEffect, 0, `printf fprintf sprintf snprintf vprintf vfprintf vsprintf vsnprintf dprintf
		puts fputs putchar putc fputc putchar_unlocked putc_unlocked fputc_unlocked fwrite fwrite_unlocked fflush fclose
		scanf fscanf sscanf vscanf vfscanf vsscanf __isoc99_scanf __isoc99_fscanf __isoc99_sscanf
		__isoc99_vscanf __isoc99_vfscanf __isoc99_vsscanf __printf_chk __fprintf_chk __sprintf_chk __snprintf_chk
		__vfprintf_chk __vsnprintf_chk __vsprintf_chk __vprintf_chk
		fread fread_unlocked read pread write pwrite open open64 openat close creat lseek lseek64 fseek fseeko ftell ftello rewind
		feof ferror clearerr fileno getc fgetc getchar ungetc getc_unlocked fgetc_unlocked getchar_unlocked
		setvbuf setbuf fsync fdatasync ftruncate truncate stat stat64 fstat fstat64 lstat lstat64 __xstat __fxstat __lxstat
		access faccessat chmod fchmod chown fchown mkdir rmdir unlink unlinkat remove rename utime utimes
		isatty fcntl ioctl dup dup2 pipe select poll
		strlen strnlen strcmp strncmp strcasecmp strncasecmp strcoll strxfrm strspn strcspn memcmp bcmp
		memset bzero explicit_bzero __memset_chk
		atoi atol atoll atof abs labs llabs div ldiv
		exit _exit _Exit abort perror time clock clock_gettime gettimeofday nanosleep sleep usleep
		rand srand random srandom rand_r drand48 srand48 lrand48
		getpid getppid getuid geteuid getgid getegid kill raise alarm sysconf getpagesize getrlimit setrlimit
		isalpha isdigit isspace isupper islower isalnum isprint ispunct isxdigit iscntrl isgraph isblank isascii
		toupper tolower towupper towlower iswalpha iswdigit iswspace
		sqrt sqrtf sqrtl pow powf exp expf exp2 log logf log2 log10 log1p expm1 sin cos tan asin acos atan atan2
		sinh cosh tanh floor floorf ceil ceilf fabs fabsf fmod fmodf round roundf trunc truncf lround llround
		ldexp frexp modf hypot cbrt rint nearbyint copysign fmin fmax isnan isinf __isnan __isinf __finite
		__assert_fail __assert_rtn __assert __stack_chk_fail
		free cfree
		pthread_mutex_init pthread_mutex_lock pthread_mutex_unlock pthread_mutex_trylock pthread_mutex_destroy
		pthread_mutexattr_init pthread_mutexattr_settype pthread_mutexattr_destroy
		pthread_cond_init pthread_cond_wait pthread_cond_signal pthread_cond_broadcast pthread_cond_destroy
		pthread_self pthread_equal pthread_detach pthread_attr_init pthread_attr_destroy
		pthread_key_delete pthread_once sched_yield
		setjmp _setjmp sigsetjmp __sigsetjmp longjmp _longjmp siglongjmp
		sigemptyset sigfillset sigaddset sigdelset sigaction sigprocmask
		fputws fwprintf wprintf swprintf mbstowcs wcstombs mbtowc wctomb wcslen wcscmp
		__cxa_guard_acquire __cxa_guard_release __cxa_guard_abort __cxa_end_catch __cxa_rethrow
		__cxa_pure_virtual __cxa_free_exception __gxx_personality_v0 __cxa_call_unexpected
		_ZSt9terminatev _ZSt17__throw_bad_allocv
		dlclose fcntl64
		MAYALIAS NOALIAS MUSTALIAS PARTIALALIAS EXPECTEDFAIL_MAYALIAS EXPECTEDFAIL_NOALIAS
		MAYALIAS_ NOALIAS_ MUSTALIAS_ PARTIALALIAS_`)
	add(mAlloc, 0, `__cxa_allocate_exception fopen fopen64 fdopen freopen tmpfile popen opendir fdopendir
		canonicalize_file_name get_current_dir_name tempnam mmap mmap64 strdupa`)
	add(mAllocInto, 0, `asprintf vasprintf`)
	add(mGetline, 0, `getline getdelim __getdelim`)
	add(mReturnArg, 0, `strcpy strncpy strcat strncat fgets fgets_unlocked gets memset __strcpy_chk __strncpy_chk
		__strcat_chk __strncat_chk __cxa_begin_catch __cxa_get_exception_ptr`)
	add(mReturnInto, 0, `strchr strrchr strstr strcasestr strpbrk memchr memrchr rawmemchr strchrnul index rindex
		stpcpy stpncpy __stpcpy_chk dirname basename __xpg_basename`)
	add(mReturnArgOrHeap, 1, `realpath getcwd`)
	add(mStatic, 0, `getenv secure_getenv localtime gmtime ctime asctime localtime_r gmtime_r strerror strsignal
		setlocale localeconv nl_langinfo getpwnam getpwuid getgrnam getgrgid getlogin readdir readdir64 ttyname
		tmpnam inet_ntoa gethostbyname getservbyname dlerror dlopen __errno_location __h_errno_location
		__ctype_b_loc __ctype_tolower_loc __ctype_toupper_loc pthread_getspecific`)
	add(mMemcpy, 0, `memcpy memmove __memcpy_chk __memmove_chk`)
	add(mMempcpy, 0, `mempcpy __mempcpy_chk`)
	add(mBcopy, 0, `bcopy`)
	add(mEndPtr, 0, `strtol strtoul strtoll strtoull strtod strtof strtold strtoimax strtoumax
		__strtol_internal __strtoul_internal __strtoll_internal __strtoull_internal __strtod_internal`)
	add(mStrtok, 0, `strtok strtok_r`)
	add(mStrsep, 0, `strsep`)
	add(mQsort, 0, `qsort`)
	add(mQsortR, 0, `qsort_r`)
	add(mBsearch, 0, `bsearch`)
	add(mThread, 0, `pthread_create`)
	add(mAtexit, 0, `atexit`)
	add(mCxaAtexit, 0, `__cxa_atexit on_exit`)
	add(mSignal, 0, `signal bsd_signal sysv_signal`)
	add(mEscape, 0, `__cxa_throw _Unwind_Resume pthread_setspecific`)
}

// HasLibraryModel reports whether calls to the declared function name are
// modelled (an allocation function, an intrinsic, or a libc or C++ runtime
// function of the built-in table) rather than treated as unknown code.
func HasLibraryModel(name string) bool {
	if strings.HasPrefix(name, "llvm.") || ir.ClassifyName(name) != ir.NotLibFunc {
		return true
	}
	_, ok := libModels[name]
	return ok
}

// model generates the constraints of a call of the declared function f:
// args are the actual values (nil in a summary), an their nodes (the
// formals in a summary), result the result node. It returns false when f
// has no model.
func (gen *generator) model(f *llir.Func, inst value.Value, args []value.Value, an []NodeID, result NodeID) bool {
	name := ir.GlobalName(f.GlobalIdent)
	arg := func(i int) NodeID {
		if i < len(an) {
			return an[i]
		}
		return NoNode
	}
	argv := func(i int) value.Value {
		if i < len(args) {
			return args[i]
		}
		return nil
	}
	if strings.HasPrefix(name, "llvm.") {
		gen.intrinsic(name, inst, args, an, result)
		return true
	}
	k := ir.ClassifyName(name)
	switch {
	case k == ir.PosixMemalign:
		gen.emit(Store, arg(0), gen.addrTemp(gen.allocObject(f, inst, args, k)), 0)
		return true
	case k == ir.Realloc || k == ir.ReallocArray:
		gen.emit(AddressOf, result, gen.allocObject(f, inst, args, k), 0)
		gen.emit(Copy, result, arg(0), 0)
		return true
	case k.IsAlloc():
		gen.emit(AddressOf, result, gen.allocObject(f, inst, args, k), 0)
		return true
	case k.IsFree():
		return true
	}
	lm, ok := libModels[name]
	if !ok {
		return false
	}
	switch lm.kind {
	case mNoEffect:
	case mAlloc:
		gen.emit(AddressOf, result, gen.allocObject(f, inst, args, ir.NotLibFunc), 0)
	case mAllocInto:
		gen.emit(Store, arg(lm.arg), gen.addrTemp(gen.allocObject(f, inst, args, ir.NotLibFunc)), 0)
	case mGetline:
		t := gen.addrTemp(gen.allocObject(f, inst, args, ir.NotLibFunc))
		gen.emit(Store, arg(0), t, 0)
	case mReturnArg:
		gen.emit(Copy, result, arg(lm.arg), 0)
	case mReturnInto:
		gen.emit(Gep, result, arg(lm.arg), UnknownOffset)
	case mReturnArgOrHeap:
		gen.emit(Copy, result, arg(lm.arg), 0)
		gen.emit(AddressOf, result, gen.allocObject(f, inst, args, ir.NotLibFunc), 0)
	case mStatic:
		gen.emit(Copy, result, gen.staticObject(name, true), 0)
	case mMemcpy, mMempcpy:
		gen.memcopyArgs(argv(0), argv(1), argv(2), arg(0), arg(1))
		if lm.kind == mMemcpy {
			gen.emit(Copy, result, arg(0), 0)
		} else {
			gen.emit(Gep, result, arg(0), UnknownOffset)
		}
	case mBcopy:
		gen.memcopyArgs(argv(1), argv(0), argv(2), arg(1), arg(0))
	case mEndPtr:
		if arg(1) != NoNode && arg(0) != NoNode {
			t := gen.newTemp(nil)
			gen.emit(Gep, t, arg(0), UnknownOffset)
			gen.emit(Store, arg(1), t, 0)
		}
	case mStrtok:
		// The string is saved in static state and later calls (with
		// null) return pointers into it.
		st := gen.staticObject(name, false)
		gen.emit(Store, st, arg(0), 0)
		if name == "strtok_r" {
			gen.emit(Store, arg(2), arg(0), 0)
			t := gen.newTemp(nil)
			gen.emit(Load, t, arg(2), 0)
			gen.emit(Gep, result, t, UnknownOffset)
		}
		t := gen.newTemp(nil)
		gen.emit(Load, t, st, 0)
		gen.emit(Gep, result, t, UnknownOffset)
		gen.emit(Gep, result, arg(0), UnknownOffset)
	case mStrsep:
		t := gen.newTemp(nil)
		gen.emit(Load, t, arg(0), 0)
		gen.emit(Copy, result, t, 0)
		u := gen.newTemp(nil)
		gen.emit(Gep, u, t, UnknownOffset)
		gen.emit(Store, arg(0), u, 0)
	case mQsort, mQsortR:
		elem := gen.intoTemp(arg(0))
		cargs := []NodeID{elem, elem}
		if lm.kind == mQsortR {
			cargs = append(cargs, arg(4))
		}
		gen.callback(inst, arg(3), cargs, NoNode)
	case mBsearch:
		elem := gen.intoTemp(arg(1))
		gen.callback(inst, arg(4), []NodeID{arg(0), elem}, NoNode)
		gen.emit(Copy, result, elem, 0)
	case mThread:
		r := gen.newTemp(nil)
		gen.callback(inst, arg(2), []NodeID{arg(3)}, r)
		gen.escape(r) // pthread_join hands it back through unknown code
	case mAtexit:
		gen.callback(inst, arg(0), nil, NoNode)
	case mCxaAtexit:
		gen.callback(inst, arg(0), []NodeID{arg(1)}, NoNode)
	case mSignal:
		st := gen.staticObject(name, false)
		gen.callback(inst, arg(1), []NodeID{NoNode}, NoNode)
		gen.emit(Store, st, arg(1), 0)
		gen.emit(Load, result, st, 0)
	case mEscape:
		for _, a := range an {
			gen.escape(a)
		}
	}
	return true
}

// memcopyArgs copies pointers between where dn and sn point, with the
// length and alignments of the actual values when known.
func (gen *generator) memcopyArgs(dv, sv, lv value.Value, dn, sn NodeID) {
	n := int64(-1)
	if lv != nil {
		if k, ok := ir.ConstInt(ir.UnwrapArg(lv)); ok && k >= 0 {
			n = k
		}
	}
	step := int64(1)
	if dv != nil && sv != nil {
		step = min(argAlign(dv), argAlign(sv))
	}
	gen.memcopy(dn, sn, n, step)
}

// intrinsic models a call of an llvm.* intrinsic.
func (gen *generator) intrinsic(name string, inst value.Value, args []value.Value, an []NodeID, result NodeID) {
	arg := func(i int) NodeID {
		if i < len(an) {
			return an[i]
		}
		return NoNode
	}
	switch k := ir.ClassifyName(name); {
	case k == ir.Memcpy || k == ir.Memmove:
		var dv, sv, lv value.Value
		if len(args) >= 3 {
			dv, sv, lv = args[0], args[1], args[2]
		}
		gen.memcopyArgs(dv, sv, lv, arg(0), arg(1))
		return
	case k == ir.Memset:
		return
	case k == ir.NoEffectIntrinsic:
		// llvm.launder.invariant.group returns its argument.
		gen.emit(Copy, result, arg(0), 0)
		return
	}
	switch {
	case strings.HasPrefix(name, "llvm.va_start"):
		if gen.cur != nil {
			gen.emit(Store, arg(0), gen.vaArea(gen.funcInfo(gen.cur)), UnknownOffset)
		}
	case strings.HasPrefix(name, "llvm.va_copy"):
		gen.memcopy(arg(0), arg(1), -1, 1)
	case strings.HasPrefix(name, "llvm.va_end"), strings.HasPrefix(name, "llvm.stacksave"),
		strings.HasPrefix(name, "llvm.stackrestore"), strings.HasPrefix(name, "llvm.objectsize"),
		strings.HasPrefix(name, "llvm.returnaddress"), strings.HasPrefix(name, "llvm.frameaddress"),
		strings.HasPrefix(name, "llvm.eh.typeid.for"):
	case strings.HasPrefix(name, "llvm.threadlocal.address"), strings.HasPrefix(name, "llvm.ssa.copy"),
		strings.HasPrefix(name, "llvm.strip.invariant.group"), strings.HasPrefix(name, "llvm.expect"):
		gen.emit(Copy, result, arg(0), 0)
	case strings.HasPrefix(name, "llvm.masked.load"), strings.HasPrefix(name, "llvm.masked.gather"),
		strings.HasPrefix(name, "llvm.masked.expandload"):
		gen.emit(Load, result, arg(0), UnknownOffset)
		gen.emit(Copy, result, arg(len(an)-1), 0) // the pass-through value
	case strings.HasPrefix(name, "llvm.masked.store"), strings.HasPrefix(name, "llvm.masked.scatter"),
		strings.HasPrefix(name, "llvm.masked.compressstore"):
		gen.emit(Store, arg(1), arg(0), UnknownOffset)
	default:
		// Any other intrinsic is assumed not to write pointers to memory;
		// a result computed from pointer-carrying arguments may point
		// anywhere in their objects (llvm.ptrmask, llvm.umax.i64, ...).
		for _, a := range an {
			gen.emit(Gep, result, a, UnknownOffset)
		}
	}
}

// allocObject returns the heap object of an allocating call (inst
// non-nil) or, in a summary, the single heap object of the function.
func (gen *generator) allocObject(f *llir.Func, inst value.Value, args []value.Value, k ir.LibFunc) NodeID {
	if inst != nil {
		return gen.heapObject(inst, args, k)
	}
	key := "heap:" + f.Ident()
	if id, ok := gen.static[key]; ok {
		return id
	}
	id := gen.newObject(HeapObject, key, nil, nil, 0, nil)
	gen.static[key] = id
	return id
}

// addrTemp returns a temporary pointing to obj.
func (gen *generator) addrTemp(obj NodeID) NodeID {
	t := gen.newTemp(nil)
	gen.emit(AddressOf, t, obj, 0)
	return t
}

// intoTemp returns a temporary pointing anywhere into the objects p points
// to.
func (gen *generator) intoTemp(p NodeID) NodeID {
	if p == NoNode {
		return NoNode
	}
	t := gen.newTemp(nil)
	gen.emit(Gep, t, p, UnknownOffset)
	return t
}

// staticObject returns a pointer to the static storage of library
// function name ("static:getenv"). Storage that belongs to the library (what
// getenv or localtime return) escapes, so that what it contains is unknown;
// the saved state of strtok and signal does not.
func (gen *generator) staticObject(name string, escapes bool) NodeID {
	key := "static:" + name
	if id, ok := gen.static[key]; ok {
		return id
	}
	var ptr NodeID
	gen.moduleLevel(func() {
		obj := gen.newObject(GlobalObject, key, nil, nil, 0, nil)
		ptr = gen.addNode(PointsToNode{Name: "&" + key})
		gen.emit(AddressOf, ptr, obj, 0)
		if escapes {
			gen.escape(ptr)
		}
	})
	gen.static[key] = ptr
	return ptr
}

// callback records a call a library function makes to a function pointer
// it received.
func (gen *generator) callback(inst value.Value, callee NodeID, args []NodeID, result NodeID) {
	if callee == NoNode {
		return
	}
	gen.g.CallSites = append(gen.g.CallSites, &CallSite{Inst: inst, Func: gen.cur, Callee: callee, Args: args, Result: result})
}

// summary generates the constraints of a declared function whose address is
// taken, on its formal nodes: its library model, or the unknown-external
// rule (parameters escape, the result comes from unknown code).
func (gen *generator) summary(fi *FuncInfo) {
	f := fi.Func
	an := append([]NodeID(nil), fi.Params...)
	if fi.VarArgs != NoNode {
		an = append(an, fi.VarArgs)
	}
	if gen.model(f, nil, nil, an, fi.Return) {
		fi.Modelled = true
		return
	}
	gen.externals[f.Name()] = true
	for _, a := range an {
		gen.escape(a)
	}
	gen.fromUnknown(fi.Return)
}
