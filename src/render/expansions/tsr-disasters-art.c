/* tsr-disasters-art.c: Natural Disasters on the board
 *
 * The tornado's funnel with the follower it carries, earthquake
 * tokens and destroyed cities, the disasters' symbols, a meteor's crater
 * and the flood's water, and over the board the meteor's aims, the
 * tornado's way and the water that spread around the flood.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "expansions/tsr-disasters.h"
#include "tsr-board-art.h"
#include "tsr-builtin-art.h"
#include "tsr-figure-art.h"

/* The tornado's funnel, wide under the clouds and thin where it touches
 * the ground, in a unit box around the origin. */
static void
funnel_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.46, -0.38);
  cairo_curve_to (cr, -0.3, -0.52, 0.3, -0.52, 0.46, -0.38);
  cairo_curve_to (cr, 0.4, -0.16, 0.16, -0.1, 0.12, 0.1);
  cairo_curve_to (cr, 0.09, 0.26, 0.02, 0.36, 0.08, 0.5);
  cairo_line_to (cr, -0.02, 0.5);
  cairo_curve_to (cr, -0.08, 0.36, -0.12, 0.2, -0.2, 0.04);
  cairo_curve_to (cr, -0.3, -0.14, -0.44, -0.22, -0.46, -0.38);
  cairo_close_path (cr);
}

/* The funnel in grey with lighter bands winding round it: the tornado,
 * as a figure and as its tile's mark. */
static void
draw_funnel (cairo_t *cr)
{
  cairo_save (cr);
  cairo_save (cr);
  funnel_path (cr);
  cairo_set_source_rgb (cr, 0.36, 0.39, 0.45);
  cairo_fill_preserve (cr);
  cairo_clip (cr);

  cairo_set_source_rgb (cr, 0.62, 0.66, 0.72);
  cairo_set_line_width (cr, 0.05);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 4; i++)
    {
      double y = -0.3 + i * 0.18, w = 0.4 - i * 0.09;

      cairo_move_to (cr, -w, y);
      cairo_curve_to (cr, -w / 2, y + 0.07, w / 2, y + 0.07, w, y - 0.02);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  funnel_path (cr);
  cairo_set_source_rgb (cr, 0.15, 0.16, 0.2);
  cairo_set_line_width (cr, 0.05);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static gboolean
disasters_draw_figure (cairo_t             *cr,
                       const TsrGame       *game,
                       TsrFigureKind        kind,
                       const TsrFigure     *figure,
                       const TsrPlayerLook *look,
                       gboolean             lying)
{
  TsrFigure held;
  TsrPlayerLook held_look;

  draw_funnel (cr);

  /* The follower it carries, standing as the meeple or phantom it is,
   * caught in the side of the funnel, which still shows. */
  if (game != NULL && figure != NULL && tsr_game_get_tornado_held (game, &held))
    {
      tsr_player_look (tsr_game_get_player (game, held.player), held.player, &held_look);
      tsr_figure_art_draw_kind (cr, game, held.piece, NULL, &held_look, FALSE, 0.3, 0.12, 0.55);
    }

  return TRUE;
}

/* A cracked brown disc. */
static gboolean
disasters_draw_token (cairo_t      *cr,
                      TsrTokenKind  kind,
                      double        x,
                      double        y,
                      double        size)
{
  const double r = size / 2;

  cairo_save (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.45, 0.3, 0.15);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, size * 0.12);
  cairo_move_to (cr, x - r * 0.6, y - r * 0.5);
  cairo_line_to (cr, x, y + r * 0.1);
  cairo_line_to (cr, x - r * 0.1, y + r * 0.3);
  cairo_line_to (cr, x + r * 0.5, y + r * 0.7);
  cairo_stroke (cr);
  cairo_restore (cr);
  return TRUE;
}

static gboolean
disasters_draw_symbol (cairo_t    *cr,
                       const char *symbol,
                       double      x,
                       double      y)
{
  if (strcmp (symbol, "earthquake") == 0)
    {
      cairo_set_source_rgb (cr, 0.39, 0.24, 0.10);
      cairo_set_line_width (cr, 0.018);
      cairo_move_to (cr, x - 0.08, y);
      cairo_line_to (cr, x - 0.04, y - 0.05);
      cairo_line_to (cr, x, y + 0.04);
      cairo_line_to (cr, x + 0.04, y - 0.05);
      cairo_line_to (cr, x + 0.08, y);
      cairo_stroke (cr);
      return TRUE;
    }
  if (strcmp (symbol, "tornado") == 0)
    {
      /* As large as a figure, like the disaster it brings. */
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, TSR_FIGURE_SIZE, TSR_FIGURE_SIZE);
      draw_funnel (cr);
      cairo_restore (cr);
      return TRUE;
    }

  return FALSE;
}

/* A meteor's crater, the flood's deep water. */
static gboolean
disasters_draw_ground (cairo_t    *cr,
                       const char *symbol)
{
  if (strcmp (symbol, "meteor") == 0)
    {
      cairo_arc (cr, 0.5, 0.5, 0.3, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.28, 0.25, 0.23);
      cairo_fill (cr);
      cairo_arc (cr, 0.45, 0.45, 0.12, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.75, 0.35, 0.1);
      cairo_fill (cr);
      return TRUE;
    }
  if (strcmp (symbol, "flood") != 0)
    return FALSE;

  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_source_rgb (cr, 0.22, 0.45, 0.75);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.85, 0.92, 1);
  cairo_set_line_width (cr, 0.03);
  for (int row = 1; row <= 3; row++)
    {
      double y = row * 0.25;

      cairo_move_to (cr, 0.15, y);
      cairo_curve_to (cr, 0.35, y - 0.08, 0.45, y + 0.08, 0.65, y);
      cairo_curve_to (cr, 0.75, y - 0.06, 0.8, y - 0.02, 0.85, y);
    }
  cairo_stroke (cr);
  return TRUE;
}

/* A city the earthquake destroyed: tinted brown. */
static gboolean
disasters_feature_tint (TsrGame *game,
                        guint32  root,
                        double  *rgba)
{
  if (!tsr_feature_flags_have (tsr_features_get_data (tsr_game_get_features (game), root)->flags,
                               TSR_FEATURE_FLAG_DESTROYED))
    return FALSE;

  rgba[0] = 0.45, rgba[1] = 0.3, rgba[2] = 0.15, rgba[3] = 0.4;
  return TRUE;
}

/* The positions of a disaster's path (TsrPos) as locations. */
static GArray *
path_points (const GArray *positions)
{
  GArray *points = g_array_new (FALSE, FALSE, sizeof (TsrLocation));

  for (guint i = 0; positions != NULL && i < positions->len; i++)
    {
      const TsrPos *pos = &g_array_index (positions, TsrPos, i);
      TsrLocation point = { pos->x, pos->y, TSR_PORT_NONE };

      g_array_append_val (points, point);
    }

  return points;
}

/* Once the flood has spread, the eight squares around its tile under
 * shallow water, empty ones included (the tile draws its own water). */
static void
draw_flood (cairo_t       *cr,
            const TsrGame *game)
{
  gint32 x, y;
  gboolean spread;

  if (!tsr_game_get_flood (game, &x, &y, &spread, NULL) || !spread)
    return;

  cairo_rectangle (cr, x - 1, y - 1, 3, 3);
  cairo_rectangle (cr, x + 1, y, -1, 1);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgba (cr, 0.2, 0.45, 0.85, 0.3);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
}

/* The meteor's aims so far, and a ring on the tile it would hit. */
static void
draw_meteor_path (cairo_t       *cr,
                  const TsrGame *game)
{
  static const double orange[] = { 0.85, 0.4, 0.05 };
  g_autoptr(GArray) points = path_points (tsr_game_get_meteor_path (game));
  const TsrLocation *target;

  if (points->len == 0)
    return;

  tsr_board_art_draw_path (cr, &g_array_index (points, TsrLocation, 0), points->len, orange);
  target = &g_array_index (points, TsrLocation, points->len - 1);
  cairo_save (cr);
  cairo_set_source_rgba (cr, orange[0], orange[1], orange[2], 0.9);
  cairo_set_line_width (cr, 0.07);
  cairo_arc (cr, target->x + 0.5, target->y + 0.5, 0.3, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_move_to (cr, target->x + 0.5, target->y + 0.12);
  cairo_line_to (cr, target->x + 0.5, target->y + 0.88);
  cairo_move_to (cr, target->x + 0.12, target->y + 0.5);
  cairo_line_to (cr, target->x + 0.88, target->y + 0.5);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
disasters_draw_overlay (cairo_t       *cr,
                        const TsrGame *game)
{
  static const double slate[] = { 0.25, 0.3, 0.4 };
  g_autoptr(GArray) tornado = path_points (tsr_game_get_tornado_path (game));

  draw_flood (cr, game);
  if (tornado->len >= 2)
    tsr_board_art_draw_path (cr, &g_array_index (tornado, TsrLocation, 0), tornado->len, slate);
  draw_meteor_path (cr, game);
}

static void
disasters_overlay_squares (const TsrGame *game,
                           GArray        *squares)
{
  g_autoptr(GArray) meteor = path_points (tsr_game_get_meteor_path (game));
  g_autoptr(GArray) tornado = path_points (tsr_game_get_tornado_path (game));
  gint32 x, y;
  gboolean spread;

  g_array_append_vals (squares, meteor->data, meteor->len);
  g_array_append_vals (squares, tornado->data, tornado->len);
  if (tsr_game_get_flood (game, &x, &y, &spread, NULL) && spread)
    for (int d = -1; d <= 1; d += 2)
      {
        TsrLocation corner = { x + d, y + d, TSR_PORT_NONE };

        g_array_append_val (squares, corner);
      }
}

const TsrArtDecl tsr_disasters_art = {
  .module = "disasters",
  .draw_figure = disasters_draw_figure,
  .draw_token = disasters_draw_token,
  .draw_symbol = disasters_draw_symbol,
  .draw_ground = disasters_draw_ground,
  .feature_tint = disasters_feature_tint,
  .draw_overlay = disasters_draw_overlay,
  .overlay_squares = disasters_overlay_squares,
};
