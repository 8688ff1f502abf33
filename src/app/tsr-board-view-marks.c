/* tsr-board-view-marks.c: the answers the window marks on the board
 *
 * A mark is a ring where a figure would stand, or a dashed square for a
 * whole position.  Rings on one tile shrink so that none overlaps another,
 * and a click within a ring answers for its segment, whatever is drawn
 * under it.  New marks bring the view to them only when none is in sight.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <math.h>

#include "tsr-board-view-private.h"
#include "tsr-tile-art.h"

#define RING_RADIUS 0.11

/* Where mark @index draws its ring on its tile (tile units), and how big:
 * smaller where another ring on the same tile stands close, so that no two
 * overlap and each can be clicked.  FALSE for a mark that is a square. */
gboolean
_tsr_board_view_mark_ring (TsrBoardView *self,
                           guint         index,
                           double       *ax,
                           double       *ay,
                           double       *radius)
{
  const TsrBoardMark *mark = &g_array_index (self->marks, TsrBoardMark, index);
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (self->game), mark->x, mark->y);
  int segment = tile != NULL && mark->port != TSR_PORT_NONE ? tsr_placed_tile_segment_at (tile, mark->port) : -1;

  *ax = *ay = 0.5;
  *radius = RING_RADIUS;
  if (segment < 0)
    return FALSE;

  tsr_tile_art_anchor (tile, segment, ax, ay);
  for (guint i = 0; i < self->marks->len; i++)
    {
      const TsrBoardMark *other = &g_array_index (self->marks, TsrBoardMark, i);
      int other_segment;
      double ox, oy, gap;

      if (i == index || other->x != mark->x || other->y != mark->y || other->port == TSR_PORT_NONE)
        continue;
      other_segment = tsr_placed_tile_segment_at (tile, other->port);
      if (other_segment < 0 || other_segment == segment)
        continue;
      tsr_tile_art_anchor (tile, other_segment, &ox, &oy);
      /* Under half the gap, with room for the rings' lines where there
       * is room. */
      gap = hypot (ox - *ax, oy - *ay);
      *radius = MIN (*radius, MAX (gap / 2 - 0.025, gap * 0.3));
    }
  return TRUE;
}

/* The place under a board point: the position, and the segment of the
 * tile there (TSR_PORT_NONE when empty or none).  A ring shown for an
 * answer takes the click for its segment, whatever is drawn under it
 * (a bridge over a road, say). */
void
_tsr_board_view_place_at (TsrBoardView *self,
          double        bx,
          double        by,
          gint32       *x,
          gint32       *y,
          TsrPort      *port)
{
  const TsrPlacedTile *tile;
  double nearest = G_MAXDOUBLE;
  int segment;

  *x = (gint32) floor (bx);
  *y = (gint32) floor (by);
  *port = TSR_PORT_NONE;

  if (self->game == NULL)
    return;
  tile = tsr_board_get (tsr_game_get_board (self->game), *x, *y);
  if (tile == NULL)
    return;

  for (guint i = 0; i < self->marks->len; i++)
    {
      const TsrBoardMark *mark = &g_array_index (self->marks, TsrBoardMark, i);
      double ax, ay, radius, distance;

      if (mark->x != *x || mark->y != *y || !_tsr_board_view_mark_ring (self, i, &ax, &ay, &radius))
        continue;
      distance = hypot (bx - *x - ax, by - *y - ay);
      if (distance <= radius + 0.02 && distance < nearest)
        {
          nearest = distance;
          *port = tsr_placed_tile_segment_anchor (tile, tsr_placed_tile_segment_at (tile, mark->port));
        }
    }
  if (*port != TSR_PORT_NONE)
    return;

  segment = tsr_tile_art_segment_at (tile, bx - *x, by - *y);
  if (segment >= 0)
    *port = tsr_placed_tile_segment_anchor (tile, segment);
}

void
_tsr_board_view_snapshot_marks (TsrBoardView *self,
                                GtkSnapshot  *snapshot)
{
  for (guint i = 0; i < self->marks->len; i++)
    {
      const TsrBoardMark *mark = &g_array_index (self->marks, TsrBoardMark, i);
      gboolean problem = mark->kind == TSR_MARK_PROBLEM;
      /* The one the keyboard chose stands out: Enter takes it. */
      gboolean chosen = (int) i == self->highlight && gtk_widget_has_focus (GTK_WIDGET (self));
      cairo_t *cr = _tsr_board_view_tile_cairo (self, snapshot, mark->x, mark->y);
      double ax, ay, radius;
      gboolean ring = _tsr_board_view_mark_ring (self, i, &ax, &ay, &radius);

      if (problem)
        cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
      else
        cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);

      if (ring)
        {
          /* A ring where the figure would stand. */
          cairo_arc (cr, ax, ay, radius, 0, 2 * G_PI);
          cairo_set_line_width (cr, (chosen ? 0.07 : 0.04) * MIN (1, radius / RING_RADIUS + 0.3));
          cairo_stroke_preserve (cr);
          if (chosen)
            {
              cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.45);
              cairo_fill (cr);
            }
          cairo_new_path (cr);
        }
      else
        {
          /* The whole square, with a dashed outline. */
          static const double dash[] = { 0.08, 0.05 };

          cairo_rectangle (cr, 0.06, 0.06, 0.88, 0.88);
          cairo_set_line_width (cr, chosen ? 0.08 : 0.05);
          cairo_set_dash (cr, dash, chosen ? 0 : 2, 0);
          cairo_stroke_preserve (cr);
          if (problem)
            cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.12);
          else
            cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.12);
          cairo_fill (cr);
        }
      cairo_destroy (cr);
    }
}

/* The view moves by itself only when none of the places to click next is
 * in sight: then to the one nearest the middle of the view. */
static void
reveal_marks (TsrBoardView *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) / self->scale;
  double height = gtk_widget_get_height (GTK_WIDGET (self)) / self->scale;
  double mid_x = self->origin_x + width / 2, mid_y = self->origin_y + height / 2;
  const TsrBoardMark *nearest = NULL;
  double best = G_MAXDOUBLE;

  /* Not while the board is out of sight or squeezed by an animation. */
  if (!self->fitted || !gtk_widget_get_mapped (GTK_WIDGET (self)) || width < 2 || height < 2)
    return;

  for (guint i = 0; i < self->marks->len; i++)
    {
      const TsrBoardMark *mark = &g_array_index (self->marks, TsrBoardMark, i);
      double dx = mark->x + 0.5 - mid_x, dy = mark->y + 0.5 - mid_y;

      if (mark->x >= self->origin_x && mark->x + 1 <= self->origin_x + width && mark->y >= self->origin_y &&
          mark->y + 1 <= self->origin_y + height)
        return;
      if (dx * dx + dy * dy < best)
        {
          best = dx * dx + dy * dy;
          nearest = mark;
        }
    }

  if (nearest != NULL)
    tsr_board_view_center_on (self, nearest->x, nearest->y);
}

void
tsr_board_view_set_marks (TsrBoardView       *self,
                          const TsrBoardMark *marks,
                          guint               n_marks)
{
  g_array_set_size (self->marks, 0);
  g_array_append_vals (self->marks, marks, n_marks);
  self->highlight = -1;
  reveal_marks (self);
  /* The marks come with each new choice: what fits under the cursor too. */
  _tsr_board_view_describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsr_board_view_get_highlight:
 * @mark: (out): the mark
 *
 * Returns: whether the keyboard chose one of the marks (Tab, the arrows),
 *   the one Enter takes
 */
gboolean
tsr_board_view_get_highlight (TsrBoardView *self,
                              TsrBoardMark *mark)
{
  if (self->highlight < 0)
    return FALSE;

  *mark = g_array_index (self->marks, TsrBoardMark, self->highlight);
  return TRUE;
}
