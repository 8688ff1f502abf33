/* tsr-players-panel.h: the players, their scores and supplies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-document.h"

G_BEGIN_DECLS

#define TSR_TYPE_PLAYERS_PANEL (tsr_players_panel_get_type ())

G_DECLARE_FINAL_TYPE (TsrPlayersPanel, tsr_players_panel, TSR, PLAYERS_PANEL, GtkWidget)

void tsr_players_panel_set_document (TsrPlayersPanel *self,
                                     TsrDocument     *document);
void tsr_players_panel_refresh      (TsrPlayersPanel *self);

G_END_DECLS
