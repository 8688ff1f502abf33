/* tsr-game-private.h: the game state, for the core itself
 *
 * Modules see the game through tsr-module-api.h instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-game.h"
#include "tsr-module-api.h"

G_BEGIN_DECLS

/* In a comparison that says where two things differ: puts the first
 * difference into the GString *difference, when there is one to fill,
 * and returns FALSE from the comparison. */
#define TSR_DIFFER(what, ...) \
  G_STMT_START { \
    if (difference != NULL) \
      g_string_printf (difference, what, __VA_ARGS__); \
    return FALSE; \
  } G_STMT_END

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
  guint32             modules;        /* a bit per module in play */
  guint32             chosen;         /* …of which switched on by themselves, not only
                                       * because another needs them */
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
  guint               events_released; /* …but those before it may be applied */

  gpointer            module_state[TSR_MAX_MODULES];
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
void            tsr_player_give_figures   (TsrPlayer          *player,
                                           guint32             modules);

/* The deck (tsr-game-deck.c) */
guint           tsr_game_deck_add_sets    (TsrGame            *game,
                                           const TsrGame      *before);

/* Which modules are in play (tsr-game-rules.c) */
int             tsr_game_required_by      (const TsrGame      *game,
                                           TsrModuleId         module);
void            tsr_game_update_chosen    (TsrGame            *game);

/* State copies, for snapshots and for rejecting actions atomically. */
void            tsr_game_state_copy       (TsrGameState       *dest,
                                           const TsrGameState *src);
void            tsr_game_state_clear      (TsrGameState       *state);

/* What a token does to its feature of @features (tsr-game-pieces.c). */
void            tsr_game_count_token      (TsrGame            *game,
                                           TsrFeatures        *features,
                                           const TsrToken     *token,
                                           int                 delta);

/* The figure step (tsr-figure-step.c) */
void            tsr_figure_step_list_options (TsrGame         *game,
                                              GArray          *actions,
                                              gboolean         first_only);
int             tsr_figure_step_action_module (TsrGame        *game,
                                               TsrActionKind   kind);
gboolean        tsr_figure_step_answer    (TsrGame            *game,
                                           const TsrAction    *action,
                                           GError            **error);
gboolean        tsr_game_check_figure     (TsrGame            *game,
                                           const TsrAction    *action,
                                           GError            **error);

#define tsr_game_module_on(game, id) (((game)->st.modules & (1u << (id))) != 0)

/* The first module in play at or after @from, in registry order, or -1. */
static inline int
tsr_game_next_module (const TsrGame *game,
                      guint          from)
{
  guint32 on = from < TSR_MAX_MODULES ? game->st.modules & ~((1u << from) - 1) : 0;

  return on == 0 ? -1 : __builtin_ctz (on);
}

/* Visits the modules in play only: hooks are looked for at every step of
 * every turn, and a base game has one module in play out of ten. */
#define TSR_FOREACH_MODULE_ON(game, i) \
  for (int i = tsr_game_next_module ((game), 0); i >= 0; i = tsr_game_next_module ((game), i + 1))

/* The turn machine (tsr-engine.c) */
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
