/* tsr-jcz.h: opening JCloisterZone's saved games as scenarios
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-scenario.h"

G_BEGIN_DECLS

TsrScenario *tsr_jcz_import  (const char  *data,
                              gsize        length,
                              const char  *name,
                              GError     **error);
gboolean     tsr_jcz_is_game (const char  *data,
                              gsize        length);

G_END_DECLS
