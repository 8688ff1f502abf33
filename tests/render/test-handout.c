/* test-handout.c: the PDF of a game's steps, without a display
 *
 * What the pages look like is checked by eye (pdftoppm); here, that the
 * game handed over is left where it stood (the window hands over the one
 * it shows), that a position with no steps still makes a handout, and
 * that a failure names the file.  `tessera-cli handout` is tested in the
 * cli suite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tsr-handout.h"

static TsrScenario *
load (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, name, NULL);
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = tsr_scenario_load_file (path, &error);

  g_assert_no_error (error);
  return scenario;
}

static void
assert_pdf (const char *path)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
}

/* The handout goes through the whole history and leaves the game at the
 * step it was shown at, as it was. */
static void
test_handout_game_untouched (void)
{
  g_autoptr(TsrScenario) scenario = load ("../data/scenarios/first-turns.tessera");
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(TsrGame) before = NULL;
  g_autoptr(GString) difference = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "handout.pdf", NULL);

  tsr_scenario_run (scenario, &game, NULL);
  g_assert_true (tsr_game_go_to (game, 3, NULL));
  before = tsr_game_copy_state (game);

  g_assert_true (tsr_handout_save (game, tsr_scenario_get_title (scenario), NULL, path, &error));
  g_assert_no_error (error);
  assert_pdf (path);
  g_assert_cmpuint (tsr_game_get_position (game), ==, 3);
  if (!tsr_game_state_equal (before, game, difference))
    g_error ("the handout changed the game: %s", difference->str);

  g_remove (path);
  g_rmdir (dir);
}

/* A position being edited has not started: a title page with its board. */
static void
test_handout_no_steps (void)
{
  g_autoptr(TsrScenario) scenario = load ("render/every-tile.tessera");
  g_autoptr(TsrGame) game = tsr_scenario_new_game (scenario);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "handout.pdf", NULL);

  g_assert_cmpuint (tsr_game_get_n_steps (game), ==, 0);
  g_assert_true (tsr_handout_save (game, "every-tile", NULL, path, &error));
  g_assert_no_error (error);
  assert_pdf (path);

  g_remove (path);
  g_rmdir (dir);
}

static void
test_handout_unwritable (void)
{
  g_autoptr(TsrScenario) scenario = load ("../data/scenarios/first-turns.tessera");
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "missing", "handout.pdf", NULL);

  tsr_scenario_run (scenario, &game, NULL);
  g_assert_false (tsr_handout_save (game, "first-turns", NULL, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, path));

  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/render/handout/game-untouched", test_handout_game_untouched);
  g_test_add_func ("/render/handout/no-steps", test_handout_no_steps);
  g_test_add_func ("/render/handout/unwritable", test_handout_unwritable);

  return g_test_run ();
}
