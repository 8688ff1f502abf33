/* tsr-jcz-test.c: a JCloisterZone game's test, as expectations
 *
 * A saved game may carry a test: assertions, in English, on the state the
 * whole replay leaves.  Those Tessera can check become expectations at
 * the end of the script:
 *
 * - "Alice has 9 points": <score>;
 * - "Alice scored city for 9 points": <scored>, any award of the game;
 * - "TilePlacement BA/RCr options: [1,0] - [R0,R180]; …": the tile in
 *   hand may go exactly there, <placements> and a <legal> for each.
 *
 * The others are kept, in their own words, as not checked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-jcz-private.h"

static TsrExpectation *
expectation_new (const char *kind)
{
  TsrExpectation *e = g_new0 (TsrExpectation, 1);

  e->decl = tsr_expect_lookup (kind);
  e->player = -1;
  e->port = TSR_PORT_NONE;
  return e;
}

static gint
find_player (const TsrGame *game,
             const char    *name)
{
  for (guint i = 0; i < tsr_game_get_n_players (game); i++)
    if (g_strcmp0 (tsr_game_get_player (game, i)->name, name) == 0)
      return (gint) i;

  return -1;
}

/* "Alice has 9 points", "Alice has 1 point" */
static TsrExpectation *
read_score (const TsrGame *game,
            const char    *text)
{
  g_autoptr(GRegex) regex = g_regex_new ("^(.+) has (\\d+) points?$", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *name = NULL;
  g_autofree char *points = NULL;
  TsrExpectation *e;
  gint player;

  if (!g_regex_match (regex, text, 0, &match))
    return NULL;
  name = g_match_info_fetch (match, 1);
  points = g_match_info_fetch (match, 2);
  player = find_player (game, name);
  if (player < 0 || strlen (points) > 9)
    return NULL;

  e = expectation_new ("score");
  e->player = player;
  e->has |= TSR_HAS_PLAYER;
  e->count = g_ascii_strtoll (points, NULL, 10);
  return e;
}

/* "Alice scored city for 9 points": the kind is the first word of the
 * score's name there ("city", "garden"). */
static TsrExpectation *
read_scored (const TsrGame *game,
             const char    *text)
{
  g_autoptr(GRegex) regex = g_regex_new ("^(.+) scored ([a-z]+)\\S* for (\\d+) points?$", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *name = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *points = NULL;
  TsrFeatureKind feature;
  TsrExpectation *e;
  gint player;

  if (!g_regex_match (regex, text, 0, &match))
    return NULL;
  name = g_match_info_fetch (match, 1);
  kind = g_match_info_fetch (match, 2);
  points = g_match_info_fetch (match, 3);
  player = find_player (game, name);
  if (player < 0 || strlen (points) > 9 || !tsr_feature_kind_from_string (kind, &feature))
    return NULL;

  e = expectation_new ("scored");
  e->player = player;
  e->feature = feature;
  e->points = g_ascii_strtoll (points, NULL, 10);
  return e;
}

/* "TilePlacement BA/RCr options: [1,0] - [R0,R180]; [0,1] - [R90]":
 * every way the tile in hand may go down, and no other. */
static gboolean
read_placements (const TsrGame *game,
                 const char    *text,
                 GPtrArray     *expectations)
{
  g_autoptr(GRegex) regex = g_regex_new ("^TilePlacement (\\S+) options: (.*)$", 0, 0, NULL);
  g_autoptr(GRegex) option = g_regex_new ("^\\s*\\[(-?\\d+),\\s*(-?\\d+)\\]\\s*-\\s*\\[([^\\]]*)\\]\\s*$", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_expectation_free);
  g_autofree char *id = NULL;
  g_autofree char *list = NULL;
  g_auto(GStrv) options = NULL;
  const TsrTileType *tile;
  TsrExpectation *e;
  guint count = 0;

  if (!g_regex_match (regex, text, 0, &match))
    return FALSE;
  id = g_match_info_fetch (match, 1);
  list = g_match_info_fetch (match, 2);
  if (tsr_jcz_tile_to_tessera (id) == NULL)
    return FALSE;
  tile = tsr_catalogue_lookup (tsr_catalogue_get_default (), tsr_jcz_tile_to_tessera (id));

  options = g_strsplit (list, ";", -1);
  for (guint i = 0; options[i] != NULL; i++)
    {
      g_autoptr(GMatchInfo) at = NULL;
      g_autofree char *x = NULL;
      g_autofree char *y = NULL;
      g_autofree char *rotations = NULL;
      g_auto(GStrv) each = NULL;

      if (*g_strstrip (options[i]) == '\0')
        continue;
      if (!g_regex_match (option, options[i], 0, &at))
        return FALSE;
      x = g_match_info_fetch (at, 1);
      y = g_match_info_fetch (at, 2);
      rotations = g_match_info_fetch (at, 3);
      if (strlen (x) > 8 || strlen (y) > 8)
        return FALSE;
      each = g_strsplit (rotations, ",", -1);
      for (guint r = 0; each[r] != NULL; r++)
        {
          static const char *const names[] = { "R0", "R90", "R180", "R270" };
          guint rotation = G_N_ELEMENTS (names);

          for (guint n = 0; n < G_N_ELEMENTS (names); n++)
            if (strcmp (g_strstrip (each[r]), names[n]) == 0)
              rotation = n;
          if (rotation == G_N_ELEMENTS (names))
            return FALSE;

          e = expectation_new ("legal");
          e->tile = tile;
          e->x = (gint32) g_ascii_strtoll (x, NULL, 10);
          e->y = (gint32) g_ascii_strtoll (y, NULL, 10);
          e->rotation = rotation;
          e->flag = TRUE;
          e->has |= TSR_HAS_POS;
          g_ptr_array_add (found, e);
          count++;
        }
    }

  e = expectation_new ("placements");
  e->tile = tile;
  e->count = count;
  g_ptr_array_add (expectations, e);
  g_ptr_array_extend_and_steal (expectations, g_steal_pointer (&found));
  return TRUE;
}

/**
 * tsr_jcz_read_test:
 * @played: the game as the replay leaves it
 *
 * Reads the game's test; what it asserts that Tessera does not check goes
 * to @jcz's unchecked.
 *
 * Returns: (transfer full) (element-type TsrExpectation): the expectations
 */
GPtrArray *
tsr_jcz_read_test (TsrJczGame    *jcz,
                   const TsrGame *played)
{
  GPtrArray *expectations = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_expectation_free);
  JsonObject *test = NULL;
  JsonArray *assertions = NULL;
  JsonNode *node;

  node = json_object_has_member (jcz->root, "test") ? json_object_get_member (jcz->root, "test") : NULL;
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    test = json_node_get_object (node);
  node = test != NULL && json_object_has_member (test, "assertions") ? json_object_get_member (test, "assertions") : NULL;
  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    assertions = json_node_get_array (node);

  for (guint i = 0; assertions != NULL && i < json_array_get_length (assertions); i++)
    {
      JsonNode *item = json_array_get_element (assertions, i);
      const char *text;
      TsrExpectation *e;

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
        continue;
      text = json_node_get_string (item);
      if ((e = read_score (played, text)) != NULL || (e = read_scored (played, text)) != NULL)
        g_ptr_array_add (expectations, e);
      else if (!read_placements (played, text, expectations))
        g_ptr_array_add (jcz->unchecked, tsr_jcz_text (text));
    }

  return expectations;
}
