/* tsr-position-check.h: what a hand-built position breaks
 *
 * A position built by hand need not be legal.  The checker lists what the
 * placement and figure rules would not have allowed, each with the place
 * to look at, so the window can point at it and a scenario's loader can
 * name the line it came from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_PROBLEM_SIDES_MISMATCH,     /* two tiles show different things on a shared side */
  TSR_PROBLEM_TILE_ALONE,         /* a tile shares no side with another */
  TSR_PROBLEM_FIGURE_ON_COMPLETE, /* a figure on a completed feature */
  TSR_PROBLEM_TOO_MANY_FIGURES,   /* more figures on the board than owned */
  TSR_PROBLEM_TOO_MANY_TOKENS,    /* more tokens on the board than the box holds */
  TSR_PROBLEM_MODULE,             /* what a module's own rules would not have allowed */
} TsrProblemKind;

typedef struct
{
  TsrProblemKind  kind;
  gint32          x;          /* where to look */
  gint32          y;
  TsrPort         port;       /* a figure's feature, or TSR_PORT_NONE */
  gint32          other_x;    /* the second tile of a mismatch */
  gint32          other_y;
  int             tile;       /* the board index of the tile, or -1 */
  int             figure;     /* the index of the figure, or -1 */
  int             token;      /* the index of the token, or -1 */
  char           *message;    /* a sentence, in the user's language */
} TsrProblem;

GPtrArray  *tsr_game_check_position (TsrGame        *game);
TsrProblem *tsr_problem_new         (TsrProblemKind  kind,
                                     gint32          x,
                                     gint32          y,
                                     char           *message);
void        tsr_problem_free        (TsrProblem     *problem);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrProblem, tsr_problem_free)

G_END_DECLS
