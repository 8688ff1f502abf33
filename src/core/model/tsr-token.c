/* tsr-token.c: the registry of token kinds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-registry.h"
#include "tsr-token.h"

static TsrRegistry tokens = TSR_REGISTRY_INIT ("token", TSR_MAX_TOKEN_KINDS, NULL);

void
tsr_token_kind_register (const TsrTokenDecl *decl,
                         guint               module)
{
  TsrTokenKind kind;

  /* TsrFeatureData.tokens has one count for all of them. */
  for (guint i = 0; decl->counted && i < tokens.n; i++)
    if (((const TsrTokenDecl *) tokens.decls[i])->counted)
      g_error ("The tokens “%s” and “%s” are both counted on features; one kind can be",
               tsr_registry_name (tokens.decls[i]), decl->name);

  kind = tsr_registry_add (&tokens, decl, module);

  if (decl->id != NULL)
    *decl->id = kind;
}

guint
tsr_token_kind_count (void)
{
  return tsr_registry_count (&tokens);
}

const TsrTokenDecl *
tsr_token_kind_get_decl (TsrTokenKind kind)
{
  return tsr_registry_get (&tokens, kind);
}

/* Returns: the modules that declare @kind, a bit each */
guint
tsr_token_kind_get_owners (TsrTokenKind kind)
{
  return tsr_registry_owners (&tokens, kind);
}

/* The name the scenario format uses. */
const char *
tsr_token_kind_to_string (TsrTokenKind kind)
{
  return tsr_token_kind_get_decl (kind)->name;
}

gboolean
tsr_token_kind_from_string (const char   *text,
                            TsrTokenKind *kind)
{
  guint id;

  if (!tsr_registry_lookup (&tokens, text, &id))
    return FALSE;

  *kind = id;
  return TRUE;
}

/* Returns: (transfer full): the kinds' names, "infection, earthquake" */
char *
tsr_token_kind_list (void)
{
  return tsr_registry_list (&tokens, 0, NULL);
}
