/* tsr-choice.h: what the engine is waiting for
 *
 * Whenever the rules leave a decision to a player, the turn machine stops
 * with a pending choice; tsr_game_list_options() lists every legal answer.
 * The engine's own choices come first; every other kind belongs to the
 * module that declares it.  The names are those of the scenario format's
 * <pending choice>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef guint8 TsrChoiceKind;

/* The engine's own, declared by the base game in this order. */
#define TSR_CHOICE_NONE        ((TsrChoiceKind) 0)   /* the game is over */
#define TSR_CHOICE_DRAW        ((TsrChoiceKind) 1)
#define TSR_CHOICE_PLACE_TILE  ((TsrChoiceKind) 2)
#define TSR_CHOICE_FIGURE      ((TsrChoiceKind) 3)   /* place a figure, a module's figure-step action, or skip */
#define TSR_MAX_CHOICES        32

typedef struct
{
  const char    *name;      /* <pending choice="…"> */
  TsrChoiceKind *id;        /* set when registered, or NULL */
  /* A position saved while it waits comes back to it when loaded: it
   * follows the figure step, which the phase place-figure brings back. */
  gboolean       resumes;
} TsrChoiceDecl;

const char *tsr_choice_kind_to_string   (TsrChoiceKind  kind);
char       *tsr_choice_kind_list        (void);
gboolean    tsr_choice_kind_from_string (const char    *text,
                                         TsrChoiceKind *kind);
gboolean    tsr_choice_kind_resumes     (TsrChoiceKind  kind);

/* For the module registry. */
void        tsr_choice_kind_register    (const TsrChoiceDecl *decl,
                                         guint                module);

G_END_DECLS
