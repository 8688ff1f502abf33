/* test-board.c: the board, its frontier and placement legality
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-posmap.h"
#include "tsr-test-util.h"

static TsrGame *
lone_start_tile (void)
{
  TsrGame *game = test_game_new ("", "red blue");

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.E base.E");
  return game;
}

static gboolean
has_placement (GArray *placements,
               gint32  x,
               gint32  y,
               int     degrees)
{
  for (guint i = 0; i < placements->len; i++)
    {
      const TsrPlacement *p = &g_array_index (placements, TsrPlacement, i);

      if (p->x == x && p->y == y && p->rotation * 90 == degrees)
        return TRUE;
    }

  return FALSE;
}

/* Edge case S01 (tests/scenarios/base/s01-*): every rotation counted, even when two look alike. */
static void
test_start_tile_vector (void)
{
  static const guint expected[24] = {
    5, 4, 4, 6, 4, 4, 4, 4, 4, 6, 6, 7, 4, 4, 6, 6, 4, 4, 5, 5, 6, 6, 7, 8,
  };
  g_autoptr(TsrGame) game = lone_start_tile ();
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (TsrPlacement));

  for (guint i = 0; i < 24; i++)
    {
      g_autofree char *id = g_strdup_printf ("base.%c", 'A' + i);

      tsr_game_list_placements (game, test_tile (id), placements);
      if (placements->len != expected[i])
        g_error ("%s: %u placements, expected %u", id, placements->len, expected[i]);
    }

  tsr_game_list_placements (game, test_tile ("base.E"), placements);
  g_assert_true (has_placement (placements, 0, -1, 180));
  g_assert_true (has_placement (placements, 0, 1, 90));
  g_assert_true (has_placement (placements, 0, 1, 180));
  g_assert_true (has_placement (placements, 0, 1, 270));

  tsr_game_list_placements (game, test_tile ("base.X"), placements);
  for (int r = 0; r < 360; r += 90)
    {
      g_assert_true (has_placement (placements, -1, 0, r));
      g_assert_true (has_placement (placements, 1, 0, r));
    }

  tsr_game_list_placements (game, test_tile ("base.B"), placements);
  for (int r = 0; r < 360; r += 90)
    g_assert_true (has_placement (placements, 0, 1, r));

  tsr_game_list_placements (game, test_tile ("base.A"), placements);
  g_assert_true (has_placement (placements, -1, 0, 270));
  g_assert_true (has_placement (placements, 0, 1, 0));
  g_assert_true (has_placement (placements, 0, 1, 90));
  g_assert_true (has_placement (placements, 0, 1, 270));
  g_assert_true (has_placement (placements, 1, 0, 90));
}

static void
expect_placement_error (TsrGame      *game,
                        const char   *id,
                        gint32        x,
                        gint32        y,
                        int           degrees,
                        TsrRuleError  code)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (test_place_tile (game, id, x, y, degrees, &error));
  g_assert_error (error, TSR_RULE_ERROR, (int) code);
}

/* Edge case S02 (tests/scenarios/base/s02-*), and the other two ways to place badly.  A rejected
 * placement changes nothing. */
static void
test_placement_errors (void)
{
  g_autoptr(TsrGame) game = lone_start_tile ();
  g_autoptr(TsrGame) fresh = lone_start_tile ();
  g_autoptr(GString) difference = g_string_new (NULL);

  expect_placement_error (game, "base.E", 0, -1, 0, TSR_RULE_ERROR_EDGE_MISMATCH);
  expect_placement_error (game, "base.E", 1, 0, 0, TSR_RULE_ERROR_EDGE_MISMATCH);
  expect_placement_error (game, "base.E", 5, 5, 0, TSR_RULE_ERROR_NOT_ADJACENT);
  expect_placement_error (game, "base.E", 1, 1, 0, TSR_RULE_ERROR_NOT_ADJACENT);
  expect_placement_error (game, "base.E", 0, 0, 0, TSR_RULE_ERROR_POSITION_TAKEN);

  g_assert_true (tsr_game_state_equal (game, fresh, difference));
  g_assert_cmpuint (tsr_game_get_n_steps (game), ==, tsr_game_get_n_steps (fresh));

  /* The rejection carries the rule text's sentence. */
  {
    g_autoptr(GError) error = NULL;

    test_place_tile (game, "base.E", 0, -1, 0, &error);
    g_assert_cmpstr (error->message, ==,
                     "The tile does not fit there: a side does not continue what its neighbour shows.");
  }

  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, NULL));
  g_assert_nonnull (tsr_board_get (tsr_game_get_board (game), 0, -1));
}

static void
test_frontier (void)
{
  g_autoptr(TsrBoard) board = tsr_board_new ();
  guint mismatched;

  tsr_board_place (board, test_tile ("base.D"), 0, 0, 0);
  g_assert_cmpuint (tsr_board_get_n_frontier (board), ==, 4);

  tsr_board_place (board, test_tile ("base.E"), 0, -1, 2);
  g_assert_cmpuint (tsr_board_get_n_frontier (board), ==, 6);

  /* (1, -1) now has one neighbour, (1, 0) still one: D's road. */
  g_assert_cmpint (tsr_board_check (board, test_tile ("base.U"), 1, 0, 0, &mismatched), ==, TSR_PLACEMENT_OK);
  g_assert_cmpint (tsr_board_check (board, test_tile ("base.E"), 1, 0, 0, &mismatched), ==, TSR_PLACEMENT_MISMATCH);
  g_assert_cmpuint (mismatched, ==, 1u << TSR_SIDE_W);

  g_assert_cmpuint (tsr_board_count_around (board, 0, 0), ==, 1);
  g_assert_cmpuint (tsr_board_count_around (board, 1, 0), ==, 2);
  {
    const TsrPlacedTile *around[8];

    /* Around (1, -1): E at (0, -1) to the west, D at (0, 0) to the
     * south-west. */
    g_assert_cmpuint (tsr_board_get_neighbours (board, 1, -1, around), ==, 2);
    g_assert_null (around[0]);
    g_assert_true (around[3] == tsr_board_get (board, 0, -1));
    g_assert_true (around[6] == tsr_board_get (board, 0, 0));
  }

  /* Changing a side's kind (a bridge end) updates what the frontier asks. */
  tsr_board_set_edge (board, 0, 0, TSR_SIDE_S, TSR_EDGE_ROAD);
  g_assert_cmpint (tsr_board_check (board, test_tile ("base.A"), 0, 1, 0, NULL), ==, TSR_PLACEMENT_MISMATCH);
  g_assert_cmpint (tsr_board_check (board, test_tile ("base.A"), 0, 1, 2, NULL), ==, TSR_PLACEMENT_OK);

  /* Removing a tile gives its position back to the frontier. */
  g_assert_true (tsr_board_remove (board, 0, -1));
  g_assert_null (tsr_board_get (board, 0, -1));
  g_assert_cmpuint (tsr_board_get_n_frontier (board), ==, 4);
  g_assert_cmpint (tsr_board_get_index (board, 0, 0), ==, 0);
  g_assert_false (tsr_board_remove (board, 7, 7));
}

/* Every tile's links to its neighbours agree with what lies around it. */
static void
assert_links (const TsrBoard *board)
{
  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);
      guint n = 0;

      for (guint a = 0; a < 8; a++)
        {
          int next = tsr_board_get_index (board, tile->x + tsr_around_dx[a], tile->y + tsr_around_dy[a]);

          g_assert_cmpint ((int) tile->around[a] - 1, ==, next);
          n += next >= 0;
        }
      g_assert_cmpuint (tsr_placed_tile_count_around (tile), ==, n);
    }
}

/* A 3 × 3 block built in a spiral, then its centre and a corner taken
 * away: the links follow placing and removing (which shifts indices). */
static void
test_neighbour_links (void)
{
  static const int spiral[][2] = {
    { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 },
  };
  g_autoptr(TsrBoard) board = tsr_board_new ();

  for (guint i = 0; i < G_N_ELEMENTS (spiral); i++)
    {
      tsr_board_place (board, test_tile ("base.B"), spiral[i][0], spiral[i][1], 0);
      assert_links (board);
    }
  g_assert_cmpuint (tsr_placed_tile_count_around (tsr_board_get (board, 0, 0)), ==, 8);
  g_assert_cmpuint (tsr_board_count_around (board, 1, 1), ==, 3);

  g_assert_true (tsr_board_remove (board, 0, 0));
  assert_links (board);
  g_assert_cmpuint (tsr_board_count_around (board, 1, 1), ==, 2);
  g_assert_true (tsr_board_remove (board, -1, -1));
  assert_links (board);
  g_assert_cmpuint (tsr_board_count_around (board, 0, 0), ==, 7);

  tsr_board_place (board, test_tile ("base.B"), 0, 0, 0);
  assert_links (board);
  g_assert_cmpuint (tsr_placed_tile_count_around (tsr_board_get (board, 0, 0)), ==, 7);
}

/* Random inserts and removes on positions within @span of the origin,
 * checked against GHashTable all along. */
static void
play_pos_map (TsrPosMap  *map,
              GHashTable *reference,
              GRand      *rand,
              gint32      span,
              guint       rounds)
{
  for (guint i = 0; i < rounds; i++)
    {
      gint32 x = g_rand_int_range (rand, -span, span), y = g_rand_int_range (rand, -span, span);
      gint64 key = (gint64) (((guint64) (guint32) x << 32) | (guint32) y);
      gpointer value = NULL;
      gboolean present = g_hash_table_lookup_extended (reference, &key, NULL, &value);

      g_assert_cmpint (tsr_pos_map_lookup (map, x, y), ==, present ? GPOINTER_TO_INT (value) - 1 : -1);

      if (g_rand_boolean (rand))
        {
          tsr_pos_map_insert (map, x, y, i);
          g_hash_table_replace (reference, g_memdup2 (&key, sizeof key), GINT_TO_POINTER (i + 1));
        }
      else
        {
          g_assert_cmpint (tsr_pos_map_remove (map, x, y), ==, present);
          g_hash_table_remove (reference, &key);
        }
      g_assert_cmpuint (map->size, ==, g_hash_table_size (reference));
    }
}

/* Every value of @reference is in @map. */
static void
assert_pos_map_holds (const TsrPosMap *map,
                      GHashTable      *reference)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, reference);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint64 k = *(gint64 *) key;

      g_assert_cmpint (tsr_pos_map_lookup (map, (gint32) (k >> 32), (gint32) (guint32) k), ==,
                       GPOINTER_TO_INT (value) - 1);
    }
}

/* The position map against GHashTable: a compact board keeps its window;
 * positions far apart turn it into a table, the values kept; a copy
 * holds the same. */
static void
test_pos_map (void)
{
  g_autoptr(GHashTable) reference = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  TsrPosMap map, copy;

  tsr_pos_map_init (&map);
  play_pos_map (&map, reference, rand, 40, 100000);
  g_assert_false (map.sparse);

  tsr_pos_map_copy (&copy, &map);
  assert_pos_map_holds (&copy, reference);
  tsr_pos_map_clear (&copy);

  /* The far corners of what a scenario may hold. */
  tsr_pos_map_insert (&map, -1000000, -1000000, 7);
  tsr_pos_map_insert (&map, 1000000, 1000000, 8);
  g_assert_true (map.sparse);
  g_assert_cmpint (tsr_pos_map_lookup (&map, -1000000, -1000000), ==, 7);
  g_assert_true (tsr_pos_map_remove (&map, -1000000, -1000000));
  g_assert_true (tsr_pos_map_remove (&map, 1000000, 1000000));
  assert_pos_map_holds (&map, reference);

  play_pos_map (&map, reference, rand, 40, 100000);
  play_pos_map (&map, reference, rand, 1000000, 20000);
  tsr_pos_map_copy (&copy, &map);
  assert_pos_map_holds (&copy, reference);
  tsr_pos_map_clear (&copy);
  tsr_pos_map_clear (&map);

  /* Scattered from the start. */
  g_hash_table_remove_all (reference);
  tsr_pos_map_init (&map);
  play_pos_map (&map, reference, rand, G_MAXINT32, 20000);
  g_assert_true (map.sparse);
  tsr_pos_map_clear (&map);

  /* The window at the edge of the plane. */
  g_hash_table_remove_all (reference);
  tsr_pos_map_init (&map);
  tsr_pos_map_insert (&map, G_MAXINT32, G_MININT32, 1);
  tsr_pos_map_insert (&map, G_MAXINT32 - 1, G_MININT32 + 1, 2);
  g_assert_false (map.sparse);
  g_assert_cmpint (tsr_pos_map_lookup (&map, G_MAXINT32, G_MININT32), ==, 1);
  g_assert_cmpint (tsr_pos_map_lookup (&map, G_MAXINT32 - 1, G_MININT32 + 1), ==, 2);
  g_assert_cmpint (tsr_pos_map_lookup (&map, G_MININT32, G_MAXINT32), ==, -1);
  tsr_pos_map_clear (&map);
}

/* How many of @n positions, from (x0, y0) a step of (dx, dy) apart,
 * share a bucket of a table of @n_buckets with another, at most. */
static guint
fullest_bucket (gint32 x0,
                gint32 y0,
                gint32 dx,
                gint32 dy,
                guint  n,
                guint  n_buckets)
{
  g_autofree guint *buckets = g_new0 (guint, n_buckets);
  guint fullest = 0;

  for (guint i = 0; i < n; i++)
    {
      /* Counted in unsigned numbers: a run from the edge of the range
       * wraps round rather than overflowing. */
      guint64 key = TSR_POS_KEY ((gint32) ((guint32) x0 + i * (guint32) dx), (gint32) ((guint32) y0 + i * (guint32) dy));
      guint *bucket = &buckets[tsr_pos_key_hash (&key) % n_buckets];

      ++*bucket;
      fullest = MAX (fullest, *bucket);
    }

  return fullest;
}

/* The hash of a position spreads a row as well as a column, so the
 * duplicate check of a loaded board stays linear: 100,000 positions in
 * 1,024 buckets, about 98 to a bucket; g_int64_hash() gives a row one
 * bucket. */
static void
test_pos_hash (void)
{
  const gint32 starts[][2] = { { 0, 0 }, { -50000, 7 }, { 3, -1 }, { G_MININT32, G_MAXINT32 } };

  for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
    {
      gint32 x = starts[i][0], y = starts[i][1];

      g_assert_cmpuint (fullest_bucket (x, y, 1, 0, 100000, 1024), <=, 200);
      g_assert_cmpuint (fullest_bucket (x, y, 0, 1, 100000, 1024), <=, 200);
      g_assert_cmpuint (fullest_bucket (x, y, 1, 1, 100000, 1024), <=, 200);
      g_assert_cmpuint (fullest_bucket (x, y, 1, 0, 100000, 1021), <=, 200);
      g_assert_cmpuint (fullest_bucket (x, y, 0, 1, 100000, 1021), <=, 200);
    }
}

/* A board of 100,000 tiles in one row, and one in one column, saved and
 * loaded again whole: the loader's check for two tiles at one position
 * hashed only y, which made the row take half a minute. */
static void
test_load_row_and_column (void)
{
  for (guint column = 0; column < 2; column++)
    {
      g_autoptr(TsrGame) game = test_game_new ("", "red");
      g_autoptr(TsrScenario) saved = NULL, loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *xml = NULL;

      for (gint32 i = 0; i < 100000; i++)
        test_setup_tile (game, "base.U", column ? 0 : i, column ? i : 0, column ? 0 : 90);
      saved = tsr_scenario_new_from_game (game, "A long line", NULL);
      xml = tsr_scenario_to_xml (saved);
      loaded = tsr_scenario_load_data (xml, strlen (xml), "line.tessera", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (tsr_scenario_get_position (loaded))), ==, 100000);
      g_assert_nonnull (tsr_board_get (tsr_game_get_board (tsr_scenario_get_position (loaded)),
                                       column ? 0 : 99999, column ? 99999 : 0));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/board/start-tile-vector", test_start_tile_vector);
  g_test_add_func ("/core/board/placement-errors", test_placement_errors);
  g_test_add_func ("/core/board/frontier", test_frontier);
  g_test_add_func ("/core/board/neighbour-links", test_neighbour_links);
  g_test_add_func ("/core/board/pos-map", test_pos_map);
  g_test_add_func ("/core/board/pos-hash", test_pos_hash);
  g_test_add_func ("/core/board/load-row-and-column", test_load_row_and_column);

  return g_test_run ();
}
