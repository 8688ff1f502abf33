/* test-play.c: playing with the pointer and the keyboard
 *
 * Real clicks and key presses (xdotool) on the board and the prompt bar
 * under it, checking what the window then shows and what the game did.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "expansions/tsr-rainbow-bridge.h"
#include "tsr-app-test-util.h"
#include "tsr-art-texture.h"
#include "tsr-board-view.h"
#include "tsr-test-kinds.h"
#include "tsr-tile-art.h"
#include "tsr-words-window.h"

static TsrBoardView *
board_of (GtkWindow *window)
{
  return TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
}

/* A button of the prompt bar, by its label. */
static GtkWidget *
prompt_button (GtkWindow  *window,
               const char *label)
{
  GtkWidget *found = find_first (GTK_WIDGET (window), label_reads, (gpointer) label);

  g_assert_nonnull (found);
  return gtk_widget_get_ancestor (found, GTK_TYPE_BUTTON);
}

static void
click_place (GtkWindow *window,
             gint32     x,
             gint32     y)
{
  GdkRectangle area;

  tsr_board_view_get_tile_area (board_of (window), x, y, &area);
  pointer_click (GTK_WIDGET (board_of (window)), area.x + area.width / 2.0, area.y + area.height / 2.0, 1);
}

/* The shown picture of the tile in hand. */
static gboolean
hand_picture (GtkWidget *widget,
              gpointer   data)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  const char *tooltip = parent != NULL ? tooltip_of (parent) : NULL;

  return GTK_IS_IMAGE (widget) && gtk_widget_get_mapped (widget) && tooltip != NULL &&
         g_str_has_prefix (tooltip, "The tile in hand");
}

static gboolean
same_pixels (GdkTexture *a,
             GdkTexture *b)
{
  gsize stride = gdk_texture_get_width (a) * 4;
  g_autofree guchar *pa = g_malloc (stride * gdk_texture_get_height (a));
  g_autofree guchar *pb = g_malloc (stride * gdk_texture_get_height (a));

  if (gdk_texture_get_width (a) != gdk_texture_get_width (b) ||
      gdk_texture_get_height (a) != gdk_texture_get_height (b))
    return FALSE;
  gdk_texture_download (a, pa, stride);
  gdk_texture_download (b, pb, stride);
  return memcmp (pa, pb, stride * gdk_texture_get_height (a)) == 0;
}

/* Whether @image shows the tile in hand of @window's game, turned as the
 * board turns it. */
static gboolean
shows_hand (GtkWindow *window,
            GtkWidget *image)
{
  TsrGame *game = game_of (window);
  GdkPaintable *shown = gtk_image_get_paintable (GTK_IMAGE (image));
  g_autoptr(GdkTexture) expected = NULL;

  g_assert_true (GDK_IS_TEXTURE (shown));
  expected = tsr_tile_type_texture_new (tsr_game_get_drawn (game),
                                        tsr_board_view_get_ghost_rotation (board_of (window)),
                                        gdk_texture_get_width (GDK_TEXTURE (shown)));
  return same_pixels (GDK_TEXTURE (shown), expected);
}

/* The tile in hand shows in the prompt bar, named in words with its id
 * in the tooltip, and turns with R. */
static void
test_tile_in_hand (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  const TsrTileType *drawn;
  GtkWidget *image;
  g_autoptr(GdkTexture) before = NULL;
  g_autofree char *tooltip = NULL;
  guint rotation;

  g_assert_null (find_first (GTK_WIDGET (window), hand_picture, NULL));
  pointer_click_widget (prompt_button (window, "Draw a Tile"));
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_PLACE_TILE);
  drawn = tsr_game_get_drawn (game_of (window));

  image = find_first (GTK_WIDGET (window), hand_picture, NULL);
  g_assert_nonnull (image);
  g_assert_true (shows_hand (window, image));
  g_assert_nonnull (find_first (gtk_widget_get_parent (image), label_reads,
                                (gpointer) tsr_tile_type_get_name (drawn)));
  tooltip = g_strdup_printf ("The tile in hand: %s (%s)", tsr_tile_type_get_name (drawn), drawn->id);
  g_assert_cmpstr (tooltip_of (gtk_widget_get_parent (image)), ==, tooltip);

  before = g_object_ref (GDK_TEXTURE (gtk_image_get_paintable (GTK_IMAGE (image))));
  rotation = tsr_board_view_get_ghost_rotation (board_of (window));
  key_press (GTK_WIDGET (window), "r");
  g_assert_cmpuint (tsr_board_view_get_ghost_rotation (board_of (window)), ==, (rotation + 1) % 4);
  g_assert_true (shows_hand (window, image));
  g_assert_false (same_pixels (before, GDK_TEXTURE (gtk_image_get_paintable (GTK_IMAGE (image)))));
}

/* The sentence row @index of @list reads, or NULL past its end. */
static const char *
row_text (GtkWidget *list,
          int        index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), index);

  return row != NULL ? gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))) : NULL;
}

/* Ctrl+L: the game in words, every answer the rules allow listed, and
 * Return on one gives it, by the keyboard alone.  first-turns ends with
 * Blue to draw; the board is read north to south, west to east. */
static void
test_game_in_words (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWindow *words;
  GtkWidget *options, *position, *focus = NULL;
  g_autoptr(GPtrArray) squares = NULL;

  key_press (GTK_WIDGET (window), "ctrl+l");
  words = wait_for_toplevel (TSR_TYPE_WORDS_WINDOW);
  options = find_widget (GTK_WIDGET (words), GTK_TYPE_LIST_BOX);
  position = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (options));
  g_assert_true (GTK_IS_LIST_BOX (position));

  g_assert_cmpstr (row_text (options, 0), ==, "Draw a Tile");
  g_assert_null (row_text (options, 1));
  g_assert_cmpstr (row_text (position, 0), ==, "(0, -1): city cap, turned 180°.");
  g_assert_cmpstr (row_text (position, 1), ==, "(0, 0): city cap with a straight road, turned 0°.");
  g_assert_cmpstr (row_text (position, 2), ==, "(1, 0): straight road, turned 0°. Blue’s meeple is on the east side "
                                               "of the tile at (1, 0).");
  g_assert_cmpstr (row_text (position, 3), ==, "(0, 1): monastery, turned 0°. Red’s meeple is on the tile at "
                                               "(0, 1).");
  g_assert_null (row_text (position, 4));

  /* Tab to the first answer, and take it. */
  for (guint i = 0; i < 6; i++)
    {
      focus = gtk_root_get_focus (GTK_ROOT (words));
      if (focus != NULL && gtk_widget_get_parent (focus) == options)
        break;
      key_press (GTK_WIDGET (words), "Tab");
    }
  g_assert_true (gtk_widget_get_parent (gtk_root_get_focus (GTK_ROOT (words))) == options);
  key_press (GTK_WIDGET (words), "Return");
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_PLACE_TILE);
  g_assert_true (g_str_has_prefix (row_text (options, 0), "Place the tile at ("));

  /* The focus stays on the answers: Return places the tile as the first
   * one says. */
  key_press (GTK_WIDGET (words), "Return");
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game_of (window))), ==, 5);
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_FIGURE);
  squares = tsr_position_describe (game_of (window));
  g_assert_cmpuint (squares->len, ==, 5);
}

/* Laying the Rainbow Bridge: the board shows beforehand where it would
 * lie and which way, under the pointer. */
static void
test_bridge_preview (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "rainbow-bridge-example-2-sneak.tessera");
  TsrGame *game = game_of (window);
  TsrBoardView *board = board_of (window);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  const TsrPlacedTile *previews;
  GdkRectangle area;
  TsrAxis axis = TSR_AXIS_NONE;
  guint found = 0, n;

  /* Back to the turn the bridge is bought in, and bought. */
  while (!g_str_equal (tsr_game_get_step (game, found)->rule, "rainbow-bridge.claim"))
    found++;
  while (tsr_game_get_position (game) > found)
    run (window, "win.previous-step", NULL);
  run (window, "win.play-from-here", NULL);
  pointer_click_widget (prompt_button (window, "Buy the Rainbow Bridge for 5 Points"));
  g_assert_cmpint (tsr_game_get_rainbow_bridge (game, NULL, NULL, NULL), ==, TSR_RAINBOW_HELD);

  /* The tile placed where only the bridge lets it fit (a click turns it
   * to fit first, when it does not). */
  click_place (window, 1, 0);
  if (tsr_game_get_choice (game)->kind == TSR_CHOICE_PLACE_TILE)
    click_place (window, 1, 0);
  g_assert_cmpint (tsr_game_get_choice (game)->kind, ==, test_choice_kind ("place-bridge"));
  tsr_game_list_options (game, options);
  for (guint i = 0; i < options->len; i++)
    if (g_array_index (options, TsrAction, i).kind == test_action_kind ("place-bridge"))
      axis = g_array_index (options, TsrAction, i).axis;
  g_assert_cmpint (axis, !=, TSR_AXIS_NONE);

  /* Away from where it may lie, nothing; over it, the bridge as laid. */
  tsr_board_view_get_tile_area (board, 0, 0, &area);
  pointer_move (GTK_WIDGET (board), area.x + area.width / 2.0, area.y + area.height / 2.0);
  tsr_board_view_get_previews (board, &n);
  g_assert_cmpuint (n, ==, 0);

  tsr_board_view_get_tile_area (board, 1, 0, &area);
  pointer_move (GTK_WIDGET (board), area.x + area.width / 3.0, area.y + area.height / 3.0);
  previews = tsr_board_view_get_previews (board, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (previews[0].x, ==, 1);
  g_assert_cmpint (previews[0].y, ==, 0);
  g_assert_cmpint (previews[0].span, ==, axis);
  g_assert_true (tsr_span_is_rainbow (&previews[0]));
  /* Only shown: the game has no bridge there yet. */
  g_assert_cmpint (tsr_board_get (tsr_game_get_board (game), 1, 0)->span, ==, TSR_AXIS_NONE);

  /* Laid, it is no longer a preview. */
  click_place (window, 1, 0);
  g_assert_cmpint (tsr_board_get (tsr_game_get_board (game_of (window)), 1, 0)->span, ==, axis);
  tsr_board_view_get_previews (board, &n);
  g_assert_cmpuint (n, ==, 0);
}

/* The widget named @data by its CSS node ("toast"). */
static gboolean
css_named (GtkWidget *widget,
           gpointer   data)
{
  return g_str_equal (gtk_widget_get_css_name (widget), data) && gtk_widget_get_mapped (widget);
}

/* A toast leaves the prompt bar under the board free to be clicked. */
static void
test_toast_clear_of_prompt (Fixture       *fixture,
                            gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  GtkWidget *button, *toast, *prompt;
  graphene_rect_t toast_bounds, prompt_bounds;

  gtk_window_set_default_size (window, 1000, 700);
  drain_main_context ();
  button = prompt_button (window, "Draw a Tile");
  prompt = gtk_widget_get_parent (gtk_widget_get_parent (button));

  /* A click on the board while the tile is still to draw says so. */
  pointer_click_widget (GTK_WIDGET (board_of (window)));
  toast = find_first (GTK_WIDGET (window), css_named, (gpointer) "toast");
  g_assert_nonnull (toast);

  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &toast_bounds));
  g_assert_true (gtk_widget_compute_bounds (prompt, GTK_WIDGET (window), &prompt_bounds));
  g_assert_false (graphene_rect_intersection (&toast_bounds, &prompt_bounds, NULL));

  pointer_click_widget (button);
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_PLACE_TILE);
}

/* A click on the board when nothing there answers the game says what to
 * do instead, not that marked places were missed. */
static void
test_click_with_nothing_marked (Fixture       *fixture,
                                gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");

  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_DRAW);
  pointer_click_widget (GTK_WIDGET (board_of (window)));
  g_assert_false (shows_text (GTK_WIDGET (window), "marked places"));
  g_assert_true (shows_text (GTK_WIDGET (window), "use a button under the board"));
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_DRAW);
}

/* The board drawn as it is on screen. */
static GdkTexture *
board_image (TsrBoardView *board)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (board));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  int height = gtk_widget_get_height (GTK_WIDGET (board));
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (board)));

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* Whether the keyboard cursor's outline is drawn around (x, y). */
static gboolean
shows_cursor_at (TsrBoardView *board,
                 gint32        x,
                 gint32        y)
{
  g_autoptr(GdkTexture) image = board_image (board);
  int width = gdk_texture_get_width (image);
  g_autofree guint8 *pixels = g_malloc ((gsize) width * 4 * gdk_texture_get_height (image));
  GdkRectangle area;
  const guint8 *pixel;

  tsr_board_view_get_tile_area (board, x, y, &area);
  gdk_texture_download (image, pixels, (gsize) width * 4);
  /* Halfway along the top edge, inside the outline (BGRA). */
  pixel = pixels + ((gsize) (area.y + 1) * width + area.x + area.width / 2) * 4;
  return ABS (pixel[2] - 54) < 12 && ABS (pixel[1] - 133) < 12 && ABS (pixel[0] - 227) < 12;
}

/* Where the mark is drawn, in board units. */
static void
mark_point (TsrGame            *game,
            const TsrBoardMark *mark,
            double             *bx,
            double             *by)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), mark->x, mark->y);
  double ax = 0.5, ay = 0.5;

  if (mark->port != TSR_PORT_NONE)
    tsr_tile_art_anchor (tile, tsr_placed_tile_segment_at (tile, mark->port), &ax, &ay);
  *bx = mark->x + ax;
  *by = mark->y + ay;
}

static gboolean
same_mark (const TsrBoardMark *a,
           const TsrBoardMark *b)
{
  return a->x == b->x && a->y == b->y && a->port == b->port;
}

/* The keyboard: the cursor outlined only when the focus came from the
 * keyboard; Tab and the arrows go from marked answer to marked answer,
 * and Return takes the one chosen, not the one nearest the middle. */
static void
test_keyboard_marks (Fixture       *fixture,
                     gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  TsrBoardView *board = board_of (window);
  TsrBoardMark first, second, chosen;
  const TsrPlacedTile *tile;
  double fx, fy, sx, sy, cx, cy;
  gint32 x, y;
  TsrPort middle;

  pointer_click_widget (prompt_button (window, "Draw a Tile"));

  /* A click gives the board the focus, with no outline to show for it. */
  click_place (window, 0, 0);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
  tsr_board_view_get_cursor (board, &x, &y);
  g_assert_false (shows_cursor_at (board, x, y));

  /* Tab chooses the first place the tile may go, outlined; Return places
   * the tile there, turned to fit, then places it. */
  key_press (GTK_WIDGET (window), "Tab");
  g_assert_true (tsr_board_view_get_highlight (board, &first));
  g_assert_true (shows_cursor_at (board, first.x, first.y));
  key_press (GTK_WIDGET (window), "Return");
  if (tsr_game_get_choice (game_of (window))->kind == TSR_CHOICE_PLACE_TILE)
    key_press (GTK_WIDGET (window), "Return");
  g_assert_cmpint (tsr_game_get_choice (game_of (window))->kind, ==, TSR_CHOICE_FIGURE);
  g_assert_true (tsr_board_get (tsr_game_get_board (game_of (window)), first.x, first.y) != NULL);

  /* The rings of the tile just placed: Tab goes to one after another. */
  key_press (GTK_WIDGET (window), "Tab");
  g_assert_true (tsr_board_view_get_highlight (board, &first));
  key_press (GTK_WIDGET (window), "Tab");
  g_assert_true (tsr_board_view_get_highlight (board, &second));
  g_assert_false (same_mark (&first, &second));

  /* An arrow towards the first ring goes back to one that way. */
  mark_point (game_of (window), &first, &fx, &fy);
  mark_point (game_of (window), &second, &sx, &sy);
  key_press (GTK_WIDGET (window),
             fabs (fx - sx) > fabs (fy - sy) ? (fx < sx ? "Left" : "Right") : (fy < sy ? "Up" : "Down"));
  g_assert_true (tsr_board_view_get_highlight (board, &chosen));
  mark_point (game_of (window), &chosen, &cx, &cy);
  g_assert_false (same_mark (&chosen, &second));
  g_assert_cmpfloat ((cx - sx) * (fx - sx) + (cy - sy) * (fy - sy), >, 0);

  /* Return takes the ring chosen, not the one in the middle of the tile. */
  tile = tsr_board_get (tsr_game_get_board (game_of (window)), chosen.x, chosen.y);
  middle = tsr_placed_tile_segment_anchor (tile, tsr_tile_art_segment_at (tile, 0.5, 0.5));
  if (tsr_placed_tile_segment_at (tile, middle) == tsr_placed_tile_segment_at (tile, chosen.port))
    {
      /* That one is the middle's: choose another. */
      key_press (GTK_WIDGET (window), "Tab");
      g_assert_true (tsr_board_view_get_highlight (board, &chosen));
    }
  g_assert_cmpint (tsr_placed_tile_segment_at (tile, middle), !=, tsr_placed_tile_segment_at (tile, chosen.port));
  key_press (GTK_WIDGET (window), "Return");
  g_assert_cmpuint (tsr_game_get_n_figures (game_of (window)), >, 0);
  {
    const TsrFigure *figure = tsr_game_get_figure (game_of (window), tsr_game_get_n_figures (game_of (window)) - 1);

    g_assert_cmpint (figure->x, ==, chosen.x);
    g_assert_cmpint (figure->y, ==, chosen.y);
    g_assert_cmpint (tsr_placed_tile_segment_at (tile, figure->port), ==,
                     tsr_placed_tile_segment_at (tile, chosen.port));
  }
}

/* The expander row of the Players panel titled @data. */
static gboolean
player_row_titled (GtkWidget *widget,
                   gpointer   data)
{
  return ADW_IS_EXPANDER_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

/* Moving from step to step in Play, a player's row tells the score at
 * each step, and stays the same row: it is brought up to date, not
 * built again. */
static void
test_player_rows_follow_steps (Fixture       *fixture,
                               gconstpointer  data)
{
  GtkWindow *window = open_example (fixture, "first-turns.tessera");
  TsrDocument *document = tsr_window_get_document (TSR_WINDOW (window));
  const char *name = tsr_player_get_display_name (tsr_game_get_player (game_of (window), 0));
  guint n = tsr_game_get_n_steps (game_of (window));
  GtkWidget *row;
  gboolean changed = FALSE;
  int first_score = G_MININT;

  show_sidebar (window, "players");
  row = find_first_soon (GTK_WIDGET (window), player_row_titled, (gpointer) name);
  g_assert_nonnull (row);
  g_object_add_weak_pointer (G_OBJECT (row), (gpointer *) &row);

  for (guint position = 0; position <= n; position++)
    {
      int score;
      g_autofree char *points = NULL;

      g_assert_true (tsr_document_go_to_step (document, position));
      settle (20);
      score = tsr_game_get_player (game_of (window), 0)->score;
      points = g_strdup_printf (score == 1 ? "%d point · " : "%d points · ", score);
      g_assert_nonnull (row);
      g_assert_true (g_str_has_prefix (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), points));
      if (first_score == G_MININT)
        first_score = score;
      changed |= score != first_score;
    }
  /* The example scores for that player, or the test shows nothing. */
  g_assert_true (changed);
  g_object_remove_weak_pointer (G_OBJECT (row), (gpointer *) &row);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/play/tile-in-hand", Fixture, NULL, fixture_setup, test_tile_in_hand, fixture_teardown);
  g_test_add ("/app/play/game-in-words", Fixture, NULL, fixture_setup, test_game_in_words, fixture_teardown);
  g_test_add ("/app/play/bridge-preview", Fixture, NULL, fixture_setup, test_bridge_preview, fixture_teardown);
  g_test_add ("/app/play/toast-clear-of-prompt", Fixture, NULL,
              fixture_setup, test_toast_clear_of_prompt, fixture_teardown);
  g_test_add ("/app/play/click-with-nothing-marked", Fixture, NULL,
              fixture_setup, test_click_with_nothing_marked, fixture_teardown);
  g_test_add ("/app/play/player-rows-follow-steps", Fixture, NULL,
              fixture_setup, test_player_rows_follow_steps, fixture_teardown);
  g_test_add ("/app/play/keyboard-marks", Fixture, NULL, fixture_setup, test_keyboard_marks, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();
  return status;
}
