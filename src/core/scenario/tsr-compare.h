/* tsr-compare.h: one scenario played under each reading of a variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"
#include "tsr-scenario.h"
#include "tsr-step-subject.h"

G_BEGIN_DECLS

typedef struct
{
  char      *value;       /* the variant's value */
  TsrGame   *game;        /* as the script leaves it under this reading */
  GPtrArray *failures;    /* TsrScenarioFailure: what the file expects that does not hold */
  GPtrArray *reports;     /* TsrExpectationReport: how each expectation stands */
} TsrReading;

typedef struct
{
  char      *variant;
  GPtrArray *readings;    /* TsrReading, in the order the rule text lists the values */
  gboolean   differ;      /* whether the readings part at all */
  guint      first;       /* the first step that differs, when they do */
} TsrComparison;

TsrComparison *tsr_scenario_compare    (const TsrScenario *scenario,
                                        const char        *variant,
                                        GError           **error);
void           tsr_comparison_free     (TsrComparison     *comparison);

char          *tsr_comparison_explain_parting     (const TsrComparison *comparison,
                                                   guint                reading);
GArray        *tsr_comparison_list_differences    (const TsrComparison *comparison,
                                                   guint                reading);
TsrScenario   *tsr_comparison_reading_to_scenario (const TsrScenario   *scenario,
                                                   const char          *variant,
                                                   const char          *value,
                                                   GError             **error);

char          *tsr_reading_describe_scores        (const TsrReading    *reading);
char          *tsr_reading_describe_figure        (const TsrReading    *reading,
                                                   guint                index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrComparison, tsr_comparison_free)

G_END_DECLS
