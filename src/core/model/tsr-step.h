/* tsr-step.h: rule steps, the trace of a game
 *
 * Every change the rules make is a step naming the rule that caused it
 * (a rule id such as "base.score-city") with the values that explain it.
 * The rule text gives each rule an explanation sentence with placeholders
 * that these values fill.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-figure.h"
#include "tsr-score.h"
#include "tsr-tile.h"

G_BEGIN_DECLS

typedef struct
{
  const char        *rule;       /* rule id, a string that outlives the game */
  guint              turn;
  gint8              player;     /* {player}, or -1 */
  gint8              other;      /* {other}, or -1 */
  gboolean           stable;     /* the engine waited for an answer after it */
  const TsrTileType *tile;       /* {tile} */
  guint8             rotation;   /* {rotation}, quarter turns */
  gint32             x;          /* {position} and {place} */
  gint32             y;
  TsrPort            port;       /* {place} */
  gint32             target_x;   /* {target} */
  gint32             target_y;
  TsrFeatureKind     feature;    /* the kind of feature the step is about, or TSR_N_FEATURE_KINDS */
  TsrFigureKind      figure;     /* the figure the step is about, or TSR_FIGURE_NONE */
  gint32             points;     /* {points} */
  gint32             count;      /* {count} */
  TsrScoreExpr       expr;       /* {expression} */
} TsrStep;

typedef enum
{
  TSR_RULE_PAYS      = 1 << 0,   /* its step's player pays its {points} */
  TSR_RULE_ANNOUNCED = 1 << 1,   /* news a player should not miss (a card drawn) */
  TSR_RULE_WAY       = 1 << 2,   /* its steps in a turn are one way across the board (a figure moved square by square) */
} TsrRuleFlags;

/* A rule the core can emit, with the placeholders its steps fill. */
typedef struct
{
  const char *id;
  guint       placeholders;
  guint       flags;        /* TsrRuleFlags */
} TsrRuleDecl;

const TsrRuleDecl *tsr_rule_decl_lookup (const char *id);
gboolean           tsr_rule_is_announced (const char *rule);

/* A step of @rule with nothing filled in yet.  Inline: every change the
 * rules make starts here. */
static inline void
tsr_step_init (TsrStep    *step,
               const char *rule)
{
  *step = (TsrStep) { .rule = rule, .player = -1, .other = -1, .port = TSR_PORT_NONE,
                      .feature = TSR_N_FEATURE_KINDS, .figure = TSR_FIGURE_NONE };
}

G_END_DECLS
