/* test-open-fails.c: a file that does not open changes nothing
 *
 * Driven as a person does: Ctrl+O, the answer to "Save Changes?", the
 * path typed into the file chooser, the error dialog's Close button.
 * Whether the file fails to be read (a named pipe), to parse or to make
 * sense, or is a JCloisterZone game that is damaged or needs what Tessera
 * lacks, the window must be exactly as before: the scenario, its unsaved
 * edits and their draft, the modified flag, the undo stack, the mode and
 * the step shown, the file it belongs to.  A file given from outside
 * asks about unsaved edits as Open does, and a load under way gives way
 * to an edit but not to a save.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "tsr-app-test-util.h"
#include "tsr-window-private.h"

/* Everything a failed open must leave as it was. */
typedef struct
{
  char           *xml;
  char           *uri;         /* the file the window holds, or NULL */
  char           *title;       /* the window's */
  char           *draft;       /* the draft's contents, or NULL */
  gboolean        modified;
  gboolean        can_undo;
  gboolean        can_redo;
  TsrDocumentMode mode;
  guint           shown;       /* the step the board shows */
  guint           generation;  /* of the game shown */
} Snapshot;

static void
snapshot_clear (Snapshot *snapshot)
{
  g_free (snapshot->xml);
  g_free (snapshot->uri);
  g_free (snapshot->title);
  g_free (snapshot->draft);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Snapshot, snapshot_clear)

static char *
draft_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tessera", "draft.tessera", NULL);
}

static void
take_snapshot (GtkWindow *window,
               Snapshot  *snapshot)
{
  TsrDocument *document = document_of (window);
  GFile *file = tsr_document_get_file (document);
  g_autofree char *draft = draft_path ();

  snapshot->xml = tsr_document_to_xml (document);
  snapshot->uri = file != NULL ? g_file_get_uri (file) : NULL;
  snapshot->title = g_strdup (gtk_window_get_title (window));
  if (!g_file_get_contents (draft, &snapshot->draft, NULL, NULL))
    snapshot->draft = NULL;
  snapshot->modified = tsr_document_get_modified (document);
  snapshot->can_undo = tsr_document_can_undo (document);
  snapshot->can_redo = tsr_document_can_redo (document);
  snapshot->mode = tsr_document_get_mode (document);
  snapshot->shown = tsr_game_get_position (game_of (window));
  snapshot->generation = tsr_document_get_generation (document);
}

static void
assert_unchanged (GtkWindow      *window,
                  const Snapshot *before)
{
  g_auto(Snapshot) after = { 0 };

  take_snapshot (window, &after);
  g_assert_cmpstr (after.xml, ==, before->xml);
  g_assert_cmpstr (after.uri, ==, before->uri);
  g_assert_cmpstr (after.title, ==, before->title);
  g_assert_cmpstr (after.draft, ==, before->draft);
  g_assert_cmpint (after.modified, ==, before->modified);
  g_assert_cmpint (after.can_undo, ==, before->can_undo);
  g_assert_cmpint (after.can_redo, ==, before->can_redo);
  g_assert_cmpint (after.mode, ==, before->mode);
  g_assert_cmpuint (after.shown, ==, before->shown);
  g_assert_cmpuint (after.generation, ==, before->generation);
}

/* The ways a file fails: it cannot be read (a named pipe, which would
 * block a reader forever), it is not XML, it makes no sense; a
 * JCloisterZone game whose JSON breaks, or that an older version saved. */
typedef enum
{
  FAILS_TO_READ,
  FAILS_TO_PARSE,
  FAILS_TO_MEAN,
  GAME_FAILS_TO_PARSE,
  GAME_TOO_OLD,
} Failure;

static char *
make_bad_file (const char *dir,
               Failure     failure)
{
  char *path;

  switch (failure)
    {
    case FAILS_TO_READ:
      path = g_build_filename (dir, "pipe.tessera", NULL);
      g_assert_cmpint (mkfifo (path, 0600), ==, 0);
      return path;
    case FAILS_TO_PARSE:
      path = g_build_filename (dir, "broken.tessera", NULL);
      g_assert_true (g_file_set_contents (path, "<?xml version=\"1.0\"?>\n"
                                                "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n"
                                                "  <players>\n</scenario>\n", -1, NULL));
      return path;
    case GAME_FAILS_TO_PARSE:
      path = g_build_filename (dir, "broken.jcz", NULL);
      g_assert_true (g_file_set_contents (path, "{\n  \"appVersion\": \"5.7.0\",\n  \"initialRandom\": tru\n}\n",
                                          -1, NULL));
      return path;
    case GAME_TOO_OLD:
      path = g_build_filename (dir, "old.jcz", NULL);
      g_assert_true (g_file_set_contents (path, "{\"appVersion\": \"5.6.1\", \"initialSeed\": 4}", -1, NULL));
      return path;
    case FAILS_TO_MEAN:
    default:
      {
        g_autofree char *source = g_test_build_filename (G_TEST_DIST, "bad", "unknown-tile.tessera", NULL);
        g_autofree char *text = NULL;

        /* A copy: the test removes what it made. */
        g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
        path = g_build_filename (dir, "unknown-tile.tessera", NULL);
        g_assert_true (g_file_set_contents (path, text, -1, NULL));
        return path;
      }
    }
}

/* What the error dialog must quote from the file's problems. */
static const char *
problem_of (Failure failure)
{
  switch (failure)
    {
    case FAILS_TO_READ:
      return "it is a named pipe, not a file";
    case FAILS_TO_PARSE:
      return "broken.tessera:4:12:";
    case GAME_FAILS_TO_PARSE:
      return "broken.jcz:3:22: this JCloisterZone game is damaged";
    case GAME_TOO_OLD:
      return "old.jcz: the game was saved by JCloisterZone 5.6.1";
    case FAILS_TO_MEAN:
    default:
      return "unknown-tile.tessera:";
    }
}

/* Ctrl+O, then (when there are unsaved changes) Discard, then @path
 * typed into the file chooser; waits for the file to load or fail. */
static void
open_as_a_person (GtkWindow  *window,
                  const char *path)
{
  GtkWindow *chooser;

  key_press (GTK_WIDGET (window), "ctrl+o");
  if (tsr_document_get_modified (document_of (window)))
    click_button (wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG), "_Discard");

  chooser = wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  key_press (GTK_WIDGET (chooser), "ctrl+l");
  type_text (GTK_WIDGET (chooser), path);
  key_press (GTK_WIDGET (chooser), "Return");

  for (guint i = 0; i < 200 && (find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG) != NULL ||
                                _tsr_window_is_loading (TSR_WINDOW (window))); i++)
    settle (25);
  g_assert_null (find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  g_assert_false (_tsr_window_is_loading (TSR_WINDOW (window)));
}

static void
wait_for_no_dialog (void)
{
  for (guint i = 0; i < 100 && find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL; i++)
    settle (25);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}

/* The error dialog names the file and quotes the problem; its Close
 * button closes it. */
static void
close_error (Failure     failure,
             const char *path)
{
  GtkWindow *dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *heading = g_strdup_printf ("“%s” Could Not Be Opened", name);

  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, heading);
  g_assert_true (shows_text_soon (GTK_WIDGET (dialog), problem_of (failure)));
  click_button (dialog, "_Close");
  wait_for_no_dialog ();
}

/* A new scenario with an unsaved tile, once its draft is written; what
 * it is goes into @before. */
static void
make_unsaved_edit (GtkWindow *window,
                   Snapshot  *before)
{
  g_autofree char *draft = draft_path ();
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  run (window, "win.new", NULL);
  run (window, "win.tool", g_variant_new_string ("tile:base.A"));
  run (window, "win.activate-place", g_variant_new ("(iii)", 1, 0, (gint32) TSR_PORT_NONE));
  run (window, "win.cancel-tool", NULL);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 2);
  while (!g_file_test (draft, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  take_snapshot (window, before);
  g_assert_true (before->modified);
  g_assert_true (before->can_undo);
  g_assert_nonnull (before->draft);
  g_assert_cmpint (before->mode, ==, TSR_DOCUMENT_EDIT);
}

/* A new scenario with an unsaved tile and its draft: Discard, then a
 * file that fails.  The edit is still there, still unsaved, still
 * undoable, with its draft; closing still asks. */
static void
test_unsaved_edits (Fixture       *fixture,
                    gconstpointer  data)
{
  Failure failure = GPOINTER_TO_INT (data);
  GtkWindow *window = activate (fixture);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = make_bad_file (dir, failure);
  g_auto(Snapshot) before = { 0 };

  make_unsaved_edit (window, &before);
  open_as_a_person (window, path);
  close_error (failure, path);
  assert_unchanged (window, &before);

  /* Closing asks, as before: the edit is not lost. */
  gtk_window_close (window);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG))),
                   ==, "Save Changes?");
  respond ("cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  /* And the edit undoes as it did. */
  key_press (GTK_WIDGET (window), "ctrl+z");
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 1);

  g_remove (path);
  g_rmdir (dir);
}

/* An example open in Play mode, a step back from the end: a file that
 * fails leaves the mode, the step and the file held. */
static void
test_play_mode (Fixture       *fixture,
                gconstpointer  data)
{
  Failure failure = GPOINTER_TO_INT (data);
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = make_bad_file (dir, failure);
  g_auto(Snapshot) before = { 0 };

  g_assert_cmpint (tsr_document_get_mode (document_of (window)), ==, TSR_DOCUMENT_PLAY);
  run (window, "win.previous-step", NULL);
  take_snapshot (window, &before);
  g_assert_nonnull (before.uri);
  g_assert_false (before.modified);
  g_assert_cmpuint (before.shown, ==, tsr_game_get_n_steps (game_of (window)) - 1);

  open_as_a_person (window, path);
  close_error (failure, path);
  assert_unchanged (window, &before);

  g_remove (path);
  g_rmdir (dir);
}

/* The "Save Changes?" dialog, once it shows. */
static GtkWindow *
wait_for_save_changes (void)
{
  GtkWindow *dialog = wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Save Changes?");
  return dialog;
}

/* A file given from outside (`tessera FILE` to the running window, the
 * file manager) asks about unsaved edits as Open does: Cancel keeps
 * them, their draft and the modified flag; Discard opens the file. */
static void
test_open_from_outside (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  g_autoptr(GFile) file = example ("farms.tessera");
  g_autofree char *draft = draft_path ();
  g_auto(Snapshot) before = { 0 };

  make_unsaved_edit (window, &before);

  g_application_open (G_APPLICATION (fixture->app), &file, 1, "");
  click_button (wait_for_save_changes (), "_Cancel");
  wait_for_no_dialog ();
  settle (200);
  g_assert_false (_tsr_window_is_loading (TSR_WINDOW (window)));
  assert_unchanged (window, &before);

  g_application_open (G_APPLICATION (fixture->app), &file, 1, "");
  click_button (wait_for_save_changes (), "_Discard");
  wait_for_no_dialog ();
  while (_tsr_window_is_loading (TSR_WINDOW (window)))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_file_equal (tsr_document_get_file (document_of (window)), file));
  g_assert_false (tsr_document_get_modified (document_of (window)));
  g_assert_false (g_file_test (draft, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (fixture->app))), ==, 1);
}

/* The file manager hands over several files: the window opens the first
 * and says the others were left, not a silent loss. */
static void
test_open_several_from_outside (Fixture       *fixture,
                                gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  GFile *files[] = { example ("farms.tessera"), example ("first-turns.tessera"), example ("farms.tessera") };

  g_application_open (G_APPLICATION (fixture->app), files, G_N_ELEMENTS (files), "");
  while (_tsr_window_is_loading (TSR_WINDOW (window)))
    g_main_context_iteration (NULL, TRUE);
  settle (200);
  g_assert_true (g_file_equal (tsr_document_get_file (document_of (window)), files[0]));
  g_assert_true (shows_text (GTK_WIDGET (window), "2 more files were not opened"));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (fixture->app))), ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    g_object_unref (files[i]);
}

/* Saving while a file loads is no edit: the load goes on and opens the
 * file, with no word of being stopped. */
static void
test_save_while_loading (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  g_autoptr(GFile) second = example ("farms.tessera");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "mine.tessera", NULL);
  g_autoptr(GFile) mine = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  run (window, "win.new", NULL);
  run (window, "win.tool", g_variant_new_string ("tile:base.A"));
  run (window, "win.activate-place", g_variant_new ("(iii)", 1, 0, (gint32) TSR_PORT_NONE));
  run (window, "win.cancel-tool", NULL);

  /* The save comes before the main loop runs again, so before the load
   * could have ended. */
  tsr_window_load_file (TSR_WINDOW (window), second);
  g_assert_true (tsr_window_save_to (TSR_WINDOW (window), mine, &error));
  g_assert_no_error (error);
  g_assert_true (_tsr_window_is_loading (TSR_WINDOW (window)));
  while (_tsr_window_is_loading (TSR_WINDOW (window)))
    g_main_context_iteration (NULL, TRUE);
  settle (200);

  g_assert_true (g_file_equal (tsr_document_get_file (document_of (window)), second));
  g_assert_false (shows_text (GTK_WIDGET (window), "Opening the file was stopped"));

  g_remove (path);
  g_rmdir (dir);
}

/* A load under way gives way: to an edit made meanwhile (which it must
 * not overwrite), to a later load, to the window closing. */
static void
test_load_gives_way (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  g_autoptr(GFile) first = example ("first-turns.tessera");
  g_autoptr(GFile) second = example ("farms.tessera");
  GtkWindow *other;

  run (window, "win.new", NULL);
  run (window, "win.tool", g_variant_new_string ("tile:base.A"));
  /* The edit comes before the main loop runs again, so before the load
   * could have ended. */
  tsr_window_load_file (TSR_WINDOW (window), first);
  g_assert_true (_tsr_window_is_loading (TSR_WINDOW (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.activate-place", "(iii)", 1, 0, (gint32) TSR_PORT_NONE);
  g_assert_false (_tsr_window_is_loading (TSR_WINDOW (window)));
  settle (200);
  g_assert_null (tsr_document_get_file (document_of (window)));
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 2);
  g_assert_true (tsr_document_get_modified (document_of (window)));
  g_assert_true (shows_text_soon (GTK_WIDGET (window), "Opening the file was stopped"));

  /* The last file asked for is the one opened. */
  tsr_window_load_file (TSR_WINDOW (window), first);
  tsr_window_load_file (TSR_WINDOW (window), second);
  while (_tsr_window_is_loading (TSR_WINDOW (window)))
    g_main_context_iteration (NULL, TRUE);
  settle (200);
  g_assert_true (g_file_equal (tsr_document_get_file (document_of (window)), second));
  g_assert_false (tsr_document_get_modified (document_of (window)));

  /* A window closed while it loads goes quietly, and goes: nothing of
   * the load keeps it, nor shows a dialog for it. */
  other = GTK_WINDOW (tsr_window_new (fixture->app));
  g_object_add_weak_pointer (G_OBJECT (other), (gpointer *) &other);
  gtk_window_present (other);
  tsr_window_load_file (TSR_WINDOW (other), first);
  g_assert_true (_tsr_window_is_loading (TSR_WINDOW (other)));
  gtk_window_close (other);
  for (guint i = 0; i < 200 && other != NULL; i++)
    settle (25);
  g_assert_null (other);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (fixture->app))), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  static const struct
  {
    const char *name;
    Failure     failure;
  } failures[] = {
    { "unreadable", FAILS_TO_READ },
    { "not-xml", FAILS_TO_PARSE },
    { "meaningless", FAILS_TO_MEAN },
    { "damaged-game", GAME_FAILS_TO_PARSE },
    { "old-game", GAME_TOO_OLD },
  };
  int status;

  tsr_app_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (failures); i++)
    {
      g_autofree char *edits = g_strdup_printf ("/app/open-fails/unsaved-edits/%s", failures[i].name);
      g_autofree char *play = g_strdup_printf ("/app/open-fails/play-mode/%s", failures[i].name);

      g_test_add (edits, Fixture, GINT_TO_POINTER (failures[i].failure), fixture_setup, test_unsaved_edits,
                  fixture_teardown);
      g_test_add (play, Fixture, GINT_TO_POINTER (failures[i].failure), fixture_setup, test_play_mode,
                  fixture_teardown);
    }
  g_test_add ("/app/open-fails/load-gives-way", Fixture, NULL, fixture_setup, test_load_gives_way,
              fixture_teardown);
  g_test_add ("/app/open-fails/open-from-outside", Fixture, NULL, fixture_setup, test_open_from_outside,
              fixture_teardown);
  g_test_add ("/app/open-fails/open-several-from-outside", Fixture, NULL, fixture_setup,
              test_open_several_from_outside, fixture_teardown);
  g_test_add ("/app/open-fails/save-while-loading", Fixture, NULL, fixture_setup, test_save_while_loading,
              fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();
  return status;
}
