/* tsr-compare.c: one scenario played under each reading of a variant
 *
 * Every ambiguous rule is a variant; comparing two readings is replaying
 * the same position and script under each value and finding the first
 * step where they part.  Two steps are the same when they name the same
 * rule and say the same in the engine's words (tsr_game_explain_full()
 * with ids), so that the comparison does not depend on the language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-compare.h"
#include "tsr-game-private.h"
#include "tsr-scenario-private.h"

static void
reading_free (TsrReading *reading)
{
  g_free (reading->value);
  g_clear_pointer (&reading->game, tsr_game_free);
  g_clear_pointer (&reading->failures, g_ptr_array_unref);
  g_free (reading);
}

void
tsr_comparison_free (TsrComparison *comparison)
{
  if (comparison == NULL)
    return;

  g_free (comparison->variant);
  g_ptr_array_unref (comparison->readings);
  g_free (comparison);
}

static gboolean
same_step (const TsrGame *a,
           const TsrGame *b,
           guint          index)
{
  g_autofree char *said_a = NULL;
  g_autofree char *said_b = NULL;

  if (g_strcmp0 (tsr_game_get_step (a, index)->rule, tsr_game_get_step (b, index)->rule) != 0)
    return FALSE;

  said_a = tsr_game_explain_full (a, tsr_game_get_step (a, index), TRUE);
  said_b = tsr_game_explain_full (b, tsr_game_get_step (b, index), TRUE);
  return g_strcmp0 (said_a, said_b) == 0;
}

/* The first step where some reading differs from the first one, or ends
 * before it. */
static void
find_first_difference (TsrComparison *comparison)
{
  const TsrReading *first = g_ptr_array_index (comparison->readings, 0);

  comparison->first = G_MAXUINT;
  for (guint r = 1; r < comparison->readings->len; r++)
    {
      const TsrReading *other = g_ptr_array_index (comparison->readings, r);
      guint n = MIN (tsr_game_get_n_steps (first->game), tsr_game_get_n_steps (other->game));
      guint i = 0;

      while (i < n && i < comparison->first && same_step (first->game, other->game, i))
        i++;
      if (i < n || tsr_game_get_n_steps (first->game) != tsr_game_get_n_steps (other->game))
        comparison->first = MIN (comparison->first, i);
    }

  comparison->differ = comparison->first != G_MAXUINT;
  if (!comparison->differ)
    comparison->first = 0;
}

/**
 * tsr_scenario_compare:
 * @variant: the id of a variant with named values, of a module the
 *   scenario has in play
 *
 * Returns: (transfer full) (nullable): the scenario played under each
 *   value of @variant, or %NULL with @error set when the variant is
 *   unknown, takes numbers, or belongs to a module not in play
 */
TsrComparison *
tsr_scenario_compare (const TsrScenario *scenario,
                      const char        *variant,
                      GError           **error)
{
  const TsrVariant *decl = tsr_rulebook_lookup_variant (tsr_rulebook_get_default (), variant);
  g_autoptr(TsrComparison) comparison = NULL;

  if (decl == NULL)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   _("“%s” is no variant of any module"), variant);
      return NULL;
    }
  if (decl->integer)
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   _("“%s” takes a number, not one of named readings: compare the numbers with two files"),
                   variant);
      return NULL;
    }
  if (!tsr_game_has_module (scenario->setup, decl->module))
    {
      g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                   _("“%s” is a variant of %s, which the scenario does not switch on"), variant, decl->module);
      return NULL;
    }

  comparison = g_new0 (TsrComparison, 1);
  comparison->variant = g_strdup (variant);
  comparison->readings = g_ptr_array_new_with_free_func ((GDestroyNotify) reading_free);

  for (guint v = 0; v < decl->values->len; v++)
    {
      const TsrVariantValue *value = g_ptr_array_index (decl->values, v);
      g_autoptr(TsrScenario) copy = tsr_scenario_copy (scenario);
      TsrReading *reading = g_new0 (TsrReading, 1);

      if (!tsr_game_set_variant (copy->setup, variant, value->id, error))
        {
          reading_free (reading);
          return NULL;
        }
      reading->value = g_strdup (value->id);
      tsr_scenario_run (copy, &reading->game, &reading->failures);
      g_ptr_array_add (comparison->readings, reading);
    }

  find_first_difference (comparison);
  return g_steal_pointer (&comparison);
}
