/* test-toy.c: a module that lives outside the program plugs in
 *
 * The toy expansion (tsr-toy-lantern.c) is registered with its data and
 * art before anything else, and its scenario goes through everything a
 * built-in expansion's does: loading, the grammar, replaying with its
 * expectations, the explanations, prompts and labels, saving and loading
 * again, and drawing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-board-art.h"
#include "tsr-scenario-private.h"
#include "tsr-schema.h"
#include "tsr-toy-lantern.h"

static TsrScenario *
load_toy (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "toy", "lantern.tessera", NULL);
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = tsr_scenario_load_file (path, &error);

  g_assert_no_error (error);
  return scenario;
}

/* The file follows the grammar the toy's part joins, and its pieces are
 * read as the module declares them. */
static void
test_load (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "toy", "lantern.tessera", NULL);
  g_autoptr(xmlDoc) doc = xmlReadFile (path, NULL, XML_PARSE_NONET);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = load_toy ();
  const TsrGame *game = tsr_scenario_get_position (scenario);
  TsrModuleId lantern;

  g_assert_nonnull (doc);
  g_assert_true (tsr_schema_validate (doc, TSR_SCHEMA_SCENARIO, "lantern.tessera", &error));
  g_assert_no_error (error);

  g_assert_true (tsr_module_lookup ("lantern", &lantern));
  g_assert_true (tsr_game_has_module (game, "lantern"));
  g_assert_cmpstr (tsr_game_get_variant (game, "lantern.lit-roads"), ==, "double");
  g_assert_cmpstr (tsr_game_get_deck_tile (game, 0)->id, ==, "lantern.post");
  g_assert_cmpint (tsr_game_get_player (game, 0)->owned[tsr_toy_lamplighter_kind], ==, 1);
  g_assert_cmpint (tsr_game_get_token_supply (game, tsr_toy_lantern_kind), ==, 3);

  /* Its grammar part is the one description of its names: a misspelt
   * attribute of its action is reported with what it allows. */
  {
    const char *bad =
      "<?xml version=\"1.0\"?>\n"
      "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"
      "  <rules><expansion id=\"lantern\"/></rules>\n"
      "  <players><player id=\"red\"/></players>\n"
      "  <board/>\n"
      "  <script><hang x=\"1\" y=\"0\" port=\"E2\"/></script>\n"
      "</scenario>\n";
    g_autoptr(TsrScenario) refused = tsr_scenario_load_data (bad, strlen (bad), "bad.tessera", &error);

    g_assert_null (refused);
    g_assert_nonnull (strstr (error->message, "bad.tessera:6:"));
    g_assert_nonnull (strstr (error->message, "unknown attribute port on <hang>; expected: x y at"));
  }
}

/* The script replays with every expectation met; the other reading of
 * the variant fails the score, so the expectations are really checked. */
static void
test_replay (void)
{
  g_autoptr(TsrScenario) scenario = load_toy ();
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "toy", "lantern.tessera", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) plain = NULL;
  g_autoptr(TsrScenario) other = NULL;
  g_autoptr(GPtrArray) other_failures = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tsr_scenario_run (scenario, &game, &failures));
  g_assert_cmpuint (failures->len, ==, 0);
  g_assert_cmpint (tsr_game_get_player (game, 0)->score, ==, 6);
  g_assert_cmpuint (tsr_game_get_n_tokens (game), ==, 1);
  g_assert_cmpint (tsr_game_get_token (game, 0)->kind, ==, tsr_toy_lantern_kind);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  plain = g_string_new (text);
  g_string_replace (plain, "value=\"double\"", "value=\"plain\"", 1);
  other = tsr_scenario_load_data (plain->str, plain->len, "plain.tessera", &error);
  g_assert_no_error (error);
  g_assert_false (tsr_scenario_run (other, NULL, &other_failures));
  g_assert_cmpuint (other_failures->len, ==, 1);
  g_assert_cmpstr (((TsrScenarioFailure *) g_ptr_array_index (other_failures, 0))->message, ==,
                   "expected red's score 6, found 3");
}

/* Its steps read in its own words; while its choice waits, its prompt
 * says so and its answer has its label. */
static void
test_explain (void)
{
  g_autoptr(TsrScenario) scenario = load_toy ();
  g_autoptr(TsrGame) game = tsr_scenario_new_game (scenario);
  g_autoptr(TsrGame) played = NULL;
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  g_autoptr(GError) error = NULL;
  g_autofree char *prompt = NULL;
  g_autofree char *label = NULL;
  gboolean hung = FALSE, placed = FALSE;
  TsrAction action;

  g_assert_true (tsr_scenario_parse_action ("<place-tile x=\"1\" y=\"0\" rotation=\"0\"/>", game, &action, &error));
  g_assert_true (tsr_game_act (game, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tsr_choice_kind_to_string (tsr_game_get_choice (game)->kind), ==, "hang");

  prompt = tsr_game_describe_choice (game);
  g_assert_cmpstr (prompt, ==, "Red hangs a lantern: click a marked road.");
  tsr_game_list_options (game, options);
  g_assert_cmpuint (options->len, ==, 1);
  label = tsr_game_describe_action (game, &g_array_index (options, TsrAction, 0));
  g_assert_cmpstr (label, ==, "Hang the Lantern Here");

  tsr_scenario_run (scenario, &played, NULL);
  for (guint i = 0; i < tsr_game_get_n_steps (played); i++)
    {
      const TsrStep *step = tsr_game_get_step (played, i);
      g_autofree char *text = tsr_game_explain (played, step);

      if (strcmp (step->rule, "lantern.hang") == 0)
        {
          g_assert_cmpstr (text, ==, "Red hangs a lantern on the road on the east side of the tile at (1, 0).");
          hung = TRUE;
        }
      else if (strcmp (step->rule, "lantern.place-lamplighter") == 0)
        {
          g_assert_cmpstr (text, ==, "Red puts the lamplighter on the road on the west side of the tile at (1, 0).");
          placed = TRUE;
        }
    }
  g_assert_true (hung && placed);
}

/* Saved, the scenario and the position its script ends in load again
 * the same, with the toy's pieces written as its grammar names them. */
static void
test_round_trip (void)
{
  g_autoptr(TsrScenario) scenario = load_toy ();
  g_autoptr(TsrScenario) again = NULL;
  g_autoptr(TsrGame) played = NULL;
  g_autoptr(TsrScenario) ended = NULL;
  g_autoptr(TsrScenario) ended_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = tsr_scenario_to_xml (scenario);
  g_autofree char *xml_again = NULL;
  g_autofree char *ended_xml = NULL;
  g_autofree char *ended_again_xml = NULL;

  g_assert_nonnull (strstr (xml, "<variant id=\"lantern.lit-roads\" value=\"double\"/>"));
  g_assert_nonnull (strstr (xml, "<hang x=\"1\" y=\"0\" at=\"E2\"/>"));
  g_assert_nonnull (strstr (xml, "<feature x=\"0\" y=\"0\" at=\"E2\" complete=\"true\" lit=\"true\" tiles=\"3\"/>"));
  again = tsr_scenario_load_data (xml, strlen (xml), "saved.tessera", &error);
  g_assert_no_error (error);
  xml_again = tsr_scenario_to_xml (again);
  g_assert_cmpstr (xml, ==, xml_again);
  g_assert_true (tsr_scenario_run (again, NULL, NULL));

  tsr_scenario_run (scenario, &played, NULL);
  ended = tsr_scenario_new_from_game (played, NULL, NULL);
  ended_xml = tsr_scenario_to_xml (ended);
  g_assert_nonnull (strstr (ended_xml, "<token kind=\"lantern\" x=\"1\" y=\"0\" at=\"E2\"/>"));
  ended_again = tsr_scenario_load_data (ended_xml, strlen (ended_xml), "ended.tessera", &error);
  g_assert_no_error (error);
  ended_again_xml = tsr_scenario_to_xml (ended_again);
  g_assert_cmpstr (ended_xml, ==, ended_again_xml);
  g_assert_cmpint (tsr_game_get_token (tsr_scenario_get_position (ended_again), 0)->kind, ==, tsr_toy_lantern_kind);
  g_assert_cmpint (tsr_game_get_token_supply (tsr_scenario_get_position (ended_again), tsr_toy_lantern_kind), ==, 2);
}

/* Pixels of the toy's yellow: its lanterns and its post's symbol. */
static guint
count_yellow (TsrGame *game)
{
  TsrBoardArtOptions options = { 96, 24, FALSE };
  cairo_surface_t *surface;
  cairo_t *cr;
  int width, height;
  guint count = 0;

  tsr_board_art_size (game, &options, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  tsr_board_art_draw (cr, game, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (const void *) (cairo_image_surface_get_data (surface) +
                                                              y * cairo_image_surface_get_stride (surface));

      for (int x = 0; x < width; x++)
        count += row[x] == 0xffffd900;
    }

  cairo_surface_destroy (surface);
  return count;
}

/* The board shows the toy's tile symbol and its lantern, drawn by its
 * own art. */
static void
test_render (void)
{
  g_autoptr(TsrScenario) scenario = load_toy ();
  g_autoptr(TsrGame) game = NULL;
  guint before = 0, after;

  tsr_scenario_run (scenario, &game, NULL);
  after = count_yellow (game);
  for (guint i = 0; i < tsr_game_get_n_steps (game); i++)
    if (strcmp (tsr_game_get_step (game, i)->rule, "lantern.hang") == 0)
      {
        g_assert_true (tsr_game_go_to (game, i, NULL));
        before = count_yellow (game);
      }

  g_assert_cmpuint (before, >, 0);
  g_assert_cmpuint (after, >, before);
}

/* An answer the rules offer and then refuse, a fault ordered from the
 * toy: the soak stops that game and keeps a replay of it up to the
 * refusal, where the random player used to abort the whole run. */
static void
test_soak_refused (void)
{
  const char *modules[] = { "lantern", NULL };
  TsrSoakCounts counts = { 0 };
  g_autoptr(GString) problem = g_string_new (NULL);
  g_autoptr(TsrScenario) failure = NULL;
  g_autoptr(TsrScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;

  tsr_toy_lantern_refuse_answers (TRUE);
  g_assert_false (tsr_soak_game (1, modules, &counts, &failure, problem));
  tsr_toy_lantern_refuse_answers (FALSE);

  g_assert_true (g_str_has_prefix (problem->str, "The rules refused an answer they offered (<hang x="));
  g_assert_true (g_str_has_suffix (problem->str, "): A lantern hangs on a dark road."));
  g_assert_cmpuint (counts.actions, >, 0);

  /* The replay loads, and says what went wrong. */
  g_assert_nonnull (failure);
  xml = tsr_scenario_to_xml (failure);
  loaded = tsr_scenario_load_data (xml, strlen (xml), "soak-failure.tessera", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tsr_scenario_get_description (loaded), ==, problem->str);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data = NULL;

  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();
  data = g_test_build_filename (G_TEST_DIST, "toy", "data", NULL);
  tsr_toy_lantern_register (data);

  g_test_add_func ("/toy/load", test_load);
  g_test_add_func ("/toy/replay", test_replay);
  g_test_add_func ("/toy/explain", test_explain);
  g_test_add_func ("/toy/round-trip", test_round_trip);
  g_test_add_func ("/toy/render", test_render);
  g_test_add_func ("/toy/soak-refused", test_soak_refused);
  return g_test_run ();
}
