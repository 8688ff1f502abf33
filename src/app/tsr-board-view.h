/* tsr-board-view.h: the board, drawn and pointed at
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tsr-core.h"

G_BEGIN_DECLS

/* Something the window wants seen on the board: a legal answer to click,
 * a place the checker points at. */
typedef enum
{
  TSR_MARK_OPTION,     /* an answer to the pending choice */
  TSR_MARK_PROBLEM,    /* what the checker found */
} TsrMarkKind;

typedef struct
{
  TsrMarkKind kind;
  gint32      x;
  gint32      y;
  TsrPort     port;    /* TSR_PORT_NONE: the whole position */
} TsrBoardMark;

#define TSR_TYPE_BOARD_VIEW (tsr_board_view_get_type ())

G_DECLARE_FINAL_TYPE (TsrBoardView, tsr_board_view, TSR, BOARD_VIEW, GtkWidget)

GtkWidget *tsr_board_view_new            (void);
void       tsr_board_view_set_game       (TsrBoardView      *self,
                                          TsrGame           *game);

void       tsr_board_view_set_marks      (TsrBoardView      *self,
                                          const TsrBoardMark *marks,
                                          guint              n_marks);
void       tsr_board_view_set_show_coordinates (TsrBoardView *self,
                                                gboolean      show);
void       tsr_board_view_set_subject    (TsrBoardView      *self,
                                          GArray            *parts);
GArray    *tsr_board_view_get_subject    (TsrBoardView      *self);
void       tsr_board_view_set_ghost      (TsrBoardView      *self,
                                          const TsrTileType *type,
                                          guint              rotation,
                                          gboolean           follow_pointer);
void       tsr_board_view_rotate_ghost   (TsrBoardView      *self,
                                          int                quarter_turns);
guint      tsr_board_view_get_ghost_rotation (TsrBoardView  *self);
void       tsr_board_view_set_previews   (TsrBoardView      *self,
                                          const TsrPlacedTile *tiles,
                                          guint              n_tiles);
const TsrPlacedTile *tsr_board_view_get_previews (TsrBoardView *self,
                                                  guint        *n_tiles);
gboolean   tsr_board_view_get_highlight  (TsrBoardView      *self,
                                          TsrBoardMark      *mark);
gboolean   tsr_board_view_get_hover      (TsrBoardView      *self,
                                          gint32            *x,
                                          gint32            *y,
                                          TsrPort           *port);
gboolean   tsr_board_view_keys_in_use    (TsrBoardView      *self);

void       tsr_board_view_set_tiles_movable (TsrBoardView   *self,
                                          gboolean           movable);
void       tsr_board_view_zoom           (TsrBoardView      *self,
                                          double             factor);
void       tsr_board_view_fit            (TsrBoardView      *self);
void       tsr_board_view_center_on      (TsrBoardView      *self,
                                          gint32             x,
                                          gint32             y);
double     tsr_board_view_get_scale      (TsrBoardView      *self);
void       tsr_board_view_get_cursor     (TsrBoardView      *self,
                                          gint32            *x,
                                          gint32            *y);
void       tsr_board_view_get_tile_area  (TsrBoardView      *self,
                                          gint32             x,
                                          gint32             y,
                                          GdkRectangle      *area);

G_END_DECLS
