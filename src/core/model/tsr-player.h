/* tsr-player.h: a player, and the facts modules keep of players: yes/no
 * flags, and stocks of pieces counted (a player's bridges)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-figure.h"

G_BEGIN_DECLS

#define TSR_MAX_PLAYER_STOCKS 8

/* The bounds of a player's numbers, as files give them and play keeps
 * them (docs/format.md lists them).  A score stays at TSR_SCORE_MAX
 * however much more is scored: adding two scores then never overflows a
 * gint32, and a position saved at the top still loads. */
#define TSR_SCORE_MAX 1000000000
#define TSR_PLAYER_MAX_FIGURES 99

typedef struct
{
  char   *id;                              /* "red", "p1" */
  char   *name;                            /* for people; the id when unnamed */
  gint32  score;
  gint16  owned[TSR_MAX_FIGURE_KINDS];     /* figures the player owns */
  gint16  removed[TSR_MAX_FIGURE_KINDS];   /* removed from the game for good */
  gint16  placed[TSR_MAX_FIGURE_KINDS];    /* on the board, by supply kind */
  guint32 flags;                           /* a bit per TsrPlayerFlagDecl */
  gint16  stocks[TSR_MAX_PLAYER_STOCKS];    /* a number per TsrPlayerStockDecl, where set */
  guint32 stocks_set;                      /* a bit per stock set; the others are as the rules give */
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

/* A number of pieces a module counts for each player, which are no
 * figures (a player's bridges): saved as ATTRIBUTE="N" on <player>, and a
 * number in the players list. */
typedef struct
{
  const char *name;            /* what an expectation calls it: <supply kind="bridge"> */
  const char *attribute;       /* the <player> attribute */
  guint      *index;           /* set when registered: its place in TsrPlayer.stocks */
  const char *title;           /* translatable: the number's title in the players list */
  gint        max;
  /* How many each player has where nothing sets it otherwise. */
  gint      (*initial)         (const TsrGame  *game);
  /* Said of a player who has @count: "3 bridges left". */
  char     *(*summary)         (gint            count);
} TsrPlayerStockDecl;

guint                    tsr_player_colour_count      (void);
const char              *tsr_player_colour_get_id     (guint            index);
const char              *tsr_player_colour_name       (const char      *id,
                                                       gboolean         translated);
const char              *tsr_player_get_display_name  (const TsrPlayer *player);

guint                    tsr_player_flag_count      (void);
const TsrPlayerFlagDecl *tsr_player_flag_get_decl   (guint                    index);
guint                    tsr_player_flag_get_owners (guint                    index);

guint                     tsr_player_stock_count      (void);
const TsrPlayerStockDecl *tsr_player_stock_get_decl   (guint                     index);
guint                     tsr_player_stock_get_owners (guint                     index);
gboolean                  tsr_player_stock_lookup     (const char               *name,
                                                       guint                    *index);

/* For the module registry. */
void                     tsr_player_flag_register   (const TsrPlayerFlagDecl *decl,
                                                     guint                    module);
void                     tsr_player_stock_register  (const TsrPlayerStockDecl *decl,
                                                     guint                     module);

G_END_DECLS
