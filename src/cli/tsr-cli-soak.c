/* tsr-cli-soak.c: `tessera-cli soak [--games N] [--seed S] [--expansions LIST]`
 *
 * Plays random games (game i with the seed S + i) and checks the rules'
 * invariants after every answer (tsr-soak.c).  On the first break it
 * writes the game as a scenario whose script reproduces it and exits
 * non-zero.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "tsr-cli-command.h"
#include "tsr-core.h"
#include "tsr-soak.h"

/* "all", or a comma-separated list of module ids. */
static GStrv
parse_modules (const char *list)
{
  GPtrArray *modules;

  if (list == NULL || g_str_equal (list, "all"))
    return tsr_soak_all_modules ();

  modules = g_ptr_array_new ();
  if (*list != '\0' && !g_str_equal (list, "none"))
    {
      g_auto(GStrv) ids = g_strsplit (list, ",", -1);

      for (guint i = 0; ids[i] != NULL; i++)
        g_ptr_array_add (modules, g_strdup (g_strstrip (ids[i])));
    }

  g_ptr_array_add (modules, NULL);
  return (GStrv) g_ptr_array_free (modules, FALSE);
}

int
tsr_cli_soak (int    argc,
              char **argv)
{
  gint games = 100;
  gint64 seed = 1;
  g_autofree char *expansions = NULL;
  g_autofree char *output = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;
  g_autofree char *answers = NULL;
  g_autofree char *steps = NULL;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("How many games to play (default 100)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("The seed of the first game (default 1)"), N_("S") },
    { "expansions", 'e', 0, G_OPTION_ARG_STRING, &expansions,
      N_("The modules in play besides the base game: ids separated by commas, “all” (the default) "
         "or “none”"), N_("LIST") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Where to write a game that broke (default: soak-failure-SEED.tessera here)"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) modules = NULL;
  TsrSoakCounts counts = { 0, 0 };
  gint64 start = g_get_monotonic_time ();

  g_option_context_set_summary (context, _("Plays random games with random answers to every choice and "
                                           "checks after each answer what the rules guarantee. A game "
                                           "that breaks is written as a scenario that replays it."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return tsr_cli_usage_error (error->message);
  if (argc > 1)
    return tsr_cli_usage_error (_("soak takes no files"));
  if (games < 1 || seed < 0 || seed > G_MAXUINT32 - (gint64) games)
    return tsr_cli_usage_error (_("--games must be at least 1 and the seeds must fit in 32 bits"));

  modules = parse_modules (expansions);
  for (gint i = 0; i < games; i++)
    {
      guint32 game_seed = (guint32) (seed + i);
      g_autoptr(GString) problem = g_string_new (NULL);
      g_autoptr(TsrScenario) failure = NULL;
      g_autofree char *path = NULL;

      if (tsr_soak_game (game_seed, (const char * const *) modules, &counts, &failure, problem))
        continue;

      if (failure == NULL)
        {
          fprintf (stderr, "%s: %s\n", g_get_prgname (), problem->str);
          return TSR_CLI_EXIT_FAILURE;
        }

      path = output != NULL ? g_strdup (output) : g_strdup_printf ("soak-failure-%u.tessera", game_seed);
      if (!tsr_scenario_save_file (failure, path, &error))
        fprintf (stderr, "%s: %s\n", g_get_prgname (), error->message);
      /* Translators: %u is the game's seed; then what broke; then a file name */
      fprintf (stderr, _("Game %u broke: %s\nIts replay is in %s.\n"), game_seed, problem->str, path);
      return TSR_CLI_EXIT_FAILURE;
    }

  joined = modules[0] != NULL ? g_strjoinv (", ", modules) : g_strdup ("base");
  /* The 64-bit numbers go in as text: a format macro inside a msgid
   * would cut it in two for translators. */
  first = g_strdup_printf ("%" G_GINT64_FORMAT, seed);
  last = g_strdup_printf ("%" G_GINT64_FORMAT, seed + games - 1);
  answers = g_strdup_printf ("%" G_GUINT64_FORMAT, counts.actions);
  steps = g_strdup_printf ("%" G_GUINT64_FORMAT, counts.steps);
  /* Translators: a summary: how many games, the first and last seed, how many answers and rule
   * steps, the seconds it took; the last %s is the modules in play, like "abbot, phantom" */
  printf (_("%d games (seeds %s to %s), %s answers, %s rule steps in %.1f s: every invariant held. "
            "Modules: %s.\n"),
          games, first, last, answers, steps, (g_get_monotonic_time () - start) / (double) G_TIME_SPAN_SECOND,
          joined);
  return EXIT_SUCCESS;
}
