/* tsr-black-dragon-art.c: the Black Dragon and the way it went
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-board-art.h"
#include "expansions/tsr-black-dragon.h"
#include "tsr-builtin-art.h"

/* A black diamond body with spread wings. */
static gboolean
dragon_draw_figure (cairo_t             *cr,
                    const TsrGame       *game,
                    TsrFigureKind        kind,
                    const TsrFigure     *figure,
                    const TsrPlayerLook *look,
                    gboolean             lying)
{
  cairo_move_to (cr, 0, -0.5);
  cairo_line_to (cr, 0.15, -0.1);
  cairo_line_to (cr, 0.5, -0.25);
  cairo_line_to (cr, 0.25, 0.15);
  cairo_line_to (cr, 0, 0.5);
  cairo_line_to (cr, -0.25, 0.15);
  cairo_line_to (cr, -0.5, -0.25);
  cairo_line_to (cr, -0.15, -0.1);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  return TRUE;
}

/* The tiles it stood on this turn, once it moved. */
static void
dragon_overlay_squares (const TsrGame *game,
                        GArray        *squares)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TsrLocation));

  tsr_game_get_dragon_path (game, path);
  if (path->len >= 2)
    g_array_append_vals (squares, path->data, path->len);
}

static void
dragon_draw_overlay (cairo_t       *cr,
                     const TsrGame *game)
{
  static const double dark_red[] = { 0.55, 0.05, 0.05 };
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TsrLocation));

  tsr_game_get_dragon_path (game, path);
  if (path->len >= 2)
    tsr_board_art_draw_path (cr, &g_array_index (path, TsrLocation, 0), path->len, dark_red);
}

const TsrArtDecl tsr_black_dragon_art = {
  .module = "black-dragon",
  .draw_figure = dragon_draw_figure,
  .draw_overlay = dragon_draw_overlay,
  .overlay_squares = dragon_overlay_squares,
};
