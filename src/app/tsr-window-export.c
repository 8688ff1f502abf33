/* tsr-window-export.c: the board as an image, the steps as a PDF
 *
 * The file chooser for an image also asks how large its tiles are; the
 * answer is remembered for the next export.  An export that cannot be
 * written (a folder that is missing or read-only, a full disk) says so in
 * a dialog naming the file, and leaves no part of one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "tessera"

#include "config.h"

#include <glib/gi18n.h>

#include "tsr-a11y.h"
#include "tsr-board-art.h"
#include "tsr-handout.h"
#include "tsr-window-private.h"

#define TILE_SIZE_CHOICE "tile-size"
#define TILE_SIZE_KEY "export-tile-size"

/* The choices of the "export-tile-size" key, in its schema's order. */
static const struct
{
  const char *id;
  const char *label;
  int         pixels;
} tile_sizes[] = {
  /* Translators: a size for the tiles of an exported image */
  { "small", N_("Small (48 px)"), 48 },
  /* Translators: a size for the tiles of an exported image */
  { "medium", N_("Medium (96 px)"), 96 },
  /* Translators: a size for the tiles of an exported image */
  { "large", N_("Large (160 px)"), 160 },
  /* Translators: a size for the tiles of an exported image */
  { "very-large", N_("Very Large (256 px)"), 256 },
};

/**
 * _tsr_window_export_image:
 * @path: ends in .png or .svg
 *
 * Writes the board as an image with the tile size last chosen.
 */
gboolean
_tsr_window_export_image (TsrWindow   *self,
                          const char  *path,
                          GError     **error)
{
  g_autofree char *chosen = g_settings_get_string (self->settings, TILE_SIZE_KEY);
  TsrBoardArtOptions options = { 96, 24, FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (tile_sizes); i++)
    if (g_strcmp0 (chosen, tile_sizes[i].id) == 0)
      {
        options.tile_size = tile_sizes[i].pixels;
        options.margin = tile_sizes[i].pixels / 4.0;
      }

  return tsr_board_art_save (tsr_document_get_game (self->document), &options, path, error);
}

/* The game played from the position, as the Steps list shows it. */
static gboolean
export_steps (TsrWindow   *self,
              const char  *path,
              GError     **error)
{
  const char *title = tsr_document_get_title (self->document);
  g_autofree char *name = tsr_document_dup_display_name (self->document);

  return tsr_handout_save (tsr_document_get_game (self->document), title != NULL ? title : name,
                           tsr_document_get_description (self->document), path, error);
}

typedef struct
{
  const char  *title;          /* the dialog's */
  const char  *filter;         /* what the files offered are */
  const char  *patterns[3];
  const char  *extension;      /* of the name suggested */
  const char  *not_local;      /* when the file chosen is not on this computer */
  gboolean     tile_sizes;     /* the dialog offers them */
  gboolean   (*save)           (TsrWindow   *self,
                                const char  *path,
                                GError     **error);
} ExportKind;

static const ExportKind export_image_kind = {
  N_("Export the Board as an Image"), N_("PNG or SVG Images"), { "*.png", "*.svg", NULL }, ".png",
  N_("Images can only be exported to local files."), TRUE, _tsr_window_export_image,
};

static const ExportKind export_steps_kind = {
  N_("Export the Steps as a PDF"), N_("PDF Documents"), { "*.pdf", NULL }, ".pdf",
  N_("Steps can only be exported to local files."), FALSE, export_steps,
};

/* Says why @file could not be written; nothing is left of it. */
static void
show_export_error (TsrWindow    *self,
                   GFile        *file,
                   const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("“%s” Could Not Be Exported"), name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  tsr_a11y_name_controls (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_export_response (GtkNativeDialog *dialog,
                    int              response,
                    gpointer         user_data)
{
  TsrWindow *self = user_data;
  const ExportKind *kind = g_object_get_data (G_OBJECT (dialog), "tsr-export-kind");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      /* Only the image's chooser has the choice: asking another warns. */
      const char *tile_size = kind->tile_sizes ? gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog),
                                                                              TILE_SIZE_CHOICE)
                                               : NULL;
      g_autoptr(GError) error = NULL;

      if (tile_size != NULL)
        g_settings_set_string (self->settings, TILE_SIZE_KEY, tile_size);

      if (path == NULL)
        _tsr_window_toast (self, _(kind->not_local));
      else if (!kind->save (self, path, &error))
        show_export_error (self, file, error);
      else
        {
          g_autofree char *name = g_file_get_basename (file);
          /* Translators: %s is a file name */
          g_autofree char *message = g_strdup_printf (_("Exported “%s”"), name);

          _tsr_window_toast (self, message);
        }
    }

  g_object_unref (dialog);
  g_object_unref (self);
}

/* The drop-down under @widget offering @label among its items. */
static GtkDropDown *
find_drop_down (GtkWidget  *widget,
                const char *label)
{
  GListModel *model;

  if (GTK_IS_DROP_DOWN (widget) && GTK_IS_STRING_LIST (model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget))))
    for (guint i = 0; i < g_list_model_get_n_items (model); i++)
      if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label) == 0)
        return GTK_DROP_DOWN (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkDropDown *found = find_drop_down (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* GTK 4.8's own file chooser ignores gtk_file_chooser_set_choice() for a
 * choice of several options and always starts at the first (a portal's
 * dialog is given the choice, and later GTK honours it): once the dialog
 * is up, choose the remembered size in its drop-down. */
static void
show_tile_size (TsrWindow      *self,
                GtkFileChooser *chooser,
                guint           index)
{
  g_autoptr(GListModel) toplevels = NULL;

  if (g_strcmp0 (gtk_file_chooser_get_choice (chooser, TILE_SIZE_CHOICE), tile_sizes[index].id) == 0)
    return;

  toplevels = g_object_ref (gtk_window_get_toplevels ());
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);
      GtkDropDown *sizes;

      if (gtk_window_get_transient_for (window) != GTK_WINDOW (self) || !gtk_widget_get_visible (GTK_WIDGET (window)))
        continue;
      sizes = find_drop_down (GTK_WIDGET (window), _(tile_sizes[index].label));
      if (sizes != NULL)
        gtk_drop_down_set_selected (sizes, index);
    }
}

/* Small, Medium, Large, Very Large: the index of the one last used. */
static guint
add_tile_size_choice (TsrWindow      *self,
                      GtkFileChooser *chooser)
{
  const char *ids[G_N_ELEMENTS (tile_sizes) + 1] = { NULL };
  const char *labels[G_N_ELEMENTS (tile_sizes) + 1] = { NULL };
  g_autofree char *chosen = g_settings_get_string (self->settings, TILE_SIZE_KEY);
  guint index = 0;

  for (guint i = 0; i < G_N_ELEMENTS (tile_sizes); i++)
    {
      ids[i] = tile_sizes[i].id;
      labels[i] = _(tile_sizes[i].label);
      if (g_strcmp0 (chosen, ids[i]) == 0)
        index = i;
    }

  /* Translators: the choice of how large the tiles of an exported image are */
  gtk_file_chooser_add_choice (chooser, TILE_SIZE_CHOICE, _("Tile size"), ids, labels);
  gtk_file_chooser_set_choice (chooser, TILE_SIZE_CHOICE, ids[index]);
  return index;
}

static void
run_export_dialog (TsrWindow        *self,
                   const ExportKind *kind)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_(kind->title), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE,
                                                              _("_Export"), _("_Cancel"));
  g_autofree char *name = tsr_document_dup_display_name (self->document);
  g_autofree char *file_name = g_strconcat (name, kind->extension, NULL);
  GtkFileFilter *filter;
  guint tile_size = 0;

  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _(kind->filter));
  for (guint i = 0; kind->patterns[i] != NULL; i++)
    gtk_file_filter_add_pattern (filter, kind->patterns[i]);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);

  if (kind->tile_sizes)
    tile_size = add_tile_size_choice (self, GTK_FILE_CHOOSER (dialog));

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), file_name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_object_set_data (G_OBJECT (dialog), "tsr-export-kind", (gpointer) kind);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
  if (kind->tile_sizes)
    show_tile_size (self, GTK_FILE_CHOOSER (dialog), tile_size);
}

static void
export_image_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  run_export_dialog (TSR_WINDOW (widget), &export_image_kind);
}

static void
export_steps_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  run_export_dialog (TSR_WINDOW (widget), &export_steps_kind);
}

void
_tsr_window_class_export_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-image", NULL, export_image_action);
  gtk_widget_class_install_action (widget_class, "win.export-steps", NULL, export_steps_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.export-image", NULL);
}
