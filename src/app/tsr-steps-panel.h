/* tsr-steps-panel.h: the trace, one rule step a row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-document.h"

G_BEGIN_DECLS

#define TSR_TYPE_STEPS_PANEL (tsr_steps_panel_get_type ())

G_DECLARE_FINAL_TYPE (TsrStepsPanel, tsr_steps_panel, TSR, STEPS_PANEL, GtkWidget)

void tsr_steps_panel_set_document (TsrStepsPanel *self,
                                   TsrDocument   *document);
void tsr_steps_panel_refresh      (TsrStepsPanel *self);

GtkWidget *tsr_step_sentence_new  (const TsrGame *game,
                                   const TsrStep *step);

G_END_DECLS
