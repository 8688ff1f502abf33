/* tsr-player.c: the registries of the flags and stocks modules keep of
 * players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-module.h"
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
  tsr_modules_ensure ();
  return flags.n;
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
  tsr_modules_ensure ();
  return stocks.n;
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
  tsr_modules_ensure ();
  return tsr_registry_lookup (&stocks, name, index);
}
