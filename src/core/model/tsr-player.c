/* tsr-player.c: the registries of the flags and stocks modules keep of
 * players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-player.h"
#include "tsr-registry.h"

/* A flag is named by its attribute: a player has one value of it. */
static TsrRegistry flags = TSR_REGISTRY_INIT ("player flag", TSR_MAX_PLAYER_FLAGS, NULL);
static TsrRegistry stocks = TSR_REGISTRY_INIT ("player stock", TSR_MAX_PLAYER_STOCKS, NULL);

void
tsr_player_flag_register (const TsrPlayerFlagDecl *decl,
                          guint                    module)
{
  *decl->bit = 1u << tsr_registry_add (&flags, decl, module);
}

guint
tsr_player_flag_count (void)
{
  return tsr_registry_count (&flags);
}

const TsrPlayerFlagDecl *
tsr_player_flag_get_decl (guint index)
{
  return tsr_registry_get (&flags, index);
}

/* Returns: the modules that keep the flag, a bit each */
guint
tsr_player_flag_get_owners (guint index)
{
  return tsr_registry_owners (&flags, index);
}

void
tsr_player_stock_register (const TsrPlayerStockDecl *decl,
                           guint                     module)
{
  *decl->index = tsr_registry_add (&stocks, decl, module);
}

guint
tsr_player_stock_count (void)
{
  return tsr_registry_count (&stocks);
}

const TsrPlayerStockDecl *
tsr_player_stock_get_decl (guint index)
{
  return tsr_registry_get (&stocks, index);
}

/* Returns: the modules that keep the stock, a bit each */
guint
tsr_player_stock_get_owners (guint index)
{
  return tsr_registry_owners (&stocks, index);
}

gboolean
tsr_player_stock_lookup (const char *name,
                         guint      *index)
{
  return tsr_registry_lookup (&stocks, name, index);
}

/* The players' colours, by id, with their names, in the order a game at
 * the table hands them out. */
static const struct
{
  const char *id;
  const char *name;
} colours[] = {
  { "red", N_("Red") },
  { "blue", N_("Blue") },
  { "green", N_("Green") },
  { "yellow", N_("Yellow") },
  { "black", N_("Black") },
  { "grey", N_("Grey") },
};

guint
tsr_player_colour_count (void)
{
  return G_N_ELEMENTS (colours);
}

/* Returns: the id of the @index-th colour a game hands out, "red" first */
const char *
tsr_player_colour_get_id (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (colours), NULL);

  return colours[index].id;
}

/**
 * tsr_player_colour_name:
 * @id: a player id such as "red"
 * @translated: in the user's language, or as files write it
 *
 * Returns: (nullable): the name of the colour @id is, or %NULL when it is
 *   none of the players' colours
 */
const char *
tsr_player_colour_name (const char *id,
                        gboolean    translated)
{
  for (guint i = 0; i < G_N_ELEMENTS (colours); i++)
    if (g_strcmp0 (colours[i].id, id) == 0)
      return translated ? _(colours[i].name) : colours[i].name;

  return NULL;
}

/**
 * tsr_player_get_display_name:
 *
 * A player named after their colour, as the examples' players are ("Red"
 * for the player "red"), is called by the colour's name in the user's
 * language; any other name is the player's own.  Files keep the name as
 * written.
 *
 * Returns: the name to show people
 */
const char *
tsr_player_get_display_name (const TsrPlayer *player)
{
  const char *colour = tsr_player_colour_name (player->id, FALSE);

  if (colour != NULL && g_strcmp0 (player->name, colour) == 0)
    return tsr_player_colour_name (player->id, TRUE);

  return player->name;
}
