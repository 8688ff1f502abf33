/* tsr-rules-window.h: the rules reference
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TSR_TYPE_RULES_WINDOW (tsr_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (TsrRulesWindow, tsr_rules_window, TSR, RULES_WINDOW, AdwWindow)

TsrRulesWindow *tsr_rules_window_present   (GtkWindow      *parent,
                                            const char     *rule);
TsrRulesWindow *tsr_rules_window_find      (GtkWindow      *parent);
void            tsr_rules_window_show_rule (TsrRulesWindow *self,
                                            const char     *rule);
void            tsr_rules_window_search    (TsrRulesWindow *self,
                                            const char     *text);
guint           tsr_rules_window_count_shown (TsrRulesWindow *self);
void            tsr_rules_window_set_in_play (TsrRulesWindow     *self,
                                              const char * const *modules);
void            tsr_rules_window_show_all_modules (TsrRulesWindow *self,
                                                   gboolean        all);

void            tsr_rules_window_set_show_original (TsrRulesWindow  *self,
                                                    gboolean         show);
gboolean        tsr_rules_window_preview_file      (TsrRulesWindow  *self,
                                                    const char      *path,
                                                    GError         **error);

G_END_DECLS
