# pcre2: the pcre2grep program, src/pcre2grep.c + the 8-bit library (no
# JIT, Unicode on). The configure step is replaced by upstream's generic
# files (config.h.generic, pcre2.h.generic, pcre2_chartables.c.dist) and
# the -D flags below.
PKG=pcre2
DESC='pcre2grep: src/pcre2grep.c + libpcre2-8'
FILES=(src/pcre2_auto_possess.c src/pcre2_chartables.c src/pcre2_compile.c src/pcre2_config.c
	src/pcre2_context.c src/pcre2_convert.c src/pcre2_dfa_match.c src/pcre2_error.c
	src/pcre2_extuni.c src/pcre2_find_bracket.c src/pcre2_jit_compile.c src/pcre2_maketables.c
	src/pcre2_match.c src/pcre2_match_data.c src/pcre2_newline.c src/pcre2_ord2utf.c
	src/pcre2_pattern_info.c src/pcre2_script_run.c src/pcre2_serialize.c
	src/pcre2_string_utils.c src/pcre2_study.c src/pcre2_substitute.c src/pcre2_substring.c
	src/pcre2_tables.c src/pcre2_ucd.c src/pcre2_valid_utf.c src/pcre2_xclass.c src/pcre2grep.c)
CFLAGS=(-Isrc -DHAVE_CONFIG_H -DPCRE2_CODE_UNIT_WIDTH=8 -DSUPPORT_PCRE2_8 -DSUPPORT_UNICODE
	-DHAVE_UNISTD_H -DHAVE_DIRENT_H -DHAVE_SYS_STAT_H -DHAVE_SYS_TYPES_H -DHAVE_STRERROR
	-DHAVE_MEMMOVE -DHAVE_INTTYPES_H -DHAVE_STDINT_H)
prepare() {
	cp src/config.h.generic src/config.h
	cp src/pcre2.h.generic src/pcre2.h
	cp src/pcre2_chartables.c.dist src/pcre2_chartables.c
}
