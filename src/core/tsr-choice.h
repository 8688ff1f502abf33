/* tsr-choice.h: what the engine is waiting for
 *
 * Whenever the rules leave a decision to a player, the turn machine stops
 * with a pending choice; tsr_game_list_options() lists every legal answer.
 * The names are those of the scenario format's <pending choice>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TSR_CHOICE_NONE,          /* the game is over */
  TSR_CHOICE_DRAW,
  TSR_CHOICE_PLACE_TILE,
  TSR_CHOICE_FIGURE,        /* place a figure, recall the abbot or skip */
  TSR_CHOICE_PHANTOM,       /* the phantom after the regular figure */
  TSR_CHOICE_BRIDGE,
  TSR_CHOICE_INFECT,
  TSR_CHOICE_DRAGON_MOVE,
  TSR_CHOICE_STEAL,
  TSR_CHOICE_SCORE_FIRST,
  TSR_CHOICE_METEOR_TARGET,
  TSR_CHOICE_FLOOD_TARGET,
  TSR_CHOICE_TORNADO_MOVE,
  TSR_CHOICE_TORNADO_PICK,
  TSR_CHOICE_LAND,
  TSR_N_CHOICES,
} TsrChoiceKind;

const char *tsr_choice_kind_to_string   (TsrChoiceKind  kind);
gboolean    tsr_choice_kind_from_string (const char    *text,
                                         TsrChoiceKind *kind);

G_END_DECLS
