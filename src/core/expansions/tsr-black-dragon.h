/* tsr-black-dragon.h: where the Black Dragon went this turn, and how far
 * it still goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

void  tsr_game_get_dragon_path       (const TsrGame *game,
                                     GArray        *path);
guint tsr_game_get_dragon_steps_left (const TsrGame *game);

G_END_DECLS
