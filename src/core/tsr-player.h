/* tsr-player.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-figure.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_PLAYER_HOLDS_RAINBOW_BRIDGE = 1 << 0,
} TsrPlayerHolds;

typedef struct
{
  char   *id;                              /* "red", "p1" */
  char   *name;                            /* for people; the id when unnamed */
  gint32  score;
  gint16  owned[TSR_N_FIGURE_KINDS];       /* figures the player owns */
  gint16  removed[TSR_N_FIGURE_KINDS];     /* removed from the game for good */
  gint16  placed[TSR_N_FIGURE_KINDS];      /* on the board, by supply kind */
  guint32 holds;                           /* TsrPlayerHolds */
} TsrPlayer;

G_END_DECLS
