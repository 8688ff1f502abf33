/* tsr-module-api.h: what a module may read and change of a game
 *
 * Modules (src/core/expansions/ and any a program registers) include this
 * header, not the game's private one: they see the state through these
 * functions and the public ones of tsr-game.h, and change it only through
 * the functions below, which keep what depends on it (supplies, features,
 * the trace) right.  Everything a rule changes is announced as a step
 * with tsr_game_emit().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"
#include "tsr-module.h"
#include "tsr-position-check.h"

G_BEGIN_DECLS

/* The module's own state (its state_new()), and whether a module is in
 * play. */
gpointer        tsr_game_get_module_state (const TsrGame      *game,
                                           TsrModuleId         module);
gboolean        tsr_game_module_is_on     (const TsrGame      *game,
                                           TsrModuleId         module);
gboolean        tsr_game_module_chosen    (const TsrGame      *game,
                                           TsrModuleId         module);
gboolean        tsr_game_variant_is       (const TsrGame      *game,
                                           const char         *id,
                                           const char         *value);

/* The turn */
TsrStage        tsr_game_get_stage        (const TsrGame      *game);
const TsrPlacedTile *tsr_game_get_placed_tile (const TsrGame  *game);
guint           tsr_game_get_placed_index (const TsrGame      *game);
void            tsr_game_set_drawn        (TsrGame            *game,
                                           const TsrTileType  *tile);
gboolean        tsr_game_figure_step_done (const TsrGame      *game);
const GArray   *tsr_game_get_completed    (const TsrGame      *game);
int             tsr_game_get_choice_module (const TsrGame     *game);
void            tsr_game_wait_for         (TsrGame            *game,
                                           TsrChoiceKind       kind,
                                           gint                player,
                                           gboolean            optional,
                                           gint                module);
void            tsr_game_emit             (TsrGame            *game,
                                           TsrStep            *step);
void            tsr_game_settle_steps     (TsrGame            *game,
                                           guint               first);

/* The deck, top last, for a module that arranges it or takes a tile out. */
GPtrArray      *tsr_game_get_deck_array   (TsrGame            *game);

/* Players */
TsrPlayer      *tsr_game_player           (TsrGame            *game,
                                           gint                index);

/* The board: a tile the module plays its own way, as the tile of the
 * turn or set aside from the deck, and one it takes away. */
guint           tsr_game_put_tile         (TsrGame            *game,
                                           const TsrTileType  *type,
                                           gint32              x,
                                           gint32              y,
                                           guint               rotation,
                                           gboolean            of_the_turn);
void            tsr_game_remove_tile      (TsrGame            *game,
                                           gint32              x,
                                           gint32              y);
guint           tsr_game_clear_span       (TsrGame            *game,
                                           gint32              x,
                                           gint32              y);
gboolean        tsr_game_tile_fits        (TsrGame            *game,
                                           const TsrTileType  *type);
gboolean        tsr_game_placement_legal  (TsrGame            *game,
                                           const TsrTileType  *type,
                                           gint32              x,
                                           gint32              y,
                                           guint               rotation,
                                           GError            **error);
void            tsr_game_before_place     (TsrGame            *game);

/* Features */
int             tsr_game_feature_element  (TsrGame            *game,
                                           gint32              x,
                                           gint32              y,
                                           TsrPort             port);
void            tsr_game_rebuild_features (TsrGame            *game);
guint           tsr_game_count_tiles      (TsrGame            *game,
                                           guint32             element);
/* The marks modules set on features (tsr_game_add_flags()), where each
 * was set. */
guint           tsr_game_get_n_flag_marks (const TsrGame      *game);
const TsrLocation *tsr_game_get_flag_mark (const TsrGame      *game,
                                           guint               index,
                                           guint32            *flags);
void            tsr_game_remove_flag_mark (TsrGame            *game,
                                           guint               index);

/* Figures and tokens */
gint64          tsr_game_figure_feature   (TsrGame            *game,
                                           const TsrFigure    *figure);
gboolean        tsr_game_feature_occupied (TsrGame            *game,
                                           guint32             element,
                                           const TsrFigure    *except);
void            tsr_game_put_figure       (TsrGame            *game,
                                           const TsrFigure    *figure);
void            tsr_game_take_figure      (TsrGame            *game,
                                           guint               index);
void            tsr_game_figure_entered   (TsrGame            *game,
                                           const TsrFigure    *figure);
void            tsr_game_set_figure_state (TsrGame            *game,
                                           guint               index,
                                           guint8              state);
void            tsr_game_put_token        (TsrGame            *game,
                                           const TsrToken     *token);
void            tsr_game_take_token       (TsrGame            *game,
                                           guint               index);
void            tsr_game_reopen_figure_step (TsrGame          *game);
void            tsr_game_list_figure_placements (TsrGame      *game,
                                                 GArray       *actions,
                                                 TsrFigureKind piece,
                                                 gboolean      first_only);
gboolean        tsr_game_place_figure     (TsrGame            *game,
                                           const TsrAction    *action,
                                           TsrFigureKind       piece,
                                           GError            **error);

/* Scoring: points go through the scoring queue, where modules may take
 * an award over (tsr_module_get()->score_event). */
void            tsr_game_feature_value    (TsrGame            *game,
                                           guint32             element,
                                           gboolean            final,
                                           TsrScoreExpr       *expr);
void            tsr_game_queue_award      (TsrGame            *game,
                                           const char         *rule,
                                           guint32             element,
                                           gint                player,
                                           const TsrScoreExpr *expr,
                                           gboolean            final);
void            tsr_game_queue_feature    (TsrGame            *game,
                                           guint32             element,
                                           gboolean            final);
void            tsr_game_field_cities     (TsrGame            *game,
                                           guint32             field,
                                           GHashTable         *cities);
void            tsr_game_award            (TsrGame            *game,
                                           const TsrScoreEvent *event);
void            tsr_step_name_event       (TsrStep            *step,
                                           const TsrScoreEvent *event);
/* The scoring queue, for a module that reorders what is not applied yet:
 * @cursor receives the first event not applied. */
GArray         *tsr_game_get_score_events (TsrGame            *game,
                                           guint              *cursor);
/* While the queue is held for ordering: the events before @end may be
 * applied now; once they are, the ordering hooks are asked again. */
void            tsr_game_release_score_events (TsrGame        *game,
                                               guint           end);

G_END_DECLS
