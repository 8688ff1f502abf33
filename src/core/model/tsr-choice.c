/* tsr-choice.c: the registry of pending choices
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-choice.h"
#include "tsr-registry.h"

static TsrRegistry choices = TSR_REGISTRY_INIT ("choice", TSR_MAX_CHOICES, tsr_registry_same_name);

void
tsr_choice_kind_register (const TsrChoiceDecl *decl,
                          guint                module)
{
  TsrChoiceKind kind = tsr_registry_add (&choices, decl, module);

  if (decl->id != NULL)
    *decl->id = kind;
}

const char *
tsr_choice_kind_to_string (TsrChoiceKind kind)
{
  return tsr_registry_name (tsr_registry_get (&choices, kind));
}

gboolean
tsr_choice_kind_resumes (TsrChoiceKind kind)
{
  return ((const TsrChoiceDecl *) tsr_registry_get (&choices, kind))->resumes;
}

gboolean
tsr_choice_kind_from_string (const char    *text,
                             TsrChoiceKind *kind)
{
  guint id;

  if (!tsr_registry_lookup (&choices, text, &id))
    return FALSE;

  *kind = id;
  return TRUE;
}

/* Returns: (transfer full): the names of the choices, "none, draw,
 * place-tile…" */
char *
tsr_choice_kind_list (void)
{
  return tsr_registry_list (&choices, 0, NULL);
}
