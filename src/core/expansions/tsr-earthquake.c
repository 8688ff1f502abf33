/* tsr-earthquake.c: the earthquake (docs/rules-modules.md, "Earthquake")
 *
 * After the last tile and before final scoring, every city with a segment
 * within reach of the earthquake tile gets a token: it is destroyed.  A
 * destroyed city that was never finished scores nothing, and a finished
 * one is worth nothing to farmers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "tsr-disasters-private.h"
#include "tsr-feature-text.h"

/* Reach: two steps along a row or column, one diagonally; nearest
 * first, so that a short supply of tokens goes to the nearest cities. */
static const gint8 reach[][2] = {
  { 0, 0 },
  { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 },
  { 1, -1 }, { 1, 1 }, { -1, 1 }, { -1, -1 },
  { 0, -2 }, { 2, 0 }, { 0, 2 }, { -2, 0 },
};

static const TsrPlacedTile *
find_earthquake (TsrGame *game)
{
  for (guint i = 0; i < tsr_board_get_n_tiles (tsr_game_get_board (game)); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), i);

      if (g_strcmp0 (tile->type->symbol, "earthquake") == 0)
        return tile;
    }

  return NULL;
}

void
tsr_earthquake_strike (TsrGame *game)
{
  const TsrPlacedTile *quake = find_earthquake (game);
  gboolean own_tile = !tsr_game_variant_is (game, "disasters.earthquake-own-tile", "no");
  gint32 qx, qy;

  if (quake == NULL)
    return;
  qx = quake->x;
  qy = quake->y;

  for (guint r = own_tile ? 0 : 1; r < G_N_ELEMENTS (reach); r++)
    {
      const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), qx + reach[r][0], qy + reach[r][1]);

      for (guint s = 0; tile != NULL && s < tile->type->n_segments; s++)
        {
          TsrToken token = { tsr_earthquake_kind, tile->x, tile->y, 0 };
          TsrStep step;
          int element;

          if (tsr_placed_tile_segment_kind (tile, s) != TSR_FEATURE_CITY)
            continue;
          token.port = tsr_placed_tile_segment_anchor (tile, s);
          element = tsr_game_feature_element (game, tile->x, tile->y, token.port);
          if (tsr_feature_flags_have (tsr_features_get_data (tsr_game_get_features (game), element)->flags,
                                      TSR_FEATURE_FLAG_DESTROYED) ||
              tsr_game_get_token_supply (game, tsr_earthquake_kind) <= 0)
            continue;

          tsr_game_put_token (game, &token);
          tsr_step_init (&step, "disasters.earthquake");
          step.x = token.x;
          step.y = token.y;
          step.port = token.port;
          step.feature = TSR_FEATURE_CITY;
          tsr_game_emit (game, &step);
        }
    }
}

/* destroyed="true" or "false" on an expected feature: the earthquake
 * destroys cities, so a city is said as one; any other kind as a
 * feature, which nothing destroys. */
char *
tsr_earthquake_destroyed_says (TsrFeatureKind  kind,
                               const char     *place,
                               gboolean        value)
{
  const char *text;

  if (kind == TSR_FEATURE_CITY)
    /* Translators: {place} says where the city is ("on the north side of the tile at (1, 0)");
     * natural disasters: an earthquake token lies on it */
    text = value ? _("The city {place} has been destroyed by an earthquake.")
                 /* Translators: as "The city {place} has been destroyed by an earthquake." */
                 : _("The city {place} has not been destroyed by an earthquake.");
  else
    /* Translators: {place} says where a feature is ("on the north side of the tile at (1, 0)");
     * its kind is not a city's, or the board does not show it; an earthquake token lies on it */
    text = value ? _("The feature {place} has been destroyed by an earthquake.")
                 /* Translators: as "The feature {place} has been destroyed by an earthquake." */
                 : _("The feature {place} has not been destroyed by an earthquake.");

  return tsr_sentence_fill (text, "place", place, NULL);
}
