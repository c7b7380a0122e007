# bzip2: the bzip2 compressor, bzip2.c + the libbz2 sources (as the
# upstream Makefile links it). No configure step.
PKG=bzip2
DESC='bzip2 program: bzip2.c + libbz2 (8 files)'
FILES=(blocksort.c huffman.c crctable.c randtable.c compress.c decompress.c bzlib.c bzip2.c)
CFLAGS=(-D_FILE_OFFSET_BITS=64)
