/* tsr-explain.h: a rule step in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

char       *tsr_game_explain          (const TsrGame *game,
                                       const TsrStep *step);
char       *tsr_game_explain_full     (const TsrGame *game,
                                       const TsrStep *step,
                                       gboolean       ids);
const char *tsr_game_pick_explanation (const TsrGame *game,
                                       const TsrStep *step);
char       *tsr_game_fill_text        (const TsrGame *game,
                                       const char    *text,
                                       const TsrStep *values);

G_END_DECLS
