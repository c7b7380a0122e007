# libdeflate: its gzip/gunzip program, programs/gzip.c + prog_util.c +
# tgetopt.c + the library (lib/*.c, lib/x86/cpu_features.c). No configure.
PKG=libdeflate
DESC='libdeflate-gzip: programs/gzip.c + prog_util.c + tgetopt.c + lib'
FILES=('lib/*.c' lib/x86/cpu_features.c programs/gzip.c programs/prog_util.c programs/tgetopt.c)
CFLAGS=(-I. -D_FILE_OFFSET_BITS=64 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE)
