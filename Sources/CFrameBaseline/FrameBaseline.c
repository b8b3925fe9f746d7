#include "FrameBaseline.h"

#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>

enum { WIDTH_PT = 390, HEIGHT_PT = 844, SCALE = 2, ROWS = 20 };
static const double ROW_HEIGHT = 42, SIDE = 16, TOP = 3, TEXT_WIDTH = 358, FONT_SIZE = 15;

struct FrameBaseline {
  cairo_surface_t *surface;
  PangoContext *context;
  PangoFontDescription *font;
};

void frame_baseline_row_text(int row, int generation, char *buffer, int size) {
  snprintf(buffer, (size_t)size, "Row %d, update %d: a line of sample text that wraps onto a second line", row,
           generation);
}

FrameBaseline *frame_baseline_create(void *font_map) {
  FrameBaseline *baseline = calloc(1, sizeof *baseline);
  baseline->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH_PT * SCALE, HEIGHT_PT * SCALE);
  baseline->context = pango_font_map_create_context((PangoFontMap *)font_map);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(baseline->context, options);
  cairo_font_options_destroy(options);
  pango_context_set_round_glyph_positions(baseline->context, 0);
  pango_cairo_context_set_resolution(baseline->context, 72);
  baseline->font = pango_font_description_from_string("Inter");
  pango_font_description_set_absolute_size(baseline->font, FONT_SIZE * PANGO_SCALE);
  return baseline;
}

void frame_baseline_draw(FrameBaseline *baseline, int generation) {
  cairo_t *cr = cairo_create(baseline->surface);
  cairo_scale(cr, SCALE, SCALE);
  cairo_set_source_rgb(cr, 0.949, 0.949, 0.969);
  cairo_paint(cr);
  char text[160];
  for (int row = 0; row < ROWS; row++) {
    double y = row * ROW_HEIGHT;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_rectangle(cr, 0, y, WIDTH_PT, ROW_HEIGHT);
    cairo_fill(cr);
    frame_baseline_row_text(row, generation, text, sizeof text);
    PangoLayout *layout = pango_layout_new(baseline->context);
    pango_layout_set_font_description(layout, baseline->font);
    pango_layout_set_width(layout, (int)(TEXT_WIDTH * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_text(layout, text, -1);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_move_to(cr, SIDE, y + TOP);
    pango_cairo_update_layout(cr, layout);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
  }
  cairo_destroy(cr);
  cairo_surface_flush(baseline->surface);
}

unsigned int frame_baseline_pixel(FrameBaseline *baseline, int x, int y) {
  unsigned char *data = cairo_image_surface_get_data(baseline->surface);
  int stride = cairo_image_surface_get_stride(baseline->surface);
  return *(unsigned int *)(data + y * stride + x * 4);
}

int frame_baseline_write_png(FrameBaseline *baseline, const char *path) {
  return cairo_surface_write_to_png(baseline->surface, path) == CAIRO_STATUS_SUCCESS ? 0 : 1;
}

void frame_baseline_destroy(FrameBaseline *baseline) {
  pango_font_description_free(baseline->font);
  g_object_unref(baseline->context);
  cairo_surface_destroy(baseline->surface);
  free(baseline);
}
