#ifndef TANDEM_CPANGOCAIRO_SHIM_H
#define TANDEM_CPANGOCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>

/// PangoFcFontMap* from the PangoFontMap* that pango_cairo_font_map_new returns (a GObject cast macro in C).
static inline PangoFcFontMap *tandem_fc_font_map(PangoFontMap *map) { return (PangoFcFontMap *)map; }
/// The GObject unref for any Pango object handed to Swift as an opaque pointer.
static inline void tandem_object_unref(void *object) { g_object_unref(object); }
#endif
