/* tsr-figure-art.c
 *
 * Figures are drawn as silhouettes in their owner's colour with the
 * owner's initial on them: a meeple stands (or lies, as a farmer), the
 * abbot wears a mitre, the phantom is see-through with a dashed outline,
 * a gladiator lies with a crest; the Black Dragon and the tornado belong
 * to nobody.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "tsr-art-text.h"
#include "tsr-art.h"
#include "tsr-figure-art.h"

/* The classic meeple in a box from -0.5 to 0.5, standing. */
static void
meeple_path (cairo_t  *cr,
             gboolean  mitre)
{
  cairo_move_to (cr, -0.08, -0.32);
  if (mitre)
    {
      cairo_line_to (cr, -0.14, -0.36);
      cairo_line_to (cr, 0.0, -0.52);
      cairo_line_to (cr, 0.14, -0.36);
      cairo_line_to (cr, 0.08, -0.32);
    }
  else
    cairo_curve_to (cr, -0.2, -0.36, -0.16, -0.5, 0.0, -0.5);
  if (!mitre)
    cairo_curve_to (cr, 0.16, -0.5, 0.2, -0.36, 0.08, -0.32);
  cairo_line_to (cr, 0.44, -0.18);
  cairo_curve_to (cr, 0.5, -0.15, 0.48, -0.04, 0.42, -0.04);
  cairo_line_to (cr, 0.2, -0.06);
  cairo_line_to (cr, 0.4, 0.42);
  cairo_curve_to (cr, 0.42, 0.48, 0.38, 0.5, 0.34, 0.5);
  cairo_line_to (cr, 0.08, 0.5);
  cairo_line_to (cr, 0.0, 0.32);
  cairo_line_to (cr, -0.08, 0.5);
  cairo_line_to (cr, -0.34, 0.5);
  cairo_curve_to (cr, -0.38, 0.5, -0.42, 0.48, -0.4, 0.42);
  cairo_line_to (cr, -0.2, -0.06);
  cairo_line_to (cr, -0.42, -0.04);
  cairo_curve_to (cr, -0.48, -0.04, -0.5, -0.15, -0.44, -0.18);
  cairo_close_path (cr);
}

/**
 * tsr_figure_art_follower:
 * @angle: turned by it (-π/2 lies down)
 * @mitre: with a mitre rather than a round head (the abbot)
 *
 * A follower of the owner's colours in a unit box around the origin,
 * with the owner's initial upright on it; translucent with a dashed
 * outline for a figure that only half belongs to the board (the phantom).
 */
void
tsr_figure_art_follower (cairo_t             *cr,
                         const TsrPlayerLook *look,
                         double               angle,
                         gboolean             translucent,
                         gboolean             mitre)
{
  static const double dash[] = { 0.08, 0.05 };

  cairo_save (cr);
  cairo_rotate (cr, angle);

  meeple_path (cr, mitre);
  if (translucent)
    {
      cairo_set_source_rgba (cr, look->red, look->green, look->blue, 0.45);
      cairo_fill_preserve (cr);
      cairo_set_dash (cr, dash, 2, 0);
    }
  else
    {
      cairo_set_source_rgb (cr, look->red, look->green, look->blue);
      cairo_fill_preserve (cr);
    }
  cairo_set_source_rgb (cr, look->light ? 0.1 : 0.0, look->light ? 0.1 : 0.0, look->light ? 0.1 : 0.0);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* The owner's initial, upright whatever the figure does, inside its
   * body: a capital about 0.3 high. */
  cairo_rotate (cr, -angle);
  cairo_set_source_rgb (cr, look->ink, look->ink, look->ink);
  tsr_art_text_draw (cr, look->letter, 0, angle != 0 ? 0.02 : 0.14, 0.46, 0.48);
  cairo_restore (cr);
}

/**
 * tsr_figure_art_draw_kind:
 * @game: (nullable): the game the figure is in
 * @figure: (nullable): the figure, or %NULL for a picture of @kind
 * @look: (nullable): its owner's colours; %NULL for a neutral figure
 *
 * Draws a figure of @kind centred on (x, y), @size across: a meeple here,
 * any other kind by its module's art.
 */
void
tsr_figure_art_draw_kind (cairo_t             *cr,
                          const TsrGame       *game,
                          TsrFigureKind        kind,
                          const TsrFigure     *figure,
                          const TsrPlayerLook *look,
                          gboolean             lying,
                          double               x,
                          double               y,
                          double               size)
{
  guint32 modules = tsr_figure_kind_get_owners (kind);
  gboolean drawn = FALSE;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);

  for (guint m = 0; m < TSR_MAX_MODULES && !drawn; m++)
    {
      const TsrArtDecl *art = (modules & (1u << m)) ? tsr_art_for_module (m) : NULL;

      drawn = art != NULL && art->draw_figure != NULL && art->draw_figure (cr, game, kind, figure, look, lying);
    }
  if (!drawn && look != NULL)
    tsr_figure_art_follower (cr, look, lying ? -G_PI / 2 : 0, FALSE, FALSE);
  else if (!drawn)
    {
      /* A neutral figure nobody draws: a grey disc. */
      cairo_arc (cr, 0, 0, 0.4, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
      cairo_fill (cr);
    }

  cairo_restore (cr);
}

/**
 * tsr_figure_art_draw:
 * @look: (nullable): the owner's look; %NULL for neutral figures
 * @lying: a farmer or gladiator lies down
 * @size: the figure's height
 *
 * A picture of @kind, outside any game: tsr_figure_art_draw_kind() without
 * a figure.
 */
void
tsr_figure_art_draw (cairo_t             *cr,
                     TsrFigureKind        kind,
                     const TsrPlayerLook *look,
                     gboolean             lying,
                     double               x,
                     double               y,
                     double               size)
{
  tsr_figure_art_draw_kind (cr, NULL, kind, NULL, look, lying, x, y, size);
}
