/* test-round-trip.c: what is saved loads again as what was loaded
 *
 * tsr_scenario_equal() compares what two scenarios hold, field by field,
 * so that a field the writer drops is caught: comparing saved texts
 * would not see it, as it is dropped from both.  Every scenario in the
 * repository must come back equal from its saved text, and changing any
 * one field must make two scenarios unequal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-scenario-private.h"
#include "tsr-test-util.h"

/* Every scenario of tests/scenarios and data/scenarios that loads is
 * equal to what its saved text loads as. */
static void
test_every_scenario (void)
{
  g_autoptr(GPtrArray) files = test_collect_scenarios (TRUE, TRUE);
  g_autoptr(GString) problems = g_string_new (NULL);
  guint n_loaded = 0;

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autoptr(TsrScenario) scenario = tsr_scenario_load_file (path, NULL);
      g_autoptr(TsrScenario) again = NULL;
      g_autoptr(GString) difference = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *xml = NULL;

      if (scenario == NULL)
        continue;  /* the bad files under tests/scenarios are tested elsewhere */
      n_loaded++;
      xml = tsr_scenario_to_xml (scenario);
      again = tsr_scenario_load_data (xml, strlen (xml), path, &error);
      if (again == NULL)
        g_string_append_printf (problems, "%s: the saved text does not load: %s\n", path, error->message);
      else if (!tsr_scenario_equal (scenario, again, difference))
        g_string_append_printf (problems, "%s: loads again as something else: %s\n", path, difference->str);
    }

  if (problems->len > 0)
    g_error ("%s", problems->str);
  g_assert_cmpuint (n_loaded, >=, 150);
}

static void
change_title (TsrScenario *s)
{
  tsr_scenario_set_text (s, "Another title", s->description);
}

static void
change_description (TsrScenario *s)
{
  tsr_scenario_set_text (s, s->title, "Another description");
}

static void
change_shuffle (TsrScenario *s)
{
  s->has_shuffle = TRUE;
  s->shuffle = 7;
}

static void
change_player_name (TsrScenario *s)
{
  TsrPlayer *p = &g_array_index (s->setup->st.players, TsrPlayer, 1);

  g_free (p->name);
  p->name = g_strdup ("Azure");
}

static void
change_variant (TsrScenario *s)
{
  g_assert_true (tsr_game_set_variant (s->setup, "covid.tile-placement-spreads", "no", NULL));
}

static void
change_module (TsrScenario *s)
{
  g_assert_true (tsr_game_enable_module (s->setup, "river", NULL));
}

static void
change_deck (TsrScenario *s)
{
  GPtrArray *deck = s->setup->st.deck;
  gpointer first = g_ptr_array_index (deck, 0);

  g_ptr_array_index (deck, 0) = g_ptr_array_index (deck, 1);
  g_ptr_array_index (deck, 1) = first;
}

static void
change_token (TsrScenario *s)
{
  g_array_index (s->setup->st.tokens, TsrToken, 0).port = test_port ("W2");
}

static void
change_action (TsrScenario *s)
{
  ((TsrScriptItem *) g_ptr_array_index (s->script, 0))->action.rotation = 1;
}

static void
change_expectation (TsrScenario *s)
{
  TsrScriptItem *item = g_ptr_array_index (s->script, 1);

  ((TsrExpectation *) g_ptr_array_index (item->expectations, 2))->count = 16;
}

static void
drop_expectation (TsrScenario *s)
{
  TsrScriptItem *item = g_ptr_array_index (s->script, 1);

  g_ptr_array_remove_index (item->expectations, 3);
}

static void
add_final_expect (TsrScenario *s)
{
  s->expect = tsr_script_item_copy (g_ptr_array_index (s->script, 1));
}

/* A change of any one thing a scenario holds makes it unequal to what it
 * was; lines and columns are not part of it. */
static void
test_each_field_counts (void)
{
  static void (*const changes[]) (TsrScenario *) = {
    change_title, change_description, change_shuffle, change_player_name, change_variant, change_module,
    change_deck, change_token, change_action, change_expectation, drop_expectation, add_final_expect,
  };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "scenarios", "covid",
                                                 "v-tile-placement-spreads-yes.tessera", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsrScenario) original = tsr_scenario_load_file (path, &error);

  g_assert_no_error (error);

  {
    g_autoptr(TsrScenario) same = tsr_scenario_copy (original);
    TsrScriptItem *item = g_ptr_array_index (same->script, 0);

    item->line += 3;
    item->column += 3;
    g_assert_true (tsr_scenario_equal (original, same, NULL));
  }

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      g_autoptr(TsrScenario) changed = tsr_scenario_copy (original);
      g_autoptr(GString) difference = g_string_new (NULL);

      changes[i] (changed);
      if (tsr_scenario_equal (original, changed, difference))
        g_error ("change %u went unnoticed", i);
      g_assert_cmpuint (difference->len, >, 0);
      g_assert_false (tsr_scenario_equal (changed, original, NULL));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  tsr_core_init ();

  g_test_add_func ("/core/round-trip/every-scenario", test_every_scenario);
  g_test_add_func ("/core/round-trip/each-field-counts", test_each_field_counts);

  return g_test_run ();
}
