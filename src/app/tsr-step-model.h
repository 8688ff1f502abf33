/* tsr-step-model.h: the rule steps of a game, as a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TSR_TYPE_STEP_ITEM (tsr_step_item_get_type ())
G_DECLARE_FINAL_TYPE (TsrStepItem, tsr_step_item, TSR, STEP_ITEM, GObject)

guint tsr_step_item_get_index (TsrStepItem *self);

#define TSR_TYPE_STEP_MODEL (tsr_step_model_get_type ())
G_DECLARE_FINAL_TYPE (TsrStepModel, tsr_step_model, TSR, STEP_MODEL, GObject)

TsrStepModel *tsr_step_model_new   (void);
void          tsr_step_model_set_n (TsrStepModel *self,
                                    guint         n_steps,
                                    guint         n_kept);

G_END_DECLS
