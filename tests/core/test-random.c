/* test-random.c: many random games, checked as they go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"

static void
check_invariants (TsrGame *game)
{
  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    {
      const TsrPlayer *player = tsr_game_get_player (game, p);

      g_assert_cmpint (player->score, >=, 0);
      for (TsrFigureKind kind = TSR_FIGURE_MEEPLE; kind <= TSR_FIGURE_PHANTOM; kind++)
        {
          gint supply = tsr_game_get_supply (game, p, kind);

          g_assert_cmpint (supply, >=, 0);
          g_assert_cmpint (supply, <=, player->owned[kind]);
        }
    }
}

/* 1,000 random games with every combination of the pieces: after every
 * placement the features joined turn by turn equal the features rebuilt
 * from the board, and nothing ever goes negative. */
static void
test_incremental_equals_rebuilt (void)
{
  static const char *combos[][3] = {
    { NULL }, { "abbot", NULL }, { "phantom", NULL }, { "abbot", "phantom", NULL },
  };
  g_autoptr(GString) difference = g_string_new (NULL);
  guint placements = 0;

  for (guint32 seed = 1; seed <= 1000; seed++)
    {
      g_autoptr(TsrGame) game = NULL;
      g_autoptr(TsrRandomPlayer) player = tsr_random_player_new (seed);
      guint tiles_seen = 0;

      game = tsr_game_new ();
      tsr_game_set_recording (game, FALSE);
      for (guint i = 0; combos[seed % 4][i] != NULL; i++)
        g_assert_true (tsr_game_enable_module (game, combos[seed % 4][i], NULL));
      for (guint p = 0; p < 2 + seed % 4; p++)
        {
          g_autofree char *id = g_strdup_printf ("p%u", p + 1);

          tsr_game_add_player (game, id, NULL);
        }
      tsr_game_setup_tile (game, test_tile ("base.D"), 0, 0, 0, NULL);
      tsr_game_fill_deck (game, tsr_random_player_get_rand (player));
      tsr_game_start (game);

      while (tsr_random_player_act (player, game))
        {
          guint tiles = tsr_board_get_n_tiles (tsr_game_get_board (game));

          if (tiles != tiles_seen)
            {
              tiles_seen = tiles;
              placements++;
              if (!tsr_game_check_features (game, difference))
                g_error ("seed %u, %u tiles: %s", seed, tiles, difference->str);
            }
          check_invariants (game);
        }

      /* Every tile of the box was placed or discarded as unplaceable. */
      {
        guint discarded = 0;

        for (guint i = 0; i < tsr_game_get_n_steps (game); i++)
          discarded += strcmp (tsr_game_get_step (game, i)->rule, "base.discard") == 0;
        g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game)) + discarded, ==, 72);
      }
      g_assert_true (test_has_step (game, "base.game-end"));
    }

  g_assert_cmpuint (placements, >=, 1000 * 60);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/random/incremental-equals-rebuilt", test_incremental_equals_rebuilt);

  return g_test_run ();
}
