/* tsr-covid-tests.c: COVID-19's testing cards
 *
 * A figure that tests draws the top card.  The deck's order is part of the
 * game's state; an empty deck is refilled from the discards, shuffled with
 * a seed the discards themselves give, so a replay draws the same cards.
 * Scenario files list the deck as <tests> and the discards as
 * <tests-discard> in <decks>; the palette shows the deck, by the cards'
 * titles, to reorder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-covid-private.h"
#include "tsr-scenario-io.h"

static const char *const card_names[TSR_N_TEST_CARDS + 1] = {
  [TSR_TEST_NEGATIVE] = "negative",
  [TSR_TEST_POSITIVE] = "positive",
  [TSR_TEST_DEATH] = "death",
  NULL
};

static const char *const card_titles[TSR_N_TEST_CARDS + 1] = {
  /* Translators: a COVID-19 testing card */
  [TSR_TEST_NEGATIVE] = N_("negative test"),
  /* Translators: a COVID-19 testing card */
  [TSR_TEST_POSITIVE] = N_("positive test"),
  /* Translators: a COVID-19 testing card: the follower tested dies */
  [TSR_TEST_DEATH] = N_("death"),
  NULL
};

static gboolean
card_from_string (const char  *text,
                  TsrTestCard *card)
{
  for (guint i = 0; i < TSR_N_TEST_CARDS; i++)
    if (strcmp (text, card_names[i]) == 0)
      {
        *card = i;
        return TRUE;
      }

  return FALSE;
}

/* The box's order, top first: 20 negative, 9 positive, 1 death (a game
 * shuffles it; a scenario lists or shuffles it). */
static void
fill_box (GArray *deck)
{
  g_array_set_size (deck, 0);
  g_array_append_val (deck, (TsrTestCard) { TSR_TEST_DEATH });
  for (int i = 0; i < 9; i++)
    g_array_append_val (deck, (TsrTestCard) { TSR_TEST_POSITIVE });
  for (int i = 0; i < 20; i++)
    g_array_append_val (deck, (TsrTestCard) { TSR_TEST_NEGATIVE });
}

static void
shuffle_cards (GArray *cards,
               GRand  *rand)
{
  for (guint i = cards->len; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      TsrTestCard tmp = g_array_index (cards, TsrTestCard, i - 1);

      g_array_index (cards, TsrTestCard, i - 1) = g_array_index (cards, TsrTestCard, j);
      g_array_index (cards, TsrTestCard, j) = tmp;
    }
}

TsrCovidTests *
tsr_covid_tests_new (void)
{
  TsrCovidTests *tests = g_new0 (TsrCovidTests, 1);

  tests->deck = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  tests->discards = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  tests->in_box_order = TRUE;
  fill_box (tests->deck);
  return tests;
}

TsrCovidTests *
tsr_covid_tests_copy (const TsrCovidTests *tests)
{
  TsrCovidTests *copy = g_memdup2 (tests, sizeof *tests);

  copy->deck = g_array_copy (tests->deck);
  copy->discards = g_array_copy (tests->discards);
  return copy;
}

void
tsr_covid_tests_free (TsrCovidTests *tests)
{
  g_array_unref (tests->deck);
  g_array_unref (tests->discards);
  g_free (tests);
}

gboolean
tsr_covid_tests_equal (const TsrCovidTests *a,
                       const TsrCovidTests *b)
{
  return tsr_module_arrays_equal (a->deck, b->deck) && tsr_module_arrays_equal (a->discards, b->discards);
}

void
tsr_covid_tests_shuffle (TsrCovidTests *tests,
                         GRand         *rand)
{
  shuffle_cards (tests->deck, rand);
  tests->in_box_order = FALSE;
}

/* The seed of a refill: the discards themselves (FNV-1a of their order),
 * so the same discards always give the same new deck and nothing else
 * needs keeping. */
static guint32
discards_seed (GArray *discards)
{
  guint32 hash = 2166136261u;

  for (guint i = 0; i < discards->len; i++)
    hash = (hash ^ (guint32) g_array_index (discards, TsrTestCard, i)) * 16777619u;

  return hash;
}

/* Draws the top card onto the discards, refilling an empty deck first
 * (a step of its own). */
TsrTestCard
tsr_covid_tests_draw (TsrCovidTests *tests,
                      TsrGame       *game)
{
  TsrTestCard card;

  if (tests->deck->len == 0)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (discards_seed (tests->discards));
      TsrStep step;

      tsr_step_init (&step, "covid.reshuffle");
      step.count = tests->discards->len;
      for (guint i = tests->discards->len; i > 0; i--)
        g_array_append_val (tests->deck, g_array_index (tests->discards, TsrTestCard, i - 1));
      g_array_set_size (tests->discards, 0);
      shuffle_cards (tests->deck, rand);
      tsr_game_emit (game, &step);
    }

  card = g_array_index (tests->deck, TsrTestCard, tests->deck->len - 1);
  g_array_set_size (tests->deck, tests->deck->len - 1);
  g_array_append_val (tests->discards, card);
  tests->in_box_order = FALSE;
  return card;
}

/* Sets the cards as a scenario or the palette lists them: the deck top
 * first, the discards in the order drawn.  There must be at least one
 * card, in the deck or among the discards. */
static gboolean
set_cards (TsrGame  *game,
           GArray   *deck,
           GArray   *discards,
           GError  **error)
{
  TsrCovidTests *tests = tsr_covid_tests_of (game);

  if (tests == NULL)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_MODULE_OFF);
      return FALSE;
    }
  if (deck->len + discards->len == 0)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("The testing cards need at least one card, in the deck or among the discards."));
      return FALSE;
    }

  g_array_set_size (tests->deck, 0);
  for (guint i = deck->len; i > 0; i--)
    g_array_append_val (tests->deck, g_array_index (deck, TsrTestCard, i - 1));
  g_array_set_size (tests->discards, 0);
  g_array_append_vals (tests->discards, discards->data, discards->len);
  tests->in_box_order = FALSE;
  return TRUE;
}

/* Whether the testing cards are the box's, in its order, none drawn: a
 * scenario then need not list them. */
gboolean
tsr_covid_decks_default (const TsrGame *game)
{
  TsrCovidTests *tests = tsr_covid_tests_of (game);

  return tests == NULL || tests->in_box_order;
}

/* The palette */

static void
get_deck (const TsrGame *game,
          GPtrArray     *names,
          guint         *n_discards)
{
  TsrCovidTests *tests = tsr_covid_tests_of (game);

  *n_discards = 0;
  if (tests == NULL)
    return;

  for (guint i = tests->deck->len; i > 0; i--)
    g_ptr_array_add (names, (gpointer) card_names[g_array_index (tests->deck, TsrTestCard, i - 1)]);
  *n_discards = tests->discards->len;
}

static gboolean
set_deck (TsrGame            *game,
          const char * const *names,
          guint               n_names,
          GError            **error)
{
  g_autoptr(GArray) deck = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  g_autoptr(GArray) discards = NULL;
  TsrCovidTests *tests = tsr_covid_tests_of (game);

  if (tests == NULL)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_MODULE_OFF);
      return FALSE;
    }

  for (guint i = 0; i < n_names; i++)
    {
      TsrTestCard card;

      if (!card_from_string (names[i], &card))
        {
          g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                       /* Translators: %s is what was typed where a testing card was expected */
                       _("There is no testing card called “%s”: the cards are negative, positive and death."),
                       names[i]);
          return FALSE;
        }
      g_array_append_val (deck, card);
    }

  discards = g_array_copy (tests->discards);
  return set_cards (game, deck, discards, error);
}

const TsrCardDeckDecl tsr_covid_card_decks[] = {
  {
    .name = "tests",
    /* Translators: heading of the COVID-19 testing cards still to be drawn */
    .title = N_("Testing Cards"),
    .label = N_("Testing cards, top first"),
    .add_tooltip = N_("Add a Testing Card"),
    .cards = card_names,
    .card_titles = card_titles,
    .shuffle_tooltip = N_("Shuffle the Testing Cards"),
    .get = get_deck,
    .set = set_deck,
  },
  { NULL }
};

/* Scenario files: cards listed replace the box's (shuffled or not). */

static void
read_cards (TsrScenarioReader *reader,
            xmlNode           *node,
            GArray            *cards)
{
  g_autofree char *text = tsr_scenario_reader_text (node);
  g_auto(GStrv) names = g_strsplit_set (text, " \t\r\n", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      TsrTestCard card;

      if (*names[i] == '\0')
        continue;
      if (!card_from_string (names[i], &card))
        {
          /* Translators: an error in a scenario file; %s is the card name the file gives; negative,
           * positive and death are the names files use, keep them in English */
          tsr_scenario_reader_problem (reader, node, _("unknown testing card “%s”; expected negative, positive or death"),
                                       names[i]);
          continue;
        }
      g_array_append_val (cards, card);
    }
}

void
tsr_covid_load_decks (TsrScenarioReader *reader,
                      TsrGame           *game)
{
  g_autoptr(GArray) deck = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  g_autoptr(GArray) discards = g_array_new (FALSE, FALSE, sizeof (TsrTestCard));
  g_autoptr(GError) error = NULL;
  xmlNode *node = NULL, *last = NULL;

  while (tsr_scenario_reader_next (reader, "decks", "tests", &node))
    read_cards (reader, last = node, deck);
  node = NULL;
  while (tsr_scenario_reader_next (reader, "decks", "tests-discard", &node))
    read_cards (reader, last = node, discards);

  if (last != NULL && !set_cards (game, deck, discards, &error))
    tsr_scenario_reader_problem (reader, last->parent, "%s", error->message);
}

static void
write_cards (TsrScenarioWriter *writer,
             const char        *name,
             GArray            *cards,
             gboolean           top_last)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < cards->len; i++)
    g_ptr_array_add (names, (gpointer) card_names[g_array_index (cards, TsrTestCard,
                                                                 top_last ? cards->len - 1 - i : i)]);
  tsr_scenario_writer_list (writer, name, names);
}

void
tsr_covid_save_decks (TsrScenarioWriter *writer,
                      const TsrGame     *game)
{
  TsrCovidTests *tests = tsr_covid_tests_of (game);

  if (tsr_covid_decks_default (game))
    return;

  write_cards (writer, "tests", tests->deck, TRUE);
  if (tests->discards->len > 0)
    write_cards (writer, "tests-discard", tests->discards, FALSE);
}
