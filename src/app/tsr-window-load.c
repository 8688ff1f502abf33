/* tsr-window-load.c: opening a scenario file without blocking the window
 *
 * The file is read and parsed in a worker thread (the core refuses a
 * named pipe or a device at once, so only a slow disk can make it
 * wait); its scenario replaces the document back on the main thread,
 * and only if it loaded whole.  Cancelling stops the worker too, between
 * chunks read and before parsing and checking.  One load at a time: a
 * new one cancels the one under way (the file asked for last is the one
 * opened), and so does closing the window.  An edit of the document
 * while the file is read cancels it too (::edited: a save, a step shown
 * or a mode switched is none), so a load never overwrites an edit made
 * after it was asked for.  A load that fails or is cancelled leaves the
 * window as it was: the scenario, its undo, its mode, its file, its
 * draft.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-window-private.h"

/**
 * _tsr_window_show_load_errors:
 * @name: the file's name, as the heading shows it
 *
 * Says in a dialog why a file could not be opened, every problem with
 * its line.
 */
void
_tsr_window_show_load_errors (TsrWindow    *self,
                              const char   *name,
                              const GError *error)
{
  GtkWidget *dialog, *scroller, *label;
  g_autofree char *heading = NULL;

  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("“%s” Could Not Be Opened"), name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _("Nothing was changed. The file has these problems:"));

  label = gtk_label_new (error->message);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "monospace");
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 240);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), label);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  tsr_a11y_name_controls (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  g_autofree char *path = tsr_document_local_path (task_data, NULL);
  GError *error = NULL;
  /* Cancelled, the reading and parsing stop too, not only the wait. */
  TsrScenario *scenario = tsr_scenario_open_file_cancellable (path, cancellable, &error);

  if (scenario == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, scenario, (GDestroyNotify) tsr_scenario_free);
}

static void
on_loaded (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  TsrWindow *self = TSR_WINDOW (source);
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  TsrScenario *scenario = g_task_propagate_pointer (G_TASK (result), &error);

  /* Cancelled: the window may be closed, or another load under way. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->loading);
  if (scenario == NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      _tsr_window_show_load_errors (self, name, error);
      return;
    }

  tsr_document_take_scenario (self->document, scenario, file);
  _tsr_window_files_opened (self, file);
}

/**
 * tsr_window_load_file:
 *
 * Opens @file without blocking the window; when it does not load, a
 * dialog says why and the open scenario stays as it was.  Unsaved
 * changes are the caller's business, as for tsr_window_open_file().
 */
void
tsr_window_load_file (TsrWindow *self,
                      GFile     *file)
{
  g_autoptr(GTask) task = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  _tsr_window_load_cancel (self);

  path = tsr_document_local_path (file, &error);
  if (path == NULL)
    {
      g_autofree char *name = g_file_get_basename (file);

      _tsr_window_show_load_errors (self, name, error);
      return;
    }

  self->loading = g_cancellable_new ();
  task = g_task_new (self, self->loading, on_loaded, NULL);
  g_task_set_source_tag (task, tsr_window_load_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  /* A cancelled load ends once its thread stops, at the next chunk or
   * stage: not at once, as then the thread's last reference to the task
   * could finalize the window in that thread. */
  g_task_run_in_thread (task, load_in_thread);
}

/* Whether a file is being loaded into the window. */
gboolean
_tsr_window_is_loading (TsrWindow *self)
{
  return self->loading != NULL;
}

void
_tsr_window_load_cancel (TsrWindow *self)
{
  if (self->loading == NULL)
    return;

  g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
}

static void
on_document_edited (TsrWindow *self)
{
  if (self->loading == NULL)
    return;

  _tsr_window_load_cancel (self);
  _tsr_window_toast (self, _("Opening the file was stopped: the scenario changed meanwhile."));
}

void
_tsr_window_load_init (TsrWindow *self)
{
  g_signal_connect_object (self->document, "edited", G_CALLBACK (on_document_edited), self,
                           G_CONNECT_SWAPPED);
}
