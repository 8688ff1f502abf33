/* test-import.c: a JCloisterZone game opened in the window
 *
 * Handed over as the file manager hands a file (or `tessera GAME.jcz`),
 * the game opens in Play at its last step, every score explained in the
 * Steps panel; it belongs to no file, so saving asks where, offering a
 * scenario named after the game, and never writes over the game.  Open
 * Recent keeps the game as a game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-app-test-util.h"
#include "tsr-window-private.h"

static GFile *
game_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "jcz", name, NULL);

  return g_file_new_for_path (path);
}

static void
open_from_outside (Fixture *fixture,
                   GFile   *file)
{
  GtkWindow *window = activate (fixture);

  g_application_open (G_APPLICATION (fixture->app), &file, 1, "");
  while (_tsr_window_is_loading (TSR_WINDOW (window)))
    g_main_context_iteration (NULL, TRUE);
  settle (200);
}

static void
test_open (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(GFile) file = game_file ("first-turns.jcz");
  GtkWindow *window;
  TsrDocument *document;
  const TsrGame *game;

  open_from_outside (fixture, file);
  window = activate (fixture);
  document = document_of (window);
  game = game_of (window);

  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_null (tsr_document_get_file (document));
  g_assert_false (tsr_document_get_modified (document));
  g_assert_cmpint (tsr_document_get_mode (document), ==, TSR_DOCUMENT_PLAY);
  g_assert_cmpstr (tsr_document_get_title (document), ==, "First turns");
  g_assert_nonnull (strstr (gtk_window_get_title (window), "First turns"));
  g_assert_cmpuint (tsr_game_get_position (game), ==, tsr_game_get_n_steps (game));
  g_assert_cmpint (tsr_game_get_player (game, 0)->score, ==, 4);
  g_assert_cmpint (tsr_game_get_player (game, 1)->score, ==, 4);

  /* Every score, explained, and the discard. */
  show_sidebar (window, "steps");
  g_assert_true (shows_step_text (window, "Alice scores 4 for the city on the south side of the tile at (0, -1): "
                                          "2 tiles × 2 = 4."));
  g_assert_true (shows_step_text (window, "Bob scores 4 for the road on the south side of the tile at (1, 0): "
                                          "4 tiles = 4."));
  g_assert_true (shows_step_text (window, "fits nowhere on the board"));
}

/* Saving asks where, offering the game's name as a scenario's. */
static void
test_save_asks_where (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GFile) file = game_file ("bridges.jcz");
  GtkWindow *window;
  GtkWindow *chooser;
  g_autofree char *name = NULL;

  open_from_outside (fixture, file);
  window = activate (fixture);
  key_press (GTK_WIDGET (window), "ctrl+s");
  chooser = wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==, GTK_FILE_CHOOSER_ACTION_SAVE);
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (name, ==, "Bridges.tessera");
  key_press (GTK_WIDGET (chooser), "Escape");
  for (guint i = 0; i < 100 && find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL; i++)
    settle (25);
  g_assert_null (tsr_document_get_file (document_of (window)));
}

/* The recent list keeps the game with its own type. */
static void
test_recent (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GFile) file = game_file ("river.jcz");
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr(GtkRecentInfo) info = NULL;

  open_from_outside (fixture, file);
  info = gtk_recent_manager_lookup_item (gtk_recent_manager_get_default (), uri, NULL);
  g_assert_nonnull (info);
  g_assert_cmpstr (gtk_recent_info_get_mime_type (info), ==, "application/x-jcloisterzone-game");
  g_assert_cmpstr (tsr_document_get_title (document_of (activate (fixture))), ==, "river");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/import/open", Fixture, NULL, fixture_setup, test_open, fixture_teardown);
  g_test_add ("/app/import/save-asks-where", Fixture, NULL, fixture_setup, test_save_asks_where, fixture_teardown);
  g_test_add ("/app/import/recent", Fixture, NULL, fixture_setup, test_recent, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();
  return status;
}
