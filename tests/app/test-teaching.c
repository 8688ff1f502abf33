/* test-teaching.c: what a learner and a translator meet in the window
 *
 * The Steps panel in a player's words (tile names and pictures, places by
 * side and coordinates, the engine's ids only in tooltips), the board
 * outlining what the step shown is about, the scenario's story, rule
 * links, the Rules reference (its module filter and the interactions
 * between modules) and a translation previewed in it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tsr-app-test-util.h"
#include "tsr-board-view.h"
#include "tsr-rules-window.h"
#include "tsr-soak.h"

/* A label showing a tile id or a port code as a word of its own. */
static gboolean
label_with_engine_words (GtkWidget *widget,
                         gpointer   data)
{
  const char *text = text_shown (widget);

  return text != NULL && g_regex_match (data, text, 0, NULL);
}

/* An image whose tooltip is @data. */
static gboolean
image_with_tooltip (GtkWidget *widget,
                    gpointer   data)
{
  return GTK_IS_IMAGE (widget) && g_strcmp0 (tooltip_of (widget), data) == 0;
}

/* Every step of an example said without an engine id, the tile drawn
 * shown by its picture and named, the ids kept in the tooltip. */
static void
test_players_words (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "black-dragon-example-1.tessera");
  g_autoptr(GRegex) engine = g_regex_new ("\\b(base|river|covid|disasters|italica)\\.[A-Za-z0-9-]+|\\b[NESW][123]\\b",
                                          0, 0, NULL);
  GtkWidget *found;

  show_sidebar (window, "steps");
  show_first_steps (window);
  g_assert_true (shows_text_soon (GTK_WIDGET (window), "Yellow draws a tile: city cap with a three-way junction."));
  g_assert_true (shows_step_text (window, "The Black Dragon eats Blue's meeple on the south side of the tile at (1, -1)"));

  found = find_first (GTK_WIDGET (window), label_with_engine_words, engine);
  if (found != NULL)
    g_error ("the window shows “%s”", text_shown (found));

  g_assert_nonnull (find_first (GTK_WIDGET (window), image_with_tooltip, (gpointer) "city cap with a three-way junction"));
  g_assert_nonnull (find_first (GTK_WIDGET (window), label_with_tooltip,
                                (gpointer) "The Black Dragon eats Blue's meeple at (1, -1) S2"));
}

/* The parts of the board view's outline, as "KIND x,y" words. */
static char *
outlined (GtkWindow *window)
{
  static const char *kinds[] = { "tile", "feature", "figure", "way" };
  GArray *parts = tsr_board_view_get_subject (TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW)));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < parts->len; i++)
    {
      const TsrSubjectPart *part = &g_array_index (parts, TsrSubjectPart, i);

      g_string_append_printf (out, "%s%s %d,%d", out->len > 0 ? " " : "", kinds[part->kind], part->where.x, part->where.y);
    }

  return g_string_free (out, FALSE);
}

/* Going to a step outlines its subject; Edit outlines nothing. */
static void
test_step_outlined (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "black-dragon-example-1.tessera");
  TsrGame *game = game_of (window);
  g_autofree char *way = NULL;
  g_autofree char *scored = NULL;
  g_autofree char *editing = NULL;
  guint third_move = 0, road = 0, moves = 0;

  for (guint i = 0; i < tsr_game_get_n_steps (game); i++)
    {
      const char *rule = tsr_game_get_step (game, i)->rule;

      if (g_str_equal (rule, "black-dragon.move") && ++moves == 3)
        third_move = i;
      else if (g_str_equal (rule, "base.score-road"))
        road = i;
    }
  g_assert_cmpuint (third_move, >, 0);

  g_assert_true (tsr_document_go_to_step (document_of (window), third_move + 1));
  drain_main_context ();
  way = outlined (window);
  g_assert_cmpstr (way, ==, "way 0,-1 way 0,0 way 1,0 way 1,-1 tile 1,-1");

  g_assert_true (tsr_document_go_to_step (document_of (window), road + 1));
  drain_main_context ();
  scored = outlined (window);
  g_assert_cmpstr (scored, ==, "feature 2,0");

  run (window, "win.mode", g_variant_new_string ("edit"));
  editing = outlined (window);
  g_assert_cmpstr (editing, ==, "");
}

/* Whether a figure of a player stands on the square (x, y). */
static gboolean
figure_on_square (TsrGame *game,
                  gint32   x,
                  gint32   y)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (tsr_game_get_figure (game, i)->player >= 0 && tsr_game_get_figure (game, i)->x == x &&
        tsr_game_get_figure (game, i)->y == y)
      return TRUE;

  return FALSE;
}

/* Clicking the steps of the meteor's strike in the Steps panel shows
 * the board they tell of: the meteor where the struck tile was, and
 * Blue's farmer gone home with it. */
static void
test_strike_steps (Fixture       *fixture,
                   gconstpointer  data)
{
  static const char *steps[] = {
    "The meteor strikes the tile at (1, 0), which leaves the game.",
    "Blue's meeple in the north-west corner of the tile at (1, 0) goes back to its owner with the destroyed tile.",
  };
  GtkWindow *window = open_example (fixture, "disasters-example-1-meteor.tessera");

  show_sidebar (window, "steps");
  show_first_steps (window);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      GtkWidget *label = find_first_soon (GTK_WIDGET (window), label_reads, (gpointer) steps[i]);
      TsrGame *game;
      const TsrPlacedTile *tile;

      g_assert_nonnull (label);
      pointer_click_widget (label);
      game = game_of (window);
      g_assert_cmpuint (tsr_game_get_position (game), ==, 3 + i);
      tile = tsr_board_get (tsr_game_get_board (game), 1, 0);
      g_assert_nonnull (tile);
      g_assert_cmpstr (tile->type->id, ==, "disasters.meteor");
      g_assert_false (figure_on_square (game, 1, 0));
    }
}

/* The rows of the Steps panel's @list in view, top to bottom, as
 * "RULE: SENTENCE" lines, and how many rows the list holds. */
static char *
rows_in_view (GtkWidget *list,
              guint     *n_rows)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) ys = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  *n_rows = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *sentence = find_widget (row, GTK_TYPE_INSCRIPTION);
      GtkWidget *link = find_widget (row, GTK_TYPE_LINK_BUTTON);
      graphene_rect_t bounds;
      double y;
      guint at = 0;

      if (sentence == NULL || link == NULL)
        continue;
      ++*n_rows;
      if (!gtk_widget_get_child_visible (row) || !gtk_widget_compute_bounds (sentence, scroller, &bounds) ||
          bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller))
        continue;
      y = bounds.origin.y;
      while (at < ys->len && g_array_index (ys, double, at) < y)
        at++;
      g_array_insert_val (ys, at, y);
      g_ptr_array_insert (lines, at, g_strdup_printf ("%s: %s", gtk_link_button_get_uri (GTK_LINK_BUTTON (link)),
                                                      gtk_inscription_get_text (GTK_INSCRIPTION (sentence))));
    }
  for (guint i = 0; i < lines->len; i++)
    g_string_append_printf (out, "%s\n", (char *) g_ptr_array_index (lines, i));
  return g_string_free (out, FALSE);
}

/* Moves to step @position and checks that the rows in view show, in
 * order, the steps around it: each its own rule and sentence, whatever
 * step its row showed before. */
static void
check_jump (GtkWindow *window,
            GtkWidget *list,
            guint      position)
{
  TsrGame *game;
  g_autofree char *shown = NULL;
  gboolean found = FALSE;
  guint n_rows, n_lines;

  tsr_document_go_to_step (tsr_window_get_document (TSR_WINDOW (window)), position);
  settle (200);
  game = game_of (window);
  shown = rows_in_view (list, &n_rows);

  g_assert_cmpuint (n_rows, >, 0);

  /* The rows in view are a run of steps in order, the step moved to
   * among them.  Steps can read alike, so every run is tried. */
  n_lines = 0;
  for (const char *c = shown; *c != '\0'; c++)
    n_lines += *c == '\n';
  g_assert_cmpuint (n_lines, >, 0);
  for (guint first = 0; first + n_lines <= tsr_game_get_n_steps (game) && !found; first++)
    {
      g_autoptr(GString) expected = g_string_new (NULL);

      for (guint i = first; i < first + n_lines; i++)
        {
          g_autofree char *sentence = tsr_game_explain (game, tsr_game_get_step (game, i));

          g_string_append_printf (expected, "%s: %s\n", tsr_game_get_step (game, i)->rule, sentence);
        }
      found = g_str_equal (shown, expected->str) && position - 1 >= first && position - 1 < first + n_lines;
    }
  if (!found)
    g_error ("after moving to step %u the rows in view read:\n%s", position, shown);
}

/* A whole game with every module, hundreds of steps long, opens in Play
 * at its last step: that step's row is selected and scrolled into view;
 * a click on another row shows that step; a jump to a far step shows
 * the rows around it, each its own step. */
static void
test_long_game_steps (Fixture       *fixture,
                      gconstpointer  data)
{
  g_auto(GStrv) modules = tsr_soak_all_modules ();
  g_autoptr(GString) problem = g_string_new (NULL);
  g_autoptr(TsrScenario) scenario = tsr_soak_play_scenario (1, (const char * const *) modules, problem);
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "whole-game.tessera", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWindow *window = activate (fixture);
  GtkWidget *list, *scroller, *label;
  g_autofree char *last = NULL;
  graphene_rect_t bounds;
  TsrGame *game;
  guint n;

  g_assert_nonnull (scenario);
  g_assert_true (tsr_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  g_assert_true (tsr_window_open_file (TSR_WINDOW (window), file, &error));
  g_assert_no_error (error);
  run (window, "win.mode", g_variant_new_string ("play"));
  show_sidebar (window, "steps");
  settle (300);

  game = game_of (window);
  n = tsr_game_get_n_steps (game);
  g_assert_cmpuint (n, >, 200);
  g_assert_cmpuint (tsr_game_get_position (game), ==, n);
  list = find_widget (GTK_WIDGET (window), GTK_TYPE_LIST_VIEW);
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (list)))), ==, n - 1);

  /* The last step's sentence, shown whole inside the list's view. */
  last = tsr_game_explain (game, tsr_game_get_step (game, n - 1));
  label = find_first (list, label_reads, last);
  g_assert_nonnull (label);
  scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (gtk_widget_compute_bounds (label, scroller, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller));

  /* The row above it, clicked. */
  {
    g_autofree char *before = tsr_game_explain (game, tsr_game_get_step (game, n - 2));

    label = find_first (list, label_reads, before);
    g_assert_nonnull (label);
    pointer_click_widget (label);
    g_assert_cmpuint (tsr_game_get_position (game_of (window)), ==, n - 1);
  }

  /* Far jumps and back: the rows, bound to other steps each time, show
   * their own. */
  check_jump (window, list, 10);
  check_jump (window, list, n / 2);
  check_jump (window, list, 11);
  check_jump (window, list, n);

  g_unlink (path);
  g_rmdir (dir);
}

/* An item of the palette, which can be dragged onto the board. */
static gboolean
palette_item (GtkWidget *widget,
              gpointer   data)
{
  return gtk_widget_get_mapped (widget) && g_object_get_data (G_OBJECT (widget), "tool") != NULL;
}

/* Pointing at a feature lights it; leaving the board for the sidebar
 * leaves nothing pointed at. */
static void
test_hover_leaves (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  TsrBoardView *board = TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
  GtkWidget *sidebar, *item;
  GdkRectangle area;
  gint32 x, y;
  TsrPort port;

  show_sidebar (window, "steps");
  sidebar = find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);
  tsr_board_view_get_tile_area (board, 0, 0, &area);
  /* The start tile's city, along its north side. */
  pointer_move (GTK_WIDGET (board), area.x + area.width / 2.0, area.y + area.height / 8.0);
  g_assert_true (tsr_board_view_get_hover (board, &x, &y, &port));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 0);
  g_assert_cmpint (port, !=, TSR_PORT_NONE);

  pointer_move (sidebar, gtk_widget_get_width (sidebar) / 2.0, gtk_widget_get_height (sidebar) / 2.0);
  g_assert_false (tsr_board_view_get_hover (board, &x, &y, &port));

  /* Nor does a tile of the palette dragged over the board and on out of
   * it, where it is let go. */
  run (window, "win.mode", g_variant_new_string ("edit"));
  item = find_first (GTK_WIDGET (window), palette_item, NULL);
  g_assert_nonnull (item);
  pointer_press (item, gtk_widget_get_width (item) / 2.0, gtk_widget_get_height (item) / 2.0, TRUE);
  for (guint i = 1; i <= 4; i++)
    pointer_move (GTK_WIDGET (board), area.x + area.width * i / 4.0, area.y + area.height / 2.0);
  g_assert_true (tsr_board_view_get_hover (board, &x, &y, &port));
  pointer_move (item, gtk_widget_get_width (item) / 2.0, gtk_widget_get_height (item) / 2.0);
  pointer_press (item, gtk_widget_get_width (item) / 2.0, gtk_widget_get_height (item) / 2.0, FALSE);
  g_assert_false (tsr_board_view_get_hover (board, &x, &y, &port));
}

/* The rules reference: searchable, and opened at a rule. */
static void
test_rules_reference (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  TsrRulesWindow *rules;
  guint all;

  run (window, "win.show-rule", g_variant_new_string ("base.score-city"));
  rules = TSR_RULES_WINDOW (find_toplevel (TSR_TYPE_RULES_WINDOW));
  g_assert_nonnull (rules);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rules)) == window);

  all = tsr_rules_window_count_shown (rules);
  g_assert_cmpuint (all, >, 10);
  tsr_rules_window_search (rules, "ABBOT");
  g_assert_cmpuint (tsr_rules_window_count_shown (rules), >, 0);
  g_assert_cmpuint (tsr_rules_window_count_shown (rules), <, all);
  tsr_rules_window_search (rules, "no rule says this");
  g_assert_cmpuint (tsr_rules_window_count_shown (rules), ==, 0);
  tsr_rules_window_search (rules, NULL);

  /* For translators: the originals and the step explanations. */
  g_assert_false (shows_text (GTK_WIDGET (rules), "{player} draws a tile: {tile}."));
  tsr_rules_window_set_show_original (rules, TRUE);
  g_assert_true (shows_text (GTK_WIDGET (rules), "{player} draws a tile: {tile}."));
  tsr_rules_window_set_show_original (rules, FALSE);
}

/* A step's link to its rule, by its tooltip. */
static gboolean
link_with_tooltip (GtkWidget *widget,
                   gpointer   data)
{
  return GTK_IS_LINK_BUTTON (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (tooltip_of (widget), data) == 0;
}

/* The Steps panel tells the scenario's story above its steps, and a
 * step's rule is a link that opens the Rules reference without moving
 * the board to that step. */
static void
test_story_and_rule_links (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "rainbow-bridge-example-2-sneak.tessera");
  TsrGame *game = game_of (window);
  guint position = tsr_game_get_position (game);
  TsrRulesWindow *rules;
  GtkLinkButton *link;

  show_sidebar (window, "steps");
  g_assert_true (shows_text (GTK_WIDGET (window), "The Rainbow Bridge, example 2: sneaking into a city"));
  g_assert_true (shows_text (GTK_WIDGET (window), "Blue's knight holds the city to the north-east"));

  show_first_steps (window);
  link = GTK_LINK_BUTTON (find_first_soon (GTK_WIDGET (window), link_with_tooltip,
                                           (gpointer) "Open this rule in the Rules reference (base.draw)"));
  g_assert_nonnull (link);
  g_assert_cmpstr (gtk_link_button_get_uri (link), ==, "base.draw");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (link)), ==, "Drawing a tile");
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (link)));
  scroll_into_view (GTK_WIDGET (link));
  pointer_click_widget (GTK_WIDGET (link));
  drain_main_context ();
  rules = TSR_RULES_WINDOW (find_toplevel (TSR_TYPE_RULES_WINDOW));
  g_assert_nonnull (rules);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (rules)));
  g_assert_cmpuint (tsr_game_get_position (game_of (window)), ==, position);
}

/* A tooltip window on screen, with its text. */
static gboolean
tooltip_showing (GtkWidget *widget,
                 gpointer   data)
{
  return g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "GtkTooltipWindow") == 0 && gtk_widget_get_mapped (widget) &&
         shows_text (widget, data);
}

static gboolean
is_inscription (GtkWidget *widget,
                gpointer   data)
{
  return GTK_IS_INSCRIPTION (widget);
}

/* Whether the pointer resting over @widget brings up a tooltip that
 * reads @text. */
static gboolean
hover_shows (GtkWidget  *widget,
             const char *text)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));

  scroll_into_view (widget);
  /* From outside: a pointer resting there already brings up nothing. */
  pointer_move (widget, -3, -3);
  pointer_move (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0);
  for (guint i = 0; i < 60; i++)
    {
      if (find_first (root, tooltip_showing, (gpointer) text) != NULL)
        return TRUE;
      settle (50);
    }
  return FALSE;
}

/* The pointer resting on a step's rule link tells what the link does
 * and names the rule for experts, rather than only giving its address;
 * resting on the step's words gives them with the engine's ids. */
static void
test_step_tooltips (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWidget *link;
  GtkWidget *sentence;

  show_sidebar (window, "steps");
  show_first_steps (window);
  link = find_first_soon (GTK_WIDGET (window), link_with_tooltip,
                          (gpointer) "Open this rule in the Rules reference (base.draw)");
  g_assert_nonnull (link);
  g_assert_true (hover_shows (link, "Open this rule in the Rules reference (base.draw)"));
  /* Screen readers hear it as the link's description (when there are
   * any: under GTK_A11Y=none no widget has an accessible context). */
  if (g_strcmp0 (g_getenv ("GTK_A11Y"), "none") != 0)
    g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (link), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                       "Open this rule in the Rules reference (base.draw)"));

  /* The row: the link is in its top line, beside the turn. */
  sentence = find_first (gtk_widget_get_parent (gtk_widget_get_parent (link)), is_inscription, NULL);
  g_assert_nonnull (sentence);
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (sentence)), ==, "Red draws a tile: city cap.");
  g_assert_true (hover_shows (sentence, "Red draws a tile: base.E."));
}

/* A step's sentence on screen that its lines cut short. */
static gboolean
sentence_cut (GtkWidget *widget,
              gpointer   data)
{
  return GTK_IS_INSCRIPTION (widget) && gtk_widget_get_mapped (widget) &&
         gtk_inscription_get_text (GTK_INSCRIPTION (widget)) != NULL && text_shown (widget) == NULL;
}

/* Larger text (a new font, or Large Text) fits the steps' sentences
 * again: each keeps all of its words on screen.  One point larger
 * leaves the sidebar as wide as it was, so only the new font can make
 * the panel fit its rows again. */
static void
test_steps_follow_font (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *font = NULL;
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWidget *cut;

  g_object_get (settings, "gtk-font-name", &font, NULL);
  show_sidebar (window, "steps");
  show_first_steps (window);
  g_assert_true (shows_text_soon (GTK_WIDGET (window), "Red draws a tile: city cap."));
  g_assert_null (find_first (GTK_WIDGET (window), sentence_cut, NULL));

  g_object_set (settings, "gtk-font-name", "Sans 11", NULL);
  for (guint i = 0; i < 40 && find_first (GTK_WIDGET (window), sentence_cut, NULL) != NULL; i++)
    settle (50);
  cut = find_first (GTK_WIDGET (window), sentence_cut, NULL);
  g_object_set (settings, "gtk-font-name", font, NULL);
  if (cut != NULL)
    g_error ("“%s” is cut short", gtk_inscription_get_text (GTK_INSCRIPTION (cut)));
}

/* A shipped example tells its story in the user's language, and is
 * called by its translated title. */
static void
test_story_translated (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWindow *window;
  g_autofree char *name = NULL;

  tsr_i18n_set_language ("cs");
  window = open_example (fixture, "rainbow-bridge-example-2-sneak.tessera");
  show_sidebar (window, "steps");

  g_assert_true (shows_text (GTK_WIDGET (window), "Duhový most, příklad 2"));
  g_assert_false (shows_text (GTK_WIDGET (window), "sneaking into a city"));
  name = tsr_document_dup_display_name (document_of (window));
  g_assert_true (g_str_has_prefix (name, "Duhový most, příklad 2"));
  /* What is saved stays the file's own. */
  g_assert_cmpstr (tsr_document_get_title (document_of (window)), ==,
                   "The Rainbow Bridge, example 2: sneaking into a city");

  tsr_i18n_set_language ("en");
}

/* A translation file previewed as it is: its texts shown, what it lacks
 * or marks fuzzy flagged; a broken one is refused with its line. */
static void
test_translation_preview (Fixture       *fixture,
                          gconstpointer  data)
{
  static const char po[] =
    "msgid \"Drawing a tile\"\n"
    "msgstr \"Tažení dílku\"\n"
    "\n"
    "#, fuzzy\n"
    "msgid \"{player} draws a tile: {tile}.\"\n"
    "msgstr \"{player} si bere dílek: {tile}.\"\n";
  GtkWindow *window = open_example (fixture, "rainbow-bridge-example-2-sneak.tessera");
  g_autofree char *dir = g_dir_make_tmp (NULL, NULL);
  g_autofree char *path = g_build_filename (dir, "cs.po", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.po", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *explained = NULL;
  TsrRulesWindow *rules;

  g_assert_true (g_file_set_contents (path, po, -1, NULL));
  g_assert_true (g_file_set_contents (bad, "msgid \"a\"\nnonsense\n", -1, NULL));
  run (window, "win.show-rule", g_variant_new_string ("base.draw"));
  rules = TSR_RULES_WINDOW (find_toplevel (TSR_TYPE_RULES_WINDOW));

  g_assert_true (tsr_rules_window_preview_file (rules, path, &error));
  g_assert_no_error (error);
  g_assert_true (shows_text (GTK_WIDGET (rules), "Previewing cs.po (2 messages)"));
  g_assert_true (shows_text (GTK_WIDGET (rules), "Tažení dílku"));
  g_assert_true (shows_text (GTK_WIDGET (rules), "{player} si bere dílek: {tile}."));
  g_assert_true (shows_text (GTK_WIDGET (rules), "Needs review"));
  g_assert_true (shows_text (GTK_WIDGET (rules), "Not translated"));

  /* The preview is the Rules window's: the steps stay in the language
   * the window is in. */
  show_sidebar (window, "steps");
  /* The first step, brought into view as a click on it would. */
  g_assert_true (tsr_document_go_to_step (document_of (window), 1));
  explained = tsr_game_explain (game_of (window), tsr_game_get_step (game_of (window), 0));
  g_assert_cmpstr (explained, ==, "Red draws a tile: city cap.");
  g_assert_true (shows_text_soon (GTK_WIDGET (window), "Red draws a tile: city cap."));
  g_assert_false (shows_text (GTK_WIDGET (window), "si bere dílek"));

  g_assert_false (tsr_rules_window_preview_file (rules, bad, &error));
  g_assert_error (error, TSR_PO_ERROR, TSR_PO_ERROR_SYNTAX);
  g_assert_true (strstr (error->message, "bad.po:2: keyword \"nonsense\" unknown") != NULL);
  g_assert_true (shows_text (GTK_WIDGET (rules), "Tažení dílku"));

  g_assert_true (tsr_rules_window_preview_file (rules, NULL, NULL));
  g_assert_false (shows_text (GTK_WIDGET (rules), "Tažení dílku"));
  g_assert_null (tsr_i18n_get_preview ());

  g_remove (path);
  g_remove (bad);
  g_rmdir (dir);
}

/* A button whose tooltip starts with @data. */
static gboolean
button_with_tooltip (GtkWidget *widget,
                     gpointer   data)
{
  const char *tooltip = tooltip_of (widget);

  return GTK_IS_BUTTON (widget) && tooltip != NULL && g_str_has_prefix (tooltip, data);
}

/* A check button labelled @data. */
static gboolean
check_labelled (GtkWidget *widget,
                gpointer   data)
{
  return GTK_IS_CHECK_BUTTON (widget) &&
         g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), data) == 0;
}

/* The Rules reference shows the modules in play, others when asked, and
 * the interactions between the modules shown; an interaction's example
 * opens in the main window, after asking about unsaved changes. */
static void
test_rules_interactions (Fixture       *fixture,
                         gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "interaction-covid-tornado.tessera");
  const char *meteor = "Open “Rainbow Bridge and meteor: the bridge's tile destroyed”";
  TsrRulesWindow *rules;
  GtkWidget *rainbow, *open;
  guint in_play;

  run (window, "win.rules", NULL);
  rules = TSR_RULES_WINDOW (find_toplevel (TSR_TYPE_RULES_WINDOW));
  g_assert_nonnull (rules);
  in_play = tsr_rules_window_count_shown (rules);

  /* The base game, COVID-19 and Natural Disasters, and where they meet. */
  g_assert_true (shows_text (GTK_WIDGET (rules), "covid.test-positive"));
  g_assert_true (shows_text (GTK_WIDGET (rules), "disasters.tornado-swap"));
  g_assert_false (shows_text (GTK_WIDGET (rules), "italica.steal"));
  g_assert_false (shows_text (GTK_WIDGET (rules), "rainbow-bridge.fall"));
  g_assert_true (shows_text (GTK_WIDGET (rules), "A tornado carries a follower into an infection"));
  g_assert_false (shows_text (GTK_WIDGET (rules), "Falling from the Rainbow Bridge into an infection"));
  open = find_first (GTK_WIDGET (rules), button_with_tooltip, (gpointer) meteor);
  g_assert_nonnull (open);
  g_assert_false (gtk_widget_get_mapped (open));

  /* Ticking a module shows its rules and its interactions with those shown. */
  rainbow = find_first (GTK_WIDGET (rules), check_labelled, (gpointer) "The Rainbow Bridge");
  g_assert_nonnull (rainbow);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (rainbow), TRUE);
  drain_main_context ();
  g_assert_cmpuint (tsr_rules_window_count_shown (rules), >, in_play);
  g_assert_true (shows_text (GTK_WIDGET (rules), "rainbow-bridge.fall"));
  g_assert_true (shows_text (GTK_WIDGET (rules), "Falling from the Rainbow Bridge into an infection"));
  g_assert_true (shows_text (GTK_WIDGET (rules), "A meteor or the flood takes the Rainbow Bridge's tile"));
  g_assert_false (shows_text (GTK_WIDGET (rules), "The phantom may stay on the Rainbow Bridge"));

  /* Back to what is in play; a rule asked for is shown whatever its module. */
  tsr_rules_window_show_all_modules (rules, FALSE);
  g_assert_cmpuint (tsr_rules_window_count_shown (rules), ==, in_play);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (rainbow)));
  tsr_rules_window_show_rule (rules, "italica.steal");
  g_assert_true (shows_text (GTK_WIDGET (rules), "italica.steal"));
  tsr_rules_window_show_all_modules (rules, TRUE);

  /* Unsaved changes are asked about first; Cancel keeps the scenario. */
  g_assert_true (gtk_widget_get_mapped (open));
  tsr_document_set_modified (document_of (window), TRUE);
  g_signal_emit_by_name (open, "clicked");
  drain_main_context ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (rules)));
  respond ("cancel");
  g_assert_cmpstr (tsr_document_get_title (document_of (window)), ==,
                   "COVID-19 and tornado: carried into an infection");

  run (window, "win.rules", NULL);
  g_signal_emit_by_name (open, "clicked");
  drain_main_context ();
  respond ("discard");
  g_assert_cmpstr (tsr_document_get_title (document_of (window)), ==,
                   "Rainbow Bridge and meteor: the bridge's tile destroyed");
  g_assert_false (tsr_document_get_modified (document_of (window)));
  g_assert_true (tsr_game_has_module (game_of (window), "rainbow-bridge"));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/teaching/players-words", Fixture, NULL,
              fixture_setup, test_players_words, fixture_teardown);
  g_test_add ("/app/teaching/long-game-steps", Fixture, NULL,
              fixture_setup, test_long_game_steps, fixture_teardown);
  g_test_add ("/app/teaching/strike-steps", Fixture, NULL,
              fixture_setup, test_strike_steps, fixture_teardown);
  g_test_add ("/app/teaching/hover-leaves", Fixture, NULL,
              fixture_setup, test_hover_leaves, fixture_teardown);
  g_test_add ("/app/teaching/step-outlined", Fixture, NULL,
              fixture_setup, test_step_outlined, fixture_teardown);
  g_test_add ("/app/teaching/translation-preview", Fixture, NULL,
              fixture_setup, test_translation_preview, fixture_teardown);
  g_test_add ("/app/teaching/story-and-rule-links", Fixture, NULL,
              fixture_setup, test_story_and_rule_links, fixture_teardown);
  g_test_add ("/app/teaching/step-tooltips", Fixture, NULL,
              fixture_setup, test_step_tooltips, fixture_teardown);
  g_test_add ("/app/teaching/steps-follow-font", Fixture, NULL,
              fixture_setup, test_steps_follow_font, fixture_teardown);
  g_test_add ("/app/teaching/rules-reference", Fixture, NULL,
              fixture_setup, test_rules_reference, fixture_teardown);
  g_test_add ("/app/teaching/rules-interactions", Fixture, NULL,
              fixture_setup, test_rules_interactions, fixture_teardown);
  /* Last: it changes the language of the process. */
  g_test_add ("/app/teaching/story-translated", Fixture, NULL,
              fixture_setup, test_story_translated, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();

  return status;
}
