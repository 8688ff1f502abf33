/* test-scenario.c: loading, saving, checking and replaying scenarios
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "tsr-test-util.h"

/* The bad-file corpus (tests/bad): each file and what its error says. */
static const struct
{
  const char *file;
  const char *error;
} bad_files[] = {
  { "malformed.tessera", "malformed.tessera:5:13: Opening and ending tag mismatch: player line 4 and players" },
  { "wrong-namespace.tessera", "wrong-namespace.tessera:2:1: the root element is <scenario> in the namespace "
                               "urn:example:other; expected <scenario xmlns=\"urn:tessera:scenario:1\">" },
  { "wrong-root.tessera", "wrong-root.tessera:2:1: the root element is <game>" },
  { "unknown-element.tessera", "unknown-element.tessera:6:5: unknown element <meeple> in <board>; expected one of: "
                               "<tile>, <figure>, <token>, <broken>, <bridge>, <flood>, <finished-before-flood>" },
  { "unknown-tile.tessera", "unknown-tile.tessera:5:5: unknown tile “base.Z”" },
  { "bad-rotation.tessera", "bad-rotation.tessera:5:5: rotation=\"45\": expected 0, 90, 180 or 270" },
  { "bad-port.tessera", "bad-port.tessera:6:5: at=\"N4\": expected a port" },
  { "two-tiles-one-position.tessera", "two-tiles-one-position.tessera:7:5: a second tile at (0, 0); "
                                      "the first is on line 5" },
  { "external-entity.tessera", "external-entity.tessera:2:1: the file has a DOCTYPE declaration" },
  { "billion-laughs.tessera", "billion-laughs.tessera:2:1: the file has a DOCTYPE declaration" },
  { "undeclared-player.tessera", "undeclared-player.tessera:6:5: no player “blue” is declared in <players>; "
                                 "expected one of: red\nundeclared-player.tessera:8:3: no player “green”" },
  { "negative-count.tessera", "negative-count.tessera:3:12: score=\"-5\": expected a number that is not negative\n"
                              "negative-count.tessera:3:12: meeples=\"-1\"" },
  { "too-many-bridges.tessera", "too-many-bridges.tessera:4:12: bridges=\"100\": expected at most 99\n"
                                "too-many-bridges.tessera:4:44: bridges=\"-1\": expected a number that is not negative" },
  { "figure-on-wrong-feature.tessera", "figure-on-wrong-feature.tessera:7:5: kind=\"abbot\" cannot stand on a road" },
  { "invalid-utf8.tessera", "invalid-utf8.tessera:3:14: these bytes are not UTF-8 text; a scenario is a UTF-8 "
                            "document" },
  { "numbers-out-of-range.tessera", "numbers-out-of-range.tessera:3:12: score=\"99999999999999999999\": expected a "
                                    "number from 0 to 1000000000\nnumbers-out-of-range.tessera:4:10: x=\"4294967297\": "
                                    "expected a number from -1000000 to 1000000" },
  /* What only a module's part of the grammar has, with the module not in
   * play: said once per element or attribute. */
  { "module-off.tessera", "module-off.tessera:4:12: holds= needs the expansion “rainbow-bridge”; expected <expansion "
                          "id=\"rainbow-bridge\"/> in <rules>\nmodule-off.tessera:7:5: <flood> needs the expansion "
                          "“disasters”; expected <expansion id=\"disasters\"/> in <rules>\nmodule-off.tessera:8:5: "
                          "rainbow= needs the expansion “rainbow-bridge”" },
  { "unknown-choice.tessera", "unknown-choice.tessera:5:11: choice=\"dance\": expected one of: none, draw, "
                             "place-tile, place-figure, phantom" },
  { "unknown-expansion.tessera", "unknown-expansion.tessera:4:5: unknown expansion “dragons”; expected one of: "
                                 "covid, black-dragon" },
};

static void
expect_error (const char *data,
              gsize       length,
              const char *name,
              const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_data (data, length, name, &error);

  g_assert_null (scenario);
  g_assert_nonnull (error);
  if (strstr (error->message, expected) == NULL)
    g_error ("%s: expected “%s” in:\n%s", name, expected, error->message);
}

static void
test_bad_corpus (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "bad", bad_files[i].file, NULL);
      g_autofree char *data = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      expect_error (data, length, bad_files[i].file, bad_files[i].error);
    }
}

/* Deep nesting, a huge attribute, a huge file: each refused quickly. */
static void
test_hostile_sizes (void)
{
  GString *nested = g_string_new ("<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">");
  GString *wide = g_string_new ("<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">"
                                "<players><player id=\"red\" name=\"");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *big = g_build_filename (dir, "big.tessera", NULL);
  g_autoptr(GError) error = NULL;
  int fd;

  for (guint i = 0; i < 100000; i++)
    g_string_append (nested, "<description>");
  expect_error (nested->str, nested->len, "nested.tessera",
                "nested.tessera:2:3381: elements are nested more than 256 deep");
  g_string_free (nested, TRUE);

  for (guint i = 0; i < 10 * 1024 * 1024; i++)
    g_string_append_c (wide, 'a');
  g_string_append (wide, "\"/></players><board/></scenario>\n");
  expect_error (wide->str, wide->len, "wide.tessera",
                "wide.tessera:2:84: an attribute value is longer than 10,000,000 characters");
  g_string_free (wide, TRUE);

  /* Larger than 64 MiB: refused by its size, before it is read. */
  fd = g_open (big, O_CREAT | O_WRONLY, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) TSR_SCENARIO_MAX_SIZE + 1), ==, 0);
  g_close (fd, NULL);
  g_assert_null (tsr_scenario_load_file (big, &error));
  g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "larger than 64 MiB are refused"));
  g_remove (big);
  g_rmdir (dir);
}

/* Every scenario in the repository: load → save → load gives an equal
 * position and the same script, and saving is deterministic. */
static void
test_round_trip (void)
{
  g_autoptr(GPtrArray) files = test_collect_scenarios (TRUE, TRUE);

  g_assert_cmpuint (files->len, >=, 17);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrScenario) first = tsr_scenario_load_file (path, &error);
      g_autoptr(TsrScenario) second = NULL;
      g_autoptr(GString) difference = g_string_new (NULL);
      g_autofree char *xml = NULL;
      g_autofree char *again = NULL;
      g_autoptr(TsrGame) played = NULL;
      g_autoptr(TsrScenario) ended = NULL;
      g_autoptr(TsrScenario) ended_loaded = NULL;
      g_autofree char *ended_xml = NULL;

      g_assert_no_error (error);
      xml = tsr_scenario_to_xml (first);
      second = tsr_scenario_load_data (xml, strlen (xml), path, &error);
      if (second == NULL)
        g_error ("%s does not load once saved:\n%s\n%s", path, error->message, xml);

      if (!tsr_game_state_equal (tsr_scenario_get_position (first), tsr_scenario_get_position (second), difference))
        g_error ("%s: the saved position differs: %s", path, difference->str);
      again = tsr_scenario_to_xml (second);
      g_assert_cmpstr (xml, ==, again);
      g_assert_cmpint (tsr_scenario_run (first, NULL, NULL), ==, tsr_scenario_run (second, NULL, NULL));

      /* Where the script leaves the game, it can be saved and loaded
       * again: nothing the rules did leaves a mark the format refuses. */
      tsr_scenario_run (first, &played, NULL);
      ended = tsr_scenario_new_from_game (played, NULL, NULL);
      ended_xml = tsr_scenario_to_xml (ended);
      ended_loaded = tsr_scenario_load_data (ended_xml, strlen (ended_xml), path, &error);
      if (ended_loaded == NULL)
        g_error ("%s: the position its script ends in does not load once saved:\n%s\n%s",
                 path, error->message, ended_xml);
    }
}

/* A city the flood's water reached after it was finished keeps its dry
 * mark through saving, and so stays complete once loaded. */
/* Whether the city through (2, -1) N2 is complete in the position @xml
 * saves. */
static gboolean
dry_city_complete (const char *xml)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) loaded = tsr_scenario_load_data (xml, strlen (xml), "dry.tessera", &error);
  g_autoptr(TsrGame) game = NULL;
  int element;

  g_assert_no_error (error);
  game = tsr_scenario_new_game (loaded);
  element = tsr_features_element_at (tsr_game_get_features (game), tsr_game_get_board (game), 2, -1, test_port ("N2"));
  g_assert_cmpint (element, >=, 0);
  return tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element);
}

/* A city the flood's water reached after it was finished keeps its dry
 * mark through saving, and so stays complete once loaded; without the
 * mark the file says it was finished under water. */
static void
test_flood_dry_mark_saved (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "disasters",
                                                 "v-flood-finished-stay-complete.tessera", NULL);
  const char *mark = "<finished-before-flood x=\"2\" y=\"-2\" at=\"S1\"/>";
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, &error);
  g_autoptr(TsrScenario) saved = NULL;
  g_autoptr(TsrGame) played = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *unmarked = NULL;
  char *found;

  g_assert_no_error (error);
  g_assert_true (tsr_scenario_run (scenario, &played, NULL));
  saved = tsr_scenario_new_from_game (played, NULL, NULL);
  xml = tsr_scenario_to_xml (saved);
  found = strstr (xml, mark);
  g_assert_nonnull (found);
  g_assert_true (dry_city_complete (xml));

  unmarked = g_strdup (xml);
  memset (unmarked + (found - xml), ' ', strlen (mark));
  g_assert_false (dry_city_complete (unmarked));
}

/* The xml of the position @name's script ends in. */
static char *
played_xml (const char *module,
            const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", module, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, &error);
  g_autoptr(TsrScenario) saved = NULL;
  g_autoptr(TsrGame) played = NULL;

  g_assert_no_error (error);
  g_assert_true (tsr_scenario_run (scenario, &played, NULL));
  saved = tsr_scenario_new_from_game (played, NULL, NULL);
  return tsr_scenario_to_xml (saved);
}

/* A player's bridges are saved once a bridge was laid, and Bridges is
 * listed only when switched on by itself: the Rainbow Bridge brings it
 * without giving anybody bridges of their own. */
static void
test_bridges_saved (void)
{
  g_autofree char *counted = played_xml ("bridges", "none-left-is-refused.tessera");
  g_autofree char *both = played_xml ("bridges", "rainbow-bridge-first-then-own.tessera");
  g_autofree char *rainbow = played_xml ("rainbow-bridge", "no-ordinary-bridges.tessera");

  g_assert_nonnull (strstr (counted, "<player id=\"red\" name=\"Red\" bridges=\"0\"/>"));
  g_assert_nonnull (strstr (counted, "<player id=\"blue\" name=\"Blue\" bridges=\"0\"/>"));
  g_assert_nonnull (strstr (both, "<expansion id=\"bridges\"/>"));
  g_assert_nonnull (strstr (both, "<player id=\"red\" name=\"Red\" bridges=\"2\"/>"));
  g_assert_null (strstr (rainbow, "<expansion id=\"bridges\"/>"));
  g_assert_null (strstr (rainbow, "bridges=\""));
  g_assert_nonnull (strstr (rainbow, "<expansion id=\"rainbow-bridge\"/>"));
}

/* Saving a position played to some point, then loading it, gives the
 * same position. */
static void
test_save_played_position (void)
{
  const char *pieces[] = { "abbot", "phantom", NULL };
  g_autoptr(TsrGame) game = tsr_game_new_standard (3, pieces, 77, NULL);
  g_autoptr(TsrRandomPlayer) player = tsr_random_player_new (4);
  g_autoptr(TsrScenario) scenario = NULL;
  g_autoptr(TsrScenario) loaded = NULL;
  g_autoptr(TsrGame) replayed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) difference = g_string_new (NULL);
  g_autofree char *xml = NULL;

  for (guint i = 0; i < 60; i++)
    g_assert_true (tsr_random_player_act (player, game, NULL));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, !=, TSR_CHOICE_NONE);

  scenario = tsr_scenario_new_from_game (game, "Played", "Sixty actions in");
  xml = tsr_scenario_to_xml (scenario);
  loaded = tsr_scenario_load_data (xml, strlen (xml), "played.tessera", &error);
  g_assert_no_error (error);

  replayed = tsr_scenario_new_game (loaded);
  if (!tsr_game_state_equal (game, replayed, difference))
    g_error ("the saved position differs: %s\n%s", difference->str, xml);
  g_assert_cmpstr (tsr_scenario_get_title (loaded), ==, "Played");
}

/* What was played, saved as the script of the position it started from,
 * replays to the same place; parsing an action reads the script's
 * notation. */
static void
test_save_play (void)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s05-shared-road.tessera", NULL);
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (source, NULL);
  g_autoptr(TsrGame) game = tsr_scenario_new_game (scenario);
  g_autoptr(TsrScenario) saved = NULL;
  g_autoptr(TsrScenario) loaded = NULL;
  g_autoptr(TsrGame) replayed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) difference = g_string_new (NULL);
  g_autofree char *xml = NULL;
  TsrAction action;

  g_assert_true (tsr_scenario_parse_action ("<place-tile tile=\"base.V\" x=\"1\" y=\"0\" rotation=\"0\"/>",
                                            game, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpint (action.kind, ==, TSR_ACTION_PLACE_TILE);
  g_assert_true (tsr_game_act (game, &action, &error));
  g_assert_true (tsr_scenario_parse_action ("<skip/>", game, &action, NULL));
  g_assert_true (tsr_game_act (game, &action, NULL));
  g_assert_cmpuint (tsr_game_get_n_actions (game), ==, 2);
  g_assert_true (tsr_scenario_script_matches (scenario, game));

  g_assert_false (tsr_scenario_parse_action ("<place-tile x=\"a\"/>", game, &action, &error));
  g_assert_nonnull (strstr (error->message, "x=\"a\": expected a whole number"));
  g_clear_error (&error);
  g_assert_false (tsr_scenario_parse_action ("<recall-abbot x=\"0\" y=\"0\"/>", game, &action, &error));
  g_assert_nonnull (strstr (error->message, "needs the expansion “abbot”"));
  g_clear_error (&error);

  /* Undone actions are not part of what was played. */
  g_assert_true (tsr_game_undo (game));
  g_assert_cmpuint (tsr_game_get_n_actions (game), ==, 1);
  g_assert_false (tsr_scenario_script_matches (scenario, game));
  g_assert_true (tsr_game_redo (game));

  saved = tsr_scenario_new_from_play (tsr_scenario_get_position (scenario), game, "Played", NULL);
  xml = tsr_scenario_to_xml (saved);
  g_assert_nonnull (strstr (xml, "<script>\n    <place-tile tile=\"base.V\" x=\"1\" y=\"0\" rotation=\"0\"/>\n"
                                 "    <skip/>\n  </script>"));
  loaded = tsr_scenario_load_data (xml, strlen (xml), "played.tessera", &error);
  g_assert_no_error (error);
  g_assert_true (tsr_scenario_run (loaded, &replayed, NULL));
  if (!tsr_game_state_equal (game, replayed, difference))
    g_error ("the replayed play differs: %s", difference->str);
}

static void
test_save_file (void)
{
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "position.tessera", NULL);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s05-shared-road.tessera", NULL);
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (source, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *expected = tsr_scenario_to_xml (scenario);

  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
  g_assert_true (tsr_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, expected);

  /* A path that cannot be written: an error, and nothing left behind. */
  g_assert_false (tsr_scenario_save_file (scenario, dir, &error));
  g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));

  g_remove (path);
  g_rmdir (dir);
}

/* A save that fails midway (the disk fills up: here, a file size limit
 * the write runs into) leaves the old file as it was, and no temporary
 * file behind. */
static void
test_save_fails_midway (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
      g_autofree char *path = g_build_filename (dir, "position.tessera", NULL);
      g_autoptr(TsrGame) game = tsr_random_player_build_board (200, 5);
      g_autoptr(TsrScenario) scenario = tsr_scenario_new_from_game (game, "Large", NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *written = NULL;
      struct rlimit limit = { 4096, 4096 };
      g_autoptr(GDir) listing = NULL;
      const char *name;
      guint files = 0;

      g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);

      g_assert_false (tsr_scenario_save_file (scenario, path, &error));
      g_assert_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_IO);
      g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
      g_assert_cmpstr (written, ==, "old contents");

      listing = g_dir_open (dir, 0, NULL);
      while ((name = g_dir_read_name (listing)) != NULL)
        files++;
      g_assert_cmpuint (files, ==, 1);

      g_remove (path);
      g_rmdir (dir);
      return;
    }

  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

#define HEAD "<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"

/* What a hand-built board breaks, with the lines to look at. */
static void
test_checker (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD
    "  <players><player id=\"red\" meeples=\"1\"/></players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"base.E\" x=\"1\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"base.E\" x=\"0\" y=\"-1\" rotation=\"180\"/>\n"
    "    <tile type=\"base.B\" x=\"5\" y=\"5\" rotation=\"0\"/>\n"
    "    <figure kind=\"meeple\" player=\"red\" x=\"0\" y=\"0\" at=\"N2\"/>\n"
    "    <figure kind=\"meeple\" player=\"red\" x=\"5\" y=\"5\" at=\"C\"/>\n"
    "  </board>\n"
    "</scenario>\n");
  g_autoptr(GPtrArray) warnings = tsr_scenario_check_board (scenario);
  static const char *expected[] = {
    "test.tessera:5:5: The tiles at (0, 0) and (1, 0) do not match on the side they share.",
    "test.tessera:8:5: The tile at (5, 5) shares no side with another tile.",
    "test.tessera:9:5: The figure at (0, 0) N2 stands on a completed feature: scoring it would have sent the figure home.",
    "test.tessera:10:5: red owns 1 meeple but has more on the board.",
  };

  g_assert_cmpuint (warnings->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (g_ptr_array_index (warnings, i), ==, expected[i]);
}

/* Bridges: an end on a city side, a meeple left standing on the
 * Rainbow Bridge (a phantom may stay). */
static void
test_checker_bridges (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD
    "  <rules><expansion id=\"rainbow-bridge\"/></rules>\n"
    "  <players><player id=\"red\"/></players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"base.E\" x=\"1\" y=\"0\" rotation=\"90\"/>\n"
    "    <tile type=\"base.B\" x=\"0\" y=\"1\" rotation=\"0\"/>\n"
    "    <bridge x=\"1\" y=\"0\" axis=\"ew\"/>\n"
    "    <bridge x=\"0\" y=\"1\" axis=\"ew\" rainbow=\"true\"/>\n"
    "    <figure kind=\"meeple\" player=\"red\" x=\"0\" y=\"1\" at=\"bridge\"/>\n"
    "    <figure kind=\"phantom\" player=\"red\" x=\"1\" y=\"0\" at=\"bridge\"/>\n"
    "  </board>\n"
    "</scenario>\n");
  g_autoptr(GPtrArray) warnings = tsr_scenario_check_board (scenario);
  static const char *expected[] = {
    "test.tessera:7:5: The bridge at (1, 0) does not join two field sides of its tile.",
    "test.tessera:11:5: The figure on the Rainbow Bridge at (0, 1) would have fallen: only a phantom can stay there.",
  };

  for (guint i = 0; i < warnings->len; i++)
    g_test_message ("%s", (char *) g_ptr_array_index (warnings, i));
  g_assert_cmpuint (warnings->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (g_ptr_array_index (warnings, i), ==, expected[i]);
}

/* What the checker says of @board (a <board> element's content) with
 * @modules on and Red at @score, one string per warning, joined by
 * newlines. */
static char *
check_neutral (const char *modules,
               guint       score,
               const char *board)
{
  g_autofree char *xml = g_strdup_printf (HEAD "  <rules>%s</rules>\n"
                                          "  <players><player id=\"red\" score=\"%u\"/><player id=\"blue\"/></players>\n"
                                          "  <board>\n%s  </board>\n</scenario>\n",
                                          modules, score, board);
  g_autoptr(TsrScenario) scenario = test_load_text (xml);
  g_autoptr(GPtrArray) warnings = tsr_scenario_check_board (scenario);

  g_ptr_array_add (warnings, NULL);
  return g_strjoinv ("\n", (char **) warnings->pdata);
}

/* The Black Dragon stands on the board only once a score has reached 50
 * (or passed it, read so), unless a module lets scores fall again; the
 * tornado only beside its tornado tile. */
static void
test_checker_neutral_figures (void)
{
  static const char *dragon =
    "    <tile type=\"base.B\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <figure kind=\"black-dragon\" x=\"0\" y=\"0\"/>\n";
  static const char *tornado =
    "    <tile type=\"base.B\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <figure kind=\"tornado\" x=\"0\" y=\"0\"/>\n";
  static const char *with_tile =
    "    <tile type=\"base.B\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <tile type=\"disasters.tornado-1\" x=\"1\" y=\"0\" rotation=\"90\"/>\n"
    "    <figure kind=\"tornado\" x=\"0\" y=\"0\"/>\n";
  g_autofree char *at_48 = check_neutral ("<expansion id=\"black-dragon\"/>", 48, dragon);
  g_autofree char *at_50 = check_neutral ("<expansion id=\"black-dragon\"/>", 50, dragon);
  g_autofree char *above_50 = check_neutral ("<expansion id=\"black-dragon\"/>"
                                             "<variant id=\"black-dragon.comparison\" value=\"above\"/>", 50, dragon);
  g_autofree char *paying = check_neutral ("<expansion id=\"black-dragon\"/><expansion id=\"rainbow-bridge\"/>", 48,
                                           dragon);
  g_autofree char *lone = check_neutral ("<expansion id=\"disasters\"/>", 0, tornado);
  g_autofree char *beside = check_neutral ("<expansion id=\"disasters\"/>", 0, with_tile);

  g_assert_cmpstr (at_48, ==, "test.tessera:7:5: The Black Dragon stands at (0, 0), but it enters only once a player "
                              "has 50 points, and no player has.");
  g_assert_cmpstr (at_50, ==, "");
  g_assert_cmpstr (above_50, ==, "test.tessera:7:5: The Black Dragon stands at (0, 0), but it enters only once a "
                                 "player has more than 50 points, and no player has.");
  g_assert_cmpstr (paying, ==, "");
  g_assert_cmpstr (lone, ==, "test.tessera:7:5: The tornado stands at (0, 0), but no tornado tile lies on the board: "
                             "it comes with one and leaves when it has moved.");
  g_assert_cmpstr (beside, ==, "");
}

/* The box has one Rainbow Bridge. */
static void
test_one_rainbow (void)
{
  static const char *files[] = {
    HEAD
    "  <rules><expansion id=\"rainbow-bridge\"/></rules>\n"
    "  <players><player id=\"red\" holds=\"rainbow-bridge\"/><player id=\"blue\" holds=\"rainbow-bridge\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "</scenario>\n",
    HEAD
    "  <rules><expansion id=\"rainbow-bridge\"/></rules>\n"
    "  <players><player id=\"red\" holds=\"rainbow-bridge\"/></players>\n"
    "  <board><tile type=\"base.U\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <bridge x=\"0\" y=\"0\" axis=\"ns\" rainbow=\"true\"/></board>\n"
    "</scenario>\n",
    HEAD
    "  <rules><expansion id=\"rainbow-bridge\"/></rules>\n"
    "  <players><player id=\"red\" holds=\"pig\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "</scenario>\n",
  };
  static const char *messages[] = {
    "test.tessera:4:53: a second player holding the Rainbow Bridge; the box has one",
    "test.tessera:6:5: a second Rainbow Bridge; the box has one, and a player holds it or it lies elsewhere",
    "test.tessera:4:12: holds=\"pig\": expected rainbow-bridge",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrScenario) scenario = tsr_scenario_load_data (files[i], strlen (files[i]), "test.tessera", &error);

      g_assert_null (scenario);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, messages[i]));
    }
}

/* A failing expectation names its line, what it expected and what it
 * found; an unexpected rejection stops the script. */
static void
test_failures (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD
    "  <players><player id=\"red\"/><player id=\"blue\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <decks><tiles>base.E base.E</tiles></decks>\n"
    "  <script>\n"
    "    <place-tile x=\"0\" y=\"-1\" rotation=\"180\"/>\n"
    "    <expect>\n"
    "      <score player=\"red\" value=\"2\"/>\n"
    "      <feature x=\"0\" y=\"0\" at=\"N2\" points=\"5\"/>\n"
    "      <turn phase=\"draw\"/>\n"
    "    </expect>\n"
    "    <place-tile x=\"9\" y=\"9\" rotation=\"0\"/>\n"
    "    <place-tile x=\"1\" y=\"0\" rotation=\"0\"/>\n"
    "  </script>\n"
    "  <expect><score player=\"blue\" value=\"0\"/></expect>\n"
    "</scenario>\n");
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(TsrGame) game = NULL;
  const TsrScenarioFailure *f;

  g_assert_false (tsr_scenario_run (scenario, &game, &failures));
  g_assert_cmpuint (failures->len, ==, 4);

  f = g_ptr_array_index (failures, 0);
  g_assert_cmpuint (f->line, ==, 9);
  g_assert_cmpuint (f->column, ==, 7);
  g_assert_cmpstr (f->message, ==, "expected red's score 2, found 0");
  f = g_ptr_array_index (failures, 1);
  g_assert_cmpstr (f->message, ==, "expected the city at (0, 0) N2 to be worth 5 points, found 4 (2 tiles × 2 = 4)");
  f = g_ptr_array_index (failures, 2);
  g_assert_cmpstr (f->message, ==, "expected the phase draw, found place-figure");
  f = g_ptr_array_index (failures, 3);
  g_assert_cmpuint (f->line, ==, 13);
  g_assert_true (g_str_has_prefix (f->message, "expected <place-tile x=\"9\" y=\"9\" rotation=\"0\"/> to be allowed, "
                                               "found it rejected:"));
  g_assert_nonnull (strstr (f->message, "(not-adjacent)"));

  /* The script stopped at the rejection: Blue never drew. */
  g_assert_cmpuint (tsr_game_get_deck_size (game), ==, 1);
}

/* What a module says of a feature is checked: an uninfected city
 * expected infected, and a destroyed one expected whole, fail. */
static void
test_feature_property_failures (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD
    "  <rules><expansion id=\"covid\"/><expansion id=\"disasters\"/></rules>\n"
    "  <players><player id=\"red\"/></players>\n"
    "  <board>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/>\n"
    "    <token kind=\"earthquake\" x=\"0\" y=\"0\" at=\"N2\"/>\n"
    "  </board>\n"
    "  <expect>\n"
    "    <feature x=\"0\" y=\"0\" at=\"N2\" infected=\"true\" destroyed=\"false\"/>\n"
    "  </expect>\n"
    "</scenario>\n");
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(TsrGame) game = NULL;

  g_assert_false (tsr_scenario_run (scenario, &game, &failures));
  g_assert_cmpuint (failures->len, ==, 2);
  g_assert_nonnull (strstr (((TsrScenarioFailure *) g_ptr_array_index (failures, 0))->message, "infected"));
  g_assert_nonnull (strstr (((TsrScenarioFailure *) g_ptr_array_index (failures, 1))->message, "destroyed"));
}

/* A rejected action expected as such, with the wrong code. */
static void
test_rejection_expectations (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD
    "  <players><player id=\"red\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <decks><tiles>base.E base.E</tiles></decks>\n"
    "  <script>\n"
    "    <place-tile x=\"0\" y=\"-1\" rotation=\"0\"/>\n"
    "    <expect><rejected code=\"not-adjacent\"/></expect>\n"
    "    <place-tile x=\"0\" y=\"-1\" rotation=\"180\"/>\n"
    "    <expect><rejected/></expect>\n"
    "  </script>\n"
    "</scenario>\n");
  g_autoptr(GPtrArray) failures = NULL;

  g_assert_false (tsr_scenario_run (scenario, NULL, &failures));
  g_assert_cmpuint (failures->len, ==, 2);
  g_assert_true (g_str_has_prefix (((TsrScenarioFailure *) g_ptr_array_index (failures, 0))->message,
                                   "expected the rejection not-adjacent, found edge-mismatch"));
  g_assert_cmpstr (((TsrScenarioFailure *) g_ptr_array_index (failures, 1))->message, ==,
                   "expected the action before to be rejected, found it accepted");
}

/* The start tile is the one that says so, wherever it is listed; the tile
 * placed this turn is the last one listed. */
static void
test_start_and_phase (void)
{
  g_autoptr(TsrScenario) scenario = test_load_text (
    HEAD
    "  <players><player id=\"red\"/><player id=\"blue\"/></players>\n"
    "  <board>\n"
    "    <tile type=\"base.E\" x=\"0\" y=\"-1\" rotation=\"180\"/>\n"
    "    <tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\" start=\"true\"/>\n"
    "  </board>\n"
    "  <decks><tiles>base.B</tiles></decks>\n"
    "  <turn player=\"blue\" phase=\"place-figure\"/>\n"
    "  <script><place-figure kind=\"meeple\" at=\"S2\"/></script>\n"
    "  <expect><score player=\"blue\" value=\"4\"/></expect>\n"
    "</scenario>\n");
  const TsrBoard *board = tsr_game_get_board (tsr_scenario_get_position (scenario));
  g_autofree char *xml = tsr_scenario_to_xml (scenario);

  g_assert_cmpstr (tsr_board_get_nth (board, 0)->type->id, ==, "base.D");
  g_assert_true (tsr_scenario_run (scenario, NULL, NULL));
  g_assert_nonnull (strstr (xml, "<turn player=\"blue\" phase=\"place-figure\"/>"));
}

/* Element positions: where the start tag begins, even spread over lines. */
static void
test_positions (void)
{
  static const char text[] = "<?xml version=\"1.0\"?>\n<a>\n  <b x=\"1\"\n     y=\"2\"/>  <c/>\n<d>é</d><e/></a>\n";
  g_autoptr(xmlDoc) doc = tsr_xml_read (text, strlen (text), "p.xml", NULL);
  xmlNode *a = xmlDocGetRootElement (doc);
  static const guint expected[][2] = { { 3, 3 }, { 4, 15 }, { 5, 1 }, { 5, 9 } };
  guint i = 0, line, column;

  for (xmlNode *node = a->children; node != NULL; node = node->next)
    if (node->type == XML_ELEMENT_NODE)
      {
        tsr_xml_node_position (node, &line, &column);
        g_assert_cmpuint (line, ==, expected[i][0]);
        g_assert_cmpuint (column, ==, expected[i][1]);
        i++;
      }
  g_assert_cmpuint (i, ==, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/scenario/bad-corpus", test_bad_corpus);
  g_test_add_func ("/core/scenario/hostile-sizes", test_hostile_sizes);
  g_test_add_func ("/core/scenario/round-trip", test_round_trip);
  g_test_add_func ("/core/scenario/save-played-position", test_save_played_position);
  g_test_add_func ("/core/scenario/flood-dry-mark-saved", test_flood_dry_mark_saved);
  g_test_add_func ("/core/scenario/bridges-saved", test_bridges_saved);
  g_test_add_func ("/core/scenario/save-play", test_save_play);
  g_test_add_func ("/core/scenario/save-file", test_save_file);
  g_test_add_func ("/core/scenario/save-fails-midway", test_save_fails_midway);
  g_test_add_func ("/core/scenario/checker", test_checker);
  g_test_add_func ("/core/scenario/checker-bridges", test_checker_bridges);
  g_test_add_func ("/core/scenario/checker-neutral-figures", test_checker_neutral_figures);
  g_test_add_func ("/core/scenario/one-rainbow", test_one_rainbow);
  g_test_add_func ("/core/scenario/failures", test_failures);
  g_test_add_func ("/core/scenario/rejection-expectations", test_rejection_expectations);
  g_test_add_func ("/core/scenario/feature-property-failures", test_feature_property_failures);
  g_test_add_func ("/core/scenario/start-and-phase", test_start_and_phase);
  g_test_add_func ("/core/scenario/positions", test_positions);

  return g_test_run ();
}
