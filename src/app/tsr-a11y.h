/* tsr-a11y.h: names screen readers read for buttons with an access key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *tsr_a11y_button_new_with_mnemonic (const char *label);
void       tsr_a11y_name_buttons             (GtkWidget  *root);

G_END_DECLS
