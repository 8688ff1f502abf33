/* tsr-a11y.h: what screen readers read that GTK 4.8 does not give them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWidget *tsr_a11y_button_new_with_mnemonic (const char      *label);
void       tsr_a11y_name_controls            (GtkWidget       *root);
void       tsr_a11y_add_announcer            (GtkWindow       *window);
void       tsr_a11y_announce                 (GtkWidget       *widget,
                                              const char      *text);
void       tsr_a11y_add_toast                (AdwToastOverlay *overlay,
                                              AdwToast        *toast);
void       tsr_a11y_name_expander_row        (AdwExpanderRow  *row);
void       tsr_a11y_one_tab_stop             (GtkWidget       *container);

G_END_DECLS
