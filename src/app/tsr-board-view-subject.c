/* tsr-board-view-subject.c: what the step shown is about, outlined
 *
 * The window gives the board view the subject of the step it shows
 * (tsr_game_get_step_subject()): tiles get a frame, a feature is tinted on
 * every tile it covers, a figure's place gets a ring and a way is drawn
 * through the squares it took.  One colour, unlike the blue of the answers offered,
 * so that what happened and what may happen next are not confused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include "tsr-board-art.h"
#include "tsr-board-view-private.h"
#include "tsr-tile-art.h"

static const double subject_rgb[] = { 0.90, 0.38, 0.0 };

static void
set_colour (cairo_t *cr,
            double   alpha)
{
  cairo_set_source_rgba (cr, subject_rgb[0], subject_rgb[1], subject_rgb[2], alpha);
}

static void
frame_tile (TsrBoardView *self,
            GtkSnapshot  *snapshot,
            gint32        x,
            gint32        y,
            double        width)
{
  cairo_t *cr = _tsr_board_view_tile_cairo (self, snapshot, x, y);

  cairo_rectangle (cr, width / 2, width / 2, 1 - width, 1 - width);
  cairo_set_line_width (cr, width);
  set_colour (cr, 0.95);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/* The whole feature through the place, tinted on each of its tiles; a
 * place whose tile is gone (struck by the meteor) has its square framed. */
static void
tint_feature (TsrBoardView      *self,
              GtkSnapshot       *snapshot,
              const TsrLocation *where)
{
  const GdkRGBA tint = { subject_rgb[0], subject_rgb[1], subject_rgb[2], 0.7 };

  if (!_tsr_board_view_tint_feature (self, snapshot, where, &tint))
    frame_tile (self, snapshot, where->x, where->y, 0.08);
}

/* A ring where the figure stands, or stood: on its part of the tile, or
 * in the middle of the square when the tile is gone. */
static void
ring_figure (TsrBoardView      *self,
             GtkSnapshot       *snapshot,
             const TsrLocation *where)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (self->game), where->x, where->y);
  int segment = tile != NULL ? tsr_placed_tile_segment_at (tile, where->port) : -1;
  cairo_t *cr = _tsr_board_view_tile_cairo (self, snapshot, where->x, where->y);
  double ax = 0.5, ay = 0.5;

  if (segment >= 0)
    tsr_tile_art_anchor (tile, segment, &ax, &ay);

  cairo_arc (cr, ax, ay, TSR_FIGURE_SIZE * 0.75, 0, 2 * G_PI);
  cairo_set_line_width (cr, 0.06);
  set_colour (cr, 0.95);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/* The way taken so far, over the rectangle of the squares it crossed. */
static void
draw_way (TsrBoardView *self,
          GtkSnapshot  *snapshot)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  gint32 min_x = G_MAXINT32, min_y = G_MAXINT32, max_x = G_MININT32, max_y = G_MININT32;
  cairo_t *cr;

  for (guint i = 0; i < self->subject->len; i++)
    {
      const TsrSubjectPart *part = &g_array_index (self->subject, TsrSubjectPart, i);

      if (part->kind != TSR_SUBJECT_WAY)
        continue;
      g_array_append_val (points, part->where);
      min_x = MIN (min_x, part->where.x);
      min_y = MIN (min_y, part->where.y);
      max_x = MAX (max_x, part->where.x);
      max_y = MAX (max_y, part->where.y);
    }
  if (points->len < 2)
    return;

  cr = _tsr_board_view_area_cairo (self, snapshot, min_x, min_y, max_x, max_y);
  tsr_board_art_draw_path (cr, (const TsrLocation *) (void *) points->data, points->len, subject_rgb);
  cairo_destroy (cr);
}

/**
 * _tsr_board_view_snapshot_subject:
 * @over_figures: whether this is the pass after the figures are drawn
 *   (rings and ways) or the one before (tiles and features)
 */
void
_tsr_board_view_snapshot_subject (TsrBoardView *self,
                                  GtkSnapshot  *snapshot,
                                  gboolean      over_figures)
{
  for (guint i = 0; i < self->subject->len; i++)
    {
      const TsrSubjectPart *part = &g_array_index (self->subject, TsrSubjectPart, i);

      switch (part->kind)
        {
        case TSR_SUBJECT_TILE:
          if (!over_figures)
            frame_tile (self, snapshot, part->where.x, part->where.y, 0.08);
          break;
        case TSR_SUBJECT_FEATURE:
          if (!over_figures)
            tint_feature (self, snapshot, &part->where);
          break;
        case TSR_SUBJECT_FIGURE:
          if (over_figures)
            ring_figure (self, snapshot, &part->where);
          break;
        case TSR_SUBJECT_WAY:
          break;  /* drawn as one, below */
        default:
          g_assert_not_reached ();
        }
    }

  if (over_figures)
    draw_way (self, snapshot);
}

/**
 * tsr_board_view_set_subject:
 * @parts: (nullable) (element-type TsrSubjectPart): what the step shown
 *   is about, or %NULL for nothing
 */
void
tsr_board_view_set_subject (TsrBoardView *self,
                            GArray       *parts)
{
  g_array_set_size (self->subject, 0);
  if (parts != NULL)
    g_array_append_vals (self->subject, parts->data, parts->len);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsr_board_view_get_subject:
 *
 * Returns: (transfer none) (element-type TsrSubjectPart): what is
 *   outlined
 */
GArray *
tsr_board_view_get_subject (TsrBoardView *self)
{
  return self->subject;
}
