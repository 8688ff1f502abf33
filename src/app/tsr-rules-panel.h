/* tsr-rules-panel.h: the expansions and variants in play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-document.h"

G_BEGIN_DECLS

#define TSR_TYPE_RULES_PANEL (tsr_rules_panel_get_type ())

G_DECLARE_FINAL_TYPE (TsrRulesPanel, tsr_rules_panel, TSR, RULES_PANEL, GtkWidget)

void tsr_rules_panel_set_document (TsrRulesPanel *self,
                                   TsrDocument   *document);
void tsr_rules_panel_refresh      (TsrRulesPanel *self);

G_END_DECLS
