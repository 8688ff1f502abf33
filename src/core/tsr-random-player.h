/* tsr-random-player.h: a player that picks any legal answer
 *
 * Used by the benchmark and the soak: whatever the pending choice, it
 * picks uniformly among every legal answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

gboolean tsr_random_player_act  (TsrGame *game,
                                 GRand   *rand,
                                 GArray  *scratch);
guint    tsr_random_player_play (TsrGame *game,
                                 GRand   *rand);

G_END_DECLS
