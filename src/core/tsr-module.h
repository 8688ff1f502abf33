/* tsr-module.h: how the base game, the pieces and the expansions plug in
 *
 * Every rule set is a module: a table of hooks the turn machine calls at
 * fixed points of the turn (RULES.md §10).  The base game is a module like
 * the others.  Modules are switched on per game; their order in the
 * registry is the order their hooks run in.
 *
 * A stage hook returns TSR_HOOK_DONE when it has nothing (more) to do this
 * time, or TSR_HOOK_WAIT after setting a pending choice with
 * tsr_game_wait_for(); it is called again once the choice is answered
 * through its answer() hook, and keeps in its own state what is left.
 *
 * Where each mechanic of RULES.md plugs in:
 *
 * - COVID-19: the tile's tokens, joins into infected features, spread and
 *   the tests they cause in after_place (tokens counted on features with
 *   tsr_features_add_tokens(), again in recount after a rebuild); tests of
 *   a figure just placed or landed in after_figure; infect is its own
 *   choice.
 * - Black Dragon: steps before anything scores in before_scoring, one per
 *   feature in st.completed; entry in after_scoring, from the scores its
 *   state noted in begin_turn (or at start, for a game set up mid-turn).
 * - Gladiator: the gladiator is a figure kind placed in the figure step;
 *   score_event offers each award (steal/pass), order_scoring asks for
 *   score-first, activation runs in after_scoring.
 * - Bridges and the Rainbow Bridge: a bridge is an extra road segment of a
 *   placed tile (tsr_game_set_bridge()); placement_rescue accepts a road
 *   facing a field that a bridge will fix; claiming before placing is an
 *   extra action at the place-tile choice; the bridge goes down in
 *   after_place; a figure falling off it lands through interrupt, before
 *   anything else happens.
 * - River I: arrange_deck puts the river on top of the deck;
 *   placement_veto keeps the river one line without U-turns.
 * - Natural Disasters: the meteor and the flood replace a tile in
 *   place_tile (figures go home, features are rebuilt) and add the
 *   features they complete in collect_completed; tile_fits says whether
 *   they have a target; the flood's flags are set again in recount and
 *   on each tile as it lands (interrupt); placement_veto keeps tiles off
 *   flooded squares; the flood spreads in begin_turn; the tornado moves
 *   in after_place, before the figure step; the earthquake marks cities
 *   in before_final; value takes meteors and the flood out of
 *   monasteries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_MODULE_BASE,
  TSR_MODULE_ABBOT,
  TSR_MODULE_PHANTOM,
  TSR_MODULE_COVID,
  TSR_MODULE_BLACK_DRAGON,
  TSR_MODULE_ITALICA,
  TSR_MODULE_BRIDGES,
  TSR_MODULE_RAINBOW_BRIDGE,
  TSR_MODULE_RIVER,
  TSR_MODULE_DISASTERS,
  TSR_N_MODULES,
} TsrModuleId;

typedef enum
{
  TSR_HOOK_DONE,
  TSR_HOOK_WAIT,
} TsrHookResult;

typedef enum
{
  TSR_EVENT_COMPLETE,    /* a feature this turn completed (shown, no change) */
  TSR_EVENT_AWARD,       /* points to a player */
  TSR_EVENT_RETURN,      /* every figure on the feature goes home */
} TsrEventKind;

/* One entry of the scoring queue: the engine applies them in order, and
 * modules may intercept awards (a gladiator stealing a score). */
typedef struct
{
  TsrEventKind    kind;
  const char     *rule;       /* a literal: base.score-city, abbot.recall… */
  guint32         element;    /* a segment of the feature */
  TsrLocation     place;      /* where the feature is named */
  TsrFeatureKind  feature;
  gint            player;     /* who receives the award */
  TsrScoreExpr    expr;
  gboolean        final;      /* part of the final scoring */
} TsrScoreEvent;

typedef struct _TsrModule TsrModule;

struct _TsrModule
{
  const char        *id;
  const char        *tile_set;  /* tiles it shuffles into the deck, or NULL */
  const TsrRuleDecl *rules;     /* every rule it emits, ending with { NULL } */

  /* Module state kept in the game and in every snapshot. */
  gpointer       (*state_new)        (void);
  gpointer       (*state_copy)       (gconstpointer      state);
  void           (*state_free)       (gpointer           state);
  gboolean       (*state_equal)      (gconstpointer      a,
                                      gconstpointer      b);

  /* The game starts, perhaps in the middle of a turn: note what the
   * module needs from the position as set up. */
  void           (*start)            (TsrGame           *game);
  /* Switched on in a game: set supplies, variants’ effects. */
  void           (*enable)           (TsrGame           *game);
  /* After features were rebuilt from the board: count in again what the
   * module keeps on features (infection tokens). */
  void           (*recount)          (TsrGame           *game);
  /* How many tokens of a kind the module's box holds (G_MAXINT: no
   * limit), 0 for kinds it does not have. */
  gint           (*token_box)        (const TsrGame     *game,
                                      TsrTokenKind       kind);
  /* The game's decks are shuffled: shuffle the module's own. */
  void           (*shuffle)          (TsrGame           *game,
                                      GRand             *rand);
  /* The deck was filled: put the module's tiles where its rules want
   * them (River I: the river on top, the lake beneath it). */
  void           (*arrange_deck)     (TsrGame           *game);
  /* A player joins: the figures this module gives them. */
  void           (*add_player)       (TsrGame           *game,
                                      TsrPlayer         *player);

  /* Placement: refuse a position (a flood), or accept mismatching sides
   * (a bridge that will fix them); returns the sides still mismatching. */
  gboolean       (*placement_veto)   (TsrGame           *game,
                                      const TsrTileType *type,
                                      gint32             x,
                                      gint32             y,
                                      guint              rotation,
                                      GError           **error);
  guint          (*placement_rescue) (TsrGame           *game,
                                      const TsrTileType *type,
                                      gint32             x,
                                      gint32             y,
                                      guint              rotation,
                                      guint              mismatched_sides);

  /* Whether a drawn tile that is not placed by the placement rules (a
   * meteor, a flood) can be played; returns FALSE for other tiles. */
  gboolean       (*tile_fits)        (TsrGame           *game,
                                      const TsrTileType *type,
                                      gboolean          *fits);

  /* The tile of the turn is about to go down (its placement is legal):
   * note what the placement will change. */
  void           (*before_place)     (TsrGame           *game);

  /* Something to settle before the turn goes on, whatever the stage:
   * a figure that fell off the Rainbow Bridge lands. */
  TsrHookResult  (*interrupt)        (TsrGame           *game);
  /* A figure came onto a feature other than by being placed in the
   * figure step (it landed after a fall): COVID-19 tests it. */
  void           (*figure_entered)   (TsrGame           *game,
                                      const TsrFigure   *figure);

  /* Stages of the turn. */
  TsrHookResult  (*begin_turn)       (TsrGame           *game);
  /* Plays the drawn tile the module's own way (a meteor lands on a tile,
   * the flood replaces one) and sets st.drawn to NULL; a module leaving
   * the drawn tile alone lets the player place it. */
  TsrHookResult  (*place_tile)       (TsrGame           *game);
  TsrHookResult  (*after_place)      (TsrGame           *game);
  TsrHookResult  (*after_figure)     (TsrGame           *game);
  TsrHookResult  (*before_scoring)   (TsrGame           *game);
  TsrHookResult  (*after_scoring)    (TsrGame           *game);
  TsrHookResult  (*end_turn)         (TsrGame           *game);
  TsrHookResult  (*before_final)     (TsrGame           *game);

  /* The figure step: extra answers (recall the abbot), refusing a
   * placement, and handling the module's own figure-step actions. */
  guint64          figure_actions;   /* bit per TsrActionKind it handles */
  void           (*figure_options)   (TsrGame           *game,
                                      GArray            *actions);
  gboolean       (*figure_veto)      (TsrGame           *game,
                                      const TsrAction   *action,
                                      GError           **error);
  gboolean       (*figure_action)    (TsrGame           *game,
                                      const TsrAction   *action,
                                      GError           **error);

  /* Scoring: the features this turn completed, what a feature is worth,
   * and intercepting an award before it is applied. */
  void           (*collect_completed) (TsrGame          *game,
                                       GArray           *elements);
  void           (*value)            (TsrGame           *game,
                                      guint32            element,
                                      gboolean           final,
                                      TsrScoreExpr      *expr);
  TsrHookResult  (*score_event)      (TsrGame           *game,
                                      TsrScoreEvent     *event);
  /* Once a scoring's events are queued and before any is applied: a
   * module may have the active player order them (score-first). */
  TsrHookResult  (*order_scoring)    (TsrGame           *game);

  /* Answers a module adds to the engine's own choices, such as claiming
   * the Rainbow Bridge while the tile waits to be placed.  The choice
   * stays open after such an action. */
  void           (*extra_options)    (TsrGame           *game,
                                      GArray            *actions);
  gboolean       (*extra_accepts)    (TsrGame           *game,
                                      TsrActionKind      kind);
  gboolean       (*extra_action)     (TsrGame           *game,
                                      const TsrAction   *action,
                                      GError           **error);

  /* The module's own pending choices. */
  gboolean       (*accepts)          (TsrGame           *game,
                                      TsrActionKind      kind);
  void           (*list_options)     (TsrGame           *game,
                                      GArray            *actions);
  gboolean       (*answer)           (TsrGame           *game,
                                      const TsrAction   *action,
                                      GError           **error);
};

/* The registry, in hook order; read through tsr_module_get(), inline
 * because the turn machine asks it at every step. */
extern const TsrModule *const tsr_module_registry[TSR_N_MODULES];

static inline const TsrModule *
tsr_module_get (TsrModuleId id)
{
  return tsr_module_registry[id];
}

gboolean         tsr_module_lookup    (const char  *name,
                                       TsrModuleId *id);
gboolean         tsr_module_arrays_equal (GArray    *a,
                                          GArray    *b);

extern const TsrModule tsr_module_base;
extern const TsrModule tsr_module_abbot;
extern const TsrModule tsr_module_phantom;
extern const TsrModule tsr_module_covid;
extern const TsrModule tsr_module_black_dragon;
extern const TsrModule tsr_module_italica;
extern const TsrModule tsr_module_bridges;
extern const TsrModule tsr_module_rainbow_bridge;
extern const TsrModule tsr_module_river;
extern const TsrModule tsr_module_disasters;

G_END_DECLS
