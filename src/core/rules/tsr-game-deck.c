/* tsr-game-deck.c: the tile deck
 *
 * The deck is kept with its top last, so drawing is a pop.  Modules with
 * rules about where their tiles lie in it (the river first, the lake
 * last) arrange it after every fill and shuffle, and shuffle decks of
 * their own with the same generator.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-game-private.h"

/* The deck is kept with its top last, so drawing is a pop. */
static void
reverse_deck (GPtrArray *deck)
{
  for (guint i = 0, j = deck->len; i + 1 < j; i++, j--)
    {
      gpointer tmp = deck->pdata[i];

      deck->pdata[i] = deck->pdata[j - 1];
      deck->pdata[j - 1] = tmp;
    }
}

/* Puts the tiles of modules with rules about the deck's order where
 * they belong. */
static void
arrange_deck (TsrGame *game)
{
  TSR_FOREACH_MODULE_ON (game, m)
    if (tsr_module_get (m)->arrange_deck != NULL)
      tsr_module_get (m)->arrange_deck (game);
}

void
tsr_game_set_deck (TsrGame                   *game,
                   const TsrTileType * const *types,
                   guint                      n_types)
{
  g_ptr_array_set_size (game->st.deck, 0);
  for (guint i = 0; i < n_types; i++)
    g_ptr_array_add (game->st.deck, (gpointer) types[i]);
  reverse_deck (game->st.deck);
}

/**
 * tsr_game_has_tile_set:
 * @set: a tile set, as tile types name it ("base", "river")
 *
 * Whether a module in play brings the tiles of @set.
 */
gboolean
tsr_game_has_tile_set (const TsrGame *game,
                       const char    *set)
{
  TSR_FOREACH_MODULE_ON (game, m)
    if (g_strcmp0 (tsr_module_get (m)->tile_set, set) == 0)
      return TRUE;

  return FALSE;
}

/**
 * tsr_game_get_edition:
 * @set: a tile set, as tile types name it ("base", "river")
 *
 * The edition of @set in play: the variant ID.edition of the module that
 * brings it, where its rule text has one (base.edition), else the first.
 *
 * Returns: 1 or 2
 */
guint
tsr_game_get_edition (const TsrGame *game,
                      const char    *set)
{
  for (guint m = 0; m < tsr_module_count (); m++)
    if (g_strcmp0 (tsr_module_get (m)->tile_set, set) == 0)
      {
        g_autofree char *id = g_strconcat (tsr_module_get (m)->id, ".edition", NULL);

        if (tsr_rulebook_lookup_variant (game->rulebook, id) == NULL)
          return 1;
        return (guint) g_ascii_strtoull (tsr_game_get_variant (game, id), NULL, 10);
      }

  return 1;
}

/**
 * tsr_game_box_count:
 *
 * Returns: how many tiles of @type the box of its set holds in the
 *   edition in play
 */
guint
tsr_game_box_count (const TsrGame     *game,
                    const TsrTileType *type)
{
  return tsr_tile_type_count_in (type, tsr_game_get_edition (game, type->set));
}

/* Appends to @deck, top first, every tile of the sets in play that
 * @except (when given) has not in play, less the tiles on the board, in
 * catalogue order. */
static void
add_box (const TsrGame *game,
         const TsrGame *except,
         GPtrArray     *deck)
{
  guint n_types = tsr_catalogue_get_n_types (game->catalogue);
  g_autofree guint *on_board = g_new0 (guint, n_types);

  for (guint i = 0; i < tsr_board_get_n_tiles (game->st.board); i++)
    on_board[tsr_board_get_nth (game->st.board, i)->type->index]++;

  for (guint i = 0; i < n_types; i++)
    {
      const TsrTileType *type = tsr_catalogue_get_type (game->catalogue, i);
      guint count;

      if (!tsr_game_has_tile_set (game, type->set) ||
          (except != NULL && tsr_game_has_tile_set (except, type->set)))
        continue;
      count = tsr_game_box_count (game, type);
      for (guint n = on_board[i]; n < count; n++)
        g_ptr_array_add (deck, (gpointer) type);
    }
}

/**
 * tsr_game_fill_deck:
 * @shuffle: (nullable): shuffles the deck when given
 *
 * Makes the deck of every tile set in play, less the tiles already on the
 * board (the start tile).  Unshuffled, it is in catalogue order from the
 * top: base.A, base.A, base.B…
 */
void
tsr_game_fill_deck (TsrGame *game,
                    GRand   *shuffle)
{
  g_ptr_array_set_size (game->st.deck, 0);
  add_box (game, NULL, game->st.deck);
  reverse_deck (game->st.deck);
  if (shuffle != NULL)
    tsr_game_shuffle_deck (game, shuffle);
  else
    arrange_deck (game);
}

/**
 * tsr_game_deck_is_box:
 *
 * Whether the deck is what tsr_game_fill_deck() makes unshuffled: every
 * tile of the sets in play not on the board, in the box's order.
 */
gboolean
tsr_game_deck_is_box (const TsrGame *game)
{
  g_autoptr(TsrGame) box = tsr_game_copy_state (game);

  tsr_game_fill_deck (box, NULL);
  if (box->st.deck->len != game->st.deck->len)
    return FALSE;
  for (guint i = 0; i < game->st.deck->len; i++)
    if (box->st.deck->pdata[i] != game->st.deck->pdata[i])
      return FALSE;

  return TRUE;
}

/**
 * tsr_game_deck_add_sets:
 * @before: the game as it was before modules were switched on
 *
 * Puts the tiles of the sets in play that were not in play in @before,
 * less those on the board, under the deck in the box's order; then the
 * modules switched on since, when they have rules about the deck's order,
 * arrange it (the river on top).  The rest of the deck keeps its order.
 *
 * Returns: how many tiles joined the deck
 */
guint
tsr_game_deck_add_sets (TsrGame       *game,
                        const TsrGame *before)
{
  g_autoptr(GPtrArray) added = g_ptr_array_new ();
  guint n_added;

  add_box (game, before, added);
  n_added = added->len;
  /* Top last: the first of them lies right under the deck as it was. */
  reverse_deck (added);
  g_ptr_array_extend (added, game->st.deck, NULL, NULL);
  g_ptr_array_set_size (game->st.deck, 0);
  g_ptr_array_extend (game->st.deck, added, NULL, NULL);

  TSR_FOREACH_MODULE_ON (game, m)
    if (tsr_module_get (m)->arrange_deck != NULL && !tsr_game_module_on (before, m))
      tsr_module_get (m)->arrange_deck (game);
  return n_added;
}

/* Shuffles the deck (Fisher–Yates), the same way for the same seed. */
void
tsr_game_shuffle_deck (TsrGame *game,
                       GRand   *rand)
{
  GPtrArray *deck = game->st.deck;

  for (guint i = deck->len; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      gpointer tmp = deck->pdata[i - 1];

      deck->pdata[i - 1] = deck->pdata[j];
      deck->pdata[j] = tmp;
    }

  arrange_deck (game);

  /* Then the modules' own decks, in module order. */
  TSR_FOREACH_MODULE_ON (game, m)
    if (tsr_module_get (m)->shuffle != NULL)
      tsr_module_get (m)->shuffle (game, rand);
}

guint
tsr_game_get_deck_size (const TsrGame *game)
{
  return game->st.deck->len;
}

/* @index: 0 for the top of the deck */
const TsrTileType *
tsr_game_get_deck_tile (const TsrGame *game,
                        guint          index)
{
  g_return_val_if_fail (index < game->st.deck->len, NULL);

  return g_ptr_array_index (game->st.deck, game->st.deck->len - 1 - index);
}
