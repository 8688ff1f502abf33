/* test-script-edit.c: a scenario's script changed where a replay stands,
 * and the report of how each expectation stands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-test-util.h"
#include "tsr-test-text.h"

static TsrScenario *
example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", name, NULL);
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = tsr_scenario_load_file (path, &error);

  g_assert_no_error (error);
  return scenario;
}

static TsrAction
action (const TsrScenario *scenario,
        const char        *xml)
{
  g_autoptr(GError) error = NULL;
  TsrAction a;

  g_assert_true (tsr_scenario_parse_action (xml, tsr_scenario_get_position (scenario), &a, &error));
  g_assert_no_error (error);
  return a;
}

static guint
failing (GPtrArray *reports)
{
  guint n = 0;

  for (guint i = 0; i < reports->len; i++)
    n += ((TsrExpectationReport *) g_ptr_array_index (reports, i))->state == TSR_EXPECT_FAILS;
  return n;
}

/* Every expectation, in order, where it is checked, in words. */
static void
test_report (void)
{
  g_autoptr(TsrScenario) scenario = example ("italica-example-2-steal.tessera");
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GPtrArray) reports = tsr_scenario_report (scenario, &game);
  const TsrExpectationReport *pending, *score;

  g_assert_cmpuint (reports->len, ==, 6);
  g_assert_cmpuint (failing (reports), ==, 0);
  pending = g_ptr_array_index (reports, 0);
  g_assert_cmpuint (pending->index, ==, 0);
  g_assert_cmpuint (pending->n_actions, ==, 2);
  g_assert_cmpstr (pending->xml, ==, "<pending choice=\"steal\" player=\"red\"/>");
  score = g_ptr_array_index (reports, 2);
  g_assert_cmpuint (score->n_actions, ==, 3);
  g_assert_cmpuint (score->position, ==, tsr_game_get_n_steps (game));
  g_assert_cmpuint (score->position, >, pending->position);
  g_assert_cmpstr (score->text, ==, "Red’s score is 4.");
  g_assert_null (score->found);
}

/* From the step where Red may steal: one action and five checks follow. */
static void
test_rest (void)
{
  g_autoptr(TsrScenario) scenario = example ("italica-example-2-steal.tessera");
  TsrAction next;
  guint n_expectations;

  g_assert_cmpuint (tsr_scenario_count_rest (scenario, 0, &n_expectations), ==, 3);
  g_assert_cmpuint (n_expectations, ==, 6);
  g_assert_cmpuint (tsr_scenario_count_rest (scenario, 2, &n_expectations), ==, 1);
  g_assert_cmpuint (n_expectations, ==, 5);
  g_assert_cmpuint (tsr_scenario_count_rest (scenario, 3, &n_expectations), ==, 0);
  g_assert_cmpuint (n_expectations, ==, 0);
  g_assert_true (tsr_scenario_get_next_action (scenario, 2, &next));
  g_assert_cmpstr (tsr_action_kind_to_string (next.kind), ==, "steal");
  g_assert_false (tsr_scenario_get_next_action (scenario, 3, &next));
}

/* Letting it go where the script steals: kept, the rest stays and fails;
 * discarded, only what came before stays. */
static void
test_answer_otherwise (void)
{
  g_autoptr(TsrScenario) kept = example ("italica-example-2-steal.tessera");
  g_autoptr(TsrScenario) dropped = tsr_scenario_copy (kept);
  TsrAction pass = action (kept, "<pass/>");
  g_autoptr(GPtrArray) reports = NULL;
  g_autofree char *kept_xml = NULL;
  g_autofree char *dropped_xml = NULL;

  tsr_scenario_play_at (kept, 2, &pass, TRUE);
  kept_xml = tsr_scenario_to_xml (kept);
  g_assert_null (strstr (kept_xml, "<steal"));
  g_assert_nonnull (strstr (kept_xml, "<pass/>"));
  g_assert_cmpuint (test_count (kept_xml, "<score "), ==, 2);
  reports = tsr_scenario_report (kept, NULL);
  g_assert_cmpuint (reports->len, ==, 6);
  /* No steal: the step, Red's score and both supplies' counts differ. */
  g_assert_cmpuint (failing (reports), >=, 2);
  g_assert_cmpstr (((TsrExpectationReport *) g_ptr_array_index (reports, 2))->found, ==, "Red’s score is 0.");

  tsr_scenario_play_at (dropped, 2, &pass, FALSE);
  dropped_xml = tsr_scenario_to_xml (dropped);
  g_assert_cmpuint (test_count (dropped_xml, "<score "), ==, 0);
  g_assert_cmpuint (test_count (dropped_xml, "<pending "), ==, 1);
  g_assert_true (tsr_scenario_run (dropped, NULL, NULL));
}

/* Playing on at the end: the final checks stay where they were checked. */
static void
test_play_on (void)
{
  g_autoptr(TsrScenario) scenario = example ("first-turns.tessera");
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  g_autofree char *xml = NULL;
  guint end;

  g_assert_true (tsr_scenario_run (scenario, &game, NULL));
  end = tsr_game_get_n_actions (game);
  tsr_game_list_options (game, options);
  tsr_scenario_play_at (scenario, end, &g_array_index (options, TsrAction, 0), FALSE);

  xml = tsr_scenario_to_xml (scenario);
  /* The final <expect> moved into the script, before the draw. */
  g_assert_nonnull (strstr (xml, "<turn player=\"blue\" phase=\"draw\"/>"));
  g_assert_true (strstr (xml, "<turn player=\"blue\"") < g_strrstr (xml, "<draw"));
  g_assert_true (g_strrstr (xml, "<draw") < strstr (xml, "</script>"));
  g_assert_true (tsr_scenario_run (scenario, NULL, NULL));
}

/* Recorded where the script stands, removed by number. */
static void
test_add_and_remove (void)
{
  g_autoptr(TsrScenario) scenario = example ("italica-example-2-steal.tessera");
  g_autoptr(TsrGame) game = tsr_scenario_new_game (scenario);
  TsrTruth truth = { .kind = TSR_TRUTH_SCORE, .player = 1, .port = TSR_PORT_NONE };
  g_autoptr(GPtrArray) expectations = NULL;
  g_autoptr(GPtrArray) reports = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;

  expectations = tsr_truth_record (game, &truth, &error);
  g_assert_no_error (error);
  tsr_scenario_add_expectations (scenario, 0, NULL, expectations);
  g_assert_cmpuint (expectations->len, ==, 0);

  reports = tsr_scenario_report (scenario, NULL);
  g_assert_cmpuint (reports->len, ==, 7);
  g_assert_cmpuint (((TsrExpectationReport *) g_ptr_array_index (reports, 0))->n_actions, ==, 0);
  g_assert_cmpstr (((TsrExpectationReport *) g_ptr_array_index (reports, 0))->xml, ==,
                   "<score player=\"blue\" value=\"0\"/>");
  g_assert_cmpuint (failing (reports), ==, 0);

  g_assert_true (tsr_scenario_remove_expectation (scenario, 1));
  g_assert_false (tsr_scenario_remove_expectation (scenario, 6));
  xml = tsr_scenario_to_xml (scenario);
  g_assert_null (strstr (xml, "<pending"));
  g_assert_cmpuint (test_count (xml, "<score "), ==, 3);
}

/* After an action the rules refuse, which stops the replay, the rows are
 * still numbered as expectations, and the bin takes the one shown; before
 * an edit, the whole script is counted. */
static void
test_after_a_stop (void)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"
    "  <players><player id=\"red\" name=\"Red\"/><player id=\"blue\" name=\"Blue\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <script>\n"
    "    <expect><turn player=\"red\"/></expect>\n"
    "    <place-tile tile=\"base.E\" x=\"5\" y=\"5\" rotation=\"0\"/>\n"
    "    <expect><turn player=\"red\" phase=\"draw\"/></expect>\n"
    "  </script>\n"
    "  <expect><turn player=\"blue\"/></expect>\n"
    "</scenario>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_data (text, sizeof text - 1, "stop.tessera", &error);
  g_autoptr(GPtrArray) reports = NULL;
  g_autofree char *xml = NULL;
  guint n_expectations;

  g_assert_no_error (error);
  reports = tsr_scenario_report (scenario, NULL);
  g_assert_cmpuint (reports->len, ==, 4);
  g_assert_cmpuint (((TsrExpectationReport *) g_ptr_array_index (reports, 0))->index, ==, 0);
  g_assert_cmpuint (((TsrExpectationReport *) g_ptr_array_index (reports, 1))->index, ==, G_MAXUINT);
  g_assert_cmpuint (((TsrExpectationReport *) g_ptr_array_index (reports, 2))->index, ==, 1);
  g_assert_cmpint (((TsrExpectationReport *) g_ptr_array_index (reports, 2))->state, ==, TSR_EXPECT_NOT_REACHED);
  g_assert_cmpuint (((TsrExpectationReport *) g_ptr_array_index (reports, 3))->index, ==, 2);

  g_assert_cmpuint (tsr_scenario_count_script (scenario, &n_expectations), ==, 1);
  g_assert_cmpuint (n_expectations, ==, 3);

  g_assert_true (tsr_scenario_remove_expectation (scenario, 1));
  g_clear_pointer (&reports, g_ptr_array_unref);
  reports = tsr_scenario_report (scenario, NULL);
  g_assert_cmpuint (reports->len, ==, 3);
  g_assert_cmpstr (((TsrExpectationReport *) g_ptr_array_index (reports, 0))->xml, ==, "<turn player=\"red\"/>");
  g_assert_cmpstr (((TsrExpectationReport *) g_ptr_array_index (reports, 2))->xml, ==, "<turn player=\"blue\"/>");
  xml = tsr_scenario_to_xml (scenario);
  g_assert_nonnull (strstr (xml, "<turn player=\"blue\"/>"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/script-edit/report", test_report);
  g_test_add_func ("/core/script-edit/rest", test_rest);
  g_test_add_func ("/core/script-edit/answer-otherwise", test_answer_otherwise);
  g_test_add_func ("/core/script-edit/play-on", test_play_on);
  g_test_add_func ("/core/script-edit/add-and-remove", test_add_and_remove);
  g_test_add_func ("/core/script-edit/after-a-stop", test_after_a_stop);

  return g_test_run ();
}
