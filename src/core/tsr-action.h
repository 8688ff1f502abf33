/* tsr-action.h: what a player (or a script, or the random player) does
 *
 * The names are those of the scenario format's script elements.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-figure.h"
#include "tsr-tile.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_ACTION_DRAW,
  TSR_ACTION_PLACE_TILE,
  TSR_ACTION_PLACE_FIGURE,
  TSR_ACTION_RECALL_ABBOT,
  TSR_ACTION_SKIP,
  TSR_ACTION_END_GAME,
  TSR_ACTION_PLACE_BRIDGE,
  TSR_ACTION_CLAIM_RAINBOW_BRIDGE,
  TSR_ACTION_INFECT,
  TSR_ACTION_DRAGON_MOVE,
  TSR_ACTION_STEAL,
  TSR_ACTION_PASS,
  TSR_ACTION_SCORE_FIRST,
  TSR_ACTION_METEOR_TARGET,
  TSR_ACTION_FLOOD_TARGET,
  TSR_ACTION_TORNADO_MOVE,
  TSR_ACTION_TORNADO_PICK,
  TSR_ACTION_LAND,
  TSR_N_ACTIONS,
} TsrActionKind;

typedef struct
{
  TsrActionKind      kind;
  const TsrTileType *tile;      /* draw, place-tile: a named tile */
  gboolean           has_pos;   /* x, y given */
  gint32             x;
  gint32             y;
  guint8             rotation;  /* quarter turns */
  TsrPort            port;      /* "at" */
  TsrFigureKind      figure;
  TsrAxis            axis;
  gboolean           has_take;  /* infect: take-x, take-y, take-at given */
  gint32             take_x;
  gint32             take_y;
  TsrPort            take_port;
  gint8              player;    /* score-first: whose award, or -1 */
} TsrAction;

/* An answer of @kind with nothing else said yet.  Inline: listing the
 * answers to a choice makes many. */
static inline void
tsr_action_init (TsrAction     *action,
                 TsrActionKind  kind)
{
  *action = (TsrAction) { .kind = kind, .port = TSR_PORT_NONE, .take_port = TSR_PORT_NONE, .player = -1 };
}

void        tsr_action_init_at          (TsrAction     *action,
                                         TsrActionKind  kind,
                                         gint32         x,
                                         gint32         y);
const char *tsr_action_kind_to_string   (TsrActionKind  kind);
gboolean    tsr_action_kind_from_string (const char    *text,
                                         TsrActionKind *kind);
char       *tsr_action_to_string        (const TsrAction *action);
gboolean    tsr_action_equal            (const TsrAction *a,
                                         const TsrAction *b);

G_END_DECLS
