/* tsr-step-subject.c: what a rule step is about, on the board
 *
 * Selecting a step outlines what it is about: worked out from the values
 * every step already carries and from what its rule's sentence shows.  A
 * step naming a place is about the figure there when it names a figure,
 * else about the whole feature through it; a step naming a position is
 * about that tile (and one naming a second position about that one too);
 * the steps of a rule that moves a figure square by square make, within
 * one turn, the way it took.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-game-private.h"
#include "tsr-step-subject.h"

static void
add (GArray         *parts,
     TsrSubjectKind  kind,
     gint32          x,
     gint32          y,
     TsrPort         port)
{
  TsrSubjectPart part = { kind, { x, y, port } };

  g_array_append_val (parts, part);
}

/* Where the figure moved square by square stood before the first step
 * of its way: a figure of nobody's one square from the first square
 * reached, in the position before that step. */
static gboolean
way_start (const TsrGame *game,
           guint          first,
           TsrLocation   *start)
{
  const TsrStep *step = tsr_game_get_step (game, first);
  const TsrGameState *before;

  if (first >= game->snapshots->len)
    return FALSE;

  before = g_ptr_array_index (game->snapshots, first);
  for (guint i = 0; i < before->figures->len; i++)
    {
      const TsrFigure *figure = &g_array_index (before->figures, TsrFigure, i);

      if (figure->player < 0 && ABS (figure->x - step->x) + ABS (figure->y - step->y) == 1)
        {
          *start = (TsrLocation) { figure->x, figure->y, TSR_PORT_NONE };
          return TRUE;
        }
    }

  return FALSE;
}

/* The way taken this turn up to this step: where it started, then the
 * square each step of it reached. */
static void
add_way (const TsrGame *game,
         guint          index,
         GArray        *parts)
{
  const TsrStep *step = tsr_game_get_step (game, index);
  guint first = index;
  TsrLocation start;

  for (guint i = index; i-- > 0;)
    {
      const TsrStep *earlier = tsr_game_get_step (game, i);

      if (earlier->turn != step->turn)
        break;
      if (g_strcmp0 (earlier->rule, step->rule) == 0)
        first = i;
    }

  if (way_start (game, first, &start))
    add (parts, TSR_SUBJECT_WAY, start.x, start.y, TSR_PORT_NONE);
  for (guint i = first; i <= index; i++)
    {
      const TsrStep *part = tsr_game_get_step (game, i);

      if (g_strcmp0 (part->rule, step->rule) == 0)
        add (parts, TSR_SUBJECT_WAY, part->x, part->y, TSR_PORT_NONE);
    }
}

/**
 * tsr_game_get_step_subject:
 * @index: a step of the trace
 *
 * Returns: (transfer full) (element-type TsrSubjectPart): what the step
 *   is about, possibly nothing (a turn passing)
 */
GArray *
tsr_game_get_step_subject (const TsrGame *game,
                           guint          index)
{
  GArray *parts = g_array_new (FALSE, FALSE, sizeof (TsrSubjectPart));
  const TsrStep *step;
  const TsrRuleDecl *decl;

  g_return_val_if_fail (index < tsr_game_get_n_steps (game), parts);

  step = tsr_game_get_step (game, index);
  decl = tsr_rule_decl_lookup (step->rule);
  if (decl == NULL)
    return parts;

  if ((decl->placeholders & TSR_PH_PLACE) && step->port != TSR_PORT_NONE)
    add (parts, step->figure != TSR_FIGURE_NONE ? TSR_SUBJECT_FIGURE : TSR_SUBJECT_FEATURE,
         step->x, step->y, step->port);
  else if (decl->placeholders & (TSR_PH_POSITION | TSR_PH_PLACE))
    {
      if (decl->flags & TSR_RULE_WAY)
        add_way (game, index, parts);
      add (parts, TSR_SUBJECT_TILE, step->x, step->y, TSR_PORT_NONE);
    }

  if (decl->placeholders & TSR_PH_TARGET)
    add (parts, TSR_SUBJECT_TILE, step->target_x, step->target_y, TSR_PORT_NONE);

  return parts;
}
