/* tsr-covid-words.c: what expectations say of COVID-19's pieces
 *
 * Whole sentences for each thing said: an infection token lying
 * somewhere or left in the supply, and a feature infected or not, one
 * sentence per kind of feature since the words agree with its noun.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-covid-private.h"
#include "tsr-feature-text.h"

char *
tsr_covid_token_lies (const char *place,
                      gboolean    there)
{
  /* Translators: %s says where ("on the north side of the tile at (1, 0)") */
  return there ? g_strdup_printf (_("An infection token lies %s."), place)
               /* Translators: %s says where ("on the north side of the tile at (1, 0)") */
               : g_strdup_printf (_("No infection token lies %s."), place);
}

char *
tsr_covid_tokens_left (long long count)
{
  /* Translators: %lld is the number of infection tokens */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld infection token is left in the supply.",
                                       "%lld infection tokens are left in the supply.", (gulong) count),
                          count);
}

/* By kind of feature: infected, not infected. */
static const char *const infected[TSR_N_FEATURE_KINDS + 1][2] = {
  [TSR_FEATURE_CITY] = {
    /* Translators: {place} says where the city is ("on the north side of the tile at (1, 0)");
     * an infection token lies on it */
    N_("The city {place} is infected."),
    /* Translators: as "The city {place} is infected." */
    N_("The city {place} is not infected."),
  },
  [TSR_FEATURE_ROAD] = {
    /* Translators: {place} says where the road is ("on the north side of the tile at (1, 0)");
     * an infection token lies on it */
    N_("The road {place} is infected."),
    /* Translators: as "The road {place} is infected." */
    N_("The road {place} is not infected."),
  },
  [TSR_FEATURE_FIELD] = {
    /* Translators: {place} says where the field is ("on the north side of the tile at (1, 0)");
     * an infection token lies on it */
    N_("The field {place} is infected."),
    /* Translators: as "The field {place} is infected." */
    N_("The field {place} is not infected."),
  },
  [TSR_FEATURE_MONASTERY] = {
    /* Translators: {place} says where the monastery is ("on the north side of the tile at (1, 0)");
     * an infection token lies on it */
    N_("The monastery {place} is infected."),
    /* Translators: as "The monastery {place} is infected." */
    N_("The monastery {place} is not infected."),
  },
  [TSR_FEATURE_AMPHITHEATRE] = {
    /* Translators: {place} says where the amphitheatre is ("on the north side of the tile at (1, 0)");
     * an infection token lies on it */
    N_("The amphitheatre {place} is infected."),
    /* Translators: as "The amphitheatre {place} is infected." */
    N_("The amphitheatre {place} is not infected."),
  },
  [TSR_FEATURE_RIVER] = {
    /* Translators: {place} says where the river is ("on the north side of the tile at (1, 0)");
     * an infection token lies on it */
    N_("The river {place} is infected."),
    /* Translators: as "The river {place} is infected." */
    N_("The river {place} is not infected."),
  },
  [TSR_FEATURE_GARDEN] = {
    /* Translators: {place} says where the garden is ("on the tile at (1, 0)"); an infection token lies
     * on it */
    N_("The garden {place} is infected."),
    /* Translators: as "The garden {place} is infected." */
    N_("The garden {place} is not infected."),
  },
  [TSR_N_FEATURE_KINDS] = {
    /* Translators: {place} says where the feature is ("on the north side of the tile at (1, 0)");
     * an infection token lies on it */
    N_("The feature {place} is infected."),
    /* Translators: as "The feature {place} is infected." */
    N_("The feature {place} is not infected."),
  },
};

/* infected="true" or "false" on an expected feature of @kind at @place. */
char *
tsr_covid_infected_says (TsrFeatureKind  kind,
                         const char     *place,
                         gboolean        value)
{
  return tsr_sentence_fill (_(infected[MIN (kind, TSR_N_FEATURE_KINDS)][value ? 0 : 1]), "place", place, NULL);
}
