/* tsr-covid-private.h: the parts of the COVID-19 module, shared between
 * its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-module-api.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_TEST_NEGATIVE,
  TSR_TEST_POSITIVE,
  TSR_TEST_DEATH,
  TSR_N_TEST_CARDS,
} TsrTestCard;

/* The testing cards: the deck, top last, and the discards in the order
 * they were drawn (tsr-covid-tests.c). */
typedef struct
{
  GArray   *deck;
  GArray   *discards;
  gboolean  in_box_order;  /* as the box gives them, never set nor shuffled */
} TsrCovidTests;

TsrCovidTests *tsr_covid_tests_new     (void);
TsrCovidTests *tsr_covid_tests_copy    (const TsrCovidTests *tests);
void           tsr_covid_tests_free    (TsrCovidTests       *tests);
gboolean       tsr_covid_tests_equal   (const TsrCovidTests *a,
                                        const TsrCovidTests *b);
void           tsr_covid_tests_shuffle (TsrCovidTests       *tests,
                                        GRand               *rand);
TsrTestCard    tsr_covid_tests_draw    (TsrCovidTests       *tests,
                                        TsrGame             *game);

/* The game's testing cards, NULL when COVID-19 is not in play. */
TsrCovidTests *tsr_covid_tests_of      (const TsrGame       *game);

void           tsr_covid_load_decks    (TsrScenarioReader   *reader,
                                        TsrGame             *game);
void           tsr_covid_save_decks    (TsrScenarioWriter   *writer,
                                        const TsrGame       *game);
gboolean       tsr_covid_decks_default (const TsrGame       *game);

extern const TsrCardDeckDecl tsr_covid_card_decks[];

/* The uninfected features (their roots) an infection may spread to now
 * (tsr-covid-touch.c). */
void           tsr_covid_collect_targets (TsrGame         *game,
                                          GArray          *roots);
void           tsr_covid_add_root        (GArray          *roots,
                                          guint32          root);

/* What expectations say (tsr-covid-words.c). */
char          *tsr_covid_token_lies      (const char      *place,
                                          gboolean         there);
char          *tsr_covid_tokens_left     (long long        count);
char          *tsr_covid_infected_says   (TsrFeatureKind   kind,
                                          const char      *place,
                                          gboolean         value);

G_END_DECLS
