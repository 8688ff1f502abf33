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

#include "tsr-figure-art.h"
#include "tsr-glyphs.h"

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

static void
draw_dragon (cairo_t *cr)
{
  /* A black diamond body with spread wings. */
  cairo_move_to (cr, 0, -0.5);
  cairo_line_to (cr, 0.15, -0.1);
  cairo_line_to (cr, 0.5, -0.25);
  cairo_line_to (cr, 0.25, 0.15);
  cairo_line_to (cr, 0, 0.5);
  cairo_line_to (cr, -0.25, 0.15);
  cairo_line_to (cr, -0.5, -0.25);
  cairo_line_to (cr, -0.15, -0.1);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
}

static void
draw_tornado (cairo_t *cr)
{
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.35);
  cairo_set_line_width (cr, 0.08);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 5; i++)
    {
      double w = 0.45 - i * 0.08;

      cairo_move_to (cr, -w, -0.4 + i * 0.2);
      cairo_line_to (cr, w, -0.4 + i * 0.2);
    }
  cairo_stroke (cr);
}

/* A follower of the owner's colours in a unit box, turned by @angle (a
 * farmer or gladiator lies at -π/2); the phantom is see-through. */
static void
draw_follower (cairo_t             *cr,
               TsrFigureKind        kind,
               const TsrPlayerLook *look,
               double               angle,
               gboolean             translucent)
{
  static const double dash[] = { 0.08, 0.05 };
  double ink = look->light ? 0.1 : 1.0;

  cairo_save (cr);
  cairo_rotate (cr, angle);

  meeple_path (cr, kind == TSR_FIGURE_ABBOT);
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

  if (kind == TSR_FIGURE_GLADIATOR)
    {
      /* A crest along the helmet. */
      cairo_move_to (cr, -0.12, -0.5);
      cairo_curve_to (cr, -0.1, -0.66, 0.1, -0.66, 0.12, -0.5);
      cairo_set_source_rgb (cr, 0.8, 0.1, 0.1);
      cairo_set_line_width (cr, 0.07);
      cairo_stroke (cr);
    }

  /* The owner's initial, upright whatever the figure does. */
  cairo_rotate (cr, -angle);
  cairo_set_source_rgb (cr, ink, ink, ink);
  tsr_glyphs_draw (cr, look->letter, 0, angle != 0 ? 0.02 : 0.14, 0.3);
  cairo_restore (cr);
}

/**
 * tsr_figure_art_draw:
 * @look: (nullable): the owner's look; %NULL for neutral figures
 * @lying: a farmer or gladiator lies down
 * @size: the figure's height
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
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);

  if (kind == TSR_FIGURE_TORNADO)
    draw_tornado (cr);
  else if (kind == TSR_FIGURE_BLACK_DRAGON || look == NULL)
    draw_dragon (cr);
  else
    draw_follower (cr, kind, look, lying || kind == TSR_FIGURE_GLADIATOR ? -G_PI / 2 : 0,
                   kind == TSR_FIGURE_PHANTOM);

  cairo_restore (cr);
}

/**
 * tsr_figure_art_draw_gladiator:
 * @gladiator: a gladiator on the board
 *
 * A gladiator in its stance: lying until its arena is surrounded, then
 * standing (three chances), sideways (two) and lying again (one), with a
 * gold pip under it for each chance left.
 */
void
tsr_figure_art_draw_gladiator (cairo_t             *cr,
                               const TsrFigure     *gladiator,
                               const TsrPlayerLook *look,
                               double               x,
                               double               y,
                               double               size)
{
  static const double angles[] = { -G_PI / 2, -G_PI / 2, -G_PI / 4, 0 };

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  draw_follower (cr, TSR_FIGURE_GLADIATOR, look, angles[MIN (gladiator->chances, 3)], gladiator->phantom);

  for (guint i = 0; i < gladiator->chances; i++)
    {
      cairo_arc (cr, (i - (gladiator->chances - 1) / 2.0) * 0.3, 0.72, 0.1, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.95, 0.75, 0.15);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.3, 0.2, 0.0);
      cairo_set_line_width (cr, 0.03);
      cairo_stroke (cr);
    }

  cairo_restore (cr);
}
