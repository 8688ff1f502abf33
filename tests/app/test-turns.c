/* test-turns.c: taking turns as a person does
 *
 * Everything here goes through the X server (xdotool): pointer clicks on
 * the board, its rings and popovers, and keys, never the window's
 * actions, since a click or a key must reach what a person's does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "tsr-app-test-util.h"
#include "tsr-board-view.h"
#include "tsr-window-private.h"

static TsrBoardView *
board_of (GtkWindow *window)
{
  return TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
}

static GtkWidget *
prompt_button (GtkWindow  *window,
               const char *label)
{
  GtkWidget *found = find_first_soon (GTK_WIDGET (window), label_reads, (gpointer) label);

  g_assert_nonnull (found);
  return gtk_widget_get_ancestor (found, GTK_TYPE_BUTTON);
}

static void
click_tile (GtkWindow *window,
            gint32     x,
            gint32     y)
{
  GdkRectangle area;

  tsr_board_view_get_tile_area (board_of (window), x, y, &area);
  pointer_click (GTK_WIDGET (board_of (window)), area.x + area.width / 2.0, area.y + area.height / 2.0, 1);
}

#define FIGURES_XML \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n" \
  "  <rules><expansion id=\"abbot\"/><expansion id=\"phantom\"/></rules>\n" \
  "  <players><player id=\"red\" name=\"Red\"/><player id=\"blue\" name=\"Blue\"/></players>\n" \
  "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n" \
  "  <decks><tiles>base.B base.B base.B base.B base.E base.E base.E base.E</tiles></decks>\n" \
  "  <turn player=\"red\" phase=\"draw\"/>\n" \
  "</scenario>\n"

/* A monastery south of the start tile, and its ring at the centre: with
 * the abbot and the phantom in play, three kinds of figure may go there,
 * so a click on the ring asks which. */
static GtkWindow *
ring_with_three_kinds (Fixture *fixture)
{
  GtkWindow *window = open_position (fixture, FIGURES_XML);

  pointer_click_widget (prompt_button (window, "Play"));
  pointer_click_widget (prompt_button (window, "Draw a Tile"));
  click_tile (window, 0, 1);
  if (tsr_game_get_choice (game_of (window))->kind == TSR_CHOICE_PLACE_TILE)
    click_tile (window, 0, 1);
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_FIGURE);
  /* Not so soon as to be the second half of a double-click. */
  settle (500);
  click_tile (window, 0, 1);
  return window;
}

static void
test_popover_pointer (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *label = data;
  GtkWindow *window = ring_with_three_kinds (fixture);
  TsrFigureKind kind;
  const TsrFigure *figure;

  GtkWidget *button = popover_button (label);

  g_assert_nonnull (button);
  /* The popover names the feature its answers are for. */
  g_assert_true (shows_text (gtk_widget_get_ancestor (button, GTK_TYPE_POPOVER),
                             "The monastery on the tile at (0, 1)"));
  pointer_click_widget (button);
  settle (200);
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 1);
  figure = tsr_game_get_figure (game_of (window), 0);
  g_assert_true (tsr_figure_kind_from_string (strstr (label, "Meeple") != NULL ? "meeple"
                                              : strstr (label, "Abbot") != NULL ? "abbot" : "phantom", &kind));
  g_assert_cmpint (figure->kind, ==, kind);
  g_assert_cmpint (figure->x, ==, 0);
  g_assert_cmpint (figure->y, ==, 1);
}

/* The same by keyboard alone: Tab to the ring at the centre, Return, then
 * Down to the kind wanted and Return. */
static void
test_popover_keyboard (Fixture       *fixture,
                       gconstpointer  data)
{
  static const char *const kinds[] = { "meeple", "abbot", "phantom" };
  guint index = GPOINTER_TO_UINT (data);
  GtkWindow *window = open_position (fixture, FIGURES_XML);
  TsrBoardView *board = board_of (window);
  TsrBoardMark mark = { 0 };
  TsrFigureKind kind;
  const TsrFigure *figure;

  pointer_click_widget (prompt_button (window, "Play"));
  pointer_click_widget (prompt_button (window, "Draw a Tile"));
  gtk_widget_grab_focus (GTK_WIDGET (board));
  /* Tab to the square south of the start tile, Return to turn the tile
   * to fit there, Return again to place it. */
  for (guint i = 0; i < 8 && !(mark.x == 0 && mark.y == 1); i++)
    {
      key_press (GTK_WIDGET (window), "Tab");
      g_assert_true (tsr_board_view_get_highlight (board, &mark));
    }
  g_assert_true (mark.x == 0 && mark.y == 1);
  key_press (GTK_WIDGET (window), "Return");
  if (tsr_game_get_choice (game_of (window))->kind == TSR_CHOICE_PLACE_TILE)
    key_press (GTK_WIDGET (window), "Return");
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_FIGURE);

  for (guint i = 0; i < 8 && !(tsr_board_view_get_highlight (board, &mark) && mark.port == TSR_PORT_C); i++)
    key_press (GTK_WIDGET (window), "Tab");
  g_assert_cmpint (mark.port, ==, TSR_PORT_C);
  key_press (GTK_WIDGET (window), "Return");
  g_assert_nonnull (popover_button ("Place a Meeple"));
  for (guint i = 0; i < index; i++)
    key_press (GTK_WIDGET (window), "Down");
  key_press (GTK_WIDGET (window), "Return");
  settle (200);

  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 1);
  figure = tsr_game_get_figure (game_of (window), 0);
  g_assert_true (tsr_figure_kind_from_string (kinds[index], &kind));
  g_assert_cmpint (figure->kind, ==, kind);
  g_assert_cmpint (figure->port, ==, TSR_PORT_C);
}

#define BRIDGES_XML \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<scenario xmlns=\"urn:tessera:scenario:1\" format=\"1\">\n" \
  "  <rules><expansion id=\"bridges\"/></rules>\n" \
  "  <players><player id=\"red\" name=\"Red\"/><player id=\"blue\" name=\"Blue\"/></players>\n" \
  "  <board><tile type=\"base.D\" x=\"0\" y=\"0\" rotation=\"0\"/></board>\n" \
  "  <decks><tiles>base.A base.A base.A base.A</tiles></decks>\n" \
  "  <turn player=\"red\" phase=\"draw\"/>\n" \
  "</scenario>\n"

/* A monastery with a road, in hand, east of the start tile: turned so
 * its road meets the start's (90°) it fits as it is; its road north or
 * south (0° or 180°) it fits only with a bridge across it; its road east,
 * not at all. */
static GtkWindow *
monastery_in_hand (Fixture *fixture,
                   guint    rotation)
{
  GtkWindow *window = open_position (fixture, BRIDGES_XML);
  TsrBoardView *board = board_of (window);

  pointer_click_widget (prompt_button (window, "Play"));
  pointer_click_widget (prompt_button (window, "Draw a Tile"));
  for (guint i = 0; i < 4 && tsr_board_view_get_ghost_rotation (board) != rotation; i++)
    key_press (GTK_WIDGET (window), "r");
  g_assert_cmpuint (tsr_board_view_get_ghost_rotation (board), ==, rotation);
  return window;
}

static gint
bridges_left (GtkWindow *window)
{
  guint bridge;

  g_assert_true (tsr_player_stock_lookup ("bridge", &bridge));
  return tsr_game_get_stock (game_of (window), 0, bridge);
}

/* Turned from 270° to fit, the tile goes the way that needs no bridge
 * (90°), not the nearest (0°), which would spend one. */
static void
test_turn_spends_nothing (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkWindow *window = monastery_in_hand (fixture, 3);
  const TsrPlacedTile *placed;

  click_tile (window, 1, 0);
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_PLACE_TILE);
  g_assert_cmpuint (tsr_board_view_get_ghost_rotation (board_of (window)), ==, 1);
  settle (500);
  click_tile (window, 1, 0);
  placed = tsr_board_get (tsr_game_get_board (game_of (window)), 1, 0);
  g_assert_nonnull (placed);
  g_assert_cmpuint (placed->rotation, ==, 1);
  g_assert_cmpint (placed->span, ==, TSR_AXIS_NONE);
  g_assert_cmpint (bridges_left (window), ==, 3);
}

/* A double-click on a square places the tile; its second click lays
 * nothing across the tile just placed. */
static void
test_double_click (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = monastery_in_hand (fixture, 1);
  GdkRectangle area;

  tsr_board_view_get_tile_area (board_of (window), 1, 0, &area);
  pointer_double_click (GTK_WIDGET (board_of (window)), area.x + area.width / 2.0, area.y + area.height / 2.0);
  settle (200);
  g_assert_nonnull (tsr_board_get (tsr_game_get_board (game_of (window)), 1, 0));
  g_assert_cmpint (tsr_board_get (tsr_game_get_board (game_of (window)), 1, 0)->span, ==, TSR_AXIS_NONE);
  g_assert_cmpint (bridges_left (window), ==, 3);
}

/* The label of the button that answers @kind, if one does. */
static char *
answer_label (GtkWindow     *window,
              TsrActionKind  kind)
{
  TsrGame *game = game_of (window);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));

  tsr_game_list_options (game, options);
  for (guint i = 0; i < options->len; i++)
    if (g_array_index (options, TsrAction, i).kind == kind)
      {
        char *label = tsr_game_describe_action (game, &g_array_index (options, TsrAction, i));
        char *mnemonic = strchr (label, '_');

        /* The label shows without its mnemonic's underline. */
        if (mnemonic != NULL)
          memmove (mnemonic, mnemonic + 1, strlen (mnemonic));
        return label;
      }

  return NULL;
}

/* One turn by pointer: draw, place the tile on the first square it fits
 * (turned there with R), and decline what follows. */
static void
turn_by_pointer (GtkWindow *window)
{
  TsrGame *game = game_of (window);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  g_autofree char *draw = answer_label (window, TSR_ACTION_DRAW);
  TsrAction place;

  if (draw != NULL)
    pointer_click_widget (prompt_button (window, draw));
  game = game_of (window);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, TSR_CHOICE_PLACE_TILE);
  /* A square in sight, as a person would choose. */
  tsr_game_list_options (game, options);
  place = g_array_index (options, TsrAction, 0);
  for (guint i = 0; i < options->len; i++)
    {
      GdkRectangle area;

      tsr_board_view_get_tile_area (board_of (window), g_array_index (options, TsrAction, i).x,
                                    g_array_index (options, TsrAction, i).y, &area);
      if (area.x >= 0 && area.y >= 0 && area.x + area.width <= gtk_widget_get_width (GTK_WIDGET (board_of (window))) &&
          area.y + area.height <= gtk_widget_get_height (GTK_WIDGET (board_of (window))))
        {
          place = g_array_index (options, TsrAction, i);
          break;
        }
    }
  for (guint i = 0; i < 4 && tsr_board_view_get_ghost_rotation (board_of (window)) != place.rotation; i++)
    key_press (GTK_WIDGET (window), "r");
  click_tile (window, place.x, place.y);
  settle (500);
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *skip = NULL;

      game = game_of (window);
      if (tsr_game_get_choice (game)->kind == TSR_CHOICE_DRAW || tsr_game_get_choice (game)->kind == TSR_CHOICE_NONE)
        return;
      skip = answer_label (window, TSR_ACTION_SKIP);
      g_assert_nonnull (skip);
      pointer_click_widget (prompt_button (window, skip));
    }
  g_assert_not_reached ();
}

/* The view stays where it is while the game goes on: the same scale, and
 * the start tile on the same pixels. */
static void
test_view_stays (Fixture       *fixture,
                 gconstpointer  data)
{
  GtkWindow *window = open_position (fixture, FIGURES_XML);
  TsrBoardView *board = board_of (window);
  GdkRectangle before, after;
  double scale;

  pointer_click_widget (prompt_button (window, "Play"));
  settle (300);
  scale = tsr_board_view_get_scale (board);
  tsr_board_view_get_tile_area (board, 0, 0, &before);
  for (guint turn = 0; turn < 3; turn++)
    {
      turn_by_pointer (window);
      g_assert_cmpfloat (tsr_board_view_get_scale (board), ==, scale);
      tsr_board_view_get_tile_area (board, 0, 0, &after);
      g_assert_cmpint (after.x, ==, before.x);
      g_assert_cmpint (after.y, ==, before.y);
    }
}

/* Whether @list is scrolled to its end, where the newest step is. */
static gboolean
at_end (GtkWidget *list)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));

  return gtk_adjustment_get_value (adjustment) + gtk_adjustment_get_page_size (adjustment) >=
         gtk_adjustment_get_upper (adjustment) - 1;
}

/* The Steps list keeps the newest step in sight while the game goes on. */
static void
test_steps_follow (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = open_position (fixture, FIGURES_XML);

  pointer_click_widget (prompt_button (window, "Play"));
  show_sidebar (window, "steps");
  for (guint turn = 0; turn < 6; turn++)
    {
      GtkWidget *list = find_widget (GTK_WIDGET (window), GTK_TYPE_LIST_VIEW);
      GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));

      turn_by_pointer (window);
      settle (300);
      g_assert_true (at_end (list));
      if (turn == 5)
        g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
    }
}

/* After the tile, one click declines the rest of the turn: the bridge and
 * the figure both. */
static void
test_end_turn_click (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWindow *window = monastery_in_hand (fixture, 1);

  click_tile (window, 1, 0);
  g_assert_true (tsr_game_get_choice (game_of (window))->optional);
  pointer_click_widget (prompt_button (window, "End the Turn"));
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_DRAW);
  g_assert_cmpint (tsr_game_get_active (game_of (window)), ==, 1);
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 0);
  g_assert_cmpint (bridges_left (window), ==, 3);
}

static gboolean
fits_plainly (GtkWindow *window,
              gint32     x,
              gint32     y)
{
  TsrGame *game = game_of (window);

  for (guint rotation = 0; rotation < 4; rotation++)
    if (tsr_board_check (tsr_game_get_board (game), tsr_game_get_drawn (game), x, y, rotation, NULL) ==
        TSR_PLACEMENT_OK)
      return TRUE;

  return FALSE;
}

/* Enter, pressed again and again on the board, spends nothing: it draws,
 * and after the tile it ends the turn. */
static void
test_enter_spends_nothing (Fixture       *fixture,
                           gconstpointer  data)
{
  GtkWindow *window = open_position (fixture, BRIDGES_XML);
  TsrBoardView *board = board_of (window);

  pointer_click_widget (prompt_button (window, "Play"));
  gtk_widget_grab_focus (GTK_WIDGET (board));
  for (guint turn = 0; turn < 3; turn++)
    {
      TsrBoardMark mark;

      key_press (GTK_WIDGET (window), "Return");
      g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_PLACE_TILE);
      /* A square where the tile fits by its sides: one that needs a
       * bridge would spend one, as the player chose. */
      for (guint i = 0; i < 12; i++)
        {
          key_press (GTK_WIDGET (window), "Tab");
          g_assert_true (tsr_board_view_get_highlight (board, &mark));
          if (fits_plainly (window, mark.x, mark.y))
            break;
        }
      g_assert_true (fits_plainly (window, mark.x, mark.y));
      key_press (GTK_WIDGET (window), "Return");
      if (tsr_game_get_choice (game_of (window))->kind == TSR_CHOICE_PLACE_TILE)
        key_press (GTK_WIDGET (window), "Return");
      g_assert_nonnull (tsr_board_get (tsr_game_get_board (game_of (window)), mark.x, mark.y));
      settle (500);
      for (guint i = 0; i < 3 && tsr_game_get_choice (game_of (window))->kind != TSR_CHOICE_DRAW; i++)
        key_press (GTK_WIDGET (window), "Return");
      g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_DRAW);
      g_assert_cmpint (tsr_game_get_active (game_of (window)), ==, (turn + 1) % 2);
    }
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), ==, 0);
  g_assert_cmpint (bridges_left (window), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/turns/popover/meeple", Fixture, "Place a Meeple", fixture_setup, test_popover_pointer,
              fixture_teardown);
  g_test_add ("/app/turns/popover/abbot", Fixture, "Place the Abbot", fixture_setup, test_popover_pointer,
              fixture_teardown);
  g_test_add ("/app/turns/popover/phantom", Fixture, "Place the Phantom", fixture_setup, test_popover_pointer,
              fixture_teardown);

  g_test_add ("/app/turns/popover-keys/meeple", Fixture, GUINT_TO_POINTER (0), fixture_setup,
              test_popover_keyboard, fixture_teardown);
  g_test_add ("/app/turns/popover-keys/abbot", Fixture, GUINT_TO_POINTER (1), fixture_setup,
              test_popover_keyboard, fixture_teardown);
  g_test_add ("/app/turns/popover-keys/phantom", Fixture, GUINT_TO_POINTER (2), fixture_setup,
              test_popover_keyboard, fixture_teardown);

  g_test_add ("/app/turns/turn-spends-nothing", Fixture, NULL, fixture_setup, test_turn_spends_nothing,
              fixture_teardown);
  g_test_add ("/app/turns/double-click", Fixture, NULL, fixture_setup, test_double_click, fixture_teardown);

  g_test_add ("/app/turns/view-stays", Fixture, NULL, fixture_setup, test_view_stays, fixture_teardown);

  g_test_add ("/app/turns/steps-follow", Fixture, NULL, fixture_setup, test_steps_follow, fixture_teardown);

  g_test_add ("/app/turns/end-turn-click", Fixture, NULL, fixture_setup, test_end_turn_click, fixture_teardown);
  g_test_add ("/app/turns/enter-spends-nothing", Fixture, NULL, fixture_setup, test_enter_spends_nothing,
              fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();
  return status;
}
