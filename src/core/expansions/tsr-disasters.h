/* tsr-disasters.h: where Natural Disasters stand, for the window and tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-features.h"
#include "tsr-game.h"

G_BEGIN_DECLS

/* Its marks on features: under the flood, and destroyed by the
 * earthquake (worth nothing, to farmers either). */
#define TSR_FEATURE_FLAG_FLOODED   (TSR_FEATURE_FLAG_MODULE (2) | TSR_FEATURE_FLAG_NEVER_COMPLETE)
#define TSR_FEATURE_FLAG_DESTROYED (TSR_FEATURE_FLAG_MODULE (3) | TSR_FEATURE_FLAG_NO_FARMERS)
/* Finished before the water reached it: it stays complete
 * (disasters.flood-finished = stay-complete). */
#define TSR_FEATURE_FLAG_DRY       TSR_FEATURE_FLAG_MODULE (4)

/* How many squares a tornado moves at most. */
#define TSR_TORNADO_SPACES 12

typedef struct
{
  gint32 x;
  gint32 y;
} TsrPos;

gboolean tsr_game_get_flood          (const TsrGame  *game,
                                      gint32         *x,
                                      gint32         *y,
                                      gboolean       *spread,
                                      gint           *player);
gboolean tsr_game_is_flooded         (const TsrGame  *game,
                                      gint32          x,
                                      gint32          y);
gboolean tsr_game_setup_flood        (TsrGame        *game,
                                      gint32          x,
                                      gint32          y,
                                      gboolean        spread,
                                      gint            player,
                                      GError        **error);

/* The positions named for the meteor now falling, in order, the current
 * target last; empty when no meteor falls, %NULL without the module. */
const GArray *tsr_game_get_meteor_path   (const TsrGame *game);

/* The tornado on its way: the tiles it visited in order, its position
 * last (empty when none moves, %NULL without the module), and the
 * follower it carries. */
const GArray *tsr_game_get_tornado_path  (const TsrGame *game);
gboolean      tsr_game_get_tornado_held  (const TsrGame *game,
                                          TsrFigure     *figure);
gboolean      tsr_game_get_tornado_position (const TsrGame *game,
                                             gint32        *x,
                                             gint32        *y);

G_END_DECLS
