/* tsr-soak.h: random games with the rules' invariants checked throughout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"
#include "tsr-scenario.h"

G_BEGIN_DECLS

typedef struct
{
  guint64 actions;    /* answers given */
  guint64 steps;      /* rule steps taken */
} TsrSoakCounts;

gboolean tsr_game_check_invariants (TsrGame            *game,
                                    GString            *problem);
gboolean tsr_soak_game             (guint32             seed,
                                    const char * const *modules,
                                    TsrSoakCounts      *counts,
                                    TsrScenario       **failure,
                                    GString            *problem);

GStrv        tsr_soak_all_modules   (void);
TsrScenario *tsr_soak_play_scenario (guint32             seed,
                                     const char * const *modules,
                                     GString            *problem);

G_END_DECLS
