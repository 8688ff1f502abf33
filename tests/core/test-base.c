/* test-base.c: the base game's refusals and turns that a scenario file
 * cannot say as directly; its edge cases S01 to S16 are scenario files in
 * tests/scenarios/base/, with one home each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-test-util.h"
#include "tsr-test-kinds.h"

#define MEEPLE TSR_FIGURE_MEEPLE

static void
assert_rejected (gboolean      ok,
                 GError       *error,
                 TsrRuleError  code)
{
  g_assert_false (ok);
  g_assert_error (error, TSR_RULE_ERROR, (int) code);
}

/* The phantom placed first gives up the regular follower. */
static void
test_phantom_first (void)
{
  g_autoptr(TsrGame) game = test_game_new ("phantom", "red blue");
  g_autoptr(GError) error = NULL;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.B");

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));
  g_assert_true (test_place_figure (game, test_figure_kind ("phantom"), "S2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_score (game, "red"), ==, 4);
  g_assert_cmpint (test_supply (game, "red", test_figure_kind ("phantom")), ==, 1);
  g_assert_cmpint (tsr_game_get_active (game), ==, 1);
}

/* The figure step's other refusals. */
static void
test_figure_refusals (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;
  TsrAction action;
  gboolean ok;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.B");
  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));

  ok = test_place_figure (game, test_figure_kind ("abbot"), "S2", &error);
  assert_rejected (ok, error, TSR_RULE_ERROR_MODULE_OFF);
  g_clear_error (&error);

  tsr_action_init (&action, TSR_ACTION_PLACE_FIGURE);
  action.figure = MEEPLE;
  action.port = TSR_PORT_E2;
  action.has_pos = TRUE;
  action.x = 0;
  action.y = 0;
  ok = tsr_game_act (game, &action, &error);
  assert_rejected (ok, error, TSR_RULE_ERROR_NOT_PLACED_TILE);
  g_clear_error (&error);

  /* Nothing in play recalls an abbot: declining the figure step would
   * only reach Blue's compulsory draw. */
  ok = test_simple_action (game, test_action_kind ("recall-abbot"), &error);
  assert_rejected (ok, error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
  g_clear_error (&error);

  /* The choice lists every legal figure and skip. */
  {
    g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));

    tsr_game_list_options (game, options);
    g_assert_cmpuint (options->len, ==, 3);
    g_assert_cmpint (g_array_index (options, TsrAction, 2).kind, ==, TSR_ACTION_SKIP);
  }
}

static void
test_farmers_off (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_assert_true (tsr_game_set_variant (game, "base.farmers", "off", &error));
  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.B");
  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));
  ok = test_place_figure (game, MEEPLE, "N2", &error);
  assert_rejected (ok, error, TSR_RULE_ERROR_WRONG_FEATURE);
}

/* With no meeple left, the figure step is not even offered. */
static void
test_no_meeple_left (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;
  gboolean ok;

  test_setup_tile (game, "base.D", 0, 0, 0);
  for (int i = 0; i < 7; i++)
    {
      test_setup_tile (game, "base.U", 10 + i, 10, 0);
      test_setup_figure (game, MEEPLE, "red", 10 + i, 10, "E2");
    }
  test_start (game, "red", "base.E base.B");
  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));
  g_assert_cmpint (tsr_game_get_active (game), ==, 1);

  /* A script asking for one is refused, and nothing changes. */
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_DRAW);
  ok = test_place_figure (game, MEEPLE, "S2", &error);
  assert_rejected (ok, error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
}

/* A tile that fits nowhere leaves the game and the player draws again. */
static void
test_unplaceable_tile (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;

  /* A lone city tile shows city on every side: no road tile fits. */
  test_setup_tile (game, "base.C", 0, 0, 0);
  test_start (game, "red", "base.X base.E");

  g_assert_true (test_simple_action (game, TSR_ACTION_DRAW, &error));
  g_assert_no_error (error);
  g_assert_true (test_has_step (game, "base.discard"));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_DRAW);
  g_assert_cmpint (tsr_game_get_active (game), ==, 0);
  g_assert_cmpuint (tsr_game_get_deck_size (game), ==, 1);

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/base/phantom-first", test_phantom_first);
  g_test_add_func ("/core/base/figure-refusals", test_figure_refusals);
  g_test_add_func ("/core/base/farmers-off", test_farmers_off);
  g_test_add_func ("/core/base/no-meeple-left", test_no_meeple_left);
  g_test_add_func ("/core/base/unplaceable-tile", test_unplaceable_tile);

  return g_test_run ();
}
