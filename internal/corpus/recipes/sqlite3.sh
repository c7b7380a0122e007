# sqlite3: the sqlite3 shell, the amalgamation sqlite3.c + shell.c. Debian's
# source package is the full source tree, so prepare generates the
# amalgamation with upstream's Makefile.linux-gcc (no configure; needs
# tclsh from the tcl package and a host C compiler, clang-14 here).
PKG=sqlite3
DESC='sqlite3 shell: amalgamation sqlite3.c + shell.c'
FILES=(bld/sqlite3.c bld/shell.c)
CFLAGS=(-Ibld -DSQLITE_THREADSAFE=1 -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_RTREE
	-DSQLITE_ENABLE_MATH_FUNCTIONS -DSQLITE_ENABLE_DBSTAT_VTAB -DSQLITE_ENABLE_COLUMN_METADATA
	-DHAVE_USLEEP=1 -DHAVE_LOCALTIME_R=1 -DHAVE_GMTIME_R=1)
prepare() {
	command -v tclsh >/dev/null || { echo "sqlite3 recipe: needs tclsh (apt-get install tcl)" >&2; return 1; }
	mkdir -p bld
	(cd bld && make -s -f ../Makefile.linux-gcc TOP=.. TCLSH_CMD=tclsh BCC="${CLANG14:-clang-14} -O1" sqlite3.c shell.c >/dev/null)
}
