/* tsr-covid-art.c: infection tokens, the virus symbol, infected features
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "tsr-builtin-art.h"

/* A red disc with short spikes, like the virus. */
static gboolean
covid_draw_token (cairo_t      *cr,
                  TsrTokenKind  kind,
                  double        x,
                  double        y,
                  double        size)
{
  const double r = size / 2;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_set_line_width (cr, size * 0.16);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgb (cr, 0.75, 0.1, 0.15);
  for (int i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4;

      cairo_move_to (cr, r * cos (a), r * sin (a));
      cairo_line_to (cr, 1.45 * r * cos (a), 1.45 * r * sin (a));
    }
  cairo_stroke (cr);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_set_line_width (cr, size * 0.11);
  cairo_stroke (cr);
  cairo_restore (cr);
  return TRUE;
}

static gboolean
covid_draw_symbol (cairo_t    *cr,
                   const char *symbol,
                   double      x,
                   double      y)
{
  if (strcmp (symbol, "virus") != 0)
    return FALSE;

  cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
  cairo_set_line_width (cr, 0.012);
  for (int i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4;

      cairo_move_to (cr, x + cos (a) * 0.035, y + sin (a) * 0.035);
      cairo_line_to (cr, x + cos (a) * 0.06, y + sin (a) * 0.06);
    }
  cairo_stroke (cr);
  cairo_arc (cr, x, y, 0.035, 0, 2 * G_PI);
  cairo_fill (cr);
  return TRUE;
}

/* An infected feature: tinted purple (infection tokens are the one
 * counted kind). */
static gboolean
covid_feature_tint (TsrGame *game,
                    guint32  root,
                    double  *rgba)
{
  if (tsr_features_get_data (tsr_game_get_features (game), root)->tokens == 0)
    return FALSE;

  rgba[0] = 0.6, rgba[1] = 0.1, rgba[2] = 0.6, rgba[3] = 0.3;
  return TRUE;
}

const TsrArtDecl tsr_covid_art = {
  .module = "covid",
  .draw_token = covid_draw_token,
  .draw_symbol = covid_draw_symbol,
  .feature_tint = covid_feature_tint,
};
