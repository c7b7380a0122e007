/* C struct shapes whose LLVM layouts the DataLayout tests check against
 * LLVM (see gen.sh). Every type gets a zero-initialised global so that clang
 * emits its definition. */
#include <stddef.h>

typedef void (*fnptr)(int);
enum color { RED, GREEN, BLUE };
enum big { SMALL = 1, LARGE = 0x100000000LL };

struct s01_empty_ish { char c; };
struct s02_pad { char c; int i; };
struct s03_tailpad { int i; char c; };
struct s04_mixed { char a; short b; char c; long d; char e; };
struct s05_double { char c; double d; };
struct s06_longlong { char c; long long ll; };
struct s07_longdouble { char c; long double ld; };
struct s08_ptrs { char c; void *p; int *q; struct s08_ptrs *next; };
struct s09_fnptr { fnptr f; char c; void (*g)(void); };
struct s10_enum { enum color c; char x; enum big b; };
struct s11_chars { char name[13]; int id; };
struct s12_nested { struct s02_pad a; char b; struct s03_tailpad c; };
struct s13_nested_arr { struct s02_pad a[3]; char c; };
struct s14_matrix { short m[3][5]; char c; double d[2][2]; };
struct s15_flex { int n; double d[]; };
struct s16_flex_char { short n; char data[]; };
struct s17_packed { char c; int i; short s; } __attribute__((packed));
struct s18_packed_nested { char c; struct s02_pad p; } __attribute__((packed));
struct s19_contains_packed { char c; struct s17_packed p; int i; };
struct s20_aligned16 { char c; } __attribute__((aligned(16)));
struct s21_aligned_member { char c; int i __attribute__((aligned(32))); };
struct s22_contains_aligned { char c; struct s20_aligned16 a; char d; };
struct s23_bitfields { unsigned a : 3; unsigned b : 5; unsigned c : 10; };
struct s24_bitfields_mixed { char c; unsigned a : 4; unsigned b : 20; short s; };
struct s25_bitfield_wide { unsigned long long a : 40; unsigned long long b : 30; };
struct s26_bitfield_zero { int a : 3; int : 0; int b : 2; };
struct s27_bitfield_odd { unsigned a : 7; unsigned b : 17; char c; };
union u28_basic { char c; int i; double d; };
union u29_array { char buf[7]; short s; };
struct s30_union_member { char c; union u28_basic u; char d; };
union u31_struct_member { struct s02_pad a; struct s05_double b; };
struct s32_complex { char c; _Complex double z; _Complex float f; };
struct s33_complex_ld { char c; _Complex long double z; };
typedef int v4si __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
typedef char v32qi __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
struct s34_vectors { char c; v4si v; v4hi h; };
struct s35_vector_big { char c; v32qi q; v4df d; };
typedef float float3 __attribute__((ext_vector_type(3)));
typedef int int5 __attribute__((ext_vector_type(5)));
typedef char char3 __attribute__((ext_vector_type(3)));
struct s36_ext_vectors { char c; float3 f; int5 i; char3 ch; };
struct s37_many_small { char a, b, c, d, e, f, g; };
struct s38_shorts { short a; char b; short c; };
struct s39_float_mix { float f; double d; float g; };
struct s40_deep { struct { struct { char c; long l; } in; int x; } mid; char tail; };
struct s41_array_of_ptrs { void *p[5]; char c; };
struct s42_self_list { int v; struct s42_self_list *next, *prev; };
struct s43_mutual_a;
struct s43_mutual_b { struct s43_mutual_a *a; char c; };
struct s43_mutual_a { struct s43_mutual_b b; double d; };
struct s44_bool { _Bool b; int i; _Bool c; };
struct s45_size_t { size_t n; char c; ptrdiff_t d; };
struct s46_longs { long a; char b; unsigned long c; };
struct s47_packed_aligned { char c; int i; } __attribute__((packed, aligned(4)));
struct s48_unions_arr { union u29_array u[3]; char c; };
struct s49_pointer_arr2d { char *tbl[2][3]; short s; };
struct s50_float_arr { float f[3]; char c; };
#ifdef __SIZEOF_INT128__
struct s51_int128 { char c; __int128 i; };
struct s52_int128_mix { __int128 a; char b; unsigned __int128 c[2]; };
#endif
struct s53_wchar { char c; __WCHAR_TYPE__ w; };
#ifdef __FLT16_MAX__
struct s54_half { char c; _Float16 h; };
#endif
struct s55_bitint { char c; _BitInt(33) x; _BitInt(24) y; _BitInt(7) z; _BitInt(128) w; };

struct s01_empty_ish g01; struct s02_pad g02; struct s03_tailpad g03;
struct s04_mixed g04; struct s05_double g05; struct s06_longlong g06;
struct s07_longdouble g07; struct s08_ptrs g08; struct s09_fnptr g09;
struct s10_enum g10; struct s11_chars g11; struct s12_nested g12;
struct s13_nested_arr g13; struct s14_matrix g14; struct s15_flex g15;
struct s16_flex_char g16; struct s17_packed g17; struct s18_packed_nested g18;
struct s19_contains_packed g19; struct s20_aligned16 g20;
struct s21_aligned_member g21; struct s22_contains_aligned g22;
struct s23_bitfields g23; struct s24_bitfields_mixed g24;
struct s25_bitfield_wide g25; struct s26_bitfield_zero g26;
struct s27_bitfield_odd g27; union u28_basic g28; union u29_array g29;
struct s30_union_member g30; union u31_struct_member g31;
struct s32_complex g32; struct s33_complex_ld g33; struct s34_vectors g34;
struct s35_vector_big g35; struct s36_ext_vectors g36;
struct s37_many_small g37; struct s38_shorts g38; struct s39_float_mix g39;
struct s40_deep g40; struct s41_array_of_ptrs g41; struct s42_self_list g42;
struct s43_mutual_a g43; struct s44_bool g44; struct s45_size_t g45;
struct s46_longs g46; struct s47_packed_aligned g47;
struct s48_unions_arr g48; struct s49_pointer_arr2d g49;
struct s50_float_arr g50;
#ifdef __SIZEOF_INT128__
struct s51_int128 g51; struct s52_int128_mix g52;
#endif
struct s53_wchar g53;
#ifdef __FLT16_MAX__
struct s54_half g54;
#endif
struct s55_bitint g55;
