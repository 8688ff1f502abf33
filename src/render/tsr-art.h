/* tsr-art.h: the board art modules draw themselves
 *
 * The renderer draws the tile model (features, spans' roads), meeples and
 * tokens it knows nothing of as plain discs; everything that belongs to one
 * module (its figures, tokens, tile symbols, the pieces it lays across
 * tiles, the tints of its marks on features, what it draws over the
 * board) is drawn by that module's own art (src/render/expansions/), which
 * registers here.  A hook returns %FALSE for what is not its module's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "tsr-core.h"
#include "tsr-player-colours.h"

G_BEGIN_DECLS

typedef struct
{
  const char *module;   /* the id of the module whose pieces it draws */

  /* A figure of one of the module's kinds, in a unit box around the
   * origin.  @figure is the figure on the board (with its state), or NULL
   * for a picture of its kind; @game is NULL outside a board. */
  gboolean (*draw_figure)     (cairo_t             *cr,
                               const TsrGame       *game,
                               TsrFigureKind        kind,
                               const TsrFigure     *figure,
                               const TsrPlayerLook *look,
                               gboolean             lying);
  /* A token of one of its kinds, centred on (x, y), @size across. */
  gboolean (*draw_token)      (cairo_t             *cr,
                               TsrTokenKind         kind,
                               double               x,
                               double               y,
                               double               size);
  /* A symbol of its tiles at (x, y) of the tile's unit square, and the
   * ground of one of its tiles without features. */
  gboolean (*draw_symbol)     (cairo_t             *cr,
                               const char          *symbol,
                               double               x,
                               double               y);
  gboolean (*draw_ground)     (cairo_t             *cr,
                               const char          *symbol);
  /* A span it laid across a tile (tsr-board.h), in the unit square. */
  gboolean (*draw_span)       (cairo_t             *cr,
                               TsrAxis              axis,
                               guint                flags);
  /* The tint of a feature one of its marks covers.  This and the overlay
   * hooks are asked only when the module is in play. */
  gboolean (*feature_tint)    (TsrGame             *game,
                               guint32              root,
                               double              *rgba);
  /* What it draws over the tiles and under the figures, in board units
   * (a unit a tile), and the squares that covers. */
  void     (*draw_overlay)    (cairo_t             *cr,
                               const TsrGame       *game);
  void     (*overlay_squares) (const TsrGame       *game,
                               GArray              *squares);
  /* The palette's picture of one of its pieces (TsrEditPieceDecl), in a
   * unit box around the origin. */
  gboolean (*draw_piece)      (cairo_t             *cr,
                               const char          *name);
} TsrArtDecl;

void                tsr_art_register      (const TsrArtDecl  *art);
const TsrArtDecl   *tsr_art_for_module    (guint              module);
guint               tsr_art_count         (void);
const TsrArtDecl   *tsr_art_get           (guint              index);
gboolean            tsr_art_in_play       (guint              index,
                                           const TsrGame     *game);
gboolean            tsr_art_draw_piece    (cairo_t           *cr,
                                           const char        *name);

G_END_DECLS
