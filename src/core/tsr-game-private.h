/* tsr-game-private.h: the game state, for the turn machine and the modules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-game.h"
#include "tsr-module.h"

G_BEGIN_DECLS

/* Where the turn machine is.  Each stage either runs by itself or waits
 * for a choice; RULES.md §10 gives the order. */
typedef enum
{
  TSR_STAGE_BEGIN_TURN,
  TSR_STAGE_DRAW,
  TSR_STAGE_PLACE_TILE,
  TSR_STAGE_AFTER_PLACE,
  TSR_STAGE_FIGURE,
  TSR_STAGE_PHANTOM,
  TSR_STAGE_AFTER_FIGURE,
  TSR_STAGE_BEFORE_SCORING,
  TSR_STAGE_SCORING,
  TSR_STAGE_AFTER_SCORING,
  TSR_STAGE_END_TURN,
  TSR_STAGE_FINAL,
  TSR_STAGE_FINAL_SCORING,
  TSR_STAGE_GAME_OVER,
} TsrStage;

/* A flag set on the feature through a given place: it follows the
 * feature through joins and rebuilds. */
typedef struct
{
  TsrLocation where;
  guint32     flags;
} TsrFlagAnchor;

/* Everything the rules look at.  A snapshot is a deep copy of this. */
typedef struct
{
  guint32             modules;        /* bit per TsrModuleId */
  GHashTable         *variants;       /* id → value, those set explicitly */

  TsrBoard           *board;
  TsrFeatures        *features;
  GArray             *players;        /* TsrPlayer */
  GArray             *figures;        /* TsrFigure */
  GArray             *tokens;         /* TsrToken */
  GPtrArray          *deck;           /* const TsrTileType *, top last */
  GArray             *anchors;        /* TsrFlagAnchor */

  guint               turn;
  gint                active;
  TsrStage            stage;
  guint               cursor;         /* next module whose stage hook runs */
  TsrChoice           choice;
  gint                choice_module;  /* owner of the choice, -1: the core */

  const TsrTileType  *drawn;
  gboolean            placed;         /* a tile was placed this turn */
  gint32              placed_x;
  gint32              placed_y;
  guint               placed_index;   /* its index on the board */
  gboolean            figure_done;    /* the regular figure action was taken */
  gboolean            end_requested;  /* <end-game/>: finish this turn, then end */

  GArray             *completed;      /* guint32 elements completed this turn */
  GArray             *events;         /* TsrScoreEvent, the scoring queue */
  guint               event_cursor;
  guint               event_module;   /* next module offered the current event */
  gboolean            events_built;
  gboolean            events_held;    /* queued, waiting to be ordered */

  gpointer            module_state[TSR_N_MODULES];
} TsrGameState;

typedef struct
{
  TsrAction action;
  guint     position;   /* the trace's length once it was applied */
} TsrPlayedAction;

struct _TsrGame
{
  TsrGameState        st;

  const TsrCatalogue *catalogue;
  const TsrRulebook  *rulebook;

  /* The steps, sized by the game itself: a playout adds hundreds. */
  TsrStep            *trace;
  guint               trace_len;
  guint               trace_capacity;
  gboolean            recording;
  GPtrArray          *snapshots;      /* TsrGameState *, [k]: after step k */
  guint               position;       /* steps applied */
  gboolean            started;

  /* What was played, sized by the game itself like the trace. */
  TsrPlayedAction    *actions;
  guint               n_actions;
  guint               actions_capacity;

  /* The variants asked lately, by the address of the id they were asked
   * with (checked against the variant's own): the rules ask the same few
   * at every turn, and the rule text's defaults never change. */
  struct
  {
    const char       *asked;
    const TsrVariant *variant;
  }                   variant_defaults[8];
  guint               variant_defaults_next;

  /* Reused between calls on the busiest paths; never part of the state. */
  GArray             *scratch_actions;     /* TsrAction */
  GArray             *scratch_placements;  /* TsrPlacement */
  GArray             *scratch_elements;    /* guint32 */
};

void            tsr_player_clear          (TsrPlayer          *player);

/* Tokens on the board, counted on their features. */
void            tsr_game_put_token        (TsrGame            *game,
                                           const TsrToken     *token);
void            tsr_game_take_token       (TsrGame            *game,
                                           guint               index);

/* State copies, for snapshots and for rejecting actions atomically. */
void            tsr_game_state_copy       (TsrGameState       *dest,
                                           const TsrGameState *src);
void            tsr_game_state_clear      (TsrGameState       *state);

/* Rule steps: every change the rules make is announced here. */
void            tsr_game_emit             (TsrGame            *game,
                                           TsrStep            *step);

void            tsr_game_reopen_figure_step (TsrGame          *game);

#define tsr_game_module_on(game, id) (((game)->st.modules & (1u << (id))) != 0)

typedef struct
{
  guint32 stage[TSR_STAGE_GAME_OVER + 1];
  guint32 interrupt;
  guint32 placement;  /* placement_veto or placement_rescue */
} TsrHookMasks;

const TsrHookMasks *tsr_hook_masks (void);

/* The first module in play at or after @from, in registry order, or -1. */
static inline int
tsr_game_next_module (const TsrGame *game,
                      guint          from)
{
  guint32 on = from < TSR_N_MODULES ? game->st.modules & ~((1u << from) - 1) : 0;

  return on == 0 ? -1 : __builtin_ctz (on);
}

/* Visits the modules in play only: hooks are looked for at every step of
 * every turn, and a base game has one module in play out of ten. */
#define TSR_FOREACH_MODULE_ON(game, i) \
  for (int i = tsr_game_next_module ((game), 0); i >= 0; i = tsr_game_next_module ((game), i + 1))
gboolean        tsr_game_variant_is       (const TsrGame      *game,
                                           const char         *id,
                                           const char         *value);
void            tsr_game_wait_for         (TsrGame            *game,
                                           TsrChoiceKind       kind,
                                           gint                player,
                                           gboolean            optional,
                                           gint                module);

/* Figures */
TsrPlayer      *tsr_game_player           (TsrGame            *game,
                                           gint                index);
int             tsr_game_feature_element  (TsrGame            *game,
                                           gint32              x,
                                           gint32              y,
                                           TsrPort             port);
gint64          tsr_game_figure_feature   (TsrGame            *game,
                                           const TsrFigure    *figure);
void            tsr_game_put_figure       (TsrGame            *game,
                                           const TsrFigure    *figure);
void            tsr_game_take_figure      (TsrGame            *game,
                                           guint               index);
void            tsr_game_figure_entered   (TsrGame            *game,
                                           const TsrFigure    *figure);
gboolean        tsr_game_check_figure     (TsrGame            *game,
                                           const TsrAction    *action,
                                           GError            **error);

/* What stands or lies on the bridge at (x, y) goes back to its supply,
 * before the bridge goes; returns how many tokens went. */
guint           tsr_game_clear_bridge     (TsrGame            *game,
                                           gint32              x,
                                           gint32              y);

/* The board changing under the features: they are rebuilt. */
void            tsr_game_rebuild_features (TsrGame            *game);
void            tsr_game_remove_tile      (TsrGame            *game,
                                           gint32              x,
                                           gint32              y);

/* Scoring */
guint           tsr_game_count_tiles      (TsrGame            *game,
                                           guint32             element);
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

/* Placement with every module's say. */
gboolean        tsr_game_tile_fits        (TsrGame            *game,
                                           const TsrTileType  *type);
gboolean        tsr_game_placement_legal  (TsrGame            *game,
                                           const TsrTileType  *type,
                                           gint32              x,
                                           gint32              y,
                                           guint               rotation,
                                           GError            **error);

/* The turn machine (tsr-engine.c) */
void            tsr_game_before_place     (TsrGame            *game);
gboolean        tsr_game_check_frontier   (TsrGame            *game,
                                           const TsrTileType  *type,
                                           guint               index,
                                           guint               rotation);
void            tsr_engine_run            (TsrGame            *game);
gboolean        tsr_engine_act            (TsrGame            *game,
                                           const TsrAction    *action,
                                           GError            **error);
void            tsr_engine_list_options   (TsrGame            *game,
                                           GArray             *actions);

G_END_DECLS
