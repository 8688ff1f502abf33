/* test-rules.c: the rule text against the rules the core can emit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-game-private.h"
#include "tsr-test-util.h"

/* Every rule a module can emit has its text, and its explanation uses
 * exactly the placeholders its steps fill. */
static void
test_every_rule_described (void)
{
  TsrRulebook *rulebook = tsr_rulebook_get_default ();
  guint n = 0;

  for (TsrModuleId m = 0; m < tsr_module_count (); m++)
    {
      const TsrModule *module = tsr_module_get (m);

      g_assert_nonnull (tsr_rulebook_lookup_module (rulebook, module->id));
      for (const TsrRuleDecl *decl = module->rules; decl->id != NULL; decl++)
        {
          const TsrRule *rule = tsr_rulebook_lookup_rule (rulebook, decl->id);

          if (rule == NULL)
            g_error ("%s emits %s, which the rule text does not describe", module->id, decl->id);
          g_assert_nonnull (rule->title);
          g_assert_cmpuint (g_strv_length (rule->text), >, 0);
          for (guint p = 0; p < TSR_N_PLACEHOLDERS; p++)
            if (((decl->placeholders ^ rule->placeholders) & (1u << p)) != 0)
              g_error ("%s: {%s} is %s the explanation but %s by its steps", decl->id,
                       tsr_placeholder_name (1u << p),
                       (rule->placeholders & (1u << p)) ? "in" : "not in",
                       (decl->placeholders & (1u << p)) ? "filled" : "not filled");
          n++;
        }
    }

  g_assert_cmpuint (n, >=, 19);
}

/* Every rule the rule text describes is one the core emits, so the text
 * is not a promise of a rule nobody implemented. */
static void
test_no_rule_without_code (void)
{
  GPtrArray *modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());

  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *text = g_ptr_array_index (modules, i);
      TsrModuleId id;

      g_assert_true (tsr_module_lookup (text->id, &id));
      for (guint r = 0; r < text->rules->len; r++)
        {
          const TsrRule *rule = g_ptr_array_index (text->rules, r);
          gboolean declared = FALSE;

          for (const TsrRuleDecl *decl = tsr_module_get (id)->rules; decl->id != NULL; decl++)
            declared |= strcmp (decl->id, rule->id) == 0;
          if (!declared)
            g_error ("the rule text describes %s, which %s never emits", rule->id, text->id);
        }
    }
}

/* Every rejection code has its sentence. */
static void
test_every_rejection_described (void)
{
  TsrRulebook *rulebook = tsr_rulebook_get_default ();

  for (TsrRuleError code = 0; code < (TsrRuleError) tsr_rule_error_count (); code++)
    {
      const char *name = tsr_rule_error_to_string (code);
      TsrRuleError back;

      g_assert_nonnull (tsr_rulebook_lookup_rejection (rulebook, name));
      g_assert_true (tsr_rule_error_from_string (name, &back));
      g_assert_cmpint (back, ==, code);
    }
  g_assert_cmpuint (tsr_rulebook_get_rejections (rulebook)->len, ==, tsr_rule_error_count ());
}

static void
test_variants (void)
{
  TsrRulebook *rulebook = tsr_rulebook_get_default ();
  const TsrVariant *tiny = tsr_rulebook_lookup_variant (rulebook, "base.tiny-city");
  g_autoptr(TsrGame) game = tsr_game_new ();
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (tiny);
  g_assert_cmpstr (tiny->default_value, ==, "off");
  g_assert_true (tsr_variant_accepts (tiny, "on"));
  g_assert_false (tsr_variant_accepts (tiny, "maybe"));
  g_assert_cmpstr (tsr_game_get_variant (game, "base.farmers"), ==, "on");

  g_assert_false (tsr_game_set_variant (game, "base.tiny-city", "maybe", &error));
  g_assert_nonnull (strstr (error->message, "base.tiny-city"));
  g_clear_error (&error);
  g_assert_false (tsr_game_set_variant (game, "base.nothing", "on", &error));
  g_clear_error (&error);
  g_assert_true (tsr_game_set_variant (game, "base.tiny-city", "on", &error));
  g_assert_cmpstr (tsr_game_get_variant (game, "base.tiny-city"), ==, "on");
}

/* Ids asked from one buffer, rewritten in between (as a file's attribute
 * is): each is answered for itself, default or set. */
static void
test_variants_asked_from_one_buffer (void)
{
  g_autoptr(TsrGame) game = tsr_game_new ();
  char id[64];

  g_strlcpy (id, "base.farmers", sizeof id);
  g_assert_cmpstr (tsr_game_get_variant (game, id), ==, "on");
  g_strlcpy (id, "base.tiny-city", sizeof id);
  g_assert_cmpstr (tsr_game_get_variant (game, id), ==, "off");
  g_assert_true (tsr_game_set_variant (game, "base.farmers", "off", NULL));
  g_strlcpy (id, "base.farmers", sizeof id);
  g_assert_cmpstr (tsr_game_get_variant (game, id), ==, "off");
  g_strlcpy (id, "base.tiny-city", sizeof id);
  g_assert_cmpstr (tsr_game_get_variant (game, id), ==, "off");
}

static void
test_rulebook_loader_errors (void)
{
  static const char text[] =
    "<?xml version=\"1.0\"?>\n"
    "<rulebook xmlns=\"urn:tessera:rules:1\" module=\"test\">\n"
    "  <module kind=\"piece\"><title>T</title><text><p>x</p></text></module>\n"
    "  <rule id=\"test.a\"><title>A</title><text><p>x</p></text>\n"
    "    <explanation>{player} scores {score}.</explanation></rule>\n"
    "  <variant id=\"test.v\" default=\"maybe\"><title>V</title><text><p>x</p></text>\n"
    "    <value id=\"on\"><text><p>x</p></text></value><value id=\"off\"><text><p>x</p></text></value>\n"
    "  </variant>\n"
    "  <rule id=\"other.b\"><title>B</title><text><p>x</p></text><explanation>x</explanation></rule>\n"
    "  <interaction with=\"test\" rules=\"test.a\" scenario=\"s\"><title>I</title><text><p>x</p></text></interaction>\n"
    "</rulebook>\n";
  g_autoptr(TsrRulebook) rulebook = tsr_rulebook_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (tsr_rulebook_load (rulebook, text, strlen (text), "bad.xml", &error));
  g_assert_nonnull (strstr (error->message, "bad.xml:5:5: test.a: the text uses {score}, which nothing fills"));
  g_assert_nonnull (strstr (error->message, "bad.xml:6:3: test.v: the default “maybe” is not one of its values"));
  g_assert_nonnull (strstr (error->message, "bad.xml:9:3: the rule id “other.b” must start with “test.”"));
  g_assert_nonnull (strstr (error->message, "bad.xml:10:3: “test” interacts with another module, not with itself"));
}

/* A fan expansion's rule text names its authors, which the About window
 * credits; every fan module shipped has them, and no other kind does. */
static void
test_authors (void)
{
  const char *text =
    "<rulebook xmlns=\"urn:tessera:rules:1\" module=\"test\">\n"
    "  <module kind=\"fan\"><title>T</title><text><p>x</p></text>\n"
    "    <author>Ann</author>\n"
    "    <author> Bo  Li </author>\n"
    "  </module>\n"
    "</rulebook>\n";
  g_autoptr(TsrRulebook) rulebook = tsr_rulebook_new ();
  g_autoptr(GError) error = NULL;
  GPtrArray *modules;
  const TsrModuleText *module;

  g_assert_true (tsr_rulebook_load (rulebook, text, strlen (text), "authors.xml", &error));
  g_assert_no_error (error);
  module = tsr_rulebook_lookup_module (rulebook, "test");
  g_assert_cmpuint (g_strv_length (module->authors), ==, 2);
  g_assert_cmpstr (module->authors[0], ==, "Ann");
  g_assert_cmpstr (module->authors[1], ==, "Bo Li");

  modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  for (guint i = 0; i < modules->len; i++)
    {
      module = g_ptr_array_index (modules, i);
      if (strcmp (module->kind, "fan") == 0)
        g_assert_cmpuint (g_strv_length (module->authors), >, 0);
      else
        g_assert_cmpuint (g_strv_length (module->authors), ==, 0);
    }
}

static void
test_text_collapse (void)
{
  g_autofree char *a = tsr_text_collapse ("  A road\n      is   complete\t when ");
  g_autofree char *b = tsr_text_collapse ("");

  g_assert_cmpstr (a, ==, "A road is complete when");
  g_assert_cmpstr (b, ==, "");
}

static void
test_score_expression (void)
{
  TsrScoreExpr expr = { 0 };
  g_autofree char *empty = tsr_score_expr_to_string (&expr);
  g_autofree char *city = NULL;
  g_autofree char *monastery = NULL;

  g_assert_cmpstr (empty, ==, "0");

  tsr_score_expr_add (&expr, TSR_SCORE_TILE, 5, 2);
  tsr_score_expr_add (&expr, TSR_SCORE_PENNANT, 1, 2);
  tsr_score_expr_add (&expr, TSR_SCORE_PENNANT, 0, 2);
  city = tsr_score_expr_to_string (&expr);
  g_assert_cmpstr (city, ==, "5 tiles × 2 + 1 pennant × 2 = 12");
  g_assert_cmpint (tsr_score_expr_total (&expr), ==, 12);

  memset (&expr, 0, sizeof expr);
  tsr_score_expr_add (&expr, TSR_SCORE_MONASTERY, 1, 1);
  tsr_score_expr_add (&expr, TSR_SCORE_NEIGHBOUR, 8, 1);
  monastery = tsr_score_expr_to_string (&expr);
  g_assert_cmpstr (monastery, ==, "1 monastery + 8 neighbours = 9");
}

/* A whole turn explained, sentence by sentence. */
static void
test_explanations (void)
{
  g_autoptr(TsrGame) game = test_game_new ("", "red blue");
  static const char *expected[] = {
    "red draws a tile: city cap.",
    "red places the tile at (0, -1), turned 180°.",
    "red puts a meeple in the city on the south side of the tile at (0, -1).",
    "The city on the south side of the tile at (0, -1) is complete.",
    "red scores 4 for the city on the south side of the tile at (0, -1): 2 tiles × 2 = 4.",
    "red's meeple on the south side of the tile at (0, -1) goes back to the supply.",
    "It is now blue's turn.",
  };

  test_setup_tile (game, "base.D", 0, 0, 0);
  test_start (game, "red", "base.E base.B");
  g_assert_true (test_place_tile (game, "base.E", 0, -1, 180, NULL));
  g_assert_true (test_place_figure (game, TSR_FIGURE_MEEPLE, "S2", NULL));

  g_assert_cmpuint (tsr_game_get_n_steps (game), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *text = tsr_game_explain (game, tsr_game_get_step (game, i));

      g_assert_cmpstr (text, ==, expected[i]);
    }
}

/* Every interaction is told by the later of its two modules in hook
 * order, names rules and variants that exist, and has a shipped example,
 * in data/scenarios and in the resource, with both modules in play. */
static void
test_interactions (void)
{
  TsrRulebook *rulebook = tsr_rulebook_get_default ();
  GPtrArray *modules = tsr_rulebook_get_modules (rulebook);
  guint n = 0;

  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *text = g_ptr_array_index (modules, i);

      for (guint j = 0; j < text->interactions->len; j++)
        {
          const TsrInteraction *interaction = g_ptr_array_index (text->interactions, j);
          g_autofree char *resource = tsr_interaction_dup_resource (interaction);
          g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", resource, NULL);
          g_autoptr(TsrScenario) scenario = NULL;
          g_autoptr(GBytes) shipped = NULL;
          g_autoptr(GError) error = NULL;
          TsrModuleId own, other;

          g_test_message ("%s with %s: %s", interaction->module, interaction->with, interaction->scenario);
          g_assert_cmpstr (interaction->module, ==, text->id);
          g_assert_true (tsr_module_lookup (interaction->module, &own));
          g_assert_true (tsr_module_lookup (interaction->with, &other));
          g_assert_cmpuint (other, <, own);
          g_assert_nonnull (interaction->title);
          g_assert_cmpuint (g_strv_length (interaction->text), >, 0);

          g_assert_cmpuint (g_strv_length (interaction->rules), >, 0);
          /* An empty entry would be an empty link. */
          for (guint r = 0; interaction->rules[r] != NULL; r++)
            g_assert_cmpstr (interaction->rules[r], !=, "");
          for (guint r = 0; interaction->rules[r] != NULL; r++)
            if (tsr_rulebook_lookup_rule (rulebook, interaction->rules[r]) == NULL &&
                tsr_rulebook_lookup_variant (rulebook, interaction->rules[r]) == NULL)
              g_error ("%s with %s names %s, which is no rule or variant", interaction->module,
                       interaction->with, interaction->rules[r]);

          g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
          scenario = tsr_scenario_load_file (path, &error);
          g_assert_no_error (error);
          g_assert_true (tsr_scenario_has_expectations (scenario));
          g_assert_true (tsr_game_has_module (tsr_scenario_get_position (scenario), interaction->module));
          g_assert_true (tsr_game_has_module (tsr_scenario_get_position (scenario), interaction->with));
          shipped = tsr_data_lookup (resource, &error);
          g_assert_no_error (error);
          n++;
        }
    }

  g_assert_cmpuint (n, >=, 10);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/rules/every-rule-described", test_every_rule_described);
  g_test_add_func ("/core/rules/no-rule-without-code", test_no_rule_without_code);
  g_test_add_func ("/core/rules/every-rejection-described", test_every_rejection_described);
  g_test_add_func ("/core/rules/variants", test_variants);
  g_test_add_func ("/core/rules/variants-asked-from-one-buffer", test_variants_asked_from_one_buffer);
  g_test_add_func ("/core/rules/loader-errors", test_rulebook_loader_errors);
  g_test_add_func ("/core/rules/interactions", test_interactions);
  g_test_add_func ("/core/rules/authors", test_authors);
  g_test_add_func ("/core/rules/text-collapse", test_text_collapse);
  g_test_add_func ("/core/rules/score-expression", test_score_expression);
  g_test_add_func ("/core/rules/explanations", test_explanations);

  return g_test_run ();
}
