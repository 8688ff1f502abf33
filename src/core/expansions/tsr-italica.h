/* tsr-italica.h: the score a gladiator is offered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

extern TsrFigureKind tsr_gladiator_kind;

gboolean tsr_game_get_offered_score (const TsrGame *game,
                                     gint          *scorer,
                                     gint32        *points,
                                     TsrFeatureKind *feature,
                                     TsrLocation   *place);

G_END_DECLS
