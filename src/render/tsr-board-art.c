/* tsr-board-art.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <cairo-svg.h>
#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-art.h"
#include "tsr-art-file.h"
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

  for (guint i = 0; i < tsr_game_get_n_figures (game) && n < max_places; i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrFigurePlace *place;
      int segment;
      guint before = 0;

      /* Only a neutral figure may stand where no tile is (a tornado
       * crossing empty land, with the variant that lets it). */
      if (figure->x != x || figure->y != y || (tile == NULL && figure->player >= 0))
        continue;

      place = &places[n++];
      place->figure = figure;
      place->lying = FALSE;

      segment = figure->port == TSR_PORT_NONE || tile == NULL ? -1 : tsr_placed_tile_segment_at (tile, figure->port);
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
      tsr_figure_art_draw_kind (cr, game, figure->kind, figure, figure->player >= 0 ? &look : NULL,
                                places[i].lying, places[i].x, places[i].y, TSR_FIGURE_SIZE);
    }
}

/**
 * tsr_board_art_draw_token:
 * @x: the token's centre
 * @y:
 * @size: its diameter
 *
 * A token, as its module's art draws it, or a grey disc.
 */
void
tsr_board_art_draw_token (cairo_t      *cr,
                          TsrTokenKind  kind,
                          double        x,
                          double        y,
                          double        size)
{
  guint32 modules = tsr_token_kind_get_owners (kind);

  for (guint m = 0; m < TSR_MAX_MODULES; m++)
    {
      const TsrArtDecl *art = (modules & (1u << m)) ? tsr_art_for_module (m) : NULL;

      if (art != NULL && art->draw_token != NULL && art->draw_token (cr, kind, x, y, size))
        return;
    }

  cairo_arc (cr, x, y, size / 2, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  cairo_fill (cr);
}

/* Whether a module marks the feature in a way worth a tint. */
static gboolean
feature_tint (TsrGame *game,
              guint32  root,
              double  *rgba)
{
  for (guint i = 0; i < tsr_art_count (); i++)
    if (tsr_art_get (i)->feature_tint != NULL && tsr_art_in_play (i, game) &&
        tsr_art_get (i)->feature_tint (game, root, rgba))
      return TRUE;

  return FALSE;
}

/**
 * tsr_board_art_tile_marked:
 *
 * Returns: whether a feature of the tile at @index carries a module's
 *   mark or a token lies on it, so that tsr_board_art_draw_feature_marks()
 *   has work there
 */
gboolean
tsr_board_art_tile_marked (TsrGame *game,
                           guint    index)
{
  const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), index);
  TsrFeatures *features = tsr_game_get_features (game);
  double rgba[4];

  for (guint s = 0; s < tile->type->n_segments; s++)
    if (feature_tint (game, tsr_features_find (features, tsr_features_element (features, index, s)), rgba))
      return TRUE;

  /* A token is drawn whether or not its feature is tinted. */
  for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
    if (tsr_game_get_token (game, i)->x == tile->x && tsr_game_get_token (game, i)->y == tile->y)
      return TRUE;

  return FALSE;
}

/**
 * tsr_board_art_draw_feature_marks:
 *
 * Tints the segments of the tile at (x, y) that belong to features a
 * module marks (infected, destroyed) and draws the tokens lying on it, in
 * the tile's unit square.  The game is not changed (looking features up
 * only shortens the paths of the union-find).
 */
void
tsr_board_art_draw_feature_marks (cairo_t *cr,
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
      double rgba[4];

      if (!feature_tint (game, root, rgba))
        continue;
      cairo_set_source_rgba (cr, rgba[0], rgba[1], rgba[2], rgba[3]);
      tsr_tile_art_paint_segment (cr, tile, s);
    }

  for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
    {
      const TsrToken *token = tsr_game_get_token (game, i);
      int segment;
      double ax, ay;

      if (token->x != x || token->y != y || (segment = tsr_placed_tile_segment_at (tile, token->port)) < 0)
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
 * tsr_board_art_draw_path:
 * @rgb: its colour, red, green and blue
 *
 * A way across the board through the centres of @points, in board units
 * (one unit a tile): a dot where it started, dashes, an arrowhead short
 * of the last centre, where what moves now stands.
 */
void
tsr_board_art_draw_path (cairo_t           *cr,
                         const TsrLocation *points,
                         guint              n,
                         const double      *rgb)
{
  static const double dash[] = { 0.1, 0.06 };
  const TsrLocation *last;
  double dx, dy;

  if (n < 2)
    return;
  last = &points[n - 1];

  cairo_save (cr);
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], 0.85);
  cairo_set_line_width (cr, 0.06);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  cairo_arc (cr, points[0].x + 0.5, points[0].y + 0.5, 0.08, 0, 2 * G_PI);
  cairo_fill (cr);

  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  for (guint i = 0; i < n; i++)
    cairo_line_to (cr, points[i].x + 0.5, points[i].y + 0.5);
  cairo_stroke (cr);

  dx = last->x - points[n - 2].x;
  dy = last->y - points[n - 2].y;
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

/**
 * tsr_board_art_overlay_bounds:
 *
 * The squares tsr_board_art_draw_overlay() draws on.
 *
 * Returns: whether it draws anything
 */
gboolean
tsr_board_art_overlay_bounds (const TsrGame *game,
                              gint32        *min_x,
                              gint32        *min_y,
                              gint32        *max_x,
                              gint32        *max_y)
{
  g_autoptr(GArray) squares = g_array_new (FALSE, FALSE, sizeof (TsrLocation));

  for (guint i = 0; i < tsr_art_count (); i++)
    if (tsr_art_get (i)->overlay_squares != NULL && tsr_art_in_play (i, game))
      tsr_art_get (i)->overlay_squares (game, squares);

  *min_x = *min_y = G_MAXINT32;
  *max_x = *max_y = G_MININT32;
  for (guint i = 0; i < squares->len; i++)
    {
      const TsrLocation *at = &g_array_index (squares, TsrLocation, i);

      *min_x = MIN (*min_x, at->x);
      *min_y = MIN (*min_y, at->y);
      *max_x = MAX (*max_x, at->x);
      *max_y = MAX (*max_y, at->y);
    }

  return squares->len > 0;
}

/**
 * tsr_board_art_draw_overlay:
 *
 * Draws, with @cr in board units (one unit a tile), what the modules'
 * art lays over the tiles and under the figures (the ways things went
 * this turn, water).
 */
void
tsr_board_art_draw_overlay (cairo_t       *cr,
                            const TsrGame *game)
{
  for (guint i = 0; i < tsr_art_count (); i++)
    if (tsr_art_get (i)->draw_overlay != NULL && tsr_art_in_play (i, game))
      {
        cairo_save (cr);
        tsr_art_get (i)->draw_overlay (cr, game);
        cairo_restore (cr);
      }
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
      /* What the modules lay over the tiles under the figures, so a
       * figure that moved ends its way. */
      if (pass == 1)
        {
          cairo_save (cr);
          cairo_translate (cr, options->margin - min_x * options->tile_size,
                           options->margin - min_y * options->tile_size);
          cairo_scale (cr, options->tile_size, options->tile_size);
          tsr_board_art_draw_overlay (cr, game);
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
              if (tsr_board_art_tile_marked ((TsrGame *) game, i))
                tsr_board_art_draw_feature_marks (cr, (TsrGame *) game, tile->x, tile->y);
              tsr_board_art_draw_figures (cr, game, tile->x, tile->y);
            }
          cairo_restore (cr);
        }
    }
}

/* A PNG image is drawn whole in memory, four bytes a pixel, before it is
 * written: at most 8,192 × 8,192 pixels (256 MiB; a 100,000-tile board
 * at 96 pixels a tile would take 3.7 GB), and no side beyond cairo's
 * 32,767.  Refused rather than drawn smaller: the size asked for is what
 * the user gets, or a message.  An SVG image holds the drawing itself,
 * which grows with the tiles, not with the pixels. */
#define MAX_PIXELS_SIDE 8192
#define MAX_SIDE 32767

/**
 * tsr_board_art_check_size:
 * @path: the image's name: ends in .png or .svg
 *
 * Returns: whether the board fits in an image at @path within the
 *   budget of pixels; else sets @error, naming @path and the budget
 */
gboolean
tsr_board_art_check_size (const TsrGame            *game,
                          const TsrBoardArtOptions *options,
                          const char               *path,
                          GError                  **error)
{
  g_autofree char *name = NULL;
  int width, height;

  if (g_str_has_suffix (path, ".svg"))
    return TRUE;

  tsr_board_art_size (game, options, &width, &height);
  if (width <= MAX_SIDE && height <= MAX_SIDE && (gint64) width * height <= (gint64) MAX_PIXELS_SIDE * MAX_PIXELS_SIDE)
    return TRUE;

  name = g_filename_display_name (path);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               /* Translators: %s is a file name; the image's width and height in pixels, then
                * the largest area drawn (as a square, "8192 × 8192") and the longest side */
               _("Could not write “%s”: a PNG image of %d × %d px is larger than Tessera draws, at most "
                 "the area of %d × %d px and %d px a side; choose smaller tiles or an SVG image"),
               name, width, height, MAX_PIXELS_SIDE, MAX_PIXELS_SIDE, MAX_SIDE);
  return FALSE;
}

/**
 * tsr_board_art_save:
 * @path: ends in .png or .svg
 *
 * Writes the board as a PNG or SVG image: made in memory, then written
 * with tsr_file_replace(), so a failure (a folder that cannot be written,
 * a full disk) is reported and leaves no part of a file.
 */
gboolean
tsr_board_art_save (const TsrGame            *game,
                    const TsrBoardArtOptions *options,
                    const char               *path,
                    GError                  **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  int width, height;
  gboolean svg = g_str_has_suffix (path, ".svg");

  if (!svg && !g_str_has_suffix (path, ".png"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %s is the file name the user gave for the image */
                   _("%s: the image's name must end in .png or .svg"), path);
      return FALSE;
    }
  if (!tsr_board_art_check_size (game, options, path, error))
    return FALSE;

  bytes = g_byte_array_new ();
  tsr_board_art_size (game, options, &width, &height);
  surface = svg ? cairo_svg_surface_create_for_stream (tsr_art_file_append, bytes, width, height)
                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  tsr_board_art_draw (cr, game, options);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (svg)
    cairo_surface_finish (surface);
  else if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (surface, tsr_art_file_append, bytes);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  return tsr_art_file_write (path, status, bytes, error);
}
