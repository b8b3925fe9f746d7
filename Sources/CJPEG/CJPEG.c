#include "CJPEG.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char *message;
  size_t message_size;
} tandem_error_mgr;

static void tandem_record(j_common_ptr info) {
  tandem_error_mgr *err = (tandem_error_mgr *)info->err;
  if (err->message && err->message_size > 0) {
    char buffer[JMSG_LENGTH_MAX];
    err->base.format_message(info, buffer);
    snprintf(err->message, err->message_size, "%s", buffer);
  }
}

/* libjpeg's default error_exit prints and calls exit(); jump back to the caller instead. */
static void tandem_error_exit(j_common_ptr info) {
  tandem_error_mgr *err = (tandem_error_mgr *)info->err;
  tandem_record(info);
  longjmp(err->jump, 1);
}

/* Warnings go nowhere, except a premature end of data, which is an error here. */
static void tandem_emit_message(j_common_ptr info, int level) {
  if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) {
    tandem_error_exit(info);
  }
}

static void tandem_output_message(j_common_ptr info) { (void)info; }

/* Sets up an error manager that reports into `message` and jumps back instead of exiting. */
static struct jpeg_error_mgr *tandem_error_mgr_init(tandem_error_mgr *err, char *message, size_t message_size) {
  struct jpeg_error_mgr *base = jpeg_std_error(&err->base);
  base->error_exit = tandem_error_exit;
  base->emit_message = tandem_emit_message;
  base->output_message = tandem_output_message;
  err->message = message;
  err->message_size = message_size;
  return base;
}

int tandem_jpeg_decode(const uint8_t *data, size_t size, tandem_jpeg_image *out, char *message,
                       size_t message_size) {
  struct jpeg_decompress_struct info;
  tandem_error_mgr err;
  uint32_t *volatile pixels = NULL;
  JSAMPLE *volatile row = NULL;
  memset(out, 0, sizeof(*out));
  if (message && message_size) message[0] = 0;
  if (size == 0) {
    if (message && message_size) snprintf(message, message_size, "empty JPEG data");
    return 0;
  }

  info.err = tandem_error_mgr_init(&err, message, message_size);
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&info);
    free(pixels);
    free(row);
    return 0;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, (const unsigned char *)data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  /* Refuse what cannot be held (Cairo surfaces stop at 32767 pixels a side) and headers that claim far more pixels
     than the data could code (a decompression bomb), before libjpeg allocates for them. */
  if (info.image_width > TANDEM_JPEG_MAX_SIDE || info.image_height > TANDEM_JPEG_MAX_SIDE) {
    if (message && message_size)
      snprintf(message, message_size, "the image is %ux%u pixels; at most %dx%d can be decoded",
               (unsigned)info.image_width, (unsigned)info.image_height, TANDEM_JPEG_MAX_SIDE, TANDEM_JPEG_MAX_SIDE);
    longjmp(err.jump, 1);
  }
  if ((double)info.image_width * (double)info.image_height > (double)size * TANDEM_JPEG_MAX_PIXELS_PER_BYTE) {
    if (message && message_size)
      snprintf(message, message_size,
               "the header claims %ux%u pixels, more than %zu bytes of JPEG data can hold (a damaged or hostile file)",
               (unsigned)info.image_width, (unsigned)info.image_height, size);
    longjmp(err.jump, 1);
  }
  int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
  jpeg_start_decompress(&info);

  int width = (int)info.output_width, height = (int)info.output_height;
  pixels = malloc((size_t)width * (size_t)height * 4);
  row = malloc((size_t)width * 4);
  if (!pixels || !row) {
    if (message && message_size) snprintf(message, message_size, "out of memory for %dx%d JPEG", width, height);
    longjmp(err.jump, 1);
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW rows[1] = {row};
    int y = (int)info.output_scanline;
    jpeg_read_scanlines(&info, rows, 1);
    uint32_t *dest = pixels + (size_t)y * (size_t)width;
    for (int x = 0; x < width; x++) {
      const JSAMPLE *p = row + x * 4;
      uint32_t r, g, b;
      if (cmyk) {
        /* Adobe writes inverted CMYK: each channel is already 255 - ink. */
        uint32_t k = p[3];
        r = p[0] * k / 255; g = p[1] * k / 255; b = p[2] * k / 255;
      } else {
        b = p[0]; g = p[1]; r = p[2];
      }
      dest[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
    }
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  free(row);
  out->width = width;
  out->height = height;
  out->pixels = pixels;
  return 1;
}

void tandem_jpeg_free(tandem_jpeg_image *image) {
  free(image->pixels);
  image->pixels = NULL;
}

int tandem_jpeg_encode(const uint32_t *pixels, int width, int height, int quality, uint8_t **out,
                       size_t *out_size, char *message, size_t message_size) {
  struct jpeg_compress_struct info;
  tandem_error_mgr err;
  unsigned char *volatile buffer = NULL;
  unsigned long size = 0;
  JSAMPLE *volatile row = NULL;
  *out = NULL;
  *out_size = 0;
  info.err = tandem_error_mgr_init(&err, message, message_size);
  if (setjmp(err.jump)) {
    jpeg_destroy_compress(&info);
    free(buffer);
    free(row);
    return 0;
  }
  jpeg_create_compress(&info);
  unsigned char *dest = NULL;
  jpeg_mem_dest(&info, &dest, &size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  jpeg_start_compress(&info, TRUE);
  row = malloc((size_t)width * 3);
  while (info.next_scanline < info.image_height) {
    const uint32_t *src = pixels + (size_t)info.next_scanline * (size_t)width;
    for (int x = 0; x < width; x++) {
      row[x * 3] = (JSAMPLE)((src[x] >> 16) & 0xFF);
      row[x * 3 + 1] = (JSAMPLE)((src[x] >> 8) & 0xFF);
      row[x * 3 + 2] = (JSAMPLE)(src[x] & 0xFF);
    }
    JSAMPROW rows[1] = {row};
    jpeg_write_scanlines(&info, rows, 1);
  }
  jpeg_finish_compress(&info);
  buffer = dest;
  jpeg_destroy_compress(&info);
  free(row);
  *out = buffer;
  *out_size = size;
  return 1;
}
