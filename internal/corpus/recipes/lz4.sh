# lz4: the lz4 command-line program, programs/*.c + lib/*.c (as
# programs/Makefile builds it). No configure step.
PKG=lz4
DESC='lz4 program: programs/*.c + lib/*.c'
FILES=('lib/*.c' programs/bench.c programs/datagen.c programs/lz4cli.c programs/lz4io.c)
CFLAGS=(-Ilib -DXXH_NAMESPACE=LZ4_ -D_FILE_OFFSET_BITS=64)
