/* tsr-position-text.h: the board in words, for those who cannot see it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

char      *tsr_square_describe   (TsrGame      *game,
                                  gint32        x,
                                  gint32        y);
GPtrArray *tsr_position_describe (TsrGame      *game);
char      *tsr_subject_describe  (TsrGame      *game,
                                  const GArray *parts);

G_END_DECLS
