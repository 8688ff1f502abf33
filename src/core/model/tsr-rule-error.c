/* tsr-rule-error.c: the registry of rejection codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-i18n.h"
#include "tsr-registry.h"
#include "tsr-rule-error.h"
#include "tsr-rulebook.h"

G_DEFINE_QUARK (tsr-rule-error-quark, tsr_rule_error)

static TsrRegistry codes = TSR_REGISTRY_INIT ("rejection", TSR_MAX_RULE_ERRORS, tsr_registry_same_name);

void
tsr_rule_error_register (const TsrRejectionDecl *decl,
                         guint                   module)
{
  TsrRuleError code = tsr_registry_add (&codes, decl, module);

  if (decl->id != NULL)
    *decl->id = code;
}

guint
tsr_rule_error_count (void)
{
  return tsr_registry_count (&codes);
}

const char *
tsr_rule_error_to_string (TsrRuleError code)
{
  g_return_val_if_fail (code >= 0, NULL);

  return tsr_registry_name (tsr_registry_get (&codes, code));
}

gboolean
tsr_rule_error_from_string (const char   *text,
                            TsrRuleError *code)
{
  guint id;

  if (!tsr_registry_lookup (&codes, text, &id))
    return FALSE;

  *code = id;
  return TRUE;
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
