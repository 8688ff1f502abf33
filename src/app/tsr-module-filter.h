/* tsr-module-filter.h: which modules the Rules reference shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TSR_TYPE_MODULE_FILTER (tsr_module_filter_get_type ())

G_DECLARE_FINAL_TYPE (TsrModuleFilter, tsr_module_filter, TSR, MODULE_FILTER, GtkWidget)

void     tsr_module_filter_set_in_play (TsrModuleFilter    *self,
                                        const char * const *modules);
gboolean tsr_module_filter_shows       (TsrModuleFilter    *self,
                                        const char         *module);
void     tsr_module_filter_show        (TsrModuleFilter    *self,
                                        const char         *module);
void     tsr_module_filter_show_all    (TsrModuleFilter    *self,
                                        gboolean            all);

G_END_DECLS
