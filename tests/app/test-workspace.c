/* test-workspace.c: working on a scenario in the window
 *
 * Everything here goes through the window's actions (what its buttons,
 * keys and board clicks activate) and its file functions, and checks
 * what the document then holds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <glib/gstdio.h>

#include "expansions/tsr-black-dragon.h"
#include "expansions/tsr-disasters.h"
#include "expansions/tsr-rainbow-bridge.h"
#include "tsr-app-test-util.h"
#include "tsr-test-kinds.h"
#include "tsr-checker-panel.h"
#include "tsr-rules-window.h"

static void
click (GtkWindow *window,
       gint32     x,
       gint32     y,
       const char *port)
{
  TsrPort p = TSR_PORT_NONE;

  if (port != NULL)
    g_assert_true (tsr_port_from_string (port, &p));
  run (window, "win.activate-place", g_variant_new ("(iii)", x, y, (gint32) p));
}

/* The index of the first option of that kind (and rotation, for tiles;
 * figure and port, for figures; -1 for any). */
static guint
find_option_full (TsrGame       *game,
                  TsrActionKind  kind,
                  int            rotation,
                  int            figure,
                  int            port)
{
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));

  tsr_game_list_options (game, options);
  for (guint i = 0; i < options->len; i++)
    {
      const TsrAction *option = &g_array_index (options, TsrAction, i);

      if (option->kind == kind && (rotation < 0 || option->rotation == rotation) &&
          (figure < 0 || (int) option->figure == figure) && (port < 0 || (int) option->port == port))
        return i;
    }

  g_assert_not_reached ();
}

static guint
find_option (TsrGame       *game,
             TsrActionKind  kind,
             int            rotation)
{
  return find_option_full (game, kind, rotation, -1, -1);
}

/* A scenario with a script opens played through, ready to step back. */
static void
test_open_scenario (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  TsrDocument *document = document_of (window);
  TsrGame *game = game_of (window);

  g_assert_cmpstr (gtk_window_get_title (window), ==, "First turns");
  g_assert_cmpint (tsr_document_get_mode (document), ==, TSR_DOCUMENT_PLAY);
  g_assert_false (tsr_document_get_modified (document));
  g_assert_cmpuint (tsr_game_get_n_steps (game), ==, 15);
  g_assert_cmpuint (tsr_game_get_position (game), ==, 15);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game)), ==, 4);
  g_assert_cmpint (tsr_game_get_player (game, 0)->score, ==, 4);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_DRAW);
}

/* Edit mode: a tile and a figure put by hand, undone and redone. */
static void
test_edit_by_hand (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  TsrDocument *document = document_of (window);
  TsrPort port;

  run (window, "win.new", NULL);
  g_assert_cmpint (tsr_document_get_mode (document), ==, TSR_DOCUMENT_EDIT);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 1);

  /* base.E turned twice: its city faces the start tile's. */
  run (window, "win.tool", g_variant_new_string ("tile:base.E"));
  run (window, "win.rotate", NULL);
  run (window, "win.rotate", NULL);
  click (window, 0, -1, NULL);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 2);
  g_assert_cmpuint (tsr_board_get (tsr_game_get_board (game_of (window)), 0, -1)->rotation, ==, 2);
  g_assert_true (tsr_document_get_modified (document));

  run (window, "win.tool", g_variant_new_string ("figure:meeple:1"));
  click (window, 0, -1, "S2");
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 1);
  g_assert_cmpint (tsr_game_get_figure (game_of (window), 0)->player, ==, 1);
  g_assert_true (tsr_port_from_string ("S2", &port));
  g_assert_cmpint (tsr_game_get_figure (game_of (window), 0)->port, ==, port);
  g_assert_cmpint (tsr_game_get_supply (game_of (window), 1, TSR_FIGURE_MEEPLE), ==, 6);

  /* A figure where there is no tile is refused and changes nothing. */
  click (window, 5, 5, "N2");
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 1);

  run (window, "win.undo", NULL);
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 0);
  run (window, "win.undo", NULL);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 1);
  run (window, "win.redo", NULL);
  run (window, "win.redo", NULL);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 2);
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 1);
}

/* Play mode: answering through the board and the buttons' action, then
 * stepping back and forth through the trace. */
static void
test_play_and_step (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  TsrDocument *document = document_of (window);
  TsrGame *game = game_of (window);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  const TsrAction *place;
  guint steps, total;

  run (window, "win.answer", g_variant_new_uint32 (find_option (game, TSR_ACTION_DRAW, -1)));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_PLACE_TILE);

  /* The tile goes where the board is clicked, turned as shown (not yet). */
  tsr_game_list_options (game, options);
  place = &g_array_index (options, TsrAction, find_option (game, TSR_ACTION_PLACE_TILE, 0));
  click (window, place->x, place->y, NULL);
  g_assert_nonnull (tsr_board_get (tsr_game_get_board (game), place->x, place->y));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_FIGURE);

  run (window, "win.answer", g_variant_new_uint32 (find_option (game, TSR_ACTION_SKIP, -1)));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_DRAW);
  g_assert_cmpint (tsr_game_get_active (game), ==, 0);

  /* A tile where it cannot go is rejected and changes nothing. */
  run (window, "win.answer", g_variant_new_uint32 (find_option (game, TSR_ACTION_DRAW, -1)));
  steps = tsr_game_get_n_steps (game);
  g_assert_cmpuint (steps, >, 15);
  click (window, 40, 40, NULL);
  g_assert_null (tsr_board_get (tsr_game_get_board (game), 40, 40));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_PLACE_TILE);
  g_assert_cmpuint (tsr_game_get_n_steps (game), ==, steps);

  /* Undo and redo replay the script: the game is a new one each time. */
  run (window, "win.undo", NULL);
  game = game_of (window);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_DRAW);
  run (window, "win.redo", NULL);
  game = game_of (window);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_PLACE_TILE);
  g_assert_cmpuint (tsr_game_get_position (game), ==, steps);

  /* Back two steps and forward one: the board as it was then. */
  run (window, "win.previous-step", NULL);
  run (window, "win.previous-step", NULL);
  g_assert_cmpuint (tsr_game_get_position (game), ==, steps - 2);
  g_assert_true (tsr_document_is_browsing (document));
  run (window, "win.next-step", NULL);
  g_assert_cmpuint (tsr_game_get_position (game), ==, steps - 1);

  /* Nothing is answered while an earlier step is shown... */
  total = tsr_game_get_n_steps (game);
  click (window, 0, 5, NULL);
  g_assert_cmpuint (tsr_game_get_n_steps (game), ==, total);
  g_assert_cmpuint (tsr_game_get_position (game), ==, steps - 1);

  /* ...until the last step is shown again, or play goes on from there. */
  run (window, "win.next-step", NULL);
  g_assert_false (tsr_document_is_browsing (document));
  run (window, "win.previous-step", NULL);
  g_assert_true (tsr_document_is_browsing (document));
  run (window, "win.play-from-here", NULL);
  g_assert_false (tsr_document_is_browsing (document));
  g_assert_true (tsr_game_is_at_rest (game));
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_DRAW);
}

/* Saved, then loaded again: the same scenario, byte for byte. */
static void
test_save_and_reload (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "saved.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsrDocument) reloaded = tsr_document_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  run (window, "win.answer", g_variant_new_uint32 (find_option (game_of (window), TSR_ACTION_DRAW, -1)));
  g_assert_true (tsr_document_get_modified (document_of (window)));

  g_assert_true (tsr_window_save_to (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  g_assert_false (tsr_document_get_modified (document_of (window)));
  g_assert_true (g_file_equal (tsr_document_get_file (document_of (window)), file));

  g_assert_true (tsr_document_load_file (reloaded, file, &error));
  g_assert_no_error (error);
  before = tsr_document_to_xml (document_of (window));
  after = tsr_document_to_xml (reloaded);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (tsr_game_get_choice (tsr_document_get_game (reloaded))->kind, ==, TSR_CHOICE_PLACE_TILE);

  g_unlink (path);
  g_rmdir (dir);
}

/* A file that does not load says why, and the open scenario stays. */
static void
test_bad_file_changes_nothing (Fixture       *fixture,
                               gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "bad", "unknown-tile.tessera", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = tsr_document_to_xml (document_of (window));
  g_autofree char *after = NULL;

  g_assert_false (tsr_window_open_file (TSR_WINDOW (window), bad, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "unknown-tile.tessera:"));

  after = tsr_document_to_xml (document_of (window));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (gtk_window_get_title (window), ==, "First turns");
}

/* New with unsaved changes asks first; Cancel keeps them. */
static void
test_unsaved_changes_ask (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkWindow *window = activate (fixture);

  run (window, "win.new", NULL);
  run (window, "win.tool", g_variant_new_string ("tile:base.A"));
  click (window, 1, 0, NULL);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 2);

  run (window, "win.new", NULL);
  respond ("cancel");
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 2);
  g_assert_true (tsr_document_get_modified (document_of (window)));

  run (window, "win.new", NULL);
  respond ("discard");
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 1);
  g_assert_false (tsr_document_get_modified (document_of (window)));
}

/* A shipped example, opened from a copy of its file and changed: Ctrl+S
 * asks where, in the user's documents with the example's name, and so
 * does "Save Changes?", whose suggested answer says so; the example's
 * file is never written. */
static void
test_shipped_example_kept (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "first-turns.tessera", NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "first-turns.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) folder = NULL;
  g_autofree char *shipped = NULL;
  g_autofree char *after = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  GtkWindow *chooser;

  g_assert_true (g_file_get_contents (source, &shipped, NULL, NULL));
  g_assert_true (g_file_set_contents (path, shipped, -1, NULL));
  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  tsr_document_set_text (document_of (window), "My first turns", NULL);
  g_assert_true (tsr_document_get_modified (document_of (window)));

  key_press (GTK_WIDGET (window), "ctrl+s");
  chooser = wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_assert_cmpstr (name, ==, "first-turns.tessera");
  folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (chooser));
  g_assert_nonnull (folder);
  g_assert_false (g_file_has_prefix (file, folder));
  key_press (GTK_WIDGET (chooser), "Escape");
  for (guint i = 0; i < 100 && find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL; i++)
    settle (25);

  key_press (GTK_WIDGET (window), "ctrl+n");
  dialog = ADW_MESSAGE_DIALOG (wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, adw_message_dialog_get_default_response (dialog)),
                   ==, "_Save As…");
  key_press (GTK_WIDGET (dialog), "Return");
  chooser = wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  key_press (GTK_WIDGET (chooser), "Escape");
  for (guint i = 0; i < 100 && find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL; i++)
    settle (25);

  g_assert_true (tsr_document_get_modified (document_of (window)));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, shipped);
  g_remove (path);
  g_rmdir (dir);
}

/* Unsaved changes leave a draft behind a few seconds later; a later
 * window restores it. */
static void
test_draft_restored (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  TsrWindow *second;

  run (window, "win.new", NULL);
  run (window, "win.tool", g_variant_new_string ("tile:base.V"));
  click (window, -1, 0, NULL);
  g_assert_false (tsr_window_has_draft ());
  while (!tsr_window_has_draft () && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (tsr_window_has_draft ());

  second = tsr_window_new (fixture->app);
  tsr_window_restore_draft (second);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (tsr_document_get_game (
                      tsr_window_get_document (second)))), ==, 2);
  g_assert_true (tsr_document_get_modified (tsr_window_get_document (second)));
  gtk_window_destroy (GTK_WINDOW (second));
}

/* The app is killed with unsaved changes after their draft was written:
 * the next start offers the draft back, and nothing is lost. */
static void
test_draft_after_crash (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWindow *window;
  TsrGame *game;
  const TsrPlacedTile *tile;

  if (g_test_subprocess ())
    {
      gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

      window = activate (fixture);
      run (window, "win.new", NULL);
      run (window, "win.tool", g_variant_new_string ("tile:base.K"));
      run (window, "win.rotate", NULL);
      click (window, 0, 1, NULL);
      while (!tsr_window_has_draft () && g_get_monotonic_time () < deadline)
        g_main_context_iteration (NULL, TRUE);
      g_assert_true (tsr_window_has_draft ());
      raise (SIGKILL);
    }

  g_test_trap_subprocess (NULL, 30 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_failed ();
  g_assert_true (tsr_window_has_draft ());

  window = activate (fixture);
  respond ("restore");
  game = game_of (window);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game)), ==, 2);
  tile = tsr_board_get (tsr_game_get_board (game), 0, 1);
  g_assert_nonnull (tile);
  g_assert_cmpstr (tile->type->id, ==, "base.K");
  g_assert_cmpuint (tile->rotation, ==, 1);
  g_assert_true (tsr_document_get_modified (document_of (window)));
}

/* The checker lists what a hand-built position breaks. */
static void
test_checker (Fixture       *fixture,
              gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  TsrCheckerPanel *checker;

  run (window, "win.new", NULL);
  checker = TSR_CHECKER_PANEL (find_widget (GTK_WIDGET (window), TSR_TYPE_CHECKER_PANEL));
  g_assert_cmpuint (tsr_checker_panel_get_n_items (checker), ==, 0);

  /* base.E unturned shows its city to the start tile's road side. */
  run (window, "win.tool", g_variant_new_string ("tile:base.E"));
  click (window, 0, 1, NULL);
  g_assert_cmpuint (tsr_checker_panel_get_n_items (checker), ==, 1);
}

/* COVID-19 in the window: a token put by hand, then a spread answered on
 * the board. */
static void
test_covid (Fixture       *fixture,
            gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "covid-example-3a.tessera");
  TsrGame *game = game_of (window);

  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("infect"));
  g_assert_cmpint (tsr_game_get_token_supply (game, test_token_kind ("infection")), ==, 18);

  /* A click on the road spreads the infection there. */
  click (window, 1, 0, "E2");
  g_assert_cmpint (tsr_game_get_token_supply (game, test_token_kind ("infection")), ==, 17);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_FIGURE);

  /* A token put by hand in edit mode, and taken away again. */
  run (window, "win.mode", g_variant_new_string ("edit"));
  game = game_of (window);
  run (window, "win.tool", g_variant_new_string ("token:infection"));
  click (window, 0, 0, "S2");
  respond ("keep");
  g_assert_cmpuint (tsr_game_get_n_tokens (game_of (window)), ==, 3);
  g_assert_cmpint (tsr_game_get_token (game_of (window), 2)->kind, ==, test_token_kind ("infection"));
  run (window, "win.undo", NULL);
  g_assert_cmpuint (tsr_game_get_n_tokens (game_of (window)), ==, 2);
}

/* Steps back to the first step of @rule, plus @after steps, and plays
 * on from there. */
static void
play_from_rule (GtkWindow  *window,
                const char *rule,
                guint       after)
{
  TsrGame *game = game_of (window);
  guint found = 0;

  while (!g_str_equal (tsr_game_get_step (game, found)->rule, rule))
    found++;
  while (tsr_game_get_position (game) > found + after)
    run (window, "win.previous-step", NULL);
  run (window, "win.play-from-here", NULL);
}

/* The Black Dragon led by clicks, its path this turn kept for drawing. */
static void
test_black_dragon (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "black-dragon-example-1.tessera");
  TsrGame *game = game_of (window);
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  guint steps;

  /* Back to where its first step was just taken, and play on from there. */
  play_from_rule (window, "black-dragon.eat", 1);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("dragon-move"));
  g_assert_cmpuint (tsr_game_get_dragon_steps_left (game), ==, 2);
  g_assert_true (shows_text (GTK_WIDGET (window), "(steps left: 2)"));

  /* Every legal step is offered: east onto the new tile only (west and
   * north are empty, (0, -1) was its start). */
  tsr_game_list_options (game, options);
  g_assert_cmpuint (options->len, ==, 1);
  g_assert_cmpint (g_array_index (options, TsrAction, 0).x, ==, 1);
  g_assert_cmpint (g_array_index (options, TsrAction, 0).y, ==, 0);

  /* A click back where it started is refused and changes nothing. */
  steps = tsr_game_get_n_steps (game);
  click (window, 0, -1, NULL);
  g_assert_cmpuint (tsr_game_get_n_steps (game), ==, steps);

  click (window, 1, 0, NULL);
  g_assert_true (shows_text (GTK_WIDGET (window), "(steps left: 1)"));
  tsr_game_get_dragon_path (game, path);
  g_assert_cmpuint (path->len, ==, 3);
  g_assert_cmpint (g_array_index (path, TsrLocation, 2).x, ==, 1);
  g_assert_cmpint (g_array_index (path, TsrLocation, 2).y, ==, 0);

  /* The last step eats Blue's knight, and the list of steps names it. */
  click (window, 1, -1, NULL);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK)),
                                         "steps");
  drain_main_context ();
  g_assert_cmpint (tsr_game_get_supply (game, 2, TSR_FIGURE_MEEPLE), ==, 7);
  g_assert_true (shows_text_soon (GTK_WIDGET (window), "The Black Dragon eats Blue's meeple on the south side of the tile at (1, -1)"));
  g_assert_cmpint (tsr_game_get_active (game), ==, 1);
}

/* The chances of the one gladiator on the board. */
static guint
gladiator_chances (TsrGame *game)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (tsr_game_get_figure (game, i)->kind == test_figure_kind ("gladiator"))
      return tsr_game_get_figure (game, i)->state;

  g_assert_not_reached ();
}

/* A gladiator offered a score: the sentence names it, the buttons answer
 * it; in edit mode the gladiator tool turns a gladiator. */
static void
test_gladiator (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "italica-example-2-steal.tessera");
  TsrGame *game = game_of (window);

  play_from_rule (window, "italica.steal", 0);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("steal"));
  g_assert_true (shows_text (GTK_WIDGET (window),
                             "Red’s gladiator may steal Blue’s score for the city on the tile at (1, 0). Points at stake: 4."));
  g_assert_true (shows_text (GTK_WIDGET (window), "Let It Go"));

  run (window, "win.answer", g_variant_new_uint32 (find_option (game, test_action_kind ("pass"), -1)));
  /* The script stole: letting it go is asked about first. */
  respond ("discard");
  game = game_of (window);
  g_assert_cmpint (tsr_game_get_player (game, 1)->score, ==, 4);
  g_assert_cmpuint (gladiator_chances (game), ==, 2);

  /* By hand, in the position the scenario starts from: the gladiator tool
   * on Red's standing gladiator turns it sideways. */
  run (window, "win.mode", g_variant_new_string ("edit"));
  run (window, "win.tool", g_variant_new_string ("figure:gladiator:0"));
  g_assert_cmpuint (gladiator_chances (game_of (window)), ==, 3);
  click (window, 0, 0, "C");
  respond ("keep");
  g_assert_cmpuint (gladiator_chances (game_of (window)), ==, 2);
  run (window, "win.undo", NULL);
  g_assert_cmpuint (gladiator_chances (game_of (window)), ==, 3);
}

static gboolean
figure_stands (TsrGame       *game,
               TsrFigureKind  kind,
               gint32         x,
               gint32         y,
               TsrPort        port)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->kind == kind && figure->x == x && figure->y == y && figure->port == port)
        return TRUE;
    }

  return FALSE;
}

/* The Rainbow Bridge from the window: bought with a button, laid and
 * fallen from by clicking the marked places; in edit mode a palette tool
 * lays it and takes it away. */
static void
test_rainbow_bridge (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "rainbow-bridge-example-2-sneak.tessera");
  TsrGame *game = game_of (window);
  gint32 x, y;

  play_from_rule (window, "rainbow-bridge.claim", 0);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_PLACE_TILE);
  g_assert_true (shows_text (GTK_WIDGET (window), "Buy the Rainbow Bridge for 5 Points"));

  run (window, "win.answer", g_variant_new_uint32 (find_option (game, test_action_kind ("claim-rainbow-bridge"), -1)));
  g_assert_cmpint (tsr_game_get_player (game, 0)->score, ==, 2);
  g_assert_cmpint (tsr_game_get_rainbow_bridge (game, NULL, NULL, NULL), ==, TSR_RAINBOW_HELD);
  g_assert_true (shows_text (GTK_WIDGET (window), "holds the Rainbow Bridge"));

  click (window, 1, 0, NULL);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("place-bridge"));
  g_assert_true (shows_text (GTK_WIDGET (window), "tile fits only with the Rainbow Bridge"));
  click (window, 1, 0, NULL);
  g_assert_cmpint (tsr_game_get_rainbow_bridge (game, NULL, &x, &y), ==, TSR_RAINBOW_ON_TILE);
  g_assert_cmpint (x, ==, 1);
  g_assert_cmpint (y, ==, 0);

  /* The meeple or the phantom: a click on the bridge offers both. */
  run (window, "win.answer",
       g_variant_new_uint32 (find_option_full (game, TSR_ACTION_PLACE_FIGURE, -1, TSR_FIGURE_MEEPLE, TSR_PORT_SPAN)));
  /* The script put the meeple elsewhere: what it did after goes. */
  respond ("discard");
  game = game_of (window);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("land"));
  g_assert_true (shows_text (GTK_WIDGET (window), "A figure falls from the Rainbow Bridge"));
  click (window, 1, 0, "E2");
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("land"));
  click (window, 1, 0, "N1");
  g_assert_true (figure_stands (game, TSR_FIGURE_MEEPLE, 1, 0, TSR_PORT_N1));

  /* By hand: the rainbow tool lays it across the start tile's field
   * sides, taking it from where it was; the same click again lifts it. */
  run (window, "win.mode", g_variant_new_string ("edit"));
  run (window, "win.tool", g_variant_new_string ("piece:rainbow-bridge-ns"));
  click (window, 0, -1, NULL);
  /* The first edit under a script asks what becomes of it. */
  respond ("keep");
  g_assert_cmpint (tsr_game_get_rainbow_bridge (game_of (window), NULL, &x, &y), ==, TSR_RAINBOW_ON_TILE);
  g_assert_cmpint (y, ==, -1);
  g_assert_cmpuint (tsr_game_count_rainbow_bridges (game_of (window)), ==, 1);
  click (window, 0, -1, NULL);
  g_assert_cmpint (tsr_game_get_rainbow_bridge (game_of (window), NULL, NULL, NULL), ==, TSR_RAINBOW_BESIDE);
  run (window, "win.undo", NULL);
  g_assert_cmpint (tsr_game_get_rainbow_bridge (game_of (window), NULL, NULL, NULL), ==, TSR_RAINBOW_ON_TILE);
}

/* Ordinary bridges: each player's supply shown and set in the players
 * panel, and laid in play by clicks, one needed by the tile placed. */
static void
test_bridges (Fixture       *fixture,
              gconstpointer  data)
{
  static const char *text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"
    "  <rules><expansion id=\"bridges\"/></rules>\n"
    "  <players><player id=\"red\" name=\"Red\"/><player id=\"blue\" name=\"Blue\"/></players>\n"
    "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n"
    "  <decks><tiles>base.B base.U</tiles></decks>\n"
    "</scenario>\n";
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "bridges.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWindow *window = activate (fixture);
  GtkSpinButton *spin;
  guint supply;
  TsrGame *game;

  g_assert_true (tsr_player_stock_lookup ("bridge", &supply));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  drain_main_context ();

  game = game_of (window);
  g_assert_cmpint (tsr_game_get_stock (game, 0, supply), ==, 3);
  g_assert_true (shows_text (GTK_WIDGET (window), "3 bridges left"));

  /* Red gets one fewer by hand; undo gives it back. */
  /* The first player's row comes first. */
  spin = GTK_SPIN_BUTTON (find_first (GTK_WIDGET (window), spin_in_row, (gpointer) "Bridges Left"));
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (spin, 2);
  drain_main_context ();
  g_assert_cmpint (tsr_game_get_stock (game_of (window), 0, supply), ==, 2);
  g_assert_true (shows_text (GTK_WIDGET (window), "2 bridges left"));
  run (window, "win.undo", NULL);
  g_assert_cmpint (tsr_game_get_stock (game_of (window), 0, supply), ==, 3);

  /* The monastery fits beside the start tile's road only with a bridge
   * across it, which a click lays. */
  run (window, "win.mode", g_variant_new_string ("play"));
  game = game_of (window);
  run (window, "win.answer", g_variant_new_uint32 (find_option (game, TSR_ACTION_DRAW, -1)));
  click (window, 1, 0, NULL);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("place-bridge"));
  g_assert_true (shows_text (GTK_WIDGET (window), "fits only with a bridge"));
  click (window, 1, 0, NULL);
  g_assert_cmpint (tsr_board_get (tsr_game_get_board (game), 1, 0)->span, ==, TSR_AXIS_EW);
  g_assert_cmpint (tsr_game_get_stock (game, 0, supply), ==, 2);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_FIGURE);
  g_assert_true (shows_text (GTK_WIDGET (window), "2 bridges left"));

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Natural Disasters by clicks: the meteor aimed round the table. */
static void
test_meteor (Fixture       *fixture,
             gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "disasters-example-1-meteor.tessera");
  TsrGame *game = game_of (window);
  const TsrPlacedTile *tile;

  play_from_rule (window, "disasters.meteor-target", 0);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("meteor-target"));
  g_assert_true (shows_text (GTK_WIDGET (window), "Red drew a meteor and aims it at a tile in play"));
  click (window, 0, 0, NULL);
  g_assert_cmpuint (tsr_game_get_meteor_path (game)->len, ==, 0);
  click (window, 1, 0, NULL);
  g_assert_cmpuint (tsr_game_get_meteor_path (game)->len, ==, 1);
  g_assert_true (shows_text (GTK_WIDGET (window), "Blue may move the meteor’s aim") ||
                 shows_text (GTK_WIDGET (window), "Blue may move the meteor's aim"));
  run (window, "win.answer", g_variant_new_uint32 (find_option (game, test_action_kind ("pass"), -1)));
  g_assert_true (shows_text (GTK_WIDGET (window), "Red has the last word"));
  run (window, "win.answer", g_variant_new_uint32 (find_option (game, test_action_kind ("pass"), -1)));
  tile = tsr_board_get (tsr_game_get_board (game), 1, 0);
  g_assert_cmpstr (tile->type->id, ==, "disasters.meteor");
}

/* The flood put on a river tile by a click. */
static void
test_flood (Fixture       *fixture,
            gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "disasters-example-3-flood.tessera");
  TsrGame *game = game_of (window);
  gint32 x, y;
  gboolean spread;

  play_from_rule (window, "disasters.flood", 0);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("flood-target"));
  g_assert_true (shows_text (GTK_WIDGET (window), "chooses the river tile it takes"));
  click (window, 1, 0, NULL);
  g_assert_true (tsr_game_get_flood (game, &x, &y, &spread, NULL));
  g_assert_cmpint (x, ==, 1);
  g_assert_false (spread);
}

/* The tornado led square by square, and its follower set down. */
static void
test_tornado (Fixture       *fixture,
              gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "disasters-example-2-tornado.tessera");
  TsrGame *game = game_of (window);
  TsrFigure held;
  gint32 x, y;

  play_from_rule (window, "disasters.tornado", 1);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("tornado-move"));
  g_assert_true (shows_text (GTK_WIDGET (window), "(squares left: 12)"));
  click (window, 4, 0, NULL);
  click (window, 3, 0, NULL);
  g_assert_true (tsr_game_get_tornado_held (game, &held));
  g_assert_cmpint (held.player, ==, 0);
  g_assert_true (tsr_game_get_tornado_position (game, &x, &y));
  g_assert_cmpint (x, ==, 3);
  click (window, 2, 0, NULL);
  click (window, 1, 0, NULL);
  click (window, 0, 0, NULL);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("land"));
  g_assert_true (shows_text (GTK_WIDGET (window), "The tornado has stopped"));
  /* The ring stands where the field is named: its first port, E3. */
  click (window, 0, 0, "E3");
  /* The script set it down by S2: the answer differs, and is asked about. */
  respond ("keep");
  game = game_of (window);
  g_assert_true (figure_stands (game, TSR_FIGURE_MEEPLE, 0, 0, TSR_PORT_E3));
  g_assert_false (tsr_game_get_tornado_held (game, &held));
  g_assert_false (tsr_game_get_tornado_position (game, &x, &y));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/workspace/open-scenario", Fixture, NULL,
              fixture_setup, test_open_scenario, fixture_teardown);
  g_test_add ("/app/workspace/edit-by-hand", Fixture, NULL,
              fixture_setup, test_edit_by_hand, fixture_teardown);
  g_test_add ("/app/workspace/play-and-step", Fixture, NULL,
              fixture_setup, test_play_and_step, fixture_teardown);
  g_test_add ("/app/workspace/save-and-reload", Fixture, NULL,
              fixture_setup, test_save_and_reload, fixture_teardown);
  g_test_add ("/app/workspace/bad-file-changes-nothing", Fixture, NULL,
              fixture_setup, test_bad_file_changes_nothing, fixture_teardown);
  g_test_add ("/app/workspace/unsaved-changes-ask", Fixture, NULL,
              fixture_setup, test_unsaved_changes_ask, fixture_teardown);
  g_test_add ("/app/workspace/shipped-example-kept", Fixture, NULL,
              fixture_setup, test_shipped_example_kept, fixture_teardown);
  g_test_add ("/app/workspace/draft-restored", Fixture, NULL,
              fixture_setup, test_draft_restored, fixture_teardown);
  g_test_add ("/app/workspace/draft-after-crash", Fixture, NULL,
              fixture_setup, test_draft_after_crash, fixture_teardown);
  g_test_add ("/app/workspace/rainbow-bridge", Fixture, NULL,
              fixture_setup, test_rainbow_bridge, fixture_teardown);
  g_test_add ("/app/workspace/bridges", Fixture, NULL,
              fixture_setup, test_bridges, fixture_teardown);
  g_test_add ("/app/workspace/meteor", Fixture, NULL,
              fixture_setup, test_meteor, fixture_teardown);
  g_test_add ("/app/workspace/flood", Fixture, NULL,
              fixture_setup, test_flood, fixture_teardown);
  g_test_add ("/app/workspace/tornado", Fixture, NULL,
              fixture_setup, test_tornado, fixture_teardown);
  g_test_add ("/app/workspace/covid", Fixture, NULL,
              fixture_setup, test_covid, fixture_teardown);
  g_test_add ("/app/workspace/black-dragon", Fixture, NULL,
              fixture_setup, test_black_dragon, fixture_teardown);
  g_test_add ("/app/workspace/gladiator", Fixture, NULL,
              fixture_setup, test_gladiator, fixture_teardown);
  g_test_add ("/app/workspace/checker", Fixture, NULL,
              fixture_setup, test_checker, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();

  return status;
}
