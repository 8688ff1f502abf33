/* tsr-random-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-random-player.h"

/**
 * tsr_random_player_act:
 * @scratch: (element-type TsrAction): an array to list options in, reused
 *   between calls to spare allocations
 *
 * Answers the pending choice with one of its legal answers, picked
 * uniformly.
 *
 * Returns: %FALSE when the game is over
 */
gboolean
tsr_random_player_act (TsrGame *game,
                       GRand   *rand,
                       GArray  *scratch)
{
  g_autoptr(GError) error = NULL;
  const TsrAction *action;

  if (tsr_game_is_over (game))
    return FALSE;

  tsr_game_list_options (game, scratch);
  g_return_val_if_fail (scratch->len > 0, FALSE);

  action = &g_array_index (scratch, TsrAction, g_rand_int_range (rand, 0, scratch->len));
  if (!tsr_game_act (game, action, &error))
    g_error ("A legal option was rejected: %s", error->message);

  return TRUE;
}

/**
 * tsr_random_player_play:
 *
 * Plays the game to its end.
 *
 * Returns: how many actions it took
 */
guint
tsr_random_player_play (TsrGame *game,
                        GRand   *rand)
{
  g_autoptr(GArray) scratch = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  guint n = 0;

  while (tsr_random_player_act (game, rand, scratch))
    n++;

  return n;
}
