/* tsr-tile-art.h: drawing a tile from its segments
 *
 * Tiles are drawn procedurally from what the rules core knows of them
 * (cities, roads, fields, rivers, monasteries, amphitheatres, pennants,
 * symbols), so that what is shown is exactly what the rules see.  The same
 * geometry answers which segment lies under a point and where a figure on
 * a segment is drawn.
 *
 * Coordinates are those of a unit tile, (0, 0) at its north-west corner
 * and y growing south, in board orientation: the functions turn the tile
 * by its rotation themselves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "tsr-core.h"

G_BEGIN_DECLS

/* How wide a road is drawn, in the tile's unit square. */
#define TSR_TILE_ART_ROAD_WIDTH 0.085

typedef struct
{
  gboolean dark;         /* for the outline and background of placeholders */
  gboolean mark_placeholder;
} TsrTileStyle;

void     tsr_tile_art_draw          (cairo_t            *cr,
                                     const TsrPlacedTile *tile,
                                     const TsrTileStyle *style);
void     tsr_tile_art_span_path     (cairo_t            *cr,
                                     TsrAxis             axis);
void     tsr_tile_art_stroke        (cairo_t            *cr,
                                     double              width,
                                     const double       *fill,
                                     const double       *edge);
void     tsr_tile_art_draw_type     (cairo_t            *cr,
                                     const TsrTileType  *type,
                                     guint               rotation,
                                     const TsrTileStyle *style);
void     tsr_tile_art_paint_segment (cairo_t            *cr,
                                     const TsrPlacedTile *tile,
                                     guint               segment);
int      tsr_tile_art_segment_at    (const TsrPlacedTile *tile,
                                     double              x,
                                     double              y);
void     tsr_tile_art_anchor        (const TsrPlacedTile *tile,
                                     guint               segment,
                                     double             *x,
                                     double             *y);

G_END_DECLS
