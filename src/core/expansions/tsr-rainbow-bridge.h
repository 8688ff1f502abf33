/* tsr-rainbow-bridge.h: where the Rainbow Bridge is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-board.h"
#include "tsr-features.h"
#include "tsr-game.h"

G_BEGIN_DECLS

/* The module, for those that name its pieces. */
extern guint tsr_rainbow_bridge_module;

/* Its span on the board: worth no tile, with the module's mark. */
#define TSR_RAINBOW_SPAN (TSR_SPAN_NO_TILE | TSR_SPAN_MARK (1))

/* Its mark on a road it broke, which can never be completed. */
#define TSR_FEATURE_FLAG_BROKEN (TSR_FEATURE_FLAG_MODULE (1) | TSR_FEATURE_FLAG_NEVER_COMPLETE)

static inline gboolean
tsr_span_is_rainbow (const TsrPlacedTile *tile)
{
  return tile->span_flags == TSR_RAINBOW_SPAN;
}

typedef enum
{
  TSR_RAINBOW_BESIDE,   /* beside the board, free to buy */
  TSR_RAINBOW_HELD,     /* bought and not yet placed */
  TSR_RAINBOW_ON_TILE,  /* across a tile of the board */
  TSR_RAINBOW_GONE,     /* out of the game with a tile a disaster took */
} TsrRainbowPlace;

TsrRainbowPlace tsr_game_get_rainbow_bridge (const TsrGame *game,
                                             gint          *holder,
                                             gint32        *x,
                                             gint32        *y);
void            tsr_game_set_rainbow_holder (TsrGame       *game,
                                             gint           player);
guint           tsr_game_count_rainbow_bridges (const TsrGame *game);
gboolean        tsr_game_get_falling_figure (const TsrGame *game,
                                             gint32        *x,
                                             gint32        *y);

/* A meteor or the flood takes the tile at (x, y) out of the game. */
void            tsr_rainbow_bridge_struck   (TsrGame       *game,
                                             gint32         x,
                                             gint32         y);

G_END_DECLS
