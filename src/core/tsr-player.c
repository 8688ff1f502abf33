/* tsr-player.c: the registry of the flags modules keep of players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-module.h"
#include "tsr-player.h"
#include "tsr-registry.h"

/* A flag is named by its attribute: a player has one value of it. */
static TsrRegistry flags = TSR_REGISTRY_INIT ("player flag", TSR_MAX_PLAYER_FLAGS, NULL);

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
