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

/* gettext's plural rules take an unsigned long: a larger count picks its
 * form by its last six digits, as the gettext manual advises. */
static gulong
plural_count (guint64 n)
{
  return n > G_MAXULONG ? (gulong) (n % 1000000 + 1000000) : (gulong) n;
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
  /* Each count is a line of its own, with the plural form it needs. */
  /* Translators: the first line of a soak's summary: how many games were played and the seconds it
   * took */
  printf (g_dngettext (GETTEXT_PACKAGE, "%d game played in %.1f s: every invariant held.\n",
                       "%d games played in %.1f s: every invariant held.\n", games),
          games, (g_get_monotonic_time () - start) / (double) G_TIME_SPAN_SECOND);
  if (games == 1)
    /* Translators: in a soak's summary, the seed of its one game */
    printf (_("Seed %lld.\n"), (long long) seed);
  else
    /* Translators: in a soak's summary, the seeds of its first and last games */
    printf (_("Seeds %lld to %lld.\n"), (long long) seed, (long long) seed + games - 1);
  /* Translators: in a soak's summary, how many answers to the game's choices were given */
  printf (g_dngettext (GETTEXT_PACKAGE, "%llu answer given.\n", "%llu answers given.\n",
                       plural_count (counts.actions)),
          (unsigned long long) counts.actions);
  /* Translators: in a soak's summary, how many steps of the rules were taken */
  printf (g_dngettext (GETTEXT_PACKAGE, "%llu rule step taken.\n", "%llu rule steps taken.\n",
                       plural_count (counts.steps)),
          (unsigned long long) counts.steps);
  /* Translators: the last line of a soak's summary: the modules in play, like "abbot, phantom" */
  printf (_("Modules: %s.\n"), joined);
  return EXIT_SUCCESS;
}
