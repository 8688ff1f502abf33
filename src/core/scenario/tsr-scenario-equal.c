/* tsr-scenario-equal.c: whether two scenarios say the same
 *
 * What a scenario holds, compared field by field rather than through the
 * text it saves to: a field the writer forgot would be missing from both
 * texts, and two texts would still agree.  Where each element was written
 * (lines and columns) is not part of what a scenario says.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-scenario-private.h"

static gboolean
expectation_equal (const TsrExpectation *a,
                   const TsrExpectation *b)
{
  return a->decl == b->decl && a->has == b->has && a->player == b->player && a->figure == b->figure &&
         a->stock == b->stock && a->token == b->token && a->x == b->x && a->y == b->y &&
         a->port == b->port && a->count == b->count && a->flag == b->flag && a->broken == b->broken &&
         a->tile == b->tile && a->rotation == b->rotation && a->phase == b->phase &&
         a->choice == b->choice && g_strcmp0 (a->rule, b->rule) == 0 && a->code == b->code &&
         a->tiles == b->tiles && a->points == b->points && a->properties == b->properties &&
         a->values == b->values && a->feature == b->feature;
}

static gboolean
item_equal (const TsrScriptItem *a,
            const TsrScriptItem *b,
            const char          *where,
            GString             *difference)
{
  if (a->is_expect != b->is_expect)
    TSR_DIFFER ("%s: an <expect> against an action", where);
  if (!a->is_expect && (a->has != b->has || !tsr_action_equal (&a->action, &b->action)))
    TSR_DIFFER ("%s: the actions differ", where);
  if (!a->is_expect)
    return TRUE;

  if (a->expectations->len != b->expectations->len)
    TSR_DIFFER ("%s: %u expectations against %u", where, a->expectations->len, b->expectations->len);
  for (guint i = 0; i < a->expectations->len; i++)
    {
      const TsrExpectation *x = g_ptr_array_index (a->expectations, i);
      const TsrExpectation *y = g_ptr_array_index (b->expectations, i);

      if (!expectation_equal (x, y))
        TSR_DIFFER ("%s: expectation %u (<%s> against <%s>)", where, i + 1, x->decl->name, y->decl->name);
    }

  return TRUE;
}

/**
 * tsr_scenario_equal:
 * @difference: (nullable): where to say what differs first, if anything
 *
 * Whether @a and @b say the same: title, description, the position with
 * its players, modules, variants and deck, the shuffle, the script with
 * its actions and expectations, and the expectations after it.
 */
gboolean
tsr_scenario_equal (const TsrScenario *a,
                    const TsrScenario *b,
                    GString           *difference)
{
  g_autoptr(GString) game_difference = g_string_new (NULL);

  if (g_strcmp0 (a->title, b->title) != 0)
    TSR_DIFFER ("title “%s” against “%s”", a->title, b->title);
  if (g_strcmp0 (a->description, b->description) != 0)
    TSR_DIFFER ("description “%s” against “%s”", a->description, b->description);
  if (a->has_shuffle != b->has_shuffle || (a->has_shuffle && a->shuffle != b->shuffle))
    TSR_DIFFER ("shuffle %u against %u", a->has_shuffle ? a->shuffle : 0, b->has_shuffle ? b->shuffle : 0);
  if (!tsr_game_state_equal (a->setup, b->setup, game_difference))
    TSR_DIFFER ("position: %s", game_difference->str);

  if (a->script->len != b->script->len)
    TSR_DIFFER ("%u script items against %u", a->script->len, b->script->len);
  for (guint i = 0; i < a->script->len; i++)
    {
      g_autofree char *where = g_strdup_printf ("script item %u", i + 1);

      if (!item_equal (g_ptr_array_index (a->script, i), g_ptr_array_index (b->script, i), where, difference))
        return FALSE;
    }

  if ((a->expect == NULL) != (b->expect == NULL))
    TSR_DIFFER ("%s", "an <expect> after the script on one side only");
  if (a->expect != NULL && !item_equal (a->expect, b->expect, "the <expect> after the script", difference))
    return FALSE;

  return TRUE;
}
