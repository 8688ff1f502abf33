/* tsr-board-view-ruler.c: the coordinates along the board's edges
 *
 * Explanations name tiles by their coordinates, "(2, -1)"; the ruler
 * numbers the columns along the top edge and the rows along the left one,
 * so that a reader finds them without counting from the start tile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <math.h>

#include "tsr-board-view-private.h"

/* Below this many pixels a tile, every other number is shown. */
#define CROWDED_SCALE 36.0

static void
append_number (TsrBoardView  *self,
               GtkSnapshot   *snapshot,
               PangoLayout   *layout,
               gint32         number,
               double         centre_x,
               double         centre_y,
               const GdkRGBA *colour)
{
  char text[16];
  int width, height;

  g_snprintf (text, sizeof text, "%d", number);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (centre_x - width / 2.0),
                                                          round (centre_y - height / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

/**
 * _tsr_board_view_snapshot_ruler:
 *
 * A strip along the top with the x of each column in view, and one along
 * the left with the y of each row.
 */
void
_tsr_board_view_snapshot_ruler (TsrBoardView *self,
                                GtkSnapshot  *snapshot,
                                int           width,
                                int           height,
                                gboolean      dark)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  GdkRGBA strip = dark ? (GdkRGBA) { 0.12, 0.12, 0.12, 0.85 } : (GdkRGBA) { 1, 1, 1, 0.85 };
  GdkRGBA ink = dark ? (GdkRGBA) { 1, 1, 1, 0.8 } : (GdkRGBA) { 0, 0, 0, 0.7 };
  gint32 step = self->scale < CROWDED_SCALE ? 2 : 1;
  int text_width, thickness;
  gint32 first, last;

  pango_layout_set_text (layout, "-000", -1);
  pango_layout_get_pixel_size (layout, &text_width, &thickness);
  thickness += 4;

  gtk_snapshot_append_color (snapshot, &strip, &GRAPHENE_RECT_INIT (0, 0, width, thickness));
  gtk_snapshot_append_color (snapshot, &strip, &GRAPHENE_RECT_INIT (0, thickness, text_width + 8, height - thickness));

  first = (gint32) floor (self->origin_x);
  last = (gint32) ceil (self->origin_x + width / self->scale);
  for (gint32 x = first; x <= last; x++)
    if (x % step == 0 && (x + 0.5 - self->origin_x) * self->scale > text_width + 8)
      append_number (self, snapshot, layout, x, (x + 0.5 - self->origin_x) * self->scale, thickness / 2.0, &ink);

  first = (gint32) floor (self->origin_y);
  last = (gint32) ceil (self->origin_y + height / self->scale);
  for (gint32 y = first; y <= last; y++)
    if (y % step == 0 && (y + 0.5 - self->origin_y) * self->scale > thickness)
      append_number (self, snapshot, layout, y, (text_width + 8) / 2.0, (y + 0.5 - self->origin_y) * self->scale, &ink);
}

/**
 * tsr_board_view_set_show_coordinates:
 *
 * Whether to number the columns and rows along the board's edges.
 */
void
tsr_board_view_set_show_coordinates (TsrBoardView *self,
                                     gboolean      show)
{
  show = !!show;
  if (self->show_coordinates == show)
    return;

  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify (G_OBJECT (self), "show-coordinates");
}
