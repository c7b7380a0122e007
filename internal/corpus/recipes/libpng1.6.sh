# libpng1.6: the pngtest program, pngtest.c + the libpng sources + the zlib
# library sources it calls (from Debian's zlib source package, fetched
# beside it), so the module is the whole program. The configure step is
# replaced by upstream's scripts/pnglibconf.h.prebuilt.
PKG=libpng1.6
DESC='pngtest: pngtest.c + libpng + zlib'
ZLIBDIR=$(fetch zlib)
FILES=(png.c pngerror.c pngget.c pngmem.c pngpread.c pngread.c pngrio.c pngrtran.c
	pngrutil.c pngset.c pngtrans.c pngwio.c pngwrite.c pngwtran.c pngwutil.c pngtest.c)
for f in adler32.c compress.c crc32.c deflate.c gzclose.c gzlib.c gzread.c gzwrite.c \
	infback.c inffast.c inflate.c inftrees.c trees.c uncompr.c zutil.c; do
	FILES+=("../${ZLIBDIR##*/}/$f")
done
CFLAGS=(-I. -I"$ZLIBDIR" -D_LARGEFILE64_SOURCE=1 -DHAVE_HIDDEN)
prepare() {
	cp scripts/pnglibconf.h.prebuilt pnglibconf.h
}
