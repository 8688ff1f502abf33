/* test-compare.c: a scenario replayed under each reading of a variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tsr-test-util.h"

static TsrScenario *
load (const char *module,
      const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", module, name, NULL);
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = tsr_scenario_load_file (path, &error);

  g_assert_no_error (error);
  return scenario;
}

static const TsrReading *
reading (const TsrComparison *comparison,
         guint                index)
{
  return g_ptr_array_index (comparison->readings, index);
}

/* Landing at 50 points or only above: the readings part where the dragon
 * lands, and each keeps its own end. */
static void
test_readings_part (void)
{
  g_autoptr(TsrScenario) scenario = load ("black-dragon", "v-comparison-above-50.tessera");
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrComparison) comparison = tsr_scenario_compare (scenario, "black-dragon.comparison", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (comparison->readings->len, ==, 2);
  g_assert_cmpstr (reading (comparison, 0)->value, ==, "at-or-above");
  g_assert_cmpstr (reading (comparison, 1)->value, ==, "above");
  g_assert_true (comparison->differ);
  g_assert_cmpuint (comparison->first, ==, 6);
  g_assert_cmpstr (tsr_game_get_step (reading (comparison, 0)->game, 6)->rule, ==, "black-dragon.enter");
  g_assert_cmpstr (tsr_game_get_step (reading (comparison, 1)->game, 6)->rule, ==, "base.next-turn");
  g_assert_cmpuint (tsr_game_get_n_steps (reading (comparison, 0)->game), ==, 9);
  g_assert_cmpuint (tsr_game_get_n_steps (reading (comparison, 1)->game), ==, 7);
  /* The file expects the reading it sets. */
  g_assert_cmpuint (reading (comparison, 0)->failures->len, ==, 3);
  g_assert_cmpuint (reading (comparison, 1)->failures->len, ==, 0);
}

/* A road over its own bridge: no step differs, what the file expects of
 * the road holds under one reading only. */
static void
test_readings_same_steps (void)
{
  g_autoptr(TsrScenario) scenario = load ("bridges", "v-loop-tile-once.tessera");
  g_autoptr(TsrComparison) comparison = tsr_scenario_compare (scenario, "bridges.loop-tile", NULL);

  g_assert_false (comparison->differ);
  g_assert_cmpuint (reading (comparison, 0)->failures->len, ==, 0);
  g_assert_cmpuint (reading (comparison, 1)->failures->len, ==, 3);
}

/* A variant nobody declares, one that takes numbers, and one of a module
 * not in play are refused with a reason. */
static void
test_compare_refused (void)
{
  g_autoptr(TsrScenario) scenario = load ("bridges", "v-loop-tile-once.tessera");
  const struct { const char *variant; const char *reason; } cases[] = {
    { "base.nothing", "is no variant of any module" },
    { "black-dragon.threshold", "takes a number" },
    { "covid.extended-players", "which the scenario does not switch on" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (tsr_scenario_compare (scenario, cases[i].variant, &error));
      g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, cases[i].reason));
    }
}

/* The parts of a list of differences, as "KIND x,y PORT" words. */
static char *
differences (const TsrComparison *comparison,
             guint                index)
{
  static const char *kinds[] = { "tile", "feature", "figure", "way" };
  g_autoptr(GArray) parts = tsr_comparison_list_differences (comparison, index);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < parts->len; i++)
    {
      const TsrSubjectPart *part = &g_array_index (parts, TsrSubjectPart, i);

      g_string_append_printf (out, "%s%s %d,%d %s", out->len > 0 ? " " : "", kinds[part->kind],
                              part->where.x, part->where.y,
                              part->where.port != TSR_PORT_NONE ? tsr_port_to_string (part->where.port) : "-");
    }

  return g_string_free (out, FALSE);
}

/* Each reading's board at the end is marked where it differs from the
 * other's: the dragon's tile on one, the meeple it ate on the other;
 * both are listed on both boards.  What each reading says is told in the
 * player's words. */
static void
test_reading_differences (void)
{
  g_autoptr(TsrScenario) scenario = load ("black-dragon", "v-comparison-above-50.tessera");
  g_autoptr(TsrComparison) comparison = tsr_scenario_compare (scenario, "black-dragon.comparison", NULL);
  g_autofree char *at_or_above = differences (comparison, 0);
  g_autofree char *above = differences (comparison, 1);
  g_autofree char *parting = tsr_comparison_explain_parting (comparison, 0);
  g_autofree char *passing = tsr_comparison_explain_parting (comparison, 1);
  g_autofree char *scores = tsr_reading_describe_scores (reading (comparison, 0));
  g_autofree char *dragon = tsr_reading_describe_figure (reading (comparison, 0), 0);
  g_autofree char *meeple = tsr_reading_describe_figure (reading (comparison, 1), 0);

  g_assert_cmpstr (at_or_above, ==, "tile 0,-1 - figure 0,-1 N2");
  g_assert_cmpstr (above, ==, "figure 0,-1 N2 tile 0,-1 -");
  g_assert_cmpstr (parting, ==, "Red's score has reached 50: the Black Dragon lands on the tile at (0, -1).");
  g_assert_cmpstr (passing, ==, "It is now Blue's turn.");
  g_assert_cmpstr (scores, ==, "Red 50, Blue 0");
  g_assert_cmpuint (tsr_game_get_n_figures (reading (comparison, 0)->game), ==, 1);
  g_assert_cmpstr (dragon, ==, "The Black Dragon on the tile at (0, -1)");
  g_assert_cmpstr (meeple, ==, "Red's meeple on the north side of the tile at (0, -1)");
}

/* Readings whose boards end alike mark nothing, and say no parting step,
 * even where the scores part. */
static void
test_reading_no_differences (void)
{
  g_autoptr(TsrScenario) scenario = load ("bridges", "road-over-and-under-its-own-bridge.tessera");
  g_autoptr(TsrComparison) comparison = tsr_scenario_compare (scenario, "bridges.loop-tile", NULL);
  g_autoptr(TsrScenario) same = load ("bridges", "v-loop-tile-once.tessera");
  g_autoptr(TsrComparison) alike = tsr_scenario_compare (same, "bridges.loop-tile", NULL);
  g_autofree char *once = differences (comparison, 0);
  g_autofree char *twice = differences (comparison, 1);
  g_autofree char *scores_once = tsr_reading_describe_scores (reading (comparison, 0));
  g_autofree char *scores_twice = tsr_reading_describe_scores (reading (comparison, 1));
  g_autofree char *parting = tsr_comparison_explain_parting (alike, 0);

  g_assert_true (comparison->differ);
  g_assert_cmpstr (once, ==, "");
  g_assert_cmpstr (twice, ==, "");
  g_assert_cmpstr (scores_once, ==, "Red 6, Blue 0");
  g_assert_cmpstr (scores_twice, ==, "Red 7, Blue 0");
  g_assert_null (parting);
}

/* A reading saved as a scenario of its own loads with that reading set,
 * its script and expectations kept; a value the variant does not have
 * is refused. */
static void
test_reading_to_scenario (void)
{
  g_autoptr(TsrScenario) scenario = load ("bridges", "v-loop-tile-once.tessera");
  g_autoptr(TsrScenario) twice = tsr_comparison_reading_to_scenario (scenario, "bridges.loop-tile", "twice", NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "twice.tessera", NULL);
  g_autoptr(TsrScenario) loaded = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (twice);
  g_assert_cmpstr (tsr_game_get_variant (tsr_scenario_get_position (scenario), "bridges.loop-tile"), ==, "once");
  g_assert_true (tsr_scenario_save_file (twice, path, &error));
  g_assert_no_error (error);

  loaded = tsr_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tsr_game_get_variant (tsr_scenario_get_position (loaded), "bridges.loop-tile"), ==, "twice");
  g_assert_cmpstr (tsr_scenario_get_title (loaded), ==, tsr_scenario_get_title (scenario));
  g_assert_true (tsr_scenario_has_expectations (loaded));
  /* The file's expectations were written for the other reading. */
  g_assert_false (tsr_scenario_run (loaded, &game, &failures));
  g_assert_cmpuint (failures->len, ==, 3);

  g_assert_null (tsr_comparison_reading_to_scenario (scenario, "bridges.loop-tile", "thrice", &error));
  g_assert_nonnull (error);

  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/compare/readings-part", test_readings_part);
  g_test_add_func ("/core/compare/same-steps", test_readings_same_steps);
  g_test_add_func ("/core/compare/refused", test_compare_refused);
  g_test_add_func ("/core/compare/differences", test_reading_differences);
  g_test_add_func ("/core/compare/no-differences", test_reading_no_differences);
  g_test_add_func ("/core/compare/reading-to-scenario", test_reading_to_scenario);

  return g_test_run ();
}
