/* tsr-covid-touch.c: where COVID-19's infection may spread
 *
 * An infection spreads to an uninfected feature touching an infected one
 * (docs/rules-modules.md, "Touching features"); what touches is read off each
 * tile's segments, and the variant covid.adjacency=shared-tile widens it
 * to every feature sharing a tile with an infected one.  Every feature a
 * follower may stand on can be infected.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-covid-private.h"

/* Whether two segments of a tile type touch (docs/rules-modules.md, "Touching features", reading
 * "touching"): a field and the city it borders, a field and a road next
 * to it around the edge (or named in its "touches"), a road and where it
 * ends (or two roads ending at one junction), a monastery or amphitheatre
 * and the fields of its tile. */
static gboolean
segments_touch (const TsrTileType *type,
                guint              a,
                guint              b)
{
  const TsrSegment *sa = &type->segments[a], *sb = &type->segments[b];

  for (int turn = 0; turn < 2; turn++)
    {
      if (sa->kind == TSR_FEATURE_FIELD && sb->kind == TSR_FEATURE_CITY && (sa->borders & (1u << b)))
        return TRUE;
      if (sa->kind == TSR_FEATURE_FIELD && sb->kind == TSR_FEATURE_ROAD && (sa->touches & (1u << b)))
        return TRUE;
      if (sa->kind == TSR_FEATURE_ROAD && sa->ends_at == (gint8) b)
        return TRUE;
      if (TSR_FEATURE_IS_CLOISTER (sa->kind) && sb->kind == TSR_FEATURE_FIELD &&
          (sa->touches == 0 || (sa->touches & (1u << b))))
        return TRUE;

      /* The same, the other way round. */
      sa = &type->segments[b];
      sb = &type->segments[a];
      G_STMT_START { guint tmp = a; a = b; b = tmp; } G_STMT_END;
    }

  if (sa->kind == TSR_FEATURE_ROAD && sb->kind == TSR_FEATURE_ROAD &&
      sa->ends_at == TSR_ENDS_AT_JUNCTION && sb->ends_at == TSR_ENDS_AT_JUNCTION)
    return TRUE;

  for (TsrPort p = 0; p < TSR_PORT_C; p++)
    {
      int s = type->port_segment[0][p], t = type->port_segment[0][(p + 1) % TSR_PORT_C];

      if ((s == (int) a && t == (int) b) || (s == (int) b && t == (int) a))
        if ((sa->kind == TSR_FEATURE_FIELD && sb->kind == TSR_FEATURE_ROAD) ||
            (sa->kind == TSR_FEATURE_ROAD && sb->kind == TSR_FEATURE_FIELD))
          return TRUE;
    }

  return FALSE;
}

/* Adds the feature @root to @roots once. */
void
tsr_covid_add_root (GArray  *roots,
                    guint32  root)
{
  for (guint i = 0; i < roots->len; i++)
    if (g_array_index (roots, guint32, i) == root)
      return;

  g_array_append_val (roots, root);
}

/* The uninfected features an infection may spread to: those touching an
 * infected feature (or, reading "shared-tile", sharing a tile with one). */
void
tsr_covid_collect_targets (TsrGame *game,
                           GArray  *roots)
{
  const TsrBoard *board = tsr_game_get_board (game);
  TsrFeatures *features = tsr_game_get_features (game);
  gboolean shared_tile = tsr_game_variant_is (game, "covid.adjacency", "shared-tile");

  g_array_set_size (roots, 0);
  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);

      for (guint a = 0; a < tile->type->n_segments; a++)
        for (guint b = a + 1; b < tile->type->n_segments; b++)
          {
            guint32 ra, rb;
            const TsrFeatureData *da, *db;

            if (!shared_tile && !segments_touch (tile->type, a, b))
              continue;
            ra = tsr_features_find (features, tsr_features_element (features, i, a));
            rb = tsr_features_find (features, tsr_features_element (features, i, b));
            da = tsr_features_get_data (features, ra);
            db = tsr_features_get_data (features, rb);
            if (ra == rb || !tsr_feature_kind_has (da->kind, TSR_FEATURE_FOLLOWED) ||
                !tsr_feature_kind_has (db->kind, TSR_FEATURE_FOLLOWED))
              continue;
            if (da->tokens > 0 && db->tokens == 0)
              tsr_covid_add_root (roots, rb);
            else if (db->tokens > 0 && da->tokens == 0)
              tsr_covid_add_root (roots, ra);
          }
    }
}
