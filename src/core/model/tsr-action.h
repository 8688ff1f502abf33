/* tsr-action.h: what a player (or a script, or the random player) does
 *
 * The engine's own actions are the first ones; every other kind belongs
 * to the module that declares it (TsrActionDecl), with the attributes its
 * script element has.  The names are those of the scenario format's
 * script elements.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-figure.h"
#include "tsr-tile.h"

G_BEGIN_DECLS

typedef guint8 TsrActionKind;

/* The engine's own, declared by the base game in this order. */
#define TSR_ACTION_DRAW          ((TsrActionKind) 0)
#define TSR_ACTION_PLACE_TILE    ((TsrActionKind) 1)
#define TSR_ACTION_PLACE_FIGURE  ((TsrActionKind) 2)
#define TSR_ACTION_SKIP          ((TsrActionKind) 3)
#define TSR_ACTION_END_GAME      ((TsrActionKind) 4)
#define TSR_MAX_ACTIONS          32

/* Which attributes a script element of the action has: each fills the
 * field of TsrAction named in the comment. */
typedef enum
{
  TSR_ACTION_TILE       = 1 << 0,  /* tile= (optional): tile */
  TSR_ACTION_POSITION   = 1 << 1,  /* x= y=: has_pos, x, y */
  TSR_ACTION_MAY_POS    = 1 << 2,  /* x= y= (optional) */
  TSR_ACTION_ROTATION   = 1 << 3,  /* rotation=: rotation */
  TSR_ACTION_PORT       = 1 << 4,  /* at=: port */
  TSR_ACTION_FIGURE     = 1 << 5,  /* kind=: figure */
  TSR_ACTION_AXIS       = 1 << 6,  /* axis="ns|ew": axis */
  TSR_ACTION_TAKE       = 1 << 7,  /* take-x= take-y= take-at= (optional): has_take… */
  TSR_ACTION_PLAYER     = 1 << 8,  /* player= (optional): player */
  /* Answered in the figure step, by the module's figure_action(). */
  TSR_ACTION_FIGURE_STEP = 1 << 16,
  /* Given with a button even when it names a position (buying the
   * Rainbow Bridge off a tile, where a click places the tile in hand). */
  TSR_ACTION_BUTTON      = 1 << 17,
} TsrActionFlags;

typedef struct
{
  const char    *name;      /* the script element */
  TsrActionKind *id;        /* set when registered, or NULL */
  guint          flags;     /* TsrActionFlags */
} TsrActionDecl;

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
  gboolean           has_take;  /* take-x, take-y, take-at given */
  gint32             take_x;
  gint32             take_y;
  TsrPort            take_port;
  gint8              player;    /* whose share, or -1 */
} TsrAction;

/* An answer of @kind with nothing else said yet.  Inline: listing the
 * answers to a choice makes many. */
static inline void
tsr_action_init (TsrAction     *action,
                 TsrActionKind  kind)
{
  *action = (TsrAction) { .kind = kind, .port = TSR_PORT_NONE, .take_port = TSR_PORT_NONE, .player = -1 };
}

void                 tsr_action_init_at          (TsrAction       *action,
                                                  TsrActionKind    kind,
                                                  gint32           x,
                                                  gint32           y);
const TsrActionDecl *tsr_action_kind_get_decl    (TsrActionKind    kind);
guint                tsr_action_kind_get_owners  (TsrActionKind    kind);
const char          *tsr_action_kind_to_string   (TsrActionKind    kind);
gboolean             tsr_action_kind_from_string (const char      *text,
                                                  TsrActionKind   *kind);
char                *tsr_action_to_string        (const TsrAction *action);
gboolean             tsr_action_equal            (const TsrAction *a,
                                                  const TsrAction *b);

/* For the module registry. */
void                 tsr_action_kind_register    (const TsrActionDecl *decl,
                                                  guint                module);

G_END_DECLS
