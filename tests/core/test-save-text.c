/* test-save-text.c: people's words survive saving
 *
 * A player's name, a title and a description may hold anything a person
 * types or pastes: tabs, line breaks of every kind, spaces at either end,
 * markup characters, any script.  Written and read back, and written
 * again, they must come back exactly: a parser turns a TAB, LF or CR in
 * an attribute into a space and a CR anywhere into LF, so the writer has
 * to escape them.  The strings are drawn at random from awkward pieces
 * (`-p /core/save-text/awkward-text --seed …` repeats a run).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tsr-test-util.h"

static const char *const pieces[] = {
  "\t", "\n", "\r", "\r\n", "\n\r", " ", "  ", "<", ">", "&", "\"", "'", "&amp;", "&#10;", "]]>",
  "é", "Červený", "日本語", "🐉", "\u00a0", "\u2028", "Red", "a", "-", "--", "\f", "\x01",
};

/* Whether @text holds a character no XML file can: saving is refused. */
static gboolean
unwritable (const char *text)
{
  return strchr (text, '\f') != NULL || strchr (text, '\x01') != NULL;
}

static char *
awkward_string (void)
{
  GString *text = g_string_new (NULL);
  gint n = g_test_rand_int_range (0, 9);

  for (gint i = 0; i < n; i++)
    g_string_append (text, pieces[g_test_rand_int_range (0, G_N_ELEMENTS (pieces))]);

  return g_string_free (text, FALSE);
}

static TsrScenario *
load (const char *xml)
{
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = tsr_scenario_load_data (xml, strlen (xml), "text.tessera", &error);

  if (scenario == NULL)
    g_error ("the saved file does not load:\n%s\n%s", error->message, xml);
  return scenario;
}

static void
assert_texts (const TsrScenario *scenario,
              const char        *title,
              const char        *description,
              const char        *name)
{
  const TsrGame *position = tsr_scenario_get_position (scenario);

  g_assert_cmpstr (tsr_scenario_get_title (scenario), ==, title);
  g_assert_cmpstr (tsr_scenario_get_description (scenario), ==, description);
  g_assert_cmpstr (tsr_game_get_player (position, 0)->name, ==, name);
  g_assert_cmpstr (tsr_game_get_player (position, 1)->name, ==, "Blue");
}

/* Saved, loaded, saved and loaded again: the words are as they were, and
 * the second file is the first byte for byte. */
static void
test_awkward_text (void)
{
  for (guint round = 0; round < 500; round++)
    {
      g_autofree char *title = awkward_string ();
      g_autofree char *description = awkward_string ();
      g_autofree char *name = awkward_string ();
      g_autoptr(TsrGame) game = tsr_game_new ();
      g_autoptr(TsrScenario) written = NULL;
      g_autoptr(TsrScenario) first = NULL;
      g_autoptr(TsrScenario) second = NULL;
      g_autofree char *xml = NULL;
      g_autofree char *again = NULL;

      tsr_game_add_player (game, "red", name);
      tsr_game_add_player (game, "blue", "Blue");
      written = tsr_scenario_new_from_game (game, title, description);

      if (unwritable (title) || unwritable (description) || unwritable (name))
        {
          g_autoptr(GError) error = NULL;

          g_assert_false (tsr_scenario_check_text (written, &error));
          g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_UNWRITABLE_TEXT);
          continue;
        }
      g_assert_true (tsr_scenario_check_text (written, NULL));

      xml = tsr_scenario_to_xml (written);
      first = load (xml);
      assert_texts (first, title, description, name);

      again = tsr_scenario_to_xml (first);
      g_assert_cmpstr (again, ==, xml);
      second = load (again);
      assert_texts (second, title, description, name);
    }
}

/* The file as written: each of the three as a character reference where
 * a parser would change it, and only there. */
static void
test_escapes_written (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(TsrScenario) scenario = NULL;
  g_autofree char *xml = NULL;

  tsr_game_add_player (game, "red", "Red\tone\nSecond line\r\nthird\r");
  scenario = tsr_scenario_new_from_game (game, "A\ttitle\non two lines\r\n", NULL);
  xml = tsr_scenario_to_xml (scenario);

  g_assert_nonnull (strstr (xml, "  <title>A\ttitle\non two lines&#13;\n</title>\n"));
  g_assert_nonnull (strstr (xml, " name=\"Red&#9;one&#10;Second line&#13;&#10;third&#13;\""));
}

/* Saving words with a character no scenario file can hold is refused
 * with a message naming which words hold it, and the file saved before
 * stays as it was. */
static void
test_unwritable_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tessera-save-text-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "s.tessera", NULL);
  g_autofree char *contents = NULL;
  struct {
    const char *title, *description, *name, *message;
  } cases[] = {
    { "A\ftitle", NULL, "Red",
      "The title holds a control character (U+000C) that a scenario file cannot hold; remove it to save" },
    { "Title", "One\x01two", "Red",
      "The description holds a control character (U+0001) that a scenario file cannot hold; remove it "
      "to save" },
    { "Title", NULL, "R\x0b" "ed\tone",
      "The player name “R�ed\tone” holds a control character (U+000B) that a scenario file cannot hold; "
      "remove it to save" },
  };

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TsrGame) game = tsr_game_new ();
      g_autoptr(TsrScenario) scenario = NULL;
      g_autoptr(GError) error = NULL;

      tsr_game_add_player (game, "red", cases[i].name);
      scenario = tsr_scenario_new_from_game (game, cases[i].title, cases[i].description);
      g_assert_false (tsr_scenario_save_file (scenario, path, &error));
      g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_UNWRITABLE_TEXT);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/save-text/awkward-text", test_awkward_text);
  g_test_add_func ("/core/save-text/escapes-written", test_escapes_written);
  g_test_add_func ("/core/save-text/unwritable-refused", test_unwritable_refused);

  return g_test_run ();
}
