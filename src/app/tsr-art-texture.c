/* tsr-art-texture.c
 *
 * The drawing is the render library's, the same as image export and
 * `tessera-cli render`: what the window shows is what the core sees.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include "tsr-art-texture.h"
#include "tsr-art.h"
#include "tsr-board-art.h"
#include "tsr-figure-art.h"
#include "tsr-tile-art.h"

typedef void (*DrawFunc) (cairo_t *cr, gconstpointer data);

static GdkTexture *
texture_from_drawing (int           size,
                      DrawFunc      draw,
                      gconstpointer data)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

  cairo_scale (cr, size, size);
  draw (cr, data);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * size);
  texture = gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

static void
draw_tile (cairo_t       *cr,
           gconstpointer  data)
{
  TsrTileStyle style = { FALSE, TRUE };

  tsr_tile_art_draw (cr, data, &style);
}

/**
 * tsr_tile_texture_new:
 * @size: pixels per side
 *
 * Returns: (transfer full): the tile drawn in a square of @size pixels
 */
GdkTexture *
tsr_tile_texture_new (const TsrPlacedTile *tile,
                      int                  size)
{
  return texture_from_drawing (size, draw_tile, tile);
}

/**
 * tsr_tile_type_texture_new:
 * @rotation: quarter turns clockwise
 *
 * Returns: (transfer full): a tile of @type, alone and turned, drawn in a
 *   square of @size pixels
 */
GdkTexture *
tsr_tile_type_texture_new (const TsrTileType *type,
                           guint              rotation,
                           int                size)
{
  TsrPlacedTile tile = { .type = type, .rotation = rotation % 4, .span = TSR_AXIS_NONE };

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    tile.edges[side] = type->edges[tile.rotation][side];

  return tsr_tile_texture_new (&tile, size);
}

typedef struct
{
  TsrFigureKind kind;
  gboolean      neutral;
  TsrPlayerLook look;
} FigureDrawing;

static void
draw_figure (cairo_t       *cr,
             gconstpointer  data)
{
  const FigureDrawing *figure = data;

  tsr_figure_art_draw (cr, figure->kind, figure->neutral ? NULL : &figure->look, FALSE, 0.5, 0.5, 0.9);
}

/**
 * tsr_figure_texture_new:
 * @player: (nullable): the owner, or %NULL for a neutral figure
 *
 * Returns: (transfer full): the figure in its owner's colours
 */
GdkTexture *
tsr_figure_texture_new (TsrFigureKind    kind,
                        const TsrPlayer *player,
                        guint            player_index,
                        int              size)
{
  FigureDrawing figure = { kind, player == NULL, { 0 } };

  if (player != NULL)
    tsr_player_look (player, player_index, &figure.look);

  return texture_from_drawing (size, draw_figure, &figure);
}

static void
draw_token (cairo_t       *cr,
            gconstpointer  data)
{
  tsr_board_art_draw_token (cr, *(const TsrTokenKind *) data, 0.5, 0.5, 0.6);
}

/**
 * tsr_token_texture_new:
 *
 * Returns: (transfer full): a token of @kind
 */
GdkTexture *
tsr_token_texture_new (TsrTokenKind kind,
                       int          size)
{
  return texture_from_drawing (size, draw_token, &kind);
}

static void
draw_piece (cairo_t       *cr,
            gconstpointer  data)
{
  cairo_translate (cr, 0.5, 0.5);
  tsr_art_draw_piece (cr, data);
}

/**
 * tsr_piece_texture_new:
 * @name: the name of an edit piece (TsrEditPieceDecl)
 *
 * Returns: (transfer full): the palette's picture of the piece, drawn by
 *   the art of the module that owns it
 */
GdkTexture *
tsr_piece_texture_new (const char *name,
                       int         size)
{
  return texture_from_drawing (size, draw_piece, name);
}
