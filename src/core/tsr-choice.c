/* tsr-choice.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-choice.h"

static const char *names[TSR_N_CHOICES] = {
  "none", "draw", "place-tile", "place-figure", "phantom", "place-bridge",
  "infect", "dragon-move", "steal", "score-first", "meteor-target",
  "flood-target", "tornado-move", "tornado-pick", "land",
};

const char *
tsr_choice_kind_to_string (TsrChoiceKind kind)
{
  g_return_val_if_fail (kind < TSR_N_CHOICES, NULL);

  return names[kind];
}

gboolean
tsr_choice_kind_from_string (const char    *text,
                             TsrChoiceKind *kind)
{
  for (guint i = 0; i < TSR_N_CHOICES; i++)
    if (strcmp (text, names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }

  return FALSE;
}
