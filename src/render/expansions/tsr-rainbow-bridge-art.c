/* tsr-rainbow-bridge-art.c: the Rainbow Bridge, six bands of light
 *
 * Bands of colour instead of planks, so that it never looks like an
 * ordinary bridge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "expansions/tsr-rainbow-bridge.h"
#include "tsr-builtin-art.h"
#include "tsr-tile-art.h"

static void
draw_rainbow (cairo_t *cr,
              TsrAxis  axis)
{
  static const double bands[][3] = {
    { 0.89, 0.16, 0.16 }, { 0.98, 0.55, 0.10 }, { 0.98, 0.86, 0.15 },
    { 0.25, 0.70, 0.25 }, { 0.20, 0.45, 0.88 }, { 0.50, 0.25, 0.70 },
  };
  double band = TSR_TILE_ART_ROAD_WIDTH * 1.4 / G_N_ELEMENTS (bands);

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_width (cr, band * G_N_ELEMENTS (bands) + 0.02);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.8);
  tsr_tile_art_span_path (cr, axis);
  cairo_stroke (cr);
  cairo_set_line_width (cr, band);
  for (guint i = 0; i < G_N_ELEMENTS (bands); i++)
    {
      double offset = (i - (G_N_ELEMENTS (bands) - 1) / 2.0) * band;

      cairo_save (cr);
      cairo_translate (cr, axis == TSR_AXIS_NS ? offset : 0, axis == TSR_AXIS_NS ? 0 : offset);
      tsr_tile_art_span_path (cr, axis);
      cairo_set_source_rgba (cr, bands[i][0], bands[i][1], bands[i][2], 0.9);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  cairo_restore (cr);
}

static gboolean
rainbow_draw_span (cairo_t *cr,
                   TsrAxis  axis,
                   guint    flags)
{
  if (flags != TSR_RAINBOW_SPAN)
    return FALSE;

  draw_rainbow (cr, axis);
  return TRUE;
}

static gboolean
rainbow_draw_piece (cairo_t    *cr,
                    const char *name)
{
  if (!g_str_has_prefix (name, "rainbow-bridge-"))
    return FALSE;

  cairo_translate (cr, -0.5, -0.5);
  draw_rainbow (cr, g_str_has_suffix (name, "-ns") ? TSR_AXIS_NS : TSR_AXIS_EW);
  return TRUE;
}

const TsrArtDecl tsr_rainbow_bridge_art = {
  .module = "rainbow-bridge",
  .draw_span = rainbow_draw_span,
  .draw_piece = rainbow_draw_piece,
};
