// A structure declared without a C tag (`typedef struct { ... } Image;`,
// libpng's png_image), of scalar members, whose last may be an array,
// that clang 19 at -O2 does not define (it reaches it only through byte
// offsets) and that no structure of the module contains: its TBAA node
// has no name and describes no structure of the module. It is rebuilt
// from TBAA, as a node without a name is when it is a member of a
// structure being rebuilt, so that the tags of its accesses name it:
// here a void * field holds an Image or a Params (libpng's error_ptr, a
// png_image of the simplified API or pngtest's error parameters), one
// memory used as two structures, BadCasting for both, as typed IR's
// getelementptr on the Image says; without the rebuilt Image, clang 19's
// module saw only Params there, and allowed what typed IR forbids.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  void *opaque;
  int width;
  int height;
  int flags;
  int warning;
  char message[16];
} Image;

struct Params {
  const char *file;
  long count;
};

struct Handle {
  void *error_ptr;
  int state;
};

__attribute__((noinline)) static void set_error(struct Handle *h, void *p) {
  h->error_ptr = p;
}

__attribute__((noinline)) static void image_error(struct Handle *h, const char *m) {
  Image *image = h->error_ptr;
  if (image) {
    image->flags |= 2;
    image->warning = m[0];
    image->message[0] = m[1];
  }
}

__attribute__((noinline)) static void test_error(struct Handle *h) {
  struct Params *p = h->error_ptr;
  if (p && p->file)
    printf("%s %ld\n", p->file, p->count);
}

int main(int argc, char **argv) {
  struct Handle *h = malloc(sizeof(struct Handle));
  if (!h)
    return 1;
  struct Params params = {argv[0], argc};
  Image *image = calloc(1, sizeof(Image));
  if (!image)
    return 1;
  image->width = argc;
  if (argc > 1) {
    set_error(h, image);
    image_error(h, "ab");
  } else {
    set_error(h, &params);
    test_error(h);
  }
  int r = image->flags + image->warning;
  free(image);
  free(h);
  return r;
}

// dtrans: %struct.Params has=BadCasting,UnsafePointerStore,AmbiguousPointerTarget lacks=BadPtrManipulation,MismatchedElementAccess
