/* tsr-a11y.c: names screen readers read for buttons with an access key
 *
 * GTK 4.8 names a button with an access key twice over: its label
 * property, underscore and all ("_Open"), then the label inside it, which
 * names the button as the one its access key activates ("Open"), so a
 * screen reader says "_Open Open".  Here such a button is named once, by
 * its label without the underscore, and the label inside no longer names
 * it a second time.  (GTK 4.10 names them once by itself.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-a11y.h"
#include "tsr-core.h"

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

/**
 * tsr_a11y_name_buttons:
 *
 * Names once every button with an access key in @root, as a template
 * built it.
 */
void
tsr_a11y_name_buttons (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tsr_a11y_name_buttons (child);
  if (GTK_IS_BUTTON (root))
    name_once (GTK_BUTTON (root));
}
