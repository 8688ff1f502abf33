/* tsr-core.c: starting the rules core
 *
 * The registries below are filled from here, once, at start-up: nothing
 * in the model or the rules reaches up to the list of modules to fill
 * itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-builtin-modules.h"
#include "tsr-core.h"

/**
 * tsr_core_init:
 *
 * Registers the built-in modules, in the order their hooks run in, and
 * with them every piece they declare.  Every program calls it once, at the
 * start of main() (a second call does nothing); a module of the program's
 * own is registered after it, with tsr_module_register().
 */
void
tsr_core_init (void)
{
  static gsize ready = 0;

  if (g_once_init_enter (&ready))
    {
      const TsrModule *const *builtin = tsr_builtin_modules ();

      for (guint i = 0; builtin[i] != NULL; i++)
        tsr_module_register (builtin[i]);
      g_once_init_leave (&ready, 1);
    }
}
