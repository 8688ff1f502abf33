/* tsr-position-check.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-game-private.h"
#include "tsr-position-check.h"

static TsrProblem *
problem_new (TsrProblemKind kind,
             gint32         x,
             gint32         y,
             char          *message)
{
  TsrProblem *problem = g_new0 (TsrProblem, 1);

  problem->kind = kind;
  problem->x = x;
  problem->y = y;
  problem->port = TSR_PORT_NONE;
  problem->tile = -1;
  problem->figure = -1;
  problem->token = -1;
  problem->message = message;
  return problem;
}

void
tsr_problem_free (TsrProblem *problem)
{
  if (problem == NULL)
    return;

  g_free (problem->message);
  g_free (problem);
}

static void
check_tiles (TsrGame   *game,
             GPtrArray *problems)
{
  const TsrBoard *board = tsr_game_get_board (game);
  guint n = tsr_board_get_n_tiles (board);

  for (guint i = 0; i < n; i++)
    {
      const TsrPlacedTile *tile = tsr_board_get_nth (board, i);
      gboolean alone = TRUE;

      for (TsrSide side = 0; side < TSR_N_SIDES; side++)
        {
          const TsrPlacedTile *other = tsr_board_get (board, tile->x + tsr_side_dx[side],
                                                      tile->y + tsr_side_dy[side]);
          TsrEdge mine, theirs;
          TsrProblem *problem;

          if (other == NULL)
            continue;
          alone = FALSE;

          /* Each shared side once: from its west or north tile. */
          if (side != TSR_SIDE_E && side != TSR_SIDE_S)
            continue;
          mine = tile->edges[side];
          theirs = other->edges[tsr_side_opposite (side)];
          if (mine == theirs || mine == TSR_EDGE_WILDCARD || theirs == TSR_EDGE_WILDCARD)
            continue;

          problem = problem_new (TSR_PROBLEM_SIDES_MISMATCH, tile->x, tile->y,
                                 /* Translators: the two (%d, %d) are the positions (column, row) of two
                                  * neighbouring tiles */
                                 g_strdup_printf (_("The tiles at (%d, %d) and (%d, %d) do not match "
                                                    "on the side they share."),
                                                  tile->x, tile->y, other->x, other->y));
          problem->other_x = other->x;
          problem->other_y = other->y;
          problem->tile = i;
          g_ptr_array_add (problems, problem);
        }

      if (alone && n > 1)
        {
          TsrProblem *problem = problem_new (TSR_PROBLEM_TILE_ALONE, tile->x, tile->y,
                                             /* Translators: (%d, %d) is the position (column, row) of the
                                              * tile */
                                             g_strdup_printf (_("The tile at (%d, %d) shares no side "
                                                                "with another tile."),
                                                              tile->x, tile->y));

          problem->tile = i;
          g_ptr_array_add (problems, problem);
        }
    }
}

static void
check_figures (TsrGame   *game,
               GPtrArray *problems)
{
  guint n_players = tsr_game_get_n_players (game);
  g_autofree gint *counted = g_new0 (gint, MAX (n_players, 1) * TSR_MAX_FIGURE_KINDS);

  for (guint i = 0; i < tsr_game_get_n_figures (game); i++)
    {
      const TsrFigure *figure = tsr_game_get_figure (game, i);
      TsrFeatureInfo info;
      TsrFigureKind supply;
      const TsrPlayer *owner;
      gint owned;

      if (figure->player < 0)
        continue;

      /* A figure that stays on its feature when it is scored is its
       * module's to check. */
      if (tsr_figure_kind_goes_home (figure->kind) &&
          tsr_game_get_feature (game, figure->x, figure->y, figure->port, &info) && info.complete)
        {
          TsrProblem *problem = problem_new (TSR_PROBLEM_FIGURE_ON_COMPLETE, figure->x, figure->y,
                                             /* Translators: "(2, -1) N2" is a place on the board */
                                             g_strdup_printf (_("The figure at (%d, %d) %s stands on a "
                                                                "completed feature: scoring it would have "
                                                                "sent the figure home."),
                                                              figure->x, figure->y,
                                                              tsr_port_to_string (figure->port)));

          problem->port = figure->port;
          problem->figure = i;
          g_ptr_array_add (problems, problem);
        }

      supply = tsr_figure_supply (figure);
      owner = tsr_game_get_player (game, figure->player);
      owned = owner->owned[supply] - owner->removed[supply];
      /* Once per player and kind, at the first figure too many. */
      if (++counted[figure->player * TSR_MAX_FIGURE_KINDS + supply] == owned + 1)
        {
          TsrProblem *problem = problem_new (TSR_PROBLEM_TOO_MANY_FIGURES, figure->x, figure->y,
                                             tsr_figure_kind_get_decl (supply)->too_many (owner->name, owned));

          problem->port = figure->port;
          problem->figure = i;
          g_ptr_array_add (problems, problem);
        }
    }
}

/* Once per kind, at the first token beyond what the box holds. */
static void
check_tokens (TsrGame   *game,
              GPtrArray *problems)
{
  for (TsrTokenKind kind = 0; kind < tsr_token_kind_count (); kind++)
    {
      gint supply = tsr_game_get_token_supply (game, kind);
      gint box = supply;
      int last = -1;

      if (supply >= 0 || supply == G_MAXINT)
        continue;

      for (guint i = 0; i < tsr_game_get_n_tokens (game); i++)
        if (tsr_game_get_token (game, i)->kind == kind)
          {
            box++;
            last = i;
          }

      if (last >= 0)
        {
          const TsrToken *token = tsr_game_get_token (game, last);
          TsrProblem *problem = problem_new (TSR_PROBLEM_TOO_MANY_TOKENS, token->x, token->y,
                                             tsr_token_kind_get_decl (kind)->too_many (box));

          problem->port = token->port;
          problem->token = last;
          g_ptr_array_add (problems, problem);
        }
    }
}

/**
 * tsr_game_check_position:
 *
 * Lists every side that does not match, tile that touches none, figure on
 * a completed feature, figure beyond what its owner has and token beyond
 * what the box holds: tiles, then figures, then tokens, each in board
 * order.
 *
 * Returns: (transfer full) (element-type TsrProblem): the problems
 */
GPtrArray *
tsr_game_check_position (TsrGame *game)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_problem_free);

  check_tiles (game, problems);
  check_figures (game, problems);
  check_tokens (game, problems);
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_module_get (i)->check_position != NULL)
      tsr_module_get (i)->check_position (game, problems);
  return problems;
}

/**
 * tsr_problem_new:
 * @message: (transfer full): a sentence in the user's language
 *
 * A problem with a position, about the place (x, y); the rest is to be
 * filled in.
 */
TsrProblem *
tsr_problem_new (TsrProblemKind  kind,
                 gint32          x,
                 gint32          y,
                 char           *message)
{
  return problem_new (kind, x, y, message);
}
