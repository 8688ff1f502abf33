/* tsr-bridges-art.c: a bridge of planks across a tile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-builtin-art.h"
#include "tsr-tile-art.h"

static void
draw_bridge (cairo_t *cr,
             TsrAxis  axis)
{
  static const double planks[] = { 0.55, 0.36, 0.20 };
  static const double rails[] = { 0.30, 0.18, 0.08 };

  tsr_tile_art_span_path (cr, axis);
  tsr_tile_art_stroke (cr, TSR_TILE_ART_ROAD_WIDTH * 1.2, planks, rails);
}

/* An ordinary bridge is a span no module marked. */
static gboolean
bridges_draw_span (cairo_t *cr,
                   TsrAxis  axis,
                   guint    flags)
{
  if (flags != 0)
    return FALSE;

  draw_bridge (cr, axis);
  return TRUE;
}

/* The palette's bridges, in a unit box around the origin. */
static gboolean
bridges_draw_piece (cairo_t    *cr,
                    const char *name)
{
  if (strcmp (name, "bridge-ns") != 0 && strcmp (name, "bridge-ew") != 0)
    return FALSE;

  cairo_translate (cr, -0.5, -0.5);
  draw_bridge (cr, name[7] == 'n' ? TSR_AXIS_NS : TSR_AXIS_EW);
  return TRUE;
}

const TsrArtDecl tsr_bridges_art = {
  .module = "bridges",
  .draw_span = bridges_draw_span,
  .draw_piece = bridges_draw_piece,
};
