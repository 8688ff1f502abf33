/* test-edit-mode.c: building a position by hand in edit mode
 *
 * Driven as a person drives the window: clicks on the palette, the
 * board and the sidebar, and keys pressed over the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-app-test-util.h"
#include "tsr-board-view.h"
#include "tsr-palette.h"

/* A palette item whose tooltip starts with @data. */
static gboolean
item_with_tooltip (GtkWidget *widget,
                   gpointer   data)
{
  const char *tooltip = tooltip_of (widget);

  return GTK_IS_FLOW_BOX_CHILD (gtk_widget_get_parent (widget)) && tooltip != NULL &&
         g_str_has_prefix (tooltip, data);
}

static void
click_item (GtkWidget  *palette,
            const char *tooltip)
{
  GtkWidget *item = find_first (palette, item_with_tooltip, (gpointer) tooltip);

  g_assert_nonnull (item);
  scroll_into_view (item);
  pointer_click_widget (item);

}

/* Clicks the middle of the tile at (x, y) of the board. */
static void
click_tile (GtkWindow *window,
            gint32     x,
            gint32     y)
{
  TsrBoardView *board = TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
  GdkRectangle area;

  tsr_board_view_center_on (board, x, y);
  drain_main_context ();
  tsr_board_view_get_tile_area (board, x, y, &area);
  pointer_click (GTK_WIDGET (board), area.x + area.width / 2.0, area.y + area.height / 2.0, 1);
}

/* Presses @key with the pointer over the middle of the tile at (x, y). */
static void
key_over_tile (GtkWindow  *window,
               gint32      x,
               gint32      y,
               const char *key)
{
  TsrBoardView *board = TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
  GdkRectangle area;

  tsr_board_view_get_tile_area (board, x, y, &area);
  key_press_at (GTK_WIDGET (board), area.x + area.width / 2.0, area.y + area.height / 2.0, key);
}

/* The index of the figure of @name on the board, or -1. */
static int
find_figure (TsrGame    *game,
             const char *name)
{
  TsrFigureKind kind;

  g_assert_true (tsr_figure_kind_from_string (name, &kind));
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (tsr_game_get_figure (game, i)->kind == kind)
      return i;

  return -1;
}

static GtkWindow *
open_in_edit (Fixture    *fixture,
              const char *name)
{
  GtkWindow *window = open_example (fixture, name);

  run (window, "win.mode", g_variant_new_string ("edit"));
  return window;
}

/* The figures of nobody's the modules in play declare are in the
 * palette, and go where the board is clicked: there is one of each, so
 * the Black Dragon on the board moves. */
static void
test_neutral_figures (Fixture       *fixture,
                      gconstpointer  data)
{
  GtkWindow *window = open_in_edit (fixture, "black-dragon-example-1.tessera");
  GtkWidget *palette = find_widget (GTK_WIDGET (window), TSR_TYPE_PALETTE);
  const TsrFigure *dragon;

  click_item (palette, "Black Dragon: on the board");
  g_assert_cmpstr (tsr_palette_get_tool (TSR_PALETTE (palette)), ==, "figure:black-dragon");
  click_tile (window, 2, -1);
  /* The first edit under a script asks what becomes of it. */
  respond ("keep");
  g_assert_cmpint (find_figure (game_of (window), "black-dragon"), >=, 0);
  dragon = tsr_game_get_figure (game_of (window), find_figure (game_of (window), "black-dragon"));
  g_assert_cmpint (dragon->x, ==, 2);
  g_assert_cmpint (dragon->y, ==, -1);
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 4);
}

/* The tornado, beside the board before its tile is played, is in the
 * palette too. */
static void
test_tornado_figure (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWindow *window = open_in_edit (fixture, "disasters-example-2-tornado.tessera");
  GtkWidget *palette = find_widget (GTK_WIDGET (window), TSR_TYPE_PALETTE);

  g_assert_cmpint (find_figure (game_of (window), "tornado"), <, 0);
  click_item (palette, "tornado: beside the board");
  click_tile (window, 0, 0);
  respond ("keep");
  g_assert_cmpint (find_figure (game_of (window), "tornado"), >=, 0);
  g_assert_cmpint (tsr_game_get_figure (game_of (window), find_figure (game_of (window), "tornado"))->x, ==, 0);
}

/* Delete over the Black Dragon takes the dragon away and leaves its
 * tile; once nothing stands there, Delete takes the tile. */
static void
test_delete_dragon (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_in_edit (fixture, "black-dragon-example-1.tessera");
  guint n_figures = tsr_game_get_n_figures (game_of (window));

  /* A click with no tool gives the board the keyboard and changes nothing. */
  click_tile (window, 0, -1);
  key_over_tile (window, 0, -1, "Delete");
  respond ("keep");
  g_assert_cmpint (find_figure (game_of (window), "black-dragon"), <, 0);
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, n_figures - 1);
  g_assert_nonnull (tsr_board_get (tsr_game_get_board (game_of (window)), 0, -1));

  key_over_tile (window, 0, -1, "Delete");
  g_assert_null (tsr_board_get (tsr_game_get_board (game_of (window)), 0, -1));
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, n_figures - 1);
}

/* A row of the rules panel titled @data has this switch. */
static gboolean
switch_in_row (GtkWidget *widget,
               gpointer   data)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW);

  return GTK_IS_SWITCH (widget) && row != NULL &&
         g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), data);
}

/* The panel is built again after every change: the switch is looked
 * for each time. */
static void
click_switch (GtkWindow  *window,
              const char *title)
{
  GtkWidget *toggle = find_first (GTK_WIDGET (window), switch_in_row, (gpointer) title);

  g_assert_nonnull (toggle);
  scroll_into_view (toggle);
  pointer_click_widget (toggle);
}

static guint
deck_count_set (TsrGame    *game,
                const char *set)
{
  guint n = 0;

  for (guint i = 0; i < tsr_game_get_deck_size (game); i++)
    n += g_str_equal (tsr_game_get_deck_tile (game, i)->set, set);

  return n;
}

/* An expansion switched on in the Rules tab brings its tiles into the
 * deck; switched off, they leave it. */
static void
test_switch_on_fills_deck (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  guint box;

  run (window, "win.new", NULL);
  box = tsr_game_get_deck_size (game_of (window));
  show_sidebar (window, "rules");
  click_switch (window, "Natural Disasters");
  g_assert_true (tsr_game_has_module (game_of (window), "disasters"));
  g_assert_cmpuint (deck_count_set (game_of (window), "disasters"), >, 0);
  g_assert_cmpuint (tsr_game_get_deck_size (game_of (window)), ==, box + deck_count_set (game_of (window), "disasters"));
  g_assert_true (tsr_game_deck_is_box (game_of (window)));

  click_switch (window, "Natural Disasters");
  g_assert_false (tsr_game_has_module (game_of (window), "disasters"));
  g_assert_cmpuint (tsr_game_get_deck_size (game_of (window)), ==, box);

  run (window, "win.undo", NULL);
  g_assert_cmpuint (deck_count_set (game_of (window), "disasters"), >, 0);
}

/* More tiles of a kind on the board than the box holds: the palette says
 * so in words, with no negative count. */
static void
test_more_than_the_box (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkWindow *window = activate (fixture);
  GtkWidget *palette;
  GtkWidget *item;
  const TsrTileType *type = tsr_catalogue_lookup (tsr_catalogue_get_default (), "base.B");

  run (window, "win.new", NULL);
  palette = find_widget (GTK_WIDGET (window), TSR_TYPE_PALETTE);
  click_item (palette, "monastery (base.B)");
  for (guint i = 0; i < type->count + 2; i++)
    click_tile (window, (gint32) i + 1, 0);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, type->count + 3);

  item = find_first (palette, item_with_tooltip, (gpointer) "monastery (base.B)");
  g_assert_cmpstr (tooltip_of (item), ==,
                   "monastery (base.B): 2 more on the board than the box holds");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (item))), ==, "0");
}

/* @label shows its whole text: nothing cut, every line it wraps into
 * has room. */
static void
assert_whole_text (GtkWidget *label)
{
  int natural, height;

  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  if (!gtk_label_get_wrap (GTK_LABEL (label)))
    {
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_width (label), >=, natural);
    }
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (label), &height, NULL, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_height (label), >=, height);
}

/* The reading of a variant shows whole in the Rules tab at the usual
 * width, in play and in edit mode, where a click on another reading
 * chooses it. */
static void
test_variant_readings (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "black-dragon-example-1.tessera");
  const char *reading = "Reaching the score is enough: 50 brings it in.";
  GtkWidget *label;

  show_sidebar (window, "rules");
  label = find_first (GTK_WIDGET (window), label_reads, (gpointer) reading);
  g_assert_nonnull (label);
  scroll_into_view (label);
  assert_whole_text (label);

  run (window, "win.mode", g_variant_new_string ("edit"));
  label = find_first (GTK_WIDGET (window), label_reads, (gpointer) reading);
  g_assert_nonnull (label);
  scroll_into_view (label);
  assert_whole_text (label);

  /* Opened, the row offers the other reading, whole too. */
  pointer_click_widget (label);
  label = find_first (GTK_WIDGET (window), label_reads, (gpointer) "The score must be passed: 51 or more.");
  g_assert_nonnull (label);
  scroll_into_view (label);
  assert_whole_text (label);
  pointer_click_widget (label);
  respond ("keep");
  g_assert_cmpstr (tsr_game_get_variant (game_of (window), "black-dragon.comparison"), ==, "above");
}

/* The tile deck, top first, as ids separated by spaces. */
static char *
deck_ids (TsrGame *game)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < tsr_game_get_deck_size (game); i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? " " : "", tsr_game_get_deck_tile (game, i)->id);

  return g_string_free (g_steal_pointer (&ids), FALSE);
}

static void
assert_deck (GtkWindow  *window,
             const char *ids)
{
  g_autofree char *deck = deck_ids (game_of (window));

  g_assert_cmpstr (deck, ==, ids);
}

/* The row of the tile deck showing @data (a tile id, its tooltip). */
static gboolean
deck_row (GtkWidget *widget,
          gpointer   data)
{
  return GTK_IS_LIST_BOX_ROW (widget) && g_strcmp0 (tooltip_of (widget), data) == 0;
}

static gboolean
button_with_tooltip (GtkWidget *widget,
                     gpointer   data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (tooltip_of (widget), data) == 0;
}

static gboolean
is_picture (GtkWidget *widget,
            gpointer   data)
{
  return GTK_IS_IMAGE (widget) && gtk_image_get_paintable (GTK_IMAGE (widget)) != NULL;
}

static GtkWidget *
find_row (GtkWindow  *window,
          const char *id)
{
  GtkWidget *row = find_first (find_widget (GTK_WIDGET (window), TSR_TYPE_PALETTE), deck_row, (gpointer) id);

  g_assert_nonnull (row);
  scroll_into_view (row);
  return row;
}

/* Clicks the button @tooltip of the deck's row of @id. */
static void
click_in_row (GtkWindow  *window,
              const char *id,
              const char *tooltip)
{
  GtkWidget *button = find_first (find_row (window, id), button_with_tooltip, (gpointer) tooltip);

  g_assert_nonnull (button);
  pointer_click_widget (button);
}

/* The tile deck is a list of tiles shown by picture and name, reordered
 * by its buttons and by dragging, and every change is undone. */
static void
test_deck_list (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWindow *window = open_in_edit (fixture, "black-dragon-example-1.tessera");
  GtkWidget *row, *above;

  assert_deck (window, "base.L base.U base.V");
  row = find_row (window, "base.L");
  g_assert_true (shows_text (row, tsr_tile_type_get_name (tsr_catalogue_lookup (tsr_catalogue_get_default (),
                                                                                "base.L"))));
  g_assert_false (shows_text (row, "base.L"));
  g_assert_nonnull (find_first (row, is_picture, NULL));

  click_in_row (window, "base.L", "Move Down");
  respond ("keep");
  assert_deck (window, "base.U base.L base.V");
  click_in_row (window, "base.V", "Remove");
  assert_deck (window, "base.U base.L");

  /* base.L dragged onto the place of base.U, the top. */
  row = find_row (window, "base.L");
  above = find_row (window, "base.U");
  pointer_drag (row, 8, gtk_widget_get_height (row) / 2.0, 8, -gtk_widget_get_height (above) / 2.0);
  assert_deck (window, "base.L base.U");

  run (window, "win.undo", NULL);
  assert_deck (window, "base.U base.L");
  run (window, "win.undo", NULL);
  assert_deck (window, "base.U base.L base.V");
  run (window, "win.undo", NULL);
  assert_deck (window, "base.L base.U base.V");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/edit/neutral-figures", Fixture, NULL,
              fixture_setup, test_neutral_figures, fixture_teardown);
  g_test_add ("/app/edit/tornado-figure", Fixture, NULL,
              fixture_setup, test_tornado_figure, fixture_teardown);
  g_test_add ("/app/edit/delete-dragon", Fixture, NULL,
              fixture_setup, test_delete_dragon, fixture_teardown);
  g_test_add ("/app/edit/switch-on-fills-deck", Fixture, NULL,
              fixture_setup, test_switch_on_fills_deck, fixture_teardown);
  g_test_add ("/app/edit/variant-readings", Fixture, NULL,
              fixture_setup, test_variant_readings, fixture_teardown);
  g_test_add ("/app/edit/deck-list", Fixture, NULL,
              fixture_setup, test_deck_list, fixture_teardown);
  g_test_add ("/app/edit/more-than-the-box", Fixture, NULL,
              fixture_setup, test_more_than_the_box, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();

  return status;
}
