/* tsr-scenario-panel.h: the scenario's title, description and
 * expectations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-document.h"

G_BEGIN_DECLS

#define TSR_TYPE_SCENARIO_PANEL (tsr_scenario_panel_get_type ())

G_DECLARE_FINAL_TYPE (TsrScenarioPanel, tsr_scenario_panel, TSR, SCENARIO_PANEL, GtkWidget)

void  tsr_scenario_panel_set_document (TsrScenarioPanel *self,
                                       TsrDocument      *document);
void  tsr_scenario_panel_refresh      (TsrScenarioPanel *self);
guint tsr_scenario_panel_get_n_rows   (TsrScenarioPanel *self);

G_END_DECLS
