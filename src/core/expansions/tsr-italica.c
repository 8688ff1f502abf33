/* tsr-italica.c: The Gladiator of Italica fan expansion (docs/rules-modules.md)
 *
 * Six tiles with an amphitheatre, a feature scored like a monastery (the
 * base module does that).  A meeple, or the phantom, may lie on one as a
 * gladiator: a figure kind of this module's, placed in the figure step,
 * that scores nothing and does not go home when its arena completes.
 * This module stands it up once its arena is surrounded, offers it the
 * other players' awards as they come off the scoring queue (steal or
 * pass, a forced steal on the last chance), and lets the active player
 * order a scoring whose awards a gladiator could take.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-builtin-modules.h"
#include "tsr-italica.h"
#include "tsr-module-api.h"
#include "tsr-phantom.h"

static const TsrRuleDecl rules[] = {
  { "italica.place-gladiator", TSR_PH_PLAYER | TSR_PH_PLACE },
  { "italica.activate", TSR_PH_PLAYER | TSR_PH_POSITION },
  { "italica.steal", TSR_PH_PLAYER | TSR_PH_OTHER | TSR_PH_FEATURE | TSR_PH_PLACE | TSR_PH_POINTS },
  { "italica.pass", TSR_PH_PLAYER | TSR_PH_OTHER | TSR_PH_COUNT },
  { "italica.forced-steal", TSR_PH_PLAYER | TSR_PH_OTHER | TSR_PH_FEATURE | TSR_PH_PLACE | TSR_PH_POINTS },
  { "italica.own-score", TSR_PH_PLAYER | TSR_PH_COUNT },
  { "italica.own-score-taken", TSR_PH_PLAYER },
  { "italica.score-first", TSR_PH_PLAYER | TSR_PH_FEATURE | TSR_PH_PLACE },
  { "italica.score-first-player", TSR_PH_PLAYER | TSR_PH_OTHER | TSR_PH_FEATURE | TSR_PH_PLACE },
  { NULL, 0 }
};

#define STANDING 3

static TsrModuleId italica_module;
TsrFigureKind tsr_gladiator_kind;
static TsrActionKind steal_action, pass_action, score_first_action;
static TsrChoiceKind steal_choice, score_first_choice;

/* Whether a lying gladiator keeps its arena for itself
 * (italica.gladiator-occupies). */
static gboolean
gladiator_occupies (TsrGame         *game,
                    const TsrFigure *figure)
{
  return !tsr_game_variant_is (game, "italica.gladiator-occupies", "no");
}

static const TsrFigureDecl figure_decls[] = {
  {
    .name = "gladiator",
    .title = NC_("figure", "gladiator"),
    .id = &tsr_gladiator_kind,
    .flags = TSR_FIGURE_STAYS | TSR_FIGURE_NO_SHARE,
    .stands_on = 1u << TSR_FEATURE_AMPHITHEATRE,
    .supply = "meeple",
    .also_from = "phantom",
    .place_rule = "italica.place-gladiator",
    .state_attribute = "chances",
    .state_max = STANDING,
    .occupies = gladiator_occupies,
  },
  { NULL }
};

static const TsrActionDecl action_decls[] = {
  { "steal", &steal_action, 0 },
  { "pass", &pass_action, 0 },
  { "score-first", &score_first_action, TSR_ACTION_POSITION | TSR_ACTION_PORT | TSR_ACTION_PLAYER },
  { NULL }
};

static const TsrChoiceDecl choice_decls[] = {
  { "steal", &steal_choice },
  { "score-first", &score_first_choice },
  { NULL }
};

typedef struct
{
  /* The award at the head of the queue. */
  guint    handled;       /* its candidates already dealt with */
  gint     asking;        /* the figure whose owner decides, or -1 */
  gboolean settled;       /* stolen: the engine may apply it */
  guint32  decided_root;  /* whole-feature: root + 1 of the feature offered */
  gint     decided_thief; /* …and who stole it, or -1 */

  /* Ordering a scoring: events before `ordered` are in their final order;
   * `group_open` when the feature at `ordered` has awards placed already. */
  gboolean ordering;
  guint    ordered;
  gboolean group_open;
} ItalicaState;

static gpointer
italica_state_new (void)
{
  ItalicaState *state = g_new0 (ItalicaState, 1);

  state->asking = -1;
  state->decided_thief = -1;
  return state;
}

static gpointer
italica_state_copy (gconstpointer data)
{
  return g_memdup2 (data, sizeof (ItalicaState));
}

static gboolean
italica_state_equal (gconstpointer x,
                     gconstpointer y)
{
  const ItalicaState *a = x, *b = y;

  return a->handled == b->handled && a->asking == b->asking && a->settled == b->settled &&
         a->decided_root == b->decided_root && a->decided_thief == b->decided_thief &&
         a->ordering == b->ordering && a->ordered == b->ordered && a->group_open == b->group_open;
}

static ItalicaState *
italica_state (const TsrGame *game)
{
  return tsr_game_get_module_state (game, italica_module);
}

static TsrScoreEvent *
current_event (TsrGame *game)
{
  guint cursor;
  GArray *events = tsr_game_get_score_events (game, &cursor);

  return &g_array_index (events, TsrScoreEvent, cursor);
}

static GArray *
score_events (TsrGame *game)
{
  guint cursor;

  return tsr_game_get_score_events (game, &cursor);
}

/* Standing up */

/* Every lying gladiator whose arena is surrounded now stands up. */
static void
activate_surrounded (TsrGame *game)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      int element;
      TsrStep step;

      if (figure->kind != tsr_gladiator_kind || figure->state > 0)
        continue;
      element = tsr_game_feature_element (game, figure->x, figure->y, figure->port);
      if (element < 0 || !tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element))
        continue;

      tsr_game_set_figure_state (game, i, STANDING);
      tsr_step_init (&step, "italica.activate");
      step.player = figure->player;
      step.x = figure->x;
      step.y = figure->y;
      tsr_game_emit (game, &step);
    }
}

static TsrHookResult
italica_after_scoring (TsrGame *game)
{
  ItalicaState *state = italica_state (game);

  state->decided_root = 0;
  state->decided_thief = -1;
  if (!tsr_game_variant_is (game, "italica.activation", "immediate"))
    activate_surrounded (game);

  return TSR_HOOK_DONE;
}

/* Offering scores */

static gboolean
own_scores_count (TsrGame *game)
{
  return tsr_game_variant_is (game, "italica.own-scores", "consume-chance");
}

static gboolean
whole_feature (TsrGame *game)
{
  return tsr_game_variant_is (game, "italica.shared-feature", "whole-feature");
}

/* Whether standing gladiators have a say in this award at all. */
static gboolean
award_offered (TsrGame             *game,
               const TsrScoreEvent *event)
{
  return event->kind == TSR_EVENT_AWARD && tsr_score_expr_total (&event->expr) >= 1 &&
         (!event->final || tsr_game_variant_is (game, "italica.final-scoring", "on"));
}

/* The standing gladiators that meet @event, in the order they do:
 * clockwise from the active player or from the scorer, never the scorer's
 * own (unless own scores use up chances). */
static void
candidates (TsrGame             *game,
            const TsrScoreEvent *event,
            GArray              *out)
{
  guint n = tsr_game_get_n_players (game);
  guint start = tsr_game_variant_is (game, "italica.multiple", "clockwise-from-scorer")
                ? (guint) event->player + 1 : (guint) tsr_game_get_active (game);

  g_array_set_size (out, 0);
  for (guint k = 0; k < n; k++)
    {
      gint player = (start + k) % n;

      if (player == event->player && !own_scores_count (game))
        continue;
      for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
        {
          const TsrFigure *figure = tsr_game_get_figure (game, i);

          if (figure->kind == tsr_gladiator_kind && figure->player == player && figure->state > 0)
            g_array_append_val (out, i);
        }
    }
}

static void
event_done (ItalicaState *state)
{
  state->handled = 0;
  state->asking = -1;
  state->settled = FALSE;
}

/* The gladiator @index takes @event: its points go to the gladiator's
 * owner, and the gladiator goes home. */
static void
steal (TsrGame       *game,
       TsrScoreEvent *event,
       guint          index,
       const char    *rule)
{
  ItalicaState *state = italica_state (game);
  TsrFigure gladiator = *tsr_game_get_figure (game, index);
  TsrStep step;

  tsr_step_init (&step, rule);
  step.player = gladiator.player;
  step.other = event->player;
  step.points = tsr_score_expr_total (&event->expr);
  tsr_step_name_event (&step, event);

  event->player = gladiator.player;
  tsr_game_take_figure (game, index);
  tsr_game_emit (game, &step);

  if (whole_feature (game))
    {
      state->decided_root = tsr_features_find (tsr_game_get_features (game), event->element) + 1;
      state->decided_thief = gladiator.player;
    }
}

/* The scorer's own gladiator meets the score (own-scores = consume-chance):
 * it turns, or with its last chance goes home.  Returns whether it is
 * still on the board. */
static gboolean
meet_own_score (TsrGame *game,
                guint    index)
{
  const TsrFigure *gladiator = tsr_game_get_figure (game, index);
  TsrStep step;

  if (gladiator->state > 1)
    {
      tsr_game_set_figure_state (game, index, gladiator->state - 1);
      tsr_step_init (&step, "italica.own-score");
      step.player = gladiator->player;
      step.count = gladiator->state;
      tsr_game_emit (game, &step);
      return TRUE;
    }

  tsr_step_init (&step, "italica.own-score-taken");
  step.player = gladiator->player;
  tsr_game_take_figure (game, index);
  tsr_game_emit (game, &step);
  return FALSE;
}

static TsrHookResult
italica_score_event (TsrGame       *game,
                     TsrScoreEvent *event)
{
  ItalicaState *state = italica_state (game);
  g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (guint));
  guint32 root;

  if (state->settled || !award_offered (game, event))
    {
      event_done (state);
      return TSR_HOOK_DONE;
    }

  /* With whole-feature, the feature's other awards follow the first. */
  root = tsr_features_find (tsr_game_get_features (game), event->element) + 1;
  if (whole_feature (game) && state->decided_root == root)
    {
      if (state->decided_thief >= 0)
        event->player = state->decided_thief;
      event_done (state);
      return TSR_HOOK_DONE;
    }

  for (;;)
    {
      const TsrFigure *gladiator;
      guint index;

      candidates (game, event, list);
      if (state->handled >= list->len)
        break;

      index = g_array_index (list, guint, state->handled);
      gladiator = tsr_game_get_figure (game, index);
      if (gladiator->player == event->player)
        {
          /* Gone home, the next candidate takes its place in the list. */
          if (meet_own_score (game, index))
            state->handled++;
          continue;
        }

      if (gladiator->state == 1)
        {
          steal (game, event, index, "italica.forced-steal");
          event_done (state);
          return TSR_HOOK_DONE;
        }

      state->asking = index;
      tsr_game_wait_for (game, steal_choice, gladiator->player, FALSE, italica_module);
      return TSR_HOOK_WAIT;
    }

  if (whole_feature (game))
    {
      state->decided_root = root;
      state->decided_thief = -1;
    }
  event_done (state);
  return TSR_HOOK_DONE;
}

/* Ordering a scoring */

static guint32
event_root (TsrGame *game,
            guint    index)
{
  return tsr_features_find (tsr_game_get_features (game), g_array_index (score_events (game), TsrScoreEvent, index).element);
}

/* The end of the feature's run of events that starts at @start. */
static guint
group_end (TsrGame *game,
           guint    start)
{
  guint32 root = event_root (game, start);
  guint end = start + 1;

  while (end < score_events (game)->len && event_root (game, end) == root)
    end++;

  return end;
}

/* Whether some standing gladiator could take this award. */
static gboolean
award_contested (TsrGame             *game,
                 const TsrScoreEvent *event)
{
  g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (guint));

  if (!award_offered (game, event))
    return FALSE;

  candidates (game, event, list);
  return list->len > 0;
}

/* The awards the active player may have applied next: those left in the
 * feature already begun, else the first contested award of each feature
 * (whole-feature) or every contested award. */
static void
ordering_units (TsrGame *game,
                GArray  *units)
{
  ItalicaState *state = italica_state (game);
  GArray *events = score_events (game);
  guint end = state->group_open ? group_end (game, state->ordered) : events->len;
  guint32 last_root = G_MAXUINT32;

  g_array_set_size (units, 0);
  for (guint i = state->ordered; i < end; i++)
    {
      const TsrScoreEvent *event = &g_array_index (events, TsrScoreEvent, i);
      guint32 root = event_root (game, i);

      if (!award_contested (game, event) || (whole_feature (game) && root == last_root))
        continue;
      last_root = root;
      g_array_append_val (units, i);
    }
}

/* Moves events [from, to) to @dest (dest <= from), shifting those between. */
static void
move_events (GArray *events,
             guint   dest,
             guint   from,
             guint   to)
{
  gsize size = sizeof (TsrScoreEvent);
  guint n = to - from;
  g_autofree TsrScoreEvent *moved = g_memdup2 (&g_array_index (events, TsrScoreEvent, from), n * size);
  char *data = events->data;

  memmove (data + (dest + n) * size, data + dest * size, (from - dest) * size);
  memcpy (data + dest * size, moved, n * size);
}

static TsrHookResult
italica_order_scoring (TsrGame *game)
{
  ItalicaState *state = italica_state (game);
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (guint));

  if (!state->ordering)
    {
      if (tsr_game_variant_is (game, "italica.activation", "immediate"))
        activate_surrounded (game);
      state->ordering = TRUE;
      tsr_game_get_score_events (game, &state->ordered);
      state->group_open = FALSE;
      state->decided_root = 0;
      state->decided_thief = -1;
    }

  /* A feature begun with nothing left in it to order: the rest of it
   * comes in the queue's order, and the other features are still to
   * order. */
  ordering_units (game, units);
  if (units->len < 2 && state->group_open)
    {
      state->ordered = group_end (game, state->ordered);
      state->group_open = FALSE;
      ordering_units (game, units);
    }

  if (units->len < 2)
    {
      state->ordering = FALSE;
      state->ordered = 0;
      state->group_open = FALSE;
      return TSR_HOOK_DONE;
    }

  /* One by one (italica.order): what was chosen is applied, and its
   * steal or pass seen, before the scorer picks what comes next. */
  if (tsr_game_variant_is (game, "italica.order", "one-by-one"))
    {
      guint applied;

      tsr_game_get_score_events (game, &applied);
      if (state->ordered > applied)
        {
          tsr_game_release_score_events (game, state->ordered);
          return TSR_HOOK_DONE;
        }
    }

  tsr_game_wait_for (game, score_first_choice, tsr_game_get_active (game), FALSE, italica_module);
  return TSR_HOOK_WAIT;
}

static void
answer_score_first (TsrGame *game,
                    guint    chosen)
{
  ItalicaState *state = italica_state (game);
  GArray *events = score_events (game);
  guint start = state->ordered, end, first_award, awards = 0;
  guint32 root = event_root (game, chosen);
  TsrScoreEvent *event;
  TsrStep step;

  /* The feature's events first among those not ordered yet. */
  if (!state->group_open)
    {
      guint group = chosen;

      while (group > start && event_root (game, group - 1) == root)
        group--;
      end = group_end (game, group);
      move_events (events, start, group, end);
      chosen = chosen - group + start;
      end = end - group + start;
      first_award = start;
      while (g_array_index (events, TsrScoreEvent, first_award).kind != TSR_EVENT_AWARD)
        first_award++;
    }
  else
    {
      end = group_end (game, start);
      first_award = start;
    }

  for (guint i = first_award; i < end; i++)
    awards += g_array_index (events, TsrScoreEvent, i).kind == TSR_EVENT_AWARD;

  /* Within it, the chosen award first among those left. */
  move_events (events, first_award, chosen, chosen + 1);
  event = &g_array_index (events, TsrScoreEvent, first_award);

  tsr_step_init (&step, awards > 1 && !whole_feature (game) ? "italica.score-first-player" : "italica.score-first");
  step.player = tsr_game_get_active (game);
  step.other = event->player;
  tsr_step_name_event (&step, event);
  tsr_game_emit (game, &step);

  state->ordered = first_award + 1;
  state->group_open = !whole_feature (game) && awards > 1;
  if (state->group_open)
    {
      gboolean more = FALSE;

      for (guint i = state->ordered; i < end && !more; i++)
        more = g_array_index (events, TsrScoreEvent, i).kind == TSR_EVENT_AWARD;
      state->group_open = more;
    }
  if (!state->group_open)
    state->ordered = end;
}

/* Answers */

static gboolean
italica_accepts (TsrGame       *game,
                 TsrActionKind  kind)
{
  if (tsr_game_get_choice (game)->kind == steal_choice)
    return kind == steal_action || kind == pass_action;

  return kind == score_first_action;
}

static void
italica_list_options (TsrGame *game,
                      GArray  *actions)
{
  g_autoptr(GArray) units = NULL;
  TsrAction action;

  if (tsr_game_get_choice (game)->kind == steal_choice)
    {
      tsr_action_init (&action, steal_action);
      g_array_append_val (actions, action);
      tsr_action_init (&action, pass_action);
      g_array_append_val (actions, action);
      return;
    }

  units = g_array_new (FALSE, FALSE, sizeof (guint));
  ordering_units (game, units);
  for (guint i = 0; i < units->len; i++)
    {
      const TsrScoreEvent *event = &g_array_index (score_events (game), TsrScoreEvent, g_array_index (units, guint, i));

      tsr_action_init (&action, score_first_action);
      action.has_pos = TRUE;
      action.x = event->place.x;
      action.y = event->place.y;
      action.port = event->place.port;
      if (!whole_feature (game))
        action.player = event->player;
      g_array_append_val (actions, action);
    }
}

/* The award that a score-first answer names: its feature by any of its
 * ports, and its player when the answer gives one. */
static gboolean
find_unit (TsrGame         *game,
           const TsrAction *action,
           guint           *chosen)
{
  g_autoptr(GArray) units = g_array_new (FALSE, FALSE, sizeof (guint));
  int element = action->has_pos ? tsr_game_feature_element (game, action->x, action->y, action->port) : -1;
  guint32 root;

  if (element < 0)
    return FALSE;

  root = tsr_features_find (tsr_game_get_features (game), element);
  ordering_units (game, units);
  for (guint i = 0; i < units->len; i++)
    {
      guint index = g_array_index (units, guint, i);

      if (event_root (game, index) == root &&
          (action->player < 0 || g_array_index (score_events (game), TsrScoreEvent, index).player == action->player))
        {
          *chosen = index;
          return TRUE;
        }
    }

  return FALSE;
}

static gboolean
italica_answer (TsrGame          *game,
                const TsrAction  *action,
                GError          **error)
{
  ItalicaState *state = italica_state (game);
  const TsrFigure *gladiator;
  TsrStep step;
  guint chosen;

  if (action->kind == steal_action)
    {
      g_return_val_if_fail (state->asking >= 0, FALSE);
      steal (game, current_event (game), state->asking, "italica.steal");
      state->asking = -1;
      state->settled = TRUE;
      return TRUE;
    }

  if (action->kind == pass_action)
    {
      g_return_val_if_fail (state->asking >= 0, FALSE);
      gladiator = tsr_game_get_figure (game, state->asking);
      tsr_game_set_figure_state (game, state->asking, gladiator->state - 1);
      tsr_step_init (&step, "italica.pass");
      step.player = gladiator->player;
      step.other = current_event (game)->player;
      step.count = gladiator->state;
      tsr_game_emit (game, &step);
      state->asking = -1;
      state->handled++;
      return TRUE;
    }

  if (action->kind != score_first_action)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
      return FALSE;
    }
  if (!find_unit (game, action, &chosen))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("Only a score of this turn that a gladiator could take can be chosen to come next."));
      return FALSE;
    }
  answer_score_first (game, chosen);
  return TRUE;
}

/* In the phantom's step a gladiator is the phantom lying down: only with
 * italica.phantom-gladiator = yes. */
static gboolean
italica_figure_veto (TsrGame          *game,
                     const TsrFigure  *candidate,
                     GError          **error)
{
  if (candidate->kind != tsr_gladiator_kind || candidate->piece != tsr_phantom_kind ||
      !tsr_game_variant_is (game, "italica.phantom-gladiator", "no"))
    return TRUE;

  tsr_rule_error_set (error, TSR_RULE_ERROR_NOT_ALLOWED_NOW);
  return FALSE;
}

/* A gladiator stands exactly when its arena is surrounded. */
static void
italica_check_position (TsrGame   *game,
                        GPtrArray *problems)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrFeatureInfo info;
      TsrProblem *problem;

      if (figure->kind != tsr_gladiator_kind ||
          !tsr_game_get_feature (game, figure->x, figure->y, figure->port, &info) ||
          info.complete == (figure->state > 0))
        continue;

      problem = tsr_problem_new (TSR_PROBLEM_MODULE, figure->x, figure->y,
                                 info.complete
                                 /* Translators: "(2, -1)" is a place on the board */
                                 ? g_strdup_printf (_("The gladiator at (%d, %d) still lies down although its amphitheatre is surrounded."),
                                                    figure->x, figure->y)
                                 /* Translators: "(2, -1)" is a place on the board */
                                 : g_strdup_printf (_("The gladiator at (%d, %d) stands although its amphitheatre is not surrounded."),
                                                    figure->x, figure->y));
      problem->port = figure->port;
      problem->figure = i;
      g_ptr_array_add (problems, problem);
    }
}

/* What the steal and the score-first choices show: who may take what. */
static const char *
italica_prompt (TsrGame *game,
                TsrStep *values)
{
  if (tsr_game_get_choice (game)->kind == steal_choice)
    {
      const TsrScoreEvent *event = current_event (game);

      values->other = event->player;
      values->points = tsr_score_expr_total (&event->expr);
      values->feature = event->feature;
      values->x = event->place.x;
      values->y = event->place.y;
      values->port = event->place.port;
      /* The prompt names the feature: one sentence per kind. */
      return tsr_feature_kind_to_string (event->feature);
    }

  return NULL;
}

/* Passing on a steal lets the score go; choosing which award comes first
 * may name whose share it is. */
static const char *
italica_label (TsrGame         *game,
               const TsrAction *action,
               TsrStep         *values)
{
  if (action->kind == score_first_action && action->player >= 0)
    {
      values->other = action->player;
      return "share";
    }

  return NULL;
}

const TsrModule tsr_module_italica = {
  .id = "italica",
  .index = &italica_module,
  .tile_set = "italica",
  .rules = rules,
  .figures = figure_decls,
  .actions = action_decls,
  .choices = choice_decls,
  .figure_veto = italica_figure_veto,
  .check_position = italica_check_position,
  .prompt = italica_prompt,
  .label = italica_label,
  .state_new = italica_state_new,
  .state_copy = italica_state_copy,
  .state_free = g_free,
  .state_equal = italica_state_equal,
  .after_scoring = italica_after_scoring,
  .score_event = italica_score_event,
  .order_scoring = italica_order_scoring,
  .accepts = italica_accepts,
  .list_options = italica_list_options,
  .answer = italica_answer,
};
