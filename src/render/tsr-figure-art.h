/* tsr-figure-art.h: drawing figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>

#include "tsr-player-colours.h"

G_BEGIN_DECLS

void tsr_figure_art_draw        (cairo_t             *cr,
                                 TsrFigureKind        kind,
                                 const TsrPlayerLook *look,
                                 gboolean             lying,
                                 double               x,
                                 double               y,
                                 double               size);
void tsr_figure_art_draw_kind   (cairo_t             *cr,
                                 const TsrGame       *game,
                                 TsrFigureKind        kind,
                                 const TsrFigure     *figure,
                                 const TsrPlayerLook *look,
                                 gboolean             lying,
                                 double               x,
                                 double               y,
                                 double               size);
void tsr_figure_art_follower    (cairo_t             *cr,
                                 const TsrPlayerLook *look,
                                 double               angle,
                                 gboolean             translucent,
                                 gboolean             mitre);

G_END_DECLS
