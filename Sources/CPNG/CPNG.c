#include "CPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  uint8_t *data;
  size_t size;
  size_t capacity;
  int failed;
} sink;

static void write_bytes(png_structp png, png_bytep bytes, png_size_t length) {
  sink *out = png_get_io_ptr(png);
  if (out->failed) return;
  if (out->size + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->size + length) capacity *= 2;
    uint8_t *grown = realloc(out->data, capacity);
    if (!grown) {
      out->failed = 1;
      png_error(png, "out of memory");
    }
    out->data = grown;
    out->capacity = capacity;
  }
  memcpy(out->data + out->size, bytes, length);
  out->size += length;
}

static void flush_bytes(png_structp png) { (void)png; }

typedef struct {
  char *message;
  size_t size;
} error_text;

static void on_error(png_structp png, png_const_charp text) {
  error_text *error = png_get_error_ptr(png);
  if (error && error->message && error->size) {
    strncpy(error->message, text, error->size - 1);
    error->message[error->size - 1] = 0;
  }
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

/// Opaque ARGB words to RGB bytes.
static void opaque_row(const uint32_t *in, uint8_t *out, int width) {
  for (int x = 0; x < width; x++) {
    uint32_t word = in[x];
    out[3 * x] = (word >> 16) & 0xFF;
    out[3 * x + 1] = (word >> 8) & 0xFF;
    out[3 * x + 2] = word & 0xFF;
  }
}

/// Premultiplied ARGB words to straight RGBA bytes (the rounding of Cairo's writer: (c * 255 + a / 2) / a).
static void unpremultiply_row(const uint32_t *in, uint8_t *out, int width) {
  for (int x = 0; x < width; x++) {
    uint32_t word = in[x];
    uint32_t a = word >> 24;
    uint8_t *px = out + 4 * x;
    if (a == 0) {
      px[0] = px[1] = px[2] = px[3] = 0;
    } else if (a == 255) {
      px[0] = (word >> 16) & 0xFF;
      px[1] = (word >> 8) & 0xFF;
      px[2] = word & 0xFF;
      px[3] = 255;
    } else {
      px[0] = (((word >> 16) & 0xFF) * 255 + a / 2) / a;
      px[1] = (((word >> 8) & 0xFF) * 255 + a / 2) / a;
      px[2] = ((word & 0xFF) * 255 + a / 2) / a;
      px[3] = a;
    }
  }
}

int tandem_png_encode(const uint8_t *pixels, int width, int height, size_t stride, int level, int keep_alpha,
                      uint8_t **out, size_t *out_size, char *message, size_t message_size) {
  error_text error = {message, message_size};
  sink output = {0};
  uint8_t *volatile row = NULL;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &error, on_error, on_warning);
  if (!png) {
    if (message && message_size) snprintf(message, message_size, "libpng could not start");
    return 0;
  }
  png_infop info = png_create_info_struct(png);
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    free(row);
    free(output.data);
    return 0;
  }
  row = malloc((size_t)(width > 0 ? width : 1) * 4);
  if (!row) png_error(png, "out of memory");
  png_set_write_fn(png, &output, write_bytes, flush_bytes);
  // Opaque images are written without alpha, as Cairo does (unless alpha is to be kept: the frames of an
  // animated PNG share one header).
  int opaque = !keep_alpha;
  for (int y = 0; y < height && opaque; y++) {
    const uint32_t *words = (const uint32_t *)(pixels + (size_t)y * stride);
    for (int x = 0; x < width; x++) {
      if ((words[x] >> 24) != 0xFF) {
        opaque = 0;
        break;
      }
    }
  }
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB | PNG_FILTER_UP);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    const uint32_t *words = (const uint32_t *)(pixels + (size_t)y * stride);
    if (opaque) {
      opaque_row(words, row, width);
    } else {
      unpremultiply_row(words, row, width);
    }
    png_write_row(png, row);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  *out = output.data;
  *out_size = output.size;
  return 1;
}
