/* tsr-covid.h: the COVID-19 expansion's testing cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_TEST_NEGATIVE,
  TSR_TEST_POSITIVE,
  TSR_TEST_DEATH,
  TSR_N_TEST_CARDS,
} TsrTestCard;

/* The box: 20 negative, 9 positive, 1 death. */
#define TSR_COVID_TOKENS 20

const char *tsr_test_card_to_string   (TsrTestCard  card);
gboolean    tsr_test_card_from_string (const char  *text,
                                       TsrTestCard *card);

void        tsr_game_get_tests        (const TsrGame     *game,
                                       GArray            *deck,
                                       GArray            *discards);
gboolean    tsr_game_set_tests        (TsrGame           *game,
                                       const TsrTestCard *deck,
                                       guint              n_deck,
                                       const TsrTestCard *discards,
                                       guint              n_discards,
                                       GError           **error);
gboolean    tsr_game_tests_are_default (const TsrGame    *game);

G_END_DECLS
