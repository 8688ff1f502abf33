/* tsr-bridges.h: where a bridge may lie (docs/rules.md, "Bridges")
 *
 * The geometry of Bridges, Castles & Bazaars, which the Rainbow Bridge
 * follows.  This version has no supply of standard bridges: the piece is
 * the geometry, and bridges already on the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-module-api.h"
#include "tsr-scenario-io.h"

G_BEGIN_DECLS

extern TsrActionKind tsr_place_bridge_action;

gboolean tsr_bridges_lay    (TsrGame           *game,
                             gint32             x,
                             gint32             y,
                             TsrAxis            axis,
                             guint              flags,
                             GError           **error);
gboolean tsr_bridge_check   (TsrGame           *game,
                             gint32             x,
                             gint32             y,
                             TsrAxis            axis,
                             GError           **error);
gboolean tsr_bridge_fixes   (const TsrBoard    *board,
                             const TsrTileType *type,
                             gint32             x,
                             gint32             y,
                             guint              rotation,
                             gint32             bridge_x,
                             gint32             bridge_y,
                             TsrAxis            axis);
gboolean tsr_bridges_read   (TsrScenarioReader *reader,
                             TsrGame           *game,
                             xmlNode           *node,
                             gboolean           rainbow,
                             gint32            *x,
                             gint32            *y,
                             TsrAxis           *axis);
guint    tsr_bridge_rescue  (const TsrBoard    *board,
                             const TsrTileType *type,
                             gint32             x,
                             gint32             y,
                             guint              rotation,
                             guint              mismatched,
                             gboolean           adjacent);

G_END_DECLS
