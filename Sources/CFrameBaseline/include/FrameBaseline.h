#ifndef TANDEM_FRAME_BASELINE_H
#define TANDEM_FRAME_BASELINE_H

/// The raw Cairo + Pango baseline of tandem-bench: a 780×1688 pixel frame (390×844 pt at 2×) of 20 rows of
/// wrapped text, drawn directly with Cairo and Pango, with the same fonts and font options as Tandem's text.
typedef struct FrameBaseline FrameBaseline;

/// A surface and a Pango context on `font_map` (a PangoFontMap *): the cold part of a frame.
FrameBaseline *frame_baseline_create(void *font_map);
/// Draws a whole frame: background, then 20 white rows 42 pt tall, each with a fresh layout of its text for
/// `generation` (Inter 15 pt, 3 pt from the row's top, 16 pt from its leading edge), wrapped at 358 pt.
void frame_baseline_draw(FrameBaseline *baseline, int generation);
/// The frame's pixel at (x, y) as 0xAARRGGBB (so a run can be checked for having drawn).
unsigned int frame_baseline_pixel(FrameBaseline *baseline, int x, int y);
/// Writes the frame as a PNG (to look at what the baseline draws); returns 0 on success.
int frame_baseline_write_png(FrameBaseline *baseline, const char *path);
void frame_baseline_destroy(FrameBaseline *baseline);

/// The text of row `row` in generation `generation`, shared with the Tandem cases (written into `buffer`).
void frame_baseline_row_text(int row, int generation, char *buffer, int size);

#endif
