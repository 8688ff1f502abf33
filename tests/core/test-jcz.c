/* test-jcz.c: JCloisterZone's saved games, opened as scenarios
 *
 * The games in tests/jcz/ were written for these tests (docs/format.md,
 * "Opening JCloisterZone games", says how they are read); the scores each
 * test expects are worked out from the rules in its comments, not taken
 * from the importer.  The generator's numbers were worked out by hand from
 * its definition: a number below n is ⌊r·n⌋, and the next r is the low 48
 * bits of r's IEEE 754 bits, times 25214903917, plus 11, modulo 2^48,
 * over 2^48.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-jcz-pack.h"
#include "tsr-test-util.h"

static TsrScenario *
open_game (const char *name,
           TsrGame   **played)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "jcz", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  TsrScenario *scenario = tsr_scenario_open_file (path, &error);

  g_assert_no_error (error);
  g_assert_true (tsr_scenario_is_imported (scenario));
  g_assert_true (tsr_scenario_run (scenario, played, &failures));
  g_assert_cmpuint (failures->len, ==, 0);
  return scenario;
}

static guint
count_steps (const TsrGame *game,
             const char    *rule)
{
  guint n = 0;

  for (guint i = 0; i < tsr_game_get_n_steps (game); i++)
    if (g_strcmp0 (tsr_game_get_step (game, i)->rule, rule) == 0)
      n++;

  return n;
}

static guint
count_expectations (const TsrScenario *scenario)
{
  guint n = 0;

  tsr_scenario_count_script (scenario, &n);
  return n;
}

/* r = 0.3 over the 71 tiles of the first edition's box less the start
 * tile: ⌊0.3·71⌋ = 21; then r = 0.39998208373322797, ⌊r·70⌋ = 27; then
 * r = 0.7066776438501101, ⌊r·69⌋ = 48. */
static void
test_random (void)
{
  TsrJczRandom random;

  tsr_jcz_random_seed (&random, 0.3);
  g_assert_cmpuint (tsr_jcz_random_next_int (&random, 71), ==, 21);
  g_assert_cmpfloat (random.random, ==, 0.39998208373322797);
  g_assert_cmpuint (tsr_jcz_random_next_int (&random, 70), ==, 27);
  g_assert_cmpfloat (random.random, ==, 0.7066776438501101);
  g_assert_cmpuint (tsr_jcz_random_next_int (&random, 69), ==, 48);

  /* 0.5 has no bits in its low 48: the next number is 11 / 2^48. */
  tsr_jcz_random_seed (&random, 0.5);
  g_assert_cmpuint (tsr_jcz_random_next_int (&random, 71), ==, 35);
  g_assert_cmpfloat (random.random, ==, 11.0 / 281474976710656.0);
}

/* The pack sorted by id ("BA/C" ×5, "BA/CC.2" ×2, "BA/CFC.2" ×3, …):
 * index 21 of the 71 is the third "BA/Cc.1", 27 of the 70 left the first
 * "BA/CcRr+", 48 of the 69 left the second "BA/RFr" (docs/format.md). */
static void
test_pack (void)
{
  g_autoptr(TsrJczPack) pack = tsr_jcz_pack_new ();
  TsrJczRandom random;

  tsr_jcz_pack_add_set (pack, "basic:1", 1);
  g_assert_cmpuint (tsr_jcz_pack_size (pack), ==, 72);
  g_assert_true (tsr_jcz_pack_take (pack, "BA/RCr"));
  tsr_jcz_pack_start (pack);
  g_assert_cmpuint (tsr_jcz_pack_size (pack), ==, 71);

  tsr_jcz_random_seed (&random, 0.3);
  g_assert_cmpstr (tsr_jcz_pack_draw (pack, &random), ==, "BA/Cc.1");
  g_assert_cmpstr (tsr_jcz_pack_draw (pack, &random), ==, "BA/CcRr+");
  g_assert_cmpstr (tsr_jcz_pack_draw (pack, &random), ==, "BA/RFr");
  g_assert_cmpuint (tsr_jcz_pack_size (pack), ==, 68);
  g_assert_false (tsr_jcz_pack_take (pack, "BA/Cccc+") && tsr_jcz_pack_take (pack, "BA/Cccc+"));
}

/* With River I, the river's ten tiles are drawn first, then the lake,
 * then the 72 of the base game; the spring is the start tile. */
static void
test_river_pack (void)
{
  g_autoptr(TsrJczPack) pack = tsr_jcz_pack_new ();
  TsrJczRandom random;

  tsr_jcz_pack_add_set (pack, "basic:1", 1);
  tsr_jcz_pack_add_set (pack, "river/1:1", 1);
  g_assert_true (tsr_jcz_pack_take (pack, "RI/s"));
  tsr_jcz_pack_start (pack);
  g_assert_cmpuint (tsr_jcz_pack_size (pack), ==, 10);

  tsr_jcz_random_seed (&random, 0.99);
  for (guint i = 0; i < 10; i++)
    g_assert_true (g_str_has_prefix (tsr_jcz_pack_draw (pack, &random), "RI.1/"));
  g_assert_cmpuint (tsr_jcz_pack_size (pack), ==, 1);
  g_assert_cmpstr (tsr_jcz_pack_draw (pack, &random), ==, "RI.1/I.e");
  g_assert_cmpuint (tsr_jcz_pack_size (pack), ==, 72);
}

/* Alice closes the start tile's city with a cap (2 tiles, 4 points), her
 * farmer taken back for a knight; Bob's full city fits nowhere and is
 * discarded, his curve carries the road east to a monastery's road, and
 * Alice's junction ends it west: 4 tiles, 4 points to Bob's thief.  Bob's
 * monk stays; the tile in hand is a road-and-city "BA/CRr". */
static void
test_first_turns (void)
{
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(TsrScenario) scenario = open_game ("first-turns.jcz", &game);

  g_assert_cmpstr (tsr_scenario_get_title (scenario), ==, "First turns");
  g_assert_nonnull (strstr (tsr_scenario_get_description (scenario),
                            "Its test asserts what Tessera does not check:\nBob has 6 meeples in supply"));
  g_assert_cmpuint (count_expectations (scenario), ==, 4);

  g_assert_cmpint (test_score (game, "red"), ==, 4);
  g_assert_cmpint (test_score (game, "blue"), ==, 4);
  g_assert_cmpint (test_supply (game, "red", TSR_FIGURE_MEEPLE), ==, 7);
  g_assert_cmpint (test_supply (game, "blue", TSR_FIGURE_MEEPLE), ==, 6);
  g_assert_true (test_has_figure (game, TSR_FIGURE_MEEPLE, "blue", 1, 1, "C"));
  g_assert_cmpuint (tsr_game_get_n_figures (game), ==, 1);
  g_assert_cmpuint (count_steps (game, "base.discard"), ==, 1);
  g_assert_cmpuint (count_steps (game, "base.place-tile"), ==, 4);
  g_assert_true (tsr_game_get_drawn (game) == test_tile ("base.J"));
  g_assert_true (tsr_board_get (tsr_game_get_board (game), -1, -1) == NULL);
}

/* Alice's abbot goes into the garden of a road curve, her phantom onto
 * its road; Bob's monastery and Alice's city cap come beside it, and the
 * abbot comes home with the garden's 4 points (itself, the start tile,
 * the monastery, the cap). */
static void
test_abbot_garden (void)
{
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(TsrScenario) scenario = open_game ("abbot-garden.jcz", &game);
  TsrFigureKind abbot, phantom;

  g_assert_true (tsr_figure_kind_from_string ("abbot", &abbot));
  g_assert_true (tsr_figure_kind_from_string ("phantom", &phantom));
  g_assert_cmpuint (tsr_game_get_edition (game, "base"), ==, 2);
  g_assert_cmpint (test_score (game, "red"), ==, 4);
  g_assert_cmpint (test_score (game, "blue"), ==, 0);
  g_assert_cmpint (test_supply (game, "red", abbot), ==, 1);
  g_assert_true (test_has_figure (game, phantom, "red", 1, 0, "S2"));
  g_assert_true (test_has_figure (game, TSR_FIGURE_MEEPLE, "blue", 1, -1, "C"));
  g_assert_cmpuint (count_steps (game, "abbot.recall-score"), ==, 1);
  g_assert_cmpuint (count_steps (game, "base.score-garden"), ==, 0);
  g_assert_cmpuint (count_expectations (scenario), ==, 3);
}

/* Alice's thief on a road the start tile carries to two monasteries'
 * roads: 3 tiles, 3 points.  Her crossroads fits only with a bridge
 * across the monastery east of the start, laid without a message; Bob
 * lays one of his own across his city cap. */
static void
test_bridges (void)
{
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(TsrScenario) scenario = open_game ("bridges.jcz", &game);
  const TsrBoard *board;

  board = tsr_game_get_board (game);
  g_assert_cmpint (test_score (game, "red"), ==, 3);
  g_assert_cmpint (test_score (game, "blue"), ==, 0);
  g_assert_cmpint (tsr_board_get (board, 1, 0)->span, ==, TSR_AXIS_NS);
  g_assert_cmpint (tsr_board_get (board, -1, -1)->span, ==, TSR_AXIS_EW);
  g_assert_cmpint (tsr_board_get (board, 1, 1)->span, ==, TSR_AXIS_NONE);
  g_assert_true (tsr_game_get_drawn (game) == test_tile ("base.H"));
  g_assert_cmpuint (count_expectations (scenario), ==, 3);
}

/* River I: the spring is the start tile, the river's tiles come first,
 * and the tile in hand is the river's monastery. */
static void
test_river (void)
{
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(TsrScenario) scenario = open_game ("river.jcz", &game);
  const TsrTileType *lake = test_tile ("river.lake");
  guint deck = tsr_game_get_deck_size (game);
  gboolean base_seen = FALSE;

  /* No name in the game: the file's, less its extension. */
  g_assert_cmpstr (tsr_scenario_get_title (scenario), ==, "river");
  g_assert_true (tsr_game_get_drawn (game) == test_tile ("river.monastery"));
  g_assert_true (test_has_figure (game, TSR_FIGURE_MEEPLE, "red", 1, 0, "W3"));
  g_assert_true (test_has_figure (game, TSR_FIGURE_MEEPLE, "blue", 2, 0, "N2"));

  /* From the top of the deck: the river, the lake, then the base game's
   * 72, none of them the start tile. */
  g_assert_cmpuint (deck, ==, 7 + 1 + 72);
  for (guint i = 0; i < deck; i++)
    {
      const TsrTileType *tile = tsr_game_get_deck_tile (game, i);
      const char *id = tile->id;

      if (i < 7)
        g_assert_true (g_str_has_prefix (id, "river.") && tile != lake);
      else if (i == 7)
        g_assert_true (tile == lake);
      else
        base_seen = g_str_has_prefix (id, "base.");
      if (i > 7)
        g_assert_true (base_seen);
    }
}

/* What an import holds is what a scenario file can: saved and read
 * again, it is the same. */
static void
test_round_trip (void)
{
  static const char *const games[] = { "first-turns.jcz", "abbot-garden.jcz", "bridges.jcz", "river.jcz" };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(TsrGame) game = NULL;
      g_autoptr(TsrScenario) scenario = open_game (games[i], &game);
      g_autofree char *xml = tsr_scenario_to_xml (scenario);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrScenario) again = tsr_scenario_load_data (xml, strlen (xml), games[i], &error);
      g_autoptr(GString) difference = g_string_new (NULL);

      g_assert_no_error (error);
      g_assert_false (tsr_scenario_is_imported (again));
      if (!tsr_scenario_equal (scenario, again, difference))
        g_error ("%s: %s", games[i], difference->str);
    }
}

/* JSON may hold control characters anywhere, the version too; a scenario
 * keeps each as U+FFFD, and saves and loads back the same (a fuzz find). */
static void
test_control_characters (void)
{
  static const char game[] =
    "{\"appVersion\": \"5.7.\\u0001K0\", \"initialRandom\": 0.3, \"name\": \"Bell\\u0007\", "
    "\"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": {\"small-follower\": 7}, \"rules\": {}, "
    "\"start\": [{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}]}, "
    "\"players\": [{\"name\": \"Alice\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}], "
    "\"replay\": [], \"test\": {\"description\": \"Tab\\there\\u001b\"}}";
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_jcz_import (game, strlen (game), "g.jcz", &error);
  g_autoptr(TsrScenario) again = NULL;
  g_autofree char *xml = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tsr_scenario_get_title (scenario), ==, "Bell\xef\xbf\xbd");
  g_assert_cmpstr (tsr_scenario_get_description (scenario), ==,
                   "Imported from the JCloisterZone game “g.jcz”, saved by version 5.7.\xef\xbf\xbdK0.\n\n"
                   "Tab\there\xef\xbf\xbd");
  xml = tsr_scenario_to_xml (scenario);
  again = tsr_scenario_load_data (xml, strlen (xml), "saved.tessera", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tsr_scenario_get_description (again), ==, tsr_scenario_get_description (scenario));
}

static char *
import_error (const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_jcz_import (json, strlen (json), "g.jcz", &error);

  g_assert_null (scenario);
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

#define GAME_HEAD "{\"appVersion\": \"5.7.0\", \"initialRandom\": 0.3, "
#define BASE_SETUP \
  "\"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": {\"small-follower\": 7, \"farmers\": true}, " \
  "\"rules\": {}, \"start\": [{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}]}, "
#define TWO_PLAYERS "\"players\": [{\"name\": \"Alice\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}], "

/* Everything missing in one message, each piece once, with the version. */
static void
test_refuse_missing (void)
{
  g_autofree char *message = import_error (
    GAME_HEAD
    "\"setup\": {\"sets\": {\"basic:1\": 1, \"inns-and-cathedrals:1\": 1}, "
    "\"elements\": {\"small-follower\": 7, \"big-follower\": 1, \"abbot\": 2}, "
    "\"rules\": {\"tiny-city-scoring\": \"3\"}, "
    "\"start\": [{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}]}, "
    TWO_PLAYERS
    "\"replay\": ["
    "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"IC/CcR\", \"rotation\": \"R0\", \"position\": [1, 0]}},"
    "{\"type\": \"RETURN_MEEPLE\", \"payload\": {\"source\": \"FESTIVAL\", \"pointer\": {\"featurePointer\": "
    "  {\"position\": [1, 0], \"feature\": \"City\", \"location\": \"N\"}, \"meepleId\": \"0.small.1\"}}},"
    "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"IC/CcR\", \"rotation\": \"R0\", \"position\": [2, 0]}},"
    "{\"type\": \"FLOCK_EXPAND_OR_SCORE\", \"payload\": {}}]}");

  g_assert_cmpstr (message, ==,
                   "g.jcz: this game of JCloisterZone 5.7.0 needs what Tessera does not have:\n"
                   "  The tile “IC/CcR”.\n"
                   "  The message “RETURN_MEEPLE FESTIVAL”.\n"
                   "  The message “FLOCK_EXPAND_OR_SCORE”.\n"
                   "  The set “inns-and-cathedrals:1”.\n"
                   "  The element “big-follower”.\n"
                   "  More than one “abbot” for each player.\n"
                   "  The rule “tiny-city-scoring” set to “3”.");
}

static void
test_refuse_version (void)
{
  g_autofree char *old = import_error ("{\"appVersion\": \"5.6.1\", \"initialSeed\": 42}");
  g_autofree char *none = import_error ("{\"initialRandom\": 0.5}");

  g_assert_cmpstr (old, ==, "g.jcz: the game was saved by JCloisterZone 5.6.1; Tessera opens games saved by "
                            "version 5.7.0 or later");
  g_assert_cmpstr (none, ==, "g.jcz: the game was saved by JCloisterZone ?; Tessera opens games saved by "
                             "version 5.7.0 or later");
}

/* Where the JSON breaks: the line and the column the reader had come to. */
static void
test_refuse_damaged_json (void)
{
  g_autofree char *cut = import_error ("{\n  \"appVersion\": \"5.7.0\",\n  \"setup\": {\"sets\": [1, 2,\n");
  g_autofree char *stray = import_error ("{\n  \"appVersion\": \"5.7.0\" \"name\": \"x\"\n}\n");
  g_autofree char *array = import_error ("[1, 2]");

  /* The end of the file, where a bracket was due; the end of the value
   * before a missing comma (the reader's words are its own). */
  g_assert_true (g_str_has_prefix (cut, "g.jcz:4:1: this JCloisterZone game is damaged: unexpected end of file"));
  g_assert_true (g_str_has_prefix (stray, "g.jcz:2:23: this JCloisterZone game is damaged: "));
  g_assert_cmpstr (array, ==, "g.jcz: this is not a JCloisterZone game: its JSON holds no object");
}

/* JSON as it should be, but not a game as JCloisterZone writes one: every
 * problem at once. */
static void
test_refuse_damaged_game (void)
{
  g_autofree char *message = import_error (
    "{\"appVersion\": \"5.7.0\", \"initialRandom\": 2, "
    "\"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": {\"small-follower\": 7}, \"rules\": {}, \"start\": []}, "
    "\"players\": [], "
    "\"replay\": [{\"type\": \"UNDO\", \"payload\": {}}, {\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": 3}}]}");

  g_assert_cmpstr (message, ==,
                   "g.jcz: this JCloisterZone game is damaged:\n"
                   "  g.jcz: initialRandom is not a number from 0 to 1\n"
                   "  g.jcz: message 1 of the replay is an UNDO with nothing to undo\n"
                   "  g.jcz: message 2 of the replay (PLACE_TILE) is not as JCloisterZone writes one\n"
                   "  g.jcz: the game has no players\n"
                   "  g.jcz: the setup has no start tile");
}

/* Numbers no whole number type holds, where a count or a square is due:
 * refused as damaged (converting them was undefined behaviour, which the
 * fuzzer found). */
static void
test_refuse_huge_numbers (void)
{
  g_autofree char *message = import_error (
    GAME_HEAD
    "\"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": {\"small-follower\": 2.2e47}, "
    "\"rules\": {}, \"start\": [{\"tile\": \"BA/RCr\", \"x\": 1e19, \"y\": 0, \"rotation\": 0}]}, "
    TWO_PLAYERS
    "\"replay\": [{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\", \"rotation\": \"R0\", "
    "\"position\": [-9223372036854775808, 0]}}]}");

  g_assert_cmpstr (message, ==,
                   "g.jcz: this JCloisterZone game is damaged:\n"
                   "  g.jcz: message 1 of the replay (PLACE_TILE) is not as JCloisterZone writes one\n"
                   "  g.jcz: the setup's element “small-follower” is not as JCloisterZone writes it\n"
                   "  g.jcz: start tile 1 of the setup is not one Tessera can lay\n"
                   "  g.jcz: the setup has no start tile");
}

/* r = 0.3 draws "BA/Cc.1" (a city corner) first, which fits beside the
 * start tile: a game that places another tile does not follow from its
 * numbers. */
static void
test_refuse_other_draw (void)
{
  g_autofree char *message = import_error (
    GAME_HEAD BASE_SETUP TWO_PLAYERS
    "\"replay\": [{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\", \"rotation\": \"R180\", "
    "\"position\": [0, -1]}}]}");

  g_assert_cmpstr (message, ==, "g.jcz: message 1 (PLACE_TILE) does not replay by Tessera's rules: its random "
                                "numbers draw the tile “city corner” here, which fits on the board by Tessera’s "
                                "rules, yet it places “city cap”: the file does not follow from its own draws, or "
                                "the two programs disagree on where a tile fits");
}

/* The game's test on the state the replay leaves: here no move yet, so
 * r = 0.3 puts a city corner ("BA/Cc.1") in Alice's hand, which goes
 * north of the start tile with its city turned south, and south of it
 * with its city turned away: two rotations each. */
static void
test_assertions (void)
{
  static const char *const games[] = {
    GAME_HEAD BASE_SETUP TWO_PLAYERS "\"replay\": [], \"test\": {\"assertions\": [\"Alice has 0 points\", "
    "\"TilePlacement BA/Cc.1 options: [0,-1] - [R180,R270]; [0,1] - [R270, R180]\", \"Player can pass\", "
    "\"phase is TilePhase\"]}}",
    GAME_HEAD BASE_SETUP TWO_PLAYERS "\"replay\": [], \"test\": {\"assertions\": ["
    "\"TilePlacement BA/Cc.1 options: [0,-1] - [R180]\"]}}",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) right = tsr_jcz_import (games[0], strlen (games[0]), "g.jcz", &error);
  g_autoptr(TsrScenario) wrong = NULL;
  g_autoptr(GPtrArray) failures = NULL;
  g_autoptr(GPtrArray) wrong_failures = NULL;
  g_autoptr(TsrGame) game = NULL;
  g_autoptr(TsrGame) wrong_game = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (count_expectations (right), ==, 1 + 1 + 4);
  g_assert_nonnull (strstr (tsr_scenario_get_description (right), "does not check:\nPlayer can pass\n"
                                                                    "phase is TilePhase"));
  g_assert_true (tsr_scenario_run (right, &game, &failures));
  g_assert_cmpuint (failures->len, ==, 0);
  g_assert_true (tsr_game_get_drawn (game) == test_tile ("base.N"));

  /* One rotation short: the count of placements no longer holds. */
  wrong = tsr_jcz_import (games[1], strlen (games[1]), "g.jcz", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_expectations (wrong), ==, 2);
  g_assert_false (tsr_scenario_run (wrong, &wrong_game, &wrong_failures));
  g_assert_cmpuint (wrong_failures->len, ==, 1);
}

/* JCloisterZone lets a player set aside a tile that fits only with a
 * bridge; Tessera's rules make that bridge compulsory. */
static void
test_refuse_tile_pass (void)
{
  g_autofree char *message = import_error (
    GAME_HEAD
    "\"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": {\"small-follower\": 7, \"farmers\": true, "
    "\"bridge\": true}, \"rules\": {}, \"start\": [{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}]}, "
    TWO_PLAYERS
    "\"replay\": [{\"type\": \"PASS\", \"payload\": {}}, "
    "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/CcRr+\", \"rotation\": \"R0\", \"position\": [0, -1]}}]}");

  g_assert_cmpstr (message, ==, "g.jcz: message 1 (PASS) does not replay by Tessera's rules: the player sets "
                                "aside a tile that fits only with a bridge, which JCloisterZone allows; by "
                                "Tessera’s rules that bridge is compulsory");
}

/* A game opens whatever its file is called; a scenario file still loads
 * as one. */
static void
test_sniffed (void)
{
  g_assert_true (tsr_jcz_is_game ("\n  {\"appVersion\"", 16));
  g_assert_false (tsr_jcz_is_game ("<?xml version=\"1.0\"?>", 21));
  g_assert_false (tsr_jcz_is_game ("   ", 3));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/jcz/random", test_random);
  g_test_add_func ("/core/jcz/pack", test_pack);
  g_test_add_func ("/core/jcz/river-pack", test_river_pack);
  g_test_add_func ("/core/jcz/first-turns", test_first_turns);
  g_test_add_func ("/core/jcz/abbot-garden", test_abbot_garden);
  g_test_add_func ("/core/jcz/bridges", test_bridges);
  g_test_add_func ("/core/jcz/river", test_river);
  g_test_add_func ("/core/jcz/round-trip", test_round_trip);
  g_test_add_func ("/core/jcz/assertions", test_assertions);
  g_test_add_func ("/core/jcz/control-characters", test_control_characters);
  g_test_add_func ("/core/jcz/refuse-missing", test_refuse_missing);
  g_test_add_func ("/core/jcz/refuse-version", test_refuse_version);
  g_test_add_func ("/core/jcz/refuse-damaged-json", test_refuse_damaged_json);
  g_test_add_func ("/core/jcz/refuse-damaged-game", test_refuse_damaged_game);
  g_test_add_func ("/core/jcz/refuse-huge-numbers", test_refuse_huge_numbers);
  g_test_add_func ("/core/jcz/refuse-other-draw", test_refuse_other_draw);
  g_test_add_func ("/core/jcz/refuse-tile-pass", test_refuse_tile_pass);
  g_test_add_func ("/core/jcz/sniffed", test_sniffed);

  return g_test_run ();
}
