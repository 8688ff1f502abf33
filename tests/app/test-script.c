/* test-script.c: writing a rules test in the window
 *
 * The scenario panel, "Expect This", and the questions asked before a
 * change drops part of the script.  The panel and the board are driven
 * with real pointer clicks (pointer_click(): the X server delivers them),
 * the rest through the window's actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tsr-app-test-util.h"
#include "tsr-board-view.h"
#include "tsr-scenario-panel.h"
#include "tsr-test-text.h"

/* The label @data in a toast's button. */
static gboolean
toast_label_is (GtkWidget *widget,
                gpointer   data)
{
  for (GtkWidget *up = widget; up != NULL; up = gtk_widget_get_parent (up))
    if (g_str_equal (gtk_widget_get_css_name (up), "toast"))
      return label_reads (widget, data);

  return FALSE;
}

/* Clicks the mapped label reading @text under @root (a menu item, a
 * button). */
static void
click_label (GtkWidget  *root,
             const char *text)
{
  GtkWidget *label = find_first (root, label_reads, (gpointer) text);

  g_assert_nonnull (label);
  pointer_click_widget (label);
}

/* The first answer to the pending choice of the action named @name. */
static guint
find_named (TsrGame    *game,
            const char *name)
{
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));

  tsr_game_list_options (game, options);
  for (guint i = 0; i < options->len; i++)
    if (g_str_equal (tsr_action_kind_to_string (g_array_index (options, TsrAction, i).kind), name))
      return i;

  g_assert_not_reached ();
}

static guint
find_kind (TsrGame       *game,
           TsrActionKind  kind)
{
  return find_named (game, tsr_action_kind_to_string (kind));
}

/* Plays the active player's turn, taking the first answer each time. */
static void
play_a_turn (GtkWindow *window)
{
  gint active = tsr_game_get_active (game_of (window));

  for (guint i = 0; i < 12 && tsr_game_get_active (game_of (window)) == active; i++)
    run (window, "win.answer", g_variant_new_uint32 (0));
  g_assert_cmpint (tsr_game_get_active (game_of (window)), !=, active);
}

static char *
saved_text (GtkWindow  *window,
            const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "saved.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (tsr_window_save_to (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_unlink (path);
  return text;
}

/* Red's score, as the players panel shows it in Edit. */
static GtkSpinButton *
score_spin (GtkWindow *window)
{
  GtkWidget *spin = find_first (GTK_WIDGET (window), spin_in_row, (gpointer) "Score");

  g_assert_nonnull (spin);
  return GTK_SPIN_BUTTON (spin);
}

/* Play a turn, edit the score and undo it: the turn played stays, and
 * what is saved keeps every action and expectation. */
static void
test_edit_keeps_play (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "rainbow-bridge-example-1-connect.tessera");
  TsrDocument *document = document_of (window);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *original = tsr_document_to_xml (document);
  g_autofree char *saved = NULL;
  guint played, expects = test_count (original, "<expect>");
  int score;

  play_a_turn (window);
  played = tsr_game_get_n_actions (game_of (window));
  g_assert_cmpuint (played, >, 5);

  run (window, "win.mode", g_variant_new_string ("edit"));
  show_sidebar (window, "players");
  score = gtk_spin_button_get_value_as_int (score_spin (window));
  gtk_spin_button_set_value (score_spin (window), score + 7);
  drain_main_context ();

  /* The script stays, or goes, only as the user says. */
  g_assert_true (tsr_document_is_asking (document));
  respond ("keep");
  g_assert_false (tsr_document_is_asking (document));
  g_assert_cmpint (tsr_game_get_player (tsr_document_get_game (document), 0)->score, ==, score + 7);
  run (window, "win.undo", NULL);
  g_assert_cmpint (tsr_game_get_player (tsr_document_get_game (document), 0)->score, ==, score);

  run (window, "win.mode", g_variant_new_string ("play"));
  g_assert_cmpuint (tsr_game_get_n_actions (game_of (window)), ==, played);
  g_assert_false (shows_text (GTK_WIDGET (window), "No Steps Yet"));

  saved = saved_text (window, dir);
  g_assert_cmpuint (test_count (saved, "<expect>"), ==, expects);
  g_assert_cmpuint (test_count (saved, "<claim-rainbow-bridge"), ==, 1);
  g_assert_nonnull (strstr (saved, "<title>"));

  /* Discarding, clicked in the question, drops the script and keeps the
   * scenario's title, which the user did not ask to drop; undo brings
   * the script back. */
  run (window, "win.mode", g_variant_new_string ("edit"));
  gtk_spin_button_set_value (score_spin (window), score + 3);
  drain_main_context ();
  click_button (wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG), "_Discard");
  g_clear_pointer (&saved, g_free);
  saved = saved_text (window, dir);
  g_assert_cmpuint (test_count (saved, "<expect>"), ==, 0);
  g_assert_null (strstr (saved, "<script>"));
  g_assert_nonnull (strstr (saved, "<title>"));
  run (window, "win.undo", NULL);
  g_clear_pointer (&saved, g_free);
  saved = saved_text (window, dir);
  g_assert_cmpuint (test_count (saved, "<expect>"), ==, expects);
  g_assert_nonnull (strstr (saved, "<title>"));

  g_rmdir (dir);
}

/* The step where the script is about to steal. */
static guint
steal_pending (TsrDocument *document)
{
  TsrGame *game = tsr_document_get_game (document);

  for (guint p = tsr_game_get_n_steps (game); p > 0; p--)
    {
      tsr_document_go_to_step (document, p);
      game = tsr_document_get_game (document);
      if (tsr_game_is_at_rest (game) && g_str_equal (tsr_choice_kind_to_string (tsr_game_get_choice (game)->kind), "steal"))
        return p;
    }

  g_assert_not_reached ();
}

/* Letting it go where the script steals: asked first; kept, every
 * expectation is still saved; discarded, undo brings it back. */
static void
test_answer_differs (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "italica-example-2-steal.tessera");
  TsrDocument *document = document_of (window);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *original = tsr_document_to_xml (document);
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  guint expected = test_count (original, "<score ") + test_count (original, "<supply ") + test_count (original, "<pending ");

  g_assert_cmpuint (expected, ==, 5);
  steal_pending (document);
  run (window, "win.play-from-here", NULL);
  run (window, "win.answer", g_variant_new_uint32 (find_named (game_of (window), "pass")));
  g_assert_true (tsr_document_is_asking (document));
  respond ("keep");

  saved = saved_text (window, dir);
  g_assert_cmpuint (test_count (saved, "<score ") + test_count (saved, "<supply ") + test_count (saved, "<pending "), ==, expected);
  g_assert_null (strstr (saved, "<steal"));
  /* Kept: the steal's expectations now fail, and the panel says so. */
  g_assert_cmpuint (tsr_document_count_failures (document), >, 0);

  run (window, "win.undo", NULL);
  again = tsr_document_to_xml (document);
  g_assert_cmpstr (again, ==, original);

  steal_pending (document);
  run (window, "win.play-from-here", NULL);
  run (window, "win.answer", g_variant_new_uint32 (find_named (game_of (window), "pass")));
  respond ("cancel");
  g_clear_pointer (&again, g_free);
  again = tsr_document_to_xml (document);
  g_assert_cmpstr (again, ==, original);

  run (window, "win.answer", g_variant_new_uint32 (find_named (game_of (window), "pass")));
  respond ("discard");
  g_clear_pointer (&saved, g_free);
  saved = saved_text (window, dir);
  g_assert_cmpuint (test_count (saved, "<score "), ==, 0);
  g_assert_cmpuint (test_count (saved, "<pending "), ==, 1);
  run (window, "win.undo", NULL);
  g_clear_pointer (&again, g_free);
  again = tsr_document_to_xml (document);
  g_assert_cmpstr (again, ==, original);

  g_rmdir (dir);
}

static gboolean
row_titled (GtkWidget *widget,
            gpointer   data)
{
  return ADW_IS_ACTION_ROW (widget) && g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data);
}

/* The panel lists every expectation with how it stands; a click on one
 * shows its step and outlines what it is about. */
static void
test_panel (Fixture       *fixture,
            gconstpointer  data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "scenarios", "bridges", "v-loop-tile-once.tessera", NULL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "twice.tessera", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GString) changed = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWindow *window = activate (fixture);
  TsrDocument *document = document_of (window);
  AdwViewStack *stack = ADW_VIEW_STACK (find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));
  GtkWidget *panel = find_widget (GTK_WIDGET (window), TSR_TYPE_SCENARIO_PANEL);
  GtkRevealer *banner = GTK_REVEALER (find_widget (GTK_WIDGET (window), GTK_TYPE_REVEALER));
  GPtrArray *reports;
  const TsrExpectationReport *failing = NULL;
  GtkWidget *row;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  changed = g_string_new (text);
  g_assert_cmpuint (g_string_replace (changed, "value=\"once\"", "value=\"twice\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, changed->str, -1, NULL));
  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  drain_main_context ();

  /* The road read the other way: two expectations fail. */
  g_assert_cmpuint (adw_view_stack_page_get_badge_number (adw_view_stack_get_page (stack, panel)), ==, 2);
  g_assert_true (gtk_revealer_get_reveal_child (banner));
  g_assert_true (shows_text_soon (GTK_WIDGET (window), "2 expectations of this scenario do not hold."));
  click_label (GTK_WIDGET (banner), "Show Them");
  g_assert_true (adw_view_stack_get_visible_child (stack) == panel);

  reports = tsr_document_get_reports (document);
  for (guint i = 0; i < reports->len; i++)
    if (((TsrExpectationReport *) g_ptr_array_index (reports, i))->state == TSR_EXPECT_FAILS && failing == NULL)
      failing = g_ptr_array_index (reports, i);
  g_assert_nonnull (failing);
  g_assert_cmpuint (tsr_scenario_panel_get_n_rows (TSR_SCENARIO_PANEL (panel)), ==, reports->len);
  g_assert_true (shows_text (panel, "2 expectations do not hold."));
  g_assert_true (shows_text (panel, failing->text));
  g_assert_true (shows_text (panel, "Fails. Found instead: The road"));
  g_assert_false (shows_text (panel, "W2"));

  /* A click on the failing row: its step, its place outlined. */
  row = find_first (panel, row_titled, (gpointer) failing->text);
  g_assert_nonnull (row);
  tsr_document_go_to_step (document, 0);
  drain_main_context ();
  gtk_widget_grab_focus (row);
  pointer_click (row, 40, gtk_widget_get_height (row) / 2.0, 1);
  g_assert_cmpuint (tsr_game_get_position (game_of (window)), ==, failing->position);
  if (failing->has_place)
    {
      GArray *subject = tsr_board_view_get_subject (TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW)));

      g_assert_nonnull (subject);
      g_assert_cmpint (g_array_index (subject, TsrSubjectPart, 0).where.x, ==, failing->x);
    }

  /* Closed, the banner stays closed; another file's failures are news. */
  run (window, "win.dismiss-failures", NULL);
  g_assert_false (gtk_revealer_get_reveal_child (banner));
  g_assert_cmpuint (adw_view_stack_page_get_badge_number (adw_view_stack_get_page (stack, panel)), ==, 2);
  g_clear_object (&file);
  file = example ("first-turns.tessera");
  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  drain_main_context ();
  g_assert_cmpuint (adw_view_stack_page_get_badge_number (adw_view_stack_get_page (stack, panel)), ==, 0);
  g_assert_false (gtk_revealer_get_reveal_child (banner));

  g_remove (path);
  g_rmdir (dir);
}

static guint
n_reports (GtkWindow *window)
{
  return tsr_document_get_reports (document_of (window))->len;
}

static const char *
last_xml (GtkWindow *window,
          guint      back)
{
  GPtrArray *reports = tsr_document_get_reports (document_of (window));

  return ((TsrExpectationReport *) g_ptr_array_index (reports, reports->len - 1 - back))->xml;
}

static gboolean
button_with_tooltip (GtkWidget *widget,
                     gpointer   data)
{
  const char *tooltip = tooltip_of (widget);

  return GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget) && tooltip != NULL && g_str_has_prefix (tooltip, data);
}

static gboolean
has_xml (GtkWindow  *window,
         const char *xml)
{
  GPtrArray *reports = tsr_document_get_reports (document_of (window));

  for (guint i = 0; i < reports->len; i++)
    if (g_str_equal (((TsrExpectationReport *) g_ptr_array_index (reports, i))->xml, xml))
      return TRUE;

  return FALSE;
}

/* A rules test written by demonstration: a figure from the board's
 * menu, whose turn it is from the panel's, a refusal from its toast;
 * saved and loaded again, it passes. */
static void
test_expect_this (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "rainbow-bridge-example-1-connect.tessera");
  TsrBoardView *board = TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
  GtkWidget *panel = find_widget (GTK_WIDGET (window), TSR_TYPE_SCENARIO_PANEL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "demonstrated.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsrScenario) reloaded = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = NULL;
  GdkRectangle area;
  guint before = n_reports (window);

  /* The meeple on the bridge at (1, 0), right-clicked. */
  tsr_board_view_center_on (board, 1, 0);
  drain_main_context ();
  tsr_board_view_get_tile_area (board, 1, 0, &area);
  pointer_click (GTK_WIDGET (board), area.x + area.width / 2.0, area.y + area.height / 2.0, 3);
  click_label (GTK_WIDGET (board), "Expect This Figure Here");
  g_assert_cmpuint (n_reports (window), ==, before + 2);
  g_assert_nonnull (strstr (last_xml (window, 1), "<figure kind=\"meeple\" player=\"red\" x=\"1\" y=\"0\""));
  g_assert_nonnull (strstr (last_xml (window, 0), "<supply player=\"red\""));

  show_sidebar (window, "scenario");
  pointer_click_widget (find_first (panel, label_reads, (gpointer) "Expect This"));
  click_label (panel, "Whose Turn It Is");
  g_assert_cmpuint (n_reports (window), ==, before + 3);
  g_assert_nonnull (strstr (last_xml (window, 0), "<turn player=\"blue\""));
  summary = g_strdup_printf ("All %u expectations of the script hold.", before + 3);
  g_assert_true (shows_text (panel, summary));

  /* Blue's score from the players panel. */
  show_sidebar (window, "players");
  pointer_click_widget (find_first (GTK_WIDGET (window), button_with_tooltip, (gpointer) "Expect Blue’s score"));
  g_assert_cmpuint (n_reports (window), ==, before + 4);
  g_assert_true (has_xml (window, "<score player=\"blue\" value=\"2\"/>"));

  /* The prompt's own button: Blue is to draw, in one way. */
  pointer_click_widget (find_first (GTK_WIDGET (window), button_with_tooltip,
                                    (gpointer) "Expect this choice"));
  g_assert_cmpuint (n_reports (window), ==, before + 6);
  g_assert_true (has_xml (window, "<pending choice=\"draw\" player=\"blue\"/>"));
  g_assert_true (has_xml (window, "<options count=\"1\"/>"));

  /* Blue draws, and tries the tile far from the board. */
  run (window, "win.answer", g_variant_new_uint32 (find_kind (game_of (window), TSR_ACTION_DRAW)));
  run (window, "win.activate-place", g_variant_new ("(iii)", 40, 40, -1));
  g_assert_true (tsr_document_has_refusal (document_of (window)));
  pointer_click_widget (find_first (GTK_WIDGET (window), toast_label_is, (gpointer) "Expect This"));
  /* The refused action goes before the final checks, which still hold
   * after it. */
  g_assert_cmpuint (n_reports (window), ==, before + 7);
  g_assert_true (has_xml (window, "<rejected code=\"not-adjacent\"/>"));

  g_assert_true (tsr_window_save_to (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  reloaded = tsr_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (tsr_scenario_run (reloaded, NULL, &failures));
  g_assert_cmpuint (failures->len, ==, 0);

  g_unlink (path);
  g_rmdir (dir);
}

/* The title and the description are typed in the panel and saved. */
static void
test_title_typed (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWidget *panel = find_widget (GTK_WIDGET (window), TSR_TYPE_SCENARIO_PANEL);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *saved = NULL;

  show_sidebar (window, "scenario");
  gtk_editable_set_text (GTK_EDITABLE (find_widget (panel, ADW_TYPE_ENTRY_ROW)), "Red scores a road");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_widget (panel, GTK_TYPE_TEXT_VIEW))),
                            "Two turns, one road.", -1);
  drain_main_context ();
  g_assert_true (tsr_document_get_modified (document_of (window)));
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Red scores a road (unsaved)");

  saved = saved_text (window, dir);
  g_assert_nonnull (strstr (saved, "<title>Red scores a road</title>"));
  g_assert_nonnull (strstr (saved, "<description>Two turns, one road.</description>"));
  g_rmdir (dir);
}

/* A form feed or another control character no scenario file can hold,
 * typed or pasted into the title or the description, is left out, and
 * the scenario saves. */
static void
test_controls_dropped (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWidget *panel = find_widget (GTK_WIDGET (window), TSR_TYPE_SCENARIO_PANEL);
  GtkEditable *title = GTK_EDITABLE (find_widget (panel, ADW_TYPE_ENTRY_ROW));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (find_widget (panel, GTK_TYPE_TEXT_VIEW)));
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *saved = NULL;
  g_autofree char *description = NULL;
  GtkTextIter start, end;
  int position;

  show_sidebar (window, "scenario");
  gtk_editable_set_text (title, "Red\fscores");
  position = 3;
  gtk_editable_insert_text (title, " a\x01 road\x0b", -1, &position);
  gtk_text_buffer_set_text (buffer, "Two turns,\f\tone\x1f road.\n", -1);
  drain_main_context ();

  g_assert_cmpstr (gtk_editable_get_text (title), ==, "Red a roadscores");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  description = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_assert_cmpstr (description, ==, "Two turns,\tone road.\n");

  saved = saved_text (window, dir);
  g_assert_nonnull (strstr (saved, "<title>Red a roadscores</title>"));
  g_assert_nonnull (strstr (saved, "<description>Two turns,\tone road.\n</description>"));
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/script/edit-keeps-play", Fixture, NULL,
              fixture_setup, test_edit_keeps_play, fixture_teardown);
  g_test_add ("/app/script/answer-differs", Fixture, NULL,
              fixture_setup, test_answer_differs, fixture_teardown);
  g_test_add ("/app/script/panel", Fixture, NULL,
              fixture_setup, test_panel, fixture_teardown);
  g_test_add ("/app/script/expect-this", Fixture, NULL,
              fixture_setup, test_expect_this, fixture_teardown);
  g_test_add ("/app/script/controls-dropped", Fixture, NULL,
              fixture_setup, test_controls_dropped, fixture_teardown);
  g_test_add ("/app/script/title-typed", Fixture, NULL,
              fixture_setup, test_title_typed, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();

  return status;
}
