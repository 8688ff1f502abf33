/* tsr-abbot.c: the abbot (RULES.md §4.1)
 *
 * One abbot per player.  It goes only on the monastery or amphitheatre of
 * the tile just placed, scores like a monk, and instead of placing a
 * figure the player may take it back from an incomplete monastery and
 * score at once 1 + the tiles around it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-game-private.h"

static const TsrRuleDecl rules[] = {
  { "abbot.place", TSR_PH_PLAYER | TSR_PH_FIGURE | TSR_PH_FEATURE | TSR_PH_PLACE },
  { "abbot.recall", TSR_PH_PLAYER | TSR_PH_FEATURE | TSR_PH_POSITION },
  { "abbot.recall-score", TSR_PH_PLAYER | TSR_PH_POINTS | TSR_PH_EXPRESSION | TSR_PH_FEATURE | TSR_PH_PLACE },
  { NULL, 0 }
};

static void
abbot_add_player (TsrGame   *game,
                  TsrPlayer *player)
{
  player->owned[TSR_FIGURE_ABBOT] = 1;
}

/* Returns: the index of the active player's abbot at (x, y), or -1. */
static int
find_abbot (TsrGame *game,
            gint32   x,
            gint32   y)
{
  for (guint i = 0; i < game->st.figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);

      if (figure->kind == TSR_FIGURE_ABBOT && figure->player == game->st.active &&
          figure->x == x && figure->y == y)
        return i;
    }

  return -1;
}

static gboolean
check_recall (TsrGame          *game,
              const TsrAction  *action,
              int              *figure,
              GError          **error)
{
  const TsrFigure *abbot;
  int element;

  *figure = action->has_pos ? find_abbot (game, action->x, action->y) : -1;
  if (*figure < 0)
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_NO_ABBOT_THERE);
      return FALSE;
    }

  abbot = &g_array_index (game->st.figures, TsrFigure, *figure);
  element = tsr_game_feature_element (game, abbot->x, abbot->y, abbot->port);
  if (element < 0 || tsr_features_is_complete (game->st.features, game->st.board, element))
    {
      tsr_rule_error_set (error, TSR_RULE_ERROR_FEATURE_COMPLETE);
      return FALSE;
    }

  return TRUE;
}

static void
abbot_figure_options (TsrGame *game,
                      GArray  *actions)
{
  for (guint i = 0; i < game->st.figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (game->st.figures, TsrFigure, i);
      TsrAction recall;
      int index;

      if (figure->kind != TSR_FIGURE_ABBOT || figure->player != game->st.active)
        continue;

      tsr_action_init (&recall, TSR_ACTION_RECALL_ABBOT);
      recall.has_pos = TRUE;
      recall.x = figure->x;
      recall.y = figure->y;
      if (check_recall (game, &recall, &index, NULL))
        g_array_append_val (actions, recall);
    }
}

/* The abbot comes home first, then its score goes on the queue like any
 * other award. */
static gboolean
abbot_figure_action (TsrGame          *game,
                     const TsrAction  *action,
                     GError          **error)
{
  TsrFigure abbot;
  TsrScoreExpr expr;
  TsrStep step;
  int index;
  guint32 element;

  if (!check_recall (game, action, &index, error))
    return FALSE;

  abbot = g_array_index (game->st.figures, TsrFigure, index);
  element = tsr_game_feature_element (game, abbot.x, abbot.y, abbot.port);
  tsr_game_feature_value (game, element, TRUE, &expr);

  tsr_step_init (&step, "abbot.recall");
  step.player = abbot.player;
  step.feature = tsr_features_get_data (game->st.features, element)->kind;
  step.x = abbot.x;
  step.y = abbot.y;
  step.port = abbot.port;

  /* Named while the abbot still stands there, then taken home. */
  tsr_game_queue_award (game, "abbot.recall-score", element, abbot.player, &expr, FALSE);
  tsr_game_take_figure (game, index);
  tsr_game_emit (game, &step);

  return TRUE;
}

const TsrModule tsr_module_abbot = {
  .id = "abbot",
  .rules = rules,
  .add_player = abbot_add_player,
  .figure_actions = G_GUINT64_CONSTANT (1) << TSR_ACTION_RECALL_ABBOT,
  .figure_options = abbot_figure_options,
  .figure_action = abbot_figure_action,
};
