/* tsr-document.c
 *
 * A document holds the scenario being written: the position set up by
 * hand, the script played from it and what it expects.  That scenario is
 * what is saved, whole; the game the window shows in play is its replay.
 * Every change (an edit, an action played, an expectation recorded or
 * removed) replaces the scenario, and the one before goes on an undo
 * stack: a scenario is small, and copying it makes every change undoable
 * the same way.
 *
 * A change that would drop part of the script is not made at once: the
 * document keeps it pending and asks (the ::ask-rest signal); the window
 * answers with tsr_document_answer().  Everything a rule decides is the
 * core's; this only keeps track.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-document-private.h"

G_DEFINE_FINAL_TYPE (TsrDocument, tsr_document, G_TYPE_OBJECT)

G_DEFINE_QUARK (tsr-document-error-quark, tsr_document_error)

enum {
  PROP_0,
  PROP_MODIFIED,
  PROP_MODE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_TITLE,
  N_PROPS
};

enum {
  CHANGED,
  EDITED,
  ASK_REST,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
state_free (State *state)
{
  tsr_scenario_free (state->scenario);
  g_free (state->title);
  g_free (state->description);
  g_free (state);
}

void
_tsr_document_pending_free (Pending *pending)
{
  g_clear_pointer (&pending->position, tsr_game_free);
  g_free (pending);
}

static void
notify_history (TsrDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

void
_tsr_document_changed (TsrDocument *self)
{
  notify_history (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A fresh position: the start tile, two players, the whole box. */
static TsrGame *
new_position (void)
{
  TsrGame *game = tsr_game_new ();

  tsr_game_add_player (game, "red", _("Red"));
  tsr_game_add_player (game, "blue", _("Blue"));
  tsr_game_setup_tile (game, tsr_catalogue_get_start (tsr_catalogue_get_default (), "base"), 0, 0, 0, NULL);
  tsr_game_fill_deck (game, NULL);
  return game;
}

/* Replays the script and shows step @position of it (or the end). */
void
_tsr_document_replay (TsrDocument *self,
                      guint        position)
{
  g_clear_pointer (&self->play, tsr_game_free);
  g_clear_pointer (&self->reports, g_ptr_array_unref);
  self->reports = tsr_scenario_report (self->scenario, &self->play);
  self->generation++;
  self->browsing = FALSE;
  if (position < tsr_game_get_n_steps (self->play))
    tsr_game_go_to (self->play, position, NULL);
}

guint
_tsr_document_shown_position (TsrDocument *self)
{
  return self->play != NULL ? tsr_game_get_position (self->play) : G_MAXUINT;
}

gboolean
_tsr_document_has_script (TsrDocument *self)
{
  return tsr_scenario_has_script (self->scenario) || tsr_scenario_has_expectations (self->scenario);
}

static void
set_content (TsrDocument *self,
             TsrScenario *scenario,
             GFile       *file)
{
  g_clear_pointer (&self->scenario, tsr_scenario_free);
  g_clear_pointer (&self->pending, _tsr_document_pending_free);
  g_clear_object (&self->file);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);

  self->scenario = scenario;
  /* A game made from another program's file becomes a scenario of its
   * own: saving it asks where, and never writes over that file. */
  self->file = file != NULL && !tsr_scenario_is_imported (scenario) ? g_object_ref (file) : NULL;
  self->modified = FALSE;
  self->has_refusal = FALSE;
  self->edit_rest = TSR_DOCUMENT_ASK;

  g_free (self->title);
  g_free (self->description);
  self->title = g_strdup (tsr_scenario_get_title (scenario));
  self->description = g_strdup (tsr_scenario_get_description (scenario));

  /* A scenario with a script opens played through, ready to step back. */
  self->mode = tsr_scenario_has_script (scenario) ? TSR_DOCUMENT_PLAY : TSR_DOCUMENT_EDIT;
  _tsr_document_replay (self, G_MAXUINT);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  _tsr_document_changed (self);
}

State *
_tsr_document_save_state (TsrDocument *self)
{
  State *state = g_new0 (State, 1);

  state->scenario = tsr_scenario_copy (self->scenario);
  state->title = g_strdup (self->title);
  state->description = g_strdup (self->description);
  state->mode = self->mode;
  state->position = _tsr_document_shown_position (self);
  return state;
}

void
_tsr_document_set_text_quietly (TsrDocument *self,
                                const char  *title,
                                const char  *description)
{
  char *t = title != NULL && *title != '\0' ? g_strdup (title) : NULL;
  char *d = description != NULL && *description != '\0' ? g_strdup (description) : NULL;

  g_free (self->title);
  g_free (self->description);
  self->title = t;
  self->description = d;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/* Takes @scenario in place of the document's, which goes on the undo
 * stack as showing step @shown; the caller replays what needs it. */
void
_tsr_document_replace (TsrDocument *self,
                       TsrScenario *scenario,
                       guint        shown)
{
  State *before = _tsr_document_save_state (self);

  before->position = shown;
  g_ptr_array_add (self->undo, before);
  g_ptr_array_set_size (self->redo, 0);
  /* A change waiting for an answer was asked about another script. */
  g_clear_pointer (&self->pending, _tsr_document_pending_free);
  tsr_scenario_free (self->scenario);
  self->scenario = scenario;
  self->has_refusal = FALSE;
  tsr_document_set_modified (self, TRUE);
}

/* Makes @scenario the document's, the one before undoable, and shows
 * step @position of its replay. */
void
_tsr_document_commit (TsrDocument *self,
                      TsrScenario *scenario,
                      guint        position)
{
  _tsr_document_replace (self, scenario, _tsr_document_shown_position (self));
  _tsr_document_replay (self, position);
  _tsr_document_changed (self);
}

/* Swaps the document with a state of the undo or redo stack, putting
 * what it was on the other. */
static void
restore (TsrDocument *self,
         GPtrArray   *from,
         GPtrArray   *to)
{
  State *state = g_ptr_array_steal_index (from, from->len - 1);
  gboolean mode_changed = state->mode != self->mode;

  g_ptr_array_add (to, _tsr_document_save_state (self));
  g_clear_pointer (&self->pending, _tsr_document_pending_free);
  self->edit_rest = TSR_DOCUMENT_ASK;
  tsr_scenario_free (self->scenario);
  self->scenario = g_steal_pointer (&state->scenario);
  _tsr_document_set_text_quietly (self, state->title, state->description);
  self->mode = state->mode;
  self->has_refusal = FALSE;
  _tsr_document_replay (self, state->position);
  state_free (state);

  if (mode_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  tsr_document_set_modified (self, TRUE);
  _tsr_document_changed (self);
}

static void
tsr_document_finalize (GObject *object)
{
  TsrDocument *self = TSR_DOCUMENT (object);

  g_clear_object (&self->file);
  g_free (self->title);
  g_free (self->description);
  g_clear_pointer (&self->scenario, tsr_scenario_free);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_clear_pointer (&self->play, tsr_game_free);
  g_clear_pointer (&self->reports, g_ptr_array_unref);
  g_clear_pointer (&self->pending, _tsr_document_pending_free);

  G_OBJECT_CLASS (tsr_document_parent_class)->finalize (object);
}

static void
tsr_document_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TsrDocument *self = TSR_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_MODE:
      g_value_set_int (value, self->mode);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tsr_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tsr_document_can_redo (self));
      break;
    case PROP_TITLE:
      g_value_take_string (value, tsr_document_dup_display_name (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsr_document_class_init (TsrDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tsr_document_finalize;
  object_class->get_property = tsr_document_get_property;

  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODE] = g_param_spec_int ("mode", NULL, NULL, TSR_DOCUMENT_EDIT, TSR_DOCUMENT_PLAY,
                                            TSR_DOCUMENT_EDIT, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TsrDocument::changed:
   *
   * The position or the game changed: whatever shows them refreshes.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TsrDocument::edited:
   *
   * The scenario was changed, or a change of it waits for an answer: an
   * edit, an action played, an undo or redo, the title or description
   * typed.  Saving, opening a file, showing another step or switching
   * modes are no edit.
   */
  signals[EDITED] = g_signal_new ("edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TsrDocument::ask-rest:
   * @n_actions: how many actions of the script the change would drop
   * @n_expectations: how many expectations
   * @is_edit: whether the change is an edit of the position (else an
   *   answer that differs from the script's)
   *
   * A change waits for tsr_document_answer(): keep the rest of the
   * script, discard it, or cancel the change.
   */
  signals[ASK_REST] = g_signal_new ("ask-rest", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                    G_TYPE_UINT, G_TYPE_UINT, G_TYPE_BOOLEAN);
}

static void
tsr_document_init (TsrDocument *self)
{
  g_autoptr(TsrGame) position = new_position ();

  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) state_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) state_free);
  self->scenario = tsr_scenario_new_from_game (position, NULL, NULL);
  self->edit_rest = TSR_DOCUMENT_ASK;
  _tsr_document_replay (self, G_MAXUINT);
}
TsrDocument *
tsr_document_new (void)
{
  return g_object_new (TSR_TYPE_DOCUMENT, NULL);
}

/* Back to a fresh, unnamed position. */
void
tsr_document_reset (TsrDocument *self)
{
  g_autoptr(TsrGame) position = new_position ();

  set_content (self, tsr_scenario_new_from_game (position, NULL, NULL), NULL);
}

/**
 * tsr_document_load_data:
 *
 * Replaces the document with a scenario, only when the whole scenario
 * loads; otherwise the document stays as it was and @error lists every
 * problem.
 */
gboolean
tsr_document_load_data (TsrDocument  *self,
                        const char   *data,
                        gsize         length,
                        const char   *name,
                        GError      **error)
{
  TsrScenario *scenario = tsr_scenario_load_data (data, length, name, error);

  if (scenario == NULL)
    return FALSE;

  set_content (self, scenario, NULL);
  return TRUE;
}

/**
 * tsr_document_local_path:
 *
 * Returns: (transfer full) (nullable): where @file is on this computer,
 *   or %NULL with @error set: only local files are opened
 */
char *
tsr_document_local_path (GFile   *file,
                         GError **error)
{
  char *path = g_file_get_path (file);

  if (path == NULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be opened."));

  return path;
}

gboolean
tsr_document_load_file (TsrDocument  *self,
                        GFile        *file,
                        GError      **error)
{
  g_autofree char *path = tsr_document_local_path (file, error);
  TsrScenario *scenario;

  if (path == NULL)
    return FALSE;

  scenario = tsr_scenario_open_file (path, error);
  if (scenario == NULL)
    return FALSE;

  tsr_document_take_scenario (self, scenario, file);
  return TRUE;
}

/**
 * tsr_document_take_scenario:
 * @scenario: (transfer full): a scenario loaded whole
 * @file: (nullable): the file it was loaded from
 *
 * Replaces the document with @scenario, as if opened from @file: nothing
 * to undo, not modified.
 */
void
tsr_document_take_scenario (TsrDocument *self,
                            TsrScenario *scenario,
                            GFile       *file)
{
  set_content (self, scenario, file);
}

/* Returns: (transfer full): the scenario as it would be saved now: the
 * script and expectations the scenario panel shows, with the title and
 * description as they are now */
TsrScenario *
tsr_document_dup_scenario (TsrDocument *self)
{
  TsrScenario *scenario = tsr_scenario_copy (self->scenario);

  tsr_scenario_set_text (scenario, self->title, self->description);
  return scenario;
}

char *
tsr_document_to_xml (TsrDocument *self)
{
  g_autoptr(TsrScenario) scenario = tsr_document_dup_scenario (self);

  return tsr_scenario_to_xml (scenario);
}

/**
 * tsr_document_save_file:
 *
 * Saves atomically; on success the document is no longer modified and
 * belongs to @file.
 */
gboolean
tsr_document_save_file (TsrDocument  *self,
                        GFile        *file,
                        GError      **error)
{
  g_autoptr(TsrScenario) scenario = tsr_document_dup_scenario (self);
  g_autofree char *path = g_file_get_path (file);

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be saved."));
      return FALSE;
    }

  if (!tsr_scenario_save_file (scenario, path, error))
    return FALSE;

  g_set_object (&self->file, file);
  tsr_document_set_modified (self, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  return TRUE;
}

GFile *
tsr_document_get_file (TsrDocument *self)
{
  return self->file;
}

/* Where the document belongs, without loading it (a restored draft
 * belongs to the file it was a draft of). */
void
tsr_document_set_file (TsrDocument *self,
                       GFile       *file)
{
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/* What to call the document: its title (in the user's language, for the
 * shipped examples), its file's name, or "New Scenario". */
char *
tsr_document_dup_display_name (TsrDocument *self)
{
  if (self->title != NULL && *self->title != '\0')
    return g_strdup (tsr_translate_scenario_text (self->title));
  if (self->file != NULL)
    return g_file_get_basename (self->file);

  return g_strdup (_("New Scenario"));
}

const char *
tsr_document_get_title (TsrDocument *self)
{
  return self->title;
}

const char *
tsr_document_get_description (TsrDocument *self)
{
  return self->description;
}

/* The title and description as typed: the entries keep their own undo,
 * so this is no step of the document's. */
void
tsr_document_set_text (TsrDocument *self,
                       const char  *title,
                       const char  *description)
{
  if (g_strcmp0 (title, self->title) == 0 && g_strcmp0 (description, self->description) == 0)
    return;

  _tsr_document_set_text_quietly (self, title, description);
  tsr_document_set_modified (self, TRUE);
}

gboolean
tsr_document_get_modified (TsrDocument *self)
{
  return self->modified;
}

/* Every edit marks the document modified, even when it already was:
 * that is where ::edited is told. */
void
tsr_document_set_modified (TsrDocument *self,
                           gboolean     modified)
{
  if (self->modified != modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }

  if (modified)
    g_signal_emit (self, signals[EDITED], 0);
}

TsrDocumentMode
tsr_document_get_mode (TsrDocument *self)
{
  return self->mode;
}

/**
 * tsr_document_set_mode:
 *
 * Play shows the script's replay from the position; edit goes back to
 * the position.  Each stay in edit asks again, at its first edit, what
 * becomes of the script.
 */
void
tsr_document_set_mode (TsrDocument     *self,
                       TsrDocumentMode  mode)
{
  if (self->mode == mode)
    return;

  self->mode = mode;
  self->edit_rest = TSR_DOCUMENT_ASK;
  g_clear_pointer (&self->pending, _tsr_document_pending_free);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  _tsr_document_changed (self);
}

/* The position as set up by hand, before any play. */
const TsrGame *
tsr_document_get_position (TsrDocument *self)
{
  return tsr_scenario_get_position (self->scenario);
}

/* What the board shows: the position in edit mode, the game in play. */
TsrGame *
tsr_document_get_game (TsrDocument *self)
{
  return self->mode == TSR_DOCUMENT_PLAY ? self->play : (TsrGame *) tsr_scenario_get_position (self->scenario);
}

/* Changes whenever the game shown in play is a new one (a replay): a
 * cache of what it shows compares this, never the game's address. */
guint
tsr_document_get_generation (TsrDocument *self)
{
  return self->generation;
}

/**
 * tsr_document_get_reports:
 *
 * Returns: (transfer none) (element-type TsrExpectationReport): how each
 *   expectation of the script stands in its replay, in script order
 */
GPtrArray *
tsr_document_get_reports (TsrDocument *self)
{
  return self->reports;
}

/* How many expectations of the script do not hold (an action the rules
 * refuse, which stops the script, counts as one). */
guint
tsr_document_count_failures (TsrDocument *self)
{
  guint n = 0;

  for (guint i = 0; i < self->reports->len; i++)
    if (((TsrExpectationReport *) g_ptr_array_index (self->reports, i))->state == TSR_EXPECT_FAILS)
      n++;

  return n;
}

gboolean
tsr_document_can_undo (TsrDocument *self)
{
  return self->undo->len > 0;
}

gboolean
tsr_document_can_redo (TsrDocument *self)
{
  return self->redo->len > 0;
}

void
tsr_document_undo (TsrDocument *self)
{
  if (tsr_document_can_undo (self))
    restore (self, self->undo, self->redo);
}

void
tsr_document_redo (TsrDocument *self)
{
  if (tsr_document_can_redo (self))
    restore (self, self->redo, self->undo);
}

/**
 * tsr_document_go_to_step:
 * @position: how many steps of the trace to show applied
 *
 * Shows the game as it was after a step; playing on from there is
 * tsr_document_play_from_here().
 */
gboolean
tsr_document_go_to_step (TsrDocument *self,
                         guint        position)
{
  if (self->mode != TSR_DOCUMENT_PLAY || self->play == NULL ||
      !tsr_game_go_to (self->play, position, NULL))
    return FALSE;

  self->browsing = position < tsr_game_get_n_steps (self->play);
  _tsr_document_changed (self);
  return TRUE;
}

/* Whether an earlier step is shown: answers are taken only after
 * tsr_document_play_from_here(), so a stray click does not change the
 * script. */
gboolean
tsr_document_is_browsing (TsrDocument *self)
{
  return self->mode == TSR_DOCUMENT_PLAY && self->browsing;
}

/* From a step in the middle of an action, back to where that action was
 * chosen, so the game can go on from there.  Nothing of the script goes
 * until an answer differs from it. */
void
tsr_document_play_from_here (TsrDocument *self)
{
  guint position;

  if (self->mode != TSR_DOCUMENT_PLAY || self->play == NULL)
    return;

  position = tsr_game_get_position (self->play);
  while (position > 0 && !tsr_game_is_at_rest (self->play))
    tsr_game_go_to (self->play, --position, NULL);

  self->browsing = FALSE;
  _tsr_document_changed (self);
}
