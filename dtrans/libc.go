package dtrans

import "strings"

// cLibrary holds the functions of the C standard library and of POSIX (as
// glibc names them, large-file "64" variants and the __isoc99_ scanf
// family included). A module that calls them is still a whole program:
// they are the C implementation, not program code, and they do not know
// the program's structure types. What they receive is still flagged where
// it is passed (AddressTaken, FieldAddressTaken: a type whose objects go
// to fwrite or qsort must not change layout), and functions whose address
// they receive (qsort's comparator, pthread_create's start routine,
// atexit's handler) are entry points whose parameters have an unknown
// origin. Any other external function might reach the program's types
// through the pointers it gets and makes the module not a whole program.
var cLibrary = func() map[string]bool {
	m := make(map[string]bool)
	for _, group := range []string{
		// stdio.h
		`fopen freopen fclose fflush setbuf setvbuf fprintf printf sprintf snprintf vfprintf vprintf
		vsprintf vsnprintf fscanf scanf sscanf vfscanf vscanf vsscanf fgetc fgets fputc fputs getc
		getchar putc putchar puts ungetc fread fwrite fgetpos fseek fsetpos ftell rewind clearerr feof
		ferror perror remove rename tmpfile tmpnam fdopen fileno popen pclose fseeko ftello getline
		getdelim dprintf flockfile funlockfile ftrylockfile getc_unlocked putc_unlocked
		getchar_unlocked putchar_unlocked fmemopen open_memstream __uflow __overflow`,
		// stdlib.h
		`atof atoi atol atoll strtod strtof strtold strtol strtoll strtoul strtoull rand srand random
		srandom abort atexit at_quick_exit exit _Exit quick_exit getenv setenv unsetenv putenv system
		bsearch qsort abs labs llabs div ldiv lldiv mblen mbtowc wctomb mbstowcs wcstombs mkstemp
		mkdtemp mktemp realpath secure_getenv`,
		// string.h, strings.h
		`memchr memcmp memcpy memmove memset strcat strncat strchr strrchr strcmp strncmp strcoll
		strcpy strncpy strcspn strspn strpbrk strstr strtok strtok_r strerror strerror_r strlen
		strnlen strxfrm bcmp bcopy bzero strcasecmp strncasecmp memrchr stpcpy stpncpy strsep`,
		// ctype.h, locale.h, math via errno, time.h
		`isalnum isalpha isblank iscntrl isdigit isgraph islower isprint ispunct isspace isupper
		isxdigit tolower toupper __ctype_b_loc __ctype_tolower_loc __ctype_toupper_loc setlocale
		localeconv __errno_location clock time difftime mktime strftime gmtime gmtime_r localtime
		localtime_r asctime ctime clock_gettime clock_getres gettimeofday nanosleep tzset`,
		// setjmp.h, signal.h, assert.h, stack protector
		`setjmp _setjmp __sigsetjmp sigsetjmp longjmp _longjmp siglongjmp signal raise sigaction
		sigemptyset sigfillset sigaddset sigdelset sigprocmask __assert_fail __stack_chk_fail`,
		// unistd.h, fcntl.h, sys/stat.h, sys/time.h, utime.h, dirent.h, sys/mman.h
		`access chdir close dup dup2 execv execvp fork fsync fdatasync ftruncate getcwd getpid getppid
		getuid geteuid getgid isatty link lseek pipe read readlink rmdir sleep symlink sysconf
		truncate unlink usleep write open openat creat fcntl stat fstat lstat fstatat chmod fchmod
		chown fchown mkdir umask utime utimes futimes futimens utimensat opendir readdir closedir
		rewinddir mmap munmap mremap msync madvise getrusage uname waitpid kill`,
		// dlfcn.h, pthread.h
		`dlopen dlsym dlclose dlerror pthread_create pthread_join pthread_detach pthread_self
		pthread_mutex_init pthread_mutex_destroy pthread_mutex_lock pthread_mutex_trylock
		pthread_mutex_unlock pthread_mutexattr_init pthread_mutexattr_destroy
		pthread_mutexattr_settype pthread_cond_init pthread_cond_destroy pthread_cond_wait
		pthread_cond_signal pthread_cond_broadcast pthread_once pthread_key_create
		pthread_getspecific pthread_setspecific`,
	} {
		for _, name := range strings.Fields(group) {
			m[name] = true
		}
	}
	return m
}()

// isCLibrary reports whether an external function is one of cLibrary,
// under its own name or a glibc alias of it: the large-file variants
// (fopen64, stat64, readdir64), the C99 scanf family (__isoc99_sscanf) and
// the fortified ones (__printf_chk).
func isCLibrary(name string) bool {
	if cLibrary[name] {
		return true
	}
	if n, ok := strings.CutPrefix(name, "__isoc99_"); ok && cLibrary[n] {
		return true
	}
	if n, ok := strings.CutSuffix(name, "64"); ok && cLibrary[n] {
		return true
	}
	if n, ok := strings.CutSuffix(name, "_chk"); ok && strings.HasPrefix(n, "__") && cLibrary[n[2:]] {
		return true
	}
	return false
}

// cParam is a pointer parameter of a C library function and the C
// library structure it points to.
type cParam struct {
	idx  int
	name string // the structure's LLVM name
}

// cStructParams lists the C library functions whose pointer parameters
// point to a structure of the C library (time.h's struct timespec): the
// function uses the memory its argument points to as that structure,
// whatever type the caller's slot has. LLVM 14's instcombine retypes a
// local `struct timespec t` whose two fields the SLP vectorizer stores
// with one <2 x i64> store as a <2 x i64> slot, which only a cast to
// the parameter's type says is a timespec, and opaque IR has no cast.
var cStructParams = map[string][]cParam{
	"nanosleep":     {{0, "%struct.timespec"}, {1, "%struct.timespec"}},
	"clock_gettime": {{1, "%struct.timespec"}},
	"clock_getres":  {{1, "%struct.timespec"}},
}
