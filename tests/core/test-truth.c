/* test-truth.c: "Expect This": what is true in a game, recorded as
 * expectations and said in the player's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <libintl.h>
#include <gio/gio.h>

#include "tsr-test-util.h"
#include "tsr-scenario-private.h"

#define HEAD "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"
#define PLAYERS "  <players><player id=\"red\" name=\"Red\"/><player id=\"blue\" name=\"Blue\"/></players>\n"

/* Red and Blue with the start tile: Red extends the road east and puts a
 * meeple on it; Blue closes the city and scores it.  Red is to draw. */
static TsrGame *
base_game (void)
{
  TsrGame *game = tsr_game_new ();

  tsr_game_add_player (game, "red", "Red");
  tsr_game_add_player (game, "blue", "Blue");
  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.U base.E base.V base.V");
  g_assert_true (test_place_tile (game, "base.U", 1, 0, 0, NULL));
  g_assert_true (test_place_figure (game, TSR_FIGURE_MEEPLE, "E2", NULL));
  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, NULL));
  g_assert_true (test_place_figure (game, TSR_FIGURE_MEEPLE, "S2", NULL));

  return game;
}

static GPtrArray *
record (const TsrGame  *game,
        const TsrTruth *truth)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *expectations = tsr_truth_record (game, truth, &error);

  g_assert_no_error (error);
  g_assert_nonnull (expectations);
  return expectations;
}

static TsrExpectation *
nth (GPtrArray *expectations,
     guint      index)
{
  g_assert_cmpuint (index, <, expectations->len);
  return g_ptr_array_index (expectations, index);
}

/* The position of @game as a scenario file whose script is @script (or
 * none) followed by an <expect> of @expectations: the way the window
 * would keep them. */
static char *
scenario_text (const TsrGame *game,
               GPtrArray     *expectations,
               const char    *script)
{
  g_autoptr(TsrScenario) scenario = tsr_scenario_new_from_game (game, NULL, NULL);
  g_autofree char *xml = tsr_scenario_to_xml (scenario);
  const char *end = strstr (xml, "</scenario>");
  GString *text = g_string_new_len (xml, end - xml);

  g_string_append_printf (text, "  <script>\n%s%s%s    <expect>\n", script != NULL ? "    " : "",
                          script != NULL ? script : "", script != NULL ? "\n" : "");
  for (guint i = 0; i < expectations->len; i++)
    {
      g_autofree char *element = tsr_expectation_to_xml (scenario, g_ptr_array_index (expectations, i));

      g_string_append_printf (text, "      %s\n", element);
    }
  g_string_append (text, "    </expect>\n  </script>\n</scenario>\n");

  return g_string_free (text, FALSE);
}

/* Replays the scenario of @game with @expectations. Returns: (transfer
 * full): the first failure, or %NULL when it passes */
static char *
first_failure (const TsrGame *game,
               GPtrArray     *expectations,
               const char    *script)
{
  g_autofree char *text = scenario_text (game, expectations, script);
  g_autoptr(TsrScenario) scenario = test_load_text (text);
  g_autoptr(GPtrArray) failures = NULL;

  if (tsr_scenario_run (scenario, NULL, &failures))
    return NULL;

  g_assert_cmpuint (failures->len, >, 0);
  return g_strdup (((TsrScenarioFailure *) g_ptr_array_index (failures, 0))->message);
}

static void
assert_holds (const TsrGame *game,
              GPtrArray     *expectations,
              const char    *script)
{
  g_autofree char *failure = first_failure (game, expectations, script);

  g_assert_cmpstr (failure, ==, NULL);
}

static void
assert_fails (const TsrGame *game,
              GPtrArray     *expectations,
              const char    *script,
              const char    *message)
{
  g_autofree char *failure = first_failure (game, expectations, script);

  g_assert_cmpstr (failure, ==, message);
}

static void
assert_xml (GPtrArray  *expectations,
            guint       index,
            const char *xml)
{
  g_autoptr(TsrScenario) scenario = test_load_text (HEAD PLAYERS "  <board/>\n</scenario>\n");
  g_autofree char *written = tsr_expectation_to_xml (scenario, nth (expectations, index));

  g_assert_cmpstr (written, ==, xml);
}

static void
test_record_score (void)
{
  g_autoptr(TsrGame) game = base_game ();
  TsrTruth truth = { .kind = TSR_TRUTH_SCORE, .player = 1 };
  g_autoptr(GPtrArray) expectations = record (game, &truth);
  TsrExpectation *e = nth (expectations, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) none = NULL;

  g_assert_cmpuint (expectations->len, ==, 1);
  g_assert_cmpstr (e->decl->name, ==, "score");
  g_assert_cmpint (e->player, ==, 1);
  g_assert_cmpint (e->count, ==, 4);
  g_assert_cmpuint (e->line, ==, 0);
  assert_xml (expectations, 0, "<score player=\"blue\" value=\"4\"/>");
  assert_holds (game, expectations, NULL);

  e->count = 5;
  assert_fails (game, expectations, NULL, "expected blue's score 5, found 4");

  truth.player = 2;
  none = tsr_truth_record (game, &truth, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

static guint
find_figure (const TsrGame *game,
             TsrFigureKind  kind)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (tsr_game_get_figure (game, i)->kind == kind)
      return i;

  g_assert_not_reached ();
}

static void
test_record_figure (void)
{
  g_autoptr(TsrGame) game = base_game ();
  TsrTruth truth = { .kind = TSR_TRUTH_FIGURE, .figure = find_figure (game, TSR_FIGURE_MEEPLE) };
  g_autoptr(GPtrArray) expectations = record (game, &truth);
  TsrExpectation *figure = nth (expectations, 0);
  TsrExpectation *supply = nth (expectations, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) none = NULL;

  g_assert_cmpuint (expectations->len, ==, 2);
  g_assert_cmpstr (figure->decl->name, ==, "figure");
  g_assert_cmpint (figure->figure, ==, TSR_FIGURE_MEEPLE);
  g_assert_cmpint (figure->player, ==, 0);
  g_assert_cmpint (figure->x, ==, 1);
  g_assert_cmpint (figure->y, ==, 0);
  g_assert_cmpint (figure->port, ==, test_port ("E2"));
  g_assert_cmpuint (figure->has, ==, TSR_HAS_PLAYER | TSR_HAS_POS | TSR_HAS_PORT);
  g_assert_cmpstr (supply->decl->name, ==, "supply");
  g_assert_cmpint (supply->player, ==, 0);
  g_assert_cmpint (supply->count, ==, 6);
  assert_xml (expectations, 0, "<figure kind=\"meeple\" player=\"red\" x=\"1\" y=\"0\" at=\"E2\"/>");
  assert_xml (expectations, 1, "<supply player=\"red\" kind=\"meeple\" count=\"6\"/>");
  assert_holds (game, expectations, NULL);

  supply->count = 7;
  assert_fails (game, expectations, NULL, "expected 7 of red's meeple in the supply, found 6");
  supply->count = 6;
  figure->player = 1;
  assert_fails (game, expectations, NULL, "expected a meeple at (1, 0) E2, found none");

  truth.figure = tsr_game_get_n_figures (game);
  none = tsr_truth_record (game, &truth, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* A gladiator's chances are part of what is recorded of it; a figure of
 * nobody's has no supply. */
static void
test_record_figure_state (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD
    "  <rules><expansion id=\"italica\"/><expansion id=\"black-dragon\"/></rules>\n"
    PLAYERS
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"italica.1\" x=\"0\" y=\"1\" rotation=\"0\"/>\n"
    "    <figure kind=\"gladiator\" player=\"blue\" x=\"0\" y=\"1\" at=\"C\" chances=\"2\"/>\n"
    "    <figure kind=\"black-dragon\" x=\"0\" y=\"0\"/>\n"
    "  </board>\n"
    "</scenario>\n");
  g_autoptr(TsrGame) game = tsr_scenario_new_game (scenario);
  TsrTruth truth = { .kind = TSR_TRUTH_FIGURE };
  g_autoptr(GPtrArray) gladiator = NULL;
  g_autoptr(GPtrArray) dragon = NULL;
  TsrFigureKind kind;

  g_assert_true (tsr_figure_kind_from_string ("gladiator", &kind));
  truth.figure = find_figure (game, kind);
  gladiator = record (game, &truth);
  g_assert_cmpuint (gladiator->len, ==, 2);
  g_assert_true (nth (gladiator, 0)->has & TSR_HAS_STATE);
  g_assert_cmpint (nth (gladiator, 0)->count, ==, 2);
  /* A gladiator comes from the meeples. */
  assert_xml (gladiator, 1, "<supply player=\"blue\" kind=\"meeple\" count=\"6\"/>");
  assert_holds (game, gladiator, NULL);
  nth (gladiator, 0)->count = 3;
  assert_fails (game, gladiator, NULL, "expected a gladiator at (0, 1) C, found none");

  g_assert_true (tsr_figure_kind_from_string ("black-dragon", &kind));
  truth.figure = find_figure (game, kind);
  dragon = record (game, &truth);
  g_assert_cmpuint (dragon->len, ==, 1);
  g_assert_cmpuint (nth (dragon, 0)->has, ==, TSR_HAS_POS);
  assert_xml (dragon, 0, "<figure kind=\"black-dragon\" x=\"0\" y=\"0\"/>");
  assert_holds (game, dragon, NULL);
}

static void
test_record_feature (void)
{
  g_autoptr(TsrGame) game = base_game ();
  TsrTruth city = { .kind = TSR_TRUTH_FEATURE, .x = 0, .y = 0, .port = test_port ("N2") };
  TsrTruth road = { .kind = TSR_TRUTH_FEATURE, .x = 1, .y = 0, .port = test_port ("W2") };
  TsrTruth field = { .kind = TSR_TRUTH_FEATURE, .x = 1, .y = 0, .port = test_port ("S1") };
  TsrTruth nothing = { .kind = TSR_TRUTH_FEATURE, .x = 5, .y = 5, .port = test_port ("N2") };
  g_autoptr(GPtrArray) city_expectations = record (game, &city);
  g_autoptr(GPtrArray) road_expectations = record (game, &road);
  g_autoptr(GPtrArray) field_expectations = record (game, &field);
  g_autoptr(GPtrArray) none = NULL;
  g_autoptr(GError) error = NULL;
  TsrExpectation *e = nth (city_expectations, 0);

  g_assert_cmpuint (city_expectations->len, ==, 1);
  g_assert_true (e->flag);
  g_assert_cmpint (e->tiles, ==, 2);
  g_assert_cmpint (e->points, ==, 4);
  g_assert_false (e->has & TSR_HAS_BROKEN);
  assert_xml (city_expectations, 0, "<feature x=\"0\" y=\"0\" at=\"N2\" complete=\"true\" tiles=\"2\" points=\"4\"/>");
  assert_holds (game, city_expectations, NULL);
  e->points = 8;
  assert_fails (game, city_expectations, NULL,
                "expected the city at (0, 0) N2 to be worth 8 points, found 4 (2 tiles × 2 = 4)");
  /* A count of one reads in the singular. */
  e->points = 1;
  assert_fails (game, city_expectations, NULL,
                "expected the city at (0, 0) N2 to be worth 1 point, found 4 (2 tiles × 2 = 4)");
  e->points = 4;
  e->tiles = 1;
  assert_fails (game, city_expectations, NULL, "expected the city at (0, 0) N2 to cover 1 tile, found 2");
  e->tiles = 2;

  assert_xml (road_expectations, 0, "<feature x=\"1\" y=\"0\" at=\"W2\" complete=\"false\" tiles=\"2\" points=\"2\"/>");
  assert_holds (game, road_expectations, NULL);
  nth (road_expectations, 0)->flag = TRUE;
  assert_fails (game, road_expectations, NULL,
                "expected the road at (1, 0) W2 complete=\"true\", found false");

  /* A field is never complete: nothing is said of it. */
  g_assert_false (nth (field_expectations, 0)->has & TSR_HAS_COMPLETE);
  g_assert_cmpint (nth (field_expectations, 0)->tiles, ==, 2);
  assert_holds (game, field_expectations, NULL);

  none = tsr_truth_record (game, &nothing, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpstr (error->message, ==, "There is no feature on the north side of the tile at (5, 5).");
}

/* A road that ran onto the Rainbow Bridge is broken once the bridge is
 * bought off the board (data/scenarios/rainbow-bridge-example-3-break). */
static void
test_record_broken_feature (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD
    "  <rules><expansion id=\"rainbow-bridge\"/></rules>\n"
    "  <players><player id=\"red\" name=\"Red\" score=\"9\"/><player id=\"blue\" name=\"Blue\" score=\"3\"/></players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"base.W\" x=\"-1\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"base.E\" x=\"1\" y=\"0\" rotation=\"0\"/>\n"
    "    <bridge x=\"1\" y=\"0\" axis=\"ew\" rainbow=\"true\"/>\n"
    "    <figure kind=\"meeple\" player=\"blue\" x=\"0\" y=\"0\" at=\"E2\"/>\n"
    "  </board>\n"
    "  <decks><tiles>base.W base.B base.B</tiles></decks>\n"
    "  <turn player=\"red\" phase=\"draw\"/>\n"
    "  <script><draw tile=\"base.B\"/><claim-rainbow-bridge x=\"1\" y=\"0\"/></script>\n"
    "</scenario>\n");
  g_autoptr(TsrGame) game = NULL;
  TsrTruth road = { .kind = TSR_TRUTH_FEATURE, .x = 0, .y = 0, .port = test_port ("E2") };
  g_autoptr(GPtrArray) expectations = NULL;

  g_assert_true (tsr_scenario_run (scenario, &game, NULL));
  expectations = record (game, &road);
  g_assert_true (nth (expectations, 0)->has & TSR_HAS_BROKEN);
  g_assert_true (nth (expectations, 0)->broken);
  assert_xml (expectations, 0, "<feature x=\"0\" y=\"0\" at=\"E2\" complete=\"false\" broken=\"true\" tiles=\"2\" "
                               "points=\"2\"/>");
  assert_holds (game, expectations, NULL);
  nth (expectations, 0)->broken = FALSE;
  assert_fails (game, expectations, NULL, "expected the road at (0, 0) E2 broken=\"false\", found true");
}

static void
test_record_turn (void)
{
  g_autoptr(TsrGame) game = base_game ();
  TsrTruth truth = { .kind = TSR_TRUTH_TURN };
  g_autoptr(GPtrArray) expectations = record (game, &truth);
  g_autoptr(GPtrArray) over = NULL;
  g_autoptr(TsrGame) before = NULL;

  g_assert_cmpuint (expectations->len, ==, 1);
  assert_xml (expectations, 0, "<turn player=\"red\" phase=\"draw\"/>");
  assert_holds (game, expectations, NULL);
  nth (expectations, 0)->player = 1;
  assert_fails (game, expectations, NULL, "expected blue's turn, found red's");

  /* A game over has no turn: nothing is waited for any more.  A
   * finished game is saved where its last turn ended, so the script
   * ends it again. */
  before = tsr_game_copy (game);
  g_assert_true (test_simple_action (game, TSR_ACTION_END_GAME, NULL));
  over = record (game, &truth);
  g_assert_cmpuint (over->len, ==, 1);
  assert_xml (over, 0, "<pending choice=\"none\"/>");
  assert_holds (before, over, "<end-game/>");
}

static void
test_record_choice (void)
{
  g_autoptr(TsrGame) game = base_game ();
  TsrTruth truth = { .kind = TSR_TRUTH_CHOICE };
  g_autoptr(GPtrArray) draw = record (game, &truth);
  g_autoptr(GPtrArray) figure = NULL;

  g_assert_cmpuint (draw->len, ==, 2);
  assert_xml (draw, 0, "<pending choice=\"draw\" player=\"red\"/>");
  assert_xml (draw, 1, "<options count=\"1\"/>");
  assert_holds (game, draw, NULL);
  nth (draw, 1)->count = 2;
  assert_fails (game, draw, NULL, "expected 2 answers to the pending choice, found 1");

  /* The figure step: the road, the two fields beside it, and none. */
  g_assert_true (test_place_tile (game, "base.V", 1, 1, 0, NULL));
  figure = record (game, &truth);
  assert_xml (figure, 0, "<pending choice=\"place-figure\" player=\"red\"/>");
  g_assert_cmpint (nth (figure, 1)->count, ==, 4);
  assert_holds (game, figure, NULL);
}

static void
test_record_refusal (void)
{
  g_autoptr(TsrGame) game = base_game ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) expectations = NULL;
  static const char script[] = "<place-tile tile=\"base.V\" x=\"9\" y=\"9\" rotation=\"0\"/>";
  TsrTruth truth = { .kind = TSR_TRUTH_REFUSAL };

  g_assert_false (test_place_tile (game, "base.V", 9, 9, 0, &error));
  g_assert_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ADJACENT);
  truth.code = error->code;
  expectations = record (game, &truth);
  assert_xml (expectations, 0, "<rejected code=\"not-adjacent\"/>");
  assert_holds (game, expectations, script);
  nth (expectations, 0)->code = TSR_RULE_ERROR_EDGE_MISMATCH;
  assert_fails (game, expectations, script, "expected the rejection edge-mismatch, found not-adjacent "
                                            "(A tile must share a side with a tile already on the board.)");

  g_clear_error (&error);
  truth.code = -1;
  g_assert_null (tsr_truth_record (game, &truth, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* <options> in a file: the right count passes (tests/scenarios/base/
 * s16-options.tessera); a wrong one fails, saying both counts. */
static void
test_options_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s16-options.tessera", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) right = NULL;
  g_autoptr(TsrScenario) wrong = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  const TsrScenarioFailure *failure;
  char *count;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  right = test_load_text (text);
  g_assert_true (tsr_scenario_run (right, NULL, NULL));

  /* The first count of the file, one more. */
  count = strstr (text, "<options count=\"1\"/>");
  g_assert_nonnull (count);
  count[strlen ("<options count=\"")] = '2';
  wrong = test_load_text (text);
  g_assert_false (tsr_scenario_run (wrong, NULL, &failures));
  g_assert_cmpuint (failures->len, ==, 1);
  failure = g_ptr_array_index (failures, 0);
  g_assert_cmpstr (failure->message, ==, "expected 2 answers to the pending choice, found 1");
  g_assert_cmpuint (failure->line, >, 0);
}

/* Saying expectations */

/* The sentence of each expectation of @block, as the final <expect> of a
 * position with the start tile and a straight road east of it, with
 * @rules in play. */
static GStrv
describe (const char *rules,
          const char *block)
{
  g_autofree char *text = g_strconcat (HEAD, rules, PLAYERS,
                                       "  <board>\n"
                                       "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
                                       "    <tile type=\"base.U\" x=\"1\" y=\"0\" rotation=\"0\"/>\n"
                                       "  </board>\n"
                                       "  <expect>\n", block, "  </expect>\n</scenario>\n", NULL);
  g_autoptr(TsrScenario) scenario = test_load_text (text);
  g_autoptr(GStrvBuilder) said = g_strv_builder_new ();

  for (guint i = 0; i < scenario->expect->expectations->len; i++)
    {
      g_autofree char *sentence = tsr_expectation_describe (g_ptr_array_index (scenario->expect->expectations, i),
                                                            tsr_scenario_get_position (scenario));

      g_strv_builder_add (said, sentence);
    }

  return g_strv_builder_end (said);
}

static void
assert_said (const char         *rules,
             const char         *block,
             const char * const *sentences)
{
  g_auto(GStrv) said = describe (rules, block);

  for (guint i = 0; said[i] != NULL || sentences[i] != NULL; i++)
    g_assert_cmpstr (said[i], ==, sentences[i]);
}

static void
test_describe_score (void)
{
  static const char *const said[] = { "Red’s score is 12.", "Blue’s score is 0.", NULL };

  assert_said ("", "<score player=\"red\" value=\"12\"/><score player=\"blue\" value=\"0\"/>", said);
}

static void
test_describe_supply (void)
{
  static const char *const said[] = {
    "Blue has 5 meeple figures in their supply.",
    "Blue has 1 abbot figure in their supply.",
    "Red has 2 bridges left.",
    "Red has 2 meeple figures out of the game.",
    "Red has 1 abbot figure out of the game.",
    NULL
  };

  assert_said ("<rules><expansion id=\"abbot\"/><expansion id=\"bridges\"/></rules>",
               "<supply player=\"blue\" count=\"5\"/>"
               "<supply player=\"blue\" kind=\"abbot\" count=\"1\"/>"
               "<supply player=\"red\" kind=\"bridge\" count=\"2\"/>"
               "<removed player=\"red\" count=\"2\"/>"
               "<removed player=\"red\" kind=\"abbot\" count=\"1\"/>", said);
}

static void
test_describe_figure (void)
{
  static const char *const said[] = {
    "Blue’s meeple is on the north side of the tile at (0, 0).",
    "Blue has no meeple on the north side of the tile at (0, 0).",
    "Someone’s meeple is in the south-east corner of the tile at (1, 0).",
    "No meeple is on the tile at (1, 0).",
    "The Black Dragon is on the tile at (0, 0).",
    "The Black Dragon is not on the tile at (1, 0).",
    "Red’s gladiator is on the tile at (2, 0), with 2 chances left.",
    "Red has no gladiator with 1 chance left on the tile at (2, 0).",
    "Someone’s gladiator is on the tile at (2, 0), with 0 chances left.",
    "No gladiator with 3 chances left is on the tile at (2, 0).",
    NULL
  };

  assert_said ("<rules><expansion id=\"black-dragon\"/><expansion id=\"italica\"/></rules>",
               "<figure kind=\"meeple\" player=\"blue\" x=\"0\" y=\"0\" at=\"N2\"/>"
               "<figure kind=\"meeple\" player=\"blue\" x=\"0\" y=\"0\" at=\"N2\" present=\"false\"/>"
               "<figure kind=\"meeple\" x=\"1\" y=\"0\" at=\"S1\"/>"
               "<figure kind=\"meeple\" x=\"1\" y=\"0\" present=\"false\"/>"
               "<figure kind=\"black-dragon\" x=\"0\" y=\"0\"/>"
               "<figure kind=\"black-dragon\" x=\"1\" y=\"0\" present=\"false\"/>"
               "<figure kind=\"gladiator\" player=\"red\" x=\"2\" y=\"0\" at=\"C\" chances=\"2\"/>"
               "<figure kind=\"gladiator\" player=\"red\" x=\"2\" y=\"0\" at=\"C\" chances=\"1\" present=\"false\"/>"
               "<figure kind=\"gladiator\" x=\"2\" y=\"0\" at=\"C\" chances=\"0\"/>"
               "<figure kind=\"gladiator\" x=\"2\" y=\"0\" at=\"C\" chances=\"3\" present=\"false\"/>", said);
}

static void
test_describe_tokens (void)
{
  static const char *const said[] = {
    "An infection token lies on the north side of the tile at (0, 0).",
    "No infection token lies in the north-west corner of the tile at (1, 0).",
    "An earthquake token lies on the tile at (1, 0).",
    "18 infection tokens are left in the supply.",
    "1 earthquake token is left in the supply.",
    NULL
  };

  assert_said ("<rules><expansion id=\"covid\"/><expansion id=\"disasters\"/></rules>",
               "<token kind=\"infection\" x=\"0\" y=\"0\" at=\"N2\"/>"
               "<token kind=\"infection\" x=\"1\" y=\"0\" at=\"N1\" present=\"false\"/>"
               "<token kind=\"earthquake\" x=\"1\" y=\"0\"/>"
               "<tokens kind=\"infection\" count=\"18\"/>"
               "<tokens kind=\"earthquake\" count=\"1\"/>", said);
}

static void
test_describe_feature (void)
{
  static const char *const said[] = {
    "The city on the north side of the tile at (0, 0) is complete. It covers 3 tiles and is worth 8 points.",
    "The road on the east side of the tile at (1, 0) is not complete. It covers 2 tiles and would be worth 2 "
    "points if scored now.",
    "The field in the north-west corner of the tile at (1, 0) would be worth 1 point if scored now.",
    "The road on the west side of the tile at (0, 0) can never be completed.",
    "The city on the north side of the tile at (0, 0) is complete or can still be completed.",
    "The city on the north side of the tile at (0, 0) is not complete yet but can still be completed. It covers "
    "1 tile.",
    "The feature on the north side of the tile at (5, 5) is on the board.",
    "The city on the north side of the tile at (0, 0) is expected both complete and never to be completed, which "
    "cannot be.",
    "The city on the north side of the tile at (0, 0) is infected.",
    "The city on the north side of the tile at (0, 0) is complete. "
    "The city on the north side of the tile at (0, 0) has not been destroyed by an earthquake.",
    NULL
  };

  assert_said ("<rules><expansion id=\"covid\"/><expansion id=\"disasters\"/></rules>",
               "<feature x=\"0\" y=\"0\" at=\"N2\" complete=\"true\" tiles=\"3\" points=\"8\"/>"
               "<feature x=\"1\" y=\"0\" at=\"E2\" complete=\"false\" tiles=\"2\" points=\"2\"/>"
               "<feature x=\"1\" y=\"0\" at=\"N1\" points=\"1\"/>"
               "<feature x=\"0\" y=\"0\" at=\"W2\" broken=\"true\" complete=\"false\"/>"
               "<feature x=\"0\" y=\"0\" at=\"N2\" broken=\"false\"/>"
               "<feature x=\"0\" y=\"0\" at=\"N2\" complete=\"false\" broken=\"false\" tiles=\"1\"/>"
               "<feature x=\"5\" y=\"5\" at=\"N2\"/>"
               "<feature x=\"0\" y=\"0\" at=\"N2\" complete=\"true\" broken=\"true\"/>"
               "<feature x=\"0\" y=\"0\" at=\"N2\" infected=\"true\"/>"
               "<feature x=\"0\" y=\"0\" at=\"N2\" complete=\"true\" destroyed=\"false\"/>", said);
}

static void
test_describe_turn (void)
{
  static const char *const said[] = {
    "It is Red’s turn, placing a tile.",
    "It is Blue’s turn, drawing a tile.",
    "It is Red’s turn, placing a figure.",
    "It is Blue’s turn.",
    "The turn is at its scoring.",
    "It is someone’s turn.",
    "The game waits for Red to draw a tile.",
    "The game is over: nobody has anything left to decide.",
    "The game waits for a figure, or none, to be placed on the tile just placed.",
    "The game waits for Blue to move the Black Dragon.",
    "There are 3 ways to answer what the game waits for.",
    "There is 1 way to answer what the game waits for.",
    NULL
  };

  assert_said ("<rules><expansion id=\"black-dragon\"/></rules>",
               "<turn player=\"red\" phase=\"place-tile\"/>"
               "<turn player=\"blue\" phase=\"draw\"/>"
               "<turn player=\"red\" phase=\"place-figure\"/>"
               "<turn player=\"blue\"/>"
               "<turn phase=\"score\"/>"
               "<turn/>"
               "<pending choice=\"draw\" player=\"red\"/>"
               "<pending choice=\"none\"/>"
               "<pending choice=\"place-figure\"/>"
               "<pending choice=\"dragon-move\" player=\"blue\"/>"
               "<options count=\"3\"/>"
               "<options count=\"1\"/>", said);
}

static void
test_describe_placing (void)
{
  static const char *const said[] = {
    "There are 4 legal ways to place the tile “city cap”.",
    "There is 1 legal way to place the tile “crossroads”.",
    "The tile “city cap” may be placed at (0, -1), turned 180°.",
    "The tile “city cap” may not be placed at (0, 1), turned 0°.",
    "The player whose turn it is may put their meeple on the north side of the tile placed this turn.",
    "The player whose turn it is may not put their meeple in the south-east corner of the tile placed this turn.",
    "The player whose turn it is may put their meeple on the east side of the tile at (1, 0).",
    "The player whose turn it is may put their meeple on the tile placed this turn.",
    NULL
  };

  assert_said ("",
               "<placements tile=\"base.E\" count=\"4\"/>"
               "<placements tile=\"base.X\" count=\"1\"/>"
               "<legal tile=\"base.E\" x=\"0\" y=\"-1\" rotation=\"180\"/>"
               "<legal tile=\"base.E\" x=\"0\" y=\"1\" rotation=\"0\" value=\"false\"/>"
               "<can-place kind=\"meeple\" at=\"N2\"/>"
               "<can-place kind=\"meeple\" at=\"S1\" value=\"false\"/>"
               "<can-place kind=\"meeple\" at=\"E2\" x=\"1\" y=\"0\"/>"
               "<can-place kind=\"meeple\" at=\"C\"/>", said);
}

static void
test_describe_step_and_rejection (void)
{
  static const char *const said[] = {
    "The rule “Scoring a city” has been followed since the previous checks, or since the start.",
    "The action just before was refused: Someone already holds that feature.",
    "The action just before was refused.",
    NULL
  };

  assert_said ("",
               "<step rule=\"base.score-city\"/>"
               "<rejected code=\"feature-occupied\"/>"
               "<rejected/>", said);
}

/* Where an expectation is on the board, for the window's outline. */
static void
test_places (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD PLAYERS
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <expect>\n"
    "    <figure kind=\"meeple\" player=\"red\" x=\"0\" y=\"0\" at=\"E2\"/>\n"
    "    <figure kind=\"meeple\" x=\"0\" y=\"0\"/>\n"
    "    <feature x=\"0\" y=\"0\" at=\"N2\"/>\n"
    "    <legal tile=\"base.E\" x=\"0\" y=\"-1\" rotation=\"180\"/>\n"
    "    <can-place kind=\"meeple\" at=\"S2\" x=\"0\" y=\"-1\"/>\n"
    "    <can-place kind=\"meeple\" at=\"S2\"/>\n"
    "    <score player=\"red\" value=\"0\"/>\n"
    "  </expect>\n"
    "</scenario>\n");
  static const struct
  {
    gboolean    has;
    gint32      x;
    gint32      y;
    const char *port;
  } places[] = {
    { TRUE, 0, 0, "E2" }, { TRUE, 0, 0, NULL }, { TRUE, 0, 0, "N2" }, { TRUE, 0, -1, NULL },
    { TRUE, 0, -1, "S2" }, { FALSE }, { FALSE },
  };
  GPtrArray *expectations = scenario->expect->expectations;

  g_assert_cmpuint (expectations->len, ==, G_N_ELEMENTS (places));
  for (guint i = 0; i < expectations->len; i++)
    {
      gint32 x = 99, y = 99;
      TsrPort port = TSR_PORT_SPAN;

      g_assert_cmpint (tsr_expectation_get_place (g_ptr_array_index (expectations, i), &x, &y, &port), ==,
                       places[i].has);
      if (!places[i].has)
        continue;
      g_assert_cmpint (x, ==, places[i].x);
      g_assert_cmpint (y, ==, places[i].y);
      g_assert_cmpint (port, ==, places[i].port != NULL ? test_port (places[i].port) : TSR_PORT_NONE);
    }
}

/* Every expectation of every scenario in the repository is said in
 * words: no port code, no element, no tile id. */
static void
test_no_codes (void)
{
  g_autoptr(GPtrArray) files = test_collect_scenarios (TRUE, TRUE);
  g_autoptr(GRegex) codes = g_regex_new ("\\b[NESW][123]\\b|[<>=]|\\w\\.\\w", 0, 0, NULL);
  guint n = 0;

  g_assert_cmpuint (files->len, >, 0);
  for (guint f = 0; f < files->len; f++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (g_ptr_array_index (files, f), &error);
      g_autoptr(GPtrArray) blocks = g_ptr_array_new ();

      g_assert_no_error (error);
      for (guint i = 0; i < scenario->script->len; i++)
        if (((TsrScriptItem *) g_ptr_array_index (scenario->script, i))->is_expect)
          g_ptr_array_add (blocks, g_ptr_array_index (scenario->script, i));
      if (scenario->expect != NULL)
        g_ptr_array_add (blocks, scenario->expect);

      for (guint b = 0; b < blocks->len; b++)
        {
          GPtrArray *expectations = ((TsrScriptItem *) g_ptr_array_index (blocks, b))->expectations;

          for (guint i = 0; i < expectations->len; i++)
            {
              g_autofree char *said = tsr_expectation_describe (g_ptr_array_index (expectations, i),
                                                                tsr_scenario_get_position (scenario));

              if (g_regex_match (codes, said, 0, NULL) || !g_str_has_suffix (said, ".") ||
                  g_unichar_islower (g_utf8_get_char (said)))
                g_error ("%s: %s", (const char *) g_ptr_array_index (files, f), said);
              n++;
            }
        }
    }

  g_assert_cmpuint (n, >, 1000);
}

/* The words that come from elsewhere follow the user's language: the
 * players' colours, the figures, the rules' titles and the reasons of a
 * rejection (the sentences of this file are translated as any other). */
static void
test_czech (void)
{
  g_auto(GStrv) said = NULL;
  g_autofree char *catalogue = g_build_filename (tsr_i18n_get_locale_dir (), "cs", "LC_MESSAGES",
                                                 GETTEXT_PACKAGE ".mo", NULL);

  /* The catalogues are built with the rest of the tree. */
  if (!g_file_test (catalogue, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the Czech catalogue is not built");
      return;
    }

  bindtextdomain (GETTEXT_PACKAGE, tsr_i18n_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  tsr_i18n_set_language ("cs");
  said = describe ("",
                   "<score player=\"red\" value=\"12\"/>"
                   "<supply player=\"blue\" count=\"5\"/>"
                   "<step rule=\"base.score-city\"/>"
                   "<rejected code=\"feature-occupied\"/>");
  tsr_i18n_set_language ("en");

  g_assert_nonnull (strstr (said[0], "Červený"));
  g_assert_nonnull (strstr (said[0], "12"));
  g_assert_nonnull (strstr (said[1], "Modrý"));
  g_assert_nonnull (strstr (said[1], "figurka"));
  g_assert_nonnull (strstr (said[2], "Bodování města"));
  g_assert_nonnull (strstr (said[3], "Tento prvek už někdo obsadil."));
  g_assert_null (strstr (said[3], "Someone already holds"));
}

int
main (int   argc,
      char *argv[])
{
  /* Outside `meson test`, the files the tests read are still the source
   * tree's. */
  if (g_getenv ("G_TEST_SRCDIR") == NULL)
    g_setenv ("G_TEST_SRCDIR", TEST_SRCDIR, TRUE);
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/truth/record-score", test_record_score);
  g_test_add_func ("/core/truth/record-figure", test_record_figure);
  g_test_add_func ("/core/truth/record-figure-state", test_record_figure_state);
  g_test_add_func ("/core/truth/record-feature", test_record_feature);
  g_test_add_func ("/core/truth/record-broken-feature", test_record_broken_feature);
  g_test_add_func ("/core/truth/record-turn", test_record_turn);
  g_test_add_func ("/core/truth/record-choice", test_record_choice);
  g_test_add_func ("/core/truth/record-refusal", test_record_refusal);
  g_test_add_func ("/core/truth/options-file", test_options_file);
  g_test_add_func ("/core/truth/describe-score", test_describe_score);
  g_test_add_func ("/core/truth/describe-supply", test_describe_supply);
  g_test_add_func ("/core/truth/describe-figure", test_describe_figure);
  g_test_add_func ("/core/truth/describe-tokens", test_describe_tokens);
  g_test_add_func ("/core/truth/describe-feature", test_describe_feature);
  g_test_add_func ("/core/truth/describe-turn", test_describe_turn);
  g_test_add_func ("/core/truth/describe-placing", test_describe_placing);
  g_test_add_func ("/core/truth/describe-step-and-rejection", test_describe_step_and_rejection);
  g_test_add_func ("/core/truth/places", test_places);
  g_test_add_func ("/core/truth/no-codes", test_no_codes);
  g_test_add_func ("/core/truth/czech", test_czech);

  return g_test_run ();
}
