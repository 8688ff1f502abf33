/* tsr-random-player.h: a player that picks any legal answer
 *
 * Used by the benchmark and the soak: whatever the pending choice, it
 * picks uniformly among every legal answer, from a seeded generator so a
 * game can be played again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

typedef struct _TsrRandomPlayer TsrRandomPlayer;

TsrRandomPlayer *tsr_random_player_new  (guint32          seed);
void             tsr_random_player_free (TsrRandomPlayer *player);
GRand           *tsr_random_player_get_rand (TsrRandomPlayer *player);
gboolean         tsr_random_player_act  (TsrRandomPlayer  *player,
                                         TsrGame          *game,
                                         GError          **error);
guint            tsr_random_player_play (TsrRandomPlayer  *player,
                                         TsrGame          *game,
                                         GError          **error);
TsrGame         *tsr_random_player_build_board (guint     n_tiles,
                                                guint32   seed);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrRandomPlayer, tsr_random_player_free)

G_END_DECLS
