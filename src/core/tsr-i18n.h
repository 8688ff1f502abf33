/* tsr-i18n.h: gettext set-up shared by the window, tessera-cli and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *tsr_i18n_get_locale_dir (void);
void        tsr_i18n_init           (void);
void        tsr_i18n_set_language   (const char *language);

G_END_DECLS
