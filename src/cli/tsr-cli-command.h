/* tsr-cli-command.h: the subcommands of tessera-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>
#include <glib.h>

#include "tsr-core.h"

G_BEGIN_DECLS

/* Exit codes: 0 success, 1 the command ran and found a failure (a scenario
 * that does not pass, a file that does not load), 2 it was called wrongly. */
#define TSR_CLI_EXIT_FAILURE 1
#define TSR_CLI_EXIT_USAGE   2

typedef struct
{
  const char *name;
  /* Marked for translation with N_ and translated when shown. */
  const char *summary;
  /* argv[0] is the command's name, as for a program of its own. */
  int       (*run) (int    argc,
                    char **argv);
} TsrCliCommand;

const TsrCliCommand *tsr_cli_find_command (const char *name);
void                 tsr_cli_print_usage  (FILE       *stream);
int                  tsr_cli_unknown_command (const char *name);
int                  tsr_cli_usage_error  (const char *message);
TsrScenario         *tsr_cli_load_scenario (const char *path);
int                  tsr_cli_write_scenario (const TsrScenario *scenario,
                                             const char        *output);
int                  tsr_cli_report_failures (const char *path,
                                              GPtrArray  *failures);
void                 tsr_cli_print_json_string (const char *text);

int                  tsr_cli_help         (int         argc,
                                           char      **argv);
gboolean             tsr_cli_bench_window (gboolean    quick);
int                  tsr_cli_bench        (int         argc,
                                           char      **argv);
int                  tsr_cli_check        (int         argc,
                                           char      **argv);
int                  tsr_cli_compare      (int         argc,
                                          char      **argv);
int                  tsr_cli_explain      (int         argc,
                                           char      **argv);
int                  tsr_cli_handout      (int         argc,
                                           char      **argv);
int                  tsr_cli_import       (int         argc,
                                           char      **argv);
int                  tsr_cli_normalize    (int         argc,
                                           char      **argv);
int                  tsr_cli_soak         (int         argc,
                                           char      **argv);
int                  tsr_cli_render       (int         argc,
                                           char      **argv);

G_END_DECLS
