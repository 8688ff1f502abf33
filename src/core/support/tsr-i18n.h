/* tsr-i18n.h: gettext set-up shared by the window, tessera-cli and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-po.h"

G_BEGIN_DECLS

const char *tsr_i18n_get_locale_dir (void);
void        tsr_i18n_init           (void);
void        tsr_i18n_set_language   (const char *language);
void        tsr_i18n_set_untranslated (void);

const char     *tsr_translate        (const char     *text);

void            tsr_i18n_set_preview (TsrPoCatalogue *catalogue);
TsrPoCatalogue *tsr_i18n_get_preview (void);
TsrPoState      tsr_translate_state  (const char     *text);
const char     *tsr_translate_previewed (const char  *text);
const char     *tsr_translate_scenario_text (const char *text);

G_END_DECLS
