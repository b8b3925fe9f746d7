#ifndef TANDEM_CJPEG_H
#define TANDEM_CJPEG_H
#include <stddef.h>
#include <stdint.h>

/// A decoded JPEG: `pixels` holds width*height 32-bit native-endian ARGB words (alpha 0xFF), the layout of
/// CAIRO_FORMAT_ARGB32; release it with tandem_jpeg_free.
typedef struct {
  int width;
  int height;
  uint32_t *pixels;
} tandem_jpeg_image;

/// The largest width or height decoded (Cairo's image surfaces stop there).
#define TANDEM_JPEG_MAX_SIDE 32767
/// The most pixels one byte of JPEG data is taken to code: a uniform 8x8 block costs a few bits, so even flat
/// images stay far below this; headers claiming more are refused before anything is allocated.
#define TANDEM_JPEG_MAX_PIXELS_PER_BYTE 2048.0

/// Decodes a baseline or progressive JPEG. Returns 1 on success; on failure returns 0 and writes libjpeg's
/// message into `message`. A truncated file is a failure (libjpeg only warns and pads it with gray).
int tandem_jpeg_decode(const uint8_t *data, size_t size, tandem_jpeg_image *out, char *message,
                       size_t message_size);

/// Frees the pixels of an image decoded by tandem_jpeg_decode.
void tandem_jpeg_free(tandem_jpeg_image *image);

/// Encodes width*height native-endian ARGB words (alpha ignored; premultiplied pixels should be composited on a
/// background first) as a baseline JPEG of `quality` 0–100. Returns 1 and a malloc'd buffer in *out / *out_size
/// (free it with free()), or 0 with libjpeg's message.
int tandem_jpeg_encode(const uint32_t *pixels, int width, int height, int quality, uint8_t **out,
                       size_t *out_size, char *message, size_t message_size);
#endif
