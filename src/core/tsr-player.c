/* tsr-player.c: the registry of the flags modules keep of players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-module.h"
#include "tsr-player.h"

static const TsrPlayerFlagDecl *flags[TSR_MAX_PLAYER_FLAGS];
static guint modules[TSR_MAX_PLAYER_FLAGS];
static guint n_flags;

void
tsr_player_flag_register (const TsrPlayerFlagDecl *decl,
                          guint                    module)
{
  if (n_flags == TSR_MAX_PLAYER_FLAGS)
    g_error ("More than %d player flags are registered", TSR_MAX_PLAYER_FLAGS);

  flags[n_flags] = decl;
  modules[n_flags] = 1u << module;
  *decl->bit = 1u << n_flags;
  n_flags++;
}

guint
tsr_player_flag_count (void)
{
  tsr_modules_ensure ();
  return n_flags;
}

const TsrPlayerFlagDecl *
tsr_player_flag_get_decl (guint index)
{
  g_return_val_if_fail (index < n_flags, NULL);

  return flags[index];
}

/* Returns: the module that keeps the flag, as a bit (as the other
 * registries give owners) */
guint
tsr_player_flag_get_owners (guint index)
{
  g_return_val_if_fail (index < n_flags, 0);

  return modules[index];
}
