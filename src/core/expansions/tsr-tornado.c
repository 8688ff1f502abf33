/* tsr-tornado.c: the tornado (docs/rules-modules.md, "Tornado")
 *
 * Once a tornado tile is placed the turn waits: from the placer on, each
 * player moves the tornado two single steps onto tiles it has not visited,
 * twelve in all or until it is stuck.  On every tile it enters it picks up
 * a follower (the mover chooses among several), swapping it with the one
 * it carried.  At the end its owner puts the carried follower on a free,
 * unfinished feature of the last tile, or it goes home; then the turn goes
 * on with the figure step.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "tsr-disasters-private.h"
#include "tsr-italica.h"
#include "tsr-phantom.h"

#define SPACES_PER_MOVER 2

static const TsrPos *
position (DisastersState *state)
{
  return &g_array_index (state->tornado_path, TsrPos, state->tornado_path->len - 1);
}

/* Who moves the tornado its @space-th square (from 0). */
static gint
mover_of (TsrGame *game,
          guint    space)
{
  return (tsr_game_get_active (game) + space / SPACES_PER_MOVER) % tsr_game_get_n_players (game);
}

/* The squares moved so far: every tile of its way but the first. */
static guint
spaces (DisastersState *state)
{
  return state->tornado_path->len - 1;
}

static gint
mover (TsrGame *game)
{
  return mover_of (game, spaces (tsr_disasters_state (game)));
}

static gboolean
step_ok (TsrGame *game,
         gint32   x,
         gint32   y)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPos *from = position (state);

  return abs (x - from->x) + abs (y - from->y) == 1 && !tsr_disasters_path_has (state->tornado_path, x, y) &&
         (tsr_board_get (tsr_game_get_board (game), x, y) != NULL ||
          tsr_game_variant_is (game, "disasters.tornado-empty-spaces", "yes"));
}

static void
list_steps (TsrGame *game,
            GArray  *actions)
{
  const TsrPos *from = position (tsr_disasters_state (game));

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      TsrAction action;

      tsr_action_init_at (&action, tsr_tornado_move_action, from->x + tsr_side_dx[side], from->y + tsr_side_dy[side]);
      if (step_ok (game, action.x, action.y))
        g_array_append_val (actions, action);
    }
}

static int
find_disc (TsrGame *game)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (tsr_game_get_figure (game, i)->kind == tsr_tornado_kind)
      return i;

  return -1;
}

static void
move_disc (TsrGame *game,
           gint32   x,
           gint32   y)
{
  int disc = find_disc (game);
  TsrFigure figure = { .kind = tsr_tornado_kind, .player = -1, .piece = tsr_tornado_kind, .x = x, .y = y,
                       .port = TSR_PORT_NONE };

  if (disc >= 0)
    tsr_game_take_figure (game, disc);
  tsr_game_put_figure (game, &figure);
}

/* The followers on the tile at (x, y): player figures, never neutral. */
static void
list_followers (TsrGame *game,
                gint32   x,
                gint32   y,
                GArray  *indices)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->player >= 0 && figure->x == x && figure->y == y)
        g_array_append_val (indices, i);
    }
}

/* Makes @figure what it can be on a feature of @kind: a meeple lying on
 * an amphitheatre is a gladiator, a gladiator anywhere else a meeple
 * again (or the phantom it stood for).  Returns %FALSE when its kind
 * cannot stand there at all. */
static gboolean
fit_figure (TsrGame        *game,
            TsrFigure      *figure,
            TsrFeatureKind  kind)
{
  if (figure->kind == tsr_gladiator_kind && kind != TSR_FEATURE_AMPHITHEATRE)
    figure->kind = figure->piece;
  else if (tsr_game_has_module (game, "italica") && tsr_figure_kind_can_be (tsr_gladiator_kind, figure->kind) &&
           kind == TSR_FEATURE_AMPHITHEATRE)
    figure->kind = tsr_gladiator_kind;
  figure->state = 0;

  return tsr_figure_kind_can_stand (figure->kind, kind);
}

static void
emit_figure (TsrGame         *game,
             const char      *rule,
             const TsrFigure *figure,
             gint             other,
             TsrFeatureKind   feature)
{
  TsrStep step;

  tsr_step_init (&step, rule);
  step.player = figure->player;
  step.other = other;
  step.figure = figure->kind;
  step.x = figure->x;
  step.y = figure->y;
  step.port = figure->port;
  step.feature = feature;
  tsr_game_emit (game, &step);
}

static TsrFeatureKind
kind_at (TsrGame         *game,
         const TsrFigure *figure)
{
  int element = tsr_game_feature_element (game, figure->x, figure->y, figure->port);

  return element < 0 ? TSR_N_FEATURE_KINDS : tsr_features_get_data (tsr_game_get_features (game), element)->kind;
}

/* A follower in the tornado is out of its owner's supply all the same. */
static void
count_held (TsrGame         *game,
            const TsrFigure *figure,
            gint             delta)
{
  tsr_game_player (game, figure->player)->placed[tsr_figure_supply (figure)] += delta;
}

/* The tornado takes the follower at @index; the one it carried takes its
 * exact place, or goes home when it cannot stand there. */
static void
take (TsrGame *game,
      guint    index)
{
  DisastersState *state = tsr_disasters_state (game);
  TsrFigure picked = *tsr_game_get_figure (game, index);
  TsrFeatureKind kind = kind_at (game, &picked);
  TsrFigure dropped = state->held;
  gboolean swap = state->holding;

  tsr_game_take_figure (game, index);
  count_held (game, &picked, 1);
  if (swap)
    count_held (game, &dropped, -1);
  state->held = picked;
  state->holding = TRUE;
  if (!swap)
    {
      emit_figure (game, "disasters.tornado-take", &picked, -1, kind);
      return;
    }

  dropped.x = picked.x;
  dropped.y = picked.y;
  dropped.port = picked.port;
  emit_figure (game, "disasters.tornado-swap", &dropped, picked.player, kind);
  if (kind < TSR_N_FEATURE_KINDS && fit_figure (game, &dropped, kind))
    {
      tsr_game_put_figure (game, &dropped);
      tsr_game_figure_entered (game, &dropped);
    }
  else
    emit_figure (game, "disasters.tornado-home", &dropped, -1, TSR_N_FEATURE_KINDS);
}

/* Where the carried follower may be put on the last tile: a free,
 * unfinished feature of the tile's own (fields by the default variant). */
static void
list_drops (TsrGame *game,
            GArray  *actions)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPos *at = position (state);
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), at->x, at->y);
  gboolean fields = !tsr_game_variant_is (game, "disasters.tornado-drop-fields", "no");

  if (tile == NULL)
    return;

  for (guint s = 0; s < tile->type->n_segments; s++)
    {
      TsrPort port = tsr_placed_tile_segment_anchor (tile, s);
      int element = tsr_game_feature_element (game, tile->x, tile->y, port);
      const TsrFeatureData *data;
      TsrFigure figure = state->held;
      TsrAction action;

      if (element < 0)
        continue;
      data = tsr_features_get_data (tsr_game_get_features (game), element);
      if (data->figures > 0 || (data->kind == TSR_FEATURE_FIELD && !fields) ||
          !fit_figure (game, &figure, data->kind) ||
          tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element))
        continue;
      tsr_action_init (&action, tsr_disasters_land_action);
      action.port = port;
      g_array_append_val (actions, action);
    }
}

static TsrHookResult
finish (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);
  TsrPos last = *position (state);
  int disc = find_disc (game);

  if (disc >= 0)
    tsr_game_take_figure (game, disc);
  tsr_disasters_emit_position (game, "disasters.tornado-end", -1, last.x, last.y);
  g_array_set_size (state->tornado_path, 0);
  return TSR_HOOK_DONE;
}

TsrHookResult
tsr_tornado_run (TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));

  if (state->tornado_path->len == 0)
    {
      TsrPos start = { tsr_game_get_placed_tile (game)->x, tsr_game_get_placed_tile (game)->y };

      g_array_append_val (state->tornado_path, start);
      state->holding = FALSE;
      move_disc (game, start.x, start.y);
      tsr_disasters_emit_position (game, "disasters.tornado", tsr_game_get_active (game), start.x, start.y);
    }

  /* Whoever moved it onto the tile picks there. */
  if (state->picking)
    {
      tsr_game_wait_for (game, tsr_tornado_pick_choice, mover_of (game, spaces (state) - 1),
                         FALSE, tsr_disasters_module);
      return TSR_HOOK_WAIT;
    }
  if (spaces (state) < TSR_TORNADO_SPACES)
    {
      list_steps (game, options);
      if (options->len > 0)
        {
          tsr_game_wait_for (game, tsr_tornado_move_choice, mover (game), FALSE, tsr_disasters_module);
          return TSR_HOOK_WAIT;
        }
    }

  /* Stopped: the follower it carries is put down, or goes home. */
  if (state->holding)
    {
      g_array_set_size (options, 0);
      list_drops (game, options);
      if (options->len > 0)
        {
          tsr_game_wait_for (game, tsr_disasters_land_choice, state->held.player, FALSE, tsr_disasters_module);
          return TSR_HOOK_WAIT;
        }
      state->holding = FALSE;
      count_held (game, &state->held, -1);
      emit_figure (game, "disasters.tornado-home", &state->held, -1, TSR_N_FEATURE_KINDS);
    }

  return finish (game);
}

void
tsr_tornado_list_options (TsrGame *game,
                          GArray  *actions)
{
  DisastersState *state = tsr_disasters_state (game);
  TsrChoiceKind choice = tsr_game_get_choice (game)->kind;
  g_autoptr(GArray) indices = NULL;
  const TsrPos *at;

  if (choice == tsr_tornado_move_choice)
    list_steps (game, actions);
  else if (choice == tsr_disasters_land_choice)
    list_drops (game, actions);
  else if (choice == tsr_tornado_pick_choice)
    {
      indices = g_array_new (FALSE, FALSE, sizeof (guint));
      at = position (state);
      list_followers (game, at->x, at->y, indices);
      for (guint i = 0; i < indices->len; i++)
        {
          const TsrFigure *figure = tsr_game_get_figure (game, g_array_index (indices, guint, i));
          TsrAction action;

          tsr_action_init_at (&action, tsr_tornado_pick_action, figure->x, figure->y);
          action.port = figure->port;
          g_array_append_val (actions, action);
        }
    }
}

static gboolean
answer_move (TsrGame          *game,
             const TsrAction  *action,
             GError          **error)
{
  DisastersState *state = tsr_disasters_state (game);
  g_autoptr(GArray) followers = g_array_new (FALSE, FALSE, sizeof (guint));
  TsrPos to = { action->x, action->y };
  gint player = mover (game);

  if (action->has_pos && tsr_disasters_path_has (state->tornado_path, to.x, to.y))
    {
      tsr_rule_error_set (error, tsr_disasters_already_named);
      return FALSE;
    }
  if (!action->has_pos || !step_ok (game, to.x, to.y))
    {
      tsr_rule_error_set (error, tsr_disasters_not_a_target);
      return FALSE;
    }

  g_array_append_val (state->tornado_path, to);
  move_disc (game, to.x, to.y);
  tsr_disasters_emit_position (game, "disasters.tornado-move", player, to.x, to.y);

  list_followers (game, to.x, to.y, followers);
  if (followers->len == 1)
    take (game, g_array_index (followers, guint, 0));
  else if (followers->len > 1)
    state->picking = TRUE;
  return TRUE;
}

static gboolean
answer_pick (TsrGame          *game,
             const TsrAction  *action,
             GError          **error)
{
  DisastersState *state = tsr_disasters_state (game);
  const TsrPos *at = position (state);

  if (action->has_pos && action->x == at->x && action->y == at->y)
    for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
      {
        const TsrFigure *figure = tsr_game_get_figure (game, i);

        if (figure->player >= 0 && figure->x == at->x && figure->y == at->y && figure->port == action->port)
          {
            state->picking = FALSE;
            take (game, i);
            return TRUE;
          }
      }

  tsr_rule_error_set (error, tsr_disasters_not_a_target);
  return FALSE;
}

static gboolean
answer_drop (TsrGame          *game,
             const TsrAction  *action,
             GError          **error)
{
  DisastersState *state = tsr_disasters_state (game);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  const TsrPos *at = position (state);
  TsrFigure figure = state->held;

  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), at->x, at->y);
  int segment = tsr_placed_tile_segment_at (tile, action->port);

  /* Any port of a segment names it. */
  list_drops (game, options);
  for (guint i = 0; i < options->len && segment >= 0; i++)
    if (tsr_placed_tile_segment_at (tile, g_array_index (options, TsrAction, i).port) == segment)
      {
        figure.x = at->x;
        figure.y = at->y;
        figure.port = action->port;
        fit_figure (game, &figure, kind_at (game, &figure));
        count_held (game, &state->held, -1);
        tsr_game_put_figure (game, &figure);
        state->holding = FALSE;
        emit_figure (game, "disasters.tornado-drop", &figure, -1, kind_at (game, &figure));
        tsr_game_figure_entered (game, &figure);
        return TRUE;
      }

  tsr_rule_error_set (error, tsr_disasters_not_a_target);
  return FALSE;
}

gboolean
tsr_tornado_answer (TsrGame          *game,
                    const TsrAction  *action,
                    GError          **error)
{
  TsrChoiceKind choice = tsr_game_get_choice (game)->kind;

  if (choice == tsr_tornado_move_choice)
    return answer_move (game, action, error);
  if (choice == tsr_tornado_pick_choice)
    return answer_pick (game, action, error);
  if (choice == tsr_disasters_land_choice)
    return answer_drop (game, action, error);

  tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
  return FALSE;
}

/**
 * tsr_game_get_tornado_path:
 *
 * Returns: (element-type TsrPos) (nullable): the tiles the tornado moving
 *   now has visited, its position last
 */
const GArray *
tsr_game_get_tornado_path (const TsrGame *game)
{
  DisastersState *state = tsr_disasters_state (game);

  return state != NULL ? state->tornado_path : NULL;
}

/**
 * tsr_game_get_tornado_held:
 * @figure: (out): the follower the tornado carries
 *
 * Returns: whether it carries one
 */
gboolean
tsr_game_get_tornado_held (const TsrGame *game,
                           TsrFigure     *figure)
{
  DisastersState *state = tsr_disasters_state (game);

  if (state == NULL || !state->holding)
    return FALSE;
  *figure = state->held;
  return TRUE;
}

/**
 * tsr_game_get_tornado_position:
 *
 * Returns: whether a tornado is on the board, at (x, y)
 */
gboolean
tsr_game_get_tornado_position (const TsrGame *game,
                               gint32        *x,
                               gint32        *y)
{
  DisastersState *state = tsr_disasters_state (game);

  if (state == NULL || state->tornado_path->len == 0)
    return FALSE;
  *x = position (state)->x;
  *y = position (state)->y;
  return TRUE;
}

/* The tornado stands on the board only while it moves from the tornado
 * tile placed this turn, which is on the board too. */
void
tsr_tornado_check_position (TsrGame   *game,
                            GPtrArray *problems)
{
  const TsrBoard *board = tsr_game_get_board (game);
  int disc = find_disc (game);
  const TsrFigure *figure;
  TsrProblem *problem;

  if (disc < 0)
    return;
  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    if (g_strcmp0 (tsr_board_get_nth (board, i)->type->symbol, "tornado") == 0)
      return;

  figure = tsr_game_get_figure (game, disc);
  problem = tsr_problem_new (TSR_PROBLEM_MODULE, figure->x, figure->y,
                             /* Translators: "(2, -1)" is a place on the board */
                             g_strdup_printf (_("The tornado stands at (%d, %d), but no tornado tile lies on the board: "
                                                "it comes with one and leaves when it has moved."),
                                              figure->x, figure->y));
  problem->figure = disc;
  g_ptr_array_add (problems, problem);
}
