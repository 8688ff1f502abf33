/* tsr-player-colours.c
 *
 * Player colours come from the Okabe–Ito palette, chosen to stay apart
 * for the common forms of colour blindness; players named after a colour
 * get the nearest one.  Every figure also carries its owner's initial, in
 * black or white, whichever stands out more from the colour (WCAG 2's
 * contrast ratio: at least 4.5:1 for each colour here).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <pango/pango.h>

#include "tsr-player-colours.h"

static const struct
{
  const char *id;
  double      rgb[3];
} palette[] = {
  { "red", { 0.835, 0.369, 0.000 } },     /* vermilion */
  { "blue", { 0.000, 0.447, 0.698 } },    /* blue */
  { "green", { 0.000, 0.620, 0.451 } },   /* bluish green */
  { "yellow", { 0.941, 0.894, 0.259 } },  /* yellow */
  { "black", { 0.130, 0.130, 0.130 } },
  { "grey", { 0.800, 0.475, 0.655 } },    /* reddish purple */
  { "orange", { 0.902, 0.624, 0.000 } },  /* orange */
  { "sky", { 0.337, 0.706, 0.914 } },     /* sky blue */
};

/* WCAG 2's relative luminance of an sRGB colour. */
static double
relative_luminance (const double rgb[3])
{
  static const double weights[3] = { 0.2126, 0.7152, 0.0722 };
  double luminance = 0;

  for (int i = 0; i < 3; i++)
    {
      double c = rgb[i];

      luminance += weights[i] * (c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4));
    }

  return luminance;
}

/* The first character of @name as a reader sees it, in capitals, into
 * @initial: "Č" of "červená" even when its caron is a combining mark of
 * its own.  %FALSE when the name's first character past any white space
 * is neither a letter nor a digit.  @size leaves room for one character
 * at least. */
static gboolean
initial_of (const char *name,
            char       *initial,
            gsize       size)
{
  g_autofree PangoLogAttr *attrs = NULL;
  g_autofree char *upper = NULL;
  const char *end;
  int n_chars;

  if (!g_utf8_validate (name, -1, NULL))
    return FALSE;
  while (g_unichar_isspace (g_utf8_get_char (name)))
    name = g_utf8_next_char (name);
  if (!g_unichar_isalnum (g_utf8_get_char (name)))
    return FALSE;

  /* The grapheme ends at the next place a cursor may stand. */
  n_chars = g_utf8_strlen (name, -1);
  attrs = g_new (PangoLogAttr, n_chars + 1);
  pango_get_log_attrs (name, -1, -1, NULL, attrs, n_chars + 1);
  end = g_utf8_next_char (name);
  for (int i = 1; i < n_chars && !attrs[i].is_cursor_position; i++)
    end = g_utf8_next_char (end);

  upper = g_utf8_strup (name, end - name);
  if (strlen (upper) < size)
    g_strlcpy (initial, upper, size);
  else
    /* Too many marks to keep: the base letter alone. */
    initial[g_unichar_to_utf8 (g_unichar_toupper (g_utf8_get_char (name)), initial)] = '\0';
  return TRUE;
}

/**
 * tsr_player_look:
 * @index: the player's place in turn order
 */
void
tsr_player_look (const TsrPlayer *player,
                 guint            index,
                 TsrPlayerLook   *look)
{
  guint choice = index % G_N_ELEMENTS (palette);
  double luminance;
  const char *name = player->name != NULL && *player->name != '\0' ? player->name : player->id;

  for (guint i = 0; i < G_N_ELEMENTS (palette); i++)
    if (g_ascii_strcasecmp (player->id, palette[i].id) == 0)
      choice = i;

  look->red = palette[choice].rgb[0];
  look->green = palette[choice].rgb[1];
  look->blue = palette[choice].rgb[2];
  /* Contrast ratios (L1 + 0.05) / (L2 + 0.05) against black and white. */
  luminance = relative_luminance (palette[choice].rgb);
  look->light = (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05);
  look->ink = look->light ? 0.0 : 1.0;
  if (!initial_of (name, look->letter, sizeof look->letter))
    g_snprintf (look->letter, sizeof look->letter, "%u", index % 9 + 1);
}
