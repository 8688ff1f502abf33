/* tsr-describe.h: what the game waits for, and what an answer does, in
 * words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

char *tsr_game_describe_choice (TsrGame         *game);
char *tsr_label_without_mnemonic (const char *label);
char *tsr_game_describe_option (TsrGame         *game,
                                const TsrAction *action);
char *tsr_game_describe_action (TsrGame         *game,
                                const TsrAction *action);

G_END_DECLS
