/* tsr-action.c: actions and the registry of their kinds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-action.h"
#include "tsr-registry.h"

/* An answer several modules give (pass, land) reads the same for each. */
static gboolean
same_action (gconstpointer a,
             gconstpointer b)
{
  return ((const TsrActionDecl *) a)->flags == ((const TsrActionDecl *) b)->flags;
}

static TsrRegistry actions = TSR_REGISTRY_INIT ("action", TSR_MAX_ACTIONS, same_action);

void
tsr_action_kind_register (const TsrActionDecl *decl,
                          guint                module)
{
  TsrActionKind kind = tsr_registry_add (&actions, decl, module);

  if (decl->id != NULL)
    *decl->id = kind;
}

const TsrActionDecl *
tsr_action_kind_get_decl (TsrActionKind kind)
{
  return tsr_registry_get (&actions, kind);
}

/* Returns: the modules that declare @kind, a bit each */
guint
tsr_action_kind_get_owners (TsrActionKind kind)
{
  return tsr_registry_owners (&actions, kind);
}

const char *
tsr_action_kind_to_string (TsrActionKind kind)
{
  return tsr_action_kind_get_decl (kind)->name;
}

gboolean
tsr_action_kind_from_string (const char    *text,
                             TsrActionKind *kind)
{
  guint id;

  if (!tsr_registry_lookup (&actions, text, &id))
    return FALSE;

  *kind = id;
  return TRUE;
}

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

/**
 * tsr_action_to_string:
 *
 * Returns: (transfer full): the action in the scenario script's own
 *   notation, for messages and debugging
 */
char *
tsr_action_to_string (const TsrAction *action)
{
  guint flags = tsr_action_kind_get_decl (action->kind)->flags;
  GString *text = g_string_new ("<");

  g_string_append (text, tsr_action_kind_to_string (action->kind));
  if (action->tile != NULL)
    g_string_append_printf (text, " tile=\"%s\"", action->tile->id);
  if (flags & TSR_ACTION_FIGURE)
    g_string_append_printf (text, " kind=\"%s\"", tsr_figure_kind_to_string (action->figure));
  if (action->has_pos)
    g_string_append_printf (text, " x=\"%d\" y=\"%d\"", action->x, action->y);
  if (flags & TSR_ACTION_ROTATION)
    g_string_append_printf (text, " rotation=\"%d\"", action->rotation * 90);
  if (action->port != TSR_PORT_NONE && (flags & TSR_ACTION_PORT))
    g_string_append_printf (text, " at=\"%s\"", tsr_port_to_string (action->port));
  if (flags & TSR_ACTION_AXIS)
    g_string_append_printf (text, " axis=\"%s\"", tsr_axis_to_string (action->axis));
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
