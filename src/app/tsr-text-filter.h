/* tsr-text-filter.h: keeping out of the window's text what no scenario
 * file can hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void  tsr_text_filter_editable  (GtkEditable   *editable);
void  tsr_text_filter_buffer    (GtkTextBuffer *buffer);

G_END_DECLS
