/* tsr-i18n.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "tsr-i18n.h"

/**
 * tsr_i18n_get_locale_dir:
 *
 * Where the message catalogues are looked up: `$TESSERA_LOCALEDIR` when
 * set, the installed locale directory otherwise.  `meson devenv` and the
 * tests point the variable at the build tree's `po/`, so that a
 * translator sees a fresh `.po` after a rebuild; no path of the build
 * tree is compiled in, since the installed program must not depend on
 * (or name) the machine it was built on.
 */
const char *
tsr_i18n_get_locale_dir (void)
{
  const char *env = g_getenv ("TESSERA_LOCALEDIR");

  if (env != NULL && *env != '\0')
    return env;

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

/**
 * tsr_i18n_set_untranslated:
 *
 * Shows every message in English, the language the sources are written
 * in, from now on, whatever the environment says: for output made for
 * programs (`tessera-cli check --format=tap`), where the rules core's
 * messages, GLib's and the C library's must not change with the user's
 * language.  gettext ignores `LANGUAGE` when the messages locale is "C",
 * and so does strerror(); the other categories keep the environment's
 * settings, so UTF-8 text is still written as it is.  Call it before the
 * first translated message: GLib keeps some it has translated once.
 */
void
tsr_i18n_set_untranslated (void)
{
  setlocale (LC_MESSAGES, "C");

  /* Setting the domain again drops what gettext cached for the old one. */
  textdomain (GETTEXT_PACKAGE);
}

/**
 * tsr_translate:
 *
 * Returns: the translation of a rule text string in the current language,
 *   or @text itself.  A translation file being previewed is for the
 *   Rules window alone (tsr_translate_previewed()).
 */
const char *
tsr_translate (const char *text)
{
  return g_dgettext (GETTEXT_PACKAGE, text);
}

static TsrPoCatalogue *preview;

/**
 * tsr_i18n_set_preview:
 * @catalogue: (nullable): a translation file to show the rule text from,
 *   or %NULL for the installed translations
 *
 * The translator preview: rule text comes from @catalogue as it is, an
 * untranslated text in English, until another file or %NULL is set.
 */
void
tsr_i18n_set_preview (TsrPoCatalogue *catalogue)
{
  if (catalogue != NULL)
    tsr_po_catalogue_ref (catalogue);
  g_clear_pointer (&preview, tsr_po_catalogue_unref);
  preview = catalogue;
}

/**
 * tsr_i18n_get_preview:
 *
 * Returns: (transfer none) (nullable): the file previewed, if any
 */
TsrPoCatalogue *
tsr_i18n_get_preview (void)
{
  return preview;
}

/**
 * tsr_translate_scenario_text:
 * @text: (nullable): a scenario's title or description
 *
 * Returns: (nullable): @text in the current language: the shipped
 *   examples' are translated (po/its/tessera-scenario.its); any other
 *   comes back as it is
 */
const char *
tsr_translate_scenario_text (const char *text)
{
  /* The empty message id is the catalogue's header.  libc's dgettext()
   * follows the language whenever it is set; g_dgettext() decides once
   * per process whether to translate at all. */
  return text == NULL || *text == '\0' ? text : dgettext (GETTEXT_PACKAGE, text);
}

/**
 * tsr_translate_previewed:
 *
 * Returns: the translation of a rule text string in the file previewed
 *   (the text itself where it has none), or without a preview in the
 *   current language
 */
const char *
tsr_translate_previewed (const char *text)
{
  const char *translation;

  if (preview == NULL)
    return tsr_translate (text);

  tsr_po_catalogue_lookup (preview, NULL, text, &translation);
  return translation;
}

/**
 * tsr_translate_state:
 *
 * Returns: how far the previewed file translates @text; without a
 *   preview, whether the installed translation does
 */
TsrPoState
tsr_translate_state (const char *text)
{
  if (preview != NULL)
    return tsr_po_catalogue_lookup (preview, NULL, text, NULL);

  return g_dgettext (GETTEXT_PACKAGE, text) != text ? TSR_PO_TRANSLATED : TSR_PO_UNTRANSLATED;
}
