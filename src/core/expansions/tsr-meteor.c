/* tsr-meteor.c: the meteor (docs/rules-modules.md, "Meteor")
 *
 * The drawer points at a tile in play; every other player in turn may
 * move the target one tile on, never back to a tile named before, and the
 * drawer has the last word.  The tile hit leaves the game and the meteor
 * takes its place: what faced it ends there, and what that completes is
 * scored like any completion of the turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>

#include "tsr-disasters-private.h"

/* Whether the meteor may be pointed at (x, y) at all. */
static gboolean
may_strike (TsrGame *game,
            gint32   x,
            gint32   y)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);

  return tile != NULL && !(state->has_start && x == state->start_x && y == state->start_y) &&
         !tsr_disasters_is_meteor (tile->type) && !tsr_disasters_is_flood (tile->type) &&
         !tsr_game_is_flooded (game, x, y) && !tsr_tile_type_has_river (tile->type, TSR_END_SPRING);
}

static gboolean
next_to_target (TsrGame *game,
                gint32   x,
                gint32   y)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPos *target = &g_array_index (state->meteor_path, TsrPos, state->meteor_path->len - 1);
  gint32 dx = abs (x - target->x), dy = abs (y - target->y);

  if (tsr_game_variant_is (game, "disasters.meteor-step", "any-adjacent"))
    return MAX (dx, dy) == 1;
  return dx + dy == 1;
}

gboolean
tsr_meteor_has_target (TsrGame *game)
{
  for (guint i = 0; i < tsr_board_get_n_tiles (tsr_game_get_board (game)); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), i);

      if (may_strike (game, tile->x, tile->y))
        return TRUE;
    }

  return FALSE;
}

void
tsr_meteor_list_options (TsrGame *game,
                         GArray  *actions)
{
  DisastersState *state = tsr_disasters_state (game);

  for (guint i = 0; i < tsr_board_get_n_tiles (tsr_game_get_board (game)); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), i);
      TsrAction action;

      if (!may_strike (game, tile->x, tile->y) ||
          (state->meteor_path->len > 0 &&
           (tsr_disasters_path_has (state->meteor_path, tile->x, tile->y) ||
            !next_to_target (game, tile->x, tile->y))))
        continue;
      tsr_action_init_at (&action, tsr_meteor_action, tile->x, tile->y);
      g_array_append_val (actions, action);
    }

  if (state->meteor_path->len > 0)
    {
      TsrAction pass;

      tsr_action_init (&pass, tsr_disasters_pass_action);
      g_array_append_val (actions, pass);
    }
}

/* Notes every feature facing the target, and whether it was complete,
 * before the tile goes. */
static void
note_facing (TsrGame *game,
             gint32   x,
             gint32   y)
{
  DisastersState *state = tsr_disasters_state (game);

  g_array_set_size (state->facing, 0);
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    for (guint i = 0; i < 3; i++)
      {
        TsrFacing facing = { { x + tsr_side_dx[side], y + tsr_side_dy[side],
                               tsr_side_port (tsr_side_opposite (side), i) }, FALSE };
        int element = tsr_game_feature_element (game, facing.where.x, facing.where.y, facing.where.port);
        TsrFeatureKind kind;

        if (element < 0)
          continue;
        kind = tsr_features_get_data (tsr_game_get_features (game), element)->kind;
        if (kind == TSR_FEATURE_FIELD || kind == TSR_FEATURE_RIVER)
          continue;
        facing.was_complete = tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element);
        facing.root = tsr_features_find (tsr_game_get_features (game), element);
        g_array_append_val (state->facing, facing);
      }
}

static void
impact (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);
  TsrPos target = g_array_index (state->meteor_path, TsrPos, state->meteor_path->len - 1);
  guint strike = tsr_game_get_n_steps (game);

  note_facing (game, target.x, target.y);
  g_array_set_size (state->meteor_path, 0);
  state->meteor_asked = 0;
  tsr_disasters_emit_position (game, "disasters.meteor-impact", tsr_game_get_active (game), target.x, target.y);
  tsr_disasters_replace_tile (game, target.x, target.y, tsr_game_get_drawn (game));
  tsr_meteor_note_parts (game);
  tsr_game_settle_steps (game, strike);
}

/* With the variant that counts a cut city as one for farmers, notes the
 * parts of every completed city the impact cut. */
void
tsr_meteor_note_parts (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);

  if (!tsr_game_variant_is (game, "disasters.meteor-split-city", "one-city"))
    return;

  for (guint i = 0; i < state->facing->len; i++)
    {
      const TsrFacing *facing = &g_array_index (state->facing, TsrFacing, i);
      TsrCityPart part = { facing->where, 0 };
      int element = tsr_game_feature_element (game, facing->where.x, facing->where.y, facing->where.port);
      gboolean first = TRUE;

      if (!facing->was_complete || element < 0 ||
          tsr_features_get_data (tsr_game_get_features (game), element)->kind != TSR_FEATURE_CITY)
        continue;
      for (guint j = 0; j < i && first; j++)
        first = g_array_index (state->facing, TsrFacing, j).root != facing->root ||
                !g_array_index (state->facing, TsrFacing, j).was_complete;
      if (first)
        state->cities_cut++;
      part.city = state->cities_cut;
      g_array_append_val (state->city_parts, part);
    }
}

/* A field bordering several parts of one cut city counts it once. */
void
tsr_meteor_adjust_field (TsrGame      *game,
                         guint32       field,
                         TsrScoreExpr *expr)
{
  DisastersState *state = tsr_disasters_state (game);
  g_autoptr(GHashTable) cities = NULL;
  g_autoptr(GHashTable) counted = NULL;
  gint extra = 0;

  if (state->city_parts->len == 0)
    return;

  cities = g_hash_table_new (NULL, NULL);
  counted = g_hash_table_new (g_direct_hash, g_direct_equal);
  tsr_game_field_cities (game, field, cities);

  /* Every bordered part after the first of its city is one too many. */
  for (guint i = 0; i < state->city_parts->len; i++)
    {
      const TsrCityPart *part = &g_array_index (state->city_parts, TsrCityPart, i);
      int element = tsr_game_feature_element (game, part->where.x, part->where.y, part->where.port);
      guint32 root;

      if (element < 0)
        continue;
      root = tsr_features_find (tsr_game_get_features (game), element);
      if (!g_hash_table_remove (cities, GUINT_TO_POINTER (root + 1)))
        continue;
      if (g_hash_table_contains (counted, GUINT_TO_POINTER (part->city)))
        extra++;
      else
        g_hash_table_add (counted, GUINT_TO_POINTER (part->city));
    }

  for (guint i = 0; i < expr->n_items; i++)
    if (expr->items[i].unit == TSR_SCORE_COMPLETED_CITY)
      expr->items[i].count -= extra;
}

/* Whether the player now asked has a tile to move the target to. */
static gboolean
can_move (TsrGame *game)
{
  GArray *options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  gboolean found;

  tsr_meteor_list_options (game, options);
  found = options->len > 1;
  g_array_unref (options);
  return found;
}

TsrHookResult
tsr_meteor_run (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);
  guint n = tsr_game_get_n_players (game);

  if (state->meteor_path->len == 0)
    {
      tsr_game_wait_for (game, tsr_meteor_choice, tsr_game_get_active (game), FALSE, tsr_disasters_module);
      return TSR_HOOK_WAIT;
    }

  /* The others clockwise, then the drawer once more; a player with no
   * tile to move it to has nothing to decide. */
  while (state->meteor_asked < n)
    {
      if (can_move (game))
        {
          /* Passing is an answer of its own, not a step declined. */
          tsr_game_wait_for (game, tsr_meteor_choice,
                             (tsr_game_get_active (game) + 1 + state->meteor_asked) % n,
                             FALSE, tsr_disasters_module);
          return TSR_HOOK_WAIT;
        }
      state->meteor_asked++;
    }

  impact (game);
  return TSR_HOOK_DONE;
}

gboolean
tsr_meteor_answer (TsrGame          *game,
                   const TsrAction  *action,
                   GError          **error)
{
  DisastersState *state = tsr_disasters_state (game);
  TsrPos pos = { action->x, action->y };

  if (action->kind == tsr_disasters_pass_action)
    {
      if (state->meteor_path->len == 0)
        {
          tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
          return FALSE;
        }
      state->meteor_asked++;
      return TRUE;
    }

  if (!action->has_pos || !may_strike (game, pos.x, pos.y))
    {
      tsr_rule_error_set (error, tsr_disasters_not_a_target);
      return FALSE;
    }
  if (tsr_disasters_path_has (state->meteor_path, pos.x, pos.y))
    {
      tsr_rule_error_set (error, tsr_disasters_already_named);
      return FALSE;
    }
  if (state->meteor_path->len > 0 && !next_to_target (game, pos.x, pos.y))
    {
      tsr_rule_error_set (error, tsr_disasters_not_a_target);
      return FALSE;
    }

  if (state->meteor_path->len > 0)
    state->meteor_asked++;
  g_array_append_val (state->meteor_path, pos);
  tsr_disasters_emit_position (game, "disasters.meteor-target", tsr_game_get_choice (game)->player, pos.x, pos.y);
  return TRUE;
}

/* The features the impact completed; those complete before it were
 * scored then and are not scored again. */
void
tsr_meteor_collect (TsrGame *game,
                    GArray  *elements)
{
  DisastersState *state = tsr_disasters_state (game);

  for (guint i = 0; i < state->facing->len; i++)
    {
      const TsrFacing *facing = &g_array_index (state->facing, TsrFacing, i);
      int element = tsr_game_feature_element (game, facing->where.x, facing->where.y, facing->where.port);

      if (element >= 0 && !facing->was_complete)
        {
          guint32 e = element;

          g_array_append_val (elements, e);
        }
    }
}

/**
 * tsr_game_get_meteor_path:
 *
 * Returns: (element-type TsrPos) (nullable): the tiles named for the meteor falling
 *   now, the current target last
 */
const GArray *
tsr_game_get_meteor_path (const TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);

  return state != NULL ? state->meteor_path : NULL;
}
