/* tsr-glyphs.c
 *
 * Each glyph is a list of strokes on a grid 4 wide and 6 high, y down:
 * points "x,y" separated by spaces, strokes by "|".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>

#include "tsr-glyphs.h"

static const char *glyphs[128] = {
  ['A'] = "0,6 0,2 2,0 4,2 4,6|0,3.5 4,3.5",
  ['B'] = "0,0 0,6 3,6 4,5 4,4 3,3 0,3|0,0 3,0 4,1 4,2 3,3",
  ['C'] = "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
  ['D'] = "0,0 0,6 2,6 4,4 4,2 2,0 0,0",
  ['E'] = "4,0 0,0 0,6 4,6|0,3 3,3",
  ['F'] = "4,0 0,0 0,6|0,3 3,3",
  ['G'] = "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3",
  ['H'] = "0,0 0,6|4,0 4,6|0,3 4,3",
  ['I'] = "1,0 3,0|2,0 2,6|1,6 3,6",
  ['J'] = "4,0 4,5 3,6 1,6 0,5",
  ['K'] = "0,0 0,6|4,0 0,4|1,3 4,6",
  ['L'] = "0,0 0,6 4,6",
  ['M'] = "0,6 0,0 2,3 4,0 4,6",
  ['N'] = "0,6 0,0 4,6 4,0",
  ['O'] = "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0",
  ['P'] = "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
  ['Q'] = "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2,4 4,6",
  ['R'] = "0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6",
  ['S'] = "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5",
  ['T'] = "0,0 4,0|2,0 2,6",
  ['U'] = "0,0 0,5 1,6 3,6 4,5 4,0",
  ['V'] = "0,0 2,6 4,0",
  ['W'] = "0,0 1,6 2,3 3,6 4,0",
  ['X'] = "0,0 4,6|4,0 0,6",
  ['Y'] = "0,0 2,3 4,0|2,3 2,6",
  ['Z'] = "0,0 4,0 0,6 4,6",
  ['0'] = "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|0,5 4,1",
  ['1'] = "1,1 2,0 2,6|1,6 3,6",
  ['2'] = "0,1 1,0 3,0 4,1 4,2 0,6 4,6",
  ['3'] = "0,1 1,0 3,0 4,1 4,2 3,3 1,3|3,3 4,4 4,5 3,6 1,6 0,5",
  ['4'] = "3,6 3,0 0,4 4,4",
  ['5'] = "4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6",
  ['6'] = "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3",
  ['7'] = "0,0 4,0 1,6",
  ['8'] = "1,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0|1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3",
  ['9'] = "4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6",
  ['?'] = "0,1 1,0 3,0 4,1 4,2 2,3 2,4|2,5.8 2,6",
  ['+'] = "2,1.5 2,4.5|0.5,3 3.5,3",
  ['-'] = "0.5,3 3.5,3",
};

#define ADVANCE 5.5   /* grid units per character, spacing included */

double
tsr_glyphs_width (const char *text,
                  double      height)
{
  gsize n = 0;

  for (const char *p = text; *p != '\0'; p++)
    n++;

  return n == 0 ? 0 : (n * ADVANCE - (ADVANCE - 4)) * height / 6;
}

/**
 * tsr_glyphs_draw:
 * @cx: the centre of the text
 * @cy:
 * @height: the height of a capital letter
 *
 * Strokes @text (capitals, digits, "?", "+", "-"; other characters show as
 * "?") with the current source.
 */
void
tsr_glyphs_draw (cairo_t    *cr,
                 const char *text,
                 double      cx,
                 double      cy,
                 double      height)
{
  double unit = height / 6;
  double x0 = cx - tsr_glyphs_width (text, height) / 2;
  double y0 = cy - height / 2;

  cairo_save (cr);
  cairo_set_line_width (cr, height * 0.16);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  for (const char *p = text; *p != '\0'; p++, x0 += ADVANCE * unit)
    {
      unsigned char c = g_ascii_toupper (*p);
      const char *glyph = c < 128 && glyphs[c] != NULL ? glyphs[c] : glyphs['?'];
      gboolean first = TRUE;

      while (*glyph != '\0')
        {
          char *end;
          double gx, gy;

          if (*glyph == '|')
            {
              first = TRUE;
              glyph++;
              continue;
            }
          if (*glyph == ' ')
            {
              glyph++;
              continue;
            }

          gx = g_ascii_strtod (glyph, &end);
          gy = g_ascii_strtod (end + 1, &end);
          glyph = end;

          if (first)
            cairo_move_to (cr, x0 + gx * unit, y0 + gy * unit);
          else
            cairo_line_to (cr, x0 + gx * unit, y0 + gy * unit);
          first = FALSE;
        }
    }

  cairo_stroke (cr);
  cairo_restore (cr);
}
