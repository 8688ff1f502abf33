/* tsr-action.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-action.h"

static const char *names[TSR_N_ACTIONS] = {
  "draw", "place-tile", "place-figure", "recall-abbot", "skip", "end-game",
  "place-bridge", "claim-rainbow-bridge", "infect", "dragon-move", "steal",
  "pass", "score-first", "meteor-target", "flood-target", "tornado-move",
  "tornado-pick", "land",
};

/* An answer that names a position on the board. */
void
tsr_action_init_at (TsrAction     *action,
                    TsrActionKind  kind,
                    gint32         x,
                    gint32         y)
{
  tsr_action_init (action, kind);
  action->has_pos = TRUE;
  action->x = x;
  action->y = y;
}

const char *
tsr_action_kind_to_string (TsrActionKind kind)
{
  g_return_val_if_fail (kind < TSR_N_ACTIONS, NULL);

  return names[kind];
}

gboolean
tsr_action_kind_from_string (const char    *text,
                             TsrActionKind *kind)
{
  for (guint i = 0; i < TSR_N_ACTIONS; i++)
    if (strcmp (text, names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }

  return FALSE;
}

/**
 * tsr_action_to_string:
 *
 * Returns: (transfer full): the action in the scenario script's own
 *   notation, for messages and debugging
 */
char *
tsr_action_to_string (const TsrAction *action)
{
  GString *text = g_string_new ("<");

  g_string_append (text, tsr_action_kind_to_string (action->kind));
  if (action->tile != NULL)
    g_string_append_printf (text, " tile=\"%s\"", action->tile->id);
  if (action->kind == TSR_ACTION_PLACE_FIGURE)
    g_string_append_printf (text, " kind=\"%s\"", tsr_figure_kind_to_string (action->figure));
  if (action->has_pos)
    g_string_append_printf (text, " x=\"%d\" y=\"%d\"", action->x, action->y);
  if (action->kind == TSR_ACTION_PLACE_TILE)
    g_string_append_printf (text, " rotation=\"%d\"", action->rotation * 90);
  if (action->port != TSR_PORT_NONE &&
      (action->kind == TSR_ACTION_PLACE_FIGURE || action->kind == TSR_ACTION_INFECT ||
       action->kind == TSR_ACTION_SCORE_FIRST || action->kind == TSR_ACTION_TORNADO_PICK ||
       action->kind == TSR_ACTION_LAND))
    g_string_append_printf (text, " at=\"%s\"", tsr_port_to_string (action->port));
  if (action->kind == TSR_ACTION_PLACE_BRIDGE)
    g_string_append_printf (text, " axis=\"%s\"", action->axis == TSR_AXIS_NS ? "ns" : "ew");
  g_string_append (text, "/>");

  return g_string_free (text, FALSE);
}

/* Whether two actions do the same, field by field. */
gboolean
tsr_action_equal (const TsrAction *a,
                  const TsrAction *b)
{
  return a->kind == b->kind && a->tile == b->tile && a->has_pos == b->has_pos &&
         (!a->has_pos || (a->x == b->x && a->y == b->y)) && a->rotation == b->rotation &&
         a->port == b->port && a->figure == b->figure && a->axis == b->axis &&
         a->has_take == b->has_take && a->player == b->player &&
         (!a->has_take || (a->take_x == b->take_x && a->take_y == b->take_y && a->take_port == b->take_port));
}
