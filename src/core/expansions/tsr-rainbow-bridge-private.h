/* tsr-rainbow-bridge-private.h: the parts of the Rainbow Bridge module
 * shared between its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-module-api.h"
#include "tsr-rainbow-bridge.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean bridge_done;      /* this turn's bridge step is over */
  gboolean phantom_decided;  /* the phantom put on it this turn stays */
  gboolean falling;          /* a figure's fall was announced */
  gboolean taking;           /* bought off a tile whose figure still falls */
  gint32   take_x;
  gint32   take_y;
  gboolean gone;             /* out of the game with a tile (variant) */
} RainbowState;

RainbowState   *tsr_rainbow_state          (const TsrGame     *game);
gboolean        tsr_rainbow_holds          (TsrGame           *game,
                                            gint               player);

/* Where it is and positions built by hand (tsr-rainbow-bridge-pieces.c) */
extern const TsrPlayerFlagDecl tsr_rainbow_player_flags[];
extern const TsrEditPieceDecl  tsr_rainbow_edit_pieces[];

void            tsr_rainbow_load_board     (TsrScenarioReader *reader,
                                            TsrGame           *game);
void            tsr_rainbow_save_board     (TsrScenarioWriter *writer,
                                            const TsrGame     *game);
void            tsr_rainbow_check_position (TsrGame           *game,
                                            GPtrArray         *problems);
gboolean        tsr_rainbow_check          (const TsrGame     *game,
                                            GString           *problem);

G_END_DECLS
