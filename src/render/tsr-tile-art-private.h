/* tsr-tile-art-private.h: the geometry of a tile, shared by its drawing
 * (tsr-tile-art.c) and the places on it (tsr-tile-places.c)
 *
 * All at rotation 0, in the unit square.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-tile-art.h"

G_BEGIN_DECLS

#define TSR_TILE_ART_RIVER_WIDTH  0.13
#define TSR_TILE_ART_EDGE_WIDTH   0.02   /* the darker edge either side of a road or river, both together */
#define TSR_TILE_ART_WALL_WIDTH   0.03
#define TSR_TILE_ART_WALL_BULGE   0.25
#define TSR_TILE_ART_CLOISTER_R   0.17
#define TSR_TILE_ART_GARDEN_R     0.075
#define TSR_TILE_ART_LAKE_R       0.13   /* a river's spring or lake, in the middle */

void  _tsr_tile_art_port_point   (TsrPort            port,
                                  double            *x,
                                  double            *y);
guint _tsr_tile_art_sides_of     (guint16            ports);
void  _tsr_tile_art_city_path    (cairo_t           *cr,
                                  guint              sides,
                                  gboolean           walls_only);
void  _tsr_tile_art_road_end     (const TsrTileType *type,
                                  const TsrSegment  *segment,
                                  double             px,
                                  double             py,
                                  double            *ex,
                                  double            *ey);
void  _tsr_tile_art_line_path    (cairo_t           *cr,
                                  const TsrTileType *type,
                                  guint              index);
void  _tsr_tile_art_rotate       (cairo_t           *cr,
                                  guint              rotation);
void  _tsr_tile_art_rotate_point (guint              rotation,
                                  double            *x,
                                  double            *y);
void  _tsr_tile_art_cloister0    (const TsrSegment  *segment,
                                  double            *x,
                                  double            *y,
                                  double            *radius);
void  _tsr_tile_art_anchor0      (const TsrTileType *type,
                                  guint              index,
                                  double            *x,
                                  double            *y);

G_END_DECLS
