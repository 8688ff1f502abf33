/* tsr-uninstalled.h: whether the running program is the one in the build tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean    tsr_running_uninstalled (void);
const char *tsr_get_build_root      (void);

G_END_DECLS
