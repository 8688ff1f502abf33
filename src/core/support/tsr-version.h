/* tsr-version.h: the version of the rules core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *tsr_get_version (void);

G_END_DECLS
