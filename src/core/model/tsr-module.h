/* tsr-module.h: how the base game, the pieces and the expansions plug in
 *
 * Every rule set is a module: a table that declares the module's pieces
 * (figure kinds, tokens, actions, pending choices, rejection codes) and
 * the hooks the turn machine calls at fixed points of the turn
 * (docs/rules.md, "The turn").  The base game is a module like the others.
 * Modules are registered once, before any game is made; the built-in ones
 * in a fixed order, which is the order their hooks run in.  Modules are
 * switched on per game.
 *
 * A module's data is found by its id: its rule text in rules/ID.xml (the
 * module's title, rules, variants, rejections, prompts and action
 * labels), its tiles in tiles/SET.xml, and its part of the scenario
 * grammar in schema/ID.rng (see tsr-data.h for where data is looked up).
 *
 * A stage hook returns TSR_HOOK_DONE when it has nothing (more) to do this
 * time, or TSR_HOOK_WAIT after setting a pending choice with
 * tsr_game_wait_for(); it is called again once the choice is answered
 * through its answer() hook, and keeps in its own state what is left.
 *
 * Modules read and change the game through tsr-module-api.h only.
 * docs/HACKING.md says where each expansion's mechanics plug in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-action.h"
#include "tsr-choice.h"
#include "tsr-feature-property.h"
#include "tsr-figure.h"
#include "tsr-player.h"
#include "tsr-rule-error.h"
#include "tsr-score.h"
#include "tsr-step.h"
#include "tsr-token.h"

G_BEGIN_DECLS

typedef guint TsrModuleId;

/* The base game is always the first module; at most 32 can be registered
 * (a game keeps the modules it has on as bits). */
#define TSR_MODULE_BASE 0u
#define TSR_MAX_MODULES 32

typedef enum
{
  TSR_HOOK_DONE,
  TSR_HOOK_WAIT,
} TsrHookResult;

/* Where the turn machine is.  Each stage either runs by itself or waits
 * for a choice; docs/rules.md ("The turn") gives the order. */
typedef enum
{
  TSR_STAGE_BEGIN_TURN,
  TSR_STAGE_DRAW,
  TSR_STAGE_PLACE_TILE,
  TSR_STAGE_AFTER_PLACE,
  TSR_STAGE_FIGURE,
  TSR_STAGE_AFTER_FIGURE,
  TSR_STAGE_BEFORE_SCORING,
  TSR_STAGE_SCORING,
  TSR_STAGE_AFTER_SCORING,
  TSR_STAGE_END_TURN,
  TSR_STAGE_FINAL,
  TSR_STAGE_FINAL_SCORING,
  TSR_STAGE_GAME_OVER,
} TsrStage;

typedef enum
{
  TSR_EVENT_COMPLETE,    /* a feature this turn completed (shown, no change) */
  TSR_EVENT_AWARD,       /* points to a player */
  TSR_EVENT_RETURN,      /* every figure on the feature goes home */
} TsrEventKind;

/* One entry of the scoring queue: the engine applies them in order, and
 * modules may intercept awards (a figure that takes a score away). */
typedef struct
{
  TsrEventKind    kind;
  const char     *rule;       /* a literal: base.score-city… */
  guint32         element;    /* a segment of the feature */
  TsrLocation     place;      /* where the feature is named */
  TsrFeatureKind  feature;
  gint            player;     /* who receives the award */
  TsrScoreExpr    expr;
  gboolean        final;      /* part of the final scoring */
} TsrScoreEvent;

typedef struct _TsrGame TsrGame;
typedef struct _TsrScenarioReader TsrScenarioReader;
typedef struct _TsrScenarioWriter TsrScenarioWriter;
typedef struct _TsrModule TsrModule;

/* A piece of a module's that a position built by hand may have on a tile
 * besides figures and tokens (a bridge): a tool of the window's palette. */
typedef struct
{
  const char *name;             /* the tool: "piece:NAME" */
  /* translatable: the tool's tooltip; a {where} in it says where the piece is
   * now, as where() returns it. */
  const char *tooltip;
  char      *(*where)           (const TsrGame  *game);
  /* translatable: what the bar under the board says while it is the tool. */
  const char *hint;
  /* Puts the piece on the tile at (x, y), or takes it away when it is
   * there already, as a position may have it. */
  gboolean   (*apply)           (TsrGame        *game,
                                 gint32          x,
                                 gint32          y,
                                 GError        **error);
} TsrEditPieceDecl;

/* A deck of cards a module keeps besides the tiles (the testing cards),
 * which a position built by hand may set: the palette shows it. */
typedef struct
{
  const char *name;             /* its element in <decks> */
  const char *title;            /* translatable: the heading over it */
  const char *label;            /* translatable: its text, for screen readers */
  const char *add_tooltip;      /* translatable: the button adding a card to it */
  /* Every kind of card it may hold, by name, ending with NULL, and by the
   * same index each one's name for people (translatable). */
  const char * const *cards;
  const char * const *card_titles;
  const char *shuffle_tooltip;  /* translatable */
  /* Its cards top first, by name, and how many were discarded. */
  void      (*get)              (const TsrGame      *game,
                                 GPtrArray          *names,
                                 guint              *n_discards);
  /* Makes @names the deck, top first, keeping the discards; a name that
   * is no card of it is an error, and changes nothing. */
  gboolean  (*set)              (TsrGame            *game,
                                 const char * const *names,
                                 guint               n_names,
                                 GError            **error);
} TsrCardDeckDecl;

struct _TsrModule
{
  const char              *id;
  TsrModuleId             *index;     /* set when registered, or NULL */
  const char              *tile_set;  /* tiles it shuffles into the deck, or NULL */
  gboolean                 starts;    /* the game starts on its tile set's start tile */
  const TsrRuleDecl       *rules;     /* every rule it emits, ending with { NULL } */

  /* Its pieces, each list ending with { NULL }; may be NULL. */
  const TsrFigureDecl     *figures;
  const TsrTokenDecl      *tokens;
  const TsrActionDecl     *actions;
  const TsrChoiceDecl     *choices;
  const TsrRejectionDecl  *rejections;
  const TsrPlayerFlagDecl *player_flags;
  const TsrPlayerStockDecl *player_stocks;
  const TsrEditPieceDecl  *edit_pieces;
  const TsrCardDeckDecl   *card_decks;
  const TsrFeaturePropertyDecl *feature_properties;

  /* Module state kept in the game and in every snapshot. */
  gpointer       (*state_new)        (void);
  gpointer       (*state_copy)       (gconstpointer      state);
  void           (*state_free)       (gpointer           state);
  gboolean       (*state_equal)      (gconstpointer      a,
                                      gconstpointer      b);

  /* The game starts, perhaps in the middle of a turn: note what the
   * module needs from the position as set up. */
  void           (*start)            (TsrGame           *game);
  /* Switched on in a game: set supplies, variants' effects. */
  void           (*enable)           (TsrGame           *game);
  /* Switched off while a position is edited: take its pieces away. */
  void           (*disable)          (TsrGame           *game);
  /* After features were rebuilt from the board: count in again what the
   * module keeps on features. */
  void           (*recount)          (TsrGame           *game);
  /* How many tokens of a kind the module's box holds (G_MAXINT: no
   * limit), 0 for kinds it does not have. */
  gint           (*token_box)        (const TsrGame     *game,
                                      TsrTokenKind       kind);
  /* The game's decks are shuffled: shuffle the module's own. */
  void           (*shuffle)          (TsrGame           *game,
                                      GRand             *rand);
  /* The deck was filled: put the module's tiles where its rules want
   * them. */
  void           (*arrange_deck)     (TsrGame           *game);

  /* Placement: refuse a position, or accept mismatching sides (a bridge
   * that will fix them); returns the sides still mismatching. */
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

  /* Whether a drawn tile that is not placed by the placement rules can
   * be played; returns FALSE for the tiles the module does not play. */
  gboolean       (*tile_fits)        (TsrGame           *game,
                                      const TsrTileType *type,
                                      gboolean          *fits);

  /* The tile of the turn is about to go down (its placement is legal):
   * note what the placement will change. */
  void           (*before_place)     (TsrGame           *game);

  /* What the soak checks of the module's own pieces after every answer,
   * and a figure it holds off the board (out of its owner's supply). */
  gboolean       (*check)            (const TsrGame     *game,
                                      GString           *problem);
  gboolean       (*held_figure)      (const TsrGame     *game,
                                      TsrFigure         *figure);
  /* Whether the module remembers something of the turn in progress that
   * a position saved now cannot say (a feature finished this turn away
   * from the new tile, to be scored with the turn's), so that the saved
   * position would play on otherwise. */
  gboolean       (*turn_unsaved)     (const TsrGame     *game);
  /* What a position built by hand breaks of the module's rules: adds a
   * TsrProblem (tsr-position-check.h) for each. */
  void           (*check_position)   (TsrGame           *game,
                                      GPtrArray         *problems);

  /* Something to settle before the turn goes on, whatever the stage. */
  TsrHookResult  (*interrupt)        (TsrGame           *game);
  /* A figure came onto a feature other than by being placed in the
   * figure step (it landed after a fall). */
  void           (*figure_entered)   (TsrGame           *game,
                                      const TsrFigure   *figure);

  /* Stages of the turn. */
  TsrHookResult  (*begin_turn)       (TsrGame           *game);
  /* Plays the drawn tile the module's own way and takes it out of the
   * hand; a module leaving the drawn tile alone lets the player place it. */
  TsrHookResult  (*place_tile)       (TsrGame           *game);
  TsrHookResult  (*after_place)      (TsrGame           *game);
  TsrHookResult  (*after_figure)     (TsrGame           *game);
  TsrHookResult  (*before_scoring)   (TsrGame           *game);
  TsrHookResult  (*after_scoring)    (TsrGame           *game);
  TsrHookResult  (*end_turn)         (TsrGame           *game);
  TsrHookResult  (*before_final)     (TsrGame           *game);

  /* The figure step: extra answers (its actions declared in the figure
   * step), refusing a placement, and applying its own actions. */
  void           (*figure_options)   (TsrGame           *game,
                                      GArray            *actions);
  gboolean       (*figure_veto)      (TsrGame           *game,
                                      const TsrFigure   *candidate,
                                      GError           **error);
  /* Whether a figure put where @candidate says falls at once onto
   * another feature, so the feature it is put on need not be free. */
  gboolean       (*figure_falls)     (TsrGame           *game,
                                      const TsrFigure   *candidate);
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
  /* How many tiles a feature covers for scoring, where the module counts
   * otherwise than each tile once. */
  guint          (*count_tiles)      (TsrGame           *game,
                                      guint32            element);
  /* Once a scoring's events are queued and before any is applied: a
   * module may have the active player order them. */
  TsrHookResult  (*order_scoring)    (TsrGame           *game);

  /* Answers a module adds to the engine's own choices.  The choice stays
   * open after such an action. */
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

  /* Words for people: which of the module's prompts (rules/ID.xml,
   * <prompt choice case>) says what its pending choice waits for, and the
   * values it shows; which label a button giving one of its answers
   * bears.  Return the case, or NULL for the one without a case. */
  const char    *(*prompt)           (TsrGame           *game,
                                      TsrStep           *values);
  const char    *(*label)            (TsrGame           *game,
                                      const TsrAction   *action,
                                      TsrStep           *values);
  /* Where on the board an answer to its choice that names no position is
   * given (the tile a figure lands on). */
  gboolean       (*answer_place)     (TsrGame           *game,
                                      const TsrAction   *action,
                                      gint32            *x,
                                      gint32            *y);

  /* Scenario files: the module's elements in <board> and <decks> (its
   * grammar part, schema/ID.rng, says which), read into a game being set
   * up (see tsr-scenario-io.h) and written out of one.  The board's are
   * read once its tiles are down and before its figures and tokens; the
   * decks' once the tile deck is made. */
  void           (*load_board)       (TsrScenarioReader *reader,
                                      TsrGame           *game);
  void           (*load_decks)       (TsrScenarioReader *reader,
                                      TsrGame           *game);
  void           (*save_board)       (TsrScenarioWriter *writer,
                                      const TsrGame     *game);
  void           (*save_decks)       (TsrScenarioWriter *writer,
                                      const TsrGame     *game);
  /* Whether the module's decks are as the box gives them, so <decks>
   * need not list them. */
  gboolean       (*decks_default)    (const TsrGame     *game);
};

TsrModuleId      tsr_module_register  (const TsrModule *module);
guint            tsr_module_count     (void);
const TsrModule *tsr_module_get       (TsrModuleId      id);
gboolean         tsr_module_lookup    (const char      *name,
                                       TsrModuleId     *id);
gboolean         tsr_module_arrays_equal (GArray       *a,
                                          GArray       *b);

/* Which modules (a bit each) have a hook for each stage of the turn, an
 * interrupt hook, a say on placements: the turn machine asks at every
 * step. */
typedef struct
{
  guint32 stage[16];
  guint32 interrupt;
  guint32 placement;
  guint32 extra;      /* extra_options */
} TsrHookMasks;

const TsrHookMasks *tsr_hook_masks    (void);

typedef TsrHookResult (*TsrStageHook) (TsrGame *game);

TsrStageHook     tsr_module_stage_hook (const TsrModule *module,
                                        TsrStage         stage);

G_END_DECLS
