/* tsr-black-dragon-art.c: the Black Dragon and the way it went
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-board-art.h"
#include "expansions/tsr-black-dragon.h"
#include "tsr-builtin-art.h"

#define LIMB_WIDTH 0.07   /* the tail and the legs */
#define OUTLINE 0.05      /* the red edge around the whole beast */

/* The dragon is seen from the side in a unit box around the origin,
 * facing right.  Its parts are filled one by one: overlapping, as one
 * path, they would cancel each other where they wind the other way. */
static void
body_path (cairo_t *cr)
{
  cairo_save (cr);
  cairo_translate (cr, -0.02, 0.17);
  cairo_scale (cr, 0.25, 0.12);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

/* Neck and horned head, the snout reaching the right edge. */
static void
head_path (cairo_t *cr)
{
  cairo_move_to (cr, 0.08, 0.1);
  cairo_curve_to (cr, 0.18, 0.0, 0.2, -0.14, 0.26, -0.22);
  cairo_line_to (cr, 0.24, -0.36);
  cairo_line_to (cr, 0.33, -0.29);
  cairo_curve_to (cr, 0.38, -0.3, 0.42, -0.27, 0.5, -0.2);
  cairo_line_to (cr, 0.48, -0.15);
  cairo_line_to (cr, 0.36, -0.15);
  cairo_curve_to (cr, 0.3, -0.06, 0.3, 0.06, 0.2, 0.14);
  cairo_close_path (cr);
}

/* The far wing, peeking over the near one's front. */
static void
far_wing_path (cairo_t *cr)
{
  cairo_move_to (cr, 0.06, 0.06);
  cairo_curve_to (cr, 0.1, -0.2, 0.12, -0.36, 0.16, -0.46);
  cairo_curve_to (cr, 0.08, -0.34, 0.0, -0.3, -0.06, -0.32);
  cairo_line_to (cr, -0.04, 0.06);
  cairo_close_path (cr);
}

/* The near wing: a bat's, its fingers ending in points. */
static void
near_wing_path (cairo_t *cr)
{
  cairo_move_to (cr, 0.06, 0.08);
  cairo_curve_to (cr, 0.04, -0.2, 0.0, -0.36, -0.06, -0.5);
  cairo_curve_to (cr, -0.12, -0.36, -0.2, -0.34, -0.3, -0.4);
  cairo_curve_to (cr, -0.3, -0.28, -0.36, -0.22, -0.44, -0.2);
  cairo_curve_to (cr, -0.32, -0.1, -0.2, -0.04, -0.14, 0.08);
  cairo_close_path (cr);
}

/* The spade at the tail's tip. */
static void
spade_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.5, 0.04);
  cairo_line_to (cr, -0.38, 0.12);
  cairo_line_to (cr, -0.47, 0.2);
  cairo_close_path (cr);
}

static void
dragon_limbs_path (cairo_t *cr)
{
  /* The tail sweeps down behind the body and up again. */
  cairo_move_to (cr, -0.22, 0.18);
  cairo_curve_to (cr, -0.34, 0.36, -0.46, 0.3, -0.45, 0.13);
  /* Two legs with their feet forward. */
  cairo_move_to (cr, 0.12, 0.22);
  cairo_line_to (cr, 0.14, 0.42);
  cairo_line_to (cr, 0.22, 0.43);
  cairo_move_to (cr, -0.14, 0.22);
  cairo_line_to (cr, -0.16, 0.42);
  cairo_line_to (cr, -0.08, 0.43);
}

/* The whole silhouette, grown by @grow all round. */
static void
dragon_fill (cairo_t *cr,
             double   grow)
{
  static void (* const parts[]) (cairo_t *cr) = {
    body_path, head_path, far_wing_path, near_wing_path, spade_path,
  };

  cairo_set_line_width (cr, grow * 2);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      parts[i] (cr);
      if (grow > 0)
        {
          cairo_fill_preserve (cr);
          cairo_stroke (cr);
        }
      else
        cairo_fill (cr);
    }
  dragon_limbs_path (cr);
  cairo_set_line_width (cr, LIMB_WIDTH + grow * 2);
  cairo_stroke (cr);
}

/* Black with a red edge; the edge is drawn under the black, so the
 * parts overlapping each other join into one beast. */
static gboolean
dragon_draw_figure (cairo_t             *cr,
                    const TsrGame       *game,
                    TsrFigureKind        kind,
                    const TsrFigure     *figure,
                    const TsrPlayerLook *look,
                    gboolean             lying)
{
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
  dragon_fill (cr, OUTLINE / 2);
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  dragon_fill (cr, 0);

  /* Its eye. */
  cairo_arc (cr, 0.35, -0.24, 0.025, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.95, 0.3, 0.1);
  cairo_fill (cr);
  cairo_restore (cr);
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
