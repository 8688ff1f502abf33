/* test-explain.c: steps said in a player's words
 *
 * Tiles by their names, places by side and coordinates, one sentence per
 * kind of feature or figure; the engine's ids only when asked for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-game-private.h"
#include "tsr-names.h"
#include "tsr-test-util.h"

/* An engine id of a tile ("base.E", "disasters.tornado-1") or a port
 * code ("N1", "C") standing as a word of its own. */
#define ENGINE_WORDS "\\b(base|river|covid|disasters|italica)\\.[A-Za-z0-9-]+|\\b[NESW][123]\\b|\\(-?[0-9]+, -?[0-9]+\\) C\\b"

/* Every step of every scenario in the repository: no tile id and no port
 * code in its sentence, and a rule that tells kinds apart has the
 * sentence for the kind the step is about. */
static void
test_players_words (void)
{
  g_autoptr(GPtrArray) files = test_collect_scenarios (TRUE, TRUE);
  g_autoptr(GRegex) engine = g_regex_new (ENGINE_WORDS, 0, 0, NULL);
  g_autoptr(GString) problems = g_string_new (NULL);
  guint n_steps = 0;

  g_assert_cmpuint (files->len, >=, 100);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, &error);
      g_autoptr(TsrGame) game = NULL;

      if (scenario == NULL)
        continue;  /* the bad files under tests/scenarios are tested elsewhere */
      tsr_scenario_run (scenario, &game, NULL);
      for (guint s = 0; s < tsr_game_get_n_steps (game); s++)
        {
          const TsrStep *step = tsr_game_get_step (game, s);
          const TsrRule *rule = tsr_rulebook_lookup_rule (tsr_rulebook_get_default (), step->rule);
          g_autofree char *sentence = tsr_game_explain (game, step);

          n_steps++;
          if (g_regex_match (engine, sentence, 0, NULL))
            g_string_append_printf (problems, "%s: %s: “%s” shows an engine id\n", path, step->rule, sentence);
          if (rule->cases->len > 0 && tsr_game_pick_explanation (game, step) == rule->explanation)
            g_string_append_printf (problems, "%s: %s has no sentence for the %s and the %s\n", path, step->rule,
                                    step->feature < TSR_N_FEATURE_KINDS ? tsr_feature_kind_to_string (step->feature) : "-",
                                    step->figure != TSR_FIGURE_NONE ? tsr_figure_kind_to_string (step->figure) : "-");
        }
    }

  if (problems->len > 0)
    g_error ("%s", problems->str);
  g_assert_cmpuint (n_steps, >, 1000);
}

/* --ids gives experts the engine's names, in the same sentence. */
static void
test_ids (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  g_autofree char *draw = NULL, *draw_ids = NULL, *figure = NULL, *figure_ids = NULL;

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.B");
  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, NULL));
  g_assert_true (test_place_figure (game, TSR_FIGURE_MEEPLE, "S2", NULL));

  draw = tsr_game_explain (game, tsr_game_get_step (game, 0));
  draw_ids = tsr_game_explain_full (game, tsr_game_get_step (game, 0), TRUE);
  figure = tsr_game_explain (game, tsr_game_get_step (game, 2));
  figure_ids = tsr_game_explain_full (game, tsr_game_get_step (game, 2), TRUE);
  g_assert_cmpstr (draw, ==, "red draws a tile: city cap.");
  g_assert_cmpstr (draw_ids, ==, "red draws a tile: base.E.");
  g_assert_cmpstr (figure, ==, "red puts a meeple in the city on the south side of the tile at (0, -1).");
  g_assert_cmpstr (figure_ids, ==, "red puts a meeple in the city at (0, -1) S2.");
}

/* A side for a city and for the middle of a side, a corner for a field
 * beside a road, the tile for its centre and for a bridge across it. */
static void
test_places (void)
{
  const struct { const char *port; TsrFeatureKind feature; const char *said; } cases[] = {
    { "N1", TSR_FEATURE_CITY, "on the north side of the tile at (1, -2)" },
    { "E3", TSR_FEATURE_CITY, "on the east side of the tile at (1, -2)" },
    { "S2", TSR_FEATURE_ROAD, "on the south side of the tile at (1, -2)" },
    { "W2", TSR_FEATURE_FIELD, "on the west side of the tile at (1, -2)" },
    { "N1", TSR_FEATURE_FIELD, "in the north-west corner of the tile at (1, -2)" },
    { "N3", TSR_FEATURE_FIELD, "in the north-east corner of the tile at (1, -2)" },
    { "E1", TSR_FEATURE_FIELD, "in the north-east corner of the tile at (1, -2)" },
    { "E3", TSR_FEATURE_FIELD, "in the south-east corner of the tile at (1, -2)" },
    { "S1", TSR_FEATURE_FIELD, "in the south-east corner of the tile at (1, -2)" },
    { "S3", TSR_FEATURE_FIELD, "in the south-west corner of the tile at (1, -2)" },
    { "W1", TSR_FEATURE_FIELD, "in the south-west corner of the tile at (1, -2)" },
    { "W3", TSR_FEATURE_FIELD, "in the north-west corner of the tile at (1, -2)" },
    { "C", TSR_FEATURE_MONASTERY, "on the tile at (1, -2)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *said = tsr_place_describe (1, -2, test_port (cases[i].port), cases[i].feature);

      g_assert_cmpstr (said, ==, cases[i].said);
    }
}

static const char *
pick (const TsrRule *rule,
      const char    *feature,
      const char    *figure)
{
  const char *text = tsr_rule_pick_explanation (rule, feature, figure);

  return text != NULL ? text : rule->explanation;
}

#define RULEBOOK(rules) \
  "<?xml version=\"1.0\"?>\n" \
  "<rulebook xmlns=\"urn:tessera:rules:1\" module=\"test\">\n" \
  "  <module kind=\"piece\"><title>T</title><text><p>x</p></text></module>\n" \
  rules \
  "</rulebook>\n"

/* The case naming the figure and the feature, else the figure, else the
 * feature, else the plain sentence. */
static void
test_cases (void)
{
  static const char text[] = RULEBOOK (
    "  <rule id=\"test.a\"><title>A</title><text><p>x</p></text>\n"
    "    <explanation>any</explanation>\n"
    "    <explanation feature=\"city\">city</explanation>\n"
    "    <explanation figure=\"abbot\">abbot</explanation>\n"
    "    <explanation figure=\"abbot\" feature=\"monastery\">abbot in a monastery</explanation>\n"
    "  </rule>\n");
  g_autoptr(TsrRulebook) rulebook = tsr_rulebook_new ();
  g_autoptr(GError) error = NULL;
  const TsrRule *rule;

  g_assert_true (tsr_rulebook_load (rulebook, text, strlen (text), "cases.xml", &error));
  g_assert_no_error (error);
  rule = tsr_rulebook_lookup_rule (rulebook, "test.a");
  g_assert_cmpuint (rule->placeholders, ==, TSR_PH_FEATURE | TSR_PH_FIGURE);
  g_assert_cmpstr (pick (rule, "road", "meeple"), ==, "any");
  g_assert_cmpstr (pick (rule, "city", "meeple"), ==, "city");
  g_assert_cmpstr (pick (rule, "city", "abbot"), ==, "abbot");
  g_assert_cmpstr (pick (rule, "monastery", "abbot"), ==, "abbot in a monastery");
  g_assert_cmpstr (pick (rule, NULL, NULL), ==, "any");
}

/* A pasted noun, a rule with no plain sentence, a case given twice and
 * a figure nobody declares are each refused with their line. */
static void
test_case_errors (void)
{
  static const char text[] = RULEBOOK (
    "  <rule id=\"test.a\"><title>A</title><text><p>x</p></text>\n"
    "    <explanation>{player} scores for the {feature}.</explanation></rule>\n"
    "  <rule id=\"test.b\"><title>B</title><text><p>x</p></text>\n"
    "    <explanation feature=\"city\">x</explanation></rule>\n"
    "  <rule id=\"test.c\"><title>C</title><text><p>x</p></text>\n"
    "    <explanation>x</explanation>\n"
    "    <explanation figure=\"abbot\">x</explanation>\n"
    "    <explanation figure=\"abbot\">y</explanation></rule>\n"
    "  <prompt choice=\"steal\">Steal the {figure}</prompt>\n"
    "  <rule id=\"test.d\"><title>D</title><text><p>x</p></text>\n"
    "    <explanation>x</explanation><explanation figure=\"meple\">y</explanation></rule>\n");
  g_autoptr(TsrRulebook) rulebook = tsr_rulebook_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (tsr_rulebook_load (rulebook, text, strlen (text), "bad.xml", &error));
  g_assert_nonnull (strstr (error->message, "bad.xml:5:5: test.a: {feature} and {figure} would paste a noun"));
  g_assert_nonnull (strstr (error->message, "bad.xml:6:3: test.b: no explanation for any feature and figure"));
  g_assert_nonnull (strstr (error->message, "bad.xml:11:5: test.c: two explanations for the same case"));
  g_assert_nonnull (strstr (error->message, "bad.xml:12:3: steal: {feature} and {figure} would paste a noun"));
  g_assert_nonnull (strstr (error->message, "bad.xml:14:33: test.d: no module declares a figure called “meple”"));
}

/* No sentence of the rule text counts a noun: the rule text has no
 * plural forms, so numbers stand as "steps owed: 3" or "drops by 5". */
static void
test_no_counted_nouns (void)
{
  GPtrArray *modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  g_autoptr(GRegex) counted = g_regex_new ("\\{(points|count)\\} (point|tile|step|token|card|bridge|chance|square|"
                                           "follower|meeple|pennant|feature)", 0, 0, NULL);
  guint n = 0;

  for (guint m = 0; m < modules->len; m++)
    {
      const TsrModuleText *text = g_ptr_array_index (modules, m);

      for (guint r = 0; r < text->rules->len; r++)
        {
          const TsrRule *rule = g_ptr_array_index (text->rules, r);

          if (g_regex_match (counted, rule->explanation, 0, NULL))
            g_error ("%s counts a noun: %s", rule->id, rule->explanation);
          for (guint c = 0; c < rule->cases->len; c++)
            if (g_regex_match (counted, ((TsrExplanationCase *) g_ptr_array_index (rule->cases, c))->text, 0, NULL))
              g_error ("%s counts a noun in one of its cases", rule->id);
          n++;
        }
      for (guint p = 0; p < text->prompts->len; p++)
        if (g_regex_match (counted, ((TsrPhrase *) g_ptr_array_index (text->prompts, p))->text, 0, NULL))
          g_error ("a prompt of %s counts a noun", text->id);
    }

  g_assert_cmpuint (n, >, 50);
}

/* Every tile type has the name players give it. */
static void
test_tile_names (void)
{
  TsrCatalogue *catalogue = tsr_catalogue_get_default ();

  for (guint i = 0; i < tsr_catalogue_get_n_types (catalogue); i++)
    {
      const TsrTileType *type = tsr_catalogue_get_type (catalogue, i);

      if (type->name == NULL)
        g_error ("%s has no name", type->id);
    }
  g_assert_cmpstr (tsr_tile_type_get_name (test_tile ("base.D")), ==, "city cap with a straight road");
}

static TsrGame *
played_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, &error);
  TsrGame *game = NULL;

  g_assert_no_error (error);
  tsr_scenario_run (scenario, &game, NULL);
  return game;
}

static TsrGame *
played (const char *example)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", example, NULL);

  return played_file (path);
}

/* The first step of @rule from @from on. */
static guint
find_step (TsrGame    *game,
           const char *rule,
           guint       from)
{
  for (guint i = from; i < tsr_game_get_n_steps (game); i++)
    if (strcmp (tsr_game_get_step (game, i)->rule, rule) == 0)
      return i;

  g_error ("no %s step", rule);
}

/* The parts of the step's subject, as "KIND x,y PORT" words. */
static char *
subject_of (TsrGame *game,
            guint    index)
{
  static const char *kinds[] = { "tile", "feature", "figure", "way" };
  g_autoptr(GArray) parts = tsr_game_get_step_subject (game, index);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < parts->len; i++)
    {
      const TsrSubjectPart *part = &g_array_index (parts, TsrSubjectPart, i);

      g_string_append_printf (out, "%s%s %d,%d", out->len > 0 ? " " : "", kinds[part->kind],
                              part->where.x, part->where.y);
      if (part->where.port != TSR_PORT_NONE)
        g_string_append_printf (out, " %s", tsr_port_to_string (part->where.port));
    }

  return g_string_free (out, FALSE);
}

/* The tile placed, the figure placed, the feature completed and scored;
 * nothing for a turn passing; the dragon's way so far; the tile the
 * meteor strikes. */
static void
test_subjects (void)
{
  g_autoptr(TsrGame) turns = played ("first-turns.tessera");
  g_autoptr(TsrGame) dragon = played ("black-dragon-example-1.tessera");
  g_autoptr(TsrGame) meteor = played ("disasters-example-1-meteor.tessera");
  g_autofree char *tile = subject_of (turns, find_step (turns, "base.place-tile", 0));
  g_autofree char *figure = subject_of (turns, find_step (turns, "base.place-figure", 0));
  g_autofree char *scored = subject_of (turns, find_step (turns, "base.score-city", 0));
  g_autofree char *passing = subject_of (turns, find_step (turns, "base.next-turn", 0));
  guint first_move = find_step (dragon, "black-dragon.move", 0);
  guint third_move = find_step (dragon, "black-dragon.move", find_step (dragon, "black-dragon.move", first_move + 1) + 1);
  g_autofree char *way = subject_of (dragon, third_move);
  g_autofree char *first_step = subject_of (dragon, first_move);
  g_autofree char *eaten = subject_of (dragon, find_step (dragon, "black-dragon.eat", 0));
  g_autofree char *struck = subject_of (meteor, find_step (meteor, "disasters.meteor-impact", 0));

  g_assert_cmpstr (tile, ==, "tile 0,-1");
  g_assert_cmpstr (figure, ==, "figure 0,-1 S2");
  g_assert_cmpstr (scored, ==, "feature 0,-1 S2");
  g_assert_cmpstr (passing, ==, "");
  g_assert_cmpstr (way, ==, "way 0,-1 way 0,0 way 1,0 way 1,-1 tile 1,-1");
  /* The first step of a way starts where the dragon stood. */
  g_assert_cmpstr (first_step, ==, "way 0,-1 way 0,0 tile 0,0");
  g_assert_cmpstr (eaten, ==, "figure 0,0 C");
  g_assert_cmpstr (struck, ==, "tile 1,0");
}

/* A step that names a place but not the kind of feature there (a figure
 * going home with the tile the meteor strikes) is said by the board's
 * kind: a farmer's corner, not a side. */
static void
test_place_kind_from_board (void)
{
  g_autoptr(TsrGame) meteor = played ("disasters-example-1-meteor.tessera");
  guint home = find_step (meteor, "disasters.figure-home", 0);
  g_autofree char *said = tsr_game_explain (meteor, tsr_game_get_step (meteor, home));

  g_assert_cmpint (tsr_game_get_step (meteor, home)->feature, ==, TSR_FEATURE_FIELD);
  g_assert_cmpstr (said, ==, "Blue's meeple in the north-west corner of the tile at (1, 0) goes back to its owner "
                             "with the destroyed tile.");
}

/* A final score names each part of its sum: S06's unfinished city, its
 * two tiles and its pennant (tests/scenarios/base). */
static void
test_final_score_parts (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "base", "s06b-pennant-at-the-end.tessera",
                                                 NULL);
  g_autoptr(TsrGame) game = played_file (path);
  const TsrStep *last = tsr_game_get_step (game, tsr_game_get_n_steps (game) - 1);
  g_autofree char *said = tsr_game_explain (game, last);

  g_assert_cmpstr (last->rule, ==, "base.final-city");
  g_assert_cmpstr (said, ==, "Red scores 3 for the unfinished city on the south side of the tile at (0, -1): "
                             "2 tiles + 1 pennant = 3.");
}

/* A player named after their colour is called by the colour's name in
 * the user's language; any other name is the player's own. */
static void
test_display_names (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  guint red = tsr_game_add_player (game, "red", "Red");
  guint anna = tsr_game_add_player (game, "blue", "Anna");
  guint pink = tsr_game_add_player (game, "pink", "Red");

  g_assert_cmpstr (tsr_player_get_display_name (tsr_game_get_player (game, red)), ==, "Red");
  g_assert_true (tsr_player_get_display_name (tsr_game_get_player (game, red)) != tsr_game_get_player (game, red)->name);
  g_assert_cmpstr (tsr_player_get_display_name (tsr_game_get_player (game, anna)), ==, "Anna");
  g_assert_true (tsr_player_get_display_name (tsr_game_get_player (game, pink)) == tsr_game_get_player (game, pink)->name);
  g_assert_cmpstr (tsr_player_colour_name ("grey", FALSE), ==, "Grey");
  g_assert_null (tsr_player_colour_name ("pink", FALSE));
}

/* A placeholder is a name in the innermost braces, for the filling as
 * for the check of the rule text; other braces stay as they are.  A
 * megabyte of '{' in a translation is read once, not once for each '{':
 * the check kept every '{' to the '}' as an unknown name, half a
 * terabyte. */
static void
test_braces (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  TsrStep values = { .player = 0, .other = 1 };
  const gsize n = 1024 * 1024;
  g_autofree char *open = g_strnfill (n, '{');
  g_autofree char *closed = g_strconcat (open, "}", NULL);
  g_autofree char *named = g_strconcat (open, "player}", NULL);
  g_autofree char *open_filled = tsr_game_fill_text (game, open, &values);
  g_autofree char *closed_filled = tsr_game_fill_text (game, closed, &values);
  g_autofree char *named_filled = tsr_game_fill_text (game, named, &values);
  g_autofree char *nested = tsr_game_fill_text (game, "{{player} {x{other}}} {", &values);
  g_autoptr(GString) unknown = g_string_new (NULL);

  g_assert_cmpstr (nested, ==, "{red {xblue}} {");
  g_assert_cmpstr (open_filled, ==, open);
  g_assert_cmpstr (closed_filled, ==, closed);
  g_assert_cmpuint (strlen (named_filled), ==, n - 1 + strlen ("red"));
  g_assert_true (g_str_has_suffix (named_filled, "{red"));

  g_assert_cmpuint (tsr_placeholders_in ("{{player} {x{other}}} {", unknown), ==, TSR_PH_PLAYER | TSR_PH_OTHER);
  g_assert_cmpstr (unknown->str, ==, "");
  g_assert_cmpuint (tsr_placeholders_in (open, unknown), ==, 0);
  g_assert_cmpuint (tsr_placeholders_in (closed, unknown), ==, 0);
  g_assert_cmpstr (unknown->str, ==, "{}");
  g_string_truncate (unknown, 0);
  g_assert_cmpuint (tsr_placeholders_in (named, unknown), ==, TSR_PH_PLAYER);
  g_assert_cmpstr (unknown->str, ==, "");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/explain/players-words", test_players_words);
  g_test_add_func ("/core/explain/ids", test_ids);
  g_test_add_func ("/core/explain/places", test_places);
  g_test_add_func ("/core/explain/cases", test_cases);
  g_test_add_func ("/core/explain/case-errors", test_case_errors);
  g_test_add_func ("/core/explain/tile-names", test_tile_names);
  g_test_add_func ("/core/explain/no-counted-nouns", test_no_counted_nouns);
  g_test_add_func ("/core/explain/subjects", test_subjects);
  g_test_add_func ("/core/explain/place-kind-from-board", test_place_kind_from_board);
  g_test_add_func ("/core/explain/display-names", test_display_names);
  g_test_add_func ("/core/explain/final-score-parts", test_final_score_parts);
  g_test_add_func ("/core/explain/braces", test_braces);

  return g_test_run ();
}
