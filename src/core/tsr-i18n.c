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

/**
 * tsr_i18n_set_language:
 * @language: a language code such as "cs", or a LANGUAGE list "ca:es"
 *
 * Shows messages in @language from now on, whatever the environment says
 * (`tessera-cli explain --lang`).  gettext reads `LANGUAGE` unless the
 * messages locale is "C", so the C locale is traded for its UTF-8 twin.
 */
void
tsr_i18n_set_language (const char *language)
{
  const char *messages = setlocale (LC_MESSAGES, NULL);

  g_return_if_fail (language != NULL);

  g_setenv ("LANGUAGE", language, TRUE);
  if (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    setlocale (LC_MESSAGES, "C.UTF-8");

  /* Setting the domain again drops what gettext cached for the old one. */
  textdomain (GETTEXT_PACKAGE);
}
