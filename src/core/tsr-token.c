/* tsr-token.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-token.h"

static const char *names[TSR_N_TOKEN_KINDS] = {
  [TSR_TOKEN_INFECTION] = "infection",
  [TSR_TOKEN_EARTHQUAKE] = "earthquake",
};

/* The name the scenario format uses. */
const char *
tsr_token_kind_to_string (TsrTokenKind kind)
{
  g_return_val_if_fail (kind < TSR_N_TOKEN_KINDS, NULL);

  return names[kind];
}

gboolean
tsr_token_kind_from_string (const char   *text,
                            TsrTokenKind *kind)
{
  for (guint i = 0; i < TSR_N_TOKEN_KINDS; i++)
    if (strcmp (text, names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }

  return FALSE;
}
