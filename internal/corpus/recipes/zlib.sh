# zlib: the minigzip program, test/minigzip.c + the zlib library sources.
# zconf.h ships in the tarball; no configure step.
PKG=zlib
DESC='minigzip: test/minigzip.c + zlib (16 files)'
FILES=(adler32.c compress.c crc32.c deflate.c gzclose.c gzlib.c gzread.c gzwrite.c
	infback.c inffast.c inflate.c inftrees.c trees.c uncompr.c zutil.c test/minigzip.c)
CFLAGS=(-I. -D_LARGEFILE64_SOURCE=1 -DHAVE_HIDDEN)
