/* tsr-step-subject.h: what a rule step is about, on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-geometry.h"

G_BEGIN_DECLS

typedef struct _TsrGame TsrGame;

typedef enum
{
  TSR_SUBJECT_TILE,     /* a tile placed, struck, landed on or moved onto */
  TSR_SUBJECT_FEATURE,  /* the whole feature through a place */
  TSR_SUBJECT_FIGURE,   /* a figure's place, where it stands or stood */
  TSR_SUBJECT_WAY,      /* a square of a way taken this turn, in order */
} TsrSubjectKind;

typedef struct
{
  TsrSubjectKind kind;
  TsrLocation    where;
} TsrSubjectPart;

GArray *tsr_game_get_step_subject (const TsrGame *game,
                                   guint          index);

G_END_DECLS
