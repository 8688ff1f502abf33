/* tsr-board-art.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <cairo-svg.h>
#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-board-art.h"
#include "tsr-figure-art.h"

/**
 * tsr_board_art_figure_places:
 * @places: (out caller-allocates): where each figure on the tile stands
 *
 * Figures sharing a segment (a position built by hand, or joined
 * features) stand side by side.
 *
 * Returns: how many figures the tile holds (at most @max_places filled)
 */
guint
tsr_board_art_figure_places (const TsrGame  *game,
                             gint32          x,
                             gint32          y,
                             TsrFigurePlace *places,
                             guint           max_places)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);
  guint n = 0;

  if (tile == NULL)
    return 0;

  for (guint i = 0; i < tsr_game_get_n_figures (game) && n < max_places; i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrFigurePlace *place;
      int segment;
      guint before = 0;

      if (figure->x != x || figure->y != y)
        continue;

      place = &places[n++];
      place->figure = figure;
      place->lying = FALSE;

      segment = figure->port == TSR_PORT_NONE ? -1 : tsr_placed_tile_segment_at (tile, figure->port);
      if (segment < 0)
        {
          /* Neutral figures stand on the whole tile, at its corner. */
          place->x = 0.78;
          place->y = 0.22;
          continue;
        }

      tsr_tile_art_anchor (tile, segment, &place->x, &place->y);
      place->lying = tsr_placed_tile_segment_kind (tile, segment) == TSR_FEATURE_FIELD;

      for (guint j = 0; j + 1 < n; j++)
        before += places[j].figure->port == figure->port;
      place->x += before * TSR_FIGURE_SIZE * 0.6;
    }

  return n;
}

/* Draws the figures on one tile, in the tile's unit square. */
void
tsr_board_art_draw_figures (cairo_t       *cr,
                            const TsrGame *game,
                            gint32         x,
                            gint32         y)
{
  TsrFigurePlace places[32];
  guint n = tsr_board_art_figure_places (game, x, y, places, G_N_ELEMENTS (places));

  for (guint i = 0; i < MIN (n, G_N_ELEMENTS (places)); i++)
    {
      const TsrFigure *figure = places[i].figure;
      TsrPlayerLook look;

      if (figure->player >= 0)
        tsr_player_look (tsr_game_get_player (game, figure->player), figure->player, &look);
      if (figure->kind == TSR_FIGURE_GLADIATOR)
        tsr_figure_art_draw_gladiator (cr, figure, &look, places[i].x, places[i].y, TSR_FIGURE_SIZE);
      else
        tsr_figure_art_draw (cr, figure->kind, figure->player >= 0 ? &look : NULL, places[i].lying,
                             places[i].x, places[i].y, TSR_FIGURE_SIZE);
    }
}

/**
 * tsr_board_art_draw_token:
 * @x: the token's centre
 * @y:
 * @size: its diameter
 *
 * An infection token: a red disc with short spikes, like the virus; an
 * earthquake token: a cracked brown disc.
 */
void
tsr_board_art_draw_token (cairo_t      *cr,
                          TsrTokenKind  kind,
                          double        x,
                          double        y,
                          double        size)
{
  const double r = size / 2;

  if (kind == TSR_TOKEN_EARTHQUAKE)
    {
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
      return;
    }

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_set_line_width (cr, size * 0.16);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgb (cr, 0.75, 0.1, 0.15);
  for (int i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4;

      cairo_move_to (cr, r * cos (a), r * sin (a));
      cairo_line_to (cr, 1.45 * r * cos (a), 1.45 * r * sin (a));
    }
  cairo_stroke (cr);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, size * 0.11);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/**
 * tsr_board_art_draw_infection:
 *
 * Tints the segments of the tile at (x, y) that belong to infected
 * features and draws the infection tokens lying on it, in the tile's unit
 * square.  The game is not changed (looking features up only shortens the
 * paths of the union-find).
 */
void
tsr_board_art_draw_infection (cairo_t *cr,
                              TsrGame *game,
                              gint32   x,
                              gint32   y)
{
  const TsrBoard *board = tsr_game_get_board (game);
  const TsrPlacedTile *tile = tsr_board_get (board, x, y);
  TsrFeatures *features = tsr_game_get_features (game);
  int index = tsr_board_get_index (board, x, y);

  if (tile == NULL)
    return;

  for (guint s = 0; s < tile->type->n_segments; s++)
    {
      guint32 root = tsr_features_find (features, tsr_features_element (features, index, s));

      if (tsr_features_get_data (features, root)->tokens == 0)
        continue;
      tsr_tile_art_segment_path (cr, tile, s);
      cairo_set_source_rgba (cr, 0.6, 0.1, 0.6, 0.3);
      cairo_fill (cr);
    }

  for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
    {
      const TsrToken *token = tsr_game_get_token (game, i);
      int segment;
      double ax, ay;

      if (token->kind != TSR_TOKEN_INFECTION || token->x != x || token->y != y ||
          (segment = tsr_placed_tile_segment_at (tile, token->port)) < 0)
        continue;

      /* Beside where a figure would stand, so neither hides the other,
       * and inside the tile, which is where the drawing is clipped. */
      tsr_tile_art_anchor (tile, segment, &ax, &ay);
      ax = CLAMP (ax + (0.5 - ax) * 0.3 + 0.1, 0.09, 0.91);
      ay = CLAMP (ay + (0.5 - ay) * 0.3 - 0.08, 0.09, 0.91);
      tsr_board_art_draw_token (cr, token->kind, ax, ay, 0.11);
    }
}

/**
 * tsr_board_art_draw_dragon_path:
 *
 * Draws the way the Black Dragon has gone this turn, from the centre of
 * the tile it started on to the one it stands on, with @cr in board units
 * (one unit a tile).  Nothing is drawn before its first step.
 */
void
tsr_board_art_draw_dragon_path (cairo_t       *cr,
                                const TsrGame *game)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  const TsrLocation *last;
  double dx, dy;
  static const double dash[] = { 0.1, 0.06 };

  tsr_game_get_dragon_path (game, path);
  if (path->len < 2)
    return;

  cairo_save (cr);
  cairo_set_source_rgba (cr, 0.55, 0.05, 0.05, 0.85);
  cairo_set_line_width (cr, 0.06);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* A dot where it started. */
  last = &g_array_index (path, TsrLocation, 0);
  cairo_arc (cr, last->x + 0.5, last->y + 0.5, 0.08, 0, 2 * G_PI);
  cairo_fill (cr);

  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  for (guint i = 0; i < path->len; i++)
    {
      const TsrLocation *at = &g_array_index (path, TsrLocation, i);

      cairo_line_to (cr, at->x + 0.5, at->y + 0.5);
    }
  cairo_stroke (cr);

  /* An arrowhead short of the last centre, where the dragon stands. */
  last = &g_array_index (path, TsrLocation, path->len - 1);
  dx = last->x - g_array_index (path, TsrLocation, path->len - 2).x;
  dy = last->y - g_array_index (path, TsrLocation, path->len - 2).y;
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_translate (cr, last->x + 0.5 - dx * 0.3, last->y + 0.5 - dy * 0.3);
  cairo_rotate (cr, atan2 (dy, dx));
  cairo_move_to (cr, 0.1, 0);
  cairo_line_to (cr, -0.08, -0.1);
  cairo_line_to (cr, -0.08, 0.1);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* The image's size in pixels: every tile, and the margin. */
void
tsr_board_art_size (const TsrGame            *game,
                    const TsrBoardArtOptions *options,
                    int                      *width,
                    int                      *height)
{
  gint32 min_x = 0, min_y = 0, max_x = 0, max_y = 0;

  tsr_board_get_bounds (tsr_game_get_board (game), &min_x, &min_y, &max_x, &max_y);
  *width = (int) ((max_x - min_x + 1) * options->tile_size + 2 * options->margin);
  *height = (int) ((max_y - min_y + 1) * options->tile_size + 2 * options->margin);
}

/**
 * tsr_board_art_draw:
 *
 * Draws the board from its north-west tile at (margin, margin): a
 * background, every tile, every figure.
 */
void
tsr_board_art_draw (cairo_t                  *cr,
                    const TsrGame            *game,
                    const TsrBoardArtOptions *options)
{
  const TsrBoard *board = tsr_game_get_board (game);
  TsrTileStyle style = { options->dark, TRUE };
  gint32 min_x = 0, min_y = 0, max_x = 0, max_y = 0;
  int width, height;

  tsr_board_art_size (game, options, &width, &height);
  tsr_board_get_bounds (board, &min_x, &min_y, &max_x, &max_y);

  if (options->dark)
    cairo_set_source_rgb (cr, 0.19, 0.19, 0.19);
  else
    cairo_set_source_rgb (cr, 0.87, 0.87, 0.85);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);

  for (int pass = 0; pass < 2; pass++)
    {
      /* The dragon's way under the figures, so the dragon ends it. */
      if (pass == 1)
        {
          cairo_save (cr);
          cairo_translate (cr, options->margin - min_x * options->tile_size,
                           options->margin - min_y * options->tile_size);
          cairo_scale (cr, options->tile_size, options->tile_size);
          tsr_board_art_draw_dragon_path (cr, game);
          cairo_restore (cr);
        }

      for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
        {
          const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

          cairo_save (cr);
          cairo_translate (cr, options->margin + (tile->x - min_x) * options->tile_size,
                           options->margin + (tile->y - min_y) * options->tile_size);
          cairo_scale (cr, options->tile_size, options->tile_size);
          /* Figures after every tile, so none is hidden by a neighbour. */
          if (pass == 0)
            tsr_tile_art_draw (cr, tile, &style);
          else
            {
              if (tsr_game_get_n_tokens (game) > 0)
                tsr_board_art_draw_infection (cr, (TsrGame *) game, tile->x, tile->y);
              tsr_board_art_draw_figures (cr, game, tile->x, tile->y);
            }
          cairo_restore (cr);
        }
    }
}

/**
 * tsr_board_art_save:
 * @path: ends in .png or .svg
 *
 * Writes the board as a PNG or SVG image.
 */
gboolean
tsr_board_art_save (const TsrGame            *game,
                    const TsrBoardArtOptions *options,
                    const char               *path,
                    GError                  **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  int width, height;
  gboolean svg = g_str_has_suffix (path, ".svg");

  if (!svg && !g_str_has_suffix (path, ".png"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s: the image's name must end in .png or .svg"), path);
      return FALSE;
    }

  tsr_board_art_size (game, options, &width, &height);
  surface = svg ? cairo_svg_surface_create (path, width, height)
                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  tsr_board_art_draw (cr, game, options);
  cairo_destroy (cr);

  if (svg)
    cairo_surface_finish (surface);
  else
    cairo_surface_write_to_png (surface, path);

  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }

  return TRUE;
}
