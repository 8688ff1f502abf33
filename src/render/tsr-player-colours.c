/* tsr-player-colours.c
 *
 * Player colours come from the Okabe–Ito palette, chosen to stay apart
 * for the common forms of colour blindness; players named after a colour
 * get the nearest one.  Every figure also carries its owner's initial.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-player-colours.h"

static const struct
{
  const char *id;
  double      rgb[3];
  gboolean    light;
} palette[] = {
  { "red", { 0.835, 0.369, 0.000 }, FALSE },     /* vermilion */
  { "blue", { 0.000, 0.447, 0.698 }, FALSE },    /* blue */
  { "green", { 0.000, 0.620, 0.451 }, FALSE },   /* bluish green */
  { "yellow", { 0.941, 0.894, 0.259 }, TRUE },   /* yellow */
  { "black", { 0.130, 0.130, 0.130 }, FALSE },
  { "grey", { 0.800, 0.475, 0.655 }, FALSE },    /* reddish purple */
  { "orange", { 0.902, 0.624, 0.000 }, TRUE },   /* orange */
  { "sky", { 0.337, 0.706, 0.914 }, TRUE },      /* sky blue */
};

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
  const char *name = player->name != NULL && *player->name != '\0' ? player->name : player->id;

  for (guint i = 0; i < G_N_ELEMENTS (palette); i++)
    if (g_ascii_strcasecmp (player->id, palette[i].id) == 0)
      choice = i;

  look->red = palette[choice].rgb[0];
  look->green = palette[choice].rgb[1];
  look->blue = palette[choice].rgb[2];
  look->light = palette[choice].light;
  look->letter[0] = g_ascii_isalnum (name[0]) ? g_ascii_toupper (name[0]) : (char) ('1' + index % 9);
  look->letter[1] = '\0';
}
