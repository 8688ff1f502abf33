/* test-whole-game.c: a whole game with every module, played as a person
 * plays it
 *
 * A position with every module in play, three players and a deck cut to
 * 24 tiles, played to its final scoring twice: once by the pointer alone
 * (clicks on the board, its rings, popovers and the buttons under it) and
 * once by the keyboard alone (Tab and Return).  Every answer must move the
 * game on: a turn that could not be taken, or that needed Undo, fails.
 * Every other turn takes something the board offers (a figure, a bridge,
 * a target), the others decline what may be declined.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "tsr-app-test-util.h"
#include "tsr-board-view-private.h"
#include "tsr-tile-art.h"
#include "tsr-window-private.h"

#define DECK_SIZE 24
#define MAX_ANSWERS 600

static TsrBoardView *
board_of (GtkWindow *window)
{
  return TSR_BOARD_VIEW (find_widget (GTK_WIDGET (window), TSR_TYPE_BOARD_VIEW));
}

/* Every module, three players, the deck cut short; opened as a file. */
static GtkWindow *
open_every_module (Fixture *fixture,
                   guint32  seed)
{
  g_auto(GStrv) modules = tsr_soak_all_modules ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(TsrScenario) scenario = NULL;
  g_autofree const TsrTileType **deck = g_new0 (const TsrTileType *, DECK_SIZE + 1);
  g_autofree char *xml = NULL;

  for (guint i = 0; modules[i] != NULL; i++)
    g_assert_true (tsr_game_enable_module (game, modules[i], NULL));
  tsr_game_add_player (game, "red", "Red");
  tsr_game_add_player (game, "blue", "Blue");
  tsr_game_add_player (game, "yellow", "Yellow");
  tsr_game_setup_start (game);
  tsr_game_fill_deck (game, rand);
  g_assert_cmpuint (tsr_game_get_deck_size (game), >, DECK_SIZE);
  for (guint i = 0; i < DECK_SIZE; i++)
    deck[i] = tsr_game_get_deck_tile (game, i);
  tsr_game_set_deck (game, deck, DECK_SIZE);

  scenario = tsr_scenario_new_from_game (game, "Every module", NULL);
  xml = tsr_scenario_to_xml (scenario);
  return open_position (fixture, xml);
}

static char *
label_of (TsrGame         *game,
          const TsrAction *action)
{
  char *label = tsr_game_describe_action (game, action);
  char *mnemonic = strchr (label, '_');

  if (mnemonic != NULL)
    memmove (mnemonic, mnemonic + 1, strlen (mnemonic));
  return label;
}

static GtkWidget *
button_reading (GtkWidget  *root,
                const char *label)
{
  GtkWidget *found = find_first (root, label_reads, (gpointer) label);

  return found != NULL ? gtk_widget_get_ancestor (found, GTK_TYPE_BUTTON) : NULL;
}

/* Where @option is clicked on the board, in the board's coordinates, if
 * it is answered there and in sight. */
static gboolean
option_point (GtkWindow       *window,
              const TsrAction *option,
              double          *wx,
              double          *wy)
{
  TsrGame *game = game_of (window);
  TsrBoardView *board = board_of (window);
  const TsrPlacedTile *tile;
  double ax = 0.5, ay = 0.5;
  GdkRectangle area;
  gint32 x, y;

  if (option->kind == TSR_ACTION_PLACE_TILE || !tsr_game_get_answer_place (game, option, &x, &y))
    return FALSE;
  tile = tsr_board_get (tsr_game_get_board (game), x, y);
  if (tile != NULL && option->port != TSR_PORT_NONE)
    tsr_tile_art_anchor (tile, tsr_placed_tile_segment_at (tile, option->port), &ax, &ay);
  tsr_board_view_get_tile_area (board, x, y, &area);
  *wx = area.x + ax * area.width;
  *wy = area.y + ay * area.height;
  return *wx > 2 && *wy > 2 && *wx < gtk_widget_get_width (GTK_WIDGET (board)) - 2 &&
         *wy < gtk_widget_get_height (GTK_WIDGET (board)) - 2;
}

static gboolean
popover_shown (GtkWidget *widget,
               gpointer   data)
{
  return GTK_IS_POPOVER (widget) && gtk_widget_get_mapped (widget);
}

/* A square in sight where the tile in hand goes, clicked: the first
 * click turns the tile to fit there if it must, the second places it. */
static void
place_by_pointer (GtkWindow *window,
                  GArray    *options)
{
  TsrBoardView *board = board_of (window);
  const TsrAction *place = NULL;
  GdkRectangle area;

  for (guint i = 0; i < options->len && place == NULL; i++)
    {
      const TsrAction *option = &g_array_index (options, TsrAction, i);

      tsr_board_view_get_tile_area (board, option->x, option->y, &area);
      if (area.x >= 0 && area.y >= 0 && area.x + area.width <= gtk_widget_get_width (GTK_WIDGET (board)) &&
          area.y + area.height <= gtk_widget_get_height (GTK_WIDGET (board)))
        place = option;
    }
  g_assert_nonnull (place);
  tsr_board_view_get_tile_area (board, place->x, place->y, &area);
  pointer_click (GTK_WIDGET (board), area.x + area.width / 2.0, area.y + area.height / 2.0, 1);
  if (tsr_game_get_choice (game_of (window))->kind == TSR_CHOICE_PLACE_TILE)
    {
      /* Not so soon as to be a double-click. */
      settle (450);
      pointer_click (GTK_WIDGET (board), area.x + area.width / 2.0, area.y + area.height / 2.0, 1);
    }
}

/* No two rings on a tile overlap, however close its features. */
static void
assert_rings_apart (TsrBoardView *board)
{
  for (guint i = 0; i < board->marks->len; i++)
    for (guint j = i + 1; j < board->marks->len; j++)
      {
        const TsrBoardMark *a = &g_array_index (board->marks, TsrBoardMark, i);
        const TsrBoardMark *b = &g_array_index (board->marks, TsrBoardMark, j);
        double ax, ay, ar, bx, by, br;

        if (a->x != b->x || a->y != b->y || !_tsr_board_view_mark_ring (board, i, &ax, &ay, &ar) ||
            !_tsr_board_view_mark_ring (board, j, &bx, &by, &br) || (ax == bx && ay == by))
          continue;
        g_assert_cmpfloat (hypot (ax - bx, ay - by), >=, ar + br);
      }
}

/* One answer by the pointer alone. */
static void
answer_by_pointer (GtkWindow *window,
                   gboolean   take)
{
  TsrGame *game = game_of (window);
  const TsrChoice *choice = tsr_game_get_choice (game);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  guint before = tsr_game_get_n_actions (game);
  GtkWidget *button = NULL;

  tsr_game_list_options (game, options);
  g_assert_cmpuint (options->len, >, 0);
  if (choice->kind == TSR_CHOICE_PLACE_TILE)
    {
      place_by_pointer (window, options);
      return;
    }

  /* Something the board offers, every other turn or when it must. */
  if (take || !choice->optional)
    for (guint i = 0; i < options->len; i++)
      {
        const TsrAction *option = &g_array_index (options, TsrAction, i);
        double wx, wy;

        if (option->kind == TSR_ACTION_SKIP || !option_point (window, option, &wx, &wy))
          continue;
        /* Not so soon after the tile as to be a double-click. */
        settle (450);
        pointer_click (GTK_WIDGET (board_of (window)), wx, wy, 1);
        /* Several answers there: the popover names each. */
        if (tsr_game_get_n_actions (game) == before)
          {
            g_autofree char *label = label_of (game, option);

            button = popover_button (label);
            g_assert_nonnull (button);
            pointer_click_widget (button);
          }
        return;
      }

  /* Else the bar's default, or its first button. */
  button = TSR_WINDOW (window)->default_button;
  for (guint i = 0; button == NULL && i < options->len; i++)
    {
      g_autofree char *label = label_of (game, &g_array_index (options, TsrAction, i));

      button = button_reading (GTK_WIDGET (window), label);
    }
  g_assert_nonnull (button);
  pointer_click_widget (button);
}

/* Whether some answer to the pending choice is on the board: Tab goes
 * to it, where with none it would take the focus away from the board. */
static gboolean
on_board (TsrGame *game)
{
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  gint32 x, y;

  tsr_game_list_options (game, options);
  for (guint i = 0; i < options->len; i++)
    if (g_array_index (options, TsrAction, i).kind != TSR_ACTION_SKIP &&
        tsr_game_get_answer_place (game, &g_array_index (options, TsrAction, i), &x, &y))
      return TRUE;

  return FALSE;
}

/* One answer by the keyboard alone, the board having the focus. */
static void
answer_by_keys (GtkWindow *window,
                gboolean   take)
{
  TsrBoardView *board = board_of (window);
  TsrGame *game = game_of (window);
  const TsrChoice *choice = tsr_game_get_choice (game);
  TsrBoardMark mark;

  if (choice->kind == TSR_CHOICE_PLACE_TILE)
    {
      key_press (GTK_WIDGET (window), "Tab");
      g_assert_true (tsr_board_view_get_highlight (board, &mark));
      key_press (GTK_WIDGET (window), "Return");
      if (tsr_game_get_choice (game_of (window))->kind == TSR_CHOICE_PLACE_TILE)
        key_press (GTK_WIDGET (window), "Return");
      return;
    }

  if ((take || !choice->optional) && on_board (game))
    {
      key_press (GTK_WIDGET (window), "Tab");
      if (tsr_board_view_get_highlight (board, &mark))
        {
          guint before = tsr_game_get_n_actions (game);

          settle (450);
          key_press (GTK_WIDGET (window), "Return");
          /* Several answers there: the popover has the focus on its
           * first. */
          if (tsr_game_get_n_actions (game) == before)
            {
              g_assert_nonnull (find_first (GTK_WIDGET (window), popover_shown, NULL));
              key_press (GTK_WIDGET (window), "Return");
            }
          return;
        }
    }

  key_press (GTK_WIDGET (window), "Return");
}

typedef void (*AnswerFunc) (GtkWindow *window,
                            gboolean   take);

static void
play_whole_game (Fixture    *fixture,
                 AnswerFunc  answer)
{
  GtkWindow *window = open_every_module (fixture, 7);
  guint answers = 0, turns = 0;
  gint active = -1;

  pointer_click_widget (gtk_widget_get_ancestor (find_first (GTK_WIDGET (window), label_reads, (gpointer) "Play"),
                                                 GTK_TYPE_BUTTON));
  gtk_widget_grab_focus (GTK_WIDGET (board_of (window)));
  while (tsr_game_get_choice (game_of (window))->kind != TSR_CHOICE_NONE)
    {
      TsrGame *game = game_of (window);
      guint before = tsr_game_get_n_actions (game);

      if (tsr_game_get_active (game) != active)
        {
          active = tsr_game_get_active (game);
          turns++;
        }
      assert_rings_apart (board_of (window));
      answer (window, turns % 2 == 0);
      /* A turn of the tile, or a double-click ignored, moves nothing:
       * the next answer must. */
      if (tsr_game_get_n_actions (game_of (window)) == before)
        answer (window, turns % 2 == 0);
      g_assert_cmpuint (tsr_game_get_n_actions (game_of (window)), >, before);
      g_assert_false (tsr_document_can_redo (document_of (window)));
      g_assert_cmpuint (++answers, <, MAX_ANSWERS);
    }

  /* To the final scoring, every tile placed or discarded. */
  g_assert_cmpuint (tsr_game_get_deck_size (game_of (window)), ==, 0);
  g_test_message ("%u answers over %u turns", answers, turns);
}

static void
test_by_pointer (Fixture       *fixture,
                 gconstpointer  data)
{
  play_whole_game (fixture, answer_by_pointer);
}

static void
test_by_keys (Fixture       *fixture,
              gconstpointer  data)
{
  play_whole_game (fixture, answer_by_keys);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tsr_app_test_init (&argc, &argv);

  g_test_add ("/app/whole-game/by-pointer", Fixture, NULL, fixture_setup, test_by_pointer, fixture_teardown);
  g_test_add ("/app/whole-game/by-keys", Fixture, NULL, fixture_setup, test_by_keys, fixture_teardown);

  status = g_test_run ();
  tsr_app_test_shutdown ();
  return status;
}
