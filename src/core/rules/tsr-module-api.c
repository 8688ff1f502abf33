/* tsr-module-api.c: what modules read and change of a game, beyond what
 * tsr-game.c and the turn machine already give everyone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-game-private.h"

gpointer
tsr_game_get_module_state (const TsrGame *game,
                           TsrModuleId    module)
{
  g_return_val_if_fail (module < TSR_MAX_MODULES, NULL);

  return game->st.module_state[module];
}

gboolean
tsr_game_module_is_on (const TsrGame *game,
                       TsrModuleId    module)
{
  return module < TSR_MAX_MODULES && tsr_game_module_on (game, module);
}

TsrStage
tsr_game_get_stage (const TsrGame *game)
{
  return game->st.stage;
}

/* Returns: (nullable): the tile placed this turn, or %NULL before it is */
const TsrPlacedTile *
tsr_game_get_placed_tile (const TsrGame *game)
{
  return game->st.placed ? tsr_board_get_nth (game->st.board, game->st.placed_index) : NULL;
}

/* Returns: the board index of the tile placed this turn; there must be one */
guint
tsr_game_get_placed_index (const TsrGame *game)
{
  g_return_val_if_fail (game->st.placed, 0);

  return game->st.placed_index;
}

/* Takes the tile in hand away (@tile %NULL: it went into play another
 * way, or was lost), or puts one in hand. */
void
tsr_game_set_drawn (TsrGame           *game,
                    const TsrTileType *tile)
{
  game->st.drawn = tile;
}

/* Whether the active player's figure step of this turn was taken (a
 * figure placed, or a module's action instead). */
gboolean
tsr_game_figure_step_done (const TsrGame *game)
{
  return game->st.figure_done;
}

/* Returns: (element-type guint32): a segment of each feature this turn
 *   completed */
const GArray *
tsr_game_get_completed (const TsrGame *game)
{
  return game->st.completed;
}

/* Returns: the module whose choice the game waits for, -1 for the
 *   engine's own */
int
tsr_game_get_choice_module (const TsrGame *game)
{
  return game->st.choice_module;
}

GPtrArray *
tsr_game_get_deck_array (TsrGame *game)
{
  return game->st.deck;
}

/**
 * tsr_game_put_tile:
 * @of_the_turn: the tile is the turn's, placed instead of the one drawn
 *
 * Puts a tile on the board outside the placement rules: one a module
 * plays its own way (a disaster's), or one its rules set out.
 *
 * Returns: its index on the board
 */
guint
tsr_game_put_tile (TsrGame           *game,
                   const TsrTileType *type,
                   gint32             x,
                   gint32             y,
                   guint              rotation,
                   gboolean           of_the_turn)
{
  guint index = tsr_board_place (game->st.board, type, x, y, rotation);

  tsr_features_add_tile (game->st.features, game->st.board, index);
  if (of_the_turn)
    {
      game->st.drawn = NULL;
      game->st.placed = TRUE;
      game->st.placed_x = x;
      game->st.placed_y = y;
      game->st.placed_index = index;
    }

  return index;
}

guint
tsr_game_get_n_flag_marks (const TsrGame *game)
{
  return game->st.anchors->len;
}

/**
 * tsr_game_get_flag_mark:
 * @flags: (out): the flags it sets
 *
 * Returns: where the mark @index was set
 */
const TsrLocation *
tsr_game_get_flag_mark (const TsrGame *game,
                        guint          index,
                        guint32       *flags)
{
  const TsrFlagAnchor *anchor;

  g_return_val_if_fail (index < game->st.anchors->len, NULL);

  anchor = &g_array_index (game->st.anchors, TsrFlagAnchor, index);
  *flags = anchor->flags;
  return &anchor->where;
}

/* Takes a mark away; the features keep the flag until they are rebuilt. */
void
tsr_game_remove_flag_mark (TsrGame *game,
                           guint    index)
{
  g_return_if_fail (index < game->st.anchors->len);

  g_array_remove_index (game->st.anchors, index);
}

GArray *
tsr_game_get_score_events (TsrGame *game,
                           guint   *cursor)
{
  *cursor = game->st.event_cursor;
  return game->st.events;
}

void
tsr_game_release_score_events (TsrGame *game,
                               guint    end)
{
  g_return_if_fail (game->st.events_held && end <= game->st.events->len);

  game->st.events_released = end;
}

/* Changes the number a module keeps on a figure (TsrFigure.state). */
void
tsr_game_set_figure_state (TsrGame *game,
                           guint    index,
                           guint8   state)
{
  g_return_if_fail (index < game->st.figures->len);

  g_array_index (game->st.figures, TsrFigure, index).state = state;
}
