/* tsr-black-dragon.c: the Black Dragon fan expansion (docs/rules-modules.md)
 *
 * A neutral figure beside the board until a player's score reaches 50
 * during a turn: at the end of that turn's scoring it goes on the tile
 * placed this turn and eats every figure there.  From then on, at the
 * start of scoring in every turn whose placement completed features, the
 * active player moves it one orthogonal step per completed feature (a
 * pending choice each step), onto tiles only and never back onto a tile it
 * stood on this turn; it eats every figure on each tile it enters.  Only
 * then are the completed features scored, with whoever survived.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-black-dragon.h"
#include "tsr-builtin-modules.h"
#include "tsr-module-api.h"

static const TsrRuleDecl rules[] = {
  { "black-dragon.enter", TSR_PH_PLAYER | TSR_PH_POINTS | TSR_PH_POSITION },
  { "black-dragon.steps", TSR_PH_PLAYER | TSR_PH_COUNT },
  { "black-dragon.move", TSR_PH_PLAYER | TSR_PH_POSITION, TSR_RULE_WAY },
  { "black-dragon.eat", TSR_PH_OTHER | TSR_PH_FIGURE | TSR_PH_PLACE },
  { "black-dragon.eat-neutral", TSR_PH_FIGURE | TSR_PH_POSITION },
  { "black-dragon.stuck", TSR_PH_PLAYER | TSR_PH_COUNT },
  { NULL, 0 }
};

static TsrModuleId dragon_module;
static TsrFigureKind dragon_kind;
static TsrActionKind dragon_move_action;
static TsrChoiceKind dragon_move_choice;

static const TsrFigureDecl figure_decls[] = {
  {
    .name = "black-dragon",
    .title = NC_("figure", "Black Dragon"),
    .id = &dragon_kind,
    .flags = TSR_FIGURE_NEUTRAL,
  },
  { NULL }
};

static const TsrActionDecl action_decls[] = {
  { "dragon-move", &dragon_move_action, TSR_ACTION_POSITION },
  { NULL }
};

static const TsrChoiceDecl choice_decls[] = {
  { "dragon-move", &dragon_move_choice },
  { NULL }
};

typedef struct
{
  GArray   *start_scores;  /* gint32 per player, at the start of the turn */
  GArray   *visited;       /* TsrLocation: tiles it stood on this turn */
  guint     steps_due;
  gboolean  moving;        /* this turn's movement has begun */
} DragonState;

static gpointer
dragon_state_new (void)
{
  DragonState *state = g_new0 (DragonState, 1);

  state->start_scores = g_array_new (FALSE, FALSE, sizeof (gint32));
  state->visited = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  return state;
}

static gpointer
dragon_state_copy (gconstpointer data)
{
  const DragonState *state = data;
  DragonState *copy = g_memdup2 (state, sizeof *state);

  copy->start_scores = g_array_copy (state->start_scores);
  copy->visited = g_array_copy (state->visited);
  return copy;
}

static void
dragon_state_free (gpointer data)
{
  DragonState *state = data;

  g_array_unref (state->start_scores);
  g_array_unref (state->visited);
  g_free (state);
}

static gboolean
dragon_state_equal (gconstpointer x,
                    gconstpointer y)
{
  const DragonState *a = x, *b = y;

  return tsr_module_arrays_equal (a->start_scores, b->start_scores) &&
         tsr_module_arrays_equal (a->visited, b->visited) &&
         a->steps_due == b->steps_due && a->moving == b->moving;
}

static DragonState *
dragon_state (const TsrGame *game)
{
  return tsr_game_get_module_state (game, dragon_module);
}

/* Returns: the index of the dragon among the figures, or -1 while it is
 * beside the board. */
static int
find_dragon (const TsrGame *game)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    if (tsr_game_get_figure (game, i)->kind == dragon_kind)
      return i;

  return -1;
}

static void
note_scores (TsrGame *game)
{
  DragonState *state = dragon_state (game);

  g_array_set_size (state->start_scores, 0);
  for (guint i = 0; i < tsr_game_get_n_players (game); i++)
    g_array_append_val (state->start_scores, tsr_game_player (game, i)->score);
}

/* A game set up in the middle of a turn: the scores as they stand count as
 * the turn's start. */
static void
dragon_start (TsrGame *game)
{
  note_scores (game);
}

/* A score that dropped during the turn (the Rainbow Bridge bought) counts
 * from its new value: reaching the threshold again is reaching it, and a
 * position saved after the payment is the same turn. */
static TsrHookResult
dragon_interrupt (TsrGame *game)
{
  DragonState *state = dragon_state (game);

  for (guint i = 0; i < state->start_scores->len && i < tsr_game_get_n_players (game); i++)
    {
      gint32 score = tsr_game_player (game, i)->score;

      if (score < g_array_index (state->start_scores, gint32, i))
        g_array_index (state->start_scores, gint32, i) = score;
    }

  return TSR_HOOK_DONE;
}

static TsrHookResult
dragon_begin_turn (TsrGame *game)
{
  DragonState *state = dragon_state (game);

  note_scores (game);
  g_array_set_size (state->visited, 0);
  state->moving = FALSE;
  state->steps_due = 0;
  return TSR_HOOK_DONE;
}

/* Eating */

/* Every figure on the tile at (x, y) but the dragon: player figures go
 * home, neutral ones are set aside. */
static void
eat (TsrGame *game,
     gint32   x,
     gint32   y)
{
  for (guint i = tsr_game_get_n_figures (game); i > 0; i--)
    {
      TsrFigure figure = *tsr_game_get_figure (game, i - 1);
      TsrStep step;

      if (figure.x != x || figure.y != y || figure.kind == dragon_kind)
        continue;

      tsr_step_init (&step, figure.player >= 0 ? "black-dragon.eat" : "black-dragon.eat-neutral");
      step.other = figure.player;
      step.figure = figure.kind;
      step.x = figure.x;
      step.y = figure.y;
      step.port = figure.port;
      tsr_game_take_figure (game, i - 1);
      tsr_game_emit (game, &step);
    }
}

static void
put_dragon (TsrGame *game,
            gint32   x,
            gint32   y)
{
  int index = find_dragon (game);
  TsrFigure dragon = { .kind = dragon_kind, .player = -1, .x = x, .y = y, .port = TSR_PORT_NONE };

  if (index >= 0)
    tsr_game_take_figure (game, index);
  tsr_game_put_figure (game, &dragon);
}

/* Movement */

static const int step_dx[] = { 0, 1, 0, -1 };
static const int step_dy[] = { -1, 0, 1, 0 };

static gboolean
visited (const DragonState *state,
         gint32             x,
         gint32             y)
{
  for (guint i = 0; i < state->visited->len; i++)
    {
      const TsrLocation *place = &g_array_index (state->visited, TsrLocation, i);

      if (place->x == x && place->y == y)
        return TRUE;
    }

  return FALSE;
}

static gboolean
step_open (TsrGame *game,
           gint32   x,
           gint32   y)
{
  return tsr_board_get (tsr_game_get_board (game), x, y) != NULL && !visited (dragon_state (game), x, y);
}

/* The longest path from (x, y) over open tiles, up to @wanted steps. */
static guint
reach (TsrGame *game,
       gint32   x,
       gint32   y,
       guint    wanted)
{
  DragonState *state = dragon_state (game);
  guint best = 0;

  if (wanted == 0)
    return 0;

  for (int d = 0; d < 4 && best < wanted; d++)
    {
      gint32 nx = x + step_dx[d], ny = y + step_dy[d];
      TsrLocation place = { nx, ny, TSR_PORT_NONE };
      guint length;

      if (!step_open (game, nx, ny))
        continue;
      g_array_append_val (state->visited, place);
      length = 1 + reach (game, nx, ny, wanted - 1);
      g_array_set_size (state->visited, state->visited->len - 1);
      best = MAX (best, length);
    }

  return best;
}

/* The steps the dragon may take now.  Reading "dead-end = avoid-if-
 * possible": when some path makes every step still due, only the steps
 * that begin one. */
static void
legal_steps (TsrGame *game,
             GArray  *steps)
{
  DragonState *state = dragon_state (game);
  const TsrFigure *dragon = tsr_game_get_figure (game, find_dragon (game));
  gboolean avoid = tsr_game_variant_is (game, "black-dragon.dead-end", "avoid-if-possible");
  guint best = 0;

  g_array_set_size (steps, 0);
  if (avoid)
    best = reach (game, dragon->x, dragon->y, state->steps_due);

  for (int d = 0; d < 4; d++)
    {
      TsrLocation place = { dragon->x + step_dx[d], dragon->y + step_dy[d], TSR_PORT_NONE };

      if (!step_open (game, place.x, place.y))
        continue;
      if (avoid)
        {
          guint length;

          g_array_append_val (state->visited, place);
          length = 1 + reach (game, place.x, place.y, state->steps_due - 1);
          g_array_set_size (state->visited, state->visited->len - 1);
          if (length < best)
            continue;
        }
      g_array_append_val (steps, place);
    }
}

/* How many of this turn's completed features count for the dragon: roads,
 * cities, monasteries and amphitheatres (never fields), occupied or not
 * unless the reading is "occupied". */
static guint
count_completed (TsrGame *game)
{
  gboolean occupied = tsr_game_variant_is (game, "black-dragon.count-features", "occupied");
  guint n = 0;

  for (guint i = 0; i < tsr_game_get_completed (game)->len; i++)
    {
      guint32 element = g_array_index (tsr_game_get_completed (game), guint32, i);
      const TsrFeatureData *data = tsr_features_get_data (tsr_game_get_features (game), element);

      if (data->kind == TSR_FEATURE_FIELD || data->kind == TSR_FEATURE_RIVER)
        continue;
      if (occupied && data->figures == 0)
        continue;
      n++;
    }

  return n;
}

static TsrHookResult
dragon_before_scoring (TsrGame *game)
{
  DragonState *state = dragon_state (game);
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  int index = find_dragon (game);

  if (index < 0)
    return TSR_HOOK_DONE;

  if (!state->moving)
    {
      const TsrFigure *dragon = tsr_game_get_figure (game, index);
      TsrLocation start = { dragon->x, dragon->y, TSR_PORT_NONE };
      TsrStep step;

      state->moving = TRUE;
      state->steps_due = count_completed (game);
      if (state->steps_due == 0)
        return TSR_HOOK_DONE;

      g_array_append_val (state->visited, start);
      tsr_step_init (&step, "black-dragon.steps");
      step.player = tsr_game_get_active (game);
      step.count = state->steps_due;
      tsr_game_emit (game, &step);
    }

  if (state->steps_due == 0)
    return TSR_HOOK_DONE;

  legal_steps (game, steps);
  if (steps->len == 0)
    {
      TsrStep step;

      tsr_step_init (&step, "black-dragon.stuck");
      step.player = tsr_game_get_active (game);
      step.count = state->steps_due;
      tsr_game_emit (game, &step);
      state->steps_due = 0;
      return TSR_HOOK_DONE;
    }

  tsr_game_wait_for (game, dragon_move_choice, tsr_game_get_active (game), FALSE, dragon_module);
  return TSR_HOOK_WAIT;
}

static gboolean
dragon_accepts (TsrGame       *game,
                TsrActionKind  kind)
{
  return kind == dragon_move_action;
}

static void
dragon_list_options (TsrGame *game,
                     GArray  *actions)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (TsrLocation));

  legal_steps (game, steps);
  for (guint i = 0; i < steps->len; i++)
    {
      const TsrLocation *place = &g_array_index (steps, TsrLocation, i);
      TsrAction action;

      tsr_action_init (&action, dragon_move_action);
      action.has_pos = TRUE;
      action.x = place->x;
      action.y = place->y;
      g_array_append_val (actions, action);
    }
}

static gboolean
dragon_answer (TsrGame          *game,
               const TsrAction  *action,
               GError          **error)
{
  DragonState *state = dragon_state (game);
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (TsrLocation));
  TsrLocation place = { action->x, action->y, TSR_PORT_NONE };
  gboolean legal = FALSE;
  TsrStep step;

  legal_steps (game, steps);
  for (guint i = 0; i < steps->len && action->has_pos && !legal; i++)
    legal = g_array_index (steps, TsrLocation, i).x == action->x && g_array_index (steps, TsrLocation, i).y == action->y;
  if (!legal)
    {
      const TsrFigure *dragon = tsr_game_get_figure (game, find_dragon (game));

      if (!action->has_pos || ABS (action->x - dragon->x) + ABS (action->y - dragon->y) != 1)
        g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                     _("The Black Dragon moves one step north, east, south or west."));
      else if (tsr_board_get (tsr_game_get_board (game), action->x, action->y) == NULL)
        g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                     _("The Black Dragon only moves onto tiles, never onto an empty square."));
      else if (visited (state, action->x, action->y))
        g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                     _("The Black Dragon has already been on that tile this turn."));
      else
        g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                     _("That step would end the Black Dragon's movement early while a longer path is open."));
      return FALSE;
    }

  put_dragon (game, place.x, place.y);
  g_array_append_val (state->visited, place);
  state->steps_due--;

  tsr_step_init (&step, "black-dragon.move");
  step.player = tsr_game_get_active (game);
  step.x = place.x;
  step.y = place.y;
  tsr_game_emit (game, &step);
  eat (game, place.x, place.y);
  return TRUE;
}

/* Entry */

/* Whether a score going from @before to @after crosses the threshold
 * (every multiple of it, reading "re-entry = every-50"). */
/* The score at which the dragon enters (black-dragon.threshold). */
static gint64
threshold_of (const TsrGame *game)
{
  const char *threshold_text = tsr_game_get_variant (game, "black-dragon.threshold");
  gint64 threshold = threshold_text != NULL ? g_ascii_strtoll (threshold_text, NULL, 10) : 50;

  return threshold > 0 ? threshold : 50;
}

static gboolean
crosses (TsrGame *game,
         gint32   before,
         gint32   after)
{
  gint64 threshold = threshold_of (game);
  gboolean above = tsr_game_variant_is (game, "black-dragon.comparison", "above");

  if (tsr_game_variant_is (game, "black-dragon.re-entry", "every-50"))
    {
      /* Any multiple of the threshold reached (or passed) this turn: the
       * first multiple the score was not yet at (or above), found by
       * division, as a threshold of 1 would take millions of steps. */
      gint64 mark = above ? MAX (1, (before + threshold - 1) / threshold) * threshold
                          : (before / threshold + 1) * threshold;

      return above ? mark < after : mark <= after;
    }

  return above ? before <= threshold && after > threshold : before < threshold && after >= threshold;
}

static TsrHookResult
dragon_after_scoring (TsrGame *game)
{
  DragonState *state = dragon_state (game);
  gboolean once = !tsr_game_variant_is (game, "black-dragon.re-entry", "every-50");
  TsrStep step;

  if (tsr_game_get_placed_tile (game) == NULL || (once && find_dragon (game) >= 0))
    return TSR_HOOK_DONE;

  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    {
      gint32 before = p < state->start_scores->len ? g_array_index (state->start_scores, gint32, p) : 0;
      gint32 after = tsr_game_player (game, p)->score;

      if (!crosses (game, before, after))
        continue;

      put_dragon (game, tsr_game_get_placed_tile (game)->x, tsr_game_get_placed_tile (game)->y);
      tsr_step_init (&step, "black-dragon.enter");
      step.player = p;
      step.points = after;
      step.x = tsr_game_get_placed_tile (game)->x;
      step.y = tsr_game_get_placed_tile (game)->y;
      tsr_game_emit (game, &step);
      eat (game, tsr_game_get_placed_tile (game)->x, tsr_game_get_placed_tile (game)->y);
      return TSR_HOOK_DONE;
    }

  return TSR_HOOK_DONE;
}

/* Reading "blocks-placement = yes": no figure on the dragon's tile. */
static gboolean
dragon_figure_veto (TsrGame          *game,
                    const TsrFigure  *candidate,
                    GError          **error)
{
  int index = find_dragon (game);
  const TsrFigure *dragon;

  if (index < 0 || !tsr_game_variant_is (game, "black-dragon.blocks-placement", "yes"))
    return TRUE;

  dragon = tsr_game_get_figure (game, index);
  if (dragon->x == tsr_game_get_placed_tile (game)->x && dragon->y == tsr_game_get_placed_tile (game)->y)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("No figure may be placed on the Black Dragon's tile."));
      return FALSE;
    }

  return TRUE;
}

/**
 * tsr_game_get_dragon_path:
 * @path: (element-type TsrLocation): receives the tiles the Black Dragon
 *   has stood on this turn, in order
 */
void
tsr_game_get_dragon_path (const TsrGame *game,
                          GArray        *path)
{
  g_array_set_size (path, 0);
  if (tsr_game_module_is_on (game, dragon_module))
    g_array_append_vals (path, dragon_state (game)->visited->data, dragon_state (game)->visited->len);
}

/**
 * tsr_game_get_dragon_steps_left:
 *
 * Returns: how many steps the Black Dragon still owes this turn
 */
guint
tsr_game_get_dragon_steps_left (const TsrGame *game)
{
  return tsr_game_module_is_on (game, dragon_module) ? dragon_state (game)->steps_due : 0;
}

/* "… one step onto a marked tile (steps left: 2)." */
static const char *
dragon_prompt (TsrGame *game,
               TsrStep *values)
{
  values->count = dragon_state (game)->steps_due;
  return NULL;
}

/* Position check */

/* Whether a module in play has a rule by which a player pays points: then
 * a score may have fallen back under the threshold since the dragon
 * entered. */
static gboolean
scores_can_fall (const TsrGame *game)
{
  for (TsrModuleId id = 0; id < tsr_module_count (); id++)
    {
      const TsrModule *module = tsr_module_get (id);

      if (module->rules == NULL || !tsr_game_has_module (game, module->id))
        continue;
      for (const TsrRuleDecl *rule = module->rules; rule->id != NULL; rule++)
        if (rule->flags & TSR_RULE_PAYS)
          return TRUE;
    }

  return FALSE;
}

/* The dragon stands on the board only once a player's score has reached
 * the threshold, and scores never fall unless a module makes players pay. */
static void
dragon_check_position (TsrGame   *game,
                       GPtrArray *problems)
{
  int index = find_dragon (game);
  gint64 threshold = threshold_of (game);
  gboolean above = tsr_game_variant_is (game, "black-dragon.comparison", "above");
  const TsrFigure *dragon;
  TsrProblem *problem;

  if (index < 0 || scores_can_fall (game))
    return;
  for (guint p = 0; p < tsr_game_get_n_players (game); p++)
    {
      gint64 score = tsr_game_get_player (game, p)->score;

      if (above ? score > threshold : score >= threshold)
        return;
    }

  dragon = tsr_game_get_figure (game, index);
  problem = tsr_problem_new (TSR_PROBLEM_MODULE, dragon->x, dragon->y,
                             above
                             ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             /* Translators: "(2, -1)" is a place on the board; %lld is the Black Dragon's threshold, 50 unless a variant says otherwise */
                                                             "The Black Dragon stands at (%d, %d), but it enters only once a player has more than %lld point, and no player has.",
                                                             "The Black Dragon stands at (%d, %d), but it enters only once a player has more than %lld points, and no player has.",
                                                             (gulong) threshold),
                                                dragon->x, dragon->y, (long long) threshold)
                             : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             /* Translators: "(2, -1)" is a place on the board; %lld is the Black Dragon's threshold, 50 unless a variant says otherwise */
                                                             "The Black Dragon stands at (%d, %d), but it enters only once a player has %lld point, and no player has.",
                                                             "The Black Dragon stands at (%d, %d), but it enters only once a player has %lld points, and no player has.",
                                                             (gulong) threshold),
                                                dragon->x, dragon->y, (long long) threshold));
  problem->figure = index;
  g_ptr_array_add (problems, problem);
}

const TsrModule tsr_module_black_dragon = {
  .id = "black-dragon",
  .index = &dragon_module,
  .rules = rules,
  .figures = figure_decls,
  .actions = action_decls,
  .choices = choice_decls,
  .prompt = dragon_prompt,
  .state_new = dragon_state_new,
  .state_copy = dragon_state_copy,
  .state_free = dragon_state_free,
  .state_equal = dragon_state_equal,
  .start = dragon_start,
  .interrupt = dragon_interrupt,
  .begin_turn = dragon_begin_turn,
  .before_scoring = dragon_before_scoring,
  .after_scoring = dragon_after_scoring,
  .figure_veto = dragon_figure_veto,
  .check_position = dragon_check_position,
  .accepts = dragon_accepts,
  .list_options = dragon_list_options,
  .answer = dragon_answer,
};
