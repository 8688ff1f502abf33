/* test-compare.c: a scenario replayed under each reading of a variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/compare/readings-part", test_readings_part);
  g_test_add_func ("/core/compare/same-steps", test_readings_same_steps);
  g_test_add_func ("/core/compare/refused", test_compare_refused);

  return g_test_run ();
}
