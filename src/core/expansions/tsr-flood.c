/* tsr-flood.c: the flood (docs/rules-modules.md, "Flood", with River I)
 *
 * The drawer chooses a river tile on the board; the flood tile takes its
 * place and what faces it can never be completed.  At the start of that
 * player's next turn the water covers the eight positions around: what
 * lies there or faces them can never be completed either, and (by
 * default) no tile may go on a flooded empty position.
 *
 * The marks are flags on features: joins carry them along, and they are
 * set again from the flood's place after every rebuild and on every tile
 * placed later.  A feature finished before the water reached it keeps a
 * mark of its own (dry) and, by default, stays complete.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>

#include "tsr-disasters-private.h"

#define FLOOD_FLAGS TSR_FEATURE_FLAG_FLOODED

/**
 * tsr_game_is_flooded:
 *
 * Returns: whether the flood's cut-out covers (x, y): one of the eight
 *   positions around the flood tile, once it has spread
 */
gboolean
tsr_game_is_flooded (const TsrGame *game,
                     gint32         x,
                     gint32         y)
{
  DisastersState *state = tsr_disasters_state (game);

  return state != NULL && state->flood && state->spread &&
         MAX (abs (x - state->flood_x), abs (y - state->flood_y)) == 1;
}

/**
 * tsr_game_get_flood:
 * @player: (out) (optional): whose next turn brings the cut-out
 *
 * Returns: whether the flood tile is on the board
 */
gboolean
tsr_game_get_flood (const TsrGame *game,
                    gint32        *x,
                    gint32        *y,
                    gboolean      *spread,
                    gint          *player)
{
  DisastersState *state = tsr_disasters_state (game);

  if (state == NULL || !state->flood)
    return FALSE;
  *x = state->flood_x;
  *y = state->flood_y;
  *spread = state->spread;
  if (player != NULL)
    *player = state->flooder;
  return TRUE;
}

/* Whether the water reaches the segment @s of the tile at (x, y). */
static gboolean
reached (TsrGame             *game,
         const TsrPlacedTile *tile,
         guint                s)
{
  DisastersState *state = tsr_disasters_state (game);
  TsrFeatureKind kind = tsr_placed_tile_segment_kind (tile, s);
  guint16 ports = tsr_placed_tile_segment_ports (tile, s);

  if (tsr_game_is_flooded (game, tile->x, tile->y))
    return TRUE;

  if (TSR_FEATURE_IS_CLOISTER (kind))
    return MAX (abs (tile->x - state->flood_x), abs (tile->y - state->flood_y)) == 1;

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      gint32 nx = tile->x + tsr_side_dx[side], ny = tile->y + tsr_side_dy[side];

      if ((ports & (0x7u << (3 * side))) &&
          ((nx == state->flood_x && ny == state->flood_y) || tsr_game_is_flooded (game, nx, ny)))
        return TRUE;
    }

  return FALSE;
}

/* The feature through (x, y, port) was finished before the water came;
 * by default it stays so, and the steps say it. */
static void
mark_dry (TsrGame *game,
          gint32   x,
          gint32   y,
          TsrPort  port)
{
  TsrStep step;

  tsr_game_add_flags (game, x, y, port, TSR_FEATURE_FLAG_DRY, NULL);
  if (tsr_game_variant_is (game, "disasters.flood-finished", "uncompleted"))
    return;

  tsr_step_init (&step, "disasters.flood-dry");
  step.x = x;
  step.y = y;
  step.port = port;
  tsr_game_emit (game, &step);
}

/* Marks what the water reaches on the tile at (x, y); with @spare, marks
 * instead what it reaches finished already as dry. */
static void
mark_tile (TsrGame  *game,
           gint32    x,
           gint32    y,
           gboolean  spare)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);

  if (tile == NULL)
    return;

  for (guint s = 0; s < TSR_PLACED_TILE_SLOTS (tile); s++)
    {
      TsrPort port;
      int element;

      if (!tsr_placed_tile_has_segment (tile, s) || tsr_placed_tile_segment_kind (tile, s) == TSR_FEATURE_RIVER ||
          !reached (game, tile, s))
        continue;
      port = s == TSR_SPAN_SEGMENT (tile) ? TSR_PORT_SPAN
                                            : tsr_tile_type_segment_anchor (tile->type, s, tile->rotation);
      element = tsr_game_feature_element (game, x, y, port);
      if (element < 0)
        continue;
      if (spare)
        {
          if (tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element) &&
              !tsr_feature_flags_have (tsr_features_get_data (tsr_game_get_features (game), element)->flags,
                                       TSR_FEATURE_FLAG_DRY))
            mark_dry (game, x, y, port);
        }
      else if (!tsr_feature_flags_have (tsr_features_get_data (tsr_game_get_features (game), element)->flags,
                                        TSR_FEATURE_FLAG_DRY) ||
               tsr_game_variant_is (game, "disasters.flood-finished", "uncompleted"))
        tsr_features_set_flags (tsr_game_get_features (game), element, FLOOD_FLAGS);
    }
}

void
tsr_flood_mark_tile (TsrGame *game,
                     gint32   x,
                     gint32   y)
{
  mark_tile (game, x, y, FALSE);
}

static void
mark_around (TsrGame  *game,
             gboolean  spare)
{
  DisastersState *state = tsr_disasters_state (game);
  gint r = state->spread ? 2 : 1;

  for (gint dy = -r; dy <= r; dy++)
    for (gint dx = -r; dx <= r; dx++)
      mark_tile (game, state->flood_x + dx, state->flood_y + dy, spare);
}

/* Looks again at every tile the water reaches or faces. */
void
tsr_flood_mark_around (TsrGame *game)
{
  mark_around (game, FALSE);
}


void
tsr_flood_spread (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);

  state->spread = TRUE;
  tsr_disasters_emit_position (game, "disasters.flood-spread", tsr_game_get_active (game), state->flood_x, state->flood_y);
  mark_around (game, TRUE);
  tsr_flood_mark_around (game);
}

gboolean
tsr_flood_has_target (TsrGame *game)
{
  for (guint i = 0; i < tsr_board_get_n_tiles (tsr_game_get_board (game)); i++)
    if (tsr_tile_type_has_river (tsr_board_get_nth (tsr_game_get_board (game), i)->type, TSR_END_NONE))
      return TRUE;

  return FALSE;
}

void
tsr_flood_list_options (TsrGame *game,
                        GArray  *actions)
{
  for (guint i = 0; i < tsr_board_get_n_tiles (tsr_game_get_board (game)); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (tsr_game_get_board (game), i);
      TsrAction action;

      if (!tsr_tile_type_has_river (tile->type, TSR_END_NONE))
        continue;
      tsr_action_init_at (&action, tsr_flood_action, tile->x, tile->y);
      g_array_append_val (actions, action);
    }
}

TsrHookResult
tsr_flood_run (TsrGame *game)
{
  if (tsr_game_get_drawn (game) == NULL)
    return TSR_HOOK_DONE;

  tsr_game_wait_for (game, tsr_flood_choice, tsr_game_get_active (game), FALSE, tsr_disasters_module);
  return TSR_HOOK_WAIT;
}

gboolean
tsr_flood_answer (TsrGame          *game,
                  const TsrAction  *action,
                  GError          **error)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPlacedTile *tile = action->has_pos ? tsr_board_get (tsr_game_get_board (game), action->x, action->y) : NULL;
  guint strike;

  if (tile == NULL || !tsr_tile_type_has_river (tile->type, TSR_END_NONE))
    {
      tsr_rule_error_set (error, tsr_disasters_not_a_target);
      return FALSE;
    }

  strike = tsr_game_get_n_steps (game);
  tsr_disasters_emit_position (game, "disasters.flood", tsr_game_get_active (game), action->x, action->y);

  /* What was finished is judged on the board before the river tile goes:
   * a road cut off by the flood tile is not one finished before. */
  state->flood_x = action->x;
  state->flood_y = action->y;
  state->spread = FALSE;
  mark_around (game, TRUE);

  tsr_disasters_replace_tile (game, action->x, action->y, tsr_game_get_drawn (game));
  state->flood = TRUE;
  state->flooder = tsr_game_get_active (game);
  tsr_flood_mark_around (game);
  tsr_game_settle_steps (game, strike);
  return TRUE;
}

/**
 * tsr_game_setup_flood:
 * @player: whose next turn brings the cut-out
 *
 * For setting a position up: the flood tile at (x, y), spread or not.
 * What it reaches finished already stays so only where the position says
 * so (dry marks, set before): on a board built by hand, a road ending
 * against the flood tile may have been finished by nothing else.
 */
gboolean
tsr_game_setup_flood (TsrGame   *game,
                      gint32     x,
                      gint32     y,
                      gboolean   spread,
                      gint       player,
                      GError   **error)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);

  g_return_val_if_fail (state != NULL, FALSE);

  if (tile == NULL || !tsr_disasters_is_flood (tile->type))
    {
      tsr_rule_error_set (error, tsr_disasters_not_a_target);
      return FALSE;
    }

  state->flood = TRUE;
  state->flood_x = x;
  state->flood_y = y;
  state->spread = spread;
  state->flooder = player;
  tsr_flood_mark_around (game);
  return TRUE;
}
