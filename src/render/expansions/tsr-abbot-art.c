/* tsr-abbot-art.c: the abbot, a follower with a mitre
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-builtin-art.h"
#include "tsr-figure-art.h"

static gboolean
abbot_draw_figure (cairo_t             *cr,
                   const TsrGame       *game,
                   TsrFigureKind        kind,
                   const TsrFigure     *figure,
                   const TsrPlayerLook *look,
                   gboolean             lying)
{
  if (look == NULL)
    return FALSE;

  tsr_figure_art_follower (cr, look, lying ? -G_PI / 2 : 0, FALSE, TRUE);
  return TRUE;
}

const TsrArtDecl tsr_abbot_art = {
  .module = "abbot",
  .draw_figure = abbot_draw_figure,
};
