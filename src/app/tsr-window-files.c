/* tsr-window-files.c: opening, saving, recent files and drafts
 *
 * A failed load leaves the open scenario as it was and shows every error
 * with its line (tsr-window-load.c reads files without blocking).  Saving
 * goes through the core's tsr_file_replace(): atomic, through links,
 * keeping permissions.  While a scenario has unsaved changes, a draft of it is
 * written a few seconds after each change; after a crash the next start
 * offers to restore it.  Closing, starting a new scenario or opening
 * another one with unsaved changes asks first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tsr-examples.h"
#include "tsr-a11y.h"
#include "tsr-window-private.h"

#define DRAFT_DELAY_SECONDS 3
#define RECENT_APP "tessera"
#define RECENT_MIME "application/x-tessera+xml"
#define JCZ_MIME "application/x-jcloisterzone-game"
#define RECENT_LIMIT 8

/* What to do once unsaved changes are dealt with. */
typedef enum
{
  AFTER_NOTHING,
  AFTER_NEW,
  AFTER_OPEN_DIALOG,
  AFTER_OPEN_FILE,
  AFTER_OPEN_EXAMPLE,
  AFTER_CLOSE,
} After;

typedef struct
{
  TsrWindow *window;
  After      after;
  GFile     *file;       /* AFTER_OPEN_FILE */
  char      *example;    /* AFTER_OPEN_EXAMPLE: a resource path */
} Pending;

static void
pending_free (Pending *pending)
{
  g_clear_object (&pending->file);
  g_free (pending->example);
  g_object_unref (pending->window);
  g_free (pending);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Pending, pending_free)

static Pending *
pending_new (TsrWindow *self,
             After      after)
{
  Pending *pending = g_new0 (Pending, 1);

  pending->window = g_object_ref (self);
  pending->after = after;
  return pending;
}

/* Drafts */

static char *
draft_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tessera", "draft.tessera", NULL);
}

static char *
draft_info_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tessera", "draft.ini", NULL);
}

static void
remove_draft (void)
{
  g_autofree char *path = draft_path ();
  g_autofree char *info = draft_info_path ();

  g_unlink (path);
  g_unlink (info);
}

/* Whether a session ended with unsaved changes and left a draft. */
gboolean
tsr_window_has_draft (void)
{
  g_autofree char *path = draft_path ();

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

void
tsr_window_discard_draft (void)
{
  remove_draft ();
}

static gboolean
write_draft (gpointer user_data)
{
  TsrWindow *self = user_data;
  g_autofree char *path = draft_path ();
  g_autofree char *info_path = draft_info_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *xml = NULL;
  g_autoptr(GKeyFile) info = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  GFile *file = tsr_document_get_file (self->document);

  self->draft_timeout = 0;
  if (!tsr_document_get_modified (self->document))
    return G_SOURCE_REMOVE;

  xml = tsr_document_to_xml (self->document);
  if (g_mkdir_with_parents (dir, 0700) != 0 ||
      !g_file_set_contents (path, xml, -1, &error))
    {
      g_warning ("Could not write the draft %s: %s", path,
                 error != NULL ? error->message : g_strerror (errno));
      return G_SOURCE_REMOVE;
    }

  /* Where the scenario belongs, so a restored draft saves back there. */
  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_key_file_set_string (info, "draft", "file", uri);
    }
  g_key_file_set_boolean (info, "draft", "play",
                          tsr_document_get_mode (self->document) == TSR_DOCUMENT_PLAY);
  if (!g_key_file_save_to_file (info, info_path, &error))
    g_warning ("Could not write %s: %s", info_path, error->message);

  return G_SOURCE_REMOVE;
}

void
_tsr_window_files_changed (TsrWindow *self)
{
  if (!tsr_document_get_modified (self->document))
    return;

  g_clear_handle_id (&self->draft_timeout, g_source_remove);
  self->draft_timeout = g_timeout_add_seconds (DRAFT_DELAY_SECONDS, write_draft, self);
}

/**
 * tsr_window_restore_draft:
 *
 * Opens the draft left by a session that ended with unsaved changes, as
 * an unsaved scenario belonging to the file it came from.
 */
void
tsr_window_restore_draft (TsrWindow *self)
{
  g_autofree char *path = draft_path ();
  g_autofree char *info_path = draft_info_path ();
  g_autoptr(GKeyFile) info = g_key_file_new ();
  g_autofree char *uri = NULL;
  g_autoptr(GFile) draft = g_file_new_for_path (path);
  g_autoptr(GFile) origin = NULL;
  g_autoptr(GError) error = NULL;

  if (!tsr_document_load_file (self->document, draft, &error))
    {
      /* Translators: a toast; %s is why the draft could not be read, a sentence of its own */
      g_autofree char *message = g_strdup_printf (_("The draft could not be restored: %s"), error->message);

      _tsr_window_toast (self, message);
      return;
    }

  if (g_key_file_load_from_file (info, info_path, G_KEY_FILE_NONE, NULL))
    uri = g_key_file_get_string (info, "draft", "file", NULL);
  origin = uri != NULL ? g_file_new_for_uri (uri) : NULL;
  tsr_document_set_file (self->document, origin);
  tsr_document_set_modified (self->document, TRUE);
  _tsr_window_show_workspace (self);
  _tsr_window_refresh (self);
}

/* Recent files */

static void
add_recent (GFile      *file,
            const char *mime_type)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = {
    .mime_type = (char *) mime_type,
    .app_name = (char *) RECENT_APP,
    .app_exec = (char *) "tessera %u",
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

static int
compare_recent (gconstpointer a,
                gconstpointer b)
{
  GtkRecentInfo *ia = *(GtkRecentInfo **) a;
  GtkRecentInfo *ib = *(GtkRecentInfo **) b;

  return g_date_time_compare (gtk_recent_info_get_modified (ib), gtk_recent_info_get_modified (ia));
}

static void
refresh_recent (TsrWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr(GPtrArray) mine = g_ptr_array_new ();

  for (GList *l = items; l != NULL; l = l->next)
    if (gtk_recent_info_has_application (l->data, RECENT_APP) && gtk_recent_info_exists (l->data))
      g_ptr_array_add (mine, l->data);
  g_ptr_array_sort (mine, compare_recent);

  g_menu_remove_all (self->recent_menu);
  for (guint i = 0; i < mine->len && i < RECENT_LIMIT; i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (mine, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);

      g_menu_item_set_action_and_target (item, "win.open-recent", "s", gtk_recent_info_get_uri (info));
      g_menu_append_item (self->recent_menu, item);
    }

  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* Loading */

/* After @file replaced the document: it is the file in hand now. */
void
_tsr_window_files_opened (TsrWindow *self,
                          GFile     *file)
{
  remove_draft ();
  /* Opened whole, the document belongs to @file unless it was imported
   * from it: a JCloisterZone game, opened again from the list. */
  add_recent (file, tsr_document_get_file (self->document) != NULL ? RECENT_MIME : JCZ_MIME);
  _tsr_window_show_workspace (self);
  _tsr_window_refresh (self);
  tsr_board_view_fit (self->board);
}

/**
 * tsr_window_open_file:
 *
 * Opens a scenario file, waiting for it; when it does not load, the open
 * scenario stays as it was and @error lists every problem.  Unsaved
 * changes are the caller's business (the window's actions ask first).
 * The window's own actions use tsr_window_load_file(), which does not
 * block.
 */
gboolean
tsr_window_open_file (TsrWindow  *self,
                      GFile      *file,
                      GError    **error)
{
  _tsr_window_load_cancel (self);
  if (!tsr_document_load_file (self->document, file, error))
    return FALSE;

  _tsr_window_files_opened (self, file);
  return TRUE;
}

static void
open_example (TsrWindow  *self,
              const char *resource)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_path_get_basename (resource);
  gsize length;
  const char *data;

  _tsr_window_load_cancel (self);
  bytes = tsr_data_lookup (resource, &error);
  if (bytes == NULL)
    {
      _tsr_window_show_load_errors (self, name, error);
      return;
    }

  data = g_bytes_get_data (bytes, &length);
  if (!tsr_document_load_data (self->document, data, length, name, &error))
    {
      _tsr_window_show_load_errors (self, name, error);
      return;
    }

  remove_draft ();
  _tsr_window_show_workspace (self);
  _tsr_window_refresh (self);
  tsr_board_view_fit (self->board);
}

static void
new_scenario (TsrWindow *self)
{
  _tsr_window_load_cancel (self);
  tsr_document_reset (self->document);
  remove_draft ();
  _tsr_window_show_workspace (self);
  _tsr_window_refresh (self);
  tsr_board_view_fit (self->board);
}

static void
on_open_response (GtkNativeDialog *dialog,
                  int              response,
                  gpointer         user_data)
{
  TsrWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      tsr_window_load_file (self, file);
    }

  g_object_unref (dialog);
  g_object_unref (self);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            gboolean        scenarios,
            gboolean        games)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  if (scenarios)
    {
      gtk_file_filter_add_pattern (filter, "*.tessera");
      gtk_file_filter_add_pattern (filter, "*.xml");
      gtk_file_filter_add_mime_type (filter, RECENT_MIME);
    }
  if (games)
    {
      gtk_file_filter_add_pattern (filter, "*.jcz");
      gtk_file_filter_add_mime_type (filter, JCZ_MIME);
    }
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

/* Scenarios, and for opening JCloisterZone's games too, which are
 * imported (tsr-jcz-import.c) and never saved as such. */
static void
add_scenario_filters (GtkFileChooser *chooser,
                      gboolean        opening)
{
  GtkFileFilter *filter;

  if (opening)
    add_filter (chooser, _("Scenarios and JCloisterZone Games"), TRUE, TRUE);
  add_filter (chooser, _("Scenarios"), TRUE, FALSE);
  if (opening)
    add_filter (chooser, _("JCloisterZone Games"), FALSE, TRUE);

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("All Files"));
  gtk_file_filter_add_pattern (filter, "*");
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
run_open_dialog (TsrWindow *self)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Open a Scenario"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN,
                                                              _("_Open"), _("_Cancel"));

  add_scenario_filters (GTK_FILE_CHOOSER (dialog), TRUE);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Saving */

/**
 * tsr_window_save_to:
 *
 * Saves the scenario to @file, atomically; on failure the file on disk is
 * as it was.
 */
gboolean
tsr_window_save_to (TsrWindow  *self,
                    GFile      *file,
                    GError    **error)
{
  if (!tsr_document_save_file (self->document, file, error))
    return FALSE;

  remove_draft ();
  add_recent (file, RECENT_MIME);
  _tsr_window_refresh (self);
  return TRUE;
}

static void continue_pending (Pending *pending);

/* Whether @file is one of the examples Tessera ships, wherever it lies (the
 * installed copies, a source tree): a built-in example of its name with
 * the same bytes. */
static gboolean
is_shipped_example (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *resource = g_build_path ("/", "scenarios", name, NULL);
  g_autoptr(GBytes) shipped = tsr_data_lookup (resource, NULL);
  g_autoptr(GBytes) contents = NULL;

  if (shipped == NULL)
    return FALSE;
  contents = g_file_load_bytes (file, NULL, NULL, NULL);
  return contents != NULL && g_bytes_equal (contents, shipped);
}

/* The file Save writes: the scenario's own, unless it has none, or it is
 * a shipped example, which Save never changes, or it cannot be written. */
static GFile *
file_to_save (TsrWindow *self)
{
  GFile *file = tsr_document_get_file (self->document);
  g_autoptr(GFileInfo) info = NULL;

  if (file == NULL || is_shipped_example (file))
    return NULL;
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE) &&
      !g_file_info_get_attribute_boolean (info, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE))
    return NULL;

  return file;
}

/* Where Save As starts when the scenario has no file of its own to
 * write: the user's documents, not wherever the program was started or
 * an example came from. */
static GFile *
documents_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (documents == NULL || !g_file_test (documents, G_FILE_TEST_IS_DIR))
    documents = g_get_home_dir ();
  return g_file_new_for_path (documents);
}

static void
on_save_as_response (GtkNativeDialog *dialog,
                     int              response,
                     gpointer         user_data)
{
  g_autoptr(Pending) pending = user_data;
  TsrWindow *self = pending->window;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (tsr_window_save_to (self, file, &error))
        continue_pending (g_steal_pointer (&pending));
      else
        _tsr_window_toast (self, error->message);
    }

  g_object_unref (dialog);
}

/* Asks where to save, then saves and goes on with @pending (which may be
 * NULL: nothing more to do). */
static void
run_save_as_dialog (TsrWindow *self,
                    Pending   *pending)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save the Scenario"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE,
                                                              _("_Save"), _("_Cancel"));
  GFile *own = tsr_document_get_file (self->document);
  GFile *file = file_to_save (self);

  add_scenario_filters (GTK_FILE_CHOOSER (dialog), FALSE);
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
  else
    {
      g_autoptr(GFile) folder = documents_folder ();
      g_autofree char *name = tsr_document_dup_display_name (self->document);
      g_autofree char *file_name = own != NULL ? g_file_get_basename (own) : g_strconcat (name, ".tessera", NULL);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), file_name);
    }

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_as_response),
                    pending != NULL ? pending : pending_new (self, AFTER_NOTHING));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* Saves where the scenario belongs, or asks where; then @pending. */
static void
save_then (TsrWindow *self,
           Pending   *pending)
{
  GFile *file = file_to_save (self);
  g_autoptr(GError) error = NULL;

  if (file == NULL)
    {
      run_save_as_dialog (self, pending);
      return;
    }

  if (!tsr_window_save_to (self, file, &error))
    {
      _tsr_window_toast (self, error->message);
      g_clear_pointer (&pending, pending_free);
      return;
    }

  if (pending != NULL)
    continue_pending (pending);
}

/* Unsaved changes */

static void
continue_pending (Pending *pending)
{
  TsrWindow *self = pending->window;

  switch (pending->after)
    {
    case AFTER_NEW:
      new_scenario (self);
      break;
    case AFTER_OPEN_DIALOG:
      run_open_dialog (self);
      break;
    case AFTER_OPEN_FILE:
      tsr_window_load_file (self, pending->file);
      break;
    case AFTER_OPEN_EXAMPLE:
      open_example (self, pending->example);
      break;
    case AFTER_CLOSE:
      remove_draft ();
      self->closing = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      break;
    case AFTER_NOTHING:
    default:
      break;
    }

  pending_free (pending);
}

static void
on_unsaved_response (AdwMessageDialog *dialog,
                     const char       *response,
                     gpointer          user_data)
{
  Pending *pending = user_data;

  /* One answer: the pending work is done or dropped now. */
  g_signal_handlers_disconnect_by_func (dialog, on_unsaved_response, user_data);
  /* The work may close the window while the dialog still lives: the
   * dialog lets go of it first, or it would later disconnect from a
   * window that is gone. */
  gtk_window_set_transient_for (GTK_WINDOW (dialog), NULL);

  /* Discarding leaves the changes (and their draft) in place until what
   * replaces them has loaded: a file that fails to open changes nothing. */
  if (g_str_equal (response, "discard"))
    continue_pending (pending);
  else if (g_str_equal (response, "save"))
    save_then (pending->window, pending);
  else
    pending_free (pending);
}

/* A question with three answers: leave it for now (also what closing the
 * dialog means), drop something ("discard"), or the suggested one. */
static GtkWidget *
choice_dialog_new (TsrWindow  *self,
                   const char *heading,
                   const char *body,
                   const char *later_id,
                   const char *later_label,
                   const char *discard_label,
                   const char *accept_id,
                   const char *accept_label)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    later_id, later_label,
                                    "discard", discard_label,
                                    accept_id, accept_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), accept_id,
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), accept_id);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), later_id);
  return dialog;
}

static void
on_draft_response (AdwMessageDialog *dialog,
                   const char       *response,
                   TsrWindow        *self)
{
  if (g_str_equal (response, "restore"))
    tsr_window_restore_draft (self);
  else if (g_str_equal (response, "discard"))
    tsr_window_discard_draft ();
}

/**
 * tsr_window_offer_draft:
 *
 * Asks whether to restore the draft the last session left behind.
 */
void
tsr_window_offer_draft (TsrWindow *self)
{
  GtkWidget *dialog = choice_dialog_new (self, _("Restore Unsaved Changes?"),
                                         _("Tessera closed without saving the scenario you were working on. "
                                           "A draft of it was kept."),
                                         "later", _("_Not Now"), _("_Discard"), "restore", _("_Restore"));

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_draft_response), self, 0);
  tsr_a11y_name_controls (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Goes on with @pending at once when nothing is unsaved, else after the
 * user chose to save or to discard the changes. */
static void
when_saved_or_discarded (Pending *pending)
{
  TsrWindow *self = pending->window;
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  const char *save_label;
  GtkWidget *dialog;

  if (!tsr_document_get_modified (self->document))
    {
      continue_pending (pending);
      return;
    }

  name = tsr_document_dup_display_name (self->document);
  /* Translators: %s is the scenario's title or file name */
  body = g_strdup_printf (_("“%s” has changes that are not saved. Changes which are not saved will be "
                            "permanently lost."), name);
  /* Where Save would ask where, the button says so. */
  save_label = file_to_save (self) != NULL ? _("_Save")
               /* Translators: the suggested answer to "Save Changes?" when the scenario has no
                * file it may write (a shipped example, a game from JCloisterZone): it asks where */
               : _("_Save As…");
  dialog = choice_dialog_new (self, _("Save Changes?"), body, "cancel", _("_Cancel"), _("_Discard"),
                              "save", save_label);
  g_signal_connect (dialog, "response", G_CALLBACK (on_unsaved_response), pending);
  tsr_a11y_name_controls (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Called from close-request: TRUE when the window must stay open for
 * now (the dialog will close it). */
gboolean
_tsr_window_files_close_request (TsrWindow *self)
{
  if (self->closing || !tsr_document_get_modified (self->document))
    {
      /* Closed cleanly: no draft is needed any more. */
      if (!tsr_document_get_modified (self->document))
        remove_draft ();
      return FALSE;
    }

  when_saved_or_discarded (pending_new (self, AFTER_CLOSE));
  return TRUE;
}

/* Actions */

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  when_saved_or_discarded (pending_new (TSR_WINDOW (widget), AFTER_NEW));
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  when_saved_or_discarded (pending_new (TSR_WINDOW (widget), AFTER_OPEN_DIALOG));
}

/**
 * tsr_window_ask_to_open:
 *
 * Opens @file as Open does: when the scenario has unsaved changes, only
 * once they are saved or the user chose to discard them.  For files
 * given from outside (the command line, the file manager) as for Open
 * Recent and a file dropped on the window.
 */
void
tsr_window_ask_to_open (TsrWindow *self,
                        GFile     *file)
{
  Pending *pending = pending_new (self, AFTER_OPEN_FILE);

  pending->file = g_object_ref (file);
  when_saved_or_discarded (pending);
}

/**
 * tsr_window_ask_to_open_files:
 *
 * Opens the first of @files as tsr_window_ask_to_open() does.  A window
 * holds one scenario, so when the file manager hands over several, the
 * window says how many it left unopened rather than dropping them
 * without a word.
 */
void
tsr_window_ask_to_open_files (TsrWindow  *self,
                              GFile     **files,
                              guint       n_files)
{
  g_autofree char *message = NULL;

  g_return_if_fail (n_files > 0);

  tsr_window_ask_to_open (self, files[0]);
  if (n_files == 1)
    return;

  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          /* Translators: a toast when several files are opened at once; %u counts the files after the first */
                                          "Tessera opens one scenario at a time: %u more file was not opened",
                                          "Tessera opens one scenario at a time: %u more files were not opened",
                                          n_files - 1),
                             n_files - 1);
  /* Over the whole window, so it stays while the first file opens. */
  tsr_a11y_add_toast (self->start_toasts, adw_toast_new (message));
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  tsr_window_ask_to_open (TSR_WINDOW (widget), file);
}

static void
open_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  Pending *pending = pending_new (TSR_WINDOW (widget), AFTER_OPEN_EXAMPLE);

  pending->example = g_variant_dup_string (parameter, NULL);
  when_saved_or_discarded (pending);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  save_then (TSR_WINDOW (widget), NULL);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  run_save_as_dialog (TSR_WINDOW (widget), NULL);
}

/* Files dropped on the window */

static gboolean
on_files_dropped (GtkDropTarget *target,
                  const GValue  *value,
                  double         x,
                  double         y,
                  TsrWindow     *self)
{
  GSList *files = g_value_get_boxed (value);

  if (files == NULL)
    return FALSE;

  tsr_window_ask_to_open (self, files->data);
  return TRUE;
}

/* The start page's examples and the recent files are read once the
 * first frame is drawn: they cost more than the rest of that frame (37
 * scenarios to read, a file to check for each recent one), and the window
 * should show at once. */
static gboolean
fill_start_page (gpointer data)
{
  TsrWindow *self = data;

  self->start_fill_id = 0;
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (refresh_recent), self, G_CONNECT_SWAPPED);
  refresh_recent (self);
  tsr_examples_fill (self->examples);
  return G_SOURCE_REMOVE;
}

/* After the frame, not within it: an idle comes once its painting ends. */
static void
on_first_frame (GdkFrameClock *clock,
                TsrWindow     *self)
{
  g_clear_signal_handler (&self->first_frame_id, clock);
  self->start_fill_id = g_idle_add (fill_start_page, self);
}

static void
on_first_map (TsrWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, on_first_map, NULL);
  self->first_frame_id = g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                                           G_CALLBACK (on_first_frame), self);
}

void
_tsr_window_files_init (TsrWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (target, "drop", G_CALLBACK (on_files_dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  g_signal_connect (self, "map", G_CALLBACK (on_first_map), NULL);
  _tsr_window_load_init (self);
}

void
_tsr_window_files_dispose (TsrWindow *self)
{
  g_clear_handle_id (&self->start_fill_id, g_source_remove);
  if (self->first_frame_id != 0 && gtk_widget_get_frame_clock (GTK_WIDGET (self)) != NULL)
    g_clear_signal_handler (&self->first_frame_id, gtk_widget_get_frame_clock (GTK_WIDGET (self)));
  _tsr_window_load_cancel (self);

  /* A pending draft is written now rather than lost. */
  if (self->draft_timeout != 0)
    {
      g_clear_handle_id (&self->draft_timeout, g_source_remove);
      if (!self->closing)
        write_draft (self);
    }
}

void
_tsr_window_class_files_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.open-example", "s", open_example_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);

  /* And the exports, beside Save As in the menu. */
  _tsr_window_class_export_init (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
}
