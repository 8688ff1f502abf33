/* tsr-uninstalled.c
 *
 * Developers and translators run Tessera straight from the build tree
 * (`_build/src/app/tessera`).  Those programs must find the freshly built
 * translations and GSettings schemas there instead of under the install
 * prefix, without anyone having to set environment variables.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-uninstalled.h"

/**
 * tsr_running_uninstalled:
 *
 * Returns: %TRUE when the executable of this process lives inside the
 *   build tree it was compiled in.
 */
gboolean
tsr_running_uninstalled (void)
{
  static gsize once;
  static gboolean uninstalled;

  if (g_once_init_enter (&once))
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

      uninstalled = exe != NULL && g_str_has_prefix (exe, BUILD_ROOT "/");
      g_once_init_leave (&once, 1);
    }

  return uninstalled;
}

/**
 * tsr_get_build_root:
 *
 * Returns: the build directory this copy of Tessera was compiled in.
 */
const char *
tsr_get_build_root (void)
{
  return BUILD_ROOT;
}
