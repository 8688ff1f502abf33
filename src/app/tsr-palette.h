/* tsr-palette.h: what can be put on the board by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-document.h"

G_BEGIN_DECLS

#define TSR_TYPE_PALETTE (tsr_palette_get_type ())

G_DECLARE_FINAL_TYPE (TsrPalette, tsr_palette, TSR, PALETTE, GtkWidget)

void        tsr_palette_set_document (TsrPalette  *self,
                                      TsrDocument *document);
void        tsr_palette_refresh      (TsrPalette  *self);
const char *tsr_palette_get_tool     (TsrPalette  *self);
void        tsr_palette_set_tool     (TsrPalette  *self,
                                      const char  *tool);

G_END_DECLS
