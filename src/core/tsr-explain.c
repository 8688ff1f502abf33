/* tsr-explain.c: a rule step in words
 *
 * The rule text gives every rule an explanation sentence with named
 * placeholders; this fills them with the step's values, in the user's
 * language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-game-private.h"
#include "tsr-names.h"

static void
append_position (GString *out,
                 gint32   x,
                 gint32   y)
{
  g_string_append_printf (out, "(%d, %d)", x, y);
}

/**
 * tsr_game_explain:
 *
 * Returns: (transfer full): the step's explanation sentence from the rule
 *   text, in the current language, with its placeholders filled
 */
char *
tsr_game_explain (const TsrGame *game,
                  const TsrStep *step)
{
  const TsrRule *rule = tsr_rulebook_lookup_rule (game->rulebook, step->rule);
  const char *template;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (rule != NULL, g_string_free (out, FALSE));

  template = tsr_translate (rule->explanation);
  for (const char *p = template; *p != '\0'; p++)
    {
      const char *close;
      g_autofree char *name = NULL;

      if (*p != '{' || (close = strchr (p, '}')) == NULL)
        {
          g_string_append_c (out, *p);
          continue;
        }

      name = g_strndup (p + 1, close - p - 1);
      if (strcmp (name, "player") == 0 && step->player >= 0)
        g_string_append (out, tsr_game_get_player (game, step->player)->name);
      else if (strcmp (name, "other") == 0 && step->other >= 0)
        g_string_append (out, tsr_game_get_player (game, step->other)->name);
      else if (strcmp (name, "tile") == 0 && step->tile != NULL)
        g_string_append (out, step->tile->id);
      else if (strcmp (name, "position") == 0)
        append_position (out, step->x, step->y);
      else if (strcmp (name, "target") == 0)
        append_position (out, step->target_x, step->target_y);
      else if (strcmp (name, "place") == 0)
        {
          append_position (out, step->x, step->y);
          if (step->port != TSR_PORT_NONE)
            g_string_append_printf (out, " %s", tsr_port_to_string (step->port));
        }
      else if (strcmp (name, "rotation") == 0)
        g_string_append_printf (out, "%d", step->rotation * 90);
      else if (strcmp (name, "feature") == 0)
        g_string_append (out, tsr_feature_kind_get_name (step->feature));
      else if (strcmp (name, "figure") == 0)
        g_string_append (out, tsr_figure_kind_get_name (step->figure));
      else if (strcmp (name, "points") == 0)
        g_string_append_printf (out, "%d", step->points);
      else if (strcmp (name, "count") == 0)
        g_string_append_printf (out, "%d", step->count);
      else if (strcmp (name, "expression") == 0)
        {
          g_autofree char *expr = tsr_score_expr_to_string (&step->expr);

          g_string_append (out, expr);
        }
      else
        g_string_append_len (out, p, close - p + 1);

      p = close;
    }

  return g_string_free (out, FALSE);
}
