# mujs: the mujs JavaScript interpreter, one.c (upstream's amalgamation of
# the js*.c, regexp.c and utf.c files) + main.c. No configure step.
PKG=mujs
DESC='mujs JavaScript interpreter: one.c + main.c'
FILES=(one.c main.c)
CFLAGS=()
