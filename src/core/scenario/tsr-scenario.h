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

#include <gio/gio.h>

#include "tsr-game.h"

G_BEGIN_DECLS

#define TSR_SCENARIO_ERROR (tsr_scenario_error_quark ())

typedef enum
{
  TSR_SCENARIO_ERROR_TOO_LARGE,
  TSR_SCENARIO_ERROR_INVALID,
  TSR_SCENARIO_ERROR_IO,
  TSR_SCENARIO_ERROR_UNWRITABLE_TEXT,
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

/* Where an expectation of the script stands after a replay. */
typedef enum
{
  TSR_EXPECT_NOT_REACHED,  /* the replay stopped before it */
  TSR_EXPECT_HOLDS,
  TSR_EXPECT_FAILS,
} TsrExpectState;

typedef struct
{
  guint           index;      /* its number in the script, from 0; G_MAXUINT for
                               * an action the rules refused, which stopped the replay */
  guint           line;       /* where the file has it, or 0 */
  TsrExpectState  state;
  guint           n_actions;  /* actions played where it is checked */
  guint           position;   /* steps of the trace applied there */
  char           *text;       /* what it expects, in the player's words */
  char           *xml;        /* as the file writes it, for experts */
  char           *found;      /* what was found instead, when it fails, in the
                               * player's words where they can say it */
  char           *detail;     /* the same as tessera-cli check says it */
  gboolean        has_place;  /* what it is about on the board: */
  gint32          x;
  gint32          y;
  TsrPort         port;       /* TSR_PORT_NONE: the whole tile */
} TsrExpectationReport;

GQuark           tsr_scenario_error_quark      (void);

TsrScenario     *tsr_scenario_load_data        (const char         *data,
                                                gsize               length,
                                                const char         *name,
                                                GError            **error);
TsrScenario     *tsr_scenario_load_file        (const char         *path,
                                                GError            **error);
TsrScenario     *tsr_scenario_load_file_cancellable (const char    *path,
                                                     GCancellable  *cancellable,
                                                     GError       **error);
TsrScenario     *tsr_scenario_open_file        (const char         *path,
                                                GError            **error);
TsrScenario     *tsr_scenario_open_file_cancellable (const char    *path,
                                                     GCancellable  *cancellable,
                                                     GError       **error);
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

const char      *tsr_scenario_get_title        (const TsrScenario  *scenario);
const char      *tsr_scenario_get_description  (const TsrScenario  *scenario);
const TsrGame   *tsr_scenario_get_position     (const TsrScenario  *scenario);
gboolean         tsr_scenario_has_script       (const TsrScenario  *scenario);
gboolean         tsr_scenario_has_expectations (const TsrScenario  *scenario);
gboolean         tsr_scenario_is_imported      (const TsrScenario  *scenario);

TsrGame         *tsr_scenario_new_game         (const TsrScenario  *scenario);
gboolean         tsr_scenario_run              (const TsrScenario  *scenario,
                                                TsrGame           **game,
                                                GPtrArray         **failures);
GPtrArray       *tsr_scenario_check_board      (const TsrScenario  *scenario);
GPtrArray       *tsr_scenario_report           (const TsrScenario  *scenario,
                                                TsrGame           **game);
void             tsr_expectation_report_free   (TsrExpectationReport *report);

/* Editing the script, at a point given as the number of actions played
 * (tsr-scenario-edit.c) */
void             tsr_scenario_set_setup        (TsrScenario        *scenario,
                                                const TsrGame      *position);
guint            tsr_scenario_count_script     (const TsrScenario  *scenario,
                                                guint              *n_expectations);
guint            tsr_scenario_count_rest       (const TsrScenario  *scenario,
                                                guint               n_actions,
                                                guint              *n_expectations);
gboolean         tsr_scenario_get_next_action  (const TsrScenario  *scenario,
                                                guint               n_actions,
                                                TsrAction          *action);
void             tsr_scenario_play_at          (TsrScenario        *scenario,
                                                guint               n_actions,
                                                const TsrAction    *action,
                                                gboolean            keep_rest);
void             tsr_scenario_play_on          (TsrScenario        *scenario,
                                                const TsrAction    *action);
void             tsr_scenario_add_expectations (TsrScenario        *scenario,
                                                guint               n_actions,
                                                const TsrAction    *refused,
                                                GPtrArray          *expectations);
gboolean         tsr_scenario_remove_expectation (TsrScenario      *scenario,
                                                guint               index);
void             tsr_scenario_clear_script     (TsrScenario        *scenario);

gboolean         tsr_scenario_equal            (const TsrScenario  *a,
                                                const TsrScenario  *b,
                                                GString            *difference);
char            *tsr_scenario_writable_text    (const char         *text);
gboolean         tsr_scenario_check_text       (const TsrScenario  *scenario,
                                                GError            **error);
char            *tsr_scenario_to_xml           (const TsrScenario  *scenario);
gboolean         tsr_scenario_save_file        (const TsrScenario  *scenario,
                                                const char         *path,
                                                GError            **error);

void             tsr_scenario_failure_free     (TsrScenarioFailure *failure);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrScenario, tsr_scenario_free)

G_END_DECLS
