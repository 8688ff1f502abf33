/* test-edit.c: changing positions by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "expansions/tsr-disasters.h"
#include "tsr-test-util.h"
#include "tsr-test-kinds.h"

static void
assert_consistent (TsrGame *game)
{
  g_autoptr(GString) difference = g_string_new (NULL);

  if (!tsr_game_check_features (game, difference))
    g_error ("features differ after the edit: %s", difference->str);
}

static void
test_remove_tile (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  TsrFeatureInfo info;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_setup_tile (game, "base.U", 1, 0, 0);
  test_setup_figure (game, TSR_FIGURE_MEEPLE, "red", 1, 0, "E2");
  test_setup_figure (game, TSR_FIGURE_MEEPLE, "blue", 0, 0, "N2");
  g_assert_cmpint (test_supply (game, "red", TSR_FIGURE_MEEPLE), ==, 6);

  g_assert_true (tsr_game_edit_remove_tile (game, 1, 0));
  g_assert_false (tsr_game_edit_remove_tile (game, 1, 0));
  g_assert_null (tsr_board_get (tsr_game_get_board (game), 1, 0));
  g_assert_cmpint (test_supply (game, "red", TSR_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpuint (tsr_game_get_n_figures (game), ==, 1);
  g_assert_true (tsr_game_get_feature (game, 0, 0, TSR_PORT_E2, &info));
  g_assert_cmpuint (info.tiles, ==, 1);
  assert_consistent (game);

  tsr_game_edit_remove_figure (game, 0);
  g_assert_cmpuint (tsr_game_get_n_figures (game), ==, 0);
  g_assert_true (tsr_game_get_feature (game, 0, 0, TSR_PORT_N2, &info));
  g_assert_cmpuint (info.figures, ==, 0);
}

static void
test_players (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue green");
  g_autoptr(GError) error = NULL;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_setup_figure (game, TSR_FIGURE_MEEPLE, "green", 0, 0, "N2");
  test_setup_figure (game, TSR_FIGURE_MEEPLE, "blue", 0, 0, "E2");
  tsr_game_set_turn (game, 2, 1);

  /* Green moves to the front: figures and the turn follow the player. */
  tsr_game_edit_move_player (game, 2, 0);
  g_assert_cmpstr (tsr_game_get_player (game, 0)->id, ==, "green");
  g_assert_cmpstr (tsr_game_get_player (game, 2)->id, ==, "blue");
  g_assert_cmpint (tsr_game_get_active (game), ==, 0);
  g_assert_true (test_has_figure (game, TSR_FIGURE_MEEPLE, "green", 0, 0, "N2"));
  g_assert_true (test_has_figure (game, TSR_FIGURE_MEEPLE, "blue", 0, 0, "E2"));
  g_assert_cmpint (test_supply (game, "green", TSR_FIGURE_MEEPLE), ==, 6);

  /* Removing Red (now second) takes nothing of the others'. */
  tsr_game_edit_remove_player (game, 1);
  g_assert_cmpuint (tsr_game_get_n_players (game), ==, 2);
  g_assert_true (test_has_figure (game, TSR_FIGURE_MEEPLE, "blue", 0, 0, "E2"));
  g_assert_cmpint (tsr_game_get_active (game), ==, 0);

  /* Removing a player takes their figures off. */
  tsr_game_edit_remove_player (game, 0);
  g_assert_cmpuint (tsr_game_get_n_figures (game), ==, 1);
  g_assert_cmpint (tsr_game_get_figure (game, 0)->player, ==, 0);

  g_assert_true (tsr_game_edit_player (game, 0, "purple", "Pat", &error));
  g_assert_cmpstr (tsr_game_get_player (game, 0)->name, ==, "Pat");
  tsr_game_add_player (game, "red", NULL);
  g_assert_false (tsr_game_edit_player (game, 1, "purple", NULL, &error));
  g_assert_nonnull (error);
  assert_consistent (game);
}

static void
test_disable_module (void)
{
  g_autoptr(TsrGame) game = test_game_new ("abbot phantom", "red");
  g_autoptr(GError) error = NULL;

  test_setup_tile (game, "base.B", 0, 0, 0);
  test_setup_figure (game, test_figure_kind ("abbot"), "red", 0, 0, "C");
  g_assert_cmpint (test_supply (game, "red", test_figure_kind ("abbot")), ==, 0);

  g_assert_true (tsr_game_disable_module (game, "abbot", &error));
  g_assert_no_error (error);
  g_assert_false (tsr_game_has_module (game, "abbot"));
  g_assert_true (tsr_game_has_module (game, "phantom"));
  g_assert_cmpuint (tsr_game_get_n_figures (game), ==, 0);
  g_assert_cmpint (tsr_game_get_player (game, 0)->owned[test_figure_kind ("abbot")], ==, 0);

  g_assert_false (tsr_game_disable_module (game, "base", &error));
  g_assert_nonnull (error);
  assert_consistent (game);
}

/* A bare start tile follows River I on and off; a board with more on it
 * is left alone. */
static void
test_fit_start (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(GError) error = NULL;

  tsr_game_add_player (game, "red", NULL);
  tsr_game_setup_start (game);
  g_assert_false (tsr_game_edit_fit_start (game));
  g_assert_true (tsr_game_edit_remove_tile (game, 0, 0));
  g_assert_true (tsr_game_edit_fit_start (game));
  g_assert_cmpstr (tsr_board_get (tsr_game_get_board (game), 0, 0)->type->id, ==, "base.D");

  g_assert_true (tsr_game_enable_module (game, "river", &error));
  g_assert_true (tsr_game_edit_fit_start (game));
  g_assert_cmpstr (tsr_board_get (tsr_game_get_board (game), 0, 0)->type->id, ==, "river.spring");
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game)), ==, 1);

  /* Switching River I off takes the spring away with its tiles. */
  g_assert_true (tsr_game_disable_module (game, "river", &error));
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game)), ==, 0);
  g_assert_true (tsr_game_edit_fit_start (game));
  g_assert_cmpstr (tsr_board_get (tsr_game_get_board (game), 0, 0)->type->id, ==, "base.D");

  g_assert_true (tsr_game_setup_figure (game, TSR_FIGURE_MEEPLE, 0, 0, 0, TSR_PORT_N2, &error));
  g_assert_true (tsr_game_enable_module (game, "river", &error));
  g_assert_false (tsr_game_edit_fit_start (game));
  g_assert_cmpstr (tsr_board_get (tsr_game_get_board (game), 0, 0)->type->id, ==, "base.D");
}

/* Bridges brought in by the Rainbow Bridge give nobody bridges of their
 * own; once the Rainbow Bridge goes, Bridges is on by itself and they do. */
static void
test_bridges_on_by_itself (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  guint bridges;

  g_assert_true (tsr_player_stock_lookup ("bridge", &bridges));
  tsr_game_add_player (game, "red", NULL);
  g_assert_true (tsr_game_edit_switch_module (game, "rainbow-bridge", TRUE, NULL, NULL));
  g_assert_true (tsr_game_has_module (game, "bridges"));
  g_assert_cmpint (tsr_game_get_stock (game, 0, bridges), ==, 0);
  g_assert_false (tsr_game_edit_switch_module (game, "bridges", FALSE, NULL, NULL));

  g_assert_true (tsr_game_edit_switch_module (game, "rainbow-bridge", FALSE, NULL, NULL));
  g_assert_true (tsr_game_has_module (game, "bridges"));
  g_assert_cmpint (tsr_game_get_stock (game, 0, bridges), ==, 3);
}

/* Switching a module as the rules panel does: only one that changes the
 * start tile puts one down on an empty board. */
static void
test_switch_module (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(GError) error = NULL;
  gboolean start_changed = TRUE;

  tsr_game_add_player (game, "red", NULL);
  g_assert_true (tsr_game_edit_switch_module (game, "abbot", TRUE, &start_changed, &error));
  g_assert_false (start_changed);
  g_assert_cmpuint (tsr_board_get_n_tiles (tsr_game_get_board (game)), ==, 0);

  g_assert_true (tsr_game_edit_switch_module (game, "river", TRUE, &start_changed, &error));
  g_assert_true (start_changed);
  g_assert_cmpstr (tsr_board_get (tsr_game_get_board (game), 0, 0)->type->id, ==, "river.spring");

  g_assert_true (tsr_game_edit_switch_module (game, "abbot", FALSE, &start_changed, &error));
  g_assert_false (start_changed);
  g_assert_cmpstr (tsr_board_get (tsr_game_get_board (game), 0, 0)->type->id, ==, "river.spring");

  g_assert_true (tsr_game_edit_switch_module (game, "river", FALSE, &start_changed, &error));
  g_assert_true (start_changed);
  g_assert_cmpstr (tsr_board_get (tsr_game_get_board (game), 0, 0)->type->id, ==, "base.D");

  g_assert_false (tsr_game_edit_switch_module (game, "dragons", TRUE, &start_changed, &error));
  g_assert_nonnull (error);
}

/* Whether some tile of the deck belongs to @set. */
static gboolean
deck_has_set (TsrGame    *game,
              const char *set)
{
  for (guint i = 0; i < tsr_game_get_deck_size (game); i++)
    if (g_str_equal (tsr_game_get_deck_tile (game, i)->set, set))
      return TRUE;

  return FALSE;
}

/* A module switched on brings its tiles into the deck: the box stays the
 * box, and a deck arranged by hand keeps its order with them under it. */
static void
test_switch_module_deck (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  const TsrCatalogue *catalogue = tsr_catalogue_get_default ();
  const TsrTileType *arranged[] = { tsr_catalogue_lookup (catalogue, "base.E"),
                                    tsr_catalogue_lookup (catalogue, "base.A") };
  guint box;

  tsr_game_add_player (game, "red", NULL);
  tsr_game_setup_start (game);
  tsr_game_fill_deck (game, NULL);
  box = tsr_game_get_deck_size (game);
  g_assert_true (tsr_game_deck_is_box (game));

  g_assert_true (tsr_game_edit_switch_module (game, "disasters", TRUE, NULL, NULL));
  g_assert_true (tsr_game_deck_is_box (game));
  g_assert_cmpuint (tsr_game_get_deck_size (game), >, box);
  g_assert_true (deck_has_set (game, "disasters"));
  g_assert_true (tsr_game_edit_switch_module (game, "disasters", FALSE, NULL, NULL));
  g_assert_cmpuint (tsr_game_get_deck_size (game), ==, box);
  g_assert_true (tsr_game_deck_is_box (game));

  tsr_game_set_deck (game, arranged, G_N_ELEMENTS (arranged));
  g_assert_false (tsr_game_deck_is_box (game));
  g_assert_true (tsr_game_edit_switch_module (game, "disasters", TRUE, NULL, NULL));
  g_assert_cmpuint (tsr_game_get_deck_size (game), >, 2);
  g_assert_true (tsr_game_get_deck_tile (game, 0) == arranged[0]);
  g_assert_true (tsr_game_get_deck_tile (game, 1) == arranged[1]);
  g_assert_cmpstr (tsr_game_get_deck_tile (game, 2)->set, ==, "disasters");
  g_assert_true (tsr_game_edit_switch_module (game, "disasters", FALSE, NULL, NULL));
  g_assert_cmpuint (tsr_game_get_deck_size (game), ==, 2);

  /* The river goes on top, as its rules have it, over the hand's order. */
  g_assert_true (tsr_game_edit_switch_module (game, "river", TRUE, NULL, NULL));
  g_assert_true (deck_has_set (game, "river"));
  g_assert_cmpstr (tsr_game_get_deck_tile (game, 0)->set, ==, "river");
  g_assert_true (tsr_game_get_deck_tile (game, tsr_game_get_deck_size (game) - 2) == arranged[0]);
  g_assert_true (tsr_game_get_deck_tile (game, tsr_game_get_deck_size (game) - 1) == arranged[1]);
}

/* Counts the deck's tiles that have a garden. */
static guint
deck_gardens (TsrGame *game)
{
  guint gardens = 0;

  for (guint i = 0; i < tsr_game_get_deck_size (game); i++)
    {
      const TsrTileType *type = tsr_game_get_deck_tile (game, i);

      for (guint s = 0; s < type->n_segments; s++)
        gardens += type->segments[s].kind == TSR_FEATURE_GARDEN;
    }

  return gardens;
}

/* Choosing the base game's edition makes a deck that was the box the
 * other edition's box; a deck arranged by hand keeps its tiles. */
static void
test_switch_edition (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  const TsrTileType *arranged[] = { test_tile ("base.E"), test_tile ("base.A") };

  tsr_game_add_player (game, "red", NULL);
  tsr_game_setup_start (game);
  tsr_game_fill_deck (game, NULL);
  g_assert_cmpuint (tsr_game_get_deck_size (game), ==, 71);
  g_assert_cmpuint (deck_gardens (game), ==, 0);
  g_assert_cmpuint (tsr_game_get_edition (game, "base"), ==, 1);

  g_assert_true (tsr_game_set_variant (game, "base.edition", "2", NULL));
  g_assert_cmpuint (tsr_game_get_edition (game, "base"), ==, 2);
  g_assert_true (tsr_game_deck_is_box (game));
  g_assert_cmpuint (tsr_game_get_deck_size (game), ==, 71);
  g_assert_cmpuint (deck_gardens (game), ==, 8);
  g_assert_cmpuint (tsr_game_box_count (game, test_tile ("base.E")), ==, 4);

  g_assert_true (tsr_game_set_variant (game, "base.edition", "1", NULL));
  g_assert_cmpuint (deck_gardens (game), ==, 0);

  tsr_game_set_deck (game, arranged, G_N_ELEMENTS (arranged));
  g_assert_true (tsr_game_set_variant (game, "base.edition", "2", NULL));
  g_assert_cmpuint (tsr_game_get_deck_size (game), ==, 2);
  g_assert_true (tsr_game_get_deck_tile (game, 0) == arranged[0]);
  g_assert_false (tsr_game_set_variant (game, "base.edition", "3", NULL));
}

/* Every card a module's deck declares can be put in it, and has a name
 * for people: what the palette's Add button offers. */
static void
test_card_decks_declared (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  guint n_decks = 0;

  tsr_game_add_player (game, "red", NULL);
  for (guint m = 0; m < tsr_module_count (); m++)
    {
      const TsrModule *module = tsr_module_get (m);

      for (const TsrCardDeckDecl *decl = module->card_decks; decl != NULL && decl->name != NULL; decl++)
        {
          g_autoptr(GPtrArray) names = g_ptr_array_new ();
          g_autoptr(GError) error = NULL;
          guint n_cards = g_strv_length ((GStrv) decl->cards);
          guint n_discards;

          g_assert_true (tsr_game_enable_module (game, module->id, NULL));
          g_assert_cmpuint (n_cards, >, 0);
          for (guint i = 0; i < n_cards; i++)
            g_assert_nonnull (decl->card_titles[i]);
          g_assert_true (decl->set (game, decl->cards, n_cards, &error));
          g_assert_no_error (error);
          decl->get (game, names, &n_discards);
          g_assert_cmpuint (names->len, ==, n_cards);
          for (guint i = 0; i < n_cards; i++)
            g_assert_cmpstr (g_ptr_array_index (names, i), ==, decl->cards[i]);
          n_decks++;
        }
    }
  g_assert_cmpuint (n_decks, >, 0);
}

/* The flood goes with its tile when the tile is taken away by hand. */
static void
test_flood_follows_tile (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(GError) error = NULL;
  const TsrCatalogue *catalogue = tsr_catalogue_get_default ();
  gint32 x, y;
  gboolean spread;

  g_assert_true (tsr_game_enable_module (game, "disasters", &error));
  tsr_game_add_player (game, "red", NULL);
  tsr_game_setup_start (game);
  g_assert_true (tsr_game_setup_tile (game, tsr_catalogue_lookup (catalogue, "disasters.flood"), 1, 0, 0, &error));
  g_assert_true (tsr_game_setup_flood (game, 1, 0, TRUE, -1, &error));
  g_assert_true (tsr_game_get_flood (game, &x, &y, &spread, NULL));
  g_assert_true (spread);

  g_assert_true (tsr_game_edit_remove_tile (game, 1, 0));
  g_assert_false (tsr_game_get_flood (game, &x, &y, &spread, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/edit/remove-tile", test_remove_tile);
  g_test_add_func ("/core/edit/players", test_players);
  g_test_add_func ("/core/edit/disable-module", test_disable_module);
  g_test_add_func ("/core/edit/fit-start", test_fit_start);
  g_test_add_func ("/core/edit/switch-module", test_switch_module);
  g_test_add_func ("/core/edit/switch-module-deck", test_switch_module_deck);
  g_test_add_func ("/core/edit/switch-edition", test_switch_edition);
  g_test_add_func ("/core/edit/card-decks-declared", test_card_decks_declared);
  g_test_add_func ("/core/edit/bridges-on-by-itself", test_bridges_on_by_itself);
  g_test_add_func ("/core/edit/flood-follows-tile", test_flood_follows_tile);

  return g_test_run ();
}
