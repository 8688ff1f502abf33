/* tsr-phantom.c: the phantom (RULES.md §4.2)
 *
 * One phantom per player, placed in the figure step after the regular
 * action (or instead of it) on another, unoccupied feature of the tile
 * just placed.  It counts, scores and returns like a meeple; the turn
 * machine offers it in its own stage.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-game-private.h"

static const TsrRuleDecl rules[] = {
  { "phantom.place", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_FEATURE | TSR_PH_PLACE },
  { NULL, 0 }
};

static void
phantom_add_player (TsrGame   *game,
                    TsrPlayer *player)
{
  player->owned[TSR_FIGURE_PHANTOM] = 1;
}

const TsrModule tsr_module_phantom = {
  .id = "phantom",
  .rules = rules,
  .add_player = phantom_add_player,
};
