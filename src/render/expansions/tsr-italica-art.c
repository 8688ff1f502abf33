/* tsr-italica-art.c: the gladiator
 *
 * A follower with a crest on its helmet, lying while its arena is open;
 * once it stands, it leans a little more with each chance used up, with a
 * gold pip for each chance left.  One standing for the phantom is
 * translucent like the phantom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "expansions/tsr-italica.h"
#include "tsr-builtin-art.h"
#include "tsr-figure-art.h"

static gboolean
italica_draw_figure (cairo_t             *cr,
                     const TsrGame       *game,
                     TsrFigureKind        kind,
                     const TsrFigure     *figure,
                     const TsrPlayerLook *look,
                     gboolean             lying)
{
  static const double angles[] = { -G_PI / 2, -G_PI / 2, -G_PI / 4, 0 };
  guint chances = figure != NULL ? MIN (figure->state, 3) : 0;
  double angle = angles[chances];

  if (look == NULL)
    return FALSE;

  tsr_figure_art_follower (cr, look, angle, figure != NULL && figure->piece != tsr_figure_kind_supply (kind),
                           FALSE);

  /* A crest along the helmet. */
  cairo_save (cr);
  cairo_rotate (cr, angle);
  cairo_move_to (cr, -0.12, -0.5);
  cairo_curve_to (cr, -0.1, -0.66, 0.1, -0.66, 0.12, -0.5);
  cairo_set_source_rgb (cr, 0.8, 0.1, 0.1);
  cairo_set_line_width (cr, 0.07);
  cairo_stroke (cr);
  cairo_restore (cr);

  for (guint i = 0; i < chances; i++)
    {
      cairo_arc (cr, (i - (chances - 1) / 2.0) * 0.3, 0.72, 0.1, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.95, 0.75, 0.15);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.3, 0.2, 0.0);
      cairo_set_line_width (cr, 0.03);
      cairo_stroke (cr);
    }

  return TRUE;
}

const TsrArtDecl tsr_italica_art = {
  .module = "italica",
  .draw_figure = italica_draw_figure,
};
