/* main.c: the tessera window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include "tsr-application.h"
#include "tsr-core.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TsrApplication) app = NULL;

  tsr_i18n_init ();
  tsr_core_init ();
  app = tsr_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
