/* tsr-about.h: the About window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void tsr_about_show (GtkWindow *parent);

G_END_DECLS
