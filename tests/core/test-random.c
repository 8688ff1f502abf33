/* test-random.c: many random games, checked as they go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"
#include "tsr-test-kinds.h"

static void
check_invariants (TsrGame *game)
{
  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    {
      const TsrPlayer *player = tsr_game_get_player (game, p);

      g_assert_cmpint (player->score, >=, 0);
      for (TsrFigureKind kind = TSR_FIGURE_MEEPLE; kind < tsr_figure_kind_count (); kind++)
        {
          gint supply = tsr_game_get_supply (game, p, kind);

          /* A kind taken from another's supply has none of its own. */
          if (tsr_figure_kind_supply (kind) != kind)
            continue;

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
  guint gardens = 0;

  for (guint32 seed = 1; seed <= 1000; seed++)
    {
      g_autoptr(TsrGame) game = NULL;
      g_autoptr(TsrRandomPlayer) player = tsr_random_player_new (seed);
      g_autoptr(GError) error = NULL;
      guint tiles_seen = 0;

      game = tsr_game_new ();
      tsr_game_set_recording (game, FALSE);
      for (guint i = 0; combos[seed % 4][i] != NULL; i++)
        g_assert_true (tsr_game_enable_module (game, combos[seed % 4][i], NULL));
      /* The second edition's box every other game of each combination. */
      if (seed % 8 >= 4)
        g_assert_true (tsr_game_set_variant (game, "base.edition", "2", NULL));
      for (guint p = 0; p < 2 + seed % 4; p++)
        {
          g_autofree char *id = g_strdup_printf ("p%u", p + 1);

          tsr_game_add_player (game, id, NULL);
        }
      tsr_game_setup_tile (game, test_tile ("base.D"), 0, 0, 0, NULL);
      tsr_game_fill_deck (game, tsr_random_player_get_rand (player));
      tsr_game_start (game);

      while (tsr_random_player_act (player, game, &error))
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
      g_assert_no_error (error);

      /* Every tile of the box was placed or discarded as unplaceable. */
      {
        guint discarded = 0;

        for (guint i = 0; i < tsr_game_get_n_steps (game); i++)
          {
            const TsrStep *step = tsr_game_get_step (game, i);

            discarded += strcmp (step->rule, "base.discard") == 0;
            gardens += strcmp (step->rule, "abbot.place") == 0 && step->feature == TSR_FEATURE_GARDEN;
          }
        g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game)) + discarded, ==, 72);
      }
      g_assert_true (test_has_step (game, "base.game-end"));
    }

  g_assert_cmpuint (placements, >=, 1000 * 60);
  /* The random player puts the abbot in gardens too. */
  g_test_message ("%u abbots placed in gardens", gardens);
  g_assert_cmpuint (gardens, >, 0);
}

/* From one position, the random player's placements of the drawn tile
 * over many tries: every legal one comes up, each about as often as the
 * others (within five standard deviations), and nothing else does. */
static void
test_placement_uniform (void)
{
  const TsrTileType *deck[] = { test_tile ("base.V"), test_tile ("base.V") };
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(TsrRandomPlayer) player = tsr_random_player_new (7);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (TsrPlacement));
  g_autofree guint *counts = NULL;
  const guint tries = 24000;
  double expected, variance;

  tsr_game_add_player (game, "red", NULL);
  tsr_game_add_player (game, "blue", NULL);
  tsr_game_setup_tile (game, test_tile ("base.D"), 0, 0, 0, NULL);
  tsr_game_set_deck (game, deck, G_N_ELEMENTS (deck));
  tsr_game_start (game);
  g_assert_true (tsr_random_player_act (player, game, NULL));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_PLACE_TILE);

  tsr_game_list_placements (game, tsr_game_get_drawn (game), legal);
  g_assert_cmpuint (legal->len, >=, 4);
  counts = g_new0 (guint, legal->len);

  for (guint t = 0; t < tries; t++)
    {
      g_autoptr(TsrGame) copy = tsr_game_copy_state (game);
      const TsrPlacedTile *placed;
      gint32 x, y;
      guint i;

      g_assert_true (tsr_random_player_act (player, copy, NULL));
      g_assert_true (tsr_game_get_placed (copy, &x, &y));
      placed = tsr_board_get (tsr_game_get_board (copy), x, y);
      for (i = 0; i < legal->len; i++)
        {
          const TsrPlacement *p = &g_array_index (legal, TsrPlacement, i);

          if (p->x == x && p->y == y && p->rotation == placed->rotation)
            break;
        }
      g_assert_cmpuint (i, <, legal->len);
      counts[i]++;
    }

  expected = (double) tries / legal->len;
  variance = expected * (1 - 1.0 / legal->len);
  for (guint i = 0; i < legal->len; i++)
    g_assert_cmpfloat ((counts[i] - expected) * (counts[i] - expected), <, 25 * variance);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/random/incremental-equals-rebuilt", test_incremental_equals_rebuilt);
  g_test_add_func ("/core/random/placement-uniform", test_placement_uniform);

  return g_test_run ();
}
