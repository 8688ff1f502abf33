/* tsr-scenario-private.h: a loaded scenario, for the loader, the writer,
 * the replay and the checker
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-game-private.h"
#include "tsr-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_EXPECT_SCORE,
  TSR_EXPECT_SUPPLY,
  TSR_EXPECT_REMOVED,
  TSR_EXPECT_FIGURE,
  TSR_EXPECT_TOKEN,
  TSR_EXPECT_TOKENS,
  TSR_EXPECT_FEATURE,
  TSR_EXPECT_TURN,
  TSR_EXPECT_PENDING,
  TSR_EXPECT_PLACEMENTS,
  TSR_EXPECT_LEGAL,
  TSR_EXPECT_CAN_PLACE,
  TSR_EXPECT_STEP,
  TSR_EXPECT_REJECTED,
  TSR_N_EXPECTS,
} TsrExpectKind;

/* Which optional attributes an expectation or action was given. */
typedef enum
{
  TSR_HAS_KIND      = 1 << 0,
  TSR_HAS_PLAYER    = 1 << 1,
  TSR_HAS_POS       = 1 << 2,
  TSR_HAS_PORT      = 1 << 3,
  TSR_HAS_FLAG      = 1 << 4,   /* present, value */
  TSR_HAS_PHASE     = 1 << 5,
  TSR_HAS_CODE      = 1 << 6,
  TSR_HAS_COMPLETE  = 1 << 7,
  TSR_HAS_INFECTED  = 1 << 8,
  TSR_HAS_BROKEN    = 1 << 9,
  TSR_HAS_DESTROYED = 1 << 10,
  TSR_HAS_TILES     = 1 << 11,
  TSR_HAS_POINTS    = 1 << 12,
  TSR_HAS_TILE      = 1 << 13,
  TSR_HAS_TAKE      = 1 << 14,
  TSR_HAS_CHANCES   = 1 << 15,
} TsrHas;

typedef struct
{
  TsrExpectKind      kind;
  guint              line;
  guint              column;
  guint              has;        /* TsrHas */
  gint               player;
  TsrFigureKind      figure;
  char              *token;
  gint32             x;
  gint32             y;
  TsrPort            port;
  gint64             count;      /* value, count */
  gboolean           flag;       /* present, value */
  const TsrTileType *tile;
  guint8             rotation;
  TsrPhase           phase;
  TsrChoiceKind      choice;
  char              *rule;
  char              *code;
  gboolean           complete;
  gboolean           infected;
  gboolean           broken;
  gboolean           destroyed;
  gint64             tiles;
  gint64             points;
} TsrExpectation;

typedef struct
{
  guint      line;
  guint      column;
  gboolean   is_expect;
  TsrAction  action;
  guint      has;              /* TsrHas: the action's optional attributes */
  GPtrArray *expectations;     /* TsrExpectation, for an <expect> */
} TsrScriptItem;

struct _TsrScenario
{
  char      *name;
  char      *title;
  char      *description;
  TsrGame   *setup;            /* the position as written, not started */
  gboolean   has_shuffle;
  guint32    shuffle;
  GPtrArray *script;           /* TsrScriptItem */
  TsrScriptItem *expect;       /* the <expect> after the script, or NULL */

  /* Where each tile and figure of the position was written, for the
   * checker's warnings (same order as on the board and in the game). */
  GArray    *tile_lines;       /* guint line, column pairs */
  GArray    *figure_lines;
  GArray    *token_lines;
};

/* The element name of each expectation. */
extern const char *tsr_expect_names[TSR_N_EXPECTS];

void  tsr_script_item_free     (TsrScriptItem  *item);
void  tsr_expectation_free     (TsrExpectation *expectation);
char *tsr_scenario_problem     (const TsrScenario *scenario,
                                guint              line,
                                guint              column,
                                const char        *message);

G_END_DECLS
