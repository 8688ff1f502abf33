/* tsr-a11y.c: what screen readers read that GTK 4.8 does not give them
 *
 * GTK 4.8 names a button with an access key twice over: its label
 * property, underscore and all ("_Open"), then the label inside it, which
 * names the button as the one its access key activates ("Open"), so a
 * screen reader says "_Open Open".  Here such a button is named once, by
 * its label without the underscore, and the label inside no longer names
 * it a second time.  (GTK 4.10 names them once by itself.)
 *
 * GTK 4.8 has no way to say something that is not in a focused widget
 * (gtk_accessible_announce() comes with GTK 4.14), and a toast is not
 * read when it appears.  A window with an announcer has an invisible
 * label of the alert role over its content; an announcement puts its
 * text there and shows the label anew, which a screen reader reads as
 * an alert that appears.
 *
 * libadwaita 1.2's expander row is a row of a list holding a list of its
 * own for its header, and another for the rows it reveals: none is
 * named, and the inner ones were read by their type ("GtkListBox").  All
 * are named by the row's title, and described by its subtitle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-a11y.h"
#include "tsr-core.h"

#define ANNOUNCER_KEY "tsr-a11y-announcer"

static void
name_once (GtkButton *button)
{
  const char *label = gtk_button_get_label (button);
  g_autofree char *name = NULL;

  if (label == NULL || !gtk_button_get_use_underline (button))
    return;
  name = tsr_label_without_mnemonic (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * tsr_a11y_button_new_with_mnemonic:
 *
 * Returns: (transfer floating): a button as gtk_button_new_with_mnemonic()
 *   makes one, named once for screen readers
 */
GtkWidget *
tsr_a11y_button_new_with_mnemonic (const char *label)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  name_once (GTK_BUTTON (button));
  return button;
}

static GtkWidget *
first_list (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *list = first_list (child);

      if (list != NULL)
        return list;
    }
  return NULL;
}

/* libadwaita 1.2 names the list of a preferences group by the group's
 * title; a group without a title leaves it named by nothing.  It is
 * named by its one row's title. */
static void
name_group_list (AdwPreferencesGroup *group)
{
  const char *title = adw_preferences_group_get_title (group);
  GtkWidget *list = first_list (GTK_WIDGET (group));
  GtkWidget *row = list != NULL ? gtk_widget_get_first_child (list) : NULL;

  if ((title != NULL && *title != '\0') || row == NULL || !ADW_IS_PREFERENCES_ROW (row) ||
      gtk_widget_get_next_sibling (row) != NULL)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), -1);
}

/**
 * tsr_a11y_name_controls:
 *
 * Names once every button with an access key in @root, as a template
 * built it, and the lists of its preferences groups.  A message dialog's
 * buttons need it too, once its responses are added ("_Keep Keep").
 */
void
tsr_a11y_name_controls (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tsr_a11y_name_controls (child);
  if (GTK_IS_BUTTON (root))
    name_once (GTK_BUTTON (root));
  else if (ADW_IS_PREFERENCES_GROUP (root))
    name_group_list (ADW_PREFERENCES_GROUP (root));
}

/**
 * tsr_a11y_add_announcer:
 *
 * Lays the announcer over the content of @window (an #AdwWindow or an
 * #AdwApplicationWindow), which is set already.
 */
void
tsr_a11y_add_announcer (GtkWindow *window)
{
  GtkWidget *content = ADW_IS_APPLICATION_WINDOW (window)
                       ? adw_application_window_get_content (ADW_APPLICATION_WINDOW (window))
                       : adw_window_get_content (ADW_WINDOW (window));
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                                   "opacity", 0.0,
                                   "can-target", FALSE,
                                   "can-focus", FALSE,
                                   "halign", GTK_ALIGN_START,
                                   "valign", GTK_ALIGN_START,
                                   /* Never wider than the window: GTK 4.8 warns of an
                                    * ellipsized label that asks less than nothing. */
                                   "wrap", TRUE,
                                   "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   "visible", FALSE,
                                   NULL);

  g_return_if_fail (content != NULL);

  g_object_ref (content);
  if (ADW_IS_APPLICATION_WINDOW (window))
    adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), overlay);
  else
    adw_window_set_content (ADW_WINDOW (window), overlay);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), content);
  g_object_unref (content);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), label);
  g_object_set_data (G_OBJECT (window), ANNOUNCER_KEY, label);
}

/**
 * tsr_a11y_announce:
 *
 * Has screen readers say @text, in the window of @widget.  A window
 * without an announcer says nothing.
 */
void
tsr_a11y_announce (GtkWidget  *widget,
                   const char *text)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *label = root != NULL ? g_object_get_data (G_OBJECT (root), ANNOUNCER_KEY) : NULL;

  if (label == NULL || text == NULL || *text == '\0')
    return;

  /* Shown anew, even with the same text: the same toast twice is said
   * twice. */
  gtk_widget_set_visible (label, FALSE);
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_widget_set_visible (label, TRUE);
}

/**
 * tsr_a11y_add_toast:
 *
 * Shows @toast in @overlay and has screen readers say its title.
 */
void
tsr_a11y_add_toast (AdwToastOverlay *overlay,
                    AdwToast        *toast)
{
  g_autofree char *title = g_strdup (adw_toast_get_title (toast));

  adw_toast_overlay_add_toast (overlay, toast);
  tsr_a11y_announce (GTK_WIDGET (overlay), title);
}

static void
name_expander_row (AdwExpanderRow *row)
{
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  const char *subtitle = adw_expander_row_get_subtitle (row);
  GtkWidget *box = gtk_widget_get_first_child (GTK_WIDGET (row));

  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  /* The header's list, and the list of the rows it reveals. */
  for (GtkWidget *child = box != NULL ? gtk_widget_get_first_child (box) : NULL; child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *list = GTK_IS_REVEALER (child) ? gtk_revealer_get_child (GTK_REVEALER (child)) : child;

      if (list != NULL && GTK_IS_LIST_BOX (list))
        gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
    }
}

/**
 * tsr_a11y_name_expander_row:
 *
 * Names @row and the list of its header by its title, and describes them
 * by its subtitle, now and as they change.
 */
void
tsr_a11y_name_expander_row (AdwExpanderRow *row)
{
  g_signal_connect (row, "notify::title", G_CALLBACK (name_expander_row), NULL);
  g_signal_connect (row, "notify::subtitle", G_CALLBACK (name_expander_row), NULL);
  name_expander_row (row);
}

static gboolean
on_tab (GtkEventControllerKey *keys,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        GtkWidget             *container)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (container));
  GtkDirectionType direction;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_ISO_Left_Tab || ((keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab) && state & GDK_SHIFT_MASK))
    direction = GTK_DIR_TAB_BACKWARD;
  else if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_KP_Tab)
    direction = GTK_DIR_TAB_FORWARD;
  else
    return FALSE;

  /* Closed to the focus for a moment, the container is passed over as
   * the focus moves on from the child that has it; past the last widget,
   * the focus starts again from the first, as Tab's does. */
  gtk_widget_set_can_focus (container, FALSE);
  if (!gtk_widget_child_focus (root, direction))
    gtk_widget_child_focus (root, direction);
  gtk_widget_set_can_focus (container, TRUE);
  return TRUE;
}

/**
 * tsr_a11y_one_tab_stop:
 *
 * Makes Tab and Shift+Tab leave @container (a flow box, a list) from any
 * of its children at once, rather than go from child to child; the arrow
 * keys still move within it.
 */
void
tsr_a11y_one_tab_stop (GtkWidget *container)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_tab), container);
  gtk_widget_add_controller (container, keys);
}
