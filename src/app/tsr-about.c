/* tsr-about.c: the About window, with the fan expansions' authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-about.h"
#include "tsr-core.h"

/**
 * tsr_about_show:
 * @parent: the window it is about
 *
 * Shows the About window: the version, the licence, and a credits section
 * per fan expansion naming its authors.
 */
void
tsr_about_show (GtkWindow *parent)
{
  const char *developers[] = { _("The Tessera developers"), NULL };
  GPtrArray *modules = tsr_rulebook_get_modules (tsr_rulebook_get_default ());
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  g_object_set (about,
                "application-name", _("Tessera"),
                "application-icon", APP_ID,
                "version", tsr_get_version (),
                "developer-name", _("The Tessera developers"),
                "developers", developers,
                /* Translators: the app's one-line description in the About window */
                "comments", _("A rules workbench for Carcassonne fan expansions: "
                              "learn the rules step by step, build and check "
                              "edge cases, and translate the rule text."),
                "license-type", GTK_LICENSE_GPL_3_0,
                /* Translators: replace with your names, one name per line */
                "translator-credits", _("translator-credits"),
                NULL);

  /* Each fan expansion's authors, as its rule text names them: the rule
   * text Tessera shows is our own wording of their rules. */
  for (guint i = 0; i < modules->len; i++)
    {
      const TsrModuleText *module = g_ptr_array_index (modules, i);

      if (module->authors[0] != NULL)
        adw_about_window_add_credit_section (about, tsr_translate (module->title),
                                             (const char **) module->authors);
    }

  adw_about_window_add_legal_section (about,
                                      /* Translators: the heading, in the About window's Legal page, of what is said about the rule text */
                                      _("Rule Text"), NULL, GTK_LICENSE_CUSTOM,
                                      _("The rules Tessera shows and explains are its own "
                                        "wording of each fan expansion’s published rules, "
                                        "not a copy of them. The expansions are the work of "
                                        "their authors, named in the credits."));

  gtk_window_present (GTK_WINDOW (about));
}
