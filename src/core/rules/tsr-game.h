/* tsr-game.h: a game in progress, its turn machine and its history
 *
 * A TsrGame holds the whole state the rules look at (the board, figures,
 * players, decks, whose turn and which phase, the modules and variants in
 * play) and drives it with actions.  Whenever a player must decide, it
 * waits with a pending choice; tsr_game_list_options() gives every legal
 * answer and tsr_game_act() applies one.  Every change is recorded as a
 * rule step; with recording on, the game can step back and forth through
 * them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-action.h"
#include "tsr-board.h"
#include "tsr-catalogue.h"
#include "tsr-choice.h"
#include "tsr-features.h"
#include "tsr-figure.h"
#include "tsr-player.h"
#include "tsr-rule-error.h"
#include "tsr-rulebook.h"
#include "tsr-score.h"
#include "tsr-step.h"
#include "tsr-token.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_PHASE_DRAW,
  TSR_PHASE_PLACE_TILE,
  TSR_PHASE_PLACE_FIGURE,
  TSR_PHASE_SCORE,
  TSR_PHASE_END,
  TSR_PHASE_GAME_OVER,
} TsrPhase;

typedef struct
{
  TsrChoiceKind kind;
  gint          player;    /* who must answer, -1 when nobody */
  gboolean      optional;  /* "skip" is among the answers */
} TsrChoice;

/* What a feature is now, for expectations, the checker and the window. */
typedef struct
{
  TsrFeatureKind kind;
  gboolean       complete;
  guint          tiles;
  guint          pennants;
  guint          figures;
  guint          tokens;
  guint32        flags;      /* TsrFeatureFlags */
  gint32         points;     /* what it would score now */
  TsrScoreExpr   expr;
} TsrFeatureInfo;

typedef struct _TsrGame TsrGame;

/* Setting up */
TsrGame            *tsr_game_new              (void);
TsrGame            *tsr_game_new_standard     (guint               n_players,
                                               const char * const *modules,
                                               guint32             seed,
                                               GError            **error);
void                tsr_game_free             (TsrGame            *game);

gboolean            tsr_game_enable_module    (TsrGame            *game,
                                               const char         *id,
                                               GError            **error);
gboolean            tsr_game_has_module       (const TsrGame      *game,
                                               const char         *id);
gboolean            tsr_game_has_any_module   (const TsrGame      *game,
                                               guint32             owners);
gboolean            tsr_game_set_variant      (TsrGame            *game,
                                               const char         *id,
                                               const char         *value,
                                               GError            **error);
const char         *tsr_game_get_variant      (const TsrGame      *game,
                                               const char         *id);

guint               tsr_game_add_player       (TsrGame            *game,
                                               const char         *id,
                                               const char         *name);
void                tsr_game_set_score        (TsrGame            *game,
                                               guint               player,
                                               gint32              score);
void                tsr_game_set_owned        (TsrGame            *game,
                                               guint               player,
                                               TsrFigureKind       kind,
                                               gint                count);
void                tsr_game_set_stock        (TsrGame            *game,
                                               guint               player,
                                               guint               stock,
                                               gint                count);
void                tsr_game_set_removed      (TsrGame            *game,
                                               guint               player,
                                               TsrFigureKind       kind,
                                               gint                count);
void                tsr_game_setup_start      (TsrGame            *game);
const TsrTileType  *tsr_game_get_start_tile   (const TsrGame      *game);
gboolean            tsr_game_setup_tile       (TsrGame            *game,
                                               const TsrTileType  *type,
                                               gint32              x,
                                               gint32              y,
                                               guint               rotation,
                                               GError            **error);
gboolean            tsr_game_setup_figure     (TsrGame            *game,
                                               TsrFigureKind       kind,
                                               gint                player,
                                               gint32              x,
                                               gint32              y,
                                               TsrPort             port,
                                               GError            **error);
gboolean            tsr_game_setup_figure_full (TsrGame           *game,
                                               const TsrFigure    *figure,
                                               GError            **error);
gboolean            tsr_game_setup_token      (TsrGame            *game,
                                               TsrTokenKind        kind,
                                               gint32              x,
                                               gint32              y,
                                               TsrPort             port,
                                               GError            **error);
gboolean            tsr_game_set_span         (TsrGame            *game,
                                               gint32              x,
                                               gint32              y,
                                               TsrAxis             axis,
                                               guint               flags,
                                               GError            **error);
gboolean            tsr_game_add_flags        (TsrGame            *game,
                                               gint32              x,
                                               gint32              y,
                                               TsrPort             port,
                                               guint32             flags,
                                               GError            **error);
/* Changing a position by hand, before the game starts */
void                tsr_game_edit_remove_figure (TsrGame          *game,
                                                 guint             index);
void                tsr_game_edit_remove_token (TsrGame           *game,
                                                guint              index);
gboolean            tsr_game_edit_fit_start   (TsrGame            *game);
gboolean            tsr_game_edit_switch_module (TsrGame          *game,
                                               const char         *id,
                                               gboolean            on,
                                               gboolean           *start_changed,
                                               GError            **error);
gboolean            tsr_game_edit_remove_tile (TsrGame            *game,
                                               gint32              x,
                                               gint32              y);
void                tsr_game_edit_remove_player (TsrGame          *game,
                                                 guint             index);
void                tsr_game_edit_move_player (TsrGame            *game,
                                               guint               from,
                                               guint               to);
gboolean            tsr_game_edit_player      (TsrGame            *game,
                                               guint               index,
                                               const char         *id,
                                               const char         *name,
                                               GError            **error);
gboolean            tsr_game_disable_module   (TsrGame            *game,
                                               const char         *id,
                                               GError            **error);
void                tsr_game_set_deck         (TsrGame            *game,
                                               const TsrTileType * const *types,
                                               guint               n_types);
gboolean            tsr_game_has_tile_set     (const TsrGame      *game,
                                               const char         *set);
guint               tsr_game_get_edition      (const TsrGame      *game,
                                               const char         *set);
guint               tsr_game_box_count        (const TsrGame      *game,
                                               const TsrTileType  *type);
void                tsr_game_fill_deck        (TsrGame            *game,
                                               GRand              *shuffle);
void                tsr_game_shuffle_deck     (TsrGame            *game,
                                               GRand              *rand);
gboolean            tsr_game_deck_is_box      (const TsrGame      *game);
void                tsr_game_set_turn         (TsrGame            *game,
                                               gint                player,
                                               guint               turn);
gboolean            tsr_game_set_phase        (TsrGame            *game,
                                               TsrPhase            phase,
                                               const TsrTileType  *drawn,
                                               GError            **error);
void                tsr_game_start            (TsrGame            *game);
gboolean            tsr_game_is_started       (const TsrGame      *game);
TsrGame            *tsr_game_copy             (const TsrGame      *game);
TsrGame            *tsr_game_copy_state       (const TsrGame      *game);

/* Playing */
const TsrChoice    *tsr_game_get_choice       (const TsrGame      *game);
const TsrRulebook  *tsr_game_get_rulebook     (const TsrGame      *game);
void                tsr_game_list_options     (TsrGame            *game,
                                               GArray             *actions);
gboolean            tsr_game_act              (TsrGame            *game,
                                               const TsrAction    *action,
                                               GError            **error);
gboolean            tsr_game_is_over          (const TsrGame      *game);
gboolean            tsr_game_is_at_rest       (const TsrGame      *game);
gboolean            tsr_game_turn_unsaved     (const TsrGame      *game);
guint               tsr_game_get_n_actions    (const TsrGame      *game);
const TsrAction    *tsr_game_get_action       (const TsrGame      *game,
                                               guint               index);

/* Looking at the state */
const TsrBoard     *tsr_game_get_board        (const TsrGame      *game);
TsrFeatures        *tsr_game_get_features     (TsrGame            *game);
guint               tsr_game_get_n_players    (const TsrGame      *game);
const TsrPlayer    *tsr_game_get_player       (const TsrGame      *game,
                                               guint               index);
int                 tsr_game_find_player      (const TsrGame      *game,
                                               const char         *id);
gint                tsr_game_get_supply       (const TsrGame      *game,
                                               guint               player,
                                               TsrFigureKind       kind);
gint                tsr_game_get_stock        (const TsrGame      *game,
                                               guint               player,
                                               guint               stock);
guint               tsr_game_get_n_tokens     (const TsrGame      *game);
const TsrToken     *tsr_game_get_token        (const TsrGame      *game,
                                               guint               index);
gint                tsr_game_get_token_supply (const TsrGame      *game,
                                               TsrTokenKind        kind);
guint               tsr_game_get_n_figures    (const TsrGame      *game);
const TsrFigure    *tsr_game_get_figure       (const TsrGame      *game,
                                               guint               index);
guint               tsr_game_get_deck_size    (const TsrGame      *game);
const TsrTileType  *tsr_game_get_deck_tile    (const TsrGame      *game,
                                               guint               index);
gint                tsr_game_get_active       (const TsrGame      *game);
guint               tsr_game_get_turn         (const TsrGame      *game);
TsrPhase            tsr_game_get_phase        (const TsrGame      *game);
const char         *tsr_phase_to_string       (TsrPhase            phase);
gboolean            tsr_phase_from_string     (const char         *text,
                                               TsrPhase           *phase);
const TsrTileType  *tsr_game_get_drawn        (const TsrGame      *game);
gboolean            tsr_game_get_placed       (const TsrGame      *game,
                                               gint32             *x,
                                               gint32             *y);
gboolean            tsr_game_get_feature      (TsrGame            *game,
                                               gint32              x,
                                               gint32              y,
                                               TsrPort             port,
                                               TsrFeatureInfo     *info);
void                tsr_game_list_placements  (TsrGame            *game,
                                               const TsrTileType  *type,
                                               GArray             *placements);
gboolean            tsr_game_check_placement  (TsrGame            *game,
                                               const TsrTileType  *type,
                                               gint32              x,
                                               gint32              y,
                                               guint               rotation,
                                               GError            **error);
gboolean            tsr_game_check_features   (TsrGame            *game,
                                               GString            *difference);

/* The trace and the history */
guint               tsr_game_get_n_steps      (const TsrGame      *game);
const TsrStep      *tsr_game_get_step         (const TsrGame      *game,
                                               guint               index);
gboolean            tsr_game_get_answer_place (TsrGame            *game,
                                               const TsrAction    *action,
                                               gint32             *x,
                                               gint32             *y);
void                tsr_game_set_recording    (TsrGame            *game,
                                               gboolean            recording);
guint               tsr_game_get_position     (const TsrGame      *game);
gboolean            tsr_game_go_to            (TsrGame            *game,
                                               guint               position,
                                               GError            **error);
gboolean            tsr_game_can_undo         (const TsrGame      *game);
gboolean            tsr_game_can_redo         (const TsrGame      *game);
gboolean            tsr_game_undo             (TsrGame            *game);
gboolean            tsr_game_redo             (TsrGame            *game);
gboolean            tsr_game_state_equal      (const TsrGame      *a,
                                               const TsrGame      *b,
                                               GString            *difference);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrGame, tsr_game_free)

G_END_DECLS
