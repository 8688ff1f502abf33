/* tsr-expectation-trace.c: what a scenario may expect of the trace of
 * steps: a step of a rule since the previous <expect>, a score awarded
 * anywhere up to here, the action just before refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-scenario-private.h"

#define problem tsr_scenario_reader_problem
#define fail tsr_run_fail

/* <step rule/> */

static void
parse_step (TsrScenarioReader *reader,
            xmlNode           *node,
            TsrExpectation    *e)
{
  e->rule = tsr_scenario_reader_string (node, "rule");
  if (e->rule == NULL)
    tsr_scenario_reader_missing (reader, node, "rule");
  else if (tsr_rulebook_lookup_rule (tsr_rulebook_get_default (), e->rule) == NULL)
    /* Translators: an error in a scenario file; %s is the rule id the file gives; keep base.score-city as
     * it is */
    problem (reader, node, _("unknown rule “%s”; expected a rule id from the rule text, such as base.score-city"),
             e->rule);
}

static void
write_step (TsrScenarioWriter    *writer,
            const TsrScenario    *scenario,
            const TsrExpectation *e)
{
  tsr_scenario_writer_attr (writer, "rule", e->rule);
}

static void
check_step (TsrRun               *run,
            const TsrExpectation *e)
{
  for (guint i = run->mark; i < tsr_game_get_n_steps (run->game); i++)
    if (strcmp (tsr_game_get_step (run->game, i)->rule, e->rule) == 0)
      return;

  /* Translators: a scenario's check that failed; %s is a rule id ("base.score-city"); keep <expect> as it
   * is */
  fail (run, e, _("expected a step of the rule %s since the previous <expect>, found none"), e->rule);
}

/* <scored player feature points/>: a JCloisterZone test's "Red scored
 * city for 9 points", anywhere in the trace up to here. */

static void
parse_scored (TsrScenarioReader *reader,
              xmlNode           *node,
              TsrExpectation    *e)
{
  g_autofree char *feature = tsr_scenario_reader_string (node, "feature");
  gint64 points;

  e->player = tsr_scenario_reader_player (reader, node, "player");
  if (e->player == -1)
    tsr_scenario_reader_missing (reader, node, "player");
  if (tsr_scenario_reader_int (reader, node, "points", 0, TSR_SCORE_MAX, &points))
    e->points = points;
  if (feature == NULL)
    tsr_scenario_reader_missing (reader, node, "feature");
  else if (!tsr_feature_kind_from_string (feature, &e->feature))
    /* Translators: an error in a scenario file; %s is the value the file gives; keep feature= and the
     * kinds of feature as they are */
    problem (reader, node, _("feature=\"%s\": expected city, road, field, monastery, amphitheatre or garden"),
             feature);
}

static void
write_scored (TsrScenarioWriter    *writer,
              const TsrScenario    *scenario,
              const TsrExpectation *e)
{
  tsr_scenario_writer_attr_player (writer, "player", scenario->setup, e->player);
  tsr_scenario_writer_attr (writer, "feature", tsr_feature_kind_to_string (e->feature));
  tsr_scenario_writer_attr_int (writer, "points", e->points);
}

/* Whether @step awards points for a feature (rather than naming points
 * paid or stolen). */
static gboolean
is_award (const TsrStep *step)
{
  const TsrRuleDecl *decl = tsr_rule_decl_lookup (step->rule);

  return decl != NULL && (decl->placeholders & TSR_PH_POINTS) && !(decl->flags & TSR_RULE_PAYS) &&
         !(decl->placeholders & TSR_PH_OTHER);
}

static void
check_scored (TsrRun               *run,
              const TsrExpectation *e)
{
  for (guint i = 0; i < tsr_game_get_n_steps (run->game); i++)
    {
      const TsrStep *step = tsr_game_get_step (run->game, i);

      if (step->player == e->player && step->feature == e->feature && step->points == e->points &&
          is_award (step))
        return;
    }

  /* Translators: a scenario's check that failed; %s is a player's id ("red"), %lld a number of points,
   * the last %s a kind of feature as files write it ("city"); keep feature= as it is */
  fail (run, e, _("expected a score of %lld for %s for a feature=\"%s\", found none"), (long long) e->points,
        tsr_game_get_player (run->game, e->player)->id, tsr_feature_kind_to_string (e->feature));
}

/* <rejected code?/> */

static void
parse_rejected (TsrScenarioReader *reader,
                xmlNode           *node,
                TsrExpectation    *e)
{
  g_autofree char *code = tsr_scenario_reader_string (node, "code");

  if (code == NULL)
    return;
  if (tsr_rule_error_from_string (code, &e->code))
    e->has |= TSR_HAS_CODE;
  else
    /* Translators: an error in a scenario file; %s is the code the file gives; keep edge-mismatch and
     * feature-occupied as they are */
    problem (reader, node, _("unknown rejection code “%s”; expected a code such as edge-mismatch "
                             "or feature-occupied"), code);
}

static void
write_rejected (TsrScenarioWriter    *writer,
                const TsrScenario    *scenario,
                const TsrExpectation *e)
{
  if (e->has & TSR_HAS_CODE)
    tsr_scenario_writer_attr (writer, "code", tsr_rule_error_to_string (e->code));
}

static void
check_rejected (TsrRun               *run,
                const TsrExpectation *e)
{
  if (run->rejection == NULL)
    fail (run, e, run->acted ? _("expected the action before to be rejected, found it accepted")
                             : _("expected a rejected action before this, found no action"));
  else if ((e->has & TSR_HAS_CODE) && run->rejection->code != e->code)
    /* Translators: a scenario's check that failed; the code of the refusal expected, then of the one the
     * game gave ("edge-mismatch"), then the game's sentence */
    fail (run, e, _("expected the rejection %s, found %s (%s)"),
          tsr_rule_error_to_string (e->code), tsr_rule_error_to_string (run->rejection->code),
          run->rejection->message);
}

const TsrExpectDecl tsr_expect_trace_decls[] = {
  { "step", parse_step, write_step, check_step },
  { "scored", parse_scored, write_scored, check_scored },
  { "rejected", parse_rejected, write_rejected, check_rejected },
  { NULL },
};

gboolean
tsr_expect_is_rejection (const TsrExpectation *e)
{
  return e->decl->check == check_rejected;
}
