/* tsr-base.c: the base game as a module
 *
 * The turn machine does the drawing, placing and the figure step, and
 * the engine declares the meeple; this module says which features a
 * placement completed and what a feature is worth (docs/rules.md, the
 * base game).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-builtin-modules.h"
#include "tsr-module-api.h"

#define AWARD (TSR_PH_PLAYER | TSR_PH_POINTS | TSR_PH_EXPRESSION | TSR_PH_PLACE)
/* Monasteries and amphitheatres score alike, each named in its own sentence. */
#define AWARD_CLOISTER (AWARD | TSR_PH_FEATURE)

static const TsrRuleDecl rules[] = {
  { "base.draw", TSR_PH_PLAYER | TSR_PH_TILE },
  { "base.discard", TSR_PH_PLAYER | TSR_PH_TILE },
  { "base.place-tile", TSR_PH_PLAYER | TSR_PH_POSITION | TSR_PH_ROTATION },
  { "base.place-figure", TSR_PH_PLAYER | TSR_PH_FEATURE | TSR_PH_PLACE },
  { "base.complete", TSR_PH_FEATURE | TSR_PH_PLACE },
  { "base.score-road", AWARD },
  { "base.score-city", AWARD },
  { "base.score-monastery", AWARD_CLOISTER },
  { "base.score-garden", AWARD_CLOISTER },
  { "base.return-figure", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "base.next-turn", TSR_PH_PLAYER },
  { "base.game-end", TSR_PH_COUNT },
  { "base.final-road", AWARD },
  { "base.final-city", AWARD },
  { "base.final-monastery", AWARD_CLOISTER },
  { "base.final-garden", AWARD_CLOISTER },
  { "base.final-field", AWARD },
  { NULL, 0 }
};

/* The features a placement can complete: those of the tile's own
 * segments, and the monasteries and amphitheatres around it. */
static void
base_collect_completed (TsrGame *game,
                        GArray  *elements)
{
  const TsrPlacedTile *placed = tsr_game_get_placed_tile (game);
  const TsrBoard *board = tsr_game_get_board (game);
  TsrFeatures *features = tsr_game_get_features (game);
  /* The tile's segments and its eight neighbours' centres at most. */
  guint32 found[TSR_MAX_SEGMENTS + 1 + 8];
  guint n = 0;
  guint tile;

  if (placed == NULL)
    return;

  tile = tsr_game_get_placed_index (game);
  /* A meteor or flood taking a tile's place completes only what faced
   * that tile; its module says which. */
  if (placed->type->wildcard)
    return;

  for (guint s = 0; s < TSR_PLACED_TILE_SLOTS (placed); s++)
    {
      TsrFeatureKind kind;

      if (!tsr_placed_tile_has_segment (placed, s))
        continue;
      kind = tsr_placed_tile_segment_kind (placed, s);
      if (tsr_feature_kind_has (kind, TSR_FEATURE_CLOSES | TSR_FEATURE_CLOISTER))
        found[n++] = tsr_features_element (features, tile, s);
    }

  for (guint i = 0; i < 8; i++)
    {
      const TsrPlacedTile *next;
      int segment;

      if (placed->around[i] == 0)
        continue;
      next = tsr_board_get_nth (board, placed->around[i] - 1);
      segment = tsr_placed_tile_segment_at (next, TSR_PORT_C);
      if (segment >= 0)
        found[n++] = tsr_features_element (features, placed->around[i] - 1, segment);
    }

  g_array_append_vals (elements, found, n);
}

/**
 * tsr_game_field_cities:
 * @cities: receives the roots (+ 1) of the completed cities @field borders
 *
 * A city a module marked %TSR_FEATURE_FLAG_NO_FARMERS is left out.
 */
void
tsr_game_field_cities (TsrGame    *game,
                       guint32     field,
                       GHashTable *cities)
{
  TsrFeatures *features = tsr_game_get_features (game);
  const TsrBoard *board = tsr_game_get_board (game);
  guint32 root = tsr_features_find (features, field);
  guint32 member = root;

  do
    {
      TsrFeatureMember m = tsr_features_get_member (features, member);
      const TsrPlacedTile *tile = tsr_board_get_nth (board, m.tile);
      guint16 borders = m.segment < tile->type->n_segments ? tile->type->segments[m.segment].borders : 0;

      for (guint c = 0; c < tile->type->n_segments; c++)
        if (borders & (1u << c))
          {
            guint32 city = tsr_features_find (features, tsr_features_element (features, m.tile, c));

            if (!(tsr_features_get_data (features, city)->flags & TSR_FEATURE_FLAG_NO_FARMERS) &&
                tsr_features_is_complete (features, board, city))
              g_hash_table_add (cities, GUINT_TO_POINTER (city + 1));
          }

      member = tsr_features_next_member (features, member);
    }
  while (member != root);
}

static guint
count_completed_cities (TsrGame *game,
                        guint32  field)
{
  g_autoptr(GHashTable) cities = g_hash_table_new (NULL, NULL);

  tsr_game_field_cities (game, field, cities);
  return g_hash_table_size (cities);
}

/* What a feature is worth, during the game and at its end (docs/rules.md,
 * base game, "Scoring"). */
static void
base_value (TsrGame      *game,
            guint32       element,
            gboolean      final,
            TsrScoreExpr *expr)
{
  TsrFeatures *features = tsr_game_get_features (game);
  const TsrFeatureData *data = tsr_features_get_data (features, element);

  switch (data->kind)
    {
    case TSR_FEATURE_ROAD:
      tsr_score_expr_add (expr, TSR_SCORE_TILE, tsr_game_count_tiles (game, element), 1);
      break;

    case TSR_FEATURE_CITY:
      {
        guint tiles = tsr_game_count_tiles (game, element);
        gint each = 2;

        if (final || (tiles == 2 && tsr_game_variant_is (game, "base.tiny-city", "on")))
          each = 1;
        tsr_score_expr_add (expr, TSR_SCORE_TILE, tiles, each);
        tsr_score_expr_add (expr, TSR_SCORE_PENNANT, data->pennants, each);
      }
      break;

    case TSR_FEATURE_FIELD:
      if (final && !tsr_game_variant_is (game, "base.farmers", "off"))
        tsr_score_expr_add (expr, TSR_SCORE_COMPLETED_CITY, count_completed_cities (game, element), 3);
      break;

    default:
      /* A feature at the centre: itself and the tiles around it. */
      if (TSR_FEATURE_IS_CLOISTER (data->kind))
        {
          TsrFeatureMember member = tsr_features_get_member (features, element);
          const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), member.tile);

          tsr_score_expr_add (expr, tsr_score_unit_of (data->kind), 1, 1);
          tsr_score_expr_add (expr, TSR_SCORE_NEIGHBOUR, tsr_placed_tile_count_around (tile), 1);
        }
      break;
    }
}

const TsrModule tsr_module_base = {
  .id = "base",
  .tile_set = "base",
  .rules = rules,
  .collect_completed = base_collect_completed,
  .value = base_value,
};
