/* tsr-board-art.h: drawing a whole position
 *
 * Used to export images, by `tessera-cli render` and by the golden-image
 * tests; the window draws with the same tile and figure art.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "tsr-core.h"
#include "tsr-tile-art.h"

G_BEGIN_DECLS

typedef struct
{
  double   tile_size;   /* pixels per tile */
  double   margin;      /* pixels around the tiles */
  gboolean dark;
} TsrBoardArtOptions;

typedef struct
{
  const TsrFigure *figure;
  double           x;      /* in tile units, within the tile */
  double           y;
  gboolean         lying;
} TsrFigurePlace;

#define TSR_FIGURE_SIZE 0.26

guint    tsr_board_art_figure_places (const TsrGame             *game,
                                      gint32                     x,
                                      gint32                     y,
                                      TsrFigurePlace            *places,
                                      guint                      max_places);
void     tsr_board_art_draw_figures  (cairo_t                  *cr,
                                      const TsrGame            *game,
                                      gint32                    x,
                                      gint32                    y);
void     tsr_board_art_draw_token    (cairo_t                  *cr,
                                      TsrTokenKind              kind,
                                      double                    x,
                                      double                    y,
                                      double                    size);
gboolean tsr_board_art_tile_marked   (TsrGame                  *game,
                                      guint                     index);
void     tsr_board_art_draw_feature_marks (cairo_t             *cr,
                                           TsrGame             *game,
                                           gint32               x,
                                           gint32               y);
gboolean tsr_board_art_overlay_bounds (const TsrGame           *game,
                                       gint32                  *min_x,
                                       gint32                  *min_y,
                                       gint32                  *max_x,
                                       gint32                  *max_y);
void     tsr_board_art_draw_overlay  (cairo_t                  *cr,
                                      const TsrGame            *game);
void     tsr_board_art_draw_path     (cairo_t                  *cr,
                                      const TsrLocation        *points,
                                      guint                     n,
                                      const double             *rgb);
void     tsr_board_art_size          (const TsrGame            *game,
                                      const TsrBoardArtOptions *options,
                                      int                      *width,
                                      int                      *height);
void     tsr_board_art_draw          (cairo_t                  *cr,
                                      const TsrGame            *game,
                                      const TsrBoardArtOptions *options);
gboolean tsr_board_art_check_size    (const TsrGame            *game,
                                      const TsrBoardArtOptions *options,
                                      const char               *path,
                                      GError                  **error);
gboolean tsr_board_art_save          (const TsrGame            *game,
                                      const TsrBoardArtOptions *options,
                                      const char               *path,
                                      GError                  **error);

G_END_DECLS
