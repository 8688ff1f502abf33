/* tsr-i18n.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "tsr-i18n.h"
#include "tsr-uninstalled.h"

/**
 * tsr_i18n_get_locale_dir:
 *
 * Where the message catalogues are looked up: `$TESSERA_LOCALEDIR` when
 * set (`meson devenv` sets it), the build tree's `po/` when the program
 * runs uninstalled, so a translator sees a fresh `.po` after a rebuild,
 * and the installed locale directory otherwise.
 */
const char *
tsr_i18n_get_locale_dir (void)
{
  const char *env = g_getenv ("TESSERA_LOCALEDIR");

  if (env != NULL && *env != '\0')
    return env;

  if (tsr_running_uninstalled ())
    return BUILD_LOCALEDIR;

  return LOCALEDIR;
}

/**
 * tsr_i18n_init:
 *
 * Sets the locale from the environment and binds the `tessera` text
 * domain.  Call it once at the start of main().
 */
void
tsr_i18n_init (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, tsr_i18n_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
