/* tsr-explain.c: a rule step in words
 *
 * The rule text gives every rule an explanation sentence with named
 * placeholders, one per kind of feature or figure where a sentence names
 * one; this picks the sentence and fills it with the step's values, in
 * the user's language.  Players read tiles by their names and places by
 * side and coordinates; experts may ask for the engine's ids instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-explain.h"
#include "tsr-i18n.h"
#include "tsr-names.h"

static void
append_position (GString *out,
                 gint32   x,
                 gint32   y)
{
  g_string_append_printf (out, "(%d, %d)", x, y);
}

static void
append_place (GString       *out,
              const TsrStep *values,
              gboolean       ids)
{
  g_autofree char *place = NULL;

  if (ids)
    {
      if (values->port != TSR_PORT_NONE)
        /* Translators: where something is, for experts: a position and the engine's port code
         * ("at (2, 0) N1") */
        place = g_strdup_printf (C_("place with a port code", "at (%d, %d) %s"), values->x, values->y,
                                 tsr_port_to_string (values->port));
      else
        /* Translators: where something is, for experts: a position ("at (2, 0)") */
        place = g_strdup_printf (C_("place with a port code", "at (%d, %d)"), values->x, values->y);
    }
  else
    place = tsr_place_describe (values->x, values->y, values->port, values->feature);

  g_string_append (out, place);
}

static void
fill (const TsrGame *game,
      const char    *text,
      const TsrStep *values,
      gboolean       ids,
      GString       *out)
{
  const char *p = text;
  gsize length;

  for (const char *open; (open = tsr_placeholder_next (p, &length)) != NULL; p = open + length)
    {
      g_autofree char *name = g_strndup (open + 1, length - 2);

      g_string_append_len (out, p, open - p);
      if (strcmp (name, "player") == 0 && values->player >= 0)
        g_string_append (out, tsr_player_get_display_name (tsr_game_get_player (game, values->player)));
      else if (strcmp (name, "other") == 0 && values->other >= 0)
        g_string_append (out, tsr_player_get_display_name (tsr_game_get_player (game, values->other)));
      else if (strcmp (name, "tile") == 0 && values->tile != NULL)
        g_string_append (out, ids ? values->tile->id : tsr_tile_type_get_name (values->tile));
      else if (strcmp (name, "position") == 0)
        append_position (out, values->x, values->y);
      else if (strcmp (name, "target") == 0)
        append_position (out, values->target_x, values->target_y);
      else if (strcmp (name, "place") == 0)
        append_place (out, values, ids);
      else if (strcmp (name, "rotation") == 0)
        g_string_append_printf (out, "%d", values->rotation * 90);
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
        g_string_append_len (out, open, length);
    }
  g_string_append (out, p);
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

  fill (game, text, values, FALSE, out);
  return g_string_free (out, FALSE);
}

/**
 * tsr_game_pick_explanation:
 *
 * Returns: the untranslated sentence of the rule text that explains
 *   @step: the one for the kind of feature and figure it is about
 */
const char *
tsr_game_pick_explanation (const TsrGame *game,
                           const TsrStep *step)
{
  const TsrRule *rule = tsr_rulebook_lookup_rule (tsr_game_get_rulebook (game), step->rule);
  const char *text;

  g_return_val_if_fail (rule != NULL, "");

  text = tsr_rule_pick_explanation (rule,
                                    (rule->placeholders & TSR_PH_FEATURE) && step->feature < TSR_N_FEATURE_KINDS
                                    ? tsr_feature_kind_to_string (step->feature) : NULL,
                                    (rule->placeholders & TSR_PH_FIGURE) && step->figure != TSR_FIGURE_NONE
                                    ? tsr_figure_kind_to_string (step->figure) : NULL);

  return text != NULL ? text : rule->explanation;
}

/**
 * tsr_game_explain_full:
 * @ids: name tiles by id and places by port code, for experts
 *
 * Returns: (transfer full): the step's explanation sentence from the rule
 *   text, in the current language, with its placeholders filled
 */
char *
tsr_game_explain_full (const TsrGame *game,
                       const TsrStep *step,
                       gboolean       ids)
{
  GString *out = g_string_new (NULL);

  fill (game, tsr_translate (tsr_game_pick_explanation (game, step)), step, ids, out);
  return g_string_free (out, FALSE);
}

/**
 * tsr_game_explain:
 *
 * Returns: (transfer full): the step's explanation sentence, in a
 *   player's words
 */
char *
tsr_game_explain (const TsrGame *game,
                  const TsrStep *step)
{
  return tsr_game_explain_full (game, step, FALSE);
}
