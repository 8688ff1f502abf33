/* tsr-scenario-check.c: what a hand-built scenario breaks, by line
 *
 * A board built by hand need not be legal, and loading accepts it; the
 * position checker says what the placement and figure rules would not
 * have allowed, and this names the lines of the scenario it came from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-position-check.h"
#include "tsr-scenario-private.h"
#include "tsr-xml.h"

/* The line and column of the tile or figure a problem is about. */
static void
problem_line (const TsrScenario *scenario,
              const TsrProblem  *problem,
              guint             *line,
              guint             *column)
{
  GArray *lines = problem->token >= 0 ? scenario->token_lines
                 : problem->figure >= 0 ? scenario->figure_lines : scenario->tile_lines;
  int index = problem->token >= 0 ? problem->token : problem->figure >= 0 ? problem->figure : problem->tile;

  *line = *column = 0;
  if (index >= 0 && 2 * (guint) index + 1 < lines->len)
    {
      *line = g_array_index (lines, guint, 2 * index);
      *column = g_array_index (lines, guint, 2 * index + 1);
    }
}

/**
 * tsr_scenario_check_board:
 *
 * Returns: (transfer full) (element-type utf8): a warning,
 *   "NAME:LINE:COLUMN: message", for every side that does not match, tile
 *   that touches none, figure on a completed feature and figure beyond
 *   what its owner has, in the order of the file
 */
GPtrArray *
tsr_scenario_check_board (const TsrScenario *scenario)
{
  GPtrArray *warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TsrGame) game = tsr_game_copy_state (scenario->setup);
  g_autoptr(GPtrArray) problems = tsr_game_check_position (game);
  g_autoptr(GArray) found = tsr_xml_problems_new ();

  for (guint i = 0; i < problems->len; i++)
    {
      const TsrProblem *problem = g_ptr_array_index (problems, i);
      TsrXmlProblem warning = { .message = g_strdup (problem->message) };

      problem_line (scenario, problem, &warning.line, &warning.column);
      g_array_append_val (found, warning);
    }

  tsr_xml_problems_sort (found);
  for (guint i = 0; i < found->len; i++)
    {
      const TsrXmlProblem *warning = &g_array_index (found, TsrXmlProblem, i);

      g_ptr_array_add (warnings, tsr_scenario_problem (scenario, warning->line, warning->column, warning->message));
    }

  return warnings;
}
