/* tsr-random-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-random-player.h"
#include "tsr-game-private.h"

struct _TsrRandomPlayer
{
  GRand  *rand;        /* its picks and the deck's shuffle */
  GArray *options;     /* TsrAction, reused */
  GArray *placements;  /* TsrPlacement, reused */
};

TsrRandomPlayer *
tsr_random_player_new (guint32 seed)
{
  TsrRandomPlayer *player = g_new0 (TsrRandomPlayer, 1);

  player->rand = g_rand_new_with_seed (seed);
  player->options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  player->placements = g_array_new (FALSE, FALSE, sizeof (TsrPlacement));
  return player;
}

void
tsr_random_player_free (TsrRandomPlayer *player)
{
  if (player == NULL)
    return;

  g_rand_free (player->rand);
  g_array_unref (player->options);
  g_array_unref (player->placements);
  g_free (player);
}

/* The generator it picks with, for shuffling a deck from the same seed. */
GRand *
tsr_random_player_get_rand (TsrRandomPlayer *player)
{
  return player->rand;
}

static guint
below (TsrRandomPlayer *player,
       guint            n)
{
  return g_rand_int_range (player->rand, 0, n);
}

/* An index below @n, uniformly; no draw from the generator when there is
 * one choice only. */
static guint
pick (TsrRandomPlayer *player,
      guint            n)
{
  return n > 1 ? below (player, n) : 0;
}

/* A placement of the drawn tile, uniformly among the legal ones.  A
 * random square of the frontier and rotation is tried first, again until
 * one is legal: each legal placement is as likely as any other, and far
 * fewer are checked than listing them all would.  After many misses, the
 * list. */
static void
pick_placement (TsrRandomPlayer *player,
                TsrGame         *game,
                TsrAction       *place)
{
  const TsrTileType *tile = tsr_game_get_drawn (game);
  const TsrBoard *board = tsr_game_get_board (game);
  guint n_frontier = tsr_board_get_n_frontier (board);
  const TsrPlacement *placement;

  tsr_action_init (place, TSR_ACTION_PLACE_TILE);
  place->has_pos = TRUE;

  for (guint tries = 0; tries < 64 && n_frontier > 0; tries++)
    {
      guint tried = below (player, 4 * n_frontier);
      const TsrFrontierCell *cell = tsr_board_get_frontier (board, tried / 4);

      if (tsr_game_check_frontier (game, tile, tried / 4, tried % 4))
        {
          place->x = cell->x;
          place->y = cell->y;
          place->rotation = tried % 4;
          return;
        }
    }

  tsr_game_list_placements (game, tile, player->placements);
  g_return_if_fail (player->placements->len > 0);
  placement = &g_array_index (player->placements, TsrPlacement, pick (player, player->placements->len));
  place->x = placement->x;
  place->y = placement->y;
  place->rotation = placement->rotation;
}

/* An answer to the place-tile choice other than a placement, when the
 * modules in play offer one. */
static gboolean
pick_extra (TsrRandomPlayer *player,
            TsrGame         *game,
            TsrAction       *extra)
{
  guint n = 0;

  if ((game->st.modules & tsr_hook_masks ()->extra) == 0 || below (player, 4) != 0)
    return FALSE;

  tsr_game_list_options (game, player->options);
  for (guint i = 0; i < player->options->len; i++)
    {
      const TsrAction *option = &g_array_index (player->options, TsrAction, i);

      if (option->kind != TSR_ACTION_PLACE_TILE && below (player, ++n) == 0)
        *extra = *option;
    }

  return n > 0;
}

/**
 * tsr_random_player_act:
 *
 * Answers the pending choice with one of its legal answers, picked
 * uniformly.
 *
 * Returns: %FALSE when the game is over, or when the rules refused an
 *   answer they offered (a fault of the engine, which @error then says;
 *   the game is as it was before the answer)
 */
gboolean
tsr_random_player_act (TsrRandomPlayer  *player,
                       TsrGame          *game,
                       GError          **error)
{
  g_autoptr(GError) refusal = NULL;
  TsrAction place;
  const TsrAction *action;

  if (tsr_game_is_over (game))
    return FALSE;

  /* Placing a tile has by far the most answers: pick a placement itself,
   * and now and then look at what else a module lets be done first. */
  if (tsr_game_get_choice (game)->kind == TSR_CHOICE_PLACE_TILE)
    {
      if (!pick_extra (player, game, &place))
        pick_placement (player, game, &place);
      action = &place;
    }
  else
    {
      tsr_game_list_options (game, player->options);
      g_return_val_if_fail (player->options->len > 0, FALSE);
      action = &g_array_index (player->options, TsrAction, pick (player, player->options->len));
    }

  if (!tsr_game_act (game, action, &refusal))
    {
      g_autofree char *answer = tsr_action_to_string (action);

      g_set_error (error, refusal->domain, refusal->code, "The rules refused an answer they offered (%s): %s",
                   answer, refusal->message);
      return FALSE;
    }

  return TRUE;
}

/**
 * tsr_random_player_play:
 *
 * Plays the game to its end, or until the rules refuse an answer they
 * offered (@error then says which).
 *
 * Returns: how many actions it took
 */
guint
tsr_random_player_play (TsrRandomPlayer  *player,
                        TsrGame          *game,
                        GError          **error)
{
  guint n = 0;

  while (tsr_random_player_act (player, game, error))
    n++;

  return n;
}

/**
 * tsr_random_player_build_board:
 * @n_tiles: how many tiles the board should have
 * @seed: the random player's seed
 *
 * Plays a two-player base game at random, with the base set repeated as
 * often as needed and shuffled, until the board has @n_tiles tiles: a
 * large, plausible board (figures included) for benchmarks.
 *
 * Returns: (transfer full): the game, in progress
 */
TsrGame *
tsr_random_player_build_board (guint   n_tiles,
                               guint32 seed)
{
  TsrCatalogue *catalogue = tsr_catalogue_get_default ();
  g_autoptr(GPtrArray) base = tsr_catalogue_list_set (catalogue, "base");
  g_autoptr(GPtrArray) deck = g_ptr_array_new ();
  g_autoptr(TsrRandomPlayer) player = tsr_random_player_new (seed);
  GRand *rand = tsr_random_player_get_rand (player);
  TsrGame *game = tsr_game_new ();

  /* Twice what is needed: some tiles fit nowhere and are discarded. */
  while (deck->len < 2 * n_tiles)
    for (guint i = 0; i < base->len; i++)
      for (guint n = 0; n < tsr_tile_type_count_in (g_ptr_array_index (base, i), 1); n++)
        g_ptr_array_add (deck, g_ptr_array_index (base, i));
  for (guint i = deck->len; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      gpointer tmp = deck->pdata[i - 1];

      deck->pdata[i - 1] = deck->pdata[j];
      deck->pdata[j] = tmp;
    }

  tsr_game_set_recording (game, FALSE);
  tsr_game_add_player (game, "red", NULL);
  tsr_game_add_player (game, "blue", NULL);
  tsr_game_setup_tile (game, tsr_catalogue_get_start (catalogue, "base"), 0, 0, 0, NULL);
  tsr_game_set_deck (game, (const TsrTileType * const *) deck->pdata, deck->len);
  tsr_game_start (game);

  /* Only the base game: an answer refused would be a fault the soak and
   * the rules tests find first; the board then stops short. */
  while (tsr_board_get_n_tiles (tsr_game_get_board (game)) < n_tiles &&
         tsr_random_player_act (player, game, NULL))
    ;

  return game;
}
