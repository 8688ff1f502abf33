/* tsr-checker-panel.h: what a hand-built position breaks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-document.h"

G_BEGIN_DECLS

#define TSR_TYPE_CHECKER_PANEL (tsr_checker_panel_get_type ())

G_DECLARE_FINAL_TYPE (TsrCheckerPanel, tsr_checker_panel, TSR, CHECKER_PANEL, GtkWidget)

void  tsr_checker_panel_set_document (TsrCheckerPanel *self,
                                      TsrDocument     *document);
void  tsr_checker_panel_refresh      (TsrCheckerPanel *self);
guint tsr_checker_panel_get_n_items  (TsrCheckerPanel *self);

G_END_DECLS
