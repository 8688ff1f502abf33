/* tsr-board-view-private.h: the board view's state, shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-board-view.h"

G_BEGIN_DECLS

struct _TsrBoardView
{
  GtkWidget          parent_instance;

  TsrGame           *game;          /* borrowed */
  GHashTable        *textures;      /* texture key → GdkTexture */

  double             scale;         /* pixels per tile */
  double             origin_x;      /* board point at the widget's corner */
  double             origin_y;
  gboolean           fitted;        /* fitted once, to the first size it had */
  gboolean           fit_kept;      /* still as fitted: not panned or zoomed since */
  int                fit_width;     /* the width it was fitted to */
  int                fit_window_height;  /* and its window's height then */

  gint32             cursor_x;
  gint32             cursor_y;
  gboolean           keyboard_used;  /* since the last click */

  gboolean           hovering;
  double             pointer_x;     /* board units */
  double             pointer_y;

  GArray            *marks;         /* TsrBoardMark */
  int                highlight;     /* the mark chosen with the keyboard, or -1 */
  GArray            *previews;      /* TsrPlacedTile: as an answer would leave them */
  GArray            *subject;       /* TsrSubjectPart */
  gboolean           show_coordinates;

  const TsrTileType *ghost;
  guint              ghost_rotation;

  /* Dragging: panning the view, or moving the tile under the pointer. */
  double             drag_origin_x;
  double             drag_origin_y;
  gboolean           drag_moves_tile;
  gint32             drag_tile_x;
  gint32             drag_tile_y;
  gboolean           dragging;
  gboolean           tiles_movable;

  double             zoom_start;
};

enum {
  TSR_BOARD_VIEW_PLACE_ACTIVATED,
  TSR_BOARD_VIEW_PLACE_DROPPED,
  TSR_BOARD_VIEW_TILE_DRAGGED,
  TSR_BOARD_VIEW_HOVER_CHANGED,
  TSR_BOARD_VIEW_CONTEXT_REQUESTED,
  TSR_BOARD_VIEW_DEFAULT_ACTIVATED,
  TSR_BOARD_VIEW_N_SIGNALS
};

extern guint _tsr_board_view_signals[TSR_BOARD_VIEW_N_SIGNALS];

/* Shared between the drawing and the input (tsr-board-view-input.c). */
void _tsr_board_view_to_board        (TsrBoardView *self,
                                      double        wx,
                                      double        wy,
                                      double       *bx,
                                      double       *by);
void _tsr_board_view_place_at        (TsrBoardView *self,
                                      double        bx,
                                      double        by,
                                      gint32       *x,
                                      gint32       *y,
                                      TsrPort      *port);
void _tsr_board_view_snapshot_marks (TsrBoardView *self,
                                      GtkSnapshot  *snapshot);
gboolean _tsr_board_view_mark_ring  (TsrBoardView *self,
                                      guint         index,
                                      double       *ax,
                                      double       *ay,
                                      double       *radius);
void _tsr_board_view_zoom_at         (TsrBoardView *self,
                                      double        factor,
                                      double        wx,
                                      double        wy);
void _tsr_board_view_add_controllers (TsrBoardView *self);
void _tsr_board_view_describe        (TsrBoardView *self);
void _tsr_board_view_tile_rect       (TsrBoardView    *self,
                                      gint32           x,
                                      gint32           y,
                                      graphene_rect_t *rect);
cairo_t *_tsr_board_view_area_cairo  (TsrBoardView *self,
                                      GtkSnapshot  *snapshot,
                                      gint32        min_x,
                                      gint32        min_y,
                                      gint32        max_x,
                                      gint32        max_y);
cairo_t *_tsr_board_view_tile_cairo  (TsrBoardView *self,
                                      GtkSnapshot  *snapshot,
                                      gint32        x,
                                      gint32        y);
gboolean _tsr_board_view_tint_feature (TsrBoardView      *self,
                                       GtkSnapshot       *snapshot,
                                       const TsrLocation *where,
                                       const GdkRGBA     *colour);
void _tsr_board_view_snapshot_ruler  (TsrBoardView *self,
                                      GtkSnapshot  *snapshot,
                                      int           width,
                                      int           height,
                                      gboolean      dark);
void _tsr_board_view_snapshot_subject (TsrBoardView *self,
                                       GtkSnapshot  *snapshot,
                                       gboolean      over_figures);

G_END_DECLS
