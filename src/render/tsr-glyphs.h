/* tsr-glyphs.h: a small stroke font for letters on figures and counts
 *
 * Drawn as lines, so it looks the same everywhere, with whatever fonts a
 * machine has: golden-image tests rely on that.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

void   tsr_glyphs_draw  (cairo_t    *cr,
                         const char *text,
                         double      cx,
                         double      cy,
                         double      height);
double tsr_glyphs_width (const char *text,
                         double      height);

G_END_DECLS
