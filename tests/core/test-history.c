/* test-history.c: the trace, undo and redo, replay, atomic rejection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"

static const char *all_pieces[] = { "abbot", "phantom", NULL };

/* Plays a random game and returns the actions taken. */
static GArray *
play_recording_actions (TsrGame *game,
                        guint32  seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  GArray *actions = g_array_new (FALSE, FALSE, sizeof (TsrAction));

  while (!tsr_game_is_over (game))
    {
      const TsrAction *action;

      tsr_game_list_options (game, options);
      action = &g_array_index (options, TsrAction, g_rand_int_range (rand, 0, options->len));
      g_array_append_val (actions, *action);
      g_assert_true (tsr_game_act (game, action, NULL));
    }

  return actions;
}

static void
assert_same_state (TsrGame *a,
                   TsrGame *b)
{
  g_autoptr(GString) difference = g_string_new (NULL);

  if (!tsr_game_state_equal (a, b, difference))
    g_error ("states differ: %s", difference->str);
}

static void
assert_same_trace (TsrGame *a,
                   TsrGame *b)
{
  g_assert_cmpuint (tsr_game_get_n_steps (a), ==, tsr_game_get_n_steps (b));
  for (guint i = 0; i < tsr_game_get_n_steps (a); i++)
    {
      g_autofree char *ea = tsr_game_explain (a, tsr_game_get_step (a, i));
      g_autofree char *eb = tsr_game_explain (b, tsr_game_get_step (b, i));

      g_assert_cmpstr (tsr_game_get_step (a, i)->rule, ==, tsr_game_get_step (b, i)->rule);
      g_assert_cmpstr (ea, ==, eb);
    }
}

/* Replaying the same actions from the same start gives the same trace
 * and the same state, step for step. */
static void
test_replay (void)
{
  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(TsrGame) a = tsr_game_new_standard (3, all_pieces, seed, NULL);
      g_autoptr(TsrGame) b = tsr_game_new_standard (3, all_pieces, seed, NULL);
      g_autoptr(GArray) actions = play_recording_actions (a, seed * 7);

      for (guint i = 0; i < actions->len; i++)
        g_assert_true (tsr_game_act (b, &g_array_index (actions, TsrAction, i), NULL));

      assert_same_trace (a, b);
      assert_same_state (a, b);
    }
}

/* Undo back to the start and redo to the end; at every stable position
 * on the way the state equals a replay stopped there. */
static void
test_undo_redo (void)
{
  g_autoptr(TsrGame) game = tsr_game_new_standard (2, all_pieces, 99, NULL);
  g_autoptr(GArray) actions = play_recording_actions (game, 5);
  g_autoptr(TsrGame) replay = tsr_game_new_standard (2, all_pieces, 99, NULL);
  guint end = tsr_game_get_position (game);
  guint undos = 0;

  g_assert_cmpuint (end, ==, tsr_game_get_n_steps (game));
  g_assert_false (tsr_game_can_redo (game));

  while (tsr_game_undo (game))
    undos++;
  g_assert_cmpuint (undos, ==, actions->len);
  g_assert_cmpuint (tsr_game_get_position (game), ==, 0);
  g_assert_false (tsr_game_can_undo (game));
  assert_same_state (game, replay);

  for (guint i = 0; i < actions->len; i++)
    {
      g_assert_true (tsr_game_redo (game));
      g_assert_true (tsr_game_act (replay, &g_array_index (actions, TsrAction, i), NULL));
      g_assert_cmpuint (tsr_game_get_position (game), ==, tsr_game_get_position (replay));
      assert_same_state (game, replay);
    }
  g_assert_false (tsr_game_redo (game));
  g_assert_cmpuint (tsr_game_get_position (game), ==, end);
  g_assert_true (tsr_game_is_over (game));
}

/* Any single step can be visited, and coming back restores everything. */
static void
test_go_to_any_step (void)
{
  g_autoptr(TsrGame) game = tsr_game_new_standard (2, NULL, 3, NULL);
  g_autoptr(TsrGame) finished = tsr_game_new_standard (2, NULL, 3, NULL);
  g_autoptr(GArray) actions = play_recording_actions (game, 11);
  guint end = tsr_game_get_position (game);
  gint32 last_score = -1;

  for (guint i = 0; i < actions->len; i++)
    g_assert_true (tsr_game_act (finished, &g_array_index (actions, TsrAction, i), NULL));

  /* Scores only grow step by step through the game. */
  for (guint p = 0; p <= end; p++)
    {
      g_assert_true (tsr_game_go_to (game, p, NULL));
      g_assert_cmpint (tsr_game_get_player (game, 0)->score, >=, MAX (last_score, 0));
      last_score = tsr_game_get_player (game, 0)->score;
    }
  assert_same_state (game, finished);

  g_assert_true (tsr_game_go_to (game, end / 2, NULL));
  g_assert_true (tsr_game_go_to (game, end, NULL));
  assert_same_state (game, finished);

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (tsr_game_go_to (game, end + 1, &error));
    g_assert_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_IN_HISTORY);
  }
}

/* Acting after an undo replaces what could have been redone. */
static void
test_act_after_undo (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.E base.B");
  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));
  g_assert_true (test_place_figure (game, TSR_FIGURE_MEEPLE, "S2", &error));
  g_assert_cmpint (test_score (game, "red"), ==, 4);

  g_assert_true (tsr_game_undo (game));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_FIGURE);
  g_assert_cmpint (test_score (game, "red"), ==, 0);
  g_assert_true (tsr_game_can_redo (game));

  g_assert_true (test_simple_action (game, TSR_ACTION_SKIP, &error));
  g_assert_no_error (error);
  g_assert_false (tsr_game_can_redo (game));
  g_assert_cmpint (test_score (game, "red"), ==, 0);
  g_assert_false (test_has_step (game, "base.score-city"));
}

/* A script action that would decline the figure step and then fails
 * leaves everything as it was, the trace included. */
static void
test_rejection_is_atomic (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(TsrGame) copy = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;
  guint steps;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_setup_tile (copy, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.E base.B");
  test_start (copy, "red", "base.E base.E base.B");
  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, NULL));
  g_assert_true (test_place_tile (copy, "base.E", 0, -1, 180, NULL));
  steps = tsr_game_get_n_steps (game);

  /* Blue's tile in a place it cannot go: declining Red's figure step,
   * drawing Blue's tile and placing it are all taken back. */
  g_assert_false (test_place_tile (game, "base.E", 5, 5, 0, &error));
  g_assert_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ADJACENT);
  g_assert_cmpuint (tsr_game_get_n_steps (game), ==, steps);
  assert_same_state (game, copy);

  /* And the same, taken as a whole, works. */
  g_assert_true (test_place_tile (game, "base.E", 1, -1, 0, NULL));
  g_assert_cmpint (tsr_game_get_active (game), ==, 1);
  g_assert_true (test_has_step (game, "base.next-turn"));
}

/* Whether a figure of a player stands on the square (x, y). */
static gboolean
figure_on_square (const TsrGame *game,
                  gint32         x,
                  gint32         y)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->player >= 0 && figure->x == x && figure->y == y)
        return TRUE;
    }

  return FALSE;
}

/* A meteor or the flood takes a tile out of the game in one step, and
 * the figures on it go home in the steps after: the position after each
 * of them, as the Steps panel shows it, has the disaster's tile on the
 * square and nobody standing there. */
static void
test_strike_steps_show_tile_gone (void)
{
  g_autoptr(GPtrArray) files = test_collect_scenarios (TRUE, TRUE);
  guint strikes = 0;

  for (guint f = 0; f < files->len; f++)
    {
      const char *path = g_ptr_array_index (files, f);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, &error);
      g_autoptr(TsrGame) game = NULL;

      if (scenario == NULL)
        continue;
      tsr_scenario_run (scenario, &game, NULL);

      for (guint i = 0; i < tsr_game_get_n_steps (game); i++)
        {
          const TsrStep *strike = tsr_game_get_step (game, i);
          gint32 x = strike->x, y = strike->y;

          if (g_strcmp0 (strike->rule, "disasters.meteor-impact") != 0 &&
              g_strcmp0 (strike->rule, "disasters.flood") != 0)
            continue;

          strikes++;
          for (guint p = i + 1; p <= tsr_game_get_n_steps (game); p++)
            {
              const char *rule = tsr_game_get_step (game, p - 1)->rule;
              const TsrPlacedTile *tile;

              if (p > i + 1 && !g_str_has_suffix (rule, "-home"))
                break;
              g_assert_true (tsr_game_go_to (game, p, NULL));
              tile = tsr_board_get (tsr_game_get_board (game), x, y);
              g_assert_nonnull (tile);
              if (!g_str_has_prefix (tile->type->id, "disasters."))
                g_error ("%s: after step %u (%s) the tile at (%d, %d) is still %s",
                         path, p, rule, x, y, tile->type->id);
              if (figure_on_square (game, x, y))
                g_error ("%s: after step %u (%s) a figure still stands at (%d, %d)", path, p, rule, x, y);
            }
        }
    }

  g_assert_cmpuint (strikes, >=, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/history/replay", test_replay);
  g_test_add_func ("/core/history/undo-redo", test_undo_redo);
  g_test_add_func ("/core/history/go-to-any-step", test_go_to_any_step);
  g_test_add_func ("/core/history/act-after-undo", test_act_after_undo);
  g_test_add_func ("/core/history/rejection-is-atomic", test_rejection_is_atomic);
  g_test_add_func ("/core/history/strike-steps-show-tile-gone", test_strike_steps_show_tile_gone);

  return g_test_run ();
}
