/* tsr-scenario.h: scenario files (format version 1)
 *
 * A scenario is a position (rules in play, players, board, decks, whose
 * turn) with, optionally, a script of actions to replay and expectations
 * to check: a rules test anyone can write without C.  Files come from
 * strangers: loading never touches the network or the file system beyond
 * the file itself, and reports every problem as FILE:LINE:COLUMN.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

#define TSR_SCENARIO_ERROR (tsr_scenario_error_quark ())

typedef enum
{
  TSR_SCENARIO_ERROR_TOO_LARGE,
  TSR_SCENARIO_ERROR_INVALID,
  TSR_SCENARIO_ERROR_IO,
} TsrScenarioError;

/* Files larger than this are refused before they are read. */
#define TSR_SCENARIO_MAX_SIZE (64 * 1024 * 1024)

typedef struct _TsrScenario TsrScenario;

typedef struct
{
  guint  line;
  guint  column;
  char  *message;   /* "expected …, found …" */
} TsrScenarioFailure;

GQuark           tsr_scenario_error_quark      (void);

TsrScenario     *tsr_scenario_load_data        (const char         *data,
                                                gsize               length,
                                                const char         *name,
                                                GError            **error);
TsrScenario     *tsr_scenario_load_file        (const char         *path,
                                                GError            **error);
TsrScenario     *tsr_scenario_new_from_game    (const TsrGame      *game,
                                                const char         *title,
                                                const char         *description);
TsrScenario     *tsr_scenario_new_from_play    (const TsrGame      *setup,
                                                const TsrGame      *played,
                                                const char         *title,
                                                const char         *description);
TsrScenario     *tsr_scenario_copy             (const TsrScenario  *scenario);
void             tsr_scenario_set_text         (TsrScenario        *scenario,
                                                const char         *title,
                                                const char         *description);
void             tsr_scenario_free             (TsrScenario        *scenario);
gboolean         tsr_scenario_script_matches   (const TsrScenario  *scenario,
                                                const TsrGame      *played);
gboolean         tsr_scenario_parse_action     (const char         *xml,
                                                const TsrGame      *game,
                                                TsrAction          *action,
                                                GError            **error);

const char      *tsr_scenario_get_name         (const TsrScenario  *scenario);
const char      *tsr_scenario_get_title        (const TsrScenario  *scenario);
const char      *tsr_scenario_get_description  (const TsrScenario  *scenario);
const TsrGame   *tsr_scenario_get_position     (const TsrScenario  *scenario);
gboolean         tsr_scenario_has_script       (const TsrScenario  *scenario);
gboolean         tsr_scenario_has_expectations (const TsrScenario  *scenario);

TsrGame         *tsr_scenario_new_game         (const TsrScenario  *scenario);
gboolean         tsr_scenario_run              (const TsrScenario  *scenario,
                                                TsrGame           **game,
                                                GPtrArray         **failures);
GPtrArray       *tsr_scenario_check_board      (const TsrScenario  *scenario);

char            *tsr_scenario_to_xml           (const TsrScenario  *scenario);
gboolean         tsr_scenario_save_file        (const TsrScenario  *scenario,
                                                const char         *path,
                                                GError            **error);

void             tsr_scenario_failure_free     (TsrScenarioFailure *failure);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrScenario, tsr_scenario_free)

G_END_DECLS
