/* tsr-document.c
 *
 * A document holds a scenario's position as it is edited by hand (with an
 * undo stack of whole positions: a position is small and copying it makes
 * every edit undoable the same way) and, in play mode, the game played
 * from that position, whose own history gives undo, redo and stepping.
 * Everything a rule decides is the core's; this only keeps track.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-document.h"

struct _TsrDocument
{
  GObject          parent_instance;

  GFile           *file;
  char            *title;
  char            *description;
  gboolean         modified;

  TsrGame         *position;     /* set up, not started */
  GPtrArray       *undo;         /* TsrGame positions before each edit */
  GPtrArray       *redo;

  TsrDocumentMode  mode;
  TsrGame         *play;         /* started from position, or NULL */
  gboolean         browsing;     /* looking at an earlier step of play */

  /* The scenario as loaded, kept while it still describes the document:
   * saving it keeps its expectations. */
  TsrScenario     *original;
  gboolean         edited;
  GPtrArray       *failures;     /* TsrScenarioFailure of its script */
};

G_DEFINE_FINAL_TYPE (TsrDocument, tsr_document, G_TYPE_OBJECT)

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
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
notify_history (TsrDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
changed (TsrDocument *self)
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

static void
clear_play (TsrDocument *self)
{
  g_clear_pointer (&self->play, tsr_game_free);
  self->browsing = FALSE;
}

static void
start_play (TsrDocument *self)
{
  clear_play (self);
  self->play = tsr_game_copy (self->position);
  tsr_game_start (self->play);
}

static void
set_content (TsrDocument *self,
             TsrGame     *position,
             TsrScenario *original,
             GFile       *file)
{
  g_clear_pointer (&self->position, tsr_game_free);
  g_clear_pointer (&self->original, tsr_scenario_free);
  g_clear_pointer (&self->failures, g_ptr_array_unref);
  g_clear_object (&self->file);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  clear_play (self);

  self->position = position;
  self->original = original;
  self->file = file != NULL ? g_object_ref (file) : NULL;
  self->edited = FALSE;
  self->modified = FALSE;

  g_free (self->title);
  g_free (self->description);
  self->title = g_strdup (original != NULL ? tsr_scenario_get_title (original) : NULL);
  self->description = g_strdup (original != NULL ? tsr_scenario_get_description (original) : NULL);

  /* A scenario with a script opens played through, ready to step back. */
  if (original != NULL && tsr_scenario_has_script (original))
    {
      tsr_scenario_run (original, &self->play, &self->failures);
      self->mode = TSR_DOCUMENT_PLAY;
    }
  else
    self->mode = TSR_DOCUMENT_EDIT;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  changed (self);
}

static void
tsr_document_finalize (GObject *object)
{
  TsrDocument *self = TSR_DOCUMENT (object);

  g_clear_object (&self->file);
  g_free (self->title);
  g_free (self->description);
  g_clear_pointer (&self->position, tsr_game_free);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  clear_play (self);
  g_clear_pointer (&self->original, tsr_scenario_free);
  g_clear_pointer (&self->failures, g_ptr_array_unref);

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
}

static void
tsr_document_init (TsrDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_game_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) tsr_game_free);
  self->position = new_position ();
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
  set_content (self, new_position (), NULL, NULL);
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

  set_content (self, tsr_game_copy (tsr_scenario_get_position (scenario)), scenario, NULL);
  return TRUE;
}

gboolean
tsr_document_load_file (TsrDocument  *self,
                        GFile        *file,
                        GError      **error)
{
  g_autofree char *path = g_file_get_path (file);
  TsrScenario *scenario;

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be opened."));
      return FALSE;
    }

  scenario = tsr_scenario_load_file (path, error);
  if (scenario == NULL)
    return FALSE;

  set_content (self, tsr_game_copy (tsr_scenario_get_position (scenario)), scenario, file);
  return TRUE;
}

/* The scenario as it stands: the original one while it still describes
 * the document, else the position with what was played as its script. */
static TsrScenario *
current_scenario (TsrDocument *self)
{
  /* Same position, same script: the original, expectations and all,
   * with the title and description as they are now. */
  if (self->original != NULL && !self->edited &&
      (self->play == NULL ? !tsr_scenario_has_script (self->original)
                          : tsr_scenario_script_matches (self->original, self->play)))
    {
      TsrScenario *scenario = tsr_scenario_copy (self->original);

      tsr_scenario_set_text (scenario, self->title, self->description);
      return scenario;
    }

  if (self->play != NULL && tsr_game_get_n_actions (self->play) > 0)
    return tsr_scenario_new_from_play (self->position, self->play, self->title, self->description);

  return tsr_scenario_new_from_game (self->position, self->title, self->description);
}

char *
tsr_document_to_xml (TsrDocument *self)
{
  g_autoptr(TsrScenario) scenario = current_scenario (self);

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
  g_autoptr(TsrScenario) scenario = current_scenario (self);
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

void
tsr_document_set_text (TsrDocument *self,
                       const char  *title,
                       const char  *description)
{
  if (g_strcmp0 (title, self->title) == 0 && g_strcmp0 (description, self->description) == 0)
    return;

  g_free (self->title);
  g_free (self->description);
  self->title = title != NULL && *title != '\0' ? g_strdup (title) : NULL;
  self->description = description != NULL && *description != '\0' ? g_strdup (description) : NULL;
  tsr_document_set_modified (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

gboolean
tsr_document_get_modified (TsrDocument *self)
{
  return self->modified;
}

void
tsr_document_set_modified (TsrDocument *self,
                           gboolean     modified)
{
  if (self->modified == modified)
    return;

  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

TsrDocumentMode
tsr_document_get_mode (TsrDocument *self)
{
  return self->mode;
}

/**
 * tsr_document_set_mode:
 *
 * Play starts from the position (keeping the game played so far while the
 * position is unchanged); edit goes back to the position.
 */
void
tsr_document_set_mode (TsrDocument     *self,
                       TsrDocumentMode  mode)
{
  if (self->mode == mode)
    return;

  self->mode = mode;
  if (mode == TSR_DOCUMENT_PLAY && self->play == NULL)
    start_play (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  changed (self);
}

/* The position as set up by hand, before any play. */
const TsrGame *
tsr_document_get_position (TsrDocument *self)
{
  return self->position;
}

/* What the board shows: the position in edit mode, the game in play. */
TsrGame *
tsr_document_get_game (TsrDocument *self)
{
  return self->mode == TSR_DOCUMENT_PLAY && self->play != NULL ? self->play : self->position;
}

/**
 * tsr_document_get_failures:
 *
 * Returns: (transfer none) (nullable) (element-type TsrScenarioFailure):
 *   what the loaded scenario's script expected and did not find
 */
GPtrArray *
tsr_document_get_failures (TsrDocument *self)
{
  return self->failures;
}

/**
 * tsr_document_edit:
 * @edit: changes the position it is given, or fails with @error
 *
 * Applies an edit to a copy of the position: on success the copy becomes
 * the position and the old one goes on the undo stack; on failure nothing
 * changes.  Any game played from the old position is dropped.
 */
gboolean
tsr_document_edit (TsrDocument  *self,
                   TsrEditFunc   edit,
                   gpointer      data,
                   GError      **error)
{
  TsrGame *copy = tsr_game_copy (self->position);

  if (!edit (copy, data, error))
    {
      tsr_game_free (copy);
      return FALSE;
    }

  g_ptr_array_add (self->undo, self->position);
  g_ptr_array_set_size (self->redo, 0);
  self->position = copy;
  self->edited = TRUE;
  clear_play (self);
  g_clear_pointer (&self->failures, g_ptr_array_unref);
  tsr_document_set_modified (self, TRUE);
  changed (self);
  return TRUE;
}

/**
 * tsr_document_act:
 *
 * Plays an action; a rejected one changes nothing and says why.
 */
gboolean
tsr_document_act (TsrDocument      *self,
                  const TsrAction  *action,
                  GError          **error)
{
  g_return_val_if_fail (self->mode == TSR_DOCUMENT_PLAY && self->play != NULL, FALSE);

  if (self->browsing)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_NOT_ALLOWED_NOW,
                   _("This is an earlier step: choose Play from Here to play on from it."));
      return FALSE;
    }

  if (!tsr_game_act (self->play, action, error))
    return FALSE;

  tsr_document_set_modified (self, TRUE);
  changed (self);
  return TRUE;
}

gboolean
tsr_document_can_undo (TsrDocument *self)
{
  if (self->mode == TSR_DOCUMENT_PLAY)
    return self->play != NULL && tsr_game_can_undo (self->play);

  return self->undo->len > 0;
}

gboolean
tsr_document_can_redo (TsrDocument *self)
{
  if (self->mode == TSR_DOCUMENT_PLAY)
    return self->play != NULL && tsr_game_can_redo (self->play);

  return self->redo->len > 0;
}

void
tsr_document_undo (TsrDocument *self)
{
  if (!tsr_document_can_undo (self))
    return;

  if (self->mode == TSR_DOCUMENT_PLAY)
    tsr_game_undo (self->play);
  else
    {
      g_ptr_array_add (self->redo, self->position);
      self->position = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
      clear_play (self);
    }

  tsr_document_set_modified (self, TRUE);
  changed (self);
}

void
tsr_document_redo (TsrDocument *self)
{
  if (!tsr_document_can_redo (self))
    return;

  if (self->mode == TSR_DOCUMENT_PLAY)
    tsr_game_redo (self->play);
  else
    {
      g_ptr_array_add (self->undo, self->position);
      self->position = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
      clear_play (self);
    }

  tsr_document_set_modified (self, TRUE);
  changed (self);
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
  changed (self);
  return TRUE;
}

/* Whether an earlier step is shown: answers are taken only after
 * tsr_document_play_from_here(), so a stray click does not drop the
 * steps after it. */
gboolean
tsr_document_is_browsing (TsrDocument *self)
{
  return self->mode == TSR_DOCUMENT_PLAY && self->browsing;
}

/* From a step in the middle of an action, back to where that action was
 * chosen, so the game can go on from there. */
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
  changed (self);
}
