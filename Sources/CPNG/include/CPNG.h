#ifndef TANDEM_CPNG_H
#define TANDEM_CPNG_H
#include <stddef.h>
#include <stdint.h>

/// Encodes `height` rows of `width` premultiplied native-endian ARGB words (the layout of CAIRO_FORMAT_ARGB32,
/// `stride` bytes apart) as an 8-bit RGBA PNG, un-premultiplied as Cairo's own writer does. `level` is zlib's
/// compression level (0-9); rows use the Sub or Up filter, whichever libpng finds better. Returns 1 and a malloc'd
/// buffer in *out / *out_size (free it with free()), or 0 with libpng's message. keep_alpha: write RGBA even when
/// every pixel is opaque.
int tandem_png_encode(const uint8_t *pixels, int width, int height, size_t stride, int level, int keep_alpha, uint8_t **out,
                      size_t *out_size, char *message, size_t message_size);

#endif
