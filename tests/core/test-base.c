/* test-base.c: the base game's edge cases S03 to S15
 * (tests/scenarios/base/s03-* to s15-*)
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

/* S03: a knight completes a two-tile city on the spot. */
static void
two_tile_city (const char *tiny_city,
               gint32      expected)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;

  if (tiny_city != NULL)
    tsr_game_set_variant (game, "base.tiny-city", tiny_city, &error);
  g_assert_no_error (error);
  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.B");

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));
  g_assert_true (test_place_figure (game, MEEPLE, "S2", &error));
  g_assert_no_error (error);

  g_assert_cmpint (test_score (game, "red"), ==, expected);
  g_assert_cmpint (test_supply (game, "red", MEEPLE), ==, 7);
  g_assert_cmpuint (tsr_game_get_n_figures (game), ==, 0);
  g_assert_true (test_has_step (game, "base.score-city"));
  g_assert_true (test_has_step (game, "base.return-figure"));

  /* Blue is next, about to draw. */
  g_assert_cmpint (tsr_game_get_active (game), ==, 1);
  g_assert_cmpint (tsr_game_get_phase (game), ==, TSR_PHASE_DRAW);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_DRAW);
}

static void
test_s03_two_tile_city (void)
{
  two_tile_city (NULL, 4);
  two_tile_city ("on", 2);
}

/* S04: a thief's road ends at a monastery another player places. */
static void
test_s04_road_to_monastery (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_setup_tile (game, "base.W", -1, 0, 0);
  test_setup_figure (game, MEEPLE, "red", -1, 0, "E2");
  test_start (game, "blue", "base.A base.B");

  g_assert_true (test_place_tile (game, "base.A", 1, 0, 90, &error));
  g_assert_true (test_simple_action (game, TSR_ACTION_SKIP, &error));
  g_assert_no_error (error);

  g_assert_cmpint (test_score (game, "red"), ==, 3);
  g_assert_cmpint (test_score (game, "blue"), ==, 0);
  g_assert_cmpint (test_supply (game, "red", MEEPLE), ==, 7);
}

/* S05: two thieves' roads are joined into one: a tie, both score. */
static void
test_s05_shared_road (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue green");
  g_autoptr(GError) error = NULL;
  TsrFeatureInfo info;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_setup_tile (game, "base.W", -1, 0, 0);
  test_setup_tile (game, "base.B", 0, 1, 0);
  test_setup_tile (game, "base.A", 1, 1, 180);
  test_setup_figure (game, MEEPLE, "red", 0, 0, "E2");
  test_setup_figure (game, MEEPLE, "blue", 1, 1, "N2");
  test_start (game, "green", "base.V base.B");

  g_assert_true (test_place_tile (game, "base.V", 1, 0, 0, &error));
  g_assert_no_error (error);

  /* Before the figure step, the joined road already shows as complete. */
  g_assert_true (tsr_game_get_feature (game, 0, 0, TSR_PORT_E2, &info));
  g_assert_true (info.complete);
  g_assert_cmpuint (info.tiles, ==, 4);
  g_assert_cmpuint (info.figures, ==, 2);
  g_assert_cmpint (info.points, ==, 4);

  g_assert_true (test_simple_action (game, TSR_ACTION_SKIP, &error));
  g_assert_cmpint (test_score (game, "red"), ==, 4);
  g_assert_cmpint (test_score (game, "blue"), ==, 4);
  g_assert_cmpint (test_score (game, "green"), ==, 0);
  g_assert_cmpint (test_supply (game, "red", MEEPLE), ==, 7);
  g_assert_cmpint (test_supply (game, "blue", MEEPLE), ==, 7);
}

static TsrGame *
pennant_city (void)
{
  TsrGame *game = test_game_new ("", "red blue");

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_setup_tile (game, "base.M", 0, -1, 180);
  test_setup_figure (game, MEEPLE, "red", 0, -1, "S2");
  return game;
}

/* S06: a city with a pennant, completed and at the end. */
static void
test_s06_pennant (void)
{
  g_autoptr(TsrGame) completed = pennant_city ();
  g_autoptr(TsrGame) unfinished = pennant_city ();
  g_autoptr(GError) error = NULL;
  const TsrStep *last;
  g_autofree char *explanation = NULL;

  test_start (completed, "blue", "base.E base.B");
  g_assert_true (test_place_tile (completed, "base.E", 1, -1, 270, &error));
  g_assert_true (test_simple_action (completed, TSR_ACTION_SKIP, &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_score (completed, "red"), ==, 8);

  test_start (unfinished, "blue", "base.E base.B");
  g_assert_true (test_simple_action (unfinished, TSR_ACTION_END_GAME, &error));
  g_assert_no_error (error);
  g_assert_true (tsr_game_is_over (unfinished));
  g_assert_cmpint (test_score (unfinished, "red"), ==, 3);

  /* The last step is the final city score, explained with its items. */
  last = tsr_game_get_step (unfinished, tsr_game_get_n_steps (unfinished) - 1);
  g_assert_cmpstr (last->rule, ==, "base.final-city");
  explanation = tsr_game_explain (unfinished, last);
  g_assert_cmpstr (explanation, ==,
                   "red scores 3 for the unfinished city on the south side of the tile at (0, -1): 2 tiles + 1 pennant = 3.");
}

static TsrGame *
occupied_city (const char *owner)
{
  TsrGame *game = test_game_new ("", "red blue");

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_setup_figure (game, MEEPLE, owner, 0, 0, "N2");
  test_start (game, "red", "base.E base.B");
  return game;
}

/* S07 and S08: an occupied feature refuses every follower, even its
 * holder's own; a field that joins nothing occupied is free. */
static void
test_s07_s08_occupied (void)
{
  g_autoptr(TsrGame) game = occupied_city ("blue");
  g_autoptr(TsrGame) own = occupied_city ("red");
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));
  ok = test_place_figure (game, MEEPLE, "S2", &error);
  assert_rejected (ok, error, TSR_RULE_ERROR_FEATURE_OCCUPIED);
  g_clear_error (&error);

  g_assert_true (test_place_figure (game, MEEPLE, "N2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_score (game, "blue"), ==, 4);
  g_assert_cmpint (test_score (game, "red"), ==, 0);
  g_assert_true (test_has_figure (game, MEEPLE, "red", 0, -1, "N2"));
  g_assert_cmpint (test_supply (game, "blue", MEEPLE), ==, 7);
  g_assert_cmpint (test_supply (game, "red", MEEPLE), ==, 6);

  g_assert_true (test_place_tile (own, "base.E", 0, -1, 180, &error));
  ok = test_place_figure (own, MEEPLE, "S2", &error);
  assert_rejected (ok, error, TSR_RULE_ERROR_FEATURE_OCCUPIED);
}

/* S09: two red knights against one blue one; all go home. */
static void
test_s09_majority (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autoptr(GError) error = NULL;

  test_setup_tile (game, "base.E", 0, 0, 90);
  test_setup_tile (game, "base.G", 1, 0, 0);
  test_setup_tile (game, "base.G", 3, 0, 0);
  test_setup_tile (game, "base.E", 4, 0, 270);
  test_setup_figure (game, MEEPLE, "red", 0, 0, "E2");
  test_setup_figure (game, MEEPLE, "red", 1, 0, "E2");
  test_setup_figure (game, MEEPLE, "blue", 4, 0, "W2");
  test_start (game, "blue", "base.F base.B");

  g_assert_true (test_place_tile (game, "base.F", 2, 0, 0, &error));
  g_assert_true (test_simple_action (game, TSR_ACTION_SKIP, &error));
  g_assert_no_error (error);

  g_assert_cmpint (test_score (game, "red"), ==, 12);
  g_assert_cmpint (test_score (game, "blue"), ==, 0);
  g_assert_cmpint (test_supply (game, "red", MEEPLE), ==, 7);
  g_assert_cmpint (test_supply (game, "blue", MEEPLE), ==, 7);
  g_assert_cmpuint (tsr_game_get_n_figures (game), ==, 0);
}

static TsrGame *
monastery_with_neighbours (TsrFigureKind kind,
                           const char   *modules)
{
  TsrGame *game = test_game_new (modules, "red blue");

  test_setup_tile (game, "base.B", 0, 0, 0);
  test_setup_figure (game, kind, "red", 0, 0, "C");
  test_setup_tile (game, "base.E", 0, -1, 0);
  test_setup_tile (game, "base.E", 1, 0, 90);
  test_setup_tile (game, "base.E", 1, -1, 0);
  return game;
}

/* S10: the eighth neighbour completes the monastery. */
static void
test_s10_monastery (void)
{
  g_autoptr(TsrGame) game = monastery_with_neighbours (MEEPLE, "");
  g_autoptr(GError) error = NULL;

  test_setup_tile (game, "base.E", 0, 1, 180);
  test_setup_tile (game, "base.E", -1, 0, 270);
  test_setup_tile (game, "base.E", -1, -1, 0);
  test_setup_tile (game, "base.E", 1, 1, 180);
  test_start (game, "blue", "base.E base.B");

  g_assert_true (test_place_tile (game, "base.E", -1, 1, 180, &error));
  g_assert_true (test_simple_action (game, TSR_ACTION_SKIP, &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_score (game, "red"), ==, 9);
  g_assert_cmpint (test_supply (game, "red", MEEPLE), ==, 7);
}

/* S11: at the end, 1 + the tiles around it. */
static void
test_s11_monastery_at_end (void)
{
  g_autoptr(TsrGame) game = monastery_with_neighbours (MEEPLE, "");
  g_autoptr(GError) error = NULL;

  test_start (game, "red", "base.E");
  g_assert_true (test_simple_action (game, TSR_ACTION_END_GAME, &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_score (game, "red"), ==, 4);
  g_assert_true (test_has_step (game, "base.final-monastery"));
}

static TsrGame *
farm_board (void)
{
  TsrGame *game = test_game_new ("", "red blue green");

  test_setup_tile (game, "base.H", 0, 0, 0);
  test_setup_tile (game, "base.E", 0, -1, 180);
  test_setup_tile (game, "base.E", 0, 1, 0);
  test_setup_tile (game, "base.E", 1, 0, 90);
  return game;
}

/* S12: farms score 3 per completed city they touch. */
static void
test_s12_fields (void)
{
  g_autoptr(TsrGame) game = farm_board ();
  g_autoptr(GError) error = NULL;

  test_setup_figure (game, MEEPLE, "red", 0, 0, "E2");
  test_setup_figure (game, MEEPLE, "blue", 0, -1, "N2");
  test_setup_figure (game, MEEPLE, "green", 1, 0, "E2");
  test_start (game, "red", "base.B");
  g_assert_true (test_simple_action (game, TSR_ACTION_END_GAME, &error));
  g_assert_no_error (error);

  g_assert_cmpint (test_score (game, "red"), ==, 6);
  g_assert_cmpint (test_score (game, "blue"), ==, 3);
  g_assert_cmpint (test_score (game, "green"), ==, 1);
}

/* S13: two farmers on one field, reached through different tiles. */
static void
test_s13_field_tie (void)
{
  g_autoptr(TsrGame) game = farm_board ();
  g_autoptr(GError) error = NULL;

  test_setup_figure (game, MEEPLE, "red", 0, 0, "E2");
  test_setup_figure (game, MEEPLE, "blue", 1, 0, "N2");
  test_start (game, "red", "base.B");
  g_assert_true (test_simple_action (game, TSR_ACTION_END_GAME, &error));
  g_assert_no_error (error);

  g_assert_cmpint (test_score (game, "red"), ==, 6);
  g_assert_cmpint (test_score (game, "blue"), ==, 6);
  g_assert_cmpint (test_score (game, "green"), ==, 0);
}

/* S14: the phantom joins a second feature of the same tile. */
static void
test_s14_phantom (void)
{
  g_autoptr(TsrGame) game = test_game_new ("phantom", "red blue");
  g_autoptr(GError) error = NULL;
  gboolean ok;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.B");

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, &error));
  g_assert_true (test_place_figure (game, MEEPLE, "S2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("phantom"));

  ok = test_place_figure (game, test_figure_kind ("phantom"), "S2", &error);
  assert_rejected (ok, error, TSR_RULE_ERROR_FEATURE_OCCUPIED);
  g_clear_error (&error);

  g_assert_true (test_place_figure (game, test_figure_kind ("phantom"), "N2", &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_score (game, "red"), ==, 4);
  g_assert_cmpint (test_supply (game, "red", MEEPLE), ==, 7);
  g_assert_true (test_has_figure (game, test_figure_kind ("phantom"), "red", 0, -1, "N2"));
  g_assert_cmpint (test_supply (game, "red", test_figure_kind ("phantom")), ==, 0);
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

/* S15: recalling the abbot scores 1 + its neighbours, this turn's tile
 * included. */
static void
test_s15_abbot_recall (void)
{
  g_autoptr(TsrGame) game = monastery_with_neighbours (test_figure_kind ("abbot"), "abbot");
  g_autoptr(GError) error = NULL;
  TsrAction recall;

  test_start (game, "red", "base.E base.B");
  g_assert_cmpint (test_supply (game, "red", test_figure_kind ("abbot")), ==, 0);

  g_assert_true (test_place_tile (game, "base.E", -1, 0, 270, &error));
  tsr_action_init (&recall, test_action_kind ("recall-abbot"));
  recall.has_pos = TRUE;
  recall.x = 0;
  recall.y = 0;
  g_assert_true (tsr_game_act (game, &recall, &error));
  g_assert_no_error (error);

  g_assert_cmpint (test_score (game, "red"), ==, 5);
  g_assert_cmpint (test_supply (game, "red", test_figure_kind ("abbot")), ==, 1);
  g_assert_true (test_has_step (game, "abbot.recall"));
  g_assert_true (test_has_step (game, "abbot.recall-score"));
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

  g_test_add_func ("/core/base/s03-two-tile-city", test_s03_two_tile_city);
  g_test_add_func ("/core/base/s04-road-to-monastery", test_s04_road_to_monastery);
  g_test_add_func ("/core/base/s05-shared-road", test_s05_shared_road);
  g_test_add_func ("/core/base/s06-pennant", test_s06_pennant);
  g_test_add_func ("/core/base/s07-s08-occupied", test_s07_s08_occupied);
  g_test_add_func ("/core/base/s09-majority", test_s09_majority);
  g_test_add_func ("/core/base/s10-monastery", test_s10_monastery);
  g_test_add_func ("/core/base/s11-monastery-at-end", test_s11_monastery_at_end);
  g_test_add_func ("/core/base/s12-fields", test_s12_fields);
  g_test_add_func ("/core/base/s13-field-tie", test_s13_field_tie);
  g_test_add_func ("/core/base/s14-phantom", test_s14_phantom);
  g_test_add_func ("/core/base/phantom-first", test_phantom_first);
  g_test_add_func ("/core/base/s15-abbot-recall", test_s15_abbot_recall);
  g_test_add_func ("/core/base/figure-refusals", test_figure_refusals);
  g_test_add_func ("/core/base/farmers-off", test_farmers_off);
  g_test_add_func ("/core/base/no-meeple-left", test_no_meeple_left);
  g_test_add_func ("/core/base/unplaceable-tile", test_unplaceable_tile);

  return g_test_run ();
}
