/* tsr-game-edit.c: changing a position by hand
 *
 * The window builds positions by hand: tiles and figures come and go,
 * players are renamed and reordered, pieces are switched off again.  These
 * are set-up operations, allowed before the game starts, like the
 * tsr_game_setup_*() functions they complete.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-game-private.h"
#include "tsr-rule-error.h"

/**
 * tsr_game_edit_remove_figure:
 * @index: the figure's index
 *
 * Takes a figure off the board, back to its owner's supply.
 */
void
tsr_game_edit_remove_figure (TsrGame *game,
                             guint    index)
{
  g_return_if_fail (!game->started);
  g_return_if_fail (index < game->st.figures->len);

  tsr_game_take_figure (game, index);
}

/**
 * tsr_game_edit_remove_token:
 * @index: the token's index
 *
 * Takes a token off the board, back to the supply.
 */
void
tsr_game_edit_remove_token (TsrGame *game,
                            guint    index)
{
  g_return_if_fail (!game->started);
  g_return_if_fail (index < game->st.tokens->len);

  tsr_game_take_token (game, index);
}

/**
 * tsr_game_edit_remove_tile:
 *
 * Takes the tile at (x, y) off the board, with every figure on it.
 *
 * Returns: %FALSE when no tile was there
 */
gboolean
tsr_game_edit_remove_tile (TsrGame *game,
                           gint32   x,
                           gint32   y)
{
  g_return_val_if_fail (!game->started, FALSE);

  if (tsr_board_get (game->st.board, x, y) == NULL)
    return FALSE;

  for (guint i = game->st.figures->len; i > 0; i--)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i - 1);

      if (figure->x == x && figure->y == y)
        tsr_game_take_figure (game, i - 1);
    }

  for (guint i = game->st.tokens->len; i > 0; i--)
    {
      const TsrToken *token = &g_array_index (game->st.tokens, TsrToken, i - 1);

      if (token->x == x && token->y == y)
        tsr_game_take_token (game, i - 1);
    }

  for (guint i = game->st.anchors->len; i > 0; i--)
    {
      const TsrFlagAnchor *anchor = &g_array_index (game->st.anchors, TsrFlagAnchor, i - 1);

      if (anchor->where.x == x && anchor->where.y == y)
        g_array_remove_index (game->st.anchors, i - 1);
    }

  tsr_game_remove_tile (game, x, y);
  return TRUE;
}

/**
 * tsr_game_edit_remove_player:
 *
 * Removes a player with their figures; the others keep their order.
 */
void
tsr_game_edit_remove_player (TsrGame *game,
                             guint    index)
{
  g_return_if_fail (!game->started);
  g_return_if_fail (index < game->st.players->len);

  for (guint i = game->st.figures->len; i > 0; i--)
    if (g_array_index (game->st.figures, TsrFigure, i - 1).player == (gint) index)
      tsr_game_take_figure (game, i - 1);

  for (guint i = 0; i < game->st.figures->len; i++)
    {
      TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);

      if (figure->player > (gint) index)
        figure->player--;
    }

  g_array_remove_index (game->st.players, index);
  if (game->st.active > (gint) index ||
      (game->st.active == (gint) index && game->st.active >= (gint) game->st.players->len))
    game->st.active = game->st.players->len > 0 ? (game->st.active - 1 + (gint) game->st.players->len) % (gint) game->st.players->len : 0;
}

/**
 * tsr_game_edit_move_player:
 * @from: a player's place in turn order
 * @to: the place to move them to
 *
 * Changes the turn order; whoever was to play still is.
 */
void
tsr_game_edit_move_player (TsrGame *game,
                           guint    from,
                           guint    to)
{
  guint n = game->st.players->len;
  g_autofree gint *map = NULL;
  TsrPlayer moved;

  g_return_if_fail (!game->started);
  g_return_if_fail (from < n && to < n);

  if (from == to)
    return;

  /* Where each old index ends up. */
  map = g_new (gint, n);
  for (guint i = 0; i < n; i++)
    {
      guint j = i;

      if (i == from)
        j = to;
      else if (from < to && i > from && i <= to)
        j = i - 1;
      else if (from > to && i >= to && i < from)
        j = i + 1;
      map[i] = j;
    }

  moved = g_array_index (game->st.players, TsrPlayer, from);
  g_array_set_clear_func (game->st.players, NULL);
  g_array_remove_index (game->st.players, from);
  g_array_insert_val (game->st.players, to, moved);
  g_array_set_clear_func (game->st.players, (GDestroyNotify) tsr_player_clear);

  for (guint i = 0; i < game->st.figures->len; i++)
    {
      TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);

      if (figure->player >= 0)
        figure->player = map[figure->player];
    }
  game->st.active = map[game->st.active];
}

/**
 * tsr_game_edit_player:
 * @id: a new id; it must not be another player's
 * @name: (nullable): a new name, or %NULL for the id
 */
gboolean
tsr_game_edit_player (TsrGame     *game,
                      guint        index,
                      const char  *id,
                      const char  *name,
                      GError     **error)
{
  TsrPlayer *player;
  int other;

  g_return_val_if_fail (!game->started, FALSE);
  g_return_val_if_fail (index < game->st.players->len, FALSE);

  other = tsr_game_find_player (game, id);
  if (other >= 0 && (guint) other != index)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   /* Translators: %s is the name the user gave the player */
                   _("Another player is already called “%s”."), id);
      return FALSE;
    }

  player = tsr_game_player (game, index);
  g_free (player->id);
  g_free (player->name);
  player->id = g_strdup (id);
  player->name = g_strdup (name != NULL && *name != '\0' ? name : id);
  return TRUE;
}

/* Whether @owners (a bit per module) leaves nothing in play once
 * @module is off. */
static gboolean
only_of (guint32 owners,
         guint32 modules,
         guint   module)
{
  return (owners & modules & ~(1u << module)) == 0;
}

/**
 * tsr_game_disable_module:
 *
 * Switches a module off again, with what it brought: its figures, its
 * tiles, its variants.  A module another one in play requires stays on.
 */
gboolean
tsr_game_disable_module (TsrGame     *game,
                         const char  *id,
                         GError     **error)
{
  TsrModuleId module;
  const TsrModule *m;
  GHashTableIter iter;
  gpointer key;
  int other;

  g_return_val_if_fail (!game->started, FALSE);

  if (!tsr_module_lookup (id, &module) || module == TSR_MODULE_BASE)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_MODULE_OFF,
                   /* Translators: %s is the id of a module (the base game or an expansion) as files write
                    * it */
                   _("The module “%s” cannot be switched off."), id);
      return FALSE;
    }
  if (!tsr_game_module_on (game, module))
    return TRUE;

  if ((other = tsr_game_required_by (game, module)) >= 0)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   /* Translators: the first %s is the name of an expansion that is switched on, the second
                    * the name of the expansion it needs, which the user tried to switch off */
                   _("“%s” needs “%s”: switch it off first."),
                   tsr_rulebook_lookup_module (game->rulebook, tsr_module_get (other)->id)->title,
                   tsr_rulebook_lookup_module (game->rulebook, id)->title);
      return FALSE;
    }

  m = tsr_module_get (module);
  if (m->disable != NULL)
    m->disable (game);
  for (guint i = game->st.figures->len; i > 0; i--)
    if (only_of (tsr_figure_kind_get_owners (g_array_index (game->st.figures, TsrFigure, i - 1).kind),
                 game->st.modules, module))
      tsr_game_take_figure (game, i - 1);
  for (guint i = game->st.tokens->len; i > 0; i--)
    if (only_of (tsr_token_kind_get_owners (g_array_index (game->st.tokens, TsrToken, i - 1).kind),
                 game->st.modules, module))
      tsr_game_take_token (game, i - 1);

  if (m->tile_set != NULL)
    {
      for (guint i = tsr_board_get_n_tiles (game->st.board); i > 0; i--)
        {
          const TsrPlacedTile *tile = tsr_board_get_nth (game->st.board, i - 1);

          if (strcmp (tile->type->set, m->tile_set) == 0)
            tsr_game_edit_remove_tile (game, tile->x, tile->y);
        }
      for (guint i = game->st.deck->len; i > 0; i--)
        if (strcmp (((TsrTileType *) g_ptr_array_index (game->st.deck, i - 1))->set, m->tile_set) == 0)
          g_ptr_array_remove_index (game->st.deck, i - 1);
    }

  for (guint i = 0; i < game->st.players->len; i++)
    {
      TsrPlayer *player = &g_array_index (game->st.players, TsrPlayer, i);

      for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
        if (only_of (tsr_figure_kind_get_owners (kind), game->st.modules, module))
          player->owned[kind] = player->removed[kind] = 0;
      for (guint f = 0; f < tsr_player_flag_count (); f++)
        if (only_of (tsr_player_flag_get_owners (f), game->st.modules, module))
          player->flags &= ~*tsr_player_flag_get_decl (f)->bit;
      for (guint s = 0; s < tsr_player_stock_count (); s++)
        if (only_of (tsr_player_stock_get_owners (s), game->st.modules, module))
          {
            player->stocks[s] = 0;
            player->stocks_set &= ~(1u << s);
          }
    }

  g_hash_table_iter_init (&iter, game->st.variants);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (g_str_has_prefix (key, id) && ((const char *) key)[strlen (id)] == '.')
      g_hash_table_iter_remove (&iter);

  g_clear_pointer (&game->st.module_state[module], m->state_free);
  game->st.modules &= ~(1u << module);
  game->st.chosen &= ~(1u << module);
  tsr_game_update_chosen (game);
  return TRUE;
}

/**
 * tsr_game_edit_switch_module:
 * @start_changed: (out) (optional): whether the start tile on the board
 *   changed with it
 *
 * Switches a module on or off as a position is edited.  When that changes
 * which start tile the game begins on (River I's spring), a board with
 * nothing but a start tile follows (tsr_game_edit_fit_start()); any other
 * module leaves the board as it is, empty or not.
 *
 * The tiles of a module switched on join the deck: a deck that was the
 * box (tsr_game_deck_is_box()) is the new box, in its order; a deck
 * arranged by hand keeps its order, and they go under it
 * (tsr_game_deck_add_sets()).  Switched off, a module's tiles leave the
 * deck and the board (tsr_game_disable_module()).
 */
gboolean
tsr_game_edit_switch_module (TsrGame     *game,
                             const char  *id,
                             gboolean     on,
                             gboolean    *start_changed,
                             GError     **error)
{
  const TsrTileType *start = tsr_game_get_start_tile (game);
  g_autoptr(TsrGame) before = on ? tsr_game_copy_state (game) : NULL;
  gboolean was_box = on && tsr_game_deck_is_box (game);
  gboolean changed;

  if (!(on ? tsr_game_enable_module (game, id, error) : tsr_game_disable_module (game, id, error)))
    return FALSE;

  changed = tsr_game_get_start_tile (game) != start && tsr_game_edit_fit_start (game);
  if (was_box)
    tsr_game_fill_deck (game, NULL);
  else if (on)
    tsr_game_deck_add_sets (game, before);
  if (start_changed != NULL)
    *start_changed = changed;
  return TRUE;
}

/**
 * tsr_game_edit_fit_start:
 *
 * For a module switched on or off that has the game start on a tile of
 * its own: when the board is empty (switching it off takes its tiles
 * away) or nothing but another start tile at (0, 0), bare, puts the start
 * tile of the modules in play there.
 *
 * Returns: whether the start tile changed
 */
gboolean
tsr_game_edit_fit_start (TsrGame *game)
{
  const TsrPlacedTile *tile;

  g_return_val_if_fail (!game->started, FALSE);

  if (tsr_board_get_n_tiles (game->st.board) > 1 || game->st.figures->len > 0 || game->st.tokens->len > 0)
    return FALSE;

  if (tsr_board_get_n_tiles (game->st.board) == 1)
    {
      tile = tsr_board_get_nth (game->st.board, 0);
      if (tile->x != 0 || tile->y != 0 || !tile->type->start || tile->type == tsr_game_get_start_tile (game))
        return FALSE;
      tsr_game_edit_remove_tile (game, 0, 0);
    }

  tsr_game_setup_start (game);
  return TRUE;
}
