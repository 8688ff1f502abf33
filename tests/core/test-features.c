/* test-features.c: features joined across tiles, bridges, removal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "expansions/tsr-disasters.h"
#include "expansions/tsr-rainbow-bridge.h"
#include "tsr-game-private.h"
#include "tsr-test-util.h"

static TsrFeatureInfo
feature (TsrGame    *game,
         gint32      x,
         gint32      y,
         const char *port)
{
  TsrFeatureInfo info;

  g_assert_true (tsr_game_get_feature (game, x, y, test_port (port), &info));
  return info;
}

static void
assert_consistent (TsrGame *game)
{
  g_autoptr(GString) difference = g_string_new (NULL);

  if (!tsr_game_check_features (game, difference))
    g_error ("incremental and rebuilt features differ: %s", difference->str);
}

/* A city entering one tile through two separate segments counts that
 * tile once (docs/rules.md, "Scoring"). */
static void
test_tile_counts_once (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red");
  TsrFeatureInfo info;

  /* base.I at (0, 0): cities north and west, separate on the tile.  A
   * ring of curved city tiles joins them around (-1, -1). */
  test_setup_tile (game, "base.I", 0, 0, 0);
  test_setup_tile (game, "base.N", 0, -1, 270);
  test_setup_tile (game, "base.N", -1, -1, 180);
  test_setup_tile (game, "base.N", -1, 0, 90);

  info = feature (game, 0, 0, "N2");
  g_assert_cmpint (info.kind, ==, TSR_FEATURE_CITY);
  g_assert_true (info.complete);
  g_assert_cmpuint (info.tiles, ==, 4);
  /* 4 tiles × 2; five segments, one tile entered twice. */
  g_assert_cmpint (info.points, ==, 8);
  g_assert_cmpint (feature (game, 0, 0, "W2").points, ==, 8);
  assert_consistent (game);
}

static void
test_open_ports (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red");
  g_autoptr(GArray) ports = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  int element;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_setup_tile (game, "base.U", 1, 0, 0);

  element = tsr_features_element_at (tsr_game_get_features (game), tsr_game_get_board (game),
                                     0, 0, TSR_PORT_E2);
  tsr_features_open_ports (tsr_game_get_features (game), tsr_game_get_board (game), element, ports);
  g_assert_cmpuint (ports->len, ==, 2);
  g_assert_cmpint (g_array_index (ports, TsrLocation, 0).port + g_array_index (ports, TsrLocation, 1).port, ==,
                   TSR_PORT_W2 + TSR_PORT_E2);
  g_assert_false (feature (game, 0, 0, "W2").complete);
  g_assert_cmpuint (feature (game, 1, 0, "W2").tiles, ==, 2);
}

/* A bridge is a road of its own across its tile: it joins the roads at
 * its ends and leaves the field underneath whole. */
static void
test_bridge (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red");
  g_autoptr(GError) error = NULL;
  TsrFeatureInfo road;

  test_setup_tile (game, "base.B", 0, 0, 0);
  test_setup_tile (game, "base.W", -1, 0, 270);
  test_setup_tile (game, "base.A", 1, 0, 90);

  g_assert_false (feature (game, -1, 0, "E2").kind == TSR_FEATURE_ROAD &&
                  feature (game, -1, 0, "E2").tiles > 1);

  g_assert_true (tsr_game_set_span (game, 0, 0, TSR_AXIS_EW, 0, &error));
  g_assert_no_error (error);

  road = feature (game, 0, 0, "bridge");
  g_assert_cmpint (road.kind, ==, TSR_FEATURE_ROAD);
  g_assert_cmpuint (road.tiles, ==, 3);
  g_assert_true (road.complete);
  g_assert_cmpint (feature (game, 0, 0, "E2").kind, ==, TSR_FEATURE_ROAD);
  g_assert_cmpint (feature (game, 0, 0, "N2").kind, ==, TSR_FEATURE_FIELD);
  g_assert_cmpint (feature (game, 0, 0, "C").kind, ==, TSR_FEATURE_MONASTERY);

  /* The ends now show roads to tiles placed later. */
  g_assert_cmpint (tsr_board_get (tsr_game_get_board (game), 0, 0)->edges[TSR_SIDE_W], ==, TSR_EDGE_ROAD);

  /* A thief may stand on it. */
  test_setup_figure (game, TSR_FIGURE_MEEPLE, "red", 0, 0, "bridge");
  g_assert_cmpuint (feature (game, -1, 0, "E2").figures, ==, 1);
  assert_consistent (game);

  /* Taken away, the roads fall apart again. */
  g_assert_true (tsr_game_set_span (game, 0, 0, TSR_AXIS_NONE, 0, &error));
  g_assert_cmpint (feature (game, 0, 0, "E2").kind, ==, TSR_FEATURE_FIELD);
  g_assert_cmpuint (feature (game, 1, 0, "W2").tiles, ==, 1);
  g_assert_cmpint (tsr_board_get (tsr_game_get_board (game), 0, 0)->edges[TSR_SIDE_W], ==, TSR_EDGE_FIELD);
}

static void
test_flags_follow_features (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red");
  g_autoptr(GError) error = NULL;

  test_setup_tile (game, "base.D", 0, 0, 0);
  g_assert_true (tsr_game_add_flags (game, 0, 0, TSR_PORT_E2,
                                     TSR_FEATURE_FLAG_BROKEN | TSR_FEATURE_FLAG_NEVER_COMPLETE, &error));
  test_setup_tile (game, "base.A", 1, 0, 90);
  test_setup_tile (game, "base.A", -1, 0, 270);

  /* Both ends closed, yet a broken road can never be completed. */
  g_assert_false (feature (game, -1, 0, "E2").complete);
  g_assert_true (tsr_feature_flags_have (feature (game, 1, 0, "W2").flags, TSR_FEATURE_FLAG_BROKEN));
  /* A mark shares the core's bits with others': broken is not flooded. */
  g_assert_false (tsr_feature_flags_have (feature (game, 1, 0, "W2").flags, TSR_FEATURE_FLAG_FLOODED));
  assert_consistent (game);

  g_assert_false (tsr_game_add_flags (game, 9, 9, TSR_PORT_N2, TSR_FEATURE_FLAG_BROKEN, &error));
  g_assert_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NO_SEGMENT);
}

/* A tile taken away (a meteor strike) splits what it joined. */
static void
test_remove_tile (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red");

  test_setup_tile (game, "base.U", -1, 0, 0);
  test_setup_tile (game, "base.U", 0, 0, 0);
  test_setup_tile (game, "base.U", 1, 0, 0);
  test_setup_figure (game, TSR_FIGURE_MEEPLE, "red", 1, 0, "E2");
  g_assert_cmpuint (feature (game, -1, 0, "E2").tiles, ==, 3);
  g_assert_cmpuint (feature (game, -1, 0, "E2").figures, ==, 1);

  tsr_game_remove_tile (game, 0, 0);
  g_assert_null (tsr_board_get (tsr_game_get_board (game), 0, 0));
  g_assert_cmpuint (feature (game, -1, 0, "E2").tiles, ==, 1);
  g_assert_cmpuint (feature (game, -1, 0, "E2").figures, ==, 0);
  g_assert_cmpuint (feature (game, 1, 0, "W2").figures, ==, 1);
  assert_consistent (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/features/tile-counts-once", test_tile_counts_once);
  g_test_add_func ("/core/features/open-ports", test_open_ports);
  g_test_add_func ("/core/features/bridge", test_bridge);
  g_test_add_func ("/core/features/flags-follow-features", test_flags_follow_features);
  g_test_add_func ("/core/features/remove-tile", test_remove_tile);

  return g_test_run ();
}
