/* test-init.c: the core is started once, from above
 *
 * The registries of modules and of their pieces are filled by
 * tsr_core_init(); nothing below reaches up to fill itself, so a program
 * that forgets to start the core is told so at its first question rather
 * than answered as if no module existed.  This test's main() leaves the
 * core unstarted on purpose.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-test-util.h"

static void
test_read_before_start (void)
{
  if (g_test_subprocess ())
    {
      TsrFigureKind kind;

      tsr_figure_kind_from_string ("meeple", &kind);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*figure kinds is read before any module is registered: call tsr_core_init() first*");
}

static void
test_modules_before_start (void)
{
  if (g_test_subprocess ())
    {
      tsr_module_count ();
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*No module is registered yet: call tsr_core_init() first*");
}

/* The built-in modules in the order their hooks run, the base game
 * first with the engine's own pieces; a second start changes nothing. */
static void
test_started (void)
{
  TsrFigureKind meeple = TSR_FIGURE_NONE;
  TsrModuleId river;

  tsr_core_init ();
  tsr_core_init ();

  g_assert_cmpuint (tsr_module_count (), ==, 10);
  g_assert_cmpstr (tsr_module_get (TSR_MODULE_BASE)->id, ==, "base");
  g_assert_true (tsr_module_lookup ("river", &river));
  g_assert_cmpuint (river, ==, 8);
  g_assert_true (tsr_figure_kind_from_string ("meeple", &meeple));
  g_assert_cmpuint (meeple, ==, TSR_FIGURE_MEEPLE);
  g_assert_cmpuint (tsr_figure_kind_get_owners (meeple), ==, 1u << TSR_MODULE_BASE);
  g_assert_cmpuint (tsr_feature_property_count (), >=, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/init/read-before-start", test_read_before_start);
  g_test_add_func ("/core/init/modules-before-start", test_modules_before_start);
  g_test_add_func ("/core/init/start", test_started);

  return g_test_run ();
}
