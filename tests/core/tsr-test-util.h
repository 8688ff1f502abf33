/* tsr-test-util.h: building positions and acting on them in C tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-core.h"

G_BEGIN_DECLS

const TsrTileType *test_tile            (const char    *id);
GPtrArray         *test_collect_scenarios (gboolean     tests,
                                         gboolean     shipped);
TsrPort            test_port            (const char    *name);

TsrGame           *test_game_new        (const char    *modules,
                                         const char    *players);
void               test_setup_tile      (TsrGame       *game,
                                         const char    *id,
                                         gint32         x,
                                         gint32         y,
                                         int            degrees);
void               test_setup_figure    (TsrGame       *game,
                                         TsrFigureKind  kind,
                                         const char    *player,
                                         gint32         x,
                                         gint32         y,
                                         const char    *port);
void               test_start           (TsrGame       *game,
                                         const char    *player,
                                         const char    *deck);

gboolean           test_place_tile      (TsrGame       *game,
                                         const char    *id,
                                         gint32         x,
                                         gint32         y,
                                         int            degrees,
                                         GError       **error);
gboolean           test_place_figure    (TsrGame       *game,
                                         TsrFigureKind  kind,
                                         const char    *port,
                                         GError       **error);
gboolean           test_simple_action   (TsrGame       *game,
                                         TsrActionKind  kind,
                                         GError       **error);

gint32             test_score           (TsrGame       *game,
                                         const char    *player);
gint               test_supply          (TsrGame       *game,
                                         const char    *player,
                                         TsrFigureKind  kind);
gboolean           test_has_figure      (TsrGame       *game,
                                         TsrFigureKind  kind,
                                         const char    *player,
                                         gint32         x,
                                         gint32         y,
                                         const char    *port);
gboolean           test_has_step        (TsrGame       *game,
                                         const char    *rule);

TsrScenario       *test_load_text       (const char    *text);

G_END_DECLS
