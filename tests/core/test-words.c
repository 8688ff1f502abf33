/* test-words.c: the board in words, as a screen reader says it: a square,
 * the whole position, a step's subject and every legal answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-test-util.h"

/* The start tile (a city cap with a straight road, city north, road
 * west to east), Red's road tile east of it with her meeple on the road,
 * and Blue to draw the city cap that closes the city. */
static TsrGame *
words_game (void)
{
  TsrGame *game = tsr_game_new ();

  tsr_game_add_player (game, "red", "Red");
  tsr_game_add_player (game, "blue", "Blue");
  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.U base.E base.V");
  g_assert_true (test_place_tile (game, "base.U", 1, 0, 0, NULL));
  g_assert_true (test_place_figure (game, TSR_FIGURE_MEEPLE, "E2", NULL));
  g_assert_true (test_simple_action (game, TSR_ACTION_DRAW, NULL));
  return game;
}

/* Each square as the board's cursor reads it: the tile and its turn, the
 * figure on it as "Expect This" says it, and where the city cap in hand
 * fits: above the start tile's city only turned 180° (its city must face
 * south), above the road tile any way but with its city facing south,
 * and nowhere against a road. */
static void
test_square (void)
{
  static const struct { gint32 x, y; const char *text; } squares[] = {
    { 0, 0, "(0, 0): city cap with a straight road, turned 0°." },
    { 1, 0, "(1, 0): straight road, turned 0°. Red’s meeple is on the east side of the tile at (1, 0)." },
    { 0, -1, "(0, -1): no tile. The tile in hand fits here turned 180°." },
    { 1, -1, "(1, -1): no tile. The tile in hand fits here turned 0°, 90° or 270°." },
    { -1, 0, "(-1, 0): no tile. The tile in hand does not fit here." },
    { 2, 0, "(2, 0): no tile. The tile in hand does not fit here." },
    { 5, 5, "(5, 5): no tile." },
  };
  g_autoptr(TsrGame) game = words_game ();

  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    {
      g_autofree char *text = tsr_square_describe (game, squares[i].x, squares[i].y);

      g_assert_cmpstr (text, ==, squares[i].text);
    }
}

/* The whole position in reading order: north to south, west to east. */
static void
test_position (void)
{
  g_autoptr(TsrGame) game = words_game ();
  g_autoptr(GPtrArray) sentences = NULL;

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, NULL));
  sentences = tsr_position_describe (game);
  g_assert_cmpuint (sentences->len, ==, 3);
  g_assert_cmpstr (sentences->pdata[0], ==, "(0, -1): city cap, turned 180°.");
  g_assert_cmpstr (sentences->pdata[1], ==, "(0, 0): city cap with a straight road, turned 0°.");
  g_assert_cmpstr (sentences->pdata[2], ==,
                   "(1, 0): straight road, turned 0°. Red’s meeple is on the east side of the tile at (1, 0).");
}

/* Every legal answer as a sentence: the tile's places and turns, then
 * the figure's features, and declining. */
static void
test_options (void)
{
  g_autoptr(TsrGame) game = words_game ();
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);

  tsr_game_list_options (game, options);
  g_assert_cmpuint (options->len, ==, 10);
  for (guint i = 0; i < options->len; i++)
    g_ptr_array_add (said, tsr_game_describe_option (game, &g_array_index (options, TsrAction, i)));
  g_assert_cmpstr (said->pdata[0], ==, "Place the tile at (0, -1), turned 180°.");
  g_assert_cmpstr (said->pdata[9], ==, "Place the tile at (1, 1), turned 270°.");

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, NULL));
  g_array_set_size (options, 0);
  g_ptr_array_set_size (said, 0);
  tsr_game_list_options (game, options);
  for (guint i = 0; i < options->len; i++)
    g_ptr_array_add (said, tsr_game_describe_option (game, &g_array_index (options, TsrAction, i)));
  g_assert_cmpuint (said->len, ==, 3);
  g_assert_cmpstr (said->pdata[0], ==, "Place a Meeple: The city on the south side of the tile at (0, -1).");
  g_assert_cmpstr (said->pdata[1], ==, "Place a Meeple: The field in the north-west corner of the tile at (0, -1).");
  g_assert_cmpstr (said->pdata[2], ==, "Place No Figure");
}

/* What each step is about, as the board outlines it. */
static void
test_subject (void)
{
  g_autoptr(TsrGame) game = words_game ();
  const char *said[16] = { NULL };
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, NULL));
  g_assert_true (test_place_figure (game, TSR_FIGURE_MEEPLE, "S2", NULL));
  for (guint i = 0; i < tsr_game_get_n_steps (game) && i < G_N_ELEMENTS (said); i++)
    {
      g_autoptr(GArray) parts = tsr_game_get_step_subject (game, i);
      char *text = tsr_subject_describe (game, parts);

      g_ptr_array_add (kept, text);
      said[i] = text;
      if (g_str_equal (tsr_game_get_step (game, i)->rule, "base.draw"))
        g_assert_null (text);
      else if (g_str_equal (tsr_game_get_step (game, i)->rule, "base.place-tile"))
        g_assert_true (g_str_has_prefix (text, "The tile at ("));
      else if (g_str_equal (tsr_game_get_step (game, i)->rule, "base.score-city"))
        g_assert_cmpstr (text, ==, "The city on the south side of the tile at (0, -1) is complete. It covers 2 "
                                   "tiles and is worth 4 points.");
    }
  g_assert_cmpstr (said[1], ==, "The tile at (1, 0) is outlined.");
  g_assert_cmpstr (said[2], ==, "Red’s meeple is on the east side of the tile at (1, 0).");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();
  g_test_add_func ("/core/words/square", test_square);
  g_test_add_func ("/core/words/position", test_position);
  g_test_add_func ("/core/words/options", test_options);
  g_test_add_func ("/core/words/subject", test_subject);
  return g_test_run ();
}
