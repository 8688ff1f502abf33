/* tsr-game-placement.c: where a tile may go
 *
 * The base game's placement rules (every side matching a neighbour, one
 * neighbour at least), with the modules' say: a module may refuse a
 * placement, accept mismatching sides it will fix, or play a tile its own
 * way.  The frontier of empty squares next to the board is kept by the
 * board, so listing placements looks only there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-game-private.h"

/**
 * tsr_game_setup_tile:
 *
 * Puts a tile on the board while setting up a position, without the
 * placement rules: a board built by hand need not be legal.
 */
gboolean
tsr_game_setup_tile (TsrGame            *game,
                     const TsrTileType  *type,
                     gint32              x,
                     gint32              y,
                     guint               rotation,
                     GError            **error)
{
  guint index;

  if (tsr_board_get (game->st.board, x, y) != NULL)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_POSITION_TAKEN);
      return FALSE;
    }

  index = tsr_board_place (game->st.board, type, x, y, rotation);
  tsr_features_add_tile (game->st.features, game->st.board, index);
  return TRUE;
}

static gboolean
placement_error (TsrPlacementCheck   check,
                 GError            **error)
{
  switch (check)
    {
    case TSR_PLACEMENT_TAKEN:
      tsr_rule_error_set (error, TSR_RULE_ERROR_POSITION_TAKEN);
      return FALSE;
    case TSR_PLACEMENT_NOT_ADJACENT:
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ADJACENT);
      return FALSE;
    case TSR_PLACEMENT_MISMATCH:
      tsr_rule_error_set (error, TSR_RULE_ERROR_EDGE_MISMATCH);
      return FALSE;
    case TSR_PLACEMENT_OK:
    default:
      return TRUE;
    }
}

/**
 * tsr_game_placement_legal:
 *
 * The base placement rules, with what every module in play adds: sides a
 * bridge may fix, positions a flood blocks.
 */
gboolean
tsr_game_placement_legal (TsrGame            *game,
                          const TsrTileType  *type,
                          gint32              x,
                          gint32              y,
                          guint               rotation,
                          GError            **error)
{
  guint mismatched;
  TsrPlacementCheck check = tsr_board_check (game->st.board, type, x, y, rotation, &mismatched);

  if (check == TSR_PLACEMENT_MISMATCH)
    {
      TSR_FOREACH_MODULE_ON (game, i)
        if (mismatched != 0 && tsr_module_get (i)->placement_rescue != NULL)
          mismatched = tsr_module_get (i)->placement_rescue (game, type, x, y, rotation, mismatched);
      if (mismatched == 0)
        check = TSR_PLACEMENT_OK;
    }

  if (!placement_error (check, error))
    return FALSE;

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->placement_veto != NULL &&
        !tsr_module_get (i)->placement_veto (game, type, x, y, rotation, error))
      return FALSE;

  return TRUE;
}

gboolean
tsr_game_check_placement (TsrGame            *game,
                          const TsrTileType  *type,
                          gint32              x,
                          gint32              y,
                          guint               rotation,
                          GError            **error)
{
  return tsr_game_placement_legal (game, type, x, y, rotation % 4, error);
}

/* Whether the board's matching alone says where a tile may go: no module
 * in play vetoes or rescues a placement. */
static gboolean
placement_is_plain (const TsrGame *game)
{
  return (game->st.modules & tsr_hook_masks ()->placement) == 0;
}

/**
 * tsr_game_check_frontier:
 * @index: a position of the board's frontier
 *
 * tsr_game_check_placement() for a frontier position: where no module in
 * play vetoes or rescues placements, the frontier's own record of what
 * the neighbours ask is enough.
 */
gboolean
tsr_game_check_frontier (TsrGame           *game,
                         const TsrTileType *type,
                         guint              index,
                         guint              rotation)
{
  const TsrFrontierCell *cell;

  if (placement_is_plain (game))
    return tsr_board_frontier_fits (game->st.board, index, type, rotation);

  cell = tsr_board_get_frontier (game->st.board, index);
  return tsr_game_placement_legal (game, type, cell->x, cell->y, rotation % 4, NULL);
}

/* Whether @type has at least one legal placement. */
gboolean
tsr_game_tile_fits (TsrGame           *game,
                    const TsrTileType *type)
{
  const TsrBoard *board = game->st.board;
  gboolean fits;

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->tile_fits != NULL &&
        tsr_module_get (i)->tile_fits (game, type, &fits))
      return fits;

  if (placement_is_plain (game))
    return tsr_board_has_placement (board, type);

  for (guint i = 0; i < tsr_board_get_n_frontier (board); i++)
    for (guint rotation = 0; rotation < 4; rotation++)
      {
        const TsrFrontierCell *cell = tsr_board_get_frontier (board, i);

        if (tsr_game_placement_legal (game, type, cell->x, cell->y, rotation, NULL))
          return TRUE;
      }

  return FALSE;
}

/**
 * tsr_game_list_placements:
 * @placements: (element-type TsrPlacement): receives every legal
 *   (position, rotation) for @type on this board, rotations counted
 *   separately even when they look alike
 */
void
tsr_game_list_placements (TsrGame           *game,
                          const TsrTileType *type,
                          GArray            *placements)
{
  const TsrBoard *board = game->st.board;

  g_array_set_size (placements, 0);

  /* The common case needs nothing but the board's frontier. */
  if (placement_is_plain (game))
    {
      tsr_board_enumerate (board, type, placements);
      return;
    }

  for (guint i = 0; i < tsr_board_get_n_frontier (board); i++)
    {
      const TsrFrontierCell *cell = tsr_board_get_frontier (board, i);

      for (guint rotation = 0; rotation < 4; rotation++)
        if (tsr_game_placement_legal (game, type, cell->x, cell->y, rotation, NULL))
          {
            TsrPlacement placement = { cell->x, cell->y, rotation };

            g_array_append_val (placements, placement);
          }
    }
}
