/* tsr-engine.c: the turn machine
 *
 * The turn is a sequence of stages (RULES.md §10): draw, place the tile,
 * what the modules do after placing, the figure step, the phantom, what
 * they do after it, scoring with what comes before and after, the end of
 * the turn; after the last turn, final scoring.  tsr_engine_run() moves
 * through the stages until one needs an answer and sets a pending choice;
 * tsr_engine_act() applies an answer and runs on.
 *
 * Points are never added directly: they go through the scoring queue
 * (st.events), which the run loop empties before anything else, so that a
 * module can intercept an award wherever it arises.
 *
 * An action is checked completely before it changes anything.  When a
 * script's action belongs to a later step, the optional steps before it are
 * declined first; if the action then fails, the state is put back as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-game-private.h"

typedef TsrHookResult (*StageHook) (TsrGame *game);

static StageHook
stage_hook (const TsrModule *module,
            TsrStage         stage)
{
  switch (stage)
    {
    case TSR_STAGE_BEGIN_TURN:
      return module->begin_turn;
    case TSR_STAGE_PLACE_TILE:
      return module->place_tile;
    case TSR_STAGE_AFTER_PLACE:
      return module->after_place;
    case TSR_STAGE_AFTER_FIGURE:
      return module->after_figure;
    case TSR_STAGE_BEFORE_SCORING:
      return module->before_scoring;
    case TSR_STAGE_AFTER_SCORING:
      return module->after_scoring;
    case TSR_STAGE_END_TURN:
      return module->end_turn;
    case TSR_STAGE_FINAL:
      return module->before_final;
    case TSR_STAGE_SCORING:
    case TSR_STAGE_FINAL_SCORING:
      return module->order_scoring;
    default:
      return NULL;
    }
}

static void
goto_stage (TsrGame  *game,
            TsrStage  stage)
{
  game->st.stage = stage;
  game->st.cursor = 0;
}

/**
 * tsr_hook_masks:
 *
 * Which modules have a hook for each stage, an interrupt hook, a say on
 * placements: a bit per TsrModuleId, worked out once.  The run loop and
 * random play ask at every step, and a base game has none of them.
 */
const TsrHookMasks *
tsr_hook_masks (void)
{
  static TsrHookMasks masks;
  static gsize ready = 0;

  G_STATIC_ASSERT (TSR_N_MODULES < 32);

  if (g_once_init_enter (&ready))
    {
      for (guint i = 0; i < TSR_N_MODULES; i++)
        {
          for (TsrStage stage = 0; stage <= TSR_STAGE_GAME_OVER; stage++)
            if (stage_hook (tsr_module_get (i), stage) != NULL)
              masks.stage[stage] |= 1u << i;
          if (tsr_module_get (i)->interrupt != NULL)
            masks.interrupt |= 1u << i;
          if (tsr_module_get (i)->placement_veto != NULL || tsr_module_get (i)->placement_rescue != NULL)
            masks.placement |= 1u << i;
        }
      g_once_init_leave (&ready, 1);
    }

  return &masks;
}

/* Runs the next module hook of the current stage.  Returns %FALSE when the
 * stage has no hook left to run. */
static gboolean
run_one_hook (TsrGame            *game,
              const TsrHookMasks *hooks,
              TsrHookResult      *result)
{
  guint32 left = game->st.cursor < TSR_N_MODULES
                   ? game->st.modules & hooks->stage[game->st.stage] & ~((1u << game->st.cursor) - 1)
                   : 0;
  guint index;

  if (left == 0)
    {
      game->st.cursor = TSR_N_MODULES;
      return FALSE;
    }

  index = __builtin_ctz (left);
  game->st.cursor = index;
  *result = stage_hook (tsr_module_get (index), game->st.stage) (game);
  if (*result == TSR_HOOK_DONE)
    game->st.cursor++;
  return TRUE;
}

/* Whether a module has something to settle first; it then waits. */
static gboolean
interrupted (TsrGame         *game,
             const TsrHookMasks *hooks)
{
  if ((game->st.modules & hooks->interrupt) == 0)
    return FALSE;

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->interrupt != NULL &&
        tsr_module_get (i)->interrupt (game) == TSR_HOOK_WAIT)
      return TRUE;

  return FALSE;
}

/* The figure step */

static gboolean
figure_kind_in_play (TsrGame       *game,
                     TsrFigureKind  kind)
{
  switch (kind)
    {
    case TSR_FIGURE_MEEPLE:
      return TRUE;
    case TSR_FIGURE_ABBOT:
      return tsr_game_module_on (game, TSR_MODULE_ABBOT);
    case TSR_FIGURE_PHANTOM:
      return tsr_game_module_on (game, TSR_MODULE_PHANTOM);
    case TSR_FIGURE_GLADIATOR:
      return tsr_game_module_on (game, TSR_MODULE_ITALICA);
    default:
      return FALSE;
    }
}

/* In the phantom's step a gladiator is the phantom lying down (The
 * Gladiator of Italica); in the regular step, a meeple. */
static gboolean
phantom_gladiator (TsrGame         *game,
                   const TsrAction *action)
{
  return action->figure == TSR_FIGURE_GLADIATOR && game->st.stage == TSR_STAGE_PHANTOM;
}

/* Whether a figure keeps the feature of @element for itself.  A lying
 * gladiator may leave its arena open (italica.gladiator-occupies = no);
 * every other figure occupies its feature. */
static gboolean
feature_occupied (TsrGame *game,
                  guint32  element)
{
  guint32 root;

  if (tsr_features_get_data (game->st.features, element)->figures == 0)
    return FALSE;
  if (!tsr_game_module_on (game, TSR_MODULE_ITALICA) ||
      !tsr_game_variant_is (game, "italica.gladiator-occupies", "no"))
    return TRUE;

  root = tsr_features_find (game->st.features, element);
  for (guint i = 0; i < game->st.figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);

      if (figure->kind != TSR_FIGURE_GLADIATOR && tsr_game_figure_feature (game, figure) == root)
        return TRUE;
    }

  return FALSE;
}

/* The phantom never joins the figure its owner put on this tile this
 * turn (RULES.md §4.2), even where that figure leaves the feature open. */
static gboolean
joins_own_figure (TsrGame *game,
                  int      segment)
{
  const TsrPlacedTile *tile = tsr_board_get_nth (game->st.board, game->st.placed_index);

  for (guint i = 0; i < game->st.figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);

      if (figure->player == game->st.active && figure->x == tile->x && figure->y == tile->y &&
          tsr_placed_tile_segment_at (tile, figure->port) == segment)
        return TRUE;
    }

  return FALSE;
}

/* What the figure rules read off the game that stays the same for every
 * candidate of one listing: read once, when first needed. */
typedef struct
{
  gint farmers;  /* base.farmers is on: 1, off: 0, not read yet: -1 */
} FigureContext;

#define FIGURE_CONTEXT_INIT { -1 }

static gboolean
farmers_allowed (TsrGame       *game,
                 FigureContext *context)
{
  if (context->farmers < 0)
    context->farmers = !tsr_game_variant_is (game, "base.farmers", "off");

  return context->farmers;
}

/* Whether the active player has a figure of @action's kind to place now:
 * in play and in their supply (a gladiator in the phantom's step is the
 * phantom). */
static gboolean
figure_available (TsrGame          *game,
                  const TsrAction  *action,
                  GError          **error)
{
  if (!figure_kind_in_play (game, action->figure))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_MODULE_OFF);
      return FALSE;
    }
  if (phantom_gladiator (game, action) &&
      (!tsr_game_module_on (game, TSR_MODULE_PHANTOM) ||
       tsr_game_variant_is (game, "italica.phantom-gladiator", "no")))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }
  if (tsr_game_get_supply (game, game->st.active,
                           phantom_gladiator (game, action) ? TSR_FIGURE_PHANTOM : action->figure) <= 0)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_FIGURE_LEFT);
      return FALSE;
    }

  return TRUE;
}

/* Whether the figure of @action, one the player has, may stand on the
 * tile placed this turn at @action's port. */
static gboolean
figure_fits (TsrGame          *game,
             const TsrAction  *action,
             FigureContext    *context,
             GError          **error)
{
  const TsrPlacedTile *tile = tsr_board_get_nth (game->st.board, game->st.placed_index);
  int segment, element;
  TsrFeatureKind kind;

  segment = tsr_placed_tile_segment_at (tile, action->port);
  if (segment < 0)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_SEGMENT);
      return FALSE;
    }

  kind = tsr_placed_tile_segment_kind (tile, segment);
  if (!tsr_figure_kind_can_stand (action->figure, kind) ||
      (kind == TSR_FEATURE_FIELD && !farmers_allowed (game, context)))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_WRONG_FEATURE);
      return FALSE;
    }

  element = tsr_features_element (game->st.features, game->st.placed_index, segment);
  if (feature_occupied (game, element) ||
      (game->st.stage == TSR_STAGE_PHANTOM && joins_own_figure (game, segment)))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_FEATURE_OCCUPIED);
      return FALSE;
    }

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->figure_veto != NULL &&
        !tsr_module_get (i)->figure_veto (game, action, error))
      return FALSE;

  return TRUE;
}

/**
 * tsr_game_check_figure:
 *
 * Whether the active player may place the figure of @action (kind, port,
 * and x/y when given) on the tile placed this turn.
 */
gboolean
tsr_game_check_figure (TsrGame          *game,
                       const TsrAction  *action,
                       GError          **error)
{
  FigureContext context = FIGURE_CONTEXT_INIT;

  if (!game->st.placed)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }
  if (action->has_pos && (action->x != game->st.placed_x || action->y != game->st.placed_y))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_PLACED_TILE);
      return FALSE;
    }

  return figure_available (game, action, error) && figure_fits (game, action, &context, error);
}

/* Every figure placement the active player may make now; for the phantom
 * stage only the phantom's.  With @first_only, stops at the first.  What
 * does not depend on the segment is checked once per figure kind. */
static void
list_figure_placements (TsrGame *game,
                        GArray  *actions,
                        gboolean phantom_only,
                        gboolean first_only)
{
  const TsrPlacedTile *tile;
  FigureContext context = FIGURE_CONTEXT_INIT;
  guint kinds = 0;

  if (!game->st.placed)
    return;

  tile = tsr_board_get_nth (game->st.board, game->st.placed_index);
  for (TsrFigureKind kind = TSR_FIGURE_MEEPLE; kind <= TSR_FIGURE_GLADIATOR; kind++)
    {
      TsrAction action;

      if ((phantom_only && kind != TSR_FIGURE_PHANTOM && kind != TSR_FIGURE_GLADIATOR) ||
          !figure_kind_in_play (game, kind))
        continue;
      tsr_action_init (&action, TSR_ACTION_PLACE_FIGURE);
      action.figure = kind;
      if (figure_available (game, &action, NULL))
        kinds |= 1u << kind;
    }
  if (kinds == 0)
    return;

  for (guint s = 0; s < TSR_PLACED_TILE_SLOTS (tile); s++)
    {
      TsrPort port;

      if (!tsr_placed_tile_has_segment (tile, s))
        continue;
      port = tsr_placed_tile_segment_anchor (tile, s);

      for (TsrFigureKind kind = TSR_FIGURE_MEEPLE; kind <= TSR_FIGURE_GLADIATOR; kind++)
        {
          TsrAction action;

          if (!(kinds & (1u << kind)))
            continue;

          tsr_action_init (&action, TSR_ACTION_PLACE_FIGURE);
          action.figure = kind;
          action.port = port;
          action.has_pos = TRUE;
          action.x = tile->x;
          action.y = tile->y;
          if (figure_fits (game, &action, &context, NULL))
            {
              g_array_append_val (actions, action);
              if (first_only)
                return;
            }
        }
    }
}

static void
list_figure_options (TsrGame *game,
                     GArray  *actions,
                     gboolean first_only)
{
  list_figure_placements (game, actions, FALSE, first_only);
  if (first_only && actions->len > 0)
    return;

  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->figure_options != NULL)
      tsr_module_get (i)->figure_options (game, actions);
}

static void
append_skip (GArray *actions)
{
  TsrAction skip;

  tsr_action_init (&skip, TSR_ACTION_SKIP);
  g_array_append_val (actions, skip);
}

static const char *
place_rule (TsrFigureKind kind)
{
  switch (kind)
    {
    case TSR_FIGURE_ABBOT:
      return "abbot.place";
    case TSR_FIGURE_PHANTOM:
      return "phantom.place";
    case TSR_FIGURE_GLADIATOR:
      return "italica.place-gladiator";
    case TSR_FIGURE_MEEPLE:
    default:
      return "base.place-figure";
    }
}

static gboolean
do_place_figure (TsrGame          *game,
                 const TsrAction  *action,
                 GError          **error)
{
  TsrFigure figure = { .kind = action->figure, .player = game->st.active, .x = game->st.placed_x,
                       .y = game->st.placed_y, .port = action->port,
                       .phantom = phantom_gladiator (game, action) };
  TsrStep step;

  if (!tsr_game_check_figure (game, action, error))
    return FALSE;

  tsr_game_put_figure (game, &figure);

  tsr_step_init (&step, place_rule (action->figure));
  step.player = game->st.active;
  step.figure = action->figure;
  step.x = figure.x;
  step.y = figure.y;
  step.port = figure.port;
  step.feature = tsr_features_get_data (game->st.features,
                                        tsr_game_feature_element (game, figure.x, figure.y, figure.port))->kind;
  tsr_game_emit (game, &step);

  return TRUE;
}

static gboolean
figure_action_module (TsrGame        *game,
                      TsrActionKind   kind,
                      guint          *module)
{
  TSR_FOREACH_MODULE_ON (game, i)
    if ((tsr_module_get (i)->figure_actions & (G_GUINT64_CONSTANT (1) << kind)))
      {
        *module = i;
        return TRUE;
      }

  return FALSE;
}

static gboolean
answer_figure (TsrGame          *game,
               const TsrAction  *action,
               GError          **error)
{
  guint module;

  switch (action->kind)
    {
    case TSR_ACTION_SKIP:
      goto_stage (game, TSR_STAGE_AFTER_FIGURE);
      return TRUE;

    case TSR_ACTION_PLACE_FIGURE:
      if (!do_place_figure (game, action, error))
        return FALSE;
      /* The phantom placed first means no regular figure this turn. */
      if (action->figure == TSR_FIGURE_PHANTOM)
        goto_stage (game, TSR_STAGE_AFTER_FIGURE);
      else
        {
          game->st.figure_done = TRUE;
          goto_stage (game, TSR_STAGE_PHANTOM);
        }
      return TRUE;

    default:
      if (!figure_action_module (game, action->kind, &module) ||
          !tsr_module_get (module)->figure_action (game, action, error))
        return FALSE;
      game->st.figure_done = TRUE;
      goto_stage (game, TSR_STAGE_PHANTOM);
      return TRUE;
    }
}

/**
 * tsr_game_reopen_figure_step:
 *
 * Lets the active player take the figure step again (a figure placed this
 * turn went home at once), the phantom included.
 */
void
tsr_game_reopen_figure_step (TsrGame *game)
{
  game->st.figure_done = FALSE;
  goto_stage (game, TSR_STAGE_FIGURE);
}

static gboolean
answer_phantom (TsrGame          *game,
                const TsrAction  *action,
                GError          **error)
{
  if (action->kind == TSR_ACTION_PLACE_FIGURE)
    {
      if (action->figure != TSR_FIGURE_PHANTOM && action->figure != TSR_FIGURE_GLADIATOR)
        {
          tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
          return FALSE;
        }
      if (!do_place_figure (game, action, error))
        return FALSE;
    }

  goto_stage (game, TSR_STAGE_AFTER_FIGURE);
  return TRUE;
}

/* Drawing and placing the tile */

static void
emit_tile_step (TsrGame           *game,
                const char        *rule,
                const TsrTileType *tile)
{
  TsrStep step;

  tsr_step_init (&step, rule);
  step.player = game->st.active;
  step.tile = tile;
  tsr_game_emit (game, &step);
}

static gboolean
answer_draw (TsrGame          *game,
             const TsrAction  *action,
             GError          **error)
{
  GPtrArray *deck = game->st.deck;
  const TsrTileType *tile = action->tile;

  if (tile != NULL)
    {
      /* A named tile comes out of the deck where it is in it (the copy
       * nearest the top), else from outside the box. */
      for (guint i = deck->len; i > 0; i--)
        if (g_ptr_array_index (deck, i - 1) == tile)
          {
            g_ptr_array_remove_index (deck, i - 1);
            break;
          }
    }
  else
    {
      if (deck->len == 0)
        {
          tsr_rule_error_set (error, TSR_RULE_ERROR_NO_TILE_LEFT);
          return FALSE;
        }
      tile = g_ptr_array_steal_index (deck, deck->len - 1);
    }

  game->st.drawn = tile;
  emit_tile_step (game, "base.draw", tile);

  if (!tsr_game_tile_fits (game, tile))
    {
      game->st.drawn = NULL;
      emit_tile_step (game, "base.discard", tile);
      return TRUE;
    }

  goto_stage (game, TSR_STAGE_PLACE_TILE);
  return TRUE;
}

static gboolean
answer_place_tile (TsrGame          *game,
                   const TsrAction  *action,
                   GError          **error)
{
  const TsrTileType *tile = game->st.drawn;
  guint index;
  TsrStep step;

  if ((action->tile != NULL && action->tile != tile) || !action->has_pos)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }

  if (!tsr_game_placement_legal (game, tile, action->x, action->y, action->rotation % 4, error))
    return FALSE;

  tsr_game_before_place (game);
  index = tsr_board_place (game->st.board, tile, action->x, action->y, action->rotation % 4);
  tsr_features_add_tile (game->st.features, game->st.board, index);
  game->st.drawn = NULL;
  game->st.placed = TRUE;
  game->st.placed_x = action->x;
  game->st.placed_y = action->y;
  game->st.placed_index = index;

  tsr_step_init (&step, "base.place-tile");
  step.player = game->st.active;
  step.tile = tile;
  step.x = action->x;
  step.y = action->y;
  step.rotation = action->rotation % 4;
  tsr_game_emit (game, &step);

  goto_stage (game, TSR_STAGE_AFTER_PLACE);
  return TRUE;
}

/* Tells every module the tile of the turn is about to go down. */
void
tsr_game_before_place (TsrGame *game)
{
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->before_place != NULL)
      tsr_module_get (i)->before_place (game);
}

/* Scoring */

/* Collects the features this turn completed, once each, before scoring:
 * the Black Dragon counts them before anything is scored. */
static void
collect_completed (TsrGame *game)
{
  GArray *completed = game->st.completed;
  GArray *candidates = game->scratch_elements;

  g_array_set_size (candidates, 0);
  g_array_set_size (completed, 0);
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->collect_completed != NULL)
      tsr_module_get (i)->collect_completed (game, candidates);

  for (guint i = 0; i < candidates->len; i++)
    {
      guint32 element = g_array_index (candidates, guint32, i);
      guint32 root = tsr_features_find (game->st.features, element);
      gboolean seen = FALSE;

      for (guint j = 0; j < completed->len && !seen; j++)
        seen = tsr_features_find (game->st.features, g_array_index (completed, guint32, j)) == root;
      if (!seen && tsr_features_is_complete (game->st.features, game->st.board, element))
        g_array_append_val (completed, element);
    }
}

static void
queue_turn_scoring (TsrGame *game)
{
  for (guint i = 0; i < game->st.completed->len; i++)
    tsr_game_queue_feature (game, g_array_index (game->st.completed, guint32, i), FALSE);
}

/* Final scoring: every feature still holding figures, roads first, then
 * cities, monasteries and amphitheatres, then fields. */
static void
queue_final_scoring (TsrGame *game)
{
  static const TsrFeatureKind order[] = {
    TSR_FEATURE_ROAD, TSR_FEATURE_CITY, TSR_FEATURE_MONASTERY,
    TSR_FEATURE_AMPHITHEATRE, TSR_FEATURE_FIELD,
  };
  TsrFeatures *features = game->st.features;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    for (guint i = 0; i < game->st.figures->len; i++)
      {
        const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);
        gint64 found = tsr_game_figure_feature (game, figure);
        guint32 root;

        if (found < 0)
          continue;
        root = found;
        if (tsr_features_get_data (features, root)->kind != order[k] ||
            g_hash_table_contains (seen, GUINT_TO_POINTER (root + 1)))
          continue;
        if (order[k] == TSR_FEATURE_FIELD && tsr_game_variant_is (game, "base.farmers", "off"))
          continue;

        g_hash_table_add (seen, GUINT_TO_POINTER (root + 1));
        tsr_game_queue_feature (game, root, TRUE);
      }
}

static void
emit_feature_step (TsrGame             *game,
                   const TsrScoreEvent *event)
{
  TsrStep step;

  tsr_step_init (&step, event->rule);
  tsr_step_name_event (&step, event);
  tsr_game_emit (game, &step);
}

/* Every figure on the feature goes back to its owner. */
static void
return_figures (TsrGame             *game,
                const TsrScoreEvent *event)
{
  guint32 root = tsr_features_find (game->st.features, event->element);
  /* The feature counts the player figures on it: stop once all are met. */
  guint left = tsr_features_get_data (game->st.features, root)->figures;

  for (guint i = 0; i < game->st.figures->len && left > 0; )
    {
      TsrFigure figure = g_array_index (game->st.figures, TsrFigure, i);
      TsrStep step;

      if (tsr_game_figure_feature (game, &figure) != root)
        {
          i++;
          continue;
        }
      left--;
      if (!tsr_figure_kind_goes_home (figure.kind))
        {
          i++;
          continue;
        }

      tsr_game_take_figure (game, i);
      tsr_step_init (&step, "base.return-figure");
      step.player = figure.player;
      step.figure = figure.kind;
      step.feature = event->feature;
      step.x = figure.x;
      step.y = figure.y;
      step.port = figure.port;
      tsr_game_emit (game, &step);
    }
}

/* Applies the next event of the scoring queue.  Returns %FALSE when a
 * module intercepting an award waits for an answer. */
static gboolean
process_event (TsrGame *game)
{
  TsrScoreEvent *event = &g_array_index (game->st.events, TsrScoreEvent, game->st.event_cursor);

  switch (event->kind)
    {
    case TSR_EVENT_COMPLETE:
      emit_feature_step (game, event);
      break;

    case TSR_EVENT_AWARD:
      for (int index = tsr_game_next_module (game, game->st.event_module); index >= 0;
           index = tsr_game_next_module (game, index + 1))
        {
          const TsrModule *module = tsr_module_get (index);

          game->st.event_module = index;
          if (module->score_event != NULL && module->score_event (game, event) == TSR_HOOK_WAIT)
            return FALSE;
        }
      tsr_game_award (game, event);
      break;

    case TSR_EVENT_RETURN:
      return_figures (game, event);
      break;

    default:
      g_assert_not_reached ();
    }

  game->st.event_module = 0;
  game->st.event_cursor++;
  if (game->st.event_cursor == game->st.events->len)
    {
      g_array_set_size (game->st.events, 0);
      game->st.event_cursor = 0;
    }

  return TRUE;
}

static gboolean
events_pending (TsrGame *game)
{
  return !game->st.events_held && game->st.event_cursor < game->st.events->len;
}

/* Turns */

static void
begin_next_turn (TsrGame *game)
{
  TsrStep step;

  game->st.active = (game->st.active + 1) % game->st.players->len;
  game->st.turn++;
  game->st.drawn = NULL;
  game->st.placed = FALSE;
  game->st.figure_done = FALSE;
  g_array_set_size (game->st.completed, 0);

  tsr_step_init (&step, "base.next-turn");
  step.player = game->st.active;
  tsr_game_emit (game, &step);

  goto_stage (game, TSR_STAGE_BEGIN_TURN);
}

static void
begin_final (TsrGame *game)
{
  TsrStep step;

  game->st.drawn = NULL;
  tsr_step_init (&step, "base.game-end");
  step.count = game->st.deck->len;
  tsr_game_emit (game, &step);

  goto_stage (game, TSR_STAGE_FINAL);
}

static gboolean
phantom_stage_open (TsrGame *game)
{
  GArray *actions = game->scratch_actions;

  if (!tsr_game_module_on (game, TSR_MODULE_PHANTOM))
    return FALSE;

  g_array_set_size (actions, 0);
  list_figure_placements (game, actions, TRUE, TRUE);
  return actions->len > 0;
}

static gboolean
figure_stage_open (TsrGame *game)
{
  GArray *actions = game->scratch_actions;

  g_array_set_size (actions, 0);
  list_figure_options (game, actions, TRUE);
  return actions->len > 0;
}

/**
 * tsr_engine_run:
 *
 * Moves through the stages until one needs an answer (or the game is
 * over), emptying the scoring queue first whenever it holds something.
 */
void
tsr_engine_run (TsrGame *game)
{
  TsrGameState *st = &game->st;
  const TsrHookMasks *hooks = tsr_hook_masks ();

  st->choice.kind = TSR_CHOICE_NONE;
  st->choice.player = -1;
  st->choice.optional = FALSE;
  st->choice_module = -1;

  for (;;)
    {
      TsrHookResult result = TSR_HOOK_DONE;

      if (events_pending (game))
        {
          if (!process_event (game))
            return;
          continue;
        }
      if (st->stage != TSR_STAGE_GAME_OVER && interrupted (game, hooks))
        return;

      switch (st->stage)
        {
        case TSR_STAGE_BEGIN_TURN:
          if (run_one_hook (game, hooks, &result))
            {
              if (result == TSR_HOOK_WAIT)
                return;
              continue;
            }
          goto_stage (game, TSR_STAGE_DRAW);
          break;

        case TSR_STAGE_DRAW:
          if (st->end_requested || st->deck->len == 0)
            {
              begin_final (game);
              break;
            }
          tsr_game_wait_for (game, TSR_CHOICE_DRAW, st->active, FALSE, -1);
          return;

        case TSR_STAGE_PLACE_TILE:
          if (run_one_hook (game, hooks, &result))
            {
              if (result == TSR_HOOK_WAIT)
                return;
              continue;
            }
          /* A module played the tile its own way, or it was lost with
           * the turn (a flood with no river): nothing to follow up. */
          if (st->drawn == NULL)
            {
              goto_stage (game, st->placed ? TSR_STAGE_AFTER_PLACE : TSR_STAGE_AFTER_FIGURE);
              break;
            }
          tsr_game_wait_for (game, TSR_CHOICE_PLACE_TILE, st->active, FALSE, -1);
          return;

        case TSR_STAGE_FIGURE:
          if (figure_stage_open (game))
            {
              tsr_game_wait_for (game, TSR_CHOICE_FIGURE, st->active, TRUE, -1);
              return;
            }
          goto_stage (game, TSR_STAGE_AFTER_FIGURE);
          break;

        case TSR_STAGE_PHANTOM:
          if (phantom_stage_open (game))
            {
              tsr_game_wait_for (game, TSR_CHOICE_PHANTOM, st->active, TRUE, -1);
              return;
            }
          goto_stage (game, TSR_STAGE_AFTER_FIGURE);
          break;

        case TSR_STAGE_AFTER_PLACE:
        case TSR_STAGE_AFTER_FIGURE:
        case TSR_STAGE_BEFORE_SCORING:
        case TSR_STAGE_AFTER_SCORING:
        case TSR_STAGE_END_TURN:
        case TSR_STAGE_FINAL:
          if (run_one_hook (game, hooks, &result))
            {
              if (result == TSR_HOOK_WAIT)
                return;
              continue;
            }

          switch (st->stage)
            {
            case TSR_STAGE_AFTER_PLACE:
              goto_stage (game, TSR_STAGE_FIGURE);
              break;
            case TSR_STAGE_AFTER_FIGURE:
              collect_completed (game);
              goto_stage (game, TSR_STAGE_BEFORE_SCORING);
              break;
            case TSR_STAGE_BEFORE_SCORING:
              goto_stage (game, TSR_STAGE_SCORING);
              break;
            case TSR_STAGE_AFTER_SCORING:
              goto_stage (game, TSR_STAGE_END_TURN);
              break;
            case TSR_STAGE_END_TURN:
              if (st->end_requested || st->deck->len == 0)
                begin_final (game);
              else
                begin_next_turn (game);
              break;
            case TSR_STAGE_FINAL:
              goto_stage (game, TSR_STAGE_FINAL_SCORING);
              break;
            default:
              g_assert_not_reached ();
            }
          break;

        case TSR_STAGE_SCORING:
        case TSR_STAGE_FINAL_SCORING:
          /* Queue every event, let modules order them, then apply them. */
          if (!st->events_built)
            {
              st->events_built = TRUE;
              st->events_held = TRUE;
              if (st->stage == TSR_STAGE_SCORING)
                queue_turn_scoring (game);
              else
                queue_final_scoring (game);
              break;
            }
          if (st->events_held)
            {
              if (run_one_hook (game, hooks, &result))
                {
                  if (result == TSR_HOOK_WAIT)
                    return;
                  continue;
                }
              st->events_held = FALSE;
              break;
            }
          st->events_built = FALSE;
          goto_stage (game, st->stage == TSR_STAGE_SCORING
                              ? TSR_STAGE_AFTER_SCORING : TSR_STAGE_GAME_OVER);
          break;

        case TSR_STAGE_GAME_OVER:
        default:
          tsr_game_wait_for (game, TSR_CHOICE_NONE, -1, FALSE, -1);
          return;
        }
    }
}

/* Answers */

/* Whether the engine's own pending choice takes @kind. */
static gboolean
core_choice_accepts (TsrGame       *game,
                     TsrActionKind  kind)
{
  guint module;

  switch (game->st.choice.kind)
    {
    case TSR_CHOICE_DRAW:
      return kind == TSR_ACTION_DRAW;
    case TSR_CHOICE_PLACE_TILE:
      return kind == TSR_ACTION_PLACE_TILE;
    case TSR_CHOICE_FIGURE:
      return kind == TSR_ACTION_PLACE_FIGURE || figure_action_module (game, kind, &module);
    case TSR_CHOICE_PHANTOM:
      return kind == TSR_ACTION_PLACE_FIGURE;
    case TSR_CHOICE_NONE:
    default:
      return FALSE;
    }
}

/* The module that adds @kind to the engine's own choices, or -1. */
static int
extra_action_module (TsrGame       *game,
                     TsrActionKind  kind)
{
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->extra_accepts != NULL &&
        tsr_module_get (i)->extra_accepts (game, kind))
      return i;

  return -1;
}

static gboolean
choice_accepts (TsrGame       *game,
                TsrActionKind  kind)
{
  if (kind == TSR_ACTION_SKIP)
    return game->st.choice.optional;

  if (game->st.choice_module >= 0)
    {
      const TsrModule *owner = tsr_module_get (game->st.choice_module);

      return owner->accepts != NULL && owner->accepts (game, kind);
    }

  if (game->st.choice.kind == TSR_CHOICE_NONE)
    return FALSE;

  return core_choice_accepts (game, kind) || extra_action_module (game, kind) >= 0;
}

/* Applies an action the current choice accepts, then runs on. */
static gboolean
answer (TsrGame          *game,
        const TsrAction  *action,
        GError          **error)
{
  int extra = -1;
  gboolean ok;

  if (game->st.choice_module < 0 && action->kind != TSR_ACTION_SKIP &&
      !core_choice_accepts (game, action->kind))
    extra = extra_action_module (game, action->kind);

  if (game->st.choice_module >= 0)
    ok = tsr_module_get (game->st.choice_module)->answer (game, action, error);
  else if (extra >= 0)
    ok = tsr_module_get (extra)->extra_action (game, action, error);
  else
    switch (game->st.choice.kind)
      {
      case TSR_CHOICE_DRAW:
        ok = answer_draw (game, action, error);
        break;
      case TSR_CHOICE_PLACE_TILE:
        ok = answer_place_tile (game, action, error);
        break;
      case TSR_CHOICE_FIGURE:
        ok = answer_figure (game, action, error);
        break;
      case TSR_CHOICE_PHANTOM:
        ok = answer_phantom (game, action, error);
        break;
      default:
        tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
        ok = FALSE;
      }

  if (ok)
    tsr_engine_run (game);

  return ok;
}

typedef struct
{
  TsrGameState st;
  guint        trace_len;
  guint        snapshots_len;
} Backup;

static void
backup_take (TsrGame *game,
             Backup  *backup)
{
  tsr_game_state_copy (&backup->st, &game->st);
  backup->trace_len = game->trace_len;
  backup->snapshots_len = game->snapshots->len;
}

static void
backup_restore (TsrGame *game,
                Backup  *backup)
{
  tsr_game_state_clear (&game->st);
  game->st = backup->st;
  game->trace_len = backup->trace_len;
  g_ptr_array_set_size (game->snapshots, backup->snapshots_len);
  game->position = backup->trace_len;
}

static void
skip_optional (TsrGame *game)
{
  TsrAction skip;

  tsr_action_init (&skip, TSR_ACTION_SKIP);
  answer (game, &skip, NULL);
}

/* <end-game/>: finish this turn, declining what is optional, then the end
 * of game.  A tile drawn but not placed goes nowhere.  A decision the
 * final scoring asks for (a gladiator offered a score) stays pending. */
static gboolean
end_game (TsrGame  *game,
          GError  **error)
{
  Backup backup;

  if (game->st.stage == TSR_STAGE_GAME_OVER)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }

  backup_take (game, &backup);
  game->st.end_requested = TRUE;
  if (game->st.choice.kind == TSR_CHOICE_DRAW || game->st.choice.kind == TSR_CHOICE_PLACE_TILE)
    {
      begin_final (game);
      tsr_engine_run (game);
    }

  while (game->st.stage != TSR_STAGE_GAME_OVER)
    {
      if (!game->st.choice.optional && game->st.stage >= TSR_STAGE_FINAL)
        break;
      if (!game->st.choice.optional)
        {
          backup_restore (game, &backup);
          tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
          return FALSE;
        }
      skip_optional (game);
    }

  tsr_game_state_clear (&backup.st);
  return TRUE;
}

/**
 * tsr_engine_act:
 *
 * Applies @action.  When the pending choice does not take it, optional
 * choices are declined until one does; a draw is implied by placing a
 * tile.  A compulsory choice is never answered implicitly.  On failure
 * the state is exactly as before.
 */
gboolean
tsr_engine_act (TsrGame          *game,
                const TsrAction  *action,
                GError          **error)
{
  Backup backup;

  if (action->kind == TSR_ACTION_END_GAME)
    return end_game (game, error);

  if (choice_accepts (game, action->kind))
    return answer (game, action, error);

  backup_take (game, &backup);
  while (!choice_accepts (game, action->kind))
    {
      if (game->st.choice.kind == TSR_CHOICE_DRAW && action->kind == TSR_ACTION_PLACE_TILE)
        {
          TsrAction draw;

          tsr_action_init (&draw, TSR_ACTION_DRAW);
          draw.tile = action->tile;
          if (!answer (game, &draw, error))
            goto failed;
          if (game->st.choice.kind == TSR_CHOICE_DRAW)
            {
              /* The tile drawn fitted nowhere: the placement cannot happen. */
              tsr_rule_error_set (error, TSR_RULE_ERROR_EDGE_MISMATCH);
              goto failed;
            }
          continue;
        }

      if (!game->st.choice.optional)
        {
          tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
          goto failed;
        }
      skip_optional (game);
    }

  if (!answer (game, action, error))
    goto failed;

  tsr_game_state_clear (&backup.st);
  return TRUE;

failed:
  backup_restore (game, &backup);
  return FALSE;
}

/**
 * tsr_engine_list_options:
 *
 * Every legal answer to the pending choice, "skip" last when it is
 * optional.
 */
void
tsr_engine_list_options (TsrGame *game,
                         GArray  *actions)
{
  const TsrChoice *choice = &game->st.choice;

  if (game->st.choice_module >= 0)
    tsr_module_get (game->st.choice_module)->list_options (game, actions);
  else
    switch (choice->kind)
      {
      case TSR_CHOICE_DRAW:
        {
          TsrAction draw;

          tsr_action_init (&draw, TSR_ACTION_DRAW);
          g_array_append_val (actions, draw);
        }
        break;

      case TSR_CHOICE_PLACE_TILE:
        {
          GArray *placements = game->scratch_placements;

          tsr_game_list_placements (game, game->st.drawn, placements);
          for (guint i = 0; i < placements->len; i++)
            {
              const TsrPlacement *placement = &g_array_index (placements, TsrPlacement, i);
              TsrAction place;

              tsr_action_init (&place, TSR_ACTION_PLACE_TILE);
              place.has_pos = TRUE;
              place.x = placement->x;
              place.y = placement->y;
              place.rotation = placement->rotation;
              g_array_append_val (actions, place);
            }
        }
        break;

      case TSR_CHOICE_FIGURE:
        list_figure_options (game, actions, FALSE);
        break;

      case TSR_CHOICE_PHANTOM:
        list_figure_placements (game, actions, TRUE, FALSE);
        break;

      default:
        break;
      }

  if (game->st.choice_module < 0 && choice->kind != TSR_CHOICE_NONE)
    TSR_FOREACH_MODULE_ON (game, i)
      if (tsr_module_get (i)->extra_options != NULL)
        tsr_module_get (i)->extra_options (game, actions);

  if (choice->optional)
    append_skip (actions);
}
