/* tsr-compare-window.h: the open scenario replayed under each reading of a variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-board-view.h"
#include "tsr-document.h"

G_BEGIN_DECLS

#define TSR_TYPE_COMPARE_WINDOW (tsr_compare_window_get_type ())

G_DECLARE_FINAL_TYPE (TsrCompareWindow, tsr_compare_window, TSR, COMPARE_WINDOW, AdwWindow)

TsrCompareWindow    *tsr_compare_window_present_for    (GtkWindow        *parent,
                                                        TsrDocument      *document,
                                                        const char       *variant,
                                                        GError          **error);
void                 tsr_compare_window_action         (GtkWidget        *widget,
                                                        const char       *action_name,
                                                        GVariant         *parameter);

const TsrComparison *tsr_compare_window_get_comparison (TsrCompareWindow *self);
TsrBoardView        *tsr_compare_window_get_board      (TsrCompareWindow *self,
                                                        guint             reading);
gboolean             tsr_compare_window_save_reading   (TsrCompareWindow *self,
                                                        guint             reading,
                                                        GFile            *file,
                                                        GError          **error);

G_END_DECLS
