/* tsr-truth.h: what is true in a game, recorded as expectations
 *
 * "Expect This" in the window: the user points at something (a player's
 * score, a figure, a feature, whose turn it is, the pending choice, the
 * reason an action was refused) and the core writes what is true of it
 * now as expectations a scenario can keep, and says them back in the
 * player's words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"
#include "tsr-rule-error.h"
#include "tsr-scenario.h"

G_BEGIN_DECLS

typedef struct _TsrExpectation TsrExpectation;

typedef enum
{
  TSR_TRUTH_SCORE,    /* player: that player's score */
  TSR_TRUTH_FIGURE,   /* figure: where it stands, and its owner's supply of its kind */
  TSR_TRUTH_FEATURE,  /* x, y, port: complete or not, tiles, points */
  TSR_TRUTH_TURN,     /* whose turn it is, and the phase */
  TSR_TRUTH_CHOICE,   /* the pending choice, whose it is, and how many answers it has */
  TSR_TRUTH_REFUSAL,  /* code: the action just tried was refused for this reason */
  TSR_TRUTH_TOKEN,    /* token: where it lies */
} TsrTruthKind;

typedef struct
{
  TsrTruthKind  kind;
  gint          player;
  guint         figure;   /* an index for tsr_game_get_figure() */
  guint         token;    /* an index for tsr_game_get_token() */
  gint32        x;
  gint32        y;
  TsrPort       port;
  TsrRuleError  code;
} TsrTruth;

GPtrArray  *tsr_truth_record            (const TsrGame        *game,
                                         const TsrTruth       *truth,
                                         GError              **error);
char       *tsr_expectation_describe    (const TsrExpectation *expectation,
                                         const TsrGame        *game);
gboolean    tsr_expectation_get_place   (const TsrExpectation *expectation,
                                         gint32               *x,
                                         gint32               *y,
                                         TsrPort              *port);
void        tsr_expectation_free        (TsrExpectation       *expectation);
char       *tsr_expectation_to_xml      (const TsrScenario    *scenario,
                                         const TsrExpectation *expectation);

G_END_DECLS
