/* tsr-phantom-art.c: the phantom, a translucent follower
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-builtin-art.h"
#include "tsr-figure-art.h"

static gboolean
phantom_draw_figure (cairo_t             *cr,
                     const TsrGame       *game,
                     TsrFigureKind        kind,
                     const TsrFigure     *figure,
                     const TsrPlayerLook *look,
                     gboolean             lying)
{
  if (look == NULL)
    return FALSE;

  tsr_figure_art_follower (cr, look, lying ? -G_PI / 2 : 0, TRUE, FALSE);
  return TRUE;
}

const TsrArtDecl tsr_phantom_art = {
  .module = "phantom",
  .draw_figure = phantom_draw_figure,
};
