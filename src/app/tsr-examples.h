/* tsr-examples.h: the start page's list of shipped examples
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void tsr_examples_fill (GtkListBox *list);

G_END_DECLS
