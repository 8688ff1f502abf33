/* tsr-bridges-private.h: the parts of the Bridges module shared between
 * its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-bridges.h"

G_BEGIN_DECLS

/* Laying a bridge in a turn (tsr-bridges-turn.c) */
extern const TsrPlayerStockDecl tsr_bridges_stocks[];
extern const TsrRejectionDecl   tsr_bridges_rejections[];

gpointer      tsr_bridges_state_new         (void);
gpointer      tsr_bridges_state_copy        (gconstpointer      state);
gboolean      tsr_bridges_state_equal       (gconstpointer      a,
                                             gconstpointer      b);
TsrHookResult tsr_bridges_begin_turn        (TsrGame           *game);
TsrHookResult tsr_bridges_after_place       (TsrGame           *game);
guint         tsr_bridges_placement_rescue  (TsrGame           *game,
                                             const TsrTileType *type,
                                             gint32             x,
                                             gint32             y,
                                             guint              rotation,
                                             guint              mismatched);
void          tsr_bridges_collect_completed (TsrGame           *game,
                                             GArray            *elements);
gboolean      tsr_bridges_turn_unsaved      (const TsrGame     *game);
gboolean      tsr_bridges_accepts           (TsrGame           *game,
                                             TsrActionKind      kind);
void          tsr_bridges_list_options      (TsrGame           *game,
                                             GArray            *actions);
gboolean      tsr_bridges_answer            (TsrGame           *game,
                                             const TsrAction   *action,
                                             GError           **error);
gboolean      tsr_bridges_extra_accepts     (TsrGame           *game,
                                             TsrActionKind      kind);
gboolean      tsr_bridges_extra_action      (TsrGame           *game,
                                             const TsrAction   *action,
                                             GError           **error);
const char   *tsr_bridges_prompt            (TsrGame           *game,
                                             TsrStep           *values);
const char   *tsr_bridges_label             (TsrGame           *game,
                                             const TsrAction   *action,
                                             TsrStep           *values);

G_END_DECLS
