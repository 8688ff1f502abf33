/* tsr-handout.h: a game's steps as a PDF to teach from
 *
 * Written by the window's Export Steps and by `tessera-cli handout`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-core.h"

G_BEGIN_DECLS

gboolean tsr_handout_save (const TsrGame  *game,
                           const char     *title,
                           const char     *description,
                           const char     *path,
                           GError        **error);

G_END_DECLS
