/* tsr-player-colours.h: how each player's figures look
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-core.h"

G_BEGIN_DECLS

typedef struct
{
  double   red;
  double   green;
  double   blue;
  gboolean light;       /* a light colour: dark outline and letter */
  double   ink;         /* the letter's grey: black or white, the one that stands out */
  char     letter[16];  /* the initial, UTF-8: drawn on every figure, so colour is never alone */
} TsrPlayerLook;

void tsr_player_look (const TsrPlayer *player,
                      guint            index,
                      TsrPlayerLook   *look);

G_END_DECLS
