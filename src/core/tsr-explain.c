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
 * tsr_game_fill_text:
 * @text: a sentence of the rule text, translated
 * @values: what fills its {placeholders}
 *
 * Returns: (transfer full): @text with its placeholders filled
 */
char *
tsr_game_fill_text (const TsrGame *game,
                    const char    *text,
                    const TsrStep *values)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      const char *close;
      g_autofree char *name = NULL;

      if (*p != '{' || (close = strchr (p, '}')) == NULL)
        {
          g_string_append_c (out, *p);
          continue;
        }

      name = g_strndup (p + 1, close - p - 1);
      if (strcmp (name, "player") == 0 && values->player >= 0)
        g_string_append (out, tsr_game_get_player (game, values->player)->name);
      else if (strcmp (name, "other") == 0 && values->other >= 0)
        g_string_append (out, tsr_game_get_player (game, values->other)->name);
      else if (strcmp (name, "tile") == 0 && values->tile != NULL)
        g_string_append (out, values->tile->id);
      else if (strcmp (name, "position") == 0)
        append_position (out, values->x, values->y);
      else if (strcmp (name, "target") == 0)
        append_position (out, values->target_x, values->target_y);
      else if (strcmp (name, "place") == 0)
        {
          append_position (out, values->x, values->y);
          if (values->port != TSR_PORT_NONE)
            g_string_append_printf (out, " %s", tsr_port_to_string (values->port));
        }
      else if (strcmp (name, "rotation") == 0)
        g_string_append_printf (out, "%d", values->rotation * 90);
      else if (strcmp (name, "feature") == 0)
        g_string_append (out, tsr_feature_kind_get_name (values->feature));
      else if (strcmp (name, "figure") == 0)
        g_string_append (out, tsr_figure_kind_get_name (values->figure));
      else if (strcmp (name, "points") == 0)
        g_string_append_printf (out, "%d", values->points);
      else if (strcmp (name, "count") == 0)
        g_string_append_printf (out, "%d", values->count);
      else if (strcmp (name, "expression") == 0)
        {
          g_autofree char *expr = tsr_score_expr_to_string (&values->expr);

          g_string_append (out, expr);
        }
      else
        g_string_append_len (out, p, close - p + 1);

      p = close;
    }

  return g_string_free (out, FALSE);
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

  g_return_val_if_fail (rule != NULL, g_strdup (""));

  return tsr_game_fill_text (game, tsr_translate (rule->explanation), step);
}
