/* tsr-bridges.h: where a bridge may lie, and laying one in a turn
 * (docs/rules-modules.md, "Bridges")
 *
 * The geometry of Bridges, Castles & Bazaars, which the Rainbow Bridge
 * follows, and the part of the turn both kinds of bridge share: one
 * bridge a turn, on the tile just placed or next to it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-module-api.h"
#include "tsr-scenario-io.h"

G_BEGIN_DECLS

extern TsrModuleId   tsr_bridges_module;
extern TsrActionKind tsr_place_bridge_action;
extern TsrChoiceKind tsr_bridge_choice;

/* Whether the bridge an action lays may lie where it says. */
typedef gboolean (*TsrBridgeCheckFunc) (TsrGame          *game,
                                        const TsrAction  *action,
                                        GError          **error);

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


guint    tsr_bridges_must_fix        (TsrGame            *game);
gboolean tsr_bridges_check_laying    (TsrGame            *game,
                                      const TsrAction    *action,
                                      GError            **error);
void     tsr_bridges_list_placements (TsrGame            *game,
                                      TsrBridgeCheckFunc  check,
                                      GArray             *actions);
void     tsr_bridges_tell_exception  (TsrGame            *game);
void     tsr_bridges_note_laid       (TsrGame            *game,
                                      gint32              x,
                                      gint32              y);
gboolean tsr_bridges_could_fix       (TsrGame            *game);

G_END_DECLS
