/* tsr-player.h: a player, and the yes/no facts modules keep of players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-figure.h"

G_BEGIN_DECLS

typedef struct
{
  char   *id;                              /* "red", "p1" */
  char   *name;                            /* for people; the id when unnamed */
  gint32  score;
  gint16  owned[TSR_MAX_FIGURE_KINDS];     /* figures the player owns */
  gint16  removed[TSR_MAX_FIGURE_KINDS];   /* removed from the game for good */
  gint16  placed[TSR_MAX_FIGURE_KINDS];    /* on the board, by supply kind */
  guint32 flags;                           /* a bit per TsrPlayerFlagDecl */
} TsrPlayer;

#define TSR_MAX_PLAYER_FLAGS 32

typedef struct _TsrGame TsrGame;

/* A yes/no a module keeps of each player (holding a piece): saved as
 * ATTRIBUTE="VALUE" on <player>, and a switch in the players list. */
typedef struct
{
  const char *attribute;       /* holds; first: the registry names a flag by it */
  const char *value;           /* the value meaning yes */
  guint      *bit;             /* set when registered: the flag's bit in TsrPlayer.flags */
  const char *unique;          /* translatable: a file giving it to a second player is told so;
                                * NULL when every player may have it */
  const char *title;           /* translatable: the switch's title */
  const char *summary;         /* translatable: said of a player for whom it holds */
  /* Sets it as the rules allow, with the changes that go with it (the
   * piece taken off the board); a position can refuse. */
  gboolean  (*set)             (TsrGame        *game,
                                guint           player,
                                gboolean        value,
                                GError        **error);
} TsrPlayerFlagDecl;

guint                    tsr_player_flag_count      (void);
const TsrPlayerFlagDecl *tsr_player_flag_get_decl   (guint                    index);
guint                    tsr_player_flag_get_owners (guint                    index);

/* For the module registry. */
void                     tsr_player_flag_register   (const TsrPlayerFlagDecl *decl,
                                                     guint                    module);

G_END_DECLS
