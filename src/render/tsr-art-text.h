/* tsr-art-text.h: short texts on the board, such as a figure's initial
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

void tsr_art_text_draw (cairo_t    *cr,
                        const char *text,
                        double      cx,
                        double      cy,
                        double      width,
                        double      height);

G_END_DECLS
