/* tsr-engine.c: the turn machine
 *
 * The turn is a sequence of stages (docs/rules.md, "The turn"): draw,
 * place the tile, what the modules do after placing, the figure step
 * (tsr-figure-step.c), what they do after it, scoring with what comes before and after, the end of
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

static void
goto_stage (TsrGame  *game,
            TsrStage  stage)
{
  game->st.stage = stage;
  game->st.cursor = 0;
}

/* Runs the next module hook of the current stage.  Returns %FALSE when the
 * stage has no hook left to run. */
static gboolean
run_one_hook (TsrGame            *game,
              const TsrHookMasks *hooks,
              TsrHookResult      *result)
{
  guint32 left = game->st.cursor < TSR_MAX_MODULES
                   ? game->st.modules & hooks->stage[game->st.stage] & ~((1u << game->st.cursor) - 1)
                   : 0;
  guint index;

  if (left == 0)
    {
      game->st.cursor = TSR_MAX_MODULES;
      return FALSE;
    }

  index = __builtin_ctz (left);
  game->st.cursor = index;
  *result = tsr_module_stage_hook (tsr_module_get (index), game->st.stage) (game);
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
 * cities, the features at the centre of tiles (monasteries), then
 * fields. */
static void
queue_final_scoring (TsrGame *game)
{
  TsrFeatureKind order[TSR_N_FEATURE_KINDS] = { TSR_FEATURE_ROAD, TSR_FEATURE_CITY };
  TsrFeatures *features = game->st.features;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  guint n_order = 2;

  for (TsrFeatureKind kind = 0; kind < TSR_N_FEATURE_KINDS; kind++)
    if (TSR_FEATURE_IS_CLOISTER (kind))
      order[n_order++] = kind;
  order[n_order++] = TSR_FEATURE_FIELD;

  for (guint k = 0; k < n_order; k++)
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
      game->st.events_released = 0;
    }

  return TRUE;
}

static gboolean
events_pending (TsrGame *game)
{
  return game->st.event_cursor < game->st.events->len &&
         (!game->st.events_held || game->st.event_cursor < game->st.events_released);
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
figure_stage_open (TsrGame *game)
{
  GArray *actions = game->scratch_actions;

  g_array_set_size (actions, 0);
  tsr_figure_step_list_options (game, actions, TRUE);
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
              st->figure_done = FALSE;
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
              /* A module let the head of the queue go first: apply it,
               * then ask the ordering hooks again about the rest. */
              /* A module let the head of the queue go first, which is
               * applied by now: ask the ordering hooks again about the
               * rest. */
              if (st->events_released > 0)
                {
                  st->events_released = 0;
                  st->cursor = 0;
                  break;
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
  switch (game->st.choice.kind)
    {
    case TSR_CHOICE_DRAW:
      return kind == TSR_ACTION_DRAW;
    case TSR_CHOICE_PLACE_TILE:
      return kind == TSR_ACTION_PLACE_TILE;
    case TSR_CHOICE_FIGURE:
      return kind == TSR_ACTION_PLACE_FIGURE || tsr_figure_step_action_module (game, kind) >= 0;
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
        ok = tsr_figure_step_answer (game, action, error);
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
        tsr_figure_step_list_options (game, actions, FALSE);
        break;

      default:
        break;
      }

  if (game->st.choice_module < 0 && choice->kind != TSR_CHOICE_NONE)
    TSR_FOREACH_MODULE_ON (game, i)
      if (tsr_module_get (i)->extra_options != NULL)
        tsr_module_get (i)->extra_options (game, actions);

  if (choice->optional)
    {
      TsrAction skip;

      tsr_action_init (&skip, TSR_ACTION_SKIP);
      g_array_append_val (actions, skip);
    }
}

/**
 * tsr_game_get_answer_place:
 * @action: one of the answers to the pending choice
 *
 * Where on the board @action is given, if anywhere: its position, or
 * where the module waiting says an answer naming no position belongs (a
 * landing, on the tile the figure falls onto).  An answer its kind gives
 * with a button has none.
 *
 * Returns: whether it has a place
 */
gboolean
tsr_game_get_answer_place (TsrGame         *game,
                           const TsrAction *action,
                           gint32          *x,
                           gint32          *y)
{
  const TsrModule *module;

  if (tsr_action_kind_get_decl (action->kind)->flags & TSR_ACTION_BUTTON)
    return FALSE;
  if (action->has_pos)
    {
      *x = action->x;
      *y = action->y;
      return TRUE;
    }
  if (game->st.choice_module < 0)
    return FALSE;

  module = tsr_module_get (game->st.choice_module);
  return module->answer_place != NULL && module->answer_place (game, action, x, y);
}
