/* tsr-abbot.c: the abbot (docs/rules-modules.md, "The abbot")
 *
 * One abbot per player.  It goes only on the monastery, amphitheatre or
 * garden of the tile just placed, scores like a monk, and instead of
 * placing a figure the player may take it back from an incomplete
 * monastery or garden and score at once 1 + the tiles around it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-builtin-modules.h"
#include "tsr-module-api.h"

static const TsrRuleDecl rules[] = {
  { "abbot.place", TSR_PH_PLAYER | TSR_PH_FEATURE | TSR_PH_PLACE },
  { "abbot.recall", TSR_PH_PLAYER | TSR_PH_FEATURE | TSR_PH_POSITION },
  { "abbot.recall-score", TSR_PH_PLAYER | TSR_PH_POINTS | TSR_PH_EXPRESSION | TSR_PH_FEATURE | TSR_PH_PLACE },
  { NULL, 0 }
};

static TsrFigureKind abbot_kind;
static TsrActionKind recall_action;
static TsrRuleError no_abbot_there;

static char *
too_many_abbots (const char *owner,
                 gint        owned)
{
  /* Translators: %s is a player's name */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s owns %d abbot but has more on the board.", "%s owns %d abbots but has more on the board.", owned),
                          owner, owned);
}

static const TsrFigureDecl figure_decls[] = {
  {
    .name = "abbot",
    .title = NC_("figure", "abbot"),
    .id = &abbot_kind,
    .stands_on = (1u << TSR_FEATURE_MONASTERY) | (1u << TSR_FEATURE_AMPHITHEATRE) | (1u << TSR_FEATURE_GARDEN),
    .owned = 1,
    .owned_attribute = "abbot",
    .owned_title = N_("Abbots Owned"),
    .place_rule = "abbot.place",
    .too_many = too_many_abbots,
  },
  { NULL }
};

static const TsrActionDecl action_decls[] = {
  { "recall-abbot", &recall_action, TSR_ACTION_POSITION | TSR_ACTION_FIGURE_STEP },
  { NULL }
};

static const TsrRejectionDecl rejection_decls[] = {
  { "no-abbot-there", &no_abbot_there },
  { NULL }
};

/* Returns: the index of the active player's abbot at (x, y), or -1. */
static int
find_abbot (TsrGame *game,
            gint32   x,
            gint32   y)
{
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);

      if (figure->kind == abbot_kind && figure->player == tsr_game_get_active (game) &&
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
      tsr_rule_error_set (error, no_abbot_there);
      return FALSE;
    }

  abbot = tsr_game_get_figure (game, *figure);
  element = tsr_game_feature_element (game, abbot->x, abbot->y, abbot->port);
  if (element < 0 || tsr_features_is_complete (tsr_game_get_features (game), tsr_game_get_board (game), element))
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
  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrAction recall;
      int index;

      if (figure->kind != abbot_kind || figure->player != tsr_game_get_active (game))
        continue;

      tsr_action_init (&recall, recall_action);
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

  abbot = *tsr_game_get_figure (game, index);
  element = tsr_game_feature_element (game, abbot.x, abbot.y, abbot.port);
  tsr_game_feature_value (game, element, TRUE, &expr);

  tsr_step_init (&step, "abbot.recall");
  step.player = abbot.player;
  step.feature = tsr_features_get_data (tsr_game_get_features (game), element)->kind;
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
  .figures = figure_decls,
  .actions = action_decls,
  .rejections = rejection_decls,
  .figure_options = abbot_figure_options,
  .figure_action = abbot_figure_action,
};
