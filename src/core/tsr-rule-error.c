/* tsr-rule-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-rule-error.h"
#include "tsr-rulebook.h"

G_DEFINE_QUARK (tsr-rule-error-quark, tsr_rule_error)

static const char *codes[TSR_N_RULE_ERRORS] = {
  "not-adjacent",
  "position-taken",
  "edge-mismatch",
  "feature-occupied",
  "feature-complete",
  "no-figure-left",
  "not-your-choice",
  "not-allowed-now",
  "not-placed-tile",
  "no-segment",
  "wrong-feature",
  "module-off",
  "no-abbot-there",
  "same-feature",
  "no-tile-left",
  "not-in-history",
  "river-continue",
  "river-u-turn",
  "flooded",
  "not-a-target",
  "already-named",
};

const char *
tsr_rule_error_to_string (TsrRuleError code)
{
  g_return_val_if_fail (code < TSR_N_RULE_ERRORS, NULL);

  return codes[code];
}

gboolean
tsr_rule_error_from_string (const char   *text,
                            TsrRuleError *code)
{
  for (guint i = 0; i < TSR_N_RULE_ERRORS; i++)
    if (strcmp (text, codes[i]) == 0)
      {
        *code = i;
        return TRUE;
      }

  return FALSE;
}

/* Sets @error to @code with its sentence from the rule text, in the
 * current language. */
void
tsr_rule_error_set (GError       **error,
                    TsrRuleError   code)
{
  const char *message;

  /* Checks that only ask "is this legal?" pass no error: spare them the
   * lookup and the translation. */
  if (error == NULL)
    return;

  message = tsr_rulebook_lookup_rejection (tsr_rulebook_get_default (), tsr_rule_error_to_string (code));
  g_return_if_fail (message != NULL);

  g_set_error_literal (error, TSR_RULE_ERROR, code, tsr_translate (message));
}
