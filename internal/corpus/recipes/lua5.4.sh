# lua5.4: the lua interpreter, src/*.c minus luac.c (the luac compiler has
# its own main). Flags as upstream's "make linux" (without readline).
PKG=lua5.4
DESC='lua interpreter: src/*.c minus luac.c'
FILES=('src/*.c')
EXCLUDE=(src/luac.c)
CFLAGS=(-DLUA_COMPAT_5_3 -DLUA_USE_LINUX)
# Debian's patched luaconf.h includes a header its packaging generates.
prepare() {
	printf '#define DEB_HOST_MULTIARCH "x86_64-linux-gnu"\n' >src/lua5.4-deb-multiarch.h
}
