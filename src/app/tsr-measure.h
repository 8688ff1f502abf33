/* tsr-measure.h: what `tessera-cli bench` measures of the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void tsr_measure_first_frame (GtkWidget    *window);
void tsr_measure_render      (GApplication *app);
void tsr_measure_steps       (GApplication *app);

G_END_DECLS
