/* test-compare-window.c: Compare Readings, as a person reaches it
 *
 * From the Rules tab and from the Rules reference, a click on a variant's
 * button opens the scenario replayed under each of its readings: where
 * they part, each reading's scores, expectations, figures and board with
 * the places where the boards differ outlined, and a reading saved as a
 * scenario of its own.  What the window shows is checked against the
 * core's own comparison of the same scenario.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tsr-app-test-util.h"
#include "tsr-board-view.h"
#include "tsr-compare-window.h"
#include "tsr-rules-window.h"

static GtkWindow *
open_test_scenario (Fixture    *fixture,
                    const char *module,
                    const char *name)
{
  GtkWindow *window = activate (fixture);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", module, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  drain_main_context ();
  return window;
}

/* The Rules tab's button comparing the readings of the variant @data. */
static gboolean
compare_button_for (GtkWidget *widget,
                    gpointer   data)
{
  GVariant *target;

  if (!GTK_IS_BUTTON (widget) || g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)),
                                            "win.compare-readings") != 0)
    return FALSE;

  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));
  return target != NULL && g_strcmp0 (g_variant_get_string (target, NULL), data) == 0;
}

/* A button of the Rules reference labelled "_Compare Readings", in the
 * row of the variant @data. */
static gboolean
reference_button_for (GtkWidget *widget,
                      gpointer   data)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Compare Readings") == 0 &&
         g_strcmp0 (g_object_get_data (G_OBJECT (widget), "variant"), data) == 0;
}

static gboolean
save_button (GtkWidget *widget,
             gpointer   data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

static guint
count_matches (GtkWidget   *widget,
               WidgetMatch  match,
               gpointer     data)
{
  guint n = match (widget, data) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_matches (child, match, data);

  return n;
}

/* The readings of @variant compared from the Rules tab: its button
 * clicked as a person does. */
static TsrCompareWindow *
compare_from_rules_tab (GtkWindow  *window,
                        const char *variant)
{
  GtkWidget *button;
  TsrCompareWindow *compare;

  show_sidebar (window, "rules");
  button = find_first (GTK_WIDGET (window), compare_button_for, (gpointer) variant);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_nonnull (tooltip_of (button));
  scroll_into_view (button);
  pointer_click_widget (button);

  compare = TSR_COMPARE_WINDOW (find_toplevel (TSR_TYPE_COMPARE_WINDOW));
  g_assert_nonnull (compare);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (compare)) == window);
  g_assert_false (gtk_window_get_modal (GTK_WINDOW (compare)));
  return compare;
}

/* What the core makes of the scenario the window has open. */
static TsrComparison *
core_comparison (GtkWindow  *window,
                 const char *variant)
{
  g_autoptr(TsrScenario) scenario = tsr_document_dup_scenario (document_of (window));
  g_autoptr(GError) error = NULL;
  TsrComparison *comparison = tsr_scenario_compare (scenario, variant, &error);

  g_assert_no_error (error);
  return comparison;
}

/* Each board is outlined where the core says it differs, and the window
 * shows each reading's scores and parting step as the core says them. */
static void
assert_readings_shown (TsrCompareWindow    *compare,
                       const TsrComparison *expected)
{
  const TsrComparison *shown = tsr_compare_window_get_comparison (compare);

  g_assert_cmpuint (shown->readings->len, ==, expected->readings->len);
  g_assert_cmpint (shown->differ, ==, expected->differ);
  g_assert_cmpuint (shown->first, ==, expected->first);

  for (guint r = 0; r < expected->readings->len; r++)
    {
      g_autofree char *scores = tsr_reading_describe_scores (g_ptr_array_index (expected->readings, r));
      g_autofree char *parting = tsr_comparison_explain_parting (expected, r);
      g_autoptr(GArray) differences = tsr_comparison_list_differences (expected, r);
      GArray *outlined = tsr_board_view_get_subject (tsr_compare_window_get_board (compare, r));

      g_assert_true (shows_text (GTK_WIDGET (compare), scores));
      if (parting != NULL)
        g_assert_true (shows_text (GTK_WIDGET (compare), parting));
      g_assert_cmpuint (outlined->len, ==, differences->len);
      g_assert_cmpmem (outlined->data, outlined->len * sizeof (TsrSubjectPart),
                       differences->data, differences->len * sizeof (TsrSubjectPart));
    }

  /* One Save as Scenario per reading. */
  g_assert_cmpuint (count_matches (GTK_WIDGET (compare), save_button, (gpointer) "_Save as Scenario…"), ==,
                    expected->readings->len);
}

/* Saving reading @index writes a scenario that loads with its value set. */
static void
assert_saves_reading (TsrCompareWindow *compare,
                      guint             index)
{
  const TsrComparison *comparison = tsr_compare_window_get_comparison (compare);
  const TsrReading *reading = g_ptr_array_index (comparison->readings, index);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "reading.tessera", NULL);
  g_autofree char *nowhere = g_build_filename (dir, "missing", "reading.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path (nowhere);
  g_autoptr(TsrScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (tsr_compare_window_save_reading (compare, index, file, &error));
  g_assert_no_error (error);
  loaded = tsr_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tsr_game_get_variant (tsr_scenario_get_position (loaded), comparison->variant), ==,
                   reading->value);

  /* A failure names the file. */
  g_assert_false (tsr_compare_window_save_reading (compare, index, missing, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, nowhere));

  g_remove (path);
  g_rmdir (dir);
}

/* The Black Dragon lands at exactly 50 under one reading only: the
 * readings part at step 7, the dragon and the meeple it ate are outlined
 * on both boards, and the second reading saves as a scenario of its own.
 * Asking again refreshes the same window. */
static void
test_readings_part (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_test_scenario (fixture, "black-dragon", "v-comparison-above-50.tessera");
  g_autoptr(TsrComparison) expected = core_comparison (window, "black-dragon.comparison");
  TsrCompareWindow *compare = compare_from_rules_tab (window, "black-dragon.comparison");
  g_autoptr(GArray) dragon_side = tsr_comparison_list_differences (expected, 0);

  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (compare)), "Compare Readings — "));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (compare)), "Exactly the arrival score"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "Reaching the score is enough: 50 brings it in."));
  g_assert_true (shows_text (GTK_WIDGET (compare), "The score must be passed: 51 or more."));
  g_assert_true (shows_text (GTK_WIDGET (compare), "“above”, as the scenario is set"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "The readings part at step 7."));
  g_assert_true (shows_text (GTK_WIDGET (compare),
                             "Red's score has reached 50: the Black Dragon lands on the tile at (0, -1)."));
  g_assert_true (shows_text (GTK_WIDGET (compare), "It is now Blue's turn."));
  g_assert_true (shows_text (GTK_WIDGET (compare), "The Black Dragon on the tile at (0, -1)"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "Red's meeple on the north side of the tile at (0, -1)"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "3 expectations do not hold"));
  /* In the player's words, not the file's. */
  g_assert_true (shows_text (GTK_WIDGET (compare), "Found instead:"));
  g_assert_false (shows_text (GTK_WIDGET (compare), "Line 26"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "Everything the file expects holds."));
  g_assert_cmpuint (dragon_side->len, >, 0);
  assert_readings_shown (compare, expected);
  assert_saves_reading (compare, 1);

  /* The same variant asked again: the same window, shown again. */
  gtk_widget_set_visible (GTK_WIDGET (compare), FALSE);
  g_assert_true (compare_from_rules_tab (window, "black-dragon.comparison") == compare);
  assert_readings_shown (compare, expected);
}

/* One road over and under its own bridge: scored 6 or 7, the readings
 * part where the road is scored but the boards end alike, so nothing is
 * outlined.  In Edit, the Rules tab's button is there too. */
static void
test_scores_part (Fixture       *fixture,
                  gconstpointer  data)
{
  GtkWindow *window = open_test_scenario (fixture, "bridges", "road-over-and-under-its-own-bridge.tessera");
  g_autoptr(TsrComparison) expected = NULL;
  TsrCompareWindow *compare;

  run (window, "win.mode", g_variant_new_string ("edit"));
  expected = core_comparison (window, "bridges.loop-tile");
  compare = compare_from_rules_tab (window, "bridges.loop-tile");

  g_assert_true (expected->differ);
  g_assert_true (shows_text (GTK_WIDGET (compare), "Red 6, Blue 0"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "Red 7, Blue 0"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "The board ends the same under every reading."));
  g_assert_cmpuint (tsr_board_view_get_subject (tsr_compare_window_get_board (compare, 0))->len, ==, 0);
  assert_readings_shown (compare, expected);
}

/* The road over its own bridge, counted before anything is played: no
 * step differs, what the file expects holds under one reading only.
 * Reached from the Rules reference, whose button shows only for modules
 * in play; a variant that cannot be compared is refused with a reason. */
static void
test_same_steps (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWindow *window = open_test_scenario (fixture, "bridges", "v-loop-tile-once.tessera");
  g_autoptr(TsrComparison) expected = core_comparison (window, "bridges.loop-tile");
  TsrRulesWindow *rules;
  TsrCompareWindow *compare;
  GtkWidget *button, *elsewhere;

  run (window, "win.show-rule", g_variant_new_string ("bridges.loop-tile"));
  rules = TSR_RULES_WINDOW (find_toplevel (TSR_TYPE_RULES_WINDOW));
  g_assert_nonnull (rules);
  button = find_first (GTK_WIDGET (rules), reference_button_for, (gpointer) "bridges.loop-tile");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  elsewhere = find_first (GTK_WIDGET (rules), reference_button_for, (gpointer) "black-dragon.comparison");
  g_assert_nonnull (elsewhere);
  g_assert_false (gtk_widget_get_visible (elsewhere));

  scroll_into_view (button);
  pointer_click_widget (button);
  compare = TSR_COMPARE_WINDOW (find_toplevel (TSR_TYPE_COMPARE_WINDOW));
  g_assert_nonnull (compare);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (compare)) == window);

  g_assert_false (expected->differ);
  g_assert_true (shows_text (GTK_WIDGET (compare), "Both readings play out the same."));
  g_assert_false (shows_text (GTK_WIDGET (compare), "The readings part"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "Once: a tile never counts twice for the same road."));
  g_assert_true (shows_text (GTK_WIDGET (compare), "Twice: the bridge counts as a tile of its own."));
  g_assert_true (shows_text (GTK_WIDGET (compare), "“once”, as the scenario is set"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "Everything the file expects holds."));
  g_assert_true (shows_text (GTK_WIDGET (compare), "2 expectations do not hold"));
  g_assert_true (shows_text (GTK_WIDGET (compare), "Red 0, Blue 0"));
  for (guint r = 0; r < 2; r++)
    g_assert_cmpuint (tsr_board_view_get_subject (tsr_compare_window_get_board (compare, r))->len, ==, 0);
  assert_readings_shown (compare, expected);
  assert_saves_reading (compare, 1);

  /* A module not in play: refused, and the dialog says why. */
  gtk_window_destroy (GTK_WINDOW (compare));
  run (window, "win.compare-readings", g_variant_new_string ("black-dragon.comparison"));
  g_assert_null (find_toplevel (TSR_TYPE_COMPARE_WINDOW));
  g_assert_true (shows_text (GTK_WIDGET (find_toplevel (ADW_TYPE_MESSAGE_DIALOG)), "does not switch on"));
  respond ("close");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/compare/readings-part", Fixture, NULL,
              fixture_setup, test_readings_part, fixture_teardown);
  g_test_add ("/app/compare/scores-part", Fixture, NULL,
              fixture_setup, test_scores_part, fixture_teardown);
  g_test_add ("/app/compare/same-steps", Fixture, NULL,
              fixture_setup, test_same_steps, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();

  return status;
}
