# brotli: the brotli command-line tool, c/tools/brotli.c + the common,
# decoder and encoder libraries. No configure step.
PKG=brotli
DESC='brotli program: c/tools/brotli.c + c/{common,dec,enc}/*.c'
FILES=('c/common/*.c' 'c/dec/*.c' 'c/enc/*.c' c/tools/brotli.c)
CFLAGS=(-Ic/include)
