/* tsr-tooltip.h: tooltips set in bulk without asking the display where
 * the pointer is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void         tsr_tooltip_set  (GtkWidget  *widget,
                               const char *text);
const char  *tsr_tooltip_get  (GtkWidget  *widget);

G_END_DECLS
