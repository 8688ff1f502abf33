/* tsr-document-script.c: the changes to a document's script
 *
 * Playing on, answering otherwise than the script, editing the position
 * under a script, recording what to expect and removing an expectation:
 * each replaces the document's scenario as one step of undo.  A change
 * that would drop part of the script waits for the user's answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-document-private.h"

void
_tsr_document_ask (TsrDocument *self,
                   Pending     *pending)
{
  guint n_expectations = 0;
  /* Discarding under an edit drops the whole script. */
  guint n_actions = pending->is_edit ? tsr_scenario_count_script (self->scenario, &n_expectations)
                                     : tsr_scenario_count_rest (self->scenario, pending->n_actions, &n_expectations);

  g_clear_pointer (&self->pending, _tsr_document_pending_free);
  self->pending = pending;
  g_signal_emit_by_name (self, "edited");
  g_signal_emit_by_name (self, "ask-rest", n_actions, n_expectations, pending->is_edit);
}

/* The edited position under the script as it is. */
static void
apply_edit (TsrDocument *self,
            TsrGame     *position)
{
  TsrScenario *scenario = tsr_scenario_copy (self->scenario);

  tsr_scenario_set_setup (scenario, position);
  _tsr_document_commit (self, scenario, G_MAXUINT);
}

/**
 * tsr_document_edit:
 * @edit: changes the position it is given, or fails with @error
 *
 * Applies an edit to a copy of the position: on success the copy becomes
 * the position and the scenario before goes on the undo stack; on
 * failure nothing changes.  The script is replayed from the edited
 * position.  The first edit of a stay in edit mode, when there is a
 * script, waits for tsr_document_answer() to say whether it stays.
 *
 * Returns: %FALSE when the edit fails
 */
gboolean
tsr_document_edit (TsrDocument  *self,
                   TsrEditFunc   edit,
                   gpointer      data,
                   GError      **error)
{
  g_autoptr(TsrGame) copy = tsr_game_copy (tsr_scenario_get_position (self->scenario));

  if (!edit (copy, data, error))
    return FALSE;

  if (self->edit_rest == TSR_DOCUMENT_ASK && _tsr_document_has_script (self))
    {
      Pending *pending = g_new0 (Pending, 1);

      pending->is_edit = TRUE;
      pending->position = g_steal_pointer (&copy);
      _tsr_document_ask (self, pending);
      /* Whatever showed the edit as made shows the position again. */
      _tsr_document_changed (self);
      return TRUE;
    }

  apply_edit (self, copy);
  return TRUE;
}

/* An answer the script plays at this point: a file may leave out what
 * goes without saying (the tile drawn, the player). */
static gboolean
same_answer (const TsrAction *scripted,
             const TsrAction *played)
{
  TsrAction a = *scripted;

  if (a.tile == NULL)
    a.tile = played->tile;
  if (a.player < 0)
    a.player = played->player;
  return tsr_action_equal (&a, played);
}

/**
 * tsr_document_act:
 *
 * Plays an action; a rejected one changes nothing and says why.  At the
 * end of the script, the action is added to it; where the script plays
 * the same, the script goes on; where it plays otherwise and more would
 * follow, the change waits for tsr_document_answer().
 */
gboolean
tsr_document_act (TsrDocument      *self,
                  const TsrAction  *action,
                  GError          **error)
{
  guint from, to, n_actions;
  TsrAction next;
  gboolean scripted, same;
  g_autoptr(GError) refusal = NULL;

  g_return_val_if_fail (self->mode == TSR_DOCUMENT_PLAY && self->play != NULL, FALSE);

  if (self->browsing)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("This is an earlier step: choose Play from Here to play on from it."));
      return FALSE;
    }

  from = tsr_game_get_position (self->play);
  n_actions = tsr_game_get_n_actions (self->play);
  scripted = tsr_scenario_get_next_action (self->scenario, n_actions, &next);

  /* The script's own answer: the replay already went on from here. */
  same = scripted && same_answer (&next, action);
  if (same)
    {
      /* The script's own answer: the replay went on from here already,
       * unless the answer took no step of its own (then no step of the
       * trace shows the game right after it, and it is played again). */
      for (guint q = from + 1; q <= tsr_game_get_n_steps (self->play); q++)
        {
          tsr_game_go_to (self->play, q, NULL);
          if (tsr_game_get_n_actions (self->play) == n_actions + 1)
            {
              self->has_refusal = FALSE;
              _tsr_document_changed (self);
              return TRUE;
            }
          if (tsr_game_get_n_actions (self->play) > n_actions)
            break;
        }
      tsr_game_go_to (self->play, from, NULL);
    }

  if (!tsr_game_act (self->play, action, &refusal))
    {
      self->has_refusal = TRUE;
      self->refused = *action;
      self->refused_code = refusal->code;
      self->refused_at = from;
      g_propagate_error (error, g_steal_pointer (&refusal));
      return FALSE;
    }

  to = tsr_game_get_position (self->play);
  self->has_refusal = FALSE;

  if (!scripted)
    {
      TsrScenario *scenario = tsr_scenario_copy (self->scenario);

      tsr_scenario_play_on (scenario, action);
      /* The state before showed the step before the action. */
      _tsr_document_replace (self, scenario, from);
      /* The game played on already; only the reports are new. */
      g_clear_pointer (&self->reports, g_ptr_array_unref);
      self->reports = tsr_scenario_report (self->scenario, NULL);
      _tsr_document_changed (self);
      return TRUE;
    }

  if (same)
    {
      /* Playing in the middle cut the trace short; the script keeps its
       * rest, which the next replay shows again. */
      _tsr_document_changed (self);
      return TRUE;
    }

  {
    Pending *pending = g_new0 (Pending, 1);

    pending->action = *action;
    pending->n_actions = n_actions;
    pending->from = from;
    pending->to = to;
    _tsr_document_replay (self, from);
    _tsr_document_ask (self, pending);
    _tsr_document_changed (self);
  }
  return TRUE;
}

/* Whether a change waits for tsr_document_answer(). */
gboolean
tsr_document_is_asking (TsrDocument *self)
{
  return self->pending != NULL;
}

/**
 * tsr_document_answer:
 * @answer: keep the rest of the script, discard it, or cancel the change
 *
 * Makes the change that waits, as one step of undo.  An edit answered
 * keeps or discards the script for the rest of the stay in edit mode.
 * Discarding drops the script, not the scenario's title and
 * description, which the user edits apart.
 */
void
tsr_document_answer (TsrDocument       *self,
                     TsrDocumentAnswer  answer)
{
  g_autoptr(TsrScenario) scenario = NULL;
  Pending *pending = g_steal_pointer (&self->pending);
  gboolean discard = answer == TSR_DOCUMENT_DISCARD;

  if (pending == NULL)
    return;

  if (answer == TSR_DOCUMENT_ASK)
    {
      _tsr_document_pending_free (pending);
      _tsr_document_changed (self);
      return;
    }

  scenario = tsr_scenario_copy (self->scenario);
  if (pending->is_edit)
    {
      self->edit_rest = answer;
      tsr_scenario_set_setup (scenario, pending->position);
      if (discard)
        tsr_scenario_clear_script (scenario);
    }
  else
    tsr_scenario_play_at (scenario, pending->n_actions, &pending->action, !discard);

  _tsr_document_replace (self, g_steal_pointer (&scenario), pending->is_edit ? _tsr_document_shown_position (self)
                                                                             : pending->from);
  _tsr_document_replay (self, pending->is_edit ? G_MAXUINT : pending->to);
  _tsr_document_pending_free (pending);
  _tsr_document_changed (self);
}

/**
 * tsr_document_expect:
 * @truth: what to expect, as it is in the game shown (a score of no
 *   player: every player's)
 *
 * Records what is true now of @truth as expectations of the script,
 * checked at the step shown.  A refusal is recorded with the refused
 * action before it.
 */
gboolean
tsr_document_expect (TsrDocument     *self,
                     const TsrTruth  *truth,
                     GError         **error)
{
  g_autoptr(GPtrArray) expectations = NULL;
  TsrScenario *scenario;
  TsrTruth what = *truth;
  guint position;

  if (self->mode != TSR_DOCUMENT_PLAY || self->play == NULL)
    {
      g_set_error (error, TSR_DOCUMENT_ERROR, TSR_DOCUMENT_ERROR_NOT_PLAYING,
                   _("Expectations are checked as the script plays: switch to Play first."));
      return FALSE;
    }

  /* A point of the script is checked where its action ends: an earlier
   * step in the middle of one is no such point. */
  if (self->browsing)
    {
      g_set_error (error, TSR_DOCUMENT_ERROR, TSR_DOCUMENT_ERROR_NOT_PLAYING,
                   _("This is an earlier step: choose Play from Here to expect something at it."));
      return FALSE;
    }

  if (truth->kind == TSR_TRUTH_REFUSAL)
    {
      if (!tsr_document_has_refusal (self))
        {
          g_set_error (error, TSR_DOCUMENT_ERROR, TSR_DOCUMENT_ERROR_NO_REFUSAL,
                       _("No action was refused here: try one the rules refuse first."));
          return FALSE;
        }
      what.code = self->refused_code;
    }

  if (what.kind == TSR_TRUTH_SCORE && what.player < 0)
    {
      /* Every player's score, as one change. */
      expectations = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_expectation_free);
      for (guint i = 0; i < tsr_game_get_n_players (self->play); i++)
        {
          g_autoptr(GPtrArray) one = NULL;

          what.player = i;
          one = tsr_truth_record (self->play, &what, error);
          if (one == NULL)
            return FALSE;
          while (one->len > 0)
            g_ptr_array_add (expectations, g_ptr_array_steal_index (one, 0));
        }
    }
  else
    expectations = tsr_truth_record (self->play, &what, error);
  if (expectations == NULL)
    return FALSE;

  position = _tsr_document_shown_position (self);
  scenario = tsr_scenario_copy (self->scenario);
  tsr_scenario_add_expectations (scenario, tsr_game_get_n_actions (self->play),
                                 truth->kind == TSR_TRUTH_REFUSAL ? &self->refused : NULL, expectations);
  _tsr_document_commit (self, scenario, position);
  return TRUE;
}

/* Whether the rules refused an action at the step shown, for
 * tsr_document_expect() to record. */
gboolean
tsr_document_has_refusal (TsrDocument *self)
{
  return self->has_refusal && self->play != NULL && !self->browsing &&
         tsr_game_get_position (self->play) == self->refused_at;
}

/* Removes the expectation numbered @index in script order. */
void
tsr_document_remove_expectation (TsrDocument *self,
                                 guint        index)
{
  TsrScenario *scenario = tsr_scenario_copy (self->scenario);

  if (!tsr_scenario_remove_expectation (scenario, index))
    {
      tsr_scenario_free (scenario);
      return;
    }

  _tsr_document_commit (self, scenario, _tsr_document_shown_position (self));
}
